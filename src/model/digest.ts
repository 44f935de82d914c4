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
  source: "plan" | "configured" | "plan-key";
  key: Buffer;
}

const CONFIGURED_SEAL_CONTEXT = "stackgate plan digest seal v1";
const PLAN_KEY_SEAL_CONTEXT = "stackgate plan digest seal v1 from the plan key";

/**
 * The seal key for a new plan: derived from STACKGATE_DIGEST_SECRET, else from the plan key
 * (both secrets every job of the pipeline shares, so an unchanged plan keeps its digest
 * whatever its sensitive values), else random (then only this plan's record knows it).
 */
export function newSealKey(secrets: { digestSecret?: string; planKey?: string }): SealKey {
  if (secrets.digestSecret) return configuredSealKey(secrets.digestSecret);
  if (secrets.planKey) return planKeySealKey(secrets.planKey);
  return { source: "plan", key: randomBytes(32) };
}

/**
 * HMAC-SHA256 of a fixed context under the plan key: a key of its own (the plan seal's AES key
 * is scrypt of the plan key with a random salt), and nobody without the plan key can compute it.
 */
export function planKeySealKey(planKey: string): SealKey {
  const key = createHmac("sha256", planKey).update(PLAN_KEY_SEAL_CONTEXT).digest();
  return { source: "plan-key", key };
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
export function digestChangeSet(
  changeSet: ChangeSet,
  seal: SealKey | null = null,
  state?: StateBinding,
): string {
  return `sha256:${sha256Hex(canonicalJson(digestMaterial(changeSet, seal, state)))}`;
}

/** Terraform/OpenTofu: the workspace and state address a plan is made against. */
export interface StateBinding {
  workspace: string;
  stateAddress: string;
}

/**
 * By address (names): an engine may report independent changes in any order (real Pulumi
 * registers resources without dependencies concurrently, so two previews of one program list
 * their steps differently), and the order is no part of what would change.
 */
function byName<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...items].sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
}

function digestMaterial(changeSet: ChangeSet, seal: SealKey | null, state?: StateBinding) {
  const resources = byName(changeSet.resources, (r) => r.address);
  const outputs = byName(changeSet.outputs, (o) => o.name);
  let sealed: string | undefined;
  if (hasSealedValues(changeSet)) {
    if (seal === null) {
      throw new Error(
        "digestChangeSet: the plan has sensitive values, and no seal key was given to bind them",
      );
    }
    const values = canonicalJson({
      resources: resources.map((r) => r.sealed ?? null),
      outputs: outputs.map((o) => o.sealed ?? null),
    });
    sealed = createHmac("sha256", seal.key).update(values).digest("hex");
  }
  return {
    state,
    engine: changeSet.engine,
    engineVersion: changeSet.engineVersion,
    configuration: changeSet.configuration,
    resources: resources.map((r) => ({
      address: r.address,
      action: r.action,
      replaceOrder: r.replaceOrder,
      reasons: r.reasons,
      movedFrom: r.movedFrom,
      importId: r.importId,
      fingerprint: r.fingerprint,
    })),
    outputs: outputs.map((o) => ({
      name: o.name,
      action: o.action,
      fingerprint: o.fingerprint,
    })),
    errored: changeSet.errored,
    sealed,
  };
}

/**
 * What a plan is, part by part, for telling two plans apart without a value: each resource's
 * action, changed attributes, value fingerprint and (for its sensitive values) an HMAC under
 * the seal key. Kept beside the saved plan (lifecycle/plan-history.ts).
 */
export interface PlanParts {
  digest: string;
  /** Where the key binding sensitive values came from (`plan`: random, this plan's own). */
  seal?: SealKey["source"];
  engineVersion: string;
  configuration: string;
  state?: StateBinding;
  resources: Record<
    string,
    { action: string; attributes: string[]; values: string; secret?: string }
  >;
  outputs: Record<string, { action: string; values: string; secret?: string }>;
}

export function planParts(
  changeSet: ChangeSet,
  seal: SealKey | null,
  state?: StateBinding,
): PlanParts {
  const mac = (value: string | undefined): string | undefined =>
    value === undefined || seal === null
      ? undefined
      : createHmac("sha256", seal.key).update(value).digest("hex");
  const parts: PlanParts = {
    digest: digestChangeSet(changeSet, seal, state),
    ...(seal !== null ? { seal: seal.source } : {}),
    engineVersion: changeSet.engineVersion,
    configuration: canonicalJson(changeSet.configuration ?? null),
    ...(state !== undefined ? { state } : {}),
    resources: {},
    outputs: {},
  };
  for (const r of changeSet.resources) {
    const secret = mac(r.sealed);
    parts.resources[r.address] = {
      action: r.action,
      attributes: [...r.changedAttributes],
      values: r.fingerprint,
      ...(secret !== undefined ? { secret } : {}),
    };
  }
  for (const o of changeSet.outputs) {
    const secret = mac(o.sealed);
    parts.outputs[o.name] = {
      action: o.action,
      values: o.fingerprint,
      ...(secret !== undefined ? { secret } : {}),
    };
  }
  return parts;
}

/** The short form shown to people and accepted in `/stackgate apply <digest>`. */
export function shortDigest(digest: string): string {
  return digest.replace(/^sha256:/, "").slice(0, 12);
}

/** A full `sha256:` digest must be equal; a short one (12 hex) must be its short form. */
export function digestMatches(actual: string, given: string): boolean {
  return given.startsWith("sha256:") ? actual === given : shortDigest(actual) === given;
}
