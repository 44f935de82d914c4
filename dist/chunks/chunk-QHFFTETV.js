#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-7XGX2B5A.js";
import {
  DEFAULT_FLAVOR,
  collapses,
  commentKeyOf,
  commentMarker,
  createRedactor
} from "./chunk-L6ZRR6VT.js";
import {
  JOB_SUMMARY_LIMIT,
  cutMiddle,
  describeLockHolder,
  fitItems,
  fitPrefix,
  fitPrefixLines,
  fitSuffixLines,
  markedSpaces,
  measureChars,
  measureUtf8,
  shortDigest,
  truncate,
  validateLimit,
  visibleAddress
} from "./chunk-R5FNSTQJ.js";
import {
  describeStateAddress,
  isRecord,
  readBackendConfig,
  readConfigFile,
  selectedWorkspace
} from "./chunk-WAA6DC42.js";
import {
  APPROVE_MODES,
  DRIFT_REPORTS,
  ENGINE_LABELS,
  ENGINE_NAMES,
  EXIT,
  GITHUB_COMMENT_LIMIT,
  MIN_LIMIT,
  ORPHAN_POLICIES,
  PENDING_CREATES_POLICIES,
  PLAN_MODES,
  PLATFORM_NAMES,
  RECOVERY_POLICIES,
  SECRET_ENV_NAME,
  SETTINGS,
  STATE_DIGEST_POLICIES,
  StackgateError,
  collectSecrets,
  describeLocation,
  detectRunContext,
  emptyChangeSet,
  hasChanges,
  isDestructive,
  parseChoice,
  parseCommandWord,
  parseDigest,
  parseDuration,
  parseInteger,
  parseSecret,
  parseStackName,
  parseVar,
  platformNamed,
  quoteExcerpt,
  readEnvironment,
  readFlags,
  readHost,
  usageError
} from "./chunk-ZQX7P6QH.js";
import {
  __toESM
} from "./chunk-IQWI6KNV.js";

// src/process/shell-quote.ts
function shellQuote(text3) {
  return `'${text3.replaceAll("'", "'\\''")}'`;
}
function shellWord(text3) {
  return /^[\w@%+=:,./-]+$/.test(text3) ? text3 : shellQuote(text3);
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
function parseJournal(text3, source) {
  const entries = [];
  const warnings = [];
  const lines = text3.split("\n");
  const complete = text3.endsWith("\n") || text3 === "";
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
function safeFileName(text3) {
  const escaped = Array.from(new TextEncoder().encode(text3), (byte) => {
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
      const list2 = inFlight.map((r) => `${r.action} ${r.address}`).join(", ");
      state.warnings.push(
        `${source}: the run reached phase "${state.phase}" with ${inFlight.length} resource operation(s) started but never reported done or failed: ${list2}.`
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

// src/recovery/result.ts
var SAID_IN_ATTENTION = /* @__PURE__ */ new Set([
  "keep-lock",
  "keep-errored-state",
  "report-checksum",
  "refresh",
  "restore-state",
  "cancel-update",
  // The stack export before the repair: what the repair could not resolve is an attention entry.
  "report-pending"
]);
function leftForAPerson(actions, attention) {
  const left = [...attention];
  for (const action of actions) {
    if (!action.ok && !SAID_IN_ATTENTION.has(action.kind) && !left.includes(action.detail))
      left.push(action.detail);
  }
  return left;
}
function findingsOf(result) {
  if (result.findings !== void 0) return result.findings;
  if (result.journal === null) return [];
  return [
    {
      runId: result.journal.runId,
      orphans: result.orphans,
      unconfirmed: result.unconfirmed,
      driftLeft: result.actions.some((a) => a.kind === "report-drift" && !a.ok)
    }
  ];
}
function combineResults(results) {
  const first = results[0];
  const last = results[results.length - 1];
  if (first === void 0 || last === void 0 || results.length === 1) {
    if (first === void 0) throw new Error("combineResults: no result");
    return first;
  }
  const union = (lists) => [...new Set(lists.flat())];
  const left = union(results.map((r) => r.left));
  const needsAttention = left.length > 0;
  const combined = {
    command: last.command,
    outcome: needsAttention ? "needs-attention" : results.some((r) => r.outcome === "recovered") ? "recovered" : "clean",
    exitCode: !needsAttention ? EXIT.ok : last.lock.after.kind === "locked" ? EXIT.locked : EXIT.failed,
    actions: results.flatMap((r) => r.actions),
    orphans: results.flatMap((r) => r.orphans),
    tainted: last.tainted,
    unconfirmed: union(results.map((r) => r.unconfirmed)),
    lock: { before: first.lock.before, after: last.lock.after },
    journal: last.journal,
    left,
    nextRunMayStart: results.every((r) => r.nextRunMayStart),
    findings: results.flatMap(findingsOf)
  };
  if (needsAttention) combined.message = left.join("\n");
  return combined;
}
function finishRecovery(ending) {
  const { done, lock, state } = ending;
  const after = lock.after;
  const left = leftForAPerson(done.actions, done.attention);
  if (after.kind === "locked" && left.length === 0)
    left.push(`the stack is locked: ${describeLockHolder(after.holder)}`);
  const needsAttention = left.length > 0;
  const nextRunMayStart = done.attention.length === 0 && after.kind !== "locked";
  if (ending.journal && nextRunMayStart) {
    ending.journal.record({ type: "phase", phase: "recovered" });
  }
  const unfinished = state !== null && !isTerminal(state);
  const result = {
    command: ending.mode === "unlock" ? "unlock" : "recover",
    outcome: needsAttention ? "needs-attention" : unfinished || done.actions.length > 0 ? "recovered" : "clean",
    exitCode: !needsAttention ? EXIT.ok : after.kind === "locked" ? EXIT.locked : EXIT.failed,
    actions: done.actions,
    orphans: done.orphans,
    tainted: ending.tainted ?? [],
    unconfirmed: ending.unconfirmed ?? [],
    lock,
    journal: state ? { runId: state.header.runId, phase: state.phase, updatedAt: state.updatedAt } : null,
    left,
    nextRunMayStart
  };
  if (needsAttention) result.message = left.join("\n");
  return result;
}

// src/files/atomic-file.ts
import { randomBytes } from "node:crypto";
import { closeSync, constants, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
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
function writeFileAtomically(file, text3, mode = 420) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempBeside(file);
  try {
    writeNewFileNoFollow(temp, text3, mode);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

// src/settings/suggest.ts
import path3 from "node:path";

// src/settings/defaults.ts
import path2 from "node:path";
function defaultPlanFile(workdir, engine, stack) {
  return path2.resolve(
    workdir,
    ".stackgate",
    engine === "pulumi" ? `${stack}.preview.json` : `${stack}.tfplan`
  );
}

// src/settings/suggest.ts
function withoutSecretValue(item) {
  const key = /^([^=]+)=/.exec(item)?.[1];
  return key !== void 0 && SECRET_ENV_NAME.test(key) ? `${key}=<${key}>` : item;
}
function defaultProject(s) {
  return s.engine === "pulumi" ? s.stack.split("/")[1] ?? "" : path3.basename(s.workdir);
}
function suggestCommand(s, command, extra = []) {
  const words = ["stackgate", command, "-C", shellWord(s.workdir)];
  const flag = (name, value) => {
    words.push(`--${name}`, shellWord(value));
  };
  if (s.engine !== "terraform") flag("engine", s.engine);
  if (s.engineBinary !== (s.engine === "pulumi" ? "pulumi" : s.engine))
    flag("engine-binary", s.engineBinary);
  if (s.stack !== "default") flag("stack", s.stackGiven ?? s.stack);
  if (s.project !== defaultProject(s)) flag("project", s.project);
  if (s.planFile !== defaultPlanFile(s.workdir, s.engine, s.stack)) flag("plan-file", s.planFile);
  if (s.mode !== "normal" && command !== "recover" && command !== "status") flag("mode", s.mode);
  if (s.journalDir !== void 0) flag("journal-dir", s.journalDir);
  if (s.configFile !== void 0 && s.configFile !== path3.join(s.workdir, "stackgate.yml"))
    flag("config", s.configFile);
  if (s.workspace !== void 0) flag("workspace", s.workspace);
  for (const item of s.backendConfig) flag("backend-config", withoutSecretValue(item));
  for (const file of s.varFiles) flag("var-file", file);
  if (command === "preview" || command === "up")
    for (const address of s.exclude) flag("exclude", address);
  return [...words, ...extra].join(" ");
}

// src/report/neutralize.ts
var ZERO_WIDTH_SPACE = "\u200B";
var ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function cleanText(text3) {
  return text3.replace(ANSI, "").replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(LONE_SURROGATE, "\uFFFD");
}
var INLINE_SPECIAL = /[\\`*_[\]|~$<>&@#]/g;
var ALNUM = /[A-Za-z0-9]/;
function isAlnum(ch) {
  return ch !== void 0 && ALNUM.test(ch);
}
function escapeInline(text3) {
  const flat = cleanText(text3).replace(/\s+/g, " ").trim();
  const escaped = flat.replace(INLINE_SPECIAL, (ch, offset, whole) => {
    const next = whole[offset + 1];
    switch (ch) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case "@":
        return isAlnum(next) ? `@${ZERO_WIDTH_SPACE}` : "@";
      case "#":
        return next !== void 0 && /[0-9]/.test(next) ? `#${ZERO_WIDTH_SPACE}` : "\\#";
      case "_":
        return isAlnum(whole[offset - 1]) && isAlnum(next) ? "_" : "\\_";
      default:
        return `\\${ch}`;
    }
  });
  return escaped.replace(/^([-+=]|\d+(?=[.)]))/, (m) => /^\d/.test(m) ? `${m}\\` : `\\${m}`);
}
function escapeHtml(text3) {
  return cleanText(text3).replace(/\s+/g, " ").trim().replace(
    /[&<>"]/g,
    (ch) => ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : "&quot;"
  ).replace(/([@#])(?=[A-Za-z0-9])/g, `$1${ZERO_WIDTH_SPACE}`);
}
function longestBacktickRun(text3) {
  let longest = 0;
  for (const m of text3.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
function fenceFor(text3) {
  return "`".repeat(Math.max(3, longestBacktickRun(text3) + 1));
}
function fenceBlock(text3, info = "") {
  const body = cleanText(text3);
  const fence = fenceFor(body);
  const tag = info.replace(/[^A-Za-z0-9_+-]/g, "");
  const newline = body === "" || body.endsWith("\n") ? "" : "\n";
  return `${fence}${tag}
${body}${newline}${fence}`;
}
function detailsBlock(summary, body, open = false) {
  return `<details${open ? " open" : ""}><summary>${escapeHtml(summary)}</summary>

${body}

</details>`;
}
function codeSpan(text3, options = {}) {
  let flat = cleanText(text3).replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ");
  if (options.table ?? true) flat = flat.replaceAll("|", "\\|");
  if (flat === "") flat = " ";
  const fence = "`".repeat(longestBacktickRun(flat) + 1);
  const stripped = /^`|`$/.test(flat) || /^ /.test(flat) && / $/.test(flat) && flat.trim() !== "";
  const pad = stripped ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

// src/report/texts.ts
var MAX_ADDRESS = 300;
var MIN_ADDRESS = 80;
var MAX_NAME = 100;
function renderCapped(raw, max, render2) {
  let keep = Math.min(raw.length, max);
  for (; ; ) {
    const rendered = render2(truncate(raw, keep));
    if (rendered.length <= max || keep <= 1) return rendered;
    keep = Math.max(1, Math.min(keep - 1, Math.floor(keep * max / rendered.length)));
  }
}
function createTexts(secrets) {
  const redact = createRedactor(secrets);
  const text3 = (value) => redact(cleanText(value));
  const oneLine = (value) => text3(value).replace(/\s+/g, " ").trim();
  return {
    redact,
    text: text3,
    inline: (value, max = MAX_ADDRESS) => renderCapped(oneLine(value), max, escapeInline),
    code: (value, place, max = MAX_ADDRESS) => renderCapped(oneLine(value), max, (cut) => codeSpan(cut, { table: place === "cell" })),
    address: (value, place, max = MAX_ADDRESS) => {
      const exact = visibleAddress(redact(value));
      const table = place === "cell";
      const render2 = (keep2) => {
        const cut = cutMiddle(exact, keep2);
        const span = codeSpan(cut, { table });
        const marked = markedSpaces(cut);
        return marked === null ? span : `${span} (spaces marked: ${codeSpan(marked, { table })})`;
      };
      let keep = max;
      for (; ; ) {
        const rendered = render2(keep);
        if (rendered.length <= max || keep <= MIN_ADDRESS) return rendered;
        keep = Math.max(
          MIN_ADDRESS,
          Math.min(keep - 1, Math.floor(keep * max / rendered.length))
        );
      }
    }
  };
}

// src/report/section.ts
var SEPARATOR = "\n\n";
function section(count, note, render2) {
  return { render: render2, notShown: () => count === 0 ? "" : note };
}
function listSection(list2) {
  return section(list2.count, list2.notShown, (budget) => {
    if (list2.count === 0) return "";
    return fitItems({
      head: list2.head,
      count: list2.count,
      item: list2.item,
      joiner: "\n",
      more: list2.more,
      alone: list2.notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure: list2.measure
    }).text;
  });
}
var ACTION_LABELS = {
  create: "\u2795 create",
  update: "\u{1F504} update",
  delete: "\u{1F5D1}\uFE0F delete",
  replace: "\u267B\uFE0F replace",
  read: "\u{1F4D6} read",
  "no-op": "\u25AB\uFE0F no-op"
};
function actionLabel(change) {
  if (change.action === "no-op") {
    if (change.movedFrom !== void 0) return "\u{1F69A} move";
    if (change.importId !== void 0) return "\u{1F4E5} import";
  }
  return ACTION_LABELS[change.action];
}
function titledBlock(flavor, summary, body, open = false) {
  return collapses(flavor) ? detailsBlock(summary, body, open) : `**${escapeInline(summary)}**

${body}`;
}
function whereToRead(context) {
  return context.fullDiffAt ?? "the run log";
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
var MAX_ATTRIBUTES = 12;
function inlineList(t, values, max, maxLength) {
  const shown = values.slice(0, max).map((v) => t.inline(v, maxLength));
  if (values.length > max) shown.push(`+${values.length - max} more`);
  return shown.join(", ");
}
function attributesCell(t, change) {
  const parts = [];
  const computed = new Set(change.computed ?? []);
  const known = change.changedAttributes.filter((name) => !computed.has(name));
  if (known.length > 0) parts.push(inlineList(t, known, MAX_ATTRIBUTES, MAX_NAME));
  if (computed.size > 0) {
    parts.push(
      change.action === "create" ? `${computed.size} known after apply` : `known after apply: ${inlineList(t, [...computed], MAX_ATTRIBUTES, MAX_NAME)}`
    );
  }
  if (change.sensitive) parts.push("\u{1F512} sensitive");
  return parts.length > 0 ? parts.join(" \xB7 ") : "\u2014";
}

// src/report/section-destructive.ts
var MAX_REASONS = 5;
function destructiveSection({ changeSet, context, t, measure }) {
  const items = changeSet.resources.filter((r) => isDestructive(r.action));
  const more = (n) => `**\u2026 and ${n} more destructive changes not shown (every one is in ${whereToRead(context)})**`;
  const item = (i) => {
    const r = items[i];
    const address = t.address(r.address, "text");
    if (r.action === "delete") return `- \u{1F5D1}\uFE0F **delete** ${address}`;
    let line = `- \u267B\uFE0F **replace** ${address}`;
    if (r.reasons.length > 0) {
      line += ` \u2014 forced by ${inlineList(t, r.reasons, MAX_REASONS, MAX_NAME)}`;
    }
    if (r.replaceOrder !== void 0) {
      line += r.replaceOrder === "create-before-destroy" ? " (create before destroy)" : " (destroy before create)";
    }
    return line;
  };
  return section(items.length, more(items.length), (budget) => {
    if (items.length === 0) return "";
    return fitItems({
      head: `#### \u26A0\uFE0F Destructive changes (${items.length})

`,
      count: items.length,
      item,
      joiner: "\n",
      more,
      noteJoiner: SEPARATOR,
      budget,
      measure
    }).text;
  });
}

// src/report/section-diagnostics.ts
var MAX_DIAGNOSTIC_DETAIL = 3e3;
function diagnosticEntry(t, d) {
  const kind = d.severity === "error" ? "\u274C Error" : "\u26A0\uFE0F Warning";
  let entry = `**${kind}:** ${t.inline(d.summary)}`;
  if (d.address !== void 0 && d.address !== "") entry += ` \u2014 ${t.address(d.address, "text")}`;
  const where = describeLocation(d);
  if (where !== "") entry += ` (${t.inline(where)})`;
  const detail = t.text(d.detail).trim();
  if (detail !== "") {
    const cut = fitPrefixLines(detail, MAX_DIAGNOSTIC_DETAIL, measureChars);
    entry += `

${fenceBlock(cut === detail ? detail : `${cut.trimEnd()}
\u2026 (cut)`)}`;
  }
  return entry;
}
function diagnosticsSection({ changeSet, t, measure }) {
  const sorted = [
    ...changeSet.diagnostics.filter((d) => d.severity === "error"),
    ...changeSet.diagnostics.filter((d) => d.severity !== "error")
  ];
  const notShown = `Diagnostics: ${sorted.length} not shown; see the run log`;
  return section(sorted.length, notShown, (budget) => {
    if (sorted.length === 0) return "";
    return fitItems({
      head: `#### Diagnostics (${sorted.length})

`,
      count: sorted.length,
      item: (i) => diagnosticEntry(t, sorted[i]),
      joiner: SEPARATOR,
      more: (n) => `\u2026 and ${n} more diagnostics not shown; see the run log`,
      alone: notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure
    }).text;
  });
}

// src/report/section-diff.ts
var MIN_PARTIAL_DIFF = 200;
function diffSection({ changeSet, context, t, measure, flavor }) {
  const withDiff = changeSet.resources.filter((r) => r.diff.trim() !== "");
  const total = withDiff.length;
  const note = (shown) => `**The diff does not fit this comment: ${shown} of ${total} resources shown whole. Read every change in ${whereToRead(context)}.**`;
  const title = `Full diff (${plural(total, "resource", "resources")})`;
  const details = (body) => titledBlock(flavor, title, body);
  const piece = (i) => {
    const r = withDiff[i];
    const d = `# ${visibleAddress(t.redact(r.address))}: ${r.action}
${t.text(r.diff)}`;
    return d.endsWith("\n") ? d : `${d}
`;
  };
  const render2 = (budget) => {
    if (total === 0) return "";
    const wrapper = measure(details(""));
    const noteReserve = measure(note(total) + SEPARATOR);
    const overhead = (run2) => wrapper + 2 * Math.max(3, run2 + 1) + 5;
    let body = "";
    let used = 0;
    let run = 0;
    let shown = 0;
    for (; shown < total; shown += 1) {
      const p = piece(shown);
      const nextRun = Math.max(run, longestBacktickRun(p));
      const reserve = shown === total - 1 ? 0 : noteReserve;
      if (overhead(nextRun) + used + measure(p) + reserve > budget) break;
      body += p;
      used += measure(p);
      run = nextRun;
    }
    if (shown === total) return details(fenceBlock(body, "diff"));
    const cutLine = "\u2026 (cut here: the rest of this resource's diff does not fit)\n";
    const room = budget - overhead(run) - used - noteReserve - measure(cutLine);
    if (room >= MIN_PARTIAL_DIFF) {
      const partial = fitPrefixLines(piece(shown), room, measure);
      const candidate = body + (partial.endsWith("\n") ? partial : `${partial}
`) + cutLine;
      const size = overhead(Math.max(run, longestBacktickRun(partial))) + measure(candidate);
      if (size + noteReserve <= budget) {
        body = candidate;
      }
    }
    const head = note(shown);
    if (body === "") return measure(head) <= budget ? head : "";
    const cut = `${head}${SEPARATOR}${details(fenceBlock(body, "diff"))}`;
    return measure(cut) <= budget ? cut : measure(head) <= budget ? head : "";
  };
  return section(total, note(0), render2);
}

// src/report/section-drift.ts
function driftSection({ changeSet, t, measure }) {
  const items = changeSet.drift;
  return listSection({
    count: items.length,
    notShown: `Drift: ${items.length} drifted resources not shown; see the run log`,
    head: `#### \u{1F30A} Drift (${items.length})

Changed outside stackgate since the last run:

`,
    item: (i) => {
      const r = items[i];
      const attributes = attributesCell(t, r);
      return `- ${actionLabel(r)} ${t.address(r.address, "text")}${attributes === "\u2014" ? "" : `: ${attributes}`}`;
    },
    more: (n) => `\u2026 and ${n} more drifted resources not shown`,
    measure
  });
}

// src/report/section-engine-output.ts
var NOT_SHOWN = "Engine output not shown (cut to fit); see the run log";
function engineOutputSection(input) {
  const { context, t, measure, flavor } = input;
  const hasTail = context.outputTail !== void 0 && context.outputTail.trim() !== "";
  return section(hasTail ? 1 : 0, NOT_SHOWN, (budget) => {
    const fallback = measure(NOT_SHOWN) <= budget ? NOT_SHOWN : "";
    if (context.outputTail === void 0 || !hasTail) return "";
    const cap = Math.min(budget, input.engineOutputCap);
    const full = t.text(context.outputTail).replace(/\s+$/, "");
    const title = "Engine output (last lines)";
    const open = context.outcome !== "planned" && context.outcome !== "applied";
    const note = "\u2026 (earlier output cut; see the run log)\n";
    const details = (body) => titledBlock(flavor, title, body, open);
    const overhead = measure(details("")) + 2 * (longestBacktickRun(full) + 4) + 2;
    if (measure(full) + overhead <= cap) return details(fenceBlock(full));
    const kept = fitSuffixLines(full, cap - overhead - measure(note), measure);
    if (kept === "") return fallback;
    const block = details(fenceBlock(note + kept));
    return measure(block) <= cap ? block : fallback;
  });
}

// src/report/section-footer.ts
var MAX_HINT = 500;
var MAX_URL = 500;
function safeRunUrl(raw, t) {
  let url;
  try {
    url = new URL(t.redact(cleanText(raw)).trim());
  } catch {
    return void 0;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return void 0;
  url.username = "";
  url.password = "";
  const href = url.href.replace(
    /[()<>[\]"'`\s\\]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
  return href.length <= MAX_URL ? href : void 0;
}
function footerPart(context, t) {
  const facts = [];
  const url = context.runUrl === void 0 ? void 0 : safeRunUrl(context.runUrl, t);
  if (url !== void 0) facts.push(`[View the run](${url})`);
  const commit = context.commit?.trim();
  if (commit) {
    facts.push(
      /^[0-9a-f]{7,64}$/i.test(commit) ? `commit \`${commit.slice(0, 12)}\`` : `commit ${t.inline(commit, 64)}`
    );
  }
  const digest = context.digest.trim();
  if (/^sha256:[0-9a-f]{64}$/.test(digest)) {
    facts.push(`digest \`${shortDigest(digest)}\` (\`${digest}\`)`);
  } else if (digest !== "") {
    facts.push(`digest ${t.inline(digest, 100)}`);
  }
  const lines = facts.length > 0 ? [facts.join(" \xB7 ")] : [];
  const hint = context.approvalHint === void 0 ? "" : t.text(context.approvalHint).trim();
  if (hint !== "") lines.push(truncate(hint, MAX_HINT));
  return lines.length > 0 ? `---
${lines.join(SEPARATOR)}` : "";
}

// src/report/section-header.ts
var OUTCOME_PRESENTATION = {
  planned: { icon: "\u{1F4CB}", label: "Plan" },
  "no-changes": { icon: "\u2705", label: "No changes" },
  applied: { icon: "\u2705", label: "Applied" },
  failed: { icon: "\u274C", label: "Failed" },
  interrupted: { icon: "\u26A0\uFE0F", label: "Interrupted" },
  recovered: { icon: "\u{1FA79}", label: "Interrupted, then recovered" },
  locked: { icon: "\u{1F512}", label: "State locked" },
  "stale-plan": { icon: "\u23F3", label: "Plan is stale" },
  "approval-required": { icon: "\u270B", label: "Approval required" },
  cancelled: { icon: "\u26D4", label: "Cancelled" },
  // Bitbucket: a Stop kills the step outright; the `final:` step's recover reports what it did.
  "stopped-recovered": { icon: "\u{1FA79}", label: "Stopped, then recovered" },
  stopped: { icon: "\u{1F6D1}", label: "Stopped: recovery needs attention" }
};
function presentation(outcome) {
  return Object.hasOwn(OUTCOME_PRESENTATION, outcome) ? OUTCOME_PRESENTATION[outcome] : { icon: "\u2139\uFE0F", label: outcome };
}
function headerParts(changeSet, context, t, marker, flavor) {
  const { icon, label } = presentation(context.outcome);
  const title = `### ${icon} ${t.inline(label, MAX_NAME)}: ${t.inline(context.project, MAX_NAME)} / ${t.inline(context.stack, MAX_NAME)}`;
  const subtitle = [
    t.inline(context.engineLabel, MAX_NAME),
    `stackgate ${t.inline(context.command, MAX_NAME)}`,
    `workdir ${t.inline(context.workdir, MAX_NAME)}`
  ].join(" \xB7 ");
  const parts = [
    marker ? `${commentMarker(context, flavor)}
${title}` : title,
    subtitle,
    context.recovery !== void 0 ? recoveryLine(context.recovery) : context.notPlanned !== void 0 ? `**Nothing was planned:** ${t.text(context.notPlanned)}` : countsLine(changeSet)
  ];
  if (context.applied !== void 0) {
    const a = context.applied;
    parts.push(
      `**Applied before it stopped** (as the journal saw it): ${a.added} added \xB7 ${a.changed} changed \xB7 ${a.removed} destroyed \xB7 ${a.tainted} tainted`
    );
  }
  if (changeSet.errored) {
    parts.push("\u26A0\uFE0F **The engine reported errors: this plan cannot be applied.**");
  }
  return parts;
}
function recoveryLine(recovery) {
  const left = recovery.left.length === 0 ? "nothing is left for a person" : `**${recovery.left.length} left for a person**`;
  return `**Recovery:** ${recovery.repaired.length} repaired \xB7 ${left}`;
}
function countsLine(changeSet) {
  const s = changeSet.summary;
  const extras = [];
  if (s.read > 0) extras.push(`${s.read} read`);
  if (s.move > 0) extras.push(`${s.move} move`);
  if (s.import > 0) extras.push(`${s.import} import`);
  if (s.outputs > 0) extras.push(`${s.outputs} output${s.outputs === 1 ? "" : "s"}`);
  if (s.drift > 0) extras.push(`${s.drift} drifted`);
  if (!hasChanges(changeSet)) {
    const head = changeSet.errored ? "**No changes planned.**" : "**No changes.**";
    return extras.length > 0 ? `${head} ${extras.join(" \xB7 ")}` : head;
  }
  const main = [
    `${s.create} create`,
    `${s.update} update`,
    `${s.delete} delete`,
    `${s.replace} replace`
  ];
  return `**Changes:** ${[...main, ...extras].join(" \xB7 ")}`;
}

// src/report/section-outputs.ts
function outputsSection({ changeSet, t, measure }) {
  const changed = changeSet.outputs.filter((o) => o.action !== "no-op");
  const notShown = `Outputs: ${changed.length} changed outputs not shown`;
  return section(changed.length, notShown, (budget) => {
    if (changed.length === 0) return "";
    return fitItems({
      head: `#### Outputs (${changed.length})

| Action | Output |
| --- | --- |
`,
      count: changed.length,
      item: (i) => {
        const o = changed[i];
        const name = t.inline(o.name, MAX_NAME) + (o.sensitive ? " (sensitive)" : "");
        return `| ${ACTION_LABELS[o.action]} | ${name} |`;
      },
      joiner: "\n",
      more: (n) => `\u2026 ${n} more outputs not shown`,
      alone: notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure
    }).text;
  });
}

// src/report/section-recovery.ts
var NOT_SHOWN2 = "What recovery did is not shown (cut to fit); see the run log";
var OPEN_TITLE = "Open items left by an earlier recovery (not closed yet)";
function recoverySection(input) {
  const { recovery, openItems = [] } = input.context;
  const count = recovery ? recovery.repaired.length + recovery.left.length + openItems.length : openItems.length;
  return section(count, NOT_SHOWN2, (budget) => {
    if (count === 0) return "";
    const { t, measure } = input;
    const block = (title, items) => items.length === 0 ? "" : `**${title}**

${fenceBlock(items.map((item) => t.text(item).replace(/\s+$/, "")).join("\n"))}`;
    const finish = recovery?.finish === void 0 ? [] : [recovery.finish];
    const left = recovery ? block("Left for a person", [...recovery.left, ...finish]) : "";
    const open = block(`\u26A0\uFE0F ${OPEN_TITLE}`, openItems);
    const repaired = recovery ? block("Repaired", recovery.repaired) : "";
    const must = [open, left].filter((p) => p !== "").join(SEPARATOR);
    const both = [must, repaired].filter((p) => p !== "").join(SEPARATOR);
    if (measure(both) <= budget) return both;
    if (must !== "" && measure(must) <= budget) return must;
    return measure(NOT_SHOWN2) <= budget ? NOT_SHOWN2 : "";
  });
}

// src/report/section-resources.ts
function resourceCell(t, change) {
  let cell = t.address(change.address, "cell");
  if (change.movedFrom !== void 0)
    cell += ` (moved from ${t.address(change.movedFrom, "cell")})`;
  if (change.importId !== void 0) {
    cell += ` (import id ${t.inline(change.importId, MAX_NAME)})`;
  }
  return cell;
}
function resourcesSection({ changeSet, context, t, measure }) {
  const rows = changeSet.resources;
  const where = whereToRead(context);
  return listSection({
    count: rows.length,
    notShown: `**Changed resources: ${rows.length} rows not shown (cut to fit; every one is in ${where})**`,
    head: `#### Changed resources (${rows.length})

| Action | Resource | Changed attributes |
| --- | --- | --- |
`,
    item: (i) => {
      const r = rows[i];
      return `| ${actionLabel(r)} | ${resourceCell(t, r)} | ${attributesCell(t, r)} |`;
    },
    more: (n) => `**\u2026 ${n} more rows not shown (table cut to fit; every one is in ${where})**`,
    measure
  });
}

// src/report/render.ts
var CUT_NOTICE = "\n\n\u2026 (report cut to fit)";
var SECTIONS = {
  recovery: recoverySection,
  destructive: destructiveSection,
  resources: resourcesSection,
  outputs: outputsSection,
  drift: driftSection,
  diagnostics: diagnosticsSection,
  engineOutput: engineOutputSection,
  diff: diffSection
};
var PRIORITY = [
  "recovery",
  "destructive",
  "diagnostics",
  "drift",
  "engineOutput",
  "outputs",
  "resources",
  "diff"
];
var DISPLAY = [
  "recovery",
  "destructive",
  "resources",
  "outputs",
  "drift",
  "diagnostics",
  "engineOutput",
  "diff"
];
function renderComment(changeSet, context, limit = GITHUB_COMMENT_LIMIT, flavor = DEFAULT_FLAVOR) {
  validateLimit(limit, "renderComment");
  return render(changeSet, context, { limit, measure: measureChars, marker: true, flavor });
}
function renderSummary(changeSet, context, limit = JOB_SUMMARY_LIMIT) {
  validateLimit(limit, "renderSummary");
  return render(
    changeSet,
    { ...context, fullDiffAt: "this step's log" },
    {
      limit,
      measure: measureUtf8,
      marker: false,
      flavor: DEFAULT_FLAVOR
    }
  );
}
function render(changeSet, context, options) {
  const { limit, measure, flavor } = options;
  const t = createTexts(context.secrets);
  const top = headerParts(changeSet, context, t, options.marker, flavor);
  const footer = footerPart(context, t);
  const fixed = [...top, footer].filter((part) => part !== "");
  const room = limit - measure(fixed.join(SEPARATOR));
  const engineOutputCap = Math.max(MIN_LIMIT, Math.floor(limit / 4));
  const input = { changeSet, context, t, measure, flavor, engineOutputCap };
  const produced = fitSections(input, room);
  const body = DISPLAY.map((id) => produced.get(id) ?? "").filter((part) => part !== "");
  const out = [...top, ...body, footer].filter((part) => part !== "").join(SEPARATOR);
  if (measure(out) <= limit) return out;
  return fitPrefix(out, limit - measure(CUT_NOTICE), measure) + CUT_NOTICE;
}
function fitSections(input, room) {
  const { measure } = input;
  const sections = PRIORITY.map((id) => SECTIONS[id](input));
  const reserved = sections.map((section2) => {
    const note = section2.notShown();
    return note === "" ? 0 : measure(note) + SEPARATOR.length;
  });
  const produced = /* @__PURE__ */ new Map();
  let remaining = room;
  PRIORITY.forEach((id, index) => {
    const lower = reserved.slice(index + 1).reduce((sum, size) => sum + size, 0);
    const budget = remaining - SEPARATOR.length - lower;
    if (budget <= 0) return;
    const section2 = sections[index].render(budget);
    if (section2 === "") return;
    produced.set(id, section2);
    remaining -= measure(section2) + SEPARATOR.length;
  });
  return produced;
}

// src/command/result.ts
function refusedBeforePlan(result) {
  return result.command === "up" && result.outcome === "approval-required" && result.digest === void 0;
}
function lockedResult(base, holder, done) {
  return {
    ...base,
    outcome: "locked",
    exitCode: EXIT.locked,
    lockHolder: holder,
    message: `the state is locked: ${describeLockHolder(holder)}. Nothing was ${done}.`
  };
}

// src/lifecycle/report.ts
function approvalHint(result, settings) {
  if (result.command !== "preview" || result.outcome !== "planned" || !result.digest) {
    return void 0;
  }
  const command = suggestCommand(settings, "up", ["--digest", result.digest]);
  return `To apply exactly this plan: \`${command}\` on the same commit.`;
}
var LOCAL_FULL_DIFF_AT = "the output of `stackgate preview`";
function reportContext(result, settings, engine) {
  const notPlanned = result.changeSet === void 0 && refusedBeforePlan(result);
  const changeSet = result.changeSet ?? emptyChangeSet(engine, !notPlanned);
  const context = {
    project: settings.project,
    stack: settings.stack,
    workdir: commentKeyOf(settings).workdir,
    engineLabel: `${ENGINE_LABELS[engine]} ${changeSet.engineVersion}`.trim(),
    digest: result.digest ?? "",
    command: result.command,
    outcome: result.outcome,
    secrets: settings.secrets,
    fullDiffAt: platformNamed(settings.run.platform)?.fullDiffAt ?? LOCAL_FULL_DIFF_AT,
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {},
    ...result.message ? notPlanned ? { notPlanned: result.message } : { outputTail: result.message } : {}
  };
  if (result.applied !== void 0 && "tainted" in result.applied) {
    context.applied = { ...result.applied };
  }
  if (result.openItems !== void 0 && result.openItems.length > 0)
    context.openItems = result.openItems;
  const hint = approvalHint(result, settings);
  if (hint) context.approvalHint = hint;
  return { changeSet, context };
}
function writeCommentFile(settings, comment) {
  if (!settings.commentFile) return void 0;
  writeFileAtomically(settings.commentFile, comment);
  return settings.commentFile;
}
function publishComment(result, settings, engine) {
  const { changeSet, context } = reportContext(result, settings, engine);
  const comment = renderComment(changeSet, context, settings.commentLimit);
  const commentFile = writeCommentFile(settings, comment);
  return commentFile ? { ...result, comment, commentFile } : { ...result, comment };
}

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

// src/engines/pulumi/traits.ts
var PULUMI_TRAITS = { label: "Pulumi", exclude: true };

// src/engines/pulumi/project.ts
var import_yaml = __toESM(require_dist(), 1);
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path4 from "node:path";
import { fileURLToPath } from "node:url";
var PULUMI_PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml"];
var NAME = /^[A-Za-z0-9_.-]{1,100}$/;
function parsePulumiStack(value) {
  const parts = value.split("/");
  if (parts.length !== 3) {
    throw new StackgateError(
      `stack: Pulumi needs a fully qualified stack name "org/project/stack" (DIY backends: "organization/project/stack"), got "${value}".`,
      EXIT.usage
    );
  }
  const [org = "", project = "", stack = ""] = parts;
  for (const [label, part] of [
    ["organization", org],
    ["project", project],
    ["stack", stack]
  ]) {
    if (!NAME.test(part)) {
      throw new StackgateError(
        `stack: the ${label} part of "${value}" must be 1 to 100 alphanumerics, "-", "_" or "." (Pulumi's naming rule), got "${part}".`,
        EXIT.usage
      );
    }
  }
  return { org, project, stack, qualified: value };
}
function findPulumiProjectFile(workdir) {
  for (const name of PULUMI_PROJECT_FILES) {
    const file = path4.join(workdir, name);
    if (existsSync(file)) return file;
  }
  return null;
}
function readPulumiProject(workdir) {
  const file = findPulumiProjectFile(workdir);
  if (file === null) {
    throw new StackgateError(
      `workdir "${workdir}" is not a Pulumi project: expected Pulumi.yaml in it, found none. Pass --workdir with the directory that holds Pulumi.yaml.`,
      EXIT.usage
    );
  }
  let document;
  try {
    document = (0, import_yaml.parse)(readFileSync(file, "utf8"));
  } catch (error) {
    throw new StackgateError(
      `${file} could not be read as YAML: ${error instanceof Error ? error.message.split("\n")[0] ?? "" : String(error)}`,
      EXIT.usage,
      { cause: error }
    );
  }
  const record = isRecord(document) ? document : {};
  const name = record.name;
  if (typeof name !== "string" || name === "") {
    throw new StackgateError(
      `${file}: expected a project "name" (Pulumi requires it), got ${name === void 0 ? "none" : JSON.stringify(name)}.`,
      EXIT.usage
    );
  }
  const result = { file, name };
  const backend = record.backend;
  if (isRecord(backend) && typeof backend.url === "string" && backend.url !== "") {
    result.backendUrl = backend.url;
  }
  return result;
}
function assertPulumiProject(workdir, stack) {
  const project = readPulumiProject(workdir);
  const ref = parsePulumiStack(stack);
  if (ref.project !== project.name) {
    throw new StackgateError(
      `stack "${stack}" names project "${ref.project}", but ${path4.basename(project.file)} in ${workdir} is project "${project.name}". Pass --stack <org>/${project.name}/<stack>, or --workdir with the project "${ref.project}".`,
      EXIT.usage
    );
  }
  const backend = resolvePulumiBackend(workdir, process.env, project);
  if (backend.kind !== "cloud" && ref.org !== "organization") {
    throw new StackgateError(
      `stack "${stack}": DIY backends (${backend.url}) accept only the organization "organization" (Pulumi: "organization name must be 'organization'"). Pass --stack organization/${ref.project}/${ref.stack}.`,
      EXIT.usage
    );
  }
  return project;
}
function resolvePulumiBackend(workdir, env, project) {
  const fromEnv = env.PULUMI_BACKEND_URL;
  const url = (fromEnv !== void 0 && fromEnv !== "" ? fromEnv : void 0) ?? (project ?? tryReadProject(workdir))?.backendUrl ?? currentLogin(env) ?? "https://api.pulumi.com";
  return classifyBackendUrl(url, workdir, env);
}
function classifyBackendUrl(url, workdir, env = process.env) {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "file") return { kind: "diy-file", url, root: fileBackendRoot(url, workdir, env) };
  if (scheme === "http" || scheme === "https") return { kind: "cloud", url };
  return { kind: "diy-object", url, scheme: scheme ?? "unknown" };
}
function fileBackendRoot(url, workdir, env) {
  const rest = url.slice("file://".length).split("?")[0] ?? "";
  if (rest === "~" || rest.startsWith("~/")) {
    return path4.join(env.HOME ?? os.homedir(), rest.slice(1));
  }
  if (rest.startsWith("/")) {
    try {
      return fileURLToPath(`file://${rest}`);
    } catch {
      return rest;
    }
  }
  return path4.resolve(workdir, rest);
}
function tryReadProject(workdir) {
  try {
    return readPulumiProject(workdir);
  } catch {
    return null;
  }
}
function pulumiHome(env) {
  const fromEnv = env.PULUMI_HOME;
  if (fromEnv !== void 0 && fromEnv !== "") return fromEnv;
  return path4.join(env.HOME ?? os.homedir(), ".pulumi");
}
function currentLogin(env) {
  const home = pulumiHome(env);
  try {
    const parsed = JSON.parse(readFileSync(path4.join(home, "credentials.json"), "utf8"));
    return typeof parsed.current === "string" && parsed.current !== "" ? parsed.current : void 0;
  } catch {
    return void 0;
  }
}

// src/engines/terraform/traits.ts
var DEFAULT_PG_TABLE = "states";
function text(value) {
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
    tableName: (config, env) => text(config.table_name) ?? text(env.PG_TABLE_NAME) ?? DEFAULT_PG_TABLE,
    creationLockKey: (schema, table) => -BigInt(fnv1_32(Buffer.from(`${schema}\0${table}`, "utf8")))
  },
  stateEncryption: true,
  exclude: true
};
function terraformTraits(name) {
  return name === "tofu" ? OPENTOFU : TERRAFORM;
}

// src/files/within.ts
import path5 from "node:path";
function pathWithin(root, dir) {
  if (dir !== root && !dir.startsWith(`${root}${path5.sep}`)) return void 0;
  return path5.relative(root, dir).split(path5.sep).join("/") || ".";
}

// src/lifecycle/plan-artifact.ts
import { readFileSync as readFileSync2 } from "node:fs";
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
  let text3;
  try {
    text3 = readFileSync2(planRecordPath(planFile), "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text3);
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

// src/settings/resolve.ts
import { existsSync as existsSync2, statSync } from "node:fs";
import path6 from "node:path";

// src/settings/state-settings.ts
var WORKSPACE_NAME = /^[A-Za-z0-9._-]{1,90}$/;
function text2(raw) {
  return typeof raw?.value === "string" ? raw.value : void 0;
}
function list(raw) {
  return Array.isArray(raw?.value) ? [...raw.value] : [];
}
function readStateSettings(raw, engine) {
  const workspace = text2(raw.workspace);
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
function choiceOf(raw, key, choices2) {
  const r = raw[key];
  return parseChoice(termOf(r, key), textOf(r) ?? rowOf(key).default, choices2);
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
  const workdir = given === void 0 ? cwd : path6.resolve(base, given);
  if (command === "demo" || command === "help" || command === "version") return workdir;
  const term = termOf(raw, "workdir");
  if (!existsSync2(workdir)) {
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
  const configFile = configPath === void 0 ? path6.join(path6.resolve(sources.cwd, textOf(top.workdir) ?? "."), "stackgate.yml") : path6.resolve(sources.cwd, configPath);
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
  const workdirBase = top.workdir !== void 0 ? sources.cwd : path6.dirname(configFile);
  const workdir = resolveWorkdir(raw.workdir, workdirBase, sources.cwd, command);
  const { stack, stackGiven } = await resolveStack(raw.stack, engine, command, workdir, sources);
  const planFile = textOf(raw.planFile) ?? defaultPlanFile(workdir, engine, stack);
  const run = detectRunContext(sources.env);
  const settings = {
    command,
    engine,
    engineBinary: textOf(raw.engineBinary) ?? (engine === "pulumi" ? "pulumi" : engine),
    workdir,
    project: textOf(raw.project) ?? (engine === "pulumi" ? stack.split("/")[1] ?? "" : path6.basename(workdir)),
    stack,
    ...stackGiven !== void 0 ? { stackGiven } : {},
    ...readStateSettings(raw, engine),
    planFile: path6.resolve(workdir, planFile),
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
  if (journalDir !== void 0) settings.journalDir = path6.resolve(sources.cwd, journalDir);
  for (const key of planKeys) applyPlanKey(settings, key.term, textOf(key) ?? "");
  const digest = textOf(raw.expectDigest);
  if (digest !== void 0)
    settings.expectDigest = parseDigest(termOf(raw.expectDigest, "expectDigest"), digest);
  const mrApprovals = textOf(raw.mrApprovals);
  if (mrApprovals !== void 0) {
    if (command !== "up" || settings.approve !== "none") {
      throw usageError(
        `--mr-approvals ${mrApprovals} is the approval of \`up\` on GitLab, got command "${command}"${settings.approve === "none" ? "" : " with --yes or --approve"}. Pass it to \`up\` alone: the merge request's approvals replace --yes and --approve.`
      );
    }
    settings.mrApprovals = parseInteger("--mr-approvals", mrApprovals, 1, 100);
  }
  const commentFile = textOf(raw.commentFile);
  if (commentFile !== void 0) settings.commentFile = path6.resolve(sources.cwd, commentFile);
  if (existsSync2(configFile)) settings.configFile = configFile;
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

export {
  shellQuote,
  shellWord,
  writeNewFileNoFollow,
  writeFileAtomically,
  checkExclude,
  PULUMI_TRAITS,
  parsePulumiStack,
  readPulumiProject,
  assertPulumiProject,
  resolvePulumiBackend,
  pulumiHome,
  terraformTraits,
  suggestCommand,
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
  assertJournalFor,
  findingsOf,
  combineResults,
  finishRecovery,
  lockTimeoutMs,
  resolveSettings,
  escapeInline,
  fenceBlock,
  detailsBlock,
  codeSpan,
  presentation,
  renderComment,
  renderSummary,
  refusedBeforePlan,
  lockedResult,
  reportContext,
  publishComment
};
