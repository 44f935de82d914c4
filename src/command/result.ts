import type { ApplySummary, LockHolder } from "../engines/engine.js";
import type { AppliedCounts } from "../journal/applied.js";
import type { ChangeSet } from "../model/change.js";

export const OUTCOMES = [
  "no-changes",
  "planned",
  "applied",
  "failed",
  "locked",
  "stale-plan",
  "approval-required",
  "interrupted",
] as const;
export type Outcome = (typeof OUTCOMES)[number];

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
  lockHolder?: LockHolder;
}
