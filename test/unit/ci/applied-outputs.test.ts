import { describe, expect, it } from "vitest";
import type { RunResult } from "../../../src/command/result.js";
import { runOutputs } from "../../../src/ci/report.js";

const failed: RunResult = {
  command: "up",
  outcome: "failed",
  exitCode: 1,
  // What the journal saw applied before the backend refused the state.
  applied: { added: 3, changed: 1, removed: 2, tainted: 1 },
};

describe("step outputs of an up", () => {
  it("give what the journal saw applied after a failed apply", () => {
    expect(runOutputs(failed, false)).toMatchObject({
      outcome: "failed",
      added: "3",
      changed: "1",
      destroyed: "2",
      tainted: "1",
    });
  });

  it("give the engine's summary after a successful apply, and nothing for a preview", () => {
    const applied: RunResult = {
      command: "up",
      outcome: "applied",
      exitCode: 0,
      applied: { added: 2, changed: 0, removed: 0 },
    };
    expect(runOutputs(applied, false)).toMatchObject({ added: "2", tainted: "0" });
    const preview: RunResult = { command: "preview", outcome: "planned", exitCode: 0 };
    expect(runOutputs(preview, false)).not.toHaveProperty("added");
  });
});
