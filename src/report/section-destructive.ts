/** Destructive changes (deletes and replaces): the list cut last. */
import { isDestructive, type ResourceChange } from "../model/change.js";
import { fitItems } from "./fit.js";
import {
  inlineList,
  section,
  SEPARATOR,
  whereToRead,
  type Section,
  type SectionInput,
} from "./section.js";
import { MAX_NAME } from "./texts.js";

const MAX_REASONS = 5;

export function destructiveSection({ changeSet, context, t, measure }: SectionInput): Section {
  const items = changeSet.resources.filter((r) => isDestructive(r.action));
  const more = (n: number): string =>
    `**… and ${n} more destructive changes not shown (every one is in ${whereToRead(context)})**`;
  const item = (i: number): string => {
    const r = items[i] as ResourceChange;
    const address = t.address(r.address, "text");
    if (r.action === "delete") return `- 🗑️ **delete** ${address}`;
    let line = `- ♻️ **replace** ${address}`;
    if (r.reasons.length > 0) {
      line += ` — forced by ${inlineList(t, r.reasons, MAX_REASONS, MAX_NAME)}`;
    }
    if (r.replaceOrder !== undefined) {
      line +=
        r.replaceOrder === "create-before-destroy"
          ? " (create before destroy)"
          : " (destroy before create)";
    }
    return line;
  };
  return section(items.length, more(items.length), (budget) => {
    if (items.length === 0) return "";
    return fitItems({
      head: `#### ⚠️ Destructive changes (${items.length})\n\n`,
      count: items.length,
      item,
      joiner: "\n",
      more,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  });
}
