/**
 * A lock stackgate takes itself with an ID its journal names first (issue 25): the ID is
 * recorded, the durable copies are flushed (recovery trusts a local lock ID only when a durable
 * copy names it too), and only then is the lock written. Whoever is killed at any moment leaves
 * either no lock or a lock a journal names, which a later recovery can prove dead. Used by `up`
 * (lifecycle/own-lock.ts) and by recovery's own writes (recovery/own-lock.ts).
 */
import { randomUUID } from "node:crypto";

import type { LockHolder } from "../engines/engine.js";
import { messageOf } from "../errors.js";
import { VERSION } from "../version.js";
import type { BackendHolder, BackendLocks, OwnLockAttempt } from "./backend-lock.js";
import { userAtHost } from "./liveness.js";

/** Between two tries for a lock someone else holds (the engine's `-lock-timeout` waits too). */
const RETRY_MS = 1_000;

export interface JournaledTake {
  /** Records the fresh lock ID in the run's journal (before the lock exists). */
  record(id: string): void;
  /** Flushes the journal's durable copies. */
  flush(): Promise<void>;
  /** The engine's name for the operation, written into the lock. */
  operation: string;
  /** Free text in the lock: who holds it. */
  info: string;
  /** How long to keep trying while someone else holds it (0: one try). */
  timeoutMs: number;
  /** True once a stop arrived: no more tries. */
  stopped(): boolean;
  /** Told once, when someone else holds the lock and the take will wait for it. */
  waiting?(holder: LockHolder): void;
}

export type JournaledAttempt =
  | { kind: "taken"; id: string; release(): Promise<void> }
  | { kind: "held"; id: string; holder: LockHolder };

/**
 * Journals a fresh lock ID and takes the lock with it; null where the backend cannot be locked
 * by stackgate (`take` absent): the engine takes its own lock there.
 */
export async function takeJournaledLock(
  locks: Pick<BackendLocks, "take">,
  use: JournaledTake,
): Promise<JournaledAttempt | null> {
  const take = locks.take;
  if (take === undefined) return null;
  const id = randomUUID();
  use.record(id);
  await use.flush();
  const deadline = Date.now() + use.timeoutMs;
  const request = {
    id,
    operation: use.operation,
    info: use.info,
    who: userAtHost(),
    version: `stackgate ${VERSION}`,
  };
  let told = false;
  for (;;) {
    const attempt: OwnLockAttempt = await take.call(locks, request);
    if (attempt.kind === "taken") return { kind: "taken", id, release: () => attempt.release() };
    if (Date.now() + RETRY_MS > deadline || use.stopped()) {
      return { kind: "held", id, holder: lockHolderOf(attempt.holder) };
    }
    if (!told) use.waiting?.(lockHolderOf(attempt.holder));
    told = true;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/** Releases a lock taken here; a failure is a warning (the journal names it for recovery). */
export async function releaseJournaledLock(
  attempt: Extract<JournaledAttempt, { kind: "taken" }>,
  warn: (message: string) => void,
): Promise<boolean> {
  try {
    await attempt.release();
    return true;
  } catch (error) {
    warn(
      `could not release lock ${attempt.id}: ${messageOf(error)}. It is journaled as this run's: ` +
        "`stackgate recover` (or the next run's pre-flight) releases it.",
    );
    return false;
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
