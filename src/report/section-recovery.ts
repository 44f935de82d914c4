/**
 * What a recovery did, in stackgate's own words (never labelled engine output): what it repaired
 * and what it left for a person, each item fenced (items carry engine messages, paths and the
 * commands to run), the left items first to be kept when space runs out. On a preview or an up,
 * the stack's open items an earlier recovery left (until someone closes them).
 */
import { fenceBlock } from "./neutralize.js";
import { section, SEPARATOR, type Section, type SectionInput } from "./section.js";

const NOT_SHOWN = "What recovery did is not shown (cut to fit); see the run log";
const OPEN_TITLE = "Open items left by an earlier recovery (not closed yet)";

export function recoverySection(input: SectionInput): Section {
  const { recovery, openItems = [] } = input.context;
  const count = recovery
    ? recovery.repaired.length + recovery.left.length + openItems.length
    : openItems.length;
  return section(count, NOT_SHOWN, (budget) => {
    if (count === 0) return "";
    const { t, measure } = input;
    const block = (title: string, items: readonly string[]): string =>
      items.length === 0
        ? ""
        : `**${title}**\n\n${fenceBlock(items.map((item) => t.text(item).replace(/\s+$/, "")).join("\n"))}`;
    const finish = recovery?.finish === undefined ? [] : [recovery.finish];
    const left = recovery ? block("Left for a person", [...recovery.left, ...finish]) : "";
    const open = block(`⚠️ ${OPEN_TITLE}`, openItems);
    const repaired = recovery ? block("Repaired", recovery.repaired) : "";
    const must = [open, left].filter((p) => p !== "").join(SEPARATOR);
    const both = [must, repaired].filter((p) => p !== "").join(SEPARATOR);
    if (measure(both) <= budget) return both;
    if (must !== "" && measure(must) <= budget) return must;
    return measure(NOT_SHOWN) <= budget ? NOT_SHOWN : "";
  });
}
