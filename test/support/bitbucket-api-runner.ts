/**
 * Runs the built pipe (`dist/pipe.js`) the way Bitbucket Pipelines runs a pipe: a fresh
 * process whose environment is the pipe's `variables:` (lists as NAME_COUNT, NAME_0, …) plus
 * Bitbucket's default variables (BITBUCKET_CLONE_DIR, BITBUCKET_COMMIT, BITBUCKET_PR_ID,
 * BITBUCKET_PIPELINE_UUID, BITBUCKET_STEP_UUID, …) and BITBUCKET_PIPE_STORAGE_DIR, with the
 * clone as its working directory. Nothing else leaks in from the test process.
 *
 * `hostname` runs the step under that host name, as a step in a fresh container whose
 * hostname differs from the killed step's (whose pids then mean nothing): `os.hostname()` of
 * the pipe process answers it (host-identity.mjs, preloaded with `node --import`), on any
 * machine, root or not.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { BitbucketApiStandIn } from "./bitbucket-api.js";
import { PIPE_ENTRY } from "./dist.js";

/** The Dockerfile's ENTRYPOINT, under dist/ (or STACKGATE_TEST_DIST). */
export const PIPE_PATH = PIPE_ENTRY;
const HOST_IDENTITY = fileURLToPath(new URL("./host-identity.mjs", import.meta.url));

/** Pipe variables as Bitbucket passes them: strings as is, lists as NAME_COUNT + NAME_i. */
export type PipeVariables = Record<string, string | readonly string[]>;

export function pipeVariables(variables: PipeVariables): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (typeof value === "string") {
      env[name] = value;
    } else {
      env[`${name}_COUNT`] = String(value.length);
      value.forEach((item, i) => (env[`${name}_${i}`] = item));
    }
  }
  return env;
}

export interface PipelineStep {
  /** BITBUCKET_CLONE_DIR. */
  clone: string;
  /** BITBUCKET_PIPE_STORAGE_DIR. */
  storage: string;
  /** Bitbucket's default variables for this step (and the base environment). */
  env: Record<string, string>;
}

export interface StepOptions {
  api: BitbucketApiStandIn;
  /** The base environment (PATH, HOME, TF_CLI_CONFIG_FILE, …). */
  base: Record<string, string>;
  clone: string;
  pipeline: string;
  step: string;
  commit: string;
  pr?: number;
  buildNumber?: number;
  /** Credentials: the stand-in's access token unless false. */
  credentials?: boolean;
}

export function pipelineStep(options: StepOptions): PipelineStep {
  const { api } = options;
  mkdirSync(options.clone, { recursive: true });
  const storage = mkdtempSync(path.join(os.tmpdir(), "stackgate-pipe-storage-"));
  const env: Record<string, string> = {
    ...options.base,
    CI: "true",
    BITBUCKET_BUILD_NUMBER: String(options.buildNumber ?? 17),
    BITBUCKET_CLONE_DIR: options.clone,
    BITBUCKET_COMMIT: options.commit,
    BITBUCKET_BRANCH: "feature/x",
    BITBUCKET_WORKSPACE: api.workspace,
    BITBUCKET_REPO_SLUG: api.repo,
    BITBUCKET_REPO_FULL_NAME: `${api.workspace}/${api.repo}`,
    BITBUCKET_GIT_HTTP_ORIGIN: `http://bitbucket.org/${api.workspace}/${api.repo}`,
    BITBUCKET_PIPELINE_UUID: options.pipeline,
    BITBUCKET_STEP_UUID: options.step,
    BITBUCKET_PIPE_STORAGE_DIR: storage,
    BITBUCKET_PIPE_SHARED_STORAGE_DIR: path.dirname(storage),
    BITBUCKET_API_URL: api.apiUrl,
  };
  if (options.pr !== undefined) env.BITBUCKET_PR_ID = String(options.pr);
  if (options.credentials !== false) env.BITBUCKET_ACCESS_TOKEN = api.accessToken;
  return { clone: options.clone, storage, env };
}

export interface PipeResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** pipe.env, parsed. */
  outputs: Record<string, string>;
  durationMs: number;
}

export interface StartedPipe {
  child: ChildProcess;
  done: Promise<PipeResult>;
}

/** Parses `pipe.env` (NAME=value, values single-quoted when needed). */
export function readOutputs(storage: string): Record<string, string> {
  const file = path.join(storage, "pipe.env");
  if (!existsSync(file)) return {};
  const outputs: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (!m) continue;
    const raw = m[2] ?? "";
    outputs[m[1] ?? ""] = raw.startsWith("'") ? raw.slice(1, -1).replaceAll("'\\''", "'") : raw;
  }
  return outputs;
}

export function startPipe(
  step: PipelineStep,
  variables: PipeVariables,
  options: { detached?: boolean; hostname?: string; extraEnv?: Record<string, string> } = {},
): StartedPipe {
  const env: Record<string, string> = {
    ...step.env,
    ...pipeVariables(variables),
    ...options.extraEnv,
  };
  const started = Date.now();
  const args = [PIPE_PATH];
  if (options.hostname !== undefined) {
    env.STACKGATE_TEST_HOSTNAME = options.hostname;
    args.unshift("--import", pathToFileURL(HOST_IDENTITY).href);
  }
  const child = spawn(process.execPath, args, {
    cwd: step.clone,
    env,
    detached: options.detached ?? false,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const done = new Promise<PipeResult>((resolve) => {
    child.on("close", (exitCode, signal) =>
      resolve({
        exitCode,
        signal,
        stdout,
        stderr,
        outputs: readOutputs(step.storage),
        durationMs: Date.now() - started,
      }),
    );
  });
  return { child, done };
}

export function runPipeStep(
  step: PipelineStep,
  variables: PipeVariables,
  options: { hostname?: string; extraEnv?: Record<string, string> } = {},
): Promise<PipeResult> {
  return startPipe(step, variables, options).done;
}
