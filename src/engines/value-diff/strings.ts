/**
 * The change of one string, never as two equal prefixes: a multi-line string as its changed
 * lines with context, one long line as the part that differs with context around it, a change
 * only in whitespace marked so that it shows.
 */
import { alignSequences, gapsOf, type Gap } from "./align.js";
import { differsOnlyInWhitespace, quoted, visibleLine, WHITESPACE_NOTE } from "./text.js";

/** Strings up to this long are shown whole on one line (`"old" -> "new"`). */
export const SHORT_STRING = 120;
/** Lines of context around a changed line; characters of context around a changed part. */
const CONTEXT_LINES = 2;
const CONTEXT_CHARS = 40;
/** Indent of a text line under its attribute (after the sign). */
const TEXT_INDENT = "     ";

export type Emit = (sign: "+" | "-" | "~" | " ", text: string) => void;

/** `~ path = …` for two different strings that are not decoded structures. */
export function diffText(label: string, before: string, after: string, emit: Emit): void {
  const whitespace = differsOnlyInWhitespace(before, after);
  if (before.includes("\n") || after.includes("\n")) {
    diffLines(label, before, after, whitespace, emit);
    return;
  }
  if (before.length <= SHORT_STRING && after.length <= SHORT_STRING) {
    const note = whitespace
      ? `  # ${WHITESPACE_NOTE}: ${quoted(before, true)} -> ${quoted(after, true)}`
      : "";
    emit("~", `${label} = ${quoted(before)} -> ${quoted(after)}${note}`);
    return;
  }
  diffLongLine(label, before, after, whitespace, emit);
}

/** A string added or removed whole: one line, or every line of a multi-line text. */
export function emitText(sign: "+" | "-", label: string, value: string, emit: Emit): void {
  if (!value.includes("\n")) {
    emit(sign, `${label} = ${quoted(value)}`);
    return;
  }
  const lines = value.split("\n");
  emit(sign, `${label} = (text, ${lines.length} lines)`);
  for (const line of lines) emit(sign, `${TEXT_INDENT}${visibleLine(line)}`);
}

function diffLongLine(
  label: string,
  before: string,
  after: string,
  whitespace: boolean,
  emit: Emit,
) {
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head += 1;
  let tail = 0;
  while (
    tail < shorter - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  ) {
    tail += 1;
  }
  const from = avoidSplit(before, Math.max(0, head - CONTEXT_CHARS));
  const window = (text: string): string => {
    const to = avoidSplit(text, Math.min(text.length, text.length - tail + CONTEXT_CHARS));
    const start = from > 0 ? "…" : "";
    const end = to < text.length ? "…" : "";
    return `${start}${quoted(text.slice(from, to), whitespace)}${end}`;
  };
  const note = whitespace ? `; ${WHITESPACE_NOTE}` : "";
  emit(
    "~",
    `${label} = (one line, ${before.length} -> ${after.length} characters, differing from character ${head + 1}${note})`,
  );
  emit("-", `${TEXT_INDENT}${window(before)}`);
  emit("+", `${TEXT_INDENT}${window(after)}`);
}

/** Moves a cut off the middle of a surrogate pair. */
function avoidSplit(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return at > 0 && at < text.length && code >= 0xd800 && code <= 0xdbff ? at + 1 : at;
}

function diffLines(label: string, before: string, after: string, whitespace: boolean, emit: Emit) {
  const old = before.split("\n");
  const next = after.split("\n");
  const gaps = gapsOf(alignSequences(old, next), old.length, next.length);
  const changed = gaps.reduce((n, g) => n + Math.max(g.beforeCount, g.afterCount), 0);
  const note = whitespace ? `; ${WHITESPACE_NOTE}` : "";
  emit("~", `${label} = (text, ${old.length} -> ${next.length} lines, ${changed} changed${note})`);
  for (const hunk of hunksOf(gaps, old.length, next.length)) {
    const first = hunk[0] as Gap;
    const last = hunk[hunk.length - 1] as Gap;
    const bStart = Math.max(0, first.beforeStart - CONTEXT_LINES);
    const bEnd = Math.min(old.length, last.beforeStart + last.beforeCount + CONTEXT_LINES);
    const aStart = Math.max(0, first.afterStart - CONTEXT_LINES);
    const aEnd = Math.min(next.length, last.afterStart + last.afterCount + CONTEXT_LINES);
    emit(
      " ",
      `${TEXT_INDENT}@@ -${bStart + 1},${bEnd - bStart} +${aStart + 1},${aEnd - aStart} @@`,
    );
    let b = bStart;
    for (const gap of hunk) {
      for (; b < gap.beforeStart; b += 1) emit(" ", `${TEXT_INDENT}${visibleLine(old[b] ?? "")}`);
      const removed = old.slice(gap.beforeStart, gap.beforeStart + gap.beforeCount);
      const added = next.slice(gap.afterStart, gap.afterStart + gap.afterCount);
      const mark = markedLines(removed, added, whitespace);
      for (const line of removed)
        emit("-", `${TEXT_INDENT}${visibleLine(line, mark(line, added))}`);
      for (const line of added)
        emit("+", `${TEXT_INDENT}${visibleLine(line, mark(line, removed))}`);
      b = gap.beforeStart + gap.beforeCount;
    }
    for (; b < bEnd; b += 1) emit(" ", `${TEXT_INDENT}${visibleLine(old[b] ?? "")}`);
  }
}

/** Whether a changed line shows its whitespace: the whole change is whitespace, or its counterpart differs only in it. */
function markedLines(removed: readonly string[], added: readonly string[], whitespace: boolean) {
  return (line: string, others: readonly string[]): boolean =>
    whitespace || line === "" || others.some((other) => differsOnlyInWhitespace(line, other));
}

/** Gaps whose context would touch, joined into one hunk. */
function hunksOf(gaps: readonly Gap[], beforeLength: number, afterLength: number): Gap[][] {
  const hunks: Gap[][] = [];
  for (const gap of gaps) {
    const current = hunks[hunks.length - 1];
    const previous = current?.[current.length - 1];
    if (
      current &&
      previous &&
      gap.beforeStart - (previous.beforeStart + previous.beforeCount) <= 2 * CONTEXT_LINES
    ) {
      current.push(gap);
    } else hunks.push([gap]);
  }
  void beforeLength;
  void afterLength;
  return hunks;
}
