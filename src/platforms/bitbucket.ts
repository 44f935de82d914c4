/**
 * Bitbucket Cloud through its REST API (2.0), with `fetch`: the PR comment (one per project +
 * stack + workdir, found by its marker across all pages — Bitbucket pages with `next` links —
 * and updated in place), what the approval gates ask (pull request, participants, comments,
 * permissions) and the run liveness behind the stale-lock decision (pipelines and steps).
 *
 * Every request is retried on 429 and 5xx (and network errors) with exponential back-off,
 * honouring `Retry-After`; 401/403/404 become errors naming the pipe variable to fix. The parts:
 * bitbucket/http.ts (requests, retries, pagination), bitbucket/model.ts (objects read from the
 * JSON), bitbucket/pipelines.ts (run liveness); this file holds the client's API calls.
 */

import { EXIT, StackgateError, messageOf } from "../errors.js";
import type { RunLiveness, RunRef, RunState } from "../locks/liveness.js";
import { findsMarker, type CommentKey } from "../report/marker.js";
import { BitbucketApiError, BitbucketHttp } from "./bitbucket/http.js";
import {
  bareUuid,
  braced,
  describeUser,
  record,
  str,
  toComment,
  toPullRequest,
  toUser,
  userMatches,
  type BitbucketApi,
  type BitbucketComment,
  type BitbucketPermission,
  type BitbucketPullRequest,
  type BitbucketUser,
  type UpsertResult,
} from "./bitbucket/model.js";
import { readRunState } from "./bitbucket/pipelines.js";

export {
  BITBUCKET_API_URL,
  BITBUCKET_COMMENT_LIMIT,
  describeUser,
  parseRunId,
  userMatches,
  type BitbucketApi,
  type BitbucketAuth,
  type BitbucketComment,
  type BitbucketParticipant,
  type BitbucketPermission,
  type BitbucketPullRequest,
  type BitbucketUser,
  type UpsertResult,
} from "./bitbucket/model.js";
import { bitbucket as bitbucketPlatform } from "../platform/bitbucket-platform.js";
export { BitbucketApiError, type BitbucketClientOptions } from "./bitbucket/http.js";

export class BitbucketClient extends BitbucketHttp implements BitbucketApi, RunLiveness {
  private me: Promise<BitbucketUser | null> | null = null;

  /** The user our token acts as (`GET /user`); null when Bitbucket will not say. */
  currentUser(): Promise<BitbucketUser | null> {
    this.me ??= this.request("GET", "/user", "read the token's user", "account:read").then(
      (body) => toUser(body),
      (error: unknown) => {
        if (error instanceof BitbucketApiError && error.status === 401) throw error;
        this.options.log?.(
          `warning: could not read which user the token comments as (GET /user): ${messageOf(error)}. ` +
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
    const comments = listed.filter(
      (c) => !c.inline && findsMarker(c.raw, key, bitbucketPlatform.flavor),
    );
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
    const written = typeof body === "string" ? body : body(existing);
    const raw = this.options.redact ? this.options.redact(written) : written;
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

  /** The body as Bitbucket will store it: every body we send passes the step's redactor. */
  storedBody(text: string): string {
    return this.options.redact ? this.options.redact(text) : text;
  }

  /**
   * Our own top-level comments, oldest first; null when nobody can tell which are ours (the
   * token cannot read `GET /user` and COMMENT_AUTHOR is not set).
   */
  async ownComments(id: number): Promise<BitbucketComment[] | null> {
    if (!(await this.knowsOwnComments())) return null;
    const mine: BitbucketComment[] = [];
    for (const comment of await this.listComments(id)) {
      if (!comment.inline && (await this.isOwnComment(comment.user)) === true) mine.push(comment);
    }
    return mine.sort((a, b) => a.id - b.id);
  }

  /** Updates comment `commentId` (null when it was deleted meanwhile), or creates one (null id). */
  async writeComment(
    id: number,
    commentId: number | null,
    text: string,
  ): Promise<{ id: number; url: string } | null> {
    const content = { type: "pullrequest_comment", content: { raw: this.storedBody(text) } };
    const what = `${commentId === null ? "create" : "update"} the stackgate index comment on pull request #${id} in ${this.slug}`;
    const path = `/pullrequests/${id}/comments${commentId === null ? "" : `/${commentId}`}`;
    try {
      const method = commentId === null ? "POST" : "PUT";
      const written = toComment(
        await this.request(method, this.repoPath(path), what, "pullrequest:write", content),
      );
      if (!written)
        throw new BitbucketApiError(`Bitbucket answered without a comment id (${what}).`, 200);
      return { id: written.id, url: written.url };
    } catch (error) {
      if (commentId !== null && error instanceof BitbucketApiError && error.status === 404) {
        return null;
      }
      throw error;
    }
  }

  /** Deletes our comment; false when it could not (already gone, no permission). */
  async tryDeleteComment(id: number, commentId: number): Promise<boolean> {
    try {
      await this.request(
        "DELETE",
        this.repoPath(`/pullrequests/${id}/comments/${commentId}`),
        `delete a duplicate stackgate index comment on pull request #${id} in ${this.slug}`,
        "pullrequest:write",
      );
      return true;
    } catch {
      return false;
    }
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
    return toPullRequest(body, id);
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
   * Whether the run that wrote a journal is still going, from the pipelines API
   * (bitbucket/pipelines.ts).
   */
  runState(run: RunRef): Promise<RunState> {
    return readRunState(this, run.runId, this.options.self, this.options.log);
  }
}
