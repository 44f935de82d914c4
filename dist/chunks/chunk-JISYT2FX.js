#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  commentKeyOf,
  renderComment
} from "./chunk-ZTBOXACY.js";
import {
  ENGINE_LABELS,
  emptyChangeSet
} from "./chunk-AGU7URXG.js";
import {
  EXIT,
  StackgateError
} from "./chunk-KVWGJ5LG.js";

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

// src/platforms/paging/page-budget.ts
var MAX_PAGES = 100;
var MAX_ITEMS = 1e4;
var PageBudget = class {
  constructor(platform, what, hint) {
    this.platform = platform;
    this.what = what;
    this.hint = hint;
  }
  platform;
  what;
  hint;
  pages = 0;
  items = 0;
  /** Counts one page of `items` items, before it is kept. */
  count(items) {
    this.pages += 1;
    this.items += items;
    if (this.pages <= MAX_PAGES && this.items <= MAX_ITEMS) return;
    throw new StackgateError(
      `${this.platform} kept sending more while stackgate tried to ${this.what}: stopped at page ${this.pages} (${this.items} items), past the limit of ${MAX_PAGES} pages or ${MAX_ITEMS} items. A server that always answers with a next page never ends; check ${this.hint}. A pull request with more than ${MAX_ITEMS} comments or reviews is not supported: start a new one.`,
      EXIT.failed
    );
  }
};
function interruptedCall(platform, what, cause) {
  return new StackgateError(
    `stopped the ${platform} API call to ${what}: the run was interrupted.`,
    EXIT.failed,
    { cause, outcome: "interrupted" }
  );
}

export {
  describeRecover,
  recoverReportContext,
  renderRecoverComment,
  PageBudget,
  interruptedCall
};
