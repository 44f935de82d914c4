/**
 * src/platforms/github.ts through Octokit against the GitHub API stand-in, whose requests and
 * responses are checked against GitHub's OpenAPI description.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { GitHubClient } from "../../../src/platforms/github.js";
import { commentMarker, type CommentKey } from "../../../src/report/marker.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";

import { StackgateError } from "../../../src/errors.js";
let api: GitHubApiStandIn;
let pr = 0;
beforeAll(async () => {
  api = await startGitHubApi();
});
afterAll(async () => api.close());
afterEach(() => {
  expect(api.violations()).toEqual([]);
});

function client(token = api.token): GitHubClient {
  return new GitHubClient({
    token,
    baseUrl: api.url,
    repo: { owner: api.owner, repo: api.repo },
    retries: 0,
  });
}

function newPull(): number {
  pr += 1;
  api.addPull({ number: pr, headSha: "a".repeat(40) });
  return pr;
}

const key: CommentKey = { project: "net", stack: "prod", workdir: "infra/net" };
const body = (text: string): string => `${commentMarker(key)}\n${text}`;

describe("PR comment upsert", () => {
  it("creates the comment once, then updates it in place", async () => {
    const n = newPull();
    const first = await client().upsertComment(n, key, body("first"));
    expect(first.action).toBe("created");
    const second = await client().upsertComment(n, key, body("second"));
    expect(second).toMatchObject({ action: "updated", id: first.id });
    expect(api.comments(n).map((c) => c.body)).toEqual([body("second")]);
    expect(second.url).toContain(`#issuecomment-${first.id}`);
  });

  it("finds the marker comment on page 3 of 250 and updates it without a duplicate", async () => {
    const n = newPull();
    for (let i = 0; i < 250; i += 1) {
      if (i === 210) api.addComment(n, api.botLogin, body("old plan"));
      api.addComment(n, `user${i % 7}`, `comment ${i}`);
    }
    const mine = api.comments(n).find((c) => c.body === body("old plan"));
    api.clearRequests();
    const result = await client().upsertComment(n, key, body("new plan"));
    expect(result).toMatchObject({ action: "updated", id: mine?.id });
    expect(api.comments(n)).toHaveLength(251);
    expect(api.comments(n).filter((c) => c.body.startsWith(commentMarker(key)))).toHaveLength(1);
    const pages = api
      .requests()
      .filter((r) => r.method === "GET" && r.path.endsWith(`/issues/${n}/comments`))
      .map((r) => r.query.page ?? "1");
    expect(pages).toEqual(["1", "2", "3"]);
  });

  it("ignores a marker comment written by someone else and keeps one per project+stack+workdir", async () => {
    const n = newPull();
    api.addComment(n, "mallory", body("fake plan by another user"));
    const other: CommentKey = { ...key, stack: "staging" };
    await client().upsertComment(n, key, body("prod plan"));
    await client().upsertComment(n, other, `${commentMarker(other)}\nstaging plan`);
    await client().upsertComment(n, key, body("prod plan 2"));
    const bodies = api.comments(n).map((c) => `${c.login}: ${c.body.split("\n")[1]}`);
    expect(bodies).toEqual([
      "mallory: fake plan by another user",
      `${api.botLogin}: prod plan 2`,
      `${api.botLogin}: staging plan`,
    ]);
  });

  it("turns a 403 into an error naming github-token and the permission to grant", async () => {
    const n = newPull();
    api.failNext("POST", /\/comments$/, 403);
    const error = await client()
      .upsertComment(n, key, body("x"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StackgateError);
    expect((error as Error).message).toMatch(/403 Resource not accessible by integration/);
    expect((error as Error).message).toContain("github-token");
    expect((error as Error).message).toContain("pull-requests: write");
  });

  it("says a wrong token was rejected (401)", async () => {
    const n = newPull();
    const error = await client("ghs_wrong")
      .listComments(n)
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/401 Bad credentials.*github-token was rejected/);
  });
});

describe("pull requests, permissions, runs", () => {
  it("reads a pull request, and names input pull-request for one that does not exist", async () => {
    const n = newPull();
    await expect(client().getPullRequest(n)).resolves.toMatchObject({
      number: n,
      headSha: "a".repeat(40),
      fork: false,
      state: "open",
    });
    const error = await client()
      .getPullRequest(9999)
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /pull request #9999 does not exist.*input pull-request/,
    );
  });

  it("sees a fork and a deleted fork", async () => {
    api.addPull({ number: 500, headSha: "b".repeat(40), headRepo: "mallory/Hello-World" });
    api.addPull({ number: 501, headSha: "c".repeat(40), headRepo: null });
    await expect(client().getPullRequest(500)).resolves.toMatchObject({ fork: true });
    await expect(client().getPullRequest(501)).resolves.toMatchObject({
      fork: true,
      headRepo: null,
    });
  });

  it("reads permissions (role_name first); a stranger has none", async () => {
    api.addUser("maint", "maintain");
    api.addUser("reader", "read");
    await expect(client().permission("maint")).resolves.toBe("maintain");
    await expect(client().permission("reader")).resolves.toBe("read");
    await expect(client().permission("nobody-here")).resolves.toBe("none");
  });

  it("implements RunLiveness: completed → finished, in progress → running, unknown run → unknown", async () => {
    api.setRun(11, "completed", "cancelled");
    api.setRun(12, "in_progress");
    await expect(client().runState({ runId: "11" })).resolves.toBe("finished");
    await expect(client().runState({ runId: "12" })).resolves.toBe("running");
    await expect(client().runState({ runId: "13" })).resolves.toBe("unknown");
    await expect(client().runState({ runId: "local-123" })).resolves.toBe("unknown");
  });

  it("asks liveness per attempt: a re-run never inherits its predecessor's (issue 25)", async () => {
    // Attempt 2 of run 14 is in progress: attempt 1 is over although the run is not.
    api.setRun(14, "in_progress", null, 2);
    await expect(client().runState({ runId: "14" })).resolves.toBe("running");
    await expect(client().runState({ runId: "14", attempt: "1" })).resolves.toBe("finished");
    await expect(client().runState({ runId: "14", attempt: "2" })).resolves.toBe("running");
    await expect(client().runState({ runId: "14", attempt: "3" })).resolves.toBe("unknown");
    // This job is attempt 2 of run 15: attempt 1 is over without asking.
    const self = new GitHubClient({
      token: api.token,
      baseUrl: api.url,
      repo: { owner: api.owner, repo: api.repo },
      self: { runId: "15", attempt: "2" },
    });
    api.clearRequests();
    await expect(self.runState({ runId: "15", attempt: "1" })).resolves.toBe("finished");
    expect(api.requests()).toEqual([]);
    expect(api.violations()).toEqual([]);
  });

  it("comments as the token's user when GET /user answers", async () => {
    const named = await startGitHubApi({ tokenUser: "stackgate-bot" });
    try {
      named.addPull({ number: 1, headSha: "d".repeat(40) });
      const c = new GitHubClient({
        token: named.token,
        baseUrl: named.url,
        repo: { owner: named.owner, repo: named.repo },
      });
      await expect(c.commentAuthor()).resolves.toBe("stackgate-bot");
      await c.upsertComment(1, key, body("a"));
      await c.upsertComment(1, key, body("b"));
      expect(named.comments(1).map((x) => x.login)).toEqual(["stackgate-bot"]);
      expect(named.violations()).toEqual([]);
    } finally {
      await named.close();
    }
  });
});
