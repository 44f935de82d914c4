/**
 * Lifecycle and recovery results as plain text for people: the CLI's stdout, the Action's and
 * the Pipe's log (ci/runner.ts); and `toJson`, the CLI's `--json` contract.
 */

import type { RunResult } from "../command/result.js";
import type { StatusResult } from "../lifecycle/status.js";

import { maskedOutputs, type ChangeSet } from "../model/change.js";
import { visibleAddress } from "../report/visible.js";
import { shortDigest } from "../model/digest.js";

import { type RecoverResult } from "../recovery/result.js";
import { describeLockHolder } from "../locks/ownership.js";
/** The scripting contract of `--json`: stable keys, counts under `summary`. */
export function toJson(result: RunResult): Record<string, unknown> {
  const s = result.changeSet?.summary;
  return {
    command: result.command,
    outcome: result.outcome,
    exitCode: result.exitCode,
    summary: s
      ? {
          create: s.create,
          update: s.update,
          delete: s.delete,
          replace: s.replace,
          read: s.read,
          move: s.move,
          import: s.import,
          drift: s.drift,
          outputs: s.outputs,
        }
      : null,
    digest: result.digest ?? null,
    planFile: result.planFile ?? null,
    commentFile: result.commentFile ?? null,
    applied: result.applied ?? null,
    outputs: result.outputs ? maskedOutputs(result.outputs) : null,
    lockHolder: result.lockHolder ?? null,
    message: result.message ?? null,
    openItems: result.openItems ?? [],
  };
}

export function formatResult(result: RunResult): string {
  const lines: string[] = [];
  const s = result.changeSet?.summary;
  if (s) {
    lines.push(
      `Plan: ${s.create} to create, ${s.update} to update, ${s.replace} to replace, ${s.delete} to delete` +
        (result.digest ? ` (digest ${shortDigest(result.digest)})` : ""),
    );
  }
  if (result.changeSet) lines.push(...formatChanges(result.changeSet));
  if (result.applied) {
    const a = result.applied;
    const tainted = "tainted" in a ? `, ${a.tainted} tainted (as the journal saw them)` : "";
    lines.push(`Applied: ${a.added} added, ${a.changed} changed, ${a.removed} destroyed${tainted}`);
  }
  lines.push(`Outcome: ${result.outcome}`);
  if (result.message) lines.push(result.message);
  else if (result.openItems?.length) lines.push(...result.openItems);
  if (result.planFile && result.outcome === "planned") lines.push(`Saved plan: ${result.planFile}`);
  if (result.commentFile) lines.push(`Comment: ${result.commentFile}`);
  return `${lines.join("\n")}\n`;
}

/**
 * Every planned change with its whole diff, nothing cut: what a comment that cannot hold them
 * all sends its reader to. The address is exact (invisible characters escaped).
 */
function formatChanges(changeSet: ChangeSet): string[] {
  const lines: string[] = [];
  for (const r of changeSet.resources) {
    lines.push("", `# ${visibleAddress(r.address)}: ${r.action}`);
    if (r.movedFrom !== undefined) lines.push(`  (moved from ${visibleAddress(r.movedFrom)})`);
    if (r.diff.trim() !== "") lines.push(r.diff);
  }
  if (lines.length > 0) lines.push("");
  return lines;
}

export function formatStatus(status: StatusResult): string {
  const lines = [
    `${status.engine} ${status.engineVersion} · ${status.workdir} · stack ${status.stack}`,
  ];
  switch (status.lock.kind) {
    case "free":
      lines.push("Lock: free");
      break;
    case "locked":
      lines.push(`Lock: ${status.holder?.described ?? describeLockHolder(status.lock.holder)}`);
      if (status.holder)
        lines.push(`Owner: ${status.holder.verdict.kind} (${status.holder.verdict.reason})`);
      break;
    case "unknown":
      lines.push(`Lock: unknown (${status.lock.message})`);
      break;
  }
  const run = status.lastRun;
  if (run) {
    lines.push(
      `Last run: ${run.runId} (${run.command}, phase ${run.phase}, ${run.updatedAt}; ` +
        `operations ${run.resources.done} done, ${run.resources.started} unconfirmed, ${run.resources.failed} failed)`,
    );
    if (run.liveness !== "over") {
      lines.push(
        `Last run is ${run.liveness === "alive" ? "live" : "live or cannot tell"}: ${run.livenessReason}. Leave it alone.`,
      );
    }
  }
  const orphans = status.orphans;
  if (orphans.length > 0)
    lines.push(`In no state (created by the last run, not tracked): ${orphans.length}`);
  for (const o of orphans) {
    const id = o.id === null ? "id unknown" : `id ${o.id}`;
    lines.push(
      `  ${o.address} (${o.certain ? id : `${id}; creation started, completion not seen`})`,
    );
  }
  for (const op of status.pendingOperations ?? []) {
    lines.push(`Pending operation: ${op.type} ${op.urn}`);
  }
  if (status.pendingRepair)
    lines.push("Repair pending: run `stackgate recover` (the next run also does it)");
  if (status.openItems.length > 0)
    lines.push(
      `Open items (left for a person by a recovery, not closed): ${status.openItems.length}`,
    );
  for (const item of status.openItems) lines.push(`  ${item}`);
  const plan = status.savedPlan;
  lines.push(
    plan
      ? `Saved plan: ${plan.planFile} (digest ${plan.digest}, ${plan.createdAt})`
      : "Saved plan: none",
  );
  return `${lines.join("\n")}\n`;
}

export function formatRecover(result: RecoverResult, commentFile?: string): string {
  const lines = [`${result.command}: ${result.outcome}`];
  if (result.journal) {
    lines.push(
      `Last run: ${result.journal.runId} (phase ${result.journal.phase}, ${result.journal.updatedAt})`,
    );
  }
  for (const action of result.actions) lines.push(`${action.ok ? "✓" : "!"} ${action.detail}`);
  if (result.message) lines.push(result.message);
  lines.push(`Lock: ${result.lock.after.kind}`);
  if (commentFile) lines.push(`Comment: ${commentFile}`);
  return `${lines.join("\n")}\n`;
}
