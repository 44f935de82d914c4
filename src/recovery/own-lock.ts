/**
 * Recovery's own lock (issue 25, case 7): where stackgate can take the backend's lock itself
 * (`BackendLocks.take`: s3's DynamoDB item and/or `.tflock`) and the lock is free when recovery
 * is about to write (push a refused state, import orphans, refresh), recovery journals a fresh
 * lock ID in the run's journal — with its own identity (`by`), since its liveness, not the dead
 * run's, decides whether that lock's owner is dead — flushes the durable copies, takes the lock
 * and writes under it with `-lock=false`; it is released last. A recovery killed mid-way leaves
 * a lock the run's journal names with a taker whose death the next recovery proves; a second
 * recovery of the same run meets a lock whose taker is alive, and touches nothing. A dead
 * run's lock still standing is taken over the same way (`BackendLocks.takeOver`: rewritten only
 * while it is still that run's), so of two recoveries that both proved it dead one writes.
 */
import type { LifecycleDeps } from "../command/deps.js";
import type { Journal } from "../journal/journal.js";
import type { JournalState, LockTaker, TakenLock } from "../journal/entries.js";
import { runHeader } from "../journal/run-journal.js";
import type { BackendHolder, BackendLocks, OwnLockRequest } from "../locks/backend-lock.js";
import { takeJournaledLock, type JournaledAttempt } from "../locks/journaled-take.js";
import type { JournalRun } from "../locks/ownership.js";
import { runRefOf } from "../locks/liveness.js";
import { type Settings } from "../settings/index.js";

/** This process as the taker of a lock a run's journal names (journal entries.ts `LockTaker`). */
function thisTaker(settings: Settings): LockTaker {
  const header = runHeader(settings, "recover");
  const { host, pid, startedAt, runUrl } = header;
  return { ...runRefOf(header), host, pid, startedAt, ...(runUrl === undefined ? {} : { runUrl }) };
}

/**
 * Journals a fresh lock ID (with this process as its taker) in the run's journal and takes the
 * lock with it — the free lock, or (`over`) a dead holder's lock, taken over only while it is
 * still that holder's: one try, since a lock someone took meanwhile is theirs to finish under.
 * Null where the backend cannot be locked (or taken over) by stackgate.
 */
export function takeRecoveryLock(
  settings: Settings,
  deps: LifecycleDeps,
  locks: Pick<BackendLocks, "take" | "takeOver">,
  journal: Journal,
  state: JournalState,
  over?: BackendHolder,
): Promise<JournaledAttempt | null> {
  const by = thisTaker(settings);
  const takeOver = locks.takeOver?.bind(locks);
  const taking: Pick<BackendLocks, "take"> =
    over === undefined
      ? locks
      : { ...(takeOver && { take: (request: OwnLockRequest) => takeOver(over, request) }) };
  return takeJournaledLock(taking, {
    record: (lockId) => journal.record({ type: "lock", lockId, by }),
    flush: () => journal.flush(),
    operation: "OperationTypeApply",
    info: `stackgate recovery of run ${state.header.runId} (pid ${by.pid})`,
    timeoutMs: 0,
    stopped: () => deps.interrupts.received !== null,
  });
}

/** The recovery lock of one of `runs` that `holder` is, with its run. */
export function findRecoveryLock(
  holder: BackendHolder,
  runs: readonly JournalState[],
): { run: JournalState; lock: TakenLock } | null {
  const id = holder.identity ?? holder.id;
  for (const run of runs) {
    const lock = run.recoveryLocks?.find((l) => l.lockId === id);
    if (lock !== undefined) return { run, lock };
  }
  return null;
}

/** The taker of a recovery's lock as the ownership decision sees it (its own run, pid, host). */
export function takerRun(lock: TakenLock): JournalRun {
  return { ...lock.by, terminal: false };
}
