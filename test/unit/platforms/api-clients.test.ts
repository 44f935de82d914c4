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
    retryAfterBaseValue: 50,
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
    retryBaseMs: 50,
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

describe("an aborted signal ends the call at once, without retries", () => {
  it("GitHub: listing comments while the server answers 500", async () => {
    const n = (pr += 1);
    github.addPull({ number: n, headSha: "a".repeat(40) });
    github.failNext("GET", /\/comments$/, 500, "boom", 100);
    const stop = new AbortController();
    github.clearRequests();
    const started = Date.now();
    const listing = githubClient({ signal: stop.signal }).listComments(n);
    setTimeout(() => stop.abort(), 20);
    await expect(listing).rejects.toThrow(/the run was interrupted/);
    expect(Date.now() - started).toBeLessThan(1_000);
    const asked = github.requests().filter((r) => r.path.endsWith("/comments")).length;
    await new Promise((r) => setTimeout(r, 300));
    expect(github.requests().filter((r) => r.path.endsWith("/comments")).length).toBe(asked);
  });

  it("Bitbucket: retrying a 500 stops when the signal aborts", async () => {
    const n = (pr += 1);
    bitbucket.addPull({ id: n, headSha: "a".repeat(40) });
    bitbucket.failNext("GET", /\/comments$/, 500, { times: 100 });
    const stop = new AbortController();
    bitbucket.clearRequests();
    const listing = bitbucketClient({ signal: stop.signal }).listComments(n);
    setTimeout(() => stop.abort(), 20);
    await expect(listing).rejects.toThrow(/the run was interrupted/);
    const asked = bitbucket.requests().length;
    await new Promise((r) => setTimeout(r, 300));
    expect(bitbucket.requests().length).toBe(asked);
    bitbucket.clearFailures();
  });
});
