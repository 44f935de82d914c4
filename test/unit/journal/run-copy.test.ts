/**
 * A sealed run copy (journal/run-copy.ts) opens only as the stack's, with its state and journal
 * of one run; the artifact name is fixed per stack.
 */
import { describe, expect, it } from "vitest";
import type { JournalEntry } from "../../../src/journal/entries.js";
import { openRunCopy, runCopyName, sealRunCopy } from "../../../src/journal/run-copy.js";
import { SealedStateError } from "../../../src/journal/sealed-state.js";

const KEY = { project: "infra", stack: "prod", workdir: "stacks/prod" };
const SECRET = "run-copy-test-plan-key-0123456789";

function entries(runId: string): JournalEntry[] {
  return [
    {
      type: "start",
      at: "2026-01-01T00:00:00.000Z",
      header: {
        version: 1,
        runId,
        platform: "github",
        engine: "terraform",
        ...KEY,
        host: "h",
        user: "u",
        pid: 1,
        startedAt: "2026-01-01T00:00:00.000Z",
        command: "up",
      },
    },
    { type: "lock", at: "2026-01-01T00:00:01.000Z", lockId: "lock-1" },
  ];
}
const record = (runId: string) => ({ ...KEY, runId, keptAt: "2026-01-01T00:00:02.000Z" });
const STATE = Buffer.from('{"version":4,"secret":"only-here"}');

describe("a sealed run copy", () => {
  it("opens as the stack's: the state and the journal of its run", () => {
    const copy = sealRunCopy(record("run-1"), STATE, entries("run-1"), SECRET);
    expect(copy.state.toString("latin1")).not.toContain("only-here");
    const opened = openRunCopy(copy, SECRET, KEY, "here");
    expect(opened.state.equals(STATE)).toBe(true);
    expect(opened.entries).toEqual(entries("run-1"));
    expect(opened.record.runId).toBe("run-1");
  });

  it("refuses another stack's, another key's, and a state and journal of two runs", () => {
    const copy = sealRunCopy(record("run-1"), STATE, entries("run-1"), SECRET);
    expect(() => openRunCopy(copy, SECRET, { ...KEY, stack: "dev" }, "here")).toThrow(
      SealedStateError,
    );
    expect(() => openRunCopy(copy, "another-key-0123456789abcdef", KEY, "here")).toThrow(
      /does not decrypt/,
    );
    const other = sealRunCopy(record("run-2"), STATE, entries("run-2"), SECRET);
    expect(() =>
      openRunCopy({ state: copy.state, journal: other.journal }, SECRET, KEY, "here"),
    ).toThrow(/run "run-1", its journal of run "run-2"/);
    const lying = sealRunCopy(record("run-1"), STATE, entries("run-9"), SECRET);
    expect(() => openRunCopy(lying, SECRET, KEY, "here")).toThrow(/holds run "run-9"/);
  });

  it("is named per stack, the same on every runner", () => {
    expect(runCopyName(KEY)).toMatch(/^stackgate-errored-state-[0-9a-f]{16}$/);
    expect(runCopyName(KEY)).toBe(runCopyName({ ...KEY }));
    expect(runCopyName({ ...KEY, stack: "dev" })).not.toBe(runCopyName(KEY));
  });
});
