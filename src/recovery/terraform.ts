/**
 * `recover`: the post step, and the pre-flight of every preview/up. Finds what a stopped or
 * killed run left behind and repairs it, reporting every action:
 * a surviving engine (stopped gracefully), `errored.tfstate` (pushed), a stranded lock
 * (released only when its owner is provably dead), and a half-applied state: tainted
 * resources, drift after an interrupted apply (refresh per policy), and orphans — resources
 * the journal saw created that are in no state — listed with ready-to-run import commands
 * or imported when the policy says so. This is one run's flow; its steps are
 * terraform-recovery.ts `Recovery`.
 */
import { type TerraformEngine } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import { type BackendConfig } from "../backends/backend-config.js";
import type { BackendHolder } from "../locks/backend-lock.js";
import { checkStateDigest, repairStateDigest } from "../backends/s3-digest.js";
import { messageOf } from "../errors.js";
import { type JournalState } from "../journal/entries.js";
import { isTerminal } from "../journal/fold.js";
import { backendLocksOptions, createBackendLocks } from "../locks/backend-locks.js";
import { UNKNOWN_RUN_LIVENESS } from "../locks/liveness.js";
import { type Settings } from "../settings/index.js";
import { decryptErroredState, dropErroredState, findErroredState } from "./errored-state.js";
import { type RecoveryJournal } from "./recover-common.js";
import { replayRunOutput } from "./replay-output.js";
import { finishRecovery, type RecoverOptions, type RecoverResult } from "./result.js";
import { forceUnlockCommand, probeLock, rememberInspection } from "./terraform-lock.js";
import { Recovery, type LockForWrites } from "./terraform-recovery.js";
import { takeRecoveryLock } from "./own-lock.js";

/** One run's recovery: `runs` are every unfinished run of the stack (for the lock's owner). */
export async function recoverRun(
  settings: Settings,
  deps: LifecycleDeps,
  options: RecoverOptions,
  engine: TerraformEngine,
  backend: BackendConfig,
  frame: RecoveryJournal,
  state: JournalState | null,
  runs: readonly JournalState[],
): Promise<RecoverResult> {
  const recovery = new Recovery(settings, deps, engine);
  // s3: a state whose digest does not match makes every engine call fail: say why, first.
  const mismatch = await checkStateDigest(backend, settings.workdir).catch((error: unknown) => {
    frame.warnings.push(`could not check the s3 state digest: ${messageOf(error)}`);
    return null;
  });
  const repairDigest =
    mismatch !== null && settings.stateDigest === "repair" && options.mode !== "unlock";
  if (mismatch !== null && !repairDigest) {
    recovery.act("report-checksum", mismatch.message, false);
    recovery.attention.push(mismatch.message);
  }
  const locks = rememberInspection(
    createBackendLocks(backend, process.env, backendLocksOptions(settings, engine)),
  );
  const before = await probeLock(engine, locks);
  let after = before;
  const pending = state !== null && !isTerminal(state);
  const canTouch = await frame.mayTouch(
    state,
    recovery,
    options.mode,
    options.runLiveness ?? UNKNOWN_RUN_LIVENESS,
  );
  if (canTouch && state !== null && frame.journal !== null) {
    // What the apply reported after its stackgate died, from the file it wrote on to.
    const replayed = replayRunOutput(engine, state, frame.journal);
    if (replayed > 0) {
      deps.output.info(
        `recover: journaled ${replayed} resource event(s) from the output run ${state.header.runId}'s engine left`,
      );
    }
  }
  if (canTouch) {
    const found =
      options.mode === "unlock"
        ? null
        : await findErroredState(settings, frame.durable, state, recovery.attention);
    const errored = found === null ? null : await decryptErroredState(engine, found);
    // Recovery's writes under a lock of its own where the lock is free and stackgate can take it.
    const journal = frame.journal;
    const writes = errored !== null || (pending && options.mode !== "unlock");
    const takeOwn =
      journal !== null && state !== null && writes
        ? (over?: BackendHolder) => takeRecoveryLock(settings, deps, locks, journal, state, over)
        : null;
    let lock: LockForWrites;
    try {
      lock = await recovery.holdDeadLock(
        state,
        locks,
        // Probe again only when an engine was just stopped: it released or left its lock.
        recovery.stoppedEngine ? await probeLock(engine, locks.forget()) : before,
        options.runLiveness ?? UNKNOWN_RUN_LIVENESS,
        runs,
        errored?.unpushable ?? null,
        takeOwn,
      );
    } catch (error) {
      // The backend does not answer: the errored state must not be lost with this runner.
      if (errored === null) throw error;
      lock = { kind: "unknown", message: messageOf(error) };
    }
    after = lock.kind === "held" ? lock.probe : lock;
    let restored = true;
    if (errored !== null) {
      try {
        restored = await recovery.restoreErroredState(
          errored,
          lock,
          frame.durable,
          lock.kind === "free"
            ? null
            : forceUnlockCommand(
                settings,
                // Recovery's own lock, kept with the state: the one to release by hand.
                lock.kind === "held" && lock.release !== undefined && state !== null
                  ? { ...state, lockId: lock.holder.id }
                  : state,
                backend,
              ),
          state?.header.runId ?? null,
        );
        if (restored) frame.warnings.push(...(await dropErroredState(settings, frame.durable)));
      } finally {
        errored.dispose();
      }
    }
    // A state the backend lacks keeps the dead lock: a run planning on it would create twice.
    if (lock.kind !== "locked" && restored) {
      try {
        if (repairDigest) recovery.act("repair-checksum", await repairStateDigest(mismatch));
        if (pending && options.mode !== "unlock") {
          recovery.restoreEmptiedLocalState(backend);
          await recovery.repairHalfApplied(state, options.settled);
        }
      } catch (error) {
        if (lock.kind === "held") {
          await recovery.releaseHeldLock(locks, lock).catch((failed: unknown) => {
            frame.warnings.push(
              `the lock ${lock.holder.id} could not be released: ${messageOf(failed)}`,
            );
          });
        }
        throw error;
      }
      if (lock.kind === "held") after = await recovery.releaseHeldLock(locks, lock);
    }
  }
  if (!canTouch && before.kind === "locked") recovery.keepLockOfLiveRun(before, locks);
  if (repairDigest && !recovery.actions.some((a) => a.kind === "repair-checksum")) {
    // Still locked by someone alive (or a live run of ours): their next write fixes it.
    recovery.act("report-checksum", mismatch.message, false);
    recovery.attention.push(mismatch.message);
  }
  return finishRecovery({
    mode: options.mode,
    done: recovery,
    lock: { before, after },
    state,
    journal: frame.journal,
    tainted: recovery.tainted,
    unconfirmed: recovery.unconfirmed,
  });
}
