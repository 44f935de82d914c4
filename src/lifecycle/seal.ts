/**
 * The seal key of a plan (see model/digest.ts): made at preview, kept in the plan record (a
 * random key) or derived from STACKGATE_DIGEST_SECRET, and found again when the plan is applied.
 */
import {
  configuredSealKey,
  hasSealedValues,
  newSealKey,
  planKeySealKey,
  type SealKey,
} from "../model/digest.js";
import type { ChangeSet } from "../model/change.js";

import type { PlanRecord, PlanSeal } from "./plan-artifact.js";

import { type Settings } from "../settings/index.js";
export { newSealKey };

/** What the plan record keeps of a seal key: a random key itself, never a configured one. */
export function sealForRecord(seal: SealKey): PlanSeal {
  return seal.source === "plan"
    ? { source: "plan", key: seal.key.toString("hex") }
    : { source: seal.source };
}

/**
 * The seal key of a saved plan from its record, or why there is none. Null key and null
 * problem: the plan has nothing sensitive, so no key is needed.
 */
export function sealOfSavedPlan(
  record: PlanRecord | null,
  changeSet: ChangeSet,
  settings: Settings,
): { seal: SealKey | null; problem: string | null } {
  const seal = record?.seal;
  if (seal?.source === "plan" && typeof seal.key === "string" && /^[0-9a-f]{64}$/.test(seal.key)) {
    return { seal: { source: "plan", key: Buffer.from(seal.key, "hex") }, problem: null };
  }
  if (seal?.source === "plan-key" && settings.planKey) {
    return { seal: planKeySealKey(settings.planKey), problem: null };
  }
  if (seal?.source === "configured" || (seal === undefined && settings.digestSecret)) {
    if (settings.digestSecret) {
      return { seal: configuredSealKey(settings.digestSecret), problem: null };
    }
  }
  if (!hasSealedValues(changeSet)) return { seal: null, problem: null };
  const where = `${settings.planFile}.stackgate.json`;
  const problem =
    seal?.source === "configured"
      ? `the saved plan's sensitive values are bound with a key derived from STACKGATE_DIGEST_SECRET, which is not set in this run`
      : seal?.source === "plan-key"
        ? `the saved plan's sensitive values are bound with a key derived from the plan key, which is not set in this run`
        : record === null
          ? `the saved plan has sensitive values, and the plan record ${where} that holds the key binding them into the digest is missing or unreadable`
          : `the plan record ${where} has no valid seal key for the plan's sensitive values (expected "seal": {"source": "plan", "key": <64 hex>} or {"source": "configured"}), got ${JSON.stringify(seal ?? null)}`;
  return { seal: null, problem };
}

/**
 * Why a fresh plan cannot match a published digest although nothing changed: its sensitive
 * values are bound under a new random key (a plan key or STACKGATE_DIGEST_SECRET gives every
 * job the same key).
 */
export function sealHint(changeSet: ChangeSet | undefined, settings: Settings): string {
  if (settings.expectDigest !== undefined || settings.digestSecret || settings.planKey) return "";
  if (!changeSet || !hasSealedValues(changeSet)) return "";
  return (
    " Note: this plan has sensitive values, which a digest binds with a key made for each plan; a plan made afresh " +
    "in this job cannot reproduce the published digest. Set a plan key (STACKGATE_PLAN_KEY, input plan-key, variable " +
    "PLAN_KEY; or STACKGATE_DIGEST_SECRET), the same in the preview and the apply job, so both derive the same key."
  );
}
