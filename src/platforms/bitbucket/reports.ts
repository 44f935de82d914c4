/**
 * Bitbucket Code Insights: a report on a commit and its annotations, as Bitbucket Cloud's REST
 * API describes them (`PUT/DELETE …/commit/{commit}/reports/{reportId}`,
 * `POST …/reports/{reportId}/annotations`: up to 100 a request, 1000 a report). A report is
 * replaced whole: deleted first (its annotations with it), then written, so no annotation of an
 * earlier run on the same commit outlives what this run found. Every text passes the step's
 * redactor.
 */
import { BitbucketApiError, type BitbucketHttp } from "./http.js";

/** What the writes need of the client (platforms/bitbucket.ts `BitbucketClient`). */
export type ReportClient = Pick<BitbucketHttp, "repoPath" | "request"> & {
  /** The text as Bitbucket will store it: through the step's redactor. */
  storedBody(text: string): string;
};

export interface CommitReport {
  title: string;
  /** At most 2000 characters (the caller cuts). */
  details: string;
  report_type: "BUG" | "COVERAGE" | "SECURITY" | "TEST";
  reporter: string;
  result: "PASSED" | "FAILED" | "PENDING";
  link?: string;
}

export interface ReportAnnotation {
  /** Unique within the report: an annotation is updated by it. */
  external_id: string;
  annotation_type: "BUG" | "CODE_SMELL" | "VULNERABILITY";
  /** At most 450 characters. */
  summary: string;
  /** At most 2000 characters. */
  details: string;
  severity: "CRITICAL" | "HIGH" | "MEDIUM" | "LOW";
  result: "PASSED" | "FAILED" | "IGNORED" | "SKIPPED";
  link?: string;
}

/** Annotations a request may carry, and a report may hold. */
const ANNOTATIONS_PER_REQUEST = 100;
export const ANNOTATIONS_PER_REPORT = 1000;

/** The scope an access token needs to write reports (named in every failure). */
const SCOPE = "repository:write";

/** Replaces report `id` on `commit` with `report` and `annotations` (see the file comment). */
export async function replaceCommitReport(
  client: ReportClient,
  commit: string,
  id: string,
  report: CommitReport,
  annotations: readonly ReportAnnotation[],
): Promise<void> {
  if (annotations.length > ANNOTATIONS_PER_REPORT) {
    throw new BitbucketApiError(
      `a Code Insights report holds at most ${ANNOTATIONS_PER_REPORT} annotations, got ${annotations.length}`,
      0,
    );
  }
  const path = client.repoPath(
    `/commit/${encodeURIComponent(commit)}/reports/${encodeURIComponent(id)}`,
  );
  const where = `report ${id} on commit ${commit.slice(0, 12)}`;
  try {
    await client.request("DELETE", path, `delete the Code Insights ${where}`, SCOPE);
  } catch (error) {
    // None yet: nothing of an earlier run to remove.
    if (!(error instanceof BitbucketApiError) || error.status !== 404) throw error;
  }
  const text = (value: string): string => client.storedBody(value);
  const body = {
    type: "report",
    ...report,
    title: text(report.title),
    details: text(report.details),
  };
  await client.request("PUT", path, `write the Code Insights ${where}`, SCOPE, body);
  for (let at = 0; at < annotations.length; at += ANNOTATIONS_PER_REQUEST) {
    const batch = annotations.slice(at, at + ANNOTATIONS_PER_REQUEST).map((a) => ({
      type: "report_annotation",
      ...a,
      summary: text(a.summary),
      details: text(a.details),
    }));
    await client.request(
      "POST",
      `${path}/annotations`,
      `write the annotations of the Code Insights ${where}`,
      SCOPE,
      batch,
    );
  }
}
