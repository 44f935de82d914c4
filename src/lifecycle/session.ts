/**
 * One journaled run of preview or up: the journal is started before the first lock-taking
 * engine operation, every phase is written before the step it names (and then told to the
 * host's observer, command/events.ts), and every resource the engine reports is written as it
 * happens.
 */
import { EXIT, messageOf, StackgateError } from "../errors.js";
import type { EngineEvent } from "../engines/engine.js";

import { pgConnString, readBackendConfig, type BackendConfig } from "../backends/backend-config.js";
import { backendLocksOptions, createBackendLocks } from "../locks/backend-locks.js";
import type { BackendHolder } from "../locks/backend-lock.js";
import { ownPgApplicationName, PG_APPLICATION_ENV, pgLockIdentity } from "../locks/pg-identity.js";
import type { Journal } from "../journal/journal.js";
import { durableStores, openJournal, runHeader } from "../journal/run-journal.js";
import { resourceEntryOf } from "../journal/resource-entry.js";
import { truncate } from "../report/fit.js";
import type { LifecycleDeps } from "../command/deps.js";

import { JournalError, type JournalHeader, type Phase } from "../journal/entries.js";
import { isPidAlive } from "../locks/liveness.js";
import { describeWriteFailure } from "../files/fs-errors.js";
import type { RunResult } from "../command/result.js";
import os from "node:os";
import { type Settings } from "../settings/index.js";

export interface RunSession {
  readonly journal: Journal;
  /** The journaled run's id (engines that can label their updates with it do). */
  readonly runId: string;
  phase(phase: Phase, extra?: { enginePid?: number; planDigest?: string; note?: string }): void;
  /** Journals resource events, then passes every event on to the output. */
  observe(event: EngineEvent): void;
  /** Runs a step; if it throws, the run ends as `failed` (recover checks it next time). */
  guard<T>(step: () => Promise<T>): Promise<T>;
  /** Writes the final phase and flushes the durable copies. */
  finish(phase: Phase, note?: string): Promise<void>;
  /** The stack's backend, as the run read it at its start. */
  readonly backend: BackendConfig;
  /**
   * Journals the ID of a lock stackgate is about to take itself (lifecycle/own-lock.ts),
   * before it exists: a run killed right after taking it has it named in its journal.
   */
  recordOwnLock(lockId: string): void;
}

export function startRunSession(
  settings: Settings,
  deps: LifecycleDeps,
  command: string,
): RunSession {
  const backend = readBackendConfig(settings.workdir, process.env);
  const journal = openJournal(
    settings,
    durableStores(settings, backend, process.env),
    (warning) => deps.output.warn(warning),
    undefined,
    (failure) => deps.interrupts.stopForFailure?.(`the run journal cannot be written (${failure})`),
  );
  const header = runHeader(settings, command);
  startOrLocked(journal, header);
  recordKnownIdentity(backend, settings, journal);
  const unsubscribe = deps.interrupts.onInterrupt((signal) => {
    journal.record({ type: "phase", phase: "interrupting", note: `${signal} received` });
  });
  let finished = false;
  let lockRecorder: Promise<void> | null = null;
  // Whether an engine process of this run ever ran (reported an event or a pid): a run whose
  // engine could not even be started touched nothing, and leaves nothing to repair.
  let engineRan = false;
  return {
    journal,
    runId: header.runId,
    backend,
    recordOwnLock(lockId) {
      journal.record({ type: "lock", lockId });
      lockRecorder ??= Promise.resolve(); // the lock the engine runs under is this one
    },
    phase(phase, extra = {}) {
      if (extra.enginePid !== undefined) engineRan = true;
      journal.record({ type: "phase", phase, ...extra });
      deps.observe?.({ kind: "phase", phase });
    },
    observe(event) {
      engineRan = true;
      // While the engine is changing resources it holds the lock: learn its id, so that
      // recovery can later prove that a stranded lock is this run's and no one else's.
      if (event.kind === "resource-start" && lockRecorder === null) {
        lockRecorder = recordLockId(backend, settings, deps, journal);
      }
      const entry = resourceEntryOf(event);
      if (entry !== null) journal.record(entry);
      deps.output.event(event);
    },
    async guard(step) {
      try {
        return await step();
      } catch (error) {
        const note = error instanceof Error ? truncate(error.message, 200) : "error";
        const neverStarted =
          !engineRan &&
          error instanceof StackgateError &&
          error.exitCode === EXIT.engineUnavailable;
        await (neverStarted
          ? this.finish("done", `the engine could not be started, nothing was touched: ${note}`)
          : this.finish("failed", note));
        throw error;
      }
    },
    async finish(phase, note) {
      if (finished) return;
      finished = true;
      unsubscribe();
      await lockRecorder;
      journal.record({ type: "phase", phase, ...(note ? { note } : {}) });
      deps.observe?.({ kind: "phase", phase });
      await journal.close();
    },
  };
}

/**
 * Starts the journal's run. Another run of this stack that is still running in this workdir
 * (its stackgate or engine process alive on this host) is a lock like the engine's own: exit 4,
 * "locked", nothing touched — not "recover first", which would be wrong while it runs.
 */
function startOrLocked(journal: Journal, header: JournalHeader): void {
  try {
    journal.start(header);
  } catch (error) {
    if (!(error instanceof StackgateError)) {
      throw new StackgateError(
        `${describeWriteFailure(journal.local.file, error)}. stackgate records every run in its journal before the ` +
          `engine starts, so nothing was started and nothing was locked. Free space there (or set --journal-dir ` +
          `elsewhere for the durable copy), then run again.`,
        EXIT.failed,
        { cause: error },
      );
    }
    const unfinished = error instanceof JournalError ? error.run : undefined;
    const other = unfinished?.header;
    const pids = [other?.pid, unfinished?.enginePid].filter((p): p is number => p !== undefined);
    if (other === undefined || other.host !== os.hostname() || !pids.some(isPidAlive)) throw error;
    throw new StackgateError(
      `the stack is locked: another stackgate run is running in this workdir — run ${JSON.stringify(other.runId)} ` +
        `(${JSON.stringify(other.command)}, pid ${other.pid}, started ${other.startedAt}; journal ${journal.local.file}). ` +
        `Nothing was started. Run again when it has finished.`,
      EXIT.locked,
      { outcome: "locked" },
    );
  }
}

/**
 * Journals the identity of the lock the engine now holds — read back from the backend while
 * this run holds it — so that recovery can later prove that a stranded lock is this run's and
 * no one else's: the lock ID where stackgate can read the lock (http, s3), for pg the
 * `application_name` stackgate gave its engine's session (locks/pg-identity.ts), otherwise
 * the ID learnt from the engine itself (a lock-only probe that fails on the held lock and
 * prints its Lock Info). Not on local (the lock dies with its process).
 */
async function recordLockId(
  backend: BackendConfig,
  settings: Settings,
  deps: LifecycleDeps,
  journal: Journal,
): Promise<void> {
  if (settings.engine === "pulumi" || backend.type === "local") return;
  try {
    const state = await createBackendLocks(
      backend,
      process.env,
      backendLocksOptions(settings),
    ).inspect();
    if (state.kind === "held" && backend.type === "pg") {
      recordPgIdentity(state.holder, deps, journal);
      return;
    }
    if (state.kind === "held") {
      journal.record({ type: "lock", lockId: state.holder.id });
      return;
    }
    if (state.kind === "free") return;
    const probe = await deps.createEngine(settings).probeLock();
    if (probe.kind === "locked" && probe.holder.id !== undefined)
      journal.record({ type: "lock", lockId: probe.holder.id });
  } catch (error) {
    deps.output.warn(
      `could not read the lock id from the ${backend.type} backend: ${messageOf(error)}`,
    );
  }
}

/**
 * pg: the identity of the session the engine will hold its lock with is known before the engine
 * starts (the `application_name` stackgate gives it, locks/pg-identity.ts), so it is journaled
 * now: a run killed right after its engine took the lock has that lock named in its journal. A
 * session with that name is this run's engine and nobody else's. Not when the `conn_str` names
 * its own `application_name` (it wins over PGAPPNAME; warned about when the lock is seen).
 */
function recordKnownIdentity(backend: BackendConfig, settings: Settings, journal: Journal): void {
  if (settings.engine === "pulumi" || backend.type !== "pg") return;
  let conn: string;
  try {
    conn = pgConnString(backend.config, process.env);
  } catch {
    return; // the engine reports a missing connection string itself
  }
  if (/application_name/i.test(conn)) return; // the conn_str's own name wins over PGAPPNAME
  journal.record({ type: "lock", lockId: pgLockIdentity(ownPgApplicationName()) });
}

/** pg: journals the holding session's identity only when it is the one stackgate gave. */
function recordPgIdentity(holder: BackendHolder, deps: LifecycleDeps, journal: Journal): void {
  const expected = ownPgApplicationName();
  if (holder.applicationName === expected && holder.identity !== undefined) {
    journal.record({ type: "lock", lockId: holder.identity });
    return;
  }
  deps.output.warn(
    `the pg session holding the lock is named ${JSON.stringify(holder.applicationName ?? "")}, not ${JSON.stringify(expected)} ` +
      `(the name stackgate gives its engine through ${PG_APPLICATION_ENV}; an application_name in the backend's conn_str overrides it). ` +
      `stackgate cannot bind that lock to this run, so if this run is killed its lock will not be released automatically: ` +
      `remove application_name from conn_str.`,
  );
}

/**
 * A run whose local journal could not be written (a full disk) was stopped on purpose: its
 * result says so, what the journal kept and where, and fails the step (exit 1).
 */
export function withJournalFailure(session: RunSession, result: RunResult): RunResult {
  const failure = session.journal.localFailure;
  if (failure === null) return result;
  const durable = session.journal.durableLocations;
  const kept =
    durable.length > 0
      ? `every entry, the lock's identity included, went to the durable copy (${durable.join(", ")})`
      : `${session.journal.unwritten.length} entries could not be kept on disk (no durable copy is configured)`;
  const note =
    `The run journal could not be written (${failure}), so stackgate stopped the engine gracefully ` +
    `(one SIGINT: it finishes what is in flight, saves its state and releases its lock); ${kept}. ` +
    "Free space, then run `stackgate recover` (the next run's pre-flight does it too).";
  return {
    ...result,
    exitCode: EXIT.failed,
    message: `${result.message ?? ""}\n\n${note}`.trim(),
  };
}
