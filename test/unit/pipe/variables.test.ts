import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { missingForApi, readPipeConfig } from "../../../src/pipe/variables.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";

const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-pipe-vars-"));
const clone = path.join(root, "clone");
mkdirSync(path.join(clone, "infra"), { recursive: true });
writeFileSync(path.join(clone, "infra", "main.tf"), "");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PIPELINE = "{0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b}";
const STEP = "{9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a}";

/** What Bitbucket Pipelines sets in every step. */
const bitbucket = {
  BITBUCKET_BUILD_NUMBER: "17",
  BITBUCKET_CLONE_DIR: clone,
  BITBUCKET_COMMIT: "1a".repeat(20),
  BITBUCKET_WORKSPACE: "acme",
  BITBUCKET_REPO_SLUG: "infra-live",
  BITBUCKET_REPO_FULL_NAME: "acme/infra-live",
  BITBUCKET_GIT_HTTP_ORIGIN: "http://bitbucket.org/acme/infra-live",
  BITBUCKET_PIPELINE_UUID: PIPELINE,
  BITBUCKET_STEP_UUID: STEP,
};

function config(variables: Record<string, string>) {
  return readPipeConfig({ ...bitbucket, ...variables }, "/somewhere/else");
}

async function error(variables: Record<string, string>): Promise<string> {
  try {
    await config(variables);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}

describe("pipe variables → settings", () => {
  it("resolves the same Settings as the CLI for the same values", async () => {
    const c = await config({
      COMMAND: "apply",
      APPROVAL: "none",
      WORKDIR: "infra",
      STACK: "prod",
      PROJECT: "core",
      LOCK_TIMEOUT: "30s",
      ORPHANS: "report",
      VARS_COUNT: "2",
      VARS_0: "region=eu-west-1",
      VARS_1: "size=small",
      VAR_FILES_COUNT: "1",
      VAR_FILES_0: "prod.tfvars",
    });
    const cli = await resolveSettings({
      argv: [
        "up",
        "--workdir=infra",
        "--stack=prod",
        "--project=core",
        "--lock-timeout=30s",
        "--orphans=report",
        "--var=region=eu-west-1",
        "--var=size=small",
        "--var-file=prod.tfvars",
        "--comment-limit=32467",
      ],
      env: bitbucket,
      cwd: clone,
    });
    expect(c.settings).toEqual({ ...cli, run: { ...cli.run, runId: `${PIPELINE}/${STEP}` } });
    expect(c.settings.workdir).toBe(path.join(clone, "infra"));
    expect(c.settings.run).toMatchObject({
      platform: "bitbucket",
      commit: "1a".repeat(20),
      runUrl: "http://bitbucket.org/acme/infra-live/pipelines/results/17",
    });
    expect(c.settings.stopTimeoutMs).toBe(20_000);
  });

  it("has Bitbucket's defaults: preview, comment on, 32767 characters, PR from BITBUCKET_PR_ID", async () => {
    const c = await config({ WORKDIR: "infra", BITBUCKET_PR_ID: "42" });
    expect(c.settings.command).toBe("preview");
    expect(c.comment).toBe(true);
    expect(c.commentLimit).toBe(32_767);
    expect(c.settings.commentLimit).toBe(32_767 - 300);
    expect(c.pullRequest).toBe(42);
    expect(c.approval).toEqual({ mode: "none", requiredApprovals: 1, waitMs: 0, approvers: [] });
    expect(c.bitbucket).toMatchObject({ workspace: "acme", repo: "infra-live", auth: null });
    expect(missingForApi(c)).toBe(
      "BITBUCKET_ACCESS_TOKEN (or BITBUCKET_API_TOKEN with BITBUCKET_API_EMAIL)",
    );
  });

  it("reads credentials: an access token (Bearer) or an API token with its email (Basic)", async () => {
    expect(
      (await config({ WORKDIR: "infra", BITBUCKET_ACCESS_TOKEN: "tok-1234" })).bitbucket.auth,
    ).toEqual({
      kind: "bearer",
      token: "tok-1234",
      variable: "BITBUCKET_ACCESS_TOKEN",
    });
    const basic = await config({
      WORKDIR: "infra",
      BITBUCKET_API_TOKEN: "ATATT-1234",
      BITBUCKET_API_EMAIL: "ci@acme.example",
    });
    expect(basic.bitbucket.auth).toEqual({
      kind: "basic",
      user: "ci@acme.example",
      token: "ATATT-1234",
      variable: "BITBUCKET_API_TOKEN",
    });
    // Token values are secrets: redacted wherever they appear.
    expect(basic.settings.secrets).toContain("ATATT-1234");
    expect(missingForApi(basic)).toBeNull();
  });

  it("reads lists, approvals and the workspace from BITBUCKET_REPO_FULL_NAME", async () => {
    const c = await readPipeConfig(
      {
        ...bitbucket,
        BITBUCKET_WORKSPACE: undefined,
        BITBUCKET_REPO_SLUG: undefined,
        WORKDIR: "infra",
        APPROVAL: "pr-review",
        REQUIRED_APPROVALS: "2",
        APPROVERS_COUNT: "2",
        APPROVERS_0: "alice",
        APPROVERS_1: "{a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d}",
        APPROVAL_WAIT: "30m",
        COMMENT: "False",
      },
      "/x",
    );
    expect(c.approval).toEqual({
      mode: "pr-review",
      requiredApprovals: 2,
      waitMs: 1_800_000,
      approvers: ["alice", "{a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d}"],
    });
    expect(c.comment).toBe(false);
    expect(c.bitbucket).toMatchObject({ workspace: "acme", repo: "infra-live" });
  });
});

describe("bad input: a clear error naming the variable", () => {
  it.each([
    [
      { COMMAND: "destroy" },
      'variable COMMAND: expected one of preview, up, apply, recover, status, unlock, drift, got "destroy"',
    ],
    [{ COMMENT: "yes" }, 'variable COMMENT: expected true or false, got "yes"'],
    [{ FORCE: "1" }, 'variable FORCE: expected true or false, got "1"'],
    [
      { REQUIRED_APPROVALS: "two" },
      'variable REQUIRED_APPROVALS: expected a whole number from 1 to 100, got "two"',
    ],
    [
      { COMMENT_LIMIT: "99999" },
      'variable COMMENT_LIMIT: expected a whole number from 2300 to 32767, got "99999"',
    ],
    [
      { APPROVAL: "environment" },
      'variable APPROVAL: expected one of none, manual-step, pr-review, comment, got "environment"',
    ],
    [
      { APPROVAL_WAIT: "soon" },
      'variable APPROVAL_WAIT: expected a duration like 90s, 30m or 2h (at most 12h), got "soon"',
    ],
    [
      { VARS: "region=eu-west-1" },
      "variable VARS: expected a list, e.g. VARS: ['first', 'second']",
    ],
    [{ VARS_COUNT: "2", VARS_0: "a=1" }, "variable VARS: VARS_COUNT is 2, but VARS_1 is missing"],
    [
      { VARS_COUNT: "many" },
      'variable VARS_COUNT: expected the number of items of list VARS, got "many"',
    ],
    [
      { STACK_COUNT: "2", STACK_0: "a", STACK_1: "b" },
      "variable STACK: expected a single value, got a list (STACK_COUNT=2)",
    ],
    [
      { STACK: "a b" },
      'variable STACK: expected letters, digits, ".", "_" or "-" (at most 100), got "a b"',
    ],
    [
      { LOCK_TIMEOUT: "5" },
      'variable LOCK_TIMEOUT: expected a duration like 0s, 30s or 5m, got "5"',
    ],
    [{ DIGEST: "abc" }, 'variable DIGEST: expected "sha256:" and 64 hex characters'],
    [{ STALE_AFTER: "5s" }, "variable STALE_AFTER: expected a duration of at least 60000 ms"],
    [
      { VARS_COUNT: "1", VARS_0: "no-equals" },
      'variable VARS: expected NAME=VALUE, got "no-equals"',
    ],
    [{ WORKDIR: "missing" }, '/clone/missing" does not exist (resolved to'],
    [{ PULL_REQUEST: "#7" }, 'variable PULL_REQUEST: expected a pull request id like 42, got "#7"'],
    [
      { BITBUCKET_API_TOKEN: "ATATT-1" },
      "variable BITBUCKET_API_EMAIL: required with BITBUCKET_API_TOKEN",
    ],
    [
      {
        BITBUCKET_ACCESS_TOKEN: "a-1234",
        BITBUCKET_API_TOKEN: "b-1234",
        BITBUCKET_API_EMAIL: "x@y",
      },
      "variables BITBUCKET_ACCESS_TOKEN and BITBUCKET_API_TOKEN are both set",
    ],
    [
      { BITBUCKET_API_URL: "ftp://x" },
      'variable BITBUCKET_API_URL: expected an http(s) URL, got "ftp://x"',
    ],
  ])("%o", async (variables, message) => {
    const e = await error({ WORKDIR: "infra", ...variables });
    expect(e).toContain(message);
    // A list's value may be secret: it is never echoed.
    if ("VARS" in variables) expect(e).not.toContain("eu-west-1");
  });
});
