import type { ApplySummary, LockHolder } from "../engines/engine.js";
import type { AppliedCounts } from "../journal/applied.js";
import type { ChangeSet, StackOutput } from "../model/change.js";
import { EXIT } from "../errors.js";
import { describeLockHolder } from "../locks/ownership.js";

export type Outcome =
  | "no-changes"
  | "planned"
  | "applied"
  | "failed"
  | "locked"
  | "stale-plan"
  | "approval-required"
  | "interrupted";

/** What a lifecycle command did; the CLI turns it into text or `--json`. */
export interface RunResult {
  command: "preview" | "up";
  outcome: Outcome;
  exitCode: number;
  message?: string;
  changeSet?: ChangeSet;
  digest?: string;
  planFile?: string;
  comment?: string;
  commentFile?: string;
  /** After a failed or interrupted apply: what the journal saw applied (with `tainted`). */
  applied?: ApplySummary | AppliedCounts;
  /** The stack's outputs after an apply (sensitive values included: never print them). */
  outputs?: StackOutput[];
  lockHolder?: LockHolder;
  /** The stack's open items (what an earlier recovery left for a person), one line each. */
  openItems?: string[];
}

/**
 * An `up` the gate refused before any engine ran: it has no plan of its own. Posted, it would
 * replace the published plan (and the digest approvals are given for) with an empty one.
 */
export function refusedBeforePlan(result: RunResult): boolean {
  return (
    result.command === "up" && result.outcome === "approval-required" && result.digest === undefined
  );
}

/** `base` stopped by someone's lock: exit 4, the holder named, and that nothing was `done`. */
export function lockedResult(
  base: Pick<RunResult, "command"> & Partial<RunResult>,
  holder: LockHolder,
  done: "planned" | "applied",
): RunResult {
  return {
    ...base,
    outcome: "locked",
    exitCode: EXIT.locked,
    lockHolder: holder,
    message: `the state is locked: ${describeLockHolder(holder)}. Nothing was ${done}.`,
  };
}
