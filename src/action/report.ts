/**
 * What the action reports after a lifecycle command besides the step outputs (ci/report.ts):
 * the job summary (at most 1 MiB) and the PR comment.
 */
import { publishedFor, readPublished, withPublished } from "../approval/published.js";
import { publicationTime } from "../approval/rules.js";
import { recoverPublished } from "../ci/report.js";

import { reportContext } from "../lifecycle/report.js";
import type { RunResult } from "../command/result.js";
import type { IssueComment } from "../platforms/github.js";
import { renderComment, renderSummary } from "../report/render.js";

import { type RecoverResult } from "../recovery/result.js";
import { renderRecoverComment } from "../recovery/report.js";
import { type Settings } from "../settings/index.js";
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
  return withPublished(comment, recoverPublished(outcome, settings));
}
