/** What `recover` (and `unlock`) did, for every engine. */
import type { LockProbe } from "../engines/engine.js";
import { EXIT } from "../errors.js";
import type { Journal } from "../journal/journal.js";
import type { JournalState } from "../journal/entries.js";
import { isTerminal } from "../journal/fold.js";
import { describeLockHolder } from "../locks/ownership.js";
import type { RunLiveness } from "../locks/liveness.js";
import type { OpenItem } from "../journal/open-items.js";

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
    | "repair-checkpoint"
    | "report-orphans"
    | "report-unconfirmed"
    | "keep-lock"
    | "cancel-update"
    | "report-pending"
    | "clear-pending-creates"
    | "resolve-item";
  detail: string;
  ok: boolean;
}

export interface Orphan {
  address: string;
  id: string | null;
  /** False when the engine started creating it but its completion was never seen. */
  certain: boolean;
  importCommand: string;
  /** Set once recovery imported it. */
  imported?: true;
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
  /**
   * Addresses this recovery proved exist at no provider (Pulumi components whose pending create
   * it cleared): their open items close.
   */
  provenAbsent?: string[];
  lock: { before: LockProbe; after: LockProbe };
  journal: { runId: string; phase: string; updatedAt: string } | null;
  /**
   * What is left for a person, each with its addresses, ids and commands ([] when the outcome
   * is `recovered` or `clean`).
   */
  left: string[];
  /**
   * Nothing blocks the next run — no attention entry, no lock held — so the repaired run's
   * journal was closed (`recovered`) and a pre-flight may go on. A report left for a person
   * (orphans whose creation was never confirmed, unconfirmed operations, drift) is told, and
   * does not keep the run open: the next run could not resolve it either.
   */
  nextRunMayStart: boolean;
  /** Every open item of the stack after this recovery (recovery/open-items.ts), whichever run left it. */
  openItems?: OpenItem[];
  /**
   * Where one report settles several runs (`combineResults`): what each run's pass found, so
   * that what it leaves is recorded as that run's open items, not the newest run's.
   */
  findings?: RunFindings[];
  message?: string;
}

/**
 * Actions that, when they fail, always push their own attention entry (which says more): their
 * detail is not repeated in what is left. Every other action that did not succeed — a report
 * of orphans, unconfirmed operations, drift, pending operations — is itself something left.
 */
const SAID_IN_ATTENTION: ReadonlySet<RecoverAction["kind"]> = new Set<RecoverAction["kind"]>([
  "keep-lock",
  "keep-errored-state",
  "report-checksum",
  "refresh",
  "restore-state",
  "cancel-update",
  // The stack export before the repair: what the repair could not resolve is an attention entry.
  "report-pending",
]);

/** What a recovery leaves for a person: its attention entries, then every other action that did not succeed. */
function leftForAPerson(actions: readonly RecoverAction[], attention: readonly string[]): string[] {
  const left = [...attention];
  for (const action of actions) {
    if (!action.ok && !SAID_IN_ATTENTION.has(action.kind) && !left.includes(action.detail))
      left.push(action.detail);
  }
  return left;
}

/** What one run's recovery found that a person must settle: the items it leaves are that run's. */
export interface RunFindings {
  runId: string;
  orphans: Orphan[];
  unconfirmed: string[];
  /** Drift found after the interrupted apply and left in place (the policy said report). */
  driftLeft: boolean;
}

/** The findings of `result`, one per run it settled (none when it examined no run). */
export function findingsOf(result: RecoverResult): RunFindings[] {
  if (result.findings !== undefined) return result.findings;
  if (result.journal === null) return [];
  return [
    {
      runId: result.journal.runId,
      orphans: result.orphans,
      unconfirmed: result.unconfirmed,
      driftLeft: result.actions.some((a) => a.kind === "report-drift" && !a.ok),
    },
  ];
}

export interface RecoverOptions {
  /** `unlock` only releases the lock; `preflight` runs before preview/up. */
  mode: "recover" | "preflight" | "unlock";
  runLiveness?: RunLiveness;
  /** Orphans of a run a person already closed as open items (`recover --resolve`): not reported again. */
  settled?: (runId: string, address: string) => boolean;
  /**
   * The record keys (entries.ts `recordKey`) of the unfinished runs to settle (the pre-flight:
   * those provably over); every unfinished run when absent. The others still count as owners
   * of a lock.
   */
  only?: ReadonlySet<string>;
}

/**
 * One report for several runs settled in turn (oldest first): every action, orphan and thing
 * left; the lock as the first found it and the last left it; it needs attention when any did,
 * and the next run may start only when every one allows it. The journal named is the newest run's.
 */
export function combineResults(results: readonly RecoverResult[]): RecoverResult {
  const first = results[0];
  const last = results[results.length - 1];
  if (first === undefined || last === undefined || results.length === 1) {
    if (first === undefined) throw new Error("combineResults: no result");
    return first;
  }
  const union = (lists: string[][]): string[] => [...new Set(lists.flat())];
  const left = union(results.map((r) => r.left));
  const needsAttention = left.length > 0;
  const combined: RecoverResult = {
    command: last.command,
    outcome: needsAttention
      ? "needs-attention"
      : results.some((r) => r.outcome === "recovered")
        ? "recovered"
        : "clean",
    exitCode: !needsAttention
      ? EXIT.ok
      : last.lock.after.kind === "locked"
        ? EXIT.locked
        : EXIT.failed,
    actions: results.flatMap((r) => r.actions),
    orphans: results.flatMap((r) => r.orphans),
    tainted: last.tainted,
    unconfirmed: union(results.map((r) => r.unconfirmed)),
    lock: { before: first.lock.before, after: last.lock.after },
    journal: last.journal,
    left,
    nextRunMayStart: results.every((r) => r.nextRunMayStart),
    findings: results.flatMap(findingsOf),
  };
  if (needsAttention) combined.message = left.join("\n");
  return combined;
}

/**
 * How a recovery ends, the same for every engine: it needs attention (non-zero exit) while
 * anything is left for a person — an attention entry, any action that did not succeed (an
 * import it could not do, orphans only listed, drift left in place), or the lock still held;
 * otherwise it recovered when the last run was unfinished or something was done, and was clean
 * when there was nothing to do. The run's journal is closed (`recovered`) only when nothing
 * blocks the next run: no attention entry and no lock held.
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
  const left = leftForAPerson(done.actions, done.attention);
  if (after.kind === "locked" && left.length === 0)
    left.push(`the stack is locked: ${describeLockHolder(after.holder)}`);
  const needsAttention = left.length > 0;
  const nextRunMayStart = done.attention.length === 0 && after.kind !== "locked";
  if (ending.journal && nextRunMayStart) {
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
    left,
    nextRunMayStart,
  };
  if (needsAttention) result.message = left.join("\n");
  return result;
}
