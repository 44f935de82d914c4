/** The changed outputs (names only: values are never shown). */
import type { OutputChange } from "../model/change.js";
import { fitItems } from "./fit.js";
import { ACTION_LABELS, section, SEPARATOR, type Section, type SectionInput } from "./section.js";
import { MAX_NAME } from "./texts.js";

export function outputsSection({ changeSet, t, measure }: SectionInput): Section {
  const changed = changeSet.outputs.filter((o) => o.action !== "no-op");
  const notShown = `Outputs: ${changed.length} changed outputs not shown`;
  return section(changed.length, notShown, (budget) => {
    if (changed.length === 0) return "";
    return fitItems({
      head: `#### Outputs (${changed.length})\n\n| Action | Output |\n| --- | --- |\n`,
      count: changed.length,
      item: (i) => {
        const o = changed[i] as OutputChange;
        const name = t.inline(o.name, MAX_NAME) + (o.sensitive ? " (sensitive)" : "");
        return `| ${ACTION_LABELS[o.action]} | ${name} |`;
      },
      joiner: "\n",
      more: (n) => `… ${n} more outputs not shown`,
      alone: notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  });
}
