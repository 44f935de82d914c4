/** The report's header (always kept): marker, title, subtitle, counts, the errored warning. */
import { hasChanges, type ChangeSet } from "../model/change.js";
import type { CommentContext, ReportOutcome } from "./context.js";
import { commentMarker, type MarkdownFlavor } from "./marker.js";
import { MAX_NAME, type Texts } from "./texts.js";

interface Presentation {
  icon: string;
  label: string;
}

const OUTCOME_PRESENTATION: Readonly<Record<ReportOutcome, Presentation>> = {
  planned: { icon: "📋", label: "Plan" },
  "no-changes": { icon: "✅", label: "No changes" },
  applied: { icon: "✅", label: "Applied" },
  failed: { icon: "❌", label: "Failed" },
  interrupted: { icon: "⚠️", label: "Interrupted" },
  recovered: { icon: "🩹", label: "Interrupted, then recovered" },
  locked: { icon: "🔒", label: "State locked" },
  "stale-plan": { icon: "⏳", label: "Plan is stale" },
  "approval-required": { icon: "✋", label: "Approval required" },
  cancelled: { icon: "⛔", label: "Cancelled" },
  // Bitbucket: a Stop kills the step outright; the `final:` step's recover reports what it did.
  "stopped-recovered": { icon: "🩹", label: "Stopped, then recovered" },
  stopped: { icon: "🛑", label: "Stopped: recovery needs attention" },
};

/** How an outcome is shown: its icon and label (e.g. 📋 Plan). */
export function presentation(outcome: string): Presentation {
  return Object.hasOwn(OUTCOME_PRESENTATION, outcome)
    ? OUTCOME_PRESENTATION[outcome as ReportOutcome]
    : { icon: "ℹ️", label: outcome };
}

export function headerParts(
  changeSet: ChangeSet,
  context: CommentContext,
  t: Texts,
  marker: boolean,
  flavor: MarkdownFlavor,
): string[] {
  const { icon, label } = presentation(context.outcome);
  const title =
    `### ${icon} ${t.inline(label, MAX_NAME)}: ${t.inline(context.project, MAX_NAME)}` +
    ` / ${t.inline(context.stack, MAX_NAME)}`;
  const subtitle = [
    t.inline(context.engineLabel, MAX_NAME),
    `stackgate ${t.inline(context.command, MAX_NAME)}`,
    `workdir ${t.inline(context.workdir, MAX_NAME)}`,
  ].join(" · ");
  const parts = [
    marker ? `${commentMarker(context, flavor)}\n${title}` : title,
    subtitle,
    context.recovery !== undefined
      ? recoveryLine(context.recovery)
      : context.notPlanned !== undefined
        ? `**Nothing was planned:** ${t.text(context.notPlanned)}`
        : countsLine(changeSet),
  ];
  if (context.applied !== undefined) {
    const a = context.applied;
    parts.push(
      `**Applied before it stopped** (as the journal saw it): ${a.added} added · ${a.changed} changed · ` +
        `${a.removed} destroyed · ${a.tainted} tainted`,
    );
  }
  if (changeSet.errored) {
    parts.push("⚠️ **The engine reported errors: this plan cannot be applied.**");
  }
  return parts;
}

/** A recovery's counts line: never "No changes", it names what was repaired and what is left. */
function recoveryLine(recovery: NonNullable<CommentContext["recovery"]>): string {
  const left =
    recovery.left.length === 0
      ? "nothing is left for a person"
      : `**${recovery.left.length} left for a person**`;
  return `**Recovery:** ${recovery.repaired.length} repaired · ${left}`;
}

/** The counts line, e.g. `**Changes:** 1 create · 0 update · 2 delete · 0 replace · 1 move`. */
export function countsLine(changeSet: ChangeSet): string {
  const s = changeSet.summary;
  const extras: string[] = [];
  if (s.read > 0) extras.push(`${s.read} read`);
  if (s.move > 0) extras.push(`${s.move} move`);
  if (s.import > 0) extras.push(`${s.import} import`);
  if (s.outputs > 0) extras.push(`${s.outputs} output${s.outputs === 1 ? "" : "s"}`);
  if (s.drift > 0) extras.push(`${s.drift} drifted`);
  if (!hasChanges(changeSet)) {
    const head = changeSet.errored ? "**No changes planned.**" : "**No changes.**";
    return extras.length > 0 ? `${head} ${extras.join(" · ")}` : head;
  }
  const main = [
    `${s.create} create`,
    `${s.update} update`,
    `${s.delete} delete`,
    `${s.replace} replace`,
  ];
  return `**Changes:** ${[...main, ...extras].join(" · ")}`;
}
