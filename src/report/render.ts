/**
 * Renders a change set as a PR comment or a job summary.
 *
 * Layout: marker, title, counts, destructive changes, changed resources, outputs, drift,
 * diagnostics, engine output, full diff, footer. The result always fits `limit`: sections are
 * given space in priority order (destructive list, diagnostics, drift, engine output, outputs,
 * resource table, full diff), so the full diff is cut first and the destructive list last;
 * the header, counts and footer are always kept.
 *
 * Every piece of engine-originated text goes through `text()` / `inline()` / `code()` below:
 * cleaned of terminal escapes, redacted, then escaped (inline), put in a code span (resource
 * addresses) or fenced (blocks). Each resource's part of the full diff starts with a
 * `# <address>: <action>` line.
 */
import {
  hasChanges,
  isDestructive,
  type ChangeSet,
  type Diagnostic,
  type OutputChange,
  type ResourceAction,
  type ResourceChange,
} from "../model/change.js";
import { shortDigest } from "../model/digest.js";
import {
  fitItems,
  fitPrefix,
  fitPrefixLines,
  fitSuffixLines,
  GITHUB_COMMENT_LIMIT,
  JOB_SUMMARY_LIMIT,
  measureChars,
  measureUtf8,
  MIN_LIMIT,
  truncate,
  validateLimit,
  type Measure,
} from "./fit.js";
import { commentMarker, type MarkdownFlavor } from "./marker.js";
import {
  cleanText,
  detailsBlock,
  codeSpan,
  escapeInline,
  fenceBlock,
  longestBacktickRun,
} from "./neutralize.js";
import { createRedactor, type Redactor } from "./redact.js";

export const REPORT_OUTCOMES = [
  "planned",
  "no-changes",
  "applied",
  "failed",
  "interrupted",
  "recovered",
  "locked",
  "stale-plan",
  "approval-required",
  "cancelled",
  "stopped-recovered",
  "stopped",
] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export interface CommentContext {
  project: string;
  stack: string;
  workdir: string;
  /** e.g. "Terraform 1.11.4". */
  engineLabel: string;
  /** `sha256:<64 hex>`; may be empty when there is no plan. */
  digest: string;
  runUrl?: string;
  commit?: string;
  /** The stackgate command, e.g. "preview" or "up". */
  command: string;
  /** Known outcomes get an icon and a label; any other string is shown as is. */
  outcome: ReportOutcome | (string & {});
  /** stackgate's own markdown (not engine text): shown as is, only redacted. */
  approvalHint?: string;
  /** Values to redact wherever they appear. */
  secrets: readonly string[];
  /** The tail of the engine's log, shown for failures. */
  outputTail?: string;
}
export type ReportContext = CommentContext;

interface Presentation {
  icon: string;
  label: string;
}

const OUTCOME_PRESENTATION: Readonly<Record<ReportOutcome, Presentation>> = {
  planned: { icon: "📋", label: "Plan" },
  "no-changes": { icon: "✅", label: "No changes" },
  applied: { icon: "✅", label: "Applied" },
  failed: { icon: "❌", label: "Failed" },
  interrupted: { icon: "⚠️", label: "Interrupted" },
  recovered: { icon: "🩹", label: "Interrupted, then recovered" },
  locked: { icon: "🔒", label: "State locked" },
  "stale-plan": { icon: "⏳", label: "Plan is stale" },
  "approval-required": { icon: "✋", label: "Approval required" },
  cancelled: { icon: "⛔", label: "Cancelled" },
  // Bitbucket: a Stop kills the step outright; the `final:` step's recover reports what it did.
  "stopped-recovered": { icon: "🩹", label: "Stopped, then recovered" },
  stopped: { icon: "🛑", label: "Stopped: recovery needs attention" },
};

const SEPARATOR = "\n\n";
const CUT_NOTICE = "\n\n… (report cut to fit)";
/** Caps on single values, so one absurd value cannot crowd out everything else. */
const MAX_ADDRESS = 300;
const MAX_NAME = 100;
const MAX_ATTRIBUTES = 12;
const MAX_REASONS = 5;
const MAX_DIAGNOSTIC_DETAIL = 3_000;
const MAX_HINT = 500;
const MAX_URL = 500;
/** Space left for a partial diff of the first resource that does not fit whole. */
const MIN_PARTIAL_DIFF = 200;

type SectionId =
  "destructive" | "resources" | "outputs" | "drift" | "diagnostics" | "engineOutput" | "diff";

/** The order in which sections get space: the first one is cut last. */
const PRIORITY: readonly SectionId[] = [
  "destructive",
  "diagnostics",
  "drift",
  "engineOutput",
  "outputs",
  "resources",
  "diff",
];
const DISPLAY: readonly SectionId[] = [
  "destructive",
  "resources",
  "outputs",
  "drift",
  "diagnostics",
  "engineOutput",
  "diff",
];

interface RenderOptions {
  limit: number;
  measure: Measure;
  marker: boolean;
  /** Most space the engine output may take. */
  engineOutputCap: number;
  /** Where the markdown is shown (marker and collapsed blocks differ); default GitHub. */
  flavor: MarkdownFlavor;
}

/**
 * Renders the PR comment; always at most `limit` characters (UTF-16 code units). `bitbucket`:
 * Bitbucket escapes HTML, so the marker is a link reference definition (`[//]: # (…)`, which
 * renders as nothing) and the engine output and full diff are plain sections under a bold
 * title instead of collapsed `<details>` blocks.
 */
export function renderComment(
  changeSet: ChangeSet,
  context: CommentContext,
  limit: number = GITHUB_COMMENT_LIMIT,
  flavor: MarkdownFlavor = "github",
): string {
  validateLimit(limit, "renderComment");
  return render(changeSet, context, {
    limit,
    measure: measureChars,
    marker: true,
    engineOutputCap: Math.max(MIN_LIMIT, Math.floor(limit / 4)),
    flavor,
  });
}

/** Renders the GitHub job summary; always at most `limit` UTF-8 bytes (default 1 MiB). */
export function renderSummary(
  changeSet: ChangeSet,
  context: CommentContext,
  limit: number = JOB_SUMMARY_LIMIT,
): string {
  validateLimit(limit, "renderSummary");
  return render(changeSet, context, {
    limit,
    measure: measureUtf8,
    marker: false,
    engineOutputCap: Math.max(MIN_LIMIT, Math.floor(limit / 4)),
    flavor: "github",
  });
}

/** Engine text helpers bound to one redactor. */
interface Texts {
  /** Cleaned and redacted, multi-line (for fenced blocks). */
  text(value: string): string;
  /** Cleaned, redacted and escaped for inline markdown, at most `max` characters long. */
  inline(value: string, max?: number): string;
  /**
   * Cleaned, redacted and put in a code span (resource addresses), at most `max` characters
   * long. `place` is where the span goes: in a table cell `|` must be escaped, elsewhere not.
   */
  code(value: string, place: "cell" | "text", max?: number): string;
  redact: Redactor;
}

/**
 * Escapes `raw` for inline use, cut so that the escaped result has at most `max` characters
 * (escaping can make text several times longer: `<` becomes `&lt;`).
 */
function escapeCapped(raw: string, max: number): string {
  let keep = Math.min(raw.length, max);
  for (;;) {
    const escaped = escapeInline(truncate(raw, keep));
    if (escaped.length <= max || keep <= 1) return escaped;
    keep = Math.max(1, Math.min(keep - 1, Math.floor((keep * max) / escaped.length)));
  }
}

/**
 * `raw` in a code span cut so that the whole span has at most `max` characters (the fences
 * grow with the longest backtick run inside, and escaped pipes take two characters).
 */
function codeCapped(raw: string, max: number, table: boolean): string {
  let keep = Math.min(raw.length, max);
  for (;;) {
    const span = codeSpan(truncate(raw, keep), { table });
    if (span.length <= max || keep <= 1) return span;
    keep = Math.max(1, Math.min(keep - 1, Math.floor((keep * max) / span.length)));
  }
}

function texts(secrets: readonly string[]): Texts {
  const redact = createRedactor(secrets);
  const text = (value: string): string => redact(cleanText(value));
  return {
    redact,
    text,
    inline: (value, max = MAX_ADDRESS) =>
      escapeCapped(text(value).replace(/\s+/g, " ").trim(), max),
    code: (value, place, max = MAX_ADDRESS) =>
      codeCapped(text(value).replace(/\s+/g, " ").trim(), max, place === "cell"),
  };
}

function render(changeSet: ChangeSet, context: CommentContext, options: RenderOptions): string {
  const { limit, measure } = options;
  const t = texts(context.secrets);

  const top = headerParts(changeSet, context, t, options.marker, options.flavor);
  const footer = footerPart(context, t);
  const fixed = [...top, footer].filter((part) => part !== "");
  let remaining = limit - measure(fixed.join(SEPARATOR));

  const sections = sectionRenderers(changeSet, context, t, options);
  // Each section's one-line "not shown" note, reserved while higher-priority sections take
  // their space, so a section that gets cut completely still says so.
  const reserved = PRIORITY.map((id) => {
    const note = sections[id].notShown();
    return note === "" ? 0 : measure(note) + SEPARATOR.length;
  });
  const produced = new Map<SectionId, string>();
  PRIORITY.forEach((id, index) => {
    const lower = reserved.slice(index + 1).reduce((sum, size) => sum + size, 0);
    const budget = remaining - SEPARATOR.length - lower;
    if (budget <= 0) return;
    const section = sections[id].render(budget);
    if (section === "") return;
    produced.set(id, section);
    remaining -= measure(section) + SEPARATOR.length;
  });

  const body = DISPLAY.map((id) => produced.get(id) ?? "").filter((part) => part !== "");
  const out = [...top, ...body, footer].filter((part) => part !== "").join(SEPARATOR);
  if (measure(out) <= limit) return out;
  // Only reachable when the header and footer alone exceed the limit (absurd values).
  return fitPrefix(out, limit - measure(CUT_NOTICE), measure) + CUT_NOTICE;
}

// ---------------------------------------------------------------------------------------------
// Header and footer (always kept)

function presentation(outcome: string): Presentation {
  return Object.hasOwn(OUTCOME_PRESENTATION, outcome)
    ? OUTCOME_PRESENTATION[outcome as ReportOutcome]
    : { icon: "ℹ️", label: outcome };
}

function headerParts(
  changeSet: ChangeSet,
  context: CommentContext,
  t: Texts,
  marker: boolean,
  flavor: MarkdownFlavor,
): string[] {
  const { icon, label } = presentation(context.outcome);
  const title =
    `### ${icon} ${t.inline(label, MAX_NAME)}: ${t.inline(context.project, MAX_NAME)}` +
    ` / ${t.inline(context.stack, MAX_NAME)}`;
  const subtitle = [
    t.inline(context.engineLabel, MAX_NAME),
    `stackgate ${t.inline(context.command, MAX_NAME)}`,
    `workdir ${t.inline(context.workdir, MAX_NAME)}`,
  ].join(" · ");
  const parts = [
    marker ? `${commentMarker(context, flavor)}\n${title}` : title,
    subtitle,
    countsLine(changeSet),
  ];
  if (changeSet.errored) {
    parts.push("⚠️ **The engine reported errors: this plan cannot be applied.**");
  }
  return parts;
}

/** The counts line, e.g. `**Changes:** 1 create · 0 update · 2 delete · 0 replace · 1 move`. */
export function countsLine(changeSet: ChangeSet): string {
  const s = changeSet.summary;
  const extras: string[] = [];
  if (s.read > 0) extras.push(`${s.read} read`);
  if (s.move > 0) extras.push(`${s.move} move`);
  if (s.import > 0) extras.push(`${s.import} import`);
  if (s.outputs > 0) extras.push(`${s.outputs} output${s.outputs === 1 ? "" : "s"}`);
  if (s.drift > 0) extras.push(`${s.drift} drifted`);
  if (!hasChanges(changeSet)) {
    const head = changeSet.errored ? "**No changes planned.**" : "**No changes.**";
    return extras.length > 0 ? `${head} ${extras.join(" · ")}` : head;
  }
  const main = [
    `${s.create} create`,
    `${s.update} update`,
    `${s.delete} delete`,
    `${s.replace} replace`,
  ];
  return `**Changes:** ${[...main, ...extras].join(" · ")}`;
}

function safeRunUrl(raw: string, t: Texts): string | undefined {
  let url: URL;
  try {
    url = new URL(t.redact(cleanText(raw)).trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  url.username = "";
  url.password = "";
  const href = url.href.replace(
    /[()<>[\]"'`\s\\]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return href.length <= MAX_URL ? href : undefined;
}

function footerPart(context: CommentContext, t: Texts): string {
  const facts: string[] = [];
  const url = context.runUrl === undefined ? undefined : safeRunUrl(context.runUrl, t);
  if (url !== undefined) facts.push(`[View the run](${url})`);
  const commit = context.commit?.trim();
  if (commit) {
    facts.push(
      /^[0-9a-f]{7,64}$/i.test(commit)
        ? `commit \`${commit.slice(0, 12)}\``
        : `commit ${t.inline(commit, 64)}`,
    );
  }
  const digest = context.digest.trim();
  if (/^sha256:[0-9a-f]{64}$/.test(digest)) {
    facts.push(`digest \`${shortDigest(digest)}\` (\`${digest}\`)`);
  } else if (digest !== "") {
    facts.push(`digest ${t.inline(digest, 100)}`);
  }
  const lines = facts.length > 0 ? [facts.join(" · ")] : [];
  const hint = context.approvalHint === undefined ? "" : t.text(context.approvalHint).trim();
  if (hint !== "") lines.push(truncate(hint, MAX_HINT));
  return lines.length > 0 ? `---\n${lines.join(SEPARATOR)}` : "";
}

// ---------------------------------------------------------------------------------------------
// Sections (cut to fit)

const ACTION_LABELS: Readonly<Record<ResourceAction, string>> = {
  create: "➕ create",
  update: "🔄 update",
  delete: "🗑️ delete",
  replace: "♻️ replace",
  read: "📖 read",
  "no-op": "▫️ no-op",
};

function actionLabel(change: ResourceChange): string {
  if (change.action === "no-op") {
    if (change.movedFrom !== undefined) return "🚚 move";
    if (change.importId !== undefined) return "📥 import";
  }
  return ACTION_LABELS[change.action];
}

/**
 * A block with a title: collapsed `<details>` on GitHub; on Bitbucket, which escapes HTML, a
 * bold title line above the body (nothing collapses there).
 */
function titledBlock(flavor: MarkdownFlavor, summary: string, body: string, open = false): string {
  return flavor === "bitbucket"
    ? `**${escapeInline(summary)}**\n\n${body}`
    : detailsBlock(summary, body, open);
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

interface Section {
  /** The section cut to `budget`, or "" when empty or nothing fits. */
  render(budget: number): string;
  /** The one-line note shown when nothing else of the section fits; "" when it is empty. */
  notShown(): string;
}

function sectionRenderers(
  changeSet: ChangeSet,
  context: CommentContext,
  t: Texts,
  options: RenderOptions,
): Record<SectionId, Section> {
  const { measure, flavor } = options;
  const details = (summary: string, body: string, open = false): string =>
    titledBlock(flavor, summary, body, open);

  const list = (values: readonly string[], max: number, maxLength: number): string => {
    const shown = values.slice(0, max).map((v) => t.inline(v, maxLength));
    if (values.length > max) shown.push(`+${values.length - max} more`);
    return shown.join(", ");
  };

  const attributesCell = (change: ResourceChange): string => {
    const parts: string[] = [];
    if (change.changedAttributes.length > 0) {
      parts.push(list(change.changedAttributes, MAX_ATTRIBUTES, MAX_NAME));
    }
    if (change.sensitive) parts.push("🔒 sensitive");
    return parts.length > 0 ? parts.join(" · ") : "—";
  };

  const resourceCell = (change: ResourceChange): string => {
    let cell = t.code(change.address, "cell");
    if (change.movedFrom !== undefined) cell += ` (moved from ${t.inline(change.movedFrom)})`;
    if (change.importId !== undefined) {
      cell += ` (import id ${t.inline(change.importId, MAX_NAME)})`;
    }
    return cell;
  };

  const destructiveItems = changeSet.resources.filter((r) => isDestructive(r.action));
  const destructiveMore = (n: number): string => `… and ${n} more destructive changes not shown`;
  const destructive = (budget: number): string => {
    const items = destructiveItems;
    if (items.length === 0) return "";
    const item = (i: number): string => {
      const r = items[i] as ResourceChange;
      const address = t.code(r.address, "text");
      if (r.action === "delete") return `- 🗑️ **delete** ${address}`;
      let line = `- ♻️ **replace** ${address}`;
      if (r.reasons.length > 0) line += ` — forced by ${list(r.reasons, MAX_REASONS, MAX_NAME)}`;
      if (r.replaceOrder !== undefined) {
        line +=
          r.replaceOrder === "create-before-destroy"
            ? " (create before destroy)"
            : " (destroy before create)";
      }
      return line;
    };
    return fitItems({
      head: `#### ⚠️ Destructive changes (${items.length})\n\n`,
      count: items.length,
      item,
      joiner: "\n",
      more: destructiveMore,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  };

  const rows = changeSet.resources;
  const resourcesNotShown = `Changed resources: ${rows.length} rows not shown (cut to fit; see the run log)`;
  const resources = (budget: number): string => {
    if (rows.length === 0) return "";
    return fitItems({
      head:
        `#### Changed resources (${rows.length})\n\n` +
        "| Action | Resource | Changed attributes |\n| --- | --- | --- |\n",
      count: rows.length,
      item: (i) => {
        const r = rows[i] as ResourceChange;
        return `| ${actionLabel(r)} | ${resourceCell(r)} | ${attributesCell(r)} |`;
      },
      joiner: "\n",
      more: (n) => `… ${n} more rows not shown (table cut to fit; see the run log)`,
      alone: resourcesNotShown,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  };

  const changed = changeSet.outputs.filter((o) => o.action !== "no-op");
  const outputsNotShown = `Outputs: ${changed.length} changed outputs not shown`;
  const outputs = (budget: number): string => {
    if (changed.length === 0) return "";
    return fitItems({
      head: `#### Outputs (${changed.length})\n\n| Action | Output |\n| --- | --- |\n`,
      count: changed.length,
      item: (i) => {
        const o = changed[i] as OutputChange;
        const name = t.inline(o.name, MAX_NAME) + (o.sensitive ? " (sensitive)" : "");
        return `| ${ACTION_LABELS[o.action]} | ${name} |`;
      },
      joiner: "\n",
      more: (n) => `… ${n} more outputs not shown`,
      alone: outputsNotShown,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  };

  const driftNotShown = `Drift: ${changeSet.drift.length} drifted resources not shown; see the run log`;
  const drift = (budget: number): string => {
    const items = changeSet.drift;
    if (items.length === 0) return "";
    return fitItems({
      head: `#### 🌊 Drift (${items.length})\n\nChanged outside stackgate since the last run:\n\n`,
      count: items.length,
      item: (i) => {
        const r = items[i] as ResourceChange;
        const attributes = attributesCell(r);
        return `- ${actionLabel(r)} ${t.code(r.address, "text")}${attributes === "—" ? "" : `: ${attributes}`}`;
      },
      joiner: "\n",
      more: (n) => `… and ${n} more drifted resources not shown`,
      alone: driftNotShown,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  };

  const sorted: Diagnostic[] = [
    ...changeSet.diagnostics.filter((d) => d.severity === "error"),
    ...changeSet.diagnostics.filter((d) => d.severity !== "error"),
  ];
  const diagnosticsNotShown = `Diagnostics: ${sorted.length} not shown; see the run log`;
  const diagnostics = (budget: number): string => {
    if (sorted.length === 0) return "";
    return fitItems({
      head: `#### Diagnostics (${sorted.length})\n\n`,
      count: sorted.length,
      item: (i) => {
        const d = sorted[i] as Diagnostic;
        const kind = d.severity === "error" ? "❌ Error" : "⚠️ Warning";
        let entry = `**${kind}:** ${t.inline(d.summary)}`;
        if (d.address !== undefined && d.address !== "") entry += ` — ${t.code(d.address, "text")}`;
        const detail = t.text(d.detail).trim();
        if (detail !== "") {
          const cut = fitPrefixLines(detail, MAX_DIAGNOSTIC_DETAIL, measureChars);
          entry += `\n\n${fenceBlock(cut === detail ? detail : `${cut.trimEnd()}\n… (cut)`)}`;
        }
        return entry;
      },
      joiner: SEPARATOR,
      more: (n) => `… and ${n} more diagnostics not shown; see the run log`,
      alone: diagnosticsNotShown,
      noteJoiner: SEPARATOR,
      budget,
      measure,
    }).text;
  };

  const hasTail = context.outputTail !== undefined && context.outputTail.trim() !== "";
  const engineOutputNotShown = "Engine output not shown (cut to fit); see the run log";
  const engineOutput = (budget: number): string => {
    const fallback = measure(engineOutputNotShown) <= budget ? engineOutputNotShown : "";
    if (context.outputTail === undefined || !hasTail) return "";
    const cap = Math.min(budget, options.engineOutputCap);
    const full = t.text(context.outputTail).replace(/\s+$/, "");
    const title = "Engine output (last lines)";
    const open = context.outcome !== "planned" && context.outcome !== "applied";
    const note = "… (earlier output cut; see the run log)\n";
    const overhead = measure(details(title, "", open)) + 2 * (longestBacktickRun(full) + 4) + 2;
    if (measure(full) + overhead <= cap) return details(title, fenceBlock(full), open);
    const kept = fitSuffixLines(full, cap - overhead - measure(note), measure);
    if (kept === "") return fallback;
    const section = details(title, fenceBlock(note + kept), open);
    return measure(section) <= cap ? section : fallback;
  };

  const withDiff = changeSet.resources.filter((r) => r.diff.trim() !== "");
  const diffNote = (shown: number): string =>
    `diff cut: ${shown} of ${withDiff.length} resources shown, see the run log`;
  const diff = (budget: number): string => {
    const total = withDiff.length;
    if (total === 0) return "";
    const title = `Full diff (${plural(total, "resource", "resources")})`;
    const note = diffNote;
    const wrapper = measure(details(title, ""));
    const noteReserve = measure(note(total) + SEPARATOR);
    // fenceBlock(body, "diff") = fence + "diff\n" + body + fence, body ending in "\n".
    const overhead = (run: number): number => wrapper + 2 * Math.max(3, run + 1) + 5;
    const piece = (i: number): string => {
      const r = withDiff[i] as ResourceChange;
      const d = t.text(`# ${r.address}: ${r.action}\n${r.diff}`);
      return d.endsWith("\n") ? d : `${d}\n`;
    };

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
    if (shown === total) return details(title, fenceBlock(body, "diff"));

    // Part of the first resource that did not fit whole, cut at a line.
    const cutLine = "… (cut)\n";
    const room = budget - overhead(run) - used - noteReserve - measure(cutLine);
    if (room >= MIN_PARTIAL_DIFF) {
      const partial = fitPrefixLines(piece(shown), room, measure);
      const candidate = body + (partial.endsWith("\n") ? partial : `${partial}\n`) + cutLine;
      const size = overhead(Math.max(run, longestBacktickRun(partial))) + measure(candidate);
      if (size + noteReserve <= budget) {
        body = candidate;
      }
    }
    const head = note(shown);
    if (body === "") return measure(head) <= budget ? head : "";
    const section = `${head}${SEPARATOR}${details(title, fenceBlock(body, "diff"))}`;
    return measure(section) <= budget ? section : measure(head) <= budget ? head : "";
  };

  const notShown = (count: number, note: string) => (): string => (count === 0 ? "" : note);
  return {
    destructive: {
      render: destructive,
      notShown: notShown(destructiveItems.length, destructiveMore(destructiveItems.length)),
    },
    resources: { render: resources, notShown: notShown(rows.length, resourcesNotShown) },
    outputs: { render: outputs, notShown: notShown(changed.length, outputsNotShown) },
    drift: { render: drift, notShown: notShown(changeSet.drift.length, driftNotShown) },
    diagnostics: { render: diagnostics, notShown: notShown(sorted.length, diagnosticsNotShown) },
    engineOutput: {
      render: engineOutput,
      notShown: notShown(hasTail ? 1 : 0, engineOutputNotShown),
    },
    diff: { render: diff, notShown: notShown(withDiff.length, diffNote(0)) },
  };
}
