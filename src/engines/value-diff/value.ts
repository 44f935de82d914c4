/**
 * The engine-neutral value a diff is computed over. Each engine adapter converts its own values
 * (Terraform's JSON with sensitivity and unknown masks, Pulumi's signature objects) into this
 * tree; value-diff/diff.ts diffs two trees the same way for every engine.
 */
import { createHash } from "node:crypto";
import { canonicalJson } from "../../model/digest.js";

export type DiffValue =
  | { kind: "null" }
  | { kind: "string"; value: string }
  /** A number or boolean, as the engine wrote it. */
  | { kind: "scalar"; text: string }
  | { kind: "list"; items: readonly DiffValue[] }
  /** `label` names what the map stands for when it is not a plain map (Pulumi: `archive`). */
  | { kind: "map"; entries: ReadonlyMap<string, DiffValue>; label?: string }
  /** Never shown; `identity` (a hash) only tells whether it changed. */
  | { kind: "sensitive"; identity: string }
  /** Known only after apply: always counts as a change. */
  | { kind: "unknown" }
  /** Shown as `text` and compared by `identity` (an asset by path, a resource reference). */
  | { kind: "opaque"; text: string; identity: string };

export const NULL_VALUE: DiffValue = { kind: "null" };
export const UNKNOWN_VALUE: DiffValue = { kind: "unknown" };

/** A sensitive value: its identity is a hash of it, kept in memory only, never printed. */
export function sensitiveValue(value: unknown): DiffValue {
  const identity = createHash("sha256")
    .update(canonicalJson(value ?? null))
    .digest("hex");
  return { kind: "sensitive", identity };
}

/** Plain JSON (decoded JSON/YAML strings, engine values without marks) as a tree. */
export function plainValue(value: unknown): DiffValue {
  if (value === null || value === undefined) return NULL_VALUE;
  if (typeof value === "string") return { kind: "string", value };
  if (typeof value === "number" || typeof value === "boolean")
    return { kind: "scalar", text: String(value) };
  if (Array.isArray(value)) return { kind: "list", items: value.map(plainValue) };
  if (typeof value === "object") {
    const entries = new Map<string, DiffValue>();
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      entries.set(k, plainValue(v));
    }
    return { kind: "map", entries };
  }
  const text = JSON.stringify(value) ?? typeof value;
  return { kind: "opaque", text, identity: text };
}

let unknownCounter = 0;

/** Equal identities mean equal values; an unknown value never equals anything. */
export function identityOf(value: DiffValue): string {
  switch (value.kind) {
    case "null":
      return "n";
    case "string":
      return `s${JSON.stringify(value.value)}`;
    case "scalar":
      return `v${value.text}`;
    case "sensitive":
      return `x${value.identity}`;
    case "opaque":
      return `o${value.identity}`;
    case "unknown":
      unknownCounter += 1;
      return `u${unknownCounter}`;
    case "list":
      return `[${value.items.map(identityOf).join(",")}]`;
    case "map": {
      const keys = [...value.entries.keys()].sort();
      const parts = keys.map(
        (k) => `${JSON.stringify(k)}:${identityOf(value.entries.get(k) ?? NULL_VALUE)}`,
      );
      return `${value.label ?? ""}{${parts.join(",")}}`;
    }
  }
}

export function isNullValue(value: DiffValue | undefined): boolean {
  return value === undefined || value.kind === "null";
}
