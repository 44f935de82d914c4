/** What `recover` (and `unlock`) did, for every engine. */
import type { LockProbe } from "../engines/engine.js";
import { EXIT } from "../errors.js";
import type { Journal } from "../journal/journal.js";
import type { JournalState } from "../journal/entries.js";
import { isTerminal } from "../journal/fold.js";
import { describeLockHolder } from "../locks/ownership.js";
import type { RunLiveness } from "../locks/liveness.js";

export interface RecoverAction {
  kind:
    | "stop-engine"
    | "push-errored-state"
    | "keep-errored-state"
    | "restore-state"
    | "unlock"
    | "refresh"
    | "import"
    | "report-drift"
    | "report-tainted"
    | "report-checksum"
    | "repair-checksum"
    | "report-orphans"
    | "report-unconfirmed"
    | "keep-lock"
    | "cancel-update"
    | "report-pending"
    | "clear-pending-creates";
  detail: string;
  ok: boolean;
}

export interface Orphan {
  address: string;
  id: string | null;
  /** False when the engine started creating it but its completion was never seen. */
  certain: boolean;
  importCommand: string;
}

export type RecoverOutcome = "clean" | "recovered" | "needs-attention" | "failed";

export interface RecoverResult {
  command: "recover" | "unlock";
  outcome: RecoverOutcome;
  exitCode: number;
  actions: RecoverAction[];
  orphans: Orphan[];
  tainted: string[];
  /** In state, but the engine never confirmed the operation (started, then the run died). */
  unconfirmed: string[];
  lock: { before: LockProbe; after: LockProbe };
  journal: { runId: string; phase: string; updatedAt: string } | null;
  message?: string;
}

export interface RecoverOptions {
  /** `unlock` only releases the lock; `preflight` runs before preview/up. */
  mode: "recover" | "preflight" | "unlock";
  runLiveness?: RunLiveness;
}

/**
 * How a recovery ends, the same for every engine: it needs attention while anything is left
 * for a person (or the lock is still held); otherwise it recovered when the last run was
 * unfinished or something was done, and was clean when there was nothing to do. Only a
 * recovery that left nothing for a person marks the run `recovered` in its journal.
 */
export function finishRecovery(ending: {
  mode: RecoverOptions["mode"];
  done: {
    readonly actions: RecoverAction[];
    readonly orphans: Orphan[];
    readonly attention: readonly string[];
  };
  lock: { before: LockProbe; after: LockProbe };
  state: JournalState | null;
  journal: Pick<Journal, "record"> | null;
  tainted?: string[];
  unconfirmed?: string[];
}): RecoverResult {
  const { done, lock, state } = ending;
  const after = lock.after;
  const needsAttention = done.attention.length > 0 || after.kind === "locked";
  if (ending.journal && !needsAttention) {
    ending.journal.record({ type: "phase", phase: "recovered" });
  }
  const unfinished = state !== null && !isTerminal(state);
  const result: RecoverResult = {
    command: ending.mode === "unlock" ? "unlock" : "recover",
    outcome: needsAttention
      ? "needs-attention"
      : unfinished || done.actions.length > 0
        ? "recovered"
        : "clean",
    exitCode: !needsAttention ? EXIT.ok : after.kind === "locked" ? EXIT.locked : EXIT.failed,
    actions: done.actions,
    orphans: done.orphans,
    tainted: ending.tainted ?? [],
    unconfirmed: ending.unconfirmed ?? [],
    lock,
    journal: state
      ? { runId: state.header.runId, phase: state.phase, updatedAt: state.updatedAt }
      : null,
  };
  if (needsAttention) {
    result.message =
      done.attention.join("\n") ||
      (after.kind === "locked" ? `the stack is locked: ${describeLockHolder(after.holder)}` : "");
  }
  return result;
}
