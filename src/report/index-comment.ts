/**
 * The pull request's one index comment (issue 21): every selected stack with its outcome,
 * counts, digest and a link to its own comment. It is a pure function of the selected stacks
 * and the rows the stacks' own comments carry (index-row.ts), so every job renders the same
 * body from the same comments: no timestamps, no order of arrival. It always fits `limit`:
 * the header and the totals are kept, rows are cut from the end with a line that says so.
 */
import { shortDigest } from "../model/digest.js";
import { fitItems, measureChars, truncate } from "./fit.js";
import type { IndexRow } from "./index-row.js";
import { indexMarker, type MarkdownFlavor } from "./marker.js";
import { codeSpan } from "./neutralize.js";
import { presentation } from "./section-header.js";

/** One selected stack, as the `stacks` report lists it. */
export interface IndexEntry {
  id: string;
  deleted: boolean;
}

/** A stack comment's row and where the comment is. */
export interface PostedRow {
  row: IndexRow;
  url: string;
}

export interface IndexView {
  stacks: readonly IndexEntry[];
  /** The commit this run is about: rows of another commit show as pending. Null: any. */
  commit: string | null;
  /** By stack id. */
  rows: ReadonlyMap<string, PostedRow>;
  flavor: MarkdownFlavor;
  /** Characters the whole comment may take. */
  limit: number;
}

/** A stack id is shown at most this long (the link leads to the full name). */
const MAX_SHOWN_ID = 120;
const TABLE_HEAD =
  "| stack | outcome | create | update | delete | replace | digest | comment |\n" +
  "| --- | --- | ---: | ---: | ---: | ---: | --- | --- |";
/** A comment link is shown only when it is a plain http(s) URL of sane length. */
const SAFE_URL = /^https?:\/\/[^\s()<>[\]|`"'\\]{1,500}$/;

type State = "finished" | "pending" | "deleted";

interface Line {
  entry: IndexEntry;
  state: State;
  posted: PostedRow | null;
}

function lineOf(view: IndexView, entry: IndexEntry): Line {
  if (entry.deleted) return { entry, state: "deleted", posted: null };
  const posted = view.rows.get(entry.id) ?? null;
  const current = posted !== null && (view.commit === null || posted.row.commit === view.commit);
  return current ? { entry, state: "finished", posted } : { entry, state: "pending", posted: null };
}

function cell(line: Line): string {
  const name = codeSpan(truncate(line.entry.id, MAX_SHOWN_ID));
  if (line.state === "deleted") return `| ${name} | 🗑️ deleted: not planned | | | | | | |`;
  if (line.posted === null) return `| ${name} | ⏳ pending | | | | | | |`;
  const { row, url } = line.posted;
  const { icon, label } = presentation(row.outcome);
  const digest = row.digest ? codeSpan(shortDigest(row.digest)) : "";
  const link = SAFE_URL.test(url) ? `[comment](${url})` : "";
  return (
    `| ${name} | ${icon} ${label} | ${row.create} | ${row.update} | ${row.delete} | ` +
    `${row.replace} | ${digest} | ${link} |`
  );
}

function header(view: IndexView, lines: readonly Line[]): string {
  const count = (state: State): number => lines.filter((l) => l.state === state).length;
  const planned = lines.length - count("deleted");
  const parts = [
    `${planned} stack${planned === 1 ? "" : "s"}`,
    `${count("finished")} finished`,
    `${count("pending")} pending`,
  ];
  if (count("deleted") > 0) parts.push(`${count("deleted")} deleted`);
  const totals = { create: 0, update: 0, delete: 0, replace: 0 };
  for (const { posted } of lines) {
    if (posted === null) continue;
    for (const name of ["create", "update", "delete", "replace"] as const) {
      totals[name] += posted.row[name];
    }
  }
  const sum =
    `**Changes so far:** ${totals.create} create · ${totals.update} update · ` +
    `${totals.delete} delete · ${totals.replace} replace`;
  const commit = view.commit === null ? "" : `Commit ${codeSpan(view.commit.slice(0, 12))} · `;
  return `${indexMarker(view.flavor)}\n### 🗂️ stackgate: ${parts.join(" · ")}\n\n${commit}${sum}`;
}

/** The index comment's body; at most `view.limit` characters (UTF-16 code units). */
export function renderIndex(view: IndexView): string {
  const lines = view.stacks.map((entry) => lineOf(view, entry));
  const top = header(view, lines);
  if (lines.length === 0) return top;
  const joiner = "\n";
  const budget = view.limit - measureChars(top) - 2;
  const table = fitItems({
    head: `${TABLE_HEAD}\n`,
    count: lines.length,
    item: (index) => cell(lines[index] as Line),
    joiner,
    more: (omitted) =>
      `… ${omitted} more stack${omitted === 1 ? "" : "s"} not shown, to stay within the comment's ` +
      `${view.limit} characters: the totals above count every stack.`,
    noteJoiner: "\n\n",
    budget,
    measure: measureChars,
  });
  return table.text === "" ? top : `${top}\n\n${table.text}`;
}
