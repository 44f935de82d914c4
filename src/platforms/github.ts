/**
 * GitHub through `@octokit/rest`, throttled and retried: the PR comment (one per project +
 * stack + workdir, found by its hidden marker across all pages and updated in place), what the
 * approval gates ask (pull request, reviews, comments, permissions, reactions) and the run
 * liveness behind the stale-lock decision.
 */
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";

import { EXIT, StackgateError } from "../errors.js";
import { findsMarker, type CommentKey } from "../report/marker.js";
import type { RunLiveness, RunRef, RunState } from "../locks/liveness.js";
import { VERSION } from "../version.js";
import type { RepoRef } from "./github/context.js";
import { interruptedCall, PageBudget } from "./paging/page-budget.js";

/** The login GITHUB_TOKEN comments as; used when the token cannot read `GET /user`. */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";

/** Repository permission, highest first (`role_name` when the API gives it). */
export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";

export function canWrite(permission: Permission): boolean {
  return permission === "admin" || permission === "maintain" || permission === "write";
}

export interface IssueComment {
  id: number;
  body: string;
  user: { login: string; type: string } | null;
  createdAt: string;
  updatedAt: string;
  url: string;
}

export interface PullRequestInfo {
  number: number;
  state: string;
  headSha: string;
  /** `owner/name` of the head repository, null when the fork was deleted. */
  headRepo: string | null;
  baseRepo: string;
  fork: boolean;
  author: string | null;
}

export interface Review {
  id: number;
  user: string | null;
  /** The account type: "User", "Bot", … (only a "User" approves: approval/rules.ts). */
  userType: string | null;
  state: string;
  commitId: string | null;
  submittedAt: string | null;
}

export type Reaction = "+1" | "-1" | "eyes" | "rocket" | "confused";

/** What the approval gates and the report need from GitHub (a fake implements it in unit tests). */
export interface GitHubApi {
  getPullRequest(number: number): Promise<PullRequestInfo>;
  listReviews(number: number): Promise<Review[]>;
  listComments(number: number): Promise<IssueComment[]>;
  /** Our own comment for `key`, or null. */
  findComment(number: number, key: CommentKey): Promise<IssueComment | null>;
  /** Our own comment for `key` among comments already listed (no comment request). */
  ownComment(comments: readonly IssueComment[], key: CommentKey): Promise<IssueComment | null>;
  permission(login: string): Promise<Permission>;
  /** Best effort: false when the reaction could not be added. */
  tryReact(commentId: number, reaction: Reaction): Promise<boolean>;
}

export interface GitHubClientOptions {
  token: string;
  /** GITHUB_API_URL, e.g. `https://api.github.com`. */
  baseUrl: string;
  repo: RepoRef;
  /** Diagnostics (rate limits, retries). */
  log?: (message: string) => void;
  /** Retries of 5xx/429 answers (default 3). */
  retries?: number;
  /** Base of the retry back-off in ms (default 1000; tests use less). */
  retryAfterBaseValue?: number;
  /** Aborts every request in flight (and every later one): the run was interrupted. */
  signal?: AbortSignal;
  /** The step's redactor: every comment body goes through it before it is sent. */
  redact?: (text: string) => string;
  /** This job's own run and attempt: a journal of an earlier attempt of it is over. */
  self?: RunRef;
}

/** Where a paginated read that never ends points the user. */
const PAGING_HINT = "GITHUB_API_URL (and any proxy in front of the API)";

const StackgateOctokit = Octokit.plugin(throttling, retry);
type StackgateOctokitInstance = InstanceType<typeof StackgateOctokit>;

function createOctokit(options: GitHubClientOptions): StackgateOctokitInstance {
  const log = options.log ?? (() => undefined);
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method?: string; url?: string },
      _o: unknown,
      count: number,
    ) => {
      const again = !options.signal?.aborted && count < 2 && retryAfter <= 60;
      log(
        `GitHub ${kind} rate limit on ${request.method ?? ""} ${request.url ?? ""}: ` +
          (again ? `retrying in ${retryAfter} s` : "giving up"),
      );
      return again;
    };
  const octokit = new StackgateOctokit({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: `stackgate/${VERSION}`,
    ...(options.signal ? { request: { signal: options.signal } } : {}),
    log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: options.retryAfterBaseValue ?? 1_000,
    },
    throttle: {
      onRateLimit: onLimit("primary"),
      onSecondaryRateLimit: onLimit("secondary"),
      retryAfterBaseValue: options.retryAfterBaseValue ?? 1_000,
    },
  });
  const { signal } = options;
  // Outermost (registered after the retry and throttling plugins): a call waiting out a retry
  // back-off or a rate limit ends when the signal aborts, not when the wait is over.
  if (signal) {
    octokit.hook.wrap("request", (request, requestOptions) => {
      if (signal.aborted) return Promise.reject(abortError());
      return new Promise((resolve, reject) => {
        const abort = (): void => reject(abortError());
        signal.addEventListener("abort", abort, { once: true });
        Promise.resolve(request(requestOptions))
          .then(resolve, reject)
          .finally(() => signal.removeEventListener("abort", abort));
      });
    });
  }
  return octokit;
}

/** What fetch rejects with when its signal aborts. */
function abortError(): DOMException {
  return new DOMException("the run was interrupted", "AbortError");
}

interface HttpError {
  status: number;
  message: string;
}

function httpError(error: unknown): HttpError | null {
  if (typeof error !== "object" || error === null) return null;
  const status = (error as { status?: unknown }).status;
  if (typeof status !== "number") return null;
  const data = (error as { response?: { data?: { message?: unknown } } }).response?.data;
  const message =
    typeof data?.message === "string" ? data.message : error instanceof Error ? error.message : "";
  return { status, message };
}

function statusOf(error: unknown): number | null {
  return httpError(error)?.status ?? null;
}

/**
 * A GitHub API failure as an error the user can act on: what was attempted, GitHub's answer,
 * and the fix (the `github-token` input and the job's `permissions:`). The original is `cause`.
 */
function apiError(error: unknown, what: string, permission: string): StackgateError {
  if (error instanceof StackgateError) return error;
  if (error instanceof Error && error.name === "AbortError") {
    return interruptedCall("GitHub", what, error);
  }
  const http = httpError(error);
  const said = http ? `${http.status}${http.message ? ` ${http.message}` : ""}` : String(error);
  let fix: string;
  if (http?.status === 401) {
    fix =
      "The token in input github-token was rejected: pass a valid token (the default is `${{ github.token }}`).";
  } else if (http?.status === 403) {
    fix =
      `The token in input github-token lacks permission: give the job \`permissions: ${permission}\` ` +
      `(or pass a token that has it in github-token).`;
  } else if (http?.status === 404) {
    fix = "It does not exist, or the token in input github-token cannot see it.";
  } else {
    fix =
      "GitHub did not answer as expected; re-run the job, and check https://www.githubstatus.com if it persists.";
  }
  return new StackgateError(`GitHub refused to ${what} (${said}). ${fix}`, EXIT.failed, {
    cause: error,
  });
}

function toComment(raw: {
  id: number;
  body?: string | null | undefined;
  user?: { login: string; type: string } | null | undefined;
  created_at: string;
  updated_at: string;
  html_url: string;
}): IssueComment {
  return {
    id: raw.id,
    body: raw.body ?? "",
    user: raw.user ? { login: raw.user.login, type: raw.user.type } : null,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    url: raw.html_url,
  };
}

export interface UpsertResult {
  id: number;
  url: string;
  /** `gone`: the comment to update was deleted meanwhile (nothing was written). */
  action: "created" | "updated" | "gone";
}

export class GitHubClient implements GitHubApi, RunLiveness {
  readonly octokit: StackgateOctokitInstance;
  private author: Promise<string> | null = null;
  /** GitHub's clock (`Date` header) at the last comment listing. */
  private serverDate: string | null = null;

  constructor(
    private readonly options: GitHubClientOptions,
    octokit?: StackgateOctokitInstance,
  ) {
    this.octokit = octokit ?? createOctokit(options);
  }

  private get repo(): RepoRef {
    return this.options.repo;
  }

  private get slug(): string {
    return `${this.repo.owner}/${this.repo.repo}`;
  }

  /**
   * The login our comments are made as: `GET /user` for a personal or app user token;
   * GITHUB_TOKEN cannot read it (403) and comments as github-actions[bot].
   */
  commentAuthor(): Promise<string> {
    this.author ??= this.octokit.rest.users.getAuthenticated().then(
      (res) => res.data.login,
      () => ACTIONS_BOT_LOGIN,
    );
    return this.author;
  }

  async listComments(number: number): Promise<IssueComment[]> {
    const what = `list the comments of pull request #${number} in ${this.slug}`;
    const comments: IssueComment[] = [];
    const budget = new PageBudget("GitHub", what, PAGING_HINT);
    try {
      for await (const response of this.octokit.paginate.iterator(
        this.octokit.rest.issues.listComments,
        { ...this.repo, issue_number: number, per_page: 100 },
      )) {
        budget.count(response.data.length);
        this.serverDate = response.headers.date ?? null;
        comments.push(...response.data.map(toComment));
      }
      return comments;
    } catch (error) {
      throw apiError(error, what, "pull-requests: read");
    }
  }

  /** Our newest comment that starts with the marker for `key`, searched across all pages. */
  async findComment(number: number, key: CommentKey): Promise<IssueComment | null> {
    const [, comments] = await Promise.all([this.commentAuthor(), this.listComments(number)]);
    return this.ownComment(comments, key);
  }

  /** Our newest comment for `key` among `comments` (already listed). */
  async ownComment(
    comments: readonly IssueComment[],
    key: CommentKey,
  ): Promise<IssueComment | null> {
    const author = await this.commentAuthor();
    const mine = comments.filter((c) => c.user?.login === author && findsMarker(c.body, key));
    return mine.at(-1) ?? null;
  }

  /**
   * Updates our comment for `key` in place, or creates it. `content` may depend on the comment
   * found and on GitHub's time just before the write (ISO, or null when GitHub sent none): to
   * keep or set the time a plan was first published.
   */
  async upsertComment(
    number: number,
    key: CommentKey,
    content: string | ((existing: IssueComment | null, serverNow: string | null) => string),
  ): Promise<UpsertResult> {
    const existing = await this.findComment(number, key);
    const date = this.serverDate === null ? Number.NaN : Date.parse(this.serverDate);
    const serverNow = Number.isFinite(date) ? new Date(date).toISOString() : null;
    const written = typeof content === "string" ? content : content(existing, serverNow);
    const result = await this.writeComment(number, existing?.id ?? null, written);
    // Deleted between the listing and the update: post it anew.
    return result.action === "gone" ? this.writeComment(number, null, written) : result;
  }

  /** The body as GitHub will store it: every body we send passes the step's redactor. */
  storedBody(text: string): string {
    return this.options.redact ? this.options.redact(text) : text;
  }

  /** Our own comments on the pull request (`commentAuthor`), oldest first. */
  async ownComments(number: number): Promise<IssueComment[]> {
    const [author, comments] = await Promise.all([this.commentAuthor(), this.listComments(number)]);
    return comments.filter((c) => c.user?.login === author).sort((a, b) => a.id - b.id);
  }

  /**
   * Updates comment `id` with `content` (redacted), or creates one when `id` is null. Throws a
   * StackgateError naming the pull request; a comment deleted meanwhile is a 404 (`isNotFound`).
   */
  async writeComment(number: number, id: number | null, content: string): Promise<UpsertResult> {
    const body = this.storedBody(content);
    try {
      if (id !== null) {
        const res = await this.octokit.rest.issues.updateComment({
          ...this.repo,
          comment_id: id,
          body,
        });
        return { id: res.data.id, url: res.data.html_url, action: "updated" };
      }
      const res = await this.octokit.rest.issues.createComment({
        ...this.repo,
        issue_number: number,
        body,
      });
      return { id: res.data.id, url: res.data.html_url, action: "created" };
    } catch (error) {
      if (id !== null && statusOf(error) === 404) return { id, url: "", action: "gone" };
      throw apiError(
        error,
        `${id === null ? "create" : "update"} the stackgate comment on pull request #${number} in ${this.slug}`,
        "pull-requests: write",
      );
    }
  }

  /** Deletes our comment `id`; false when it could not (already gone, no permission). */
  async tryDeleteComment(id: number): Promise<boolean> {
    try {
      await this.octokit.rest.issues.deleteComment({ ...this.repo, comment_id: id });
      return true;
    } catch {
      return false;
    }
  }

  async getPullRequest(number: number): Promise<PullRequestInfo> {
    try {
      const { data } = await this.octokit.rest.pulls.get({ ...this.repo, pull_number: number });
      const headRepo = data.head.repo?.full_name ?? null;
      return {
        number: data.number,
        state: data.state,
        headSha: data.head.sha,
        headRepo,
        baseRepo: data.base.repo.full_name,
        fork: headRepo !== data.base.repo.full_name,
        author: data.user?.login ?? null,
      };
    } catch (error) {
      if (statusOf(error) === 404) {
        throw new StackgateError(
          `pull request #${number} does not exist in ${this.slug} (404). Check input pull-request ` +
            `(or the event that started the run), and that github-token can read pull requests.`,
          EXIT.usage,
          { cause: error },
        );
      }
      throw apiError(error, `read pull request #${number} in ${this.slug}`, "pull-requests: read");
    }
  }

  async listReviews(number: number): Promise<Review[]> {
    const what = `list the reviews of pull request #${number} in ${this.slug}`;
    const reviews: Review[] = [];
    const budget = new PageBudget("GitHub", what, PAGING_HINT);
    try {
      for await (const response of this.octokit.paginate.iterator(
        this.octokit.rest.pulls.listReviews,
        { ...this.repo, pull_number: number, per_page: 100 },
      )) {
        budget.count(response.data.length);
        for (const r of response.data) {
          reviews.push({
            id: r.id,
            user: r.user?.login ?? null,
            userType: r.user?.type ?? null,
            state: r.state,
            commitId: r.commit_id ?? null,
            submittedAt: r.submitted_at ?? null,
          });
        }
      }
      return reviews;
    } catch (error) {
      throw apiError(error, what, "pull-requests: read");
    }
  }

  /** `GET /repos/{o}/{r}/collaborators/{user}/permission`; a non-collaborator (404) has none. */
  async permission(login: string): Promise<Permission> {
    try {
      const { data } = await this.octokit.rest.repos.getCollaboratorPermissionLevel({
        ...this.repo,
        username: login,
      });
      const role = (data as { role_name?: string }).role_name;
      const known: readonly Permission[] = ["admin", "maintain", "write", "triage", "read", "none"];
      if (role && (known as readonly string[]).includes(role)) return role as Permission;
      return (known as readonly string[]).includes(data.permission)
        ? (data.permission as Permission)
        : "none";
    } catch (error) {
      if (statusOf(error) === 404) return "none";
      throw apiError(
        error,
        `read the permission of ${login} on ${this.slug}`,
        "contents: read (metadata)",
      );
    }
  }

  async tryReact(commentId: number, reaction: Reaction): Promise<boolean> {
    try {
      await this.octokit.rest.reactions.createForIssueComment({
        ...this.repo,
        comment_id: commentId,
        content: reaction,
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Whether the journal's run attempt is over. With an attempt: a later attempt of the run is
   * this very job (GitHub re-runs only completed runs, so the earlier attempt is over), else
   * `GET /repos/{o}/{r}/actions/runs/{id}/attempts/{n}` — `completed` → finished. Without one
   * (a journal of an older stackgate): `GET /repos/{o}/{r}/actions/runs/{id}`. A run attempt
   * that is not completed counts as running for every job of it: GitHub cannot tell which job
   * (or matrix sibling) wrote the journal. Unknown when nobody can tell.
   */
  async runState(run: RunRef): Promise<RunState> {
    const { runId, attempt } = run;
    if (!/^\d+$/.test(runId) || (attempt !== undefined && !/^\d+$/.test(attempt))) {
      return "unknown";
    }
    const self = this.options.self;
    if (
      attempt !== undefined &&
      self?.runId === runId &&
      self.attempt !== undefined &&
      /^\d+$/.test(self.attempt) &&
      Number(self.attempt) > Number(attempt)
    ) {
      this.options.log?.(
        `run ${runId} attempt ${attempt} is an earlier attempt of this run (now attempt ${self.attempt}): GitHub re-runs only completed runs, so it is over`,
      );
      return "finished";
    }
    const what = attempt === undefined ? `run ${runId}` : `run ${runId} attempt ${attempt}`;
    try {
      const { data } =
        attempt === undefined
          ? await this.octokit.rest.actions.getWorkflowRun({ ...this.repo, run_id: Number(runId) })
          : await this.octokit.rest.actions.getWorkflowRunAttempt({
              ...this.repo,
              run_id: Number(runId),
              attempt_number: Number(attempt),
            });
      return data.status === "completed" ? "finished" : "running";
    } catch (error) {
      this.options.log?.(
        `could not ask GitHub whether ${what} is still running: ${apiError(error, `read ${what}`, "actions: read").message}`,
      );
      return "unknown";
    }
  }
}
