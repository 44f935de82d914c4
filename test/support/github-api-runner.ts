/**
 * Runs the built action (`dist/action-main.js`, `dist/action-post.js`) the way the GitHub
 * runner does: `node` (Node 24, the `node24` runtime) with cwd = GITHUB_WORKSPACE; every input
 * of action.yml as `INPUT_<NAME>` (defaults filled in, `${{ github.token }}` evaluated); fresh
 * GITHUB_OUTPUT / GITHUB_STATE / GITHUB_STEP_SUMMARY / GITHUB_ENV / GITHUB_PATH files per step;
 * and for the post step the main step's saved state as `STATE_<name>` variables.
 *
 * A job given a `hostname` runs on a runner of that host name (a re-run lands on a fresh
 * runner, whose host differs from the lost one's: the killed step's pids mean nothing there):
 * `os.hostname()` of each step's node process answers it (host-identity.mjs, preloaded with
 * `node --import`, as test/support/bitbucket-api-runner.ts does for a pipe).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse as parseYaml } from "yaml";
import { inputEnvName } from "../../src/action/inputs.js";
import { ACTION_MAIN_ENTRY, ACTION_POST_ENTRY, ACTION_YML } from "./dist.js";
import type { GitHubApiStandIn } from "./github-api.js";
import { pushEvent, writeEvent } from "./github-api-events.js";

const HOST_IDENTITY = fileURLToPath(new URL("./host-identity.mjs", import.meta.url));
/** action.yml's `runs.main` and `runs.post`, under dist/ (or STACKGATE_TEST_DIST). */
export const ACTION_MAIN = ACTION_MAIN_ENTRY;
export const ACTION_POST = ACTION_POST_ENTRY;

interface ActionYaml {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; main: string; post: string; "post-if"?: string };
}

export function actionYaml(): ActionYaml {
  return parseYaml(readFileSync(ACTION_YML, "utf8")) as ActionYaml;
}

/** Parses GITHUB_OUTPUT / GITHUB_STATE contents (`name<<delimiter` blocks or `name=value`). */
export function parseFileCommands(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) value.push(lines[i] ?? "");
      result[name as string] = value.join("\n");
    } else if (line.includes("=")) {
      result[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    }
  }
  return result;
}

/** The `name<<delimiter` blocks of a file command file, in order. */
export function fileCommandLog(text: string): Array<[string, string]> {
  const log: Array<[string, string]> = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i] ?? "");
    if (!heredoc) continue;
    const value: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== heredoc[2]; i += 1) value.push(lines[i] ?? "");
    log.push([heredoc[1] as string, value.join("\n")]);
  }
  return log;
}

export interface RunnerJob {
  workspace: string;
  runnerTemp: string;
  /** Environment shared by the job's steps (GITHUB_*, PATH, HOME, …). */
  env: Record<string, string>;
  /** The runner's host name (default: this machine's). */
  hostname?: string;
}

export interface JobOptions {
  apiUrl: string;
  token: string;
  repository: string;
  eventName: string;
  eventPath: string;
  sha: string;
  runId?: string;
  /** Extra environment (e.g. TF_CLI_CONFIG_FILE, TF_VAR_*). */
  env?: Record<string, string>;
  /** The runner's host name (default: this machine's). */
  hostname?: string;
}

export function createJob(options: JobOptions): RunnerJob {
  const base = mkdtempSync(path.join(os.tmpdir(), "stackgate-runner-"));
  const workspace = path.join(base, "workspace");
  const runnerTemp = path.join(base, "_temp");
  mkdirSync(workspace);
  mkdirSync(runnerTemp);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? base,
    CI: "true",
    GITHUB_ACTIONS: "true",
    RUNNER_OS: "Linux",
    RUNNER_TEMP: runnerTemp,
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: options.repository,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: options.apiUrl,
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: options.eventPath,
    GITHUB_SHA: options.sha,
    GITHUB_RUN_ID: options.runId ?? "4242",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_JOB: "stackgate",
    GITHUB_ACTION: "stackgate",
    ...options.env,
  };
  // Stored for `inputs()`: `${{ github.token }}` evaluates to this.
  tokens.set(env, options.token);
  return {
    workspace,
    runnerTemp,
    env,
    ...(options.hostname === undefined ? {} : { hostname: options.hostname }),
  };
}

const tokens = new WeakMap<Record<string, string>, string>();

/** INPUT_* for every input of action.yml: the given value, else its default. */
export function inputs(job: RunnerJob, values: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(actionYaml().inputs)) {
    const fallback = (spec.default ?? "").replace(
      /\$\{\{\s*github\.token\s*\}\}/,
      tokens.get(job.env) ?? "",
    );
    env[inputEnvName(name)] = values[name] ?? fallback;
  }
  for (const name of Object.keys(values)) {
    if (!(name in actionYaml().inputs)) throw new Error(`action.yml has no input "${name}"`);
  }
  return env;
}

export interface StepResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  /** What the step saved with saveState (the GITHUB_STATE file, parsed; last value wins). */
  state: Record<string, string>;
  /** Every saveState in order, as [name, value]. */
  stateLog: Array<[string, string]>;
  summary: string;
  durationMs: number;
}

export interface StartedStep {
  child: ChildProcess;
  done: Promise<StepResult>;
}

/** Starts a step (`main` or `post`); `state` (post) becomes STATE_* variables. */
export function startStep(
  job: RunnerJob,
  which: "main" | "post",
  values: Record<string, string>,
  state: Record<string, string> = {},
): StartedStep {
  const dir = mkdtempSync(path.join(job.runnerTemp, `${which}-`));
  const files = {
    GITHUB_OUTPUT: path.join(dir, "output"),
    GITHUB_STATE: path.join(dir, "state"),
    GITHUB_STEP_SUMMARY: path.join(dir, "summary"),
    GITHUB_ENV: path.join(dir, "env"),
    GITHUB_PATH: path.join(dir, "path"),
  };
  for (const file of Object.values(files)) writeFileSync(file, "");
  const stateEnv = Object.fromEntries(Object.entries(state).map(([k, v]) => [`STATE_${k}`, v]));
  const host =
    job.hostname === undefined
      ? { args: [], env: {} }
      : {
          args: ["--import", pathToFileURL(HOST_IDENTITY).href],
          env: { STACKGATE_TEST_HOSTNAME: job.hostname },
        };
  const started = Date.now();
  const entry = which === "main" ? ACTION_MAIN : ACTION_POST;
  const child = spawn(process.execPath, [...host.args, entry], {
    cwd: job.workspace,
    env: { ...job.env, ...inputs(job, values), ...files, ...stateEnv, ...host.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const done = new Promise<StepResult>((resolve) => {
    child.on("close", (exitCode, signal) => {
      resolve({
        exitCode,
        signal,
        stdout,
        stderr,
        outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, "utf8")),
        state: parseFileCommands(readFileSync(files.GITHUB_STATE, "utf8")),
        stateLog: fileCommandLog(readFileSync(files.GITHUB_STATE, "utf8")),
        summary: readFileSync(files.GITHUB_STEP_SUMMARY, "utf8"),
        durationMs: Date.now() - started,
      });
    });
  });
  return { child, done };
}

export function runStep(
  job: RunnerJob,
  which: "main" | "post",
  values: Record<string, string>,
  state: Record<string, string> = {},
): Promise<StepResult> {
  return startStep(job, which, values, state).done;
}

/** Main, then post with main's saved state: one use of the action in a job. */
export async function runAction(
  job: RunnerJob,
  values: Record<string, string>,
): Promise<{ main: StepResult; post: StepResult }> {
  const main = await runStep(job, "main", values);
  const post = await runStep(job, "post", values, main.state);
  return { main, post };
}

/** Lines of a step's stdout the runner would execute as workflow commands. */
export function workflowCommands(stdout: string): string[] {
  return stdout
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trimStart().startsWith("::") || line.includes("##["));
}

/** GitHub's cancel of a running step: SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after that. */
export const CANCEL_SEQUENCE: ReadonlyArray<{ signal: NodeJS.Signals; atMs: number }> = [
  { signal: "SIGINT", atMs: 0 },
  { signal: "SIGTERM", atMs: 7_500 },
  { signal: "SIGKILL", atMs: 10_000 },
];

/**
 * Cancels a running step as the runner does: CANCEL_SEQUENCE to the node process only (not its
 * process group), each signal while it still runs. Resolves with the step's result and the
 * signals sent (`SIGINT@0`, `SIGTERM@7503`, …).
 */
export async function cancelStep(
  step: StartedStep,
): Promise<{ result: StepResult; sent: string[] }> {
  const sent: string[] = [];
  let over = false;
  const t0 = Date.now();
  const timers = CANCEL_SEQUENCE.map(({ signal, atMs }) =>
    setTimeout(() => {
      if (over) return;
      step.child.kill(signal);
      sent.push(`${signal}@${Date.now() - t0}`);
    }, atMs),
  );
  const result = await step.done;
  over = true;
  for (const timer of timers) clearTimeout(timer);
  return { result, sent };
}

/** A push-to-main job of its own workflow run, which the stand-in reports in progress. */
export function pushJob(
  github: GitHubApiStandIn,
  run: { id: number; sha: string; env: Record<string, string> },
): RunnerJob {
  github.setRun(run.id, "in_progress");
  return createJob({
    apiUrl: github.url,
    token: github.token,
    repository: `${github.owner}/${github.repo}`,
    eventName: "push",
    eventPath: writeEvent(pushEvent()),
    sha: run.sha,
    runId: String(run.id),
    env: run.env,
  });
}
