/**
 * Engine text helpers bound to one redactor. Every piece of engine-originated text in a report
 * goes through `text()` / `inline()` / `code()`: cleaned of terminal escapes, redacted, then
 * escaped (inline), put in a code span (resource addresses) or fenced (blocks).
 */
import { truncate } from "./fit.js";
import { cleanText, codeSpan, escapeInline } from "./neutralize.js";
import { createRedactor, type Redactor } from "./redact.js";

const MAX_ADDRESS = 300;
export const MAX_NAME = 100;

export interface Texts {
  /** Cleaned and redacted, multi-line (for fenced blocks). */
  text(value: string): string;
  /** Cleaned, redacted and escaped for inline markdown, at most `max` characters long. */
  inline(value: string, max?: number): string;
  /**
   * Cleaned, redacted and put in a code span (resource addresses), at most `max` characters
   * long. `place` is where the span goes: in a table cell `|` must be escaped, elsewhere not.
   */
  code(value: string, place: "cell" | "text", max?: number): string;
  redact: Redactor;
}

/**
 * `render(raw)` cut so that the rendered result has at most `max` characters: escaping can make
 * text several times longer (`<` becomes `&lt;`), a code span's fences grow with the longest
 * backtick run inside, and escaped pipes take two characters.
 */
function renderCapped(raw: string, max: number, render: (cut: string) => string): string {
  let keep = Math.min(raw.length, max);
  for (;;) {
    const rendered = render(truncate(raw, keep));
    if (rendered.length <= max || keep <= 1) return rendered;
    keep = Math.max(1, Math.min(keep - 1, Math.floor((keep * max) / rendered.length)));
  }
}

export function createTexts(secrets: readonly string[]): Texts {
  const redact = createRedactor(secrets);
  const text = (value: string): string => redact(cleanText(value));
  const oneLine = (value: string): string => text(value).replace(/\s+/g, " ").trim();
  return {
    redact,
    text,
    inline: (value, max = MAX_ADDRESS) => renderCapped(oneLine(value), max, escapeInline),
    code: (value, place, max = MAX_ADDRESS) =>
      renderCapped(oneLine(value), max, (cut) => codeSpan(cut, { table: place === "cell" })),
  };
}
