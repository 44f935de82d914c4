#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  sha256Hex
} from "./chunk-R5FNSTQJ.js";

// src/report/marker.ts
import path from "node:path";
var FLAVORS = {
  github: { open: "<!-- ", close: " -->", collapses: true },
  bitbucket: { open: "[//]: # (", close: ")", collapses: false }
};
var MARKDOWN_FLAVORS = Object.keys(FLAVORS);
var DEFAULT_FLAVOR = "github";
function hiddenAffixes(flavor, label) {
  const { open, close } = FLAVORS[flavor];
  return [`${open}stackgate:${label} `, close];
}
function collapses(flavor) {
  return FLAVORS[flavor].collapses;
}
var MAX_ENCODED_VALUE = 200;
function encodeValue(value) {
  const encoded = encodeURIComponent(value).replace(/[!'()*~-]/g, (ch) => {
    return `%${ch.charCodeAt(0).toString(16).toUpperCase()}`;
  });
  return encoded.length <= MAX_ENCODED_VALUE ? encoded : `sha256-${sha256Hex(value).slice(0, 32)}`;
}
function commentMarker(key, flavor = DEFAULT_FLAVOR) {
  const fields = `project=${encodeValue(key.project)} stack=${encodeValue(key.stack)} workdir=${encodeValue(key.workdir)}`;
  const [prefix, suffix] = hiddenAffixes(flavor, "v1");
  return `${prefix}${fields}${suffix}`;
}
function findsMarker(body, key, flavor = DEFAULT_FLAVOR) {
  return body.replace(/^\ufeff/, "").trimStart().startsWith(commentMarker(key, flavor));
}
function isStackComment(body, flavor = DEFAULT_FLAVOR) {
  const [prefix] = hiddenAffixes(flavor, "v1");
  return body.replace(/^\ufeff/, "").trimStart().startsWith(prefix);
}
function indexMarker(flavor = DEFAULT_FLAVOR) {
  const { open, close } = FLAVORS[flavor];
  return `${open}stackgate:index v1${close}`;
}
function findsIndexMarker(body, flavor = DEFAULT_FLAVOR) {
  return body.replace(/^\ufeff/, "").trimStart().startsWith(indexMarker(flavor));
}
function commentKeyOf(settings, cwd = process.cwd()) {
  return {
    project: settings.project,
    stack: settings.stack,
    workdir: path.relative(cwd, settings.workdir) || "."
  };
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

export {
  MARKDOWN_FLAVORS,
  DEFAULT_FLAVOR,
  hiddenAffixes,
  collapses,
  commentMarker,
  findsMarker,
  isStackComment,
  indexMarker,
  findsIndexMarker,
  commentKeyOf,
  createRedactor
};
