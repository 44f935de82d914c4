/** The last lines of the engine's output, open for failures; earlier lines cut first. */
import { fitSuffixLines } from "./fit.js";
import { fenceBlock, longestBacktickRun } from "./neutralize.js";
import { section, titledBlock, type Section, type SectionInput } from "./section.js";

const NOT_SHOWN = "Engine output not shown (cut to fit); see the run log";

export function engineOutputSection(input: SectionInput): Section {
  const { context, t, measure, flavor } = input;
  const hasTail = context.outputTail !== undefined && context.outputTail.trim() !== "";
  return section(hasTail ? 1 : 0, NOT_SHOWN, (budget) => {
    const fallback = measure(NOT_SHOWN) <= budget ? NOT_SHOWN : "";
    if (context.outputTail === undefined || !hasTail) return "";
    const cap = Math.min(budget, input.engineOutputCap);
    const full = t.text(context.outputTail).replace(/\s+$/, "");
    const title = "Engine output (last lines)";
    const open = context.outcome !== "planned" && context.outcome !== "applied";
    const note = "… (earlier output cut; see the run log)\n";
    const details = (body: string): string => titledBlock(flavor, title, body, open);
    const overhead = measure(details("")) + 2 * (longestBacktickRun(full) + 4) + 2;
    if (measure(full) + overhead <= cap) return details(fenceBlock(full));
    const kept = fitSuffixLines(full, cap - overhead - measure(note), measure);
    if (kept === "") return fallback;
    const block = details(fenceBlock(note + kept));
    return measure(block) <= cap ? block : fallback;
  });
}
