/**
 * Issue 25, case 1, "Re-run after a lost runner", proven on the built Action bundles
 * (dist/action-main.js, dist/action-post.js: `npm run build` first) with real terraform, run as
 * the GitHub runner runs them (test/support/github-api-runner.ts) against the GitHub API
 * stand-in (test/support/github-api.ts):
 *
 *   1. attempt 1 (GITHUB_RUN_ID R, GITHUB_RUN_ATTEMPT 1, GITHUB_JOB deploy) runs the Action's
 *      main step `up` in its checkout (a git work tree); once the apply is under way (item 0
 *      created, its id in the durable journal copy — pg table, the bucket — and on s3 the lock
 *      held and journaled; items 1 and 2 wait on a gate file) every process of the step is
 *      frozen and SIGKILLed. Its runner is lost: its post step never runs;
 *   2. someone clicks "Re-run jobs": attempt 2 (same R, GITHUB_RUN_ATTEMPT 2, same GITHUB_JOB)
 *      runs the Action's main step `up` (then its post step) in a FRESH checkout, while the
 *      stand-in reports run R `in_progress` (attempt 2 is running; attempt 1 completed, as GitHub
 *      re-runs only completed runs). Only the durable store is shared, as between CI runners.
 *
 * Asserted from the backend and the marker files (local-exec appends one line per create), never
 * from stackgate alone: attempt 2's pre-flight recovers attempt 1 (imports item 0 from the durable
 * journal; on s3 releases its lock), each item is created exactly once, state holds every item,
 * and the lock ends free. A create the kill cut may or may not exist: if the pre-flight leaves it
 * open (issue 26, exit 3), the person accepts applying over it by name, only for items with no
 * marker (nothing of them exists).
 *
 * Each attempt runs on a runner of its own host name (test/support/github-api-runner.ts
 * `hostname`): attempt 1's pids mean nothing to attempt 2, so whether attempt 1 is over is asked
 * of the CI platform, as on GitHub, not read from the pids.
 *
 * Before the fix: run against the commit before issue 25's work (9671077, the parent of the
 * run-record work; built in a temporary worktree, STACKGATE_TEST_DIST=<its dist>, with its own
 * action.yml beside it: test/support/dist.ts `ACTION_YML`), both tests fail the same way at the
 * start: attempt 2's pre-flight says "the last run (R, phase applying) is still running: run R on
 * gh-runner-R-attempt-1 is still running according to the CI platform. stackgate leaves it
 * alone" (it asked for run R, which GitHub reports in progress: attempt 2 itself), so attempt 1
 * is never recovered:
 *   - pg: attempt 2 then plans 3 to add and applies them (exit 0, "applied"): item 0 is created
 *     a second time (markers [2, 1, 1]; expected [1, 1, 1]).
 *   - s3 DynamoDB: attempt 2 stops at attempt 1's stranded lock (exit 4, "locked": Terraform's
 *     "Error acquiring the state lock"), nothing is released or imported, items 1 and 2 are
 *     never created (markers [1, 0, 0]) and the lock stays held.
 * On main (88fdac3) both pass: the pre-flight says attempt 1 "has finished according to the CI
 * platform" (an earlier attempt of this very run), imports item 0 from the durable journal (s3:
 * releases attempt 1's lock by the id it journaled), leaves items 1 and 2 open (their creates were
 * cut), the person accepts them by name, and each item is created once; the lock ends free.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  backendDriver,
  createChaosWorld,
  freezeAndKill,
  hasFinishedCreate,
  lockSnapshot,
  reapLeftovers,
  stateList,
  strandedLock,
  waitFor,
  type ChaosWorld,
} from "../support/chaos.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import {
  createJob,
  runStep,
  startStep,
  type RunnerJob,
  type StepResult,
} from "../support/github-api-runner.js";
import { pushEvent, writeEvent } from "../support/github-api-events.js";
import { createCell, markedAddresses, release, stepLog, type Cell } from "../support/matrix.js";

const MERGE = "9e".repeat(20);
const JOB = "deploy";
/** Terraform resources of a cell's project (test/support/matrix.ts `createCell`). */
const ITEMS = 3;
const STEP_MS = 90_000;

let world: ChaosWorld;
let github: GitHubApiStandIn;
let nextRun = 7300;
beforeAll(async () => {
  [world, github] = await Promise.all([createChaosWorld({ http: false }), startGitHubApi()]);
});
afterAll(async () => {
  await github?.close();
  await world?.dispose();
});
afterEach(() => expect(github.violations()).toEqual([]));

/** A job of attempt `attempt` of run `runId` on a push to main, on a runner (host) of its own. */
function attemptJob(runId: number, attempt: number, tag: string): RunnerJob {
  return createJob({
    apiUrl: github.url,
    token: github.token,
    repository: `${github.owner}/${github.repo}`,
    eventName: "push",
    eventPath: writeEvent(pushEvent()),
    sha: MERGE,
    runId: String(runId),
    env: { ...world.env(tag), GITHUB_RUN_ATTEMPT: String(attempt), GITHUB_JOB: JOB },
    hostname: `gh-runner-${runId}-attempt-${attempt}`,
  });
}

/**
 * A fresh checkout of the cell's project in the job's workspace, a git work tree (the journal
 * names the workdir relative to it, so both checkouts name the same record); its workdir.
 */
async function checkout(cell: Cell, j: RunnerJob): Promise<string> {
  const dir = cell.checkout(j.workspace);
  await execa("git", ["init", "-q", j.workspace]);
  return dir;
}

function inputs(cell: Cell, accept: readonly string[] = []): Record<string, string> {
  return {
    command: "up",
    workdir: "infra",
    stack: cell.settings.stack,
    approval: "none",
    ...(cell.settings.stateDigest === undefined
      ? {}
      : { "state-digest": cell.settings.stateDigest }),
    ...(accept.length > 0 ? { "accept-open-items": accept.join("\n") } : {}),
  };
}

function context(name: string, step: StepResult): string {
  return `--- ${name}\n${stepLog(step)}`;
}

/** Lines of each item's marker file: how often it was created. */
function creations(cell: Cell): number[] {
  return Array.from({ length: ITEMS }, (_, i) => {
    const file = path.join(cell.markers, `item-${i}`);
    return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).length : 0;
  });
}

async function heldLock(cell: Cell, dir: string): Promise<string | null> {
  if (cell.stack === null) throw new Error(`cell ${cell.name} is not a Terraform cell`);
  return strandedLock(await lockSnapshot(world, cell.stack, dir));
}

/**
 * Attempt 1 is mid-apply: a create finished with its id in the durable copy and, where the lock
 * outlives its owner (s3), the lock held and journaled there.
 */
async function applyUnderWay(cell: Cell): Promise<boolean> {
  if (cell.stack === null) return false;
  const driver = backendDriver(cell.stack.backend);
  const copy = await driver.durableJournal(world, cell.stack, "");
  const entries = copy?.entries ?? [];
  if (!hasFinishedCreate(entries)) return false;
  if (!driver.sigkillStrandsLock) return true;
  return entries.some((e) => e.type === "lock") && (await heldLock(cell, cell.dir)) !== null;
}

async function playRerun(backend: "pg" | "s3-dynamodb"): Promise<void> {
  const runId = (nextRun += 1);
  github.setRun(runId, "in_progress", null, 1);
  let first: RunnerJob | undefined;
  const cell = await createCell(world, "rerun", backend, "hard-kill", (tag) => {
    first = attemptJob(runId, 1, tag);
    return first.workspace;
  });
  if (first === undefined || cell.stack === null) throw new Error("a Terraform cell has a job");
  const attempt1 = first;
  await checkout(cell, attempt1);

  // Attempt 1: the main step's `up`, until item 0 is journaled durably.
  const main1 = startStep(attempt1, "main", inputs(cell));
  let over = false;
  void main1.done.then(() => (over = true));
  await waitFor(
    "attempt 1's apply to be under way",
    async () => over || (await applyUnderWay(cell)),
    STEP_MS,
    100,
  );
  if (over) throw new Error(context("attempt 1 main ended before the kill", await main1.done));
  expect(creations(cell)[0], "item 0 created once by attempt 1").toBe(1);

  // Its runner is lost: every process of the step frozen, then SIGKILLed; no post step.
  freezeAndKill(cell.tag, [main1.child.pid ?? -1]);
  const killed = await main1.done;
  await reapLeftovers(cell.tag);
  let log = context("attempt 1 main (SIGKILLed; its runner lost, no post step)", killed);
  expect(killed.signal, log).toBe("SIGKILL");
  expect(killed.state["main-finished"], log).toBeUndefined();
  if (backend !== "pg") {
    expect(await heldLock(cell, cell.dir), `the kill must strand the lock\n${log}`).not.toBeNull();
  }

  // "Re-run jobs": attempt 2 of the same run, the same job, in a fresh checkout; GitHub reports
  // the run in progress (attempt 2 runs; attempt 1 completed).
  github.setRun(runId, "in_progress", null, 2);
  release(cell);
  const tag2 = `${cell.tag}/attempt-2`;
  const attempt2 = attemptJob(runId, 2, tag2);
  const dir2 = await checkout(cell, attempt2);
  const main2 = await runStep(attempt2, "main", inputs(cell));
  log += `\n${context("attempt 2 main", main2)}`;
  let next = main2;
  if (main2.exitCode === 3 && main2.stdout.includes("open item(s) left by an earlier recovery")) {
    // A create the kill cut stays an open item (issue 26): accepted by name, only where its
    // marker shows nothing of it exists.
    const open = [...main2.stdout.matchAll(/--accept-open-items '([^']+)'/g)].map(
      (m) => m[1] ?? "",
    );
    expect(open.length, log).toBeGreaterThan(0);
    for (const a of open) expect(markedAddresses(cell.markers), log).not.toContain(a);
    next = await runStep(attempt2, "main", inputs(cell, open));
    log += `\n${context("attempt 2 main, accepting the open items", next)}`;
  }
  const post2 = await runStep(attempt2, "post", inputs(cell), next.state);
  log += `\n${context("attempt 2 post", post2)}`;
  await reapLeftovers(cell.tag);
  if (process.env.STACKGATE_RERUN_VERBOSE === "1") console.log(log);

  // The pre-flight recovered attempt 1 from the durable journal (soft: a miss should also show
  // what it costs below — a resource created twice).
  expect
    .soft(main2.stdout, `attempt 2's pre-flight must recover attempt 1\n${log}`)
    .toContain("imported terraform_data.item[0]");
  if (backend !== "pg") expect.soft(main2.stdout, log).toContain("released the lock");
  expect(creations(cell), `each item created exactly once\n${log}`).toEqual(
    Array.from({ length: ITEMS }, () => 1),
  );
  expect(next.exitCode, log).toBe(0);
  expect(next.outputs.outcome, log).toBe("applied");
  expect(post2.exitCode, log).toBe(0);
  const state = await stateList(world, dir2, tag2, STEP_MS);
  expect(state.addresses, `${state.step.stderr}\n${log}`).toEqual(
    Array.from({ length: ITEMS }, (_, i) => `terraform_data.item[${i}]`),
  );
  expect(await heldLock(cell, dir2), `the lock at the end\n${log}`).toBeNull();
}

describe.sequential(
  "issue 25, case 1: re-run after a lost runner (built Action, real terraform)",
  () => {
    for (const backend of ["pg", "s3-dynamodb"] as const) {
      it(
        `on ${backend}: attempt 2 recovers attempt 1 and creates nothing twice`,
        { timeout: 300_000 },
        async () => {
          await playRerun(backend);
        },
      );
    }
  },
);
