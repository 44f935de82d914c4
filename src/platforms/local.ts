import { createInterface } from "node:readline/promises";
import type { EngineEvent } from "../engines/engine.js";
import type { Confirm, Output } from "../command/deps.js";
import { describeLocation } from "../model/change.js";
import { defuseLines } from "./workflow-commands.js";

export interface TextSink {
  write(text: string): unknown;
}

/** An engine event as one line of text for people; null when it has nothing to say. */
export function formatEvent(event: EngineEvent): string | null {
  switch (event.kind) {
    case "diagnostic": {
      const d = event.diagnostic;
      if (!d) return event.message;
      const where = describeLocation(d);
      const lines = [where, d.detail].filter(Boolean).join("\n").replaceAll("\n", "\n  ");
      return `${d.severity === "error" ? "Error" : "Warning"}: ${d.summary}${lines ? `\n  ${lines}` : ""}`;
    }
    case "resource-failed":
      return `✗ ${event.message}`;
    case "resource-done":
      return `✓ ${event.message}`;
    case "resource-start":
    case "progress":
    case "summary":
    case "log":
      return event.message.trim() === "" ? null : event.message;
  }
}

/** Progress for people on a text stream (stderr): every line redacted, nothing buffered. */
export function createStreamOutput(sink: TextSink, redact: (text: string) => string): Output {
  const write = (text: string): void => {
    // The CLI may itself run inside a CI job: engine text must not turn into its commands.
    for (const line of defuseLines(redact(text))) sink.write(`${line}\n`);
  };
  return {
    info: (message) => write(message),
    warn: (message) => write(`warning: ${message}`),
    event(event) {
      const text = formatEvent(event);
      if (text !== null) write(text);
    },
  };
}

/** Asks on the terminal; without a terminal nobody can answer, so the answer is no. */
export function createTerminalConfirm(
  input: NodeJS.ReadableStream & { isTTY?: boolean },
  output: NodeJS.WritableStream,
): Confirm {
  return async (question) => {
    if (input.isTTY !== true) {
      output.write(`${question}\nno terminal to ask on (stdin is not a TTY): treating as "no".\n`);
      return false;
    }
    const rl = createInterface({ input, output });
    try {
      const answer = await rl.question(question);
      return answer.trim().toLowerCase() === "yes";
    } finally {
      rl.close();
    }
  };
}
