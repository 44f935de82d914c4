/**
 * Runs an example bitbucket-pipelines.yml's stackgate pipes as Bitbucket would for one
 * pipeline (e.g. `pull-requests` → `"**"`): each step in order in a fresh clone (a fresh
 * container), the artifacts of earlier steps restored into it, every
 * `pipe: docker://stackgate/stackgate-pipe:*` through the built pipe with its `variables:` —
 * `$NAME` replaced by the repository variable, lists passed as NAME_COUNT / NAME_i — and the
 * `final:` step after the others, also when one failed. A `trigger: manual` step runs as if
 * someone started it. Script lines other than the pipe are not run.
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import type { BitbucketApiStandIn } from "../bitbucket-api.js";
import {
  pipelineStep,
  runPipeStep,
  type PipeResult,
  type PipeVariables,
} from "../bitbucket-api-runner.js";
import { copyFiles, harnessTempDir, matchFiles } from "./files.js";

export const STACKGATE_PIPE = /^docker:\/\/stackgate\/stackgate-pipe:/;

export interface PipeSpec {
  pipe: string;
  variables?: Record<string, unknown>;
}

export interface PipelineStepSpec {
  name?: string;
  trigger?: string;
  script?: Array<string | PipeSpec>;
  artifacts?: string[];
}

export type PipelineEntry = { step?: PipelineStepSpec; final?: PipelineStepSpec };

export interface PipelineSpec {
  pipelines: Record<string, unknown>;
}

export function readPipeline(file: string): PipelineSpec {
  return parseYaml(readFileSync(file, "utf8")) as PipelineSpec;
}

/** The entries of `pipelines.<kind>` (`default`, or `pull-requests`/`branches` → `pattern`). */
export function pipelineEntries(
  spec: PipelineSpec,
  kind: string,
  pattern?: string,
): PipelineEntry[] {
  const group = spec.pipelines[kind];
  const entries = pattern === undefined ? group : (group as Record<string, unknown>)[pattern];
  if (!Array.isArray(entries))
    throw new Error(`no pipeline ${kind}${pattern ? ` "${pattern}"` : ""}`);
  return entries as PipelineEntry[];
}

/** The stackgate pipes of a step. */
export function stackgatePipes(step: PipelineStepSpec): PipeSpec[] {
  return (step.script ?? []).filter(
    (line): line is PipeSpec => typeof line === "object" && STACKGATE_PIPE.test(line.pipe),
  );
}

export interface PipelineRunOptions {
  api: BitbucketApiStandIn;
  /** The container's environment (PATH, HOME, TF_CLI_CONFIG_FILE, …). */
  base: Record<string, string>;
  /** Repository variables, as `$NAME` in the pipeline refers to them. */
  variables: Record<string, string>;
  commit: string;
  pr?: number;
  pipeline: string;
  /** Writes the repository into a fresh clone. */
  checkout(clone: string): void;
}

export interface PipelineStepResult {
  name: string;
  final: boolean;
  variables: PipeVariables;
  result: PipeResult;
  clone: string;
}

function substitute(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_m, name: string) => {
    const found = variables[name];
    if (found === undefined)
      throw new Error(`the pipeline uses $${name}, a variable the test does not set`);
    return found;
  });
}

function pipeVariablesOf(pipe: PipeSpec, variables: Record<string, string>): PipeVariables {
  const out: PipeVariables = {};
  for (const [name, value] of Object.entries(pipe.variables ?? {})) {
    out[name] = Array.isArray(value)
      ? value.map((v) => substitute(String(v), variables))
      : substitute(String(value), variables);
  }
  return out;
}

let stepCounter = 0;

/** Runs the entries in order (final ones last); resolves every pipe's result. */
export async function runPipeline(
  entries: readonly PipelineEntry[],
  options: PipelineRunOptions,
): Promise<PipelineStepResult[]> {
  const steps = [
    ...entries
      .filter((e) => e.step)
      .map((e) => ({ spec: e.step as PipelineStepSpec, final: false })),
    ...entries
      .filter((e) => e.final)
      .map((e) => ({ spec: e.final as PipelineStepSpec, final: true })),
  ];
  const store = harnessTempDir("stackgate-bb-artifacts-");
  const artifacts: string[] = [];
  const results: PipelineStepResult[] = [];
  let failed = false;
  for (const { spec, final } of steps) {
    if (failed && !final) continue;
    const clone = harnessTempDir("stackgate-bb-clone-");
    options.checkout(clone);
    copyFiles(store, clone, artifacts);
    for (const pipe of stackgatePipes(spec)) {
      stepCounter += 1;
      const step = pipelineStep({
        api: options.api,
        base: options.base,
        clone,
        pipeline: options.pipeline,
        step: `{9f8e7d6c-5b4a-4392-8170-${String(stepCounter).padStart(12, "0")}}`,
        commit: options.commit,
        ...(options.pr !== undefined ? { pr: options.pr } : {}),
      });
      const variables = pipeVariablesOf(pipe, options.variables);
      const result = await runPipeStep(step, variables);
      results.push({ name: spec.name ?? "step", final, variables, result, clone });
      if (result.exitCode !== 0) failed = true;
    }
    const produced = (spec.artifacts ?? []).flatMap((glob) => matchFiles(clone, glob));
    copyFiles(clone, store, produced);
    artifacts.push(...produced.filter((f) => !artifacts.includes(f)));
  }
  return results;
}
