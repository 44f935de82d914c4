/**
 * The full diff (cut first): each resource's part starts with a `# <address>: <action>` line
 * (the address exact: invisible characters escaped); whole resources first, then part of the
 * first one that does not fit, cut at a line. What does not fit is said in bold, with where the
 * whole diff is printed.
 */
import type { ResourceChange } from "../model/change.js";
import { fitPrefixLines } from "./fit.js";
import { visibleAddress } from "./visible.js";
import { fenceBlock, longestBacktickRun } from "./neutralize.js";
import {
  plural,
  section,
  SEPARATOR,
  titledBlock,
  type Section,
  type SectionInput,
  whereToRead,
} from "./section.js";

/** Space left for a partial diff of the first resource that does not fit whole. */
const MIN_PARTIAL_DIFF = 200;

export function diffSection({ changeSet, context, t, measure, flavor }: SectionInput): Section {
  const withDiff = changeSet.resources.filter((r) => r.diff.trim() !== "");
  const total = withDiff.length;
  const note = (shown: number): string =>
    `**The diff does not fit this comment: ${shown} of ${total} resources shown whole. ` +
    `Read every change in ${whereToRead(context)}.**`;
  const title = `Full diff (${plural(total, "resource", "resources")})`;
  const details = (body: string): string => titledBlock(flavor, title, body);
  const piece = (i: number): string => {
    const r = withDiff[i] as ResourceChange;
    const d = `# ${visibleAddress(t.redact(r.address))}: ${r.action}\n${t.text(r.diff)}`;
    return d.endsWith("\n") ? d : `${d}\n`;
  };

  const render = (budget: number): string => {
    if (total === 0) return "";
    const wrapper = measure(details(""));
    const noteReserve = measure(note(total) + SEPARATOR);
    // fenceBlock(body, "diff") = fence + "diff\n" + body + fence, body ending in "\n".
    const overhead = (run: number): number => wrapper + 2 * Math.max(3, run + 1) + 5;

    let body = "";
    let used = 0;
    let run = 0;
    let shown = 0;
    for (; shown < total; shown += 1) {
      const p = piece(shown);
      const nextRun = Math.max(run, longestBacktickRun(p));
      const reserve = shown === total - 1 ? 0 : noteReserve;
      if (overhead(nextRun) + used + measure(p) + reserve > budget) break;
      body += p;
      used += measure(p);
      run = nextRun;
    }
    if (shown === total) return details(fenceBlock(body, "diff"));

    // Part of the first resource that did not fit whole, cut at a line.
    const cutLine = "… (cut here: the rest of this resource's diff does not fit)\n";
    const room = budget - overhead(run) - used - noteReserve - measure(cutLine);
    if (room >= MIN_PARTIAL_DIFF) {
      const partial = fitPrefixLines(piece(shown), room, measure);
      const candidate = body + (partial.endsWith("\n") ? partial : `${partial}\n`) + cutLine;
      const size = overhead(Math.max(run, longestBacktickRun(partial))) + measure(candidate);
      if (size + noteReserve <= budget) {
        body = candidate;
      }
    }
    const head = note(shown);
    if (body === "") return measure(head) <= budget ? head : "";
    const cut = `${head}${SEPARATOR}${details(fenceBlock(body, "diff"))}`;
    return measure(cut) <= budget ? cut : measure(head) <= budget ? head : "";
  };
  return section(total, note(0), render);
}
