/** Drift: resources changed outside stackgate since the last run. */
import type { ResourceChange } from "../model/change.js";
import {
  actionLabel,
  attributesCell,
  listSection,
  type Section,
  type SectionInput,
} from "./section.js";

export function driftSection({ changeSet, t, measure }: SectionInput): Section {
  const items = changeSet.drift;
  return listSection({
    count: items.length,
    notShown: `Drift: ${items.length} drifted resources not shown; see the run log`,
    head: `#### 🌊 Drift (${items.length})\n\nChanged outside stackgate since the last run:\n\n`,
    item: (i) => {
      const r = items[i] as ResourceChange;
      const attributes = attributesCell(t, r);
      return `- ${actionLabel(r)} ${t.address(r.address, "text")}${attributes === "—" ? "" : `: ${attributes}`}`;
    },
    more: (n) => `… and ${n} more drifted resources not shown`,
    measure,
  });
}
