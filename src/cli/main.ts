/**
 * The CLI program: settings → lifecycle → text or JSON. `src/cli.ts` only calls `main`.
 */
import { createEngineFactory } from "../command/create-engine.js";

import { describeQualifiedStack } from "../engines/pulumi/stack-name.js";
import { EXIT, StackgateError } from "../errors.js";
import type { LifecycleDeps } from "../command/deps.js";
import { assertEngineProject, runPreview } from "../lifecycle/preview.js";
import { runRecover } from "../recovery/recover.js";
import { writeCommentFile } from "../lifecycle/report.js";
import { runStatus } from "../lifecycle/status.js";
import { runUp } from "../lifecycle/up.js";
import { createStreamOutput, createTerminalConfirm, type TextSink } from "../platforms/local.js";
import { suggestCommand } from "../settings/suggest.js";
import { defuseText } from "../platforms/workflow-commands.js";
import { explainFsError } from "../files/fs-errors.js";
import { createProcessRunner } from "../process/spawn-runner.js";
import { createRedactor } from "../report/redact.js";
import { installSignalTrap, type SignalTrap } from "../signals/signal-trap.js";
import { resolveSettings } from "../command/resolve-settings.js";
import { VERSION } from "../version.js";
import { HELP } from "./help.js";
import { publishGitLabNote } from "./gitlab-note.js";
import { namesStacksCommand } from "../stacks/stacks-args.js";
import { formatRecover, formatResult, formatStatus, toJson } from "../terminal/format.js";

import { renderRecoverComment } from "../recovery/report.js";
import { type RecoverResult } from "../recovery/result.js";
import { type Settings } from "../settings/index.js";
export interface CliIo {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  stdout: TextSink;
  stderr: TextSink;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Whether stderr can take more output now (see spawn-runner's Congestion). */
  congestion?: () => Promise<void> | null;
  /** A signal that arrived before main() ran (the CLI entry listens from its first line). */
  earlySignal?: () => "SIGINT" | "SIGTERM" | "SIGHUP" | null;
}

function createDeps(io: CliIo, trap: SignalTrap, redact: (text: string) => string): LifecycleDeps {
  const runner = createProcessRunner(io.env, io.congestion);
  return {
    runner,
    output: createStreamOutput(io.stderr, redact),
    confirm: createTerminalConfirm(io.stdin, process.stderr),
    interrupts: trap,
    createEngine: createEngineFactory({ runner, env: io.env, own: (child) => trap.own(child) }),
  };
}

async function runCommand(
  settings: Settings,
  io: CliIo,
  deps: LifecycleDeps,
  redact: (text: string) => string,
): Promise<number> {
  // Results carry engine text (error messages, comments): redacted like every log line, and
  // defused: the CLI may run in a CI step, where engine text must not become a workflow command.
  const print = (text: string): void => void io.stdout.write(defuseText(redact(text)));
  switch (settings.command) {
    case "help":
      print(HELP);
      return EXIT.ok;
    case "version":
      print(`stackgate ${VERSION}\n`);
      return EXIT.ok;
    // The demo (an HTTP state server, an embedded project) is loaded only when asked for. The
    // other commands share nearly all of their modules: splitting them further costs Node 20
    // more in extra ES module files than it saves (measured: preview +10 ms CPU).
    case "demo": {
      const { runDemo } = await import("../demo/demo.js");
      return (await runDemo(settings, deps, print)).exitCode;
    }
    case "recover":
    case "unlock": {
      assertEngineProject(settings);
      const result = await runRecover(settings, deps, { mode: settings.command });
      const commentFile = writeRecoverComment(result, settings);
      print(
        settings.json
          ? `${JSON.stringify({ ...result, commentFile: commentFile ?? null })}\n`
          : formatRecover(result, commentFile),
      );
      return result.exitCode;
    }
    case "status": {
      const status = await runStatus(settings, deps);
      print(settings.json ? `${JSON.stringify(status)}\n` : formatStatus(status));
      return status.exitCode;
    }
    case "preview":
    case "up": {
      const result =
        settings.command === "preview"
          ? await runPreview(settings, deps)
          : await runUp(settings, deps);
      if (result.comment !== undefined) {
        const log = (line: string): void => void io.stderr.write(`${redact(line)}\n`);
        await publishGitLabNote(settings, io.env, result.comment, { redact, log });
      }
      print(settings.json ? `${JSON.stringify(toJson(result))}\n` : formatResult(result));
      return result.exitCode;
    }
  }
}

/**
 * With --comment-file, `recover` writes the PR comment the Action's post step would post
 * (nothing when there was nothing to recover, so an earlier comment stays as it was).
 */
function writeRecoverComment(result: RecoverResult, settings: Settings): string | undefined {
  if (result.command !== "recover" || result.outcome === "clean") return undefined;
  const manual = suggestCommand(settings, "recover");
  return writeCommentFile(settings, renderRecoverComment(result, settings, manual).comment);
}

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function main(io: CliIo): Promise<number> {
  // `stacks` runs no engine: it has its own flags and loads its parser only when asked for.
  if (namesStacksCommand(io.argv)) {
    try {
      const { runStacks } = await import("../stacks/command.js");
      // Directory names come from the checkout: never a workflow command in a CI log.
      const stdout = { write: (text: string) => io.stdout.write(defuseText(text)) };
      return await runStacks({ ...io, stdout });
    } catch (error) {
      return reportError(error, io, (text) => text, io.argv.includes("--json"), "stacks");
    }
  }
  // `stackgate` alone: the help, but not a success (a script that lost its arguments must fail).
  if (io.argv.length === 0) {
    io.stderr.write(HELP);
    return EXIT.usage;
  }
  let settings: Settings;
  try {
    settings = await resolveSettings({ argv: io.argv, env: io.env, cwd: io.cwd });
  } catch (error) {
    return reportError(error, io, (text) => text, io.argv.includes("--json"));
  }
  const redact = createRedactor(settings.secrets);
  const qualified = describeQualifiedStack(settings.stack, settings.stackGiven);
  if (qualified !== null) io.stderr.write(`stackgate: ${redact(qualified)}\n`);
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    initial: io.earlySignal?.() ?? null,
    log: (message) => void io.stderr.write(`${message}\n`),
  });
  try {
    if (trap.exitCode !== null) {
      io.stderr.write(`stackgate: ${trap.received} received while starting: nothing was started\n`);
      return trap.exitCode;
    }
    // The result's own exit code says what happened, interrupted or not (a stop that came
    // after the work finished does not turn a success into a failure).
    return await runCommand(settings, io, createDeps(io, trap, redact), redact);
  } catch (error) {
    // Interrupted: the engine was stopped, so the signal's code is the one that tells.
    return reportError(error, io, redact, settings.json, settings.command, trap.exitCode);
  } finally {
    trap.dispose();
  }
}

/** Errors go to stderr; with --json the same message also goes out as the result object. */
function reportError(
  thrown: unknown,
  io: CliIo,
  redact: (text: string) => string,
  json: boolean,
  command?: string,
  interruptedExit: number | null = null,
): number {
  const error = explainFsError(thrown);
  const known = error instanceof StackgateError;
  const exitCode = interruptedExit ?? (known ? error.exitCode : EXIT.failed);
  const outcome = interruptedExit !== null ? "interrupted" : known ? error.outcome : "error";
  const message = known
    ? error.message
    : `unexpected error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  io.stderr.write(`${defuseText(`stackgate: ${redact(message)}`)}\n`);
  if (json) {
    const object = JSON.stringify({ command, outcome, exitCode, message });
    io.stdout.write(`${defuseText(redact(object))}\n`);
  }
  return exitCode;
}
