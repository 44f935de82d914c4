/**
 * What an apply really did, as the journal saw it: every resource the engine reported done (or
 * failed) was written to the journal as it happened, so after an apply that failed or was
 * interrupted — when the engine printed no summary line, or one that is not the truth (a state
 * the backend refused: "0 added" although every resource was created) — these counts are.
 */
import type { JournalState } from "./entries.js";

export interface AppliedCounts {
  /** Creates the engine reported complete (a replace counts as one added and one removed). */
  added: number;
  /** Updates in place the engine reported complete. */
  changed: number;
  /** Deletes the engine reported complete. */
  removed: number;
  /**
   * Creates the engine reported failed: Terraform keeps an object whose create failed half-way
   * as tainted (the next apply replaces it); it may exist at the provider.
   */
  tainted: number;
}

export function countApplied(state: Pick<JournalState, "resources">): AppliedCounts {
  const counts: AppliedCounts = { added: 0, changed: 0, removed: 0, tainted: 0 };
  for (const r of state.resources) {
    if (r.status === "failed") {
      if (r.action === "create" || r.action === "replace") counts.tainted += 1;
      continue;
    }
    if (r.status !== "done") continue;
    if (r.action === "create") counts.added += 1;
    if (r.action === "update") counts.changed += 1;
    if (r.action === "delete") counts.removed += 1;
    if (r.action === "replace") {
      counts.added += 1;
      counts.removed += 1;
    }
  }
  return counts;
}
