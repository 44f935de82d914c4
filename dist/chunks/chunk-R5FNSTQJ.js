#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  MIN_LIMIT
} from "./chunk-ZQX7P6QH.js";

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
function escapeInvisible(text) {
  return text.replace(INVISIBLE, escapeChar);
}
function visibleAddress(address) {
  return escapeInvisible(address).replace(ODD_SPACE, escapeChar);
}
function cutMiddle(text, max) {
  if (text.length <= max) return text;
  const marker = (cut) => `\u2026(${cut} characters cut, #${sha256Hex(text).slice(0, 8)})\u2026`;
  const room = Math.max(2, max - marker(text.length).length);
  let head = Math.floor(room / 3);
  let tail = room - head;
  if (isHighSurrogate2(text.charCodeAt(head - 1))) head -= 1;
  if (isLowSurrogate(text.charCodeAt(text.length - tail))) tail -= 1;
  return `${text.slice(0, head)}${marker(text.length - head - tail)}${text.slice(text.length - tail)}`;
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

// src/version.ts
var VERSION = "0.1.0";

export {
  JOB_SUMMARY_LIMIT,
  measureChars,
  measureUtf8,
  validateLimit,
  fitPrefix,
  fitPrefixLines,
  fitSuffixLines,
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
  cutMiddle,
  markedSpaces,
  parseLockCreated,
  decideRunOver,
  decideLockOwnership,
  describeLockHolder,
  VERSION
};
