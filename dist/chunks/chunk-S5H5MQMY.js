#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  isTerminal
} from "./chunk-JKLIDN3Q.js";
import {
  SECRET_ENV_NAME,
  collectSecrets,
  detectRunContext
} from "./chunk-EZZ4NTVN.js";
import {
  readConfigFile
} from "./chunk-QKJG2ABJ.js";
import {
  APPROVE_MODES,
  GITHUB_COMMENT_LIMIT,
  MIN_LIMIT,
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
} from "./chunk-CDWY65JZ.js";
import {
  EXIT,
  StackgateError
} from "./chunk-KVWGJ5LG.js";
import {
  ENGINE_LABELS,
  ENGINE_NAMES,
  describeLocation,
  emptyChangeSet,
  hasChanges,
  isDestructive
} from "./chunk-UURRQXPS.js";

// src/locks/ownership.ts
function parseLockCreated(created) {
  if (!created) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?/.exec(
    created.trim()
  );
  if (!m) return null;
  const fraction = (m[3] ?? "").slice(0, 4);
  const zone = m[4] === void 0 || m[4] === "Z" ? "Z" : m[4].replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const date = /* @__PURE__ */ new Date(`${m[1]}T${m[2]}${fraction}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
function describeAge(ms) {
  const s = Math.round(ms / 1e3);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${Math.round(s / 3600)} h`;
}
function decideRunOver(run, thisHost, isPidAlive, runState) {
  if (run.terminal) return { kind: "over", reason: `run ${run.runId} finished cleanly` };
  if (run.host === thisHost) {
    const pids = [run.pid, run.enginePid].filter((p) => p !== void 0);
    const alive = pids.filter((p) => isPidAlive(p));
    if (alive.length > 0) {
      return {
        kind: "alive",
        reason: `run ${run.runId} is still running on this host (pid ${alive.join(", ")})`
      };
    }
    return {
      kind: "over",
      reason: `run ${run.runId} ran on this host, and its processes (pid ${pids.join(", ")}) are gone`
    };
  }
  if (runState === "finished") {
    return {
      kind: "over",
      reason: `run ${run.runId} on ${run.host} has finished according to the CI platform`
    };
  }
  if (runState === "running") {
    return {
      kind: "alive",
      reason: `run ${run.runId} on ${run.host} is still running according to the CI platform`
    };
  }
  return {
    kind: "unknown",
    reason: `run ${run.runId} ran on ${run.host}${run.runUrl ? ` (${run.runUrl})` : ""}, and nobody here can tell whether it is still running`
  };
}
function journalVerdict(e, run) {
  if (run.terminal) return null;
  const verdict = decideRunOver(run, e.thisHost, e.isPidAlive, e.runState);
  switch (verdict.kind) {
    case "over":
      return {
        kind: "dead",
        reason: `the lock carries the identity run ${run.runId} recorded when it took it, and ${verdict.reason}`
      };
    case "alive":
      return { kind: "alive", reason: verdict.reason };
    case "unknown":
      return null;
  }
}
function decideLockOwnership(e) {
  if (e.journal) {
    const verdict = journalVerdict(e, e.journal);
    if (verdict) return verdict;
  }
  const created = parseLockCreated(e.holder.created);
  if (e.staleAfterMs !== void 0 && created) {
    const age = e.now.getTime() - created.getTime();
    if (age > e.staleAfterMs) {
      return {
        kind: "dead",
        reason: `the lock is ${describeAge(age)} old, older than stale-after (${describeAge(e.staleAfterMs)})`
      };
    }
  }
  return {
    kind: "unknown",
    reason: e.journal ? `the lock is not provably ours: our last run ${e.journal.runId} ${e.journal.terminal ? "finished cleanly" : `on ${e.journal.host} cannot be checked from here`}` : "no stackgate journal names this lock's owner"
  };
}
function describeLockHolder(holder) {
  const parts = [
    holder.id ? `lock ${holder.id}` : "lock of unknown id",
    holder.who ? `held by ${holder.who}` : void 0,
    holder.operation ? `for ${holder.operation}` : void 0,
    holder.created ? `since ${holder.created}` : void 0
  ];
  return parts.filter(Boolean).join(" ");
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

// src/report/redact.ts
var REDACTED = "***";
var MIN_SECRET_LENGTH = 4;
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
function secretVariants(secret) {
  const variants = /* @__PURE__ */ new Set([secret]);
  variants.add(JSON.stringify(secret).slice(1, -1));
  const url = encodeURIComponent(secret);
  variants.add(url);
  variants.add(url.replace(/%20/g, "+"));
  variants.add(Buffer.from(secret, "utf8").toString("base64"));
  if (secret.includes("\n")) {
    for (const line of secret.split(/\r?\n/)) {
      if (line.trim().length >= 8) variants.add(line.trim());
    }
  }
  return [...variants].filter((v) => v.trim().length >= MIN_SECRET_LENGTH);
}
var VALUE = String.raw`"(?:[^"\\\n]|\\.)*"|\\"(?:[^\\\n]|\\(?!"))*\\"|'[^'\n]*'|[^\s"'&;,()<>[\]{}=:\\][^\s"'&;,()<>[\]{}\\]*`;
var SECRET_KEY = String.raw`password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key`;
var ASSIGNMENT = new RegExp(
  String.raw`(?<!/)(${SECRET_KEY})((?:\\?["'])?[ \t]*[:=][ \t]*)(${VALUE})(?:([ \t]*[-=]>[ \t]*)(${VALUE}))?`,
  "gi"
);
function maskValue(value) {
  if (value.startsWith(REDACTED)) return value;
  if (value.startsWith('\\"')) return `\\"${REDACTED}\\"`;
  if (value.startsWith('"')) return `"${REDACTED}"`;
  if (value.startsWith("'")) return `'${REDACTED}'`;
  return REDACTED;
}
function isProse(match, sep, value, next, rest) {
  if (typeof next === "string" || !/^\s*:\s+$/.test(sep) || !/^[a-z]{1,12}$/.test(value)) {
    return false;
  }
  const offset = rest[rest.length - 2];
  const whole2 = rest[rest.length - 1];
  if (typeof offset !== "number" || typeof whole2 !== "string") return false;
  return /^ [a-z]/.test(whole2.slice(offset + match.length));
}
var whole = () => REDACTED;
var group = (value) => typeof value === "string" ? value : "";
var PEM_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
var BASE64_LINE = /^[A-Za-z0-9+/=]{16,}\r?$/;
function redactHeadlessPem(text) {
  if (!text.includes("PRIVATE KEY")) return text;
  let out = "";
  let copied = 0;
  for (const m of text.matchAll(PEM_END)) {
    let start = m.index;
    for (; ; ) {
      const escaped = start >= 2 && text.startsWith("\\n", start - 2);
      const sep = escaped ? 2 : start >= 1 && text[start - 1] === "\n" ? 1 : 0;
      if (sep === 0) break;
      const lineEnd = start - sep;
      const prevReal = text.lastIndexOf("\n", lineEnd - 1);
      const prevEscaped = text.lastIndexOf("\\n", lineEnd - 1);
      const lineStart = Math.max(prevReal + 1, prevEscaped >= 0 ? prevEscaped + 2 : 0, copied);
      if (!BASE64_LINE.test(text.slice(lineStart, lineEnd))) break;
      start = lineStart;
    }
    out += text.slice(copied, start) + REDACTED;
    copied = m.index + m[0].length;
  }
  return out + text.slice(copied);
}
var PATTERNS = [
  // PEM private keys, complete; then a block whose end was cut off (see also redactHeadlessPem).
  {
    regex: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/g,
    replace: whole
  },
  {
    regex: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----(?:[A-Za-z0-9+/=:,\- \t\r\n]|\\n)*/g,
    replace: whole
  },
  // Passwords in URLs: postgres://user:pass@host.
  {
    regex: /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/?#@'"]*:)([^\s@/?#'"]+)@/gi,
    replace: (_m, head) => `${group(head)}${REDACTED}@`
  },
  // Authorization headers and bearer tokens.
  {
    regex: /(authorization["']?[ \t]*:[ \t]*["']?)((?:basic|bearer|token|digest)[ \t]+)?[^\s"',;]+/gi,
    replace: (_m, head, scheme) => `${group(head)}${group(scheme)}${REDACTED}`
  },
  {
    regex: /\b(bearer[ \t]+)[A-Za-z0-9\-._~+/]{16,}=*/gi,
    replace: (_m, head) => `${group(head)}${REDACTED}`
  },
  // Assignments whose key names a secret.
  {
    regex: ASSIGNMENT,
    replace: (match, key, sep, value, arrow, next, ...rest) => {
      if (isProse(match, group(sep), group(value), next, rest)) return match;
      return `${group(key)}${group(sep)}${maskValue(group(value))}` + (typeof next === "string" ? `${group(arrow)}${maskValue(next)}` : "");
    }
  },
  // Token formats: AWS access key ids, GitHub, GitLab, Slack, Google, npm.
  { regex: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, replace: whole },
  { regex: /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g, replace: whole },
  { regex: /\bgithub_pat_[A-Za-z0-9_]{20,}\b/g, replace: whole },
  { regex: /\bglpat-[A-Za-z0-9_-]{20,}\b/g, replace: whole },
  { regex: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g, replace: whole },
  { regex: /\bAIza[0-9A-Za-z_-]{35}\b/g, replace: whole },
  { regex: /\bnpm_[A-Za-z0-9]{36}\b/g, replace: whole },
  // The same token formats cut short at a cut mark, too short for the full pattern.
  {
    regex: /\b(?:gh[pousr]_|github_pat_|glpat-|xox[abposr]-|AKIA|ASIA|AIza|npm_)[A-Za-z0-9_-]*…/g,
    replace: () => `${REDACTED}\u2026`
  }
];
var CUT_MARK = "\u2026";
function overlapBefore(text, end, floor, variants) {
  let best = 0;
  for (const v of variants) {
    for (let k = Math.min(v.length - 1, end - floor); k > best; k -= 1) {
      if (text.startsWith(v.slice(0, k), end - k)) {
        best = k;
        break;
      }
    }
  }
  return best;
}
function overlapAfter(text, start, variants) {
  let best = 0;
  for (const v of variants) {
    for (let k = Math.min(v.length - 1, text.length - start); k > best; k -= 1) {
      if (text.startsWith(v.slice(v.length - k), start)) {
        best = k;
        break;
      }
    }
  }
  return best;
}
function maskCutFragments(text, variants) {
  if (variants.length === 0 || !text.includes(CUT_MARK)) return text;
  let out = "";
  let copied = 0;
  for (let i = text.indexOf(CUT_MARK); i >= 0; i = text.indexOf(CUT_MARK, i + 1)) {
    if (i < copied) continue;
    const before = overlapBefore(text, i, copied, variants);
    const after = overlapAfter(text, i + CUT_MARK.length, variants);
    out += text.slice(copied, i - before) + (before > 0 ? REDACTED : "") + CUT_MARK + (after > 0 ? REDACTED : "");
    copied = i + CUT_MARK.length + after;
  }
  return out + text.slice(copied);
}
function createRedactor(secrets) {
  const variants = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (typeof secret !== "string" || secret.trim().length < MIN_SECRET_LENGTH) continue;
    for (const v of secretVariants(secret)) variants.add(v);
  }
  const ordered = [...variants].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const known = ordered.length > 0 ? new RegExp(ordered.map(escapeRegExp).join("|"), "g") : null;
  return (text) => {
    let out = known === null ? text : maskCutFragments(text.replace(known, REDACTED), ordered);
    for (const p of PATTERNS) out = out.replace(p.regex, p.replace);
    return redactHeadlessPem(out);
  };
}

// src/report/marker.ts
import path from "node:path";

// src/model/digest.ts
import { createHash, createHmac, randomBytes } from "node:crypto";
function canonicalJson(value) {
  return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}
function sha256Hex(text) {
  return createHash("sha256").update(text).digest("hex");
}
function fingerprint(value) {
  return sha256Hex(canonicalJson(value ?? null));
}
var CONFIGURED_SEAL_CONTEXT = "stackgate plan digest seal v1";
function newSealKey(digestSecret) {
  return digestSecret ? configuredSealKey(digestSecret) : { source: "plan", key: randomBytes(32) };
}
function configuredSealKey(digestSecret) {
  const key = createHmac("sha256", digestSecret).update(CONFIGURED_SEAL_CONTEXT).digest();
  return { source: "configured", key };
}
function hasSealedValues(changeSet) {
  return changeSet.resources.some((r) => r.sealed !== void 0) || changeSet.outputs.some((o) => o.sealed !== void 0);
}
function digestChangeSet(changeSet, seal = null) {
  let sealed;
  if (hasSealedValues(changeSet)) {
    if (seal === null) {
      throw new Error(
        "digestChangeSet: the plan has sensitive values, and no seal key was given to bind them"
      );
    }
    const values = canonicalJson({
      resources: changeSet.resources.map((r) => r.sealed ?? null),
      outputs: changeSet.outputs.map((o) => o.sealed ?? null)
    });
    sealed = createHmac("sha256", seal.key).update(values).digest("hex");
  }
  const material = {
    engine: changeSet.engine,
    engineVersion: changeSet.engineVersion,
    configuration: changeSet.configuration,
    resources: changeSet.resources.map((r) => ({
      address: r.address,
      action: r.action,
      replaceOrder: r.replaceOrder,
      reasons: r.reasons,
      movedFrom: r.movedFrom,
      importId: r.importId,
      fingerprint: r.fingerprint
    })),
    outputs: changeSet.outputs.map((o) => ({
      name: o.name,
      action: o.action,
      fingerprint: o.fingerprint
    })),
    errored: changeSet.errored,
    sealed
  };
  return `sha256:${sha256Hex(canonicalJson(material))}`;
}
function shortDigest(digest) {
  return digest.replace(/^sha256:/, "").slice(0, 12);
}
function digestMatches(actual, given) {
  return given.startsWith("sha256:") ? actual === given : shortDigest(actual) === given;
}

// src/report/marker.ts
var MARKER_PREFIX = "<!-- stackgate:v1 ";
var BITBUCKET_MARKER_PREFIX = "[//]: # (stackgate:v1 ";
var MAX_ENCODED_VALUE = 200;
function encodeValue(value) {
  const encoded = encodeURIComponent(value).replace(/[!'()*~-]/g, (ch) => {
    return `%${ch.charCodeAt(0).toString(16).toUpperCase()}`;
  });
  return encoded.length <= MAX_ENCODED_VALUE ? encoded : `sha256-${sha256Hex(value).slice(0, 32)}`;
}
function commentMarker(key, flavor = "github") {
  const fields = `project=${encodeValue(key.project)} stack=${encodeValue(key.stack)} workdir=${encodeValue(key.workdir)}`;
  return flavor === "bitbucket" ? `${BITBUCKET_MARKER_PREFIX}${fields})` : `${MARKER_PREFIX}${fields} -->`;
}
function findsMarker(body, key, flavor = "github") {
  return body.replace(/^\ufeff/, "").trimStart().startsWith(commentMarker(key, flavor));
}
function isStackComment(body, flavor = "github") {
  const prefix = flavor === "bitbucket" ? BITBUCKET_MARKER_PREFIX : MARKER_PREFIX;
  return body.replace(/^\ufeff/, "").trimStart().startsWith(prefix);
}
function indexMarker(flavor = "github") {
  return flavor === "bitbucket" ? "[//]: # (stackgate:index v1)" : "<!-- stackgate:index v1 -->";
}
function findsIndexMarker(body, flavor = "github") {
  return body.replace(/^\ufeff/, "").trimStart().startsWith(indexMarker(flavor));
}
function commentKeyOf(settings, cwd = process.cwd()) {
  return {
    project: settings.project,
    stack: settings.stack,
    workdir: path.relative(cwd, settings.workdir) || "."
  };
}

// src/lifecycle/report.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path2 from "node:path";

// src/report/fit.ts
var JOB_SUMMARY_LIMIT = 1048576;
var measureChars = (text) => text.length;
var measureUtf8 = (text) => Buffer.byteLength(text, "utf8");
function validateLimit(limit, what) {
  if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit < MIN_LIMIT) {
    throw new RangeError(
      `${what}: limit must be an integer from ${MIN_LIMIT} to ${Number.MAX_SAFE_INTEGER}, got ${String(limit)}`
    );
  }
  return limit;
}
function isHighSurrogate(code) {
  return code >= 55296 && code <= 56319;
}
function fitPrefix(text, budget, measure) {
  if (budget <= 0) return "";
  if (measure(text) <= budget) return text;
  let lo = 0;
  let hi = Math.min(text.length, budget);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text.slice(0, mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  if (lo > 0 && isHighSurrogate(text.charCodeAt(lo - 1))) lo -= 1;
  return text.slice(0, lo);
}
function fitSuffix(text, budget, measure) {
  if (budget <= 0) return "";
  if (measure(text) <= budget) return text;
  let lo = 0;
  let hi = Math.min(text.length, budget);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text.slice(text.length - mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  let start = text.length - lo;
  if (lo > 0 && start > 0 && isHighSurrogate(text.charCodeAt(start - 1))) start += 1;
  return text.slice(start);
}
function fitPrefixLines(text, budget, measure) {
  const prefix = fitPrefix(text, budget, measure);
  if (prefix === text) return text;
  const end = prefix.lastIndexOf("\n");
  return end >= 0 ? prefix.slice(0, end + 1) : prefix;
}
function fitSuffixLines(text, budget, measure) {
  const suffix = fitSuffix(text, budget, measure);
  if (suffix === text) return text;
  const start = suffix.indexOf("\n");
  return start >= 0 && start < suffix.length - 1 ? suffix.slice(start + 1) : suffix;
}
function truncate(text, max) {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}\u2026`;
}
function fitItems(options) {
  const { head, count, item, joiner, more, noteJoiner, budget, measure } = options;
  const headSize = measure(head);
  if (count === 0) return headSize <= budget ? { text: head, shown: 0 } : { text: "", shown: 0 };
  const reserve = measure(noteJoiner + more(count));
  let text = head;
  let used = headSize;
  let shown = 0;
  for (let i = 0; i < count; i += 1) {
    const piece = (i === 0 ? "" : joiner) + item(i);
    const size = measure(piece);
    const needed = i === count - 1 ? 0 : reserve;
    if (used + size + needed > budget) break;
    text += piece;
    used += size;
    shown += 1;
  }
  if (shown === count) return { text, shown };
  if (shown > 0 || used + reserve <= budget) {
    return { text: text + noteJoiner + more(count - shown), shown };
  }
  const alone = options.alone ?? more(count);
  return measure(alone) <= budget ? { text: alone, shown: 0 } : { text: "", shown: 0 };
}
function boundLines(lines, limit) {
  const full = lines.join("\n");
  if (full.length <= limit) return full;
  const kept = [];
  let used = 0;
  const reserve = 80;
  for (const line of lines) {
    if (used + line.length + 1 > limit - reserve) break;
    kept.push(line);
    used += line.length + 1;
  }
  const cut = lines.length - kept.length;
  kept.push(`\u2026 ${cut} more line${cut === 1 ? "" : "s"} cut (diff limited to ${limit} characters)`);
  return kept.join("\n");
}

// src/report/neutralize.ts
var ZERO_WIDTH_SPACE = "\u200B";
var ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function cleanText(text) {
  return text.replace(ANSI, "").replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(LONE_SURROGATE, "\uFFFD");
}
var INLINE_SPECIAL = /[\\`*_[\]|~$<>&@#]/g;
var ALNUM = /[A-Za-z0-9]/;
function isAlnum(ch) {
  return ch !== void 0 && ALNUM.test(ch);
}
function escapeInline(text) {
  const flat = cleanText(text).replace(/\s+/g, " ").trim();
  const escaped = flat.replace(INLINE_SPECIAL, (ch, offset, whole2) => {
    const next = whole2[offset + 1];
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
        return isAlnum(whole2[offset - 1]) && isAlnum(next) ? "_" : "\\_";
      default:
        return `\\${ch}`;
    }
  });
  return escaped.replace(/^([-+=]|\d+(?=[.)]))/, (m) => /^\d/.test(m) ? `${m}\\` : `\\${m}`);
}
function escapeHtml(text) {
  return cleanText(text).replace(/\s+/g, " ").trim().replace(
    /[&<>"]/g,
    (ch) => ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : "&quot;"
  ).replace(/([@#])(?=[A-Za-z0-9])/g, `$1${ZERO_WIDTH_SPACE}`);
}
function longestBacktickRun(text) {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
function fenceFor(text) {
  return "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
}
function fenceBlock(text, info = "") {
  const body = cleanText(text);
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
function codeSpan(text, options = {}) {
  let flat = cleanText(text).replace(/\s+/g, " ");
  if (options.table ?? true) flat = flat.replaceAll("|", "\\|");
  if (flat === "") flat = " ";
  const fence = "`".repeat(longestBacktickRun(flat) + 1);
  const stripped = /^`|`$/.test(flat) || /^ /.test(flat) && / $/.test(flat) && flat.trim() !== "";
  const pad = stripped ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

// src/report/texts.ts
var MAX_ADDRESS = 300;
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
  const text = (value) => redact(cleanText(value));
  const oneLine = (value) => text(value).replace(/\s+/g, " ").trim();
  return {
    redact,
    text,
    inline: (value, max = MAX_ADDRESS) => renderCapped(oneLine(value), max, escapeInline),
    code: (value, place, max = MAX_ADDRESS) => renderCapped(oneLine(value), max, (cut) => codeSpan(cut, { table: place === "cell" }))
  };
}

// src/report/section.ts
var SEPARATOR = "\n\n";
function section(count, note, render2) {
  return { render: render2, notShown: () => count === 0 ? "" : note };
}
function listSection(list) {
  return section(list.count, list.notShown, (budget) => {
    if (list.count === 0) return "";
    return fitItems({
      head: list.head,
      count: list.count,
      item: list.item,
      joiner: "\n",
      more: list.more,
      alone: list.notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure: list.measure
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
  return flavor === "bitbucket" ? `**${escapeInline(summary)}**

${body}` : detailsBlock(summary, body, open);
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
  if (change.changedAttributes.length > 0) {
    parts.push(inlineList(t, change.changedAttributes, MAX_ATTRIBUTES, MAX_NAME));
  }
  if (change.sensitive) parts.push("\u{1F512} sensitive");
  return parts.length > 0 ? parts.join(" \xB7 ") : "\u2014";
}

// src/report/section-destructive.ts
var MAX_REASONS = 5;
function destructiveSection({ changeSet, t, measure }) {
  const items = changeSet.resources.filter((r) => isDestructive(r.action));
  const more = (n) => `\u2026 and ${n} more destructive changes not shown`;
  const item = (i) => {
    const r = items[i];
    const address = t.code(r.address, "text");
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
  if (d.address !== void 0 && d.address !== "") entry += ` \u2014 ${t.code(d.address, "text")}`;
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
function diffSection({ changeSet, t, measure, flavor }) {
  const withDiff = changeSet.resources.filter((r) => r.diff.trim() !== "");
  const total = withDiff.length;
  const note = (shown) => `diff cut: ${shown} of ${total} resources shown, see the run log`;
  const title = `Full diff (${plural(total, "resource", "resources")})`;
  const details = (body) => titledBlock(flavor, title, body);
  const piece = (i) => {
    const r = withDiff[i];
    const d = t.text(`# ${r.address}: ${r.action}
${r.diff}`);
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
    const cutLine = "\u2026 (cut)\n";
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
      return `- ${actionLabel(r)} ${t.code(r.address, "text")}${attributes === "\u2014" ? "" : `: ${attributes}`}`;
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
    context.recovery === void 0 ? countsLine(changeSet) : recoveryLine(context.recovery)
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
function recoverySection(input) {
  const recovery = input.context.recovery;
  const count = recovery ? recovery.repaired.length + recovery.left.length : 0;
  return section(count, NOT_SHOWN2, (budget) => {
    if (recovery === void 0 || count === 0) return "";
    const { t, measure } = input;
    const block = (title, items) => items.length === 0 ? "" : `**${title}**

${fenceBlock(items.map((item) => t.text(item).replace(/\s+$/, "")).join("\n"))}`;
    const left = block("Left for a person", recovery.left);
    const repaired = block("Repaired", recovery.repaired);
    const both = [left, repaired].filter((p) => p !== "").join(SEPARATOR);
    if (measure(both) <= budget) return both;
    if (left !== "" && measure(left) <= budget) return left;
    return measure(NOT_SHOWN2) <= budget ? NOT_SHOWN2 : "";
  });
}

// src/report/section-resources.ts
function resourceCell(t, change) {
  let cell = t.code(change.address, "cell");
  if (change.movedFrom !== void 0) cell += ` (moved from ${t.inline(change.movedFrom)})`;
  if (change.importId !== void 0) {
    cell += ` (import id ${t.inline(change.importId, MAX_NAME)})`;
  }
  return cell;
}
function resourcesSection({ changeSet, t, measure }) {
  const rows = changeSet.resources;
  return listSection({
    count: rows.length,
    notShown: `Changed resources: ${rows.length} rows not shown (cut to fit; see the run log)`,
    head: `#### Changed resources (${rows.length})

| Action | Resource | Changed attributes |
| --- | --- | --- |
`,
    item: (i) => {
      const r = rows[i];
      return `| ${actionLabel(r)} | ${resourceCell(t, r)} | ${attributesCell(t, r)} |`;
    },
    more: (n) => `\u2026 ${n} more rows not shown (table cut to fit; see the run log)`,
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
function renderComment(changeSet, context, limit = GITHUB_COMMENT_LIMIT, flavor = "github") {
  validateLimit(limit, "renderComment");
  return render(changeSet, context, { limit, measure: measureChars, marker: true, flavor });
}
function renderSummary(changeSet, context, limit = JOB_SUMMARY_LIMIT) {
  validateLimit(limit, "renderSummary");
  return render(changeSet, context, {
    limit,
    measure: measureUtf8,
    marker: false,
    flavor: "github"
  });
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

// src/lifecycle/report.ts
function approvalHint(result, settings) {
  if (result.command !== "preview" || result.outcome !== "planned" || !result.digest) {
    return void 0;
  }
  const stack = settings.stack === "default" ? "" : ` --stack ${settings.stack}`;
  return `To apply exactly this plan: \`stackgate up${stack} --digest ${result.digest}\` on the same commit.`;
}
function reportContext(result, settings, engine) {
  const changeSet = result.changeSet ?? emptyChangeSet(engine, true);
  const context = {
    project: settings.project,
    stack: settings.stack,
    workdir: commentKeyOf(settings).workdir,
    engineLabel: `${ENGINE_LABELS[engine]} ${changeSet.engineVersion}`.trim(),
    digest: result.digest ?? "",
    command: result.command,
    outcome: result.outcome,
    secrets: settings.secrets,
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {},
    ...result.message ? { outputTail: result.message } : {}
  };
  if (result.applied !== void 0 && "tainted" in result.applied) {
    context.applied = { ...result.applied };
  }
  const hint = approvalHint(result, settings);
  if (hint) context.approvalHint = hint;
  return { changeSet, context };
}
function writeCommentFile(settings, comment) {
  if (!settings.commentFile) return void 0;
  mkdirSync(path2.dirname(settings.commentFile), { recursive: true });
  writeFileSync(settings.commentFile, comment);
  return settings.commentFile;
}
function publishComment(result, settings, engine) {
  const { changeSet, context } = reportContext(result, settings, engine);
  const comment = renderComment(changeSet, context, settings.commentLimit);
  const commentFile = writeCommentFile(settings, comment);
  return commentFile ? { ...result, comment, commentFile } : { ...result, comment };
}

// src/settings/resolve.ts
import { existsSync, statSync } from "node:fs";
import path3 from "node:path";
var DEFAULT_STOP_TIMEOUT_MS = {
  github: 6e3,
  bitbucket: 2e4,
  local: 2e4
};
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
  const kind = rowOf(key).kind;
  const value = textOf(r);
  if (value === void 0 || kind.type !== "duration") return void 0;
  const rule = { example: kind.example, ...kind.min === void 0 ? {} : { min: kind.min } };
  return parseDuration(termOf(r, key), value, rule);
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
  const workdir = given === void 0 ? cwd : path3.resolve(base, given);
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
  const configFile = configPath === void 0 ? path3.join(path3.resolve(sources.cwd, textOf(top.workdir) ?? "."), "stackgate.yml") : path3.resolve(sources.cwd, configPath);
  const file = command === "help" || command === "version" ? {} : await readConfigFile(configFile, configPath === void 0 ? void 0 : config?.term);
  const planKeys = [env.planKey, host.planKey].filter((r) => r !== void 0);
  return { top, file, command, configFile, planKeys };
}
async function resolveSettings(sources) {
  const { top, file, command, configFile, planKeys } = await gather(sources);
  const raw = { ...file, ...top };
  const engine = choiceOf(raw, "engine", ENGINE_NAMES);
  const workdirBase = top.workdir !== void 0 ? sources.cwd : path3.dirname(configFile);
  const workdir = resolveWorkdir(raw.workdir, workdirBase, sources.cwd, command);
  const { stack, stackGiven } = await resolveStack(raw.stack, engine, command, workdir, sources);
  const planFile = textOf(raw.planFile) ?? path3.join(".stackgate", engine === "pulumi" ? `${stack}.preview.json` : `${stack}.tfplan`);
  const run = detectRunContext(sources.env);
  const settings = {
    command,
    engine,
    engineBinary: textOf(raw.engineBinary) ?? (engine === "pulumi" ? "pulumi" : engine),
    workdir,
    project: textOf(raw.project) ?? (engine === "pulumi" ? stack.split("/")[1] ?? "" : path3.basename(workdir)),
    stack,
    ...stackGiven !== void 0 ? { stackGiven } : {},
    planFile: path3.resolve(workdir, planFile),
    mode: choiceOf(raw, "mode", PLAN_MODES),
    approve: parseChoice("approve", textOf(raw.approve) ?? "none", APPROVE_MODES),
    json: raw.json?.value === true,
    detailedExitcode: raw.detailedExitcode?.value === true,
    commentLimit: sources.commentLimit ?? integerOf(raw, "commentLimit") ?? GITHUB_COMMENT_LIMIT,
    lockTimeout: durationOf(raw, "lockTimeout") === void 0 ? "0s" : (textOf(raw.lockTimeout) ?? "").trim(),
    vars: listOf(raw.vars),
    varFiles: listOf(raw.varFiles),
    secrets: collectSecrets(sources.env),
    run,
    recovery: choiceOf(raw, "recovery", RECOVERY_POLICIES),
    orphans: choiceOf(raw, "orphans", ORPHAN_POLICIES),
    stateDigest: choiceOf(raw, "stateDigest", STATE_DIGEST_POLICIES),
    pendingCreates: choiceOf(raw, "pendingCreates", PENDING_CREATES_POLICIES),
    force: raw.force?.value === true,
    stopTimeoutMs: durationOf(raw, "stopTimeout") ?? DEFAULT_STOP_TIMEOUT_MS[run.platform]
  };
  const staleAfterMs = durationOf(raw, "staleAfter");
  if (staleAfterMs !== void 0) settings.staleAfterMs = staleAfterMs;
  const journalDir = textOf(raw.journalDir);
  if (journalDir !== void 0) settings.journalDir = path3.resolve(sources.cwd, journalDir);
  for (const key of planKeys) applyPlanKey(settings, key.term, textOf(key) ?? "");
  const digest = textOf(raw.expectDigest);
  if (digest !== void 0)
    settings.expectDigest = parseDigest(termOf(raw.expectDigest, "expectDigest"), digest);
  const commentFile = textOf(raw.commentFile);
  if (commentFile !== void 0) settings.commentFile = path3.resolve(sources.cwd, commentFile);
  if (existsSync(configFile)) settings.configFile = configFile;
  const dependsOn = listOf(raw.dependsOn);
  if (dependsOn.length > 0) settings.dependsOn = dependsOn;
  const digestSecret = raw.digestSecret;
  if (digestSecret !== void 0) {
    parseSecret(digestSecret.term, textOf(digestSecret) ?? "", 16);
    settings.digestSecret = textOf(digestSecret) ?? "";
  }
  checkVars(settings, raw.vars);
  return settings;
}

// src/command/resolve-settings.ts
function resolveSettings2(sources) {
  return resolveSettings({
    qualifyStack: async (given, workdir, env) => (await import("./stack-name-YWMN6EDU.js")).qualifyPulumiStack(given, workdir, env),
    ...sources
  });
}

// src/version.ts
var VERSION = "0.1.0";

// src/recovery/report.ts
function describeRecover(result) {
  const lines = [`recover: ${result.outcome}`];
  if (result.journal) {
    lines.push(`last run ${result.journal.runId} stopped in phase ${result.journal.phase}`);
  }
  for (const action of result.actions) lines.push(`${action.ok ? "\u2713" : "!"} ${action.detail}`);
  if (result.message) lines.push(result.message);
  lines.push(`lock: ${result.lock.after.kind}`);
  return lines.join("\n");
}
function recoverReportContext(result, settings, workdir, outcome, manualCommand) {
  const repaired = result.actions.filter((a) => a.ok).map((a) => a.detail);
  const left = [...result.left];
  if (manualCommand !== null) left.push(`To finish by hand: ${manualCommand}`);
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    engineLabel: ENGINE_LABELS[settings.engine],
    digest: "",
    command: "recover",
    outcome,
    secrets: settings.secrets,
    recovery: { repaired, left },
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {}
  };
}
function renderRecoverComment(result, settings, manualCommand) {
  const outcome = result.outcome === "recovered" || result.outcome === "clean" ? "recovered" : "interrupted";
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings).workdir,
    outcome,
    outcome === "interrupted" ? manualCommand : null
  );
  const nothing = emptyChangeSet(settings.engine, false);
  return { outcome, comment: renderComment(nothing, context, settings.commentLimit) };
}

export {
  measureChars,
  truncate,
  fitItems,
  boundLines,
  canonicalJson,
  sha256Hex,
  fingerprint,
  newSealKey,
  configuredSealKey,
  hasSealedValues,
  digestChangeSet,
  shortDigest,
  digestMatches,
  decideRunOver,
  decideLockOwnership,
  describeLockHolder,
  finishRecovery,
  escapeInline,
  fenceBlock,
  codeSpan,
  createRedactor,
  findsMarker,
  isStackComment,
  indexMarker,
  findsIndexMarker,
  commentKeyOf,
  presentation,
  renderComment,
  renderSummary,
  reportContext,
  writeCommentFile,
  publishComment,
  resolveSettings2 as resolveSettings,
  VERSION,
  describeRecover,
  recoverReportContext,
  renderRecoverComment
};
