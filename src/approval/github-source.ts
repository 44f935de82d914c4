/**
 * GitHub as a review source: a thin adapter over the API client (platforms/github.ts), made
 * anew for every decision so that each object is fetched at most once per decision.
 */
import { canWrite, type GitHubApi, type IssueComment } from "../platforms/github.js";
import { shortDigest } from "../model/digest.js";
import type { CommentKey } from "../report/marker.js";
import { readPublished } from "./published.js";
import { memoise, once } from "./review-gates.js";
import type { GateWording, Reviewer, ReviewSource, ReviewVote } from "./review-source.js";

const DECISIVE = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);

function reviewer(user: { login: string; type: string | null } | null): Reviewer<string> | null {
  return user ? { name: user.login, type: user.type ?? undefined, account: user.login } : null;
}

export function createGitHubSource(
  api: GitHubApi,
  number: number,
  key: CommentKey,
): ReviewSource<string> {
  const pullRequest = once(() => api.getPullRequest(number));
  const comments = once(() => api.listComments(number));
  const permission = memoise((login: string) => api.permission(login));
  return {
    pull: once(async () => {
      const pull = await pullRequest();
      return {
        open: pull.state === "open",
        state: pull.state,
        headSha: pull.headSha,
        fork: pull.fork,
        forkOrigin: pull.headRepo,
      };
    }),
    comments: async () =>
      (await comments()).map((c: IssueComment) => ({
        id: c.id,
        body: c.body,
        author: reviewer(c.user),
        createdAt: c.createdAt,
      })),
    published: async () => {
      const own = await api.ownComment(await comments(), key);
      const published = own ? readPublished(own.body) : null;
      return own && published ? { published, updatedAt: own.updatedAt, body: own.body } : null;
    },
    votes: async () => {
      const reviews = (await api.listReviews(number))
        .filter((r) => r.user !== null && DECISIVE.has(r.state))
        .sort((a, b) => (a.submittedAt ?? "").localeCompare(b.submittedAt ?? ""));
      const latest = new Map<string, (typeof reviews)[number]>();
      for (const review of reviews) latest.set(review.user ?? "", review);
      const votes: ReviewVote<string>[] = [];
      for (const review of latest.values()) {
        if (review.state === "DISMISSED") continue;
        votes.push({
          reviewer: reviewer(
            review.user === null ? null : { login: review.user, type: review.userType },
          ),
          approved: review.state === "APPROVED",
          commit: review.commitId,
          at: review.submittedAt,
        });
      }
      return votes;
    },
    // GitHub logins are unique and case-insensitive.
    isPullAuthor: async (who) => {
      const author = (await pullRequest()).author;
      return who !== null && author !== null && author.toLowerCase() === who.account.toLowerCase();
    },
    authorize: async (who) => {
      if (!who) return { reason: "a deleted user cannot approve", brief: "a deleted user" };
      const level = await permission(who.account);
      return canWrite(level)
        ? null
        : {
            reason: `${who.name} has ${level} permission, not write`,
            brief: `${who.name} (${level})`,
          };
    },
    isOwn: () => Promise.resolve(false),
    react: async (comment, reaction) => {
      await api.tryReact(comment.id, reaction);
    },
    unusable: () => Promise.resolve(null),
  };
}

/** GitHub's words: the Action's inputs and the run's event. */
export function gitHubWording(eventName: string): GateWording {
  return {
    needsApi: (mode) => `approval: ${mode} needs the GitHub API: set input github-token.`,
    forkUnknown: (n) =>
      `cannot tell whether pull request #${n} comes from a fork without a GitHub token: set input github-token.`,
    needsPullRequest: (mode) =>
      `approval: ${mode} needs a pull request, but event "${eventName}" names none: run on pull_request` +
      `${mode === "comment" ? " or issue_comment" : ""}, or set input pull-request.`,
    openState: "open",
    sameCommit: (a, b) => a === b,
    commentSetting: "comment: true",
    commenters: "A user with write access",
    tooFewApprovals: (p) =>
      `pull request #${p.pull} has ${p.count} of ${p.required} required approval(s) of its head ${p.head} ` +
      `given after its plan was published${p.notes}.`,
    approvedBy: (p) =>
      `approval: pr-review — ${p.approvers} approved head ${p.head} of pull request #${p.pull} after its plan (digest ${p.digest}) was published`,
    earlyNote: (who, digest, since) =>
      `approvals submitted before this plan (digest ${shortDigest(digest)}) was published at ${new Date(since).toISOString()} do not count: ${who} (approve again)`,
    deniedNote: (denied) =>
      `approvals from users without write access do not count: ${denied.join(", ")}`,
  };
}
