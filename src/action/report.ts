/**
 * What the action reports after a lifecycle command: step outputs (small values only; the
 * plan itself stays a file), the job summary (at most 1 MiB) and the PR comment.
 */
import { publishedFor, readPublished, withPublished } from "../approval/published.js";
import { publicationTime } from "../approval/rules.js";

import { reportContext } from "../lifecycle/report.js";
import type { RunResult } from "../command/result.js";
import type { IssueComment } from "../platforms/github.js";
import { renderComment, renderSummary } from "../report/render.js";
import type { Settings } from "../settings.js";

import { renderRecoverComment } from "../recovery/report.js";
import { type RecoverResult } from "../recovery/result.js";
export type SetOutput = (name: string, value: string) => void;

/** The marker key of this run's PR comment (as `publishComment` renders it). */
export function setRunOutputs(set: SetOutput, result: RunResult, recovered: boolean): void {
  const s = result.changeSet?.summary;
  const changes = s ? s.create + s.update + s.delete + s.replace + s.move + s.import : 0;
  set("outcome", result.outcome);
  set("exit-code", String(result.exitCode));
  set("has-changes", String(changes > 0));
  set("create", String(s?.create ?? 0));
  set("update", String(s?.update ?? 0));
  set("delete", String(s?.delete ?? 0));
  set("replace", String(s?.replace ?? 0));
  set("plan-digest", result.digest ?? "");
  set("plan-path", result.planFile ?? "");
  set("recovered", String(recovered));
}

export function setRecoverOutputs(set: SetOutput, result: RecoverResult): void {
  set("outcome", result.outcome);
  set("exit-code", String(result.exitCode));
  set("recovered", String(result.outcome === "recovered"));
}

/** The job summary: the same report as the comment, without the marker, within 1 MiB. */
export function runSummary(result: RunResult, settings: Settings): string {
  const { changeSet, context } = reportContext(result, settings, settings.engine);
  return renderSummary(changeSet, context);
}

/**
 * The PR comment body: the rendered report plus the hidden "published" line gates read, which
 * keeps the time this plan was first published from `existing` (the comment it replaces), or
 * dates it now (the later of this machine's and GitHub's clock, `serverNow`).
 */
export function runCommentBody(
  result: RunResult,
  settings: Settings,
  existing: IssueComment | null = null,
  serverNow: string | null = null,
): string {
  const { changeSet, context } = reportContext(result, settings, settings.engine);
  const rendered = result.comment ?? renderComment(changeSet, context, settings.commentLimit);
  const prior = existing ? readPublished(existing.body) : null;
  return withPublished(
    rendered,
    publishedFor(result, settings.run.commit, prior, () => publicationTime(serverNow)),
  );
}

/** The comment after the post step recovered (or tried to) an interrupted main step. */
export function recoverCommentBody(
  result: RecoverResult,
  settings: Settings,
  manualCommand: string,
): string {
  const { outcome, comment } = renderRecoverComment(result, settings, manualCommand);
  return withPublished(comment, {
    command: "recover",
    outcome,
    ...(settings.run.commit ? { commit: settings.run.commit } : {}),
  });
}
