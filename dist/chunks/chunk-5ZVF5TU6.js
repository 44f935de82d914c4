#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  EXIT,
  StackgateError,
  messageOf,
  quoteExcerpt
} from "./chunk-KVWGJ5LG.js";

// src/settings/choices.ts
var COMMANDS = [
  "preview",
  "up",
  "recover",
  "status",
  "unlock",
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
var PLATFORMS = ["local", "github", "bitbucket"];

// src/settings/context.ts
import path from "node:path";
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
  if (env.GITHUB_ACTIONS === "true") {
    const server = env.GITHUB_SERVER_URL ?? "https://github.com";
    const runUrl = env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : void 0;
    return withDefined({
      platform: "github",
      runId: env.GITHUB_RUN_ID,
      runUrl,
      commit: env.GITHUB_SHA,
      checkoutDir: env.GITHUB_WORKSPACE
    });
  }
  if (env.BITBUCKET_BUILD_NUMBER !== void 0) {
    const runUrl = env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER ? `${env.BITBUCKET_GIT_HTTP_ORIGIN}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}` : void 0;
    return withDefined({
      platform: "bitbucket",
      runId: env.BITBUCKET_PIPELINE_UUID ?? env.BITBUCKET_BUILD_NUMBER,
      runUrl,
      commit: env.BITBUCKET_COMMIT,
      checkoutDir: env.BITBUCKET_CLONE_DIR
    });
  }
  return { platform: "local" };
}
function withDefined(context) {
  const result = { platform: context.platform };
  if (context.runId) result.runId = context.runId;
  if (context.runUrl) result.runUrl = context.runUrl;
  if (context.commit) result.commit = context.commit;
  if (context.checkoutDir) result.checkoutDir = path.resolve(context.checkoutDir);
  return result;
}

// src/settings/read.ts
function usageError(message, cause) {
  return new StackgateError(message, EXIT.usage, cause === void 0 ? void 0 : { cause });
}
function parseChoice(term, value, choices2) {
  if (choices2.includes(value)) return value;
  throw usageError(`${term}: expected one of ${choices2.join(", ")}, got "${value}".`);
}
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
    flag: "recovery",
    arg: "POLICY",
    env: "RECOVERY",
    file: "recovery",
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
    flag: "orphans",
    arg: "POLICY",
    env: "ORPHANS",
    file: "orphans",
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
    flag: "pending-creates",
    arg: "P",
    env: "PENDING_CREATES",
    file: "pending-creates",
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
    flag: "state-digest",
    arg: "P",
    env: "STATE_DIGEST",
    file: "state-digest",
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
    flag: "stale-after",
    arg: "DUR",
    env: "STALE_AFTER",
    file: "stale-after",
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
    flag: "journal-dir",
    arg: "DIR",
    env: "JOURNAL_DIR",
    file: "journal-dir",
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
    flag: "engine-binary",
    arg: "PATH",
    env: "ENGINE_BINARY",
    file: "engine-binary",
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
    flag: "plan-file",
    arg: "PATH",
    env: "PLAN_FILE",
    file: "plan-file",
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
    env: "PLAN_KEY",
    input: "plan-key",
    inputDoc: "Secret (at least 16 characters, e.g. `openssl rand -base64 32` stored as a repository secret) that seals the saved plan: `preview` encrypts the plan file with AES-256-GCM, and `up` applies only a plan it decrypts and authenticates with the same key. Set it on both jobs when the plan is handed over as an artifact: a plan file holds the plan's values, sensitive ones included, in plain text.",
    variable: "PLAN_KEY",
    kind: { type: "secret", min: 16 },
    default: "",
    doc: "secret (16+ characters) that seals the saved plan",
    pipeDoc: "Secured variable (16+ characters) that seals the saved plan: `preview` encrypts it (AES-256-GCM), `up` applies only a plan it decrypts and authenticates."
  },
  {
    key: "digestSecret",
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
    flag: "comment-file",
    arg: "PATH",
    env: "COMMENT_FILE",
    file: "comment-file",
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
  { key: "help", flag: "help", short: "h", kind: FLAG, default: "", doc: "this text" },
  { key: "version", flag: "version", short: "V", kind: FLAG, default: "", doc: "the version" }
];
function rowsOf(source) {
  return SETTINGS.filter((row) => row[source] !== void 0);
}

// src/settings/hosts.ts
function inputEnvName(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
var CORE_BOOLEANS = { true: /^(true|True|TRUE)$/, false: /^(false|False|FALSE)$/ };
var ANY_CASE_BOOLEANS = { true: /^true$/i, false: /^false$/i };
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
    choice: (name, fallback, choices2) => parseChoice(term(name), scalar(name) ?? fallback, choices2),
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
  const raw = {};
  const approve = env.STACKGATE_APPROVE?.trim();
  if (approve !== void 0 && approve !== "") {
    throw usageError(
      `environment variable STACKGATE_APPROVE is set ("${approve}"), but approval is not read from the environment: a change to the repository (a workflow file, an .env) could switch it on. Remove STACKGATE_APPROVE and pass --yes, --approve or --digest on the command line (the Action and the Pipe: their approval input/variable).`
    );
  }
  for (const row of rowsOf("env")) {
    const name = `STACKGATE_${row.env ?? ""}`;
    const value = row.kind.type === "secret" ? env[name] : env[name]?.trim();
    put(raw, row.key, `environment variable ${name}`, value);
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
    if (key === "approve") {
      throw usageError(
        `config file "${file}": "approve" cannot be set in a file: approval comes only from the command line (--yes, --approve or --digest) or the step's approval input/variable, because a pull request can change this file. Remove "approve" from ${path2.basename(file)}.`
      );
    }
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

// src/locks/liveness.ts
import { readFileSync } from "node:fs";
function isPidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  return !isZombie(pid);
}
function isZombie(pid) {
  try {
    const stat2 = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat2.slice(stat2.lastIndexOf(")") + 2, stat2.lastIndexOf(")") + 3) === "Z";
  } catch {
    return false;
  }
}
var UNKNOWN_RUN_LIVENESS = {
  runState: () => Promise.resolve("unknown")
};
function isEngineProcess(pid, binary, readCmdline = readProcCmdline) {
  const cmdline = readCmdline(pid);
  if (cmdline === null) return false;
  const name = binary.split("/").pop() ?? binary;
  return cmdline.split("\0").slice(0, 2).some((arg) => (arg.split("/").pop() ?? "") === name);
}
function readProcCmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
}

// src/files/within.ts
import path3 from "node:path";
function pathWithin(root, dir) {
  if (dir !== root && !dir.startsWith(`${root}${path3.sep}`)) return void 0;
  return path3.relative(root, dir).split(path3.sep).join("/") || ".";
}

// src/lifecycle/plan-artifact.ts
import { readFileSync as readFileSync2 } from "node:fs";

// src/files/atomic-file.ts
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path4 from "node:path";
function writeFileAtomically(file, text) {
  mkdirSync(path4.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

// src/lifecycle/plan-artifact.ts
function engineMode(mode) {
  return mode === "refresh" ? "refresh-only" : mode;
}
function planRecordPath(planFile) {
  return `${planFile}.stackgate.json`;
}
function writePlanRecord(record) {
  const file = planRecordPath(record.planFile);
  writeFileAtomically(file, `${JSON.stringify(record, null, 2)}
`);
  return file;
}
function readPlanRecord(planFile) {
  let text;
  try {
    text = readFileSync2(planRecordPath(planFile), "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text);
    if (parsed.version === 1 && typeof parsed.digest === "string") return parsed;
  } catch {
  }
  return null;
}
function workdirInCheckout(settings) {
  const root = settings.run.checkoutDir;
  return root === void 0 ? void 0 : pathWithin(root, settings.workdir);
}
function recordMismatch(record, digest, settings) {
  const recordFile = planRecordPath(settings.planFile);
  if (!record) {
    return `the saved plan at "${settings.planFile}" has no readable stackgate record (${recordFile}), so nothing binds it to this project and stack: hand over the plan together with its record, or run \`stackgate preview\` again.`;
  }
  if (record.digest !== digest) {
    return `the plan record ${recordFile} names digest ${record.digest}, but the plan file's digest is ${digest}: the plan file or its record was replaced (for example by another project's plan).`;
  }
  if (record.stack !== settings.stack) {
    return `the saved plan was made for stack "${record.stack}", but this run's stack is "${settings.stack}" (record ${recordFile}).`;
  }
  const here = workdirInCheckout(settings);
  const sameWorkdir = record.workdirInCheckout !== void 0 && here !== void 0 ? record.workdirInCheckout === here : record.workdir === settings.workdir;
  if (!sameWorkdir) {
    const was = record.workdirInCheckout ?? record.workdir;
    return `the saved plan was made in workdir "${was}", but this run's workdir is "${here ?? settings.workdir}" (record ${recordFile}).`;
  }
  return null;
}

// src/journal/entries.ts
var JOURNAL_VERSION = 1;
var PHASES = [
  "planning",
  "applying",
  "interrupting",
  "done",
  "interrupted",
  "failed",
  "recovering",
  "recovered"
];
var TERMINAL_PHASES = /* @__PURE__ */ new Set(["done", "recovered"]);
var JOURNAL_RESOURCE_ACTIONS = ["create", "update", "delete", "replace", "read"];
var RESOURCE_STATUSES = ["started", "done", "failed"];
var ENTRY_TYPES = ["start", "phase", "lock", "resource"];
function isSameWorkdir(recorded, key) {
  return recorded === key.workdir || (key.workdirAliases ?? []).includes(recorded);
}
var JournalError = class extends StackgateError {
  constructor(message, kind = "unreadable", options) {
    super(message, EXIT.failed, options);
    this.kind = kind;
    this.name = "JournalError";
  }
  kind;
};
var UNREADABLE_ADVICE = "Move the file aside; stackgate will not act on a journal it cannot read.";
function nowIso() {
  return (/* @__PURE__ */ new Date()).toISOString();
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isOneOf(values, value) {
  return typeof value === "string" && values.includes(value);
}
function isIsoTime(value) {
  return typeof value === "string" && value !== "" && !Number.isNaN(Date.parse(value));
}
function isPid(value) {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}
var choices = (values) => values.map((v) => `"${v}"`).join(" | ");
function checkOptional(object, field, ok, expected) {
  const value = object[field];
  return value === void 0 || ok(value) ? null : `"${field}" must be ${expected}`;
}
function checkHeader(header) {
  if (!isRecord(header)) return `"header" must be an object`;
  if (typeof header.version === "number" && header.version > JOURNAL_VERSION) {
    return `journal version ${header.version} was written by a newer stackgate (this one reads version ${JOURNAL_VERSION}): upgrade stackgate`;
  }
  if (header.version !== JOURNAL_VERSION) return `"header.version" must be ${JOURNAL_VERSION}`;
  for (const field of ["runId", "project", "stack", "workdir", "host", "user", "command"]) {
    if (typeof header[field] !== "string") return `"header.${field}" must be a string`;
  }
  if (header.runId === "") return `"header.runId" must not be empty`;
  if (!isOneOf(PLATFORMS, header.platform)) {
    return `"header.platform" must be ${choices(PLATFORMS)}`;
  }
  if (!isOneOf(ENGINE_NAMES, header.engine)) {
    return `"header.engine" must be ${choices(ENGINE_NAMES)}`;
  }
  if (!isPid(header.pid)) return `"header.pid" must be a positive integer`;
  if (!isIsoTime(header.startedAt)) return `"header.startedAt" must be an ISO time`;
  return checkOptional(header, "runUrl", (v) => typeof v === "string", "a string");
}
function entryProblem(value) {
  if (!isRecord(value)) return "expected a JSON object";
  if (!isOneOf(ENTRY_TYPES, value.type)) {
    return `unknown entry type ${JSON.stringify(value.type ?? null)}; expected "type": ${choices(ENTRY_TYPES)}`;
  }
  if (!isIsoTime(value.at)) return `"at" must be an ISO time`;
  switch (value.type) {
    case "start":
      return checkHeader(value.header);
    case "phase":
      if (!isOneOf(PHASES, value.phase)) return `"phase" must be ${choices(PHASES)}`;
      return checkOptional(value, "enginePid", isPid, "a positive integer") ?? checkOptional(value, "planDigest", (v) => typeof v === "string", "a string") ?? checkOptional(value, "note", (v) => typeof v === "string", "a string");
    case "lock":
      return typeof value.lockId === "string" && value.lockId !== "" ? null : `"lockId" must be a non-empty string`;
    case "resource":
      if (typeof value.address !== "string" || value.address === "") {
        return `"address" must be a non-empty string`;
      }
      if (!isOneOf(JOURNAL_RESOURCE_ACTIONS, value.action)) {
        return `"action" must be ${choices(JOURNAL_RESOURCE_ACTIONS)}`;
      }
      if (!isOneOf(RESOURCE_STATUSES, value.status)) {
        return `"status" must be ${choices(RESOURCE_STATUSES)}`;
      }
      return checkOptional(value, "id", (v) => typeof v === "string", "a string");
  }
}
function parseJournal(text, source) {
  const entries = [];
  const warnings = [];
  const lines = text.split("\n");
  const complete = text.endsWith("\n") || text === "";
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const isLast = index === lines.length - 1;
    if (isLast && line === "") continue;
    const lineNo = index + 1;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      if (isLast && !complete) {
        warnings.push(
          `${source}: ignored the truncated last line ${lineNo} (${line.length} bytes, ${quoteExcerpt(line)}): a write cut short, most likely by a kill; the entries before it are intact.`
        );
        continue;
      }
      throw new JournalError(
        `Cannot read the stackgate journal ${source}: line ${lineNo} is not valid JSON: ${quoteExcerpt(line)}. Expected one JSON journal entry per line. ${UNREADABLE_ADVICE}`
      );
    }
    const problem = entryProblem(value);
    if (problem !== null) {
      throw new JournalError(
        `Cannot read the stackgate journal ${source}: line ${lineNo} is not a journal entry (${problem}): ${quoteExcerpt(line)}. ${UNREADABLE_ADVICE}`
      );
    }
    entries.push(value);
  }
  assertStartsWithStart(entries, source);
  return { entries, warnings };
}
function assertStartsWithStart(entries, source) {
  const first = entries[0];
  if (first !== void 0 && first.type !== "start") {
    throw new JournalError(
      `Cannot read the stackgate journal ${source}: it has no start entry (the first entry is a ${JSON.stringify(first.type)} entry). Expected the run's {"type":"start"} entry first. ${UNREADABLE_ADVICE}`
    );
  }
}
function safeFileName(text) {
  const escaped = Array.from(new TextEncoder().encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9._@+=-]/.test(char) && byte < 128 ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
  if (escaped === "" || escaped === "." || escaped === "..") {
    return escaped.replace(/\./g, "%2E") || "%00";
  }
  return escaped;
}
function timeForFileName(iso) {
  const time = Date.parse(iso);
  return (Number.isNaN(time) ? iso : new Date(time).toISOString()).replace(/:/g, "-");
}
function completeEntry(input, at = nowIso()) {
  const entry = { ...input, at: input.at ?? at };
  const problem = entryProblem(entry);
  if (problem !== null) {
    throw new JournalError(
      `stackgate refused to write an invalid journal entry (${problem}): ${quoteExcerpt(JSON.stringify(entry))}. This is a bug in stackgate.`
    );
  }
  return entry;
}
function checkStoredEntry(value, where) {
  const problem = value === void 0 ? "not JSON" : entryProblem(value);
  if (problem !== null) {
    throw new JournalError(
      `Cannot read the stackgate journal at ${where.location}: ${where.item} is not a journal entry (${problem}): ${quoteExcerpt(where.text)}. ${where.remedy}; stackgate will not act on a journal it cannot read.`
    );
  }
  return value;
}

// src/journal/fold.ts
var IN_FLIGHT_CHECK = /* @__PURE__ */ new Set([
  "done",
  "interrupted",
  "failed",
  "recovered"
]);
function foldJournal(entries, options = {}) {
  const source = options.source ?? "(journal)";
  const first = entries[0];
  if (first === void 0) {
    throw new JournalError(
      `The stackgate journal ${source} is empty: expected a run's start entry. ${UNREADABLE_ADVICE}`
    );
  }
  assertStartsWithStart(entries, source);
  const start = first;
  const state = {
    header: start.header,
    phase: "started",
    updatedAt: start.at,
    resources: [],
    warnings: [...options.warnings ?? []]
  };
  const byKey = /* @__PURE__ */ new Map();
  let terminalAt = null;
  for (const [index, entry] of entries.entries()) {
    if (index > 0 && entry.type === "start") {
      throw new JournalError(
        `The stackgate journal ${source} holds more than one run (run ${JSON.stringify(start.header.runId)} and, at entry ${index + 1}, run ${JSON.stringify(entry.header.runId)}); a journal holds one run. ${UNREADABLE_ADVICE}`
      );
    }
    state.updatedAt = entry.at;
    if (terminalAt !== null && entry.type !== "phase") {
      state.warnings.push(
        `${source}: a ${entry.type} entry at ${entry.at} follows the terminal phase reached at ${terminalAt}.`
      );
    }
    switch (entry.type) {
      case "start":
        break;
      case "phase":
        state.phase = entry.phase;
        terminalAt = TERMINAL_PHASES.has(entry.phase) ? entry.at : null;
        if (entry.enginePid !== void 0) state.enginePid = entry.enginePid;
        if (entry.planDigest !== void 0) state.planDigest = entry.planDigest;
        break;
      case "lock":
        state.lockId = entry.lockId;
        break;
      case "resource": {
        const key = `${entry.action}\0${entry.address}`;
        const existing = byKey.get(key);
        if (existing === void 0) {
          const resource = {
            address: entry.address,
            action: entry.action,
            status: entry.status,
            at: entry.at
          };
          if (entry.id !== void 0) resource.id = entry.id;
          byKey.set(key, resource);
          state.resources.push(resource);
        } else {
          existing.status = entry.status;
          existing.at = entry.at;
          if (entry.id !== void 0) existing.id = entry.id;
        }
        break;
      }
    }
  }
  if (IN_FLIGHT_CHECK.has(state.phase)) {
    const inFlight = state.resources.filter((r) => r.status === "started");
    if (inFlight.length > 0) {
      const list = inFlight.map((r) => `${r.action} ${r.address}`).join(", ");
      state.warnings.push(
        `${source}: the run reached phase "${state.phase}" with ${inFlight.length} resource operation(s) started but never reported done or failed: ${list}.`
      );
    }
  }
  return state;
}
function isTerminal(state) {
  return TERMINAL_PHASES.has(state.phase);
}
function describeKey(key) {
  return `project ${JSON.stringify(key.project)}, stack ${JSON.stringify(key.stack)}, workdir ${JSON.stringify(key.workdir)}`;
}
function assertJournalFor(state, key, source = "the journal") {
  const { header } = state;
  if (header.project === key.project && header.stack === key.stack && isSameWorkdir(header.workdir, key)) {
    return;
  }
  throw new JournalError(
    `${source} belongs to ${describeKey(header)} (run ${JSON.stringify(header.runId)}), not to ${describeKey(key)}: stackgate will not act on another stack's journal. Check the journal location and the stack settings, or move the file aside.`,
    "foreign"
  );
}

// src/journal/file-store.ts
import {
  appendFileSync,
  existsSync,
  mkdirSync as mkdirSync2,
  readdirSync,
  readFileSync as readFileSync3,
  renameSync as renameSync2,
  rmSync,
  truncateSync,
  writeFileSync as writeFileSync2
} from "node:fs";
import { mkdir, open, readdir, readFile, rename, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
var EXTENSION = ".ndjson";
var ROTATED_TIME = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:\.\d+)?Z(?:-\d+)?`;
function defaultJournalFile(workdir, stack) {
  return join(workdir, ".stackgate", "journal", `${safeFileName(stack)}${EXTENSION}`);
}
function isMissing(error) {
  return error instanceof Error && error.code === "ENOENT";
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function rotatedName(dir, base, startedAt, exists) {
  const time = timeForFileName(startedAt);
  for (let n = 0; ; n++) {
    const candidate = join(dir, `${base}.${time}${n === 0 ? "" : `-${n}`}${EXTENSION}`);
    if (!exists(candidate)) return candidate;
  }
}
function describeRun(header) {
  return `run ${JSON.stringify(header.runId)}${header.runUrl === void 0 ? "" : ` (${header.runUrl})`}, started ${header.startedAt} by ${header.user}@${header.host} pid ${header.pid} (${JSON.stringify(header.command)})`;
}
var FileJournalStore = class _FileJournalStore {
  file;
  keepRotated;
  tailChecked = false;
  repairWarnings = [];
  lastReadWarnings = [];
  constructor(file, options = {}) {
    this.file = file;
    this.keepRotated = options.keepRotated ?? 10;
  }
  static forStack(workdir, stack, options) {
    return new _FileJournalStore(defaultJournalFile(workdir, stack), options);
  }
  /** Warnings from the last read and from repairs (a truncated tail cut off before appending). */
  get warnings() {
    return [...this.repairWarnings, ...this.lastReadWarnings];
  }
  exists() {
    return existsSync(this.file);
  }
  /**
   * Appends one entry as one line, synchronously (safe inside a signal handler). Before the
   * first append of this process, a partial last line left by a killed writer is cut off, so
   * the new line does not glue onto it.
   */
  appendSync(entry) {
    if (!this.tailChecked) {
      this.tailChecked = true;
      mkdirSync2(dirname(this.file), { recursive: true });
      this.cutPartialTail();
    }
    appendFileSync(this.file, `${JSON.stringify(entry)}
`);
  }
  /** All entries of the run in the file ([] when there is no file). Throws JournalError. */
  read() {
    let text;
    try {
      text = readFileSync3(this.file, "utf8");
    } catch (error) {
      if (isMissing(error)) {
        this.lastReadWarnings = [];
        return [];
      }
      throw new JournalError(
        `Cannot read the stackgate journal ${this.file}: ${error.message}. Check its permissions.`,
        "unreadable",
        { cause: error }
      );
    }
    const parsed = parseJournal(text, this.file);
    this.lastReadWarnings = parsed.warnings;
    return parsed.entries;
  }
  /** The folded state of the run in the file, or null when there is none. */
  readState() {
    const entries = this.read();
    if (entries.length === 0) return null;
    return foldJournal(entries, { source: this.file, warnings: this.lastReadWarnings });
  }
  /**
   * Starts a new run: refuses (JournalError "not-terminal") while the previous run in this
   * file is unfinished, rotates a finished one aside, then writes the start entry.
   */
  startRun(header, at) {
    const entry = completeEntry({ type: "start", header, ...at === void 0 ? {} : { at } });
    this.setAsideFinishedRun(header);
    this.appendSync(entry);
    return entry;
  }
  /**
   * Replaces the local file with a run read back from elsewhere (e.g. a durable copy, on a
   * machine that never had the local file). Same refusal and rotation rules as `startRun`.
   */
  restore(entries) {
    const state = foldJournal(entries, { source: "the restored journal" });
    this.setAsideFinishedRun(state.header);
    mkdirSync2(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    writeFileSync2(temp, entries.map((e) => `${JSON.stringify(e)}
`).join(""));
    renameSync2(temp, this.file);
    this.tailChecked = true;
  }
  setAsideFinishedRun(next) {
    const entries = this.read();
    if (entries.length === 0) {
      if (this.exists()) {
        this.repairWarnings.push(...this.lastReadWarnings);
        rmSync(this.file, { force: true });
      }
      return;
    }
    const state = foldJournal(entries, { source: this.file, warnings: this.lastReadWarnings });
    if (!isTerminal(state)) {
      let foreign = "";
      try {
        assertJournalFor(state, next, "It");
      } catch (error) {
        foreign = ` ${error.message}`;
      }
      throw new JournalError(
        `The previous run of stack ${JSON.stringify(state.header.stack)} did not finish: ${describeRun(state.header)} is in phase "${state.phase}" (last entry ${state.updatedAt}, journal ${this.file}).${foreign} Run \`stackgate recover\` first: it repairs what that run left behind and closes its journal. A new run will not start over an unfinished one.`,
        "not-terminal"
      );
    }
    const dir = dirname(this.file);
    const base = basename(this.file, EXTENSION);
    renameSync2(this.file, rotatedName(dir, base, state.header.startedAt, existsSync));
    this.prune(dir, base);
  }
  /** Keeps the newest `keepRotated` finished runs; best effort. */
  prune(dir, base) {
    try {
      const pattern = new RegExp(
        `^${escapeRegExp(base)}\\.${ROTATED_TIME}${escapeRegExp(EXTENSION)}$`
      );
      const rotated = readdirSync(dir).filter((name) => pattern.test(name)).sort();
      for (const old of rotated.slice(0, Math.max(0, rotated.length - this.keepRotated))) {
        rmSync(join(dir, old), { force: true });
      }
    } catch {
    }
  }
  cutPartialTail() {
    let content;
    try {
      content = readFileSync3(this.file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    if (content.length === 0 || content[content.length - 1] === 10) return;
    const keep = content.lastIndexOf(10) + 1;
    const cut = content.subarray(keep).toString("utf8");
    truncateSync(this.file, keep);
    this.repairWarnings.push(
      `${this.file}: cut off a partial last line (${cut.length} characters, ${JSON.stringify(cut.slice(0, 80))}) left by a writer that was killed mid-write, before appending.`
    );
  }
};
var DirJournalStore = class {
  constructor(dir) {
    this.dir = dir;
    this.location = dir;
  }
  dir;
  location;
  header = null;
  handle = null;
  fileFor(key) {
    return join(this.dir, safeFileName(key.project), `${safeFileName(key.stack)}${EXTENSION}`);
  }
  attach(header) {
    if (this.header?.runId !== header.runId) void this.closeHandle();
    this.header = header;
  }
  async append(entry) {
    if (entry.type === "start") {
      await this.closeHandle();
      this.header = entry.header;
      const file = this.fileFor(entry.header);
      await mkdir(dirname(file), { recursive: true });
      await this.rotate(file);
      this.handle = await open(file, "a");
      await syncDir(dirname(file));
    } else if (this.handle === null) {
      if (this.header === null) {
        throw new Error(
          `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`
        );
      }
      const file = this.fileFor(this.header);
      if (!await holdsRun(file, this.header.runId)) {
        await this.append({ type: "start", at: this.header.startedAt, header: this.header });
      } else {
        this.handle = await open(file, "a");
      }
    }
    const handle = this.handle;
    if (handle === null) throw new Error("journal file is not open");
    await handle.appendFile(`${JSON.stringify(entry)}
`);
    await handle.datasync();
  }
  async readLatestRun(key) {
    const run = await newestRunIn(this.fileFor(key));
    const start = run[0];
    if (start?.type !== "start") return [];
    const { project, stack, workdir } = start.header;
    const same = project === key.project && stack === key.stack && isSameWorkdir(workdir, key);
    return same ? run : [];
  }
  async close() {
    await this.closeHandle();
  }
  async closeHandle() {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
  /** Moves the previous run's file aside, named by its start time (best effort for the name). */
  async rotate(file) {
    let startedAt;
    try {
      const text = await readFile(file, "utf8");
      if (text === "") return;
      startedAt = startedAtOf(text) ?? (await stat(file)).mtime.toISOString();
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    const taken = new Set(await readdir(dirname(file)));
    const target = rotatedName(
      dirname(file),
      basename(file, EXTENSION),
      startedAt,
      (p) => taken.has(basename(p))
    );
    await rename(file, target);
  }
};
function startedAtOf(text) {
  try {
    const end = text.indexOf("\n");
    const first = JSON.parse(end < 0 ? text : text.slice(0, end));
    const header = first?.header;
    return typeof header?.startedAt === "string" ? header.startedAt : void 0;
  } catch {
    return void 0;
  }
}
async function syncDir(dir) {
  let handle;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
  } finally {
    await handle?.close();
  }
}
async function newestRunIn(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const { entries } = parseJournal(text, file);
  const lastStart = entries.findLastIndex((entry) => entry.type === "start");
  return lastStart < 0 ? [] : entries.slice(lastStart);
}
async function holdsRun(file, runId) {
  try {
    const start = (await newestRunIn(file))[0];
    return start?.type === "start" && start.header.runId === runId;
  } catch {
    return false;
  }
}

export {
  writeFileAtomically,
  APPROVE_MODES,
  RECOVERY_POLICIES,
  ORPHAN_POLICIES,
  PENDING_CREATES_POLICIES,
  STATE_DIGEST_POLICIES,
  PLAN_MODES,
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
  emptyChangeSet,
  isDestructive,
  summarize,
  hasChanges,
  GITHUB_COMMENT_LIMIT,
  MIN_LIMIT,
  SETTINGS,
  COMMAND_LINE_FLAGS,
  rowsOf,
  actionInputs,
  pipeVariables,
  assertKnownInputs,
  assertNoMisspeltVariables,
  parseCommandWord,
  readFlags,
  readEnvironment,
  readHost,
  readConfigDocument,
  pathWithin,
  JOURNAL_VERSION,
  completeEntry,
  checkStoredEntry,
  foldJournal,
  isTerminal,
  assertJournalFor,
  defaultJournalFile,
  FileJournalStore,
  DirJournalStore,
  isPidAlive,
  UNKNOWN_RUN_LIVENESS,
  isEngineProcess,
  engineMode,
  writePlanRecord,
  readPlanRecord,
  workdirInCheckout,
  recordMismatch
};
