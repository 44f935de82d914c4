/**
 * The matrix on the bundles, Action door (test/support/matrix.ts has the cell and what is
 * asserted): `dist/action-main.js` doing `up` on a push to main, run as the GitHub runner runs
 * it (INPUT_*, GITHUB_STATE, cwd = workspace), on every backend; clean, GitHub's cancel
 * (SIGINT to node only, SIGTERM 7.5 s later, SIGKILL 2.5 s after that), or every process
 * SIGKILLed mid-apply; then `dist/action-post.js` with the saved state as STATE_*; then the next
 * main step (and its post) in the same workspace.
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { createChaosWorld, type ChaosWorld } from "../support/chaos.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import {
  cancelStep,
  pushJob,
  runStep,
  startStep,
  type RunnerJob,
  type StartedStep,
  type StepResult,
} from "../support/github-api-runner.js";
import {
  createCell,
  describeMatrix,
  trustedLocalJournal,
  runMatrixCell,
  stepLog,
  type Cell,
  type Door,
  type Ended,
} from "../support/matrix.js";

const MERGE = "9e".repeat(20);

let world: ChaosWorld;
let github: GitHubApiStandIn;
let nextRun = 9100;
beforeAll(async () => {
  [world, github] = await Promise.all([createChaosWorld(), startGitHubApi()]);
});
afterAll(async () => {
  await github?.close();
  await world?.dispose();
});
afterEach(() => expect(github.violations()).toEqual([]));

/** Each cell's job (its workspace is the cell's clone). */
const jobs = new Map<string, RunnerJob>();
/** The started step behind each running pid (to cancel it). */
const steps = new Map<number, StartedStep>();

function inputs(cell: Cell, command: "up" | "preview"): Record<string, string> {
  const s = cell.settings;
  return {
    command,
    workdir: "infra",
    stack: s.stack,
    approval: "none",
    ...(s.engine === undefined ? {} : { engine: s.engine }),
    ...(s.engineBinary === undefined ? {} : { "engine-binary": s.engineBinary }),
    ...(s.stateDigest === undefined ? {} : { "state-digest": s.stateDigest }),
    ...(command === "up" && cell.accept?.length
      ? { "accept-open-items": cell.accept.join("\n") }
      : {}),
  };
}

function ended(r: StepResult): Ended {
  return { ...r, log: stepLog(r), state: r.state };
}

const action: Door = {
  start(cell, _clone, command) {
    const j = jobs.get(cell.tag);
    if (j === undefined) throw new Error(`no job for ${cell.name}`);
    const step = startStep(j, "main", inputs(cell, command));
    const pid = step.child.pid ?? -1;
    steps.set(pid, step);
    // The next run is a main step and its post, as a job runs them.
    const done = step.done.then(async (main) => {
      if (cell.stop === "clean" || main.exitCode !== 0) return ended(main);
      const post = await runStep(j, "post", inputs(cell, command), main.state);
      return {
        ...ended(main),
        exitCode: post.exitCode === 0 ? main.exitCode : post.exitCode,
        log: `${stepLog(main)}\n--- its post step\n${stepLog(post)}`,
      };
    });
    return { pid, done };
  },
  async stop(_cell, running) {
    const step = steps.get(running.pid);
    if (step === undefined) throw new Error(`no step with pid ${running.pid}`);
    const { sent } = await cancelStep(step);
    const main = await running.done;
    return { ...main, log: `signals: ${sent.join(" ")}\n${main.log}` };
  },
  async recover(cell, main) {
    const j = jobs.get(cell.tag);
    if (j === undefined) throw new Error(`no job for ${cell.name}`);
    const post = await runStep(j, "post", inputs(cell, "up"), main.state ?? {});
    const outcome =
      post.outputs.recovered === "true"
        ? "recovered"
        : `${post.stdout}\n${post.stderr}`.includes("recovery needs attention (needs-attention)")
          ? "needs-attention"
          : post.stdout.includes("the main step finished cleanly")
            ? "finished"
            : post.exitCode === 0
              ? "clean"
              : null;
    return { ...ended(post), outcome, dir: cell.dir };
  },
  nextClone: (cell) => cell.clone,
  // The Action is given no journal-dir: on http its journal has no durable copy.
  journal: (cell) => trustedLocalJournal(cell, { passesJournalDir: false }),
};

describeMatrix("the Action (main + post)", async (backend, stop) => {
  let job: RunnerJob | undefined;
  const cell = await createCell(world, "action", backend, stop, (tag) => {
    job = pushJob(github, { id: (nextRun += 1), sha: MERGE, env: world.env(tag) });
    return job.workspace;
  });
  if (job === undefined) throw new Error("no job");
  jobs.set(cell.tag, job);
  expect(cell.dir).toBe(path.join(job.workspace, "infra"));
  await runMatrixCell(action, cell);
});
