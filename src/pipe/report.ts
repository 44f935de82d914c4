/**
 * What the pipe reports: output variables (`pipe.env` and `outputs.json` in
 * BITBUCKET_PIPE_STORAGE_DIR; their values come from ci/report.ts) and the PR comment in
 * Bitbucket's markdown (a link reference definition as the marker, no `<details>`), with the
 * hidden "published" line the gates read.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { publishedFor, readPublished, withPublished } from "../approval/published.js";
import { recoverPublished } from "../ci/report.js";

import { reportContext } from "../lifecycle/report.js";
import { emptyChangeSet } from "../model/change.js";
import type { RunResult } from "../command/result.js";
import { shortDigest } from "../model/digest.js";
import type { BitbucketComment } from "../platforms/bitbucket.js";
import { renderComment } from "../report/render.js";
import { writeFileAtomically } from "../files/atomic-file.js";

import { type RecoverResult } from "../recovery/result.js";
import { recoverReportContext } from "../recovery/report.js";
import { commentKeyOf } from "../report/marker.js";
import { type Settings } from "../settings/index.js";
import { bitbucket as bitbucketPlatform } from "../platform/bitbucket-platform.js";
export type Outputs = Record<string, string>;

/** `plan-digest` → `STACKGATE_PLAN_DIGEST`. */
export function variableName(output: string): string {
  return `STACKGATE_${output.toUpperCase().replaceAll("-", "_")}`;
}

function shellValue(value: string): string {
  return /^[\w@%+=:,./-]*$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}

/** `NAME=value` lines a shell can source (values quoted only when they need it). */
function formatDotenv(outputs: Outputs): string {
  return Object.entries(outputs)
    .map(([name, value]) => `${name}=${shellValue(value.replace(/[\r\n]+/g, " "))}`)
    .join("\n")
    .concat("\n");
}

/**
 * Writes the output variables where a pipe keeps its data (`BITBUCKET_PIPE_STORAGE_DIR`):
 * `pipe.env` (sourceable) and `outputs.json`. Atomic per file; returns the files written.
 */
export function writeOutputs(dir: string, outputs: Outputs): string[] {
  mkdirSync(dir, { recursive: true });
  const files: Array<[string, string]> = [
    [path.join(dir, "pipe.env"), formatDotenv(outputs)],
    [path.join(dir, "outputs.json"), `${JSON.stringify(outputs, null, 2)}\n`],
  ];
  for (const [file, text] of files) writeFileAtomically(file, text);
  return files.map(([file]) => file);
}

function approvalHint(result: RunResult, settings: Settings): string | undefined {
  if (result.command !== "preview" || result.outcome !== "planned" || !result.digest) {
    return undefined;
  }
  const commit = settings.run.commit ? ` on commit \`${settings.run.commit.slice(0, 12)}\`` : "";
  return (
    `To apply exactly this plan, run the apply step${commit}: it applies only digest \`${shortDigest(result.digest)}\`. ` +
    `Where the comment gate is used, comment \`/stackgate apply ${shortDigest(result.digest)}\`.`
  );
}

/** The PR comment body for a preview/up result. */
export function runCommentBody(
  result: RunResult,
  settings: Settings,
  cwd: string,
  existing: BitbucketComment | null,
): string {
  const { changeSet, context } = reportContext(result, settings, settings.engine);
  context.workdir = commentKeyOf(settings, cwd).workdir;
  const hint = approvalHint(result, settings);
  if (hint) context.approvalHint = hint;
  else delete context.approvalHint;
  const rendered = renderComment(
    changeSet,
    context,
    settings.commentLimit,
    bitbucketPlatform.flavor,
  );
  const prior = existing ? readPublished(existing.raw, bitbucketPlatform.flavor) : null;
  return withPublished(
    rendered,
    publishedFor(result, settings.run.commit, prior),
    bitbucketPlatform.flavor,
  );
}

/**
 * The comment after the `final:` step's recover dealt with a stopped step: "Stopped, then
 * recovered" with what it did, or "Stopped: recovery needs attention" with how to finish.
 */
export function recoverCommentBody(
  result: RecoverResult,
  settings: Settings,
  cwd: string,
  manualCommand: string,
): string {
  const ok = result.outcome === "recovered" || result.outcome === "clean";
  const outcome = ok ? "stopped-recovered" : "stopped";
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings, cwd).workdir,
    outcome,
    ok ? null : manualCommand,
  );
  const nothing = emptyChangeSet(settings.engine, false);
  const rendered = renderComment(nothing, context, settings.commentLimit, bitbucketPlatform.flavor);
  return withPublished(rendered, recoverPublished(outcome, settings), bitbucketPlatform.flavor);
}
