/** The engine-independent parts of recovery, shared by the Terraform and Pulumi recoveries. */
import os from "node:os";

import type { LifecycleDeps, Output } from "../command/deps.js";
import type { BackendConfig } from "../backends/backend-config.js";
import type { Journal } from "../journal/journal.js";
import type { DurableStore } from "../journal/store.js";
import {
  adoptRun,
  durableStores,
  journalKey,
  openJournal,
  readLatestRun,
  readUnfinishedRuns,
} from "../journal/run-journal.js";
import { assertJournalFor } from "../journal/fold.js";
import { FileJournalStore } from "../journal/file-store.js";

import { isEngineProcess, isPidAlive, runRefOf } from "../locks/liveness.js";
import { decideRunOver, type JournalRun, type RunVerdict } from "../locks/ownership.js";
import type { RunLiveness } from "../locks/liveness.js";
import { stopProcessGroup } from "../signals/stop-process.js";
import { shellQuote } from "../process/shell-quote.js";

import { type JournalState } from "../journal/entries.js";
import { isTerminal } from "../journal/fold.js";
import type { Orphan, RecoverAction, RecoverOptions } from "./result.js";
import { type Settings } from "../settings/index.js";
function importCommand(binary: string, address: string, id: string | null): string {
  return `${binary} import ${shellQuote(address)} ${id === null ? "<ID: look it up in the provider>" : shellQuote(id)}`;
}

/**
 * Resources the journal's run created (or started creating) that are in no state: a hard
 * kill lost track of them (remote state is saved every ≥ 20 s during an apply). `certain`
 * when the engine reported the creation complete; the id is the one it reported.
 */
export function findOrphans(
  state: JournalState,
  inState: ReadonlySet<string>,
  binary: string,
): Orphan[] {
  // Terraform reports a create cut by an interrupt as "errored", though the provider may have
  // created it (a cloud API does not stop): after an interrupt, a failed create may exist.
  const interrupted = state.phase === "interrupting" || state.phase === "interrupted";
  return state.resources
    .filter((r) => r.action === "create" || r.action === "replace")
    .filter((r) => r.status !== "failed" || interrupted)
    .filter((r) => !inState.has(r.address))
    .map((r) => ({
      address: r.address,
      id: r.id ?? null,
      certain: r.status === "done",
      importCommand: importCommand(binary, r.address, r.id ?? null),
    }));
}

/**
 * Whether the journal's run is provably over (locks/ownership.ts `decideRunOver`): the CI
 * platform is asked only about a run on another host.
 */
export async function assessRun(state: JournalState, liveness: RunLiveness): Promise<RunVerdict> {
  const run = journalRun(state);
  const runState =
    run.terminal || run.host === os.hostname() ? "unknown" : await liveness.runState(runRefOf(run));
  return decideRunOver(run, os.hostname(), isPidAlive, runState);
}

/** The journal's run as the ownership decision sees it. */
export function journalRun(state: JournalState): JournalRun {
  const run: JournalRun = {
    runId: state.header.runId,
    host: state.header.host,
    pid: state.header.pid,
    startedAt: state.header.startedAt,
    terminal: isTerminal(state),
  };
  if (state.header.runUrl) run.runUrl = state.header.runUrl;
  run.platform = state.header.platform;
  if (state.header.attempt !== undefined) run.attempt = state.header.attempt;
  if (state.header.job !== undefined) run.job = state.header.job;
  if (state.header.index !== undefined) run.index = state.header.index;
  if (state.enginePid !== undefined) run.enginePid = state.enginePid;
  return run;
}

export type SurvivorOutcome =
  /** Nothing of that run is alive here (or it ran elsewhere): recovery may go on. */
  | { kind: "none" }
  /** Its engine was still running and was stopped: recovery may go on. */
  | { kind: "stopped"; detail: string }
  /** Its stackgate is still running: the run is live, nothing may be touched. */
  | { kind: "live"; detail: string };

/**
 * A process of the journal's run still alive on this host: a live stackgate means a live run
 * (hands off); an orphaned engine is stopped the way the trap would have (SIGINT, a second
 * SIGINT, SIGKILL last), after checking the pid still runs the engine (pids get reused).
 */
async function stopSurvivingEngine(
  state: JournalState,
  settings: Settings,
): Promise<SurvivorOutcome> {
  if (isTerminal(state) || state.header.host !== os.hostname()) return { kind: "none" };
  if (state.header.pid !== process.pid && isPidAlive(state.header.pid)) {
    return {
      kind: "live",
      detail: `run ${state.header.runId} is still running on this host (stackgate pid ${state.header.pid}); nothing was touched`,
    };
  }
  const enginePid = state.enginePid;
  if (enginePid === undefined || !isPidAlive(enginePid)) return { kind: "none" };
  if (!isEngineProcess(enginePid, settings.engineBinary)) return { kind: "none" };
  const stopped = await stopProcessGroup(enginePid, {
    graceMs: settings.stopTimeoutMs,
  });
  return {
    kind: "stopped",
    detail: `stopped the engine left running by run ${state.header.runId} (pid ${enginePid}) with ${stopped}`,
  };
}

/**
 * What every recovery keeps: the actions it took (each also shown as it happens), the orphans
 * it found, and what still needs a person. Engine recoveries extend it with their repairs.
 */
export class RecoveryLog {
  readonly actions: RecoverAction[] = [];
  readonly orphans: Orphan[] = [];
  readonly attention: string[] = [];
  /** True once an engine left running by the journal's run was stopped. */
  stoppedEngine = false;

  constructor(
    protected readonly settings: Settings,
    protected readonly deps: LifecycleDeps,
  ) {}

  act(kind: RecoverAction["kind"], detail: string, ok = true): void {
    this.actions.push({ kind, detail, ok });
    this.deps.output.info(`recover: ${detail}`);
  }

  /** False when the journal's run is still live here: then nothing may be touched. */
  async stopSurvivingEngine(state: JournalState): Promise<boolean> {
    const survivor = await stopSurvivingEngine(state, this.settings);
    if (survivor.kind === "live") this.attention.push(survivor.detail);
    if (survivor.kind === "stopped") {
      this.stoppedEngine = true;
      this.act("stop-engine", survivor.detail);
    }
    return survivor.kind !== "live";
  }
}

/**
 * The journal side of every recovery: the last run, read from the local and durable stores and
 * checked to be this stack's; the run's journal reopened (phase `recovering`) only once this
 * recovery may touch the run; at the end every store closed and every warning printed.
 */
export class RecoveryJournal {
  readonly warnings: string[] = [];
  /** The journal of the run this recovery is repairing now (reopened by `mayTouch`). */
  journal: Journal | null = null;
  private readonly reopened: Journal[] = [];
  /** The durable copies: the journal's, and where a sealed errored state is kept. */
  readonly durable: DurableStore[];

  /** Stores opened for a second (third, …) reopened run, closed with the rest. */
  private readonly extra: DurableStore[] = [];

  constructor(
    private readonly settings: Settings,
    private readonly backend: BackendConfig,
  ) {
    this.durable = durableStores(settings, backend, process.env);
  }

  async readLastRun(): Promise<JournalState | null> {
    const state = await readLatestRun(this.settings, this.durable);
    const file = FileJournalStore.forStack(this.settings.workdir, this.settings.stack).file;
    if (state) assertJournalFor(state, journalKey(this.settings), `the journal ${file}`);
    return state;
  }

  /**
   * Every unfinished run of the stack, oldest first (journal/run-journal.ts
   * `readUnfinishedRuns`), each checked to be this stack's; and the newest run, for the report
   * when none is unfinished.
   */
  async readRuns(): Promise<{ unfinished: JournalState[]; latest: JournalState | null }> {
    const unfinished = await readUnfinishedRuns(this.settings, this.durable);
    const file = FileJournalStore.forStack(this.settings.workdir, this.settings.stack).file;
    for (const state of unfinished) {
      assertJournalFor(state, journalKey(this.settings), `the journal ${file}`);
    }
    const latest = unfinished.length > 0 ? null : await this.readLastRun();
    return { unfinished, latest };
  }

  /**
   * Whether this recovery may touch the last run: not while it may be alive — its stackgate
   * still runs here (an orphaned engine of it is stopped first), or it ran elsewhere and
   * nobody can prove it is over. A run that may be alive is only reported: its lock, its
   * resources and its journal are never touched. Decided before anything is recorded; the
   * run's journal is reopened when the run is unfinished and this recovery repairs (not
   * `unlock`).
   */
  async mayTouch(
    state: JournalState | null,
    recovery: RecoveryLog,
    mode: RecoverOptions["mode"],
    liveness: RunLiveness,
  ): Promise<boolean> {
    if (state === null) return true;
    if (!(await recovery.stopSurvivingEngine(state))) return false;
    if (isTerminal(state)) return true;
    const verdict = await assessRun(state, liveness);
    // `--force` is a person's decision (unlock --force); a live stackgate here still stops it above.
    if (verdict.kind !== "over" && !this.settings.force) {
      recovery.attention.push(
        `the last run is ${verdict.kind === "alive" ? "still running" : "live or cannot be checked from here"}: ${verdict.reason}. ` +
          `Nothing of it was touched: its lock, its resources and its journal are left to it.`,
      );
      return false;
    }
    if (mode !== "unlock") this.reopen(state, adoptRun(this.settings, state));
    return true;
  }

  /**
   * Reopens the run's journal (phase `recovering`). A recovery that repairs several runs uses
   * one set of durable stores per run: a store continues one run at a time.
   */
  private reopen(state: JournalState, local: FileJournalStore): void {
    const durable =
      this.reopened.length === 0
        ? this.durable
        : durableStores(this.settings, this.backend, process.env);
    if (durable !== this.durable) this.extra.push(...durable);
    this.journal = openJournal(this.settings, durable, (w) => this.warnings.push(w), local);
    this.reopened.push(this.journal);
    this.journal.resume(state.header);
    this.journal.record({ type: "phase", phase: "recovering" });
  }

  /** Ends the current run's part: the next `mayTouch` may reopen another run. */
  async endRun(): Promise<void> {
    await this.journal?.flush();
    this.journal = null;
  }

  async close(output: Output): Promise<void> {
    for (const journal of this.reopened) await journal.close();
    for (const store of this.extra) await store.close().catch(() => undefined);
    for (const store of this.durable) await store.close().catch(() => undefined);
    for (const w of this.warnings) output.warn(w);
  }
}
