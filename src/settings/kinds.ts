/** What a settings row is: its names in each source, its kind of value, its docs. */
/** The kinds of value a setting takes; each has one reader in read.ts. */
export type SettingKind =
  | { type: "string" }
  | { type: "path" }
  | { type: "choice"; values: readonly string[] }
  | { type: "integer"; min: number; max: number }
  /** `engine` keeps the text (Terraform's `-lock-timeout`); `ms` turns it into milliseconds. */
  | { type: "duration"; min?: number; example: string; keep?: "text" }
  | { type: "digest" }
  | { type: "secret"; min: number }
  | { type: "list" }
  | { type: "flag" };

/** Why a setting is a safety setting, as the refusal says it ("it decides …"). */
export type SafetyReason =
  | "approval"
  | "the keys that bind the approved plan"
  | "lock breaking"
  | "the executable that runs with the job's secrets"
  | "where stackgate writes its runtime files"
  | "how recovery changes the state"
  | "which state the run plans and changes";

export interface SettingRow {
  /** The raw value's name (mostly the `Settings` field it becomes). */
  key: string;
  /** CLI flag without `--` (absent: not on the command line). */
  flag?: string;
  short?: string;
  /** Flag placeholder in `--help` (`DIR`, `NAME`…); absent for booleans. */
  arg?: string;
  /** Environment variable (`STACKGATE_` + this). */
  env?: string;
  /** stackgate.yml key (never on a `safety` row: stackgate.yml refuses those, see below). */
  file?: string;
  /**
   * What this setting decides that a pull request must not: set only from the pipeline
   * definition, the environment or the command line. A stackgate.yml (part of the code under
   * review) that names it is refused (sources.ts).
   */
  safety?: SafetyReason;
  /** Action input (action.yml). */
  input?: string;
  /** The input's description in action.yml. */
  inputDoc?: string;
  /** Pipe variable (README's Pipe table). */
  variable?: string;
  kind: SettingKind;
  /** The default as the docs show it ("" for none or a computed one). */
  default: string;
  /** Line in `--help`. */
  doc: string;
  /** The Pipe table's meaning (README), when the row is a Pipe variable. */
  pipeDoc?: string;
  /** The Pipe's default where the Pipe's platform sets another one (stop-timeout). */
  pipeDefault?: string;
}

export const STRING: SettingKind = { type: "string" };
export const PATH: SettingKind = { type: "path" };
export const LIST: SettingKind = { type: "list" };
export const FLAG: SettingKind = { type: "flag" };
export const choice = (values: readonly string[]): SettingKind => ({ type: "choice", values });
