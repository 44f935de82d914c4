/**
 * The concurrent trial (issue 18) on Pulumi, through the PULUMI CLI EMULATOR
 * (test/support/pulumi-emulator, not Pulumi): checkouts A and B of one project share the stack —
 * `pulumi-diy`: their `Pulumi.yaml` names one `file://` backend directory (the checkpoint and the
 * lock files `.pulumi/locks/organization/<project>/<stack>/<uuid>.json`, one per process);
 * `pulumi-cloud`: both talk to one emulated Pulumi Cloud service (scenario `cloud.dir`), whose
 * lease is the update in progress.
 *
 * Pulumi cannot wait for a lock: the real CLI refuses a locked stack at once ("the stack is
 * currently locked by N lock(s)"; "[409] Conflict: Another update is currently in progress";
 * a `--lock-timeout` for it is only proposed, pulumi/pulumi#9047 and #13580), and neither backend
 * lets one process hold a dead process's lease while it writes (#3600: no exclusive lock for
 * repairs), so recovery removes the dead owner's lock file (DIY) or cancels its update (Cloud)
 * and its `pulumi refresh` takes a lease of its own. So A's `up` is SIGKILLed (its whole tree)
 * mid-update at a seeded moment, and B's `up` starts at a seeded offset from A's `recover`
 * (before it, or while it runs). B may then be refused at once (A's dead lease, or the lease of
 * A's repair refresh): an honest outcome that applied nothing, after which B's next run must
 * converge. When B's engine holds the stack, `recover` and `status` run again in A's checkout,
 * and `status` in a third checkout C that never ran anything, as a B step is in flight.
 *
 * Violations: a recover in A's checkout releases any lease but A's dead one, or touches the
 * stack while B's engine holds it (B's lease gone or changed, a refresh or import reported);
 * `status` calls B's lease dead or B's steps in flight a pending repair; `pulumi cancel` runs on
 * DIY; an update of B's ends other than succeeded (Cloud: canceled under it); B (or its next run
 * after a refusal) does not apply; afterwards a lease or a pending operation of B's remains, or
 * something B's provider created (its cloud log) is not in the state with its id.
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

/** What holds the stack: a DIY lock file (id: its path), a Cloud update in progress. */
interface Lease {
  id: string;
  /** Its bytes (DIY) or its history record (Cloud): compared before and after an attack. */
  raw: string;
}

/** The stack both checkouts share, on a DIY backend or on the emulated Pulumi Cloud. */
interface SharedStack {
  backend: "pulumi-diy" | "pulumi-cloud";
  stack: string;
  backendUrl: string;
  /** The stack's checkpoint file (where the emulator keeps it). */
  checkpoint: string;
  /** Scenario keys of every checkout (Cloud: the one service they share). */
  scenario: Record<string, unknown>;
  /** Every lease held now, read from the backend. */
  leases(): Lease[];
  /** B's lease: held by a running process of B's run (DIY), or an update of B's run (Cloud). */
  heldByB(tag: string, dirB: string): Lease | null;
  /** What a recover's report says it released: lock file paths, canceled updates. */
  released(step: StepRecord): string[];
}

function sharedStack(backend: SharedStack["backend"], root: string): SharedStack {
  if (backend === "pulumi-cloud") {
    const service = join(root, "service");
    const checkpoint = join(service, "org", PROJECT, "dev.json");
    const history = join(service, "org", PROJECT, "dev.history.json");
    const inProgress = (): Array<{ version: number; message: string; raw: string }> =>
      readHistory(history)
        .filter((u) => u.result === "in-progress")
        .map((u) => ({ version: u.version, message: u.message, raw: JSON.stringify(u) }));
    return {
      backend,
      stack: `org/${PROJECT}/dev`,
      backendUrl: "https://api.pulumi.example",
      checkpoint,
      scenario: { cloud: { dir: service } },
      leases: () => inProgress().map((u) => ({ id: `update ${u.version}`, raw: u.raw })),
      heldByB(_tag, dirB) {
        const runId = lastRunId(dirB, `org/${PROJECT}/dev`);
        const update = inProgress().find(
          (u) => runId !== null && u.message.includes(`[stackgate run ${runId}]`),
        );
        return update ? { id: `update ${update.version}`, raw: update.raw } : null;
      },
      released: (step) =>
        actionDetails(step, "cancel-update").map(
          (d) => /canceled the Pulumi Cloud (update \d+)/.exec(d)?.[1] ?? d,
        ),
    };
  }
  const state = join(root, "state");
  mkdirSync(state, { recursive: true });
  return {
    backend,
    stack: `organization/${PROJECT}/dev`,
    backendUrl: `file://${state}`,
    checkpoint: join(state, ".pulumi", "stacks", PROJECT, "dev.json"),
    scenario: {},
    leases: () => lockFiles(state).map((l) => ({ id: l.path, raw: l.raw })),
    heldByB(tag) {
      const file = lockFiles(state).find(
        (l) => l.pid !== null && isRunning(l.pid) && hasTag(l.pid, tag),
      );
      return file ? { id: file.path, raw: file.raw } : null;
    },
    released: (step) =>
      actionDetails(step, "unlock").map((d) => /removed the lock file (\S+)/.exec(d)?.[1] ?? d),
  };
}

/** The stack's DIY lock files (`.pulumi/locks/organization/<project>/<stack>/<uuid>.json`). */
function lockFiles(state: string): Array<{ path: string; pid: number | null; raw: string }> {
  const dir = join(state, ".pulumi", "locks", "organization", PROJECT, "dev");
  if (!existsSync(dir)) return [];
  const files: Array<{ path: string; pid: number | null; raw: string }> = [];
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

interface CloudUpdate {
  version: number;
  message: string;
  result: string;
}

/** The emulated service's update history of the stack, oldest first. */
function readHistory(file: string): CloudUpdate[] {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as CloudUpdate[];
  } catch {
    return []; // not written yet (or being replaced: written atomically)
  }
}

/** The run id of the newest run a checkout journaled (null before its first). */
function lastRunId(dir: string, stack: string): string | null {
  const file = join(dir, ".stackgate", "journal", `${encodeURIComponent(stack)}.ndjson`);
  const start = readJournal(file)
    .entries.filter((e) => e.type === "start")
    .at(-1);
  const runId = (start?.header as { runId?: unknown } | undefined)?.runId;
  return typeof runId === "string" ? runId : null;
}

function writeCheckout(dir: string, shared: SharedStack, scenario: Record<string, unknown>): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "Pulumi.yaml"),
    `name: ${PROJECT}\nruntime: nodejs\nbackend:\n  url: ${shared.backendUrl}\n`,
  );
  writeFileSync(
    join(dir, "pulumi-emulator.json"),
    JSON.stringify({ stages: [{ preview: CREATES }], ...scenario, ...shared.scenario }, null, 2),
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

/** The details of a recover's successful actions of one kind. */
function actionDetails(step: StepRecord, kind: string): string[] {
  const actions = Array.isArray(step.json?.actions) ? (step.json.actions as unknown[]) : [];
  return actions
    .map((a) => (a ?? {}) as { kind?: unknown; ok?: unknown; detail?: unknown })
    .filter((a) => a.kind === kind && a.ok === true && typeof a.detail === "string")
    .map((a) => String(a.detail));
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
  backend: SharedStack["backend"],
  seed: number,
): Promise<ConcurrentReport> {
  const rng = new Rng(seed);
  const name = world.uniqueName(`concurrent-${backend}`);
  const root = join(world.root, name);
  const shared = sharedStack(backend, root);
  const stack = shared.stack;
  const dirA = join(root, "a");
  const dirB = join(root, "b");
  /** A third checkout of the stack that never ran anything: it only asks `status`. */
  const dirC = join(root, "c");
  writeCheckout(dirA, shared, SCENARIO_A);
  writeCheckout(dirB, shared, SCENARIO_B);
  writeCheckout(dirC, shared, SCENARIO_B);
  const report: ConcurrentReport = {
    backend,
    killAfterMs: rng.int(0, 900),
    steps: [],
    violations: [],
  };
  /** B starts this long after A's recover started (negative: before it). */
  const bOffsetMs = rng.int(-600, 1_500);
  report.note = `B started ${Math.abs(bOffsetMs)} ms ${bOffsetMs < 0 ? "before" : "after"} A's recover started`;
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
    stack,
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
  const init = await execa(emulator, ["stack", "init", "--stack", stack], {
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
  const journalA = join(dirA, ".stackgate", "journal", `${encodeURIComponent(stack)}.ndjson`);
  try {
    await waitFor(
      "A mid-update (a finished create journaled, A's lease held)",
      () =>
        readJournal(journalA).entries.some((e) => e.type === "resource" && e.status === "done") &&
        shared.leases().length > 0,
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
  const deadLeases = new Set(shared.leases().map((l) => l.id));
  /** A's unfinished steps: pending operations only A's recover (or a person) may resolve. */
  const leftByA = new Set(pendingOf(shared.checkpoint));
  if (deadLeases.size === 0) fail("A's SIGKILL left no lease (the trial struck too late)");

  // A's recover and B's first `up`, at the seeded offset from each other.
  const startB = (attempt: number): SpawnedRun =>
    spawnStackgate(world, args(dirB, ["up", "--yes"]), { cwd: dirB, tag: `${tagB}-${attempt}` });
  const early = bOffsetMs < 0 ? startB(1) : null;
  if (early !== null) await sleep(-bOffsetMs);
  const recovering = cliA("A: recover", ["recover", "--pending-creates", "import"]);
  if (early === null) await sleep(bOffsetMs);
  let runB = early ?? startB(1);
  const first = await recovering;
  checkReleases(shared, first, deadLeases, fail);

  const runsOfB: string[] = [];
  let attempt = 1;
  let checkedWhileApplying = false;
  for (;;) {
    const tag = `${tagB}-${attempt}`;
    let bEnded = false;
    void runB.exited.then(() => (bEnded = true));
    const heldByB = (): Lease | null => shared.heldByB(tag, dirB);
    await waitFor(
      "B's engine holding the stack, or B's end",
      () => heldByB() !== null || bEnded,
      60_000,
    ).catch((error: unknown) => fail(String(error)));
    const held = heldByB();
    if (held !== null && !checkedWhileApplying) {
      checkedWhileApplying = true;
      const again = await cliA("A: recover while B updates", [
        "recover",
        "--pending-creates",
        "import",
      ]);
      const status = await cliA("A: status while B updates", ["status"]);
      const after = shared.leases().find((l) => l.id === held.id);
      if (after === undefined) fail(`B's lease ${held.id} vanished under A's recover`);
      else if (after.raw !== held.raw)
        fail(`B's lease ${held.id} changed under A's recover: ${held.raw} → ${after.raw}`);
      if (bEnded)
        fail(
          "B's update was over before A's recover while B updates finished: nothing was attacked",
        );
      checkReleases(shared, again, deadLeases, fail);
      const writes = stackWrites(again);
      if (writes.length > 0)
        fail(`A's recover changed the stack while B's engine held it: ${writes.join("; ")}`);
      if (verdictOf(status) === "dead") fail("status called B's live lock dead");
      const inFlight = liveCalledBroken(status);
      if (inFlight !== null) fail(inFlight);
      // Issue 18 case 9 from a clone with no journal at all, as a B step has just begun.
      const stepBegan = await stepJustBegan(shared.checkpoint, heldByB);
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
    const runId = lastRunId(dirB, stack);
    if (runId !== null && !runsOfB.includes(runId)) runsOfB.push(runId);
    const over = /Attempting to deploy or update resources with (\d+) pending operations/.exec(
      b.stdout + b.stderr,
    );
    // Not a violation of this trial's property (B keeps its lease and resources), but told:
    // B's update ran over A's unrepaired pending creates (A's refresh met B's lease).
    if (over !== null)
      report.note = `${report.note ?? ""}; B updated over ${over[1]} of A's pending operation(s)`;
    if (b.exitCode === 0 && b.json?.outcome === "applied") break;
    // Pulumi refuses a locked stack at once (A's dead lease, or the lease of A's repair
    // refresh): nothing was applied; B's next run, once A's recover is over, must converge.
    if (attempt === 1 && b.json?.outcome === "locked") {
      attempt++;
      runB = startB(attempt);
      continue;
    }
    fail(`B must apply: exit ${b.exitCode}, outcome ${String(b.json?.outcome)}`);
    break;
  }

  const left = shared.leases();
  if (left.length > 0) fail(`leases remain after B finished: ${left.map((l) => l.id).join(", ")}`);
  if (backend === "pulumi-cloud") {
    // Every update B's runs started ended as B's engine ended it: none was canceled under it.
    const history = readHistory(shared.checkpoint.replace(/\.json$/, ".history.json"));
    for (const u of history) {
      if (
        runsOfB.some((id) => u.message.includes(`[stackgate run ${id}]`)) &&
        u.result !== "succeeded"
      )
        fail(`B's update ${u.version} ended ${u.result}: ${u.message}`);
    }
  }
  const exported = await execa(emulator, ["stack", "export", "--stack", stack], {
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
  // Pulumi proceeds over another update's pending operations with a warning (pulumi/pulumi#9293)
  // and keeps pending creates: A's may remain (A's repair); B's own steps must all have ended.
  const ofB = pendingOf(shared.checkpoint).filter((op) => !leftByA.has(op));
  if (ofB.length > 0) fail(`B's update left pending operations: ${ofB.join(", ")}`);
  const created = cloudOf(dirB);
  if (created.size === 0) fail("B's provider created nothing (its cloud log is empty)");
  for (const [urn, id] of created) {
    if (resources.get(urn) !== id) {
      fail(`B's ${urn} (id ${id}) is not in the state: it has ${String(resources.get(urn))}`);
    }
  }
  const cancels = [dirA, dirB, dirC].flatMap((dir) =>
    commandsOf(dir).filter((c) => c.argv[0] === "cancel"),
  );
  if (backend === "pulumi-diy" && cancels.length > 0) fail("`pulumi cancel` ran on a DIY backend");
  if (trialProcesses(tagB).length > 0) await reapLeftovers(tagB);
  return report;
}

/** A recover in A's checkout may release A's dead leases and nothing else. */
function checkReleases(
  shared: SharedStack,
  step: StepRecord,
  deadLeases: ReadonlySet<string>,
  fail: (m: string) => void,
): void {
  for (const released of shared.released(step)) {
    if (!deadLeases.has(released))
      fail(`${step.name} released a lease that was not A's: ${released}`);
  }
}

/** The checkpoint's pending operations as `<type> <urn>` (a step in flight, or left by a dead run). */
function pendingOf(checkpoint: string): string[] {
  try {
    const doc = JSON.parse(readFileSync(checkpoint, "utf8")) as {
      checkpoint?: {
        latest?: { pending_operations?: Array<{ type?: string; resource?: { urn?: string } }> };
      };
    };
    return (doc.checkpoint?.latest?.pending_operations ?? []).map(
      (op) => `${String(op.type)} ${String(op.resource?.urn)}`,
    );
  } catch {
    return []; // being replaced (written atomically), or not written yet
  }
}

function hasPending(checkpoint: string): boolean {
  return pendingOf(checkpoint).length > 0;
}

/**
 * Waits for a B step to begin (the checkpoint without pending operations, then with one, while
 * B's engine holds the stack), so that a status run now meets it in flight. False if none was
 * seen in time (B finished, or a dead run's pending creates stayed in the checkpoint).
 */
async function stepJustBegan(checkpoint: string, heldByB: () => Lease | null): Promise<boolean> {
  try {
    await waitFor(
      "a moment between B's steps",
      () => !hasPending(checkpoint) || heldByB() === null,
      10_000,
      5,
    );
    await waitFor(
      "a B step beginning",
      () => hasPending(checkpoint) || heldByB() === null,
      10_000,
      5,
    );
    return heldByB() !== null;
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
