/**
 * The Action's part in the pull request's index comment (issue 21): input `index` (the
 * `stacks` output of a `command: stacks` step) and input `index-id` (this job's `matrix.id`)
 * turn it on (ci/index-setting.ts). The stack's own comment then carries its row, and after
 * posting it the job brings the index in step with every stack comment (ci/index-sync.ts).
 */
import type { IndexTarget } from "../ci/index-setting.js";
import type { GitHubClient } from "../platforms/github.js";
import { github as githubPlatform } from "../platform/github-platform.js";

export const INDEX_INPUTS = {
  index: {
    default: "",
    description:
      "The `stacks` output of a `command: stacks` step (`needs.<job>.outputs.stacks`), with `index-id`: after posting this stack's comment, keep one index comment on the pull request listing every selected stack with its outcome, counts, digest and a link to its comment (pending until its job has posted). Every job of the matrix updates it; none loses another's row. For hundreds of stacks pass only the ids, `toJSON(fromJSON(needs.<job>.outputs.matrix).include.*.id)` (the runner hands inputs over as environment variables, on Linux at most 128 KiB each). Empty: no index.",
  },
  "index-id": {
    default: "",
    description:
      "With `index`: this job's stack, as its `id` in the `stacks` output (`matrix.id`).",
  },
} as const;

/** The index comment on GitHub: our comments (by `commentAuthor`), the PR's head. */
export function githubIndexTarget(
  github: GitHubClient,
  pullRequest: number,
  limit: number,
): IndexTarget {
  return {
    store: {
      listOwn: async () =>
        (await github.ownComments(pullRequest)).map((c) => ({
          id: c.id,
          body: c.body,
          url: c.url,
        })),
      write: async (id, body) => {
        const written = await github.writeComment(pullRequest, id, body);
        return written.action === "gone" ? null : written;
      },
      tryRemove: (id) => github.tryDeleteComment(id),
      stored: (body) => github.storedBody(body),
    },
    head: async () => (await github.getPullRequest(pullRequest)).headSha,
    pullRequest,
    flavor: githubPlatform.flavor,
    limit,
  };
}
