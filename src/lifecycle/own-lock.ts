/**
 * The plan and the apply under a lock stackgate took itself. Where the backend's lock is an
 * object stackgate can write the way the engine does (s3: the DynamoDB item and/or the `.tflock`
 * object), the lock's ID is journaled first, then the lock is taken, then the engine plans or
 * applies under it with `-lock=false`, and the lock is released when the engine has exited by
 * itself. A run killed at any moment leaves either no lock or a lock its journal names, which
 * recovery can prove dead and release: the window in which the engine holds a lock no journal
 * names is gone there.
 *
 * Elsewhere (http, pg, local, backends stackgate cannot read) the engine takes its own lock and
 * the session journals its identity (pg: before the engine starts; http: as soon as the engine
 * changes a resource). docs/SECURITY.md states the window that is left per backend.
 */
import type { Engine } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import type { LockHolder, PlanOutcome } from "../engines/engine.js";
import { backendLocksOptions, createBackendLocks } from "../locks/backend-locks.js";
import { releaseJournaledLock, takeJournaledLock } from "../locks/journaled-take.js";
import { describeLockHolder } from "../locks/ownership.js";
import { lockTimeoutMs } from "../settings/resolve.js";
import { type Settings } from "../settings/index.js";
import { engineMode } from "./plan-artifact.js";
import type { RunSession } from "./session.js";

/** One engine operation run under stackgate's own lock. */
export interface OwnLockUse<T> {
  /** The engine's name for the operation, written into the lock. */
  operation: "OperationTypePlan" | "OperationTypeApply";
  run: (engine: Engine) => Promise<T>;
  /** The operation's outcome when someone else holds the lock past `--lock-timeout`. */
  locked: (holder: LockHolder, message: string) => T;
  /** Why the lock must stay for recovery after this outcome (a killed engine); null: release. */
  keepAfter: (outcome: T) => string | null;
  /** The outcome when a stop arrived while the lock was being taken: the engine never starts. */
  stoppedBefore: (message: string) => T;
  /**
   * A last check, made under the lock where stackgate holds one (else right before the engine
   * starts): an outcome ends the operation there, the lock released, the engine never started.
   */
  refuseBefore?: () => Promise<T | null>;
}

/** `use.run`, unless its last check (`refuseBefore`) refuses first. */
async function runChecked<T>(engine: Engine, use: OwnLockUse<T>): Promise<T> {
  const refused = (await use.refuseBefore?.()) ?? null;
  return refused ?? use.run(engine);
}

/** Runs `use.run` under a lock stackgate took itself where the backend allows it, else as it is. */
export async function underOwnLock<T>(
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
  session: RunSession,
  use: OwnLockUse<T>,
): Promise<T> {
  if (engine.kind !== "terraform") return runChecked(engine, use);
  const locks = createBackendLocks(
    session.backend,
    process.env,
    backendLocksOptions(settings, engine),
  );
  const attempt = await takeJournaledLock(locks, {
    record: (id) => session.recordOwnLock(id),
    flush: () => session.journal.flush(),
    operation: use.operation,
    info: `stackgate run ${session.runId}`,
    timeoutMs: lockTimeoutMs(settings),
    stopped: () => deps.interrupts.received !== null,
    waiting: (holder) =>
      deps.output.info(
        `the state is locked: ${describeLockHolder(holder)}; waiting up to ${settings.lockTimeout} (--lock-timeout) for it`,
      ),
  });
  if (attempt === null) return runChecked(engine, use);
  if (attempt.kind === "held") {
    return use.locked(attempt.holder, `the state is locked: ${describeLockHolder(attempt.holder)}`);
  }
  const { id } = attempt;
  const warn = (message: string): void => deps.output.warn(message);
  deps.output.info(`took the ${locks.backend} lock ${id} for this run's ${use.operation}`);
  // A stop that came while the lock was taken (the journal's durable flush, the lock write):
  // an engine started now would be sent its SIGINT at once and could die of it before its own
  // handler is set up — "killed", so its lock would be kept for recovery after a graceful stop.
  if (deps.interrupts.received !== null) {
    await releaseJournaledLock(attempt, warn);
    return use.stoppedBefore(`stopped by ${deps.interrupts.received} before the engine started`);
  }
  let outcome: T;
  try {
    outcome = await runChecked(engine.whileHolding(id), use);
  } catch (error) {
    await releaseJournaledLock(attempt, warn); // the engine has ended (or never started): as it would
    throw error;
  }
  const keep = use.keepAfter(outcome);
  if (keep !== null) {
    deps.output.warn(
      `${keep}: lock ${id} is kept for \`stackgate recover\`, which releases it once it has checked the state`,
    );
    return outcome;
  }
  await releaseJournaledLock(attempt, warn);
  return outcome;
}

/** The stack's plan into `planFile`, journaled, under stackgate's own lock where there is one. */
export function planUnderOwnLock(
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
  session: RunSession,
  planFile: string,
): Promise<PlanOutcome> {
  return underOwnLock(engine, settings, deps, session, {
    operation: "OperationTypePlan",
    run: (planner) =>
      planner.plan({
        planFile,
        mode: engineMode(settings.mode),
        lockTimeout: settings.lockTimeout,
        vars: settings.vars,
        varFiles: settings.varFiles,
        exclude: settings.exclude,
        onEvent: (event) => session.observe(event),
      }),
    locked: (holder, message): PlanOutcome => ({ kind: "locked", holder, message }),
    keepAfter: () => null, // a plan writes no state: nothing for recovery to check
    stoppedBefore: (message): PlanOutcome => ({ kind: "interrupted", message }),
  });
}
