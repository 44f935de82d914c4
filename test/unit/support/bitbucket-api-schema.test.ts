/**
 * The Bitbucket stand-in against Bitbucket Cloud's published OpenAPI description: every
 * endpoint it serves is a documented operation, every response conforms, and the checker is
 * attacked — a response or request that leaves the description is reported, field by field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bitbucketSchema } from "../../support/bitbucket-api-schema.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";

const P = "{11111111-2222-4333-8444-555555555555}";
const S = "{66666666-7777-4888-9999-aaaaaaaaaaaa}";
const schema = bitbucketSchema();
let api: BitbucketApiStandIn;

beforeAll(async () => {
  api = await startBitbucketApi({ adminToken: true });
  api.addUser("alice", "write");
  api.addPull({ id: 7, headSha: "a".repeat(40) });
  api.approve(7, "alice");
  api.addComment(7, "alice", "looks good");
  api.setPipeline(P, "IN_PROGRESS");
  api.setStep(P, S, "COMPLETED", "STOPPED");
});
afterAll(async () => api.close());

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${api.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${api.accessToken}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const repo = (): string => `/repositories/${api.workspace}/${api.repo}`;

/** Each endpoint the product uses, with one mutation that leaves the description. */
const endpoints: Array<{
  name: string;
  method: string;
  path: () => string;
  body?: unknown;
  breakIt: (json: Record<string, unknown>) => void;
  expected: RegExp;
}> = [
  {
    name: "user",
    method: "GET",
    path: () => "/user",
    breakIt: (j) => (j.nickname = 42),
    expected: /\.nickname: expected a string, got 42/,
  },
  {
    name: "pull request + participants",
    method: "GET",
    path: () => `${repo()}/pullrequests/7`,
    breakIt: (j) => {
      const [first] = j.participants as Array<Record<string, unknown>>;
      if (first) first.state = "APPROVED";
    },
    expected: /participants\[0\]\.state: matches none of/,
  },
  {
    name: "comments page",
    method: "GET",
    path: () => `${repo()}/pullrequests/7/comments?pagelen=1`,
    breakIt: (j) => {
      const [first] = j.values as Array<Record<string, unknown>>;
      if (first) first.deleted = "no";
    },
    expected: /values\[0\]\.deleted: expected a boolean/,
  },
  {
    name: "comment created",
    method: "POST",
    path: () => `${repo()}/pullrequests/7/comments`,
    body: { type: "pullrequest_comment", content: { raw: "plan" } },
    breakIt: (j) => (j.type = "comment_created"),
    expected: /\.type: expected "pullrequest_comment", got "comment_created"/,
  },
  {
    name: "permission",
    method: "GET",
    path: () => `${repo()}/permissions-config/users/${encodeURIComponent(api.user("alice").uuid)}`,
    breakIt: (j) => (j.permission = "maintain"),
    expected: /\.permission: matches none of/,
  },
  {
    name: "pipeline",
    method: "GET",
    path: () => `${repo()}/pipelines/${encodeURIComponent(P)}`,
    breakIt: (j) => ((j.state as Record<string, unknown>).name = "RUNNING"),
    expected: /\.state\.name: expected "IN_PROGRESS", got "RUNNING"/,
  },
  {
    name: "step",
    method: "GET",
    path: () => `${repo()}/pipelines/${encodeURIComponent(P)}/steps/${encodeURIComponent(S)}`,
    breakIt: (j) => {
      const state = j.state as Record<string, unknown>;
      state.result = { type: "pipeline_step_state_completed_cancelled", name: "CANCELLED" };
    },
    expected: /\.state\.result\.type: expected "pipeline_step_state_completed_result"/,
  },
];

describe("the Bitbucket stand-in against Bitbucket's published description", () => {
  for (const e of endpoints) {
    it(`${e.name}: conforms as served, and a broken copy is reported`, async () => {
      const path = e.path();
      const { status, json } = await call(e.method, path, e.body);
      expect(status).toBeLessThan(300);
      const apiPath = `/2.0${path.split("?")[0] ?? ""}`;
      expect(schema.operation(e.method, apiPath)).not.toBeNull();
      expect(schema.checkResponse(e.method, apiPath, status, json)).toEqual([]);
      const broken = structuredClone(json);
      e.breakIt(broken);
      expect(schema.checkResponse(e.method, apiPath, status, broken).join("\n")).toMatch(
        e.expected,
      );
    });
  }

  it("error bodies conform; the stand-in records what the product sends outside the description", async () => {
    const { status, json } = await call("GET", `${repo()}/pullrequests/999`);
    expect(status).toBe(404);
    expect(schema.checkResponse("GET", `/2.0${repo()}/pullrequests/999`, 404, json)).toEqual([]);
    expect(schema.checkSchema("error", { type: "error", error: {} }).join()).toMatch(
      /missing required property "message"/,
    );
    expect(api.violations()).toEqual([]);
    // The body Bitbucket's own examples show, without the object's required type.
    await call("POST", `${repo()}/pullrequests/7/comments`, { content: { raw: "x" } });
    await call("GET", `${repo()}/pullrequests/7/approvals`);
    expect(api.violations()).toEqual([
      `POST /repositories/{workspace}/{repo_slug}/pullrequests/{pull_request_id}/comments request: missing required property "type"`,
      `GET /2.0${repo()}/pullrequests/7/approvals: no such operation in Bitbucket's OpenAPI description`,
    ]);
  });

  it("checks derived objects by their discriminator: user for account, completed states", () => {
    const account = { type: "user", uuid: "{u}", nickname: "alice", account_id: "1" };
    expect(schema.checkSchema("account", account)).toEqual([]);
    expect(schema.checkSchema("account", { ...account, nickname: false }).join()).toMatch(
      /account\.nickname: expected a string/,
    );
    expect(schema.checkSchema("account", { ...account, type: "robot" }).join()).toMatch(
      /account\.type: expected "account", got "robot"/,
    );
    const step = (state: unknown) => ({ type: "pipeline_step", uuid: S, state });
    expect(
      schema.checkSchema(
        "pipeline_step",
        step({ type: "pipeline_step_state_in_progress", name: "IN_PROGRESS" }),
      ),
    ).toEqual([]);
    expect(
      schema
        .checkSchema(
          "pipeline_step",
          step({ type: "pipeline_step_state_in_progress", name: "PAUSED" }),
        )
        .join(),
    ).toMatch(/state\.name: expected "IN_PROGRESS", got "PAUSED"/);
    expect(schema.checkResponse("GET", "/2.0/user", 204, null).join()).toMatch(
      /status 204 is not documented/,
    );
  });
});
