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

/**
 * Flags that are no setting of their own: approval (command line only: `--yes`, `--approve`,
 * and GitLab's merge request gate `--mr-approvals`) and help/version.
 */
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
  {
    key: "mrApprovals",
    flag: "mr-approvals",
    arg: "N",
    kind: { type: "integer", min: 1, max: 100 },
    default: "",
    doc: "up on GitLab: apply only after N people other than the author approved the MR after its plan was published",
  },
  { key: "help", flag: "help", short: "h", kind: FLAG, default: "", doc: "this text" },
  { key: "version", flag: "version", short: "V", kind: FLAG, default: "", doc: "the version" },
];

/**
 * The approval gate's own step settings (ci/step-config.ts reads them from the Action's inputs
 * and the Pipe's variables; they have no row) and `approve`: stackgate.yml refuses them like
 * a safety row, naming where they are set instead.
 */
export const APPROVAL_STEP_KEYS: Readonly<Record<string, string>> = {
  approve: "the command line (--yes, --approve or --digest)",
  "mr-approvals": "the command line (--mr-approvals, the GitLab component's input approval)",
  approval: "Action input approval or Pipe variable APPROVAL",
  "required-approvals": "Action input required-approvals or Pipe variable REQUIRED_APPROVALS",
  "approval-wait": "Action input approval-wait or Pipe variable APPROVAL_WAIT",
  approvers: "Pipe variable APPROVERS",
};

/** The rows that decide safety: never read from stackgate.yml (kinds.ts `safety`). */
export function safetyRows(): SettingRow[] {
  return SETTINGS.filter((row) => row.safety !== undefined);
}

/** Where a safety setting is set instead of stackgate.yml: each source the row has. */
export function safeSourcesOf(row: SettingRow): string {
  const sources = [
    row.flag === undefined ? undefined : `--${row.flag}`,
    row.env === undefined ? undefined : `environment variable STACKGATE_${row.env}`,
    row.input === undefined ? undefined : `Action input ${row.input}`,
    row.variable === undefined ? undefined : `Pipe variable ${row.variable}`,
  ].filter((s): s is string => s !== undefined);
  return sources.length > 1
    ? `${sources.slice(0, -1).join(", ")} or ${sources[sources.length - 1] ?? ""}`
    : (sources[0] ?? "the pipeline definition");
}

/**
 * The names a stackgate.yml might give a safety row (its flag, input, variable and
 * environment names in the file's kebab case), each mapped to the row.
 */
export function safetyFileNames(): Map<string, SettingRow> {
  const kebab = (name: string): string => name.toLowerCase().replace(/_/g, "-");
  const names = new Map<string, SettingRow>();
  for (const row of safetyRows()) {
    for (const name of [row.flag, row.input, row.variable, row.env]) {
      if (name !== undefined) names.set(kebab(name), row);
    }
  }
  return names;
}

/** The rows a source reads, by the name it uses. */
export function rowsOf(source: "flag" | "env" | "file" | "input" | "variable"): SettingRow[] {
  return SETTINGS.filter((row) => row[source] !== undefined);
}
