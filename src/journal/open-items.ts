/**
 * Open items: what a recovery left for a person — a create whose completion was never seen, an
 * orphan only listed, an operation never confirmed, drift left in place — kept with the stack
 * until someone closes each one (`recover --resolve ADDR --absent | --import ID | --checked`)
 * or a later apply proves it. A recovery's journal run is closed once nothing blocks the next
 * run; these items outlive it (journal/open-items-stores.ts keeps them where the journal keeps
 * its durable copy).
 *
 * One document per stack. Several copies are merged by item id: an item opened in any copy is
 * open, and it counts as closed only when every copy that holds it says so — a copy a write
 * could not reach, or a local file something else rewrote, can keep an item open, never close
 * one.
 */
import { userAtHost } from "../locks/liveness.js";
import { shellWord } from "../process/shell-quote.js";
import type { JournalKey } from "./entries.js";

const OPEN_ITEMS_VERSION = 1;

/** The address `--resolve` takes for drift left in place (no Terraform address is one word). */
export const DRIFT_ADDRESS = "drift";

export type OpenItemKind =
  /** Creation started, completion never seen, in no state: it may exist. */
  | "unconfirmed-create"
  /** Created (the engine said so), in no state, only listed: it exists untracked. */
  | "orphan"
  /** In state, but the engine never confirmed its create/update (provisioners may not have run). */
  | "unconfirmed-change"
  /** The state differs from reality after the interrupted run, left in place by the policy. */
  | "drift";

export type CloseHow = "absent" | "import" | "checked" | "proven";

export interface OpenItem {
  /** `<run id> <kind> <address>`: one item per run, kind and address. */
  id: string;
  kind: OpenItemKind;
  address: string;
  /** The provider id the journal recorded, when it did. */
  resourceId?: string;
  runId: string;
  runUrl?: string;
  openedAt: string;
  closed?: { at: string; how: CloseHow; note: string; by: string };
}

export interface OpenItemsDoc {
  version: typeof OPEN_ITEMS_VERSION;
  project: string;
  stack: string;
  workdir: string;
  items: OpenItem[];
}

/** A copy of the open items that cannot be read: the message names it and what to do. */
export class OpenItemsError extends Error {}

/** Closed items kept for the record (the newest); open items are never dropped. */
const KEEP_CLOSED = 50;

const KINDS: readonly OpenItemKind[] = [
  "unconfirmed-create",
  "orphan",
  "unconfirmed-change",
  "drift",
];
const HOWS: readonly CloseHow[] = ["absent", "import", "checked", "proven"];

export function emptyOpenItems(
  key: Pick<JournalKey, "project" | "stack" | "workdir">,
): OpenItemsDoc {
  return {
    version: OPEN_ITEMS_VERSION,
    project: key.project,
    stack: key.stack,
    workdir: key.workdir,
    items: [],
  };
}

export function itemId(runId: string, kind: OpenItemKind, address: string): string {
  return `${runId} ${kind} ${address}`;
}

const isText = (value: unknown): value is string => typeof value === "string";

function checkItem(value: unknown, fail: (why: string) => OpenItemsError): OpenItem {
  const item = value as Partial<OpenItem> | null;
  if (typeof item !== "object" || item === null) throw fail("an item is not an object");
  const { id, kind, address, runId, openedAt, resourceId, runUrl, closed } = item;
  if (!isText(id) || !isText(address) || !isText(runId) || !isText(openedAt))
    throw fail(`item ${JSON.stringify(id)} lacks id, address, runId or openedAt`);
  if (!KINDS.includes(kind as OpenItemKind))
    throw fail(
      `item ${JSON.stringify(id)} has kind ${JSON.stringify(kind)}, expected one of ${KINDS.join(", ")}`,
    );
  if (resourceId !== undefined && !isText(resourceId))
    throw fail(`item ${id}: resourceId is not text`);
  if (runUrl !== undefined && !isText(runUrl)) throw fail(`item ${id}: runUrl is not text`);
  if (closed !== undefined) {
    const c = closed as Partial<NonNullable<OpenItem["closed"]>> | null;
    if (
      typeof c !== "object" ||
      c === null ||
      !isText(c.at) ||
      !isText(c.note) ||
      !isText(c.by) ||
      !HOWS.includes(c.how as CloseHow)
    )
      throw fail(`item ${id}: its closing record is not {at, how, note, by}`);
  }
  return item as OpenItem;
}

/** Reads one copy strictly (never acts on a copy it cannot read); `where` names it. */
export function parseOpenItems(
  text: string,
  where: string,
  key: Pick<JournalKey, "project" | "stack" | "workdir">,
): OpenItemsDoc {
  const fail = (why: string) =>
    new OpenItemsError(
      `the open items kept at ${where} cannot be read: ${why}. stackgate acts on no record it cannot read: ` +
        "fix or remove that copy by hand once you know which items are still open (`stackgate status` lists the other copies').",
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail("it is not JSON");
  }
  const doc = value as Partial<OpenItemsDoc> | null;
  if (typeof doc !== "object" || doc === null || doc.version !== OPEN_ITEMS_VERSION)
    throw fail(`expected {"version": ${OPEN_ITEMS_VERSION}, …}`);
  if (doc.project !== key.project || doc.stack !== key.stack || doc.workdir !== key.workdir)
    throw fail(
      `it belongs to project ${JSON.stringify(doc.project)}, stack ${JSON.stringify(doc.stack)}, workdir ${JSON.stringify(doc.workdir)}, not this one`,
    );
  if (!Array.isArray(doc.items)) throw fail("it has no items list");
  return { ...emptyOpenItems(key), items: doc.items.map((item) => checkItem(item, fail)) };
}

/** One view of every copy: open wherever it is open (see the file's header). */
export function mergeOpenItems(
  copies: readonly OpenItemsDoc[],
  key: Pick<JournalKey, "project" | "stack" | "workdir">,
): OpenItemsDoc {
  const merged = new Map<string, OpenItem>();
  for (const copy of copies) {
    for (const item of copy.items) {
      const seen = merged.get(item.id);
      if (seen === undefined) merged.set(item.id, item);
      else if (seen.closed !== undefined && item.closed === undefined) merged.set(item.id, item);
    }
  }
  return { ...emptyOpenItems(key), items: [...merged.values()] };
}

/**
 * What a writer's document makes of a copy that another run changed since it was read: every
 * item of either, closed where either closed it (an item is never opened again, and an item
 * another run added stays).
 */
export function writeOver(stored: OpenItemsDoc, ours: OpenItemsDoc): OpenItemsDoc {
  const mine = new Map(ours.items.map((item) => [item.id, item]));
  const items = stored.items.map((item) => {
    const own = mine.get(item.id);
    mine.delete(item.id);
    return own === undefined || item.closed !== undefined ? item : own;
  });
  return { ...ours, items: [...items, ...mine.values()] };
}

export function openOf(doc: OpenItemsDoc): OpenItem[] {
  return doc.items.filter((item) => item.closed === undefined);
}

/** Adds items not yet recorded (a closed item of the same run is never opened again). */
export function addOpenItems(doc: OpenItemsDoc, items: readonly OpenItem[]): OpenItem[] {
  const added = items.filter((item) => !doc.items.some((known) => known.id === item.id));
  doc.items.push(...added);
  return added;
}

/** Closes `items` in `doc` with `how` and `note`, and drops the oldest closed past the cap. */
export function closeOpenItems(
  doc: OpenItemsDoc,
  items: readonly OpenItem[],
  how: CloseHow,
  note: string,
): void {
  const at = new Date().toISOString();
  const by = userAtHost();
  for (const item of doc.items)
    if (items.some((i) => i.id === item.id)) item.closed = { at, how, note, by };
  const closed = doc.items.filter((item) => item.closed !== undefined);
  const drop = new Set(closed.slice(0, Math.max(0, closed.length - KEEP_CLOSED)).map((i) => i.id));
  doc.items = doc.items.filter((item) => !drop.has(item.id));
}

/** The ways to close an item of this kind, as `recover` flags. */
export function closeFlags(item: Pick<OpenItem, "kind" | "resourceId">): string {
  switch (item.kind) {
    case "unconfirmed-create":
      return "--absent (it does not exist) | --import ID (it exists: stackgate imports it) | --checked";
    case "orphan":
      return `--import ${item.resourceId ?? "ID"} | --absent (you deleted it) | --checked`;
    case "unconfirmed-change":
      return "--checked (after checking it, or tainting it so the next apply recreates it)";
    case "drift":
      return "--checked (after a refresh, or knowing the next apply refreshes it)";
  }
}

const WHAT: Readonly<Record<OpenItemKind, string>> = {
  "unconfirmed-create":
    "its creation was started and never confirmed, and it is in no state: it may already exist",
  orphan: "it was created and is in no state: it exists untracked",
  "unconfirmed-change": "it is in state, but its create/update was never confirmed",
  drift: "the state differed from reality after the interrupted run, left in place",
};

/** One line per item: what it is, which run left it, and how to close it. */
export function describeOpenItem(item: OpenItem, resolveCommand: string): string {
  const id = item.resourceId === undefined ? "" : ` (id ${item.resourceId})`;
  return (
    `open item from run ${item.runId}: ${item.address}${id}: ${WHAT[item.kind]}. ` +
    `Close it: ${resolveCommand} --resolve ${shellWord(item.address)} ${closeFlags(item)}`
  );
}
