/** Settings rows: how a run stops, recovers and finds its journal; inputs to the engine. */
import {
  ORPHAN_POLICIES,
  PENDING_CREATES_POLICIES,
  RECOVERY_POLICIES,
  STATE_DIGEST_POLICIES,
} from "./choices.js";
import { choice, FLAG, LIST, PATH, type SettingRow } from "./kinds.js";

const LONG_DURATION = "30s, 15m or 2h";

export const RECOVERY_SETTINGS: readonly SettingRow[] = [
  {
    key: "stopTimeout",
    flag: "stop-timeout",
    arg: "DUR",
    env: "STOP_TIMEOUT",
    file: "stop-timeout",
    input: "stop-timeout",
    inputDoc:
      "Time from the first stop signal to the second, immediate one. Empty means 6s on GitHub, which leaves the engine time to stop before the runner kills the step at 10 s.",
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
    safety: "how recovery changes the state",
    flag: "recovery",
    arg: "POLICY",
    env: "RECOVERY",
    input: "recovery",
    inputDoc:
      "What recovery does about drift after an interrupted apply: `refresh`, `report-only` or `fail`.",
    variable: "RECOVERY",
    kind: choice(RECOVERY_POLICIES),
    default: "refresh",
    doc: "drift after an interrupted apply: refresh | report-only | fail",
    pipeDoc: "Drift after an interrupted apply: `refresh`, `report-only` or `fail`.",
  },
  {
    key: "orphans",
    safety: "how recovery changes the state",
    flag: "orphans",
    arg: "POLICY",
    env: "ORPHANS",
    input: "orphans",
    inputDoc:
      "Resources an interrupted run created that are in no state: `import` them or `report` the import commands.",
    variable: "ORPHANS",
    kind: choice(ORPHAN_POLICIES),
    default: "import",
    doc: "resources created but in no state: import | report",
    pipeDoc:
      "Resources an interrupted run created that are in no state: `import` them or `report` the import commands.",
  },
  {
    key: "pendingCreates",
    safety: "how recovery changes the state",
    flag: "pending-creates",
    arg: "P",
    env: "PENDING_CREATES",
    input: "pending-creates",
    inputDoc:
      "Pulumi pending creates after an interrupted update: `import` the ones whose id the journal recorded, `clear` them, or `fail`.",
    variable: "PENDING_CREATES",
    kind: choice(PENDING_CREATES_POLICIES),
    default: "import",
    doc: "Pulumi pending creates: import (journal ids) | clear | fail",
    pipeDoc: "Pulumi pending creates after an interrupted update: `import`, `clear` or `fail`.",
  },
  {
    key: "stateDigest",
    safety: "how recovery changes the state",
    flag: "state-digest",
    arg: "P",
    env: "STATE_DIGEST",
    input: "state-digest",
    inputDoc:
      "s3 backend: a state whose stored DynamoDB digest does not match it (a kill between the two writes): `report` the exact repair, or `repair` it once the lock is free.",
    variable: "STATE_DIGEST",
    kind: choice(STATE_DIGEST_POLICIES),
    default: "report",
    doc: "s3 state digest mismatch after a kill: report | repair",
    pipeDoc:
      "s3 backend: a state whose stored DynamoDB digest does not match it (a kill between the two writes): `report` the exact repair, or `repair` it once the lock is free.",
  },
  {
    key: "staleAfter",
    safety: "lock breaking",
    flag: "stale-after",
    arg: "DUR",
    env: "STALE_AFTER",
    input: "stale-after",
    inputDoc:
      "Opt-in, e.g. `2h`. A lock older than this may be broken without other evidence that its owner is dead.",
    variable: "STALE_AFTER",
    kind: { type: "duration", min: 60_000, example: LONG_DURATION },
    default: "",
    doc: "opt-in: treat locks older than this as abandoned",
    pipeDoc: "Opt-in, e.g. `2h`: a lock older than this may be broken without other evidence.",
  },
  {
    key: "journalDir",
    safety: "where stackgate writes its runtime files",
    flag: "journal-dir",
    arg: "DIR",
    env: "JOURNAL_DIR",
    input: "journal-dir",
    inputDoc:
      "A durable directory for the intent journal (for backends other than local, pg and s3).",
    variable: "JOURNAL_DIR",
    kind: PATH,
    default: "",
    doc: "durable journal copy for backends other than local, pg and s3",
    pipeDoc:
      "A durable, persisted directory for the intent journal (backends other than pg and s3).",
  },
  {
    key: "force",
    safety: "lock breaking",
    flag: "force",
    input: "force",
    inputDoc:
      "`unlock` only: `true` releases the lock even without evidence that its owner is dead.",
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
    inputDoc:
      "Terraform variables, one `NAME=VALUE` per line. Values under a secret's name (`db_password=…`, `api_key=…`, names with TOKEN, SECRET, PASSWORD, PRIVATE, CREDENTIAL, AUTH) are redacted everywhere; pass other secret values in env STACKGATE_SECRETS too.",
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
    inputDoc: "Terraform variable files, one per line (relative to the workdir).",
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
    inputDoc:
      "A stackgate.yml to read settings from. Empty means `<workdir>/stackgate.yml` when it exists.",
    variable: "CONFIG",
    kind: PATH,
    default: "",
    doc: "settings file (default: <workdir>/stackgate.yml)",
    pipeDoc:
      "A stackgate.yml to read settings from; empty means `<WORKDIR>/stackgate.yml` when it exists.",
  },
];
