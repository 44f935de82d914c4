import { createHash } from "node:crypto";
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
 * The plan digest: names exactly this plan. Stable for the same planned changes and values,
 * different as soon as any action, address, reason or value changes. Volatile fields
 * (timestamps, durations, engine log text) are not part of it.
 */
export function digestChangeSet(changeSet: ChangeSet): string {
  const material = {
    engine: changeSet.engine,
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
  };
  return `sha256:${sha256Hex(canonicalJson(material))}`;
}

/** The short form shown to people and accepted in `/stackgate apply <digest>`. */
export function shortDigest(digest: string): string {
  return digest.replace(/^sha256:/, "").slice(0, 12);
}
