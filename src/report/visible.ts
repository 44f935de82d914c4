/**
 * Text a reviewer must read exactly — resource addresses, values in a diff — written so that
 * every character shows: invisible characters escaped (never deleted, so two different
 * addresses never read alike), and a long address cut in the middle, never at its end.
 */
import { sha256Hex } from "../model/digest.js";

// C0/C1 controls except tab, soft hyphen, zero-width marks, line/paragraph separators, bidi
// overrides and isolates, word joiners, the byte order mark.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
// In an address every whitespace but the plain space is escaped too (a tab, a no-break space).
const ODD_SPACE = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeChar(ch: string): string {
  return NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** Invisible characters as escapes (`\n`, `\u202e`); tabs and spaces kept. */
export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, escapeChar);
}

/** An address with every character visible: invisible ones and unusual whitespace escaped. */
export function visibleAddress(address: string): string {
  return escapeInvisible(address).replace(ODD_SPACE, escapeChar);
}

/**
 * At most about `max` characters: a longer text keeps its head and its tail (where an address
 * names what it is) and says in the middle how much was cut, with a short hash of the whole, so
 * that two addresses that differ only in the cut part still read differently.
 */
export function cutMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = (cut: number): string =>
    `…(${cut} characters cut, #${sha256Hex(text).slice(0, 8)})…`;
  const room = Math.max(2, max - marker(text.length).length);
  let head = Math.floor(room / 3);
  let tail = room - head;
  if (isHighSurrogate(text.charCodeAt(head - 1))) head -= 1;
  if (isLowSurrogate(text.charCodeAt(text.length - tail))) tail -= 1;
  return `${text.slice(0, head)}${marker(text.length - head - tail)}${text.slice(text.length - tail)}`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Where spaces in an address could be misread (a run of them, one at either end), marked `·`. */
export function markedSpaces(address: string): string | null {
  if (!/ {2}|^ | $/.test(address)) return null;
  return address.replace(/ /g, "·");
}
