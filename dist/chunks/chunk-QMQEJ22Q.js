#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  defuseText
} from "./chunk-P3DPG6WC.js";
import {
  explainFsError
} from "./chunk-5QJU6244.js";
import {
  EXIT,
  StackgateError
} from "./chunk-KVWGJ5LG.js";

// src/cli/report-error.ts
function reportError(thrown, io, redact, json, command, interruptedExit = null) {
  const error = explainFsError(thrown);
  const known = error instanceof StackgateError;
  const exitCode = interruptedExit ?? (known ? error.exitCode : EXIT.failed);
  const outcome = interruptedExit !== null ? "interrupted" : known ? error.outcome : "error";
  const message = known ? error.message : `unexpected error (please report it): ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
  io.stderr.write(`${defuseText(`stackgate: ${redact(message)}`)}
`);
  if (json) {
    const object = JSON.stringify({ command, outcome, exitCode, message });
    io.stdout.write(`${defuseText(redact(object))}
`);
  }
  return exitCode;
}

export {
  reportError
};
