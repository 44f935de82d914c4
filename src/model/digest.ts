import { createHash, createHmac, randomBytes } from "node:crypto";
import type { ChangeSet } from "./change.js";

/** JSON with object keys sorted, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Fingerprint of arbitrary values (before/after): a hash, never the values themselves. */
export function fingerprint(value: unknown): string {
  return sha256Hex(canonicalJson(value ?? null));
}

/**
 * The key that binds a plan's sensitive values into its digest. `plan`: 32 random bytes made
 * for this one plan and kept only in its record beside the plan file; `configured`: derived
 * from STACKGATE_DIGEST_SECRET, the same in every job that has that secret (so a fresh plan in
 * the apply job reproduces the published digest).
 */
export interface SealKey {
  source: "plan" | "configured";
  key: Buffer;
}

const CONFIGURED_SEAL_CONTEXT = "stackgate plan digest seal v1";

/** The seal key for a new plan: derived from the configured secret, else random. */
export function newSealKey(digestSecret: string | undefined): SealKey {
  return digestSecret ? configuredSealKey(digestSecret) : { source: "plan", key: randomBytes(32) };
}

export function configuredSealKey(digestSecret: string): SealKey {
  const key = createHmac("sha256", digestSecret).update(CONFIGURED_SEAL_CONTEXT).digest();
  return { source: "configured", key };
}

/** True when some value of the plan is sensitive (the digest then needs a seal key). */
export function hasSealedValues(changeSet: ChangeSet): boolean {
  return (
    changeSet.resources.some((r) => r.sealed !== undefined) ||
    changeSet.outputs.some((o) => o.sealed !== undefined)
  );
}

/**
 * The plan digest: names exactly this plan. Stable for the same planned changes, values,
 * configuration and engine version; different as soon as any action, address, reason, value,
 * configuration file or the engine version changes. Volatile fields (timestamps, durations,
 * engine log text) are not part of it.
 *
 * Sensitive values enter only as an HMAC under `seal` (a secret key), so the published digest
 * is no offline oracle for them: without the key, guessing a value cannot be checked against
 * it. A plan with sensitive values cannot be digested without a seal key.
 */
export function digestChangeSet(changeSet: ChangeSet, seal: SealKey | null = null): string {
  let sealed: string | undefined;
  if (hasSealedValues(changeSet)) {
    if (seal === null) {
      throw new Error(
        "digestChangeSet: the plan has sensitive values, and no seal key was given to bind them",
      );
    }
    const values = canonicalJson({
      resources: changeSet.resources.map((r) => r.sealed ?? null),
      outputs: changeSet.outputs.map((o) => o.sealed ?? null),
    });
    sealed = createHmac("sha256", seal.key).update(values).digest("hex");
  }
  const material = {
    engine: changeSet.engine,
    engineVersion: changeSet.engineVersion,
    configuration: changeSet.configuration,
    resources: changeSet.resources.map((r) => ({
      address: r.address,
      action: r.action,
      replaceOrder: r.replaceOrder,
      reasons: r.reasons,
      movedFrom: r.movedFrom,
      importId: r.importId,
      fingerprint: r.fingerprint,
    })),
    outputs: changeSet.outputs.map((o) => ({
      name: o.name,
      action: o.action,
      fingerprint: o.fingerprint,
    })),
    errored: changeSet.errored,
    sealed,
  };
  return `sha256:${sha256Hex(canonicalJson(material))}`;
}

/** The short form shown to people and accepted in `/stackgate apply <digest>`. */
export function shortDigest(digest: string): string {
  return digest.replace(/^sha256:/, "").slice(0, 12);
}

/** A full `sha256:` digest must be equal; a short one (12 hex) must be its short form. */
export function digestMatches(actual: string, given: string): boolean {
  return given.startsWith("sha256:") ? actual === given : shortDigest(actual) === given;
}
