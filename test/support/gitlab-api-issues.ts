/**
 * The GitLab stand-in's project issues (test/support/gitlab-api.ts serves them), as GitLab's
 * REST API v4 "Issues" and "Notes" pages describe them:
 *
 *   GET  /api/v4/projects/{id}/issues?state=opened&labels=a,b     paginated; every label must match
 *   POST /api/v4/projects/{id}/issues                             {"title", "description", "labels": "a,b"}
 *   PUT  /api/v4/projects/{id}/issues/{iid}                       title, description, state_event close|reopen
 *   POST /api/v4/projects/{id}/issues/{iid}/notes                 {"body"}
 *
 * Never more permissive than GitLab: a missing title or note body is GitLab's 400, a description
 * over 1,048,576 characters or a note over 1,000,000 is refused, an edit with nothing to change
 * is refused, and only an issue's author may edit it (GitLab also lets members with a role edit
 * others' issues; the token here never needs to). GitLab's published OpenAPI description has
 * none of these routes: the stand-in lists them as unchecked.
 */
import type { ServerResponse } from "node:http";

export interface StandInIssue {
  iid: number;
  title: string;
  description: string;
  labels: string[];
  state: "opened" | "closed";
  author: string;
  notes: { author: string; body: string }[];
}

const DESCRIPTION_LIMIT = 1_048_576;
const NOTE_LIMIT = 1_000_000;

export interface IssueRouteTools {
  projectId: number;
  projectPath: string;
  /** The token's user: every write is made as it. */
  tokenUser: string;
  send: (res: ServerResponse, status: number, body: unknown) => number;
  page: (res: ServerResponse, url: URL, items: unknown[]) => number;
  userJson: (username: string) => Record<string, unknown>;
}

type Body = Record<string, unknown> | null;

export function createIssueRoutes(tools: IssueRouteTools) {
  const issues: StandInIssue[] = [];
  const { send } = tools;
  const issueJson = (i: StandInIssue): Record<string, unknown> => ({
    id: 80000 + i.iid,
    iid: i.iid,
    project_id: tools.projectId,
    title: i.title,
    description: i.description,
    state: i.state,
    labels: i.labels,
    author: tools.userJson(i.author),
    user_notes_count: i.notes.length,
    web_url: `https://gitlab.example.com/${tools.projectPath}/-/issues/${i.iid}`,
  });
  const bad = (res: ServerResponse, message: unknown): number => send(res, 400, { message });
  const add = (author: string, title: string, description: string, labels: string[]) => {
    const issue: StandInIssue = {
      iid: issues.length + 1,
      title,
      description,
      labels,
      state: "opened",
      author,
      notes: [],
    };
    issues.push(issue);
    return issue;
  };

  /** The answer's status, or null when `rest` is not an issues route. */
  function handle(
    res: ServerResponse,
    method: string,
    rest: string,
    url: URL,
    request: unknown,
  ): number | null {
    const body = (typeof request === "object" && request !== null ? request : null) as Body;
    if (rest === "/issues" && method === "GET") {
      const state = url.searchParams.get("state") ?? "all";
      const labels = (url.searchParams.get("labels") ?? "").split(",").filter((l) => l !== "");
      const found = issues
        .filter((i) => state === "all" || i.state === state)
        .filter((i) => labels.every((l) => i.labels.includes(l)));
      return tools.page(res, url, found.map(issueJson));
    }
    if (rest === "/issues" && method === "POST") {
      const title = body?.title;
      if (typeof title !== "string" || title.trim() === "")
        return bad(res, '400 Bad request - "title" is missing');
      const description = typeof body?.description === "string" ? body.description : "";
      if (description.length > DESCRIPTION_LIMIT)
        return bad(res, {
          description: [`is too long (maximum is ${DESCRIPTION_LIMIT} characters)`],
        });
      const labels = typeof body?.labels === "string" ? body.labels.split(",").filter(Boolean) : [];
      return send(res, 201, issueJson(add(tools.tokenUser, title, description, labels)));
    }
    const r = /^\/issues\/(\d+)(\/notes)?$/.exec(rest);
    if (!r) return null;
    const issue = issues.find((i) => i.iid === Number(r[1]));
    if (!issue) return send(res, 404, { message: "404 Issue Not Found" });
    if (r[2] === "/notes" && method === "POST") {
      const text = body?.body;
      if (typeof text !== "string" || text.trim() === "")
        return bad(res, '400 Bad request - "body" is missing');
      if (text.length > NOTE_LIMIT)
        return bad(res, { note: [`is too long (maximum is ${NOTE_LIMIT} characters)`] });
      issue.notes.push({ author: tools.tokenUser, body: text });
      return send(res, 201, { id: 60000 + issue.notes.length, body: text, system: false });
    }
    if (r[2] !== undefined || method !== "PUT") return send(res, 404, { error: "404 Not Found" });
    if (issue.author !== tools.tokenUser) return send(res, 403, { message: "403 Forbidden" });
    const { title, description, state_event: event } = body ?? {};
    if (title === undefined && description === undefined && event === undefined)
      return bad(
        res,
        "title, description, state_event are missing, at least one parameter must be provided",
      );
    if (typeof description === "string" && description.length > DESCRIPTION_LIMIT)
      return bad(res, {
        description: [`is too long (maximum is ${DESCRIPTION_LIMIT} characters)`],
      });
    if (event !== undefined && event !== "close" && event !== "reopen")
      return bad(res, "state_event does not have a valid value");
    if (typeof title === "string") issue.title = title;
    if (typeof description === "string") issue.description = description;
    if (event === "close") issue.state = "closed";
    if (event === "reopen") issue.state = "opened";
    return send(res, 200, issueJson(issue));
  }

  return {
    handle,
    /** An issue opened by `author` (someone else's, for the attack that it is never adopted). */
    add,
    issues: (): readonly StandInIssue[] => issues,
  };
}
