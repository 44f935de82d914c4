/**
 * Issue 18, cases 3, 4, 5, 6 and 8, attacked through the built bundles (`dist/cli.js`, the
 * Action's `dist/action-main.js` as the runner runs it) with real Terraform and the GitHub API
 * stand-in. Each case is the attack as the issue reproduced it; each fails on 3304d27.
 *
 * - 3: a fork's (or an unauthorized commenter's) pull request: no engine process may run
 *   before the refusal — a `terraform` wrapper first on PATH logs every invocation.
 * - 4: the PR's author approves their own PR with `/stackgate apply`.
 * - 5: the plan file in the checkout is swapped while the step waits for the approval.
 * - 6: a plan made in workspace `staging` applied with TF_WORKSPACE=prod.
 * - 8: stackgate.yml (the code under review) sets engine-binary, stale-after, plan-file.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { readPublished } from "../../src/approval/published.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import { pipelineStep, runPipeStep } from "../support/bitbucket-api-runner.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { issueCommentEvent, pullRequestEvent, writeEvent } from "../support/github-api-events.js";
import {
  createJob,
  runStep,
  startStep,
  type RunnerJob,
  type StepResult,
} from "../support/github-api-runner.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";

const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const H1 = "3c".repeat(20);
const MERGE = "9f".repeat(20);

let api: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;
let base: string;
let tfrc: string;
let wrapperBin: string;
let invocations: string;
let nextPr = 1800;
const jobs: RunnerJob[] = [];

/** The real terraform, found before the wrapper shadows it. */
function realTerraform(): string {
  const found = spawnSync("sh", ["-c", "command -v terraform"], { encoding: "utf8" });
  const bin = found.stdout.trim();
  if (!bin) throw new Error("terraform is not on PATH");
  return bin;
}

beforeAll(async () => {
  [api, bitbucket] = await Promise.all([startGitHubApi(), startBitbucketApi()]);
  bitbucket.addUser("alice", "write");
  bitbucket.addUser("mallory", "write");
  api.addUser("alice", "write");
  api.addUser("mallory", "write");
  api.addUser("rita", "read");
  base = mkdtempSync(path.join(os.tmpdir(), "stackgate-trust-"));
  tfrc = writeEmptyCliConfig(path.join(base, "tfrc"));
  // A `terraform` first on PATH that logs each invocation, then runs the real one.
  wrapperBin = path.join(base, "bin");
  mkdirSync(wrapperBin);
  invocations = path.join(base, "terraform-invocations");
  const wrapper = path.join(wrapperBin, "terraform");
  writeFileSync(
    wrapper,
    `#!/bin/sh\necho "$*" >> '${invocations}'\nexec '${realTerraform()}' "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
});
afterAll(async () => {
  await Promise.all([api.close(), bitbucket.close()]);
  for (const j of jobs) rmSync(path.dirname(j.workspace), { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
});
afterEach(() => {
  expect([...api.violations(), ...bitbucket.violations()]).toEqual([]);
  rmSync(invocations, { force: true });
});

function marked(marker: string): string {
  return `resource "terraform_data" "app" {
  input = "v1"
  provisioner "local-exec" {
    command = "touch ${marker}"
  }
}
`;
}

function context(step: { exitCode: number | null; stdout: string; stderr: string }): string {
  return `exit ${step.exitCode}\n--- stdout\n${step.stdout}\n--- stderr\n${step.stderr}`;
}

function job(eventName: string, event: Record<string, unknown>, env: Record<string, string> = {}) {
  const j = createJob({
    apiUrl: api.url,
    token: api.token,
    repository: `${api.owner}/${api.repo}`,
    eventName,
    eventPath: writeEvent(event),
    sha: MERGE,
    runId: "1818",
    env: { TF_CLI_CONFIG_FILE: tfrc, ...env },
  });
  jobs.push(j);
  return j;
}

/** A checkout with infra/main.tf; returns the job's workspace and the markers' directory. */
function checkout(j: RunnerJob, hcl: string): string {
  const dir = path.join(j.workspace, "infra");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), hcl);
  return dir;
}

/** Preview on PR `n` (head H1, opened by `author`) with the real terraform: publishes the plan. */
async function publishPlan(n: number, author: string, hcl: string) {
  api.addPull({ number: n, headSha: H1, author });
  const j = job("pull_request", pullRequestEvent({ number: n, headSha: H1 }));
  const dir = checkout(j, hcl);
  const main = await runStep(j, "main", { workdir: "infra", stack: "dev" });
  expect(main.exitCode, context(main)).toBe(0);
  return { dir, digest: main.outputs["plan-digest"] ?? "" };
}

/** The issue_comment job in `dir`'s workspace, with the logging terraform first on PATH. */
function commentJob(n: number, dir: string): RunnerJob {
  const j = job("issue_comment", issueCommentEvent({ number: n, body: "/stackgate apply" }), {
    PATH: `${wrapperBin}${path.delimiter}${process.env.PATH ?? ""}`,
  });
  rmSync(j.workspace, { recursive: true, force: true });
  j.workspace = path.dirname(dir);
  j.env.GITHUB_WORKSPACE = j.workspace;
  return j;
}

const UP = { command: "up", workdir: "infra", stack: "dev", approval: "comment" };

describe("case 3: nothing runs before the gate that does not need the plan", () => {
  it("refuses a fork's pull request before any terraform process starts", async () => {
    const n = (nextPr += 1);
    const markers = mkdtempSync(path.join(base, "m-"));
    api.addPull({ number: n, headSha: H1, headRepo: "mallory/Hello-World", author: "mallory" });
    api.addComment(n, "alice", "/stackgate apply");
    const j = job("issue_comment", issueCommentEvent({ number: n, body: "/stackgate apply" }), {
      PATH: `${wrapperBin}${path.delimiter}${process.env.PATH ?? ""}`,
    });
    checkout(j, marked(path.join(markers, "fork-code-ran")));
    const up = await runStep(j, "main", UP);
    // No engine process ran: not init, not the pre-flight's, not plan.
    expect(
      existsSync(invocations),
      existsSync(invocations) ? readFileSync(invocations, "utf8") : "",
    ).toBe(false);
    expect(up.exitCode, context(up)).toBe(3);
    expect(up.stdout).toContain("comes from a fork");
    expect(up.stdout).toContain("before any engine ran");
    expect(existsSync(path.join(markers, "fork-code-ran"))).toBe(false);
  });

  it("refuses a commenter without write access before any terraform process starts", async () => {
    const n = (nextPr += 1);
    const markers = mkdtempSync(path.join(base, "m-"));
    const { dir, digest } = await publishPlan(
      n,
      "Codertocat",
      marked(path.join(markers, "applied")),
    );
    api.addComment(n, "rita", "/stackgate apply");
    const up = await runStep(commentJob(n, dir), "main", UP);
    expect(up.exitCode, context(up)).toBe(3);
    expect(up.stdout).toContain("rita has read permission, not write");
    expect(existsSync(invocations)).toBe(false);
    expect(existsSync(path.join(markers, "applied"))).toBe(false);
    // The refusal came before any plan: the PR comment still shows the published plan.
    const ours = api.comments(n).find((c) => c.login === api.botLogin)?.body ?? "";
    expect(readPublished(ours)?.digest).toBe(digest);
  });
});

describe("case 4: approvals need a second person", () => {
  it("the PR's author cannot approve their own PR by comment; nothing runs, nothing is applied", async () => {
    const n = (nextPr += 1);
    const markers = mkdtempSync(path.join(base, "m-"));
    const { dir, digest } = await publishPlan(n, "mallory", marked(path.join(markers, "applied")));
    api.addComment(n, "mallory", `/stackgate apply ${digest.slice(7, 19)}`);
    const up = await runStep(commentJob(n, dir), "main", UP);
    expect(up.exitCode, context(up)).toBe(3);
    expect(up.stdout).toContain(
      "mallory opened the pull request, and its author never approves it",
    );
    expect(existsSync(invocations)).toBe(false);
    expect(existsSync(path.join(markers, "applied"))).toBe(false);
  });
});

/** A saved plan of `hcl` made by the real terraform in a directory of its own. */
function planElsewhere(hcl: string): string {
  const dir = mkdtempSync(path.join(base, "evil-"));
  writeFileSync(path.join(dir, "main.tf"), hcl);
  const env = { ...process.env, TF_CLI_CONFIG_FILE: tfrc, TF_IN_AUTOMATION: "1" };
  for (const args of [
    ["init", "-input=false"],
    ["plan", "-input=false", "-out=evil.tfplan"],
  ]) {
    const run = spawnSync(realTerraform(), args, { cwd: dir, env, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
  }
  return path.join(dir, "evil.tfplan");
}

describe("case 5: the digested bytes are the applied bytes", () => {
  it("a plan file swapped in the checkout while the step waits for approval is not what is applied", async () => {
    const n = (nextPr += 1);
    const markers = mkdtempSync(path.join(base, "m-"));
    const { dir } = await publishPlan(n, "Codertocat", marked(path.join(markers, "approved")));
    const evil = planElsewhere(marked(path.join(markers, "swapped")));
    const j = commentJob(n, dir);
    const started = startStep(j, "main", { ...UP, "approval-wait": "60s" });
    let stdout = "";
    started.child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    const checkoutPlan = path.join(dir, ".stackgate", "dev.tfplan");
    // The swapper: once the step waits, it keeps putting its plan where the checkout's is.
    let swaps = 0;
    const swapper = setInterval(() => {
      if (!stdout.includes("waiting for")) return;
      mkdirSync(path.dirname(checkoutPlan), { recursive: true });
      copyFileSync(evil, checkoutPlan);
      swaps += 1;
      if (swaps === 3) api.addComment(n, "alice", "/stackgate apply");
    }, 100);
    let up: StepResult;
    try {
      up = await started.done;
    } finally {
      clearInterval(swapper);
    }
    expect(swaps, context(up)).toBeGreaterThanOrEqual(3);
    expect(existsSync(path.join(markers, "swapped")), context(up)).toBe(false);
    expect(up.exitCode, context(up)).toBe(0);
    expect(existsSync(path.join(markers, "approved"))).toBe(true);
  });
});

/** `node dist/cli.js …` in `cwd`; the environment is exactly `env` plus PATH/HOME. */
function cli(args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<{ exitCode: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? base,
        TF_CLI_CONFIG_FILE: tfrc,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    child.on("close", (exitCode) => resolve({ exitCode, stdout, stderr }));
  });
}

describe("case 6: the plan record binds the workspace", () => {
  it("a plan made in workspace staging is not applied with TF_WORKSPACE=prod", async () => {
    const dir = mkdtempSync(path.join(base, "ws-"));
    const markers = mkdtempSync(path.join(base, "m-"));
    writeFileSync(path.join(dir, "main.tf"), marked(path.join(markers, "applied")));
    const env = { ...process.env, TF_CLI_CONFIG_FILE: tfrc };
    for (const args of [
      ["init", "-input=false"],
      ["workspace", "new", "staging"],
      ["workspace", "new", "prod"],
    ]) {
      const run = spawnSync(realTerraform(), args, { cwd: dir, env, encoding: "utf8" });
      expect(run.status, run.stderr).toBe(0);
    }
    const preview = await cli(["preview", "--json"], dir, { TF_WORKSPACE: "staging" });
    expect(preview.exitCode, context(preview)).toBe(0);
    const digest = String((JSON.parse(preview.stdout) as { digest: string }).digest);
    const up = await cli(["up", "--json", "--digest", digest], dir, { TF_WORKSPACE: "prod" });
    expect(existsSync(path.join(markers, "applied")), context(up)).toBe(false);
    expect(up.exitCode, context(up)).toBe(3);
    expect(JSON.parse(up.stdout)).toMatchObject({ outcome: "approval-required" });
    // The digest binds the workspace (and the state address), so the refusal names the change.
    expect(String((JSON.parse(up.stdout) as { message: string }).message)).toContain(
      'what changed since: the state (workspace "staging", local path=terraform.tfstate → workspace "prod"',
    );
    // In its own workspace the same plan applies.
    const same = await cli(["up", "--json", "--digest", digest], dir, { TF_WORKSPACE: "staging" });
    expect(same.exitCode, context(same)).toBe(0);
    expect(existsSync(path.join(markers, "applied"))).toBe(true);
  });
});

describe("case 8: stackgate.yml cannot set safety settings", () => {
  it.each([
    ["engine-binary", "engine-binary: ./evil.sh\n", "--engine-binary"],
    ["stale-after", "stale-after: 1m\n", "STACKGATE_STALE_AFTER"],
    ["plan-file", "plan-file: ../outside/plan.tfplan\n", "Action input plan-path"],
  ])(
    "refuses %s, naming the file, the key and where to set it; nothing runs",
    async (key, yml, instead) => {
      const dir = mkdtempSync(path.join(base, "yml-"));
      const project = path.join(dir, "repo");
      mkdirSync(project);
      const ran = path.join(dir, "evil-ran");
      writeFileSync(path.join(project, "main.tf"), 'resource "terraform_data" "a" {}\n');
      writeFileSync(path.join(project, "evil.sh"), `#!/bin/sh\ntouch '${ran}'\nexit 1\n`);
      chmodSync(path.join(project, "evil.sh"), 0o755);
      writeFileSync(path.join(project, "stackgate.yml"), yml);
      const run = await cli(["preview"], project);
      expect(run.exitCode, context(run)).toBe(64);
      expect(run.stderr).toContain(
        `config file "${path.join(project, "stackgate.yml")}": "${key}" cannot be set in a file`,
      );
      expect(run.stderr).toContain(instead);
      expect(existsSync(ran)).toBe(false);
      expect(existsSync(path.join(dir, "outside"))).toBe(false);
    },
  );
});

/** Waits until `test` holds (polling every 100 ms), or fails after `ms`. */
async function until(test: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The engine pid the journal recorded for the running apply, once it has one. */
function journaledEnginePid(dir: string): number | null {
  const file = path.join(dir, ".stackgate", "journal", "default.ndjson");
  if (!existsSync(file)) return null;
  const pids = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes('"enginePid"'))
    .map((line) => (JSON.parse(line) as { enginePid?: number }).enginePid);
  return pids.at(-1) ?? null;
}

describe("case 3: a preview of pull-request code never repairs the state", () => {
  it("the pre-flight only reports a run a SIGKILL left behind; the state file is untouched", async () => {
    const j = job("pull_request", pullRequestEvent({ number: (nextPr += 1), headSha: H1 }));
    const dir = checkout(
      j,
      'resource "terraform_data" "slow" {\n  provisioner "local-exec" {\n    command = "sleep 30"\n  }\n}\n',
    );
    // An apply, killed with its engine mid-create: the journal says it did not finish.
    const killed = spawn(process.execPath, [CLI, "up", "--yes"], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? base,
        TF_CLI_CONFIG_FILE: tfrc,
      },
      stdio: "ignore",
    });
    await until(() => journaledEnginePid(dir) !== null, 60_000, "the apply's engine pid");
    const enginePid = journaledEnginePid(dir) ?? 0;
    killed.kill("SIGKILL");
    process.kill(-enginePid, "SIGKILL");
    await new Promise((r) => killed.once("close", r));
    const statePath = path.join(dir, "terraform.tfstate");
    const before = existsSync(statePath) ? readFileSync(statePath, "utf8") : null;
    const preview = await runStep(j, "main", { workdir: "infra", stack: "default" });
    expect(preview.stdout, context(preview)).not.toContain("recovering first");
    expect(preview.stdout).toContain(
      "this is a preview of pull-request code, which never changes the state: nothing was repaired here",
    );
    expect(existsSync(statePath) ? readFileSync(statePath, "utf8") : null).toBe(before);
  });
});

describe("cases 3 and 4 through the Pipe (Bitbucket)", () => {
  let step = 0;
  function bitbucketStep(clone: string, pr: number, withWrapper: boolean) {
    step += 1;
    const path0 = process.env.PATH ?? "";
    return pipelineStep({
      api: bitbucket,
      base: {
        PATH: withWrapper ? `${wrapperBin}${path.delimiter}${path0}` : path0,
        HOME: base,
        TF_CLI_CONFIG_FILE: tfrc,
        TF_IN_AUTOMATION: "1",
      },
      clone,
      pipeline: "{0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b}",
      step: `{9f8e7d6c-5b4a-4392-8170-${String(step).padStart(12, "0")}}`,
      commit: H1,
      pr,
    });
  }

  it("the PR's author, listed in APPROVERS, cannot approve by comment; a fork is refused; no terraform ran", async () => {
    const pr = (nextPr += 1);
    const markers = mkdtempSync(path.join(base, "m-"));
    bitbucket.addPull({ id: pr, headSha: H1, author: "mallory" });
    const clone = mkdtempSync(path.join(base, "bb-"));
    mkdirSync(path.join(clone, "infra"));
    writeFileSync(path.join(clone, "infra", "main.tf"), marked(path.join(markers, "applied")));
    const vars = { WORKDIR: "infra", STACK: "dev" };
    const preview = await runPipeStep(bitbucketStep(clone, pr, false), vars);
    expect(preview.exitCode, context(preview)).toBe(0);
    const short = (preview.outputs.STACKGATE_PLAN_DIGEST ?? "").slice(7, 19);
    bitbucket.addComment(pr, "mallory", `/stackgate apply ${short}`);
    const up = { ...vars, COMMAND: "up", APPROVAL: "comment", APPROVERS: ["alice", "mallory"] };
    const own = await runPipeStep(bitbucketStep(clone, pr, true), up);
    expect(existsSync(invocations)).toBe(false);
    expect(own.exitCode, context(own)).toBe(3);
    expect(own.stdout).toContain(
      "mallory opened the pull request, and its author never approves it",
    );
    expect(existsSync(path.join(markers, "applied"))).toBe(false);

    // The same PR from a fork, with a second person's approval: refused before any engine.
    bitbucket.pull(pr).sourceRepo = "mallory/infra-live";
    bitbucket.addComment(pr, "alice", `/stackgate apply ${short}`);
    const fork = await runPipeStep(bitbucketStep(clone, pr, true), up);
    expect(existsSync(invocations)).toBe(false);
    expect(fork.exitCode, context(fork)).toBe(3);
    expect(fork.stdout).toContain("comes from a fork");
    expect(existsSync(path.join(markers, "applied"))).toBe(false);

    // Control: not a fork, a second person approved: it applies.
    bitbucket.pull(pr).sourceRepo = `${bitbucket.workspace}/${bitbucket.repo}`;
    const applied = await runPipeStep(bitbucketStep(clone, pr, false), up);
    expect(applied.exitCode, context(applied)).toBe(0);
    expect(existsSync(path.join(markers, "applied"))).toBe(true);
  });
});
