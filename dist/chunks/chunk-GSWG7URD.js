#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  defuseLines
} from "./chunk-P3DPG6WC.js";
import {
  describeLocation
} from "./chunk-UURRQXPS.js";

// src/platforms/local.ts
import { createInterface } from "node:readline/promises";
function formatEvent(event) {
  switch (event.kind) {
    case "diagnostic": {
      const d = event.diagnostic;
      if (!d) return event.message;
      const where = describeLocation(d);
      const lines = [where, d.detail].filter(Boolean).join("\n").replaceAll("\n", "\n  ");
      return `${d.severity === "error" ? "Error" : "Warning"}: ${d.summary}${lines ? `
  ${lines}` : ""}`;
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
  formatEvent,
  createStreamOutput,
  createTerminalConfirm,
  streamCongestion
};
