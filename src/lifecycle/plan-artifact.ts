/**
 * The plan artifact: the saved plan file plus a small JSON record beside it that names the
 * plan by digest and commit. `up` trusts a plan only through this record and a re-check.
 */
import { readFileSync } from "node:fs";
import type { ChangeSummary } from "../model/change.js";
import { writeFileAtomically } from "../safety/atomic-file.js";
import type { PlanModeName, Settings } from "../settings.js";
import type { PlanRequest } from "../engines/engine.js";

/** The engine-level plan mode for a settings mode. */
export function engineMode(mode: Settings["mode"]): PlanRequest["mode"] {
  return mode === "refresh" ? "refresh-only" : mode;
}

/**
 * The key that binds the plan's sensitive values into its digest (model/digest.ts): a random
 * key kept here only, or a note that it is derived from STACKGATE_DIGEST_SECRET.
 */
export type PlanSeal = { source: "plan"; key: string } | { source: "configured" };

export interface PlanRecord {
  version: 1;
  digest: string;
  planFile: string;
  engine: string;
  engineVersion: string;
  workdir: string;
  stack: string;
  /** What the plan was made for (absent in records written before modes: `normal`). */
  mode?: PlanModeName;
  commit?: string;
  createdAt: string;
  hasChanges: boolean;
  summary: ChangeSummary;
  /** Absent in records written before seals (plans with sensitive values then cannot be applied by digest). */
  seal?: PlanSeal;
}

export function planRecordPath(planFile: string): string {
  return `${planFile}.stackgate.json`;
}

/** Writes atomically (temp file + rename) so a kill never leaves half a record. */
export function writePlanRecord(record: PlanRecord): string {
  const file = planRecordPath(record.planFile);
  writeFileAtomically(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

export function readPlanRecord(planFile: string): PlanRecord | null {
  let text: string;
  try {
    text = readFileSync(planRecordPath(planFile), "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<PlanRecord>;
    if (parsed.version === 1 && typeof parsed.digest === "string") return parsed as PlanRecord;
  } catch {
    // a corrupt record is treated as absent: the plan is re-checked from the plan file itself
  }
  return null;
}
