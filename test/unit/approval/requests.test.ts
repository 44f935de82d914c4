/**
 * How many API requests one gate decision makes, counted by the API stand-ins (real clients,
 * requests checked against the published API descriptions): a decision reads the pull request
 * once, lists its comments once (the published plan and the commands come from one listing) and
 * reads each user's permission once, however many of their commands or reviews it weighs. The
 * next decision (a poll of `approval-wait`) asks again for what can change — the pull request
 * (a push, a close), the comments (a new command, a new plan) and permissions (revoked while
 * waiting) — but not for what cannot (who the token comments as).
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createBitbucketGate,
  decideBitbucketApproval,
} from "../../../src/approval/bitbucket-gate.js";
import { createGitHubGate, decideApproval, type GateContext } from "../../../src/approval/gate.js";
import type { ApprovalGateHook } from "../../../src/command/deps.js";
import type { RunResult } from "../../../src/command/result.js";
import type { Interrupts } from "../../../src/signals/signal-trap.js";
import type { BitbucketClient } from "../../../src/platforms/bitbucket.js";
import type { GitHubClient } from "../../../src/platforms/github.js";
import { readEventContext } from "../../../src/platforms/github/context.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";
import {
  issueCommentEvent,
  pullRequestEvent,
  writeEvent,
} from "../../support/github-api-events.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";
import {
  GATE_KEY as key,
  bitbucketClientOf,
  bitbucketPullWithPlan,
  gitHubClientOf,
  gitHubPullWithPlan,
} from "../../support/gate-stand-ins.js";
import { tempDirs } from "../../support/temp-dirs.js";

const H1 = "1".repeat(40);
const DIGEST = `sha256:${"ab".repeat(32)}`;
const planned: RunResult = { command: "up", outcome: "planned", exitCode: 0, digest: DIGEST };
const calm: Interrupts = { received: null, exitCode: null, onInterrupt: () => () => undefined };

let github: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("stackgate-requests-");

beforeAll(async () => {
  [github, bitbucket] = await Promise.all([
    startGitHubApi(),
    startBitbucketApi({ adminToken: true }),
  ]);
  github.addUser("alice", "write");
  github.addUser("rita", "read");
  bitbucket.addUser("alice", "write");
  bitbucket.addUser("rita", "read");
  bitbucket.addUser("bob", "admin");
});
afterEach(() => expect([...github.violations(), ...bitbucket.violations()]).toEqual([]));
afterAll(async () => {
  await Promise.all([github.close(), bitbucket.close()]);
  removeTempDirs();
});

/** The requests made, by what they read: `GET pull`, `GET comments`, `GET permission:rita`, … */
function tally(requests: Array<{ method: string; path: string }>): Record<string, number> {
  const kinds: Array<[RegExp, (m: RegExpExecArray) => string]> = [
    [/\/(?:pulls|pullrequests)\/\d+$/, () => "pull"],
    [/\/(?:issues|pullrequests)\/\d+\/comments$/, () => "comments"],
    [/\/pulls\/\d+\/reviews$/, () => "reviews"],
    [/\/collaborators\/([^/]+)\/permission$/, (m) => `permission:${m[1] ?? ""}`],
    [/\/permissions-config\/users\/([^/]+)$/, (m) => `permission:${m[1] ?? ""}`],
    [/\/user$/, () => "user"],
    [/\/comments\/\d+\/reactions$/, () => "reaction"],
  ];
  const counts: Record<string, number> = {};
  for (const r of requests) {
    let kind = `other ${r.path}`;
    for (const [pattern, name] of kinds) {
      const m = pattern.exec(r.path);
      if (m) {
        kind = name(m);
        break;
      }
    }
    const label = `${r.method} ${kind}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

describe("GitHub: one decision", () => {
  const client = (): GitHubClient => gitHubClientOf(github);

  /** A PR with the plan published, and commands: rita (read) twice, then alice (write). */
  function pullWithCommands(n: number): void {
    gitHubPullWithPlan(github, n, H1, DIGEST);
    github.addComment(n, "alice", "/stackgate apply");
    github.addComment(n, "rita", "/stackgate apply");
    github.addComment(n, "rita", `/stackgate apply ${DIGEST.slice(7, 19)}`);
  }

  function commentContext(n: number, api: GitHubClient): GateContext {
    const dir = tempDir();
    return {
      policy: { mode: "comment", requiredApprovals: 1, waitMs: 0 },
      // issue_comment: the payload does not say whether the PR is a fork, so the gate asks.
      event: readEventContext({
        GITHUB_EVENT_NAME: "issue_comment",
        GITHUB_EVENT_PATH: writeEvent(
          issueCommentEvent({ number: n, body: "/stackgate apply" }),
          dir,
        ),
        GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
        GITHUB_API_URL: github.url,
      }),
      pullRequest: n,
      commit: H1,
      planFile: path.join(dir, "prod.tfplan"),
      commentKey: key,
      api,
      log: () => undefined,
    };
  }

  it("reads the PR once, lists comments once, and each permission once; a poll skips GET /user", async () => {
    pullWithCommands(101);
    const api = client();
    github.clearRequests();
    const first = await decideApproval(commentContext(101, api), { digest: DIGEST });
    expect(first).toMatchObject({ approved: true });
    expect(first.reason).toContain("alice commented /stackgate apply");
    expect(tally(github.requests())).toEqual({
      "GET user": 1,
      "GET pull": 1,
      "GET comments": 1,
      "GET permission:rita": 1,
      "GET permission:alice": 1,
      "POST reaction": 3,
    });

    github.clearRequests();
    await decideApproval(commentContext(101, api), { digest: DIGEST });
    expect(tally(github.requests())).toEqual({
      "GET pull": 1,
      "GET comments": 1,
      "GET permission:rita": 1,
      "GET permission:alice": 1,
      "POST reaction": 3,
    });
  });

  it("pr-review reads the PR once, the reviews once and each reviewer's permission once", async () => {
    pullWithCommands(102);
    github.addReview(102, "alice", "APPROVED", H1);
    const api = client();
    github.clearRequests();
    const ctx = {
      ...commentContext(102, api),
      policy: { mode: "pr-review" as const, requiredApprovals: 1, waitMs: 0 },
    };
    const decision = await decideApproval(ctx, { digest: DIGEST });
    expect(decision).toMatchObject({ approved: true });
    expect(tally(github.requests())).toEqual({
      "GET user": 1,
      "GET pull": 1,
      "GET comments": 1,
      "GET reviews": 1,
      "GET permission:alice": 1,
    });
  });
});

describe("Bitbucket: one decision", () => {
  const client = (): BitbucketClient => bitbucketClientOf(bitbucket);

  function pullWithCommands(id: number): void {
    bitbucketPullWithPlan(bitbucket, id, H1, DIGEST);
    bitbucket.addComment(id, "alice", "/stackgate apply");
    bitbucket.addComment(id, "rita", "/stackgate apply");
    bitbucket.addComment(id, "rita", `/stackgate apply ${DIGEST.slice(7, 19)}`);
  }

  const policy = (mode: "comment" | "pr-review") => ({
    mode,
    requiredApprovals: 1,
    waitMs: 0,
    approvers: [],
  });

  function gateContext(id: number, api: BitbucketClient, mode: "comment" | "pr-review") {
    return {
      policy: policy(mode),
      pullRequest: id,
      commit: H1,
      planFile: path.join(tempDir(), "prod.tfplan"),
      commentKey: key,
      api,
      log: () => undefined,
    };
  }

  /** The requests made, permissions named by nickname (the client asks by account id). */
  function requestsByKind(): Record<string, number> {
    const counts = tally(bitbucket.requests());
    for (const name of ["alice", "rita", "bob"]) {
      const label = `GET permission:${encodeURIComponent(bitbucket.user(name).accountId)}`;
      const count = counts[label];
      if (count === undefined) continue;
      delete counts[label];
      counts[`GET permission:${name}`] = count;
    }
    return counts;
  }

  it("reads the PR once, lists comments once, and each permission once; a poll skips GET /user", async () => {
    pullWithCommands(201);
    const api = client();
    bitbucket.clearRequests();
    const first = await decideBitbucketApproval(gateContext(201, api, "comment"), {
      digest: DIGEST,
    });
    expect(first).toMatchObject({ approved: true });
    expect(requestsByKind()).toEqual({
      "GET user": 1,
      "GET pull": 1,
      "GET comments": 1,
      "GET permission:rita": 1,
      "GET permission:alice": 1,
    });

    bitbucket.clearRequests();
    await decideBitbucketApproval(gateContext(201, api, "comment"), { digest: DIGEST });
    expect(requestsByKind()).toEqual({
      "GET pull": 1,
      "GET comments": 1,
      "GET permission:rita": 1,
      "GET permission:alice": 1,
    });
  });

  it("pr-review reads the PR once (participants with it) and each participant's permission once", async () => {
    pullWithCommands(202);
    bitbucket.approve(202, "alice");
    bitbucket.approve(202, "bob");
    const api = client();
    bitbucket.clearRequests();
    const decision = await decideBitbucketApproval(gateContext(202, api, "pr-review"), {
      digest: DIGEST,
    });
    expect(decision).toMatchObject({ approved: true });
    expect(requestsByKind()).toEqual({
      "GET user": 1,
      "GET pull": 1,
      "GET comments": 1,
      "GET permission:alice": 1,
      "GET permission:bob": 1,
    });
  });
});

const pullReads = (requests: Array<{ method: string; path: string }>): number =>
  requests.filter((r) => r.method === "GET" && /\/(pulls|pullrequests)\/\d+$/.test(r.path)).length;

describe("createGitHubGate", () => {
  function gate(n: number, waitMs: number, publish: (status: RunResult) => Promise<void>) {
    const dir = tempDir();
    const lines: string[] = [];
    const hook = createGitHubGate(
      {
        policy: { mode: "comment", requiredApprovals: 1, waitMs },
        event: readEventContext({
          GITHUB_EVENT_NAME: "pull_request",
          GITHUB_EVENT_PATH: writeEvent(pullRequestEvent({ number: n, headSha: H1 }), dir),
          GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
          GITHUB_API_URL: github.url,
        }),
        pullRequest: n,
        commit: H1,
        planFile: path.join(dir, "prod.tfplan"),
        commentKey: key,
        api: gitHubClientOf(github),
        log: (m) => lines.push(m),
      },
      { publish, interrupts: calm },
    );
    return { hook, lines };
  }

  it("without a wait, refuses at once and logs why", async () => {
    gitHubPullWithPlan(github, 301, H1, DIGEST);
    const published: RunResult[] = [];
    const { hook, lines } = gate(301, 0, (status) => {
      published.push(status);
      return Promise.resolve();
    });
    const refusal = await hook(planned);
    expect(refusal).toContain("no valid approval on pull request #301");
    expect(published).toEqual([]);
    expect(lines.at(-1)).toMatch(/^refused: no valid approval/);
  });

  it("with a wait, publishes the status and approves the command that arrives meanwhile", async () => {
    gitHubPullWithPlan(github, 302, H1, DIGEST);
    const published: RunResult[] = [];
    const { hook, lines } = gate(302, 20_000, (status) => {
      published.push(status);
      // A reviewer answers the status the step published.
      github.addComment(302, "alice", `/stackgate apply ${DIGEST.slice(7, 19)}`);
      return Promise.resolve();
    });
    github.clearRequests();
    await expect(hook(planned)).resolves.toBeNull();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ outcome: "approval-required" });
    expect(lines.at(-1)).toMatch(/^approved: approval: comment — alice commented/);
    // The first decision and one poll: the pull request is read once by each.
    expect(pullReads(github.requests())).toBe(2);
  });
});

describe("createBitbucketGate", () => {
  it("with a wait, publishes the status and approves the command that arrives meanwhile", async () => {
    bitbucketPullWithPlan(bitbucket, 401, H1, DIGEST);
    const published: RunResult[] = [];
    const lines: string[] = [];
    // Typed as the doors hold it (lifecycle's ApprovalGateHook): the status is then a RunResult.
    const hook: ApprovalGateHook = createBitbucketGate(
      {
        policy: { mode: "comment", requiredApprovals: 1, waitMs: 20_000, approvers: [] },
        pullRequest: 401,
        commit: H1,
        planFile: path.join(tempDir(), "prod.tfplan"),
        commentKey: key,
        api: bitbucketClientOf(bitbucket),
        log: (m) => lines.push(m),
      },
      {
        publish: (status) => {
          published.push(status);
          bitbucket.addComment(401, "alice", "/stackgate apply");
          return Promise.resolve();
        },
        interrupts: calm,
      },
    );
    bitbucket.clearRequests();
    await expect(hook(planned)).resolves.toBeNull();
    expect(published).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/^approved: approval: comment — alice commented/);
    expect(pullReads(bitbucket.requests())).toBe(2);
  });
});
