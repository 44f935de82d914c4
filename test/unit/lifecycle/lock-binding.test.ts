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
  it("binds by the lock id the run journaled, and only by it", () => {
    expect(isBoundToRun(ours, run({ lockId: "L1" }))).toBe(true);
    expect(isBoundToRun({ ...ours, id: "L2" }, run({ lockId: "L1" }))).toBe(false);
  });

  it("never binds without a journaled id: not by user@host, not by a time window", () => {
    // The lock was taken by our user@host while the run was writing its journal: on the old
    // code that was enough; anyone can be called ci@host, and a waiting job takes a lock then.
    expect(isBoundToRun(ours, run())).toBe(false);
    expect(isBoundToRun(ours, run({}, "other-runner"))).toBe(false);
  });

  it("pg: binds only by the application_name stackgate gave, never by the session's start", () => {
    const session = {
      id: "pg-session:4242",
      sessionPid: 4242,
      created: "2026-11-22T10:00:05.000Z",
    };
    const name = "stackgate-0123456789abcdef01234567";
    const bound = run({ lockId: `pg-application:${name}` }, "other-runner");
    expect(
      isBoundToRun(
        { ...session, applicationName: name, identity: `pg-application:${name}` },
        bound,
      ),
    ).toBe(true);
    // A session that connected inside the run's window, but carries another run's name (the
    // waiting job of issue 18 case 2) or none at all, is not ours.
    const other = "stackgate-fedcba9876543210fedcba98";
    expect(
      isBoundToRun(
        { ...session, applicationName: other, identity: `pg-application:${other}` },
        bound,
      ),
    ).toBe(false);
    expect(isBoundToRun(session, bound)).toBe(false);
    expect(isBoundToRun(session, run({}, "other-runner"))).toBe(false);
  });
});
