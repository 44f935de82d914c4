/**
 * A recovery's open items (journal/open-items.ts) over their life: `recover` records what it
 * left for a person and reports every item still open (needs-attention, exit 1, until each is
 * closed); `recover --resolve ADDR --absent | --import ID | --checked` closes them; an item
 * whose resource is in state is proven and closes itself; `status`, `preview` and `up` read
 * them (lifecycle/open-items-gate.ts).
 */
import { EXIT, StackgateError, messageOf } from "../errors.js";
import type { LifecycleDeps } from "../command/deps.js";
import { readBackendConfig } from "../backends/backend-config.js";
import { shellWord } from "../process/shell-quote.js";
import {
  addOpenItems,
  closeFlags,
  closeOpenItems,
  describeOpenItem,
  DRIFT_ADDRESS,
  itemId,
  openOf,
  type OpenItem,
  type OpenItemKind,
  type OpenItemsDoc,
} from "../journal/open-items.js";
import { OpenItemsStore } from "../journal/open-items-stores.js";
import type { JournalState } from "../journal/entries.js";
import { findingsOf, type RecoverAction, type RecoverResult } from "./result.js";
import { type Settings } from "../settings/index.js";

/** Reports of a recovery that are recorded as open items (and told as those). */
const BECOME_ITEMS: ReadonlySet<RecoverAction["kind"]> = new Set<RecoverAction["kind"]>([
  "report-orphans",
  "report-unconfirmed",
  "report-drift",
]);

/** Items that close when their address is in the state (a resource that was in none). */
const PROVEN_BY_STATE: ReadonlySet<OpenItemKind> = new Set(["unconfirmed-create", "orphan"]);

/** `stackgate recover -C <workdir> --stack <stack>`: where a person closes an item. */
export function resolveCommand(settings: Settings): string {
  return `stackgate recover -C ${shellWord(settings.workdir)} --stack ${shellWord(settings.stack)}`;
}

export function openItemsStore(settings: Settings): OpenItemsStore {
  return new OpenItemsStore(
    settings,
    readBackendConfig(settings.workdir, process.env),
    process.env,
  );
}

/** Reads the stack's open items once (every copy), closing the stores after. */
export async function readOpenItems(settings: Settings): Promise<OpenItem[]> {
  const store = openItemsStore(settings);
  try {
    return openOf(await store.read());
  } finally {
    await store.close();
  }
}

/** What this recovery leaves for a person, as items of the run that left each (several where it settled several). */
function itemsLeftBy(result: RecoverResult, state: JournalState | null): OpenItem[] {
  const openedAt = new Date().toISOString();
  return findingsOf(result).flatMap(({ runId, orphans, unconfirmed, driftLeft }) => {
    const item = (kind: OpenItemKind, address: string, resourceId?: string | null): OpenItem => ({
      id: itemId(runId, kind, address),
      kind,
      address,
      runId,
      openedAt,
      ...(resourceId ? { resourceId } : {}),
      ...(state?.header.runId === runId && state.header.runUrl
        ? { runUrl: state.header.runUrl }
        : {}),
    });
    const items = orphans
      .filter((o) => o.imported !== true)
      .map((o) => item(o.certain ? "orphan" : "unconfirmed-create", o.address, o.id));
    items.push(...unconfirmed.map((address) => item("unconfirmed-change", address)));
    if (driftLeft) items.push(item("drift", DRIFT_ADDRESS));
    return items;
  });
}

/** Closes the open items whose resource is in `inState` now; returns them. */
function closeProvenByState(
  doc: OpenItemsDoc,
  inState: ReadonlySet<string>,
  note: string,
): OpenItem[] {
  const proven = openOf(doc).filter((i) => PROVEN_BY_STATE.has(i.kind) && inState.has(i.address));
  closeOpenItems(doc, proven, "proven", note);
  return proven;
}

/**
 * `recover --resolve ADDR …`: closes the open items of that address the way the person says —
 * `--absent` (it does not exist), `--import ID` (stackgate imports it and checks the state holds
 * it), `--checked` (looked at and dealt with). Runs before the recovery proper; throws a usage
 * error naming the address when nothing open has it, or the form does not fit the item.
 */
export async function resolveOpenItem(
  settings: Settings,
  deps: LifecycleDeps,
): Promise<{ closed: OpenItem[]; detail: string } | null> {
  const resolve = settings.resolve;
  if (resolve === undefined) return null;
  const store = openItemsStore(settings);
  try {
    const doc = await store.read();
    const open = openOf(doc);
    const matching = open.filter((i) => i.address === resolve.address);
    if (matching.length === 0) {
      throw new StackgateError(
        `--resolve ${JSON.stringify(resolve.address)}: no open item of this stack has that address. ` +
          (open.length === 0
            ? "Nothing is open."
            : `Open: ${[...new Set(open.map((i) => i.address))].join(", ")}.`),
        EXIT.usage,
      );
    }
    const misfit = matching.find((i) => !closeFlags(i).includes(`--${resolve.how}`));
    if (misfit !== undefined) {
      throw new StackgateError(
        `--resolve ${JSON.stringify(resolve.address)} --${resolve.how}: that does not close this item (${misfit.kind}); ` +
          `expected ${closeFlags(misfit)}.`,
        EXIT.usage,
      );
    }
    let note: string;
    if (resolve.how === "import") {
      const id = resolve.id ?? "";
      const engine = deps.createEngine(settings);
      await engine.init((event) => deps.output.event(event));
      await engine.importResource(resolve.address, id);
      if (!(await engine.listState()).includes(resolve.address)) {
        throw new StackgateError(
          `imported ${resolve.address} with id ${JSON.stringify(id)}, but the state does not list it afterwards: the item stays open.`,
          EXIT.failed,
        );
      }
      note = `imported with id ${id}; the state holds it`;
    } else {
      note =
        resolve.how === "absent"
          ? "a person checked that it does not exist"
          : "a person checked it and dealt with it";
    }
    closeOpenItems(doc, matching, resolve.how, note);
    for (const warning of await store.write(doc)) deps.output.warn(warning);
    const runs = [...new Set(matching.map((i) => i.runId))].join(", ");
    const detail = `closed the open item ${resolve.address} (run ${runs}): ${note}`;
    deps.output.info(`recover: ${detail}`);
    return { closed: matching, detail };
  } finally {
    await store.close();
  }
}

/**
 * After the recovery proper: records what it left for a person, closes what the state now
 * proves, and makes the result tell every item still open — `needs-attention` (exit 1) while
 * any is, whichever run left it — with the command that closes each.
 */
export async function settleOpenItems(
  settings: Settings,
  deps: LifecycleDeps,
  result: RecoverResult,
  state: JournalState | null,
  resolved: { detail: string } | null,
): Promise<RecoverResult> {
  const store = openItemsStore(settings);
  const notes: string[] = [];
  const leftNow = itemsLeftBy(result, state);
  let open: OpenItem[];
  let told = result;
  try {
    const doc = await store.read();
    const added = addOpenItems(doc, leftNow);
    let proven: OpenItem[] = [];
    if (openOf(doc).some((i) => PROVEN_BY_STATE.has(i.kind))) {
      const engine = deps.createEngine(settings);
      const inState = new Set(await engine.listState());
      proven = closeProvenByState(doc, inState, "its address is in the state now");
    }
    const absent = new Set(result.provenAbsent ?? []);
    const gone = openOf(doc).filter((i) => PROVEN_BY_STATE.has(i.kind) && absent.has(i.address));
    closeOpenItems(doc, gone, "proven", "a component: nothing of it exists at any provider");
    for (const item of gone)
      notes.push(
        `closed the open item ${item.address} (run ${item.runId}): a component, its pending create cleared — nothing exists at any provider`,
      );
    proven = [...proven, ...gone];
    for (const item of proven.filter((i) => !gone.includes(i)))
      notes.push(
        `closed the open item ${item.address} (run ${item.runId}): it is in the state now`,
      );
    if (added.length > 0 || proven.length > 0) {
      for (const warning of await store.write(doc)) deps.output.warn(warning);
    }
    if (store.localOnly && openOf(doc).length > 0) {
      deps.output.warn(
        `the open items are kept only in ${store.locations.join(", ")}: a CI runner's disk goes with the job. ` +
          "Configure a durable store (a pg or s3 backend, or journal-dir) so the next run sees them.",
      );
    }
    open = openOf(doc);
  } catch (error) {
    // The store is down (often with the backend): the recovery's own report still stands, and
    // what it leaves is told here although it could not be recorded — never an unexpected error.
    open = leftNow;
    told = {
      ...result,
      left: [
        ...result.left,
        `the open items of this stack could not be read or kept (${messageOf(error)}): those listed here are not recorded yet, ` +
          `and earlier ones may be missing. When the store answers again, run \`${resolveCommand(settings)}\`.`,
      ],
    };
  } finally {
    await store.close().catch((error: unknown) => {
      deps.output.warn(`could not close the open-items store: ${messageOf(error)}`);
    });
  }
  return withOpenItems(told, open, notes, resolved, settings);
}

/** The result with the open items told: in `left`, the message, the outcome and exit code. */
function withOpenItems(
  result: RecoverResult,
  open: readonly OpenItem[],
  notes: readonly string[],
  resolved: { detail: string } | null,
  settings: Settings,
): RecoverResult {
  const actions = [
    ...(resolved ? [{ kind: "resolve-item" as const, detail: resolved.detail, ok: true }] : []),
    ...result.actions,
    ...notes.map((detail) => ({ kind: "resolve-item" as const, detail, ok: true })),
  ];
  // A report that became items is told once, as the items (each with how to close it).
  const reported = new Set(
    result.actions.filter((a) => !a.ok && BECOME_ITEMS.has(a.kind)).map((a) => a.detail),
  );
  const left = [
    ...result.left.filter((line) => !reported.has(line)),
    ...open.map((i) => describeOpenItem(i, resolveCommand(settings))),
  ];
  const attention = left.length > 0;
  const exitCode = !attention
    ? EXIT.ok
    : result.exitCode === EXIT.ok
      ? EXIT.failed
      : result.exitCode;
  const outcome = attention
    ? "needs-attention"
    : result.outcome === "clean" && actions.length > 0
      ? "recovered"
      : result.outcome;
  const settled: RecoverResult = {
    ...result,
    actions,
    left,
    openItems: [...open],
    outcome,
    exitCode,
  };
  if (attention) settled.message = left.join("\n");
  else delete settled.message;
  return settled;
}

/** For a successful apply: closes the items the apply proved (their resource is in state). */
export async function closeProvenByApply(
  settings: Settings,
  inState: () => Promise<string[]>,
  runId: string,
  deps: LifecycleDeps,
): Promise<OpenItem[]> {
  const store = openItemsStore(settings);
  try {
    const doc = await store.read();
    const open = openOf(doc);
    if (open.length === 0) return [];
    const proven = closeProvenByState(
      doc,
      new Set(await inState()),
      `in the state after the successful apply of run ${runId}`,
    );
    const drift = open.filter((i) => i.kind === "drift");
    closeOpenItems(
      doc,
      drift,
      "proven",
      `the successful apply of run ${runId} refreshed and wrote the state`,
    );
    const closed = [...proven, ...drift];
    if (closed.length > 0) for (const warning of await store.write(doc)) deps.output.warn(warning);
    for (const item of closed)
      deps.output.info(
        `closed the open item ${item.address} (run ${item.runId}): ${item.closed?.note ?? ""}`,
      );
    return closed;
  } finally {
    await store.close();
  }
}
