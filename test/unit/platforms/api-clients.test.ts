/**
 * What the API clients guarantee whoever calls them (issue 20, output safety): every comment
 * body goes through the step's redactor before it leaves, and an aborted signal (the trap
 * stopping the run) ends a call at once, without retries. Against the API stand-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BitbucketClient } from "../../../src/platforms/bitbucket.js";
import { GitHubClient } from "../../../src/platforms/github.js";
import { commentMarker, type CommentKey } from "../../../src/report/marker.js";
import { createRedactor } from "../../../src/report/redact.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";

const SECRET = "Vt5-step-secret-Qw81";
const redact = createRedactor([SECRET]);
const key: CommentKey = { project: "app", stack: "prod", workdir: "infra" };

let github: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;
let pr = 900;

beforeAll(async () => {
  github = await startGitHubApi();
  bitbucket = await startBitbucketApi();
});
afterAll(async () => {
  await github.close();
  await bitbucket.close();
});

function githubClient(options: { signal?: AbortSignal } = {}): GitHubClient {
  return new GitHubClient({
    token: github.token,
    baseUrl: github.url,
    repo: { owner: github.owner, repo: github.repo },
    retries: 3,
    // The default back-off: waits of 1 s, 4 s, 9 s between retries.
    retryAfterBaseValue: 1_000,
    redact,
    ...options,
  });
}

function bitbucketClient(options: { signal?: AbortSignal } = {}): BitbucketClient {
  return new BitbucketClient({
    apiUrl: bitbucket.apiUrl,
    workspace: bitbucket.workspace,
    repo: bitbucket.repo,
    auth: { kind: "bearer", token: bitbucket.accessToken, variable: "BITBUCKET_ACCESS_TOKEN" },
    retries: 3,
    retryBaseMs: 1_000,
    redact,
    ...options,
  });
}

const leaky = (flavor: "github" | "bitbucket"): string =>
  `${commentMarker(key, flavor)}\nthe engine said: password ${SECRET} and https://u:${SECRET}@db`;

describe("comment bodies go through the step's redactor", () => {
  it("GitHub: created and updated", async () => {
    const n = (pr += 1);
    github.addPull({ number: n, headSha: "a".repeat(40) });
    await githubClient().upsertComment(n, key, leaky("github"));
    await githubClient().upsertComment(n, key, () => `${leaky("github")}\nagain`);
    const bodies = github.comments(n).map((c) => c.body);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain("again");
    expect(bodies.join("\n")).not.toContain(SECRET);
  });

  it("Bitbucket: created and updated", async () => {
    const n = (pr += 1);
    bitbucket.addPull({ id: n, headSha: "a".repeat(40) });
    await bitbucketClient().upsertComment(n, key, leaky("bitbucket"));
    await bitbucketClient().upsertComment(n, key, () => `${leaky("bitbucket")}\nagain`);
    const bodies = bitbucket.comments(n).map((c) => c.raw);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain("again");
    expect(bodies.join("\n")).not.toContain(SECRET);
  });
});

/** Aborts `stop` once `count()` reached 1 (the first answer, a 500, came); resolves the time. */
async function abortAfterFirstAnswer(count: () => number, stop: AbortController): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (count() < 1) {
    if (Date.now() > deadline) throw new Error("the first request never came");
    await new Promise((r) => setTimeout(r, 5));
  }
  await new Promise((r) => setTimeout(r, 50));
  stop.abort();
  return Date.now();
}

describe("an aborted signal ends the call at once, inside a retry back-off, without retries", () => {
  it("GitHub: listing comments while the server answers 500", async () => {
    const n = (pr += 1);
    github.addPull({ number: n, headSha: "a".repeat(40) });
    github.failNext("GET", /\/comments$/, 500, "boom", 100);
    github.clearRequests();
    const comments = (): number =>
      github.requests().filter((r) => r.path.endsWith("/comments")).length;
    const stop = new AbortController();
    const listing = githubClient({ signal: stop.signal }).listComments(n);
    const failed = listing.catch((error: unknown) => error);
    const abortedAt = await abortAfterFirstAnswer(comments, stop);
    const error = await failed;
    // The first back-off wait is 1 s: the abort ends the call inside it.
    expect(Date.now() - abortedAt).toBeLessThan(300);
    expect(String(error)).toMatch(/the run was interrupted/);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(comments()).toBe(1);
  });

  it("Bitbucket: retrying a 500 stops when the signal aborts", async () => {
    const n = (pr += 1);
    bitbucket.addPull({ id: n, headSha: "a".repeat(40) });
    bitbucket.failNext("GET", /\/comments$/, 500, { times: 100 });
    bitbucket.clearRequests();
    const comments = (): number =>
      bitbucket.requests().filter((r) => r.path.endsWith("/comments")).length;
    const stop = new AbortController();
    const failed = bitbucketClient({ signal: stop.signal })
      .listComments(n)
      .catch((error: unknown) => error);
    const abortedAt = await abortAfterFirstAnswer(comments, stop);
    const error = await failed;
    expect(Date.now() - abortedAt).toBeLessThan(300);
    expect(String(error)).toMatch(/the run was interrupted/);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(comments()).toBe(1);
    bitbucket.clearFailures();
  });
});
