#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  endGroup,
  error,
  info,
  saveState,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  summary,
  warning
} from "./chunk-4CW7RXEV.js";
import "./chunk-IQWI6KNV.js";

// src/action/io.ts
function coreIo() {
  const env = process.env;
  return {
    env,
    cwd: process.cwd(),
    log: {
      info: (message) => info(message),
      warning: (message, properties) => warning(message, properties),
      error: (message, properties) => error(message, properties),
      startGroup: (name) => startGroup(name),
      endGroup: () => endGroup()
    },
    saveState: (name, value) => saveState(name, value),
    setOutput: (name, value) => setOutput(name, value),
    setSecret: (value) => setSecret(value),
    setFailed: (message) => setFailed(message),
    appendSummary: async (markdown) => {
      if (!env.GITHUB_STEP_SUMMARY) return;
      await summary.addRaw(markdown, true).write();
      summary.emptyBuffer();
    }
  };
}
export {
  coreIo
};
