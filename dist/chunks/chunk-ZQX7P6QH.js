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

// src/settings/read.ts
function usageError(message, cause) {
  return new StackgateError(message, EXIT.usage, cause === void 0 ? void 0 : { cause });
}
function parseChoice(term, value, choices) {
  if (choices.includes(value)) return value;
  throw usageError(`${term}: expected one of ${choices.join(", ")}, got "${value}".`);
}
var ANY_CASE_BOOLEANS = { true: /^true$/i, false: /^false$/i };
function parseBoolean(term, value, words) {
  if (words.true.test(value)) return true;
  if (words.false.test(value)) return false;
  throw usageError(`${term}: expected true or false, got "${value}".`);
}
function parseInteger(term, value, min, max) {
  const trimmed = value.trim();
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw usageError(`${term}: expected a whole number from ${min} to ${max}, got "${value}".`);
  }
  return n;
}
var DURATION_UNITS_MS = {
  ms: 1,
  s: 1e3,
  m: 6e4,
  h: 36e5
};
function parseDuration(term, value, rule) {
  const units = rule.ms === false ? /^(\d+)(s|m|h)$/ : /^(\d+)(ms|s|m|h)$/;
  const m = units.exec(value.trim());
  const ms = m ? Number(m[1]) * (DURATION_UNITS_MS[m[2] ?? ""] ?? Number.NaN) : Number.NaN;
  const min = rule.min ?? 0;
  const max = rule.maxHours === void 0 ? Infinity : rule.maxHours * 36e5;
  if (!Number.isSafeInteger(ms) || ms < min || ms > max) {
    const least = rule.min === void 0 ? "" : ` of at least ${rule.min} ms`;
    const most = rule.maxHours === void 0 ? "" : ` (at most ${rule.maxHours}h)`;
    throw usageError(
      `${term}: expected a duration${least} like ${rule.example}${most}, got "${value}".`
    );
  }
  return ms;
}
function parseDigest(term, value) {
  const m = /^(?:sha256:)?([0-9a-f]{64}|[0-9a-f]{12})$/i.exec(value.trim());
  if (m === null) {
    const got = value === "" ? `"" (empty). Pass the digest of the reviewed plan (the preview's plan-digest), or leave ` + term + " out to plan afresh" : `"${value}"`;
    throw usageError(
      `${term}: expected "sha256:" and 64 hex characters (the prefix may be left out), or the 12-character short digest, got ${got}.`
    );
  }
  const hex = (m[1] ?? "").toLowerCase();
  return hex.length === 64 ? `sha256:${hex}` : hex;
}
function parseSecret(term, value, min) {
  const key = value.trim();
  if (key.length < min) {
    throw usageError(
      `${term}: expected a secret of at least ${min} characters (e.g. the output of \`openssl rand -base64 32\`, kept as a CI secret), got ${key.length} characters.`
    );
  }
  return key;
}
function parseVar(term, value) {
  if (!/^[A-Za-z_][A-Za-z0-9_-]*=/.test(value)) {
    throw usageError(
      `${term}: expected NAME=VALUE, got "${value.split("=")[0]}${value.includes("=") ? "=\u2026" : ""}".`
    );
  }
  const at = value.indexOf("=");
  return { name: value.slice(0, at), value: value.slice(at + 1) };
}
function parseStackName(term, value) {
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(value)) {
    throw usageError(
      `${term}: expected letters, digits, ".", "_" or "-" (at most 100), got "${value}".`
    );
  }
  return value;
}
function parsePullRequest(term, value, noun) {
  if (!/^[1-9]\d{0,9}$/.test(value)) {
    throw usageError(`${term}: expected a pull request ${noun} like 42, got "${value}".`);
  }
  return Number(value);
}

// src/settings/near-miss.ts
function editDistance(a, b) {
  const rows = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const up = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}
function normalize(name) {
  return name.toLowerCase().replace(/_/g, "-");
}
function nearestName(given, known) {
  const wanted = normalize(given);
  let nearest;
  for (const name of known) {
    if (name === given) return void 0;
    const candidate = normalize(name);
    const distance = editDistance(wanted, candidate);
    const allowed = Math.min(wanted.length, candidate.length) >= 8 ? 2 : 1;
    if (distance <= allowed && (nearest === void 0 || distance < nearest.distance)) {
      nearest = { name, distance };
    }
  }
  return nearest?.name;
}

// src/settings/kinds.ts
var STRING = { type: "string" };
var PATH = { type: "path" };
var LIST = { type: "list" };
var FLAG = { type: "flag" };
var choice = (values) => ({ type: "choice", values });

// src/settings/choices.ts
var COMMANDS = [
  "preview",
  "up",
  "recover",
  "status",
  "unlock",
  "drift",
  "demo",
  "help",
  "version"
];
var APPROVE_MODES = ["none", "prompt", "yes"];
var RECOVERY_POLICIES = ["refresh", "report-only", "fail"];
var ORPHAN_POLICIES = ["import", "report"];
var PENDING_CREATES_POLICIES = ["clear", "import", "fail"];
var STATE_DIGEST_POLICIES = ["report", "repair"];
var PLAN_MODES = ["normal", "destroy", "refresh"];
var DRIFT_REPORTS = ["none", "github-issues", "gitlab-issues", "code-insights"];

// src/settings/rows-recovery.ts
var LONG_DURATION = "30s, 15m or 2h";
var RECOVERY_SETTINGS = [
  {
    key: "stopTimeout",
    flag: "stop-timeout",
    arg: "DUR",
    env: "STOP_TIMEOUT",
    file: "stop-timeout",
    input: "stop-timeout",
    inputDoc: "Time from the first stop signal to the second, immediate one. Empty means 6s on GitHub, which leaves the engine time to stop before the runner kills the step at 10 s.",
    variable: "STOP_TIMEOUT",
    kind: { type: "duration", min: 100, example: LONG_DURATION },
    default: "",
    pipeDefault: "20s",
    doc: "time the engine gets after the first signal (default: 6s on GitHub, else 20s)",
    pipeDoc: "Time from a stop signal to the second, immediate one (a Bitbucket Stop is SIGKILL: the `final:` step recovers)."
  },
  {
    key: "recovery",
    safety: "how recovery changes the state",
    flag: "recovery",
    arg: "POLICY",
    env: "RECOVERY",
    input: "recovery",
    inputDoc: "What recovery does about drift after an interrupted apply: `refresh`, `report-only` or `fail`.",
    variable: "RECOVERY",
    kind: choice(RECOVERY_POLICIES),
    default: "refresh",
    doc: "drift after an interrupted apply: refresh | report-only | fail",
    pipeDoc: "Drift after an interrupted apply: `refresh`, `report-only` or `fail`."
  },
  {
    key: "orphans",
    safety: "how recovery changes the state",
    flag: "orphans",
    arg: "POLICY",
    env: "ORPHANS",
    input: "orphans",
    inputDoc: "Resources an interrupted run created that are in no state: `import` them or `report` the import commands.",
    variable: "ORPHANS",
    kind: choice(ORPHAN_POLICIES),
    default: "import",
    doc: "resources created but in no state: import | report",
    pipeDoc: "Resources an interrupted run created that are in no state: `import` them or `report` the import commands."
  },
  {
    key: "pendingCreates",
    safety: "how recovery changes the state",
    flag: "pending-creates",
    arg: "P",
    env: "PENDING_CREATES",
    input: "pending-creates",
    inputDoc: "Pulumi pending creates after an interrupted update: `import` the ones whose id the journal recorded, `clear` them, or `fail`.",
    variable: "PENDING_CREATES",
    kind: choice(PENDING_CREATES_POLICIES),
    default: "import",
    doc: "Pulumi pending creates: import (journal ids) | clear | fail",
    pipeDoc: "Pulumi pending creates after an interrupted update: `import`, `clear` or `fail`."
  },
  {
    key: "stateDigest",
    safety: "how recovery changes the state",
    flag: "state-digest",
    arg: "P",
    env: "STATE_DIGEST",
    input: "state-digest",
    inputDoc: "s3 backend: a state whose stored DynamoDB digest does not match it (a kill between the two writes): `report` the exact repair, or `repair` it once the lock is free.",
    variable: "STATE_DIGEST",
    kind: choice(STATE_DIGEST_POLICIES),
    default: "report",
    doc: "s3 state digest mismatch after a kill: report | repair",
    pipeDoc: "s3 backend: a state whose stored DynamoDB digest does not match it (a kill between the two writes): `report` the exact repair, or `repair` it once the lock is free."
  },
  {
    key: "staleAfter",
    safety: "lock breaking",
    flag: "stale-after",
    arg: "DUR",
    env: "STALE_AFTER",
    input: "stale-after",
    inputDoc: "Opt-in, e.g. `2h`. A lock older than this may be broken without other evidence that its owner is dead.",
    variable: "STALE_AFTER",
    kind: { type: "duration", min: 6e4, example: LONG_DURATION },
    default: "",
    doc: "opt-in: treat locks older than this as abandoned",
    pipeDoc: "Opt-in, e.g. `2h`: a lock older than this may be broken without other evidence."
  },
  {
    key: "journalDir",
    safety: "where stackgate writes its runtime files",
    flag: "journal-dir",
    arg: "DIR",
    env: "JOURNAL_DIR",
    input: "journal-dir",
    inputDoc: "A durable directory for the intent journal (for backends other than local, pg and s3).",
    variable: "JOURNAL_DIR",
    kind: PATH,
    default: "",
    doc: "durable journal copy for backends other than local, pg and s3",
    pipeDoc: "A durable, persisted directory for the intent journal (backends other than pg and s3)."
  },
  {
    key: "force",
    safety: "lock breaking",
    flag: "force",
    input: "force",
    inputDoc: "`unlock` only: `true` releases the lock even without evidence that its owner is dead.",
    variable: "FORCE",
    kind: FLAG,
    default: "false",
    doc: "unlock: release even without evidence that the owner is dead",
    pipeDoc: "`unlock` only: release the lock even without evidence that its owner is dead."
  },
  {
    key: "resolve",
    safety: "how recovery changes the state",
    flag: "resolve",
    arg: "ADDR",
    env: "RESOLVE",
    input: "resolve",
    inputDoc: "`recover` only: close the open item of this address (what an earlier recovery left for a person), with `resolve-absent`, `resolve-import` or `resolve-checked`.",
    variable: "RESOLVE",
    kind: STRING,
    default: "",
    doc: "recover: close the open item ADDR (with --absent, --import ID or --checked)",
    pipeDoc: "`recover` only: close the open item of this address, with `RESOLVE_ABSENT`, `RESOLVE_IMPORT` or `RESOLVE_CHECKED`."
  },
  {
    key: "resolveAbsent",
    safety: "how recovery changes the state",
    flag: "absent",
    env: "RESOLVE_ABSENT",
    input: "resolve-absent",
    inputDoc: "With `resolve`: `true` when you checked that the resource does not exist.",
    variable: "RESOLVE_ABSENT",
    kind: FLAG,
    default: "false",
    doc: "with --resolve: you checked it does not exist",
    pipeDoc: "With `RESOLVE`: `true` when you checked that the resource does not exist."
  },
  {
    key: "resolveImport",
    safety: "how recovery changes the state",
    flag: "import",
    arg: "ID",
    env: "RESOLVE_IMPORT",
    input: "resolve-import",
    inputDoc: "With `resolve`: the provider id of the resource, which exists; stackgate imports it.",
    variable: "RESOLVE_IMPORT",
    kind: STRING,
    default: "",
    doc: "with --resolve: it exists with this id; import it",
    pipeDoc: "With `RESOLVE`: the provider id of the resource, which exists; stackgate imports it."
  },
  {
    key: "resolveChecked",
    safety: "how recovery changes the state",
    flag: "checked",
    env: "RESOLVE_CHECKED",
    input: "resolve-checked",
    inputDoc: "With `resolve`: `true` when you checked the item and dealt with it yourself.",
    variable: "RESOLVE_CHECKED",
    kind: FLAG,
    default: "false",
    doc: "with --resolve: you checked it and dealt with it",
    pipeDoc: "With `RESOLVE`: `true` when you checked the item and dealt with it yourself."
  },
  {
    key: "acceptOpenItems",
    safety: "approval",
    flag: "accept-open-items",
    arg: "ADDR",
    env: "ACCEPT_OPEN_ITEMS",
    input: "accept-open-items",
    inputDoc: "`up` only: apply although these open items (addresses, one per line) are not closed; `up` refuses while any open item is not named here.",
    variable: "ACCEPT_OPEN_ITEMS",
    kind: LIST,
    default: "",
    doc: "up: apply although the open item ADDR is not closed (repeatable)",
    pipeDoc: "`up` only: apply although these open items (a list of addresses) are not closed; `up` refuses while any open item is not named."
  },
  {
    key: "vars",
    flag: "var",
    arg: "NAME=VALUE",
    file: "vars",
    input: "vars",
    inputDoc: "Terraform variables, one `NAME=VALUE` per line. Values under a secret's name (`db_password=\u2026`, `api_key=\u2026`, names with TOKEN, SECRET, PASSWORD, PRIVATE, CREDENTIAL, AUTH) are redacted everywhere; pass other secret values in env STACKGATE_SECRETS too.",
    variable: "VARS",
    kind: LIST,
    default: "",
    doc: "engine variable (repeatable)",
    pipeDoc: "Terraform variables, a list of `NAME=VALUE`; values under a secret's name (`db_password=\u2026`) are redacted everywhere."
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
    pipeDoc: "Terraform variable files, relative to the workdir."
  },
  {
    key: "exclude",
    flag: "exclude",
    arg: "ADDR",
    file: "exclude",
    input: "exclude",
    inputDoc: "OpenTofu and Pulumi, `preview` and `up`. Plan everything except these resources (addresses, or Pulumi URNs; one per line) and what depends on them (`tofu plan -exclude`, `pulumi --exclude`).",
    variable: "EXCLUDE",
    kind: LIST,
    default: "",
    doc: "OpenTofu, Pulumi: plan all but ADDR and its dependents (repeatable)",
    pipeDoc: "OpenTofu and Pulumi, `preview` and `up`. Plan everything except these resources (a list of addresses, or Pulumi URNs) and what depends on them (`tofu plan -exclude`, `pulumi --exclude`)."
  },
  {
    key: "config",
    flag: "config",
    arg: "PATH",
    env: "CONFIG",
    input: "config",
    inputDoc: "A stackgate.yml to read settings from. Empty means `<workdir>/stackgate.yml` when it exists.",
    variable: "CONFIG",
    kind: PATH,
    default: "",
    doc: "settings file (default: <workdir>/stackgate.yml)",
    pipeDoc: "A stackgate.yml to read settings from; empty means `<WORKDIR>/stackgate.yml` when it exists."
  }
];

// src/model/change.ts
var ENGINE_NAMES = ["terraform", "tofu", "pulumi"];
var ENGINE_LABELS = {
  terraform: "Terraform",
  tofu: "OpenTofu",
  pulumi: "Pulumi"
};
function describeLocation(diagnostic) {
  const at = diagnostic.location;
  if (at === void 0) return "";
  return `on ${at.file} line ${at.line}${at.context ? `, in ${at.context}` : ""}`;
}
function describeDiagnostic(diagnostic) {
  const where = describeLocation(diagnostic);
  const head = where === "" ? diagnostic.summary : `${diagnostic.summary} (${where})`;
  return [head, diagnostic.detail].filter(Boolean).join(": ");
}
function emptyChangeSet(engine, errored) {
  return {
    engine,
    engineVersion: "",
    resources: [],
    drift: [],
    outputs: [],
    diagnostics: [],
    summary: summarize([], [], []),
    errored
  };
}
function isDestructive(action) {
  return action === "delete" || action === "replace";
}
function summarize(resources, drift, outputs) {
  const summary = {
    create: 0,
    update: 0,
    delete: 0,
    replace: 0,
    read: 0,
    noop: 0,
    move: 0,
    import: 0,
    drift: drift.length,
    outputs: outputs.filter((o) => o.action !== "no-op").length
  };
  for (const r of resources) {
    if (r.action === "no-op") summary.noop += 1;
    else summary[r.action] += 1;
    if (r.movedFrom !== void 0) summary.move += 1;
    if (r.importId !== void 0) summary.import += 1;
  }
  return summary;
}
function hasChanges(changeSet) {
  const s = changeSet.summary;
  return s.create + s.update + s.delete + s.replace + s.move + s.import + s.outputs > 0;
}
var MASKED_OUTPUT = "***";
function outputText(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function maskedOutputs(outputs) {
  return Object.fromEntries(
    outputs.map((o) => [o.name, o.sensitive ? MASKED_OUTPUT : o.value])
  );
}

// src/settings/rows-run.ts
var GITHUB_COMMENT_LIMIT = 65536;
var MIN_LIMIT = 2e3;
var RUN_SETTINGS = [
  {
    key: "engine",
    flag: "engine",
    arg: "NAME",
    env: "ENGINE",
    file: "engine",
    input: "engine",
    inputDoc: "`terraform`, `tofu` or `pulumi` (the engine's CLI must be on PATH).",
    variable: "ENGINE",
    kind: choice(ENGINE_NAMES),
    default: "terraform",
    doc: "terraform | tofu | pulumi",
    pipeDoc: "`terraform`, `tofu` or `pulumi`."
  },
  {
    key: "engineBinary",
    safety: "the executable that runs with the job's secrets",
    flag: "engine-binary",
    arg: "PATH",
    env: "ENGINE_BINARY",
    input: "engine-binary",
    inputDoc: "Binary to run (a name on PATH or a path). Empty means the engine's own name.",
    variable: "ENGINE_BINARY",
    kind: STRING,
    default: "",
    doc: "binary to run (default: the engine name)",
    pipeDoc: "Binary to run (a name on PATH or a path); empty means the engine's own name."
  },
  {
    key: "workdir",
    flag: "workdir",
    short: "C",
    arg: "DIR",
    env: "WORKDIR",
    file: "workdir",
    input: "workdir",
    inputDoc: "Directory of the Terraform/OpenTofu configuration or of the Pulumi project (`Pulumi.yaml`), relative to the workspace.",
    variable: "WORKDIR",
    kind: PATH,
    default: ".",
    doc: "engine project directory",
    pipeDoc: "Directory of the engine project, relative to the clone (`BITBUCKET_CLONE_DIR`)."
  },
  {
    key: "stack",
    flag: "stack",
    short: "s",
    arg: "NAME",
    env: "STACK",
    file: "stack",
    input: "stack",
    inputDoc: "Name of the stack (letters, digits, `.`, `_`, `-`). Keys the PR comment, the journal and the default plan path, so matrix jobs on different stacks never share them. Pulumi: `dev`, `org/dev` or `org/project/dev`, qualified as Pulumi qualifies it.",
    variable: "STACK",
    kind: STRING,
    default: "default",
    doc: "stack name for the comment marker and plan path (Pulumi: dev, org/dev, org/project/dev)",
    pipeDoc: "Stack name; keys the PR comment, the journal and the default plan path."
  },
  {
    key: "workspace",
    safety: "which state the run plans and changes",
    flag: "workspace",
    arg: "NAME",
    env: "WORKSPACE",
    input: "workspace",
    inputDoc: "Terraform/OpenTofu workspace of this stack (passed as `TF_WORKSPACE` to every engine command; the plan record and its digest bind it). Give each stack its own state: a workspace or `backend-config`. Empty means the selected workspace (`default`).",
    variable: "WORKSPACE",
    kind: STRING,
    default: "",
    doc: "Terraform/OpenTofu workspace of this stack (TF_WORKSPACE)",
    pipeDoc: "Terraform/OpenTofu workspace of this stack (`TF_WORKSPACE` for every engine command); bound into the plan record and digest."
  },
  {
    key: "backendConfig",
    safety: "which state the run plans and changes",
    flag: "backend-config",
    arg: "KEY=VALUE|FILE",
    input: "backend-config",
    inputDoc: "Terraform/OpenTofu backend settings of this stack, one `KEY=VALUE` or file per line, passed to `init` as `-backend-config` (with `-reconfigure`), e.g. `key=staging/terraform.tfstate`. Values under a secret's name are redacted everywhere.",
    variable: "BACKEND_CONFIG",
    kind: LIST,
    default: "",
    doc: "backend setting for init (-backend-config; repeatable)",
    pipeDoc: "Terraform/OpenTofu backend settings of this stack, a list of `KEY=VALUE` or files, passed to `init` as `-backend-config`."
  },
  {
    key: "mode",
    flag: "mode",
    arg: "MODE",
    env: "MODE",
    file: "mode",
    input: "mode",
    inputDoc: "What `preview` and `apply` plan: `normal`, `destroy` (everything in the stack) or `refresh` (the state only). `apply` refuses a saved plan made in another mode.",
    variable: "PLAN_MODE",
    kind: choice(PLAN_MODES),
    default: "normal",
    doc: "preview/up: normal | destroy | refresh (state only)",
    pipeDoc: "What `preview`/`up` plan: `normal`, `destroy` (everything) or `refresh` (state only); `up` must use the mode of its preview."
  },
  {
    key: "project",
    flag: "project",
    arg: "NAME",
    env: "PROJECT",
    file: "project",
    input: "project",
    inputDoc: "Project name shown in the comment and part of its key. Empty means the workdir's name.",
    variable: "PROJECT",
    kind: STRING,
    default: "",
    doc: "project name for the comment marker (default: the workdir's name)",
    pipeDoc: "Project name shown in the comment and part of its key; empty means the workdir's name."
  },
  {
    key: "planFile",
    safety: "where stackgate writes its runtime files",
    flag: "plan-file",
    arg: "PATH",
    env: "PLAN_FILE",
    input: "plan-path",
    inputDoc: "Where the saved plan goes (preview) or is read from (up with a digest). Empty means `<workdir>/.stackgate/<stack>.tfplan`; its record is `<plan-path>.stackgate.json`.",
    variable: "PLAN_PATH",
    kind: PATH,
    default: "",
    doc: "saved plan (default: <workdir>/.stackgate/<stack>.tfplan)",
    pipeDoc: "Saved plan file; empty means `<WORKDIR>/.stackgate/<STACK>.tfplan` (its record is `<PLAN_PATH>.stackgate.json`)."
  },
  {
    key: "expectDigest",
    safety: "approval",
    flag: "digest",
    arg: "DIGEST",
    input: "digest",
    inputDoc: "`up` applies only the saved plan whose digest is this (`sha256:\u2026` or the 12-character short form): pass the preview job's `plan-digest` output.",
    variable: "DIGEST",
    kind: { type: "digest" },
    default: "",
    doc: "up: apply only the saved plan with this digest (full or 12-char short)",
    pipeDoc: "`up` applies only the saved plan with this digest (`sha256:\u2026` or the 12-character short form)."
  },
  {
    key: "planKey",
    safety: "the keys that bind the approved plan",
    env: "PLAN_KEY",
    input: "plan-key",
    inputDoc: "Secret (at least 16 characters, e.g. `openssl rand -base64 32` stored as a repository secret) that seals the saved plan: `preview` encrypts the plan file with AES-256-GCM, and `up` applies only a plan it decrypts and authenticates with the same key. Set it on both jobs when the plan is handed over as an artifact: a plan file holds the plan's values, sensitive ones included, in plain text. Without a durable journal store (pg or s3 backend, journal-dir), it also seals a state the backend refused, kept as the workflow artifact `stackgate-errored-state-\u2026` for the next run.",
    variable: "PLAN_KEY",
    kind: { type: "secret", min: 16 },
    default: "",
    doc: "secret (16+ characters) that seals the saved plan",
    pipeDoc: "Secured variable (16+ characters) that seals the saved plan: `preview` encrypts it (AES-256-GCM), `up` applies only a plan it decrypts and authenticates."
  },
  {
    key: "digestSecret",
    safety: "the keys that bind the approved plan",
    env: "DIGEST_SECRET",
    kind: { type: "secret", min: 16 },
    default: "",
    doc: "secret that binds sensitive values into plan digests the same way in every job"
  },
  {
    key: "json",
    flag: "json",
    kind: FLAG,
    default: "false",
    doc: "print one JSON result object on stdout (progress goes to stderr)"
  },
  {
    key: "detailedExitcode",
    flag: "detailed-exitcode",
    kind: FLAG,
    default: "false",
    doc: "preview: exit 2 when the plan has changes"
  },
  {
    key: "commentFile",
    safety: "where stackgate writes its runtime files",
    flag: "comment-file",
    arg: "PATH",
    env: "COMMENT_FILE",
    kind: PATH,
    default: "",
    doc: "write the rendered PR comment markdown here (recover: the comment after recovery)"
  },
  {
    key: "commentLimit",
    flag: "comment-limit",
    arg: "N",
    env: "COMMENT_LIMIT",
    file: "comment-limit",
    kind: { type: "integer", min: MIN_LIMIT, max: 1048576 },
    default: String(GITHUB_COMMENT_LIMIT),
    doc: "maximum comment size in characters"
  },
  {
    key: "lockTimeout",
    flag: "lock-timeout",
    arg: "DUR",
    env: "LOCK_TIMEOUT",
    file: "lock-timeout",
    input: "lock-timeout",
    inputDoc: "How long the engine waits for the state lock (Terraform `-lock-timeout`), e.g. `0s`, `30s`, `5m`.",
    variable: "LOCK_TIMEOUT",
    kind: { type: "duration", example: "0s, 30s or 5m", keep: "text" },
    default: "0s",
    doc: "how long the engine waits for the state lock",
    pipeDoc: "How long the engine waits for the state lock, e.g. `30s`."
  },
  {
    key: "dependsOn",
    file: "depends-on",
    kind: LIST,
    default: "",
    doc: "stacks: the stack directories (relative to the stacks root) this one depends on"
  },
  {
    key: "allStacks",
    flag: "all-stacks",
    env: "ALL_STACKS",
    input: "all-stacks",
    inputDoc: "`command: drift`: `true` checks every stack under `workdir` (as `command: stacks` lists them), not `workdir` alone.",
    variable: "ALL_STACKS",
    pipeDoc: "`COMMAND: drift`: `true` checks every stack under `WORKDIR` (as `COMMAND: stacks` lists them), not `WORKDIR` alone.",
    kind: FLAG,
    default: "",
    doc: "drift: check every stack under -C (as `stackgate stacks` lists them)"
  },
  {
    key: "concurrency",
    flag: "concurrency",
    arg: "N",
    env: "CONCURRENCY",
    file: "concurrency",
    input: "concurrency",
    inputDoc: "`command: drift` with `all-stacks`: how many stacks are checked at once (1 to 64; default 4).",
    variable: "CONCURRENCY",
    pipeDoc: "`COMMAND: drift` with `ALL_STACKS`: how many stacks are checked at once (1 to 64).",
    kind: { type: "integer", min: 1, max: 64 },
    default: "4",
    doc: "drift: how many stacks are checked at once"
  },
  {
    key: "driftReport",
    flag: "report",
    arg: "WHERE",
    env: "DRIFT_REPORT",
    file: "drift-report",
    input: "drift-report",
    inputDoc: "`command: drift`: `github-issues` also keeps one issue per drifted stack (and per failed check) with `github-token` (needs `issues: write`); `none`: the job summary and the log only.",
    variable: "DRIFT_REPORT",
    pipeDoc: "`COMMAND: drift`: `code-insights` writes a Code Insights report on the pipeline's commit (one annotation per stack not in sync); `github-issues` keeps GitHub issues (GITHUB_TOKEN, GITHUB_REPOSITORY); `none`: the log only.",
    kind: choice(DRIFT_REPORTS),
    default: "none",
    doc: "drift: also report as issues (github-issues: GITHUB_TOKEN, GITHUB_REPOSITORY; gitlab-issues: GITLAB_TOKEN in a GitLab job) or, in the Pipe, a Code Insights report (code-insights)"
  },
  {
    key: "driftIssueCap",
    flag: "drift-issue-cap",
    arg: "N",
    env: "DRIFT_ISSUE_CAP",
    file: "drift-issue-cap",
    input: "drift-issue-cap",
    inputDoc: "`drift-report: github-issues`: the most open drift issues; beyond it no new issue is opened (existing ones are still updated and closed). Default 20.",
    kind: { type: "integer", min: 1, max: 500 },
    default: "20",
    doc: "drift: most open drift issues; beyond it no new one is filed"
  }
];

// src/settings/schema.ts
var SETTINGS = [...RUN_SETTINGS, ...RECOVERY_SETTINGS];
var COMMAND_LINE_FLAGS = [
  {
    key: "approve",
    flag: "yes",
    short: "y",
    kind: FLAG,
    default: "",
    doc: "up: apply without asking"
  },
  {
    key: "approve",
    flag: "approve",
    kind: FLAG,
    default: "",
    doc: "up: ask on the terminal before applying"
  },
  {
    key: "mrApprovals",
    flag: "mr-approvals",
    arg: "N",
    kind: { type: "integer", min: 1, max: 100 },
    default: "",
    doc: "up on GitLab: apply only after N people other than the author approved the MR after its plan was published"
  },
  { key: "help", flag: "help", short: "h", kind: FLAG, default: "", doc: "this text" },
  { key: "version", flag: "version", short: "V", kind: FLAG, default: "", doc: "the version" }
];
var APPROVAL_STEP_KEYS = {
  approve: "the command line (--yes, --approve or --digest)",
  "mr-approvals": "the command line (--mr-approvals, the GitLab component's input approval)",
  approval: "Action input approval or Pipe variable APPROVAL",
  "required-approvals": "Action input required-approvals or Pipe variable REQUIRED_APPROVALS",
  "approval-wait": "Action input approval-wait or Pipe variable APPROVAL_WAIT",
  approvers: "Pipe variable APPROVERS"
};
function safetyRows() {
  return SETTINGS.filter((row) => row.safety !== void 0);
}
function safeSourcesOf(row) {
  const sources = [
    row.flag === void 0 ? void 0 : `--${row.flag}`,
    row.env === void 0 ? void 0 : `environment variable STACKGATE_${row.env}`,
    row.input === void 0 ? void 0 : `Action input ${row.input}`,
    row.variable === void 0 ? void 0 : `Pipe variable ${row.variable}`
  ].filter((s) => s !== void 0);
  return sources.length > 1 ? `${sources.slice(0, -1).join(", ")} or ${sources[sources.length - 1] ?? ""}` : sources[0] ?? "the pipeline definition";
}
function safetyFileNames() {
  const kebab = (name) => name.toLowerCase().replace(/_/g, "-");
  const names = /* @__PURE__ */ new Map();
  for (const row of safetyRows()) {
    for (const name of [row.flag, row.input, row.variable, row.env]) {
      if (name !== void 0) names.set(kebab(name), row);
    }
  }
  return names;
}
function rowsOf(source) {
  return SETTINGS.filter((row) => row[source] !== void 0);
}

// src/settings/hosts.ts
function inputEnvName(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
var CORE_BOOLEANS = { true: /^(true|True|TRUE)$/, false: /^(false|False|FALSE)$/ };
function withReaders(source, words) {
  const { scalar, term } = source;
  return {
    ...source,
    boolean: (name, fallback) => {
      const value = scalar(name);
      return value === void 0 ? fallback : parseBoolean(term(name), value, words);
    },
    integer: (name, fallback, min, max) => {
      const value = scalar(name);
      return value === void 0 ? fallback : parseInteger(term(name), value, min, max);
    },
    choice: (name, fallback, choices) => parseChoice(term(name), scalar(name) ?? fallback, choices),
    duration: (name, rule) => {
      const value = scalar(name);
      return value === void 0 ? void 0 : parseDuration(term(name), value, rule);
    }
  };
}
function actionInputs(env) {
  const scalar = (name) => {
    const value = env[inputEnvName(name)]?.trim();
    return value === void 0 || value === "" ? void 0 : value;
  };
  return withReaders(
    {
      column: "input",
      term: (name) => `input ${name}`,
      scalar,
      list: (name) => (scalar(name) ?? "").split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "")
    },
    CORE_BOOLEANS
  );
}
function pipeVariables(env) {
  return withReaders(
    {
      column: "variable",
      term: (name) => `variable ${name}`,
      scalar: (name) => pipeScalar(env, name),
      list: (name) => pipeList(env, name)
    },
    ANY_CASE_BOOLEANS
  );
}
function pipeScalar(env, name) {
  if (env[`${name}_COUNT`] !== void 0 && env[name] === void 0) {
    throw usageError(
      `variable ${name}: expected a single value, got a list (${name}_COUNT=${env[`${name}_COUNT`]}). Write it as ${name}: 'value'.`
    );
  }
  const value = env[name]?.trim();
  return value === void 0 || value === "" ? void 0 : value;
}
function pipeList(env, name) {
  const count = env[`${name}_COUNT`]?.trim();
  if (count === void 0 || count === "") {
    if (env[name] !== void 0 && env[name]?.trim() !== "") {
      throw usageError(
        `variable ${name}: expected a list, e.g. ${name}: ['first', 'second'] (passed as ${name}_COUNT and ${name}_0, ${name}_1, \u2026), got a single value.`
      );
    }
    return [];
  }
  if (!/^\d{1,4}$/.test(count)) {
    throw usageError(
      `variable ${name}_COUNT: expected the number of items of list ${name}, got "${count}".`
    );
  }
  const items = [];
  for (let i = 0; i < Number(count); i += 1) {
    const item = env[`${name}_${i}`];
    if (item === void 0) {
      throw usageError(`variable ${name}: ${name}_COUNT is ${count}, but ${name}_${i} is missing.`);
    }
    if (item.trim() !== "") items.push(item.trim());
  }
  return items;
}
function assertKnownInputs(env, actionOnly) {
  const names = [...rowsOf("input").map((row) => row.input ?? ""), ...actionOnly];
  const declared = new Set(names.map(inputEnvName));
  for (const key of Object.keys(env).sort()) {
    if (!key.startsWith("INPUT_") || declared.has(key)) continue;
    const given = key.slice("INPUT_".length).toLowerCase();
    const near = nearestName(given, names);
    const hint = near === void 0 ? `Its inputs are: ${names.join(", ")}.` : `Did you mean ${near}?`;
    throw usageError(
      `input ${given}: stackgate has no such input (the step's with: set ${key}). ${hint} Fix or remove it under the step's with:.`
    );
  }
}
function listBase(name) {
  return /^(.+)_(COUNT|\d+)$/.exec(name)?.[1];
}
function assertNoMisspeltVariables(env, known) {
  const names = new Set(known);
  for (const key of Object.keys(env).sort()) {
    if (names.has(key)) continue;
    const base = listBase(key);
    if (base !== void 0 && names.has(base)) continue;
    const near = nearestName(key, names) ?? (base === void 0 ? void 0 : nearestName(base, names));
    if (near === void 0) continue;
    throw usageError(
      `variable ${key}: the pipe has no such variable. Did you mean ${near}? Fix its name under the pipe's variables: (names are upper case, words joined with _).`
    );
  }
}

// src/settings/context.ts
import path from "node:path";

// src/platform/bitbucket-platform.ts
var bitbucket = {
  name: "bitbucket",
  detects: (env) => env.BITBUCKET_BUILD_NUMBER !== void 0,
  readRun: (env) => ({
    runId: env.BITBUCKET_PIPELINE_UUID ?? env.BITBUCKET_BUILD_NUMBER,
    index: env.BITBUCKET_PARALLEL_STEP,
    runUrl: env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER ? `${env.BITBUCKET_GIT_HTTP_ORIGIN}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}` : void 0,
    commit: env.BITBUCKET_COMMIT,
    checkoutDir: env.BITBUCKET_CLONE_DIR
  }),
  defaultStopTimeoutMs: 2e4,
  fullDiffAt: "this step's log",
  flavor: "bitbucket"
};

// src/platform/github-platform.ts
var github = {
  name: "github",
  detects: (env) => env.GITHUB_ACTIONS === "true",
  readRun: (env) => {
    const server = env.GITHUB_SERVER_URL ?? "https://github.com";
    return {
      runId: env.GITHUB_RUN_ID,
      attempt: env.GITHUB_RUN_ATTEMPT,
      job: env.GITHUB_JOB,
      runUrl: env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : void 0,
      commit: env.GITHUB_SHA,
      checkoutDir: env.GITHUB_WORKSPACE
    };
  },
  // The runner's SIGTERM comes 7.5 s after its SIGINT (docs/ARCHITECTURE.md, "Signal timeline").
  defaultStopTimeoutMs: 6e3,
  fullDiffAt: "the job summary and this step's log",
  flavor: "github"
};

// src/platform/gitlab-platform.ts
var gitlab = {
  name: "gitlab",
  detects: (env) => env.GITLAB_CI === "true",
  readRun: (env) => ({
    runId: env.CI_PIPELINE_ID,
    // A GitLab retry is a new job (a new CI_JOB_ID) in the same pipeline, never a second
    // attempt of one: the attempt is always 1 and the job id tells retries apart (and is what
    // the API's job liveness asks for, platforms/gitlab/client.ts).
    attempt: "1",
    job: env.CI_JOB_ID,
    // Set for `parallel:` and `parallel:matrix` jobs only (1-based).
    index: env.CI_NODE_INDEX,
    runUrl: env.CI_JOB_URL,
    commit: env.CI_COMMIT_SHA,
    checkoutDir: env.CI_PROJECT_DIR
  }),
  // The runner sends SIGTERM on cancel/timeout and SIGKILL 10 s later (a fixed grace; shell
  // executor since gitlab-runner!3906, docker's in-container stop likewise): escalate well
  // before it, as on GitHub (docs/ARCHITECTURE.md, "How CI platforms stop a step").
  defaultStopTimeoutMs: 6e3,
  fullDiffAt: "this job's log",
  // GitLab renders `<details>` and drops HTML comments, as GitHub does.
  flavor: "github"
};

// src/platform/registry.ts
var CI_PLATFORMS = [github, bitbucket, gitlab];
var PLATFORM_NAMES = [
  "local",
  ...CI_PLATFORMS.map((platform) => platform.name)
];
function detectPlatform(env) {
  return CI_PLATFORMS.find((platform) => platform.detects(env)) ?? null;
}
function platformNamed(name) {
  return CI_PLATFORMS.find((platform) => platform.name === name) ?? null;
}
function workdirRootOf(env) {
  for (const platform of CI_PLATFORMS) {
    const root = platform.readRun(env).checkoutDir;
    if (root !== void 0) return root;
  }
  return void 0;
}

// src/settings/context.ts
var SECRET_ENV_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|ACCESS_KEY|AUTH)/i;
function collectSecrets(env) {
  const secrets = /* @__PURE__ */ new Set();
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0 || value.length < 4) continue;
    if (name === "STACKGATE_SECRETS") {
      for (const line of value.split("\n")) if (line.trim().length >= 4) secrets.add(line.trim());
    } else if (SECRET_ENV_NAME.test(name)) {
      secrets.add(value);
    }
  }
  return [...secrets];
}
function detectRunContext(env) {
  const platform = detectPlatform(env);
  return platform === null ? { platform: "local" } : withDefined(platform.name, platform.readRun(env));
}
function withDefined(platform, run) {
  const result = { platform };
  if (run.runId) result.runId = run.runId;
  if (run.attempt) result.attempt = run.attempt;
  if (run.job) result.job = run.job;
  if (run.index) result.index = run.index;
  if (run.runUrl) result.runUrl = run.runUrl;
  if (run.commit) result.commit = run.commit;
  if (run.checkoutDir) result.checkoutDir = path.resolve(run.checkoutDir);
  return result;
}

// src/settings/sources.ts
import path2 from "node:path";
import { parseArgs as parseArgs2 } from "node:util";

// src/settings/command-line.ts
import { parseArgs } from "node:util";
var HELP_HINT = "Run `stackgate --help` for the commands and flags.";
var COMMAND_SYNONYMS = {
  plan: "preview",
  diff: "preview",
  deploy: "up",
  destroy: "preview --mode destroy, then up",
  refresh: "preview --mode refresh, then up",
  show: "status",
  state: "status",
  "force-unlock": "unlock",
  cancel: "unlock",
  repair: "recover"
};
var FLAG_SYNONYMS = {
  dir: "workdir",
  directory: "workdir",
  chdir: "workdir",
  cwd: "workdir",
  cd: "workdir",
  "working-dir": "workdir",
  "working-directory": "workdir",
  out: "plan-file",
  plan: "plan-file",
  "plan-path": "plan-file",
  "auto-approve": "yes",
  "var-files": "var-file",
  vars: "var",
  destroy: "mode",
  "refresh-only": "mode"
};
var COMMAND_ALIASES = { apply: "up" };
var FLAG_ROWS = [
  ...SETTINGS.filter((row) => row.flag !== void 0),
  ...COMMAND_LINE_FLAGS
];
function shownFlag(row) {
  return row.short === void 0 ? `--${row.flag ?? ""}` : `-${row.short}/--${row.flag ?? ""}`;
}
function rowOfFlag(name) {
  return FLAG_ROWS.find((row) => row.flag === name);
}
function suggestFlag(name) {
  const short = FLAG_ROWS.find(
    (row2) => name.length === 1 && row2.short?.toLowerCase() === name.toLowerCase()
  );
  if (short !== void 0) return ` Did you mean ${shownFlag(short)}?`;
  const synonym = FLAG_SYNONYMS[name];
  if (synonym === "mode") return ` Did you mean --mode ${name.replace(/-only$/, "")}?`;
  const known = synonym ?? nearestName(
    name,
    FLAG_ROWS.map((row2) => row2.flag ?? "")
  );
  const row = known === void 0 ? void 0 : rowOfFlag(known);
  return row === void 0 ? "" : ` Did you mean ${shownFlag(row)}?`;
}
function checkCommandLine(argv, options) {
  const { tokens } = parseArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true
  });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const row = rowOfFlag(token.name);
    if (row === void 0) {
      throw usageError(`unknown flag ${token.rawName}.${suggestFlag(token.name)} ${HELP_HINT}`);
    }
    const takesValue = row.kind.type !== "flag";
    const usage = `${token.rawName} ${row.arg ?? "VALUE"}`;
    if (takesValue && token.value === void 0) {
      throw usageError(`${token.rawName} needs a value: ${usage}.`);
    }
    if (takesValue && !token.inlineValue && token.value?.startsWith("-")) {
      throw usageError(
        `${token.rawName} needs a value, got the flag "${token.value}" after it: ${usage}. A value that starts with "-" goes as --${row.flag ?? ""}=${token.value}.`
      );
    }
    if (!takesValue && token.value !== void 0) {
      throw usageError(`${token.rawName} takes no value, got "${token.rawName}=${token.value}".`);
    }
  }
}
function parseCommandWord(value) {
  const expected = `expected one of ${[...COMMANDS, "apply"].join(", ")}`;
  if (value === void 0) {
    throw usageError(
      `no command given: ${expected} (e.g. stackgate preview -C infra). ${HELP_HINT}`
    );
  }
  const alias = COMMAND_ALIASES[value];
  if (alias !== void 0) return alias;
  if (COMMANDS.includes(value)) return value;
  const near = COMMAND_SYNONYMS[value.toLowerCase()] ?? nearestName(value, [...COMMANDS, "apply"]);
  const hint = near === void 0 ? "" : ` Did you mean ${near}?`;
  throw usageError(`unknown command "${value}": ${expected}.${hint} ${HELP_HINT}`);
}

// src/settings/env-names.ts
var ENV_PREFIX = "STACKGATE_";
var READ_NAMES = {
  STACKGATE_SECRETS: "extra values to redact, one per line (settings/context.ts)",
  STACKGATE_APPROVE: "refused with its own message: approval is never read from the environment"
};
var STEP_OUTPUT_NAMES = [
  "outcome",
  "exit-code",
  "has-changes",
  "create",
  "update",
  "delete",
  "replace",
  "plan-digest",
  "plan-path",
  "comment-url",
  "recovered",
  "outputs",
  "added",
  "changed",
  "destroyed",
  "tainted"
];
var PIPE_OUTPUT_NAMES = [
  ...STEP_OUTPUT_NAMES,
  "matrix",
  "waves",
  "wave-count",
  "stack-count",
  "stacks",
  "deleted"
];
var STACK_OUTPUT_VARIABLE_PREFIX = "STACKGATE_OUTPUT_";
var HARNESS_NAMES = [
  "STACKGATE_TEST_DIST",
  "STACKGATE_TEST_HOSTNAME",
  "STACKGATE_REQUIRE_ENGINES",
  "STACKGATE_ENGINES_DIR",
  "STACKGATE_BUILD_ENGINES",
  "STACKGATE_CI_ISOLATED",
  "STACKGATE_PG_USER",
  "STACKGATE_PG_BIN",
  "STACKGATE_BITBUCKET_TOKEN",
  "STACKGATE_CHAOS_SEED",
  "STACKGATE_CHAOS_MID_SHARE",
  "STACKGATE_CHAOS_VERBOSE",
  "STACKGATE_CHAOS_KEEP",
  "STACKGATE_CHAOS_ONLY",
  "STACKGATE_CHAOS_TRIALS",
  "STACKGATE_CHAOS_TRIAL",
  "STACKGATE_PULUMI_CHAOS_SEED",
  "STACKGATE_PULUMI_CHAOS_ONLY",
  "STACKGATE_PULUMI_CHAOS_TRIALS",
  "STACKGATE_PULUMI_REAL_CHAOS_SEED",
  "STACKGATE_PULUMI_REAL_CHAOS_ONLY",
  "STACKGATE_PULUMI_REAL_CHAOS_TRIALS",
  "STACKGATE_PULUMI_S3_CHAOS_SEED",
  "STACKGATE_PULUMI_S3_CHAOS_ONLY",
  "STACKGATE_PULUMI_S3_CHAOS_TRIALS",
  "STACKGATE_PULUMI_PG_CHAOS_SEED",
  "STACKGATE_PULUMI_PG_CHAOS_ONLY",
  "STACKGATE_PULUMI_PG_CHAOS_TRIALS",
  "STACKGATE_TOFU_CHAOS_TRIALS",
  "STACKGATE_BENCH_RUN",
  "STACKGATE_SLOW_PRINT",
  "STACKGATE_PRINT_LOCK_ERRORS",
  "STACKGATE_PRINT_TRACE",
  "STACKGATE_POST_VERBOSE",
  "STACKGATE_PIPE_STOP_SEED",
  "STACKGATE_PIPE_STOP_VERBOSE",
  "STACKGATE_MATRIX_TRACE",
  "STACKGATE_MATRIX_VERBOSE"
];
function settingNames() {
  return rowsOf("env").map((row) => `${ENV_PREFIX}${row.env ?? ""}`);
}
function knownNames() {
  const outputs = PIPE_OUTPUT_NAMES.map(
    (name) => `${ENV_PREFIX}${name.toUpperCase().replaceAll("-", "_")}`
  );
  return /* @__PURE__ */ new Set([...settingNames(), ...Object.keys(READ_NAMES), ...outputs, ...HARNESS_NAMES]);
}
function assertKnownEnvironment(env) {
  const known = knownNames();
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith(ENV_PREFIX) || known.has(name)) continue;
    if (name.startsWith(STACK_OUTPUT_VARIABLE_PREFIX)) continue;
    const near = nearestName(name, settingNames()) ?? nearestName(name, Object.keys(READ_NAMES));
    const hint = near === void 0 ? `The STACKGATE_* variables stackgate reads are: ${settingNames().join(", ")}, STACKGATE_SECRETS.` : `Did you mean ${near}?`;
    throw usageError(
      `environment variable ${name} is set, but stackgate has no such variable, and would ignore it. ${hint} Fix its name or unset it.`
    );
  }
}

// src/settings/sources.ts
function flagOption(row) {
  const short = row.short === void 0 ? {} : { short: row.short };
  if (row.kind.type === "flag") return { type: "boolean", ...short };
  return { type: "string", ...short, ...row.kind.type === "list" ? { multiple: true } : {} };
}
var FLAG_OPTIONS = {
  ...Object.fromEntries(
    rowsOf("flag").map((row) => [row.flag ?? "", flagOption(row)])
  ),
  ...Object.fromEntries(
    COMMAND_LINE_FLAGS.map((row) => [row.flag ?? "", flagOption(row)])
  )
};
function put(raw, key, term, value) {
  if (value === void 0 || value === "" || Array.isArray(value) && value.length === 0) return;
  raw[key] = { value, term };
}
function readFlags(argv) {
  checkCommandLine(argv, FLAG_OPTIONS);
  let parsed;
  try {
    parsed = parseArgs2({ args: [...argv], options: FLAG_OPTIONS, allowPositionals: true });
  } catch (error) {
    const reason = messageOf(error);
    throw usageError(`${reason}. Run \`stackgate --help\` for the list of flags.`, error);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    throw usageError(
      `expected one command, got ${positionals.length}: ${positionals.map((p) => `"${p}"`).join(" ")}. Flags take their value as --flag=value or --flag value.`
    );
  }
  const raw = {};
  put(
    raw,
    "command",
    "command",
    values.help ? "help" : values.version ? "version" : positionals[0]
  );
  if (values.approve && values.yes) {
    throw usageError("--approve and --yes exclude each other: --approve asks, --yes does not.");
  }
  if (values.approve) put(raw, "approve", "--approve", "prompt");
  if (values.yes) put(raw, "approve", "--yes", "yes");
  const mrApprovals = values["mr-approvals"];
  if (typeof mrApprovals === "string") put(raw, "mrApprovals", "--mr-approvals", mrApprovals);
  for (const row of rowsOf("flag")) {
    const value = values[row.flag ?? ""];
    const term = `--${row.flag ?? ""}`;
    if (row.kind.type === "digest" && value === "") raw[row.key] = { value, term };
    else if (typeof value === "string" || typeof value === "boolean")
      put(raw, row.key, term, value);
    else if (Array.isArray(value)) put(raw, row.key, term, value.map(String));
  }
  return raw;
}
function readEnvironment(env) {
  assertKnownEnvironment(env);
  const raw = {};
  const approve = env.STACKGATE_APPROVE?.trim();
  if (approve !== void 0 && approve !== "") {
    throw usageError(
      `environment variable STACKGATE_APPROVE is set ("${approve}"), but approval is not read from the environment: a change to the repository (a workflow file, an .env) could switch it on. Remove STACKGATE_APPROVE and pass --yes, --approve or --digest on the command line (the Action and the Pipe: their approval input/variable).`
    );
  }
  for (const row of rowsOf("env")) {
    const name = `STACKGATE_${row.env ?? ""}`;
    const term = `environment variable ${name}`;
    const value = row.kind.type === "secret" ? env[name] : env[name]?.trim();
    if (row.kind.type === "flag") {
      if (value && parseBoolean(term, value, ANY_CASE_BOOLEANS)) put(raw, row.key, term, true);
    } else put(raw, row.key, term, value);
  }
  return raw;
}
function readHost(source) {
  const raw = {};
  for (const row of rowsOf(source.column)) {
    const name = row[source.column] ?? "";
    const term = source.term(name);
    if (row.kind.type === "list") put(raw, row.key, term, source.list(name));
    else if (row.kind.type === "flag") {
      if (source.boolean(name, false)) put(raw, row.key, term, true);
    } else put(raw, row.key, term, source.scalar(name));
  }
  return raw;
}
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `${typeof value} ${JSON.stringify(value)}`;
}
function safetyRefusal(file, key) {
  const name = path2.basename(file);
  const approval = Object.hasOwn(APPROVAL_STEP_KEYS, key) ? APPROVAL_STEP_KEYS[key] : void 0;
  const row = safetyFileNames().get(key);
  if (approval === void 0 && row === void 0) return null;
  const decides = row?.safety ?? "approval";
  const instead = approval ?? (row ? safeSourcesOf(row) : "");
  return `config file "${file}": "${key}" cannot be set in a file: it decides ${decides}, and a pull request can change ${name}. Set it in the pipeline definition instead (${instead}) and remove "${key}" from ${name}.`;
}
function readConfigDocument(file, document) {
  if (document === null || document === void 0) return {};
  if (typeof document !== "object" || Array.isArray(document)) {
    throw usageError(
      `config file "${file}": expected a mapping of settings (e.g. "stack: prod"), got ${describe(document)}.`
    );
  }
  const keys = new Map(rowsOf("file").map((row) => [row.file ?? "", row]));
  const raw = {};
  for (const [key, value] of Object.entries(document)) {
    const refusal = safetyRefusal(file, key);
    if (refusal !== null) throw usageError(refusal);
    const row = keys.get(key);
    if (row === void 0) {
      throw usageError(
        `config file "${file}": unknown setting "${key}". Known settings: ${[...keys.keys()].join(", ")}.`
      );
    }
    const term = `${path2.basename(file)} key ${key}`;
    if (row.kind.type === "list") {
      if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
        throw usageError(
          `config file "${file}": "${key}" must be a list of strings, got ${describe(value)}.`
        );
      }
      raw[row.key] = { value, term };
    } else if (typeof value === "string" || typeof value === "number") {
      raw[row.key] = { value: String(value), term };
    } else {
      throw usageError(`config file "${file}": "${key}" must be a string, got ${describe(value)}.`);
    }
  }
  return raw;
}

export {
  EXIT,
  StackgateError,
  quoteExcerpt,
  messageOf,
  APPROVE_MODES,
  RECOVERY_POLICIES,
  ORPHAN_POLICIES,
  PENDING_CREATES_POLICIES,
  STATE_DIGEST_POLICIES,
  PLAN_MODES,
  DRIFT_REPORTS,
  bitbucket,
  github,
  PLATFORM_NAMES,
  platformNamed,
  workdirRootOf,
  SECRET_ENV_NAME,
  collectSecrets,
  detectRunContext,
  usageError,
  parseChoice,
  parseInteger,
  parseDuration,
  parseDigest,
  parseSecret,
  parseVar,
  parseStackName,
  parsePullRequest,
  ENGINE_NAMES,
  ENGINE_LABELS,
  describeLocation,
  describeDiagnostic,
  emptyChangeSet,
  isDestructive,
  summarize,
  hasChanges,
  outputText,
  maskedOutputs,
  GITHUB_COMMENT_LIMIT,
  MIN_LIMIT,
  SETTINGS,
  rowsOf,
  inputEnvName,
  actionInputs,
  pipeVariables,
  assertKnownInputs,
  assertNoMisspeltVariables,
  parseCommandWord,
  STEP_OUTPUT_NAMES,
  FLAG_OPTIONS,
  readFlags,
  readEnvironment,
  readHost,
  readConfigDocument
};
