/** The changed-resources table: action, address, changed attributes. */
import type { ResourceChange } from "../model/change.js";
import {
  actionLabel,
  attributesCell,
  listSection,
  type Section,
  type SectionInput,
} from "./section.js";
import { MAX_NAME, type Texts } from "./texts.js";

function resourceCell(t: Texts, change: ResourceChange): string {
  let cell = t.code(change.address, "cell");
  if (change.movedFrom !== undefined) cell += ` (moved from ${t.inline(change.movedFrom)})`;
  if (change.importId !== undefined) {
    cell += ` (import id ${t.inline(change.importId, MAX_NAME)})`;
  }
  return cell;
}

export function resourcesSection({ changeSet, t, measure }: SectionInput): Section {
  const rows = changeSet.resources;
  return listSection({
    count: rows.length,
    notShown: `Changed resources: ${rows.length} rows not shown (cut to fit; see the run log)`,
    head:
      `#### Changed resources (${rows.length})\n\n` +
      "| Action | Resource | Changed attributes |\n| --- | --- | --- |\n",
    item: (i) => {
      const r = rows[i] as ResourceChange;
      return `| ${actionLabel(r)} | ${resourceCell(t, r)} | ${attributesCell(t, r)} |`;
    },
    more: (n) => `… ${n} more rows not shown (table cut to fit; see the run log)`,
    measure,
  });
}
