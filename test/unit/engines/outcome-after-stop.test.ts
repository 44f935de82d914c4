/** A failure that follows our own stop is reported as the stop (src/engines/engine.ts). */
import { describe, expect, it } from "vitest";
import { planOutcomeAfterStop, type PlanOutcome } from "../../../src/engines/engine.js";

const failed: PlanOutcome = { kind: "failed", message: "error: preview canceled", diagnostics: [] };

describe("planOutcomeAfterStop", () => {
  it("a plan that failed after our stop was interrupted, naming the signal and the engine's words", () => {
    expect(planOutcomeAfterStop(failed, "SIGINT")).toEqual({
      kind: "interrupted",
      message: "stopped by SIGINT: error: preview canceled",
    });
  });

  it("without a stop a failure stays a failure, and other outcomes are kept", () => {
    expect(planOutcomeAfterStop(failed, null)).toBe(failed);
    const locked: PlanOutcome = {
      kind: "locked",
      holder: { id: "x", path: "p", who: "w", operation: "o", created: "c" },
      message: "m",
    };
    expect(planOutcomeAfterStop(locked, "SIGINT")).toBe(locked);
  });
});
