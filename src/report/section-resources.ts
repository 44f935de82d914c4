/** The changed-resources table: action, address, changed attributes. */
import type { ResourceChange } from "../model/change.js";
import {
  actionLabel,
  attributesCell,
  listSection,
  type Section,
  type SectionInput,
  whereToRead,
} from "./section.js";
import { MAX_NAME, type Texts } from "./texts.js";

function resourceCell(t: Texts, change: ResourceChange): string {
  let cell = t.address(change.address, "cell");
  if (change.movedFrom !== undefined)
    cell += ` (moved from ${t.address(change.movedFrom, "cell")})`;
  if (change.importId !== undefined) {
    cell += ` (import id ${t.inline(change.importId, MAX_NAME)})`;
  }
  return cell;
}

export function resourcesSection({ changeSet, context, t, measure }: SectionInput): Section {
  const rows = changeSet.resources;
  const where = whereToRead(context);
  return listSection({
    count: rows.length,
    notShown: `**Changed resources: ${rows.length} rows not shown (cut to fit; every one is in ${where})**`,
    head:
      `#### Changed resources (${rows.length})\n\n` +
      "| Action | Resource | Changed attributes |\n| --- | --- | --- |\n",
    item: (i) => {
      const r = rows[i] as ResourceChange;
      return `| ${actionLabel(r)} | ${resourceCell(t, r)} | ${attributesCell(t, r)} |`;
    },
    more: (n) => `**… ${n} more rows not shown (table cut to fit; every one is in ${where})**`,
    measure,
  });
}
