/**
 * The concurrent trial (issue 18) on a Pulumi DIY `file://` backend, through the PULUMI CLI
 * EMULATOR (test/support/pulumi-emulator, not Pulumi): checkouts A and B of one project whose
 * `Pulumi.yaml` names the same backend directory, so they share the stack's checkpoint and its
 * lock files (`.pulumi/locks/organization/<project>/<stack>/<uuid>.json`, one per process).
 *
 * Pulumi cannot wait for a lock: the real CLI refuses a locked stack at once ("the stack is
 * currently locked by N lock(s)"; a `--lock-timeout` for it is only proposed, pulumi/pulumi#9047
 * and #13580), and a DIY backend has no way to hold a dead process's lock while another writes
 * (#3600: no exclusive lock for repairs), so recovery deletes the dead owner's file and its
 * `pulumi refresh` takes a lock of its own. So A's `up` is SIGKILLed (its whole tree) mid-update
 * at a seeded moment, and B's `up` starts at a seeded offset from A's `recover` (before it, or
 * while it runs). B may then be refused at once (A's dead lock, or the lock of A's repair
 * refresh): an honest outcome that applied nothing, after which B's next run must converge. When
 * B's engine holds the lock, `recover` and `status` run again in A's checkout while B updates.
 *
 * Violations: a recover in A's checkout removes any lock file but A's dead one, or touches the
 * stack while B's engine holds it (B's lock file gone or changed, a refresh or import reported,
 * B's update stopped); `pulumi cancel` runs; B (or its next run after a refusal) does not
 * apply; afterwards a lock file or a pending operation remains, or something B's provider
 * created (its cloud log) is not in the state with its id.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { fixturePath } from "../fixtures.js";
import { emulator } from "../pulumi-project.js";
import type { ConcurrentReport } from "./concurrent.js";
import { readJournal } from "./journal.js";
import {
  freezeAndKill,
  hasTag,
  isRunning,
  reapLeftovers,
  sleep,
  trialProcesses,
  waitFor,
} from "./procs.js";
import { Rng } from "./rng.js";
import { spawnStackgate, stackgate, type SpawnedRun, type StepRecord } from "./steps.js";
import type { ChaosWorld } from "./world.js";

const PROJECT = "sample";
const STACK = `organization/${PROJECT}/dev`;
/** 16 creates: the update A is killed in, and the one B applies. */
const CREATES = fixturePath(
  "pulumi",
  "preview-json",
  "stratify-test-resources-pulumi__sample-preview-creates.json",
);
/** A: ~220 ms a step (as in the Pulumi chaos suite). */
const SCENARIO_A = { eventDelayMs: 60, inflightMs: 200, createAt: 0.15, checkpointLagMs: 100 };
/**
 * B: ~1 s a step, 90 % of it with the step in flight (a pending operation in the checkpoint),
 * so that A's recover and status run while B's engine holds the lock and has a step in flight.
 */
const SCENARIO_B = { eventDelayMs: 100, inflightMs: 200, createAt: 0.15, checkpointLagMs: 800 };

interface LockFile {
  path: string;
  pid: number | null;
  raw: string;
}

function lockDirOf(state: string): string {
  return join(state, ".pulumi", "locks", "organization", PROJECT, "dev");
}

/** The stack's DIY lock files, read from the backend directory. */
function lockFiles(state: string): LockFile[] {
  const dir = lockDirOf(state);
  if (!existsSync(dir)) return [];
  const files: LockFile[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    const path = join(dir, name);
    try {
      const raw = readFileSync(path, "utf8");
      const pid = (JSON.parse(raw) as { pid?: unknown }).pid;
      files.push({ path, pid: typeof pid === "number" ? pid : null, raw });
    } catch {
      // removed (or being written) while listed
    }
  }
  return files;
}

/** B's lock: a lock file whose owner is a running process of B's run. */
function heldBy(state: string, tag: string): LockFile | null {
  return (
    lockFiles(state).find((l) => l.pid !== null && isRunning(l.pid) && hasTag(l.pid, tag)) ?? null
  );
}

function writeCheckout(dir: string, state: string, scenario: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "Pulumi.yaml"),
    `name: ${PROJECT}\nruntime: nodejs\nbackend:\n  url: file://${state}\n`,
  );
  writeFileSync(
    join(dir, "pulumi-emulator.json"),
    JSON.stringify({ stages: [{ preview: CREATES }], ...scenario }, null, 2),
  );
}

/** urn → id of what the provider created from this checkout (the emulator's cloud log). */
function cloudOf(dir: string): Map<string, string> {
  const file = join(dir, ".pulumi-emulator", "cloud.ndjson");
  const live = new Map<string, string>();
  if (!existsSync(file)) return live;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const r = JSON.parse(line) as { op: string; urn: string; id: string };
    if (r.op === "create") live.set(r.urn, r.id);
    else live.delete(r.urn);
  }
  return live;
}

/** The emulator commands a checkout ran (argv), from its command log. */
function commandsOf(dir: string): Array<{ argv: string[]; pid: number }> {
  const file = join(dir, ".pulumi-emulator", "commands.ndjson");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { argv: string[]; pid: number });
}

/** The lock files a recover's report says it removed. */
function removedLockFiles(step: StepRecord): string[] {
  const actions = Array.isArray(step.json?.actions) ? (step.json.actions as unknown[]) : [];
  const removed: string[] = [];
  for (const a of actions) {
    const { kind, detail } = (a ?? {}) as { kind?: unknown; detail?: unknown };
    if (kind !== "unlock" || typeof detail !== "string") continue;
    const path = /removed the lock file (\S+)/.exec(detail)?.[1];
    removed.push(path ?? detail);
  }
  return removed;
}

/** Actions of a recover that changed the stack (a refresh, an import, a cleared create). */
function stackWrites(step: StepRecord): string[] {
  const actions = Array.isArray(step.json?.actions) ? (step.json.actions as unknown[]) : [];
  return actions
    .map((a) => (a ?? {}) as { kind?: unknown; ok?: unknown; detail?: unknown })
    .filter(
      (a) =>
        a.ok === true &&
        (a.kind === "refresh" || a.kind === "import" || a.kind === "clear-pending-creates"),
    )
    .map((a) => `${String(a.kind)}: ${String(a.detail)}`);
}

export async function runPulumiConcurrentTrial(
  world: ChaosWorld,
  seed: number,
): Promise<ConcurrentReport> {
  const rng = new Rng(seed);
  const name = world.uniqueName("concurrent-pulumi-diy");
  const root = join(world.root, name);
  const state = join(root, "state");
  const dirA = join(root, "a");
  const dirB = join(root, "b");
  /** A third checkout of the stack that never ran anything: it only asks `status`. */
  const dirC = join(root, "c");
  mkdirSync(state, { recursive: true });
  writeCheckout(dirA, state, SCENARIO_A);
  writeCheckout(dirB, state, SCENARIO_B);
  writeCheckout(dirC, state, SCENARIO_B);
  const report: ConcurrentReport = {
    backend: "pulumi-diy",
    killAfterMs: rng.int(0, 900),
    steps: [],
    violations: [],
  };
  /** B starts this long after A's recover started (negative: before it). */
  const bOffsetMs = rng.int(-600, 1_500);
  report.note = `B started ${bOffsetMs} ms ${bOffsetMs < 0 ? "before" : "after"} A's recover started`;
  const fail = (message: string): void => void report.violations.push(message);
  const tagA = `${world.root}/${name}-a`;
  const tagB = `${world.root}/${name}-b`;
  const args = (dir: string, command: string[]): string[] => [
    ...command,
    "--engine",
    "pulumi",
    "--engine-binary",
    emulator,
    "--stack",
    STACK,
    "-C",
    dir,
    "--json",
  ];
  const cliA = async (step: string, command: string[]): Promise<StepRecord> => {
    const record = await stackgate(world, step, args(dirA, command), {
      cwd: dirA,
      tag: `${tagA}-${step.replace(/\W+/g, "-")}`,
    });
    report.steps.push(record);
    return record;
  };
  const init = await execa(emulator, ["stack", "init", "--stack", STACK], {
    cwd: dirA,
    env: world.env(tagA),
    extendEnv: false,
    reject: false,
  });
  if (init.exitCode !== 0) {
    fail(`pulumi stack init failed: ${init.stderr}`);
    return report;
  }

  const runA = spawnStackgate(world, args(dirA, ["up", "--yes"]), { cwd: dirA, tag: tagA });
  const journalA = join(dirA, ".stackgate", "journal", `${encodeURIComponent(STACK)}.ndjson`);
  try {
    await waitFor(
      "A mid-update (a finished create journaled, A's lock file present)",
      () =>
        readJournal(journalA).entries.some((e) => e.type === "resource" && e.status === "done") &&
        lockFiles(state).length > 0,
      60_000,
    );
    await sleep(report.killAfterMs);
  } catch (error) {
    fail(String(error));
  }
  // The engine runs in its own process group: freeze it at once too, not after a /proc scan.
  const engineA = commandsOf(dirA)
    .filter((c) => c.argv[0] === "up")
    .at(-1)?.pid;
  freezeAndKill(tagA, [
    runA.pid,
    ...(engineA !== undefined && hasTag(engineA, tagA) ? [engineA] : []),
  ]);
  report.steps.push(await runA.record("A: up (SIGKILL of the tree)"));
  await reapLeftovers(tagA);
  if (report.violations.length > 0) return report;
  const deadLocks = new Set(lockFiles(state).map((l) => l.path));
  if (deadLocks.size === 0) fail("A's SIGKILL left no lock file (the trial struck too late)");

  // A's recover and B's first `up`, at the seeded offset from each other.
  const startB = (attempt: number): SpawnedRun =>
    spawnStackgate(world, args(dirB, ["up", "--yes"]), { cwd: dirB, tag: `${tagB}-${attempt}` });
  const early = bOffsetMs < 0 ? startB(1) : null;
  if (early !== null) await sleep(-bOffsetMs);
  const recovering = cliA("A: recover", ["recover", "--pending-creates", "import"]);
  if (early === null) await sleep(bOffsetMs);
  let runB = early ?? startB(1);
  const first = await recovering;
  checkRemovals(first, deadLocks, fail);

  let attempt = 1;
  let checkedWhileApplying = false;
  for (;;) {
    const tag = `${tagB}-${attempt}`;
    let bEnded = false;
    void runB.exited.then(() => (bEnded = true));
    await waitFor(
      "B's engine holding the lock, or B's end",
      () => heldBy(state, tag) !== null || bEnded,
      60_000,
    ).catch((error: unknown) => fail(String(error)));
    const held = heldBy(state, tag);
    if (held !== null && !checkedWhileApplying) {
      checkedWhileApplying = true;
      const again = await cliA("A: recover while B updates", [
        "recover",
        "--pending-creates",
        "import",
      ]);
      const status = await cliA("A: status while B updates", ["status"]);
      const after = lockFiles(state).find((l) => l.path === held.path);
      if (after === undefined) fail(`B's lock file ${held.path} vanished under A's recover`);
      else if (after.raw !== held.raw) fail(`B's lock file ${held.path} changed under A's recover`);
      if (bEnded)
        fail(
          "B's update was over before A's recover while B updates finished: nothing was attacked",
        );
      checkRemovals(again, deadLocks, fail);
      const writes = stackWrites(again);
      if (writes.length > 0)
        fail(`A's recover changed the stack while B's engine held it: ${writes.join("; ")}`);
      if (verdictOf(status) === "dead") fail("status called B's live lock dead");
      const inFlight = liveCalledBroken(status);
      if (inFlight !== null) fail(inFlight);
      // Issue 18 case 9 from a clone with no journal at all, as a B step has just begun.
      const stepBegan = await stepJustBegan(state, tag);
      const fresh = await stackgate(
        world,
        "C: status as a B step is in flight",
        args(dirC, ["status"]),
        {
          cwd: dirC,
          tag: `${tagA}-c-status`,
        },
      );
      report.steps.push(fresh);
      if (fresh.json?.pendingRepair !== false) {
        fail(
          `status in a fresh checkout said "pendingRepair: ${String(fresh.json?.pendingRepair)}" while B's engine held the stack` +
            ` (${stepBegan ? "a B step had just begun" : "no B step was seen beginning"}): B's steps in flight are not a repair`,
        );
      }
      if (verdictOf(fresh) === "dead") fail("status in a fresh checkout called B's live lock dead");
    }
    const current = runB;
    const timer = setTimeout(() => freezeAndKill(tag, [current.pid]), 120_000);
    const b = await current.record(`B: up${attempt > 1 ? ` (attempt ${attempt})` : ""}`);
    clearTimeout(timer);
    report.steps.push(b);
    await reapLeftovers(tag);
    if (b.exitCode === 0 && b.json?.outcome === "applied") break;
    // Pulumi refuses a locked stack at once (A's dead lock, or the lock of A's repair refresh):
    // nothing was applied; B's next run, once A's recover is over, must converge.
    if (attempt === 1 && b.json?.outcome === "locked") {
      attempt++;
      runB = startB(attempt);
      continue;
    }
    fail(`B must apply: exit ${b.exitCode}, outcome ${String(b.json?.outcome)}`);
    break;
  }

  const left = lockFiles(state);
  if (left.length > 0)
    fail(`lock files remain after B finished: ${left.map((l) => l.path).join(", ")}`);
  const exported = await execa(emulator, ["stack", "export", "--stack", STACK], {
    cwd: dirB,
    env: world.env(`${tagB}-export`),
    extendEnv: false,
    reject: false,
  });
  if (exported.exitCode !== 0) {
    fail(`pulumi stack export failed: ${exported.stderr}`);
    return report;
  }
  const deployment = (JSON.parse(exported.stdout) as { deployment: Record<string, unknown> })
    .deployment;
  const resources = new Map(
    ((deployment.resources ?? []) as Array<{ urn: string; id?: string }>).map((r) => [r.urn, r.id]),
  );
  const pending = (deployment.pending_operations ?? []) as unknown[];
  if (pending.length > 0) fail(`${pending.length} pending operation(s) remain after B applied`);
  const created = cloudOf(dirB);
  if (created.size === 0) fail("B's provider created nothing (its cloud log is empty)");
  for (const [urn, id] of created) {
    if (resources.get(urn) !== id) {
      fail(`B's ${urn} (id ${id}) is not in the state: it has ${String(resources.get(urn))}`);
    }
  }
  for (const dir of [dirA, dirB]) {
    if (commandsOf(dir).some((c) => c.argv[0] === "cancel"))
      fail(`\`pulumi cancel\` ran in ${dir}`);
  }
  if (trialProcesses(tagB).length > 0) await reapLeftovers(tagB);
  return report;
}

/** A recover in A's checkout may remove A's dead lock files and nothing else. */
function checkRemovals(
  step: StepRecord,
  deadLocks: ReadonlySet<string>,
  fail: (m: string) => void,
): void {
  for (const removed of removedLockFiles(step)) {
    if (!deadLocks.has(removed))
      fail(`${step.name} removed a lock file that was not A's: ${removed}`);
  }
}

/** The stack's checkpoint has pending operations (a step in flight, or left by a dead run). */
function hasPending(state: string): boolean {
  try {
    const doc = JSON.parse(
      readFileSync(join(state, ".pulumi", "stacks", PROJECT, "dev.json"), "utf8"),
    ) as { checkpoint?: { latest?: { pending_operations?: unknown[] } } };
    return (doc.checkpoint?.latest?.pending_operations?.length ?? 0) > 0;
  } catch {
    return false; // being replaced (written atomically), or not written yet
  }
}

/**
 * Waits for a B step to begin (the checkpoint without pending operations, then with one, while
 * B's engine holds the stack), so that a status run now meets it in flight. False if none was
 * seen in time (B finished, or a dead run's pending creates stayed in the checkpoint).
 */
async function stepJustBegan(state: string, tag: string): Promise<boolean> {
  try {
    await waitFor(
      "a moment between B's steps",
      () => !hasPending(state) || heldBy(state, tag) === null,
      10_000,
      5,
    );
    await waitFor(
      "a B step beginning",
      () => hasPending(state) || heldBy(state, tag) === null,
      10_000,
      5,
    );
    return heldBy(state, tag) !== null;
  } catch {
    return false;
  }
}

/** The ownership verdict `status` gave the lock holder (undefined when it gave none). */
function verdictOf(status: StepRecord): unknown {
  const holder: unknown = status.json?.holder;
  if (typeof holder !== "object" || holder === null || !("verdict" in holder)) return undefined;
  const verdict: unknown = holder.verdict;
  return typeof verdict === "object" && verdict !== null && "kind" in verdict
    ? verdict.kind
    : undefined;
}

/**
 * `status` in A's checkout while B's engine holds the stack: B's steps in flight are in the
 * checkpoint as pending operations, and they are not a repair. "Repair pending" is only right
 * when A's own run is unfinished (its journal not done/recovered).
 */
export function liveCalledBroken(status: StepRecord): string | null {
  const json = status.json;
  if (json?.pendingRepair !== true) return null;
  const phase = (json.lastRun as { phase?: unknown } | null | undefined)?.phase;
  if (phase !== "done" && phase !== "recovered") return null;
  const pending = Array.isArray(json.pendingOperations) ? json.pendingOperations.length : 0;
  return `status in A's checkout said "pendingRepair: true" while B's engine held the stack (A's run ${String(phase)}; ${pending} pending operation(s) listed: B's steps in flight)`;
}
