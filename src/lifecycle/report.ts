import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LockHolder } from "../engines/engine.js";
import { emptyChangeSet, type ChangeSet, type EngineName } from "../model/change.js";
import { renderComment, type CommentContext } from "../report/render.js";
import type { CommentKey } from "../report/marker.js";
import type { Settings } from "../settings.js";
import type { RecoverResult } from "../recovery/recover.js";
import type { RunResult } from "./result.js";

const ENGINE_LABELS: Readonly<Record<EngineName, string>> = {
  terraform: "Terraform",
  tofu: "OpenTofu",
  pulumi: "Pulumi",
};

export function describeLockHolder(holder: LockHolder): string {
  const parts = [
    holder.id ? `lock ${holder.id}` : "lock of unknown id",
    holder.who ? `held by ${holder.who}` : undefined,
    holder.operation ? `for ${holder.operation}` : undefined,
    holder.created ? `since ${holder.created}` : undefined,
  ];
  return parts.filter(Boolean).join(" ");
}

function approvalHint(result: RunResult, settings: Settings): string | undefined {
  if (result.command !== "preview" || result.outcome !== "planned" || !result.digest) {
    return undefined;
  }
  const stack = settings.stack === "default" ? "" : ` --stack ${settings.stack}`;
  return `To apply exactly this plan: \`stackgate up${stack} --digest ${result.digest}\` on the same commit.`;
}

/** The comment's marker key: one comment per project + stack + workdir (relative to `cwd`). */
export function commentKeyOf(settings: Settings, cwd: string = process.cwd()): CommentKey {
  return {
    project: settings.project,
    stack: settings.stack,
    workdir: path.relative(cwd, settings.workdir) || ".",
  };
}

/** What the PR comment and the job summary say about a result (shared by both). */
export function reportContext(
  result: RunResult,
  settings: Settings,
  engine: EngineName,
): { changeSet: ChangeSet; context: CommentContext } {
  const changeSet = result.changeSet ?? emptyChangeSet(engine, true);
  const context: CommentContext = {
    project: settings.project,
    stack: settings.stack,
    workdir: commentKeyOf(settings).workdir,
    engineLabel: `${ENGINE_LABELS[engine]} ${changeSet.engineVersion}`.trim(),
    digest: result.digest ?? "",
    command: result.command,
    outcome: result.outcome,
    secrets: settings.secrets,
    ...(settings.run.runUrl ? { runUrl: settings.run.runUrl } : {}),
    ...(settings.run.commit ? { commit: settings.run.commit } : {}),
    ...(result.message ? { outputTail: result.message } : {}),
  };
  const hint = approvalHint(result, settings);
  if (hint) context.approvalHint = hint;
  return { changeSet, context };
}

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
 * plan; what recover did, and when it could not finish, the command to finish by hand.
 */
export function recoverReportContext(
  result: RecoverResult,
  settings: Settings,
  workdir: string,
  outcome: string,
  manualCommand: string | null,
): CommentContext {
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    engineLabel: ENGINE_LABELS[settings.engine],
    digest: "",
    command: "recover",
    outcome,
    secrets: settings.secrets,
    outputTail:
      describeRecover(result) +
      (manualCommand === null ? "" : `\n\nTo finish by hand: ${manualCommand}`),
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
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings).workdir,
    outcome,
    outcome === "interrupted" ? manualCommand : null,
  );
  const nothing = emptyChangeSet(settings.engine, false);
  return { outcome, comment: renderComment(nothing, context, settings.commentLimit) };
}

/** Writes `comment` where the settings say (--comment-file); returns that path, if any. */
export function writeCommentFile(settings: Settings, comment: string): string | undefined {
  if (!settings.commentFile) return undefined;
  mkdirSync(path.dirname(settings.commentFile), { recursive: true });
  writeFileSync(settings.commentFile, comment);
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
