import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readPublished, withPublished } from "../../../src/approval/published.js";
import {
  BitbucketApiError,
  BitbucketClient,
  parseRunId,
  type BitbucketClientOptions,
} from "../../../src/platforms/bitbucket.js";
import { commentMarker, type CommentKey } from "../../../src/report/marker.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";

let api: BitbucketApiStandIn;
let nextPr = 1;
const key: CommentKey = { project: "core", stack: "prod", workdir: "infra" };
const body = (text: string): string => `${commentMarker(key, "bitbucket")}\n${text}`;

beforeAll(async () => {
  api = await startBitbucketApi({ adminToken: true });
  api.addUser("alice", "write");
  api.addUser("mallory", "read");
});
afterAll(async () => api.close());
afterEach(() => expect(api.violations()).toEqual([]));
beforeEach(() => {
  api.clearRequests();
  api.clearFailures();
});

function client(
  overrides: Partial<BitbucketClientOptions> = {},
  logs: string[] = [],
): BitbucketClient {
  return new BitbucketClient({
    apiUrl: api.apiUrl,
    workspace: api.workspace,
    repo: api.repo,
    auth: { kind: "bearer", token: api.accessToken, variable: "BITBUCKET_ACCESS_TOKEN" },
    retryBaseMs: 5,
    log: (m) => logs.push(m),
    ...overrides,
  });
}

function pr(): number {
  const id = (nextPr += 1);
  api.addPull({ id, headSha: "ab".repeat(20) });
  return id;
}

async function failure(promise: Promise<unknown>): Promise<BitbucketApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BitbucketApiError) return error;
    throw error;
  }
  throw new Error("expected a BitbucketApiError");
}

describe("PR comment", () => {
  it("creates one comment, then updates it in place with PUT {type, content:{raw}}", async () => {
    const id = pr();
    const first = await client().upsertComment(id, key, body("plan 1"));
    expect(first.action).toBe("created");
    expect(first.url).toContain(`#comment-${first.id}`);
    const second = await client().upsertComment(id, key, body("plan 2"));
    expect(second).toMatchObject({ id: first.id, action: "updated" });
    expect(api.comments(id)).toHaveLength(1);
    expect(api.comments(id)[0]?.raw).toBe(body("plan 2"));
    const put = api.requests().find((r) => r.method === "PUT");
    expect(put?.body).toEqual({ type: "pullrequest_comment", content: { raw: body("plan 2") } });
    expect(put?.auth).toBe("bearer");
  });

  it("finds its comment on the last of many pages (following `next`), and only its own", async () => {
    const id = pr();
    for (let i = 0; i < 240; i += 1) {
      // Someone else quoting the marker at the start of their comment: not ours.
      if (i === 100) api.addComment(id, "mallory", body("forged plan"));
      if (i === 230) api.addComment(id, api.bot.nickname, body("old plan"));
      api.addComment(id, i % 2 ? "alice" : "mallory", `comment ${i}`);
    }
    const old = api.comments(id).find((c) => c.raw.endsWith("old plan"))!;
    const result = await client().upsertComment(id, key, body("new plan"));
    expect(result).toMatchObject({ id: old.id, action: "updated" });
    const pages = api.requests().filter((r) => r.method === "GET" && r.path.endsWith("/comments"));
    expect(pages.length).toBe(3); // pagelen 100: 242 comments
    expect(pages.map((r) => r.query.page ?? "1")).toEqual(["1", "2", "3"]);
    expect(api.comments(id).find((c) => c.raw.endsWith("forged plan"))).toBeDefined();
    expect(
      api.comments(id).filter((c) => c.raw.startsWith(commentMarker(key, "bitbucket"))),
    ).toHaveLength(2);
  });

  it("keeps other stacks' comments apart, and COMMENT_AUTHOR stands in for GET /user", async () => {
    const id = pr();
    const other = { ...key, stack: "staging" };
    await client().upsertComment(id, key, body("prod"));
    await client().upsertComment(id, other, `${commentMarker(other, "bitbucket")}\nstaging`);
    expect(api.comments(id)).toHaveLength(2);
    const byAuthor = client({ commentAuthor: api.bot.accountId });
    expect((await byAuthor.findComment(id, key))?.raw).toBe(body("prod"));
    expect(await client({ commentAuthor: "alice" }).findComment(id, key)).toBeNull();
  });

  it("retries 429 (honouring Retry-After) and 5xx, then succeeds", async () => {
    const id = pr();
    const logs: string[] = [];
    api.failNext("GET", /\/comments$/, 429, { retryAfter: 0 });
    api.failNext("POST", /\/comments$/, 503, { times: 2 });
    const result = await client({}, logs).upsertComment(id, key, body("after retries"));
    expect(result.action).toBe("created");
    expect(api.comments(id)).toHaveLength(1);
    expect(logs.filter((l) => /answered (429|503).*retrying/.test(l))).toHaveLength(3);
  });

  it("gives up after the retries with a message that says so", async () => {
    const id = pr();
    api.failNext("GET", /\/comments$/, 502, { times: 10 });
    const e = await failure(client({ retries: 2 }).listComments(id));
    expect(e.status).toBe(502);
    expect(e.message).toMatch(
      /Bitbucket refused to list the comments of pull request #\d+ .*\(502 .*re-run the step/,
    );
    api.clearFailures();
  });

  it.each([
    [401, "Bitbucket rejected the credentials in BITBUCKET_ACCESS_TOKEN"],
    [
      403,
      "The credentials in BITBUCKET_ACCESS_TOKEN lack permission: give the token the pullrequest:write scope",
    ],
    [404, "check BITBUCKET_WORKSPACE and BITBUCKET_REPO_SLUG (acme/infra-live)"],
  ])("%i on create names the variable to fix", async (status, message) => {
    const id = pr();
    api.failNext("POST", /\/comments$/, status);
    const e = await failure(client().upsertComment(id, key, body("x")));
    expect(e.status).toBe(status);
    expect(e.message).toContain(message);
    expect(api.requests().filter((r) => r.method === "POST")).toHaveLength(1); // never retried
  });

  it("a wrong token is a 401 naming the variable; Basic auth with an API token works", async () => {
    const id = pr();
    const bad = client({
      auth: { kind: "bearer", token: "nope", variable: "BITBUCKET_ACCESS_TOKEN" },
    });
    const e = await failure(bad.listComments(id));
    expect(e.message).toContain("Bitbucket rejected the credentials in BITBUCKET_ACCESS_TOKEN");
    const basic = client({
      auth: {
        kind: "basic",
        user: api.apiEmail,
        token: api.apiToken,
        variable: "BITBUCKET_API_TOKEN",
      },
    });
    expect(await basic.listComments(id)).toEqual([]);
  });

  it("an unknown repository is a 404 naming BITBUCKET_WORKSPACE and BITBUCKET_REPO_SLUG", async () => {
    const e = await failure(client({ repo: "nope" }).listComments(1));
    expect(e.message).toContain("check BITBUCKET_WORKSPACE and BITBUCKET_REPO_SLUG (acme/nope)");
  });

  it("refuses a comment of 32,768 characters the way Bitbucket does", async () => {
    const id = pr();
    const e = await failure(client().upsertComment(id, key, body("x".repeat(32_768))));
    expect(e.status).toBe(400);
    expect(e.message).toContain("less than 32768 characters");
  });

  it("does not follow a `next` link to another host", async () => {
    const rogue = client({
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ values: [], next: "https://evil.example/2.0/x" }), {
            status: 200,
          }),
        ),
    });
    const e = await failure(rogue.listComments(1));
    expect(e.message).toContain("refusing to follow it");
  });
});

describe("pull request, permissions", () => {
  it("reads the source commit (12 characters), fork and participants", async () => {
    const id = pr();
    api.approve(id, "alice");
    api.requestChanges(id, "mallory");
    const pull = await client().getPullRequest(id);
    expect(pull).toMatchObject({ id, state: "OPEN", headSha: "ab".repeat(6), fork: false });
    expect(pull.participants.map((p) => [p.user?.nickname, p.approved, p.state])).toEqual([
      ["alice", true, "approved"],
      ["mallory", false, "changes_requested"],
    ]);
    const forked = (nextPr += 1);
    api.addPull({ id: forked, headSha: "cd".repeat(20), sourceRepo: "mallory/infra-live" });
    expect((await client().getPullRequest(forked)).fork).toBe(true);
  });

  it("an unknown pull request names PULL_REQUEST", async () => {
    await expect(client().getPullRequest(999_999)).rejects.toThrow(
      /pull request #999999 does not exist in acme\/infra-live \(404\). Check variable PULL_REQUEST/,
    );
  });

  it("reads permissions; no explicit permission is none", async () => {
    const alice = (
      await client().getPullRequest(
        (() => {
          const id = pr();
          api.approve(id, "alice");
          return id;
        })(),
      )
    ).participants[0]!.user!;
    expect(await client().permission(alice)).toBe("write");
    expect(await client().permission({ uuid: "{00000000-0000-4000-8000-000000000000}" })).toBe(
      "none",
    );
  });
});

describe("run liveness from the pipelines API", () => {
  const P = "{11111111-2222-4333-8444-555555555555}";
  const S = "{66666666-7777-4888-9999-aaaaaaaaaaaa}";

  it("parses pipeline and pipeline/step run ids; anything else is not Bitbucket's", () => {
    expect(parseRunId(P)).toEqual({ pipeline: P });
    expect(parseRunId(`${P}/${S}`)).toEqual({ pipeline: P, step: S });
    expect(parseRunId("4242")).toBeNull();
    expect(parseRunId("local-1-2")).toBeNull();
  });

  it("COMPLETED (any result, STOPPED included) is finished; IN_PROGRESS and PENDING are running", async () => {
    api.setPipeline(P, "IN_PROGRESS");
    expect(await client().runState({ runId: P })).toBe("running");
    api.setPipeline(P, "PENDING");
    expect(await client().runState({ runId: P })).toBe("running");
    for (const result of ["SUCCESSFUL", "FAILED", "ERROR", "STOPPED", "EXPIRED"] as const) {
      api.setPipeline(P, "COMPLETED", result);
      expect(await client().runState({ runId: P })).toBe("finished");
    }
  });

  it("asks about the step when the run id names one: a stopped step of a running pipeline is finished", async () => {
    api.setPipeline(P, "IN_PROGRESS");
    api.setStep(P, S, "COMPLETED", "STOPPED");
    expect(await client().runState({ runId: `${P}/${S}` })).toBe("finished");
    api.setStep(P, S, "IN_PROGRESS");
    expect(await client().runState({ runId: `${P}/${S}` })).toBe("running");
    const step = api.requests().find((r) => r.path.includes("/steps/"));
    expect(decodeURIComponent(step?.path ?? "")).toBe(
      `/2.0/repositories/acme/infra-live/pipelines/${P}/steps/${S}`,
    );
  });

  it("an unknown pipeline (404) is unknown, with a clear warning", async () => {
    const logs: string[] = [];
    const unknown = "{deadbeef-0000-4000-8000-000000000000}";
    expect(await client({}, logs).runState({ runId: unknown })).toBe("unknown");
    expect(logs.join("\n")).toContain(
      `warning: Bitbucket has no pipeline ${unknown} in acme/infra-live (404)`,
    );
  });

  it("API errors are unknown (after retries), never running or finished", async () => {
    api.setPipeline(P, "COMPLETED", "STOPPED");
    api.failNext("GET", /\/pipelines\//, 500, { times: 5 });
    const logs: string[] = [];
    expect(await client({ retries: 1 }, logs).runState({ runId: P })).toBe("unknown");
    expect(logs.at(-1)).toContain("warning: could not ask Bitbucket");
    api.clearFailures();
    const anonymous = client({ auth: null });
    expect(await anonymous.runState({ runId: P })).toBe("unknown");
  });

  it("this very step's earlier attempt is over; this pipeline without a step is unknown", async () => {
    const own = client({ self: { pipelineUuid: P, stepUuid: S } });
    api.setStep(P, S, "IN_PROGRESS");
    expect(await own.runState({ runId: `${P}/${S}` })).toBe("finished");
    expect(await own.runState({ runId: P })).toBe("unknown");
  });
});

describe("published line (Bitbucket flavour)", () => {
  it("is a link reference definition at the end, read back with `since`", () => {
    const text = withPublished(
      body("plan"),
      {
        command: "preview",
        outcome: "planned",
        digest: `sha256:${"a".repeat(64)}`,
        commit: "1a".repeat(20),
        since: "2026-11-22T18:56:09.123Z",
      },
      "bitbucket",
    );
    const last = text.split("\n").at(-1)!;
    expect(last).toMatch(/^\[\/\/\]: # \(stackgate:published \{.*\}\)$/);
    expect(readPublished(text, "bitbucket")).toEqual({
      command: "preview",
      outcome: "planned",
      digest: `sha256:${"a".repeat(64)}`,
      commit: "1a".repeat(20),
      since: "2026-11-22T18:56:09.123Z",
    });
    expect(readPublished(text)).toBeNull(); // not GitHub's form
  });
});
