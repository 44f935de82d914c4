/**
 * What a finished Pulumi command's output says: the error text, a hint for the exit code's
 * meaning, and the typed outcome of an update (applied, interrupted, locked, failed).
 */
import type { Diagnostic } from "../../model/change.js";
import { firstLine, lastLines } from "../../process/bounded.js";
import type { ProcessResult } from "../../process/runner.js";
import type { ApplyOutcome, ApplySummary } from "../engine.js";
import type { Verb } from "./args.js";
import { exitMeaning, isCanceledText, lockHolderFromText, type ExitMeaning } from "./outcome.js";
import { countsOf, type EventTally } from "./parse-events.js";
import type { Captured, PulumiCli, StreamedRun } from "./run.js";

/** Error diagnostics first, then the last stderr lines; the output's tail when neither. */
export function errorText(
  diagnostics: readonly Diagnostic[],
  stderr: readonly string[],
  result: ProcessResult,
): string {
  const fromDiagnostics = diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => [d.summary, d.detail].filter(Boolean).join("\n"))
    .join("\n");
  const fromStderr = stderr
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .slice(-20)
    .join("\n");
  return [fromDiagnostics, fromStderr].filter(Boolean).join("\n") || lastLines(result.tail, 20);
}

function hintOf(cli: PulumiCli, meaning: ExitMeaning): string {
  const { binary, stack, backend } = cli;
  switch (meaning) {
    case "stack-not-found":
      return ` The stack ${stack} does not exist on ${backend.url}: create it with \`${binary} stack init ${stack}\`, or check --stack.`;
    case "authentication":
      return ` ${binary} is not logged in or not allowed to use ${backend.url}: check the credentials of this step.`;
    case "configuration":
      return ` ${binary} refused the invocation or the configuration (exit code 2).`;
    case "policy":
      return " A policy pack blocked the operation.";
    case "ok":
    case "failed":
    case "resource":
    case "no-changes-expected":
    case "cancelled":
    case "timeout":
    case "internal":
      return "";
  }
}

/** What the exit code means for this CLI version, as a sentence to append ("" when nothing). */
export function exitHint(cli: PulumiCli, exitCode: number | null): string {
  return hintOf(cli, exitMeaning(exitCode, cli.version()));
}

function summaryOf(tally: EventTally): ApplySummary {
  const counts = countsOf(tally.summary?.resourceChanges ?? tally.counts());
  return { added: counts.add, changed: counts.change, removed: counts.remove };
}

/** The outcome of `up`, `destroy` or `refresh` from its exit and its event stream. */
export function applyOutcome(cli: PulumiCli, run: StreamedRun, verb: Verb): ApplyOutcome {
  const summary = summaryOf(run.tally);
  const { result, tally } = run;
  const meaning = exitMeaning(result.exitCode, cli.version());
  if (result.exitCode === 0 && !tally.canceled) return { kind: "applied", summary };
  const message = errorText(tally.diagnostics, run.stderr, result);
  if (
    result.signal !== null ||
    tally.canceled ||
    meaning === "cancelled" ||
    isCanceledText(run.stderr.join("\n"))
  ) {
    return {
      kind: "interrupted",
      message: `${cli.binary} ${verb} was canceled${result.signal ? ` (${result.signal})` : ""}: ${firstLine(message)}`,
      summary,
    };
  }
  const holder = lockHolderFromText(`${run.stderr.join("\n")}\n${message}`, cli.stack);
  if (holder) return { kind: "locked", holder, message };
  return {
    kind: "failed",
    message: `${message}${hintOf(cli, meaning)}`.trim(),
    diagnostics: tally.diagnostics,
    summary,
  };
}

/** `"<binary> <what>" failed (exit N): <last lines>` plus the exit code's hint. */
export function commandFailure(cli: PulumiCli, what: string, run: Captured): string {
  const { result, stderr } = run;
  return (
    `"${cli.binary} ${what}" failed (exit ${String(result.exitCode)}): ${lastLines(stderr.join("\n") || result.tail, 5)}` +
    exitHint(cli, result.exitCode)
  );
}
