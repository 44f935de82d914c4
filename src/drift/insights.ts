/**
 * The drift report as a Bitbucket Code Insights report on the run's commit (the Pipe's
 * `DRIFT_REPORT: code-insights`): report `stackgate-drift`, PASSED when every stack is in sync
 * and FAILED otherwise, its details the counts and the run; one annotation per stack that is
 * not in sync (drifted, failed, locked), its summary the stack's line and its details the stack
 * as the text output shows it (reporter.ts `describeStack`), cut with a line naming the run's
 * log. The report is replaced whole on every run (platforms/bitbucket/reports.ts): a stack back
 * in sync loses its annotation.
 */
import { createHash } from "node:crypto";

import {
  ANNOTATIONS_PER_REPORT,
  replaceCommitReport,
  type CommitReport,
  type ReportAnnotation,
} from "../platforms/bitbucket/reports.js";
import type { BitbucketClient } from "../platforms/bitbucket.js";
import { fitPrefixLines, measureChars, truncate } from "../report/fit.js";
import type { RunRefText } from "./issue-body.js";
import { describeChecked, describeStack, type DriftReporter } from "./reporter.js";
import type { DriftReport, StackDrift } from "./result.js";

export const INSIGHTS_REPORT_ID = "stackgate-drift";
const SUMMARY_LIMIT = 450;
const DETAILS_LIMIT = 2000;

const SEVERITY: Readonly<
  Record<Exclude<StackDrift["status"], "in-sync">, ReportAnnotation["severity"]>
> = {
  drifted: "HIGH",
  failed: "MEDIUM",
  locked: "LOW",
};

/** `text` in at most `limit` characters: whole lines, then `notice` on its own line when cut. */
function fitWithNotice(text: string, limit: number, notice: string): string {
  if (text.length <= limit) return text;
  const kept = fitPrefixLines(text, limit - notice.length - 1, measureChars);
  return `${kept.endsWith("\n") ? kept : `${kept}\n`}${notice}`;
}

function where(run: RunRefText): string {
  return run.url ?? run.name;
}

export function insightsOf(
  report: DriftReport,
  run: RunRefText,
): { report: CommitReport; annotations: ReportAnnotation[] } {
  const count = (status: StackDrift["status"]): number =>
    report.stacks.filter((s) => s.status === status).length;
  const details =
    `${report.stacks.length} stack(s): ${count("in-sync")} in sync, ${count("drifted")} drifted, ` +
    `${count("failed")} failed, ${count("locked")} locked (not checked), as of ${run.name}.`;
  const open = report.stacks.filter((s) => s.status !== "in-sync");
  const shown =
    open.length > ANNOTATIONS_PER_REPORT ? open.slice(0, ANNOTATIONS_PER_REPORT - 1) : open;
  const annotations: ReportAnnotation[] = shown.map((stack) => ({
    external_id: `stackgate-drift-${createHash("sha256").update(stack.id).digest("hex").slice(0, 24)}`,
    annotation_type: "BUG",
    summary: truncate(describeChecked(stack), SUMMARY_LIMIT),
    details: fitWithNotice(
      describeStack(stack).join("\n"),
      DETAILS_LIMIT,
      `… cut: the whole report is in ${where(run)}`,
    ),
    severity: SEVERITY[stack.status],
    result: "FAILED",
    ...(run.url ? { link: run.url } : {}),
  }));
  if (shown.length < open.length) {
    const rest = open.slice(shown.length);
    annotations.push({
      external_id: "stackgate-drift-more",
      annotation_type: "BUG",
      summary: `${rest.length} more stack(s) not in sync, not annotated (a report holds ${ANNOTATIONS_PER_REPORT})`,
      details: fitWithNotice(
        rest.map((s) => s.id).join("\n"),
        DETAILS_LIMIT,
        `… the rest: ${where(run)}`,
      ),
      severity: "HIGH",
      result: "FAILED",
    });
  }
  return {
    report: {
      title: "stackgate drift",
      details: truncate(details, DETAILS_LIMIT),
      report_type: "BUG",
      reporter: "stackgate",
      result: report.status === "in-sync" ? "PASSED" : "FAILED",
      ...(run.url ? { link: run.url } : {}),
    },
    annotations,
  };
}

/** The reporter: the run's Code Insights report on `commit`, replaced whole. */
export function createInsightsReporter(
  client: BitbucketClient,
  commit: string,
  run: RunRefText,
  log: (line: string) => void,
): DriftReporter {
  return {
    async report(report) {
      const { report: doc, annotations } = insightsOf(report, run);
      await replaceCommitReport(client, commit, INSIGHTS_REPORT_ID, doc, annotations);
      log(
        `drift: Code Insights report ${INSIGHTS_REPORT_ID} on commit ${commit.slice(0, 12)}: ${doc.result}, ${annotations.length} annotation(s)`,
      );
    },
  };
}
