/** The drift job summary: a row per stack, the drifted text redacted, and the byte bound kept. */
import { describe, expect, it } from "vitest";
import { summarizeDrift, type StackDrift } from "../../../src/drift/result.js";
import { driftSummary } from "../../../src/drift/summary.js";
import { createRedactor } from "../../../src/report/redact.js";
import { DRIFT_TARGET, driftedStack } from "../../support/drift-stacks.js";

const SECRET = "hunter2-drift-secret";
const target = DRIFT_TARGET;
const drifted = driftedStack;

const redact = createRedactor([SECRET]);
const bytes = (text: string): number => Buffer.byteLength(text, "utf8");

describe("driftSummary", () => {
  it("a row per stack, each stack not in sync with its text, every secret redacted", () => {
    const report = summarizeDrift([
      { ...target, id: "calm", status: "in-sync" },
      drifted("app", `  ~ input = "v1" -> "${SECRET}"`),
      {
        ...target,
        id: "broken",
        status: "failed",
        message: `init failed: ${SECRET}`,
        diagnostics: [],
      },
    ]);
    const text = driftSummary(report, redact, "https://example.test/run/1");
    expect(text).toContain("## stackgate drift: a check failed (exit 1)");
    expect(text).toContain("3 stacks: 1 in sync, 1 drifted, 1 failed, 0 locked.");
    expect(text).toMatch(/\| `calm` \| terraform \| `default` \| in-sync \|/);
    expect(text).toMatch(/\| `app` \| terraform \| `default` \| drifted \|/);
    expect(text).toContain("slow_thing.b: update (input)");
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain("Cut to fit");
  });

  it("cut per stack below the limit, with a line naming where the full report is", () => {
    const stacks = Array.from({ length: 40 }, (_, i) =>
      drifted(`s${i}`, `  ~ input = "${"é".repeat(400)}" -> "${SECRET}"`),
    );
    const limit = 8_000;
    const text = driftSummary(summarizeDrift(stacks), redact, "https://example.test/run/2", limit);
    expect(bytes(text)).toBeLessThanOrEqual(limit);
    expect(text).toContain("the full report is in https://example.test/run/2");
    // Every stack keeps its row; the blocks stop where the limit is reached.
    for (const stack of stacks) expect(text).toContain(`| \`${stack.id}\` |`);
    expect(text).not.toContain(SECRET);
  });

  it("a head beyond the limit alone (thousands of stacks) is cut too", () => {
    const stacks = Array.from({ length: 500 }, (_, i): StackDrift => ({
      ...target,
      id: `stacks/s${i}`,
      status: "in-sync",
    }));
    const text = driftSummary(summarizeDrift(stacks), redact, "the log", 4_000);
    expect(bytes(text)).toBeLessThanOrEqual(4_000);
    expect(text).toContain("the full report is in the log");
  });
});
