/**
 * The open items a recovery left (journal/open-items.ts) as `preview` and `up` meet them:
 * preview tells each one, and beside a planned create of the same address that it may already
 * exist; up refuses while any is open and not accepted by name (`--accept-open-items ADDR`),
 * and after a successful apply closes what the apply proved.
 */
import { EXIT, messageOf } from "../errors.js";
import type { Engine } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import type { RunResult } from "../command/result.js";
import type { ChangeSet } from "../model/change.js";
import type { OpenItem } from "../journal/open-items.js";
import { describeOpenItem } from "../journal/open-items.js";
import { closeProvenByApply, readOpenItems, resolveCommand } from "../recovery/open-items.js";
import { shellWord } from "../process/shell-quote.js";
import { type Settings } from "../settings/index.js";

const MAY_EXIST: ReadonlySet<OpenItem["kind"]> = new Set(["unconfirmed-create", "orphan"]);

/** Each open item as a line; a planned create of its address says it may already exist. */
export function describeOpenItems(
  items: readonly OpenItem[],
  settings: Settings,
  changeSet?: ChangeSet,
): string[] {
  const creates = new Set(
    (changeSet?.resources ?? [])
      .filter((r) => r.action === "create" || r.action === "replace")
      .map((r) => r.address),
  );
  return items.map((item) => {
    const line = describeOpenItem(item, resolveCommand(settings));
    return MAY_EXIST.has(item.kind) && creates.has(item.address)
      ? `this plan creates ${item.address}, which may already exist from run ${item.runId}: ${line}`
      : line;
  });
}

/** A preview's result with the stack's open items told (in the comment and the output). */
export async function withOpenItems(result: RunResult, settings: Settings): Promise<RunResult> {
  const items = await readOpenItems(settings);
  if (items.length === 0) return result;
  return { ...result, openItems: describeOpenItems(items, settings, result.changeSet) };
}

/**
 * `up` with open items: null when none is open, or every one is accepted by name (told as
 * such, once: `acceptedTold` on the re-check right before the apply); else the refusal
 * (exit 3), naming each item and how to close it.
 */
export async function openItemsRefusal(
  settings: Settings,
  deps: LifecycleDeps,
  { acceptedTold = false }: { acceptedTold?: boolean } = {},
): Promise<RunResult | null> {
  const items = await readOpenItems(settings);
  if (items.length === 0) return null;
  const accepted = new Set(settings.acceptOpenItems);
  const lines = describeOpenItems(items, settings);
  const unaccepted = items.filter((i) => !accepted.has(i.address));
  if (unaccepted.length === 0) {
    if (acceptedTold) return null;
    deps.output.warn(
      `applying although ${items.length} open item(s) are not closed, accepted by name (--accept-open-items):\n${lines.join("\n")}`,
    );
    return null;
  }
  const names = [...new Set(unaccepted.map((i) => i.address))];
  return {
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    openItems: lines,
    message:
      `${unaccepted.length} open item(s) left by an earlier recovery are not closed, so nothing was applied: ` +
      `an apply now could create again what may already exist.\n${lines.join("\n")}\n` +
      `Close each one with \`${resolveCommand(settings)} --resolve ADDR …\` as listed, or apply anyway, naming each: ` +
      names.map((n) => `--accept-open-items ${shellWord(n)}`).join(" "),
  };
}

/** After a successful apply: closes the open items it proved (their resource is in state). */
export async function closeProvenItems(
  settings: Settings,
  engine: Engine,
  runId: string,
  deps: LifecycleDeps,
): Promise<void> {
  try {
    await closeProvenByApply(settings, () => engine.listState(), runId, deps);
  } catch (error) {
    // The apply succeeded; the items stay open (the next recover proves them from the state).
    deps.output.warn(`the open items could not be checked against the state: ${messageOf(error)}`);
  }
}
