#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/errors.ts
var EXIT = {
  ok: 0,
  failed: 1,
  /** `preview --detailed-exitcode` only: the plan has changes. */
  changes: 2,
  /** Approval missing, refused, or bound to another plan. */
  approvalRequired: 3,
  /** The state is locked by someone else (holder named in the message). */
  locked: 4,
  /** The saved plan no longer matches the state: run preview again. */
  stalePlan: 5,
  /** Bad input: unknown command or flag, invalid setting, unreadable config. */
  usage: 64,
  /** The engine binary is not on PATH or cannot run. */
  engineUnavailable: 69,
  /** Interrupted by a signal (128 + its number); the engine was stopped gracefully first. */
  interruptedSigint: 130,
  interruptedSigterm: 143,
  interruptedSighup: 129
};
var StackgateError = class extends Error {
  constructor(message, exitCode, options) {
    super(message, options?.cause === void 0 ? void 0 : { cause: options.cause });
    this.exitCode = exitCode;
    this.name = "StackgateError";
    this.outcome = options?.outcome ?? "error";
  }
  exitCode;
  /** The outcome scripts see in `--json` (e.g. "locked"); "error" when not given. */
  outcome;
};
function quoteExcerpt(text, max = 80) {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}\u2026` : text);
}
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

export {
  EXIT,
  StackgateError,
  quoteExcerpt,
  messageOf
};
