/**
 * Bitbucket as a review source: a thin adapter over the API client (platforms/bitbucket.ts),
 * made anew for every decision so that each object is fetched at most once per decision.
 * Authorized: listed in APPROVERS (uuid, account id or nickname), or — when APPROVERS is empty
 * — write or admin permission on the repository.
 */
import {
  describeUser,
  userMatches,
  type BitbucketApi,
  type BitbucketUser,
} from "../platforms/bitbucket.js";
import type { CommentKey } from "../report/marker.js";
import { readPublished } from "./published.js";
import { sameCommit } from "./decision.js";
import { memoise, once } from "./review-gates.js";
import type { GateWording, Reviewer, ReviewSource } from "./review-source.js";
import { bitbucket as bitbucketPlatform } from "../platform/bitbucket-platform.js";

/** The API the gates use, plus whether our own comments can be told apart from others'. */
export type GateApi = BitbucketApi & {
  knowsOwnComments(): Promise<boolean>;
  isOwnComment(user: BitbucketUser | null): Promise<boolean | null>;
};

const BITBUCKET_CREDENTIALS =
  "set BITBUCKET_ACCESS_TOKEN (or BITBUCKET_API_TOKEN with BITBUCKET_API_EMAIL)";

function reviewer(user: BitbucketUser | null): Reviewer<BitbucketUser> | null {
  return user ? { name: describeUser(user), type: user.type, account: user } : null;
}

export function createBitbucketSource(
  api: GateApi,
  id: number,
  key: CommentKey,
  approvers: readonly string[],
): ReviewSource<BitbucketUser> {
  const pull = once(() => api.getPullRequest(id));
  const comments = once(() => api.listComments(id));
  const permission = memoise(
    (user: BitbucketUser) => api.permission(user),
    (user) => user.uuid,
  );
  return {
    pull: async () => {
      const p = await pull();
      return {
        open: p.state === "OPEN",
        state: p.state,
        headSha: p.headSha,
        fork: p.fork,
        forkOrigin: p.sourceRepo ?? "unknown",
      };
    },
    comments: async () =>
      (await comments()).map((c) => ({
        id: c.id,
        body: c.raw,
        author: reviewer(c.user),
        createdAt: c.createdOn,
      })),
    published: async () => {
      const own = await api.ownComment(await comments(), key);
      const published = own ? readPublished(own.raw, bitbucketPlatform.flavor) : null;
      return own && published ? { published, updatedAt: own.updatedOn, body: own.raw } : null;
    },
    votes: async () =>
      (await pull()).participants
        .filter((p) => p.approved || p.state === "changes_requested")
        .map((p) => ({
          reviewer: reviewer(p.user),
          approved: p.approved && p.state !== "changes_requested",
          at: p.participatedOn,
        })),
    // The same account: its uuid (or account id) is the author's.
    isPullAuthor: async (who) => {
      const author = (await pull()).author;
      if (who === null || author === null) return false;
      return (
        userMatches(who.account, author.uuid) ||
        (author.accountId !== undefined && userMatches(who.account, author.accountId))
      );
    },
    authorize: async (who) => {
      const denied = (reason: string) => ({ reason, brief: reason });
      if (!who) return denied("a deleted user cannot approve");
      if (approvers.length > 0) {
        return approvers.some((spec) => userMatches(who.account, spec))
          ? null
          : denied(`${who.name} is not in APPROVERS`);
      }
      const level = await permission(who.account);
      return level === "write" || level === "admin"
        ? null
        : denied(`${who.name} has ${level} permission, not write`);
    },
    isOwn: async (author) => (await api.isOwnComment(author?.account ?? null)) === true,
    react: () => Promise.resolve(),
    unusable: async () =>
      (await api.knowsOwnComments())
        ? null
        : "cannot tell stackgate's own comments from forged ones: the token cannot read GET /user. " +
          "Set variable COMMENT_AUTHOR to the uuid or account id the token comments as.",
  };
}

/** Bitbucket's words: the Pipe's variables. */
export const BITBUCKET_WORDING: GateWording = {
  needsApi: (mode) => `approval: ${mode} needs the Bitbucket API: ${BITBUCKET_CREDENTIALS}.`,
  forkUnknown: (n) =>
    `cannot tell whether pull request #${n} comes from a fork without Bitbucket credentials: ${BITBUCKET_CREDENTIALS}.`,
  needsPullRequest: (mode) =>
    `approval: ${mode} needs a pull request, but this pipeline has none (BITBUCKET_PR_ID is not set): ` +
    "run it in a pull-requests pipeline, or set variable PULL_REQUEST.",
  openState: "OPEN",
  sameCommit,
  commentSetting: "COMMENT: 'true'",
  commenters: "An authorized user",
  tooFewApprovals: (p) =>
    `pull request #${p.pull} has ${p.count} of ${p.required} required approval(s) for its head ${p.head}${p.notes}.`,
  approvedBy: (p) =>
    `approval: pr-review — ${p.approvers} approved pull request #${p.pull} at ${p.head} after its plan (digest ${p.digest}) was published`,
  earlyNote: (who) =>
    `approvals given before this plan was published do not count: ${who} (approve again)`,
  deniedNote: (denied) => `not authorized: ${denied.join("; ")}`,
};
