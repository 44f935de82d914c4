/**
 * The PR comment as people read it, for four recorded plans, on GitHub and on Bitbucket. The
 * rendered markdown is kept next to this file (comment-snapshots/), so any change to what the
 * comment says shows in review as a diff of those files. Update them deliberately with
 * `npx vitest run test/unit/report/comment-snapshots.test.ts -u`.
 */
import { describe, expect, it } from "vitest";
import { parsePreviewJson } from "../../../src/engines/pulumi/parse-preview.js";
import { parsePlanJson } from "../../../src/engines/terraform/parse-plan-json.js";
import type { ChangeSet } from "../../../src/model/change.js";
import { BITBUCKET_COMMENT_LIMIT } from "../../../src/platforms/bitbucket.js";
import { GITHUB_COMMENT_LIMIT } from "../../../src/settings/index.js";
import { renderComment } from "../../../src/report/render.js";
import { context } from "../../support/changes.js";
import { readFixture } from "../../support/fixtures.js";

interface Plan {
  name: string;
  engineLabel: string;
  changeSet: () => ChangeSet;
}

const PLANS: readonly Plan[] = [
  {
    name: "tofu-basic-create",
    engineLabel: "OpenTofu 1.10.0",
    changeSet: () =>
      parsePlanJson(
        readFixture("tofu", "show-json", "show-json-basic-create__output.json"),
        "tofu",
      ),
  },
  {
    name: "tofu-requires-replace",
    engineLabel: "OpenTofu 1.10.0",
    changeSet: () =>
      parsePlanJson(
        readFixture("tofu", "show-json", "show-json-requires-replace__output.json"),
        "tofu",
      ),
  },
  {
    name: "tofu-sensitive-values",
    engineLabel: "OpenTofu 1.10.0",
    changeSet: () =>
      parsePlanJson(
        readFixture("tofu", "show-json", "show-json-sensitive-values__output.json"),
        "tofu",
      ),
  },
  {
    name: "pulumi-deletes",
    engineLabel: "Pulumi 3.150.0",
    changeSet: () =>
      parsePreviewJson(
        readFixture(
          "pulumi",
          "preview-json",
          "stratify-test-resources-pulumi__sample-preview-deletes.json",
        ),
      ),
  },
];

const FLAVORS = [
  { flavor: "github", limit: GITHUB_COMMENT_LIMIT },
  { flavor: "bitbucket", limit: BITBUCKET_COMMENT_LIMIT },
] as const;

describe("the PR comment for recorded plans", () => {
  for (const plan of PLANS) {
    for (const { flavor, limit } of FLAVORS) {
      it(`${plan.name} on ${flavor}`, async () => {
        const comment = renderComment(
          plan.changeSet(),
          context({
            project: "app",
            stack: "prod",
            workdir: "infra/prod",
            engineLabel: plan.engineLabel,
            commit: "1a".repeat(20),
            runUrl: "https://ci.example.com/runs/42",
          }),
          limit,
          flavor,
        );
        await expect(comment).toMatchFileSnapshot(`comment-snapshots/${plan.name}.${flavor}.md`);
      });
    }
  }
});
