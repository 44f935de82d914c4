#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  BitbucketApiError
} from "./chunk-5H4VQPQI.js";
import "./chunk-KSFHWS46.js";
import "./chunk-WOF6FS65.js";
import {
  describeChecked,
  describeStack
} from "./chunk-KIPS5CGJ.js";
import {
  fitPrefixLines,
  measureChars,
  truncate
} from "./chunk-R5FNSTQJ.js";
import "./chunk-ZQX7P6QH.js";
import "./chunk-IQWI6KNV.js";

// src/drift/insights.ts
import { createHash } from "node:crypto";

// src/platforms/bitbucket/reports.ts
var ANNOTATIONS_PER_REQUEST = 100;
var ANNOTATIONS_PER_REPORT = 1e3;
var SCOPE = "repository:write";
async function replaceCommitReport(client, commit, id, report, annotations) {
  if (annotations.length > ANNOTATIONS_PER_REPORT) {
    throw new BitbucketApiError(
      `a Code Insights report holds at most ${ANNOTATIONS_PER_REPORT} annotations, got ${annotations.length}`,
      0
    );
  }
  const path = client.repoPath(
    `/commit/${encodeURIComponent(commit)}/reports/${encodeURIComponent(id)}`
  );
  const where2 = `report ${id} on commit ${commit.slice(0, 12)}`;
  try {
    await client.request("DELETE", path, `delete the Code Insights ${where2}`, SCOPE);
  } catch (error) {
    if (!(error instanceof BitbucketApiError) || error.status !== 404) throw error;
  }
  const text = (value) => client.storedBody(value);
  const body = {
    type: "report",
    ...report,
    title: text(report.title),
    details: text(report.details)
  };
  await client.request("PUT", path, `write the Code Insights ${where2}`, SCOPE, body);
  for (let at = 0; at < annotations.length; at += ANNOTATIONS_PER_REQUEST) {
    const batch = annotations.slice(at, at + ANNOTATIONS_PER_REQUEST).map((a) => ({
      type: "report_annotation",
      ...a,
      summary: text(a.summary),
      details: text(a.details)
    }));
    await client.request(
      "POST",
      `${path}/annotations`,
      `write the annotations of the Code Insights ${where2}`,
      SCOPE,
      batch
    );
  }
}

// src/drift/insights.ts
var INSIGHTS_REPORT_ID = "stackgate-drift";
var SUMMARY_LIMIT = 450;
var DETAILS_LIMIT = 2e3;
var SEVERITY = {
  drifted: "HIGH",
  failed: "MEDIUM",
  locked: "LOW"
};
function fitWithNotice(text, limit, notice) {
  if (text.length <= limit) return text;
  const kept = fitPrefixLines(text, limit - notice.length - 1, measureChars);
  return `${kept.endsWith("\n") ? kept : `${kept}
`}${notice}`;
}
function where(run) {
  return run.url ?? run.name;
}
function insightsOf(report, run) {
  const count = (status) => report.stacks.filter((s) => s.status === status).length;
  const details = `${report.stacks.length} stack(s): ${count("in-sync")} in sync, ${count("drifted")} drifted, ${count("failed")} failed, ${count("locked")} locked (not checked), as of ${run.name}.`;
  const open = report.stacks.filter((s) => s.status !== "in-sync");
  const shown = open.length > ANNOTATIONS_PER_REPORT ? open.slice(0, ANNOTATIONS_PER_REPORT - 1) : open;
  const annotations = shown.map((stack) => ({
    external_id: `stackgate-drift-${createHash("sha256").update(stack.id).digest("hex").slice(0, 24)}`,
    annotation_type: "BUG",
    summary: truncate(describeChecked(stack), SUMMARY_LIMIT),
    details: fitWithNotice(
      describeStack(stack).join("\n"),
      DETAILS_LIMIT,
      `\u2026 cut: the whole report is in ${where(run)}`
    ),
    severity: SEVERITY[stack.status],
    result: "FAILED",
    ...run.url ? { link: run.url } : {}
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
        `\u2026 the rest: ${where(run)}`
      ),
      severity: "HIGH",
      result: "FAILED"
    });
  }
  return {
    report: {
      title: "stackgate drift",
      details: truncate(details, DETAILS_LIMIT),
      report_type: "BUG",
      reporter: "stackgate",
      result: report.status === "in-sync" ? "PASSED" : "FAILED",
      ...run.url ? { link: run.url } : {}
    },
    annotations
  };
}
function createInsightsReporter(client, commit, run, log) {
  return {
    async report(report) {
      const { report: doc, annotations } = insightsOf(report, run);
      await replaceCommitReport(client, commit, INSIGHTS_REPORT_ID, doc, annotations);
      log(
        `drift: Code Insights report ${INSIGHTS_REPORT_ID} on commit ${commit.slice(0, 12)}: ${doc.result}, ${annotations.length} annotation(s)`
      );
    }
  };
}
export {
  INSIGHTS_REPORT_ID,
  createInsightsReporter,
  insightsOf
};
