/**
 * Every setting once: one row names it in each source (CLI flag, STACKGATE_* environment
 * variable, stackgate.yml key, Action input, Pipe variable), says what kind of value it takes,
 * its default and its doc line. A new setting is one row here (and its field on `Settings`).
 */
import { ENGINE_NAMES } from "../model/change.js";
import {
  ORPHAN_POLICIES,
  PENDING_CREATES_POLICIES,
  PLAN_MODES,
  RECOVERY_POLICIES,
  STATE_DIGEST_POLICIES,
} from "./choices.js";

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
  /** stackgate.yml key. */
  file?: string;
  /** Action input (action.yml). */
  input?: string;
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

const choice = (values: readonly string[]): SettingKind => ({ type: "choice", values });
const STRING: SettingKind = { type: "string" };
const PATH: SettingKind = { type: "path" };
const LIST: SettingKind = { type: "list" };
const FLAG: SettingKind = { type: "flag" };
const LONG_DURATION = "30s, 15m or 2h";

export const SETTINGS: readonly SettingRow[] = [
  {
    key: "engine",
    flag: "engine",
    arg: "NAME",
    env: "ENGINE",
    file: "engine",
    input: "engine",
    variable: "ENGINE",
    kind: choice(ENGINE_NAMES),
    default: "terraform",
    doc: "terraform | tofu | pulumi",
    pipeDoc: "`terraform`, `tofu` or `pulumi`.",
  },
  {
    key: "engineBinary",
    flag: "engine-binary",
    arg: "PATH",
    env: "ENGINE_BINARY",
    file: "engine-binary",
    input: "engine-binary",
    variable: "ENGINE_BINARY",
    kind: STRING,
    default: "",
    doc: "binary to run (default: the engine name)",
    pipeDoc: "Binary to run (a name on PATH or a path); empty means the engine's own name.",
  },
  {
    key: "workdir",
    flag: "workdir",
    short: "C",
    arg: "DIR",
    env: "WORKDIR",
    file: "workdir",
    input: "workdir",
    variable: "WORKDIR",
    kind: PATH,
    default: ".",
    doc: "engine project directory",
    pipeDoc: "Directory of the engine project, relative to the clone (`BITBUCKET_CLONE_DIR`).",
  },
  {
    key: "stack",
    flag: "stack",
    short: "s",
    arg: "NAME",
    env: "STACK",
    file: "stack",
    input: "stack",
    variable: "STACK",
    kind: STRING,
    default: "default",
    doc: "stack name for the comment marker and plan path (Pulumi: dev, org/dev, org/project/dev)",
    pipeDoc: "Stack name; keys the PR comment, the journal and the default plan path.",
  },
  {
    key: "mode",
    flag: "mode",
    arg: "MODE",
    env: "MODE",
    file: "mode",
    input: "mode",
    variable: "PLAN_MODE",
    kind: choice(PLAN_MODES),
    default: "normal",
    doc: "preview/up: normal | destroy | refresh (state only)",
    pipeDoc:
      "What `preview`/`up` plan: `normal`, `destroy` (everything) or `refresh` (state only); `up` must use the mode of its preview.",
  },
  {
    key: "project",
    flag: "project",
    arg: "NAME",
    env: "PROJECT",
    file: "project",
    input: "project",
    variable: "PROJECT",
    kind: STRING,
    default: "",
    doc: "project name for the comment marker (default: the workdir's name)",
    pipeDoc:
      "Project name shown in the comment and part of its key; empty means the workdir's name.",
  },
  {
    key: "planFile",
    flag: "plan-file",
    arg: "PATH",
    env: "PLAN_FILE",
    file: "plan-file",
    input: "plan-path",
    variable: "PLAN_PATH",
    kind: PATH,
    default: "",
    doc: "saved plan (default: <workdir>/.stackgate/<stack>.tfplan)",
    pipeDoc:
      "Saved plan file; empty means `<WORKDIR>/.stackgate/<STACK>.tfplan` (its record is `<PLAN_PATH>.stackgate.json`).",
  },
  {
    key: "expectDigest",
    flag: "digest",
    arg: "DIGEST",
    input: "digest",
    variable: "DIGEST",
    kind: { type: "digest" },
    default: "",
    doc: "up: apply only the saved plan with this digest (full or 12-char short)",
    pipeDoc:
      "`up` applies only the saved plan with this digest (`sha256:…` or the 12-character short form).",
  },
  {
    key: "planKey",
    env: "PLAN_KEY",
    input: "plan-key",
    variable: "PLAN_KEY",
    kind: { type: "secret", min: 16 },
    default: "",
    doc: "secret (16+ characters) that seals the saved plan",
    pipeDoc:
      "Secured variable (16+ characters) that seals the saved plan: `preview` encrypts it (AES-256-GCM), `up` applies only a plan it decrypts and authenticates.",
  },
  {
    key: "digestSecret",
    env: "DIGEST_SECRET",
    kind: { type: "secret", min: 16 },
    default: "",
    doc: "secret that binds sensitive values into plan digests the same way in every job",
  },
  {
    key: "json",
    flag: "json",
    kind: FLAG,
    default: "false",
    doc: "print one JSON result object on stdout (progress goes to stderr)",
  },
  {
    key: "detailedExitcode",
    flag: "detailed-exitcode",
    kind: FLAG,
    default: "false",
    doc: "preview: exit 2 when the plan has changes",
  },
  {
    key: "commentFile",
    flag: "comment-file",
    arg: "PATH",
    env: "COMMENT_FILE",
    file: "comment-file",
    kind: PATH,
    default: "",
    doc: "write the rendered PR comment markdown here (recover: the comment after recovery)",
  },
  {
    key: "commentLimit",
    flag: "comment-limit",
    arg: "N",
    env: "COMMENT_LIMIT",
    file: "comment-limit",
    kind: { type: "integer", min: 2_000, max: 1_048_576 },
    default: "65536",
    doc: "maximum comment size in characters",
  },
  {
    key: "lockTimeout",
    flag: "lock-timeout",
    arg: "DUR",
    env: "LOCK_TIMEOUT",
    file: "lock-timeout",
    input: "lock-timeout",
    variable: "LOCK_TIMEOUT",
    kind: { type: "duration", example: "0s, 30s or 5m", keep: "text" },
    default: "0s",
    doc: "how long the engine waits for the state lock",
    pipeDoc: "How long the engine waits for the state lock, e.g. `30s`.",
  },
  {
    key: "stopTimeout",
    flag: "stop-timeout",
    arg: "DUR",
    env: "STOP_TIMEOUT",
    file: "stop-timeout",
    input: "stop-timeout",
    variable: "STOP_TIMEOUT",
    kind: { type: "duration", min: 100, example: LONG_DURATION },
    default: "",
    pipeDefault: "20s",
    doc: "time the engine gets after the first signal (default: 6s on GitHub, else 20s)",
    pipeDoc:
      "Time from a stop signal to the second, immediate one (a Bitbucket Stop is SIGKILL: the `final:` step recovers).",
  },
  {
    key: "recovery",
    flag: "recovery",
    arg: "POLICY",
    env: "RECOVERY",
    file: "recovery",
    input: "recovery",
    variable: "RECOVERY",
    kind: choice(RECOVERY_POLICIES),
    default: "refresh",
    doc: "drift after an interrupted apply: refresh | report-only | fail",
    pipeDoc: "Drift after an interrupted apply: `refresh`, `report-only` or `fail`.",
  },
  {
    key: "orphans",
    flag: "orphans",
    arg: "POLICY",
    env: "ORPHANS",
    file: "orphans",
    input: "orphans",
    variable: "ORPHANS",
    kind: choice(ORPHAN_POLICIES),
    default: "import",
    doc: "resources created but in no state: import | report",
    pipeDoc:
      "Resources an interrupted run created that are in no state: `import` them or `report` the import commands.",
  },
  {
    key: "pendingCreates",
    flag: "pending-creates",
    arg: "P",
    env: "PENDING_CREATES",
    file: "pending-creates",
    input: "pending-creates",
    variable: "PENDING_CREATES",
    kind: choice(PENDING_CREATES_POLICIES),
    default: "import",
    doc: "Pulumi pending creates: import (journal ids) | clear | fail",
    pipeDoc: "Pulumi pending creates after an interrupted update: `import`, `clear` or `fail`.",
  },
  {
    key: "stateDigest",
    flag: "state-digest",
    arg: "P",
    env: "STATE_DIGEST",
    file: "state-digest",
    input: "state-digest",
    variable: "STATE_DIGEST",
    kind: choice(STATE_DIGEST_POLICIES),
    default: "report",
    doc: "s3 state digest mismatch after a kill: report | repair",
    pipeDoc:
      "s3 backend: a state whose stored DynamoDB digest does not match it (a kill between the two writes): `report` the exact repair, or `repair` it once the lock is free.",
  },
  {
    key: "staleAfter",
    flag: "stale-after",
    arg: "DUR",
    env: "STALE_AFTER",
    file: "stale-after",
    input: "stale-after",
    variable: "STALE_AFTER",
    kind: { type: "duration", min: 60_000, example: LONG_DURATION },
    default: "",
    doc: "opt-in: treat locks older than this as abandoned",
    pipeDoc: "Opt-in, e.g. `2h`: a lock older than this may be broken without other evidence.",
  },
  {
    key: "journalDir",
    flag: "journal-dir",
    arg: "DIR",
    env: "JOURNAL_DIR",
    file: "journal-dir",
    input: "journal-dir",
    variable: "JOURNAL_DIR",
    kind: PATH,
    default: "",
    doc: "durable journal copy for backends other than local, pg and s3",
    pipeDoc:
      "A durable, persisted directory for the intent journal (backends other than pg and s3).",
  },
  {
    key: "force",
    flag: "force",
    input: "force",
    variable: "FORCE",
    kind: FLAG,
    default: "false",
    doc: "unlock: release even without evidence that the owner is dead",
    pipeDoc: "`unlock` only: release the lock even without evidence that its owner is dead.",
  },
  {
    key: "vars",
    flag: "var",
    arg: "NAME=VALUE",
    file: "vars",
    input: "vars",
    variable: "VARS",
    kind: LIST,
    default: "",
    doc: "engine variable (repeatable)",
    pipeDoc:
      "Terraform variables, a list of `NAME=VALUE`; values under a secret's name (`db_password=…`) are redacted everywhere.",
  },
  {
    key: "varFiles",
    flag: "var-file",
    arg: "PATH",
    file: "var-files",
    input: "var-files",
    variable: "VAR_FILES",
    kind: LIST,
    default: "",
    doc: "engine variable file (repeatable)",
    pipeDoc: "Terraform variable files, relative to the workdir.",
  },
  {
    key: "config",
    flag: "config",
    arg: "PATH",
    env: "CONFIG",
    input: "config",
    variable: "CONFIG",
    kind: PATH,
    default: "",
    doc: "settings file (default: <workdir>/stackgate.yml)",
    pipeDoc:
      "A stackgate.yml to read settings from; empty means `<WORKDIR>/stackgate.yml` when it exists.",
  },
];

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
