/**
 * The drift report as markdown for a CI job summary (the Action's `command: drift`): the
 * outcome and counts, one table row per stack, then each stack that drifted, failed or was
 * locked with its text (reporter.ts `describeStack`: every drifted resource, its attributes and
 * its redacted diff) in a collapsed block. Redacted by the caller; bounded to `limit` UTF-8
 * bytes (GitHub: 1 MiB per step), cut per stack with a line saying where the full report is.
 */
import { JOB_SUMMARY_LIMIT } from "../report/fit.js";
import { codeSpan, detailsBlock, escapeInline, fenceBlock } from "../report/neutralize.js";
import { describeChecked, describeStack } from "./reporter.js";
import type { DriftReport, StackDrift } from "./result.js";

const HEADLINES: Readonly<Record<DriftReport["status"], string>> = {
  "in-sync": "every stack is in sync",
  drifted: "drift found",
  failed: "a check failed",
  locked: "a stack was locked, not checked",
  empty: "no stack found",
};

const bytes = (text: string): number => Buffer.byteLength(text, "utf8");

function stackRow(stack: StackDrift): string {
  const line = describeChecked(stack).split("\n")[0] ?? "";
  return `| ${codeSpan(stack.id)} | ${stack.engine} | ${codeSpan(stack.stack)} | ${stack.status} | ${escapeInline(line)} |`;
}

/**
 * `redact` runs over every piece before it is measured, so the bound holds for what is written.
 * `where`: where the full report is (the run's log), named when something had to be cut.
 */
export function driftSummary(
  report: DriftReport,
  redact: (text: string) => string,
  where: string,
  limit: number = JOB_SUMMARY_LIMIT,
): string {
  const count = (status: StackDrift["status"]): number =>
    report.stacks.filter((st) => st.status === status).length;
  const n = report.stacks.length;
  const head = redact(
    [
      `## stackgate drift: ${HEADLINES[report.status]} (exit ${report.exitCode})`,
      "",
      `${n} stack${n === 1 ? "" : "s"}: ${count("in-sync")} in sync, ${count("drifted")} drifted, ${count("failed")} failed, ${count("locked")} locked.`,
      "",
      "| stack | engine | name | status | detail |",
      "| --- | --- | --- | --- | --- |",
      ...report.stacks.map(stackRow),
      "",
    ].join("\n"),
  );
  const notice = `\n**Cut to fit the job summary: the full report is in ${escapeInline(where)}.**\n`;
  let used = bytes(head) + bytes(notice);
  const blocks: string[] = [];
  let cut = false;
  for (const stack of report.stacks.filter((st) => st.status !== "in-sync")) {
    const block = `${detailsBlock(`${stack.id}: ${stack.status}`, fenceBlock(redact(describeStack(stack).join("\n")), "text"), report.stacks.length === 1)}\n`;
    if (used + bytes(block) > limit) {
      cut = true;
      break;
    }
    used += bytes(block);
    blocks.push(block);
  }
  const body = `${head}${blocks.join("\n")}${cut ? notice : ""}`;
  // A head alone beyond the bound (thousands of stacks): cut at a line, the notice kept.
  if (bytes(body) <= limit) return body;
  let text = body;
  while (bytes(text) + bytes(notice) > limit) text = text.slice(0, Math.floor(text.length * 0.9));
  return `${text.replace(/\n[^\n]*$/, "")}\n${notice}`;
}
