/**
 * Backends stackgate cannot read (gcs, azurerm, consul, …): the engine's lock error names the
 * holder, and only the lock ID our journal recorded binds it to a dead run of ours; it is then
 * released with the engine's `force-unlock -force <ID>`. Any other lock is kept, and the
 * local backend's never counts (its lock dies with its process).
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LockProbe } from "../../../src/engines/engine.js";

import { createBackendLocks } from "../../../src/locks/backend-locks.js";

import { UNKNOWN_RUN_LIVENESS } from "../../../src/locks/liveness.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";

import { type JournalState } from "../../../src/journal/entries.js";
import { assessLock } from "../../../src/recovery/terraform-lock.js";
const workdir = mkdtempSync(path.join(os.tmpdir(), "sg-bind-"));
const settings = await resolveSettings({ argv: ["recover", "-C", workdir], env: {}, cwd: workdir });

/** A run of ours on this host whose processes are gone (pid 2^22 + 1 is beyond pid_max). */
function deadRun(lockId?: string): JournalState {
  return {
    header: {
      version: 1,
      runId: "run-9",
      platform: "local",
      engine: "terraform",
      project: "p",
      stack: "default",
      workdir,
      host: os.hostname(),
      user: "ci",
      pid: 4_194_305,
      startedAt: "2026-11-22T10:00:00.000Z",
      command: "up",
    },
    phase: "applying",
    updatedAt: "2026-11-22T10:00:30.000Z",
    resources: [],
    warnings: [],
    ...(lockId !== undefined ? { lockId } : {}),
  };
}

const locked: Extract<LockProbe, { kind: "locked" }> = {
  kind: "locked",
  holder: { id: "gcs-lock-1", who: "ci@runner", created: "2026-11-22 10:00:05 +0000 UTC" },
  message: "the state is locked",
};

function gcsLocks(released: string[]) {
  return createBackendLocks(
    { type: "gcs", config: { bucket: "b" } },
    {},
    {
      workdir,
      forceUnlock: (id) => {
        released.push(id);
        return Promise.resolve();
      },
    },
  );
}

describe("a lock on a backend stackgate cannot read", () => {
  it("is bound to a dead run of ours by the journaled ID and released with force-unlock", async () => {
    const released: string[] = [];
    const locks = gcsLocks(released);
    const assessment = await assessLock(
      settings,
      [deadRun("gcs-lock-1")],
      locks,
      locked,
      UNKNOWN_RUN_LIVENESS,
    );
    expect(assessment?.verdict.kind).toBe("dead");
    expect(assessment?.breakable).toBe(true);
    if (!assessment) throw new Error("expected an assessment");
    await locks.breakLock(assessment.holder);
    expect(released).toEqual(["gcs-lock-1"]);
  });

  it("is kept when the journaled ID is another lock's, or no ID was journaled", async () => {
    const released: string[] = [];
    for (const state of [deadRun("gcs-lock-0"), deadRun(), null]) {
      const assessment = await assessLock(
        settings,
        state === null ? [] : [state],
        gcsLocks(released),
        locked,
        UNKNOWN_RUN_LIVENESS,
      );
      expect(assessment?.verdict.kind).toBe("alive");
      expect(assessment?.breakable).toBe(false);
    }
    expect(released).toEqual([]);
  });

  it("never binds the local backend's lock, even with a matching ID", async () => {
    const locks = createBackendLocks({ type: "local", config: {} }, {}, { workdir });
    const assessment = await assessLock(
      settings,
      [deadRun("gcs-lock-1")],
      locks,
      locked,
      UNKNOWN_RUN_LIVENESS,
    );
    // Read from the kernel where it can be (no lock on a missing state file: free), else the
    // engine's word: either way never breakable.
    expect(assessment === null || !assessment.breakable).toBe(true);
    await expect(locks.breakLock({ id: "gcs-lock-1" })).rejects.toThrow(
      /cannot break a local lock/,
    );
  });
});
