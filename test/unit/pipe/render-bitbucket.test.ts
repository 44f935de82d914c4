import { describe, expect, it } from "vitest";
import { withPublished } from "../../../src/approval/published.js";
import { summarize, type ChangeSet, type ResourceChange } from "../../../src/model/change.js";
import { BITBUCKET_COMMENT_LIMIT } from "../../../src/platforms/bitbucket.js";
import { commentMarker, findsMarker } from "../../../src/report/marker.js";
import { renderComment, type CommentContext } from "../../../src/report/render.js";

const key = { project: "core", stack: "prod", workdir: "infra/prod" };

function resource(i: number, action: ResourceChange["action"]): ResourceChange {
  return {
    address: `terraform_data.item[${i}]`,
    type: "terraform_data",
    name: "item",
    action,
    changedAttributes: ["input"],
    reasons: [],
    sensitive: false,
    diff: `  + input = ${"x".repeat(400)}\n`,
    module: "",
    fingerprint: "f",
  };
}

function changeSet(resources: ResourceChange[]): ChangeSet {
  return {
    engine: "terraform",
    engineVersion: "1.11.4",
    resources,
    drift: [],
    outputs: [],
    diagnostics: [],
    summary: summarize(resources, [], []),
    errored: false,
  };
}

const context: CommentContext = {
  ...key,
  engineLabel: "Terraform 1.11.4",
  digest: `sha256:${"c".repeat(64)}`,
  command: "preview",
  outcome: "planned",
  secrets: ["hunter2-secret"],
  outputTail: "engine said <b>hi</b>",
  runUrl: "https://bitbucket.org/acme/infra-live/pipelines/results/17",
  commit: "1a".repeat(20),
};

/**
 * A CommonMark link reference definition (spec 4.7) with label `//`, destination `#` and a
 * parenthesised title: renders as nothing. The title may not contain unescaped parentheses.
 */
const LINK_REFERENCE_DEFINITION = /^\[\/\/\]: # \([^()\n]*\)$/;

describe("Bitbucket comment", () => {
  it("starts with a marker Bitbucket does not render (a link reference definition), not an HTML comment", () => {
    const body = renderComment(changeSet([resource(0, "create")]), context, 30_000, "bitbucket");
    const first = body.split("\n")[0]!;
    expect(first).toBe(commentMarker(key, "bitbucket"));
    expect(first).toBe("[//]: # (stackgate:v1 project=core stack=prod workdir=infra%2Fprod)");
    expect(first).toMatch(LINK_REFERENCE_DEFINITION);
    expect(body).not.toContain("<!--");
    expect(findsMarker(body, key, "bitbucket")).toBe(true);
    expect(findsMarker(body, key)).toBe(false);
    expect(findsMarker(`> ${body}`, key, "bitbucket")).toBe(false);
  });

  it("keeps hostile values inside the marker's title", () => {
    const hostile = { project: "a) b", stack: "x", workdir: "w(\n)" };
    const marker = commentMarker(hostile, "bitbucket");
    expect(marker).toMatch(LINK_REFERENCE_DEFINITION);
    expect(marker).not.toContain("\n");
  });

  it("has no <details>: the engine output and the full diff are plain sections", () => {
    const body = renderComment(
      changeSet([resource(0, "create"), resource(1, "delete")]),
      { ...context, outcome: "failed" },
      30_000,
      "bitbucket",
    );
    expect(body).not.toMatch(/<\/?(details|summary)/);
    expect(body).toContain("**Full diff (2 resources)**\n\n```diff");
    expect(body).toContain("**Engine output (last lines)**\n\n```");
    expect(body).toContain("#### ⚠️ Destructive changes (1)");
    expect(body).not.toContain("hunter2-secret");
    // The GitHub rendering of the same report is unchanged: collapsed blocks and an HTML comment.
    const github = renderComment(changeSet([resource(0, "create")]), context, 30_000);
    expect(github.startsWith("<!-- stackgate:v1 ")).toBe(true);
    expect(github).toContain("<details><summary>Full diff (1 resource)</summary>");
  });

  it("fits Bitbucket's limit with the published line, cutting the diff first and keeping the destructive list", () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      resource(i, i % 3 === 0 ? "delete" : "create"),
    );
    const rendered = renderComment(
      changeSet(many),
      context,
      BITBUCKET_COMMENT_LIMIT - 300,
      "bitbucket",
    );
    const body = withPublished(
      rendered,
      {
        command: "preview",
        outcome: "planned",
        digest: context.digest,
        commit: context.commit!,
        since: "2026-11-22T18:56:09.123Z",
      },
      "bitbucket",
    );
    expect(body.length).toBeLessThan(32_768);
    expect(body).toContain("#### ⚠️ Destructive changes (100)");
    expect(body).toMatch(/The diff does not fit this comment: \d+ of 300 resources shown whole/);
    expect(body.split("\n").at(-1)).toMatch(LINK_REFERENCE_DEFINITION);
  });

  it("shows the stop/recover outcomes", () => {
    const recovered = renderComment(
      changeSet([]),
      { ...context, outcome: "stopped-recovered", command: "recover" },
      30_000,
      "bitbucket",
    );
    expect(recovered).toContain("### 🩹 Stopped, then recovered: core / prod");
    const attention = renderComment(
      changeSet([]),
      { ...context, outcome: "stopped", command: "recover" },
      30_000,
      "bitbucket",
    );
    expect(attention).toContain("### 🛑 Stopped: recovery needs attention: core / prod");
  });
});
