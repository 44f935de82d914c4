/**
 * The provisioner swap in comment mode, as issue #12 reproduced it: the built action run the
 * way the runner runs it, against the GitHub API stand-in and real Terraform. The preview
 * publishes a benign plan, the checked-out code changes, an authorised user comments
 * `/stackgate apply <digest>`: the action re-plans from the tree and must refuse.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { issueCommentEvent, pullRequestEvent, writeEvent } from "../support/github-api-events.js";
import {
  createJob,
  runStep,
  type RunnerJob,
  type StepResult,
} from "../support/github-api-runner.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";

const H1 = "1a".repeat(20);
const MERGE = "9e".repeat(20);

let api: GitHubApiStandIn;
let tfrc: string;
const jobs: RunnerJob[] = [];
const markerDirs: string[] = [];
let nextPr = 700;

beforeAll(async () => {
  api = await startGitHubApi();
  api.addUser("alice", "write");
  tfrc = writeEmptyCliConfig(path.join(os.tmpdir(), `stackgate-binding-tfrc-${process.pid}`));
});
afterAll(async () => {
  await api.close();
  for (const j of jobs) rmSync(path.dirname(j.workspace), { recursive: true, force: true });
  for (const d of markerDirs) rmSync(d, { recursive: true, force: true });
  rmSync(tfrc, { force: true });
});
afterEach(() => expect(api.violations()).toEqual([]));

function job(eventName: string, event: Record<string, unknown>): RunnerJob {
  const j = createJob({
    apiUrl: api.url,
    token: api.token,
    repository: `${api.owner}/${api.repo}`,
    eventName,
    eventPath: writeEvent(event),
    sha: MERGE,
    runId: "5353",
    env: { TF_CLI_CONFIG_FILE: tfrc },
  });
  jobs.push(j);
  return j;
}

function provisioned(marker: string): string {
  return `resource "terraform_data" "app" {
  input = "v1"
  provisioner "local-exec" {
    command = "touch ${marker}"
  }
}
`;
}

function context(step: StepResult): string {
  return `exit ${step.exitCode}\n--- stdout\n${step.stdout}\n--- stderr\n${step.stderr}`;
}

/** Preview on PR `n` (head H1) in a fresh workspace; returns the workdir and published digest. */
async function preview(
  n: number,
  hcl: string,
  env: Record<string, string> = {},
): Promise<{ dir: string; digest: string }> {
  api.addPull({ number: n, headSha: H1 });
  const j = job("pull_request", pullRequestEvent({ number: n, headSha: H1 }));
  Object.assign(j.env, env);
  const dir = path.join(j.workspace, "infra");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), hcl);
  const main = await runStep(j, "main", { workdir: "infra", stack: "dev" });
  expect(main.exitCode, context(main)).toBe(0);
  return { dir, digest: main.outputs["plan-digest"] ?? "" };
}

/** `/stackgate apply <digest>` by alice, then the issue_comment run in the same checkout. */
async function applyOnComment(
  n: number,
  dir: string,
  digest: string,
  env: Record<string, string> = {},
): Promise<StepResult> {
  api.addComment(n, "alice", `/stackgate apply ${digest.slice(7, 19)}`);
  const j = job("issue_comment", issueCommentEvent({ number: n, body: "/stackgate apply" }));
  Object.assign(j.env, env);
  rmSync(j.workspace, { recursive: true, force: true });
  j.workspace = path.dirname(dir);
  j.env.GITHUB_WORKSPACE = j.workspace;
  return runStep(j, "main", { command: "up", workdir: "infra", stack: "dev", approval: "comment" });
}

describe("comment mode: the approval binds the code that runs", () => {
  it("refuses a swapped local-exec provisioner in the checked-out tree", async () => {
    const n = (nextPr += 1);
    const markers = mkdirSyncTemp();
    const { dir, digest } = await preview(n, provisioned(path.join(markers, "benign")));
    writeFileSync(path.join(dir, "main.tf"), provisioned(path.join(markers, "evil")));
    const up = await applyOnComment(n, dir, digest);
    expect(up.exitCode, context(up)).toBe(3);
    expect(up.outputs.outcome).toBe("approval-required");
    expect(up.stdout).toContain("is not the plan published on pull request");
    expect(existsSync(path.join(markers, "evil"))).toBe(false);
  });

  it("refuses a checked-out tree that is not the approved head", async () => {
    const n = (nextPr += 1);
    const markers = mkdirSyncTemp();
    const { dir, digest } = await preview(n, provisioned(path.join(markers, "benign")));
    // The workflow checked out some other commit (e.g. the default branch) than head H1.
    const git = (...args: string[]) =>
      execa("git", args, {
        cwd: path.dirname(dir),
        env: {
          GIT_AUTHOR_NAME: "t",
          GIT_AUTHOR_EMAIL: "t@t",
          GIT_COMMITTER_NAME: "t",
          GIT_COMMITTER_EMAIL: "t@t",
        },
      });
    await git("init", "-q");
    await git("add", "infra/main.tf");
    await git("commit", "-qm", "default branch");
    const up = await applyOnComment(n, dir, digest);
    expect(up.exitCode, context(up)).toBe(3);
    expect(up.stdout).toContain(`but the approved plan was made for commit ${H1.slice(0, 12)}`);
    expect(existsSync(path.join(markers, "benign"))).toBe(false);
  });
});

describe("comment mode with sensitive values", () => {
  const hcl = `variable "pin" {
  type      = string
  sensitive = true
}
resource "terraform_data" "door" {
  input = { pin = var.pin }
}
`;

  it("says why a fresh plan cannot match without STACKGATE_DIGEST_SECRET, and applies with it", async () => {
    const pin = { TF_VAR_pin: "4821" };
    const first = (nextPr += 1);
    const unkeyed = await preview(first, hcl, pin);
    const published = api.comments(first).find((c) => c.login === api.botLogin)?.body ?? "";
    expect(published).toContain(unkeyed.digest);
    expect(published).not.toContain("4821");
    const refused = await applyOnComment(first, unkeyed.dir, unkeyed.digest, pin);
    expect(refused.exitCode, context(refused)).toBe(3);
    expect(refused.stdout).toContain(
      "Set a plan key (STACKGATE_PLAN_KEY, input plan-key, variable PLAN_KEY; or STACKGATE_DIGEST_SECRET)",
    );
    const updated = api.comments(first).find((c) => c.login === api.botLogin)?.body ?? "";
    expect(updated).not.toContain("4821");

    const keyed = { ...pin, STACKGATE_DIGEST_SECRET: "0123456789abcdef0123456789abcdef" };
    const second = (nextPr += 1);
    const withKey = await preview(second, hcl, keyed);
    const applied = await applyOnComment(second, withKey.dir, withKey.digest, keyed);
    expect(applied.exitCode, context(applied)).toBe(0);
    expect(applied.outputs.outcome).toBe("applied");
  });
});

/** Where the provisioners drop their marker files: a file there means that command ran. */
function mkdirSyncTemp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-markers-"));
  markerDirs.push(dir);
  return dir;
}
