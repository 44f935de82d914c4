#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  SECRET_ENV_NAME,
  collectSecrets,
  detectRunContext,
  platformNamed
} from "./chunk-KJ2Q6NJF.js";
import {
  readConfigFile
} from "./chunk-VED5LF7C.js";
import {
  APPROVE_MODES,
  DRIFT_REPORTS,
  ENGINE_NAMES,
  GITHUB_COMMENT_LIMIT,
  ORPHAN_POLICIES,
  PENDING_CREATES_POLICIES,
  PLAN_MODES,
  RECOVERY_POLICIES,
  SETTINGS,
  STATE_DIGEST_POLICIES,
  parseChoice,
  parseCommandWord,
  parseDigest,
  parseDuration,
  parseInteger,
  parseSecret,
  parseStackName,
  parseVar,
  readEnvironment,
  readFlags,
  readHost,
  usageError
} from "./chunk-KWP3KDUD.js";
import {
  EXIT,
  StackgateError
} from "./chunk-KVWGJ5LG.js";

// src/engines/exclude.ts
function checkExclude(traits, exclude, term) {
  if (exclude.length === 0) return;
  const quoted = exclude.map((address) => JSON.stringify(address)).join(", ");
  if (exclude.some((address) => address.trim() === "")) {
    throw new StackgateError(
      `${term} ${quoted}: an address is empty; expected resource or module addresses such as "aws_instance.web" or "module.db".`,
      EXIT.usage
    );
  }
  if (traits.exclude) return;
  throw new StackgateError(
    `${term} ${quoted}: ${traits.excludeRefusal ?? `${traits.label} has no exclude; nothing was run. Remove exclude.`}`,
    EXIT.usage
  );
}

// src/settings/resolve.ts
import { existsSync, statSync } from "node:fs";
import path2 from "node:path";

// src/settings/defaults.ts
import path from "node:path";
function defaultPlanFile(workdir, engine, stack) {
  return path.resolve(
    workdir,
    ".stackgate",
    engine === "pulumi" ? `${stack}.preview.json` : `${stack}.tfplan`
  );
}

// src/settings/state-settings.ts
var WORKSPACE_NAME = /^[A-Za-z0-9._-]{1,90}$/;
function text(raw) {
  return typeof raw?.value === "string" ? raw.value : void 0;
}
function list(raw) {
  return Array.isArray(raw?.value) ? [...raw.value] : [];
}
function readStateSettings(raw, engine) {
  const workspace = text(raw.workspace);
  const backendConfig = list(raw.backendConfig);
  if (engine === "pulumi") {
    const given = workspace !== void 0 ? raw.workspace : raw.backendConfig;
    if (given !== void 0) {
      throw usageError(
        `${given.term}: a Pulumi stack is its own state; workspace and backend-config are Terraform/OpenTofu settings. Remove it and name the Pulumi stack with stack.`
      );
    }
    return { backendConfig: [] };
  }
  if (workspace !== void 0 && !WORKSPACE_NAME.test(workspace)) {
    throw usageError(
      `${raw.workspace?.term ?? "--workspace"}: expected a Terraform workspace name (letters, digits, ".", "_" or "-", at most 90), got "${workspace}".`
    );
  }
  for (const item of backendConfig) {
    if (item.startsWith("-")) {
      throw usageError(
        `${raw.backendConfig?.term ?? "--backend-config"}: expected KEY=VALUE or a file, got "${item.slice(0, 40)}" (without the -backend-config= prefix).`
      );
    }
  }
  return { ...workspace !== void 0 ? { workspace } : {}, backendConfig };
}
function secretsOfBackendConfig(items) {
  const secrets = [];
  for (const item of items) {
    const match = /^([^=]+)=(.*)$/s.exec(item);
    const value = match?.[2] ?? "";
    const credentials = /:\/\/[^/\s@]*:[^/\s@]+@/.test(value);
    if (match && (SECRET_ENV_NAME.test(match[1] ?? "") || credentials) && value.trim().length >= 4) {
      secrets.push(value);
    }
  }
  return secrets;
}

// src/settings/resolve.ts
var LOCAL_STOP_TIMEOUT_MS = 2e4;
function defaultStopTimeoutMs(name) {
  return platformNamed(name)?.defaultStopTimeoutMs ?? LOCAL_STOP_TIMEOUT_MS;
}
function rowOf(key) {
  const row = SETTINGS.find((r) => r.key === key);
  if (row === void 0) throw new Error(`no setting "${key}" in the schema`);
  return row;
}
function termOf(raw, key) {
  return raw?.term ?? `--${rowOf(key).flag ?? key}`;
}
function textOf(raw) {
  return typeof raw?.value === "string" ? raw.value : void 0;
}
function listOf(raw) {
  return Array.isArray(raw?.value) ? [...raw.value] : [];
}
function choiceOf(raw, key, choices) {
  const r = raw[key];
  return parseChoice(termOf(r, key), textOf(r) ?? rowOf(key).default, choices);
}
function durationOf(raw, key) {
  const r = raw[key];
  const value = textOf(r);
  return value === void 0 ? void 0 : parseDurationOfRow(termOf(r, key), key, value);
}
function parseDurationOfRow(term, key, value) {
  const kind = rowOf(key).kind;
  if (kind.type !== "duration") return void 0;
  const rule = { example: kind.example, ...kind.min === void 0 ? {} : { min: kind.min } };
  return parseDuration(term, value, rule);
}
function lockTimeoutMs(settings) {
  return parseDurationOfRow("lock-timeout", "lockTimeout", settings.lockTimeout) ?? 0;
}
function integerOf(raw, key) {
  const r = raw[key];
  const kind = rowOf(key).kind;
  const value = textOf(r);
  if (value === void 0 || kind.type !== "integer") return void 0;
  return parseInteger(termOf(r, key), value, kind.min, kind.max);
}
function parseCommand(raw) {
  return parseCommandWord(textOf(raw));
}
function resolveWorkdir(raw, base, cwd, command) {
  const given = textOf(raw);
  const workdir = given === void 0 ? cwd : path2.resolve(base, given);
  if (command === "demo" || command === "help" || command === "version") return workdir;
  const term = termOf(raw, "workdir");
  if (!existsSync(workdir)) {
    throw usageError(
      `${term}: workdir "${workdir}" does not exist (resolved to ${workdir} from "${given ?? "."}"). Pass ${term} with the engine project's directory.`
    );
  }
  if (!statSync(workdir).isDirectory()) {
    throw usageError(
      `${term}: workdir "${workdir}" is not a directory. Pass ${term} with the engine project's directory.`
    );
  }
  return workdir;
}
async function qualifyIn(raw, qualify) {
  try {
    return await qualify();
  } catch (error) {
    const term = raw?.term;
    if (!(error instanceof StackgateError) || term === void 0 || term.startsWith("--"))
      throw error;
    throw new StackgateError(`${term}: ${error.message}`, error.exitCode, { cause: error });
  }
}
async function resolveStack(raw, engine, command, workdir, sources) {
  const stack = textOf(raw) ?? "default";
  if (engine === "pulumi") {
    if (command === "help" || command === "version" || command === "demo") return { stack };
    if (sources.qualifyStack === void 0) return { stack };
    const qualify = sources.qualifyStack;
    const { qualified, given } = await qualifyIn(raw, () => qualify(stack, workdir, sources.env));
    return given === void 0 ? { stack: qualified } : { stack: qualified, stackGiven: given };
  }
  return { stack: parseStackName(termOf(raw, "stack"), stack) };
}
function applyPlanKey(settings, term, value) {
  const key = parseSecret(term, value, 16);
  settings.planKey = key;
  for (const secret of /* @__PURE__ */ new Set([key, value])) {
    if (!settings.secrets.includes(secret)) settings.secrets.push(secret);
  }
}
function checkVars(settings, raw) {
  for (const v of settings.vars) {
    const { name, value } = parseVar(termOf(raw, "vars"), v);
    if (SECRET_ENV_NAME.test(name) && value.trim().length >= 4 && !settings.secrets.includes(value)) {
      settings.secrets.push(value);
    }
  }
}
async function gather(sources) {
  const flags = readFlags(sources.argv);
  const env = readEnvironment(sources.env);
  const host = sources.host === void 0 ? {} : readHost(sources.host);
  const top = { ...env, ...flags, ...host };
  const command = sources.command ?? parseCommand(flags.command);
  const config = top.config;
  const configPath = textOf(config);
  const configFile = configPath === void 0 ? path2.join(path2.resolve(sources.cwd, textOf(top.workdir) ?? "."), "stackgate.yml") : path2.resolve(sources.cwd, configPath);
  const file = command === "help" || command === "version" ? {} : await readConfigFile(configFile, configPath === void 0 ? void 0 : config?.term);
  const planKeys = [env.planKey, host.planKey].filter((r) => r !== void 0);
  return { top, file, command, configFile, planKeys };
}
var DEFAULT_DRIFT_CONCURRENCY = 4;
var DEFAULT_DRIFT_ISSUE_CAP = 20;
async function resolveSettings(sources) {
  const { top, file, command, configFile, planKeys } = await gather(sources);
  const raw = { ...file, ...top };
  const engine = choiceOf(raw, "engine", ENGINE_NAMES);
  const workdirBase = top.workdir !== void 0 ? sources.cwd : path2.dirname(configFile);
  const workdir = resolveWorkdir(raw.workdir, workdirBase, sources.cwd, command);
  const { stack, stackGiven } = await resolveStack(raw.stack, engine, command, workdir, sources);
  const planFile = textOf(raw.planFile) ?? defaultPlanFile(workdir, engine, stack);
  const run = detectRunContext(sources.env);
  const settings = {
    command,
    engine,
    engineBinary: textOf(raw.engineBinary) ?? (engine === "pulumi" ? "pulumi" : engine),
    workdir,
    project: textOf(raw.project) ?? (engine === "pulumi" ? stack.split("/")[1] ?? "" : path2.basename(workdir)),
    stack,
    ...stackGiven !== void 0 ? { stackGiven } : {},
    ...readStateSettings(raw, engine),
    planFile: path2.resolve(workdir, planFile),
    mode: choiceOf(raw, "mode", PLAN_MODES),
    approve: parseChoice("approve", textOf(raw.approve) ?? "none", APPROVE_MODES),
    json: raw.json?.value === true,
    detailedExitcode: raw.detailedExitcode?.value === true,
    commentLimit: sources.commentLimit ?? integerOf(raw, "commentLimit") ?? GITHUB_COMMENT_LIMIT,
    lockTimeout: durationOf(raw, "lockTimeout") === void 0 ? "0s" : (textOf(raw.lockTimeout) ?? "").trim(),
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
    driftIssueCap: integerOf(raw, "driftIssueCap") ?? DEFAULT_DRIFT_ISSUE_CAP
  };
  const staleAfterMs = durationOf(raw, "staleAfter");
  if (staleAfterMs !== void 0) settings.staleAfterMs = staleAfterMs;
  const journalDir = textOf(raw.journalDir);
  if (journalDir !== void 0) settings.journalDir = path2.resolve(sources.cwd, journalDir);
  for (const key of planKeys) applyPlanKey(settings, key.term, textOf(key) ?? "");
  const digest = textOf(raw.expectDigest);
  if (digest !== void 0)
    settings.expectDigest = parseDigest(termOf(raw.expectDigest, "expectDigest"), digest);
  const commentFile = textOf(raw.commentFile);
  if (commentFile !== void 0) settings.commentFile = path2.resolve(sources.cwd, commentFile);
  if (existsSync(configFile)) settings.configFile = configFile;
  const dependsOn = listOf(raw.dependsOn);
  if (dependsOn.length > 0) settings.dependsOn = dependsOn;
  const digestSecret = raw.digestSecret;
  if (digestSecret !== void 0) {
    parseSecret(digestSecret.term, textOf(digestSecret) ?? "", 16);
    settings.digestSecret = textOf(digestSecret) ?? "";
  }
  checkVars(settings, raw.vars);
  if (command === "preview" || command === "up")
    sources.checkExclude?.(engine, settings.exclude, termOf(raw.exclude, "exclude"));
  if (settings.allStacks && command !== "drift") {
    throw usageError(
      `${termOf(raw.allStacks, "allStacks")} is for \`drift\`, got command "${command}". Leave it out, or run \`stackgate drift --all-stacks\`.`
    );
  }
  const resolve = resolveRequest(raw, command);
  if (resolve !== void 0) settings.resolve = resolve;
  for (const secret of secretsOfBackendConfig(settings.backendConfig)) {
    if (!settings.secrets.includes(secret)) settings.secrets.push(secret);
  }
  return settings;
}
function resolveRequest(raw, command) {
  const address = textOf(raw.resolve);
  const id = textOf(raw.resolveImport);
  const forms = [
    raw.resolveAbsent?.value === true ? "absent" : null,
    id !== void 0 ? "import" : null,
    raw.resolveChecked?.value === true ? "checked" : null
  ].filter((f) => f !== null);
  const given = (key) => termOf(raw[key], key);
  if (address === void 0) {
    if (forms.length > 0)
      throw usageError(
        `${given(forms[0] === "import" ? "resolveImport" : forms[0] === "absent" ? "resolveAbsent" : "resolveChecked")} closes an open item, but no ${given("resolve")} names its address. Expected \`recover --resolve ADDR --absent | --import ID | --checked\`.`
      );
    return void 0;
  }
  if (command !== "recover")
    throw usageError(
      `${given("resolve")} ${JSON.stringify(address)} is for \`recover\`, got command "${command}".`
    );
  if (address.trim() === "")
    throw usageError(
      `${given("resolve")} is empty: expected the address of an open item (\`stackgate status\` lists them).`
    );
  const [how] = forms;
  if (how === void 0 || forms.length > 1)
    throw usageError(
      `${given("resolve")} ${JSON.stringify(address)} needs exactly one of --absent (it does not exist), --import ID (it exists: import it) or --checked (you dealt with it); got ${forms.length === 0 ? "none" : forms.map((f) => `--${f}`).join(" and ")}.`
    );
  if (how === "import") {
    if ((id ?? "").trim() === "")
      throw usageError(
        `${given("resolveImport")} is empty: expected the provider id of ${address}.`
      );
    return { address, how, id: id ?? "" };
  }
  return { address, how };
}

// src/engines/pulumi/traits.ts
var PULUMI_TRAITS = { label: "Pulumi", exclude: true };

// src/engines/terraform/traits.ts
var DEFAULT_PG_TABLE = "states";
function text2(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function fnv1_32(bytes) {
  let hash = 2166136261;
  for (const byte of bytes) {
    hash = Math.imul(hash, 16777619) >>> 0;
    hash = (hash ^ byte) >>> 0;
  }
  return hash;
}
var TERRAFORM = {
  label: "Terraform",
  pg: {
    tableName: () => DEFAULT_PG_TABLE,
    creationLockKey: () => -1n
  },
  stateEncryption: false,
  exclude: false,
  excludeRefusal: "Terraform has no -exclude (OpenTofu 1.9 and later has); nothing was run. Run with --engine tofu, or remove exclude to plan everything."
};
var OPENTOFU = {
  label: "OpenTofu",
  pg: {
    tableName: (config, env) => text2(config.table_name) ?? text2(env.PG_TABLE_NAME) ?? DEFAULT_PG_TABLE,
    creationLockKey: (schema, table) => -BigInt(fnv1_32(Buffer.from(`${schema}\0${table}`, "utf8")))
  },
  stateEncryption: true,
  exclude: true
};
function terraformTraits(name) {
  return name === "tofu" ? OPENTOFU : TERRAFORM;
}

export {
  checkExclude,
  PULUMI_TRAITS,
  terraformTraits,
  defaultPlanFile,
  lockTimeoutMs,
  resolveSettings
};
