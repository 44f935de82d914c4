/** The changed-resources table: action, address, changed attributes. */
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
  const notShown = `Changed resources: ${rows.length} rows not shown (cut to fit; see the run log)`;
  return section(rows.length, notShown, (budget) => {
    if (rows.length === 0) return "";
    return fitItems({
      head:
        `#### Changed resources (${rows.length})\n\n` +
        "| Action | Resource | Changed attributes |\n| --- | --- | --- |\n",
      count: rows.length,
      item: (i) => {
        const r = rows[i] as ResourceChange;
        return `| ${actionLabel(r)} | ${resourceCell(t, r)} | ${attributesCell(t, r)} |`;
      },
      joiner: "\n",
      more: (n) => `… ${n} more rows not shown (table cut to fit; see the run log)`,
      alone: notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  });
}
