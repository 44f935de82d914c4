import { describe, expect, it } from "vitest";
import { EXIT } from "../../../src/errors.js";
import type { JournalState } from "../../../src/journal/entries.js";
import {
  combineResults,
  findingsOf,
  finishRecovery,
  type RecoverAction,
  type RecoverResult,
} from "../../../src/recovery/result.js";

const state: JournalState = {
  header: {
    version: 1,
    runId: "run-1",
    platform: "local",
    engine: "terraform",
    project: "p",
    stack: "default",
    workdir: ".",
    host: "h",
    user: "u",
    pid: 1,
    startedAt: "2026-11-25T10:00:00Z",
    command: "up",
  },
  phase: "failed",
  updatedAt: "2026-11-25T10:01:00Z",
  resources: [],
  warnings: [],
};

function finish(actions: RecoverAction[], attention: string[] = []) {
  const recorded: string[] = [];
  const result = finishRecovery({
    mode: "recover",
    done: { actions, orphans: [], attention },
    lock: { before: { kind: "free" }, after: { kind: "free" } },
    state,
    journal: {
      record: (entry) => {
        recorded.push(JSON.stringify(entry));
        return entry as never;
      },
    },
  });
  return { result, recorded };
}

describe("finishRecovery: recovered means nothing is left for a person", () => {
  it("an action that did not succeed (an import it could not do) leaves the stack needing attention", () => {
    const importCommand = "terraform import 'aws_s3_bucket.b' 'bucket-1'";
    const { result, recorded } = finish([
      { kind: "unlock", detail: "released the lock L1", ok: true },
      {
        kind: "import",
        detail: `could not import aws_s3_bucket.b (id bucket-1): run ${importCommand}`,
        ok: false,
      },
    ]);
    expect(result.outcome).toBe("needs-attention");
    expect(result.exitCode).toBe(EXIT.failed);
    expect(result.left).toEqual([
      `could not import aws_s3_bucket.b (id bucket-1): run ${importCommand}`,
    ]);
    expect(result.message).toContain(importCommand);
    // Told, not blocking: nothing the next run could resolve keeps the run open.
    expect(result.nextRunMayStart).toBe(true);
    expect(recorded.some((e) => e.includes('"recovered"'))).toBe(true);
  });

  it("orphans only listed (creation not confirmed) are left too, with their import commands", () => {
    const detail =
      "1 resource(s) of run run-1 are in no state; import any that exist:\n  terraform import 'x.y' <ID: look it up in the provider>";
    const { result } = finish([{ kind: "report-orphans", detail, ok: false }]);
    expect(result.outcome).toBe("needs-attention");
    expect(result.left).toEqual([detail]);
  });

  it("an attention entry is said once, not again as the action that pushed it", () => {
    const { result } = finish(
      [{ kind: "keep-lock", detail: "kept the lock L1: owner alive", ok: false }],
      [
        "the state is locked (L1) and there is no evidence its owner is dead: terraform force-unlock -force L1",
      ],
    );
    expect(result.left).toHaveLength(1);
    expect(result.left[0]).toContain("force-unlock -force L1");
    // An attention entry blocks the next run: the run stays open for its pre-flight.
    expect(result.nextRunMayStart).toBe(false);
  });

  it("everything done: recovered, exit 0, nothing left, the run closed", () => {
    const { result, recorded } = finish([
      { kind: "unlock", detail: "released the lock L1", ok: true },
      { kind: "push-errored-state", detail: "pushed the state", ok: true },
    ]);
    expect(result).toMatchObject({ outcome: "recovered", exitCode: EXIT.ok, left: [] });
    expect(result.message).toBeUndefined();
    expect(recorded.some((e) => e.includes('"recovered"'))).toBe(true);
  });
});

describe("combineResults: what each run left stays that run's (issue 25)", () => {
  const pass = (runId: string, address: string, unconfirmed: string[] = []): RecoverResult => ({
    command: "recover",
    outcome: "needs-attention",
    exitCode: EXIT.failed,
    actions: [],
    orphans: [{ address, id: null, certain: false, importCommand: `terraform import ${address}` }],
    tainted: [],
    unconfirmed,
    lock: { before: { kind: "free" }, after: { kind: "free" } },
    journal: { runId, phase: "applying", updatedAt: "2026-11-25T10:01:00Z" },
    left: [`${address} may exist`],
    nextRunMayStart: false,
  });

  it("a report over two runs keeps the killed run's orphans under its own id, not the newest run's", () => {
    const combined = combineResults([
      pass("run-killed", "a.x", ["a.u"]),
      pass("run-newest", "a.y"),
    ]);
    expect(combined.journal?.runId).toBe("run-newest");
    expect(
      findingsOf(combined).map((f) => [f.runId, f.orphans.map((o) => o.address), f.unconfirmed]),
    ).toEqual([
      ["run-killed", ["a.x"], ["a.u"]],
      ["run-newest", ["a.y"], []],
    ]);
  });

  it("a combined report combined again keeps every run", () => {
    const twice = combineResults([
      combineResults([pass("r1", "a.x"), pass("r2", "a.y")]),
      pass("r3", "a.z"),
    ]);
    expect(findingsOf(twice).map((f) => f.runId)).toEqual(["r1", "r2", "r3"]);
  });

  it("one pass is its own findings; a recovery that examined no run has none", () => {
    const one = pass("r1", "a.x");
    expect(findingsOf(one)).toEqual([
      { runId: "r1", orphans: one.orphans, unconfirmed: [], driftLeft: false },
    ]);
    expect(findingsOf({ ...one, journal: null })).toEqual([]);
  });
});
