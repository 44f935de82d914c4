/**
 * What a finished Terraform / OpenTofu run says: its error text, the lock holder it names, an
 * interruption, a need for `init`, and the typed outcome of plan, apply and the lock probe.
 */
import { describeFreeSpace } from "../../files/fs-errors.js";
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
  if (run.result.exitCode === 0) {
    return run.counts === undefined
      ? {
          kind: "failed",
          message: unverifiedApply(binary, run),
          diagnostics: run.diagnostics,
          summary,
        }
      : { kind: "applied", summary };
  }
  const message = errorText(run);
  if (isStalePlanError(message) || isStalePlanError(run.result.tail)) {
    return {
      kind: "stale-plan",
      message:
        `the saved plan ${planFile} is stale: the state changed since it was made, ` +
        `so it cannot be applied. Nothing was applied. Run \`stackgate preview\` again and approve the new plan.`,
    };
  }
  if (run.result.signal === "SIGINT" && run.events.read === 0) {
    // Terraform and OpenTofu set up their SIGINT handler before any command runs, and from
    // then on a SIGINT is a graceful stop, never their death: one that died *of* SIGINT (a
    // stop that reached it in its first milliseconds) before its first output line had not
    // begun. Not "killed": nothing was written, so its lock needs no recovery first. (With a
    // line read — a wrapper script that died of it while the engine under it ran on — it is
    // "killed" as before.)
    return {
      kind: "interrupted",
      message: `${binary} apply was stopped before it began (SIGINT reached it before its own handler): nothing was applied`,
      summary: { added: 0, changed: 0, removed: 0 },
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

/**
 * Every apply that ends well closes its `-json` output with a `change_summary` message
 * (Terraform 1.11, OpenTofu 1.11: normal, refresh-only and destroy plans alike). An exit 0
 * without it means the output was lost on the way (a full disk cuts the output file while the
 * engine writes on): what the apply did is not known, so it is not reported as applied, and
 * the run's phase (`failed`) makes the next recovery check the stack.
 */
function unverifiedApply(binary: string, run: StreamedRun): string {
  const { output, events } = run;
  const where =
    output === undefined
      ? "no change summary arrived on its output"
      : `its output file ${output.file} ${
          output.wholeLines ? "ended" : "was cut in the middle of a line"
        } at byte ${output.bytes} without its change summary (${describeFreeSpace(output.file)})`;
  return (
    `${binary} apply exited 0, but ${where}, so what it changed is not known and this run is not reported as applied. ` +
    `stackgate read ${events.read} events from it (${events.completed} resource${events.completed === 1 ? "" : "s"} reported complete, journaled as they came); ` +
    `the engine may have changed more than its output showed. ` +
    "Run `stackgate recover` to check the stack against its state (the next run's pre-flight does it too), " +
    "or `stackgate status` to see what is pending."
  );
}

/** The lock probe's answer from its plan run. */
export function probeOutcome(run: StreamedRun): LockProbe {
  if (isPlanned(run)) return { kind: "free" };
  const holder = lockHolderOf(run);
  if (holder) return { kind: "locked", holder, message: errorText(run) };
  return { kind: "unknown", message: errorText(run) };
}
