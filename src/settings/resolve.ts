/**
 * Sources → one typed, validated `Settings`. Precedence: the host's inputs/variables (Action,
 * Pipe) > CLI flags > STACKGATE_* environment > stackgate.yml > defaults. Every value is read
 * by the reader of its schema kind, with the term of the source it came from.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";

import { StackgateError } from "../errors.js";
import { ENGINE_NAMES, type EngineName } from "../model/change.js";
import {
  APPROVE_MODES,
  DRIFT_REPORTS,
  ORPHAN_POLICIES,
  PENDING_CREATES_POLICIES,
  PLAN_MODES,
  RECOVERY_POLICIES,
  STATE_DIGEST_POLICIES,
  type Command,
} from "./choices.js";
import { parseCommandWord } from "./command-line.js";
import { readConfigFile } from "./config-file.js";
import { collectSecrets, detectRunContext, SECRET_ENV_NAME } from "./context.js";
import { platformNamed, type PlatformName } from "../platform/registry.js";
import {
  parseChoice,
  parseDigest,
  parseDuration,
  parseInteger,
  parseSecret,
  parseStackName,
  parseVar,
  usageError,
} from "./read.js";
import { GITHUB_COMMENT_LIMIT } from "./rows-run.js";
import { defaultPlanFile } from "./defaults.js";
import { readStateSettings, secretsOfBackendConfig } from "./state-settings.js";
import { SETTINGS, type SettingRow } from "./schema.js";
import { readEnvironment, readFlags, readHost, type Raw, type RawSettings } from "./sources.js";
import type { QualifiedStack, ResolveRequest, Settings, SettingsSources } from "./types.js";

/**
 * Time from the first signal to the escalating second SIGINT outside any CI platform; a
 * platform sizes its own to its stop sequence (`Platform.defaultStopTimeoutMs`).
 */
const LOCAL_STOP_TIMEOUT_MS = 20_000;

function defaultStopTimeoutMs(name: PlatformName): number {
  return platformNamed(name)?.defaultStopTimeoutMs ?? LOCAL_STOP_TIMEOUT_MS;
}

function rowOf(key: string): SettingRow {
  const row = SETTINGS.find((r) => r.key === key);
  if (row === undefined) throw new Error(`no setting "${key}" in the schema`);
  return row;
}

/** How an error names a setting no source gave: its CLI flag. */
function termOf(raw: Raw | undefined, key: string): string {
  return raw?.term ?? `--${rowOf(key).flag ?? key}`;
}

function textOf(raw: Raw | undefined): string | undefined {
  return typeof raw?.value === "string" ? raw.value : undefined;
}

function listOf(raw: Raw | undefined): string[] {
  return Array.isArray(raw?.value) ? [...(raw.value as readonly string[])] : [];
}

function choiceOf<T extends string>(raw: RawSettings, key: string, choices: readonly T[]): T {
  const r = raw[key];
  return parseChoice(termOf(r, key), textOf(r) ?? rowOf(key).default, choices);
}

function durationOf(raw: RawSettings, key: string): number | undefined {
  const r = raw[key];
  const value = textOf(r);
  return value === undefined ? undefined : parseDurationOfRow(termOf(r, key), key, value);
}

/** `value` read by the duration rule of the row `key` (undefined for a row of another kind). */
function parseDurationOfRow(term: string, key: string, value: string): number | undefined {
  const kind = rowOf(key).kind;
  if (kind.type !== "duration") return undefined;
  const rule = { example: kind.example, ...(kind.min === undefined ? {} : { min: kind.min }) };
  return parseDuration(term, value, rule);
}

/**
 * The lock timeout in milliseconds, by its row's rule (the setting keeps the engine's text for
 * `-lock-timeout`; the resolver already refused any other).
 */
export function lockTimeoutMs(settings: Settings): number {
  return parseDurationOfRow("lock-timeout", "lockTimeout", settings.lockTimeout) ?? 0;
}

function integerOf(raw: RawSettings, key: string): number | undefined {
  const r = raw[key];
  const kind = rowOf(key).kind;
  const value = textOf(r);
  if (value === undefined || kind.type !== "integer") return undefined;
  return parseInteger(termOf(r, key), value, kind.min, kind.max);
}

function parseCommand(raw: Raw | undefined): Command {
  return parseCommandWord(textOf(raw));
}

function resolveWorkdir(raw: Raw | undefined, base: string, cwd: string, command: Command): string {
  const given = textOf(raw);
  const workdir = given === undefined ? cwd : path.resolve(base, given);
  if (command === "demo" || command === "help" || command === "version") return workdir;
  const term = termOf(raw, "workdir");
  if (!existsSync(workdir)) {
    throw usageError(
      `${term}: workdir "${workdir}" does not exist (resolved to ${workdir} from "${given ?? "."}"). Pass ${term} with the engine project's directory.`,
    );
  }
  if (!statSync(workdir).isDirectory()) {
    throw usageError(
      `${term}: workdir "${workdir}" is not a directory. Pass ${term} with the engine project's directory.`,
    );
  }
  return workdir;
}

/**
 * Pulumi's qualifier speaks of "stack" and `--stack`: when the name came from another source,
 * its error says which (`input stack: …`, `stackgate.yml key stack: …`).
 */
async function qualifyIn(
  raw: Raw | undefined,
  qualify: () => Promise<QualifiedStack> | QualifiedStack,
): Promise<QualifiedStack> {
  try {
    return await qualify();
  } catch (error) {
    const term = raw?.term;
    if (!(error instanceof StackgateError) || term === undefined || term.startsWith("--"))
      throw error;
    throw new StackgateError(`${term}: ${error.message}`, error.exitCode, { cause: error });
  }
}

/**
 * Terraform stacks are one name; Pulumi stacks are qualified as Pulumi qualifies them (`dev` →
 * `organization/<project>/dev` on DIY backends), except for commands that run no engine.
 */
async function resolveStack(
  raw: Raw | undefined,
  engine: EngineName,
  command: Command,
  workdir: string,
  sources: SettingsSources,
): Promise<{ stack: string; stackGiven?: string }> {
  const stack = textOf(raw) ?? "default";
  if (engine === "pulumi") {
    if (command === "help" || command === "version" || command === "demo") return { stack };
    if (sources.qualifyStack === undefined) return { stack };
    const qualify = sources.qualifyStack;
    const { qualified, given } = await qualifyIn(raw, () => qualify(stack, workdir, sources.env));
    return given === undefined ? { stack: qualified } : { stack: qualified, stackGiven: given };
  }
  return { stack: parseStackName(termOf(raw, "stack"), stack) };
}

/**
 * Sets the plan key from `term` (named in errors; the value never is) and treats it as a
 * secret from then on.
 */
function applyPlanKey(settings: Settings, term: string, value: string): void {
  const key = parseSecret(term, value, 16);
  settings.planKey = key;
  for (const secret of new Set([key, value])) {
    if (!settings.secrets.includes(secret)) settings.secrets.push(secret);
  }
}

/** Vars under a secret's name (`db_password=…`) are secrets, like such environment variables. */
function checkVars(settings: Settings, raw: Raw | undefined): void {
  for (const v of settings.vars) {
    const { name, value } = parseVar(termOf(raw, "vars"), v);
    if (
      SECRET_ENV_NAME.test(name) &&
      value.trim().length >= 4 &&
      !settings.secrets.includes(value)
    ) {
      settings.secrets.push(value);
    }
  }
}

/** The values besides flags, environment and file: the host's (when there is one). */
async function gather(sources: SettingsSources): Promise<{
  top: RawSettings;
  file: RawSettings;
  command: Command;
  configFile: string;
  /** The plan key from each source that gave one, lowest precedence first (all are secrets). */
  planKeys: Raw[];
}> {
  const flags = readFlags(sources.argv);
  const env = readEnvironment(sources.env);
  const host = sources.host === undefined ? {} : readHost(sources.host);
  const top: RawSettings = { ...env, ...flags, ...host };
  const command = sources.command ?? parseCommand(flags.command);
  const config = top.config;
  const configPath = textOf(config);
  const configFile =
    configPath === undefined
      ? path.join(path.resolve(sources.cwd, textOf(top.workdir) ?? "."), "stackgate.yml")
      : path.resolve(sources.cwd, configPath);
  const file =
    command === "help" || command === "version"
      ? {}
      : await readConfigFile(configFile, configPath === undefined ? undefined : config?.term);
  const planKeys = [env.planKey, host.planKey].filter((r): r is Raw => r !== undefined);
  return { top, file, command, configFile, planKeys };
}

/** drift: stacks checked at once by default (each runs an engine and its providers). */
const DEFAULT_DRIFT_CONCURRENCY = 4;
const DEFAULT_DRIFT_ISSUE_CAP = 20;

export async function resolveSettings(sources: SettingsSources): Promise<Settings> {
  const { top, file, command, configFile, planKeys } = await gather(sources);
  const raw: RawSettings = { ...file, ...top };
  const engine = choiceOf(raw, "engine", ENGINE_NAMES);
  const workdirBase = top.workdir !== undefined ? sources.cwd : path.dirname(configFile);
  const workdir = resolveWorkdir(raw.workdir, workdirBase, sources.cwd, command);
  const { stack, stackGiven } = await resolveStack(raw.stack, engine, command, workdir, sources);
  const planFile = textOf(raw.planFile) ?? defaultPlanFile(workdir, engine, stack);
  const run = detectRunContext(sources.env);
  const settings: Settings = {
    command,
    engine,
    engineBinary: textOf(raw.engineBinary) ?? (engine === "pulumi" ? "pulumi" : engine),
    workdir,
    project:
      textOf(raw.project) ??
      (engine === "pulumi" ? (stack.split("/")[1] ?? "") : path.basename(workdir)),
    stack,
    ...(stackGiven !== undefined ? { stackGiven } : {}),
    ...readStateSettings(raw, engine),
    planFile: path.resolve(workdir, planFile),
    mode: choiceOf(raw, "mode", PLAN_MODES),
    approve: parseChoice("approve", textOf(raw.approve) ?? "none", APPROVE_MODES),
    json: raw.json?.value === true,
    detailedExitcode: raw.detailedExitcode?.value === true,
    commentLimit: sources.commentLimit ?? integerOf(raw, "commentLimit") ?? GITHUB_COMMENT_LIMIT,
    lockTimeout:
      durationOf(raw, "lockTimeout") === undefined ? "0s" : (textOf(raw.lockTimeout) ?? "").trim(),
    vars: listOf(raw.vars),
    varFiles: listOf(raw.varFiles),
    exclude: listOf(raw.exclude),
    secrets: collectSecrets(sources.env),
    run,
    recovery: choiceOf(raw, "recovery", RECOVERY_POLICIES),
    orphans: choiceOf(raw, "orphans", ORPHAN_POLICIES),
    stateDigest: choiceOf(raw, "stateDigest", STATE_DIGEST_POLICIES),
    pendingCreates: choiceOf(raw, "pendingCreates", PENDING_CREATES_POLICIES),
    force: raw.force?.value === true,
    acceptOpenItems: listOf(raw.acceptOpenItems),
    stopTimeoutMs: durationOf(raw, "stopTimeout") ?? defaultStopTimeoutMs(run.platform),
    allStacks: raw.allStacks?.value === true,
    concurrency: integerOf(raw, "concurrency") ?? DEFAULT_DRIFT_CONCURRENCY,
    driftReport: choiceOf(raw, "driftReport", DRIFT_REPORTS),
    driftIssueCap: integerOf(raw, "driftIssueCap") ?? DEFAULT_DRIFT_ISSUE_CAP,
  };
  const staleAfterMs = durationOf(raw, "staleAfter");
  if (staleAfterMs !== undefined) settings.staleAfterMs = staleAfterMs;
  const journalDir = textOf(raw.journalDir);
  if (journalDir !== undefined) settings.journalDir = path.resolve(sources.cwd, journalDir);
  for (const key of planKeys) applyPlanKey(settings, key.term, textOf(key) ?? "");
  const digest = textOf(raw.expectDigest);
  if (digest !== undefined)
    settings.expectDigest = parseDigest(termOf(raw.expectDigest, "expectDigest"), digest);
  const mrApprovals = textOf(raw.mrApprovals);
  if (mrApprovals !== undefined) {
    if (command !== "up" || settings.approve !== "none") {
      throw usageError(
        `--mr-approvals ${mrApprovals} is the approval of \`up\` on GitLab, got command "${command}"${settings.approve === "none" ? "" : " with --yes or --approve"}. ` +
          "Pass it to `up` alone: the merge request's approvals replace --yes and --approve.",
      );
    }
    settings.mrApprovals = parseInteger("--mr-approvals", mrApprovals, 1, 100);
  }
  const commentFile = textOf(raw.commentFile);
  if (commentFile !== undefined) settings.commentFile = path.resolve(sources.cwd, commentFile);
  if (existsSync(configFile)) settings.configFile = configFile;
  const dependsOn = listOf(raw.dependsOn);
  if (dependsOn.length > 0) settings.dependsOn = dependsOn;
  const digestSecret = raw.digestSecret;
  if (digestSecret !== undefined) {
    parseSecret(digestSecret.term, textOf(digestSecret) ?? "", 16);
    settings.digestSecret = textOf(digestSecret) ?? "";
  }
  checkVars(settings, raw.vars);
  // Only the commands that plan use it: recover, status and unlock work on the whole state.
  if (command === "preview" || command === "up")
    sources.checkExclude?.(engine, settings.exclude, termOf(raw.exclude, "exclude"));
  if (settings.allStacks && command !== "drift") {
    throw usageError(
      `${termOf(raw.allStacks, "allStacks")} is for \`drift\`, got command "${command}". Leave it out, or run \`stackgate drift --all-stacks\`.`,
    );
  }
  const resolve = resolveRequest(raw, command);
  if (resolve !== undefined) settings.resolve = resolve;
  for (const secret of secretsOfBackendConfig(settings.backendConfig)) {
    if (!settings.secrets.includes(secret)) settings.secrets.push(secret);
  }
  return settings;
}

/** `--resolve ADDR` with exactly one of `--absent`, `--import ID`, `--checked`, on `recover`. */
function resolveRequest(raw: RawSettings, command: Command): ResolveRequest | undefined {
  const address = textOf(raw.resolve);
  const id = textOf(raw.resolveImport);
  const forms = [
    raw.resolveAbsent?.value === true ? "absent" : null,
    id !== undefined ? "import" : null,
    raw.resolveChecked?.value === true ? "checked" : null,
  ].filter((f): f is "absent" | "import" | "checked" => f !== null);
  const given = (key: string): string => termOf(raw[key], key);
  if (address === undefined) {
    if (forms.length > 0)
      throw usageError(
        `${given(forms[0] === "import" ? "resolveImport" : forms[0] === "absent" ? "resolveAbsent" : "resolveChecked")} closes an open item, but no ${given("resolve")} names its address. ` +
          "Expected `recover --resolve ADDR --absent | --import ID | --checked`.",
      );
    return undefined;
  }
  if (command !== "recover")
    throw usageError(
      `${given("resolve")} ${JSON.stringify(address)} is for \`recover\`, got command "${command}".`,
    );
  if (address.trim() === "")
    throw usageError(
      `${given("resolve")} is empty: expected the address of an open item (\`stackgate status\` lists them).`,
    );
  const [how] = forms;
  if (how === undefined || forms.length > 1)
    throw usageError(
      `${given("resolve")} ${JSON.stringify(address)} needs exactly one of --absent (it does not exist), --import ID (it exists: import it) ` +
        `or --checked (you dealt with it); got ${forms.length === 0 ? "none" : forms.map((f) => `--${f}`).join(" and ")}.`,
    );
  if (how === "import") {
    if ((id ?? "").trim() === "")
      throw usageError(
        `${given("resolveImport")} is empty: expected the provider id of ${address}.`,
      );
    return { address, how, id: id ?? "" };
  }
  return { address, how };
}
