/**
 * What a chaos run proves it struck: the share of signals that landed mid-apply per
 * backend × signal, and per backend at least one SIGKILL that left an orphan (a resource that
 * exists but is not in the state) and, where a SIGKILL strands the backend's lock, one that did.
 * A run whose kills stop landing where they must fails here, even when every trial passed.
 */
import { backendDriver, type ChaosBackend } from "./backends.js";
import type { ChaosSignal, Landing } from "./plan.js";

/** The part of a trial's report that coverage looks at (also what the Pulumi suite records). */
export interface LandingRecord {
  backend: string;
  signal: string;
  landed: Landing | null;
}

export interface KillRecord {
  backend: ChaosBackend;
  signal: ChaosSignal;
  landed: Landing | null;
  /** Resources the interrupted run created (reality), whether or not they reached the state. */
  created: number;
  /** Of those, what recover found outside the state: orphans. */
  orphans: number;
  /** The backend's lock was held right after the run (before recover). */
  strandedLock: boolean;
}

export interface LandingShare {
  key: string;
  runs: number;
  mid: number;
  landed: Record<Landing | "?", number>;
}

export function landingShares(records: readonly LandingRecord[]): LandingShare[] {
  const shares = new Map<string, LandingShare>();
  for (const r of records) {
    const key = `${r.backend}/${r.signal}`;
    const share = shares.get(key) ?? {
      key,
      runs: 0,
      mid: 0,
      landed: { "before-apply": 0, "mid-apply": 0, "after-apply": 0, "?": 0 },
    };
    share.runs++;
    share.landed[r.landed ?? "?"]++;
    if (r.landed === "mid-apply") share.mid++;
    shares.set(key, share);
  }
  return [...shares.values()];
}

/** Each backend × signal: at least `minShare` of its signals landed mid-apply. */
export function landingViolations(records: readonly LandingRecord[], minShare: number): string[] {
  return landingShares(records)
    .filter((s) => s.mid < Math.ceil(minShare * s.runs - 1e-9))
    .map(
      (s) =>
        `${s.key}: ${s.mid} of ${s.runs} signals landed mid-apply (${formatLanded(s)}), expected at least ${Math.round(minShare * 100)} %`,
    );
}

/**
 * Each backend with SIGKILL trials: at least one struck mid-apply after creates had finished;
 * where that leaves orphans (the driver says so) at least one did, and where a SIGKILL strands
 * the backend's lock at least one left it held for recover.
 */
export function killViolations(records: readonly KillRecord[]): string[] {
  const violations: string[] = [];
  const kills = records.filter((r) => r.signal === "SIGKILL-group");
  for (const backend of new Set(kills.map((r) => r.backend))) {
    const mine = kills.filter((r) => r.backend === backend);
    const driver = backendDriver(backend);
    if (!mine.some((r) => r.landed === "mid-apply" && r.created > 0)) {
      violations.push(
        `${backend}: none of its ${mine.length} SIGKILL trial(s) struck mid-apply after a create had finished`,
      );
    }
    if (driver.sigkillLeavesOrphans && !mine.some((r) => r.orphans > 0)) {
      violations.push(
        `${backend}: none of its ${mine.length} SIGKILL trial(s) left an orphan (a resource created but not in state)`,
      );
    }
    if (driver.sigkillStrandsLock && !mine.some((r) => r.strandedLock)) {
      violations.push(
        `${backend}: none of its ${mine.length} SIGKILL trial(s) left the lock held for recover`,
      );
    }
  }
  return violations;
}

export function formatLanded(s: LandingShare): string {
  return Object.entries(s.landed)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
}
