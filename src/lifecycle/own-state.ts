/**
 * One stack is one state: a stack whose workspace and backend state address are those of
 * another stack planned in this workdir (its plan record in `.stackgate/`) is refused before it
 * plans. Two names on one state would show two reviews of the same changes, and an apply of
 * "staging" would change "production".
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { EXIT, StackgateError } from "../errors.js";
import { runtimeDirOf } from "../files/runtime-dir.js";
import { suggestCommand } from "../settings/suggest.js";
import { type Settings } from "../settings/index.js";
import { stateBindingOf, type PlanRecord } from "./plan-artifact.js";

const RECORD_SUFFIX = ".stackgate.json";

function recordsIn(dir: string): PlanRecord[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(RECORD_SUFFIX));
  } catch {
    return [];
  }
  const records: PlanRecord[] = [];
  for (const name of names) {
    try {
      const parsed = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as PlanRecord;
      if (parsed.version === 1 && typeof parsed.stack === "string") records.push(parsed);
    } catch {
      // an unreadable record names no stack
    }
  }
  return records;
}

/** Refuses this stack when another stack's plan in this workdir was made against its state. */
export function assertOwnState(settings: Settings): void {
  const here = stateBindingOf(settings);
  if (here === undefined) return;
  const dirs = new Set([runtimeDirOf(settings.workdir), path.dirname(settings.planFile)]);
  for (const dir of dirs) {
    for (const record of recordsIn(dir)) {
      if (record.stack === settings.stack || record.workdir !== settings.workdir) continue;
      if (record.workspace !== here.workspace || record.stateAddress !== here.stateAddress) {
        continue;
      }
      throw new StackgateError(
        `stack "${settings.stack}" resolves to the same state as stack "${record.stack}" (workspace "${here.workspace}", ` +
          `${here.stateAddress}; stack "${record.stack}" was planned against it at ${record.createdAt}, record in ${dir}). ` +
          "One stack is one state: give each stack its own with workspace (--workspace, input workspace, variable WORKSPACE) " +
          "or backend-config (--backend-config key=…), e.g. " +
          `\`${suggestCommand({ ...settings, workspace: settings.stack }, "preview")}\`. ` +
          `If stack "${record.stack}" no longer uses this state, remove its saved plan (${record.planFile} and its record).`,
        EXIT.usage,
      );
    }
  }
}
