#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  PLATFORM_NAMES
} from "./chunk-KJ2Q6NJF.js";
import {
  describeStateAddress,
  readBackendConfig,
  selectedWorkspace
} from "./chunk-HV3CXPQW.js";
import {
  ENGINE_NAMES
} from "./chunk-KWP3KDUD.js";
import {
  isRecord
} from "./chunk-UMMHIP2D.js";
import {
  EXIT,
  StackgateError,
  quoteExcerpt
} from "./chunk-KVWGJ5LG.js";

// src/process/shell-quote.ts
function shellQuote(text) {
  return `'${text.replaceAll("'", "'\\''")}'`;
}
function shellWord(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : shellQuote(text);
}

// src/files/within.ts
import path from "node:path";
function pathWithin(root, dir) {
  if (dir !== root && !dir.startsWith(`${root}${path.sep}`)) return void 0;
  return path.relative(root, dir).split(path.sep).join("/") || ".";
}

// src/lifecycle/plan-artifact.ts
import { readFileSync } from "node:fs";

// src/files/atomic-file.ts
import { randomBytes } from "node:crypto";
import { closeSync, constants, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import path2 from "node:path";
var EXCLUSIVE_NO_FOLLOW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
function writeNewFileNoFollow(file, bytes, mode = 420) {
  const fd = openSync(file, EXCLUSIVE_NO_FOLLOW, mode);
  try {
    const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
    let written = 0;
    while (written < data.length) written += writeSync(fd, data, written, data.length - written);
  } finally {
    closeSync(fd);
  }
}
function tempBeside(file) {
  return `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
}
function writeFileAtomically(file, text, mode = 420) {
  mkdirSync(path2.dirname(file), { recursive: true });
  const temp = tempBeside(file);
  try {
    writeNewFileNoFollow(temp, text, mode);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
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
    text = readFileSync(planRecordPath(planFile), "utf8");
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
function stateBindingOf(settings, given = process.env) {
  if (settings.engine === "pulumi") return void 0;
  const env = settings.workspace === void 0 ? given : { ...given, TF_WORKSPACE: settings.workspace };
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
function closesRecord(entry) {
  return entry.type === "phase" && TERMINAL_PHASES.has(entry.phase);
}
function isRecordClosed(entries) {
  const last = entries.findLast((e) => e.type === "phase");
  return last !== void 0 && closesRecord(last);
}
function isSameWorkdir(recorded, key) {
  return recorded === key.workdir || (key.workdirAliases ?? []).includes(recorded);
}
var JournalError = class extends StackgateError {
  constructor(message, kind = "unreadable", options) {
    super(message, EXIT.failed, options?.cause === void 0 ? {} : { cause: options.cause });
    this.kind = kind;
    this.name = "JournalError";
    this.run = options?.run;
  }
  kind;
  /** `not-terminal`: the unfinished run in the way (its owner may still be running). */
  run;
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
  if (!isOneOf(PLATFORM_NAMES, header.platform)) {
    return `"header.platform" must be ${choices(PLATFORM_NAMES)}`;
  }
  if (!isOneOf(ENGINE_NAMES, header.engine)) {
    return `"header.engine" must be ${choices(ENGINE_NAMES)}`;
  }
  if (!isPid(header.pid)) return `"header.pid" must be a positive integer`;
  if (!isIsoTime(header.startedAt)) return `"header.startedAt" must be an ISO time`;
  return runRefProblem(header, "header");
}
function runRefProblem(object, name) {
  for (const field of ["runUrl", "attempt", "job", "index"]) {
    const problem = checkOptional(object, field, (v) => typeof v === "string", "a string");
    if (problem !== null) return `"${name}.${field}" must be a string`;
  }
  return null;
}
function takerProblem(by) {
  if (!isRecord(by)) return `"by" must be an object`;
  for (const field of ["runId", "host"]) {
    if (typeof by[field] !== "string" || by[field] === "") {
      return `"by.${field}" must be a non-empty string`;
    }
  }
  if (!isPid(by.pid)) return `"by.pid" must be a positive integer`;
  if (!isIsoTime(by.startedAt)) return `"by.startedAt" must be an ISO time`;
  return runRefProblem(by, "by");
}
function recordKey(header) {
  return JSON.stringify([
    header.runId,
    header.attempt ?? "",
    header.job ?? "",
    header.index ?? "",
    header.startedAt,
    header.host,
    header.pid
  ]);
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
      if (typeof value.lockId !== "string" || value.lockId === "") {
        return `"lockId" must be a non-empty string`;
      }
      return value.by === void 0 ? null : takerProblem(value.by);
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
        if (entry.by === void 0) state.lockId = entry.lockId;
        else (state.recoveryLocks ??= []).push({ lockId: entry.lockId, by: entry.by });
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

export {
  shellQuote,
  shellWord,
  writeNewFileNoFollow,
  writeFileAtomically,
  pathWithin,
  engineMode,
  writePlanRecord,
  readPlanRecord,
  stateBindingOf,
  workdirInCheckout,
  recordMismatch,
  JOURNAL_VERSION,
  TERMINAL_PHASES,
  closesRecord,
  isRecordClosed,
  isSameWorkdir,
  JournalError,
  recordKey,
  parseJournal,
  safeFileName,
  timeForFileName,
  completeEntry,
  checkStoredEntry,
  foldJournal,
  isTerminal,
  assertJournalFor
};
