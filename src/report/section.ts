/**
 * What every report section shares: the input it renders from, the Section it returns (cut to
 * a budget, or a one-line "not shown" note), and the small pieces several sections draw.
 */
import { fitItems } from "./fit.js";
import type { ChangeSet, ResourceAction, ResourceChange } from "../model/change.js";
import type { CommentContext } from "./context.js";
import type { Measure } from "./fit.js";
import { collapses, type MarkdownFlavor } from "./marker.js";
import { detailsBlock, escapeInline } from "./neutralize.js";
import { MAX_NAME, type Texts } from "./texts.js";

export const SEPARATOR = "\n\n";

export interface SectionInput {
  changeSet: ChangeSet;
  context: CommentContext;
  t: Texts;
  measure: Measure;
  /** Where the markdown is shown (collapsed blocks differ). */
  flavor: MarkdownFlavor;
  /** Most space the engine output may take. */
  engineOutputCap: number;
}

export interface Section {
  /** The section cut to `budget`, or "" when empty or nothing fits. */
  render(budget: number): string;
  /** The one-line note shown when nothing else of the section fits; "" when it is empty. */
  notShown(): string;
}

/** A section of `count` items whose note is `note` ("" when there is nothing to show). */
export function section(count: number, note: string, render: (budget: number) => string): Section {
  return { render, notShown: () => (count === 0 ? "" : note) };
}

/**
 * A section that lists items one per line under a heading, cut to the budget: `more` names
 * the items cut, `notShown` stands in for the whole section when even its heading does not fit.
 */
export function listSection(list: {
  count: number;
  notShown: string;
  head: string;
  item: (index: number) => string;
  more: (cut: number) => string;
  measure: SectionInput["measure"];
}): Section {
  return section(list.count, list.notShown, (budget) => {
    if (list.count === 0) return "";
    return fitItems({
      head: list.head,
      count: list.count,
      item: list.item,
      joiner: "\n",
      more: list.more,
      alone: list.notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure: list.measure,
    }).text;
  });
}

export const ACTION_LABELS: Readonly<Record<ResourceAction, string>> = {
  create: "➕ create",
  update: "🔄 update",
  delete: "🗑️ delete",
  replace: "♻️ replace",
  read: "📖 read",
  "no-op": "▫️ no-op",
};

export function actionLabel(change: ResourceChange): string {
  if (change.action === "no-op") {
    if (change.movedFrom !== undefined) return "🚚 move";
    if (change.importId !== undefined) return "📥 import";
  }
  return ACTION_LABELS[change.action];
}

/**
 * A block with a title: collapsed `<details>` on GitHub; on Bitbucket, which escapes HTML, a
 * bold title line above the body (nothing collapses there).
 */
export function titledBlock(
  flavor: MarkdownFlavor,
  summary: string,
  body: string,
  open = false,
): string {
  return collapses(flavor)
    ? detailsBlock(summary, body, open)
    : `**${escapeInline(summary)}**\n\n${body}`;
}

/** Where a reader finds what a section had to leave out (the door's log, the job summary). */
export function whereToRead(context: CommentContext): string {
  return context.fullDiffAt ?? "the run log";
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const MAX_ATTRIBUTES = 12;

/** At most `max` values, each inline and cut to `maxLength`, then `+N more`. */
export function inlineList(
  t: Texts,
  values: readonly string[],
  max: number,
  maxLength: number,
): string {
  const shown = values.slice(0, max).map((v) => t.inline(v, maxLength));
  if (values.length > max) shown.push(`+${values.length - max} more`);
  return shown.join(", ");
}

/**
 * The changed attributes of a resource (those known only after apply apart, a create's only
 * counted) and whether it is sensitive; "—" when none.
 */
export function attributesCell(t: Texts, change: ResourceChange): string {
  const parts: string[] = [];
  const computed = new Set(change.computed ?? []);
  const known = change.changedAttributes.filter((name) => !computed.has(name));
  if (known.length > 0) parts.push(inlineList(t, known, MAX_ATTRIBUTES, MAX_NAME));
  if (computed.size > 0) {
    // A create's computed attributes (`id`, outputs) are noise: counted, listed in the diff.
    parts.push(
      change.action === "create"
        ? `${computed.size} known after apply`
        : `known after apply: ${inlineList(t, [...computed], MAX_ATTRIBUTES, MAX_NAME)}`,
    );
  }
  if (change.sensitive) parts.push("🔒 sensitive");
  return parts.length > 0 ? parts.join(" · ") : "—";
}
