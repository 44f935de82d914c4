/**
 * What a recovery did, in stackgate's own words (never labelled engine output): what it repaired
 * and what it left for a person, each item fenced (items carry engine messages, paths and the
 * commands to run), the left items first to be kept when space runs out.
 */
import { fenceBlock } from "./neutralize.js";
import { section, SEPARATOR, type Section, type SectionInput } from "./section.js";

const NOT_SHOWN = "What recovery did is not shown (cut to fit); see the run log";

export function recoverySection(input: SectionInput): Section {
  const recovery = input.context.recovery;
  const count = recovery ? recovery.repaired.length + recovery.left.length : 0;
  return section(count, NOT_SHOWN, (budget) => {
    if (recovery === undefined || count === 0) return "";
    const { t, measure } = input;
    const block = (title: string, items: readonly string[]): string =>
      items.length === 0
        ? ""
        : `**${title}**\n\n${fenceBlock(items.map((item) => t.text(item).replace(/\s+$/, "")).join("\n"))}`;
    const left = block("Left for a person", recovery.left);
    const repaired = block("Repaired", recovery.repaired);
    const both = [left, repaired].filter((p) => p !== "").join(SEPARATOR);
    if (measure(both) <= budget) return both;
    if (left !== "" && measure(left) <= budget) return left;
    return measure(NOT_SHOWN) <= budget ? NOT_SHOWN : "";
  });
}
