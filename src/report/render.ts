/**
 * Renders a change set as a PR comment or a job summary.
 *
 * Layout: marker, title, counts, destructive changes, changed resources, outputs, drift,
 * diagnostics, engine output, full diff, footer. The result always fits `limit`: sections are
 * given space in priority order (destructive list, diagnostics, drift, engine output, outputs,
 * resource table, full diff), so the full diff is cut first and the destructive list last;
 * the header, counts and footer are always kept.
 *
 * Each section is its own module (section-*.ts); this file gives them space and joins them.
 * Every piece of engine-originated text goes through the helpers of texts.ts.
 */
import type { ChangeSet } from "../model/change.js";
import type { CommentContext } from "./context.js";
import { GITHUB_COMMENT_LIMIT, MIN_LIMIT } from "../settings/index.js";
import {
  fitPrefix,
  JOB_SUMMARY_LIMIT,
  measureChars,
  measureUtf8,
  validateLimit,
  type Measure,
} from "./fit.js";
import { DEFAULT_FLAVOR, type MarkdownFlavor } from "./marker.js";
import { SEPARATOR, type Section, type SectionInput } from "./section.js";
import { destructiveSection } from "./section-destructive.js";
import { diagnosticsSection } from "./section-diagnostics.js";
import { diffSection } from "./section-diff.js";
import { driftSection } from "./section-drift.js";
import { engineOutputSection } from "./section-engine-output.js";
import { footerPart } from "./section-footer.js";
import { headerParts } from "./section-header.js";
import { outputsSection } from "./section-outputs.js";
import { recoverySection } from "./section-recovery.js";
import { resourcesSection } from "./section-resources.js";
import { createTexts } from "./texts.js";

export { type CommentContext, type ReportOutcome } from "./context.js";
export { countsLine } from "./section-header.js";

const CUT_NOTICE = "\n\n… (report cut to fit)";

type SectionId =
  | "recovery"
  | "destructive"
  | "resources"
  | "outputs"
  | "drift"
  | "diagnostics"
  | "engineOutput"
  | "diff";

const SECTIONS: Readonly<Record<SectionId, (input: SectionInput) => Section>> = {
  recovery: recoverySection,
  destructive: destructiveSection,
  resources: resourcesSection,
  outputs: outputsSection,
  drift: driftSection,
  diagnostics: diagnosticsSection,
  engineOutput: engineOutputSection,
  diff: diffSection,
};

/** The order in which sections get space: the first one is cut last. */
const PRIORITY: readonly SectionId[] = [
  "recovery",
  "destructive",
  "diagnostics",
  "drift",
  "engineOutput",
  "outputs",
  "resources",
  "diff",
];
const DISPLAY: readonly SectionId[] = [
  "recovery",
  "destructive",
  "resources",
  "outputs",
  "drift",
  "diagnostics",
  "engineOutput",
  "diff",
];

interface RenderOptions {
  limit: number;
  measure: Measure;
  marker: boolean;
  /** Where the markdown is shown (marker and collapsed blocks differ); default GitHub. */
  flavor: MarkdownFlavor;
}

/**
 * Renders the PR comment; always at most `limit` characters (UTF-16 code units), in the
 * platform's `flavor` (marker.ts: where HTML is escaped, the marker is a link reference
 * definition and the engine output and full diff are plain sections under a bold title
 * instead of collapsed `<details>` blocks).
 */
export function renderComment(
  changeSet: ChangeSet,
  context: CommentContext,
  limit: number = GITHUB_COMMENT_LIMIT,
  flavor: MarkdownFlavor = DEFAULT_FLAVOR,
): string {
  validateLimit(limit, "renderComment");
  return render(changeSet, context, { limit, measure: measureChars, marker: true, flavor });
}

/** Renders the GitHub job summary; always at most `limit` UTF-8 bytes (default 1 MiB). */
export function renderSummary(
  changeSet: ChangeSet,
  context: CommentContext,
  limit: number = JOB_SUMMARY_LIMIT,
): string {
  validateLimit(limit, "renderSummary");
  // What the summary cannot hold is in the log (the comment points here, not back).
  return render(
    changeSet,
    { ...context, fullDiffAt: "this step's log" },
    {
      limit,
      measure: measureUtf8,
      marker: false,
      flavor: DEFAULT_FLAVOR,
    },
  );
}

function render(changeSet: ChangeSet, context: CommentContext, options: RenderOptions): string {
  const { limit, measure, flavor } = options;
  const t = createTexts(context.secrets);

  const top = headerParts(changeSet, context, t, options.marker, flavor);
  const footer = footerPart(context, t);
  const fixed = [...top, footer].filter((part) => part !== "");
  const room = limit - measure(fixed.join(SEPARATOR));

  // The engine output takes at most a quarter of the limit.
  const engineOutputCap = Math.max(MIN_LIMIT, Math.floor(limit / 4));
  const input: SectionInput = { changeSet, context, t, measure, flavor, engineOutputCap };
  const produced = fitSections(input, room);

  const body = DISPLAY.map((id) => produced.get(id) ?? "").filter((part) => part !== "");
  const out = [...top, ...body, footer].filter((part) => part !== "").join(SEPARATOR);
  if (measure(out) <= limit) return out;
  // Only reachable when the header and footer alone exceed the limit (absurd values).
  return fitPrefix(out, limit - measure(CUT_NOTICE), measure) + CUT_NOTICE;
}

/** Gives the sections space in priority order; what each produced within `room`. */
function fitSections(input: SectionInput, room: number): Map<SectionId, string> {
  const { measure } = input;
  const sections = PRIORITY.map((id) => SECTIONS[id](input));
  // Each section's one-line "not shown" note, reserved while higher-priority sections take
  // their space, so a section that gets cut completely still says so.
  const reserved = sections.map((section) => {
    const note = section.notShown();
    return note === "" ? 0 : measure(note) + SEPARATOR.length;
  });
  const produced = new Map<SectionId, string>();
  let remaining = room;
  PRIORITY.forEach((id, index) => {
    const lower = reserved.slice(index + 1).reduce((sum, size) => sum + size, 0);
    const budget = remaining - SEPARATOR.length - lower;
    if (budget <= 0) return;
    const section = (sections[index] as Section).render(budget);
    if (section === "") return;
    produced.set(id, section);
    remaining -= measure(section) + SEPARATOR.length;
  });
  return produced;
}
