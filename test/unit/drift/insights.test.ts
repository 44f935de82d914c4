/** The drift report as a Code Insights report: counts, annotations, and Bitbucket's limits kept. */
import { describe, expect, it } from "vitest";
import { insightsOf } from "../../../src/drift/insights.js";
import { summarizeDrift } from "../../../src/drift/result.js";
import { DRIFT_TARGET, driftedStack } from "../../support/drift-stacks.js";

const target = DRIFT_TARGET;
const run = { name: "run 7", url: "https://ci.example/7" };
const drifted = driftedStack;

describe("insightsOf", () => {
  it("in sync: PASSED and no annotation; otherwise FAILED, one per stack not in sync", () => {
    const calm = insightsOf(summarizeDrift([{ ...target, id: "calm", status: "in-sync" }]), run);
    expect([calm.report.result, calm.annotations]).toEqual(["PASSED", []]);
    const mixed = insightsOf(
      summarizeDrift([
        { ...target, id: "calm", status: "in-sync" },
        drifted("app", '  ~ input = "v1" -> "v2"'),
        { ...target, id: "broken", status: "failed", message: "boom", diagnostics: [] },
      ]),
      run,
    );
    expect(mixed.report).toMatchObject({ result: "FAILED", link: run.url });
    expect(mixed.report.details).toBe(
      "3 stack(s): 1 in sync, 1 drifted, 1 failed, 0 locked (not checked), as of run 7.",
    );
    expect(mixed.annotations.map((a) => [a.summary, a.severity])).toEqual([
      ["~ app (terraform): drifted, 1 resource", "HIGH"],
      ["✗ broken (terraform): failed: boom", "MEDIUM"],
    ]);
    expect(new Set(mixed.annotations.map((a) => a.external_id)).size).toBe(2);
  });

  it("keeps Bitbucket's limits: details ≤ 2000 with the run named, ≤ 1000 annotations with the rest named", () => {
    const long = `  ~ input = "${"x".repeat(50)}"\n`.repeat(100);
    const one = insightsOf(summarizeDrift([drifted("big", long)]), run).annotations[0];
    expect(one?.details.length).toBeLessThanOrEqual(2000);
    expect(one?.details).toMatch(/… cut: the whole report is in https:\/\/ci\.example\/7$/);
    const many = Array.from({ length: 1002 }, (_, i) => drifted(`s${i}`, "  ~ input"));
    const annotations = insightsOf(summarizeDrift(many), run).annotations;
    expect(annotations).toHaveLength(1000);
    expect(annotations.at(-1)?.summary).toBe(
      "3 more stack(s) not in sync, not annotated (a report holds 1000)",
    );
    expect(annotations.at(-1)?.details.split("\n")).toEqual(["s999", "s1000", "s1001"]);
  });
});
