/**
 * Bitbucket Cloud through its REST API (2.0), with `fetch`: the PR comment (one per project +
 * stack + workdir, found by its marker across all pages — Bitbucket pages with `next` links —
 * and updated in place), what the approval gates ask (pull request, participants, comments,
 * permissions) and the run liveness behind the stale-lock decision (pipelines and steps).
 *
 * Every request is retried on 429 and 5xx (and network errors) with exponential back-off,
 * honouring `Retry-After`; 401/403/404 become errors naming the pipe variable to fix.
 */

import { EXIT, StackgateError } from "../errors.js";
import { truncate } from "../report/fit.js";
import { findsMarker, type CommentKey } from "../report/marker.js";
import type { RunLiveness, RunState } from "../locks/liveness.js";
import { VERSION } from "../version.js";

export const BITBUCKET_API_URL = "https://api.bitbucket.org/2.0";

/**
 * Bitbucket's comment limit. Atlassian does not document it for Bitbucket Cloud; Bitbucket
 * rejects longer comments with "Please enter a non-empty value less than 32768 characters"
 * (the answer quoted in jfrog/froggit-go#133, whose client uses 32,768 for Bitbucket Cloud and
 * Server alike), so a comment may have at most 32,767 characters.
 */
export const BITBUCKET_COMMENT_LIMIT = 32_767;

/** How the pipe authenticates, and the variable it came from (named in errors). */
export type BitbucketAuth =
  | { kind: "bearer"; token: string; variable: string }
  | { kind: "basic"; user: string; token: string; variable: string };

export interface BitbucketUser {
  uuid: string;
  /** The account type: "user" for a person (not "team", an app or an access token's user). */
  type?: string;
  accountId?: string;
  nickname?: string;
  displayName?: string;
}

export interface BitbucketComment {
  id: number;
  raw: string;
  user: BitbucketUser | null;
  createdOn: string;
  updatedOn: string;
  url: string;
  inline: boolean;
}

export interface BitbucketParticipant {
  user: BitbucketUser | null;
  role: string;
  approved: boolean;
  /** `approved`, `changes_requested` or null. */
  state: string | null;
  participatedOn: string | null;
}

export interface BitbucketPullRequest {
  id: number;
  /** OPEN, MERGED, DECLINED, SUPERSEDED. */
  state: string;
  /** The source commit as Bitbucket reports it (often the 12-character short hash). */
  headSha: string;
  sourceRepo: string | null;
  destinationRepo: string | null;
  fork: boolean;
  author: BitbucketUser | null;
  participants: BitbucketParticipant[];
}

export type BitbucketPermission = "admin" | "write" | "read" | "none";

export interface UpsertResult {
  id: number;
  url: string;
  action: "created" | "updated";
}

/** What the Bitbucket gates need (a fake can implement it in unit tests). */
export interface BitbucketApi {
  getPullRequest(id: number): Promise<BitbucketPullRequest>;
  listComments(id: number): Promise<BitbucketComment[]>;
  findComment(id: number, key: CommentKey): Promise<BitbucketComment | null>;
  /** Our own comment for `key` among comments already listed (no comment request). */
  ownComment(
    comments: readonly BitbucketComment[],
    key: CommentKey,
  ): Promise<BitbucketComment | null>;
  permission(user: BitbucketUser): Promise<BitbucketPermission>;
}

export interface BitbucketClientOptions {
  /** `https://api.bitbucket.org/2.0` (variable BITBUCKET_API_URL). */
  apiUrl: string;
  workspace: string;
  repo: string;
  auth: BitbucketAuth | null;
  /**
   * Who our comments are by (uuid, account id or nickname), when `GET /user` cannot tell
   * (variable COMMENT_AUTHOR).
   */
  commentAuthor?: string;
  /** This run's pipeline and step: a journal naming this very step is an earlier attempt. */
  self?: { pipelineUuid?: string; stepUuid?: string };
  log?: (message: string) => void;
  /** Retries of 429/5xx answers and network errors (default 3). */
  retries?: number;
  /** Base of the exponential back-off in ms (default 1000). */
  retryBaseMs?: number;
  /** Longest wait honoured from `Retry-After`, in ms (default 60 s). */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
}

/** An API failure: the status (0 for a network error) and Bitbucket's own message. */
export class BitbucketApiError extends StackgateError {
  constructor(
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, EXIT.failed, options);
    this.name = "BitbucketApiError";
  }
}

const CREDENTIAL_HINT =
  "pass a repository, project or workspace access token in BITBUCKET_ACCESS_TOKEN, or an Atlassian API token in BITBUCKET_API_TOKEN with its account's email in BITBUCKET_API_EMAIL";

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function toUser(value: unknown): BitbucketUser | null {
  const u = record(value);
  const uuid = str(u?.uuid);
  if (!u || uuid === undefined) return null;
  const user: BitbucketUser = { uuid };
  const type = str(u.type);
  if (type) user.type = type;
  const accountId = str(u.account_id);
  const nickname = str(u.nickname);
  const displayName = str(u.display_name);
  if (accountId) user.accountId = accountId;
  if (nickname) user.nickname = nickname;
  if (displayName) user.displayName = displayName;
  return user;
}

function bareUuid(value: string): string {
  return value
    .trim()
    .replace(/^\{|\}$/g, "")
    .toLowerCase();
}

/** True when `spec` (a uuid with or without braces, an account id or a nickname) names `user`. */
export function userMatches(user: BitbucketUser | null, spec: string): boolean {
  if (!user) return false;
  const s = spec.trim();
  if (s === "") return false;
  return (
    bareUuid(user.uuid) === bareUuid(s) ||
    (user.accountId !== undefined && user.accountId === s) ||
    (user.nickname !== undefined && user.nickname.toLowerCase() === s.toLowerCase())
  );
}

export function describeUser(user: BitbucketUser | null): string {
  if (!user) return "a deleted user";
  return user.nickname ?? user.displayName ?? user.uuid;
}

/** Bitbucket's error body (`{"type":"error","error":{"message":…}}`), or the text. */
function bitbucketMessage(text: string): string {
  try {
    const body = record(JSON.parse(text));
    const error = record(body?.error);
    const message = str(error?.message);
    const detail = str(error?.detail);
    if (message) return detail ? `${message}: ${detail}` : message;
  } catch {
    // not JSON
  }
  return truncate(text.replace(/\s+/g, " ").trim(), 200);
}

function toComment(value: unknown): BitbucketComment | null {
  const c = record(value);
  if (!c || typeof c.id !== "number" || c.deleted === true) return null;
  const content = record(c.content);
  const links = record(c.links);
  const html = record(links?.html);
  return {
    id: c.id,
    raw: str(content?.raw) ?? "",
    user: toUser(c.user),
    createdOn: str(c.created_on) ?? "",
    updatedOn: str(c.updated_on) ?? str(c.created_on) ?? "",
    url: str(html?.href) ?? "",
    inline: record(c.inline) !== null,
  };
}

function repoName(value: unknown): string | null {
  return str(record(value)?.full_name) ?? null;
}

const UUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;

/**
 * A journal's run id on Bitbucket: `{pipeline-uuid}/{step-uuid}` (the pipe) or
 * `{pipeline-uuid}` (the CLI). Null for anything else (another platform's run id).
 */
export function parseRunId(runId: string): { pipeline: string; step?: string } | null {
  const [pipeline, step, ...rest] = runId.split("/");
  if (pipeline === undefined || !UUID.test(pipeline) || rest.length > 0) return null;
  if (step === undefined) return { pipeline };
  return UUID.test(step) ? { pipeline, step } : null;
}

/** `{uuid}` as Bitbucket writes it (braces), for URLs. */
function braced(uuid: string): string {
  return `{${bareUuid(uuid)}}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const RETRIED = (status: number): boolean => status === 429 || (status >= 500 && status <= 599);

export class BitbucketClient implements BitbucketApi, RunLiveness {
  private readonly fetch: typeof fetch;
  private readonly origin: string;
  private me: Promise<BitbucketUser | null> | null = null;

  constructor(private readonly options: BitbucketClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.origin = new URL(options.apiUrl).origin;
  }

  get slug(): string {
    return `${this.options.workspace}/${this.options.repo}`;
  }

  private repoPath(rest: string): string {
    const { workspace, repo } = this.options;
    return `/repositories/${encodeURIComponent(workspace)}/${encodeURIComponent(repo)}${rest}`;
  }

  private url(pathOrUrl: string): string {
    if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
    return `${this.options.apiUrl.replace(/\/+$/, "")}${pathOrUrl}`;
  }

  private headers(body: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      accept: "application/json",
      "user-agent": `stackgate/${VERSION}`,
    };
    if (body) headers["content-type"] = "application/json";
    const auth = this.options.auth;
    if (auth?.kind === "bearer") headers.authorization = `Bearer ${auth.token}`;
    if (auth?.kind === "basic") {
      headers.authorization = `Basic ${Buffer.from(`${auth.user}:${auth.token}`).toString("base64")}`;
    }
    return headers;
  }

  private credentialName(): string {
    return this.options.auth?.variable ?? "BITBUCKET_ACCESS_TOKEN";
  }

  /** A failed request as an error that says what to fix. */
  private failure(
    status: number,
    text: string,
    what: string,
    scope: string,
    cause?: unknown,
  ): BitbucketApiError {
    const said = status === 0 ? text : `${status}${text ? ` ${text}` : ""}`;
    let fix: string;
    if (status === 401) {
      fix = this.options.auth
        ? `Bitbucket rejected the credentials in ${this.credentialName()}: ${CREDENTIAL_HINT}.`
        : `No credentials were given: ${CREDENTIAL_HINT}.`;
    } else if (status === 403) {
      fix = this.options.auth
        ? `The credentials in ${this.credentialName()} lack permission: give the token the ${scope} scope.`
        : `No credentials were given: ${CREDENTIAL_HINT} (scope ${scope}).`;
    } else if (status === 404) {
      fix =
        `It does not exist, or the credentials in ${this.credentialName()} cannot see it: check BITBUCKET_WORKSPACE ` +
        `and BITBUCKET_REPO_SLUG (${this.slug}).`;
    } else if (status === 0) {
      fix = `Bitbucket could not be reached at ${this.options.apiUrl} (variable BITBUCKET_API_URL); re-run the step.`;
    } else {
      fix =
        "Bitbucket did not answer as expected; re-run the step, and check https://bitbucket.status.atlassian.com if it persists.";
    }
    return new BitbucketApiError(
      `Bitbucket refused to ${what} (${said}). ${fix}`,
      status,
      cause === undefined ? undefined : { cause },
    );
  }

  private retryDelay(attempt: number, retryAfter: string | null): number {
    const base = this.options.retryBaseMs ?? 1_000;
    const cap = this.options.maxRetryAfterMs ?? 60_000;
    if (retryAfter !== null && /^\d+$/.test(retryAfter.trim())) {
      return Math.min(Number(retryAfter.trim()) * 1_000, cap);
    }
    return Math.min(base * 2 ** attempt, cap);
  }

  /** One API call, retried on 429/5xx/network errors; the parsed JSON body (null when empty). */
  async request(
    method: string,
    pathOrUrl: string,
    what: string,
    scope: string,
    body?: unknown,
  ): Promise<unknown> {
    const url = this.url(pathOrUrl);
    if (new URL(url).origin !== this.origin) {
      throw new BitbucketApiError(
        `Bitbucket sent a link to another host (${new URL(url).origin}) while trying to ${what}; refusing to follow it.`,
        0,
      );
    }
    const retries = this.options.retries ?? 3;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await this.fetch(url, {
          method,
          headers: this.headers(body !== undefined),
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt < retries) {
          const wait = this.retryDelay(attempt, null);
          this.options.log?.(`Bitbucket: ${method} ${what}: ${reason}; retrying in ${wait} ms`);
          await sleep(wait);
          continue;
        }
        throw this.failure(0, reason, what, scope, error);
      }
      const text = await response.text();
      if (response.ok) return text.trim() === "" ? null : (JSON.parse(text) as unknown);
      if (RETRIED(response.status) && attempt < retries) {
        const wait = this.retryDelay(attempt, response.headers.get("retry-after"));
        this.options.log?.(
          `Bitbucket answered ${response.status} to ${method} (${what}); retrying in ${wait} ms (${attempt + 1} of ${retries})`,
        );
        await sleep(wait);
        continue;
      }
      throw this.failure(response.status, bitbucketMessage(text), what, scope);
    }
  }

  /** Every value of a paginated collection, following `next` links. */
  async paginate(path: string, what: string, scope: string): Promise<unknown[]> {
    const values: unknown[] = [];
    let next: string | undefined = path;
    for (let page = 0; next !== undefined; page += 1) {
      if (page >= 1_000) throw this.failure(0, "more than 1000 pages", what, scope);
      const body = record(await this.request("GET", next, what, scope));
      if (Array.isArray(body?.values)) values.push(...(body.values as unknown[]));
      next = str(body?.next);
    }
    return values;
  }

  /** The user our token acts as (`GET /user`); null when Bitbucket will not say. */
  currentUser(): Promise<BitbucketUser | null> {
    this.me ??= this.request("GET", "/user", "read the token's user", "account:read").then(
      (body) => toUser(body),
      (error: unknown) => {
        if (error instanceof BitbucketApiError && error.status === 401) throw error;
        this.options.log?.(
          `warning: could not read which user the token comments as (GET /user): ${error instanceof Error ? error.message : String(error)}. ` +
            "Set COMMENT_AUTHOR; until then the comment is found by its marker alone.",
        );
        return null;
      },
    );
    return this.me;
  }

  /** True when `user` is who our comments are by (COMMENT_AUTHOR, else `GET /user`). */
  async isOwnComment(user: BitbucketUser | null): Promise<boolean | null> {
    if (this.options.commentAuthor) return userMatches(user, this.options.commentAuthor);
    const me = await this.currentUser();
    if (me === null) return null;
    return user !== null && bareUuid(user.uuid) === bareUuid(me.uuid);
  }

  /** Can our own comments be told apart from others'? */
  async knowsOwnComments(): Promise<boolean> {
    return this.options.commentAuthor !== undefined || (await this.currentUser()) !== null;
  }

  async listComments(id: number): Promise<BitbucketComment[]> {
    const raw = await this.paginate(
      this.repoPath(`/pullrequests/${id}/comments?pagelen=100`),
      `list the comments of pull request #${id} in ${this.slug}`,
      "pullrequest (read)",
    );
    return raw.map(toComment).filter((c): c is BitbucketComment => c !== null);
  }

  /**
   * Our newest top-level comment that starts with the marker for `key`, searched across all
   * pages. When nobody can tell which comments are ours (the token cannot read `GET /user`
   * and COMMENT_AUTHOR is not set), the newest comment with the marker.
   */
  async findComment(id: number, key: CommentKey): Promise<BitbucketComment | null> {
    return this.ownComment(await this.listComments(id), key);
  }

  /** Our newest top-level comment for `key` among `comments` (already listed). */
  async ownComment(
    listed: readonly BitbucketComment[],
    key: CommentKey,
  ): Promise<BitbucketComment | null> {
    const comments = listed.filter((c) => !c.inline && findsMarker(c.raw, key, "bitbucket"));
    const mine: BitbucketComment[] = [];
    for (const comment of comments) {
      const own = await this.isOwnComment(comment.user);
      if (own === null || own) mine.push(comment);
    }
    return mine.at(-1) ?? null;
  }

  /**
   * Updates our comment for `key` in place, or creates it. `body` may depend on the comment
   * found (e.g. to keep the time a plan was first published).
   */
  async upsertComment(
    id: number,
    key: CommentKey,
    body: string | ((existing: BitbucketComment | null) => string),
  ): Promise<UpsertResult> {
    const existing = await this.findComment(id, key);
    const raw = typeof body === "string" ? body : body(existing);
    // Bitbucket's description requires the object's `type` in the body (pullrequest_comment).
    const content = { type: "pullrequest_comment", content: { raw } };
    const scope = "pullrequest:write";
    if (existing) {
      const updated = toComment(
        await this.request(
          "PUT",
          this.repoPath(`/pullrequests/${id}/comments/${existing.id}`),
          `update the stackgate comment on pull request #${id} in ${this.slug}`,
          scope,
          content,
        ),
      );
      return { id: existing.id, url: updated?.url ?? existing.url, action: "updated" };
    }
    const created = toComment(
      await this.request(
        "POST",
        this.repoPath(`/pullrequests/${id}/comments`),
        `create the stackgate comment on pull request #${id} in ${this.slug}`,
        scope,
        content,
      ),
    );
    if (!created) {
      throw new BitbucketApiError(
        `Bitbucket answered the new comment on pull request #${id} without an id.`,
        200,
      );
    }
    return { id: created.id, url: created.url, action: "created" };
  }

  async getPullRequest(id: number): Promise<BitbucketPullRequest> {
    let body: Record<string, unknown> | null;
    try {
      body = record(
        await this.request(
          "GET",
          this.repoPath(`/pullrequests/${id}`),
          `read pull request #${id} in ${this.slug}`,
          "pullrequest (read)",
        ),
      );
    } catch (error) {
      if (error instanceof BitbucketApiError && error.status === 404) {
        throw new StackgateError(
          `pull request #${id} does not exist in ${this.slug} (404). Check variable PULL_REQUEST (or BITBUCKET_PR_ID), ` +
            `BITBUCKET_WORKSPACE and BITBUCKET_REPO_SLUG, and that the token in ${this.credentialName()} can read pull requests.`,
          EXIT.usage,
          { cause: error },
        );
      }
      throw error;
    }
    const source = record(body?.source);
    const destination = record(body?.destination);
    const sourceRepo = repoName(source?.repository);
    const destinationRepo = repoName(destination?.repository);
    const participants = Array.isArray(body?.participants) ? body.participants : [];
    return {
      id: typeof body?.id === "number" ? body.id : id,
      state: str(body?.state) ?? "UNKNOWN",
      headSha: str(record(source?.commit)?.hash) ?? "",
      sourceRepo,
      destinationRepo,
      fork: sourceRepo !== null && destinationRepo !== null && sourceRepo !== destinationRepo,
      author: toUser(body?.author),
      participants: participants.map((p: unknown) => {
        const r = record(p);
        return {
          user: toUser(r?.user),
          role: str(r?.role) ?? "PARTICIPANT",
          approved: r?.approved === true,
          state: str(r?.state) ?? null,
          participatedOn: str(r?.participated_on) ?? null,
        };
      }),
    };
  }

  /**
   * `GET /repositories/{ws}/{repo}/permissions-config/users/{user}`: the user's permission on
   * the repository; none when they have no explicit permission (404). Needs a token with the
   * repository admin scope (403 otherwise: set APPROVERS instead).
   */
  async permission(user: BitbucketUser): Promise<BitbucketPermission> {
    const id = user.accountId ?? braced(user.uuid);
    try {
      const body = record(
        await this.request(
          "GET",
          this.repoPath(`/permissions-config/users/${encodeURIComponent(id)}`),
          `read the permission of ${describeUser(user)} on ${this.slug}`,
          "repository:admin",
        ),
      );
      const permission = str(body?.permission);
      return permission === "admin" || permission === "write" || permission === "read"
        ? permission
        : "none";
    } catch (error) {
      if (error instanceof BitbucketApiError && error.status === 404) return "none";
      if (error instanceof BitbucketApiError && error.status === 403) {
        throw new BitbucketApiError(
          `${error.message} Reading repository permissions needs a token with repository admin; ` +
            "or list the users who may approve in variable APPROVERS.",
          403,
          { cause: error },
        );
      }
      throw error;
    }
  }

  /**
   * Whether the run that wrote a journal is still going, from the pipelines API:
   * `{pipeline}/{step}` → the step's state, `{pipeline}` → the pipeline's. COMPLETED (any
   * result: SUCCESSFUL, FAILED, ERROR, STOPPED, EXPIRED) is finished; PENDING, IN_PROGRESS
   * and PAUSED are running; a 404 or any other failure is unknown, with a warning.
   */
  async runState(runId: string): Promise<RunState> {
    const parsed = parseRunId(runId);
    if (parsed === null) return "unknown";
    const self = this.options.self;
    if (parsed.step !== undefined && self?.stepUuid && sameUuid(parsed.step, self.stepUuid)) {
      // Bitbucket never runs two attempts of one step at once: this one is running, so the
      // journal's is an earlier attempt of this same step, and it is over.
      this.options.log?.(
        `run ${runId} is an earlier attempt of this very step (${self.stepUuid}): it is over`,
      );
      return "finished";
    }
    if (
      parsed.step === undefined &&
      self?.pipelineUuid &&
      sameUuid(parsed.pipeline, self.pipelineUuid)
    ) {
      this.options.log?.(
        `the journal names pipeline ${parsed.pipeline} but no step, and that pipeline is this one (still running): ` +
          "cannot tell whether the step that wrote it is over",
      );
      return "unknown";
    }
    const path =
      parsed.step === undefined
        ? `/pipelines/${encodeURIComponent(braced(parsed.pipeline))}`
        : `/pipelines/${encodeURIComponent(braced(parsed.pipeline))}/steps/${encodeURIComponent(braced(parsed.step))}`;
    const what =
      parsed.step === undefined
        ? `pipeline ${parsed.pipeline}`
        : `step ${parsed.step} of pipeline ${parsed.pipeline}`;
    try {
      const body = record(
        await this.request(
          "GET",
          this.repoPath(path),
          `read ${what} in ${this.slug}`,
          "pipeline (read)",
        ),
      );
      const state = str(record(body?.state)?.name);
      if (state === "COMPLETED") return "finished";
      if (
        state === "PENDING" ||
        state === "IN_PROGRESS" ||
        state === "PAUSED" ||
        state === "READY"
      ) {
        return "running";
      }
      this.options.log?.(
        `Bitbucket reports ${what} in state ${state ?? "(none)"}: cannot tell whether it is over`,
      );
      return "unknown";
    } catch (error) {
      if (error instanceof BitbucketApiError && error.status === 404) {
        this.options.log?.(
          `warning: Bitbucket has no ${what} in ${this.slug} (404): the journal names a run this repository does not know ` +
            "(or the token cannot read pipelines), so nobody can tell whether it is over; its lock is kept unless other evidence shows its owner is dead.",
        );
        return "unknown";
      }
      this.options.log?.(
        `warning: could not ask Bitbucket whether ${what} is still running: ${error instanceof Error ? error.message : String(error)}`,
      );
      return "unknown";
    }
  }
}

function sameUuid(a: string, b: string): boolean {
  return bareUuid(a) === bareUuid(b);
}
