/**
 * A drift issue's marker, title and body. The marker (the body's first line, hidden) keys the
 * issue to one stack: project + stack + repository-relative directory, each percent-encoded so
 * no value can end the HTML comment or run into the next field. The body shows the stack as the
 * CLI's text does (reporter.ts `describeStack`: every drifted resource, its attributes and its
 * redacted diff) and is cut below GitHub's issue body limit with a bold line naming the run.
 */
import { describeStack } from "./reporter.js";
import type { StackDrift } from "./result.js";

/** The two kinds of drift issue: drift found, or the check itself failed. */
export type IssueKind = "drift" | "failed";

/** What one issue is about. */
export interface DriftIssueKey {
  project: string;
  stack: string;
  /** Relative to the repository root ("." for the root). */
  dir: string;
}

/** GitHub refuses an issue body longer than 65536 characters; the margin leaves room for the redactor. */
const BODY_LIMIT = 65_536 - 1_536;

const MARKERS: Readonly<Record<IssueKind, string>> = {
  drift: "stackgate-drift",
  failed: "stackgate-drift-failed",
};

/** The hidden first line of the issue for `key` of `kind`. */
export function issueMarker(kind: IssueKind, key: DriftIssueKey): string {
  const encoded = [key.project, key.stack, key.dir].map(encodeURIComponent).join(":");
  return `<!-- ${MARKERS[kind]}: ${encoded} -->`;
}

export function issueTitle(kind: IssueKind, key: DriftIssueKey): string {
  const where = `${key.dir} (stack ${key.stack})`;
  return kind === "drift" ? `Drift: ${where}` : `Drift check failed: ${where}`;
}

/** Where the run is, for people: its URL, or its name when there is none. */
export interface RunRefText {
  name: string;
  url: string | null;
}

/** The run as a markdown link (its name alone when it has no URL). */
export function runText(run: RunRefText): string {
  return run.url ? `[${run.name}](${run.url})` : run.name;
}

/** A code fence longer than any run of backticks in `text`, so the text cannot close it. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}

export function issueBody(
  kind: IssueKind,
  key: DriftIssueKey,
  stack: StackDrift,
  run: RunRefText,
  limit = BODY_LIMIT,
): string {
  const head = [
    issueMarker(kind, key),
    kind === "drift"
      ? `**stackgate drift**: the real objects of stack \`${key.stack}\` in \`${key.dir}\` (${stack.engine}) differ from its state, as of ${runText(run)}.`
      : `**stackgate drift** could not check stack \`${key.stack}\` in \`${key.dir}\` (${stack.engine}), as of ${runText(run)}.`,
    "",
    kind === "drift"
      ? "To reconcile: apply the code (a reviewed `preview` and `up`) to put the objects back, or change the code (or import the change into it) to match them. This issue closes itself when a drift run finds the stack in sync."
      : "Fix the check (the error below); this issue closes itself when a drift run checks the stack again.",
    "",
  ].join("\n");
  const text = describeStack(stack).join("\n");
  const fence = fenceFor(text);
  const whole = `${head}${fence}text\n${text}\n${fence}\n`;
  if (whole.length <= limit) return whole;
  const where = run.url ? `the run's log: ${run.url}` : `the log of ${run.name}`;
  const notice = `\n**The report was cut at ${limit} characters: the full report is in ${where}.**\n`;
  const room = Math.max(0, limit - head.length - notice.length - 2 * fence.length - 16);
  const cut = text.slice(0, room).replace(/\n[^\n]*$/, "");
  return `${head}${fence}text\n${cut}\n${fence}\n${notice}`;
}
