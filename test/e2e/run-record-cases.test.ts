/**
 * Issue 25, cases 2 and 3, proven on the built CLI (dist/cli.js: `npm run build` first) with real
 * terraform: a run's record must survive another run touching the stack, so that the run killed
 * mid-apply is recovered and no resource is ever created twice.
 *
 * - Case 3, "a later run hides a killed apply" (pg; s3 with a DynamoDB lock, with a lock file):
 *   run A `up` is applying (item 0 created and journaled, items 1 and 2 waiting on a gate file);
 *   run B, in another checkout, `preview`s the same stack and ends "locked" (exit 4); then every
 *   process of A (stackgate, terraform's process group, the provisioners) is frozen and
 *   SIGKILLed.
 * - Case 2, "matrix siblings share one record" (pg; s3 with a DynamoDB lock): two CLI runs with
 *   the same GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT and GITHUB_JOB (GitHub gives a matrix sibling no
 *   index of its own: src/settings/context.ts), in two checkouts: the winner applies, the
 *   sibling's `up` exits 4 (locked); then the winner is killed as above.
 *
 * Each checkout is a git work tree (the journal names the workdir relative to it). Then, from a
 * fresh checkout (only the durable store — pg table, the bucket — is shared, as between CI
 * runners): `recover`, the taints it asks a person for (creates the kill cut: they
 * may or may not exist, test/support/matrix.ts `expectOnlyInFlightLeft`), and the next `up`
 * (accepting those open items by name). Asserted from the backend and the resources, never from
 * stackgate: the lock held by the live run A was not broken by B; every marker file (one line
 * per create, written by local-exec) has exactly one line — no resource created twice; state
 * holds every item; the lock ends free. Recovery runs on the same host as the killed run, so its
 * liveness is the pid's (recovery/recover-common.ts `assessRun`; no platform API is asked).
 *
 * Before the fix: run against the commit before issue 25's work (9671077, the parent of f3fb242
 * "Run record per run"; built in a temporary worktree, STACKGATE_TEST_DIST=<its dist>), all five
 * tests fail, each the same way: B ends "locked" (exit 4) and A's lock is intact, but A's
 * record is gone from what recovery reads, so `recover` never imports item 0 and the next `up`
 * creates it a second time (markers [2, 1, 1]; expected [1, 1, 1]):
 *   - case 3, pg: `recover` says "clean" (exit 0) naming B's finished preview as the journal
 *     (`"journal":{"runId":"local-…","phase":"done"}`: the pg copy returns only the newest run).
 *   - case 3, s3 DynamoDB and s3 lock file: `recover` exits 4 "needs-attention", keeping A's lock
 *     ("no stackgate journal names this lock's owner"); after a person's `unlock --force` the
 *     next `up` creates item 0 again.
 *   - case 2, pg: `recover` says "clean", naming run 7001 "done": the sibling's `done` closed
 *     the winner's record (the pg copy was keyed by run id).
 *   - case 2, s3 DynamoDB: `recover` exits 4 keeping the lock ("no stackgate journal names this
 *     lock's owner"), then as on s3 above.
 * On the code with the fix (main at 1ee0264) all five pass: `recover` imports item 0 ("created
 * by run … but in no state") and leaves only the two cut creates, the lock is free, each item
 * is created once.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backendDriver,
  createChaosWorld,
  freezeAndKill,
  hasFinishedCreate,
  isRunning,
  lockSnapshot,
  reapLeftovers,
  spawnStackgate,
  stackgate,
  stateList,
  strandedLock,
  terraform,
  waitFor,
  type ChaosBackend,
  type ChaosWorld,
  type StepRecord,
} from "../support/chaos.js";
import {
  createCell,
  expectOnlyInFlightLeft,
  leftForAPerson,
  release,
  stepLog,
  type Cell,
} from "../support/matrix.js";

let world: ChaosWorld;
beforeAll(async () => {
  world = await createChaosWorld({ http: false });
});
afterAll(async () => world?.dispose());

/** Terraform resources of a cell's project (test/support/matrix.ts `createCell`). */
const ITEMS = 3;
const STEP_MS = 90_000;

/** The world with a GitHub Actions run's variables added (the world itself strips GITHUB_*). */
function onGitHub(runId: string, job: string): ChaosWorld {
  const github = {
    GITHUB_ACTIONS: "true",
    GITHUB_REPOSITORY: "acme/infra",
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_JOB: job,
  };
  return { ...world, env: (tag) => ({ ...world.env(tag), ...github }) };
}

/** How a case is played: who is killed, who touches the stack meanwhile, who comes next. */
interface Scenario {
  /** The world of the run that is killed mid-apply. */
  victim: ChaosWorld;
  /** The other run that touches the stack while the victim applies; must end "locked". */
  other: { world: ChaosWorld; command: "preview" | "up" };
  /** The world of the recovery and the next `up`. */
  next: ChaosWorld;
}

function trace(steps: readonly StepRecord[]): string {
  return steps.map((s) => `--- ${s.name}: ${s.command}\n${stepLog(s)}`).join("\n");
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
 * Run A is mid-apply: a create finished with its id in the durable copy and, where the lock
 * outlives its owner (s3), the lock held and journaled.
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

/**
 * A git checkout of the cell's project at `clone` (a CI runner's clone); returns its workdir.
 * Runs name their journal by the workdir relative to the git work tree (run-journal.ts
 * `journalKey`), so two clones of one repository name the same record.
 */
async function gitCheckout(cell: Cell, clone: string): Promise<string> {
  const dir = cell.checkout(clone);
  await execa("git", ["init", "-q", clone]);
  return dir;
}

async function playCase(backend: ChaosBackend, scenario: Scenario): Promise<void> {
  const cell = await createCell(world, "rc", backend, "hard-kill");
  if (cell.stack === null) throw new Error("a Terraform cell has a stack");
  await gitCheckout(cell, cell.clone);
  const flags = cell.stack.flags;
  const steps: StepRecord[] = [];

  // Run A: `up`, until a create is journaled durably and items 1 and 2 wait on the gate.
  const victimTag = `${cell.tag}/A`;
  const victim = spawnStackgate(
    scenario.victim,
    ["up", "--yes", "--json", "-C", cell.dir, ...flags],
    {
      cwd: cell.dir,
      tag: victimTag,
    },
  );
  let over = false;
  void victim.exited.then(() => (over = true));
  await waitFor(
    "run A's apply to be under way",
    async () => over || (await applyUnderWay(cell)),
    STEP_MS,
    100,
  );
  if (over) throw new Error(`run A ended before the kill\n${trace([await victim.record("A up")])}`);
  const lockOfA = await heldLock(cell, cell.dir);

  // Run B, in its own checkout: touches the stack while A applies, and must find it locked.
  const otherDir = await gitCheckout(cell, path.join(world.root, cell.name, "clone-b"));
  const otherArgs =
    scenario.other.command === "up" ? ["up", "--yes", "--json"] : ["preview", "--json"];
  const other = await stackgate(
    scenario.other.world,
    `B ${scenario.other.command}`,
    [...otherArgs, "-C", otherDir, ...flags],
    { cwd: otherDir, tag: `${cell.tag}/B`, timeoutMs: STEP_MS },
  );
  steps.push(other);
  expect(other.exitCode, `run B must find the stack locked\n${trace(steps)}`).toBe(4);
  expect(other.json?.outcome, trace(steps)).toBe("locked");
  // No live lock broken: A still runs, its lock is still held.
  expect(isRunning(victim.pid), `run A must still be running\n${trace(steps)}`).toBe(true);
  expect(await heldLock(cell, cell.dir), `A's lock must be held after B\n${trace(steps)}`).toBe(
    lockOfA,
  );
  expect(lockOfA, `run A holds the lock while it applies\n${trace(steps)}`).not.toBeNull();
  expect(creations(cell)[0], `item 0 created once by A\n${trace(steps)}`).toBe(1);

  // Run A's runner is lost: every process of it frozen, then SIGKILLed.
  freezeAndKill(victimTag, [victim.pid]);
  const killed = await victim.record("A up (killed)");
  steps.push(killed);
  await reapLeftovers(victimTag);
  expect(killed.signal, trace(steps)).toBe("SIGKILL");

  // The next run, from a fresh checkout: recover, a person's taints, then `up`.
  release(cell);
  const nextDir = await gitCheckout(cell, path.join(world.root, cell.name, "clone-next"));
  const tag = `${cell.tag}/next`;
  const recover = await stackgate(
    scenario.next,
    "recover",
    ["recover", "--json", "-C", nextDir, ...flags],
    {
      cwd: nextDir,
      tag,
      timeoutMs: STEP_MS,
    },
  );
  steps.push(recover);
  // Soft from here to the next `up`: a recovery that missed A's run should also show what
  // that costs (the next `up` creating A's resources a second time), not stop at the first miss.
  const left = leftForAPerson(stepLog(recover));
  const actions = Array.isArray(recover.json?.actions)
    ? (recover.json.actions as { kind?: unknown; detail?: unknown }[])
    : [];
  expect
    .soft(
      actions.some((a) => a.kind === "import" && String(a.detail).includes("item[0]")),
      `recover must import what run A created (terraform_data.item[0])\n${trace(steps)}`,
    )
    .toBe(true);
  if (recover.json?.outcome === "needs-attention" && left.length > 0) {
    expectOnlyInFlightLeft(recover.exitCode, stepLog(recover), cell.markers, trace(steps));
  } else {
    expect.soft(recover.exitCode, `recover's exit\n${trace(steps)}`).toBe(0);
    expect.soft(recover.json?.outcome, trace(steps)).toBe("recovered");
  }
  const afterRecover = await heldLock(cell, nextDir);
  expect.soft(afterRecover, `the lock after recover\n${trace(steps)}`).toBeNull();
  if (afterRecover !== null) {
    // What a person then does (issue 25): force the lock open, then run `up` again.
    const unlock = await stackgate(
      scenario.next,
      "unlock --force (by hand)",
      ["unlock", "--force", "--json", "-C", nextDir, ...flags],
      { cwd: nextDir, tag, timeoutMs: STEP_MS },
    );
    steps.push(unlock);
  }
  for (const { command, address } of left) {
    if (command !== "taint") continue;
    const taint = await terraform(world, `terraform taint ${address}`, ["taint", address], {
      cwd: nextDir,
      tag,
      timeoutMs: STEP_MS,
    });
    steps.push(taint);
    expect(taint.exitCode, trace(steps)).toBe(0);
  }
  const accept = left.flatMap((l) => ["--accept-open-items", l.address]);
  const up = await stackgate(
    scenario.next,
    "next up",
    ["up", "--yes", ...accept, "--json", "-C", nextDir, ...flags],
    {
      cwd: nextDir,
      tag,
      timeoutMs: STEP_MS,
    },
  );
  steps.push(up);
  await reapLeftovers(cell.tag);

  expect(creations(cell), `each item created exactly once\n${trace(steps)}`).toEqual(
    Array.from({ length: ITEMS }, () => 1),
  );
  expect(up.exitCode, trace(steps)).toBe(0);
  const state = await stateList(world, nextDir, tag, STEP_MS);
  expect(state.addresses, `${state.step.stderr}\n${trace(steps)}`).toEqual(
    Array.from({ length: ITEMS }, (_, i) => `terraform_data.item[${i}]`),
  );
  expect(await heldLock(cell, nextDir), `the lock at the end\n${trace(steps)}`).toBeNull();
}

describe.sequential(
  "issue 25: a run's record survives other runs (built CLI, real terraform)",
  () => {
    for (const backend of ["pg", "s3-dynamodb", "s3-lockfile"] as const) {
      it(
        `case 3 on ${backend}: a later run's locked preview does not hide a killed apply`,
        { timeout: 300_000 },
        async () => {
          await playCase(backend, {
            victim: world,
            other: { world, command: "preview" },
            next: world,
          });
        },
      );
    }

    for (const backend of ["pg", "s3-dynamodb"] as const) {
      it(
        `case 2 on ${backend}: a matrix sibling's locked up does not close the winner's record`,
        { timeout: 300_000 },
        async () => {
          await playCase(backend, {
            victim: onGitHub("7001", "deploy"),
            other: { world: onGitHub("7001", "deploy"), command: "up" },
            next: onGitHub("7002", "deploy"),
          });
        },
      );
    }
  },
);
