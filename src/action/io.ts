/**
 * The runner's side of the action, as plain functions: `@actions/core` in production
 * (`coreIo`), recorders in tests. Only the entry points create it.
 */
import * as core from "@actions/core";
import type { ActionLog } from "./output.js";
import type { SaveState } from "./state.js";

export interface ActionIo {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  log: ActionLog;
  saveState: SaveState;
  setOutput: (name: string, value: string) => void;
  setSecret: (value: string) => void;
  setFailed: (message: string) => void;
  /** Appends markdown to the job summary (no-op outside a runner). */
  appendSummary: (markdown: string) => Promise<void>;
}

export function coreIo(): ActionIo {
  const env = process.env;
  return {
    env,
    cwd: process.cwd(),
    log: {
      info: (message) => core.info(message),
      warning: (message, properties) => core.warning(message, properties),
      error: (message, properties) => core.error(message, properties),
      startGroup: (name) => core.startGroup(name),
      endGroup: () => core.endGroup(),
    },
    saveState: (name, value) => core.saveState(name, value),
    setOutput: (name, value) => core.setOutput(name, value),
    setSecret: (value) => core.setSecret(value),
    setFailed: (message) => core.setFailed(message),
    appendSummary: async (markdown) => {
      if (!env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown, true).write();
      core.summary.emptyBuffer();
    },
  };
}
