/** What a report is about besides the change set: where, which run, which outcome. */

export type ReportOutcome =
  | "planned"
  | "no-changes"
  | "applied"
  | "failed"
  | "interrupted"
  | "recovered"
  | "locked"
  | "stale-plan"
  | "approval-required"
  | "cancelled"
  | "stopped-recovered"
  | "stopped";

export interface CommentContext {
  project: string;
  stack: string;
  workdir: string;
  /** e.g. "Terraform 1.11.4". */
  engineLabel: string;
  /** `sha256:<64 hex>`; may be empty when there is no plan. */
  digest: string;
  runUrl?: string;
  commit?: string;
  /** The stackgate command, e.g. "preview" or "up". */
  command: string;
  /** Known outcomes get an icon and a label; any other string is shown as is. */
  outcome: ReportOutcome | (string & {});
  /** stackgate's own markdown (not engine text): shown as is, only redacted. */
  approvalHint?: string;
  /**
   * Where the whole diff can be read when the comment cannot hold it (stackgate's words), e.g.
   * "the job summary and the run log"; default "the run log".
   */
  fullDiffAt?: string;
  /** Values to redact wherever they appear. */
  secrets: readonly string[];
  /** The tail of the engine's log, shown for failures. */
  outputTail?: string;
  /**
   * Why no plan was made (stackgate's words: a gate that refused the run before any engine
   * ran). Shown in place of a plan's counts, never as engine output nor as "no changes".
   */
  notPlanned?: string;
  /**
   * A recovery's own account (stackgate's words, redacted): what it repaired and what is left
   * for a person. Shown in place of a plan's counts, never as engine output.
   */
  recovery?: {
    repaired: readonly string[];
    left: readonly string[];
    /** The command that finishes it by hand: shown under what is left, not counted as an item. */
    finish?: string;
  };
  /** The stack's open items (stackgate's words): what an earlier recovery left, until closed. */
  openItems?: readonly string[];
  /**
   * After an apply that failed or was interrupted: what the journal saw applied (the engine's
   * summary is missing or wrong then), shown under the plan's counts.
   */
  applied?: { added: number; changed: number; removed: number; tainted: number };
}
