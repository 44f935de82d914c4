/**
 * How many API requests one gate decision makes, counted by the API stand-ins (real clients,
 * requests checked against the published API descriptions): a decision reads the pull request
 * once, lists its comments once (the published plan and the commands come from one listing) and
 * reads each user's permission once, however many of their commands or reviews it weighs. The
 * next decision (a poll of `approval-wait`) asks again for what can change — the pull request
 * (a push, a close), the comments (a new command, a new plan) and permissions (revoked while
 * waiting) — but not for what cannot (who the token comments as).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decideBitbucketApproval } from "../../../src/approval/bitbucket-gate.js";
import { decideApproval, type GateContext } from "../../../src/approval/gate.js";
import { withPublished } from "../../../src/approval/published.js";
import { BitbucketClient } from "../../../src/platforms/bitbucket.js";
import { GitHubClient } from "../../../src/platforms/github.js";
import { readEventContext } from "../../../src/platforms/github/context.js";
import { commentMarker, type CommentKey } from "../../../src/report/marker.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";
import { issueCommentEvent, writeEvent } from "../../support/github-api-events.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";

const H1 = "1".repeat(40);
const DIGEST = `sha256:${"ab".repeat(32)}`;
const key: CommentKey = { project: "net", stack: "prod", workdir: "." };

let github: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;
const dirs: string[] = [];

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
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), "stackgate-requests-"));
  dirs.push(d);
  return d;
}

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
  const client = (): GitHubClient =>
    new GitHubClient({
      token: github.token,
      baseUrl: github.url,
      repo: { owner: github.owner, repo: github.repo },
      retries: 0,
    });

  /** A PR with the plan published, and commands: rita (read) twice, then alice (write). */
  function pullWithCommands(n: number): void {
    github.addPull({ number: n, headSha: H1 });
    github.addComment(
      n,
      github.botLogin,
      withPublished(`${commentMarker(key)}\n### 📋 Plan`, {
        command: "preview",
        outcome: "planned",
        digest: DIGEST,
        commit: H1,
      }),
    );
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
  const client = (): BitbucketClient =>
    new BitbucketClient({
      apiUrl: bitbucket.apiUrl,
      workspace: bitbucket.workspace,
      repo: bitbucket.repo,
      auth: { kind: "bearer", token: bitbucket.accessToken, variable: "BITBUCKET_ACCESS_TOKEN" },
      retries: 0,
    });

  function pullWithCommands(id: number): void {
    bitbucket.addPull({ id, headSha: H1 });
    bitbucket.addComment(
      id,
      bitbucket.bot.nickname,
      withPublished(
        `${commentMarker(key, "bitbucket")}\n### 📋 Plan`,
        {
          command: "preview",
          outcome: "planned",
          digest: DIGEST,
          commit: H1,
          since: new Date(Date.now() - 60_000).toISOString(),
        },
        "bitbucket",
      ),
    );
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

  /** Permission reads by user, whatever the id the client names them by. */
  function permissionsOf(counts: Record<string, number>): number[] {
    return Object.entries(counts)
      .filter(([label]) => label.startsWith("GET permission:"))
      .map(([, count]) => count);
  }

  it("reads the PR once, lists comments once, and each permission once; a poll skips GET /user", async () => {
    pullWithCommands(201);
    const api = client();
    bitbucket.clearRequests();
    const first = await decideBitbucketApproval(gateContext(201, api, "comment"), {
      digest: DIGEST,
    });
    expect(first).toMatchObject({ approved: true });
    const counts = tally(bitbucket.requests());
    expect(permissionsOf(counts)).toEqual([1, 1]);
    expect(counts).toMatchObject({ "GET user": 1, "GET pull": 1, "GET comments": 1 });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(5);

    bitbucket.clearRequests();
    await decideBitbucketApproval(gateContext(201, api, "comment"), { digest: DIGEST });
    const poll = tally(bitbucket.requests());
    expect(permissionsOf(poll)).toEqual([1, 1]);
    expect(poll).toMatchObject({ "GET pull": 1, "GET comments": 1 });
    expect(Object.values(poll).reduce((a, b) => a + b, 0)).toBe(4);
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
    const counts = tally(bitbucket.requests());
    expect(permissionsOf(counts)).toEqual([1, 1]);
    expect(counts).toMatchObject({ "GET user": 1, "GET pull": 1, "GET comments": 1 });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(5);
  });
});
