/**
 * The human diff of one resource change, from the plan JSON's before/after values and their
 * sensitivity and unknown masks, through the shared value diff (engines/value-diff/). Sensitive
 * parts, and any string equal to (or, when long enough, containing) a sensitive value, are
 * masked before the diff sees them.
 */
import { boundLines } from "../../report/fit.js";
import { MAX_DIFF_CHARS } from "../diff-text.js";
import { diffValues } from "../value-diff/diff.js";
import { NULL_VALUE, sensitiveValue, UNKNOWN_VALUE, type DiffValue } from "../value-diff/value.js";
import { childMask, type Change } from "./plan-json-values.js";
import { isRecord } from "../../model/json.js";

/** Secrets at least this long are also redacted where they appear inside other strings. */
const MIN_EMBEDDED_SECRET_CHARS = 6;

export function renderResourceDiff(change: Change, replacePaths: readonly string[]): string {
  const secrets = new Set<string>();
  collectSecrets(change.before, change.beforeSensitive, secrets);
  collectSecrets(change.after, change.afterSensitive, secrets);
  const before = toDiffValue(change.before, change.beforeSensitive, null, secrets);
  const after = toDiffValue(change.after, change.afterSensitive, change.afterUnknown, secrets);
  const lines = diffValues(before, after, {
    annotate: (path) =>
      replacePaths.some(
        (p) =>
          path === p ||
          path.startsWith(`${p}.`) ||
          path.startsWith(`${p}[`) ||
          path.startsWith(`${p} (`),
      )
        ? "  # forces replacement"
        : "",
  });
  return boundLines(lines, MAX_DIFF_CHARS);
}

/** A plan value with its masks as the neutral tree the diff reads. */
function toDiffValue(
  value: unknown,
  sensitive: unknown,
  unknown: unknown,
  secrets: ReadonlySet<string>,
): DiffValue {
  if (sensitive === true) return sensitiveValue(value);
  if (unknown === true) return UNKNOWN_VALUE;
  if (value === null || value === undefined) return NULL_VALUE;
  if (typeof value === "string") {
    return isSecret(value, secrets) ? sensitiveValue(value) : { kind: "string", value };
  }
  if (typeof value === "number" || typeof value === "boolean") {
    return { kind: "scalar", text: String(value) };
  }
  if (Array.isArray(value)) {
    const items = value.map((item, index) =>
      toDiffValue(item, childMask(sensitive, index), childMask(unknown, index), secrets),
    );
    if (Array.isArray(unknown)) {
      for (let index = value.length; index < unknown.length; index += 1) {
        if (unknown[index] === true) items.push(UNKNOWN_VALUE);
      }
    }
    return { kind: "list", items };
  }
  if (isRecord(value)) {
    const keys = new Set(Object.keys(value));
    if (isRecord(unknown)) for (const key of Object.keys(unknown)) keys.add(key);
    const entries = new Map<string, DiffValue>();
    for (const key of keys) {
      entries.set(
        key,
        toDiffValue(value[key], childMask(sensitive, key), childMask(unknown, key), secrets),
      );
    }
    return { kind: "map", entries };
  }
  const text = JSON.stringify(value) ?? typeof value;
  return { kind: "opaque", text, identity: text };
}

function collectSecrets(value: unknown, sensitive: unknown, out: Set<string>) {
  if (sensitive === true) {
    collectStrings(value, out);
    return;
  }
  if (Array.isArray(value))
    value.forEach((item, index) => collectSecrets(item, childMask(sensitive, index), out));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value))
      collectSecrets(child, childMask(sensitive, key), out);
  }
}

function collectStrings(value: unknown, out: Set<string>) {
  if (typeof value === "string") {
    if (value !== "") out.add(value);
  } else if (typeof value === "number") out.add(String(value));
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (isRecord(value)) for (const item of Object.values(value)) collectStrings(item, out);
}

function isSecret(text: string, secrets: ReadonlySet<string>): boolean {
  if (secrets.has(text)) return true;
  for (const secret of secrets) {
    if (secret.length >= MIN_EMBEDDED_SECRET_CHARS && text.includes(secret)) return true;
  }
  return false;
}
