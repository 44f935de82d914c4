/** Size limits and the helpers that cut text to fit them. */
import { MIN_LIMIT } from "../settings/index.js";

/** GitHub job summary limit per step: 1 MiB, in bytes. */
export const JOB_SUMMARY_LIMIT = 1_048_576;

/** How a platform counts size. Must be additive over concatenation at character boundaries. */
export type Measure = (text: string) => number;

/**
 * UTF-16 code units (JavaScript `length`). Never less than the number of Unicode characters,
 * so a text that fits by this measure fits a limit counted in characters too.
 */
export const measureChars: Measure = (text) => text.length;
/** UTF-8 bytes. */
export const measureUtf8: Measure = (text) => Buffer.byteLength(text, "utf8");

/** Throws a RangeError unless `limit` is an integer in [MIN_LIMIT, MAX_SAFE_INTEGER]. */
export function validateLimit(limit: unknown, what: string): number {
  if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit < MIN_LIMIT) {
    throw new RangeError(
      `${what}: limit must be an integer from ${MIN_LIMIT} to ${Number.MAX_SAFE_INTEGER}, got ${String(limit)}`,
    );
  }
  return limit;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The longest prefix of `text` with measure ≤ budget, never splitting a surrogate pair. */
export function fitPrefix(text: string, budget: number, measure: Measure): string {
  if (budget <= 0) return "";
  if (measure(text) <= budget) return text;
  let lo = 0;
  let hi = Math.min(text.length, budget); // every code unit measures at least 1
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text.slice(0, mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  if (lo > 0 && isHighSurrogate(text.charCodeAt(lo - 1))) lo -= 1;
  return text.slice(0, lo);
}

/** The longest suffix of `text` with measure ≤ budget, never splitting a surrogate pair. */
export function fitSuffix(text: string, budget: number, measure: Measure): string {
  if (budget <= 0) return "";
  if (measure(text) <= budget) return text;
  let lo = 0;
  let hi = Math.min(text.length, budget);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text.slice(text.length - mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  let start = text.length - lo;
  if (lo > 0 && start > 0 && isHighSurrogate(text.charCodeAt(start - 1))) start += 1;
  return text.slice(start);
}

/** Like fitPrefix, but ends after a whole line when the cut leaves at least one. */
export function fitPrefixLines(text: string, budget: number, measure: Measure): string {
  const prefix = fitPrefix(text, budget, measure);
  if (prefix === text) return text;
  const end = prefix.lastIndexOf("\n");
  return end >= 0 ? prefix.slice(0, end + 1) : prefix;
}

/** Like fitSuffix, but starts at a whole line when the cut leaves at least one. */
export function fitSuffixLines(text: string, budget: number, measure: Measure): string {
  const suffix = fitSuffix(text, budget, measure);
  if (suffix === text) return text;
  const start = suffix.indexOf("\n");
  return start >= 0 && start < suffix.length - 1 ? suffix.slice(start + 1) : suffix;
}

/** Cuts `text` to at most `max` characters, marking the cut with `…`. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}…`;
}

export interface FitItemsOptions {
  /** Printed before the items (a heading, a table header); included whenever anything is. */
  head: string;
  count: number;
  /** Renders item `index`; called lazily, only for items that may be shown. */
  item: (index: number) => string;
  /** Between two items (not between head and the first item). */
  joiner: string;
  /** The note for `omitted` items not shown; its size must not grow as `omitted` shrinks. */
  more: (omitted: number) => string;
  /** Between the last shown item (or the head) and the note. */
  noteJoiner: string;
  /** Shown instead when not even the head and the note fit; defaults to `more(count)`. */
  alone?: string;
  budget: number;
  measure: Measure;
}

export interface FittedItems {
  text: string;
  shown: number;
}

/**
 * Head plus as many leading items as fit in `budget`, plus the "N more" note when some were cut.
 * Falls back to the note alone, then to nothing.
 */
export function fitItems(options: FitItemsOptions): FittedItems {
  const { head, count, item, joiner, more, noteJoiner, budget, measure } = options;
  const headSize = measure(head);
  if (count === 0) return headSize <= budget ? { text: head, shown: 0 } : { text: "", shown: 0 };
  const reserve = measure(noteJoiner + more(count));
  let text = head;
  let used = headSize;
  let shown = 0;
  for (let i = 0; i < count; i += 1) {
    const piece = (i === 0 ? "" : joiner) + item(i);
    const size = measure(piece);
    const needed = i === count - 1 ? 0 : reserve;
    if (used + size + needed > budget) break;
    text += piece;
    used += size;
    shown += 1;
  }
  if (shown === count) return { text, shown };
  if (shown > 0 || used + reserve <= budget) {
    return { text: text + noteJoiner + more(count - shown), shown };
  }
  const alone = options.alone ?? more(count);
  return measure(alone) <= budget ? { text: alone, shown: 0 } : { text: "", shown: 0 };
}

/**
 * Joins lines, cutting whole lines beyond `limit` characters and saying how many were cut (a
 * line is never cut in the middle, so no value is left half shown).
 */
export function boundLines(lines: readonly string[], limit: number): string {
  const full = lines.join("\n");
  if (full.length <= limit) return full;
  const kept: string[] = [];
  let used = 0;
  const reserve = 80;
  for (const line of lines) {
    if (used + line.length + 1 > limit - reserve) break;
    kept.push(line);
    used += line.length + 1;
  }
  const cut = lines.length - kept.length;
  kept.push(`… ${cut} more line${cut === 1 ? "" : "s"} cut (diff limited to ${limit} characters)`);
  return kept.join("\n");
}
