/** What recover did, for the PR comment, the job summary and the Pipe's report. */
import type { RecoverResult } from "./result.js";
import { commentKeyOf } from "../report/marker.js";
import { emptyChangeSet, ENGINE_LABELS } from "../model/change.js";
import { renderComment, type CommentContext } from "../report/render.js";

import { type Settings } from "../settings/index.js";
/** What recover did, as text for the comment/summary (stackgate's own words, redacted later). */
export function describeRecover(result: RecoverResult): string {
  const lines = [`recover: ${result.outcome}`];
  if (result.journal) {
    lines.push(`last run ${result.journal.runId} stopped in phase ${result.journal.phase}`);
  }
  for (const action of result.actions) lines.push(`${action.ok ? "✓" : "!"} ${action.detail}`);
  if (result.message) lines.push(result.message);
  lines.push(`lock: ${result.lock.after.kind}`);
  return lines.join("\n");
}

/**
 * The comment context after a recover (the Action's post step, the Pipe's `final:` step): no
 * plan; what recovery repaired and what it left for a person (with the command to finish by
 * hand when it could not finish), in stackgate's own words — not as engine output.
 */
export function recoverReportContext(
  result: RecoverResult,
  settings: Settings,
  workdir: string,
  outcome: string,
  manualCommand: string | null,
): CommentContext {
  const repaired = result.actions.filter((a) => a.ok).map((a) => a.detail);
  const left = [...result.left];
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    engineLabel: ENGINE_LABELS[settings.engine],
    digest: "",
    command: "recover",
    outcome,
    secrets: settings.secrets,
    recovery: {
      repaired,
      left,
      ...(manualCommand !== null ? { finish: `To finish by hand: ${manualCommand}` } : {}),
    },
    ...(settings.run.runUrl ? { runUrl: settings.run.runUrl } : {}),
    ...(settings.run.commit ? { commit: settings.run.commit } : {}),
  };
}

/**
 * The PR comment after a recover (the Action's post step posts it; the CLI writes it to
 * --comment-file): "Interrupted, then recovered" with what recover did, or "Interrupted" with
 * the command to finish by hand.
 */
export function renderRecoverComment(
  result: RecoverResult,
  settings: Settings,
  manualCommand: string,
): { outcome: "recovered" | "interrupted"; comment: string } {
  const outcome =
    result.outcome === "recovered" || result.outcome === "clean" ? "recovered" : "interrupted";
  // Open items name their own closing command; a plain `recover` would not close them.
  const onlyItems = result.left.length === (result.openItems?.length ?? 0);
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings).workdir,
    outcome,
    outcome === "interrupted" && !onlyItems ? manualCommand : null,
  );
  const nothing = emptyChangeSet(settings.engine, false);
  return { outcome, comment: renderComment(nothing, context, settings.commentLimit) };
}
