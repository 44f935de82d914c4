#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  renderComment
} from "./chunk-WVFHQCWP.js";
import {
  commentKeyOf
} from "./chunk-WMH4AESV.js";
import {
  ENGINE_LABELS,
  emptyChangeSet
} from "./chunk-KWP3KDUD.js";

// src/recovery/report.ts
function describeRecover(result) {
  const lines = [`recover: ${result.outcome}`];
  if (result.journal) {
    lines.push(`last run ${result.journal.runId} stopped in phase ${result.journal.phase}`);
  }
  for (const action of result.actions) lines.push(`${action.ok ? "\u2713" : "!"} ${action.detail}`);
  if (result.message) lines.push(result.message);
  lines.push(`lock: ${result.lock.after.kind}`);
  return lines.join("\n");
}
function recoverReportContext(result, settings, workdir, outcome, manualCommand) {
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
      ...manualCommand !== null ? { finish: `To finish by hand: ${manualCommand}` } : {}
    },
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {}
  };
}
function renderRecoverComment(result, settings, manualCommand) {
  const outcome = result.outcome === "recovered" || result.outcome === "clean" ? "recovered" : "interrupted";
  const onlyItems = result.left.length === (result.openItems?.length ?? 0);
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings).workdir,
    outcome,
    outcome === "interrupted" && !onlyItems ? manualCommand : null
  );
  const nothing = emptyChangeSet(settings.engine, false);
  return { outcome, comment: renderComment(nothing, context, settings.commentLimit) };
}

export {
  describeRecover,
  recoverReportContext,
  renderRecoverComment
};
