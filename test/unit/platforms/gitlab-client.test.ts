/**
 * The GitLab client against the GitLab API stand-in: one note per key updated in place, found
 * by marker among the token's own notes only; GitLab's note limit; redaction; the approvals
 * data the gates' rules decide on; job liveness; CI_JOB_TOKEN's narrow reach.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sameCommit } from "../../../src/approval/decision.js";
import { givenAfter } from "../../../src/approval/rules.js";
import { GitLabClient, noteBody } from "../../../src/platforms/gitlab/client.js";
import { GitLabApiError, type GitLabClientOptions } from "../../../src/platforms/gitlab/http.js";
import { GITLAB_NOTE_LIMIT, type GitLabAuth } from "../../../src/platforms/gitlab/model.js";
import { commentMarker, type CommentKey } from "../../../src/report/marker.js";
import { gitlabSchema } from "../../support/gitlab-api-schema.js";
import { startGitLabApi, type GitLabApiStandIn } from "../../support/gitlab-api.js";

let api: GitLabApiStandIn;
let nextIid = 1;
const key: CommentKey = { project: "core", stack: "prod", workdir: "infra" };
const SHA = "ab".repeat(20);

beforeAll(async () => {
  api = await startGitLabApi();
  api.addUser("alice");
  api.addUser("mallory");
  api.addUser("dev");
});
afterAll(async () => api.close());
afterEach(() => expect(api.violations()).toEqual([]));
beforeEach(() => api.clearRequests());

function privateAuth(): GitLabAuth {
  return { kind: "private", token: api.accessToken, variable: "gitlab-token" };
}

function client(overrides: Partial<GitLabClientOptions> = {}): GitLabClient {
  return new GitLabClient({
    apiUrl: api.apiUrl,
    project: String(api.projectId),
    auth: privateAuth(),
    retryBaseMs: 5,
    ...overrides,
  });
}

function mr(author = "dev"): number {
  const iid = (nextIid += 1);
  api.addMergeRequest({ iid, sha: SHA, author });
  return iid;
}

async function failure(promise: Promise<unknown>): Promise<GitLabApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GitLabApiError) return error;
    throw error;
  }
  throw new Error("expected a GitLabApiError");
}

describe("merge request note", () => {
  it("creates one note with the marker first, then updates it in place", async () => {
    const iid = mr();
    const first = await client().upsertNote(iid, key, "plan 1");
    expect(first.action).toBe("created");
    const second = await client().upsertNote(iid, key, "plan 2");
    expect(second).toMatchObject({ action: "updated", note: { id: first.note.id } });
    expect(api.notes(iid)).toHaveLength(1);
    expect(api.notes(iid)[0]?.body).toBe(`${commentMarker(key)}\nplan 2`);
    const put = api.requests().find((r) => r.method === "PUT");
    expect(put).toMatchObject({ auth: "private", body: { body: `${commentMarker(key)}\nplan 2` } });
  });

  it("finds its own note past the first page and never takes another user's forged one", async () => {
    const iid = mr();
    api.addNote(iid, "mallory", `${commentMarker(key)}\nforged plan`);
    for (let i = 0; i < 150; i += 1) api.addNote(iid, "alice", `chatter ${i}`);
    api.addNote(iid, api.bot.username, `${commentMarker(key)}\nold plan`);
    const result = await client().upsertNote(iid, key, "new plan");
    expect(result.action).toBe("updated");
    const bodies = api.notes(iid).map((n) => `${n.author}: ${n.body.split("\n")[1] ?? ""}`);
    expect(bodies).toContain("mallory: forged plan");
    expect(bodies).toContain(`${api.bot.username}: new plan`);
    expect(
      api.requests().filter((r) => r.method === "GET" && r.path.endsWith("/notes")),
    ).toHaveLength(2);
  });

  it("keeps one note per project + stack + workdir", async () => {
    const iid = mr();
    await client().upsertNote(iid, key, "prod");
    await client().upsertNote(iid, { ...key, stack: "staging" }, "staging");
    await client().upsertNote(iid, key, "prod again");
    expect(api.notes(iid).map((n) => n.body.split("\n")[1])).toEqual(["prod again", "staging"]);
  });

  it("cuts a body over GitLab's 1,000,000-character limit, which GitLab itself refuses", async () => {
    const iid = mr();
    const line = `${"x".repeat(99)}\n`;
    const huge = line.repeat(12_000);
    // The control: the stand-in refuses what GitLab refuses.
    const raw = await fetch(`${api.apiUrl}/projects/${api.projectId}/merge_requests/${iid}/notes`, {
      method: "POST",
      headers: { "private-token": api.accessToken, "content-type": "application/json" },
      body: JSON.stringify({ body: huge }),
    });
    expect(raw.status).toBe(400);
    const result = await client().upsertNote(iid, key, huge);
    expect(result.cut).toBe(true);
    const stored = api.notes(iid).find((n) => n.author === api.bot.username)?.body ?? "";
    expect(stored.length).toBeLessThanOrEqual(GITLAB_NOTE_LIMIT);
    expect(stored.length).toBeGreaterThan(GITLAB_NOTE_LIMIT - 1_000);
    expect(stored.startsWith(commentMarker(key))).toBe(true);
    expect(stored).toMatch(/cut to fit GitLab's 1,000,000-character note limit/);
    expect(noteBody(key, "small").cut).toBe(false);
  });

  it("redacts the body before it leaves", async () => {
    const iid = mr();
    const redact = (text: string): string => text.replaceAll("s3cr3t-value", "***");
    await client({ redact }).upsertNote(iid, key, "password: s3cr3t-value");
    expect(api.notes(iid)[0]?.body).toContain("password: ***");
    expect(JSON.stringify(api.requests())).not.toContain("s3cr3t-value");
  });
});

describe("approvals data", () => {
  it("returns who approved and when, the author and the head, for the gates' rules", async () => {
    const iid = mr("dev");
    api.approve(iid, "dev"); // the author: GitLab may allow it by project setting; never counts
    api.approve(iid, "mallory", "2020-01-01T00:00:00.000Z"); // before the plan was published
    const published = Date.parse(api.tick());
    api.approve(iid, "alice");
    const { mergeRequest, approvals } = await client().approvals(iid);
    expect(mergeRequest).toMatchObject({ iid, headSha: SHA, author: { username: "dev" } });
    expect(approvals.map((a) => a.user?.username)).toEqual(["dev", "mallory", "alice"]);
    const counted = approvals.filter(
      (a) => a.user?.id !== mergeRequest.author?.id && givenAfter(a.approvedAt, published),
    );
    expect(counted.map((a) => a.user?.username)).toEqual(["alice"]);
    expect(sameCommit(mergeRequest.headSha, SHA)).toBe(true);
    expect(sameCommit(mergeRequest.headSha, "cd".repeat(20))).toBe(false);
  });

  it("tells a fork's merge request by its source project", async () => {
    const iid = (nextIid += 1);
    api.addMergeRequest({ iid, sha: SHA, author: "mallory", sourceProjectId: 9 });
    const { mergeRequest } = await client().approvals(iid);
    expect(mergeRequest.sourceProjectId).not.toBe(mergeRequest.targetProjectId);
  });
});

describe("job liveness", () => {
  it("reads a job's status with an access token: running is not over, canceled is", async () => {
    api.addJob(501, "running");
    expect(await client().jobIsOver(501)).toBe(false);
    api.setJobStatus(501, "canceled");
    expect(await client().jobIsOver(501)).toBe(true);
  });

  it("reads its own job with CI_JOB_TOKEN, and the token dies with the job", async () => {
    const job = api.addJob(502, "running");
    const auth: GitLabAuth = { kind: "job", token: job.token, variable: "CI_JOB_TOKEN" };
    expect(await client({ auth }).jobIsOver(502)).toBe(false);
    expect(api.requests().at(-1)).toMatchObject({ path: "/api/v4/job", auth: "job" });
    api.setJobStatus(502, "success");
    expect((await failure(client({ auth }).jobIsOver(502))).status).toBe(401);
  });

  it("refuses to read another job with CI_JOB_TOKEN", async () => {
    const job = api.addJob(503, "running");
    api.addJob(504, "running");
    const auth: GitLabAuth = { kind: "job", token: job.token, variable: "CI_JOB_TOKEN" };
    const error = await failure(client({ auth }).jobIsOver(504));
    expect(error.message).toMatch(/reads only its own job \(503\), not job 504/);
  });
});

describe("CI_JOB_TOKEN reach", () => {
  it("refuses notes and approvals with the job token before sending anything", async () => {
    const job = api.addJob(505, "running");
    const auth: GitLabAuth = { kind: "job", token: job.token, variable: "CI_JOB_TOKEN" };
    const iid = mr();
    const note = await failure(client({ auth }).upsertNote(iid, key, "plan"));
    expect(note.message).toMatch(/does not accept CI_JOB_TOKEN to read the token's user/);
    expect(note.message).toMatch(/gitlab-token/);
    await failure(client({ auth }).approvals(iid));
    expect(api.requests()).toEqual([]);
  });

  it("the stand-in, like GitLab, answers 401 to a job token outside its reach", async () => {
    const job = api.addJob(506, "running");
    const iid = mr();
    for (const path of [`/projects/${api.projectId}/merge_requests/${iid}/notes`, "/user"]) {
      const res = await fetch(`${api.apiUrl}${path}`, { headers: { "job-token": job.token } });
      expect(res.status).toBe(401);
    }
  });

  it("without a token every call is refused, naming the input to set", async () => {
    const error = await failure(client({ auth: null }).mergeRequest(mr()));
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/No token was given: pass a project or group access token/);
  });
});

describe("the stand-in against GitLab's OpenAPI description", () => {
  it("checks GET merge request, its approvals, GET job and GET /job; the rest are listed as unchecked", async () => {
    const iid = mr();
    await client().upsertNote(iid, key, "plan");
    await client().approvals(iid);
    api.addJob(507, "running");
    await client().jobIsOver(507);
    // GitLab's description has no notes operations (no `notes` tag at all) and, of the Users
    // API, only /user_counts and /user/runners: these stay unchecked (test/fixtures/PROVENANCE.md).
    expect(api.unchecked()).toEqual([
      "GET /api/v4/projects/{id}/merge_requests/{n}/notes",
      "GET /api/v4/user",
      "POST /api/v4/projects/{id}/merge_requests/{n}/notes",
      "PUT /api/v4/projects/{id}/merge_requests/{n}/notes/{n}",
    ]);
    expect(api.requests().some((r) => r.path.endsWith(`/merge_requests/${iid}`))).toBe(true);
    expect(api.requests().some((r) => r.path.endsWith(`/merge_requests/${iid}/approvals`))).toBe(
      true,
    );
  });

  it("the approvals operation types the project id as an integer, as GitLab's description does", () => {
    const schema = gitlabSchema();
    const path = "/api/v4/projects/acme%2Finfra-live/merge_requests/7/approvals";
    expect(schema.operation("GET", path)).toBe(
      "/api/v4/projects/{id}/merge_requests/{merge_request_iid}/approvals",
    );
    expect(schema.check("GET", path, new URLSearchParams(), 200)).toEqual([
      "GET /api/v4/projects/{id}/merge_requests/{merge_request_iid}/approvals: id=acme/infra-live is not an integer",
    ]);
    expect(schema.check("GET", "/api/v4/job", new URLSearchParams(), 403)).toEqual([
      "GET /api/v4/job: status 403 is not among the documented 200, 400, 401, 404",
    ]);
  });

  it("the checker can fail: undescribed query, wrong parameter type, undocumented status", () => {
    const problems = gitlabSchema().check(
      "GET",
      "/api/v4/projects/acme%2Finfra-live/merge_requests/abc",
      new URLSearchParams("bogus=1&render_html=maybe"),
      500,
    );
    expect(problems).toEqual([
      "GET /api/v4/projects/{id}/merge_requests/{merge_request_iid}: merge_request_iid=abc is not an integer",
      "GET /api/v4/projects/{id}/merge_requests/{merge_request_iid}: query parameter bogus is not described",
      "GET /api/v4/projects/{id}/merge_requests/{merge_request_iid}: render_html=maybe is not a boolean",
      "GET /api/v4/projects/{id}/merge_requests/{merge_request_iid}: status 500 is not among the documented 200, 404",
    ]);
    // The description types the jobs endpoint's project `id` as an integer: use CI_PROJECT_ID.
    expect(
      gitlabSchema().check(
        "GET",
        "/api/v4/projects/acme%2Finfra-live/jobs/7",
        new URLSearchParams(),
        200,
      ),
    ).toEqual(["GET /api/v4/projects/{id}/jobs/{job_id}: id=acme/infra-live is not an integer"]);
    expect(gitlabSchema().authHeaders()).toEqual(["PRIVATE-TOKEN"]);
  });
});
