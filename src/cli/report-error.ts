/** How the CLI reports an error: to stderr, and with --json also as the result object. */
import { EXIT, StackgateError } from "../errors.js";
import { explainFsError } from "../files/fs-errors.js";
import { defuseText } from "../platforms/workflow-commands.js";
import type { TextSink } from "../platforms/local.js";

/** Errors go to stderr; with --json the same message also goes out as the result object. */
export function reportError(
  thrown: unknown,
  io: { stdout: TextSink; stderr: TextSink },
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
