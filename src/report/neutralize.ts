/**
 * Makes engine-originated text inert inside GitHub-flavoured markdown.
 *
 * Three contexts:
 * - `escapeInline`: one line of text inside a paragraph, list item or table cell. Markdown
 *   syntax is backslash-escaped, HTML is entity-encoded, `@mentions` and `#123` references get
 *   a zero-width space after the sigil so GitHub neither pings nor cross-references.
 * - `fenceBlock`: multi-line text inside a fenced code block whose fence is longer than any
 *   backtick run in the text, so it cannot be closed early. Inside a code block GitHub renders
 *   no HTML, no markdown and no mentions, so the text is kept verbatim (copyable).
 * - `codeSpan`: one line of text (e.g. a resource address) in an inline code span that cannot
 *   be closed early; verbatim and inert like a code block.
 *
 * None of them redacts: callers redact first (see `redact.ts`), then neutralise.
 */

/** U+200B ZERO WIDTH SPACE: breaks `@name` and `#123` without changing how they look. */
const ZERO_WIDTH_SPACE = "\u200b";

// Terminal escapes (CSI, OSC, two-character), which engines emit when colour is on.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
// C0/C1 controls except tab and newline, and bidirectional overrides ("Trojan Source").
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Removes terminal escapes, control characters, bidi overrides and lone surrogates;
 * normalises line endings to `\n`. Keeps tabs and newlines.
 */
export function cleanText(text: string): string {
  return text
    .replace(ANSI, "")
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(LONE_SURROGATE, "\ufffd");
}

const INLINE_SPECIAL = /[\\`*_[\]|~$<>&@#]/g;
const ALNUM = /[A-Za-z0-9]/;

function isAlnum(ch: string | undefined): boolean {
  return ch !== undefined && ALNUM.test(ch);
}

/**
 * Escapes text for inline markdown (paragraph, list item, table cell). The result is one line:
 * newlines and tabs become spaces, surrounding whitespace is trimmed.
 */
export function escapeInline(text: string): string {
  const flat = cleanText(text).replace(/\s+/g, " ").trim();
  const escaped = flat.replace(INLINE_SPECIAL, (ch: string, offset: number, whole: string) => {
    const next = whole[offset + 1];
    switch (ch) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case "@":
        // `@octocat`, `@org/team`: a zero-width space after `@` stops the mention.
        return isAlnum(next) ? `@${ZERO_WIDTH_SPACE}` : "@";
      case "#":
        // `#123`, `org/repo#123`: stop the cross-reference; otherwise escape (heading at line start).
        return next !== undefined && /[0-9]/.test(next) ? `#${ZERO_WIDTH_SPACE}` : "\\#";
      case "_":
        // Intraword underscores (`aws_s3_bucket`) can neither open nor close emphasis.
        return isAlnum(whole[offset - 1]) && isAlnum(next) ? "_" : "\\_";
      default:
        return `\\${ch}`;
    }
  });
  // Block starts: list markers, ordered lists, setext underlines.
  return escaped.replace(/^([-+=]|\d+(?=[.)]))/, (m) => (/^\d/.test(m) ? `${m}\\` : `\\${m}`));
}

/**
 * Escapes text for HTML context, e.g. inside `<summary>…</summary>` (markdown is not parsed
 * there, so backslash escapes would show). Also neutralises mentions and references.
 */
export function escapeHtml(text: string): string {
  return cleanText(text)
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[&<>"]/g, (ch) =>
      ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : "&quot;",
    )
    .replace(/([@#])(?=[A-Za-z0-9])/g, `$1${ZERO_WIDTH_SPACE}`);
}

/** Longest run of backticks in `text`. */
export function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}

/** The fence used for `text`: backticks, at least 3, longer than any run inside. */
function fenceFor(text: string): string {
  return "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
}

/**
 * Puts `text` in a fenced code block that cannot be closed early. `info` is an optional
 * language tag (only `[A-Za-z0-9_+-]` kept). Standalone block: surround it with blank lines
 * (e.g. after `<summary>` inside `<details>`); `detailsBlock` does that.
 */
export function fenceBlock(text: string, info = ""): string {
  const body = cleanText(text);
  const fence = fenceFor(body);
  const tag = info.replace(/[^A-Za-z0-9_+-]/g, "");
  const newline = body === "" || body.endsWith("\n") ? "" : "\n";
  return `${fence}${tag}\n${body}${newline}${fence}`;
}

/**
 * A collapsed `<details>` block. `summary` is plain text (HTML-escaped here); `body` is markdown.
 * The blank lines after `<summary>` and before `</details>` are what makes GitHub parse the body
 * as markdown (fenced blocks included) instead of raw HTML.
 */
export function detailsBlock(summary: string, body: string, open = false): string {
  return `<details${open ? " open" : ""}><summary>${escapeHtml(summary)}</summary>\n\n${body}\n\n</details>`;
}

/**
 * An inline code span for engine text such as resource addresses: readable as written
 * (`aws_s3_bucket.b["k"]`), inert on GitHub (no mentions, no HTML, no links inside code).
 *
 * - The text is cleaned (see `cleanText`) and made one line: a line break or tab becomes a
 *   space; runs of spaces are kept (a code span shows them as they are), so `a  b` never reads
 *   as `a b`.
 * - The fence is one backtick longer than any run inside, so no run inside can close it.
 * - A space pads both ends when the text starts or ends with a backtick, or starts and ends
 *   with a space: CommonMark strips exactly one space from each end in those cases.
 * - `table` (default): `|` is escaped as `\|`, so the span cannot split a GFM table cell; GFM
 *   removes that backslash in table cells, even inside code. Elsewhere a backslash in a code
 *   span shows as is, so pass `{ table: false }` outside tables.
 *
 * Like `escapeInline`, it does not redact: callers redact first.
 */
export function codeSpan(text: string, options: { table?: boolean } = {}): string {
  let flat = cleanText(text).replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ");
  if (options.table ?? true) flat = flat.replaceAll("|", "\\|");
  // "``" would be two literal backticks, not an empty span; a lone space is a valid span.
  if (flat === "") flat = " ";
  const fence = "`".repeat(longestBacktickRun(flat) + 1);
  const stripped = /^`|`$/.test(flat) || (/^ /.test(flat) && / $/.test(flat) && flat.trim() !== "");
  const pad = stripped ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
