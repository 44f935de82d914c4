/**
 * Reads the human output of `terraform plan` / `tofu plan` / `terraform show <planfile>`:
 * the summary line, "No changes.", and each resource's block keyed by its address.
 * Tolerates ANSI colours, CRLF, CI workflow-command lines (`::debug::…`) and the legacy
 * Terraform 0.11 layout (`  + null_resource.foo`).
 */

export interface PlanTextSummary {
  add: number;
  change: number;
  destroy: number;
  /** Present when the line names imports ("Plan: 1 to import, 0 to add, …"). */
  import?: number;
  /** Present when the line names forgotten resources (OpenTofu "… 1 to forget."). */
  forget?: number;
}

export interface PlanText {
  /** From the "Plan: N to add, N to change, N to destroy." line; null when there is none. */
  summary: PlanTextSummary | null;
  /** True when the engine said "No changes.". */
  noChanges: boolean;
  /** Planned actions: resource address → that resource's text block (header included). */
  resourceDiffs: Map<string, string>;
  /** "Objects have changed outside of …": address → block ("has changed", "has been deleted"). */
  driftDiffs: Map<string, string>;
  /** True when there is a "Changes to Outputs:" section. */
  outputChanges: boolean;
}

const INDEX = String.raw`\[(?:\d+|"(?:[^"\\]|\\.)*")\]`;
const SEGMENT = String.raw`[A-Za-z0-9_-]+(?:${INDEX})?`;
const ADDRESS = String.raw`(?:${SEGMENT}\.)*${SEGMENT}`;

const HEADER = new RegExp(
  String.raw`^ {2}# (${ADDRESS})(?: \(deposed object ([A-Za-z0-9]+)\))? (?:has moved to (${ADDRESS})|(has changed|has been deleted)|(?:will|must|is|has) .*)$`,
);
const LEGACY_HEADER = new RegExp(
  String.raw`^(?: {2}[-+~]|-/\+|\+/-| <=) (${ADDRESS})(?: \(new resource required\))?$`,
);
const BLOCK_OPENER = /^(?:-\/\+|\+\/-|<=|[-+~]) (?:resource|data) "/;
const WORKFLOW_COMMAND = /^::[A-Za-z-]+(?: [^:]*)?::/;
// eslint-disable-next-line no-control-regex -- ANSI escape sequences start with ESC.
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g;

/** Removes ANSI colour and OSC escape sequences. */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}

export function parsePlanText(text: string): PlanText {
  const lines = cleanLines(text);
  const result: PlanText = {
    summary: null,
    noChanges: false,
    resourceDiffs: new Map(),
    driftDiffs: new Map(),
    outputChanges: false,
  };
  for (const line of lines) {
    const trimmed = line.trim();
    if (result.summary === null && trimmed.startsWith("Plan: ")) {
      result.summary = parseSummaryLine(trimmed);
    }
    if (/^No changes\./.test(trimmed)) result.noChanges = true;
    if (trimmed === "Changes to Outputs:") result.outputChanges = true;
  }
  const found = collectBlocks(lines, result);
  if (!found) collectLegacyBlocks(lines, result);
  return result;
}

/** "Plan: 1 to import, 2 to add, 0 to change, 1 to destroy." → counts; null if not that line. */
export function parseSummaryLine(line: string): PlanTextSummary | null {
  const match = /^\s*Plan: (.*)$/.exec(stripAnsi(line));
  if (match?.[1] === undefined) return null;
  const counts = new Map<string, number>();
  for (const pair of match[1].matchAll(/(\d+) to (import|add|change|destroy|forget)\b/g)) {
    counts.set(pair[2] ?? "", Number(pair[1]));
  }
  const add = counts.get("add");
  const change = counts.get("change");
  const destroy = counts.get("destroy");
  if (add === undefined || change === undefined || destroy === undefined) return null;
  const summary: PlanTextSummary = { add, change, destroy };
  const imports = counts.get("import");
  if (imports !== undefined) summary.import = imports;
  const forget = counts.get("forget");
  if (forget !== undefined) summary.forget = forget;
  return summary;
}

function cleanLines(text: string): string[] {
  return stripAnsi(text)
    .split(/\r?\n/)
    .filter((line) => !WORKFLOW_COMMAND.test(line));
}

function collectBlocks(lines: readonly string[], result: PlanText): boolean {
  let found = false;
  let index = 0;
  while (index < lines.length) {
    const header = HEADER.exec(lines[index] ?? "");
    if (header === null) {
      index += 1;
      continue;
    }
    found = true;
    const [, address = "", deposed, movedTo, driftVerb] = header;
    const end = findBlockEnd(lines, index + 1);
    const block = trimTrailingBlankLines(lines.slice(index, end)).join("\n");
    const key =
      deposed === undefined ? (movedTo ?? address) : `${address} (deposed object ${deposed})`;
    const target = driftVerb === undefined ? result.resourceDiffs : result.driftDiffs;
    target.set(key, block);
    index = end;
  }
  return found;
}

function findBlockEnd(lines: readonly string[], start: number): number {
  let index = start;
  while (index < lines.length) {
    const line = lines[index] ?? "";
    if (HEADER.test(line)) break;
    if (/^\S/.test(line) && !BLOCK_OPENER.test(line)) break;
    index += 1;
  }
  return index;
}

/** Terraform 0.11: `  + null_resource.foo` followed by indented `attr: value` lines. */
function collectLegacyBlocks(lines: readonly string[], result: PlanText) {
  const start = lines.findIndex((line) => /will perform the following actions:\s*$/.test(line));
  if (start < 0) return;
  let index = start + 1;
  while (index < lines.length) {
    const header = LEGACY_HEADER.exec(lines[index] ?? "");
    if (header === null) {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < lines.length && /^ {4,}\S/.test(lines[end] ?? "")) end += 1;
    result.resourceDiffs.set(header[1] ?? "", lines.slice(index, end).join("\n"));
    index = end;
  }
}

function trimTrailingBlankLines(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && (lines[end - 1] ?? "").trim() === "") end -= 1;
  return lines.slice(0, end);
}
