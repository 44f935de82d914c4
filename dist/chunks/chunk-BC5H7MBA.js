#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  isTerminal,
  shellWord,
  writeFileAtomically
} from "./chunk-R7KFBM2P.js";
import {
  SECRET_ENV_NAME,
  collectSecrets,
  detectRunContext
} from "./chunk-VGZ3IJHO.js";
import {
  readConfigFile
} from "./chunk-ATOD44S2.js";
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
} from "./chunk-MFKC2MKT.js";
import {
  EXIT,
  StackgateError
} from "./chunk-EA2UQZIC.js";
import {
  ENGINE_LABELS,
  ENGINE_NAMES,
  describeLocation,
  emptyChangeSet,
  hasChanges,
  isDestructive
} from "./chunk-UURRQXPS.js";

// src/settings/suggest.ts
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

// src/settings/suggest.ts
function withoutSecretValue(item) {
  const key = /^([^=]+)=/.exec(item)?.[1];
  return key !== void 0 && SECRET_ENV_NAME.test(key) ? `${key}=<${key}>` : item;
}
function defaultProject(s) {
  return s.engine === "pulumi" ? s.stack.split("/")[1] ?? "" : path2.basename(s.workdir);
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
  if (s.configFile !== void 0 && s.configFile !== path2.join(s.workdir, "stackgate.yml"))
    flag("config", s.configFile);
  if (s.workspace !== void 0) flag("workspace", s.workspace);
  for (const item of s.backendConfig) flag("backend-config", withoutSecretValue(item));
  for (const file of s.varFiles) flag("var-file", file);
  return [...words, ...extra].join(" ");
}

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
function runName(run) {
  const parts = [`run ${run.runId}`];
  if (run.attempt !== void 0) parts.push(`attempt ${run.attempt}`);
  const job = [run.job, run.index].filter((p) => p !== void 0).join(" ");
  if (job !== "") parts.push(`(job ${job})`);
  return parts.join(" ");
}
function decideRunOver(run, thisHost, isPidAlive, runState) {
  if (run.terminal) return { kind: "over", reason: `${runName(run)} finished cleanly` };
  if (run.host === thisHost) {
    const pids = [run.pid, run.enginePid].filter((p) => p !== void 0);
    const alive = pids.filter((p) => isPidAlive(p));
    if (alive.length > 0) {
      return {
        kind: "alive",
        reason: `${runName(run)} is still running on this host (pid ${alive.join(", ")})`
      };
    }
    return {
      kind: "over",
      reason: `${runName(run)} ran on this host, and its processes (pid ${pids.join(", ")}) are gone`
    };
  }
  if (runState === "finished") {
    return {
      kind: "over",
      reason: `${runName(run)} on ${run.host} has finished according to the CI platform`
    };
  }
  if (runState === "running") {
    return {
      kind: "alive",
      reason: `${runName(run)} on ${run.host} is still running according to the CI platform`
    };
  }
  return {
    kind: "unknown",
    reason: `${runName(run)} ran on ${run.host}${run.runUrl ? ` (${run.runUrl})` : ""}, and nobody here can tell whether it is still running`
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
  let staleNote = null;
  if (e.journal) {
    const verdict = journalVerdict(e, e.journal);
    if (verdict) return verdict;
  }
  if (e.staleAfterMs !== void 0) {
    if (e.age === void 0) {
      staleNote = `stale-after does not apply: ${e.ageUnknown ?? "the backend keeps no clock stackgate can read the lock's age from"} (the runner's own clock is never used)`;
    } else if (e.age.ms > e.staleAfterMs) {
      return {
        kind: "dead",
        reason: `the lock is ${describeAge(e.age.ms)} old by ${e.age.clock}, older than stale-after (${describeAge(e.staleAfterMs)})`
      };
    } else {
      staleNote = `the lock is ${describeAge(Math.max(0, e.age.ms))} old by ${e.age.clock}, younger than stale-after (${describeAge(e.staleAfterMs)})`;
    }
  }
  const base = e.journal ? `the lock is not provably ours: our last run ${e.journal.runId} ${e.journal.terminal ? "finished cleanly" : `on ${e.journal.host} cannot be checked from here`}` : "no stackgate journal names this lock's owner";
  return { kind: "unknown", reason: staleNote === null ? base : `${base}; ${staleNote}` };
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
    nextRunMayStart: results.every((r) => r.nextRunMayStart)
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

// src/version.ts
var VERSION = "0.1.0";

// src/report/redact.ts
var REDACTED = "***";
var MIN_SECRET_LENGTH = 4;
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
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
function redactHeadlessPem(text2) {
  if (!text2.includes("PRIVATE KEY")) return text2;
  let out = "";
  let copied = 0;
  for (const m of text2.matchAll(PEM_END)) {
    let start = m.index;
    for (; ; ) {
      const escaped = start >= 2 && text2.startsWith("\\n", start - 2);
      const sep = escaped ? 2 : start >= 1 && text2[start - 1] === "\n" ? 1 : 0;
      if (sep === 0) break;
      const lineEnd = start - sep;
      const prevReal = text2.lastIndexOf("\n", lineEnd - 1);
      const prevEscaped = text2.lastIndexOf("\\n", lineEnd - 1);
      const lineStart = Math.max(prevReal + 1, prevEscaped >= 0 ? prevEscaped + 2 : 0, copied);
      if (!BASE64_LINE.test(text2.slice(lineStart, lineEnd))) break;
      start = lineStart;
    }
    out += text2.slice(copied, start) + REDACTED;
    copied = m.index + m[0].length;
  }
  return out + text2.slice(copied);
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
function overlapBefore(text2, end, floor, variants) {
  let best = 0;
  for (const v of variants) {
    for (let k = Math.min(v.length - 1, end - floor); k > best; k -= 1) {
      if (text2.startsWith(v.slice(0, k), end - k)) {
        best = k;
        break;
      }
    }
  }
  return best;
}
function overlapAfter(text2, start, variants) {
  let best = 0;
  for (const v of variants) {
    for (let k = Math.min(v.length - 1, text2.length - start); k > best; k -= 1) {
      if (text2.startsWith(v.slice(v.length - k), start)) {
        best = k;
        break;
      }
    }
  }
  return best;
}
function maskCutFragments(text2, variants) {
  if (variants.length === 0 || !text2.includes(CUT_MARK)) return text2;
  let out = "";
  let copied = 0;
  for (let i = text2.indexOf(CUT_MARK); i >= 0; i = text2.indexOf(CUT_MARK, i + 1)) {
    if (i < copied) continue;
    const before = overlapBefore(text2, i, copied, variants);
    const after = overlapAfter(text2, i + CUT_MARK.length, variants);
    out += text2.slice(copied, i - before) + (before > 0 ? REDACTED : "") + CUT_MARK + (after > 0 ? REDACTED : "");
    copied = i + CUT_MARK.length + after;
  }
  return out + text2.slice(copied);
}
function createRedactor(secrets) {
  const variants = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (typeof secret !== "string" || secret.trim().length < MIN_SECRET_LENGTH) continue;
    for (const v of secretVariants(secret)) variants.add(v);
  }
  const ordered = [...variants].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const known = ordered.length > 0 ? new RegExp(ordered.map(escapeRegExp).join("|"), "g") : null;
  return (text2) => {
    let out = known === null ? text2 : maskCutFragments(text2.replace(known, REDACTED), ordered);
    for (const p of PATTERNS) out = out.replace(p.regex, p.replace);
    return redactHeadlessPem(out);
  };
}

// src/report/marker.ts
import path3 from "node:path";

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
function sha256Hex(text2) {
  return createHash("sha256").update(text2).digest("hex");
}
function fingerprint(value) {
  return sha256Hex(canonicalJson(value ?? null));
}
var CONFIGURED_SEAL_CONTEXT = "stackgate plan digest seal v1";
var PLAN_KEY_SEAL_CONTEXT = "stackgate plan digest seal v1 from the plan key";
function newSealKey(secrets) {
  if (secrets.digestSecret) return configuredSealKey(secrets.digestSecret);
  if (secrets.planKey) return planKeySealKey(secrets.planKey);
  return { source: "plan", key: randomBytes(32) };
}
function planKeySealKey(planKey) {
  const key = createHmac("sha256", planKey).update(PLAN_KEY_SEAL_CONTEXT).digest();
  return { source: "plan-key", key };
}
function configuredSealKey(digestSecret) {
  const key = createHmac("sha256", digestSecret).update(CONFIGURED_SEAL_CONTEXT).digest();
  return { source: "configured", key };
}
function hasSealedValues(changeSet) {
  return changeSet.resources.some((r) => r.sealed !== void 0) || changeSet.outputs.some((o) => o.sealed !== void 0);
}
function digestChangeSet(changeSet, seal = null, state) {
  return `sha256:${sha256Hex(canonicalJson(digestMaterial(changeSet, seal, state)))}`;
}
function byName(items, name) {
  return [...items].sort((a, b) => name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);
}
function digestMaterial(changeSet, seal, state) {
  const resources = byName(changeSet.resources, (r) => r.address);
  const outputs = byName(changeSet.outputs, (o) => o.name);
  let sealed;
  if (hasSealedValues(changeSet)) {
    if (seal === null) {
      throw new Error(
        "digestChangeSet: the plan has sensitive values, and no seal key was given to bind them"
      );
    }
    const values = canonicalJson({
      resources: resources.map((r) => r.sealed ?? null),
      outputs: outputs.map((o) => o.sealed ?? null)
    });
    sealed = createHmac("sha256", seal.key).update(values).digest("hex");
  }
  return {
    state,
    engine: changeSet.engine,
    engineVersion: changeSet.engineVersion,
    configuration: changeSet.configuration,
    resources: resources.map((r) => ({
      address: r.address,
      action: r.action,
      replaceOrder: r.replaceOrder,
      reasons: r.reasons,
      movedFrom: r.movedFrom,
      importId: r.importId,
      fingerprint: r.fingerprint
    })),
    outputs: outputs.map((o) => ({
      name: o.name,
      action: o.action,
      fingerprint: o.fingerprint
    })),
    errored: changeSet.errored,
    sealed
  };
}
function planParts(changeSet, seal, state) {
  const mac = (value) => value === void 0 || seal === null ? void 0 : createHmac("sha256", seal.key).update(value).digest("hex");
  const parts = {
    digest: digestChangeSet(changeSet, seal, state),
    ...seal !== null ? { seal: seal.source } : {},
    engineVersion: changeSet.engineVersion,
    configuration: canonicalJson(changeSet.configuration ?? null),
    ...state !== void 0 ? { state } : {},
    resources: {},
    outputs: {}
  };
  for (const r of changeSet.resources) {
    const secret = mac(r.sealed);
    parts.resources[r.address] = {
      action: r.action,
      attributes: [...r.changedAttributes],
      values: r.fingerprint,
      ...secret !== void 0 ? { secret } : {}
    };
  }
  for (const o of changeSet.outputs) {
    const secret = mac(o.sealed);
    parts.outputs[o.name] = {
      action: o.action,
      values: o.fingerprint,
      ...secret !== void 0 ? { secret } : {}
    };
  }
  return parts;
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
    workdir: path3.relative(cwd, settings.workdir) || "."
  };
}

// src/report/fit.ts
var JOB_SUMMARY_LIMIT = 1048576;
var measureChars = (text2) => text2.length;
var measureUtf8 = (text2) => Buffer.byteLength(text2, "utf8");
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
function fitPrefix(text2, budget, measure) {
  if (budget <= 0) return "";
  if (measure(text2) <= budget) return text2;
  let lo = 0;
  let hi = Math.min(text2.length, budget);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text2.slice(0, mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  if (lo > 0 && isHighSurrogate(text2.charCodeAt(lo - 1))) lo -= 1;
  return text2.slice(0, lo);
}
function fitSuffix(text2, budget, measure) {
  if (budget <= 0) return "";
  if (measure(text2) <= budget) return text2;
  let lo = 0;
  let hi = Math.min(text2.length, budget);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text2.slice(text2.length - mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  let start = text2.length - lo;
  if (lo > 0 && start > 0 && isHighSurrogate(text2.charCodeAt(start - 1))) start += 1;
  return text2.slice(start);
}
function fitPrefixLines(text2, budget, measure) {
  const prefix = fitPrefix(text2, budget, measure);
  if (prefix === text2) return text2;
  const end = prefix.lastIndexOf("\n");
  return end >= 0 ? prefix.slice(0, end + 1) : prefix;
}
function fitSuffixLines(text2, budget, measure) {
  const suffix = fitSuffix(text2, budget, measure);
  if (suffix === text2) return text2;
  const start = suffix.indexOf("\n");
  return start >= 0 && start < suffix.length - 1 ? suffix.slice(start + 1) : suffix;
}
function truncate(text2, max) {
  if (text2.length <= max) return text2;
  let end = Math.max(0, max - 1);
  if (end > 0 && isHighSurrogate(text2.charCodeAt(end - 1))) end -= 1;
  return `${text2.slice(0, end)}\u2026`;
}
function fitItems(options) {
  const { head, count, item, joiner, more, noteJoiner, budget, measure } = options;
  const headSize = measure(head);
  if (count === 0) return headSize <= budget ? { text: head, shown: 0 } : { text: "", shown: 0 };
  const reserve = measure(noteJoiner + more(count));
  let text2 = head;
  let used = headSize;
  let shown = 0;
  for (let i = 0; i < count; i += 1) {
    const piece = (i === 0 ? "" : joiner) + item(i);
    const size = measure(piece);
    const needed = i === count - 1 ? 0 : reserve;
    if (used + size + needed > budget) break;
    text2 += piece;
    used += size;
    shown += 1;
  }
  if (shown === count) return { text: text2, shown };
  if (shown > 0 || used + reserve <= budget) {
    return { text: text2 + noteJoiner + more(count - shown), shown };
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
function cleanText(text2) {
  return text2.replace(ANSI, "").replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(LONE_SURROGATE, "\uFFFD");
}
var INLINE_SPECIAL = /[\\`*_[\]|~$<>&@#]/g;
var ALNUM = /[A-Za-z0-9]/;
function isAlnum(ch) {
  return ch !== void 0 && ALNUM.test(ch);
}
function escapeInline(text2) {
  const flat = cleanText(text2).replace(/\s+/g, " ").trim();
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
function escapeHtml(text2) {
  return cleanText(text2).replace(/\s+/g, " ").trim().replace(
    /[&<>"]/g,
    (ch) => ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : "&quot;"
  ).replace(/([@#])(?=[A-Za-z0-9])/g, `$1${ZERO_WIDTH_SPACE}`);
}
function longestBacktickRun(text2) {
  let longest = 0;
  for (const m of text2.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
function fenceFor(text2) {
  return "`".repeat(Math.max(3, longestBacktickRun(text2) + 1));
}
function fenceBlock(text2, info = "") {
  const body = cleanText(text2);
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
function codeSpan(text2, options = {}) {
  let flat = cleanText(text2).replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ");
  if (options.table ?? true) flat = flat.replaceAll("|", "\\|");
  if (flat === "") flat = " ";
  const fence = "`".repeat(longestBacktickRun(flat) + 1);
  const stripped = /^`|`$/.test(flat) || /^ /.test(flat) && / $/.test(flat) && flat.trim() !== "";
  const pad = stripped ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

// src/report/visible.ts
var INVISIBLE = (
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g
);
var ODD_SPACE = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
var NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
function escapeChar(ch) {
  return NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
function escapeInvisible(text2) {
  return text2.replace(INVISIBLE, escapeChar);
}
function visibleAddress(address) {
  return escapeInvisible(address).replace(ODD_SPACE, escapeChar);
}
function cutMiddle(text2, max) {
  if (text2.length <= max) return text2;
  const marker = (cut) => `\u2026(${cut} characters cut, #${sha256Hex(text2).slice(0, 8)})\u2026`;
  const room = Math.max(2, max - marker(text2.length).length);
  let head = Math.floor(room / 3);
  let tail = room - head;
  if (isHighSurrogate2(text2.charCodeAt(head - 1))) head -= 1;
  if (isLowSurrogate(text2.charCodeAt(text2.length - tail))) tail -= 1;
  return `${text2.slice(0, head)}${marker(text2.length - head - tail)}${text2.slice(text2.length - tail)}`;
}
function isHighSurrogate2(code) {
  return code >= 55296 && code <= 56319;
}
function isLowSurrogate(code) {
  return code >= 56320 && code <= 57343;
}
function markedSpaces(address) {
  if (!/ {2}|^ | $/.test(address)) return null;
  return address.replace(/ /g, "\xB7");
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
  const text2 = (value) => redact(cleanText(value));
  const oneLine = (value) => text2(value).replace(/\s+/g, " ").trim();
  return {
    redact,
    text: text2,
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
  return flavor === "bitbucket" ? `**${escapeInline(summary)}**

${body}` : detailsBlock(summary, body, open);
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
function renderComment(changeSet, context, limit = GITHUB_COMMENT_LIMIT, flavor = "github") {
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
      flavor: "github"
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

// src/lifecycle/report.ts
function approvalHint(result, settings) {
  if (result.command !== "preview" || result.outcome !== "planned" || !result.digest) {
    return void 0;
  }
  const command = suggestCommand(settings, "up", ["--digest", result.digest]);
  return `To apply exactly this plan: \`${command}\` on the same commit.`;
}
var FULL_DIFF_AT = {
  github: "the job summary and this step's log",
  bitbucket: "this step's log",
  local: "the output of `stackgate preview`"
};
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
    fullDiffAt: FULL_DIFF_AT[settings.run.platform],
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {},
    ...result.message ? { outputTail: result.message } : {}
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

// src/settings/resolve.ts
import { existsSync, statSync } from "node:fs";
import path4 from "node:path";

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
  const workdir = given === void 0 ? cwd : path4.resolve(base, given);
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
  const configFile = configPath === void 0 ? path4.join(path4.resolve(sources.cwd, textOf(top.workdir) ?? "."), "stackgate.yml") : path4.resolve(sources.cwd, configPath);
  const file = command === "help" || command === "version" ? {} : await readConfigFile(configFile, configPath === void 0 ? void 0 : config?.term);
  const planKeys = [env.planKey, host.planKey].filter((r) => r !== void 0);
  return { top, file, command, configFile, planKeys };
}
async function resolveSettings(sources) {
  const { top, file, command, configFile, planKeys } = await gather(sources);
  const raw = { ...file, ...top };
  const engine = choiceOf(raw, "engine", ENGINE_NAMES);
  const workdirBase = top.workdir !== void 0 ? sources.cwd : path4.dirname(configFile);
  const workdir = resolveWorkdir(raw.workdir, workdirBase, sources.cwd, command);
  const { stack, stackGiven } = await resolveStack(raw.stack, engine, command, workdir, sources);
  const planFile = textOf(raw.planFile) ?? defaultPlanFile(workdir, engine, stack);
  const run = detectRunContext(sources.env);
  const settings = {
    command,
    engine,
    engineBinary: textOf(raw.engineBinary) ?? (engine === "pulumi" ? "pulumi" : engine),
    workdir,
    project: textOf(raw.project) ?? (engine === "pulumi" ? stack.split("/")[1] ?? "" : path4.basename(workdir)),
    stack,
    ...stackGiven !== void 0 ? { stackGiven } : {},
    ...readStateSettings(raw, engine),
    planFile: path4.resolve(workdir, planFile),
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
    acceptOpenItems: listOf(raw.acceptOpenItems),
    stopTimeoutMs: durationOf(raw, "stopTimeout") ?? DEFAULT_STOP_TIMEOUT_MS[run.platform]
  };
  const staleAfterMs = durationOf(raw, "staleAfter");
  if (staleAfterMs !== void 0) settings.staleAfterMs = staleAfterMs;
  const journalDir = textOf(raw.journalDir);
  if (journalDir !== void 0) settings.journalDir = path4.resolve(sources.cwd, journalDir);
  for (const key of planKeys) applyPlanKey(settings, key.term, textOf(key) ?? "");
  const digest = textOf(raw.expectDigest);
  if (digest !== void 0)
    settings.expectDigest = parseDigest(termOf(raw.expectDigest, "expectDigest"), digest);
  const commentFile = textOf(raw.commentFile);
  if (commentFile !== void 0) settings.commentFile = path4.resolve(sources.cwd, commentFile);
  if (existsSync(configFile)) settings.configFile = configFile;
  const dependsOn = listOf(raw.dependsOn);
  if (dependsOn.length > 0) settings.dependsOn = dependsOn;
  const digestSecret = raw.digestSecret;
  if (digestSecret !== void 0) {
    parseSecret(digestSecret.term, textOf(digestSecret) ?? "", 16);
    settings.digestSecret = textOf(digestSecret) ?? "";
  }
  checkVars(settings, raw.vars);
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

// src/command/resolve-settings.ts
async function resolveSettings2(sources) {
  const settings = await resolveSettings({
    qualifyStack: async (given, workdir, env) => (await import("./stack-name-EIGO3YAR.js")).qualifyPulumiStack(given, workdir, env),
    ...sources
  });
  if (settings.workspace !== void 0) process.env.TF_WORKSPACE = settings.workspace;
  return settings;
}

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
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    engineLabel: ENGINE_LABELS[settings.engine],
    digest: "",
    command: "recover",
    outcome,
    secrets: settings.secrets,
    recovery: {
      repaired,
      left,
      ...manualCommand !== null ? { finish: `To finish by hand: ${manualCommand}` } : {}
    },
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {}
  };
}
function renderRecoverComment(result, settings, manualCommand) {
  const outcome = result.outcome === "recovered" || result.outcome === "clean" ? "recovered" : "interrupted";
  const onlyItems = result.left.length === (result.openItems?.length ?? 0);
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings).workdir,
    outcome,
    outcome === "interrupted" && !onlyItems ? manualCommand : null
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
  planKeySealKey,
  configuredSealKey,
  hasSealedValues,
  digestChangeSet,
  planParts,
  shortDigest,
  digestMatches,
  escapeInvisible,
  visibleAddress,
  suggestCommand,
  parseLockCreated,
  decideRunOver,
  decideLockOwnership,
  describeLockHolder,
  combineResults,
  finishRecovery,
  VERSION,
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
  describeRecover,
  recoverReportContext,
  renderRecoverComment
};
