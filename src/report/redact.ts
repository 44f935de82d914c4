/**
 * Secret redaction for everything a report shows. Known secret values (from configuration and
 * the CI environment) are replaced wherever they occur, in their raw, JSON-escaped, URL-encoded
 * and base64 forms; common credential shapes are replaced even when nobody declared them.
 */

const REDACTED = "***";

/** Secrets shorter than this (after trimming) are ignored: redacting them would shred the text. */
const MIN_SECRET_LENGTH = 4;

export type Redactor = (text: string) => string;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** The forms a secret value takes in engine output. */
export function secretVariants(secret: string): string[] {
  const variants = new Set<string>([secret]);
  variants.add(JSON.stringify(secret).slice(1, -1));
  const url = encodeURIComponent(secret);
  variants.add(url);
  variants.add(url.replace(/%20/g, "+"));
  variants.add(Buffer.from(secret, "utf8").toString("base64"));
  // A multi-line secret (a key, a certificate) is often shown one line at a time.
  if (secret.includes("\n")) {
    for (const line of secret.split(/\r?\n/)) {
      if (line.trim().length >= 8) variants.add(line.trim());
    }
  }
  return [...variants].filter((v) => v.trim().length >= MIN_SECRET_LENGTH);
}

// Quoted, escaped-quoted (JSON inside a JSON string) or bare value of an assignment.
const VALUE = String.raw`"(?:[^"\\\n]|\\.)*"|\\"(?:[^\\\n]|\\(?!"))*\\"|'[^'\n]*'|[^\s"'&;,()<>[\]{}=:\\][^\s"'&;,()<>[\]{}\\]*`;
const SECRET_KEY = String.raw`password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key`;
// `password = "x"`, `"password": "x"`, `Password=x;`, `?password=x&`, `~ token = "a" -> "b"`.
// Not after `/`: Pulumi type tokens such as `aws:secretsmanager/secret:Secret` are not secrets.
const ASSIGNMENT = new RegExp(
  String.raw`(?<!/)(${SECRET_KEY})((?:\\?["'])?[ \t]*[:=][ \t]*)(${VALUE})(?:([ \t]*[-=]>[ \t]*)(${VALUE}))?`,
  "gi",
);

function maskValue(value: string): string {
  // Already masked (e.g. `x-access-token:***@host` after the URL pattern): keep the rest.
  if (value.startsWith(REDACTED)) return value;
  if (value.startsWith('\\"')) return `\\"${REDACTED}\\"`;
  if (value.startsWith('"')) return `"${REDACTED}"`;
  if (value.startsWith("'")) return `'${REDACTED}'`;
  return REDACTED;
}

/**
 * `… in BITBUCKET_ACCESS_TOKEN: pass a repository token …`: a sentence, not an assignment. A
 * bare, lower-case word of at most 12 letters after `: `, followed by another word, is prose
 * (stackgate's own guidance); a value with digits, capitals or symbols is always masked.
 */
function isProse(
  match: string,
  sep: string,
  value: string,
  next: unknown,
  rest: readonly unknown[],
): boolean {
  if (typeof next === "string" || !/^\s*:\s+$/.test(sep) || !/^[a-z]{1,12}$/.test(value)) {
    return false;
  }
  const offset = rest[rest.length - 2];
  const whole = rest[rest.length - 1];
  if (typeof offset !== "number" || typeof whole !== "string") return false;
  return /^ [a-z]/.test(whole.slice(offset + match.length));
}

interface Pattern {
  regex: RegExp;
  replace: (substring: string, ...rest: unknown[]) => string;
}

const whole = (): string => REDACTED;
const group = (value: unknown): string => (typeof value === "string" ? value : "");

const PEM_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
const BASE64_LINE = /^[A-Za-z0-9+/=]{16,}\r?$/;

/**
 * A key whose beginning was cut off (an output tail starting mid-key): the base64 lines right
 * before `-----END … PRIVATE KEY-----`, separated by real or JSON-escaped newlines. Done by hand:
 * a regex would backtrack quadratically on long base64 runs.
 */
function redactHeadlessPem(text: string): string {
  if (!text.includes("PRIVATE KEY")) return text;
  let out = "";
  let copied = 0;
  for (const m of text.matchAll(PEM_END)) {
    let start = m.index;
    for (;;) {
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

/** Built-in credential shapes, applied after the declared secrets. */
const PATTERNS: readonly Pattern[] = [
  // PEM private keys, complete; then a block whose end was cut off (see also redactHeadlessPem).
  {
    regex:
      /-----BEGIN[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/g,
    replace: whole,
  },
  {
    regex: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----(?:[A-Za-z0-9+/=:,\- \t\r\n]|\\n)*/g,
    replace: whole,
  },
  // Passwords in URLs: postgres://user:pass@host.
  {
    regex: /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/?#@'"]*:)([^\s@/?#'"]+)@/gi,
    replace: (_m, head) => `${group(head)}${REDACTED}@`,
  },
  // Authorization headers and bearer tokens.
  {
    regex:
      /(authorization["']?[ \t]*:[ \t]*["']?)((?:basic|bearer|token|digest)[ \t]+)?[^\s"',;]+/gi,
    replace: (_m, head, scheme) => `${group(head)}${group(scheme)}${REDACTED}`,
  },
  {
    regex: /\b(bearer[ \t]+)[A-Za-z0-9\-._~+/]{16,}=*/gi,
    replace: (_m, head) => `${group(head)}${REDACTED}`,
  },
  // Assignments whose key names a secret.
  {
    regex: ASSIGNMENT,
    replace: (match, key, sep, value, arrow, next, ...rest) => {
      if (isProse(match, group(sep), group(value), next, rest)) return match;
      return (
        `${group(key)}${group(sep)}${maskValue(group(value))}` +
        (typeof next === "string" ? `${group(arrow)}${maskValue(next)}` : "")
      );
    },
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
    replace: () => `${REDACTED}…`,
  },
];

/** The mark every cut in stackgate leaves where text was removed. */
const CUT_MARK = "…";

/** Longest k in [1, |variant|-1] where the k characters before `end` start a variant. */
function overlapBefore(text: string, end: number, floor: number, variants: readonly string[]) {
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

/** Longest k in [1, |variant|-1] where the k characters from `start` end a variant. */
function overlapAfter(text: string, start: number, variants: readonly string[]) {
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

/**
 * A value cut mid-secret no longer matches the secret: at every cut mark, the characters
 * right before it that begin a secret (and right after it that end one) are masked too.
 */
function maskCutFragments(text: string, variants: readonly string[]): string {
  if (variants.length === 0 || !text.includes(CUT_MARK)) return text;
  let out = "";
  let copied = 0;
  for (let i = text.indexOf(CUT_MARK); i >= 0; i = text.indexOf(CUT_MARK, i + 1)) {
    if (i < copied) continue;
    const before = overlapBefore(text, i, copied, variants);
    const after = overlapAfter(text, i + CUT_MARK.length, variants);
    out +=
      text.slice(copied, i - before) +
      (before > 0 ? REDACTED : "") +
      CUT_MARK +
      (after > 0 ? REDACTED : "");
    copied = i + CUT_MARK.length + after;
  }
  return out + text.slice(copied);
}

/**
 * A function that replaces every occurrence of each secret (and its encoded forms, longest
 * first) with `***`, masks the fragments of secrets cut at a `…` mark (see maskCutFragments),
 * then applies every built-in credential pattern. Values shorter than 4 characters (after
 * trimming) are skipped.
 */
export function createRedactor(secrets: readonly string[]): Redactor {
  const variants = new Set<string>();
  for (const secret of secrets) {
    if (typeof secret !== "string" || secret.trim().length < MIN_SECRET_LENGTH) continue;
    for (const v of secretVariants(secret)) variants.add(v);
  }
  // Longest first: the alternation then prefers the longest match at each position.
  const ordered = [...variants].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const known = ordered.length > 0 ? new RegExp(ordered.map(escapeRegExp).join("|"), "g") : null;

  return (text: string): string => {
    let out = known === null ? text : maskCutFragments(text.replace(known, REDACTED), ordered);
    for (const p of PATTERNS) out = out.replace(p.regex, p.replace);
    return redactHeadlessPem(out);
  };
}
