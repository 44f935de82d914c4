/**
 * Inputs → one typed, validated settings object. Only entry points call this; everything
 * below takes `Settings`. Precedence: CLI flags > STACKGATE_* environment > stackgate.yml > defaults.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parse as parseYaml } from "yaml";

import { qualifyPulumiStack } from "./engines/pulumi/stack-name.js";
import { EXIT, StackgateError } from "./errors.js";
import { ENGINE_NAMES, type EngineName } from "./model/change.js";

export const COMMANDS = [
  "preview",
  "up",
  "recover",
  "status",
  "unlock",
  "demo",
  "help",
  "version",
] as const;
export type Command = (typeof COMMANDS)[number];
const COMMAND_ALIASES: Readonly<Record<string, Command>> = { apply: "up" };

export const APPROVE_MODES = ["none", "prompt", "yes"] as const;
export type ApproveMode = (typeof APPROVE_MODES)[number];

export const RECOVERY_POLICIES = ["refresh", "report-only", "fail"] as const;
export type RecoveryPolicy = (typeof RECOVERY_POLICIES)[number];

export const ORPHAN_POLICIES = ["import", "report"] as const;
export type OrphanPolicy = (typeof ORPHAN_POLICIES)[number];

/** Pulumi pending creates after an interrupted update: clear them, import them, or stop. */
export const PENDING_CREATES_POLICIES = ["clear", "import", "fail"] as const;

/** s3: a state whose stored digest does not match (a kill between the two writes). */
export const STATE_DIGEST_POLICIES = ["report", "repair"] as const;
export type StateDigestPolicy = (typeof STATE_DIGEST_POLICIES)[number];

/** What preview/up plan: the normal update, a destroy of everything, or a refresh only. */
export const PLAN_MODES = ["normal", "destroy", "refresh"] as const;
export type PlanModeName = (typeof PLAN_MODES)[number];
export type PendingCreatesPolicy = (typeof PENDING_CREATES_POLICIES)[number];

export const PLATFORMS = ["local", "github", "bitbucket"] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Time from the first signal to the escalating second SIGINT. GitHub sends SIGTERM 7.5 s
 * after SIGINT and kills 2.5 s later, so stackgate escalates before the runner does.
 */
const DEFAULT_STOP_TIMEOUT_MS: Readonly<Record<Platform, number>> = {
  github: 6_000,
  bitbucket: 20_000,
  local: 20_000,
};

export interface RunContext {
  platform: Platform;
  runId?: string;
  runUrl?: string;
  commit?: string;
  /** The CI checkout (GITHUB_WORKSPACE, BITBUCKET_CLONE_DIR): plan records name workdirs relative to it. */
  checkoutDir?: string;
}

export interface Settings {
  command: Command;
  engine: EngineName;
  /** Binary to execute: `terraform`, `tofu`, or a path. */
  engineBinary: string;
  /** Absolute path of the engine project. */
  workdir: string;
  project: string;
  /** Pulumi: always the fully qualified `org/project/stack`. */
  stack: string;
  /** Pulumi: the short name as given (`dev`, `acme/dev`), when stackgate qualified it. */
  stackGiven?: string;
  /** Absolute path of the saved plan file. */
  planFile: string;
  /** preview/up: `terraform plan -destroy|-refresh-only`, `pulumi destroy|refresh`. */
  mode: PlanModeName;
  approve: ApproveMode;
  /** `up` applies only when the plan's digest equals this (full or 12-char short form). */
  expectDigest?: string;
  /**
   * Secret that seals the saved plan (lifecycle/plan-seal.ts): `preview` encrypts the plan
   * file with it, `up --digest` applies only a plan it decrypts and authenticates.
   */
  planKey?: string;
  json: boolean;
  detailedExitcode: boolean;
  /** Where the rendered PR comment markdown is written (absolute), if anywhere. */
  commentFile?: string;
  /** Characters allowed in a PR comment (GitHub: 65,536). */
  commentLimit: number;
  /** Terraform `-lock-timeout` (e.g. `0s`, `30s`). */
  lockTimeout: string;
  vars: string[];
  varFiles: string[];
  /** Values that must never appear in a comment, summary or log. */
  secrets: string[];
  /**
   * STACKGATE_DIGEST_SECRET: when set, the key that binds sensitive values into plan digests is
   * derived from it (the same in every job), instead of made at random for each plan.
   */
  digestSecret?: string;
  /** What recover does about drift after an interrupted apply. */
  recovery: RecoveryPolicy;
  /**
   * Orphans: resources the journal saw created (with their id) that are in no state.
   * `import` adopts them (the default: re-creating them would duplicate real resources),
   * `report` lists the import commands and leaves the run for a person to finish.
   */
  orphans: OrphanPolicy;
  /**
   * Pulumi: pending creates found after an interrupted update. `import` adopts those whose
   * provider id the journal recorded (the rest are left for a person), `clear` drops them from
   * the state, `fail` changes nothing and reports.
   */
  pendingCreates: PendingCreatesPolicy;
  /**
   * s3 backend with `dynamodb_table`: a state whose MD5 differs from the stored Digest.
   * `report` (default) names the exact repair; `repair` sets the Digest to the state's MD5,
   * only once the lock is free or released as a dead run's.
   */
  stateDigest: StateDigestPolicy;
  /** Opt-in: locks older than this many ms may be broken without other evidence. */
  staleAfterMs?: number;
  /** unlock: break a lock even without evidence that its owner is dead. */
  force: boolean;
  /** A durable journal directory (for backends other than local, pg and s3). */
  journalDir?: string;
  /** How long the engine gets to stop after the first signal before the second one. */
  stopTimeoutMs: number;
  run: RunContext;
  /** Where the settings came from, for error messages. */
  configFile?: string;
}

/** Raw values before validation, all optional strings/lists; one per source. */
interface RawSettings {
  command?: string;
  engine?: string;
  engineBinary?: string;
  workdir?: string;
  project?: string;
  stack?: string;
  planFile?: string;
  mode?: string;
  approve?: string;
  expectDigest?: string;
  json?: boolean;
  detailedExitcode?: boolean;
  commentFile?: string;
  commentLimit?: string;
  lockTimeout?: string;
  vars?: string[];
  varFiles?: string[];
  config?: string;
  recovery?: string;
  orphans?: string;
  pendingCreates?: string;
  stateDigest?: string;
  staleAfter?: string;
  force?: boolean;
  journalDir?: string;
  stopTimeout?: string;
}

export interface SettingsSources {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

export const FLAG_OPTIONS = {
  engine: { type: "string" },
  "engine-binary": { type: "string" },
  workdir: { type: "string", short: "C" },
  project: { type: "string" },
  stack: { type: "string", short: "s" },
  "plan-file": { type: "string" },
  mode: { type: "string" },
  approve: { type: "boolean" },
  yes: { type: "boolean", short: "y" },
  digest: { type: "string" },
  json: { type: "boolean" },
  "detailed-exitcode": { type: "boolean" },
  "comment-file": { type: "string" },
  "comment-limit": { type: "string" },
  "lock-timeout": { type: "string" },
  var: { type: "string", multiple: true },
  "var-file": { type: "string", multiple: true },
  config: { type: "string" },
  recovery: { type: "string" },
  orphans: { type: "string" },
  "pending-creates": { type: "string" },
  "state-digest": { type: "string" },
  "stale-after": { type: "string" },
  force: { type: "boolean" },
  "journal-dir": { type: "string" },
  "stop-timeout": { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "V" },
} as const;

type StringSetting = Exclude<
  keyof RawSettings,
  "vars" | "varFiles" | "json" | "detailedExitcode" | "force"
>;
type ListSetting = "vars" | "varFiles";

const CONFIG_KEYS: Readonly<Record<string, StringSetting | ListSetting>> = {
  engine: "engine",
  "engine-binary": "engineBinary",
  workdir: "workdir",
  project: "project",
  stack: "stack",
  "plan-file": "planFile",
  mode: "mode",
  "comment-file": "commentFile",
  "comment-limit": "commentLimit",
  "lock-timeout": "lockTimeout",
  vars: "vars",
  "var-files": "varFiles",
  recovery: "recovery",
  orphans: "orphans",
  "pending-creates": "pendingCreates",
  "state-digest": "stateDigest",
  "stale-after": "staleAfter",
  "journal-dir": "journalDir",
  "stop-timeout": "stopTimeout",
};

function usageError(message: string, cause?: unknown): StackgateError {
  return new StackgateError(message, EXIT.usage, cause === undefined ? undefined : { cause });
}

function readFlags(argv: readonly string[]): RawSettings {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: FLAG_OPTIONS, allowPositionals: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw usageError(`${reason}. Run \`stackgate --help\` for the list of flags.`, error);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    throw usageError(
      `expected one command, got ${positionals.length}: ${positionals.map((p) => `"${p}"`).join(" ")}. ` +
        `Flags take their value as --flag=value or --flag value.`,
    );
  }
  const raw: RawSettings = {};
  const command = values.help ? "help" : values.version ? "version" : positionals[0];
  if (command !== undefined) raw.command = command;
  if (values.approve && values.yes) {
    throw usageError("--approve and --yes exclude each other: --approve asks, --yes does not.");
  }
  if (values.approve) raw.approve = "prompt";
  if (values.yes) raw.approve = "yes";
  assign(raw, "engine", values.engine);
  assign(raw, "engineBinary", values["engine-binary"]);
  assign(raw, "workdir", values.workdir);
  assign(raw, "project", values.project);
  assign(raw, "stack", values.stack);
  assign(raw, "planFile", values["plan-file"]);
  assign(raw, "mode", values.mode);
  if (values.digest === "") {
    throw usageError(
      'digest: expected "sha256:" and 64 hex characters, or the 12-character short digest, got "" (empty). ' +
        "Pass the digest of the reviewed plan (the preview's plan-digest), or leave --digest out to plan afresh.",
    );
  }
  assign(raw, "expectDigest", values.digest);
  assign(raw, "commentFile", values["comment-file"]);
  assign(raw, "commentLimit", values["comment-limit"]);
  assign(raw, "lockTimeout", values["lock-timeout"]);
  assign(raw, "config", values.config);
  assign(raw, "recovery", values.recovery);
  assign(raw, "staleAfter", values["stale-after"]);
  assign(raw, "journalDir", values["journal-dir"]);
  assign(raw, "stopTimeout", values["stop-timeout"]);
  assign(raw, "orphans", values.orphans);
  assign(raw, "pendingCreates", values["pending-creates"]);
  assign(raw, "stateDigest", values["state-digest"]);
  if (values.force !== undefined) raw.force = values.force;
  if (values.json !== undefined) raw.json = values.json;
  if (values["detailed-exitcode"] !== undefined) raw.detailedExitcode = values["detailed-exitcode"];
  if (values.var !== undefined) raw.vars = values.var;
  if (values["var-file"] !== undefined) raw.varFiles = values["var-file"];
  return raw;
}

/** Empty string is absent. */
function assign<K extends keyof RawSettings>(
  raw: RawSettings,
  key: K,
  value: RawSettings[K] | undefined,
): void {
  if (value === undefined || value === "") return;
  raw[key] = value;
}

function readEnv(env: SettingsSources["env"]): RawSettings {
  const raw: RawSettings = {};
  const pick = (name: string): string | undefined => {
    const value = env[`STACKGATE_${name}`];
    return value === undefined || value.trim() === "" ? undefined : value.trim();
  };
  assign(raw, "engine", pick("ENGINE"));
  assign(raw, "engineBinary", pick("ENGINE_BINARY"));
  assign(raw, "workdir", pick("WORKDIR"));
  assign(raw, "project", pick("PROJECT"));
  assign(raw, "stack", pick("STACK"));
  assign(raw, "planFile", pick("PLAN_FILE"));
  assign(raw, "mode", pick("MODE"));
  if (pick("APPROVE") !== undefined) {
    throw usageError(
      `environment variable STACKGATE_APPROVE is set ("${pick("APPROVE") ?? ""}"), but approval is not read from the environment: ` +
        "a change to the repository (a workflow file, an .env) could switch it on. Remove STACKGATE_APPROVE and pass " +
        "--yes, --approve or --digest on the command line (the Action and the Pipe: their approval input/variable).",
    );
  }
  assign(raw, "commentFile", pick("COMMENT_FILE"));
  assign(raw, "commentLimit", pick("COMMENT_LIMIT"));
  assign(raw, "lockTimeout", pick("LOCK_TIMEOUT"));
  assign(raw, "config", pick("CONFIG"));
  assign(raw, "recovery", pick("RECOVERY"));
  assign(raw, "orphans", pick("ORPHANS"));
  assign(raw, "pendingCreates", pick("PENDING_CREATES"));
  assign(raw, "stateDigest", pick("STATE_DIGEST"));
  assign(raw, "staleAfter", pick("STALE_AFTER"));
  assign(raw, "journalDir", pick("JOURNAL_DIR"));
  assign(raw, "stopTimeout", pick("STOP_TIMEOUT"));
  return raw;
}

function readConfigFile(file: string, explicit: boolean): RawSettings {
  if (!existsSync(file)) {
    if (explicit) {
      throw usageError(
        `config file "${file}" does not exist. Pass an existing stackgate.yml or omit --config.`,
      );
    }
    return {};
  }
  let document: unknown;
  try {
    document = parseYaml(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw usageError(
      `config file "${file}" could not be read as YAML: ${reason}. Fix the file or remove it.`,
      error,
    );
  }
  if (document === null || document === undefined) return {};
  if (typeof document !== "object" || Array.isArray(document)) {
    throw usageError(
      `config file "${file}": expected a mapping of settings (e.g. "stack: prod"), got ${describe(document)}.`,
    );
  }
  const raw: RawSettings = {};
  for (const [key, value] of Object.entries(document as Record<string, unknown>)) {
    if (key === "approve") {
      throw usageError(
        `config file "${file}": "approve" cannot be set in a file: approval comes only from the command line ` +
          "(--yes, --approve or --digest) or the step's approval input/variable, because a pull request can change this file. " +
          `Remove "approve" from ${path.basename(file)}.`,
      );
    }
    const target = CONFIG_KEYS[key];
    if (target === undefined) {
      throw usageError(
        `config file "${file}": unknown setting "${key}". Known settings: ${Object.keys(CONFIG_KEYS).join(", ")}.`,
      );
    }
    if (target === "vars" || target === "varFiles") {
      if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
        throw usageError(
          `config file "${file}": "${key}" must be a list of strings, got ${describe(value)}.`,
        );
      }
      raw[target] = value;
    } else if (typeof value === "string" || typeof value === "number") {
      raw[target] = String(value);
    } else {
      throw usageError(`config file "${file}": "${key}" must be a string, got ${describe(value)}.`);
    }
  }
  return raw;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `${typeof value} ${JSON.stringify(value)}`;
}

function parseChoice<T extends string>(input: string, value: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw usageError(`${input}: expected one of ${choices.join(", ")}, got "${value}".`);
}

function parseCommand(value: string | undefined): Command {
  if (value === undefined) return "help";
  const alias = COMMAND_ALIASES[value];
  if (alias !== undefined) return alias;
  if ((COMMANDS as readonly string[]).includes(value)) return value as Command;
  throw usageError(
    `unknown command "${value}": expected one of ${[...COMMANDS, "apply"].join(", ")}. Run \`stackgate --help\`.`,
  );
}

function parseLimit(value: string | undefined): number {
  if (value === undefined) return 65_536;
  const trimmed = value.trim();
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 2_000 || n > 1_048_576) {
    throw usageError(
      `comment-limit: expected a whole number of characters from 2000 to 1048576, got "${value}".`,
    );
  }
  return n;
}

function parseLockTimeout(value: string | undefined): string {
  if (value === undefined) return "0s";
  if (!/^\d+(ms|s|m|h)$/.test(value)) {
    throw usageError(`lock-timeout: expected a duration like 0s, 30s or 5m, got "${value}".`);
  }
  return value;
}

const DURATION_UNITS_MS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
};

/** `30s`, `5m`, `2h`, `1500ms` → milliseconds. */
function parseDurationMs(input: string, value: string, min: number): number {
  const m = /^(\d+)(ms|s|m|h)$/.exec(value.trim());
  const ms = m ? Number(m[1]) * (DURATION_UNITS_MS[m[2] ?? ""] ?? Number.NaN) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms < min) {
    throw usageError(
      `${input}: expected a duration of at least ${min} ms like 30s, 15m or 2h, got "${value}".`,
    );
  }
  return ms;
}

function parseDigest(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^(sha256:)?[0-9a-f]{12}([0-9a-f]{52})?$/.test(value)) {
    throw usageError(
      `digest: expected "sha256:" and 64 hex characters, or the 12-character short digest, got "${value}".`,
    );
  }
  return value;
}

function resolveWorkdir(value: string | undefined, cwd: string, command: Command): string {
  const workdir = path.resolve(cwd, value ?? ".");
  if (command === "demo" || command === "help" || command === "version") return workdir;
  if (!existsSync(workdir)) {
    throw usageError(
      `workdir "${value ?? workdir}" does not exist (resolved to ${workdir}). Pass --workdir with the engine project's directory.`,
    );
  }
  if (!statSync(workdir).isDirectory()) {
    throw usageError(
      `workdir "${value ?? workdir}" is not a directory. Pass --workdir with the engine project's directory.`,
    );
  }
  return workdir;
}

const SECRET_ENV_NAME =
  /(TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|ACCESS_KEY|AUTH)/i;

/** Values of environment variables whose names say they are secret, plus STACKGATE_SECRETS lines. */
function collectSecrets(env: SettingsSources["env"]): string[] {
  const secrets = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value.length < 4) continue;
    if (name === "STACKGATE_SECRETS") {
      for (const line of value.split("\n")) if (line.trim().length >= 4) secrets.add(line.trim());
    } else if (SECRET_ENV_NAME.test(name)) {
      secrets.add(value);
    }
  }
  return [...secrets];
}

export function detectRunContext(env: SettingsSources["env"]): RunContext {
  if (env.GITHUB_ACTIONS === "true") {
    const server = env.GITHUB_SERVER_URL ?? "https://github.com";
    const runUrl =
      env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    return withDefined({
      platform: "github",
      runId: env.GITHUB_RUN_ID,
      runUrl,
      commit: env.GITHUB_SHA,
      checkoutDir: env.GITHUB_WORKSPACE,
    });
  }
  if (env.BITBUCKET_BUILD_NUMBER !== undefined) {
    const runUrl =
      env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER
        ? `${env.BITBUCKET_GIT_HTTP_ORIGIN}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}`
        : undefined;
    return withDefined({
      platform: "bitbucket",
      runId: env.BITBUCKET_PIPELINE_UUID ?? env.BITBUCKET_BUILD_NUMBER,
      runUrl,
      commit: env.BITBUCKET_COMMIT,
      checkoutDir: env.BITBUCKET_CLONE_DIR,
    });
  }
  return { platform: "local" };
}

function withDefined(context: {
  platform: Platform;
  runId?: string | undefined;
  runUrl?: string | undefined;
  commit?: string | undefined;
  checkoutDir?: string | undefined;
}): RunContext {
  const result: RunContext = { platform: context.platform };
  if (context.runId) result.runId = context.runId;
  if (context.runUrl) result.runUrl = context.runUrl;
  if (context.commit) result.commit = context.commit;
  if (context.checkoutDir) result.checkoutDir = path.resolve(context.checkoutDir);
  return result;
}

/**
 * Terraform stacks are one name; Pulumi stacks are qualified as Pulumi qualifies them (`dev` →
 * `organization/<project>/dev` on DIY backends), except for commands that run no engine.
 */
function resolveStack(
  value: string | undefined,
  engine: EngineName,
  command: Command,
  workdir: string,
  env: SettingsSources["env"],
): { stack: string; stackGiven?: string } {
  const stack = value ?? "default";
  if (engine === "pulumi") {
    if (command === "help" || command === "version" || command === "demo") return { stack };
    const { qualified, given } = qualifyPulumiStack(stack, workdir, env);
    return given === undefined ? { stack: qualified } : { stack: qualified, stackGiven: given };
  }
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(stack)) {
    throw usageError(
      `stack: expected letters, digits, ".", "_" or "-" (at most 100), got "${stack}".`,
    );
  }
  return { stack };
}

/** Shortest plan key accepted (`openssl rand -base64 32` gives 44 characters). */
const MIN_PLAN_KEY_LENGTH = 16;

/**
 * Sets the plan key from `source` (named in errors; the value never is) and treats it as a
 * secret from then on.
 */
export function applyPlanKey(settings: Settings, source: string, value: string): void {
  if (value.trim().length < MIN_PLAN_KEY_LENGTH) {
    throw usageError(
      `${source}: expected a secret of at least ${MIN_PLAN_KEY_LENGTH} characters (e.g. the output of ` +
        `\`openssl rand -base64 32\`, kept as a CI secret), got ${value.trim().length} characters.`,
    );
  }
  const key = value.trim();
  settings.planKey = key;
  for (const secret of new Set([key, value])) {
    if (!settings.secrets.includes(secret)) settings.secrets.push(secret);
  }
}

export function resolveSettings(sources: SettingsSources): Settings {
  const flags = readFlags(sources.argv);
  const env = readEnv(sources.env);
  const command = parseCommand(flags.command);
  const configPath = flags.config ?? env.config;
  const baseWorkdir = path.resolve(sources.cwd, flags.workdir ?? env.workdir ?? ".");
  const configFile = configPath
    ? path.resolve(sources.cwd, configPath)
    : path.join(baseWorkdir, "stackgate.yml");
  const file =
    command === "help" || command === "version"
      ? {}
      : readConfigFile(configFile, configPath !== undefined);
  const raw: RawSettings = { ...file, ...env, ...flags };

  const engine = parseChoice("engine", raw.engine ?? "terraform", ENGINE_NAMES);
  const workdirValue = flags.workdir ?? env.workdir ?? file.workdir;
  const workdirBase = (flags.workdir ?? env.workdir) ? sources.cwd : path.dirname(configFile);
  const workdir = resolveWorkdir(
    workdirValue === undefined ? undefined : path.resolve(workdirBase, workdirValue),
    sources.cwd,
    command,
  );
  const { stack, stackGiven } = resolveStack(raw.stack, engine, command, workdir, sources.env);
  const settings: Settings = {
    command,
    engine,
    engineBinary: raw.engineBinary ?? (engine === "pulumi" ? "pulumi" : engine),
    workdir,
    project:
      raw.project ?? (engine === "pulumi" ? (stack.split("/")[1] ?? "") : path.basename(workdir)),
    stack,
    ...(stackGiven !== undefined ? { stackGiven } : {}),
    planFile: path.resolve(
      workdir,
      raw.planFile ??
        path.join(".stackgate", engine === "pulumi" ? `${stack}.preview.json` : `${stack}.tfplan`),
    ),
    mode: parseChoice("mode", raw.mode ?? "normal", PLAN_MODES),
    approve: parseChoice("approve", raw.approve ?? "none", APPROVE_MODES),
    json: raw.json ?? false,
    detailedExitcode: raw.detailedExitcode ?? false,
    commentLimit: parseLimit(raw.commentLimit),
    lockTimeout: parseLockTimeout(raw.lockTimeout),
    vars: raw.vars ?? [],
    varFiles: raw.varFiles ?? [],
    secrets: collectSecrets(sources.env),
    run: detectRunContext(sources.env),
    recovery: parseChoice("recovery", raw.recovery ?? "refresh", RECOVERY_POLICIES),
    orphans: parseChoice("orphans", raw.orphans ?? "import", ORPHAN_POLICIES),
    stateDigest: parseChoice("state-digest", raw.stateDigest ?? "report", STATE_DIGEST_POLICIES),
    pendingCreates: parseChoice(
      "pending-creates",
      raw.pendingCreates ?? "import",
      PENDING_CREATES_POLICIES,
    ),
    force: raw.force ?? false,
    stopTimeoutMs: 0,
  };
  settings.stopTimeoutMs =
    raw.stopTimeout === undefined
      ? DEFAULT_STOP_TIMEOUT_MS[settings.run.platform]
      : parseDurationMs("stop-timeout", raw.stopTimeout, 100);
  if (raw.staleAfter !== undefined) {
    settings.staleAfterMs = parseDurationMs("stale-after", raw.staleAfter, 60_000);
  }
  if (raw.journalDir !== undefined) settings.journalDir = path.resolve(sources.cwd, raw.journalDir);
  const planKey = sources.env.STACKGATE_PLAN_KEY;
  if (planKey !== undefined && planKey !== "") {
    applyPlanKey(settings, "environment variable STACKGATE_PLAN_KEY", planKey);
  }
  const digest = parseDigest(raw.expectDigest);
  if (digest !== undefined) settings.expectDigest = digest;
  if (raw.commentFile !== undefined)
    settings.commentFile = path.resolve(sources.cwd, raw.commentFile);
  if (existsSync(configFile)) settings.configFile = configFile;
  const digestSecret = sources.env.STACKGATE_DIGEST_SECRET;
  if (digestSecret !== undefined && digestSecret !== "") {
    if (digestSecret.trim().length < 16) {
      throw usageError(
        `STACKGATE_DIGEST_SECRET: expected a secret of at least 16 characters (e.g. 32 random bytes, hex), got ${digestSecret.trim().length} characters.`,
      );
    }
    settings.digestSecret = digestSecret;
  }
  for (const v of settings.vars) {
    if (!/^[A-Za-z_][A-Za-z0-9_-]*=/.test(v)) {
      throw usageError(
        `var: expected NAME=VALUE, got "${v.split("=")[0]}${v.includes("=") ? "=…" : ""}".`,
      );
    }
    // `--var db_password=…` (the Action's vars input, the Pipe's VARS): a secret by its name,
    // like an environment variable's.
    const name = v.slice(0, v.indexOf("="));
    const value = v.slice(v.indexOf("=") + 1);
    if (
      SECRET_ENV_NAME.test(name) &&
      value.trim().length >= 4 &&
      !settings.secrets.includes(value)
    ) {
      settings.secrets.push(value);
    }
  }
  return settings;
}
