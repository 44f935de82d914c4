/** What `recover` (and `unlock`) did, for every engine. */
import type { LockProbe } from "../engines/engine.js";
import { EXIT } from "../errors.js";
import type { Journal } from "../journal/journal.js";
import type { JournalState } from "../journal/entries.js";
import type { RunLiveness } from "../locks/liveness.js";

export interface RecoverAction {
  kind:
    | "stop-engine"
    | "push-errored-state"
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

export function summarizeJournal(state: JournalState | null): RecoverResult["journal"] {
  return state
    ? { runId: state.header.runId, phase: state.phase, updatedAt: state.updatedAt }
    : null;
}

/**
 * How a recovery ends, the same for every engine: it needs attention while anything is left
 * for a person (or the lock is still held); otherwise it recovered when the last run was
 * unfinished or something was done, and was clean when there was nothing to do. Only a
 * recovery that left nothing for a person marks the run `recovered` in its journal.
 */
export function settleRecovery(
  done: { attention: readonly string[]; actions: readonly RecoverAction[] },
  after: LockProbe,
  unfinished: boolean,
  journal: Pick<Journal, "record"> | null,
): { outcome: RecoverOutcome; exitCode: number; needsAttention: boolean } {
  const needsAttention = done.attention.length > 0 || after.kind === "locked";
  if (journal && !needsAttention) journal.record({ type: "phase", phase: "recovered" });
  const outcome: RecoverOutcome = needsAttention
    ? "needs-attention"
    : unfinished || done.actions.length > 0
      ? "recovered"
      : "clean";
  const exitCode = !needsAttention ? EXIT.ok : after.kind === "locked" ? EXIT.locked : EXIT.failed;
  return { outcome, exitCode, needsAttention };
}
