/**
 * A local HTTP server standing in for the GitHub REST API (node:http, 127.0.0.1 only), for the
 * endpoints stackgate uses:
 *
 *   GET   /user                                              token user, or 403 like GITHUB_TOKEN
 *   GET   /repos/{o}/{r}/issues/{n}/comments                 paginated (per_page ≤ 100, Link)
 *   POST  /repos/{o}/{r}/issues/{n}/comments                 create
 *   PATCH /repos/{o}/{r}/issues/comments/{id}                update
 *   DELETE /repos/{o}/{r}/issues/comments/{id}               delete (the author's own only)
 *   POST  /repos/{o}/{r}/issues/comments/{id}/reactions      react
 *   GET/POST /repos/{o}/{r}/issues, PATCH …/issues/{n}          issues (github-api-issues.ts)
 *   GET   /repos/{o}/{r}/pulls/{n}                           pull request (404 when unknown)
 *   GET   /repos/{o}/{r}/pulls/{n}/reviews                   paginated
 *   GET   /repos/{o}/{r}/collaborators/{user}/permission     permission (404 for strangers)
 *   GET   /repos/{o}/{r}/actions/runs/{id}                   run status
 *   GET   /repos/{o}/{r}/actions/runs/{id}/attempts/{n}      one attempt's status (404 when unknown)
 *   GET   /repos/{o}/{r}/actions/artifacts                   paginated, `name` filter (with `artifacts`)
 *   GET   /repos/{o}/{r}/actions/runs/{id}/artifacts         the run's, `name` filter
 *   GET   /repos/{o}/{r}/actions/artifacts/{id}/zip          302 to a signed blob URL
 *   DELETE /repos/{o}/{r}/actions/artifacts/{id}             204
 *
 * Bodies start from the examples in GitHub's OpenAPI description; every request received and
 * every response served is checked against the operation's schemas (`violations()`).
 * Timestamps come from a clock that moves forward by at least a second per write, so "after"
 * is always well defined; the `Date` header of every response reads the same clock. `failNext` answers matching requests with an error status.
 * A comment body longer than GitHub's 65536 characters is refused with GitHub's 422 (counted in
 * UTF-16 code units, never fewer than GitHub's characters: no more permissive than GitHub).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ArtifactServiceStandIn, StoredArtifact } from "./artifact-service.js";
import { createIssueRoutes, type StandInIssue } from "./github-api-issues.js";
import { openApi, type OpenApiChecker } from "./github-api-schema.js";

export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";

export interface StandInUser {
  login: string;
  id: number;
  type: "User" | "Bot";
  permission: Permission;
}

export interface StandInComment {
  id: number;
  issue: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

export interface StandInPull {
  number: number;
  state: "open" | "closed";
  headSha: string;
  /** `owner/name` of the head repository; another one is a fork, null a deleted fork. */
  headRepo: string | null;
  author: string;
}

export interface StandInReview {
  id: number;
  pull: number;
  login: string;
  state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "DISMISSED";
  commitId: string;
  submittedAt: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  /** The OpenAPI operation template, or null. */
  operation: string | null;
}

export interface GitHubApiOptions {
  owner?: string;
  repo?: string;
  token?: string;
  /** Login `GET /user` answers; null (default) answers 403 as for GITHUB_TOKEN, whose comments are github-actions[bot]'s. */
  tokenUser?: string | null;
  /** The artifact service whose artifacts the `actions/artifacts` endpoints serve. */
  artifacts?: ArtifactServiceStandIn;
}

/** The token's `actions` permission: `read` lists and downloads artifacts, `write` deletes. */
export type ActionsPermission = "none" | "read" | "write";

export interface GitHubApiStandIn {
  readonly url: string;
  readonly owner: string;
  readonly repo: string;
  readonly token: string;
  /** The login comments made with the token appear under. */
  readonly botLogin: string;
  addUser(login: string, permission: Permission, type?: "User" | "Bot"): StandInUser;
  addPull(pull: Partial<StandInPull> & { number: number; headSha: string }): StandInPull;
  pull(number: number): StandInPull | undefined;
  addComment(issue: number, login: string, body: string, at?: string): StandInComment;
  comments(issue: number): StandInComment[];
  /** `at` (ISO, whole seconds) is when it was submitted; default: the stand-in's clock. */
  addReview(
    pull: number,
    login: string,
    state: StandInReview["state"],
    commitId: string,
    at?: string,
  ): StandInReview;
  /** Sets the run's status, and its latest attempt's (`attempt`, default 1). */
  setRun(id: number, status: string, conclusion?: string | null, attempt?: number): void;
  /** The token's `actions` permission for the artifact endpoints (default `write`). */
  setActionsPermission(permission: ActionsPermission): void;
  reactions(): Array<{ commentId: number; content: string }>;
  /** Every issue (not pull request), open and closed. */
  issues(): StandInIssue[];
  /** The labels issues were given (GitHub creates a missing one on use). */
  labels(): string[];
  /** An issue opened by `login`, e.g. one that forges stackgate's marker. */
  addIssue(login: string, title: string, body: string, labels: string[]): StandInIssue;
  failNext(method: string, path: RegExp, status: number, message?: string, times?: number): void;
  requests(): StandInRequest[];
  clearRequests(): void;
  violations(): string[];
  /** The clock: an ISO time (whole seconds) at least one second after the last one. */
  tick(): string;
  close(): Promise<void>;
}

interface Failure {
  method: string;
  path: RegExp;
  status: number;
  message: string;
  remaining: number;
}

const BOT_LOGIN = "github-actions[bot]";
/** GitHub refuses a comment body longer than this ("Body is too long (maximum is 65536 characters)"). */
export const GITHUB_COMMENT_MAX = 65_536;

export async function startGitHubApi(options: GitHubApiOptions = {}): Promise<GitHubApiStandIn> {
  const owner = options.owner ?? "Codertocat";
  const repo = options.repo ?? "Hello-World";
  const token = options.token ?? "ghs_standInToken0123456789";
  const tokenUser = options.tokenUser ?? null;
  const schema: OpenApiChecker = openApi();
  const users = new Map<string, StandInUser>();
  const pulls = new Map<number, StandInPull>();
  const comments: StandInComment[] = [];
  const reviews: StandInReview[] = [];
  const runs = new Map<number, { status: string; conclusion: string | null }>();
  /** `<run id>/<attempt>` → that attempt's status. */
  const attempts = new Map<string, { status: string; conclusion: string | null }>();
  const reactions: Array<{ commentId: number; content: string }> = [];
  const failures: Failure[] = [];
  const log: StandInRequest[] = [];
  const violations: string[] = [];
  let nextId = 1000;
  let actionsPermission: ActionsPermission = "write";
  let lastTick = 0;
  let baseUrl = "";

  const tick = (): string => {
    lastTick = Math.max(Math.floor(Date.now() / 1000) * 1000, lastTick + 1000);
    return new Date(lastTick).toISOString().replace(/\.\d{3}Z$/, "Z");
  };

  const addUser = (login: string, permission: Permission, type: "User" | "Bot" = "User") => {
    const user: StandInUser = { login, id: (nextId += 1), type, permission };
    users.set(login, user);
    return user;
  };
  addUser(BOT_LOGIN, "write", "Bot");
  if (tokenUser) addUser(tokenUser, "write");
  const botLogin = tokenUser ?? BOT_LOGIN;

  const userJson = (login: string): Record<string, unknown> => {
    const user = users.get(login) ?? addUser(login, "none");
    const json = schema.example("private-user");
    const simple: Record<string, unknown> = {};
    for (const key of [
      "login",
      "id",
      "node_id",
      "avatar_url",
      "gravatar_id",
      "url",
      "html_url",
      "followers_url",
      "following_url",
      "gists_url",
      "starred_url",
      "subscriptions_url",
      "organizations_url",
      "repos_url",
      "events_url",
      "received_events_url",
      "type",
      "site_admin",
    ]) {
      simple[key] = json[key];
    }
    return {
      ...simple,
      login: user.login,
      id: user.id,
      type: user.type,
      url: `${baseUrl}/users/${encodeURIComponent(user.login)}`,
      html_url: `https://github.com/${encodeURIComponent(user.login)}`,
    };
  };

  const commentJson = (c: StandInComment): Record<string, unknown> => {
    const json = schema.example("issue-comment");
    return {
      ...json,
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${baseUrl}/repos/${owner}/${repo}/issues/comments/${c.id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${c.issue}#issuecomment-${c.id}`,
      issue_url: `${baseUrl}/repos/${owner}/${repo}/issues/${c.issue}`,
      body: c.body,
      user: userJson(c.login),
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      author_association: users.get(c.login)?.permission === "none" ? "NONE" : "COLLABORATOR",
    };
  };

  const pullJson = (p: StandInPull): Record<string, unknown> => {
    const json = schema.example("pull-request");
    const base = json.base as Record<string, unknown>;
    const baseRepo = {
      ...(base.repo as Record<string, unknown>),
      full_name: `${owner}/${repo}`,
      name: repo,
    };
    const head = json.head as Record<string, unknown>;
    const headRepo =
      p.headRepo === null
        ? null
        : {
            ...baseRepo,
            full_name: p.headRepo,
            name: p.headRepo.split("/")[1],
            fork: p.headRepo !== `${owner}/${repo}`,
          };
    return {
      ...json,
      number: p.number,
      state: p.state,
      user: userJson(p.author),
      url: `${baseUrl}/repos/${owner}/${repo}/pulls/${p.number}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${p.number}`,
      head: { ...head, sha: p.headSha, repo: headRepo },
      // GitHub's own example team lacks the "type" its schema requires: no teams here.
      requested_teams: [],
      base: { ...base, repo: baseRepo },
    };
  };

  const artifactJson = (a: StoredArtifact): Record<string, unknown> => ({
    ...schema.example("artifact"),
    id: a.id,
    node_id: `A_${a.id}`,
    name: a.name,
    size_in_bytes: a.blob?.length ?? 0,
    url: `${baseUrl}/repos/${owner}/${repo}/actions/artifacts/${a.id}`,
    archive_download_url: `${baseUrl}/repos/${owner}/${repo}/actions/artifacts/${a.id}/zip`,
    expired: Date.parse(a.expiresAt) < Date.now(),
    created_at: a.createdAt,
    updated_at: a.createdAt,
    expires_at: a.expiresAt,
    digest: a.digest,
    workflow_run: {
      ...(schema.example("artifact").workflow_run as Record<string, unknown>),
      id: a.workflowRunId,
    },
  });

  /** The artifact endpoints; null when the path is not one of them. */
  const artifactRoute = (
    method: string,
    rest: string,
    url: URL,
  ): { status: number; body: unknown; headers?: Record<string, string> } | null => {
    const service = options.artifacts;
    if (!service || !/^actions\/(artifacts|runs\/\d+\/artifacts)(\/|$)/.test(rest)) return null;
    const needs: ActionsPermission = method === "GET" ? "read" : "write";
    const ranks: ActionsPermission[] = ["none", "read", "write"];
    if (ranks.indexOf(actionsPermission) < ranks.indexOf(needs)) {
      return { status: 403, body: error("Resource not accessible by integration", 403) };
    }
    const listed = (items: StoredArtifact[]) => {
      const name = url.searchParams.get("name");
      const all = items
        .filter((a) => name === null || a.name === name)
        .sort((a, b) => b.id - a.id)
        .map(artifactJson);
      const page = paginate(all, url);
      return {
        status: 200,
        body: { total_count: all.length, artifacts: page.body },
        headers: page.headers,
      };
    };
    let m: RegExpExecArray | null;
    if (rest === "actions/artifacts" && method === "GET") return listed(service.artifacts());
    if ((m = /^actions\/runs\/(\d+)\/artifacts$/.exec(rest)) && method === "GET") {
      return listed(service.artifacts().filter((a) => a.workflowRunId === Number(m![1])));
    }
    if ((m = /^actions\/artifacts\/(\d+)(?:\/([^/]+))?$/.exec(rest))) {
      const artifact = service.artifacts().find((a) => a.id === Number(m![1]));
      if (!artifact) return { status: 404, body: error("Not Found", 404) };
      if (m[2] === undefined && method === "GET")
        return { status: 200, body: artifactJson(artifact) };
      if (m[2] === undefined && method === "DELETE") {
        service.remove(artifact.id);
        return { status: 204, body: undefined };
      }
      if (m[2] === "zip" && method === "GET") {
        return {
          status: 302,
          body: undefined,
          headers: { location: service.downloadUrl(artifact) },
        };
      }
    }
    return null;
  };

  const reviewJson = (r: StandInReview): Record<string, unknown> => ({
    ...schema.example("pull-request-review"),
    id: r.id,
    node_id: `PRR_${r.id}`,
    user: userJson(r.login),
    state: r.state,
    commit_id: r.commitId,
    submitted_at: r.submittedAt,
    html_url: `https://github.com/${owner}/${repo}/pull/${r.pull}#pullrequestreview-${r.id}`,
    pull_request_url: `${baseUrl}/repos/${owner}/${repo}/pulls/${r.pull}`,
  });

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    entry: StandInRequest,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void => {
    entry.status = status;
    if (status < 300 || status === 403 || status === 404 || status === 422) {
      violations.push(...schema.checkResponse(entry.method, entry.path, status, body));
    }
    const text = body === undefined ? "" : JSON.stringify(body);
    res.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "x-github-api-version-selected": "2022-11-28",
      // One clock for the timestamps it hands out and the Date header, as a real server has.
      date: new Date(Math.max(Date.now(), lastTick)).toUTCString(),
      ...headers,
    });
    res.end(text);
    void req;
  };

  const error = (message: string, status: number) => ({
    message,
    documentation_url: "https://docs.github.com/rest",
    status: String(status),
  });

  const paginate = (
    items: unknown[],
    url: URL,
  ): { body: unknown[]; headers: Record<string, string> } => {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 30)));
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const body = items.slice((page - 1) * perPage, page * perPage);
    const link = (n: number, rel: string): string => {
      // GitHub's links keep the request's filters (labels, state, name).
      const u = new URL(url.pathname + url.search, baseUrl);
      u.searchParams.set("per_page", String(perPage));
      u.searchParams.set("page", String(n));
      return `<${u.href}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(page - 1, "prev"), link(1, "first"));
    if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
    return { body, headers: links.length > 0 ? { link: links.join(", ") } : {} };
  };

  const issueRoutes = createIssueRoutes({
    schema,
    tick,
    userJson,
    error,
    paginate,
    nextNumber: () =>
      Math.max(0, ...pulls.keys(), ...issueRoutes.issues().map((i) => i.number)) + 1,
    baseUrl: () => baseUrl,
    owner,
    repo,
    bodyMax: GITHUB_COMMENT_MAX,
    violations,
  });

  const route = (
    method: string,
    url: URL,
    body: Record<string, unknown>,
    authLogin: string,
  ): { status: number; body: unknown; headers?: Record<string, string> } => {
    const p = url.pathname;
    if (method === "GET" && p === "/user") {
      if (!tokenUser)
        return { status: 403, body: error("Resource not accessible by integration", 403) };
      return { status: 200, body: { ...schema.example("private-user"), ...userJson(tokenUser) } };
    }
    const prefix = `/repos/${owner}/${repo}/`;
    if (!p.startsWith(prefix)) return { status: 404, body: error("Not Found", 404) };
    const rest = p.slice(prefix.length);
    let m: RegExpExecArray | null;
    const tooLong =
      (method === "POST" || method === "PATCH") &&
      typeof body.body === "string" &&
      body.body.length > GITHUB_COMMENT_MAX;
    if (tooLong && /^issues\/(\d+\/comments|comments\/\d+)$/.test(rest)) {
      return {
        status: 422,
        body: {
          message: "Validation Failed",
          errors: [
            {
              resource: "IssueComment",
              code: "unprocessable",
              field: "data",
              message: `Body is too long (maximum is ${GITHUB_COMMENT_MAX} characters)`,
            },
          ],
          documentation_url: "https://docs.github.com/rest/issues/comments#create-an-issue-comment",
          status: "422",
        },
      };
    }
    if ((m = /^issues\/(\d+)\/comments$/.exec(rest))) {
      const issue = Number(m[1]);
      if (method === "GET") {
        const list = comments.filter((c) => c.issue === issue).map(commentJson);
        const page = paginate(list, url);
        return { status: 200, body: page.body, headers: page.headers };
      }
      if (method === "POST") {
        if (!pulls.has(issue) && !issueRoutes.has(issue))
          return { status: 404, body: error("Not Found", 404) };
        const at = tick();
        const c: StandInComment = {
          id: (nextId += 1),
          issue,
          body: typeof body.body === "string" ? body.body : "",
          login: authLogin,
          createdAt: at,
          updatedAt: at,
        };
        comments.push(c);
        return {
          status: 201,
          body: commentJson(c),
          headers: { location: `${baseUrl}${prefix}issues/comments/${c.id}` },
        };
      }
    }
    if ((m = /^issues\/comments\/(\d+)$/.exec(rest)) && method === "PATCH") {
      const c = comments.find((x) => x.id === Number(m![1]));
      if (!c) return { status: 404, body: error("Not Found", 404) };
      if (c.login !== authLogin)
        return { status: 403, body: error("Resource not accessible by integration", 403) };
      c.body = typeof body.body === "string" ? body.body : "";
      c.updatedAt = tick();
      return { status: 200, body: commentJson(c) };
    }
    if ((m = /^issues\/comments\/(\d+)$/.exec(rest)) && method === "DELETE") {
      const at = comments.findIndex((x) => x.id === Number(m![1]));
      if (at < 0) return { status: 404, body: error("Not Found", 404) };
      if (comments[at]?.login !== authLogin)
        return { status: 403, body: error("Resource not accessible by integration", 403) };
      comments.splice(at, 1);
      return { status: 204, body: undefined };
    }
    if ((m = /^issues\/comments\/(\d+)\/reactions$/.exec(rest)) && method === "POST") {
      const commentId = Number(m[1]);
      reactions.push({ commentId, content: String(body.content) });
      return {
        status: 201,
        body: {
          ...schema.example("reaction"),
          id: (nextId += 1),
          content: body.content,
          user: userJson(authLogin),
        },
      };
    }
    if ((m = /^pulls\/(\d+)$/.exec(rest)) && method === "GET") {
      const pull = pulls.get(Number(m[1]));
      if (!pull) return { status: 404, body: error("Not Found", 404) };
      return { status: 200, body: pullJson(pull) };
    }
    if ((m = /^pulls\/(\d+)\/reviews$/.exec(rest)) && method === "GET") {
      const list = reviews.filter((r) => r.pull === Number(m![1])).map(reviewJson);
      const page = paginate(list, url);
      return { status: 200, body: page.body, headers: page.headers };
    }
    if ((m = /^collaborators\/([^/]+)\/permission$/.exec(rest)) && method === "GET") {
      const user = users.get(decodeURIComponent(m[1] as string));
      if (!user) return { status: 404, body: error("Not Found", 404) };
      const legacy =
        user.permission === "maintain"
          ? "write"
          : user.permission === "triage"
            ? "read"
            : user.permission;
      return {
        status: 200,
        body: {
          ...schema.example(
            "repository-collaborator-permission-response-if-user-has-admin-permissions",
          ),
          permission: legacy,
          role_name: user.permission,
          user: { ...userJson(user.login), role_name: user.permission },
        },
      };
    }
    const issueAnswer = issueRoutes.route(method, rest, url, body, authLogin);
    if (issueAnswer) return issueAnswer;
    const artifactAnswer = artifactRoute(method, rest, url);
    if (artifactAnswer) return artifactAnswer;
    if ((m = /^actions\/runs\/(\d+)\/attempts\/(\d+)$/.exec(rest)) && method === "GET") {
      const attempt = attempts.get(`${Number(m[1])}/${Number(m[2])}`);
      if (!attempt) return { status: 404, body: error("Not Found", 404) };
      return {
        status: 200,
        body: {
          ...schema.example("workflow-run"),
          id: Number(m[1]),
          run_attempt: Number(m[2]),
          status: attempt.status,
          conclusion: attempt.conclusion,
        },
      };
    }
    if ((m = /^actions\/runs\/(\d+)$/.exec(rest)) && method === "GET") {
      const run = runs.get(Number(m[1]));
      if (!run) return { status: 404, body: error("Not Found", 404) };
      return {
        status: 200,
        body: {
          ...schema.example("workflow-run"),
          id: Number(m[1]),
          status: run.status,
          conclusion: run.conclusion,
        },
      };
    }
    return { status: 404, body: error("Not Found", 404) };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", baseUrl);
    const method = req.method ?? "GET";
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: Record<string, unknown> = {};
    if (text !== "") {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        violations.push(`${method} ${url.pathname}: request body is not JSON`);
      }
    }
    const entry: StandInRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text === "" ? null : body,
      status: 0,
      operation: schema.operation(method, url.pathname),
    };
    log.push(entry);
    if (text !== "") violations.push(...schema.checkRequest(method, url.pathname, body));
    const auth = req.headers.authorization ?? "";
    if (auth !== `token ${token}` && auth !== `Bearer ${token}`) {
      send(req, res, entry, 401, error("Bad credentials", 401));
      return;
    }
    const failure = failures.find(
      (f) => f.method === method && f.path.test(url.pathname) && f.remaining > 0,
    );
    if (failure) {
      failure.remaining -= 1;
      send(req, res, entry, failure.status, error(failure.message, failure.status));
      return;
    }
    const answer = route(method, url, body, botLogin);
    send(req, res, entry, answer.status, answer.body, answer.headers);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      violations.push(`stand-in crashed: ${e instanceof Error ? e.stack : String(e)}`);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    owner,
    repo,
    token,
    botLogin,
    addUser,
    addPull(pull) {
      const full: StandInPull = {
        state: "open",
        headRepo: `${owner}/${repo}`,
        author: "Codertocat",
        ...pull,
      };
      if (!users.has(full.author)) addUser(full.author, "write");
      pulls.set(full.number, full);
      return full;
    },
    pull: (number) => pulls.get(number),
    addComment(issue, login, body, at) {
      if (!users.has(login)) addUser(login, "none");
      const when = at ?? tick();
      const c: StandInComment = {
        id: (nextId += 1),
        issue,
        body,
        login,
        createdAt: when,
        updatedAt: when,
      };
      comments.push(c);
      return c;
    },
    comments: (issue) => comments.filter((c) => c.issue === issue),
    addReview(pull, login, state, commitId, at) {
      if (!users.has(login)) addUser(login, "none");
      const r: StandInReview = {
        id: (nextId += 1),
        pull,
        login,
        state,
        commitId,
        submittedAt: at ?? tick(),
      };
      reviews.push(r);
      return r;
    },
    setRun(id, status, conclusion = null, attempt = 1) {
      runs.set(id, { status, conclusion });
      // GitHub re-runs only a completed run: every earlier attempt is completed.
      for (let n = 1; n < attempt; n += 1) {
        const earlier = attempts.get(`${id}/${n}`);
        if (earlier === undefined || earlier.status !== "completed") {
          attempts.set(`${id}/${n}`, { status: "completed", conclusion: "failure" });
        }
      }
      attempts.set(`${id}/${attempt}`, { status, conclusion });
    },
    setActionsPermission(permission) {
      actionsPermission = permission;
    },
    reactions: () => [...reactions],
    issues: () => issueRoutes.issues(),
    labels: () => issueRoutes.labels(),
    addIssue: (login, title, body, labels) => {
      if (!users.has(login)) addUser(login, "none");
      return issueRoutes.addIssue(login, title, body, labels);
    },
    failNext(method, path, status, message = "Resource not accessible by integration", times = 1) {
      failures.push({ method, path, status, message, remaining: times });
    },
    requests: () => [...log],
    clearRequests: () => void log.splice(0),
    violations: () =>
      // The description says head.repo is never null; the API sends null for a deleted fork.
      violations.filter((v) => !/pulls\/\{pull_number\} 200 response\.head\.repo: null/.test(v)),
    tick,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
