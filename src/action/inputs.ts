/**
 * Action inputs (`INPUT_*` environment variables) → one typed `ActionConfig` around the same
 * `Settings` the CLI resolves. Empty string is absent; booleans are strict; defaults live in
 * action.yml (and, for an input left empty, are the CLI's). Errors name the input.
 */

import { EXIT, StackgateError } from "../errors.js";
import { APPROVAL_MODES, type ApprovalPolicy } from "../approval/gate.js";
import { META_RESERVE } from "../approval/published.js";
import { readEventContext, type GitHubEventContext } from "../platforms/github/context.js";
import { GITHUB_COMMENT_LIMIT, MIN_LIMIT } from "../report/fit.js";
import { applyPlanKey, resolveSettings, type Settings } from "../settings.js";

export const ACTION_COMMANDS = ["preview", "up", "apply", "recover", "status", "unlock"] as const;
export type ActionCommand = (typeof ACTION_COMMANDS)[number];

export interface ActionConfig {
  settings: Settings;
  approval: ApprovalPolicy;
  /** Post/update the PR comment when the run is about a pull request. */
  comment: boolean;
  /** Write the job summary. */
  summary: boolean;
  /** Empty input → undefined. */
  token?: string;
  /** Input pull-request, else the event's pull request, else null. */
  pullRequest: number | null;
  /** The comment limit asked for (the report is rendered `META_RESERVE` shorter). */
  commentLimit: number;
  event: GitHubEventContext;
}

type Env = Readonly<Record<string, string | undefined>>;

function usage(message: string, cause?: unknown): StackgateError {
  return new StackgateError(message, EXIT.usage, cause === undefined ? undefined : { cause });
}

/** The runner's naming: `INPUT_` + name with spaces as `_`, upper-cased (dashes stay). */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}

/** An input's trimmed value; empty is absent. */
export function getInput(env: Env, name: string): string | undefined {
  const value = env[inputEnvName(name)]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

const TRUE = ["true", "True", "TRUE"];
const FALSE = ["false", "False", "FALSE"];

/** YAML 1.2 core-schema booleans only (as `core.getBooleanInput`). */
export function getBooleanInput(env: Env, name: string, fallback: boolean): boolean {
  const value = getInput(env, name);
  if (value === undefined) return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw usage(`input ${name}: expected true or false, got "${value}".`);
}

function getLines(env: Env, name: string): string[] {
  return (getInput(env, name) ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
}

function getInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = getInput(env, name);
  if (value === undefined) return fallback;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw usage(`input ${name}: expected a whole number from ${min} to ${max}, got "${value}".`);
  }
  return n;
}

const WAIT_UNITS_MS: Readonly<Record<string, number>> = { s: 1_000, m: 60_000, h: 3_600_000 };

/** A duration like `90s`, `30m` or `2h`, at most 6 h (GitHub's job limit); empty is 0. */
function getWait(env: Env, name: string): number {
  const value = getInput(env, name);
  if (value === undefined) return 0;
  const m = /^(\d+)(s|m|h)$/.exec(value);
  const ms = m ? Number(m[1]) * (WAIT_UNITS_MS[m[2] as string] ?? Number.NaN) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms > 6 * 3_600_000) {
    throw usage(
      `input ${name}: expected a duration like 90s, 30m or 2h (at most 6h), got "${value}".`,
    );
  }
  return ms;
}

function getChoice<T extends string>(
  env: Env,
  name: string,
  fallback: T,
  choices: readonly T[],
): T {
  const value = getInput(env, name) ?? fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw usage(`input ${name}: expected one of ${choices.join(", ")}, got "${value}".`);
}

/** CLI flag names that are spelled differently as action inputs. */
const INPUT_NAMES: Readonly<Record<string, string>> = {
  "plan-file": "plan-path",
  var: "vars",
  "var-file": "var-files",
};

/** A CLI message in the action's terms: `--plan-file` → `input plan-path`. */
export function inActionTerms(message: string): string {
  const name = (flag: string): string => INPUT_NAMES[flag] ?? flag;
  return message.replace(/`?--([a-z][a-z-]*)`?/g, (_m, flag: string) => `input ${name(flag)}`);
}

/** Rewrites a settings error so it names the action input instead of the CLI flag. */
function asInputError(error: StackgateError): StackgateError {
  const name = (flag: string): string => INPUT_NAMES[flag] ?? flag;
  const message = inActionTerms(
    error.message.replace(/^([a-z][a-z-]*):/, (_m, flag: string) => `input ${name(flag)}:`),
  ).replace(/^(workdir|config file) /, "input $1 ");
  return new StackgateError(message, error.exitCode, { cause: error });
}

/** Inputs that map one-to-one onto CLI flags (input name → flag). */
const FLAG_INPUTS: ReadonlyArray<readonly [string, string]> = [
  ["engine", "engine"],
  ["engine-binary", "engine-binary"],
  ["workdir", "workdir"],
  ["stack", "stack"],
  ["mode", "mode"],
  ["project", "project"],
  ["plan-path", "plan-file"],
  ["digest", "digest"],
  ["lock-timeout", "lock-timeout"],
  ["stop-timeout", "stop-timeout"],
  ["recovery", "recovery"],
  ["orphans", "orphans"],
  ["pending-creates", "pending-creates"],
  ["state-digest", "state-digest"],
  ["stale-after", "stale-after"],
  ["journal-dir", "journal-dir"],
  ["config", "config"],
];

function settingsArgv(env: Env, command: ActionCommand, commentLimit: number): string[] {
  const argv: string[] = [command === "apply" ? "up" : command];
  for (const [input, flag] of FLAG_INPUTS) {
    const value = getInput(env, input);
    if (value !== undefined) argv.push(`--${flag}=${value}`);
  }
  for (const v of getLines(env, "vars")) argv.push(`--var=${v}`);
  for (const f of getLines(env, "var-files")) argv.push(`--var-file=${f}`);
  if (getBooleanInput(env, "force", false)) argv.push("--force");
  argv.push(`--comment-limit=${commentLimit - META_RESERVE}`);
  return argv;
}

function pullRequestNumber(env: Env, event: GitHubEventContext): number | null {
  const value = getInput(env, "pull-request");
  if (value === undefined) return event.pullRequest?.number ?? null;
  if (!/^[1-9]\d{0,9}$/.test(value)) {
    throw usage(`input pull-request: expected a pull request number like 42, got "${value}".`);
  }
  return Number(value);
}

export function readActionConfig(env: Env, cwd: string): ActionConfig {
  const command = getChoice(env, "command", "preview", ACTION_COMMANDS);
  const commentLimit = getInteger(
    env,
    "comment-limit",
    GITHUB_COMMENT_LIMIT,
    MIN_LIMIT + META_RESERVE,
    GITHUB_COMMENT_LIMIT,
  );
  const approval: ApprovalPolicy = {
    mode: getChoice(env, "approval", "none", APPROVAL_MODES),
    requiredApprovals: getInteger(env, "required-approvals", 1, 1, 100),
    waitMs: getWait(env, "approval-wait"),
  };
  const comment = getBooleanInput(env, "comment", true);
  const summary = getBooleanInput(env, "summary", true);
  let settings: Settings;
  try {
    settings = resolveSettings({ argv: settingsArgv(env, command, commentLimit), env, cwd });
  } catch (error) {
    throw error instanceof StackgateError ? asInputError(error) : error;
  }
  const planKey = getInput(env, "plan-key");
  if (planKey !== undefined) applyPlanKey(settings, "input plan-key", planKey);
  // The action never asks at a prompt: `approve` stays "none" and the gate decides (action/main).
  const event = readEventContext(env);
  const pullRequest = pullRequestNumber(env, event);
  // On a pull request, the commit that reviewers see and approve is the head, not the merge ref.
  const head = event.pullRequest?.number === pullRequest ? event.pullRequest?.headSha : undefined;
  if (head) settings.run.commit = head;
  const config: ActionConfig = {
    settings,
    approval,
    comment,
    summary,
    pullRequest,
    commentLimit,
    event,
  };
  const token = getInput(env, "github-token");
  if (token !== undefined) config.token = token;
  return config;
}
