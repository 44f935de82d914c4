#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  defaultPlanFile
} from "./chunk-TLA4PK33.js";
import {
  isTerminal,
  shellWord,
  writeFileAtomically
} from "./chunk-ZMYCI7R4.js";
import {
  DEFAULT_FLAVOR,
  collapses,
  commentKeyOf,
  commentMarker,
  cutMiddle,
  describeLockHolder,
  markedSpaces,
  shortDigest,
  visibleAddress
} from "./chunk-WMH4AESV.js";
import {
  createRedactor
} from "./chunk-FJXZ7NRN.js";
import {
  SECRET_ENV_NAME,
  platformNamed
} from "./chunk-KJ2Q6NJF.js";
import {
  ENGINE_LABELS,
  GITHUB_COMMENT_LIMIT,
  MIN_LIMIT,
  describeLocation,
  emptyChangeSet,
  hasChanges,
  isDestructive
} from "./chunk-KWP3KDUD.js";
import {
  EXIT
} from "./chunk-KVWGJ5LG.js";

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

// src/settings/suggest.ts
import path from "node:path";
function withoutSecretValue(item) {
  const key = /^([^=]+)=/.exec(item)?.[1];
  return key !== void 0 && SECRET_ENV_NAME.test(key) ? `${key}=<${key}>` : item;
}
function defaultProject(s) {
  return s.engine === "pulumi" ? s.stack.split("/")[1] ?? "" : path.basename(s.workdir);
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
  if (s.configFile !== void 0 && s.configFile !== path.join(s.workdir, "stackgate.yml"))
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
  let flat = cleanText(text).replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ");
  if (options.table ?? true) flat = flat.replaceAll("|", "\\|");
  if (flat === "") flat = " ";
  const fence = "`".repeat(longestBacktickRun(flat) + 1);
  const stripped = /^`|`$/.test(flat) || /^ /.test(flat) && / $/.test(flat) && flat.trim() !== "";
  const pad = stripped ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

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
  const text = (value) => redact(cleanText(value));
  const oneLine = (value) => text(value).replace(/\s+/g, " ").trim();
  return {
    redact,
    text,
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
    fullDiffAt: platformNamed(settings.run.platform)?.fullDiffAt ?? LOCAL_FULL_DIFF_AT,
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

export {
  measureChars,
  fitPrefixLines,
  truncate,
  fitItems,
  boundLines,
  suggestCommand,
  combineResults,
  finishRecovery,
  escapeInline,
  fenceBlock,
  codeSpan,
  presentation,
  renderComment,
  renderSummary,
  reportContext,
  writeCommentFile,
  publishComment
};
