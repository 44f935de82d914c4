import { writeFileAtomically } from "../files/atomic-file.js";
import { emptyChangeSet, ENGINE_LABELS, type ChangeSet, type EngineName } from "../model/change.js";
import { renderComment, type CommentContext } from "../report/render.js";
import { commentKeyOf } from "../report/marker.js";
import { platformNamed } from "../platform/registry.js";

import { refusedBeforePlan, type RunResult } from "../command/result.js";

import { type Settings } from "../settings/index.js";
import { suggestCommand } from "../settings/suggest.js";
function approvalHint(result: RunResult, settings: Settings): string | undefined {
  if (result.command !== "preview" || result.outcome !== "planned" || !result.digest) {
    return undefined;
  }
  const command = suggestCommand(settings, "up", ["--digest", result.digest]);
  return `To apply exactly this plan: \`${command}\` on the same commit.`;
}

/** Where the CLI prints every diff whole (terminal/format.ts); a platform's door: `Platform.fullDiffAt`. */
const LOCAL_FULL_DIFF_AT = "the output of `stackgate preview`";

/** What the PR comment and the job summary say about a result (shared by both). */
export function reportContext(
  result: RunResult,
  settings: Settings,
  engine: EngineName,
): { changeSet: ChangeSet; context: CommentContext } {
  // No change set: the engine failed before it planned (errored), or the gate refused the run
  // before any engine ran — then nothing is known of the plan, and the reason is stackgate's.
  const notPlanned = result.changeSet === undefined && refusedBeforePlan(result);
  const changeSet = result.changeSet ?? emptyChangeSet(engine, !notPlanned);
  const context: CommentContext = {
    project: settings.project,
    stack: settings.stack,
    workdir: commentKeyOf(settings).workdir,
    engineLabel: `${ENGINE_LABELS[engine]} ${changeSet.engineVersion}`.trim(),
    digest: result.digest ?? "",
    command: result.command,
    outcome: result.outcome,
    secrets: settings.secrets,
    fullDiffAt: platformNamed(settings.run.platform)?.fullDiffAt ?? LOCAL_FULL_DIFF_AT,
    ...(settings.run.runUrl ? { runUrl: settings.run.runUrl } : {}),
    ...(settings.run.commit ? { commit: settings.run.commit } : {}),
    ...(result.message
      ? notPlanned
        ? { notPlanned: result.message }
        : { outputTail: result.message }
      : {}),
  };
  // After a failed or interrupted apply: the journal's counts (with tainted), not the plan's.
  if (result.applied !== undefined && "tainted" in result.applied) {
    context.applied = { ...result.applied };
  }
  if (result.openItems !== undefined && result.openItems.length > 0)
    context.openItems = result.openItems;
  const hint = approvalHint(result, settings);
  if (hint) context.approvalHint = hint;
  return { changeSet, context };
}

/** Writes `comment` where the settings say (--comment-file); returns that path, if any. */
export function writeCommentFile(settings: Settings, comment: string): string | undefined {
  if (!settings.commentFile) return undefined;
  // Atomically, through a fresh temp file: a link at the path is replaced, never followed.
  writeFileAtomically(settings.commentFile, comment);
  return settings.commentFile;
}

/** Renders the PR comment for a result and writes it where the settings say. */
export function publishComment(
  result: RunResult,
  settings: Settings,
  engine: EngineName,
): RunResult {
  const { changeSet, context } = reportContext(result, settings, engine);
  const comment = renderComment(changeSet, context, settings.commentLimit);
  const commentFile = writeCommentFile(settings, comment);
  return commentFile ? { ...result, comment, commentFile } : { ...result, comment };
}
