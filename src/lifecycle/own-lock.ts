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
import { randomUUID } from "node:crypto";
import { userAtHost } from "../locks/liveness.js";
import { messageOf } from "../errors.js";
import type { Engine } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import type { LockHolder, PlanOutcome } from "../engines/engine.js";
import { backendLocksOptions, createBackendLocks } from "../locks/backend-locks.js";
import type { BackendHolder, OwnLockAttempt } from "../locks/backend-lock.js";
import { describeLockHolder } from "../locks/ownership.js";
import { lockTimeoutMs } from "../settings/resolve.js";
import { type Settings } from "../settings/index.js";
import { VERSION } from "../version.js";
import { engineMode } from "./plan-artifact.js";
import type { RunSession } from "./session.js";

/** Between two tries for a lock someone else holds (the engine's `-lock-timeout` waits too). */
const RETRY_MS = 1_000;

/** One engine operation run under stackgate's own lock. */
export interface OwnLockUse<T> {
  /** The engine's name for the operation, written into the lock. */
  operation: "OperationTypePlan" | "OperationTypeApply";
  run: (engine: Engine) => Promise<T>;
  /** The operation's outcome when someone else holds the lock past `--lock-timeout`. */
  locked: (holder: LockHolder, message: string) => T;
  /** Why the lock must stay for recovery after this outcome (a killed engine); null: release. */
  keepAfter: (outcome: T) => string | null;
}

/** Runs `use.run` under a lock stackgate took itself where the backend allows it, else as it is. */
export async function underOwnLock<T>(
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
  session: RunSession,
  use: OwnLockUse<T>,
): Promise<T> {
  if (engine.kind !== "terraform") return use.run(engine);
  const locks = createBackendLocks(
    session.backend,
    process.env,
    backendLocksOptions(settings, engine),
  );
  const take = locks.take?.bind(locks);
  if (take === undefined) return use.run(engine);
  const id = randomUUID();
  session.recordOwnLock(id);
  // The durable copies name it too before it exists (recovery trusts a local lock ID only then).
  await session.journal.flush();
  const attempt = await takeWithin(settings, deps, () =>
    take({
      id,
      operation: use.operation,
      info: `stackgate run ${session.runId}`,
      who: userAtHost(),
      version: `stackgate ${VERSION}`,
    }),
  );
  if (attempt.kind === "held") {
    const holder = lockHolderOf(attempt.holder);
    return use.locked(holder, `the state is locked: ${describeLockHolder(holder)}`);
  }
  deps.output.info(`took the ${locks.backend} lock ${id} for this run's ${use.operation}`);
  let outcome: T;
  try {
    outcome = await use.run(engine.whileHolding(id));
  } catch (error) {
    await release(attempt, id, deps); // the engine has ended (or never started): as it would
    throw error;
  }
  const keep = use.keepAfter(outcome);
  if (keep !== null) {
    deps.output.warn(
      `${keep}: lock ${id} is kept for \`stackgate recover\`, which releases it once it has checked the state`,
    );
    return outcome;
  }
  await release(attempt, id, deps);
  return outcome;
}

async function release(
  attempt: Extract<OwnLockAttempt, { kind: "taken" }>,
  id: string,
  deps: LifecycleDeps,
): Promise<void> {
  try {
    await attempt.release();
  } catch (error) {
    deps.output.warn(
      `could not release lock ${id}: ${messageOf(error)}. It is journaled as this run's: ` +
        "`stackgate recover` (or the next run's pre-flight) releases it.",
    );
  }
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
  });
}

/** Tries until taken, until `--lock-timeout` has passed, or until a stop arrives. */
async function takeWithin(
  settings: Settings,
  deps: LifecycleDeps,
  take: () => Promise<OwnLockAttempt>,
): Promise<OwnLockAttempt> {
  const deadline = Date.now() + lockTimeoutMs(settings);
  for (;;) {
    const attempt = await take();
    if (attempt.kind === "taken" || Date.now() + RETRY_MS > deadline) return attempt;
    if (deps.interrupts.received !== null) return attempt;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

function lockHolderOf(holder: BackendHolder): LockHolder {
  return {
    id: holder.id,
    ...(holder.who === undefined ? {} : { who: holder.who }),
    ...(holder.operation === undefined ? {} : { operation: holder.operation }),
    ...(holder.created === undefined ? {} : { created: holder.created }),
    ...(holder.info === undefined ? {} : { info: holder.info }),
  };
}
