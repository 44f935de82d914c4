/**
 * GitHub through `@octokit/rest`, throttled and retried: the PR comment (one per project +
 * stack + workdir, found by its hidden marker across all pages and updated in place), what the
 * approval gates ask (pull request, reviews, comments, permissions, reactions) and the run
 * liveness behind the stale-lock decision.
 */
import { findsMarker, type CommentKey } from "../report/marker.js";
import type { RunLiveness, RunRef, RunState } from "../locks/liveness.js";
import { EXIT, StackgateError } from "../errors.js";
import { apiError, statusOf } from "./github/api-error.js";
import type { RepoRef } from "./github/context.js";
import {
  createOctokit,
  type OctokitOptions,
  type StackgateOctokitInstance,
} from "./github/octokit.js";
import { readRunState } from "./github/run-liveness.js";
import { PageBudget } from "./paging/page-budget.js";

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

export interface GitHubClientOptions extends OctokitOptions {
  repo: RepoRef;
  /** The step's redactor: every comment body goes through it before it is sent. */
  redact?: (text: string) => string;
  /** This job's own run and attempt: a journal of an earlier attempt of it is over. */
  self?: RunRef;
}

/** Where a paginated read that never ends points the user. */
const PAGING_HINT = "GITHUB_API_URL (and any proxy in front of the API)";

/** The items of every page of a pull request listing, within the page budget; a failure names `what`. */
async function readPages<Page extends { data: readonly unknown[] }, Item>(
  what: string,
  pages: () => AsyncIterable<Page>,
  itemsOf: (page: Page) => readonly Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  const budget = new PageBudget("GitHub", what, PAGING_HINT);
  try {
    for await (const page of pages()) {
      budget.count(page.data.length);
      items.push(...itemsOf(page));
    }
    return items;
  } catch (error) {
    throw apiError(error, what, "pull-requests: read");
  }
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

  listComments(number: number): Promise<IssueComment[]> {
    const what = `list the comments of pull request #${number} in ${this.slug}`;
    const params = { ...this.repo, issue_number: number, per_page: 100 };
    const pages = () =>
      this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, params);
    return readPages(what, pages, (response) => {
      this.serverDate = response.headers.date ?? null;
      return response.data.map(toComment);
    });
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

  listReviews(number: number): Promise<Review[]> {
    const what = `list the reviews of pull request #${number} in ${this.slug}`;
    const params = { ...this.repo, pull_number: number, per_page: 100 };
    const pages = () => this.octokit.paginate.iterator(this.octokit.rest.pulls.listReviews, params);
    return readPages(what, pages, (response) =>
      response.data.map((r) => ({
        id: r.id,
        user: r.user?.login ?? null,
        userType: r.user?.type ?? null,
        state: r.state,
        commitId: r.commit_id ?? null,
        submittedAt: r.submitted_at ?? null,
      })),
    );
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

  /** Whether the journal's run attempt is over (`github/run-liveness.ts`). */
  runState(run: RunRef): Promise<RunState> {
    return readRunState(this.octokit, this.repo, run, this.options);
  }
}
