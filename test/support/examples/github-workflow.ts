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
import { condition, interpolate, UNKNOWN, valueOf, type ExpressionContext } from "./expressions.js";
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
  /** Axes of lists, `include`, or a whole `${{ fromJSON(…) }}`. */
  strategy?: { matrix?: Record<string, unknown> | string };
  /** A reusable workflow in this repository (`./.github/workflows/<file>`), and its inputs. */
  uses?: string;
  with?: Record<string, unknown>;
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

/**
 * The jobs of a matrix, as GitHub expands it: the product of the axes, or (with no axes) the
 * `include` entries. An `include` beside axes, and `exclude`, are not simulated: an error.
 */
function combinations(spec: unknown, ctx: ExpressionContext): Array<Record<string, unknown>> {
  const matrix = valueOf(spec, ctx);
  if (matrix === undefined) return [{}];
  if (typeof matrix !== "object" || matrix === null || Array.isArray(matrix)) {
    throw new Error(`strategy.matrix is not an object: ${JSON.stringify(matrix)}`);
  }
  const { include, exclude, ...axes } = matrix as Record<string, unknown>;
  if (exclude !== undefined) throw new Error("matrix exclude is not simulated");
  let combos: Array<Record<string, unknown>> = [{}];
  for (const [key, values] of Object.entries(axes)) {
    if (!Array.isArray(values)) throw new Error(`matrix.${key} is not a list`);
    const list: unknown[] = values;
    combos = combos.flatMap((c) => list.map((v) => ({ ...c, [key]: v })));
  }
  if (include === undefined) return combos;
  if (Object.keys(axes).length > 0) throw new Error("matrix include beside axes is not simulated");
  if (!Array.isArray(include) || include.length === 0) {
    // GitHub fails the workflow: "Matrix vector 'include' does not contain any values".
    throw new Error("matrix include does not contain any values");
  }
  return include as Array<Record<string, unknown>>;
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

/** What one workflow run shares across its jobs and the workflows it calls. */
interface RunShared {
  options: WorkflowRunOptions;
  github: Record<string, unknown>;
  eventPath: string;
  /** Artifacts of the run by name: names are unique per run (upload-artifact v4 refuses a second). */
  artifacts: Map<string, string>;
  result: WorkflowResult;
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
  const pullRequest = options.event.pull_request as
    { base?: { ref?: string }; head?: { ref?: string } } | undefined;
  const shared: RunShared = {
    options,
    github: {
      event_name: options.eventName,
      event: options.event,
      sha: options.sha,
      repository: options.repository,
      token: options.token,
      run_id: options.runId,
      base_ref: pullRequest?.base?.ref ?? "",
      head_ref: pullRequest?.head?.ref ?? "",
    },
    eventPath: writeEvent(options.event),
    artifacts: new Map<string, string>(),
    result: { jobs: [], steps: [] },
  };
  await runJobs(file, spec, {}, "", shared);
  return shared.result;
}

/** A workflow's jobs in `needs` order (a called workflow's with its `inputs`); resolves whether all succeeded. */
async function runJobs(
  file: string,
  spec: WorkflowSpec,
  inputs: Record<string, string>,
  prefix: string,
  shared: RunShared,
): Promise<boolean> {
  const { result } = shared;
  const needs: Record<string, unknown> = {};
  let ok = true;
  for (const id of ordered(spec.jobs)) {
    const job = spec.jobs[id] as JobSpec;
    const upstream = needsOf(job).map((n) => needs[n] as { result: unknown });
    const jobName = `${prefix}${id}`;
    const base: ExpressionContext = {
      github: shared.github,
      secrets: shared.options.secrets,
      inputs,
      needs,
      vars: {},
      env: {},
      steps: {},
    };
    const blocked = upstream.some((u) => u.result !== "success" && u.result !== UNKNOWN);
    if (job.uses !== undefined) {
      // A reusable workflow: its jobs run as this job (`<caller> / <job>`).
      if (blocked || !condition(job.if, base)) {
        result.jobs.push({ name: jobName, status: "skipped", outputs: {} });
        needs[id] = { result: "skipped", outputs: {} };
        continue;
      }
      const called = calledWorkflow(file, job.uses);
      const passed = await runJobs(
        called,
        readWorkflow(called),
        strings(job.with, base),
        `${jobName} / `,
        shared,
      );
      needs[id] = { result: passed ? "success" : "failure", outputs: {} };
      ok &&= passed;
      continue;
    }
    if (!hasStackgate(job)) {
      needs[id] = { result: UNKNOWN, outputs: UNKNOWN };
      result.jobs.push({ name: jobName, status: "not-simulated", outputs: {} });
      continue;
    }
    if (blocked || !condition(job.if, { ...base, matrix: {} })) {
      result.jobs.push({ name: jobName, status: "skipped", outputs: {} });
      needs[id] = { result: "skipped", outputs: {} };
      continue;
    }
    let last: JobResult = { name: jobName, status: "skipped", outputs: {} };
    const matrices = combinations(job.strategy?.matrix, base);
    for (const [index, matrix] of matrices.entries()) {
      const name =
        Object.keys(matrix).length > 0
          ? `${jobName} (${Object.values(matrix).map(String).join(", ")})`
          : jobName;
      const ctx: ExpressionContext = {
        ...base,
        matrix,
        strategy: { "job-index": index, "job-total": matrices.length },
        steps: {},
      };
      last = await runJob(name, job, spec, ctx, shared);
      result.jobs.push(last);
      ok &&= last.status !== "failure";
    }
    needs[id] = { result: last.status, outputs: last.outputs };
  }
  return ok;
}

/** `./.github/workflows/<file>` of the repository: the example beside the calling one. */
function calledWorkflow(caller: string, uses: string): string {
  const local = /^\.\/\.github\/workflows\/([\w.-]+\.ya?ml)$/.exec(uses);
  if (!local?.[1])
    throw new Error(`job uses ${uses}: only a workflow of this repository is simulated`);
  return path.join(path.dirname(caller), local[1]);
}

async function runJob(
  name: string,
  job: JobSpec,
  spec: WorkflowSpec,
  ctx: ExpressionContext,
  shared: RunShared,
): Promise<JobResult> {
  const { eventPath, artifacts, options, result } = shared;
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
      const artifactName = inputs.name ?? "artifact";
      if (artifacts.has(artifactName)) {
        // upload-artifact v4: names are immutable within a workflow run (reusable calls share it).
        throw new Error(
          `${name}: upload-artifact: (409) Conflict: an artifact with this name already exists on the workflow run: "${artifactName}"`,
        );
      }
      artifacts.set(artifactName, JSON.stringify({ store, files }));
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
