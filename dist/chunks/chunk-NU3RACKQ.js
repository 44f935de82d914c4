#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/platforms/local.ts
import { createInterface } from "node:readline/promises";

// src/platforms/workflow-commands.ts
var ZWSP = "\u200B";
function defuseLine(line) {
  let out = line.replaceAll("##[", `#${ZWSP}#[`);
  const lead = out.length - out.trimStart().length;
  if (out.startsWith("::", lead)) out = `${out.slice(0, lead)}:${ZWSP}${out.slice(lead + 1)}`;
  return out;
}
function defuseLines(text) {
  return text.split(/\r\n|\r|\n/).map(defuseLine);
}
function defuseText(text) {
  return defuseLines(text).join("\n");
}

// src/platforms/local.ts
function formatEvent(event) {
  switch (event.kind) {
    case "diagnostic": {
      const d = event.diagnostic;
      if (!d) return event.message;
      return `${d.severity === "error" ? "Error" : "Warning"}: ${d.summary}${d.detail ? `
  ${d.detail.replaceAll("\n", "\n  ")}` : ""}`;
    }
    case "resource-failed":
      return `\u2717 ${event.message}`;
    case "resource-done":
      return `\u2713 ${event.message}`;
    case "resource-start":
    case "progress":
    case "summary":
    case "log":
      return event.message.trim() === "" ? null : event.message;
  }
}
function createStreamOutput(sink, redact) {
  const write = (text) => {
    for (const line of defuseLines(redact(text))) sink.write(`${line}
`);
  };
  return {
    info: (message) => write(message),
    warn: (message) => write(`warning: ${message}`),
    event(event) {
      const text = formatEvent(event);
      if (text !== null) write(text);
    }
  };
}
function createTerminalConfirm(input, output) {
  return async (question) => {
    if (input.isTTY !== true) {
      output.write(`${question}
no terminal to ask on (stdin is not a TTY): treating as "no".
`);
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
function streamCongestion(stream) {
  return () => stream.writableNeedDrain === true ? new Promise((resolve) => stream.once("drain", () => resolve())) : null;
}

export {
  defuseLine,
  defuseLines,
  defuseText,
  formatEvent,
  createStreamOutput,
  createTerminalConfirm,
  streamCongestion
};
