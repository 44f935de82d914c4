/**
 * Runs an example workflow's stackgate steps as GitHub would for one event: the jobs the
 * trigger starts, in `needs` order, each matrix combination, `if:` evaluated; every stackgate
 * step through the built action (main, then post) with its `with:` as INPUT_* and its `env:`,
 * on a fresh runner per job (fresh workspace: checkout writes the repository's files);
 * artifacts handed from job to job; step and job outputs as expressions see them.
 *
 * Other steps: `actions/checkout` checks out (the `ref:` given), `upload-artifact` and
 * `download-artifact` move files, setup actions do nothing (Terraform is on PATH), `run:`
 * steps are not run. A job without a stackgate step (e.g. a permission check in front of an
 * apply) is not run either: its outputs are UNKNOWN, and conditions on them pass.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { writeEvent } from "../github-api-events.js";
import { createJob, runStep, type RunnerJob, type StepResult } from "../github-api-runner.js";
import { condition, interpolate, UNKNOWN, type ExpressionContext } from "./expressions.js";
import { copyFiles, harnessTempDir, matchFiles, registerTempDir } from "./files.js";

export const STACKGATE_ACTION = "your-org/stackgate@v1";

interface StepSpec {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string | boolean;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

interface JobSpec {
  needs?: string | string[];
  if?: string | boolean;
  strategy?: { matrix?: Record<string, unknown[]> };
  outputs?: Record<string, string>;
  env?: Record<string, unknown>;
  steps?: StepSpec[];
}

export interface WorkflowSpec {
  on: unknown;
  env?: Record<string, unknown>;
  jobs: Record<string, JobSpec>;
}

export function readWorkflow(file: string): WorkflowSpec {
  return parseYaml(readFileSync(file, "utf8")) as WorkflowSpec;
}

export interface StackgateStep {
  job: string;
  matrix: Record<string, unknown>;
  inputs: Record<string, string>;
  main: StepResult;
  post: StepResult;
}

export interface JobResult {
  name: string;
  status: "success" | "failure" | "skipped" | "not-simulated";
  outputs: Record<string, string>;
  workspace?: string;
}

export interface WorkflowResult {
  jobs: JobResult[];
  steps: StackgateStep[];
}

export interface WorkflowRunOptions {
  eventName: string;
  event: Record<string, unknown>;
  /** GITHUB_SHA of the run. */
  sha: string;
  runId: string;
  apiUrl: string;
  token: string;
  repository: string;
  secrets: Record<string, string>;
  /** The runner's environment besides GITHUB_* (TF_CLI_CONFIG_FILE, …). */
  env: Record<string, string>;
  /** `actions/checkout`: writes the repository at `ref` (a commit or ref name) into `workspace`. */
  checkout(workspace: string, ref: string): void;
}

function triggers(on: unknown): string[] {
  if (typeof on === "string") return [on];
  if (Array.isArray(on)) return on.map(String);
  return Object.keys(on as Record<string, unknown>);
}

function needsOf(job: JobSpec): string[] {
  if (job.needs === undefined) return [];
  return Array.isArray(job.needs) ? job.needs : [job.needs];
}

/** Jobs in an order where each comes after what it needs. */
function ordered(jobs: Record<string, JobSpec>): string[] {
  const done: string[] = [];
  const visit = (id: string, seen: string[]): void => {
    if (done.includes(id)) return;
    if (seen.includes(id)) throw new Error(`needs cycle: ${[...seen, id].join(" → ")}`);
    const job = jobs[id];
    if (!job) throw new Error(`a job needs "${id}", which the workflow does not define`);
    for (const need of needsOf(job)) visit(need, [...seen, id]);
    done.push(id);
  };
  for (const id of Object.keys(jobs)) visit(id, []);
  return done;
}

function combinations(
  matrix: Record<string, unknown[]> | undefined,
): Array<Record<string, unknown>> {
  let combos: Array<Record<string, unknown>> = [{}];
  for (const [key, values] of Object.entries(matrix ?? {})) {
    if (!Array.isArray(values)) throw new Error(`matrix.${key} is not a list`);
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
  }
  return combos;
}

function strings(
  values: Record<string, unknown> | undefined,
  ctx: ExpressionContext,
  lenient = false,
) {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([k, v]) => [k, interpolate(String(v), ctx, lenient)]),
  );
}

/** Steps the harness knows how to run (anything else is not simulated). */
const SIMULATED = [
  /^actions\/checkout@/,
  /^actions\/upload-artifact@/,
  /^actions\/download-artifact@/,
  /^actions\/setup-node@/,
  /^hashicorp\/setup-terraform@/,
  /^pulumi\/actions@/,
];

function hasStackgate(job: JobSpec): boolean {
  return (job.steps ?? []).some((s) => s.uses === STACKGATE_ACTION);
}

/** Runs `file` for one event; resolves what ran. */
export async function runWorkflow(
  file: string,
  options: WorkflowRunOptions,
): Promise<WorkflowResult> {
  const spec = readWorkflow(file);
  if (!triggers(spec.on).includes(options.eventName)) {
    throw new Error(`${file} is not triggered by ${options.eventName}`);
  }
  const eventPath = writeEvent(options.event);
  const github = {
    event_name: options.eventName,
    event: options.event,
    sha: options.sha,
    repository: options.repository,
    token: options.token,
    run_id: options.runId,
  };
  const needs: Record<string, unknown> = {};
  const artifacts = new Map<string, string>();
  const result: WorkflowResult = { jobs: [], steps: [] };

  for (const id of ordered(spec.jobs)) {
    const job = spec.jobs[id] as JobSpec;
    const upstream = needsOf(job).map((n) => needs[n] as { result: unknown });
    if (!hasStackgate(job)) {
      needs[id] = { result: UNKNOWN, outputs: UNKNOWN };
      result.jobs.push({ name: id, status: "not-simulated", outputs: {} });
      continue;
    }
    let last: JobResult = { name: id, status: "skipped", outputs: {} };
    for (const matrix of combinations(job.strategy?.matrix)) {
      const name =
        Object.keys(matrix).length > 0 ? `${id} (${Object.values(matrix).join(", ")})` : id;
      const ctx: ExpressionContext = {
        github,
        secrets: options.secrets,
        matrix,
        needs,
        vars: {},
        env: {},
        steps: {},
      };
      const blocked = upstream.some((u) => u.result !== "success" && u.result !== UNKNOWN);
      if (blocked || !condition(job.if, ctx)) {
        last = { name, status: "skipped", outputs: {} };
        result.jobs.push(last);
        continue;
      }
      last = await runJob(name, job, spec, ctx, eventPath, artifacts, options, result);
      result.jobs.push(last);
    }
    needs[id] = { result: last.status, outputs: last.outputs };
  }
  return result;
}

async function runJob(
  name: string,
  job: JobSpec,
  spec: WorkflowSpec,
  ctx: ExpressionContext,
  eventPath: string,
  artifacts: Map<string, string>,
  options: WorkflowRunOptions,
  result: WorkflowResult,
): Promise<JobResult> {
  const runner: RunnerJob = createJob({
    apiUrl: options.apiUrl,
    token: options.token,
    repository: options.repository,
    eventName: options.eventName,
    eventPath,
    sha: options.sha,
    runId: options.runId,
    env: options.env,
  });
  registerTempDir(path.dirname(runner.workspace));
  const env = { ...strings(spec.env, ctx), ...strings(job.env, ctx) };
  ctx.env = env;
  const steps = ctx.steps as Record<string, Record<string, unknown>>;
  let failed = false;
  for (const step of job.steps ?? []) {
    if (failed || !condition(step.if, ctx)) continue;
    const uses = step.uses ?? "";
    // A stackgate step's inputs must be known; another step's may name what is not simulated.
    const inputs = strings(step.with, ctx, uses !== STACKGATE_ACTION);
    if (uses.startsWith("actions/checkout@")) {
      options.checkout(runner.workspace, inputs.ref || options.sha);
    } else if (uses.startsWith("actions/upload-artifact@")) {
      const store = harnessTempDir("stackgate-artifact-");
      const files = (inputs.path ?? "")
        .split("\n")
        .filter(Boolean)
        .flatMap((p) => matchFiles(runner.workspace, p.trim()));
      copyFiles(runner.workspace, store, files);
      artifacts.set(inputs.name ?? "artifact", JSON.stringify({ store, files }));
    } else if (uses.startsWith("actions/download-artifact@")) {
      const found = artifacts.get(inputs.name ?? "artifact");
      if (!found) throw new Error(`${name}: no artifact "${inputs.name}" was uploaded`);
      const { store, files } = JSON.parse(found) as { store: string; files: string[] };
      // download-artifact puts the files under `path`, relative to the common root they had.
      const root = commonDirectory(files);
      const target = path.join(runner.workspace, inputs.path ?? ".");
      copyFiles(
        path.join(store, root),
        target,
        files.map((f) => path.relative(root, f)),
      );
    } else if (uses === STACKGATE_ACTION) {
      // The job's env object itself (the runner helper evaluates `${{ github.token }}` by it).
      const before = { ...runner.env };
      Object.assign(runner.env, env, strings(step.env, ctx));
      const main = await runStep(runner, "main", inputs);
      const post = await runStep(runner, "post", inputs, main.state);
      for (const key of Object.keys(runner.env)) delete runner.env[key];
      Object.assign(runner.env, before);
      result.steps.push({
        job: name,
        matrix: ctx.matrix as Record<string, unknown>,
        inputs,
        main,
        post,
      });
      if (step.id) steps[step.id] = { outputs: main.outputs, outcome: "success" };
      if (main.exitCode !== 0 || post.exitCode !== 0) failed = true;
    } else if (step.id && !SIMULATED.some((re) => re.test(uses))) {
      // e.g. a commenter check before checkout: conditions on its outputs pass.
      steps[step.id] = { outputs: UNKNOWN, outcome: UNKNOWN, conclusion: UNKNOWN };
    }
  }
  return {
    name,
    status: failed ? "failure" : "success",
    outputs: failed ? {} : strings(job.outputs, ctx),
    workspace: runner.workspace,
  };
}

function commonDirectory(files: readonly string[]): string {
  if (files.length === 0) return ".";
  let common = path.dirname(files[0] as string);
  for (const file of files) {
    while (common !== "." && !file.startsWith(`${common}/`)) common = path.dirname(common);
  }
  return common;
}
