/** Folds one run's journal entries into its current state, and checks whose run it is. */
import {
  assertStartsWithStart,
  isSameWorkdir,
  JournalError,
  TERMINAL_PHASES,
  UNREADABLE_ADVICE,
  type JournalEntry,
  type JournalKey,
  type JournalResource,
  type JournalState,
  type RunPhase,
  type StartEntry,
} from "./entries.js";

const IN_FLIGHT_CHECK: ReadonlySet<RunPhase> = new Set<RunPhase>([
  "done",
  "interrupted",
  "failed",
  "recovered",
]);

/** Folds one run's entries into its current state. Throws a JournalError on a malformed run. */
export function foldJournal(
  entries: readonly JournalEntry[],
  options: { source?: string; warnings?: readonly string[] } = {},
): JournalState {
  const source = options.source ?? "(journal)";
  const first = entries[0];
  if (first === undefined) {
    throw new JournalError(
      `The stackgate journal ${source} is empty: expected a run's start entry. ${UNREADABLE_ADVICE}`,
    );
  }
  assertStartsWithStart(entries, source);
  const start = first as StartEntry;
  const state: JournalState = {
    header: start.header,
    phase: "started",
    updatedAt: start.at,
    resources: [],
    warnings: [...(options.warnings ?? [])],
  };
  const byKey = new Map<string, JournalResource>();
  let terminalAt: string | null = null;
  for (const [index, entry] of entries.entries()) {
    if (index > 0 && entry.type === "start") {
      throw new JournalError(
        `The stackgate journal ${source} holds more than one run (run ${JSON.stringify(start.header.runId)} and, at entry ${index + 1}, run ${JSON.stringify(entry.header.runId)}); a journal holds one run. ${UNREADABLE_ADVICE}`,
      );
    }
    state.updatedAt = entry.at;
    if (terminalAt !== null && entry.type !== "phase") {
      state.warnings.push(
        `${source}: a ${entry.type} entry at ${entry.at} follows the terminal phase reached at ${terminalAt}.`,
      );
    }
    switch (entry.type) {
      case "start":
        break;
      case "phase":
        state.phase = entry.phase;
        terminalAt = TERMINAL_PHASES.has(entry.phase) ? entry.at : null;
        if (entry.enginePid !== undefined) state.enginePid = entry.enginePid;
        if (entry.planDigest !== undefined) state.planDigest = entry.planDigest;
        break;
      case "lock":
        // A recovery's own lock is its taker's, beside the run's own (which it does not replace).
        if (entry.by === undefined) state.lockId = entry.lockId;
        else (state.recoveryLocks ??= []).push({ lockId: entry.lockId, by: entry.by });
        break;
      case "resource": {
        const key = `${entry.action}\u0000${entry.address}`;
        const existing = byKey.get(key);
        if (existing === undefined) {
          const resource: JournalResource = {
            address: entry.address,
            action: entry.action,
            status: entry.status,
            at: entry.at,
          };
          if (entry.id !== undefined) resource.id = entry.id;
          byKey.set(key, resource);
          state.resources.push(resource);
        } else {
          existing.status = entry.status;
          existing.at = entry.at;
          if (entry.id !== undefined) existing.id = entry.id;
        }
        break;
      }
    }
  }
  if (IN_FLIGHT_CHECK.has(state.phase)) {
    const inFlight = state.resources.filter((r) => r.status === "started");
    if (inFlight.length > 0) {
      const list = inFlight.map((r) => `${r.action} ${r.address}`).join(", ");
      state.warnings.push(
        `${source}: the run reached phase "${state.phase}" with ${inFlight.length} resource operation(s) started but never reported done or failed: ${list}.`,
      );
    }
  }
  return state;
}

export function isTerminal(state: Pick<JournalState, "phase">): boolean {
  return TERMINAL_PHASES.has(state.phase);
}

function describeKey(key: JournalKey): string {
  return `project ${JSON.stringify(key.project)}, stack ${JSON.stringify(key.stack)}, workdir ${JSON.stringify(key.workdir)}`;
}

/** Refuses a journal written for another project, stack or workdir (message names both). */
export function assertJournalFor(
  state: Pick<JournalState, "header">,
  key: JournalKey,
  source = "the journal",
): void {
  const { header } = state;
  if (
    header.project === key.project &&
    header.stack === key.stack &&
    isSameWorkdir(header.workdir, key)
  ) {
    return;
  }
  throw new JournalError(
    `${source} belongs to ${describeKey(header)} (run ${JSON.stringify(header.runId)}), not to ${describeKey(key)}: ` +
      `stackgate will not act on another stack's journal. Check the journal location and the stack settings, or move the file aside.`,
    "foreign",
  );
}
