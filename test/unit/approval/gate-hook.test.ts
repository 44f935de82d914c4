/**
 * The gate hooks the doors install before `up` (createGitHubGate, createBitbucketGate), against
 * the API stand-ins: without a wait a refusal is returned at once; with `comment` and a wait the
 * status is published, and a command that arrives while waiting is found by the next poll,
 * which reads the pull request and its comments again (they can change while waiting).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBitbucketGate } from "../../../src/approval/bitbucket-gate.js";
import { createGitHubGate } from "../../../src/approval/gate.js";
import { withPublished } from "../../../src/approval/published.js";
import type { ApprovalGateHook } from "../../../src/lifecycle/deps.js";
import type { RunResult } from "../../../src/lifecycle/result.js";
import { BitbucketClient } from "../../../src/platforms/bitbucket.js";
import { GitHubClient } from "../../../src/platforms/github.js";
import { readEventContext } from "../../../src/platforms/github/context.js";
import { commentMarker, type CommentKey } from "../../../src/report/marker.js";
import type { Interrupts } from "../../../src/signals/signal-trap.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";
import { pullRequestEvent, writeEvent } from "../../support/github-api-events.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";

const H1 = "1".repeat(40);
const DIGEST = `sha256:${"ab".repeat(32)}`;
const key: CommentKey = { project: "net", stack: "prod", workdir: "." };
const planned: RunResult = { command: "up", outcome: "planned", exitCode: 0, digest: DIGEST };
const calm: Interrupts = { received: null, exitCode: null, onInterrupt: () => () => undefined };

let github: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;
const dirs: string[] = [];

beforeAll(async () => {
  [github, bitbucket] = await Promise.all([
    startGitHubApi(),
    startBitbucketApi({ adminToken: true }),
  ]);
  github.addUser("alice", "write");
  bitbucket.addUser("alice", "write");
});
afterEach(() => expect([...github.violations(), ...bitbucket.violations()]).toEqual([]));
afterAll(async () => {
  await Promise.all([github.close(), bitbucket.close()]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), "stackgate-hook-"));
  dirs.push(d);
  return d;
}

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
        api: new GitHubClient({
          token: github.token,
          baseUrl: github.url,
          repo: { owner: github.owner, repo: github.repo },
          retries: 0,
        }),
        log: (m) => lines.push(m),
      },
      { publish, interrupts: calm },
    );
    return { hook, lines };
  }

  function pullWithPlan(n: number): void {
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
  }

  it("without a wait, refuses at once and logs why", async () => {
    pullWithPlan(301);
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
    pullWithPlan(302);
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
    bitbucket.addPull({ id: 401, headSha: H1 });
    bitbucket.addComment(
      401,
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
        api: new BitbucketClient({
          apiUrl: bitbucket.apiUrl,
          workspace: bitbucket.workspace,
          repo: bitbucket.repo,
          auth: {
            kind: "bearer",
            token: bitbucket.accessToken,
            variable: "BITBUCKET_ACCESS_TOKEN",
          },
          retries: 0,
        }),
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
