/**
 * The issues part of the GitHub API stand-in (github-api.ts), as permissive as GitHub and no
 * more:
 *
 *   GET   /repos/{o}/{r}/issues        open issues by default; `state`, `labels` (every one
 *                                      must match), `creator`; pull requests are listed too
 *                                      (with `pull_request`), as GitHub lists them; paginated
 *   POST  /repos/{o}/{r}/issues        `title` required; `labels` attached (a label that does
 *                                      not exist yet is created); body over 65536 → 422
 *   PATCH /repos/{o}/{r}/issues/{n}    title, body, state, state_reason; 404 when unknown
 *
 * Query parameters the OpenAPI description does not declare for the operation are violations.
 * Issue numbers share one sequence with the pull requests, as on GitHub.
 */
import type { OpenApiChecker } from "./github-api-schema.js";

export interface StandInIssue {
  number: number;
  title: string;
  body: string;
  login: string;
  state: "open" | "closed";
  stateReason: string | null;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export interface IssueRouteHelpers {
  schema: OpenApiChecker;
  tick: () => string;
  userJson: (login: string) => Record<string, unknown>;
  error: (message: string, status: number) => Record<string, unknown>;
  paginate: (items: unknown[], url: URL) => { body: unknown[]; headers: Record<string, string> };
  /** The next issue or pull request number. */
  nextNumber: () => number;
  baseUrl: () => string;
  owner: string;
  repo: string;
  bodyMax: number;
  violations: string[];
}

export function createIssueRoutes(h: IssueRouteHelpers) {
  const issues: StandInIssue[] = [];
  const labels = new Set<string>();
  const slug = `${h.owner}/${h.repo}`;

  const issueJson = (i: StandInIssue): Record<string, unknown> => {
    const api = `${h.baseUrl()}/repos/${slug}/issues/${i.number}`;
    return {
      ...h.schema.example("issue"),
      id: 500_000 + i.number,
      node_id: `I_${i.number}`,
      number: i.number,
      url: api,
      html_url: `https://github.com/${slug}/issues/${i.number}`,
      comments_url: `${api}/comments`,
      title: i.title,
      body: i.body,
      user: h.userJson(i.login),
      state: i.state,
      state_reason: i.stateReason,
      labels: i.labels.map((name, n) => ({
        id: 900 + n,
        node_id: `LA_${name}`,
        url: `${h.baseUrl()}/repos/${slug}/labels/${encodeURIComponent(name)}`,
        name,
        color: "ededed",
        default: false,
        description: null,
      })),
      assignee: null,
      assignees: [],
      milestone: null,
      pull_request: undefined,
      created_at: i.createdAt,
      updated_at: i.updatedAt,
      closed_at: i.closedAt,
      closed_by: null,
      author_association: "NONE",
    };
  };

  const tooLong = (body: Record<string, unknown>): Answer | null =>
    typeof body.body === "string" && body.body.length > h.bodyMax
      ? {
          status: 422,
          body: {
            message: "Validation Failed",
            errors: [
              {
                resource: "Issue",
                code: "custom",
                field: "body",
                message: `body is too long (maximum is ${h.bodyMax} characters)`,
              },
            ],
            documentation_url: "https://docs.github.com/rest/issues/issues",
            status: "422",
          },
        }
      : null;

  const checkQuery = (method: string, url: URL): void => {
    const declared = new Set(h.schema.queryParameters(method, url.pathname));
    for (const name of url.searchParams.keys()) {
      if (!declared.has(name))
        h.violations.push(`${method} ${url.pathname}: query parameter "${name}" is not declared`);
    }
  };

  /** The answer for an issues path, or null when `rest` is none of them. */
  const route = (
    method: string,
    rest: string,
    url: URL,
    body: Record<string, unknown>,
    authLogin: string,
  ): Answer | null => {
    if (rest === "issues" && method === "GET") {
      checkQuery(method, url);
      const state = url.searchParams.get("state") ?? "open";
      const wanted = (url.searchParams.get("labels") ?? "")
        .split(",")
        .map((l) => l.trim())
        .filter((l) => l !== "");
      const creator = url.searchParams.get("creator");
      const list = issues
        .filter((i) => state === "all" || i.state === state)
        .filter((i) => wanted.every((l) => i.labels.includes(l)))
        .filter((i) => creator === null || i.login === creator)
        .sort((a, b) => b.number - a.number)
        .map(issueJson);
      const page = h.paginate(list, url);
      return { status: 200, body: page.body, headers: page.headers };
    }
    if (rest === "issues" && method === "POST") {
      const refused = tooLong(body);
      if (refused) return refused;
      if (typeof body.title !== "string" || body.title === "")
        return { status: 422, body: h.error("Validation Failed", 422) };
      const given = Array.isArray(body.labels) ? body.labels.map(String) : [];
      for (const label of given) labels.add(label);
      const at = h.tick();
      const issue: StandInIssue = {
        number: h.nextNumber(),
        title: body.title,
        body: typeof body.body === "string" ? body.body : "",
        login: authLogin,
        state: "open",
        stateReason: null,
        labels: given,
        createdAt: at,
        updatedAt: at,
        closedAt: null,
      };
      issues.push(issue);
      return { status: 201, body: issueJson(issue) };
    }
    const m = /^issues\/(\d+)$/.exec(rest);
    if (m && method === "PATCH") {
      const issue = issues.find((i) => i.number === Number(m[1]));
      if (!issue) return { status: 404, body: h.error("Not Found", 404) };
      const refused = tooLong(body);
      if (refused) return refused;
      if (typeof body.title === "string") issue.title = body.title;
      if (typeof body.body === "string") issue.body = body.body;
      issue.updatedAt = h.tick();
      if (body.state === "closed" || body.state === "open") {
        issue.state = body.state;
        issue.closedAt = body.state === "closed" ? issue.updatedAt : null;
        issue.stateReason =
          body.state === "closed"
            ? typeof body.state_reason === "string"
              ? body.state_reason
              : "completed"
            : "reopened";
      }
      return { status: 200, body: issueJson(issue) };
    }
    return null;
  };

  return {
    route,
    has: (number: number) => issues.some((i) => i.number === number),
    issues: () => issues.map((i) => ({ ...i, labels: [...i.labels] })),
    labels: () => [...labels],
    /** An issue opened by `login` (e.g. someone forging our marker). */
    addIssue(login: string, title: string, body: string, issueLabels: string[]): StandInIssue {
      const at = h.tick();
      const issue: StandInIssue = {
        number: h.nextNumber(),
        title,
        body,
        login,
        state: "open",
        stateReason: null,
        labels: issueLabels,
        createdAt: at,
        updatedAt: at,
        closedAt: null,
      };
      for (const label of issueLabels) labels.add(label);
      issues.push(issue);
      return issue;
    },
  };
}
