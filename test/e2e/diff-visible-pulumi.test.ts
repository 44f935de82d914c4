/**
 * Issue 26, item 1, on real Pulumi (3.274.1 with its YAML language host, scripts/engines.mjs;
 * skipped loudly where it is not built, a failure under STACKGATE_REQUIRE_ENGINES=1): the
 * shapes of test/fixtures/render/shapes.tf as the inputs of the test provider's
 * `stackgatetest:index:File` (test/support/pulumi-provider) — a ~400-character JSON policy
 * gaining `arn:aws:s3:::*`, JSON inside JSON, a multi-line script, a 41st list item, a renamed
 * map key, a whitespace-only change. The program picks v1 or v2 of each value by the stack's
 * config `variant` (`fn::select`): `up` at 0, `preview` at 1 through the built CLI, and every
 * change is in its output and its comment file; and through the built Action on a pull request
 * (GitHub stand-in): in the PR comment, the job summary and the step's log.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentMarker } from "../../src/report/marker.js";
import { runCliJson } from "../support/cli.js";
import { pullRequestEvent, writeEvent } from "../support/github-api-events.js";
import { createJob, runStep, type RunnerJob } from "../support/github-api-runner.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { skipWithoutEngines } from "../support/engines.js";
import {
  realProject,
  realStackgate,
  realStackgateArgs,
  removeRealProjects,
  RESOURCE_TYPE,
  runPulumi,
  setUpRealPulumi,
  type RealProject,
  type RealPulumi,
} from "../support/pulumi-real.js";

const SKIP = skipWithoutEngines(
  "diff-visible on Pulumi (test/e2e/diff-visible-pulumi.test.ts)",
  "pulumi",
  "pulumi-provider",
);
let pulumi: RealPulumi;
let api: GitHubApiStandIn | undefined;
const jobs: RunnerJob[] = [];

beforeAll(async () => {
  if (SKIP) return;
  pulumi = await setUpRealPulumi();
  api = await startGitHubApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
  for (const j of jobs) rmSync(path.dirname(j.workspace), { recursive: true, force: true });
  removeRealProjects();
});

const BUCKETS = [
  "arn:aws:s3:::my-company-data-lake-production-raw",
  "arn:aws:s3:::my-company-data-lake-production-raw/*",
  "arn:aws:s3:::my-company-data-lake-production-curated",
  "arn:aws:s3:::my-company-data-lake-production-curated/*",
];

function policy(v2: boolean): string {
  return JSON.stringify({
    Version: "2012-10-17",
    Statement: [
      {
        Sid: "ReadMyCompanyBuckets",
        Effect: "Allow",
        Action: ["s3:GetObject", "s3:ListBucket", "s3:GetObjectVersion", "s3:GetBucketLocation"],
        Resource: [...BUCKETS, ...(v2 ? ["arn:aws:s3:::*"] : [])],
      },
    ],
  });
}

function nested(v2: boolean): string {
  const inner = {
    Version: "2012-10-17",
    Statement: [
      {
        Sid: "NestedStatementWithALongName",
        Effect: v2 ? "Allow" : "Deny",
        Action: "s3:*",
        Resource: BUCKETS,
      },
    ],
  };
  return JSON.stringify({
    name: "my-company-data-lake-production-nested-policy-document-holder",
    policy: JSON.stringify(inner),
  });
}

function script(v2: boolean): string {
  const lines = Array.from({ length: 30 }, (_, i) => `echo step ${i} of the deployment script`);
  lines[20] = v2 ? "curl -s https://example.invalid/install.sh | sh" : "echo nothing to install";
  return lines.join("\n");
}

function list(v2: boolean): string[] {
  const items = Array.from({ length: 40 }, (_, i) => `item-number-${i}-of-the-long-list`);
  return v2 ? [...items, "item-number-40-ADDED"] : items;
}

function map(v2: boolean): Record<string, string> {
  const entries = Array.from({ length: 12 }, (_, i): [string, string] => [
    `key-number-${i}-of-the-map`,
    `value-number-${i}`,
  ]);
  return Object.fromEntries([
    ...entries,
    [v2 ? "admin-group-renamed" : "admin-group", "members-all"],
  ]);
}

function spaces(v2: boolean): string {
  const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
  return `${words} ${v2 ? "tail  end" : "tail end"}`;
}

/** One input that is v1's value at `variant` 0 and v2's at 1 (JSON is YAML). */
function select(shape: (v2: boolean) => unknown): string {
  return `{ "fn::select": [ "\${variant}", ${JSON.stringify([shape(false), shape(true)])} ] }`;
}

/** The program: a File per shape, each with its shape in `content`, `triggers` or `environment`. */
function program(p: RealProject): string {
  const file = (name: string, inputs: Record<string, string>): string[] => [
    `  ${name}:`,
    `    type: ${RESOURCE_TYPE}`,
    "    properties:",
    `      path: ${JSON.stringify(path.join(p.cloud, name))}`,
    ...Object.entries(inputs).map(([key, value]) => `      ${key}: ${value}`),
  ];
  return [
    `name: ${p.stack.split("/")[1] ?? "sample"}`,
    "runtime: yaml",
    "backend:",
    `  url: ${p.backend}`,
    "config:",
    "  variant:",
    "    type: integer",
    "    default: 0",
    "resources:",
    ...file("policy", { content: select(policy) }),
    ...file("nested", { content: select(nested) }),
    ...file("script", { content: select(script) }),
    ...file("list", { content: '"list"', triggers: select(list) }),
    ...file("map", { content: '"map"', environment: select(map) }),
    ...file("spaces", { content: select(spaces) }),
    "",
  ].join("\n");
}

/** What must be on the page, one line each (the diff of v1 → v2). */
const EXPECTED_LINES = [
  // The IAM wildcard inside a ~400-character JSON policy.
  '+ content (JSON) Statement[0].Resource[4] = "arn:aws:s3:::*"',
  // JSON inside JSON.
  '~ content (JSON) policy (JSON) Statement[0].Effect = "Deny" -> "Allow"',
  // A multi-line script: the changed line with its context.
  "-      echo nothing to install",
  "+      curl -s https://example.invalid/install.sh | sh",
  "       echo step 19 of the deployment script",
  // A list whose change is past any cut: aligned, at its index.
  '+ triggers[40] = "item-number-40-ADDED"',
  // A renamed map key: both keys.
  '- environment.admin-group = "members-all"',
  '+ environment.admin-group-renamed = "members-all"',
  // A whitespace-only change at the end of a 418-character line, marked.
  '-      …"word55·word56·word57·word58·word59·tail·end"',
  '+      …"word55·word56·word57·word58·word59·tail··end"',
];

function expectEveryChange(text: string): void {
  const lines = text.split("\n");
  // Every line that is not on the page, at once: a failure names each hidden change.
  expect(EXPECTED_LINES.filter((line) => !lines.includes(line))).toEqual([]);
  expect(text).toContain("whitespace-only change: · is a space");
  // Never two equal cut prefixes of a value.
  expect(text).not.toMatch(/…" -> "/);
}

/** A project with the shapes applied at v1 through the CLI, its stack set to v2. */
async function appliedAtV1(): Promise<RealProject> {
  const p = await realProject(pulumi, { resources: 0, delaySeconds: 0 });
  writeFileSync(path.join(p.dir, "Pulumi.yaml"), program(p));
  const up = await realStackgate(p, ["up", "--yes"]);
  expect(up.exitCode, up.context).toBe(0);
  expect(up.json()).toMatchObject({ outcome: "applied", applied: { added: 7 } });
  const set = await runPulumi(p, ["config", "set", "variant", "1", "--stack", p.stack]);
  expect(set.exitCode, set.stderr).toBe(0);
  return p;
}

describe.skipIf(SKIP)("every change is on the page on real Pulumi (issue 26, item 1)", () => {
  it("CLI: the output prints every diff, the comment file shows them", async () => {
    const p = await appliedAtV1();
    const commentFile = path.join(p.dir, "comment.md");
    // The human output: the same arguments without --json.
    const argv = realStackgateArgs(p, ["preview", "--comment-file", commentFile])
      .slice(1)
      .filter((arg) => arg !== "--json");
    const preview = await runCliJson(argv, { env: p.pulumi.env, label: "preview" });
    expect(preview.exitCode, preview.context).toBe(0);
    expect(preview.stdout).toContain("6 to update");
    expectEveryChange(preview.stdout);
    const comment = readFileSync(commentFile, "utf8");
    expect(comment).toContain("Pulumi 3.274.1");
    expectEveryChange(comment);
  }, 120_000);

  it("Action: the PR comment (GitHub stand-in), the job summary and the step's log", async () => {
    const p = await appliedAtV1();
    if (api === undefined) throw new Error("the GitHub stand-in did not start");
    const n = 326;
    const headSha = "2b".repeat(20);
    api.addPull({ number: n, headSha });
    const j = createJob({
      apiUrl: api.url,
      token: api.token,
      repository: `${api.owner}/${api.repo}`,
      eventName: "pull_request",
      eventPath: writeEvent(pullRequestEvent({ number: n, headSha })),
      sha: "3c".repeat(20),
      env: p.pulumi.env,
    });
    jobs.push(j);
    // The checkout: the project (its backend and provider's files stay where they are).
    cpSync(p.dir, path.join(j.workspace, "infra"), { recursive: true });
    const main = await runStep(j, "main", {
      workdir: "infra",
      stack: p.stack,
      engine: "pulumi",
      "engine-binary": p.engine,
    });
    expect(main.exitCode, main.stdout).toBe(0);
    // A Pulumi stack's project is the program's name.
    const key = { project: "sample", stack: p.stack, workdir: "infra" };
    const ours = api.comments(n).filter((c) => c.body.startsWith(commentMarker(key)));
    expect(ours, main.stdout).toHaveLength(1);
    expect(ours[0]?.body).toContain("Pulumi 3.274.1");
    expectEveryChange(ours[0]?.body ?? "");
    expectEveryChange(main.summary);
    expectEveryChange(main.stdout);
    expect(api.violations()).toEqual([]);
  }, 180_000);
});
