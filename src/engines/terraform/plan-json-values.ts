/**
 * Helpers over the plan's JSON values: records, sensitivity and unknown masks, attribute paths,
 * and the fingerprints that stand for values in the change model.
 */
import { fingerprint } from "../../model/digest.js";
import { SENSITIVE } from "../diff-text.js";
import { isRecord, type JsonObject } from "../../model/json.js";
import { keyStep } from "../value-diff/path.js";

/** One resource change's values and masks, as the plan JSON has them. */
export interface Change {
  before: unknown;
  after: unknown;
  afterUnknown: unknown;
  beforeSensitive: unknown;
  afterSensitive: unknown;
}

/**
 * Renders a plan JSON path (`["list", 1, "id"]`) as an attribute path (`list[1].id`).
 * JSON paths do not say whether a string step is an attribute or a map key, so
 * identifier-like steps render as `.name` and anything else as `["key"]`.
 */
export function renderPath(steps: readonly unknown[]): string {
  let out = "";
  for (const step of steps) out = appendPathStep(out, step);
  return out;
}

function appendPathStep(path: string, step: unknown): string {
  if (typeof step === "number") return `${path}[${step}]`;
  return keyStep(path, String(step));
}

/**
 * The public fingerprint (sensitive parts replaced by a placeholder) and, when anything is
 * sensitive, the sealed one over the full values (see ResourceChange.sealed).
 */
export function valueFingerprints(change: Change): { fingerprint: string; sealed?: string } {
  const full = { before: change.before, after: change.after, after_unknown: change.afterUnknown };
  const masked = fingerprint({
    before: maskSensitive(change.before, change.beforeSensitive),
    after: maskSensitive(change.after, change.afterSensitive),
    after_unknown: change.afterUnknown,
  });
  const sensitive = containsTrue(change.beforeSensitive) || containsTrue(change.afterSensitive);
  return sensitive ? { fingerprint: masked, sealed: fingerprint(full) } : { fingerprint: masked };
}

/** `value` with every part its sensitivity mask marks replaced by the placeholder. */
function maskSensitive(value: unknown, mask: unknown): unknown {
  if (mask === true) return SENSITIVE;
  if (Array.isArray(value)) return value.map((item, i) => maskSensitive(item, childMask(mask, i)));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, maskSensitive(v, childMask(mask, k))]),
    );
  }
  return value;
}

/** Mask (sensitive/unknown) of a child: `true` propagates down, objects and arrays are indexed. */
export function childMask(mask: unknown, key: string | number): unknown {
  if (mask === true) return true;
  if (typeof key === "number") return Array.isArray(mask) ? mask[key] : undefined;
  return isRecord(mask) ? mask[key] : undefined;
}

export function containsTrue(mask: unknown): boolean {
  if (mask === true) return true;
  if (Array.isArray(mask)) return mask.some(containsTrue);
  if (isRecord(mask)) return Object.values(mask).some(containsTrue);
  return false;
}

export function requireString(entry: JsonObject, key: string, where: string): string {
  const value = entry[key];
  if (typeof value !== "string") {
    throw new Error(`${where}: expected "${key}" to be a string, got ${describeValue(value)}`);
  }
  return value;
}

/** A short description of a JSON value for error messages; never the value of a long string. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value))
    return `an array of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "string") return `a string of ${value.length} characters`;
  if (typeof value === "number" || typeof value === "boolean")
    return `${typeof value} ${String(value)}`;
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "an empty object";
    const shown = keys.slice(0, 12).join(", ");
    return `an object with keys: ${shown}${keys.length > 12 ? `, … (${keys.length} keys)` : ""}`;
  }
  return typeof value;
}
