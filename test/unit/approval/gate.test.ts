/**
 * The approval gates against the GitHub API stand-in (real Octokit client), with events from
 * recorded webhook payloads. Every refusal says why and ends with "Nothing was applied."
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  assertGateUsable,
  decideApproval,
  type ApprovalMode,
  type GateContext,
} from "../../../src/approval/gate.js";
import { publishedFor, readPublished, withPublished } from "../../../src/approval/published.js";
import { parseApplyCommand, publicationTime } from "../../../src/approval/rules.js";
import { writePlanRecord } from "../../../src/lifecycle/plan-artifact.js";
import { GitHubClient } from "../../../src/platforms/github.js";
import { readEventContext } from "../../../src/platforms/github/context.js";
import { summarize } from "../../../src/model/change.js";
import { commentMarker, type CommentKey } from "../../../src/report/marker.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";
import {
  issueCommentEvent,
  pullRequestEvent,
  pushEvent,
  writeEvent,
} from "../../support/github-api-events.js";
import { tempDirs } from "../../support/temp-dirs.js";

const H1 = "1".repeat(40);
const H2 = "2".repeat(40);
const DIGEST = `sha256:${"ab".repeat(32)}`;
const OTHER = `sha256:${"cd".repeat(32)}`;
const key: CommentKey = { project: "net", stack: "prod", workdir: "." };

let api: GitHubApiStandIn;
let client: GitHubClient;
let next = 0;
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("stackgate-gate-");

beforeAll(async () => {
  api = await startGitHubApi();
  client = new GitHubClient({
    token: api.token,
    baseUrl: api.url,
    repo: { owner: api.owner, repo: api.repo },
    retries: 0,
  });
  api.addUser("alice", "write");
  api.addUser("bob", "admin");
  api.addUser("carol", "maintain");
  api.addUser("rita", "read");
  api.addUser("tria", "triage");
});
afterAll(async () => {
  await api.close();
  removeTempDirs();
});
afterEach(() => expect(api.violations()).toEqual([]));

/** A PR at head H1 with stackgate's published plan (DIGEST, H1) on it. */
function pullWithPlan(options: { digest?: string; commit?: string; fork?: boolean } = {}): number {
  next += 1;
  api.addPull({
    number: next,
    headSha: H1,
    ...(options.fork ? { headRepo: "mallory/Hello-World" } : {}),
  });
  const body = withPublished(`${commentMarker(key)}\n### 📋 Plan`, {
    command: "preview",
    outcome: "planned",
    digest: options.digest ?? DIGEST,
    commit: options.commit ?? H1,
  });
  api.addComment(next, api.botLogin, body);
  return next;
}

function context(
  mode: ApprovalMode,
  n: number | null,
  event: Record<string, unknown>,
  eventName: string,
  overrides: Partial<GateContext> = {},
): GateContext {
  const dir = tempDir();
  const github = readEventContext({
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: writeEvent(event, dir),
    GITHUB_REPOSITORY: `${api.owner}/${api.repo}`,
    GITHUB_API_URL: api.url,
  });
  return {
    policy: { mode, requiredApprovals: 1, waitMs: 0 },
    event: github,
    pullRequest: n,
    commit: H1,
    planFile: path.join(dir, "prod.tfplan"),
    commentKey: key,
    api: client,
    log: () => undefined,
    ...overrides,
  };
}

const prContext = (mode: ApprovalMode, n: number, overrides: Partial<GateContext> = {}) =>
  context(mode, n, pullRequestEvent({ number: n, headSha: H1 }), "pull_request", overrides);

describe("published plan line", () => {
  it("is read from the last line only", () => {
    const body = withPublished("text", {
      command: "preview",
      outcome: "planned",
      digest: DIGEST,
      commit: H1,
    });
    expect(readPublished(body)).toEqual({
      command: "preview",
      outcome: "planned",
      digest: DIGEST,
      commit: H1,
    });
    expect(readPublished(`${body}\nmore`)).toBeNull();
    expect(readPublished("<!-- stackgate:published {broken -->")).toBeNull();
  });

  it("parses /stackgate apply with and without a digest", () => {
    expect(parseApplyCommand("/stackgate apply")).toEqual({ digest: null });
    expect(parseApplyCommand("  /stackgate  apply abcdefabcdef \nthanks")).toEqual({
      digest: "abcdefabcdef",
    });
    expect(parseApplyCommand("please /stackgate apply")).toBeUndefined();
    expect(parseApplyCommand("/stackgate applyx")).toBeUndefined();
  });

  it("never reads /stackgate apply inside a code block (fenced or indented), for every gate", () => {
    expect(parseApplyCommand("   /stackgate apply")).toEqual({ digest: null });
    expect(parseApplyCommand("\n\n/stackgate apply")).toEqual({ digest: null });
    for (const quoted of [
      "    /stackgate apply",
      "\n    /stackgate apply abcdefabcdef",
      "\t/stackgate apply",
      "  \t/stackgate apply",
      "```\n/stackgate apply\n```",
      "~~~\n/stackgate apply\n~~~",
      "> /stackgate apply",
    ]) {
      expect(parseApplyCommand(quoted), JSON.stringify(quoted)).toBeUndefined();
    }
  });
});

/**
 * Publishes `digest` on pull request `n` the way the Action does (keeping or setting since),
 * with the stand-in's clock as the time of publication.
 */
async function publish(n: number, digest: string): Promise<void> {
  await client.upsertComment(n, key, (existing) =>
    withPublished(
      `${commentMarker(key)}\n### 📋 Plan`,
      publishedFor(
        { command: "preview", outcome: "planned", digest },
        H1,
        existing ? readPublished(existing.body) : null,
        () => api.tick(),
      ),
    ),
  );
}

describe("approval: none", () => {
  it("approves a pull request from the same repository", async () => {
    const n = pullWithPlan();
    await expect(decideApproval(prContext("none", n), { digest: DIGEST })).resolves.toMatchObject({
      approved: true,
    });
  });

  it("never applies a fork's pull request (recorded payload with a fork head)", async () => {
    const n = pullWithPlan({ fork: true });
    const event = pullRequestEvent({ number: n, headSha: H1, fork: "mallory/Hello-World" });
    const decision = await decideApproval(context("none", n, event, "pull_request"), {
      digest: DIGEST,
    });
    expect(decision.approved).toBe(false);
    expect(decision.reason).toMatch(/comes from a fork.*never applies.*Nothing was applied\.$/);
  });

  it("asks the API about the fork on issue_comment (the payload does not say)", async () => {
    const n = pullWithPlan({ fork: true });
    const event = issueCommentEvent({ number: n, body: "/stackgate apply" });
    const decision = await decideApproval(context("none", n, event, "issue_comment"), {
      digest: DIGEST,
    });
    expect(decision.reason).toMatch(/#\d+ comes from a fork \(mallory\/Hello-World\)/);
  });
});

describe("approval: pr-review", () => {
  it("approves with one approval on the head from a user with write access", async () => {
    const n = pullWithPlan();
    api.addReview(n, "alice", "APPROVED", H1);
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision).toMatchObject({ approved: true });
    expect(decision.reason).toContain("alice approved head 111111111111");
  });

  it("does not count an approval from a user without write access", async () => {
    const n = pullWithPlan();
    api.addReview(n, "rita", "APPROVED", H1);
    api.addReview(n, "tria", "APPROVED", H1);
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision.approved).toBe(false);
    expect(decision.reason).toContain("has 0 of 1 required approval(s)");
    expect(decision.reason).toContain(
      "users without write access do not count: rita (read), tria (triage)",
    );
  });

  it("counts only approvals submitted after this plan was published (not an earlier plan's on the same head)", async () => {
    next += 1;
    const n = next;
    api.addPull({ number: n, headSha: H1 });
    await publish(n, OTHER);
    api.addReview(n, "alice", "APPROVED", H1);
    // The same head, a new plan (e.g. mode: destroy): alice approved the earlier one.
    await publish(n, DIGEST);
    const refused = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(refused.approved).toBe(false);
    expect(refused.reason).toMatch(
      /has 0 of 1 required approval\(s\) of its head 111111111111 given after its plan was published \(approvals submitted before this plan \(digest abababababab\) was published at \d{4}-.*Z do not count: alice \(approve again\)\)\. Nothing was applied\./,
    );
    api.addReview(n, "alice", "APPROVED", H1);
    const approved = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(approved).toMatchObject({ approved: true });
    expect(approved.reason).toContain("after its plan (digest abababababab) was published");
  });

  it("dates a new plan by GitHub's clock when this machine's clock is behind it", async () => {
    next += 1;
    const n = next;
    api.addPull({ number: n, headSha: H1 });
    for (let i = 0; i < 5; i += 1) api.tick(); // GitHub's clock is now 5 s or more ahead of ours
    api.addReview(n, "alice", "APPROVED", H1);
    await client.upsertComment(n, key, (existing, serverNow) =>
      withPublished(
        `${commentMarker(key)}\n### 📋 Plan`,
        publishedFor(
          { command: "preview", outcome: "planned", digest: DIGEST },
          H1,
          existing ? readPublished(existing.body) : null,
          () => publicationTime(serverNow),
        ),
      ),
    );
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision.approved).toBe(false);
    expect(decision.reason).toContain("do not count: alice (approve again)");
  });

  it("keeps approvals when the same plan is published again on the same head", async () => {
    next += 1;
    const n = next;
    api.addPull({ number: n, headSha: H1 });
    await publish(n, DIGEST);
    api.addReview(n, "alice", "APPROVED", H1);
    await publish(n, DIGEST);
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision).toMatchObject({ approved: true });
  });

  it("does not count a bot's approval, even with write access", async () => {
    api.addUser("deploy-bot[bot]", "write", "Bot");
    const n = pullWithPlan();
    api.addReview(n, "deploy-bot[bot]", "APPROVED", H1);
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision.approved).toBe(false);
    expect(decision.reason).toContain("bots do not approve: deploy-bot[bot] (Bot)");
  });

  it("does not count an approval of an older commit", async () => {
    const n = pullWithPlan();
    api.addReview(n, "alice", "APPROVED", H2);
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision.reason).toContain(
      "approvals of older commits do not count: alice (on 222222222222)",
    );
  });

  it("refuses while a change request is outstanding, and counts a later approval by the same user", async () => {
    const n = pullWithPlan();
    api.addReview(n, "alice", "APPROVED", H1);
    api.addReview(n, "bob", "CHANGES_REQUESTED", H1);
    const blocked = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(blocked.reason).toMatch(/outstanding change requests from bob\. Nothing was applied\.$/);
    api.addReview(n, "bob", "APPROVED", H1);
    await expect(
      decideApproval(prContext("pr-review", n), { digest: DIGEST }),
    ).resolves.toMatchObject({ approved: true });
  });

  it("needs required-approvals approvals", async () => {
    const n = pullWithPlan();
    api.addReview(n, "alice", "APPROVED", H1);
    const ctx = prContext("pr-review", n, {
      policy: { mode: "pr-review", requiredApprovals: 2, waitMs: 0 },
    });
    await expect(decideApproval(ctx, { digest: DIGEST })).resolves.toMatchObject({
      approved: false,
    });
    api.addReview(n, "carol", "APPROVED", H1);
    await expect(decideApproval(ctx, { digest: DIGEST })).resolves.toMatchObject({
      approved: true,
    });
  });

  it("refuses when a new commit was pushed after the run started", async () => {
    const n = pullWithPlan();
    api.addReview(n, "alice", "APPROVED", H1);
    api.pull(n)!.headSha = H2;
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision.reason).toMatch(
      /now at commit 222222222222, but this run planned commit 111111111111: a new commit was pushed/,
    );
  });

  it("refuses a plan that is not the published one", async () => {
    const n = pullWithPlan({ digest: OTHER });
    api.addReview(n, "alice", "APPROVED", H1);
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision.reason).toMatch(
      /this run's plan \(digest abababababab\) is not the plan published.*\(digest cdcdcdcdcdcd\)/,
    );
  });

  it("refuses when the published plan is for another commit", async () => {
    const n = pullWithPlan({ commit: H2 });
    api.addReview(n, "alice", "APPROVED", H1);
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision.reason).toContain("published on pull request");
    expect(decision.reason).toContain("is for commit 222222222222");
  });

  it("refuses (never throws) when GitHub answers 403", async () => {
    const n = pullWithPlan();
    api.failNext("GET", /\/reviews$/, 403);
    const decision = await decideApproval(prContext("pr-review", n), { digest: DIGEST });
    expect(decision.approved).toBe(false);
    expect(decision.reason).toMatch(
      /could not be checked: GitHub refused to list the reviews.*403.*github-token.*Nothing was applied\.$/,
    );
  });
});

describe("approval: comment", () => {
  const commentContext = (n: number) =>
    context(
      "comment",
      n,
      issueCommentEvent({ number: n, body: "/stackgate apply" }),
      "issue_comment",
    );

  it("approves /stackgate apply from a user with write access, and reacts 👍", async () => {
    const n = pullWithPlan();
    const c = api.addComment(n, "alice", "/stackgate apply");
    const decision = await decideApproval(commentContext(n), { digest: DIGEST });
    expect(decision).toMatchObject({ approved: true });
    expect(api.reactions()).toContainEqual({ commentId: c.id, content: "+1" });
  });

  it("accepts the short or the full digest of this plan", async () => {
    const n = pullWithPlan();
    api.addComment(n, "bob", `/stackgate apply ${DIGEST.slice(7, 19)}`);
    await expect(decideApproval(commentContext(n), { digest: DIGEST })).resolves.toMatchObject({
      approved: true,
    });
    const m = pullWithPlan();
    api.addComment(m, "bob", `/stackgate apply ${DIGEST}`);
    await expect(decideApproval(commentContext(m), { digest: DIGEST })).resolves.toMatchObject({
      approved: true,
    });
  });

  it("refuses an approval for another digest, and reacts 👎", async () => {
    const n = pullWithPlan();
    const c = api.addComment(n, "alice", `/stackgate apply ${OTHER.slice(7, 19)}`);
    const decision = await decideApproval(commentContext(n), { digest: DIGEST });
    expect(decision.reason).toContain(
      "alice approved digest cdcdcdcdcdcd, not this plan's abababababab",
    );
    expect(api.reactions()).toContainEqual({ commentId: c.id, content: "-1" });
  });

  it("does not count /stackgate apply quoted in an indented or fenced code block", async () => {
    const n = pullWithPlan();
    api.addComment(n, "alice", "    /stackgate apply");
    api.addComment(n, "bob", "```\n/stackgate apply\n```");
    const decision = await decideApproval(commentContext(n), { digest: DIGEST });
    expect(decision.approved).toBe(false);
    expect(decision.reason).toContain("no valid approval on pull request");
  });

  it("refuses a user without write access", async () => {
    const n = pullWithPlan();
    api.addComment(n, "rita", "/stackgate apply");
    api.addComment(n, "stranger", "/stackgate apply");
    const decision = await decideApproval(commentContext(n), { digest: DIGEST });
    expect(decision.reason).toContain("stranger has none permission, not write");
    expect(decision.reason).toContain("rita has read permission, not write");
  });

  it("refuses an approval given before the current plan was published", async () => {
    next += 1;
    const n = next;
    api.addPull({ number: n, headSha: H1 });
    api.addComment(n, "alice", "/stackgate apply");
    api.addComment(
      n,
      api.botLogin,
      withPublished(`${commentMarker(key)}\nplan`, {
        command: "preview",
        outcome: "planned",
        digest: DIGEST,
        commit: H1,
      }),
    );
    const decision = await decideApproval(commentContext(n), { digest: DIGEST });
    expect(decision.reason).toContain("alice's /stackgate apply predates the published plan");
  });

  it("ignores a published line in someone else's comment", async () => {
    next += 1;
    const n = next;
    api.addPull({ number: n, headSha: H1 });
    api.addComment(
      n,
      "mallory",
      withPublished(`${commentMarker(key)}\nplan`, {
        command: "preview",
        outcome: "planned",
        digest: DIGEST,
        commit: H1,
      }),
    );
    api.addComment(n, "alice", "/stackgate apply");
    const decision = await decideApproval(commentContext(n), { digest: DIGEST });
    expect(decision.reason).toContain("no stackgate plan is published");
  });
});

describe("approval: environment", () => {
  function savedPlan(commit: string | undefined, digest = DIGEST): string {
    const dir = tempDir();
    const planFile = path.join(dir, "prod.tfplan");
    writePlanRecord({
      version: 1,
      digest,
      planFile,
      engine: "terraform",
      engineVersion: "1.11.4",
      workdir: dir,
      stack: "prod",
      ...(commit ? { commit } : {}),
      createdAt: new Date().toISOString(),
      hasChanges: true,
      summary: summarize([], [], []),
    });
    return planFile;
  }
  const envContext = (planFile: string, overrides: Partial<GateContext> = {}) =>
    context("environment", null, pushEvent(), "push", {
      planFile,
      expectDigest: DIGEST,
      ...overrides,
    });

  it("approves the saved plan published for this same commit", async () => {
    const decision = await decideApproval(envContext(savedPlan(H1)), { digest: DIGEST });
    expect(decision).toMatchObject({ approved: true });
  });

  it("refuses a plan artifact made for another commit", async () => {
    const decision = await decideApproval(envContext(savedPlan(H2)), { digest: DIGEST });
    expect(decision.reason).toMatch(
      /made for commit 222222222222, but this job runs on commit 111111111111/,
    );
  });

  it("refuses a plan that is not the published digest, and a fresh plan", async () => {
    const other = await decideApproval(envContext(savedPlan(H1), { expectDigest: OTHER }), {
      digest: DIGEST,
    });
    expect(other.reason).toContain(`the published digest is ${OTHER}`);
    const fresh = await decideApproval(
      context("environment", null, pushEvent(), "push", { planFile: savedPlan(H1) }),
      { digest: DIGEST },
    );
    expect(fresh.reason).toContain("this run planned afresh");
  });

  it("refuses a record without a commit or with another digest", async () => {
    const noCommit = await decideApproval(envContext(savedPlan(undefined)), { digest: DIGEST });
    expect(noCommit.reason).toContain("cannot bind the plan to a commit");
    const altered = await decideApproval(envContext(savedPlan(H1, OTHER)), { digest: DIGEST });
    expect(altered.reason).toContain("the artifact was altered");
  });
});

describe("settings-time checks", () => {
  it("pr-review without a token names github-token", () => {
    const ctx = prContext("pr-review", 1, { api: null });
    expect(() => assertGateUsable(ctx)).toThrow(
      /input github-token is empty, but approval: pr-review/,
    );
  });

  it("pr-review on a push names the events that work", () => {
    const ctx = context("pr-review", null, pushEvent(), "push");
    expect(() => assertGateUsable(ctx)).toThrow(
      /approval: pr-review needs a pull request, but this run's event "push" is not one.*pull_request or pull_request_review.*input pull-request/,
    );
  });

  it("none and environment need neither", () => {
    expect(() =>
      assertGateUsable(context("none", null, pushEvent(), "push", { api: null })),
    ).not.toThrow();
    expect(() =>
      assertGateUsable(context("environment", null, pushEvent(), "push", { api: null })),
    ).not.toThrow();
  });
});
