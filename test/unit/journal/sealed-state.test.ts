import { describe, expect, it } from "vitest";
import {
  openSealedState,
  SealedStateError,
  sealState,
  type SealedStateRecord,
} from "../../../src/journal/sealed-state.js";

const KEY = "a-plan-key-only-the-pipeline-has";
const record: SealedStateRecord = {
  project: "infra",
  stack: "prod",
  workdir: "stacks/prod",
  runId: "github-42-1",
  keptAt: "2026-11-25T10:00:00.000Z",
};
const state = Buffer.from(
  JSON.stringify({ version: 4, outputs: { db: { value: "s3cret-db-pw" } } }),
);
const stack = { project: "infra", stack: "prod", workdir: "stacks/prod" };

describe("a sealed errored state", () => {
  it("holds no byte of the state in clear, and opens with the plan key for its stack", () => {
    const sealed = sealState(record, state, KEY);
    expect(sealed.toString("latin1")).not.toContain("s3cret-db-pw");
    expect(sealed.toString("latin1")).not.toContain("github-42-1");
    const opened = openSealedState(sealed, KEY, stack, "the test store");
    expect(opened.record).toEqual(record);
    expect(opened.state.equals(state)).toBe(true);
  });

  it("refuses another key, an altered copy, and another stack's copy", () => {
    const sealed = sealState(record, state, KEY);
    expect(() => openSealedState(sealed, `${KEY}-other`, stack, "s")).toThrow(SealedStateError);
    const altered = Buffer.from(sealed);
    altered.writeUInt8((altered.at(-20) ?? 0) ^ 1, altered.length - 20);
    expect(() => openSealedState(altered, KEY, stack, "s")).toThrow(/altered/);
    expect(() => openSealedState(sealed, KEY, { ...stack, stack: "dev" }, "s")).toThrow(
      /belongs to project "infra", stack "prod"/,
    );
    expect(() => openSealedState(state, KEY, stack, "s")).toThrow(/not a sealed state/);
  });
});
