/**
 * The stale-lock decision. A lock may be broken only with evidence that its owner is dead:
 * our own journal names the run holding it and that run is provably gone (same host and its
 * processes are gone, or the platform says the run finished), or — opt-in — the lock is older
 * than `stale-after`. Anything else is a live or unknown owner, and the lock stays.
 */
import type { LockHolder } from "../engines/engine.js";
import type { RunState } from "./liveness.js";

export interface JournalRun {
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
  /** The newest journal run for this stack, if any. */
  journal: JournalRun | null;
  thisHost: string;
  isPidAlive: (pid: number) => boolean;
  /** What the platform says about the journal's run (`unknown` when nobody can tell). */
  runState: RunState;
  /** Opt-in: locks older than this many ms count as abandoned. */
  staleAfterMs?: number;
  now: Date;
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

function journalVerdict(e: OwnershipEvidence, run: JournalRun): OwnershipVerdict | null {
  if (run.terminal) return null; // a finished run of ours holds nothing: the lock is someone else's
  if (run.host === e.thisHost) {
    const alive = [run.pid, run.enginePid].filter(
      (p): p is number => p !== undefined && e.isPidAlive(p),
    );
    if (alive.length > 0) {
      return {
        kind: "alive",
        reason: `our run ${run.runId} is still running on this host (pid ${alive.join(", ")})`,
      };
    }
    return {
      kind: "dead",
      reason: `our journal says run ${run.runId} took the lock on this host, and its processes (pid ${[run.pid, run.enginePid].filter(Boolean).join(", ")}) are gone`,
    };
  }
  if (e.runState === "finished") {
    return {
      kind: "dead",
      reason: `our journal's run ${run.runId} on ${run.host} has finished according to the CI platform`,
    };
  }
  if (e.runState === "running") {
    return {
      kind: "alive",
      reason: `our journal's run ${run.runId} on ${run.host} is still running according to the CI platform`,
    };
  }
  return null;
}

export function decideLockOwnership(e: OwnershipEvidence): OwnershipVerdict {
  if (e.journal) {
    const verdict = journalVerdict(e, e.journal);
    if (verdict) return verdict;
  }
  const created = parseLockCreated(e.holder.created);
  if (e.staleAfterMs !== undefined && created) {
    const age = e.now.getTime() - created.getTime();
    if (age > e.staleAfterMs) {
      return {
        kind: "dead",
        reason: `the lock is ${describeAge(age)} old, older than stale-after (${describeAge(e.staleAfterMs)})`,
      };
    }
  }
  return {
    kind: "unknown",
    reason: e.journal
      ? `the lock is not provably ours: our last run ${e.journal.runId} ${e.journal.terminal ? "finished cleanly" : `on ${e.journal.host} cannot be checked from here`}`
      : "no stackgate journal names this lock's owner",
  };
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
