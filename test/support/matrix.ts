/**
 * The matrix on the shipped bundles (issue 20): {CLI, Action main + post, Pipe + `final:` step}
 * × {local, pg, http, s3 DynamoDB, s3 lock file, Pulumi DIY (emulator)} × {clean, the
 * platform's stop sequence, hard kill}. One test file per door (test/e2e/matrix-*.test.ts)
 * implements `Door`; `runMatrixCell` plays one cell the same way for every door:
 *
 *   1. `up` through the door on a small project (Terraform: three terraform_data, item 0 at
 *      once, items 1 and 2 wait for a `go` file; Pulumi: the emulator's 16 creates);
 *   2. clean: it runs to the end. Otherwise, once the apply is under way (a create finished with
 *      its id in the journal — the one the entry point's recovery reads — and, where the lock
 *      outlives its owner, the lock held and journaled), the platform's stop sequence
 *      (`Door.stop`) or a hard kill (every process of the step frozen, then SIGKILLed);
 *   3. the entry point's recovery (`Door.recover`: the post step, the final step, `recover`);
 *   4. asserted, read from the backend and the ground truth, never from stackgate: no lock;
 *      no engine of the run still running; every resource that exists (Terraform: its marker
 *      file, one line per creation; Pulumi: the emulator's cloud log) is in state;
 *   5. the next run through the door (Terraform `up`, Pulumi `preview`) exits 0 without
 *      recovering anything first, and then: Terraform — every resource created exactly once
 *      (one marker line each), each in state once, and `terraform plan -detailed-exitcode`
 *      (the engine's word: stackgate's journal belongs to the door that ran) finds no change;
 *      Pulumi — state = cloud, no pending operation, no lock file (the
 *      emulator replays a recorded preview, it computes no diff: "no change" cannot be asked
 *      of it).
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  backendDriver,
  CHAOS_BACKENDS,
  freezeAndKill,
  hasFinishedCreate,
  journalFile,
  leftLockInfo,
  lockSnapshot,
  readJournal,
  reapLeftovers,
  stackFor,
  stateList,
  strandedLock,
  terraform,
  trialProcesses,
  waitFor,
  type ChaosWorld,
  type Stack,
} from "./chaos.js";
import {
  cloudCreateCounts,
  cloudResources,
  emulator,
  exportStack,
  lockFiles,
  slowPulumiProject,
  type Project,
} from "./pulumi-project.js";

export const MATRIX_BACKENDS = [...CHAOS_BACKENDS, "pulumi-diy"] as const;
export type MatrixBackend = (typeof MATRIX_BACKENDS)[number];
export const MATRIX_STOPS = ["clean", "platform-stop", "hard-kill"] as const;
export type MatrixStop = (typeof MATRIX_STOPS)[number];

/** Terraform resources of a cell's project (item 0 is created at once). */
const ITEMS = 3;

/** How a step (a CLI run, an Action step, a Pipe step) ended. */
export interface Ended {
  exitCode: number | null;
  signal: string | null;
  /** Exit, signal and output, for assertion messages. */
  log: string;
  /** The Action step's saved state (GITHUB_STATE), for its post step. */
  state?: Record<string, string>;
}

export interface Running {
  pid: number;
  done: Promise<Ended>;
}

/** What the entry point's recovery said, normalised across doors. */
export interface Recovery extends Ended {
  /** "recovered", "clean" (nothing to repair), "finished" (Action: main had finished). */
  outcome: string | null;
  /** The workdir it ran in (the Pipe's final step: a fresh clone). */
  dir: string;
}

/** What the door's settings are made of (each door spells them as flags, inputs or variables). */
export interface CellSettings {
  stack: string;
  engine?: "pulumi";
  engineBinary?: string;
  stateDigest?: "repair";
  /** http: where the durable journal copy lives (the Pipe's fresh clone reads it). */
  journalDir?: string;
}

export interface Cell {
  world: ChaosWorld;
  backend: MatrixBackend;
  stop: MatrixStop;
  name: string;
  /** Every process of the cell carries it (freeze-and-kill, leftovers). */
  tag: string;
  /** The checkout `up` runs in; the project is at `<clone>/infra`. */
  clone: string;
  dir: string;
  settings: CellSettings;
  /** Terraform: the backend; null for Pulumi. */
  stack: Stack | null;
  /** Pulumi: the project (its DIY state outside the clone); null for Terraform. */
  pulumi: Project | null;
  /** Terraform: one file per resource, a line per creation. */
  markers: string;
  /**
   * The state or the ground truth lives in the clone (local backend: terraform.tfstate; the
   * emulator: its cloud log and scenario state): a fresh clone would not see it, so doors that
   * would start from one (the Pipe) stay in this clone.
   */
  stateInClone: boolean;
  /** Writes the project into `<clone>/infra` (a fresh checkout); returns that directory. */
  checkout(clone: string): string;
  /**
   * Open items (addresses) the person accepts the next `up` applying over (`accept-open-items`):
   * what recovery left that the ground truth (the markers) shows nothing of.
   */
  accept?: string[];
}

export interface Door {
  /** Starts `up` in `clone` (or `preview`: the next run of a Pulumi cell). */
  start(cell: Cell, clone: string, command: "up" | "preview"): Running;
  /** The platform's stop sequence on a running step; resolves once the step has ended. */
  stop(cell: Cell, running: Running): Promise<Ended>;
  /** The entry point's recovery after `up` ended as `stop` left it. */
  recover(cell: Cell, ended: Ended): Promise<Recovery>;
  /** A fresh checkout for the next run (or the cell's clone, when the state lives there). */
  nextClone(cell: Cell): string;
  /** The journal recovery will read (the Pipe's final step: the durable copy). */
  journal(cell: Cell): Promise<Record<string, unknown>[]>;
}

/** The local journal `up` writes in the cell's clone. */
export function localJournal(cell: Cell): Promise<Record<string, unknown>[]> {
  return Promise.resolve(readJournal(journalFile(cell.dir, cell.settings.stack)).entries);
}

/** The durable journal copy of a Terraform cell (pg table, http journal dir, the bucket). */
export async function durableJournal(cell: Cell): Promise<Record<string, unknown>[]> {
  if (cell.stack === null || cell.stateInClone) return localJournal(cell);
  const copy = await backendDriver(cell.stack.backend).durableJournal(
    cell.world,
    cell.stack,
    cell.settings.journalDir ?? "",
  );
  return copy?.entries ?? [];
}

/**
 * The local journal as recovery trusts it: where a durable copy exists, recovery counts the
 * local file's lock ID only when the durable copy of the run names a lock too (the checkout's
 * directory is not proof: journal/run-journal.ts), so until then its lock entries are left out.
 */
export async function trustedLocalJournal(
  cell: Cell,
  door: { passesJournalDir: boolean } = { passesJournalDir: true },
): Promise<Record<string, unknown>[]> {
  const local = await localJournal(cell);
  if (cell.stack === null || cell.stateInClone || cell.stack.backend === "local") return local;
  // http keeps its durable copy only in the journal directory a door may pass.
  if (cell.stack.backend === "http" && !door.passesJournalDir) return local;
  const durable = await durableJournal(cell);
  return durable.some((e) => e.type === "lock") ? local : local.filter((e) => e.type !== "lock");
}

/** A checkout of a one-file Terraform project: `<clone>/infra/main.tf`; returns that directory. */
export function writeCheckout(clone: string, hcl: string): string {
  mkdirSync(path.join(clone, "infra"), { recursive: true });
  writeFileSync(path.join(clone, "infra", "main.tf"), hcl);
  return path.join(clone, "infra");
}

/** Resources whose provisioner finished (their marker exists). */
export function markedAddresses(markers: string): string[] {
  return readdirSync(markers).map((m) => `terraform_data.item[${m.replace("item-", "")}]`);
}

/**
 * The cell's project and settings, its first checkout written in `cloneFor(tag)` (default: a
 * directory of the cell's own).
 */
export async function createCell(
  world: ChaosWorld,
  door: string,
  backend: MatrixBackend,
  stop: MatrixStop,
  cloneFor?: (tag: string) => string,
): Promise<Cell> {
  const name = world.uniqueName(`m-${door}-${backend}-${stop}`);
  const tag = `${world.root}/${name}`;
  const home = path.join(world.root, name);
  const markers = path.join(home, "markers");
  mkdirSync(markers, { recursive: true });
  const clone = cloneFor?.(tag) ?? path.join(home, "clone");
  const dir = path.join(clone, "infra");
  if (backend === "pulumi-diy") {
    const p = await slowPulumiProject(dir, path.join(home, "pulumi-state"));
    return {
      world,
      backend,
      stop,
      name,
      tag,
      clone,
      dir,
      settings: { stack: p.stack, engine: "pulumi", engineBinary: emulator },
      stack: null,
      pulumi: p,
      markers,
      stateInClone: true,
      checkout: () => dir,
    };
  }
  const journalDir = backend === "http" ? path.join(home, "durable-journal") : undefined;
  const stack = stackFor(world, backend, name, journalDir);
  const go = path.join(home, "go");
  if (stop === "clean") writeFileSync(go, "");
  const hcl = `${stack.hcl}
resource "terraform_data" "item" {
  count = ${ITEMS}
  input = count.index
  provisioner "local-exec" {
    command = "i=0; while [ \${count.index} != 0 ] && [ ! -f ${go} ] && [ $i -lt 300 ]; do sleep 0.2; i=$((i+1)); done; echo created >> ${markers}/item-\${count.index}"
  }
}
`;
  const checkout = (at: string): string => writeCheckout(at, hcl);
  checkout(clone);
  return {
    world,
    backend,
    stop,
    name,
    tag,
    clone,
    dir,
    settings: {
      stack: name,
      ...(backend.startsWith("s3") ? { stateDigest: "repair" as const } : {}),
      ...(journalDir === undefined ? {} : { journalDir }),
    },
    stack,
    pulumi: null,
    markers,
    stateInClone: backend === "local",
    checkout,
  };
}

/** Lets a Terraform cell's slow provisioners finish (the next run, after the interruption). */
export function release(cell: Cell): void {
  if (cell.stack !== null) appendFileSync(path.join(cell.world.root, cell.name, "go"), "");
}

/** The lock as the backend holds it; null when free. */
async function heldLock(cell: Cell, dir: string): Promise<string | null> {
  if (cell.pulumi !== null) {
    const files = lockFiles(cell.pulumi);
    return files.length > 0 ? `Pulumi DIY lock files ${files.join(", ")}` : null;
  }
  if (cell.stack === null) throw new Error(`cell ${cell.name} has neither a stack nor a project`);
  return strandedLock(await lockSnapshot(cell.world, cell.stack, dir));
}

/** The lock outlives a SIGKILL of its owner (http, s3, the Pulumi lock file). */
function lockStrands(cell: Cell): boolean {
  if (cell.pulumi !== null) return true;
  return cell.stack !== null && backendDriver(cell.stack.backend).sigkillStrandsLock;
}

/** A poll's read of the journal copy that takes longer is abandoned (and asked again). */
const JOURNAL_READ_LIMIT_MS = 5_000;

/** Mid-apply: the journal recovery reads has a finished create with its id (and the lock). */
async function landed(cell: Cell, door: Door): Promise<boolean> {
  trace(cell, "landed? journal");
  let entries: Record<string, unknown>[];
  try {
    entries = await within(JOURNAL_READ_LIMIT_MS, "the journal read", door.journal(cell), "");
  } catch (error) {
    // s3rver can stall a read that races the copy's rewrite (seen under load): ask again.
    trace(cell, `landed? the journal read failed: ${String(error)}`);
    return false;
  }
  trace(cell, `landed? ${entries.length} entries`);
  if (!hasFinishedCreate(entries)) return false;
  if (!lockStrands(cell)) return true;
  // Terraform: recovery releases a stranded lock by the id the run journaled (Pulumi's lock
  // file names its owner itself).
  const journaled = cell.pulumi !== null || entries.some((e) => e.type === "lock");
  return journaled && (await heldLock(cell, cell.dir)) !== null;
}

/** Engine processes of the cell still running (Terraform; the emulator, a node script). */
function runningEngines(cell: Cell): string[] {
  return trialProcesses(cell.tag)
    .filter((p) => p.comm === "terraform" || p.cmdline.includes("pulumi-emulator"))
    .map((p) => `pid ${p.pid} ${p.cmdline}`);
}

/** STACKGATE_MATRIX_TRACE=1: each cell's steps as they happen (for a cell that hangs). */
function trace(cell: Cell, what: string): void {
  if (process.env.STACKGATE_MATRIX_TRACE === "1") {
    console.log(`${new Date().toISOString()} ${cell.name}: ${what}`);
  }
}

/** How long one step of a cell may take (a hung step fails with what it printed so far). */
const STEP_LIMIT_MS = 60_000;

/** `promise`, or an error naming `what` (and the cell's log so far) after `ms`. */
async function within<T>(ms: number, what: string, promise: Promise<T>, log: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not end within ${ms} ms\n${log}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Plays one cell (see the header); throws with every step's output on a failed assertion. */
export async function runMatrixCell(door: Door, cell: Cell): Promise<void> {
  trace(cell, "up");
  const started = door.start(cell, cell.clone, "up");
  let log: string;
  let ended: Ended;
  if (cell.stop === "clean") {
    ended = await within(STEP_LIMIT_MS, "up", started.done, "");
    log = `--- up\n${ended.log}`;
    expect(ended.exitCode, log).toBe(0);
  } else {
    let over = false;
    void started.done.then(() => (over = true));
    await waitFor(
      "the apply to be under way",
      async () => over || (await landed(cell, door)),
      90_000,
      50,
    );
    if (over) throw new Error(`up ended before the ${cell.stop}\n${(await started.done).log}`);
    if (cell.stop === "hard-kill") {
      freezeAndKill(cell.tag, [started.pid]);
      ended = await within(STEP_LIMIT_MS, "the killed up", started.done, "");
      await reapLeftovers(cell.tag);
      log = `--- up (hard kill)\n${ended.log}`;
      expect(ended.signal, log).toBe("SIGKILL");
    } else {
      ended = await within(
        STEP_LIMIT_MS,
        `up after the ${cell.stop}`,
        door.stop(cell, started),
        "",
      );
      log = `--- up (${cell.stop})\n${ended.log}`;
    }
  }

  trace(cell, "recovery");
  const recovery = await within(STEP_LIMIT_MS, "the recovery", door.recover(cell, ended), log);
  log += `\n--- recovery\n${recovery.log}`;
  if (process.env.STACKGATE_MATRIX_VERBOSE === "1") console.log(log);
  const left = leftForAPerson(recovery.log);
  if (cell.stop !== "clean" && recovery.outcome === "needs-attention") {
    expectOnlyInFlightLeft(recovery.exitCode, recovery.log, cell.markers, log);
  } else {
    expect(recovery.exitCode, log).toBe(0);
    const outcomes =
      cell.stop === "clean"
        ? ["clean", "finished"]
        : cell.stop === "hard-kill"
          ? ["recovered"]
          : ["recovered", "clean"];
    expect(outcomes, `recovery outcome ${recovery.outcome}\n${log}`).toContain(recovery.outcome);
  }
  expect(runningEngines(cell), `an engine of the run outlived its recovery\n${log}`).toEqual([]);
  await reapLeftovers(cell.tag);
  await expectLockFree(cell, recovery.dir, log);
  await expectAccounted(cell, recovery.dir, log);

  // The person does what recovery asked: taints what is in state but never confirmed (so the
  // next apply recreates it). An import of a create that never finished finds nothing here:
  // terraform_data has no object outside the state.
  for (const { command, address } of left) {
    if (command !== "taint") continue;
    const taint = await terraform(cell.world, "terraform taint", ["taint", address], {
      cwd: recovery.dir,
      tag: cell.tag,
      timeoutMs: STEP_LIMIT_MS,
    });
    log += `\n--- terraform taint ${address} (by hand)\nexit ${taint.exitCode}\n${taint.stderr}`;
    expect(taint.exitCode, log).toBe(0);
  }

  // What recovery left open stays open (issue 26): the next `up` refuses until a person closes
  // or accepts it. The markers are the ground truth: an item left for a person has none (checked
  // above), so nothing of it exists; the person accepts applying over those items by name.
  cell.accept = left.map((l) => l.address);
  release(cell);
  const nextDir = door.nextClone(cell);
  trace(cell, "next run");
  const nextRun = door.start(cell, nextDir, cell.pulumi === null ? "up" : "preview");
  const next = await within(STEP_LIMIT_MS, "the next run", nextRun.done, log);
  log += `\n--- next run\n${next.log}`;
  expect(next.exitCode, log).toBe(0);
  expect(next.log, log).not.toContain("recovering first");
  const dir = path.join(nextDir, "infra");
  trace(cell, "lock free?");
  await expectLockFree(cell, dir, log);
  await expectConverged(cell, dir, log);
}

async function expectLockFree(cell: Cell, dir: string, log: string): Promise<void> {
  expect(await heldLock(cell, dir), log).toBeNull();
  // A lock info file Terraform did not delete after a clean run or a graceful stop was never
  // released by its owner (after a SIGKILL it is a leftover, not a lock: the kernel dropped it).
  if (cell.backend === "local" && cell.stop !== "hard-kill") {
    expect(leftLockInfo(await lockSnapshot(cell.world, cell.stack!, dir)), log).toBeNull();
  }
}

/** Every resource that exists is in state (the orphans were imported). */
async function expectAccounted(cell: Cell, dir: string, log: string): Promise<void> {
  if (cell.pulumi !== null) {
    const after = await exportStack(cell.pulumi);
    expect(after.pending, log).toEqual([]);
    const inState = new Map(after.resources.map((r) => [r.urn, r.id]));
    const created = cloudResources(cell.pulumi);
    expect(created.size, log).toBeGreaterThan(0);
    for (const [urn, id] of created)
      expect(inState.get(urn), `${urn} is not in state\n${log}`).toBe(id);
    return;
  }
  const state = await stateList(cell.world, dir, cell.tag, STEP_LIMIT_MS);
  const created = markedAddresses(cell.markers);
  expect(created, log).toContain("terraform_data.item[0]");
  expect(
    state.addresses,
    `${state.step.timedOut === true ? "(timed out) " : ""}${state.step.stderr}\n${log}`,
  ).toEqual(expect.arrayContaining(created));
}

/** After the next run: everything exists once, is in state once, and nothing is left to do. */
async function expectConverged(cell: Cell, dir: string, log: string): Promise<void> {
  if (cell.pulumi !== null) {
    await expectAccounted(cell, dir, log);
    const after = await exportStack(cell.pulumi);
    const cloud = cloudResources(cell.pulumi);
    const urns = after.resources.map((r) => r.urn).filter((urn) => cloud.has(urn));
    expect(urns.length, `a resource is in state twice\n${log}`).toBe(cloud.size);
    for (const [urn, count] of cloudCreateCounts(cell.pulumi)) {
      expect(count, `${urn} was created ${count} times\n${log}`).toBe(1);
    }
    return;
  }
  const all = Array.from({ length: ITEMS }, (_, i) => `terraform_data.item[${i}]`);
  for (let i = 0; i < ITEMS; i++) {
    const file = path.join(cell.markers, `item-${i}`);
    const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
    expect(lines.length, `item ${i} was created ${lines.length} times\n${log}`).toBe(1);
  }
  trace(cell, "state list");
  const state = await stateList(cell.world, dir, cell.tag, STEP_LIMIT_MS);
  expect(
    state.addresses,
    `${state.step.timedOut === true ? "(timed out) " : ""}${state.step.stderr}\n${log}`,
  ).toEqual(all);
  trace(cell, "terraform plan");
  // The engine's own word (not stackgate's, whose journal belongs to the door that ran).
  const plan = await terraform(
    cell.world,
    "terraform plan",
    ["plan", "-detailed-exitcode", "-input=false", "-no-color"],
    { cwd: dir, tag: cell.tag, timeoutMs: STEP_LIMIT_MS },
  );
  const said = `${plan.timedOut === true ? "(timed out) " : ""}${plan.stdout}\n${plan.stderr}`;
  expect(plan.exitCode, `terraform plan found changes\n${said}\n${log}`).toBe(0);
}

/** The cell's settings as stackgate's flags (the CLI door; the convergence preview). */
export function cliFlags(cell: Cell): string[] {
  if (cell.stack !== null) return cell.stack.flags;
  const s = cell.settings;
  return ["--engine", "pulumi", "--engine-binary", s.engineBinary ?? "", "--stack", s.stack];
}

/** Exit, signal and output of a step, for assertion messages. */
export function stepLog(r: {
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}): string {
  return `exit ${r.exitCode} signal ${r.signal}\n${r.stdout}\n${r.stderr}`;
}

/**
 * A recovery that said `needs-attention` after a kill with creates in flight: a create the kill
 * cut before the engine confirmed it may or may not exist, so recovery leaves it to a person,
 * never "recovered" (issue 19). Only such creates may be left: it exits non-zero, lists a
 * command for each, and every address it lists is an item still in flight (no marker).
 */
export function expectOnlyInFlightLeft(
  exitCode: number | null,
  output: string,
  markers: string,
  log: string,
): void {
  expect(exitCode, log).not.toBe(0);
  const left = leftForAPerson(output);
  expect(left.length, `needs-attention, but no command for a person\n${log}`).toBeGreaterThan(0);
  const finished = markedAddresses(markers);
  for (const { address } of left) {
    expect(finished, `${address} had finished, yet it is left for a person\n${log}`).not.toContain(
      address,
    );
  }
}

/**
 * The commands recovery left for a person, once each, as the door printed them: `terraform
 * taint ADDRESS` ending its line, `terraform import ADDRESS <ID …>` with the id still to find.
 */
export function leftForAPerson(output: string): { command: "taint" | "import"; address: string }[] {
  const found = new Map<string, { command: "taint" | "import"; address: string }>();
  const item = String.raw`'?(terraform_data\.item\[\d+\])'?`;
  const commands = new RegExp(String.raw`\bterraform (?:taint ${item}$|import ${item} <ID)`, "gm");
  for (const m of output.matchAll(commands)) {
    const command = m[1] !== undefined ? "taint" : "import";
    const address = m[1] ?? m[2] ?? "";
    found.set(`${command} ${address}`, { command, address });
  }
  return [...found.values()];
}

/** A cell's time limit (it waits its turn too: see `inTurn`). */
const CELL_TIMEOUT_MS = 180_000;

let pgTurn: Promise<void> = Promise.resolve();

/**
 * Runs pg cells one at a time. Terraform's pg backend locks a state with an advisory lock on
 * the state's row id, which is 1 for the first state of every schema: stacks in different
 * schemas of one database lock each other out (hashicorp/terraform#22833, #33217). The lock
 * check reads every advisory lock of the cluster, too.
 */
function inTurn(play: () => Promise<void>): Promise<void> {
  const run = pgTurn.then(play);
  pgTurn = run.catch(() => undefined);
  return run;
}

/**
 * Registers every cell of a door, concurrently (each cell has its own stack, project and tag;
 * pg cells take turns).
 */
export function describeMatrix(
  door: string,
  play: (backend: MatrixBackend, stop: MatrixStop) => Promise<void>,
): void {
  describe.concurrent(`matrix: ${door}`, () => {
    for (const backend of MATRIX_BACKENDS) {
      for (const stop of MATRIX_STOPS) {
        const title = `${backend} × ${stop}`;
        const cell = (): Promise<void> =>
          backend === "pg" ? inTurn(() => play(backend, stop)) : play(backend, stop);
        it(title, { timeout: CELL_TIMEOUT_MS }, cell);
      }
    }
  });
}
