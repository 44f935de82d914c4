/**
 * The index row a stack's own PR comment carries (issue 21): one hidden, machine-readable line
 * right after the comment's marker, naming the stack's id in the `stacks` report, what ran, its
 * outcome, counts, digest and commit. The index comment (index-comment.ts) is derived from
 * these rows, never accumulated, so concurrent jobs cannot lose each other's rows. Nothing in
 * it is secret: the digest and commit are already in the comment, the id is a directory.
 */
import { hiddenAffixes, isStackComment, type MarkdownFlavor } from "./marker.js";

export interface IndexRow {
  /** The stack's `id` in the `stacks` report (`dir`, or `dir:stack` for Pulumi). */
  id: string;
  command: string;
  outcome: string;
  create: number;
  update: number;
  delete: number;
  replace: number;
  digest?: string;
  commit?: string;
}

/** The longest stack id a row carries (longer ids are refused where the id is read). */
export const MAX_ROW_ID = 1_024;

const DIGEST = /^sha256:[0-9a-f]{64}$/;
const COMMIT = /^[0-9a-f]{7,64}$/;
const WORD = /^[a-z-]{1,40}$/;
const COUNTS = ["create", "update", "delete", "replace"] as const;
/** Counts beyond this are shown as this (a row stays one short line). */
const MAX_COUNT = 9_999_999;

/**
 * Room a row takes besides its id (JSON-escaped, at most 6 characters per id character):
 * prefix, suffix, keys, words, counts, digest and commit, with margin.
 */
const ROW_OVERHEAD = 400;

/** Characters a row for `id` can take, newline included: render the comment this much shorter. */
export function rowReserve(id: string): number {
  return ROW_OVERHEAD + escapeJson(JSON.stringify(id)).length;
}

/**
 * JSON that can end neither an HTML comment (`>`) nor a link title (`)`), nor open markup:
 * `<`, `>`, `&`, `(`, `)` and the Unicode line separators as `\u` escapes (JSON.parse reads
 * them back unchanged).
 */
function escapeJson(json: string): string {
  return json.replace(/[<>&()\u2028\u2029]/g, (ch) => {
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/** The hidden line for `row`; values without their expected shape are left out or zeroed. */
export function indexRowLine(row: IndexRow, flavor: MarkdownFlavor): string {
  const fields: Record<string, string | number> = {
    id: row.id,
    command: WORD.test(row.command) ? row.command : "unknown",
    outcome: WORD.test(row.outcome) ? row.outcome : "unknown",
  };
  for (const name of COUNTS) fields[name] = clampCount(row[name]);
  if (row.digest && DIGEST.test(row.digest)) fields.digest = row.digest;
  if (row.commit && COMMIT.test(row.commit)) fields.commit = row.commit;
  const [prefix, suffix] = hiddenAffixes(flavor, "row");
  return `${prefix}${escapeJson(JSON.stringify(fields))}${suffix}`;
}

function clampCount(value: number): number {
  return Number.isSafeInteger(value) && value >= 0 ? Math.min(value, MAX_COUNT) : 0;
}

/** `body` (a stack comment: its first line is the marker) with the row right after the marker. */
export function withIndexRow(body: string, row: IndexRow, flavor: MarkdownFlavor): string {
  const end = body.indexOf("\n");
  const line = indexRowLine(row, flavor);
  return end < 0 ? `${body}\n${line}` : `${body.slice(0, end)}\n${line}${body.slice(end)}`;
}

/**
 * The row of a stack comment: the line right after its marker; null when `body` is not a stack
 * comment or the line is absent or malformed. Callers read only comments our token wrote.
 */
export function readIndexRow(body: string, flavor: MarkdownFlavor): IndexRow | null {
  if (!isStackComment(body, flavor)) return null;
  const line =
    body
      .replace(/^\ufeff/, "")
      .trimStart()
      .split("\n")[1]
      ?.trimEnd() ?? "";
  const [prefix, suffix] = hiddenAffixes(flavor, "row");
  if (!line.startsWith(prefix) || !line.endsWith(suffix)) return null;
  let value: unknown;
  try {
    value = JSON.parse(line.slice(prefix.length, line.length - suffix.length));
  } catch {
    return null;
  }
  return rowOf(value);
}

function rowOf(value: unknown): IndexRow | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const { id, command, outcome } = v;
  if (typeof id !== "string" || id === "" || id.length > MAX_ROW_ID) return null;
  if (typeof command !== "string" || !WORD.test(command)) return null;
  if (typeof outcome !== "string" || !WORD.test(outcome)) return null;
  const row: IndexRow = { id, command, outcome, create: 0, update: 0, delete: 0, replace: 0 };
  for (const name of COUNTS) {
    const count = v[name];
    if (typeof count !== "number" || clampCount(count) !== count) return null;
    row[name] = count;
  }
  if (typeof v.digest === "string" && DIGEST.test(v.digest)) row.digest = v.digest;
  if (typeof v.commit === "string" && COMMIT.test(v.commit)) row.commit = v.commit;
  return row;
}
