import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import type { RunResult } from "../../../src/command/result.js";
import { publishComment } from "../../../src/lifecycle/report.js";

const cwd = mkdtempSync(path.join(os.tmpdir(), "stackgate-report-context-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const settings = await resolveSettings({ argv: ["up", "--stack", "prod"], env: {}, cwd });
const REASON =
  "merge request !7 has 0 of 1 required approval(s) for its head e31e18bd0f10. Nothing was applied.";

describe("the report of a run with no plan", () => {
  it("says the gate refused it before any engine ran: not 'no changes', not engine errors", () => {
    const refused: RunResult = {
      command: "up",
      outcome: "approval-required",
      exitCode: 3,
      message: REASON,
    };
    const comment = publishComment(refused, settings, "terraform").comment ?? "";
    expect(comment).toContain("### ✋ Approval required: ");
    expect(comment).toContain(`**Nothing was planned:** ${REASON}`);
    expect(comment).not.toMatch(/No changes|engine reported errors|Engine output/);
  });

  it("keeps the engine's failure before a plan as engine errors (the control)", () => {
    const failed: RunResult = {
      command: "up",
      outcome: "failed",
      exitCode: 1,
      message: "Error: Unsupported block type",
    };
    const comment = publishComment(failed, settings, "terraform").comment ?? "";
    expect(comment).toContain("**No changes planned.**");
    expect(comment).toContain("The engine reported errors: this plan cannot be applied.");
    expect(comment).toContain("Error: Unsupported block type");
    expect(comment).not.toContain("Nothing was planned");
  });
});
