/**
 * A local HTTP server standing in for GitLab's REST API v4 (node:http, 127.0.0.1 only), for the
 * endpoints stackgate uses. Base URL: `<url>/api/v4` (what `CI_API_V4_URL` holds in a job).
 *
 *   GET  /api/v4/user                                                      the access token's user
 *   GET  /api/v4/job                                                       the job of a JOB-TOKEN
 *   GET  /api/v4/projects/{id}/merge_requests/{iid}                        merge request
 *   GET  /api/v4/projects/{id}/merge_requests/{iid}/approvals              `approved_by` with `approved_at`
 *   GET  /api/v4/projects/{id}/merge_requests/{iid}/notes                  paginated (per_page ≤ 100, X-Next-Page)
 *   POST /api/v4/projects/{id}/merge_requests/{iid}/notes                  create ({"body": …})
 *   PUT  /api/v4/projects/{id}/merge_requests/{iid}/notes/{note_id}        update (author only)
 *   GET  /api/v4/projects/{id}/jobs/{job_id}                               job status
 *   …/projects/{id}/issues and …/issues/{iid}(/notes)                      drift's issues (gitlab-api-issues.ts)
 *
 * Never more permissive than GitLab: every request needs `PRIVATE-TOKEN` (an access token the
 * stand-in issued) or `JOB-TOKEN` (the token of a job that is still running); a job token is
 * accepted only where GitLab's "CI/CD job token" page says it is (here: `GET /job`) and answers
 * 401 elsewhere; a note over 1,000,000 characters is refused with GitLab's 400; only a note's
 * author may update it. `{id}` is the numeric id or the URL-encoded path. Every request and
 * status is checked against the obtained part of GitLab's OpenAPI description
 * (gitlab-api-schema.ts: GET merge request, GET its approvals, GET job, GET /job);
 * `violations()` lists what left it, `unchecked()` the operations it does not describe (the
 * notes and issues routes and GET /user: GitLab's description has none of them).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createIssueRoutes, type StandInIssue } from "./gitlab-api-issues.js";
import { gitlabSchema } from "./gitlab-api-schema.js";

export interface StandInUser {
  id: number;
  username: string;
  bot: boolean;
}

export interface StandInNote {
  id: number;
  iid: number;
  body: string;
  author: string;
  createdAt: string;
  updatedAt: string;
  system: boolean;
}

export interface StandInMergeRequest {
  iid: number;
  state: "opened" | "closed" | "merged" | "locked";
  sha: string;
  author: string;
  sourceProjectId: number;
  /** username → approved_at */
  approvals: Map<string, string>;
}

export interface StandInJob {
  id: number;
  status: string;
  token: string;
  pipelineId: number;
}

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  auth: "private" | "job" | "none";
}

export interface GitLabApiStandIn {
  /** `http://127.0.0.1:<port>/api/v4` */
  readonly apiUrl: string;
  readonly projectId: number;
  readonly projectPath: string;
  /** The project access token (its user is the bot). */
  readonly accessToken: string;
  readonly bot: StandInUser;
  addUser(username: string, bot?: boolean): StandInUser;
  addMergeRequest(
    mr: Partial<StandInMergeRequest> & { iid: number; sha: string },
  ): StandInMergeRequest;
  approve(iid: number, username: string, at?: string): void;
  addNote(iid: number, username: string, body: string, system?: boolean): StandInNote;
  notes(iid: number): StandInNote[];
  addJob(id: number, status: string): StandInJob;
  setJobStatus(id: number, status: string): void;
  requests(): StandInRequest[];
  clearRequests(): void;
  violations(): string[];
  /** The project's issues (drift's), and one opened by someone else. */
  issues(): readonly StandInIssue[];
  addIssue(username: string, title: string, description: string, labels: string[]): StandInIssue;
  /** Operations served that the obtained description does not cover ("METHOD /path-template"). */
  unchecked(): string[];
  tick(): string;
  close(): Promise<void>;
}

const NOTE_LIMIT = 1_000_000;
const RUNNING = new Set(["created", "pending", "running", "waiting_for_resource", "preparing"]);

export async function startGitLabApi(
  options: { projectPath?: string } = {},
): Promise<GitLabApiStandIn> {
  const projectId = 4242;
  const projectPath = options.projectPath ?? "acme/infra-live";
  const accessToken = "glpat-standInProjectToken0123456789";
  const users = new Map<string, StandInUser>();
  const mrs = new Map<number, StandInMergeRequest>();
  const notes: StandInNote[] = [];
  const jobs = new Map<number, StandInJob>();
  const log: StandInRequest[] = [];
  const schema = gitlabSchema();
  const violations: string[] = [];
  const unchecked = new Set<string>();
  let nextId = 7000;
  let lastTick = 0;

  const tick = (): string => {
    lastTick = Math.max(Date.now(), lastTick + 1);
    return new Date(lastTick).toISOString();
  };
  const addUser = (username: string, bot = false): StandInUser => {
    const user = { id: (nextId += 1), username, bot };
    users.set(username, user);
    return user;
  };
  const bot = addUser("project_4242_bot_0123", true);
  const userJson = (username: string): Record<string, unknown> => {
    const u = users.get(username);
    if (!u) throw new Error(`stand-in: no user ${username}`);
    return {
      id: u.id,
      username: u.username,
      name: u.username,
      state: "active",
      locked: false,
      avatar_url: null,
      web_url: `https://gitlab.example.com/${u.username}`,
      ...(u.bot ? { bot: true } : {}),
    };
  };
  const noteJson = (n: StandInNote): Record<string, unknown> => ({
    id: n.id,
    type: null,
    body: n.body,
    author: userJson(n.author),
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    system: n.system,
    noteable_id: 90000 + n.iid,
    noteable_type: "MergeRequest",
    project_id: projectId,
    noteable_iid: n.iid,
    resolvable: false,
    confidential: false,
    internal: false,
  });
  const mrJson = (m: StandInMergeRequest): Record<string, unknown> => ({
    id: 90000 + m.iid,
    iid: m.iid,
    project_id: projectId,
    title: `Merge request ${m.iid}`,
    state: m.state,
    author: userJson(m.author),
    source_project_id: m.sourceProjectId,
    target_project_id: projectId,
    source_branch: `feature/${m.iid}`,
    target_branch: "main",
    sha: m.sha,
    web_url: `https://gitlab.example.com/${projectPath}/-/merge_requests/${m.iid}`,
  });
  const jobJson = (j: StandInJob): Record<string, unknown> => ({
    id: j.id,
    status: j.status,
    name: "stackgate",
    stage: "plan",
    finished_at: RUNNING.has(j.status) ? null : tick(),
    pipeline: { id: j.pipelineId, project_id: projectId, status: j.status },
  });

  const authOf = (
    req: IncomingMessage,
  ): { kind: "private" | "job" | "none"; job?: StandInJob; bad: boolean } => {
    const privateToken = req.headers["private-token"];
    const jobToken = req.headers["job-token"];
    if (typeof privateToken === "string")
      return { kind: "private", bad: privateToken !== accessToken };
    if (typeof jobToken === "string") {
      const job = [...jobs.values()].find((j) => j.token === jobToken);
      // A job token is valid only while its job runs.
      return job && RUNNING.has(job.status)
        ? { kind: "job", job, bad: false }
        : { kind: "job", bad: true };
    }
    return { kind: "none", bad: false };
  };

  function send(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): number {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
    return status;
  }
  const unauthorized = (res: ServerResponse): number =>
    send(res, 401, { message: "401 Unauthorized" });
  const notFound = (res: ServerResponse, what: string): number =>
    send(res, 404, { message: `404 ${what} Not Found` });

  function page(res: ServerResponse, url: URL, items: unknown[]): number {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 20)));
    const current = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const start = (current - 1) * perPage;
    const hasNext = start + perPage < items.length;
    return send(res, 200, items.slice(start, start + perPage), {
      "x-page": String(current),
      "x-per-page": String(perPage),
      "x-next-page": hasNext ? String(current + 1) : "",
      "x-total": String(items.length),
    });
  }

  const issueRoutes = createIssueRoutes({
    projectId,
    projectPath,
    tokenUser: bot.username,
    send,
    page,
    userJson,
  });

  function handle(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown): number {
    const method = req.method ?? "GET";
    const auth = authOf(req);
    if (auth.bad || auth.kind === "none") return unauthorized(res);
    const p = url.pathname;
    if (method === "GET" && p === "/api/v4/job") {
      return auth.job ? send(res, 200, jobJson(auth.job)) : unauthorized(res);
    }
    // Every other endpoint here is outside the job token's documented reach.
    if (auth.kind === "job") return unauthorized(res);
    if (method === "GET" && p === "/api/v4/user") return send(res, 200, userJson(bot.username));
    const m = /^\/api\/v4\/projects\/([^/]+)(\/.*)$/.exec(p);
    const project = decodeURIComponent(m?.[1] ?? "");
    if (!m || (project !== String(projectId) && project !== projectPath))
      return notFound(res, "Project");
    const rest = m[2] ?? "";
    const issue = issueRoutes.handle(res, method, rest, url, body);
    if (issue !== null) return issue;
    let r = /^\/jobs\/(\d+)$/.exec(rest);
    if (r && method === "GET") {
      const job = jobs.get(Number(r[1]));
      return job ? send(res, 200, jobJson(job)) : notFound(res, "Job");
    }
    r = /^\/merge_requests\/(\d+)(\/.*)?$/.exec(rest);
    const mr = r ? mrs.get(Number(r[1])) : undefined;
    if (!r || !mr) return notFound(res, r ? "Merge Request" : "");
    const sub = r[2] ?? "";
    if (sub === "" && method === "GET") return send(res, 200, mrJson(mr));
    if (sub === "/approvals" && method === "GET") {
      return send(res, 200, {
        id: 90000 + mr.iid,
        iid: mr.iid,
        project_id: projectId,
        state: mr.state,
        approved: mr.approvals.size > 0,
        approved_by: [...mr.approvals].map(([username, at]) => ({
          user: userJson(username),
          approved_at: at,
        })),
      });
    }
    if (sub === "/notes" && method === "GET") {
      const sorted = notes.filter((n) => n.iid === mr.iid).sort((a, b) => a.id - b.id);
      if (url.searchParams.get("sort") !== "asc") sorted.reverse();
      return page(res, url, sorted.map(noteJson));
    }
    const text = (body as { body?: unknown } | null)?.body;
    const invalid = (): number | null => {
      if (typeof text !== "string" || text.trim() === "")
        return send(res, 400, { message: '400 Bad request - "body" is missing' });
      if (text.length > NOTE_LIMIT) {
        return send(res, 400, {
          message: { note: [`is too long (maximum is ${NOTE_LIMIT} characters)`] },
        });
      }
      return null;
    };
    if (sub === "/notes" && method === "POST") {
      const refused = invalid();
      if (refused !== null) return refused;
      const at = tick();
      const note: StandInNote = {
        id: (nextId += 1),
        iid: mr.iid,
        body: String(text),
        author: bot.username,
        createdAt: at,
        updatedAt: at,
        system: false,
      };
      notes.push(note);
      return send(res, 201, noteJson(note));
    }
    r = /^\/notes\/(\d+)$/.exec(sub);
    if (r && method === "PUT") {
      const note = notes.find((n) => n.iid === mr.iid && n.id === Number(r?.[1]));
      if (!note) return notFound(res, "Note");
      if (note.author !== bot.username || note.system)
        return send(res, 403, { message: "403 Forbidden" });
      const refused = invalid();
      if (refused !== null) return refused;
      note.body = String(text);
      note.updatedAt = tick();
      return send(res, 200, noteJson(note));
    }
    return send(res, 404, { error: "404 Not Found" });
  }

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (text === "") return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = await readBody(req);
      const method = req.method ?? "GET";
      if (typeof body === "string")
        violations.push(`${method} ${url.pathname}: request body is not JSON`);
      let status: number;
      try {
        status = handle(req, res, url, body);
      } catch (e) {
        violations.push(`stand-in crashed: ${e instanceof Error ? e.stack : String(e)}`);
        status = send(res, 500, { message: String(e) });
      }
      if (schema.operation(method, url.pathname) === null) {
        unchecked.add(
          `${method} ${url.pathname
            .replace(/^\/api\/v4\/projects\/[^/]+/, "/api/v4/projects/{id}")
            .replace(/\/\d+(?=\/|$)/g, "/{n}")}`,
        );
      }
      violations.push(...schema.check(method, url.pathname, url.searchParams, status));
      log.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        status,
        auth: authOf(req).kind,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `${baseUrl}/api/v4`,
    projectId,
    projectPath,
    accessToken,
    bot,
    addUser,
    addMergeRequest(mr) {
      const full: StandInMergeRequest = {
        state: "opened",
        author: bot.username,
        sourceProjectId: projectId,
        approvals: new Map(),
        ...mr,
      };
      mrs.set(full.iid, full);
      return full;
    },
    approve(iid, username, at = tick()) {
      const mr = mrs.get(iid);
      if (!mr) throw new Error(`stand-in: no merge request ${iid}`);
      mr.approvals.set(username, at);
    },
    addNote(iid, username, body, system = false) {
      if (!users.has(username)) throw new Error(`stand-in: no user ${username}`);
      const at = tick();
      const note: StandInNote = {
        id: (nextId += 1),
        iid,
        body,
        author: username,
        createdAt: at,
        updatedAt: at,
        system,
      };
      notes.push(note);
      return note;
    },
    notes: (iid) => notes.filter((n) => n.iid === iid),
    issues: () => issueRoutes.issues(),
    addIssue(username, title, description, labels) {
      if (!users.has(username)) throw new Error(`stand-in: no user ${username}`);
      return issueRoutes.add(username, title, description, labels);
    },
    addJob(id, status) {
      const job: StandInJob = {
        id,
        status,
        token: `glcbt-job${id}-0123456789abcdef`,
        pipelineId: 50000 + id,
      };
      jobs.set(id, job);
      return job;
    },
    setJobStatus(id, status) {
      const job = jobs.get(id);
      if (!job) throw new Error(`stand-in: no job ${id}`);
      job.status = status;
    },
    requests: () => [...log],
    clearRequests: () => {
      log.length = 0;
    },
    violations: () => [...violations],
    unchecked: () => [...unchecked].sort(),
    tick,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
