/** The examples harness reads GitHub expressions as the runner does, and passes a job it does not simulate. */
import { describe, expect, it } from "vitest";
import { condition, evaluate, interpolate, UNKNOWN } from "../../support/examples/expressions.js";

const ctx = {
  github: {
    event_name: "issue_comment",
    event: {
      issue: { number: 7, pull_request: { url: "x" } },
      comment: { body: "/stackgate apply abc" },
    },
  },
  matrix: { stack: "staging" },
  steps: { preview: { outputs: { "plan-digest": "sha256:1", "has-changes": "true" } } },
  needs: {
    plan: { result: "success", outputs: { digest: "sha256:1" } },
    authorize: { result: UNKNOWN, outputs: UNKNOWN },
  },
  secrets: { KEY: "k" },
};

describe("GitHub expressions in the examples harness", () => {
  it("reads paths with dashes, literals, comparisons and functions", () => {
    expect(evaluate("steps.preview.outputs.plan-digest", ctx)).toBe("sha256:1");
    expect(condition("steps.preview.outputs.has-changes == 'true'", ctx)).toBe(true);
    expect(
      condition("github.event_name == 'push' && steps.preview.outputs.has-changes == 'true'", ctx),
    ).toBe(false);
    expect(
      condition(
        "github.event.issue.pull_request && startsWith(github.event.comment.body, '/stackgate apply')",
        ctx,
      ),
    ).toBe(true);
    expect(condition("${{ !github.event.issue.pull_request }}", ctx)).toBe(false);
    expect(evaluate("secrets.MISSING", ctx)).toBeNull();
    expect(
      interpolate("environment=${{ matrix.stack }} #${{ github.event.issue.number }}", ctx),
    ).toBe("environment=staging #7");
  });

  it("lets a condition on a job it does not simulate pass, and refuses to interpolate its outputs", () => {
    expect(condition("needs.authorize.outputs.allowed == 'true'", ctx)).toBe(true);
    expect(
      condition("needs.authorize.result == 'success' && needs.plan.outputs.digest != ''", ctx),
    ).toBe(true);
    expect(() => interpolate("${{ needs.authorize.outputs.sha }}", ctx)).toThrow(
      /does not simulate/,
    );
  });
});
