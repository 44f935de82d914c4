/** Drift: resources changed outside stackgate since the last run. */
import type { ResourceChange } from "../model/change.js";
import { fitItems } from "./fit.js";
import {
  actionLabel,
  attributesCell,
  section,
  SEPARATOR,
  type Section,
  type SectionInput,
} from "./section.js";

export function driftSection({ changeSet, t, measure }: SectionInput): Section {
  const items = changeSet.drift;
  const notShown = `Drift: ${items.length} drifted resources not shown; see the run log`;
  return section(items.length, notShown, (budget) => {
    if (items.length === 0) return "";
    return fitItems({
      head: `#### 🌊 Drift (${items.length})\n\nChanged outside stackgate since the last run:\n\n`,
      count: items.length,
      item: (i) => {
        const r = items[i] as ResourceChange;
        const attributes = attributesCell(t, r);
        return `- ${actionLabel(r)} ${t.code(r.address, "text")}${attributes === "—" ? "" : `: ${attributes}`}`;
      },
      joiner: "\n",
      more: (n) => `… and ${n} more drifted resources not shown`,
      alone: notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  });
}
