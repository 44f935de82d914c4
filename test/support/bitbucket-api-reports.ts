/**
 * The Bitbucket stand-in's Code Insights (test/support/bitbucket-api.ts serves them), as
 * Bitbucket Cloud's published description has them (every body is checked against it there):
 *
 *   PUT    /2.0/repositories/{ws}/{repo}/commit/{commit}/reports/{id}               create or update (200)
 *   DELETE /2.0/repositories/{ws}/{repo}/commit/{commit}/reports/{id}               delete, its annotations too (204; 404 none)
 *   POST   /2.0/repositories/{ws}/{repo}/commit/{commit}/reports/{id}/annotations   bulk create or update by external_id (200)
 *
 * Never more permissive than Bitbucket: a report needs a title and details; more than 100
 * annotations a request, 1000 a report, an annotation without external_id, annotation_type or
 * summary, a summary over 450 characters or details over 2000 are refused with 400. An update
 * of a report keeps its annotations (the description does not say it drops them): a client
 * that wants none of an earlier run's left must delete the report first.
 */
import type { ServerResponse } from "node:http";

export interface StandInReport {
  commit: string;
  id: string;
  fields: Record<string, unknown>;
  annotations: Map<string, Record<string, unknown>>;
}

export interface ReportRouteTools {
  send: (res: ServerResponse, status: number, body: unknown) => number;
  error: (res: ServerResponse, status: number, message: string) => number;
  tick: () => string;
}

const SUMMARY_LIMIT = 450;
const DETAILS_LIMIT = 2000;

export function createReportRoutes(tools: ReportRouteTools) {
  const reports = new Map<string, StandInReport>();
  const { send, error } = tools;
  const reportJson = (r: StandInReport): Record<string, unknown> => ({
    ...r.fields,
    type: "report",
    uuid: `{${r.id}-uuid}`,
    external_id: r.id,
  });

  /** The answer's status, or null when `rest` is not a reports route. */
  function handle(res: ServerResponse, method: string, rest: string, body: unknown): number | null {
    const m = /^\/commit\/([^/]+)\/reports\/([^/]+)(\/annotations)?$/.exec(rest);
    if (!m) return null;
    const key = `${m[1] ?? ""}/${decodeURIComponent(m[2] ?? "")}`;
    const found = reports.get(key);
    if (m[3] === undefined && method === "DELETE") {
      if (!found) return error(res, 404, "Report not found");
      reports.delete(key);
      return send(res, 204, null);
    }
    if (m[3] === undefined && method === "PUT") {
      const fields = (body ?? {}) as Record<string, unknown>;
      if (typeof fields.title !== "string" || typeof fields.details !== "string")
        return error(res, 400, "title and details are required");
      if (fields.details.length > DETAILS_LIMIT)
        return error(res, 400, `details: at most ${DETAILS_LIMIT} characters`);
      const at = tools.tick();
      const report: StandInReport = found ?? {
        commit: m[1] ?? "",
        id: decodeURIComponent(m[2] ?? ""),
        fields: { created_on: at },
        annotations: new Map(),
      };
      report.fields = { ...fields, created_on: report.fields.created_on, updated_on: at };
      reports.set(key, report);
      return send(res, 200, reportJson(report));
    }
    if (m[3] !== undefined && method === "POST") {
      if (!found) return error(res, 404, "Report not found");
      if (!Array.isArray(body) || body.length > 100)
        return error(res, 400, "expected an array of at most 100 annotations");
      const given = body as Record<string, unknown>[];
      for (const a of given) {
        const { external_id: id, annotation_type: type, summary, details } = a;
        if (typeof id !== "string" || typeof type !== "string" || typeof summary !== "string")
          return error(res, 400, "external_id, annotation_type and summary are required");
        if (
          summary.length > SUMMARY_LIMIT ||
          (typeof details === "string" && details.length > DETAILS_LIMIT)
        )
          return error(
            res,
            400,
            `summary: at most ${SUMMARY_LIMIT}, details at most ${DETAILS_LIMIT} characters`,
          );
      }
      const ids = new Set([
        ...found.annotations.keys(),
        ...given.map((a) => String(a.external_id)),
      ]);
      if (ids.size > 1000) return error(res, 400, "a report holds at most 1000 annotations");
      const stored = given.map((a) => {
        const annotation = {
          ...a,
          type: "report_annotation",
          uuid: `{${String(a.external_id)}-uuid}`,
        };
        found.annotations.set(String(a.external_id), annotation);
        return annotation;
      });
      return send(res, 200, stored);
    }
    return error(res, 404, `No route for ${method} ${rest}`);
  }

  return {
    handle,
    /** The report `id` on `commit` with its annotations, or undefined. */
    report: (commit: string, id: string): StandInReport | undefined =>
      reports.get(`${commit}/${id}`),
  };
}
