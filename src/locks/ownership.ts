/**
 * The stale-lock decision. A lock may be broken only with evidence that its owner is dead: the
 * lock itself carries the identity a run of ours recorded when it took it (the caller passes
 * `journal` only then: recovery/terraform-lock.ts `isBoundToRun`) and that run is provably over
 * (`decideRunOver`), or — opt-in from the pipeline — the lock is older than `stale-after` by
 * the backend's own clock (never the runner's, which may be hours off), and its owner is not
 * provably alive. Anything else is a live or unknown owner, and the lock stays.
 */
import type { LockHolder } from "../engines/engine.js";
import type { LockAge } from "./backend-lock.js";
import type { RunRef, RunState } from "./liveness.js";

export interface JournalRun extends RunRef {
  runId: string;
  runUrl?: string;
  host: string;
  /** stackgate's pid in that run. */
  pid: number;
  enginePid?: number;
  startedAt: string;
  /** True when the journal's last phase is terminal (done/recovered). */
  terminal: boolean;
}

export interface OwnershipEvidence {
  holder: LockHolder;
  /** The journal run the lock is proven bound to (its recorded identity), else null. */
  journal: JournalRun | null;
  thisHost: string;
  isPidAlive: (pid: number) => boolean;
  /** What the platform says about the journal's run (`unknown` when nobody can tell). */
  runState: RunState;
  /** Opt-in: locks older than this many ms count as abandoned. */
  staleAfterMs?: number;
  /** The lock's age by the backend's clock; absent where the backend keeps none. */
  age?: LockAge;
  /** Why the age is unknown (named when stale-after cannot apply). */
  ageUnknown?: string;
}

export type OwnershipVerdict =
  | { kind: "dead"; reason: string }
  | { kind: "alive"; reason: string }
  | { kind: "unknown"; reason: string };

/** Terraform's Lock Info `Created` (`2026-11-22 18:56:09.387238953 +0000 UTC`) or ISO time. */
export function parseLockCreated(created: string | undefined): Date | null {
  if (!created) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?/.exec(
    created.trim(),
  );
  if (!m) return null;
  const fraction = (m[3] ?? "").slice(0, 4);
  const zone =
    m[4] === undefined || m[4] === "Z" ? "Z" : m[4].replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const date = new Date(`${m[1]}T${m[2]}${fraction}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function describeAge(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${Math.round(s / 3600)} h`;
}

/** `run 123 attempt 2 (job deploy)`: the run as its record names it. */
function runName(run: RunRef): string {
  const parts = [`run ${run.runId}`];
  if (run.attempt !== undefined) parts.push(`attempt ${run.attempt}`);
  const job = [run.job, run.index].filter((p) => p !== undefined).join(" ");
  if (job !== "") parts.push(`(job ${job})`);
  return parts.join(" ");
}

export type RunVerdict =
  | { kind: "over"; reason: string }
  | { kind: "alive"; reason: string }
  | { kind: "unknown"; reason: string };

/**
 * Whether a journaled run is provably over: it finished cleanly, or on this host every pid of
 * it is gone, or the CI platform says it finished. A run elsewhere that nobody can check is
 * `unknown` — live or not, nobody here can tell — and is treated like a live one.
 */
export function decideRunOver(
  run: JournalRun,
  thisHost: string,
  isPidAlive: (pid: number) => boolean,
  runState: RunState,
): RunVerdict {
  if (run.terminal) return { kind: "over", reason: `${runName(run)} finished cleanly` };
  if (run.host === thisHost) {
    const pids = [run.pid, run.enginePid].filter((p): p is number => p !== undefined);
    const alive = pids.filter((p) => isPidAlive(p));
    if (alive.length > 0) {
      return {
        kind: "alive",
        reason: `${runName(run)} is still running on this host (pid ${alive.join(", ")})`,
      };
    }
    return {
      kind: "over",
      reason: `${runName(run)} ran on this host, and its processes (pid ${pids.join(", ")}) are gone`,
    };
  }
  if (runState === "finished") {
    return {
      kind: "over",
      reason: `${runName(run)} on ${run.host} has finished according to the CI platform`,
    };
  }
  if (runState === "running") {
    return {
      kind: "alive",
      reason: `${runName(run)} on ${run.host} is still running according to the CI platform`,
    };
  }
  return {
    kind: "unknown",
    reason: `${runName(run)} ran on ${run.host}${run.runUrl ? ` (${run.runUrl})` : ""}, and nobody here can tell whether it is still running`,
  };
}

function journalVerdict(e: OwnershipEvidence, run: JournalRun): OwnershipVerdict | null {
  if (run.terminal) return null; // a finished run of ours holds nothing: the lock is someone else's
  const verdict = decideRunOver(run, e.thisHost, e.isPidAlive, e.runState);
  switch (verdict.kind) {
    case "over":
      return {
        kind: "dead",
        reason: `the lock carries the identity run ${run.runId} recorded when it took it, and ${verdict.reason}`,
      };
    case "alive":
      return { kind: "alive", reason: verdict.reason };
    case "unknown":
      return null;
  }
}

export function decideLockOwnership(e: OwnershipEvidence): OwnershipVerdict {
  let staleNote: string | null = null;
  if (e.journal) {
    const verdict = journalVerdict(e, e.journal);
    // A provably live owner keeps its lock whatever its age: stale-after never overrides it.
    if (verdict) return verdict;
  }
  if (e.staleAfterMs !== undefined) {
    if (e.age === undefined) {
      staleNote = `stale-after does not apply: ${e.ageUnknown ?? "the backend keeps no clock stackgate can read the lock's age from"} (the runner's own clock is never used)`;
    } else if (e.age.ms > e.staleAfterMs) {
      return {
        kind: "dead",
        reason: `the lock is ${describeAge(e.age.ms)} old by ${e.age.clock}, older than stale-after (${describeAge(e.staleAfterMs)})`,
      };
    } else {
      staleNote = `the lock is ${describeAge(Math.max(0, e.age.ms))} old by ${e.age.clock}, younger than stale-after (${describeAge(e.staleAfterMs)})`;
    }
  }
  const base = e.journal
    ? `the lock is not provably ours: our last run ${e.journal.runId} ${e.journal.terminal ? "finished cleanly" : `on ${e.journal.host} cannot be checked from here`}`
    : "no stackgate journal names this lock's owner";
  return { kind: "unknown", reason: staleNote === null ? base : `${base}; ${staleNote}` };
}

/** A lock holder in one line, for messages and reports. */
export function describeLockHolder(holder: LockHolder): string {
  const parts = [
    holder.id ? `lock ${holder.id}` : "lock of unknown id",
    holder.who ? `held by ${holder.who}` : undefined,
    holder.operation ? `for ${holder.operation}` : undefined,
    holder.created ? `since ${holder.created}` : undefined,
  ];
  return parts.filter(Boolean).join(" ");
}
