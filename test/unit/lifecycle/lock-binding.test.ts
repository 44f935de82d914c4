import os from "node:os";
import { describe, expect, it } from "vitest";

import { type JournalState } from "../../../src/journal/entries.js";
import { isBoundToRun } from "../../../src/recovery/terraform-lock.js";
function run(over: Partial<JournalState> = {}, host = os.hostname()): JournalState {
  return {
    header: {
      version: 1,
      runId: "run-7",
      platform: "local",
      engine: "terraform",
      project: "p",
      stack: "default",
      workdir: "/w",
      host,
      user: "ci",
      pid: 10,
      startedAt: "2026-11-22T10:00:00.000Z",
      command: "up",
    },
    phase: "applying",
    updatedAt: "2026-11-22T10:00:30.000Z",
    resources: [],
    warnings: [],
    ...over,
  };
}

const ours = { id: "L1", who: `ci@${os.hostname()}`, created: "2026-11-22T10:00:05.000Z" };

describe("isBoundToRun", () => {
  it("binds by the lock id the run journaled, and only by it when present", () => {
    expect(isBoundToRun(ours, "http", run({ lockId: "L1" }))).toBe(true);
    expect(isBoundToRun({ ...ours, id: "L2" }, "http", run({ lockId: "L1" }))).toBe(false);
  });

  it("without an id: our user@host and a lock taken while the run was writing", () => {
    expect(isBoundToRun(ours, "http", run())).toBe(true);
    expect(isBoundToRun({ ...ours, who: "alice@laptop" }, "http", run())).toBe(false);
    // A lock taken a minute after the run went silent belongs to someone who came later.
    expect(isBoundToRun({ ...ours, created: "2026-11-22T10:01:30.000Z" }, "http", run())).toBe(
      false,
    );
    expect(isBoundToRun({ ...ours, created: undefined }, "http", run())).toBe(false);
  });

  it("never binds a pg session on this host: a dead process's session is already gone", () => {
    expect(isBoundToRun(ours, "pg", run())).toBe(false);
    expect(isBoundToRun(ours, "pg", run({}, "other-runner"))).toBe(true);
  });
});
