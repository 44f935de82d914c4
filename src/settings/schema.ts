/**
 * Every setting once: one row names it in each source (CLI flag, STACKGATE_* environment
 * variable, stackgate.yml key, Action input, Pipe variable), says what kind of value it takes,
 * its default and its doc line. A new setting is one row here (and its field on `Settings`).
 */
import { FLAG, type SettingRow } from "./kinds.js";
import { RECOVERY_SETTINGS } from "./rows-recovery.js";
import { RUN_SETTINGS } from "./rows-run.js";

export type { SettingKind, SettingRow } from "./kinds.js";

/** Every setting: what a run does, then how it stops and recovers. */
export const SETTINGS: readonly SettingRow[] = [...RUN_SETTINGS, ...RECOVERY_SETTINGS];

/** Flags that are no setting of their own: approval (command line only) and help/version. */
export const COMMAND_LINE_FLAGS: readonly SettingRow[] = [
  {
    key: "approve",
    flag: "yes",
    short: "y",
    kind: FLAG,
    default: "",
    doc: "up: apply without asking",
  },
  {
    key: "approve",
    flag: "approve",
    kind: FLAG,
    default: "",
    doc: "up: ask on the terminal before applying",
  },
  { key: "help", flag: "help", short: "h", kind: FLAG, default: "", doc: "this text" },
  { key: "version", flag: "version", short: "V", kind: FLAG, default: "", doc: "the version" },
];

/** The rows a source reads, by the name it uses. */
export function rowsOf(source: "flag" | "env" | "file" | "input" | "variable"): SettingRow[] {
  return SETTINGS.filter((row) => row[source] !== undefined);
}
