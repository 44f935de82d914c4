/**
 * Every input is checked, on the shipped bundles (issue 20 cases 1, 2 and the input items of 6):
 * `node dist/cli.js`, the Action's main as action.yml names it, the Pipe as the Dockerfile runs
 * it. Each attack ends with nothing applied; each has a control that the same step applies when
 * the input is spelt right, so the refusal is the check's doing.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import {
  pipelineStep,
  runPipeStep,
  type PipeResult,
  type PipeVariables,
} from "../support/bitbucket-api-runner.js";
import { runCli } from "../support/cli.js";
import { pushEvent, writeEvent } from "../support/github-api-events.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import {
  createJob,
  runStep,
  type RunnerJob,
  type StepResult,
} from "../support/github-api-runner.js";
import {
  dataProjectHcl,
  stateAddresses,
  tempProjects,
  writeEmptyCliConfig,
} from "../support/terraform-project.js";

const SHA = "4d".repeat(20);
const projects = tempProjects();
let github: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;
let root: string;
let tfrc: string;
let nextStep = 0;

beforeAll(async () => {
  github = await startGitHubApi();
  bitbucket = await startBitbucketApi();
  root = path.join(os.tmpdir(), `stackgate-inputs-${process.pid}`);
  mkdirSync(root, { recursive: true });
  tfrc = writeEmptyCliConfig(path.join(root, "terraformrc"));
});
afterAll(async () => {
  await github.close();
  await bitbucket.close();
  projects.removeAll();
  rmSync(root, { recursive: true, force: true });
});

function output(run: { stdout: string; stderr: string }): string {
  return `${run.stdout}\n${run.stderr}`;
}

function context(run: { exitCode: number | null; stdout: string; stderr: string }): string {
  return `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
}

/** A GitHub job on a push, its workspace holding infra/main.tf (and more files). */
function actionJob(files: Record<string, string> = {}): { job: RunnerJob; dir: string } {
  const job = createJob({
    apiUrl: github.url,
    token: github.token,
    repository: `${github.owner}/${github.repo}`,
    eventName: "push",
    eventPath: writeEvent(pushEvent()),
    sha: SHA,
    env: { TF_CLI_CONFIG_FILE: tfrc },
  });
  const dir = path.join(job.workspace, "infra");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), dataProjectHcl({ count: 2 }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return { job, dir };
}

function runMain(job: RunnerJob, values: Record<string, string>): Promise<StepResult> {
  return runStep(job, "main", { workdir: "infra", comment: "false", ...values });
}

/** A Bitbucket step (no pull request) in a clone holding infra/main.tf. */
async function runPipe(variables: PipeVariables): Promise<{ result: PipeResult; dir: string }> {
  nextStep += 1;
  const clone = path.join(root, `clone-${nextStep}`);
  const dir = path.join(clone, "infra");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), dataProjectHcl({ count: 2 }));
  const step = pipelineStep({
    api: bitbucket,
    base: { PATH: process.env.PATH ?? "", HOME: root, TF_CLI_CONFIG_FILE: tfrc },
    clone,
    pipeline: "{0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b}",
    step: `{9f8e7d6c-5b4a-4392-8170-${String(nextStep).padStart(12, "0")}}`,
    commit: SHA,
  });
  const result = await runPipeStep(step, { WORKDIR: "infra", COMMENT: "false", ...variables });
  return { result, dir };
}

async function stateOf(dir: string): Promise<string[]> {
  return existsSync(path.join(dir, "terraform.tfstate")) ? stateAddresses(dir) : [];
}

describe("case 1: a stackgate.yml is read by the shipped bundles", () => {
  it("CLI: preview takes the stack from stackgate.yml", async () => {
    const p = projects.make(1);
    writeFileSync(path.join(p.dir, "stackgate.yml"), "stack: prod\nlock-timeout: 5s\n");
    const run = await runCli(["preview", "--json"], { cwd: p.dir });
    expect(run.exitCode, context(run)).toBe(0);
    expect(run.json().planFile).toBe(path.join(p.dir, ".stackgate", "prod.tfplan"));
  });

  it("Action: preview takes the stack and engine from the workdir's stackgate.yml", async () => {
    // The runner hands action.yml's defaults to the step as given inputs, and an input outranks
    // the file: the inputs a file may set have no default there, so the file's value counts.
    const { job, dir } = actionJob({ "stackgate.yml": "stack: prod\nengine: terraform\n" });
    const main = await runMain(job, { command: "preview" });
    expect(main.exitCode, context(main)).toBe(0);
    expect(main.outputs["plan-path"]).toBe(path.join(dir, ".stackgate", "prod.tfplan"));
  });
});

describe("case 2: a typo never removes the approval gate", () => {
  it("Pipe: APROVAL is an error naming APPROVAL; nothing is planned or applied", async () => {
    const { result, dir } = await runPipe({ COMMAND: "up", APROVAL: "manual-step" });
    expect(result.exitCode, context(result)).toBe(64);
    expect(output(result)).toContain("variable APROVAL: the pipe has no such variable");
    expect(output(result)).toContain("Did you mean APPROVAL?");
    expect(existsSync(path.join(dir, ".stackgate"))).toBe(false);
    expect(await stateOf(dir)).toEqual([]);
  });

  it("Pipe: COMAND is an error naming COMMAND (not a preview that goes green)", async () => {
    const { result, dir } = await runPipe({ COMAND: "up", APPROVAL: "manual-step" });
    expect(result.exitCode, context(result)).toBe(64);
    expect(output(result)).toContain("Did you mean COMMAND?");
    expect(existsSync(path.join(dir, ".stackgate"))).toBe(false);
  });

  it("Pipe: up without APPROVAL refuses and says how to choose; APPROVAL: none applies", async () => {
    const refused = await runPipe({ COMMAND: "up" });
    expect(refused.result.exitCode, context(refused.result)).toBe(64);
    expect(output(refused.result)).toContain("variable APPROVAL is not set");
    expect(output(refused.result)).toContain(
      "Set APPROVAL to one of manual-step, pr-review, comment, or to none",
    );
    expect(await stateOf(refused.dir)).toEqual([]);

    const control = await runPipe({ COMMAND: "up", APPROVAL: "none" });
    expect(control.result.exitCode, context(control.result)).toBe(0);
    expect(await stateOf(control.dir)).toHaveLength(2);
  });

  it("Action: an input action.yml does not declare is an error naming the intended one", async () => {
    const { job, dir } = actionJob();
    // What the runner passes for `with: { aproval: pr-review }` (it only warns about it).
    job.env.INPUT_APROVAL = "pr-review";
    const main = await runMain(job, { command: "up", approval: "none" });
    expect(main.exitCode, context(main)).toBe(64);
    expect(main.stdout).toContain("input aproval: stackgate has no such input");
    expect(main.stdout).toContain("Did you mean approval?");
    expect(await stateOf(dir)).toEqual([]);
  });

  it("Action: up without approval refuses (action.yml has no default); approval: none applies", async () => {
    const bare = actionJob();
    const refused = await runMain(bare.job, { command: "up" });
    expect(refused.exitCode, context(refused)).toBe(64);
    expect(refused.stdout).toContain("input approval is not set");
    expect(refused.stdout).toContain(
      "Set approval to one of environment, pr-review, comment, or to none",
    );
    expect(await stateOf(bare.dir)).toEqual([]);

    const chosen = actionJob();
    const applied = await runMain(chosen.job, { command: "up", approval: "none" });
    expect(applied.exitCode, context(applied)).toBe(0);
    expect(await stateOf(chosen.dir)).toHaveLength(2);
  });
});

describe("case 6: the command line's inputs", () => {
  it("up accepts the full digest without sha256: and in upper case", async () => {
    const p = projects.make(2);
    const preview = await runCli(["preview", "--json"], { cwd: p.dir });
    expect(preview.exitCode, context(preview)).toBe(0);
    const digest = preview.json().digest as string;
    const hex = digest.replace(/^sha256:/, "");

    const upper = await runCli(["up", "--json", "--digest", `SHA256:${hex.toUpperCase()}`], {
      cwd: p.dir,
    });
    expect(upper.exitCode, context(upper)).toBe(0);
    expect(upper.json()).toMatchObject({ outcome: "applied", digest });

    // The same plan again (no changes now): the bare hex form is taken for the same digest.
    const again = await runCli(["preview", "--json"], { cwd: p.dir });
    const next = (again.json().digest as string).replace(/^sha256:/, "");
    const bare = await runCli(["up", "--json", "--digest", next], { cwd: p.dir });
    expect(bare.exitCode, context(bare)).toBe(0);
    expect(bare.json().outcome).not.toBe("approval-required");
  });

  it("a renamed --project meets the old run's journal: the message names the file", async () => {
    const p = projects.make(1);
    expect((await runCli(["preview", "--project", "a"], { cwd: p.dir })).exitCode).toBe(0);
    // Project a's run as a killed one leaves it: its start entry only (a finished run of another
    // project is set aside; an unfinished one must not be).
    const journal = path.join(p.dir, ".stackgate", "journal", "default.ndjson");
    writeFileSync(journal, `${readFileSync(journal, "utf8").split("\n")[0]}\n`);
    const renamed = await runCli(["preview", "--project", "b"], { cwd: p.dir });
    expect(renamed.exitCode, context(renamed)).not.toBe(0);
    expect(readFileSync(journal, "utf8")).toContain('"project":"a"');
    expect(renamed.stderr).toContain(`the journal ${journal} belongs to project "a"`);
  });

  it.each([
    [["plan", "-C", "."], 'unknown command "plan"', "Did you mean preview?"],
    [["preview", "--dir", "."], "unknown flag --dir.", "Did you mean -C/--workdir?"],
    [["preview", "--workdri", "."], "unknown flag --workdri.", "Did you mean -C/--workdir?"],
    [["preview", "-C"], "-C needs a value: -C DIR.", ""],
    [["preview", "-C", "--json"], '-C needs a value, got the flag "--json"', ""],
    [["preview", "--json=yes"], '--json takes no value, got "--json=yes"', ""],
    [["-C", "."], "no command given: expected one of preview, up", ""],
  ])("%j: exit 64, stackgate's own words", async (argv, message, hint) => {
    const p = projects.make(1);
    const run = await runCli(argv, { cwd: p.dir });
    expect(run.exitCode, context(run)).toBe(64);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain(hint);
    expect(run.stderr).not.toContain("To specify");
    expect(run.stderr).not.toContain("unexpected error");
    expect(existsSync(path.join(p.dir, ".stackgate"))).toBe(false);
  });

  it("stackgate alone prints the help and exits 64", async () => {
    const run = await runCli([], { cwd: root });
    expect(run.exitCode).toBe(64);
    expect(run.stderr).toContain("Usage: stackgate <command> [flags]");
  });
});
