/**
 * The diff of two values, the same for every engine: maps by key, lists aligned by equal items
 * (a change at index 27 shows as `[27]`), JSON and YAML strings by the paths of their decoded
 * values, other strings by their changed lines or characters (value-diff/strings.ts). Nothing is
 * cut: every change is a line, and a report that cannot show them all says so.
 */
import { SENSITIVE, UNKNOWN } from "../diff-text.js";
import { alignSequences, gapsOf } from "./align.js";
import { pathLabel, withDecoded, withIndex, withKey, type DiffPath, ROOT_PATH } from "./path.js";
import { diffText, emitText, SHORT_STRING, type Emit } from "./strings.js";
import { decodeStructured, quoted, yamlComments } from "./text.js";
import { identityOf, isNullValue, NULL_VALUE, plainValue, type DiffValue } from "./value.js";

/** A collection whose one-line form is longer than this is shown item by item. */
const INLINE_COLLECTION = 100;

export interface DiffOptions {
  /** Appended to the line of a change at `path` (Terraform: `  # forces replacement`). */
  annotate?: (path: string) => string;
}

/** The lines of the change from `before` to `after` (null: absent), each `<sign> <path> …`. */
export function diffValues(
  before: DiffValue,
  after: DiffValue,
  options: DiffOptions = {},
): string[] {
  const lines: string[] = [];
  const context: Context = { lines, annotate: options.annotate ?? (() => "") };
  if (before.kind === "map" || after.kind === "map") {
    // At the root, attributes are listed one by one, whatever the other side is.
    diffMaps(ROOT_PATH, asMap(before), asMap(after), context);
  } else diffNode(ROOT_PATH, before, after, context);
  return lines;
}

type MapValue = Extract<DiffValue, { kind: "map" }>;

function asMap(value: DiffValue): MapValue {
  return value.kind === "map" ? value : { kind: "map", entries: new Map() };
}

interface Context {
  lines: string[];
  annotate: (path: string) => string;
}

function line(context: Context, sign: string, path: DiffPath, rest: string): void {
  const label = pathLabel(path);
  context.lines.push(`${sign} ${label}${rest}${context.annotate(label)}`);
}

/** An Emit for the text lines of one attribute (annotated on its first line only). */
function emitterAt(context: Context, path: DiffPath): Emit {
  const note = context.annotate(pathLabel(path));
  let first = true;
  return (sign, text) => {
    context.lines.push(`${sign} ${text}${first ? note : ""}`);
    first = false;
  };
}

function diffNode(path: DiffPath, before: DiffValue, after: DiffValue, context: Context): void {
  const beforeNull = isNullValue(before);
  const afterNull = isNullValue(after);
  if (beforeNull && afterNull) return;
  if (before.kind === "sensitive" || after.kind === "sensitive") {
    diffSensitive(path, before, after, context);
    return;
  }
  if (after.kind === "unknown") {
    line(
      context,
      beforeNull ? "+" : "~",
      path,
      beforeNull ? ` = ${UNKNOWN}` : ` = ${brief(before)} -> ${UNKNOWN}`,
    );
    return;
  }
  if (beforeNull) return emitValue("+", path, after, context);
  if (afterNull) return emitValue("-", path, before, context);
  if (before.kind === "map" && after.kind === "map") return diffMaps(path, before, after, context);
  if (before.kind === "list" && after.kind === "list")
    return diffLists(path, before.items, after.items, context);
  if (before.kind === "string" && after.kind === "string") {
    if (before.value !== after.value) diffStrings(path, before.value, after.value, context);
    return;
  }
  if (identityOf(before) === identityOf(after)) return;
  const old = inline(before);
  const next = inline(after);
  if (old !== null && next !== null) {
    line(context, "~", path, ` = ${old} -> ${next}`);
    return;
  }
  emitValue("-", path, before, context);
  emitValue("+", path, after, context);
}

function diffSensitive(path: DiffPath, before: DiffValue, after: DiffValue, context: Context) {
  if (isNullValue(before)) line(context, "+", path, ` = ${SENSITIVE}`);
  else if (isNullValue(after)) line(context, "-", path, ` = ${SENSITIVE}`);
  else if (after.kind === "unknown") line(context, "~", path, ` = ${SENSITIVE} -> ${UNKNOWN}`);
  else if (identityOf(before) !== identityOf(after)) line(context, "~", path, ` = ${SENSITIVE}`);
}

function diffMaps(path: DiffPath, before: MapValue, after: MapValue, context: Context) {
  const keys = [...new Set([...before.entries.keys(), ...after.entries.keys()])].sort();
  for (const key of keys) {
    diffNode(
      withKey(path, key),
      before.entries.get(key) ?? NULL_VALUE,
      after.entries.get(key) ?? NULL_VALUE,
      context,
    );
  }
}

function diffLists(
  path: DiffPath,
  before: readonly DiffValue[],
  after: readonly DiffValue[],
  context: Context,
) {
  const pairs = alignSequences(before.map(identityOf), after.map(identityOf));
  for (const gap of gapsOf(pairs, before.length, after.length)) {
    const paired = Math.min(gap.beforeCount, gap.afterCount);
    for (let k = 0; k < paired; k += 1) {
      const b = gap.beforeStart + k;
      const a = gap.afterStart + k;
      diffNode(withIndex(path, b, a), before[b] ?? NULL_VALUE, after[a] ?? NULL_VALUE, context);
    }
    for (let k = paired; k < gap.beforeCount; k += 1) {
      const b = gap.beforeStart + k;
      emitValue("-", withIndex(path, b, null), before[b] ?? NULL_VALUE, context);
    }
    for (let k = paired; k < gap.afterCount; k += 1) {
      const a = gap.afterStart + k;
      emitValue("+", withIndex(path, null, a), after[a] ?? NULL_VALUE, context);
    }
  }
}

function diffStrings(path: DiffPath, before: string, after: string, context: Context) {
  const old = decodeStructured(before);
  const next = decodeStructured(after);
  if (old !== null && next !== null && old.format === next.format) {
    const decodedPath = withDecoded(path, old.format);
    const oldValue = plainValue(old.value);
    const nextValue = plainValue(next.value);
    if (identityOf(oldValue) === identityOf(nextValue)) {
      line(
        context,
        "~",
        decodedPath,
        " = (same value; only the text's formatting, comments or key order differ)",
      );
    } else {
      diffNode(decodedPath, oldValue, nextValue, context);
      if (old.format === "YAML") diffComments(path, before, after, context);
      return;
    }
  }
  diffText(pathLabel(path), before, after, emitterAt(context, path));
}

/** YAML comments are not in the decoded value; a change of them is shown as text. */
function diffComments(path: DiffPath, before: string, after: string, context: Context) {
  const old = yamlComments(before).join("\n");
  const next = yamlComments(after).join("\n");
  if (old === next) return;
  diffText(`${pathLabel(path)} (YAML comments)`, old, next, emitterAt(context, path));
}

/** A value added (`+`) or removed (`-`) whole: one line, or one line per part when long. */
function emitValue(sign: "+" | "-", path: DiffPath, value: DiffValue, context: Context): void {
  if (value.kind === "string") {
    const decoded = decodeStructured(value.value);
    if (decoded !== null) {
      emitValue(sign, withDecoded(path, decoded.format), plainValue(decoded.value), context);
      return;
    }
    emitText(sign, pathLabel(path), value.value, emitterAt(context, path));
    return;
  }
  const short = inline(value);
  if (short !== null && short.length <= INLINE_COLLECTION) {
    line(context, sign, path, ` = ${short}`);
    return;
  }
  if (value.kind === "map") {
    for (const [key, child] of [...value.entries].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    )) {
      if (!isNullValue(child)) emitValue(sign, withKey(path, key), child, context);
    }
  } else if (value.kind === "list") {
    value.items.forEach((child, index) =>
      emitValue(sign, withIndex(path, index, null), child, context),
    );
  } else line(context, sign, path, ` = ${short ?? ""}`);
}

/**
 * The one-line form of a value, or null when it holds a string that must be shown as more than
 * one line (multi-line text, a JSON or YAML document, a long line).
 */
function inline(value: DiffValue): string | null {
  switch (value.kind) {
    case "null":
      return "null";
    case "string":
      return value.value.includes("\n") ||
        value.value.length > SHORT_STRING ||
        decodeStructured(value.value) !== null
        ? null
        : quoted(value.value);
    case "scalar":
      return value.text;
    case "sensitive":
      return SENSITIVE;
    case "unknown":
      return UNKNOWN;
    case "opaque":
      return value.text;
    case "list": {
      const items = value.items.map(inline);
      return items.every((i) => i !== null) ? `[${items.join(", ")}]` : null;
    }
    case "map": {
      const parts: string[] = [];
      for (const key of [...value.entries.keys()].sort()) {
        const child = value.entries.get(key) ?? NULL_VALUE;
        if (isNullValue(child)) continue;
        const text = inline(child);
        if (text === null) return null;
        parts.push(`${withKey(ROOT_PATH, key).text} = ${text}`);
      }
      const body = parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
      return value.label ? `(${value.label}) ${body}` : body;
    }
  }
}

/** The value a change replaces by one known only after apply: whole when short, else described. */
function brief(value: DiffValue): string {
  const text = inline(value);
  if (text !== null && text.length <= INLINE_COLLECTION) return text;
  if (value.kind === "string") return `(a string of ${value.value.length} characters)`;
  if (value.kind === "list") return `(a list of ${value.items.length} items)`;
  if (value.kind === "map") return `(an object of ${value.entries.size} keys)`;
  return text ?? "(a value)";
}
