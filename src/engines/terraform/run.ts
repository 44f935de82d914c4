/**
 * Running Terraform / OpenTofu: starting a process (handed to the signal trap), streaming its
 * `-json` events to a sink while it runs, and capturing stdout.
 */
import type { OutputEnd } from "../../files/engine-output.js";
import type { Diagnostic } from "../../model/change.js";
import type { ProcessResult, RunningProcess } from "../../process/runner.js";
import { assertEngineStarted, type ApplySummary, type EventSink } from "../engine.js";
import { startEngine, type EngineTarget } from "../start-engine.js";
import { parseOutputsMessage, parseUiJsonLine } from "./parse-ui-json.js";

/** What every command of one adapter shares. */
export interface TerraformCli extends EngineTarget {
  name: "terraform" | "tofu";
  /** `init -backend-config` items of this stack (settings `backend-config`), in order. */
  backendConfig?: readonly string[];
}

/** Engine outcome of one run: its result plus the diagnostics its JSON stream carried. */
export interface StreamedRun {
  result: ProcessResult;
  diagnostics: Diagnostic[];
  /** From the `change_summary` message; missing when none arrived. */
  counts?: ApplySummary;
  /** How many events the output carried (every one handed to the sink), and how many completions. */
  events: { read: number; completed: number };
  /** From the last `outputs` message of an apply; missing when none arrived (parseOutputsMessage). */
  outputs?: NonNullable<ReturnType<typeof parseOutputsMessage>>;
  /** How the output file ended, for a run that wrote to one (set by the caller once it exited). */
  output?: OutputEnd;
}

/** Starts a command the signal trap owns; every output line (stdout and stderr) goes to `onLine`. */
export function startTerraform(
  cli: TerraformCli,
  args: string[],
  onLine?: (line: string) => void,
  onStarted?: (pid: number | undefined) => void,
  outputFile?: string,
): RunningProcess {
  return startEngine(
    cli,
    args,
    {
      ...(onLine ? { onStdoutLine: onLine, onStderrLine: onLine } : {}),
      ...(outputFile === undefined ? {} : { outputFile }),
    },
    onStarted,
  );
}

export function assertStarted(cli: TerraformCli, result: ProcessResult): void {
  assertEngineStarted(
    result,
    cli.binary,
    cli.name === "tofu" ? "OpenTofu (`tofu`)" : "Terraform (`terraform`)",
  );
}

/** Runs a command the signal trap owns to its end. */
export async function runTerraform(
  cli: TerraformCli,
  args: string[],
  onLine?: (line: string) => void,
): Promise<ProcessResult> {
  const result = await startTerraform(cli, args, onLine).done;
  assertStarted(cli, result);
  return result;
}

/**
 * Runs with `-json` and feeds every event to the sink while it runs; with `outputFile` the
 * engine writes there instead of into a pipe (it then outlives a killed stackgate).
 */
export async function streamTerraform(
  cli: TerraformCli,
  args: string[],
  onEvent?: EventSink,
  onStarted?: (pid: number | undefined) => void,
  outputFile?: string,
): Promise<StreamedRun> {
  const diagnostics: Diagnostic[] = [];
  let counts: ApplySummary | undefined;
  let outputs: StreamedRun["outputs"];
  const events = { read: 0, completed: 0 };
  const child = startTerraform(
    cli,
    args,
    (line) => {
      const event = parseUiJsonLine(line);
      if (event === null) return;
      events.read += 1;
      if (event.kind === "resource-done") events.completed += 1;
      if (event.diagnostic) diagnostics.push(event.diagnostic);
      // The outputs message is a log event; only such a line is parsed a second time.
      if (event.kind === "log" && line.includes('"type":"outputs"')) {
        outputs = parseOutputsMessage(line) ?? outputs;
      }
      if (event.kind === "summary" && event.counts) {
        counts = {
          added: event.counts.add,
          changed: event.counts.change,
          removed: event.counts.remove,
        };
      }
      onEvent?.(event);
    },
    onStarted,
    outputFile,
  );
  const result = await child.done;
  assertStarted(cli, result);
  return {
    result,
    diagnostics,
    events,
    ...(counts === undefined ? {} : { counts }),
    ...(outputs === undefined ? {} : { outputs }),
  };
}

/** A read-only command (show, version): not detached and not handed to the trap. */
export async function captureStdout(
  cli: TerraformCli,
  args: string[],
): Promise<{ result: ProcessResult; stdout: string }> {
  const lines: string[] = [];
  const child = cli.runner.start({
    command: cli.binary,
    args,
    cwd: cli.workdir,
    env: cli.env,
    onStdoutLine: (line) => lines.push(line),
  });
  const result = await child.done;
  assertStarted(cli, result);
  return { result, stdout: lines.join("\n") };
}
