/**
 * What a finished Terraform / OpenTofu run says: its error text, the lock holder it names, an
 * interruption, a need for `init`, and the typed outcome of plan, apply and the lock probe.
 */
import { describeDiagnostic, type ChangeSet } from "../../model/change.js";
import type { ProcessResult } from "../../process/runner.js";
import type { ApplyOutcome, LockHolder, LockProbe, PlanOutcome } from "../engine.js";
import { isStalePlanError, parseLockError } from "./parse-lock-error.js";
import type { StreamedRun } from "./run.js";

/**
 * Error diagnostics ("summary (on main.tf line 2): detail"), or the output's tail when there
 * are none.
 */
function errorText(run: StreamedRun): string {
  const fromDiagnostics = run.diagnostics
    .filter((d) => d.severity === "error")
    .map(describeDiagnostic)
    .join("\n");
  return fromDiagnostics || run.result.tail;
}

function lockHolderOf(run: StreamedRun): LockHolder | null {
  for (const d of run.diagnostics) {
    const holder = parseLockError(`${d.summary}\n${d.detail}`);
    if (holder) return holder;
  }
  return parseLockError(run.result.tail);
}

function wasInterrupted(result: ProcessResult): boolean {
  return result.signal !== null || /Interrupt received|Two interrupts received/.test(result.tail);
}

/** It failed, and Terraform says why: `Run "terraform init"` / `please run "tofu init"`. */
export function needsInit(run: StreamedRun): boolean {
  if (run.result.exitCode === 0) return false;
  const text =
    run.diagnostics.map((d) => `${d.summary}\n${d.detail}`).join("\n") || run.result.tail;
  return /\b(terraform|tofu) init\b/.test(text);
}

/** Exit 0 (no changes) and 2 (changes) of `-detailed-exitcode` are plans. */
export function isPlanned(run: StreamedRun): boolean {
  return run.result.exitCode === 0 || run.result.exitCode === 2;
}

/** The outcome of a plan that did not plan: interrupted, locked or failed. */
export function planFailure(binary: string, run: StreamedRun): PlanOutcome {
  if (wasInterrupted(run.result)) {
    return { kind: "interrupted", message: `${binary} plan was interrupted` };
  }
  const holder = lockHolderOf(run);
  if (holder) return { kind: "locked", holder, message: errorText(run) };
  return { kind: "failed", message: errorText(run), diagnostics: run.diagnostics };
}

export function plannedOutcome(
  run: StreamedRun,
  changeSet: ChangeSet,
  planFile: string,
): PlanOutcome {
  return { kind: "planned", changeSet, planFile, hasChanges: run.result.exitCode === 2 };
}

/** The outcome of `apply <planfile>`. */
export function applyOutcome(binary: string, run: StreamedRun, planFile: string): ApplyOutcome {
  const summary = run.counts ?? { added: 0, changed: 0, removed: 0 };
  if (run.result.exitCode === 0) return { kind: "applied", summary };
  const message = errorText(run);
  if (isStalePlanError(message) || isStalePlanError(run.result.tail)) {
    return {
      kind: "stale-plan",
      message:
        `the saved plan ${planFile} is stale: the state changed since it was made, ` +
        `so it cannot be applied. Nothing was applied. Run \`stackgate preview\` again and approve the new plan.`,
    };
  }
  const killed = run.result.signal === null ? {} : { killedBy: run.result.signal };
  if (wasInterrupted(run.result)) {
    return { kind: "interrupted", message: `${binary} apply was interrupted`, summary, ...killed };
  }
  const holder = lockHolderOf(run);
  if (holder) return { kind: "locked", holder, message };
  return { kind: "failed", message, diagnostics: run.diagnostics, summary, ...killed };
}

/** The lock probe's answer from its plan run. */
export function probeOutcome(run: StreamedRun): LockProbe {
  if (isPlanned(run)) return { kind: "free" };
  const holder = lockHolderOf(run);
  if (holder) return { kind: "locked", holder, message: errorText(run) };
  return { kind: "unknown", message: errorText(run) };
}
