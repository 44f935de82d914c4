/** The Terraform state lock during recovery: who holds it, whether it is bound to our dead run, and one inspection per change. */
import os from "node:os";
import type { Engine } from "../command/create-engine.js";
import { type LockHolder, type LockProbe } from "../engines/engine.js";

import { isPidAlive, runRefOf, type RunLiveness } from "../locks/liveness.js";
import {
  decideLockOwnership,
  type OwnershipVerdict,
  describeLockHolder,
} from "../locks/ownership.js";
import { journalRun } from "./recover-common.js";
import { findRecoveryLock, takerRun } from "./own-lock.js";

import { type JournalState } from "../journal/entries.js";
import {
  type BackendHolder,
  type BackendLocks,
  type BackendLockState,
  type OwnLockAttempt,
  type OwnLockRequest,
} from "../locks/backend-lock.js";

import { type Settings } from "../settings/index.js";
import type { BackendConfig } from "../backends/backend-config.js";
import { shellQuote } from "../process/shell-quote.js";
/**
 * Whether the lock the backend shows is the one the journal's run took: the lock carries the
 * identity that run read back from the backend while it held it (the lock ID; for pg the
 * `application_name` stackgate gave its engine's session). Never by time windows, host names
 * or user names: a session that connected during a run may be a waiting job that got the lock
 * later, and anyone can be called `user@host`.
 */
export function isBoundToRun(holder: BackendHolder, state: JournalState): boolean {
  return state.lockId !== undefined && (holder.identity ?? holder.id) === state.lockId;
}

export interface LockAssessment {
  holder: BackendHolder;
  described: string;
  verdict: OwnershipVerdict;
  /** False where the backend cannot name the holder (local, unsupported): never broken. */
  breakable: boolean;
}

/**
 * Who holds a lock the engine reported, and whether its owner is provably dead. Null when
 * the backend shows the lock free after all (released in between).
 */
export async function assessLock(
  settings: Settings,
  runs: readonly JournalState[],
  locks: BackendLocks,
  probe: Extract<LockProbe, { kind: "locked" }>,
  liveness: RunLiveness,
): Promise<LockAssessment | null> {
  const inspected = await locks.inspect();
  if (inspected.kind === "free") return null;
  let holder: BackendHolder;
  let bound: JournalState | undefined;
  if (inspected.kind === "unsupported") {
    // The backend cannot be read here: only the lock ID our journal recorded for the run can
    // bind the engine-reported holder to us (never on local, whose lock dies with its owner).
    holder = { id: probe.holder.id ?? "unknown", ...probe.holder };
    bound =
      locks.backend === "local"
        ? undefined
        : runs.find((r) => r.lockId !== undefined && probe.holder.id === r.lockId);
    if (bound === undefined) {
      return {
        holder,
        described: describeLockHolder(probe.holder),
        verdict: { kind: "alive", reason: inspected.reason },
        breakable: false,
      };
    }
  } else {
    holder = inspected.holder;
    bound = runs.find((r) => isBoundToRun(holder, r));
  }
  // A lock a recovery of one of the runs took itself: its taker's liveness decides.
  const recovering = bound === undefined ? findRecoveryLock(holder, runs) : null;
  const owner = recovering ? takerRun(recovering.lock) : bound ? journalRun(bound) : null;
  // The run the lock is bound to is asked about per attempt (a re-run never inherits it).
  const runState = owner ? await liveness.runState(runRefOf(owner)) : "unknown";
  const verdict: OwnershipVerdict = settings.force
    ? { kind: "dead", reason: "--force was given" }
    : decideLockOwnership({
        holder: { ...holder },
        journal: owner,
        thisHost: os.hostname(),
        isPidAlive,
        runState,
        ...(settings.staleAfterMs !== undefined ? { staleAfterMs: settings.staleAfterMs } : {}),
        ...(holder.age !== undefined ? { age: holder.age } : {}),
        ageUnknown:
          holder.ageUnknown ??
          `the ${locks.backend} backend's lock carries no time kept by its server`,
      });
  const by = recovering?.lock.by;
  return {
    holder,
    described:
      describeLockHolder({ ...probe.holder, ...holder }) +
      (recovering && by
        ? `, taken by a recovery of run ${recovering.run.header.runId} (stackgate pid ${by.pid} on ${by.host})`
        : ""),
    verdict,
    // A local fcntl lock read from the kernel dies with its process: held means a live owner.
    breakable: locks.backend !== "local",
  };
}

/**
 * The backend's answer to `inspect()`, kept until the lock may have changed: the lock probe and
 * the ownership assessment that follows it ask once, not twice (an http LOCK request, a pg
 * query). Breaking the lock forgets it; so must the caller after stopping an engine.
 */
export function rememberInspection(locks: BackendLocks): BackendLocks & { forget(): BackendLocks } {
  let seen: Promise<BackendLockState> | null = null;
  /** A lock taken changes what was seen, and so does its release. */
  const forgetting = async (taking: Promise<OwnLockAttempt>): Promise<OwnLockAttempt> => {
    seen = null;
    const attempt = await taking;
    if (attempt.kind === "held") return attempt;
    return { kind: "taken", release: () => attempt.release().finally(() => (seen = null)) };
  };
  const take = locks.take?.bind(locks);
  const takeOver = locks.takeOver?.bind(locks);
  // Every member is the backend's own but those that see or change the lock (the
  // implementations are plain objects: spreading them keeps a member added later).
  const remembering = {
    ...locks,
    ...(take === undefined ? {} : { take: (request: OwnLockRequest) => forgetting(take(request)) }),
    ...(takeOver === undefined
      ? {}
      : {
          takeOver: (holder: BackendHolder, request: OwnLockRequest) =>
            forgetting(takeOver(holder, request)),
        }),
    inspect: () =>
      (seen ??= locks.inspect().catch((error: unknown) => {
        seen = null; // a failed answer is not kept: the next caller asks again
        throw error;
      })),
    async breakLock(holder: BackendHolder) {
      seen = null;
      await locks.breakLock(holder);
    },
    forget() {
      seen = null;
      return remembering;
    },
  };
  return remembering;
}

/**
 * Who holds the state lock: asked of the backend itself where it can tell (http: one LOCK
 * request; pg: one query on pg_locks), otherwise (or when that fails) by the engine's own
 * probe, a `plan -lock-timeout=0s` that costs a full engine start.
 */
export async function probeLock(engine: Engine, locks: BackendLocks): Promise<LockProbe> {
  let state: BackendLockState;
  try {
    state = await locks.inspect();
  } catch {
    return engine.probeLock();
  }
  switch (state.kind) {
    case "unsupported":
      return engine.probeLock();
    case "free":
      return { kind: "free" };
    case "held": {
      const { id, who, operation, created, info } = state.holder;
      const holder: LockHolder = {
        id,
        ...(who !== undefined ? { who } : {}),
        ...(operation !== undefined ? { operation } : {}),
        ...(created !== undefined ? { created } : {}),
        ...(info !== undefined ? { info } : {}),
      };
      return {
        kind: "locked",
        holder,
        message: `the state is locked: ${describeLockHolder(holder)}`,
      };
    }
  }
}

/**
 * `force-unlock -force <id>` of the journal's own lock, in the workdir, for a person (null when
 * it has none). A lock ID only this runner's local file names (no durable copy confirmed it) is
 * offered too, marked: stackgate does not release it, the person checks it is the run's.
 */
export function forceUnlockCommand(
  settings: Settings,
  state: JournalState | null,
  backend: BackendConfig,
): string | null {
  const id = state?.lockId ?? state?.unconfirmedLockId;
  // A pg lock is the session's: it ended with the connection (force-unlock does nothing there).
  if (id === undefined || backend.type === "pg" || backend.type === "local") return null;
  const command = `cd ${shellQuote(settings.workdir)} && ${settings.engineBinary} force-unlock -force ${shellQuote(id)}`;
  return state?.lockId === undefined
    ? `${command}   # the lock this runner's journal names (no durable copy confirmed it): check it is the run's first`
    : command;
}
