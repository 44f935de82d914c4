/**
 * Pipe variables (environment variables: `variables:` of the pipe step, lists as `NAME_COUNT`,
 * `NAME_0`, …) plus Bitbucket's default variables → one typed `PipeConfig` around the same
 * `Settings` the CLI and the Action resolve. The settings' variables are schema rows
 * (settings/schema.ts); the Pipe's own are read here with the same readers. Empty is absent;
 * booleans, numbers and lists are strict; every error names the variable to fix.
 */
import { readIndexSetting, type IndexSetting } from "../ci/index-setting.js";
import { readStepConfig } from "../ci/step-config.js";
import path from "node:path";

import {
  BITBUCKET_API_URL,
  BITBUCKET_COMMENT_LIMIT,
  type BitbucketAuth,
} from "../platforms/bitbucket.js";
import { PIPE_APPROVAL_MODES, type PipeApprovalPolicy } from "../approval/bitbucket-gate.js";
import {
  assertNoMisspeltVariables,
  parsePullRequest,
  pipeVariables,
  rowsOf,
  usageError,
  type Env,
  type HostSource,
  type Settings,
} from "../settings/index.js";
import { flagsInHostTerms } from "../settings/terms.js";
import { parseShard, type Shard } from "../stacks/outputs.js";

export interface PipeVariable {
  name: string;
  required: boolean;
  /** As the README shows it ("" for none). */
  default: string;
  meaning: string;
  kind: "string" | "boolean" | "number" | "list";
}

/** The Pipe's own variables (not settings), as the README's table shows them. */
const PIPE_ONLY_VARIABLES: readonly PipeVariable[] = [
  {
    name: "COMMAND",
    required: false,
    default: "preview",
    kind: "string",
    meaning:
      "`preview`, `up` (alias `apply`), `recover`, `status`, `unlock`, `drift` (a read-only refresh plan of the stack, or with `ALL_STACKS` of every stack; prints the result, exits 0 in sync, 2 drifted, 4 locked, 1 failed), or `stacks` (the stacks under `WORKDIR`; in a parallel step, its share).",
  },
  {
    name: "STACKS_BASE",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "`stacks`: only the stacks changed since the merge-base of this ref and HEAD (e.g. `origin/main`), and their dependents. Empty: all.",
  },
  {
    name: "BITBUCKET_PARALLEL_STEP",
    required: false,
    default: "",
    kind: "number",
    meaning:
      "Set by Bitbucket in a parallel step (index from 0): `stacks` lists only this step's share, dealt as `stackgate stacks --shard`.",
  },
  {
    name: "BITBUCKET_PARALLEL_STEP_COUNT",
    required: false,
    default: "",
    kind: "number",
    meaning:
      "Set by Bitbucket in a parallel step: the number of steps in its group. Both or neither.",
  },
  {
    name: "APPROVAL",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "Gate for `up`, required for `up` (empty refuses): `manual-step`, `pr-review`, `comment`, or `none` to apply with no approval.",
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
    name: "INDEX",
    required: false,
    default: "",
    kind: "string",
    meaning:
      "The JSON of `stackgate stacks --json` (every selected stack, not one step's shard; or a JSON list of their ids, far smaller), with `INDEX_ID`: after posting this stack's comment, keep one index comment on the pull request listing every selected stack (outcome, counts, digest, link). Needs to know which comments are the token's (`GET /user` or `COMMENT_AUTHOR`).",
  },
  {
    name: "INDEX_ID",
    required: false,
    default: "",
    kind: "string",
    meaning: "With `INDEX`: this stack's `id` in that JSON.",
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
    name: "DEBUG",
    required: false,
    default: "false",
    kind: "boolean",
    meaning: "`true` also logs what the pipelines API says about each run it is asked about.",
  },
];

/** Every variable the pipe reads: its own, then the settings' (the README table is checked against this list). */
export const PIPE_VARIABLES: readonly PipeVariable[] = [
  ...PIPE_ONLY_VARIABLES,
  ...rowsOf("variable").map((row): PipeVariable => ({
    name: row.variable ?? "",
    required: false,
    default: row.pipeDefault ?? (row.kind.type === "list" ? "[]" : row.default),
    meaning: row.pipeDoc ?? row.doc,
    kind: row.kind.type === "flag" ? "boolean" : row.kind.type === "list" ? "list" : "string",
  })),
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
  /** Variables INDEX and INDEX_ID: keep the PR's index comment; null when off. */
  index: IndexSetting | null;
  /** drift with ALL_STACKS: one stack's settings from the same variables. */
  resolveFor: (argv: string[]) => Promise<Settings>;
}

/** A message that names CLI flags (from the lifecycle) in the Pipe's terms. */
export function inPipeTerms(message: string): string {
  return flagsInHostTerms(message, "variable");
}

function pullRequestOf(vars: HostSource): number | null {
  const explicit = vars.scalar("PULL_REQUEST");
  const value = explicit ?? vars.scalar("BITBUCKET_PR_ID");
  if (value === undefined) return null;
  const name = explicit !== undefined ? "PULL_REQUEST" : "BITBUCKET_PR_ID";
  return parsePullRequest(vars.term(name), value, "id");
}

function authOf(vars: HostSource): BitbucketAuth | null {
  const access = vars.scalar("BITBUCKET_ACCESS_TOKEN");
  const api = vars.scalar("BITBUCKET_API_TOKEN");
  const email = vars.scalar("BITBUCKET_API_EMAIL");
  if (access !== undefined && api !== undefined) {
    throw usageError(
      "variables BITBUCKET_ACCESS_TOKEN and BITBUCKET_API_TOKEN are both set: pass one of them (an access token, or an API token with BITBUCKET_API_EMAIL).",
    );
  }
  if (access !== undefined)
    return { kind: "bearer", token: access, variable: "BITBUCKET_ACCESS_TOKEN" };
  if (api !== undefined) {
    if (email === undefined) {
      throw usageError(
        "variable BITBUCKET_API_EMAIL: required with BITBUCKET_API_TOKEN (the email of the Atlassian account the API token belongs to).",
      );
    }
    return { kind: "basic", user: email, token: api, variable: "BITBUCKET_API_TOKEN" };
  }
  if (email !== undefined) {
    throw usageError(
      "variable BITBUCKET_API_EMAIL is set without BITBUCKET_API_TOKEN: pass the API token too.",
    );
  }
  return null;
}

function apiUrlOf(vars: HostSource): string {
  const value = vars.scalar("BITBUCKET_API_URL") ?? BITBUCKET_API_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(
      `variable BITBUCKET_API_URL: expected a URL like ${BITBUCKET_API_URL}, got "${value}".`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw usageError(`variable BITBUCKET_API_URL: expected an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, "");
}

function target(vars: HostSource): BitbucketTarget {
  const [fullWorkspace, fullRepo] = (vars.scalar("BITBUCKET_REPO_FULL_NAME") ?? "").split("/");
  const workspace = vars.scalar("BITBUCKET_WORKSPACE") ?? (fullWorkspace || undefined);
  const repo = vars.scalar("BITBUCKET_REPO_SLUG") ?? (fullRepo || undefined);
  const t: BitbucketTarget = { apiUrl: apiUrlOf(vars), auth: authOf(vars) };
  if (workspace) t.workspace = workspace;
  if (repo) t.repo = repo;
  const author = vars.scalar("COMMENT_AUTHOR");
  if (author) t.commentAuthor = author;
  const pipeline = vars.scalar("BITBUCKET_PIPELINE_UUID");
  const step = vars.scalar("BITBUCKET_STEP_UUID");
  if (pipeline) t.pipelineUuid = pipeline;
  if (step) t.stepUuid = step;
  return t;
}

/** Where the pipe runs: the clone (BITBUCKET_CLONE_DIR), else the current directory. */
export function pipeCwd(env: Env, fallback: string): string {
  const clone = pipeVariables(env).scalar("BITBUCKET_CLONE_DIR");
  return clone ? path.resolve(clone) : fallback;
}

/** `cwd`: the process's directory; the clone (BITBUCKET_CLONE_DIR) takes precedence. */
export async function readPipeConfig(env: Env, processCwd: string): Promise<PipeConfig> {
  assertNoMisspeltVariables(
    env,
    PIPE_VARIABLES.map((variable) => variable.name),
  );
  const vars = pipeVariables(env);
  const cwd = pipeCwd(env, processCwd);
  const step = await readStepConfig(
    vars,
    { env, cwd },
    {
      modes: PIPE_APPROVAL_MODES,
      commentLimit: BITBUCKET_COMMENT_LIMIT,
      maxWaitHours: 12, // a step's longest max-time
    },
  );
  const { settings, comment, commentLimit, resolveFor } = step;
  const approval: PipeApprovalPolicy = { ...step.approval, approvers: vars.list("APPROVERS") };
  const debug = vars.boolean("DEBUG", false);
  const bitbucket = target(vars);
  const pullRequest = pullRequestOf(vars);
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
    index: readIndexSetting(vars, settings),
    resolveFor,
  };
  const storage = vars.scalar("BITBUCKET_PIPE_STORAGE_DIR");
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

/** What `COMMAND: stacks` reads: the root, the base of `--changed`, this parallel step's shard. */
export interface PipeStacksConfig {
  root: string;
  /** STACKS_BASE: select only what the change since its merge-base with HEAD touches. */
  base?: string;
  /** BITBUCKET_PARALLEL_STEP / BITBUCKET_PARALLEL_STEP_COUNT, when this is a parallel step. */
  shard?: Shard;
  storageDir?: string;
}

const SHARD_VARIABLES = ["BITBUCKET_PARALLEL_STEP", "BITBUCKET_PARALLEL_STEP_COUNT"] as const;

function shardOf(vars: HostSource): Shard | undefined {
  const [index, count] = SHARD_VARIABLES.map((name) => vars.scalar(name));
  if (index === undefined && count === undefined) return undefined;
  if (index === undefined || count === undefined) {
    const [given, missing] = index === undefined ? [1, 0] : [0, 1];
    throw usageError(
      `variable ${SHARD_VARIABLES[missing] ?? ""} is not set, but ${SHARD_VARIABLES[given] ?? ""} is ("${index ?? count ?? ""}"): ` +
        "a parallel step's share needs both (Bitbucket sets both in a parallel step). Pass both, or neither to list every stack.",
    );
  }
  return parseShard(`variables ${SHARD_VARIABLES.join("/")}`, `${index}/${count}`);
}

/** `cwd`: the process's directory; the clone (BITBUCKET_CLONE_DIR) takes precedence. */
export function readPipeStacksConfig(env: Env, processCwd: string): PipeStacksConfig {
  assertNoMisspeltVariables(
    env,
    PIPE_VARIABLES.map((variable) => variable.name),
  );
  const vars = pipeVariables(env);
  const config: PipeStacksConfig = {
    root: path.resolve(pipeCwd(env, processCwd), vars.scalar("WORKDIR") ?? "."),
  };
  const base = vars.scalar("STACKS_BASE");
  if (base !== undefined) config.base = base;
  const shard = shardOf(vars);
  if (shard !== undefined) config.shard = shard;
  const storage = vars.scalar("BITBUCKET_PIPE_STORAGE_DIR");
  if (storage) config.storageDir = storage;
  return config;
}
