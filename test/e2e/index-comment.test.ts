/**
 * The pull request's one index comment through the shipped Action (issue 21): a `command:
 * stacks` step lists the stacks, then 8 matrix jobs preview one stack each at the same time —
 * `dist/action-main.js` as the runner runs it (INPUT_*, cwd = the job's workspace, real
 * terraform) with `index: <the stacks output>` and `index-id: <matrix.id>` — against the GitHub
 * API stand-in. Afterwards there is exactly one index comment, and it holds every job's row:
 * outcome, counts and digest as the job's own outputs say, a link to the job's own comment.
 * The stacks job's output and the matrix step's inputs are examples/github/stacks.yml's own,
 * interpolated as the runner would. `npm run build` first.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { findsIndexMarker } from "../../src/report/marker.js";
import { readIndexRow } from "../../src/report/index-row.js";
import { codeSpan } from "../../src/report/neutralize.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { pullRequestEvent, writeEvent } from "../support/github-api-events.js";
import { createJob, runAction, type RunnerJob } from "../support/github-api-runner.js";
import { interpolate } from "../support/examples/expressions.js";
import { STACKGATE_ACTION, type WorkflowSpec } from "../support/examples/github-workflow.js";
import { dataProjectHcl, writeEmptyCliConfig } from "../support/terraform-project.js";

const HEAD = "1a".repeat(20);
const MERGE = "9e".repeat(20);
const JOBS = 8;
const PR = 21;
/** Directory names come from the checkout: the last stack's is hostile markdown. */
const HOSTILE = "s7 <img src=x onerror=alert(1)> @octocat #1 |x| `y`";
const dirName = (i: number): string => (i === JOBS - 1 ? HOSTILE : `s${i}`);

let api: GitHubApiStandIn;
let tfrc: string;
const jobs: RunnerJob[] = [];

beforeAll(async () => {
  api = await startGitHubApi();
  tfrc = writeEmptyCliConfig(path.join(os.tmpdir(), `stackgate-index-tfrc-${process.pid}`));
});
afterAll(async () => {
  await api.close();
  for (const job of jobs) rmSync(path.dirname(job.workspace), { recursive: true, force: true });
  rmSync(tfrc, { force: true });
});
afterEach(() => expect(api.violations()).toEqual([]));

/** A job of the pull request's workflow run, its workspace checked out with every stack. */
function prJob(pr = PR, head = HEAD): RunnerJob {
  const job = createJob({
    apiUrl: api.url,
    token: api.token,
    repository: `${api.owner}/${api.repo}`,
    eventName: "pull_request",
    eventPath: writeEvent(pullRequestEvent({ number: pr, headSha: head })),
    sha: MERGE,
    env: { TF_CLI_CONFIG_FILE: tfrc },
  });
  for (let i = 0; i < JOBS; i += 1) {
    const dir = path.join(job.workspace, "stacks", dirName(i));
    mkdirSync(dir, { recursive: true });
    // Stack i plans i + 1 creates, so every row's counts are its own.
    writeFileSync(path.join(dir, "main.tf"), dataProjectHcl({ count: i + 1 }));
  }
  jobs.push(job);
  return job;
}

const example = parseYaml(
  readFileSync(fileURLToPath(new URL("../../examples/github/stacks.yml", import.meta.url)), "utf8"),
) as WorkflowSpec;

/** The example's preview step inputs for one matrix entry, `needs.stacks.outputs` as given. */
function previewInputs(
  entry: Record<string, unknown>,
  stacksJob: Record<string, string>,
): Record<string, string> {
  const step = example.jobs.preview?.steps?.find((s) => s.uses === STACKGATE_ACTION);
  const context = { matrix: entry, needs: { stacks: { outputs: stacksJob } } };
  return Object.fromEntries(
    Object.entries(step?.with ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), context),
    ]),
  );
}

/** The example's stacks job outputs from its stacks step's outputs. */
function stacksJobOutputs(step: Record<string, string>): Record<string, string> {
  const context = { steps: { stacks: { outputs: step } } };
  return Object.fromEntries(
    Object.entries(example.jobs.stacks?.outputs ?? {}).map(([name, value]) => [
      name,
      interpolate(value, context),
    ]),
  );
}

const context = (step: { exitCode: number | null; stdout: string; stderr: string }) =>
  `exit ${step.exitCode}\n--- stdout\n${step.stdout}\n--- stderr\n${step.stderr}`;

describe("one index comment for a matrix of previews", () => {
  it(`${JOBS} jobs at once: one index, every row, each with its own counts, digest and link`, async () => {
    api.addPull({ number: PR, headSha: HEAD });
    // The stacks job: its `stacks` output is what every matrix job gets as input index.
    const stacks = await runAction(prJob(), { command: "stacks" });
    expect(stacks.main.exitCode, context(stacks.main)).toBe(0);
    const outputs = stacksJobOutputs(stacks.main.outputs);
    const report = JSON.parse(outputs.stacks ?? "") as {
      stacks: Array<{ id: string; dir: string; stack: string }>;
    };
    expect(report.stacks.map((s) => s.id).sort()).toEqual(
      Array.from({ length: JOBS }, (_, i) => `stacks/${dirName(i)}`).sort(),
    );

    const runs = await Promise.all(
      report.stacks.map((entry) => runAction(prJob(), previewInputs(entry, outputs))),
    );
    for (const run of runs) expect(run.main.exitCode, context(run.main)).toBe(0);

    const comments = api.comments(PR);
    // The oldest index is the one every job updates; it must hold every row, and be the only one.
    const indexes = comments.filter((c) => findsIndexMarker(c.body));
    const index = indexes[0]?.body ?? "";
    expect(index).toContain(`### 🗂️ stackgate: ${JOBS} stacks · ${JOBS} finished · 0 pending`);
    expect(index).toContain(`**Changes so far:** ${(JOBS * (JOBS + 1)) / 2} create`);
    report.stacks.forEach((entry, i) => {
      const outputs = runs[i]?.main.outputs ?? {};
      const own = comments.find((c) => readIndexRow(c.body, "github")?.id === entry.id);
      expect(own, entry.id).toBeDefined();
      const creates = outputs.create ?? "";
      const short = (outputs["plan-digest"] ?? "").replace(/^sha256:/, "").slice(0, 12);
      expect(short).toMatch(/^[0-9a-f]{12}$/);
      const url = `https://github.com/${api.owner}/${api.repo}/pull/${PR}#issuecomment-${own?.id}`;
      // The name is one code span (inert: no HTML, mention or reference), its pipes escaped.
      expect(index.split("\n")).toContain(
        `| ${codeSpan(entry.id)} | 📋 Plan | ${creates} | 0 | 0 | 0 | \`${short}\` | [comment](${url}) |`,
      );
      expect(outputs["comment-url"]).toBe(url);
    });
    expect(indexes, indexes.map((c) => c.body).join("\n\n")).toHaveLength(1);
    // One stack comment per job, and the index: nothing else was left behind.
    expect(comments).toHaveLength(JOBS + 1);
  });

  it("a late job of an older run (the PR's head moved on) leaves the index to the newer run", async () => {
    const pr = PR + 1;
    const newer = "2b".repeat(20);
    api.addPull({ number: pr, headSha: newer });
    const stacks = await runAction(prJob(pr, newer), { command: "stacks" });
    const outputs = stacksJobOutputs(stacks.main.outputs);
    const entry = (JSON.parse(outputs.stacks ?? "") as { stacks: Array<Record<string, unknown>> })
      .stacks[0] as Record<string, unknown>;
    const current = await runAction(prJob(pr, newer), previewInputs(entry, outputs));
    expect(current.main.exitCode, context(current.main)).toBe(0);
    const indexBodies = (): string[] =>
      api
        .comments(pr)
        .filter((c) => findsIndexMarker(c.body))
        .map((c) => c.body);
    const before = indexBodies();
    expect(before).toHaveLength(1);
    expect(before[0]).toContain(`${JOBS} stacks · 1 finished · ${JOBS - 1} pending`);
    expect(before[0]).toContain("Commit `2b2b2b2b2b2b`");
    // A job of the run for the previous head (HEAD) finishes only now.
    const late = await runAction(prJob(pr, HEAD), previewInputs(entry, outputs));
    expect(late.main.exitCode, context(late.main)).toBe(0);
    expect(indexBodies()).toEqual(before);
    expect(late.main.stdout).toContain(
      `the PR index comment is left to the newer run: pull request #${pr} is at 2b2b2b2b2b2b, this run planned 1a1a1a1a1a1a`,
    );
  });
});
