/**
 * Running the Pulumi CLI (started through ../start-engine.ts, owned by the signal trap): capturing its output
 * with a bounded stderr, and streaming its engine events to a sink while it runs.
 */
import type { ProcessResult } from "../../process/runner.js";
import { assertEngineStarted, type EngineEvent, type EventSink } from "../engine.js";
import { startEngine, type EngineTarget } from "../start-engine.js";
import type { PulumiVersion } from "./outcome.js";
import { EventStreamReader, EventTally, toEngineEvents } from "./parse-events.js";
import type { PulumiBackend } from "./project.js";

/** Bound of the stderr lines kept for error messages. */
const MAX_STDERR_LINES = 400;

/** What every Pulumi command of one adapter shares. */
export interface PulumiCli extends EngineTarget {
  /** Fully qualified `org/project/stack`. */
  stack: string;
  backend: PulumiBackend;
  /** The CLI's version once `version()` read it, for version-aware exit codes. */
  version(): PulumiVersion | null;
}

export interface Captured {
  result: ProcessResult;
  stdout: string;
  stderr: string[];
}

export interface StreamedRun {
  result: ProcessResult;
  tally: EventTally;
  stderr: string[];
}

export interface RunHooks {
  /** Every stderr line is also sent here as a `log` event. */
  onEvent?: EventSink;
  /** Called with the engine process once it started (journal its pid). */
  onStarted?: (pid: number | undefined) => void;
}

function assertStarted(cli: PulumiCli, result: ProcessResult): void {
  assertEngineStarted(result, cli.binary, "the Pulumi CLI (`pulumi`)");
}

/** Runs a command to its end, keeping stdout whole and the last stderr lines. */
export async function capturePulumi(
  cli: PulumiCli,
  args: string[],
  hooks: RunHooks = {},
): Promise<Captured> {
  const out: string[] = [];
  const stderr: string[] = [];
  const child = startEngine(
    cli,
    args,
    {
      onStdoutLine: (line) => out.push(line),
      onStderrLine: (line) => {
        keepBounded(stderr, line);
        hooks.onEvent?.({ kind: "log", message: line });
      },
    },
    hooks.onStarted,
  );
  const result = await child.done;
  assertStarted(cli, result);
  return { result, stdout: out.join("\n"), stderr };
}

/** Runs an engine-event command, streaming every event to the sink as it arrives. */
export async function streamPulumi(
  cli: PulumiCli,
  args: string[],
  hooks: RunHooks = {},
): Promise<StreamedRun> {
  const tally = new EventTally();
  const reader = new EventStreamReader();
  const stderr: string[] = [];
  const emit = (event: EngineEvent): void => hooks.onEvent?.(event);
  const take = (items: ReturnType<EventStreamReader["push"]>): void => {
    for (const item of items) {
      if (item.kind === "text") {
        emit({ kind: "log", message: item.text });
        continue;
      }
      tally.observe(item.event);
      for (const event of toEngineEvents(item.event)) emit(event);
    }
  };
  const child = startEngine(
    cli,
    args,
    {
      onStdoutLine: (line) => take(reader.push(line)),
      onStderrLine: (line) => {
        keepBounded(stderr, line);
        emit({ kind: "log", message: line });
      },
    },
    hooks.onStarted,
  );
  const result = await child.done;
  take(reader.end());
  assertStarted(cli, result);
  return { result, tally, stderr };
}

function keepBounded(lines: string[], line: string): void {
  lines.push(line);
  if (lines.length > MAX_STDERR_LINES) lines.splice(0, lines.length - MAX_STDERR_LINES);
}
