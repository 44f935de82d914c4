/**
 * GitLab as a review source: a thin adapter over the API client (platforms/gitlab/client.ts),
 * made anew for every decision so that each object is fetched at most once per decision.
 *
 * - The merge request is the pull request: open when `state` is `opened`, its head `sha`, a
 *   fork when `source_project_id` is not the target project's.
 * - Votes are `GET …/approvals`' `approved_by`, each dated by its `approved_at`. GitLab names no
 *   commit per approval, and whether a push resets approvals is a project setting
 *   (`reset_approvals_on_push`) stackgate does not rely on: an approval counts only when it is
 *   dated after the plan was published for the head being applied (rules.ts `givenAfter`),
 *   and a GitLab that dates no approval (older versions) has none that count.
 * - Who may approve is GitLab's own rule: it records an approval only from a user eligible to
 *   approve the merge request. A bot user (project/group access tokens, service accounts) and
 *   the author never count (rules.ts).
 * - The published plan is read only from the token's own note (client `ownNote`): a note by
 *   anyone else carrying stackgate's marker or hidden line is never taken for it.
 */
import type { GitLabClient } from "../platforms/gitlab/client.js";
import type { GitLabMergeRequest, GitLabNote, GitLabUser } from "../platforms/gitlab/model.js";
import { gitlab as gitlabPlatform } from "../platform/gitlab-platform.js";
import type { CommentKey } from "../report/marker.js";
import { sameCommit } from "./decision.js";
import { readPublished } from "./published.js";
import { memoise, once } from "./review-gates.js";
import type {
  GateWording,
  ReviewComment,
  Reviewer,
  ReviewPull,
  ReviewSource,
} from "./review-source.js";

const GITLAB_CREDENTIALS =
  "set GITLAB_TOKEN to a project or group access token (role Reporter or more, scope `api`) as a masked, protected CI/CD variable";

function reviewer(user: GitLabUser | null): Reviewer<GitLabUser> | null {
  return user ? { name: user.username, type: user.bot ? "bot" : "user", account: user } : null;
}

/** The merge request as the gates see a pull request: a fork when its source is another project. */
function reviewPullOf(mr: GitLabMergeRequest): ReviewPull {
  const fork = mr.sourceProjectId !== mr.targetProjectId;
  const forkOrigin = fork ? `project ${mr.sourceProjectId}` : null;
  return { open: mr.state === "opened", state: mr.state, headSha: mr.headSha, fork, forkOrigin };
}

function commentOf(note: GitLabNote): ReviewComment<GitLabUser> {
  const { id, body, createdAt } = note;
  return { id, body, author: reviewer(note.author), createdAt };
}

/** The plan our own note publishes (its last line), when it publishes one. */
function publishedIn(note: GitLabNote | null) {
  const published = note && readPublished(note.body, gitlabPlatform.flavor);
  return note && published ? { published, updatedAt: note.updatedAt, body: note.body } : null;
}

/** The source for merge request `iid` and the note of comment key `key`. */
export function createGitLabSource(
  api: GitLabClient,
  { iid, key }: { iid: number; key: CommentKey },
): ReviewSource<GitLabUser> {
  const mergeRequest = once(() => api.mergeRequest(iid));
  const notes = once(() => api.notes(iid));
  const approvals = once(() => api.approvals(iid));
  const own = memoise((user: GitLabUser) => api.tokenUser().then((me) => me.id === user.id));
  return {
    pull: async () => reviewPullOf(await mergeRequest()),
    comments: async () => (await notes()).filter((note) => !note.system).map(commentOf),
    published: async () => publishedIn(await api.ownNote(await notes(), key)),
    votes: async () =>
      (await approvals()).approvals.map((approval) => ({
        reviewer: reviewer(approval.user),
        approved: true,
        at: approval.approvedAt,
      })),
    // The same account: its numeric id is the author's.
    isPullAuthor: async (who) => {
      const author = (await mergeRequest()).author;
      return who !== null && author !== null && who.account.id === author.id;
    },
    authorize: (who) =>
      Promise.resolve(
        who === null ? { reason: "a deleted user cannot approve", brief: "a deleted user" } : null,
      ),
    isOwn: async (author) => (author === null ? false : own(author.account)),
    react: () => Promise.resolve(),
    unusable: () => Promise.resolve(null),
  };
}

/** GitLab's words: the component's inputs and the CLI's flag. */
export const GITLAB_WORDING: GateWording = {
  needsApi: (mode) =>
    `approval: ${mode} (--mr-approvals) reads the merge request through the GitLab API: ${GITLAB_CREDENTIALS}.`,
  forkUnknown: (n) =>
    `cannot tell whether merge request !${n} comes from a fork without the GitLab API: ${GITLAB_CREDENTIALS}.`,
  needsPullRequest: (mode) =>
    `approval: ${mode} (--mr-approvals) needs a merge request, but this pipeline has none (CI_MERGE_REQUEST_IID is not set): ` +
    'run the job in a merge request pipeline (`rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"`), or set input merge-request.',
  openState: "opened",
  sameCommit,
  commentSetting: "input comment: true and GITLAB_TOKEN",
  commenters: "Another eligible approver",
  tooFewApprovals: (p) =>
    `merge request !${p.pull} has ${p.count} of ${p.required} required approval(s) for its head ${p.head}${p.notes}.`,
  approvedBy: (p) =>
    `approval: mr-approvals — ${p.approvers} approved merge request !${p.pull} at ${p.head} after its plan (digest ${p.digest}) was published`,
  earlyNote: (who) =>
    `approvals dated before this plan was published (or not dated: GitLab gave no approved_at) do not count: ${who} (revoke and approve again)`,
  deniedNote: (denied) => `not allowed: ${denied.join("; ")}`,
};
