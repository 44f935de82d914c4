/** The drift run's status and exit code: the worst of its stacks', failed > locked > drifted. */
import { describe, expect, it } from "vitest";
import { driftJson, summarizeDrift, type StackDrift } from "../../../src/drift/result.js";

const target = { dir: "/r", engine: "terraform" as const, stack: "default", durationMs: 1 };
const inSync: StackDrift = { ...target, id: "a", status: "in-sync" };
const drifted: StackDrift = { ...target, id: "b", status: "drifted", resources: [], outputs: [] };
const locked: StackDrift = {
  ...target,
  id: "c",
  status: "locked",
  holder: { id: "L" },
  message: "m",
};
const failed: StackDrift = { ...target, id: "d", status: "failed", message: "x", diagnostics: [] };

describe("summarizeDrift", () => {
  it.each([
    [[inSync], "in-sync", 0],
    [[inSync, drifted], "drifted", 2],
    [[drifted, locked], "locked", 4],
    [[drifted, locked, failed], "failed", 1],
    [[], "empty", 1],
  ] as const)("%# → %s (exit %d)", (stacks, status, exitCode) => {
    const report = summarizeDrift(stacks);
    expect(report.status).toBe(status);
    expect(report.exitCode).toBe(exitCode);
  });

  it("the JSON document has every key on every stack, and counts", () => {
    const doc = driftJson(summarizeDrift([inSync, drifted, locked, failed]));
    expect(doc.schema).toBe("stackgate.drift/v1");
    expect(doc.summary).toEqual({ stacks: 4, inSync: 1, drifted: 1, failed: 1, locked: 1 });
    for (const stack of doc.stacks as Array<Record<string, unknown>>) {
      expect(Object.keys(stack).sort()).toEqual([
        "dir",
        "durationMs",
        "engine",
        "error",
        "id",
        "lock",
        "outputs",
        "resources",
        "stack",
        "status",
      ]);
    }
  });
});
