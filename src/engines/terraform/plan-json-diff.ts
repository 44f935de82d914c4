/**
 * The bounded, redacted human diff of one resource change: `+ attr = value`,
 * `~ attr = old -> new`, `- attr = old`; sensitive parts and any string equal to (or, when long
 * enough, containing) a sensitive value are masked.
 */
import { boundLines, truncate } from "../../report/fit.js";
import { canonicalJson } from "../../model/digest.js";
import { MAX_DIFF_CHARS, MAX_VALUE_CHARS, SENSITIVE, UNKNOWN } from "../diff-text.js";
import { appendPathStep, childMask, containsTrue, type Change } from "./plan-json-values.js";
import { isRecord } from "../../model/json.js";

/** Secrets at least this long are also redacted where they appear inside other strings. */
const MIN_EMBEDDED_SECRET_CHARS = 6;

interface DiffContext {
  secrets: ReadonlySet<string>;
  replacePaths: readonly string[];
  lines: string[];
}

interface Side {
  value: unknown;
  sensitive: unknown;
}

export function renderResourceDiff(change: Change, replacePaths: readonly string[]): string {
  const secrets = new Set<string>();
  collectSecrets(change.before, change.beforeSensitive, secrets);
  collectSecrets(change.after, change.afterSensitive, secrets);
  const context: DiffContext = { secrets, replacePaths, lines: [] };
  diffNode(
    "",
    { value: change.before, sensitive: change.beforeSensitive },
    { value: change.after, sensitive: change.afterSensitive },
    change.afterUnknown,
    context,
  );
  return boundLines(context.lines, MAX_DIFF_CHARS);
}

function diffNode(path: string, before: Side, after: Side, unknown: unknown, context: DiffContext) {
  const isUnknown = unknown === true;
  const beforeNull = before.value === null || before.value === undefined;
  const afterNull = (after.value === null || after.value === undefined) && !isUnknown;
  if (beforeNull && afterNull) return;

  if (path !== "" && (before.sensitive === true || after.sensitive === true)) {
    if (beforeNull) emit(context, "+", path, SENSITIVE);
    else if (afterNull) emit(context, "-", path, SENSITIVE);
    else if (isUnknown) emit(context, "~", path, `${SENSITIVE} -> ${UNKNOWN}`);
    else if (canonicalJson(before.value) !== canonicalJson(after.value)) {
      emit(context, "~", path, SENSITIVE);
    }
    return;
  }
  if (path !== "" && isUnknown) {
    if (beforeNull) emit(context, "+", path, UNKNOWN);
    else emit(context, "~", path, `${renderValue(before, null, context)} -> ${UNKNOWN}`);
    return;
  }
  const bothObjects = isRecord(before.value) && isRecord(after.value);
  const rootSide = path === "" && (isRecord(before.value) || isRecord(after.value));
  if (bothObjects || rootSide) {
    const beforeObject = isRecord(before.value) ? before.value : {};
    const afterObject = isRecord(after.value) ? after.value : {};
    const keys = new Set([...Object.keys(beforeObject), ...Object.keys(afterObject)]);
    if (isRecord(unknown)) for (const key of Object.keys(unknown)) keys.add(key);
    for (const key of [...keys].sort()) {
      diffNode(
        appendPathStep(path, key),
        { value: beforeObject[key] ?? null, sensitive: childMask(before.sensitive, key) },
        { value: afterObject[key] ?? null, sensitive: childMask(after.sensitive, key) },
        childMask(unknown, key),
        context,
      );
    }
    return;
  }
  if (beforeNull) {
    emit(context, "+", path, renderValue(after, unknown, context));
    return;
  }
  if (afterNull) {
    emit(context, "-", path, renderValue(before, null, context));
    return;
  }
  if (
    Array.isArray(before.value) &&
    Array.isArray(after.value) &&
    before.value.length === after.value.length
  ) {
    for (let index = 0; index < before.value.length; index += 1) {
      diffNode(
        appendPathStep(path, index),
        { value: before.value[index] ?? null, sensitive: childMask(before.sensitive, index) },
        { value: after.value[index] ?? null, sensitive: childMask(after.sensitive, index) },
        childMask(unknown, index),
        context,
      );
    }
    return;
  }
  if (canonicalJson(before.value) === canonicalJson(after.value) && !containsTrue(unknown)) return;
  emit(
    context,
    "~",
    path,
    `${renderValue(before, null, context)} -> ${renderValue(after, unknown, context)}`,
  );
}

function emit(context: DiffContext, sign: "+" | "-" | "~", path: string, rendered: string) {
  const forces = context.replacePaths.some(
    (p) => path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`),
  );
  context.lines.push(`${sign} ${path} = ${rendered}${forces ? "  # forces replacement" : ""}`);
}

/** One value on one line, with sensitive parts and unknowns masked, bounded in length. */
function renderValue(side: Side, unknown: unknown, context: DiffContext): string {
  const text = renderInline(side.value, side.sensitive, unknown, context);
  return truncate(text, MAX_VALUE_CHARS);
}

function renderInline(
  value: unknown,
  sensitive: unknown,
  unknown: unknown,
  context: DiffContext,
): string {
  if (sensitive === true) return SENSITIVE;
  if (unknown === true) return UNKNOWN;
  if (value === null || value === undefined) return "null";
  if (typeof value === "string")
    return isSecret(value, context.secrets) ? SENSITIVE : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item, index) =>
      renderInline(item, childMask(sensitive, index), childMask(unknown, index), context),
    );
    return `[${items.join(", ")}]`;
  }
  if (isRecord(value)) {
    const keys = new Set(Object.keys(value));
    if (isRecord(unknown)) for (const key of Object.keys(unknown)) keys.add(key);
    const parts = [...keys]
      .sort()
      .filter((key) => (value[key] ?? null) !== null || childMask(unknown, key) === true)
      .map((key) => {
        const rendered = renderInline(
          value[key],
          childMask(sensitive, key),
          childMask(unknown, key),
          context,
        );
        return `${appendPathStep("", key)} = ${rendered}`;
      });
    return parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
  }
  return JSON.stringify(value) ?? "null";
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
