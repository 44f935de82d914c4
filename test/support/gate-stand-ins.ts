/**
 * The gate tests' set-up over the API stand-ins: the real clients pointed at them, and a pull
 * request with stackgate's plan published on it (the hidden line of approval/published.ts).
 */
import { withPublished } from "../../src/approval/published.js";
import { BitbucketClient } from "../../src/platforms/bitbucket.js";
import { GitHubClient } from "../../src/platforms/github.js";
import { commentMarker, type CommentKey } from "../../src/report/marker.js";
import type { BitbucketApiStandIn } from "./bitbucket-api.js";
import type { GitHubApiStandIn } from "./github-api.js";

export const GATE_KEY: CommentKey = { project: "net", stack: "prod", workdir: "." };

export function gitHubClientOf(standIn: GitHubApiStandIn): GitHubClient {
  return new GitHubClient({
    token: standIn.token,
    baseUrl: standIn.url,
    repo: { owner: standIn.owner, repo: standIn.repo },
    retries: 0,
  });
}

export function bitbucketClientOf(standIn: BitbucketApiStandIn): BitbucketClient {
  return new BitbucketClient({
    apiUrl: standIn.apiUrl,
    workspace: standIn.workspace,
    repo: standIn.repo,
    auth: { kind: "bearer", token: standIn.accessToken, variable: "BITBUCKET_ACCESS_TOKEN" },
    retries: 0,
  });
}

/** Pull request `n` at `head`, with the plan `digest` published for `head` by the token's user. */
export function gitHubPullWithPlan(
  standIn: GitHubApiStandIn,
  n: number,
  head: string,
  digest: string,
): void {
  standIn.addPull({ number: n, headSha: head });
  const body = withPublished(`${commentMarker(GATE_KEY)}\n### 📋 Plan`, {
    command: "preview",
    outcome: "planned",
    digest,
    commit: head,
  });
  standIn.addComment(n, standIn.botLogin, body);
}

/** The same on Bitbucket; the plan counts as published a minute ago. */
export function bitbucketPullWithPlan(
  standIn: BitbucketApiStandIn,
  id: number,
  head: string,
  digest: string,
): void {
  standIn.addPull({ id, headSha: head });
  const body = withPublished(
    `${commentMarker(GATE_KEY, "bitbucket")}\n### 📋 Plan`,
    {
      command: "preview",
      outcome: "planned",
      digest,
      commit: head,
      since: new Date(Date.now() - 60_000).toISOString(),
    },
    "bitbucket",
  );
  standIn.addComment(id, standIn.bot.nickname, body);
}
