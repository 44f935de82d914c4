/**
 * `drift` through the other two doors, on the built bundles with real Terraform and the slow
 * provider (its objects are marker files its Read reads back, so editing one is real drift made
 * out of band): the Action (dist/action-main.js and its post step, as the GitHub runner runs
 * them, against the GitHub API stand-in) and the Pipe (dist/pipe.js, as Bitbucket runs it).
 * Two stacks under one checkout: `app` (drifted: an object's value changed to a secret) and
 * `calm` (in sync). Each run is read-only: the state files keep their bytes.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import { pipelineStep, runPipeStep, type PipeResult } from "../support/bitbucket-api-runner.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { pullRequestEvent, writeEvent } from "../support/github-api-events.js";
import {
  createJob,
  runAction,
  runStep,
  type RunnerJob,
  type StepResult,
} from "../support/github-api-runner.js";
import { installSlowProvider, slowThingsHcl } from "../support/slow-provider.js";
import { readMarker } from "../support/slow-provider/resource.js";
import { tempDirs } from "../support/temp-dirs.js";

const dirs = tempDirs("stackgate-drift-doors-");
/** The value the object is changed to out of band: a secret, never to be shown anywhere. */
const SECRET = "drift-s3cret-value-4711";
const H1 = "1a".repeat(20);
const PR = 31;

let root: string;
let checkout: string;
let markers: string;
let env: Record<string, string>;
let github: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;

async function applyStack(name: string, things: Array<{ name: string; input: string }>) {
  const dir = path.join(checkout, "stacks", name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), slowThingsHcl(path.join(markers, name), things));
  const run = (...args: string[]) =>
    execa("terraform", args, { cwd: dir, env: { ...process.env, ...env } });
  await run("init", "-input=false", "-no-color");
  await run("apply", "-auto-approve", "-input=false", "-no-color");
}

function editObject(stack: string, name: string, input: string): void {
  const dir = path.join(markers, stack);
  const marker = readMarker(dir, name);
  if (marker === null) throw new Error(`no marker ${name} in ${dir}`);
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ ...marker, input })}\n`);
}

const states = (): Buffer[] =>
  ["app", "calm"].map((s) => readFileSync(path.join(checkout, "stacks", s, "terraform.tfstate")));

function actionJob(extra: Record<string, string> = {}): RunnerJob {
  const job = createJob({
    apiUrl: github.url,
    token: github.token,
    repository: `${github.owner}/${github.repo}`,
    // A pull request's event, comment left at its default: drift still never comments.
    eventName: "pull_request",
    eventPath: writeEvent(pullRequestEvent({ number: PR, headSha: H1 })),
    sha: H1,
    env: { ...env, STACKGATE_SECRETS: SECRET, ...extra },
  });
  // The runner's workspace is the checkout (its own temp directory stays for the step files).
  // (job.env in place: the runner stand-in keys `${{ github.token }}` by that object.)
  created.push(path.dirname(job.workspace));
  job.env.GITHUB_WORKSPACE = checkout;
  return { ...job, workspace: checkout };
}

const created: string[] = [];
let nextStep = 0;
function pipe(variables: Record<string, string>): Promise<PipeResult> {
  nextStep += 1;
  const step = pipelineStep({
    api: bitbucket,
    base: { PATH: process.env.PATH ?? "", HOME: root, ...env, STACKGATE_SECRETS: SECRET },
    clone: checkout,
    pipeline: "{0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b}",
    step: `{9f8e7d6c-5b4a-4392-8170-${String(nextStep).padStart(12, "0")}}`,
    commit: H1,
  });
  return runPipeStep(step, variables);
}

function context(r: StepResult | PipeResult): string {
  return `exit ${r.exitCode}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
}

beforeAll(async () => {
  root = dirs.make();
  checkout = path.join(root, "checkout");
  markers = path.join(root, "objects");
  const provider = installSlowProvider(root);
  env = { TF_CLI_CONFIG_FILE: provider.cliConfig, SLOW_PROVIDER_SECONDS: "0" };
  [github, bitbucket] = await Promise.all([startGitHubApi(), startBitbucketApi()]);
  await Promise.all([
    applyStack("app", [
      { name: "a", input: "v1" },
      { name: "b", input: "v1" },
    ]),
    applyStack("calm", [{ name: "c", input: "v1" }]),
  ]);
  editObject("app", "b", SECRET);
}, 120_000);

afterAll(async () => {
  await Promise.all([github?.close(), bitbucket?.close()]);
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
  dirs.removeAll();
});

describe("drift through the Action (dist/action-main.js)", () => {
  it("all-stacks with drift-report github-issues: the job summary, outputs, one issue, no PR comment, the step failed, nothing for the post step", async () => {
    const before = states();
    const { main, post } = await runAction(actionJob(), {
      command: "drift",
      "all-stacks": "true",
      concurrency: "2",
      "drift-report": "github-issues",
    });
    expect(main.exitCode, context(main)).not.toBe(0);
    expect(main.outputs, context(main)).toMatchObject({ outcome: "drifted", "exit-code": "2" });
    expect(main.stdout).toContain("::error::stackgate drift: drifted (exit 2)");
    expect(main.stdout).toContain("slow_thing.b: update (input)");
    // The job summary: the outcome, a row per stack, the drifted resource with its redacted diff.
    expect(main.summary).toContain("## stackgate drift: drift found (exit 2)");
    expect(main.summary).toContain("2 stacks: 1 in sync, 1 drifted, 0 failed, 0 locked.");
    expect(main.summary).toMatch(/\| `stacks\/app` \| terraform \| `default` \| drifted \|/);
    expect(main.summary).toMatch(/\| `stacks\/calm` \| terraform \| `default` \| in-sync \|/);
    expect(main.summary).toContain("slow_thing.b: update (input)");
    expect(main.summary).toContain("***");
    // One issue, for the drifted stack, by the job's token.
    const issues = github.issues();
    expect(issues.map((i) => `${i.state} ${i.title}`)).toEqual([
      "open Drift: stacks/app (stack default)",
    ]);
    // Secrets (the changed value, the token) reach neither the log, the summary nor the issue
    // (the runner consumes the ::add-mask:: commands that mask them; they are not log lines).
    const log = main.stdout.replace(/^::add-mask::.*$/gm, "");
    expect(main.stdout).toContain(`::add-mask::${SECRET}`);
    for (const text of [log, main.stderr, main.summary, issues[0]?.body ?? ""]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(github.token);
    }
    // Never a PR comment, though the event is a pull request's and comment is true.
    expect(github.comments(PR)).toEqual([]);
    expect(github.requests().filter((r) => r.path.includes(`/issues/${PR}/`))).toEqual([]);
    expect(states()).toEqual(before);
    // Nothing was saved for the post step: it has nothing to recover.
    expect(post.exitCode, context(post)).toBe(0);
    expect(post.stdout).toMatch(/nothing to recover/);
    expect(github.violations()).toEqual([]);
  }, 90_000);

  it("a misspelt input is an error before anything runs", async () => {
    const main = await runStep(actionJob({ INPUT_CONCURENCY: "2" }), "main", {
      command: "drift",
    });
    expect(main.exitCode, context(main)).not.toBe(0);
    expect(main.stdout).toMatch(/concurency/);
    expect(main.stdout).toMatch(/concurrency/);
    expect(main.summary).toBe("");
  });
});

describe("drift through the Pipe (dist/pipe.js)", () => {
  it("ALL_STACKS: the report printed, drift's exit code and output variables; back in sync, exit 0", async () => {
    const before = states();
    const drifted = await pipe({ COMMAND: "drift", ALL_STACKS: "true", CONCURRENCY: "2" });
    expect(drifted.exitCode, context(drifted)).toBe(2);
    expect(drifted.stdout).toContain("slow_thing.b: update (input)");
    expect(drifted.stdout).toContain("Outcome: drifted (exit 2)");
    expect(drifted.stdout).not.toContain(SECRET);
    expect(drifted.outputs).toMatchObject({
      STACKGATE_OUTCOME: "drifted",
      STACKGATE_EXIT_CODE: "2",
    });
    expect(states()).toEqual(before);

    editObject("app", "b", "v1");
    const calm = await pipe({ COMMAND: "drift", WORKDIR: "stacks/app" });
    expect(calm.exitCode, context(calm)).toBe(0);
    expect(calm.stdout).toContain("Outcome: in-sync (exit 0)");
    expect(calm.outputs).toMatchObject({ STACKGATE_OUTCOME: "in-sync" });
    editObject("app", "b", SECRET);
  }, 90_000);

  it("DRIFT_REPORT code-insights: a report on the pipeline's commit, an annotation per stack not in sync, replaced whole when back in sync", async () => {
    const variables = { COMMAND: "drift", ALL_STACKS: "true", DRIFT_REPORT: "code-insights" };
    const drifted = await pipe(variables);
    expect(drifted.exitCode, context(drifted)).toBe(2);
    const found = bitbucket.report(H1, "stackgate-drift");
    expect(found?.fields, context(drifted)).toMatchObject({
      title: "stackgate drift",
      result: "FAILED",
      reporter: "stackgate",
    });
    expect(String(found?.fields.details)).toMatch(
      /^2 stack\(s\): 1 in sync, 1 drifted, 0 failed, 0 locked/,
    );
    const annotations = [...(found?.annotations.values() ?? [])];
    expect(annotations.map((a) => a.summary)).toEqual([
      "~ stacks/app (terraform): drifted, 1 resource",
    ]);
    expect(String(annotations[0]?.details)).toContain("slow_thing.b: update (input)");
    expect(JSON.stringify(found)).not.toContain(SECRET);
    expect(drifted.stdout).toMatch(
      /Code Insights report stackgate-drift on commit 1a1a1a1a1a1a: FAILED, 1 annotation/,
    );

    editObject("app", "b", "v1");
    const calm = await pipe(variables);
    expect(calm.exitCode, context(calm)).toBe(0);
    const after = bitbucket.report(H1, "stackgate-drift");
    // The stack back in sync left no annotation of the earlier run behind.
    expect([after?.fields.result, after?.annotations.size]).toEqual(["PASSED", 0]);
    expect(bitbucket.violations()).toEqual([]);
    editObject("app", "b", SECRET);
  }, 90_000);

  it("a misspelt variable is an error before anything runs", async () => {
    const run = await pipe({ COMMAND: "drift", ALL_STACK: "true" });
    expect(run.exitCode, context(run)).toBe(64);
    expect(run.stdout).toMatch(/ALL_STACK\b/);
    expect(run.stdout).toMatch(/ALL_STACKS/);
  });
});
