/**
 * Engine text helpers bound to one redactor. Every piece of engine-originated text in a report
 * goes through `text()` / `inline()` / `code()`: cleaned of terminal escapes, redacted, then
 * escaped (inline), put in a code span (resource addresses) or fenced (blocks).
 */
import { truncate } from "./fit.js";
import { cleanText, codeSpan, escapeInline } from "./neutralize.js";
import { cutMiddle, markedSpaces, visibleAddress } from "./visible.js";
import { createRedactor, type Redactor } from "./redact.js";

const MAX_ADDRESS = 300;
/** An address is never cut shorter than this (its cut marker alone takes about 40). */
const MIN_ADDRESS = 80;
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
  /**
   * A resource address exactly, in a code span: redacted, invisible characters escaped, spaces
   * kept (and marked `·` where a run of them could be misread), a long one cut in the middle.
   */
  address(value: string, place: "cell" | "text", max?: number): string;
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
    address: (value, place, max = MAX_ADDRESS) => {
      const exact = visibleAddress(redact(value));
      const table = place === "cell";
      const render = (keep: number): string => {
        const cut = cutMiddle(exact, keep);
        const span = codeSpan(cut, { table });
        const marked = markedSpaces(cut);
        return marked === null ? span : `${span} (spaces marked: ${codeSpan(marked, { table })})`;
      };
      // Escaped pipes, fences and marked spaces make the span longer than its text: cut more.
      let keep = max;
      for (;;) {
        const rendered = render(keep);
        if (rendered.length <= max || keep <= MIN_ADDRESS) return rendered;
        keep = Math.max(
          MIN_ADDRESS,
          Math.min(keep - 1, Math.floor((keep * max) / rendered.length)),
        );
      }
    },
  };
}
