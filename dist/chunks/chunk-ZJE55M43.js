#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  isRecord
} from "./chunk-UMMHIP2D.js";
import {
  PLATFORMS
} from "./chunk-O5N77MYA.js";
import {
  EXIT,
  StackgateError,
  quoteExcerpt
} from "./chunk-KVWGJ5LG.js";
import {
  ENGINE_NAMES
} from "./chunk-UURRQXPS.js";

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
import path from "node:path";
function pathWithin(root, dir) {
  if (dir !== root && !dir.startsWith(`${root}${path.sep}`)) return void 0;
  return path.relative(root, dir).split(path.sep).join("/") || ".";
}

// src/backends/backend-config.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { isAbsolute, join } from "node:path";
var DEFAULT_PG_SCHEMA = "terraform_remote_state";
function terraformDataDir(workdir, env = process.env) {
  const dataDir = env.TF_DATA_DIR !== void 0 && env.TF_DATA_DIR !== "" ? env.TF_DATA_DIR : ".terraform";
  return isAbsolute(dataDir) ? dataDir : join(workdir, dataDir);
}
function backendConfigFile(workdir, env = process.env) {
  return join(terraformDataDir(workdir, env), "terraform.tfstate");
}
function readBackendConfig(workdir, env = process.env) {
  const file = backendConfigFile(workdir, env);
  let text;
  try {
    text = readFileSync2(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return { type: "local", config: {} };
    throw new StackgateError(
      `Cannot read the backend configuration ${file}: ${error.message}. Check its permissions, or run \`terraform init\` again.`,
      EXIT.usage,
      { cause: error }
    );
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StackgateError(
      `The backend configuration ${file} is not valid JSON (it is written by \`terraform init\`). Delete it and run \`terraform init\` again.`,
      EXIT.usage,
      { cause: error }
    );
  }
  if (!isRecord(parsed)) {
    throw new StackgateError(
      `The backend configuration ${file} is not a JSON object (it is written by \`terraform init\`). Delete it and run \`terraform init\` again.`,
      EXIT.usage
    );
  }
  const backend = parsed.backend;
  if (backend === void 0 || backend === null) return { type: "local", config: {} };
  if (!isRecord(backend) || typeof backend.type !== "string" || backend.type === "") {
    throw new StackgateError(
      `The backend configuration ${file} has no backend type (expected {"backend": {"type": "...", "config": {...}}}). Run \`terraform init\` again.`,
      EXIT.usage
    );
  }
  return { type: backend.type, config: isRecord(backend.config) ? { ...backend.config } : {} };
}
function setting(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function pgConnString(config, env = process.env) {
  const conn = setting(config.conn_str) ?? setting(env.PG_CONN_STR);
  if (conn === void 0) {
    throw new StackgateError(
      "The pg backend has no connection string: neither `conn_str` in the backend configuration nor PG_CONN_STR in the environment is set. Set PG_CONN_STR for the stackgate step as you do for terraform.",
      EXIT.usage
    );
  }
  return conn;
}
function pgSchemaName(config, env = process.env) {
  return setting(config.schema_name) ?? setting(env.PG_SCHEMA_NAME) ?? DEFAULT_PG_SCHEMA;
}
var ADDRESS_KEYS = [
  "bucket",
  "key",
  "prefix",
  "workspace_key_prefix",
  "region",
  "path",
  "workspace_dir",
  "storage_account_name",
  "container_name",
  "resource_group_name",
  "organization",
  "hostname",
  "address",
  "scope",
  "namespace",
  "secret_suffix"
];
function withoutCredentials(value) {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return value.replace(/\/\/[^@/]*@/, "//");
  }
}
function pgLocation(conn) {
  if (/^postgres(ql)?:\/\//i.test(conn)) {
    try {
      const url = new URL(conn);
      return `${url.hostname || "localhost"}:${url.port || "5432"}${url.pathname || "/"}`;
    } catch {
      return "unparsable connection string";
    }
  }
  const pairs = new Map(
    conn.split(/\s+/).map((pair) => pair.split("=")).filter((kv) => kv.length === 2).map(([k, v]) => [k.toLowerCase(), v.replace(/^'|'$/g, "")])
  );
  return `${pairs.get("host") ?? "localhost"}:${pairs.get("port") ?? "5432"}/${pairs.get("dbname") ?? ""}`;
}
function describeStateAddress(backend, env = process.env) {
  const parts = [backend.type];
  if (backend.type === "pg") {
    const conn = setting(backend.config.conn_str) ?? setting(env.PG_CONN_STR);
    parts.push(conn === void 0 ? "(no connection string)" : pgLocation(conn));
    parts.push(`schema_name=${pgSchemaName(backend.config, env)}`);
  }
  for (const key of ADDRESS_KEYS) {
    const value = backend.config[key];
    if (typeof value === "string" && value !== "") {
      parts.push(`${key}=${key === "address" ? withoutCredentials(value) : value}`);
    }
  }
  if (backend.type === "local" && !parts.some((p) => p.startsWith("path="))) {
    parts.push("path=terraform.tfstate");
  }
  return parts.join(" ");
}
function selectedWorkspace(workdir, env = process.env) {
  const fromEnv = env.TF_WORKSPACE?.trim();
  if (fromEnv) return fromEnv;
  try {
    const selected = readFileSync2(join(terraformDataDir(workdir, env), "environment"), "utf8");
    return selected.trim() || "default";
  } catch {
    return "default";
  }
}

// src/lifecycle/plan-artifact.ts
import { readFileSync as readFileSync3 } from "node:fs";

// src/files/atomic-file.ts
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path2 from "node:path";
function writeFileAtomically(file, text) {
  mkdirSync(path2.dirname(file), { recursive: true });
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
    text = readFileSync3(planRecordPath(planFile), "utf8");
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
function stateBindingOf(settings, env = process.env) {
  if (settings.engine === "pulumi") return void 0;
  return {
    workspace: selectedWorkspace(settings.workdir, env),
    stateAddress: describeStateAddress(readBackendConfig(settings.workdir, env), env)
  };
}
function stateBindingMismatch(record, settings, recordFile) {
  const here = stateBindingOf(settings);
  if (here === void 0) return null;
  if (record.workspace === void 0 || record.stateAddress === void 0) {
    return `the plan record ${recordFile} names no Terraform workspace and state address (it was written before stackgate bound them), so nothing shows the plan is for this run's state (workspace "${here.workspace}", ${here.stateAddress}): run \`stackgate preview\` again.`;
  }
  if (record.workspace !== here.workspace) {
    return `the saved plan was made in Terraform workspace "${record.workspace}", but this run's workspace is "${here.workspace}" (TF_WORKSPACE or the selected workspace; record ${recordFile}).`;
  }
  if (record.stateAddress !== here.stateAddress) {
    return `the saved plan was made against the state at "${record.stateAddress}", but this run's backend is "${here.stateAddress}" (record ${recordFile}).`;
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
  return stateBindingMismatch(record, settings, recordFile);
}

// src/files/runtime-dir.ts
import { execFileSync } from "node:child_process";
import {
  constants,
  existsSync,
  lstatSync,
  openSync,
  readlinkSync,
  realpathSync
} from "node:fs";
import path3 from "node:path";
var RUNTIME_DIR = ".stackgate";
function runtimeDirOf(workdir) {
  return path3.join(workdir, RUNTIME_DIR);
}
function lstatOrNull(file) {
  return lstatSync(file, { throwIfNoEntry: false }) ?? null;
}
function describeLink(link) {
  let target = "?";
  try {
    target = readlinkSync(link);
  } catch {
  }
  const resolved = path3.resolve(path3.dirname(link), target);
  const dangling = existsSync(resolved) ? "" : ", which does not exist (a dangling symlink)";
  return `${link} is a symbolic link to ${JSON.stringify(target)}${dangling}`;
}
function refuseLink(link) {
  throw new StackgateError(
    `${describeLink(link)}. stackgate keeps its run journal and plans in the workdir's ${RUNTIME_DIR}/ and never writes or reads them through a symlink (a committed link could point them outside the checkout). Remove the link (git rm it if it is committed); stackgate creates the directory itself.`,
    EXIT.failed
  );
}
function trackedPaths(dir, workdir) {
  let out;
  try {
    out = execFileSync("git", ["ls-files", "-z", "--", path3.relative(workdir, dir) || "."], {
      cwd: workdir,
      encoding: "utf8",
      timeout: 15e3,
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" }
    });
  } catch {
    return [];
  }
  return out.split("\0").filter((p) => p !== "");
}
function assertRuntimeDir(workdir) {
  const dir = runtimeDirOf(workdir);
  for (const part of [dir, path3.join(dir, "journal")]) {
    const stat2 = lstatOrNull(part);
    if (stat2 === null) break;
    if (stat2.isSymbolicLink()) refuseLink(part);
  }
  if (lstatOrNull(dir) !== null) {
    const real = realpathSync(dir);
    const root = realpathSync(workdir);
    if (real !== path3.join(root, RUNTIME_DIR)) {
      throw new StackgateError(
        `${dir} resolves to ${real}, outside the workdir ${root}. stackgate refuses to keep its journal and plans there.`,
        EXIT.failed
      );
    }
  }
  const tracked = trackedPaths(dir, workdir);
  if (tracked.length > 0) {
    const shown = tracked.slice(0, 3).map((p) => JSON.stringify(p)).join(", ");
    throw new StackgateError(
      `${dir} is tracked by git (${shown}${tracked.length > 3 ? `, and ${tracked.length - 3} more` : ""}). ${RUNTIME_DIR}/ holds runtime data only \u2014 run journals and plans \u2014 and stackgate never reads them from the repository: a committed journal could name someone else's live lock as stackgate's. Remove it from the repository (git rm -r --cached ${JSON.stringify(path3.relative(workdir, dir) || RUNTIME_DIR)}) and add ${RUNTIME_DIR}/ to .gitignore.`,
      EXIT.failed
    );
  }
}
function assertNotSymlink(file) {
  if (lstatOrNull(file)?.isSymbolicLink()) refuseLink(file);
}
function openAppendNoFollow(file) {
  return openSync(
    file,
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
    420
  );
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
  closeSync,
  existsSync as existsSync2,
  mkdirSync as mkdirSync2,
  readdirSync,
  readFileSync as readFileSync4,
  renameSync as renameSync2,
  rmSync,
  truncateSync,
  writeFileSync as writeFileSync2,
  writeSync
} from "node:fs";
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat
} from "node:fs/promises";
import { basename, dirname, join as join2 } from "node:path";
var EXTENSION = ".ndjson";
var SEALED_STATE = ".errored-state.sealed";
var ROTATED_TIME = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:\.\d+)?Z(?:-\d+)?`;
function defaultJournalFile(workdir, stack) {
  return join2(runtimeDirOf(workdir), "journal", `${safeFileName(stack)}${EXTENSION}`);
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
    const candidate = join2(dir, `${base}.${time}${n === 0 ? "" : `-${n}`}${EXTENSION}`);
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
  workdir;
  placeChecked = false;
  constructor(file, options = {}) {
    this.file = file;
    this.keepRotated = options.keepRotated ?? 10;
    this.workdir = options.workdir;
  }
  static forStack(workdir, stack, options) {
    return new _FileJournalStore(defaultJournalFile(workdir, stack), { ...options, workdir });
  }
  /**
   * The journal is runtime data: never read from a file git tracks, never read or written
   * through a symlink. Checked once per store, before the first read or write; the file itself
   * again at every read (appends open it with O_NOFOLLOW).
   */
  checkPlace() {
    if (!this.placeChecked && this.workdir !== void 0) assertRuntimeDir(this.workdir);
    this.placeChecked = true;
    assertNotSymlink(this.file);
  }
  /** Warnings from the last read and from repairs (a truncated tail cut off before appending). */
  get warnings() {
    return [...this.repairWarnings, ...this.lastReadWarnings];
  }
  exists() {
    return existsSync2(this.file);
  }
  /**
   * Appends one entry as one line, synchronously (safe inside a signal handler). Before the
   * first append of this process, a partial last line left by a killed writer is cut off, so
   * the new line does not glue onto it.
   */
  appendSync(entry) {
    if (!this.tailChecked) {
      this.checkPlace();
      this.tailChecked = true;
      mkdirSync2(dirname(this.file), { recursive: true });
      this.cutPartialTail();
    }
    const fd = openAppendNoFollow(this.file);
    try {
      writeSync(fd, `${JSON.stringify(entry)}
`);
    } finally {
      closeSync(fd);
    }
  }
  /** All entries of the run in the file ([] when there is no file). Throws JournalError. */
  read() {
    this.checkPlace();
    let text;
    try {
      text = readFileSync4(this.file, "utf8");
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
    this.checkPlace();
    this.setAsideFinishedRun(state.header);
    mkdirSync2(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    rmSync(temp, { force: true });
    writeFileSync2(temp, entries.map((e) => `${JSON.stringify(e)}
`).join(""), { flag: "wx" });
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
    renameSync2(this.file, rotatedName(dir, base, state.header.startedAt, existsSync2));
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
        rmSync(join2(dir, old), { force: true });
      }
    } catch {
    }
  }
  cutPartialTail() {
    let content;
    try {
      content = readFileSync4(this.file);
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
    return join2(this.dir, safeFileName(key.project), `${safeFileName(key.stack)}${EXTENSION}`);
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
  /** `<dir>/<project>/<stack>.errored-state.sealed`, written whole and fsynced. */
  sealedStateFile(key) {
    return join2(this.dir, safeFileName(key.project), `${safeFileName(key.stack)}${SEALED_STATE}`);
  }
  async keepSealedState(key, sealed) {
    const file = this.sealedStateFile(key);
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.tmp-${process.pid}`;
    const handle = await open(temp, "w", 384);
    try {
      await handle.writeFile(sealed);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    await syncDir(dirname(file));
  }
  async readSealedState(key) {
    try {
      return await readFile(this.sealedStateFile(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  async dropSealedState(key) {
    await rm(this.sealedStateFile(key), { force: true });
    await syncDir(dirname(this.sealedStateFile(key)));
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
  terraformDataDir,
  backendConfigFile,
  readBackendConfig,
  pgConnString,
  pgSchemaName,
  runtimeDirOf,
  assertRuntimeDir,
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
  stateBindingOf,
  workdirInCheckout,
  recordMismatch
};
