/** The engine's diagnostics, errors first, each detail fenced and cut. */
import { describeLocation, type Diagnostic } from "../model/change.js";
import { fitItems, fitPrefixLines, measureChars } from "./fit.js";
import { fenceBlock } from "./neutralize.js";
import { section, SEPARATOR, type Section, type SectionInput } from "./section.js";
import type { Texts } from "./texts.js";

const MAX_DIAGNOSTIC_DETAIL = 3_000;

function diagnosticEntry(t: Texts, d: Diagnostic): string {
  const kind = d.severity === "error" ? "❌ Error" : "⚠️ Warning";
  let entry = `**${kind}:** ${t.inline(d.summary)}`;
  if (d.address !== undefined && d.address !== "") entry += ` — ${t.address(d.address, "text")}`;
  const where = describeLocation(d);
  if (where !== "") entry += ` (${t.inline(where)})`;
  const detail = t.text(d.detail).trim();
  if (detail !== "") {
    const cut = fitPrefixLines(detail, MAX_DIAGNOSTIC_DETAIL, measureChars);
    entry += `\n\n${fenceBlock(cut === detail ? detail : `${cut.trimEnd()}\n… (cut)`)}`;
  }
  return entry;
}

export function diagnosticsSection({ changeSet, t, measure }: SectionInput): Section {
  const sorted: Diagnostic[] = [
    ...changeSet.diagnostics.filter((d) => d.severity === "error"),
    ...changeSet.diagnostics.filter((d) => d.severity !== "error"),
  ];
  const notShown = `Diagnostics: ${sorted.length} not shown; see the run log`;
  return section(sorted.length, notShown, (budget) => {
    if (sorted.length === 0) return "";
    return fitItems({
      head: `#### Diagnostics (${sorted.length})\n\n`,
      count: sorted.length,
      item: (i) => diagnosticEntry(t, sorted[i] as Diagnostic),
      joiner: SEPARATOR,
      more: (n) => `… and ${n} more diagnostics not shown; see the run log`,
      alone: notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  });
}
