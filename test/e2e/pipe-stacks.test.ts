/**
 * The Pipe's `COMMAND: stacks` (issue 21) as the image runs it — `node dist/pipe.js` in the
 * clone, Bitbucket's default variables in the environment, output variables in
 * BITBUCKET_PIPE_STORAGE_DIR — on the 34-stack monorepo (test/support/stacks-monorepo.ts),
 * sharded over parallel steps with BITBUCKET_PARALLEL_STEP / BITBUCKET_PARALLEL_STEP_COUNT.
 * Each step's share must be exactly what `stackgate stacks --shard I/N` (dist/cli.js) deals it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import { pipelineStep, runPipeStep, type PipeResult } from "../support/bitbucket-api-runner.js";
import { CLI_ENTRY, PIPE_ENTRY } from "../support/dist.js";
import { buildMonorepo, type Monorepo } from "../support/stacks-monorepo.js";

interface Entry {
  id: string;
  wave: number | null;
  deleted: boolean;
}
interface Report {
  base: string | null;
  head: string | null;
  stacks: Entry[];
}

const PIPELINE = "{3c1e2a4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d}";
const BRANCH = "nested-module";
const STEPS = 3;

let api: BitbucketApiStandIn;
let repo: Monorepo;
let nextStep = 0;

beforeAll(async () => {
  api = await startBitbucketApi();
  repo = buildMonorepo();
  repo.git("checkout", "-q", "-f", BRANCH);
});
afterEach(() => expect(api.violations()).toEqual([]));
afterAll(async () => {
  await api.close();
  repo.remove();
});

const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" };

function runStacksPipe(
  variables: Record<string, string>,
  parallel: Record<string, string> = {},
): Promise<PipeResult> {
  nextStep += 1;
  const step = pipelineStep({
    api,
    base: env,
    clone: repo.root,
    pipeline: PIPELINE,
    step: `{7a6b5c4d-3e2f-4a1b-9c8d-${String(nextStep).padStart(12, "0")}}`,
    commit: repo.git("rev-parse", "HEAD"),
  });
  return runPipeStep(step, { COMMAND: "stacks", ...variables }, { extraEnv: parallel });
}

function parallelStep(index: number, count = STEPS): Record<string, string> {
  return {
    BITBUCKET_PARALLEL_STEP: String(index),
    BITBUCKET_PARALLEL_STEP_COUNT: String(count),
  };
}

/** `stackgate stacks --json …` through the CLI bundle: what each share must equal. */
function cliStacks(args: string[]): Report {
  const result = spawnSync(process.execPath, [CLI_ENTRY, "stacks", "--json", ...args], {
    cwd: repo.root,
    encoding: "utf8",
    env,
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Report;
}

function context(r: PipeResult): string {
  return `exit ${r.exitCode}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
}

function shareOf(r: PipeResult): Report {
  expect(r.exitCode, context(r)).toBe(0);
  return JSON.parse(r.outputs.STACKGATE_STACKS ?? "null") as Report;
}

describe("the Pipe's COMMAND: stacks across Bitbucket parallel steps", () => {
  it("gives each parallel step exactly its --shard share: disjoint, together the whole set", async () => {
    const steps = await Promise.all(
      Array.from({ length: STEPS }, (_, index) =>
        runStacksPipe({ STACKS_BASE: "main" }, parallelStep(index)),
      ),
    );
    const shares = steps.map(shareOf);
    shares.forEach((share, index) => {
      expect(share).toEqual(
        cliStacks(["--changed", "--base", "main", "--shard", `${index}/${STEPS}`]),
      );
      const step = steps[index];
      expect(step?.stdout).toContain(`parallel step ${index + 1} of ${STEPS}`);
      expect(step?.outputs).toMatchObject({
        STACKGATE_OUTCOME: "listed",
        STACKGATE_EXIT_CODE: "0",
        STACKGATE_STACK_COUNT: String(share.stacks.filter((s) => !s.deleted).length),
      });
      const matrix = JSON.parse(step?.outputs.STACKGATE_MATRIX ?? "{}") as { include: Entry[] };
      expect(matrix.include.map((s) => s.id)).toEqual(
        share.stacks.filter((s) => !s.deleted).map((s) => s.id),
      );
    });
    const whole = cliStacks(["--changed", "--base", "main"]);
    const ids = shares.flatMap((share) => share.stacks.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(whole.stacks.map((s) => s.id).sort());
    expect(shares.map((share) => share.stacks.length)).toEqual([5, 5, 5]);
  });

  it("lists every stack outside a parallel step, and every stack without STACKS_BASE", async () => {
    const changed = shareOf(await runStacksPipe({ STACKS_BASE: "main" }));
    expect(changed).toEqual(cliStacks(["--changed", "--base", "main"]));
    const all = await runStacksPipe({}, parallelStep(1, 2));
    expect(shareOf(all)).toEqual(cliStacks(["--shard", "1/2"]));
    expect(shareOf(all).stacks.length).toBe(Math.floor(cliStacks([]).stacks.length / 2));
  });

  it("refuses half a shard, an index out of range, a misspelt variable and an unknown base", async () => {
    const half = await runStacksPipe({}, { BITBUCKET_PARALLEL_STEP: "1" });
    expect(half.exitCode, context(half)).toBe(64);
    expect(half.stdout).toContain(
      'variable BITBUCKET_PARALLEL_STEP_COUNT is not set, but BITBUCKET_PARALLEL_STEP is ("1")',
    );
    expect(half.outputs).toMatchObject({ STACKGATE_OUTCOME: "failed", STACKGATE_EXIT_CODE: "64" });

    const out = await runStacksPipe({}, parallelStep(3, 3));
    expect(out.exitCode, context(out)).toBe(64);
    expect(out.stdout).toContain(
      'variables BITBUCKET_PARALLEL_STEP/BITBUCKET_PARALLEL_STEP_COUNT: expected INDEX/COUNT with 0 ≤ INDEX < COUNT (Bitbucket: $BITBUCKET_PARALLEL_STEP/$BITBUCKET_PARALLEL_STEP_COUNT), got "3/3"',
    );

    const misspelt = await runStacksPipe({ STACKS_BASE: "main" }, { BITBUCKET_PARALEL_STEP: "0" });
    expect(misspelt.exitCode, context(misspelt)).toBe(64);
    expect(misspelt.stdout).toContain(
      "variable BITBUCKET_PARALEL_STEP: the pipe has no such variable. Did you mean BITBUCKET_PARALLEL_STEP?",
    );

    const unknown = await runStacksPipe({ STACKS_BASE: "no-such-branch" });
    expect(unknown.exitCode, context(unknown)).toBe(64);
    expect(unknown.stdout).toContain('variable STACKS_BASE: git knows no commit "no-such-branch"');
  });
});

describe("examples/bitbucket/bitbucket-pipelines-stacks.yml", () => {
  const file = fileURLToPath(
    new URL("../../examples/bitbucket/bitbucket-pipelines-stacks.yml", import.meta.url),
  );
  const spec = parseYaml(readFileSync(file, "utf8")) as {
    definitions: { steps: { step: { script: string[] } }[] };
    pipelines: { "pull-requests": Record<string, { parallel: { steps: unknown[] } }[]> };
  };
  const script = spec.definitions.steps[0]?.step.script ?? [];
  /** The image's paths (Dockerfile: /opt/stackgate/dist/) as this build's. */
  const inThisBuild = (line: string): string =>
    line
      .replaceAll("/opt/stackgate/dist/pipe.js", PIPE_ENTRY)
      .replaceAll("/opt/stackgate/dist/cli.js", CLI_ENTRY);

  it("runs parallel steps of the stackgate image", () => {
    const group = spec.pipelines["pull-requests"]["**"]?.[0]?.parallel.steps ?? [];
    expect(group.length).toBeGreaterThan(1);
  });

  it("each parallel step's script lists exactly its share, one line per stack to preview", () => {
    const loop = script.findIndex((line) => line.startsWith("while "));
    expect(loop).toBeGreaterThan(0);
    // The per-stack loop runs the pipe's preview (tested in pipe.test.ts) for each line.
    expect(script[loop]).toContain(
      'COMMAND=preview ENGINE="$engine" WORKDIR="$dir" STACK="$stack"',
    );
    expect(script[loop]).toContain("done < stacks-part.tsv");
    repo.git("remote", "add", "origin", repo.root);
    try {
      for (let index = 0; index < STEPS; index += 1) {
        const run = spawnSync(
          "bash",
          ["-euo", "pipefail", "-c", script.slice(0, loop).map(inThisBuild).join("\n")],
          {
            cwd: repo.root,
            encoding: "utf8",
            env: {
              ...env,
              BITBUCKET_CLONE_DIR: repo.root,
              BITBUCKET_PR_DESTINATION_BRANCH: "main",
              ...parallelStep(index),
            },
          },
        );
        expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
        const lines = readFileSync(path.join(repo.root, "stacks-part.tsv"), "utf8")
          .split("\n")
          .filter(Boolean);
        const share = cliStacks([
          "--changed",
          "--base",
          "origin/main",
          "--shard",
          `${index}/${STEPS}`,
        ]);
        const live = share.stacks.filter((s) => !s.deleted) as (Entry & {
          engine: string;
          dir: string;
          stack: string;
        })[];
        expect(lines).toEqual(live.map((s) => [s.id, s.engine, s.dir, s.stack].join("\t")));
        // The index comment's list is the whole selection, not this step's share.
        const whole = JSON.parse(readFileSync(path.join(repo.root, "stacks.json"), "utf8")) as {
          stacks: unknown[];
        };
        expect(whole.stacks).toEqual(cliStacks(["--changed", "--base", "origin/main"]).stacks);
        expect(lines.length).toBe(5);
      }
    } finally {
      repo.git("remote", "remove", "origin");
    }
  });
});
