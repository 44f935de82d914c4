/**
 * Pipe variables (environment variables: `variables:` of the pipe step, lists as `NAME_COUNT`,
 * `NAME_0`, …) plus Bitbucket's default variables → one typed `PipeConfig` around the same
 * `Settings` the CLI and the Action resolve. Empty is absent; booleans, numbers and lists are
 * strict; every error names the variable to fix.
 */
import path from "node:path";

import { EXIT, StackgateError } from "../errors.js";
import { META_RESERVE } from "../approval/published.js";
import {
  BITBUCKET_API_URL,
  BITBUCKET_COMMENT_LIMIT,
  type BitbucketAuth,
} from "../platforms/bitbucket.js";
import { PIPE_APPROVAL_MODES, type PipeApprovalPolicy } from "../approval/bitbucket-gate.js";
import { MIN_LIMIT } from "../report/fit.js";
import { applyPlanKey, resolveSettings, type Settings } from "../settings.js";

export const PIPE_COMMANDS = ["preview", "up", "apply", "recover", "status", "unlock"] as const;
export type PipeCommand = (typeof PIPE_COMMANDS)[number];

type Env = Readonly<Record<string, string | undefined>>;

export interface PipeVariable {
  name: string;
  required: boolean;
  /** As the README shows it ("" for none). */
  default: string;
  meaning: string;
  kind: "string" | "boolean" | "number" | "list";
}

/** Every variable the pipe reads (the README table is checked against this list). */
export const PIPE_VARIABLES: readonly PipeVariable[] = [
  {
    name: "COMMAND",
    required: false,
    default: "preview",
    kind: "string",
    meaning: "`preview`, `up` (alias `apply`), `recover`, `status` or `unlock`.",
  },
  {
    name: "ENGINE",
    required: false,
    default: "terraform",
    kind: "string",
    meaning: "`terraform`, `tofu` or `pulumi`.",
  },
  {
    name: "ENGINE_BINARY",
    required: false,
    default: "",
    kind: "string",
    meaning: "Binary to run (a name on PATH or a path); empty means the engine's own name.",
  },
  {
    name: "WORKDIR",
    required: false,
    default: ".",
    kind: "string",
    meaning: "Directory of the engine project, relative to the clone (`BITBUCKET_CLONE_DIR`).",
  },
  {
    name: "STACK",
    required: false,
    default: "default",
    kind: "string",
    meaning: "Stack name; keys the PR comment, the journal and the default plan path.",
  },
  {
    name: "PLAN_MODE",
    required: false,
    default: "normal",
    kind: "string",
    meaning:
      "What `preview`/`up` plan: `normal`, `destroy` (everything) or `refresh` (state only); `up` must use the mode of its preview.",
  },
  {
    name: "PROJECT",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "Project name shown in the comment and part of its key; empty means the workdir's name.",
  },
  {
    name: "PLAN_PATH",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "Saved plan file; empty means `<WORKDIR>/.stackgate/<STACK>.tfplan` (its record is `<PLAN_PATH>.stackgate.json`).",
  },
  {
    name: "DIGEST",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "`up` applies only the saved plan with this digest (`sha256:…` or the 12-character short form).",
  },
  {
    name: "PLAN_KEY",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "Secured variable (16+ characters) that seals the saved plan: `preview` encrypts it (AES-256-GCM), `up` applies only a plan it decrypts and authenticates.",
  },
  {
    name: "APPROVAL",
    required: false,
    default: "none",
    kind: "string",
    meaning: "Gate for `up`: `none`, `manual-step`, `pr-review` or `comment`.",
  },
  {
    name: "REQUIRED_APPROVALS",
    required: false,
    default: "1",
    kind: "number",
    meaning: "`pr-review`: approvals needed from authorized participants.",
  },
  {
    name: "APPROVERS",
    required: false,
    default: "[]",
    kind: "list",
    meaning:
      "Who may approve (`pr-review`, `comment`): account UUIDs, account ids or nicknames; empty means users with write permission (needs a token with repository admin).",
  },
  {
    name: "APPROVAL_WAIT",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "`comment`: how long the step waits for `/stackgate apply`, e.g. `30m`; empty: no wait.",
  },
  {
    name: "PULL_REQUEST",
    required: false,
    default: "$BITBUCKET_PR_ID",
    kind: "string",
    meaning: "Pull request to comment on and to check approvals of.",
  },
  {
    name: "COMMENT",
    required: false,
    default: "true",
    kind: "boolean",
    meaning: "`true` posts (and keeps updating) one PR comment per project + stack + workdir.",
  },
  {
    name: "COMMENT_LIMIT",
    required: false,
    default: "32767",
    kind: "number",
    meaning: "Characters allowed in the PR comment (Bitbucket rejects 32,768 or more).",
  },
  {
    name: "COMMENT_AUTHOR",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "UUID, account id or nickname the token comments as, when the token cannot read `GET /user`.",
  },
  {
    name: "BITBUCKET_ACCESS_TOKEN",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "Repository, project or workspace access token (scopes: pull requests write, pipelines read). Needed for comments, gates and run liveness.",
  },
  {
    name: "BITBUCKET_API_TOKEN",
    required: false,
    default: "",
    kind: "string",
    meaning: "Instead of an access token: an Atlassian API token with the same scopes.",
  },
  {
    name: "BITBUCKET_API_EMAIL",
    required: false,
    default: "",
    kind: "string",
    meaning: "The Atlassian account email of `BITBUCKET_API_TOKEN`.",
  },
  {
    name: "BITBUCKET_API_URL",
    required: false,
    default: BITBUCKET_API_URL,
    kind: "string",
    meaning: "Bitbucket REST API base URL.",
  },
  {
    name: "LOCK_TIMEOUT",
    required: false,
    default: "0s",
    kind: "string",
    meaning: "How long the engine waits for the state lock, e.g. `30s`.",
  },
  {
    name: "STOP_TIMEOUT",
    required: false,
    default: "20s",
    kind: "string",
    meaning:
      "Time from a stop signal to the second, immediate one (a Bitbucket Stop is SIGKILL: the `final:` step recovers).",
  },
  {
    name: "RECOVERY",
    required: false,
    default: "refresh",
    kind: "string",
    meaning: "Drift after an interrupted apply: `refresh`, `report-only` or `fail`.",
  },
  {
    name: "ORPHANS",
    required: false,
    default: "import",
    kind: "string",
    meaning:
      "Resources an interrupted run created that are in no state: `import` them or `report` the import commands.",
  },
  {
    name: "PENDING_CREATES",
    required: false,
    default: "import",
    kind: "string",
    meaning: "Pulumi pending creates after an interrupted update: `import`, `clear` or `fail`.",
  },
  {
    name: "STATE_DIGEST",
    required: false,
    default: "report",
    kind: "string",
    meaning:
      "s3 backend: a state whose stored DynamoDB digest does not match it (a kill between the two writes): `report` the exact repair, or `repair` it once the lock is free.",
  },
  {
    name: "STALE_AFTER",
    required: false,
    default: "",
    kind: "string",
    meaning: "Opt-in, e.g. `2h`: a lock older than this may be broken without other evidence.",
  },
  {
    name: "JOURNAL_DIR",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "A durable, persisted directory for the intent journal (backends other than pg and s3).",
  },
  {
    name: "FORCE",
    required: false,
    default: "false",
    kind: "boolean",
    meaning: "`unlock` only: release the lock even without evidence that its owner is dead.",
  },
  {
    name: "VARS",
    required: false,
    default: "[]",
    kind: "list",
    meaning:
      "Terraform variables, a list of `NAME=VALUE`; values under a secret's name (`db_password=…`) are redacted everywhere.",
  },
  {
    name: "VAR_FILES",
    required: false,
    default: "[]",
    kind: "list",
    meaning: "Terraform variable files, relative to the workdir.",
  },
  {
    name: "CONFIG",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "A stackgate.yml to read settings from; empty means `<WORKDIR>/stackgate.yml` when it exists.",
  },
  {
    name: "DEBUG",
    required: false,
    default: "false",
    kind: "boolean",
    meaning: "`true` also logs what the pipelines API says about each run it is asked about.",
  },
];

export interface BitbucketTarget {
  apiUrl: string;
  /** BITBUCKET_WORKSPACE (or the first half of BITBUCKET_REPO_FULL_NAME). */
  workspace?: string;
  /** BITBUCKET_REPO_SLUG (or the second half of BITBUCKET_REPO_FULL_NAME). */
  repo?: string;
  auth: BitbucketAuth | null;
  commentAuthor?: string;
  pipelineUuid?: string;
  stepUuid?: string;
}

export interface PipeConfig {
  settings: Settings;
  approval: PipeApprovalPolicy;
  comment: boolean;
  /** The comment limit asked for (the report is rendered `META_RESERVE` shorter). */
  commentLimit: number;
  pullRequest: number | null;
  bitbucket: BitbucketTarget;
  /** BITBUCKET_PIPE_STORAGE_DIR: where `pipe.env` and `outputs.json` go. */
  storageDir?: string;
  debug: boolean;
}

function usage(message: string): StackgateError {
  return new StackgateError(message, EXIT.usage);
}

/** A scalar variable's trimmed value; empty is absent; a list is an error. */
export function scalar(env: Env, name: string): string | undefined {
  if (env[`${name}_COUNT`] !== undefined && env[name] === undefined) {
    throw usage(
      `variable ${name}: expected a single value, got a list (${name}_COUNT=${env[`${name}_COUNT`]}). ` +
        `Write it as ${name}: 'value'.`,
    );
  }
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/**
 * A list variable: Bitbucket passes `NAME: ['a', 'b']` as NAME_COUNT=2, NAME_0=a, NAME_1=b.
 * A single value (NAME without NAME_COUNT) is an error: its value is not echoed (it may be secret).
 */
export function list(env: Env, name: string): string[] {
  const count = env[`${name}_COUNT`]?.trim();
  if (count === undefined || count === "") {
    if (env[name] !== undefined && env[name]?.trim() !== "") {
      throw usage(
        `variable ${name}: expected a list, e.g. ${name}: ['first', 'second'] (passed as ${name}_COUNT and ${name}_0, ${name}_1, …), got a single value.`,
      );
    }
    return [];
  }
  if (!/^\d{1,4}$/.test(count)) {
    throw usage(
      `variable ${name}_COUNT: expected the number of items of list ${name}, got "${count}".`,
    );
  }
  const items: string[] = [];
  for (let i = 0; i < Number(count); i += 1) {
    const item = env[`${name}_${i}`];
    if (item === undefined) {
      throw usage(`variable ${name}: ${name}_COUNT is ${count}, but ${name}_${i} is missing.`);
    }
    if (item.trim() !== "") items.push(item.trim());
  }
  return items;
}

export function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = scalar(env, name);
  if (value === undefined) return fallback;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw usage(`variable ${name}: expected true or false, got "${value}".`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = scalar(env, name);
  if (value === undefined) return fallback;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw usage(`variable ${name}: expected a whole number from ${min} to ${max}, got "${value}".`);
  }
  return n;
}

function choice<T extends string>(env: Env, name: string, fallback: T, choices: readonly T[]): T {
  const value = scalar(env, name) ?? fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw usage(`variable ${name}: expected one of ${choices.join(", ")}, got "${value}".`);
}

const WAIT_UNITS_MS: Readonly<Record<string, number>> = { s: 1_000, m: 60_000, h: 3_600_000 };

/** A duration like `90s`, `30m` or `2h`, at most 12 h (a step's longest max-time); empty is 0. */
function wait(env: Env, name: string): number {
  const value = scalar(env, name);
  if (value === undefined) return 0;
  const m = /^(\d+)(s|m|h)$/.exec(value);
  const ms = m ? Number(m[1]) * (WAIT_UNITS_MS[m[2] as string] ?? Number.NaN) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms > 12 * 3_600_000) {
    throw usage(
      `variable ${name}: expected a duration like 90s, 30m or 2h (at most 12h), got "${value}".`,
    );
  }
  return ms;
}

/** Settings flags and the pipe variables that carry them. */
const FLAG_VARIABLES: ReadonlyArray<readonly [string, string]> = [
  ["ENGINE", "engine"],
  ["ENGINE_BINARY", "engine-binary"],
  ["WORKDIR", "workdir"],
  ["STACK", "stack"],
  ["PLAN_MODE", "mode"],
  ["PROJECT", "project"],
  ["PLAN_PATH", "plan-file"],
  ["DIGEST", "digest"],
  ["LOCK_TIMEOUT", "lock-timeout"],
  ["STOP_TIMEOUT", "stop-timeout"],
  ["RECOVERY", "recovery"],
  ["ORPHANS", "orphans"],
  ["PENDING_CREATES", "pending-creates"],
  ["STATE_DIGEST", "state-digest"],
  ["STALE_AFTER", "stale-after"],
  ["JOURNAL_DIR", "journal-dir"],
  ["CONFIG", "config"],
];

const VARIABLE_OF_FLAG: Readonly<Record<string, string>> = {
  ...Object.fromEntries(FLAG_VARIABLES.map(([variable, flag]) => [flag, variable])),
  var: "VARS",
  "var-file": "VAR_FILES",
  "comment-limit": "COMMENT_LIMIT",
  force: "FORCE",
};

/** A CLI message in the pipe's terms: `--plan-file` → `variable PLAN_PATH`. */
export function inPipeTerms(message: string): string {
  return message.replace(/`?--([a-z][a-z-]*)`?/g, (m, flag: string) => {
    const variable = VARIABLE_OF_FLAG[flag];
    return variable ? `variable ${variable}` : m;
  });
}

/** Rewrites a settings error so it names the pipe variable instead of the CLI flag. */
function asVariableError(error: StackgateError): StackgateError {
  const message = inPipeTerms(
    error.message.replace(/^([a-z][a-z-]*):/, (m, flag: string) => {
      const variable = VARIABLE_OF_FLAG[flag];
      return variable ? `variable ${variable}:` : m;
    }),
  )
    .replace(/^workdir /, "variable WORKDIR: ")
    .replace(/^config file /, "variable CONFIG: config file ");
  return new StackgateError(message, error.exitCode, { cause: error });
}

function settingsArgv(env: Env, command: PipeCommand, commentLimit: number): string[] {
  const argv: string[] = [command === "apply" ? "up" : command];
  for (const [variable, flag] of FLAG_VARIABLES) {
    const value = scalar(env, variable);
    if (value !== undefined) argv.push(`--${flag}=${value}`);
  }
  for (const v of list(env, "VARS")) argv.push(`--var=${v}`);
  for (const f of list(env, "VAR_FILES")) argv.push(`--var-file=${f}`);
  if (boolean(env, "FORCE", false)) argv.push("--force");
  argv.push(`--comment-limit=${commentLimit - META_RESERVE}`);
  return argv;
}

function pullRequestOf(env: Env): number | null {
  const explicit = scalar(env, "PULL_REQUEST");
  const value = explicit ?? scalar(env, "BITBUCKET_PR_ID");
  if (value === undefined) return null;
  if (!/^[1-9]\d{0,9}$/.test(value)) {
    const name = explicit !== undefined ? "PULL_REQUEST" : "BITBUCKET_PR_ID";
    throw usage(`variable ${name}: expected a pull request id like 42, got "${value}".`);
  }
  return Number(value);
}

function authOf(env: Env): BitbucketAuth | null {
  const access = scalar(env, "BITBUCKET_ACCESS_TOKEN");
  const api = scalar(env, "BITBUCKET_API_TOKEN");
  const email = scalar(env, "BITBUCKET_API_EMAIL");
  if (access !== undefined && api !== undefined) {
    throw usage(
      "variables BITBUCKET_ACCESS_TOKEN and BITBUCKET_API_TOKEN are both set: pass one of them (an access token, or an API token with BITBUCKET_API_EMAIL).",
    );
  }
  if (access !== undefined)
    return { kind: "bearer", token: access, variable: "BITBUCKET_ACCESS_TOKEN" };
  if (api !== undefined) {
    if (email === undefined) {
      throw usage(
        "variable BITBUCKET_API_EMAIL: required with BITBUCKET_API_TOKEN (the email of the Atlassian account the API token belongs to).",
      );
    }
    return { kind: "basic", user: email, token: api, variable: "BITBUCKET_API_TOKEN" };
  }
  if (email !== undefined) {
    throw usage(
      "variable BITBUCKET_API_EMAIL is set without BITBUCKET_API_TOKEN: pass the API token too.",
    );
  }
  return null;
}

function apiUrlOf(env: Env): string {
  const value = scalar(env, "BITBUCKET_API_URL") ?? BITBUCKET_API_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usage(
      `variable BITBUCKET_API_URL: expected a URL like ${BITBUCKET_API_URL}, got "${value}".`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw usage(`variable BITBUCKET_API_URL: expected an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, "");
}

function target(env: Env): BitbucketTarget {
  const [fullWorkspace, fullRepo] = (scalar(env, "BITBUCKET_REPO_FULL_NAME") ?? "").split("/");
  const workspace = scalar(env, "BITBUCKET_WORKSPACE") ?? (fullWorkspace || undefined);
  const repo = scalar(env, "BITBUCKET_REPO_SLUG") ?? (fullRepo || undefined);
  const t: BitbucketTarget = { apiUrl: apiUrlOf(env), auth: authOf(env) };
  if (workspace) t.workspace = workspace;
  if (repo) t.repo = repo;
  const author = scalar(env, "COMMENT_AUTHOR");
  if (author) t.commentAuthor = author;
  const pipeline = scalar(env, "BITBUCKET_PIPELINE_UUID");
  const step = scalar(env, "BITBUCKET_STEP_UUID");
  if (pipeline) t.pipelineUuid = pipeline;
  if (step) t.stepUuid = step;
  return t;
}

/** Where the pipe runs: the clone (BITBUCKET_CLONE_DIR), else the current directory. */
export function pipeCwd(env: Env, fallback: string): string {
  const clone = scalar(env, "BITBUCKET_CLONE_DIR");
  return clone ? path.resolve(clone) : fallback;
}

/** `cwd`: the process's directory; the clone (BITBUCKET_CLONE_DIR) takes precedence. */
export function readPipeConfig(env: Env, processCwd: string): PipeConfig {
  const cwd = pipeCwd(env, processCwd);
  const command = choice(env, "COMMAND", "preview", PIPE_COMMANDS);
  const commentLimit = integer(
    env,
    "COMMENT_LIMIT",
    BITBUCKET_COMMENT_LIMIT,
    MIN_LIMIT + META_RESERVE,
    BITBUCKET_COMMENT_LIMIT,
  );
  const approval: PipeApprovalPolicy = {
    mode: choice(env, "APPROVAL", "none", PIPE_APPROVAL_MODES),
    requiredApprovals: integer(env, "REQUIRED_APPROVALS", 1, 1, 100),
    waitMs: wait(env, "APPROVAL_WAIT"),
    approvers: list(env, "APPROVERS"),
  };
  const comment = boolean(env, "COMMENT", true);
  const debug = boolean(env, "DEBUG", false);
  const bitbucket = target(env);
  const pullRequest = pullRequestOf(env);
  let settings: Settings;
  try {
    settings = resolveSettings({ argv: settingsArgv(env, command, commentLimit), env, cwd });
  } catch (error) {
    throw error instanceof StackgateError ? asVariableError(error) : error;
  }
  const planKey = scalar(env, "PLAN_KEY");
  if (planKey !== undefined) applyPlanKey(settings, "variable PLAN_KEY", planKey);
  // The run is the step, not the whole pipeline: the final step of the same pipeline must be
  // able to tell that the (stopped) step that wrote a journal is over.
  if (bitbucket.pipelineUuid && bitbucket.stepUuid) {
    settings.run.runId = `${bitbucket.pipelineUuid}/${bitbucket.stepUuid}`;
  }
  const config: PipeConfig = {
    settings,
    approval,
    comment,
    commentLimit,
    pullRequest,
    bitbucket,
    debug,
  };
  const storage = scalar(env, "BITBUCKET_PIPE_STORAGE_DIR");
  if (storage) config.storageDir = storage;
  return config;
}

/** What the Bitbucket API needs that is missing, named by variable; null when complete. */
export function missingForApi(config: PipeConfig): string | null {
  const missing: string[] = [];
  if (!config.bitbucket.workspace) missing.push("BITBUCKET_WORKSPACE");
  if (!config.bitbucket.repo) missing.push("BITBUCKET_REPO_SLUG");
  if (!config.bitbucket.auth)
    missing.push("BITBUCKET_ACCESS_TOKEN (or BITBUCKET_API_TOKEN with BITBUCKET_API_EMAIL)");
  return missing.length === 0 ? null : missing.join(", ");
}
