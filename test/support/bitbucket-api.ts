/**
 * A local HTTP server standing in for the Bitbucket Cloud REST API 2.0 (node:http, 127.0.0.1
 * only), for the endpoints stackgate uses. Base URL: `<url>/2.0`.
 *
 *   GET  /2.0/user                                                          the token's user (or 403)
 *   GET  /2.0/repositories/{ws}/{repo}/pullrequests/{id}                    pull request + participants
 *   GET  /2.0/repositories/{ws}/{repo}/pullrequests/{id}/comments           paginated (pagelen ≤ 100, `next`)
 *   POST /2.0/repositories/{ws}/{repo}/pullrequests/{id}/comments           create ({"type":"pullrequest_comment","content":{"raw":…}})
 *   PUT  /2.0/repositories/{ws}/{repo}/pullrequests/{id}/comments/{cid}     update (author only)
 *   DELETE /2.0/repositories/{ws}/{repo}/pullrequests/{id}/comments/{cid}   delete (author only; listed after as `deleted: true`)
 *   GET  /2.0/repositories/{ws}/{repo}/permissions-config/users/{user}      permission (404 none; 403 unless admin token)
 *   GET  /2.0/repositories/{ws}/{repo}/pipelines/{uuid}                     pipeline state (404 unknown)
 *   GET  /2.0/repositories/{ws}/{repo}/pipelines/{uuid}/steps/{uuid}        step state (404 unknown)
 *   …/commit/{commit}/reports/{id}(/annotations)                            Code Insights (bitbucket-api-reports.ts)
 *
 * Shapes follow Bitbucket's: `{"type":"error","error":{"message":…}}` errors, `values`/`next`
 * pages, 12-character `source.commit.hash`, `{uuid}` ids with braces, timestamps like
 * `2026-11-22T18:56:09.123000+00:00` from the real clock, strictly increasing per write.
 * Comments of 32,768 characters or more are refused with Bitbucket's 400 message.
 * Auth: `Bearer <token>` (access token) or Basic `<email>:<apiToken>`. `failNext` answers
 * matching requests with an error status (and optionally `Retry-After`).
 *
 * Every JSON request body received and every response served is checked against Bitbucket
 * Cloud's published OpenAPI description (bitbucket-api-schema.ts); `violations()` lists what
 * left it, and the tests assert it is empty.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createReportRoutes, type StandInReport } from "./bitbucket-api-reports.js";
import { bitbucketSchema } from "./bitbucket-api-schema.js";

export type Permission = "admin" | "write" | "read" | "none";
/** The state names of Bitbucket's `pipeline_state` / `pipeline_step_state` subtypes. */
export type PipelineStateName = "PENDING" | "IN_PROGRESS" | "COMPLETED";
export type StepStateName = PipelineStateName | "READY";
/** The result names of `pipeline[_step]_state_completed_*` (NOT_RUN: steps only). */
export type ResultName = "SUCCESSFUL" | "FAILED" | "ERROR" | "STOPPED" | "EXPIRED" | "NOT_RUN";

export interface StandInUser {
  uuid: string;
  accountId: string;
  nickname: string;
  displayName: string;
  permission: Permission;
  /** The account object's `type`: "user" for a person, "app_user" for an app's or access token's user. */
  type: "user" | "app_user";
}

export interface StandInComment {
  id: number;
  pr: number;
  raw: string;
  author: string;
  createdOn: string;
  updatedOn: string;
  deleted: boolean;
}

export interface StandInParticipant {
  nickname: string;
  approved: boolean;
  state: "approved" | "changes_requested" | null;
  participatedOn: string;
}

export interface StandInPull {
  id: number;
  state: "OPEN" | "MERGED" | "DECLINED" | "SUPERSEDED";
  /** Full hash; served as Bitbucket does, cut to 12 characters. */
  headSha: string;
  sourceRepo: string;
  author: string;
  participants: StandInParticipant[];
}

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  auth: string;
}

export interface BitbucketApiOptions {
  workspace?: string;
  repo?: string;
  accessToken?: string;
  apiToken?: string;
  apiEmail?: string;
  /** The user the tokens act as; `GET /user` answers 403 when `userEndpoint` is false. */
  tokenUser?: string;
  userEndpoint?: boolean;
  /** Whether the tokens may read repository permissions (repository admin). */
  adminToken?: boolean;
  /** Comment page size when the client does not ask (Bitbucket's default is 10). */
  defaultPagelen?: number;
}

export interface BitbucketApiStandIn {
  /** `http://127.0.0.1:<port>/2.0` */
  readonly apiUrl: string;
  readonly workspace: string;
  readonly repo: string;
  readonly accessToken: string;
  readonly apiToken: string;
  readonly apiEmail: string;
  readonly bot: StandInUser;
  addUser(nickname: string, permission: Permission, type?: "user" | "app_user"): StandInUser;
  user(nickname: string): StandInUser;
  addPull(pull: Partial<StandInPull> & { id: number; headSha: string }): StandInPull;
  pull(id: number): StandInPull;
  approve(pr: number, nickname: string): void;
  requestChanges(pr: number, nickname: string): void;
  addComment(pr: number, nickname: string, raw: string): StandInComment;
  comments(pr: number): StandInComment[];
  setPipeline(uuid: string, state: PipelineStateName, result?: ResultName): void;
  setStep(pipeline: string, step: string, state: StepStateName, result?: ResultName): void;
  failNext(
    method: string,
    path: RegExp,
    status: number,
    options?: { times?: number; retryAfter?: number; message?: string },
  ): void;
  /** Drops the failures not yet served. */
  clearFailures(): void;
  requests(): StandInRequest[];
  clearRequests(): void;
  /** Requests and responses that left Bitbucket's published description. */
  violations(): string[];
  /** A Code Insights report on a commit, with its annotations. */
  report(commit: string, id: string): StandInReport | undefined;
  tick(): string;
  close(): Promise<void>;
}

interface Failure {
  method: string;
  path: RegExp;
  status: number;
  remaining: number;
  retryAfter?: number;
  message: string;
}

const COMMENT_LIMIT = 32_768;

function bare(uuid: string): string {
  return decodeURIComponent(uuid)
    .replace(/^\{|\}$/g, "")
    .toLowerCase();
}

export async function startBitbucketApi(
  options: BitbucketApiOptions = {},
): Promise<BitbucketApiStandIn> {
  const workspace = options.workspace ?? "acme";
  const repo = options.repo ?? "infra-live";
  const accessToken = options.accessToken ?? "bbat-standInAccessToken0123456789";
  const apiToken = options.apiToken ?? "ATATT-standInApiToken0123456789";
  const apiEmail = options.apiEmail ?? "ci@acme.example";
  const users = new Map<string, StandInUser>();
  const pulls = new Map<number, StandInPull>();
  const comments: StandInComment[] = [];
  const pipelines = new Map<string, { state: string; result?: string }>();
  const steps = new Map<string, { state: string; result?: string }>();
  const failures: Failure[] = [];
  const log: StandInRequest[] = [];
  const schema = bitbucketSchema();
  const violations: string[] = [];
  let served: unknown = null;
  let nextId = 5000;
  let lastTick = 0;
  let baseUrl = "";

  const tick = (): string => {
    lastTick = Math.max(Date.now(), lastTick + 1);
    return new Date(lastTick).toISOString().replace(/Z$/, "000+00:00");
  };

  const addUser = (
    nickname: string,
    permission: Permission,
    type: "user" | "app_user" = "user",
  ): StandInUser => {
    const user: StandInUser = {
      type,
      uuid: `{${randomUUID()}}`,
      accountId: `557058:${randomUUID()}`,
      nickname,
      displayName: nickname[0]?.toUpperCase() + nickname.slice(1),
      permission,
    };
    users.set(nickname, user);
    return user;
  };
  const bot = addUser(options.tokenUser ?? "stackgate-bot", "write");

  const userOf = (nickname: string): StandInUser => {
    const user = users.get(nickname);
    if (!user) throw new Error(`stand-in: no user ${nickname}`);
    return user;
  };

  const userJson = (nickname: string): Record<string, unknown> => {
    const u = userOf(nickname);
    return {
      type: u.type,
      uuid: u.uuid,
      account_id: u.accountId,
      nickname: u.nickname,
      display_name: u.displayName,
      links: { html: { href: `https://bitbucket.org/${encodeURIComponent(u.uuid)}/` } },
    };
  };

  const commentJson = (c: StandInComment): Record<string, unknown> => ({
    type: "pullrequest_comment",
    id: c.id,
    created_on: c.createdOn,
    updated_on: c.updatedOn,
    content: { type: "rendered", raw: c.raw, markup: "markdown", html: "<p>(rendered)</p>" },
    user: userJson(c.author),
    deleted: c.deleted,
    pending: false,
    links: {
      self: {
        href: `${baseUrl}/2.0/repositories/${workspace}/${repo}/pullrequests/${c.pr}/comments/${c.id}`,
      },
      html: {
        href: `https://bitbucket.org/${workspace}/${repo}/pull-requests/${c.pr}/_/diff#comment-${c.id}`,
      },
    },
    pullrequest: { type: "pullrequest", id: c.pr },
  });

  const repoJson = (fullName: string): Record<string, unknown> => ({
    type: "repository",
    full_name: fullName,
    name: fullName.split("/")[1],
    uuid: `{${randomUUID()}}`,
  });

  const pullJson = (p: StandInPull): Record<string, unknown> => ({
    type: "pullrequest",
    id: p.id,
    title: `Pull request ${p.id}`,
    state: p.state,
    author: userJson(p.author),
    source: {
      branch: { name: `feature/${p.id}` },
      commit: { type: "commit", hash: p.headSha.slice(0, 12) },
      repository: repoJson(p.sourceRepo),
    },
    destination: {
      branch: { name: "main" },
      commit: { type: "commit", hash: "0123456789ab" },
      repository: repoJson(`${workspace}/${repo}`),
    },
    participants: p.participants.map((x) => ({
      type: "participant",
      user: userJson(x.nickname),
      role: "REVIEWER",
      approved: x.approved,
      state: x.state,
      participated_on: x.participatedOn,
    })),
    links: { html: { href: `https://bitbucket.org/${workspace}/${repo}/pull-requests/${p.id}` } },
  });

  const authOf = (req: IncomingMessage): string | null => {
    const header = req.headers.authorization ?? "";
    if (header === `Bearer ${accessToken}`) return "bearer";
    if (header === `Basic ${Buffer.from(`${apiEmail}:${apiToken}`).toString("base64")}`)
      return "basic";
    return null;
  };

  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): number => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(body === null ? "" : JSON.stringify(body));
    served = body;
    return status;
  };
  const error = (
    res: ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) => send(res, status, { type: "error", error: { message } }, headers);

  const page = (res: ServerResponse, url: URL, values: unknown[]): number => {
    const pagelen = Math.min(
      100,
      Math.max(1, Number(url.searchParams.get("pagelen") ?? options.defaultPagelen ?? 10)),
    );
    const pageNo = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const start = (pageNo - 1) * pagelen;
    const body: Record<string, unknown> = {
      pagelen,
      size: values.length,
      page: pageNo,
      values: values.slice(start, start + pagelen),
    };
    if (start + pagelen < values.length) {
      const next = new URL(url.href);
      next.searchParams.set("page", String(pageNo + 1));
      next.searchParams.set("pagelen", String(pagelen));
      body.next = `${baseUrl}${next.pathname}${next.search}`;
    }
    return send(res, 200, body);
  };

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

  const reportRoutes = createReportRoutes({ send, error, tick });

  function handle(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown): number {
    const method = req.method ?? "GET";
    const failure = failures.find(
      (f) => f.remaining > 0 && f.method === method && f.path.test(url.pathname),
    );
    if (failure) {
      failure.remaining -= 1;
      const headers: Record<string, string> =
        failure.retryAfter !== undefined ? { "retry-after": String(failure.retryAfter) } : {};
      return error(res, failure.status, failure.message, headers);
    }
    const auth = authOf(req);
    if (req.headers.authorization !== undefined && auth === null) {
      return error(res, 401, "Token is invalid, expired, or not supported for this endpoint.");
    }
    if (auth === null)
      return error(
        res,
        401,
        "This API is only accessible with the following authentication types: session, password, apppassword, api_token, access_token",
      );
    const p = url.pathname;
    if (method === "GET" && p === "/2.0/user") {
      if (options.userEndpoint === false)
        return error(res, 403, "Your credentials lack one or more required privilege scopes.");
      return send(res, 200, userJson(bot.nickname));
    }
    const prefix = `/2.0/repositories/${workspace}/${repo}`;
    if (!p.startsWith(`${prefix}/`))
      return error(res, 404, `Repository ${p.split("/").slice(3, 5).join("/")} not found`);
    const rest = p.slice(prefix.length);
    const report = reportRoutes.handle(res, method, rest, body);
    if (report !== null) return report;
    let m = /^\/pullrequests\/(\d+)$/.exec(rest);
    if (m && method === "GET") {
      const pull = pulls.get(Number(m[1]));
      return pull
        ? send(res, 200, pullJson(pull))
        : error(res, 404, `Pull request ${m[1]} not found`);
    }
    m = /^\/pullrequests\/(\d+)\/comments$/.exec(rest);
    if (m) {
      const id = Number(m[1]);
      if (!pulls.has(id)) return error(res, 404, `Pull request ${id} not found`);
      if (method === "GET") {
        return page(
          res,
          url,
          comments
            .filter((c) => c.pr === id)
            .sort((a, b) => a.id - b.id)
            .map(commentJson),
        );
      }
      if (method === "POST") {
        const raw = (body as { content?: { raw?: unknown } } | null)?.content?.raw;
        if (typeof raw !== "string" || raw.length === 0 || raw.length >= COMMENT_LIMIT) {
          return error(res, 400, "Please enter a non-empty value less than 32768 characters");
        }
        const at = tick();
        const c: StandInComment = {
          id: (nextId += 1),
          pr: id,
          raw,
          author: bot.nickname,
          createdOn: at,
          updatedOn: at,
          deleted: false,
        };
        comments.push(c);
        return send(res, 201, commentJson(c));
      }
    }
    m = /^\/pullrequests\/(\d+)\/comments\/(\d+)$/.exec(rest);
    if (m && method === "DELETE") {
      const c = comments.find(
        (x) => x.pr === Number(m?.[1]) && x.id === Number(m?.[2]) && !x.deleted,
      );
      if (!c) return error(res, 404, "Comment not found");
      if (c.author !== bot.nickname)
        return error(res, 403, "You are not the author of this comment");
      // Bitbucket keeps a deleted comment in the listing, marked `deleted: true`.
      c.deleted = true;
      return send(res, 204, null);
    }
    if (m && method === "PUT") {
      const c = comments.find(
        (x) => x.pr === Number(m?.[1]) && x.id === Number(m?.[2]) && !x.deleted,
      );
      if (!c) return error(res, 404, "Comment not found");
      if (c.author !== bot.nickname)
        return error(res, 403, "You are not the author of this comment");
      const raw = (body as { content?: { raw?: unknown } } | null)?.content?.raw;
      if (typeof raw !== "string" || raw.length === 0 || raw.length >= COMMENT_LIMIT) {
        return error(res, 400, "Please enter a non-empty value less than 32768 characters");
      }
      c.raw = raw;
      c.updatedOn = tick();
      return send(res, 200, commentJson(c));
    }
    m = /^\/permissions-config\/users\/([^/]+)$/.exec(rest);
    if (m && method === "GET") {
      if (!options.adminToken)
        return error(res, 403, "Your credentials lack one or more required privilege scopes.");
      const id = decodeURIComponent(m[1] ?? "");
      const user = [...users.values()].find((u) => u.accountId === id || bare(u.uuid) === bare(id));
      if (!user || user.permission === "none")
        return error(res, 404, "No explicit permission for this user");
      return send(res, 200, {
        type: "repository_user_permission",
        permission: user.permission,
        user: userJson(user.nickname),
      });
    }
    m = /^\/pipelines\/([^/]+)$/.exec(rest);
    if (m && method === "GET") {
      const pipeline = pipelines.get(bare(m[1] ?? ""));
      if (!pipeline) return error(res, 404, `Pipeline ${decodeURIComponent(m[1] ?? "")} not found`);
      return send(res, 200, {
        type: "pipeline",
        uuid: `{${bare(m[1] ?? "")}}`,
        state: stateJson(pipeline, "pipeline"),
      });
    }
    m = /^\/pipelines\/([^/]+)\/steps\/([^/]+)$/.exec(rest);
    if (m && method === "GET") {
      const step = steps.get(`${bare(m[1] ?? "")}/${bare(m[2] ?? "")}`);
      if (!step) return error(res, 404, `Step ${decodeURIComponent(m[2] ?? "")} not found`);
      return send(res, 200, {
        type: "pipeline_step",
        uuid: `{${bare(m[2] ?? "")}}`,
        state: stateJson(step, "pipeline_step"),
      });
    }
    return error(res, 404, `No route for ${method} ${p}`);
  }

  function stateJson(s: { state: string; result?: string }, kind: string): Record<string, unknown> {
    const type = `${kind}_state_${s.state.toLowerCase()}`;
    if (kind === "pipeline" && s.state === "IN_PROGRESS") {
      return { name: s.state, type, stage: { name: "RUNNING", type: `${type}_running` } };
    }
    return s.result
      ? {
          name: s.state,
          type,
          result: { name: s.result, type: `${type}_${s.result.toLowerCase()}` },
        }
      : { name: s.state, type };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = await readBody(req);
      const method = req.method ?? "GET";
      if (typeof body === "string")
        violations.push(`${method} ${url.pathname}: request body is not JSON`);
      else if (body !== null) violations.push(...schema.checkRequest(method, url.pathname, body));
      let status: number;
      try {
        served = null;
        status = handle(req, res, url, body);
        violations.push(...schema.checkResponse(method, url.pathname, status, served));
      } catch (e) {
        violations.push(`stand-in crashed: ${e instanceof Error ? e.stack : String(e)}`);
        status = error(res, 500, e instanceof Error ? e.message : String(e));
      }
      log.push({
        method: req.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        status,
        auth: authOf(req) ?? "none",
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `${baseUrl}/2.0`,
    workspace,
    repo,
    accessToken,
    apiToken,
    apiEmail,
    bot,
    addUser,
    user: userOf,
    addPull(pull) {
      const full: StandInPull = {
        state: "OPEN",
        sourceRepo: `${workspace}/${repo}`,
        author: bot.nickname,
        participants: [],
        ...pull,
      };
      pulls.set(full.id, full);
      return full;
    },
    pull(id) {
      const pull = pulls.get(id);
      if (!pull) throw new Error(`stand-in: no pull request ${id}`);
      return pull;
    },
    approve(pr, nickname) {
      const pull = pulls.get(pr);
      if (!pull) throw new Error(`stand-in: no pull request ${pr}`);
      pull.participants = pull.participants.filter((x) => x.nickname !== nickname);
      pull.participants.push({
        nickname,
        approved: true,
        state: "approved",
        participatedOn: tick(),
      });
    },
    requestChanges(pr, nickname) {
      const pull = pulls.get(pr);
      if (!pull) throw new Error(`stand-in: no pull request ${pr}`);
      pull.participants = pull.participants.filter((x) => x.nickname !== nickname);
      pull.participants.push({
        nickname,
        approved: false,
        state: "changes_requested",
        participatedOn: tick(),
      });
    },
    addComment(pr, nickname, raw) {
      userOf(nickname);
      const at = tick();
      const c: StandInComment = {
        id: (nextId += 1),
        pr,
        raw,
        author: nickname,
        createdOn: at,
        updatedOn: at,
        deleted: false,
      };
      comments.push(c);
      return c;
    },
    comments: (pr) => comments.filter((c) => c.pr === pr && !c.deleted),
    setPipeline(uuid, state, result) {
      pipelines.set(bare(uuid), result ? { state, result } : { state });
    },
    setStep(pipeline, step, state, result) {
      steps.set(`${bare(pipeline)}/${bare(step)}`, result ? { state, result } : { state });
    },
    failNext(method, path, status, o = {}) {
      failures.push({
        method,
        path,
        status,
        remaining: o.times ?? 1,
        message: o.message ?? `stand-in failure ${status}`,
        ...(o.retryAfter !== undefined ? { retryAfter: o.retryAfter } : {}),
      });
    },
    clearFailures: () => {
      failures.length = 0;
    },
    requests: () => [...log],
    clearRequests: () => {
      log.length = 0;
    },
    violations: () => [...violations],
    report: (commit, id) => reportRoutes.report(commit, id),
    tick,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
