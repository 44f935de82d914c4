/**
 * Approvals need a second person (issue 18, case 4): the pull request's author, even with write
 * access, never approves it — not by `/stackgate apply`, not by a review — on GitHub and on
 * Bitbucket, against the API stand-ins with the real clients.
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  decideBitbucketApproval,
  type PipeApprovalMode,
} from "../../../src/approval/bitbucket-gate.js";
import { decideApproval, type ApprovalMode } from "../../../src/approval/gate.js";
import { readEventContext } from "../../../src/platforms/github/context.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";
import { pullRequestEvent, writeEvent } from "../../support/github-api-events.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";
import {
  GATE_KEY,
  bitbucketClientOf,
  bitbucketPullWithPlan,
  gitHubClientOf,
  gitHubPullWithPlan,
} from "../../support/gate-stand-ins.js";
import { tempDirs } from "../../support/temp-dirs.js";

const H1 = "1a".repeat(20);
const DIGEST = `sha256:${"ab".repeat(32)}`;
const SHORT = DIGEST.slice(7, 19);

let github: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;
let next = 900;
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("stackgate-author-");

beforeAll(async () => {
  [github, bitbucket] = await Promise.all([startGitHubApi(), startBitbucketApi()]);
  github.addUser("mallory", "write");
  github.addUser("alice", "write");
  bitbucket.addUser("mallory", "write");
  bitbucket.addUser("alice", "write");
});
afterEach(() => expect([...github.violations(), ...bitbucket.violations()]).toEqual([]));
afterAll(async () => {
  await Promise.all([github.close(), bitbucket.close()]);
  removeTempDirs();
});

/** PR `n` by mallory at H1, the plan published on it; GitHub's gate decides on `pull_request`. */
function decideOnGitHub(mode: ApprovalMode, n: number) {
  const dir = tempDir();
  const event = readEventContext({
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: writeEvent(pullRequestEvent({ number: n, headSha: H1 }), dir),
    GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
    GITHUB_API_URL: github.url,
  });
  return decideApproval(
    {
      policy: { mode, requiredApprovals: 1, waitMs: 0 },
      event,
      pullRequest: n,
      commit: H1,
      planFile: path.join(dir, "prod.tfplan"),
      commentKey: GATE_KEY,
      api: gitHubClientOf(github),
      log: () => undefined,
    },
    { digest: DIGEST },
  );
}

function decideOnBitbucket(mode: PipeApprovalMode, id: number) {
  return decideBitbucketApproval(
    {
      // Both are listed in APPROVERS: being allowed does not make the author a second person.
      policy: { mode, requiredApprovals: 1, waitMs: 0, approvers: ["alice", "mallory"] },
      pullRequest: id,
      commit: H1,
      planFile: path.join(tempDir(), "prod.tfplan"),
      commentKey: GATE_KEY,
      api: bitbucketClientOf(bitbucket),
      log: () => undefined,
    },
    { digest: DIGEST },
  );
}

function gitHubPullByMallory(): number {
  const n = (next += 1);
  gitHubPullWithPlan(github, n, H1, DIGEST);
  const pull = github.pull(n);
  if (!pull) throw new Error("no pull");
  pull.author = "mallory";
  return n;
}

function bitbucketPullByMallory(): number {
  const id = (next += 1);
  bitbucketPullWithPlan(bitbucket, id, H1, DIGEST);
  bitbucket.pull(id).author = "mallory";
  return id;
}

describe("GitHub: the pull request's author never approves it", () => {
  it("comment gate: the author's /stackgate apply does not count, a second person's does", async () => {
    const n = gitHubPullByMallory();
    github.addComment(n, "mallory", `/stackgate apply ${SHORT}`);
    const own = await decideOnGitHub("comment", n);
    expect(own.approved).toBe(false);
    expect(own.reason).toContain(
      "mallory opened the pull request, and its author never approves it",
    );
    expect(own.reason).toMatch(/Nothing was applied\.$/);
    // The author's login in another case is the same account.
    github.addComment(n, "MALLORY", `/stackgate apply ${SHORT}`);
    github.addUser("MALLORY", "write");
    expect((await decideOnGitHub("comment", n)).approved).toBe(false);
    github.addComment(n, "alice", `/stackgate apply ${SHORT}`);
    const second = await decideOnGitHub("comment", n);
    expect(second.approved, second.reason).toBe(true);
    expect(second.reason).toContain("alice commented /stackgate apply");
  });

  it("review gate: the author's approving review does not count", async () => {
    const n = gitHubPullByMallory();
    github.addReview(n, "mallory", "APPROVED", H1);
    const own = await decideOnGitHub("pr-review", n);
    expect(own.approved).toBe(false);
    expect(own.reason).toContain("has 0 of 1 required approval(s)");
    expect(own.reason).toContain("mallory opened the pull request");
    github.addReview(n, "alice", "APPROVED", H1);
    const second = await decideOnGitHub("pr-review", n);
    expect(second.approved, second.reason).toBe(true);
    expect(second.reason).toContain("alice approved head");
  });
});

describe("Bitbucket: the pull request's author never approves it", () => {
  it("comment gate: the author's /stackgate apply does not count, a second person's does", async () => {
    const id = bitbucketPullByMallory();
    bitbucket.addComment(id, "mallory", `/stackgate apply ${SHORT}`);
    const own = await decideOnBitbucket("comment", id);
    expect(own.approved).toBe(false);
    expect(own.reason).toContain(
      "mallory opened the pull request, and its author never approves it",
    );
    bitbucket.addComment(id, "alice", `/stackgate apply ${SHORT}`);
    const second = await decideOnBitbucket("comment", id);
    expect(second.approved, second.reason).toBe(true);
  });

  it("review gate: the author's approval does not count", async () => {
    const id = bitbucketPullByMallory();
    bitbucket.approve(id, "mallory");
    const own = await decideOnBitbucket("pr-review", id);
    expect(own.approved).toBe(false);
    expect(own.reason).toContain("mallory opened the pull request");
    bitbucket.approve(id, "alice");
    const second = await decideOnBitbucket("pr-review", id);
    expect(second.approved, second.reason).toBe(true);
  });
});
