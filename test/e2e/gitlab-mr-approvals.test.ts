/**
 * The GitLab merge request gate (`up --mr-approvals 1`) through the built CLI against the GitLab
 * REST stand-in: an approval by another person, given after the plan was published for the
 * merge request's head, applies (the control: these tests can fail); the attacks are refused
 * and apply nothing — the author's own approval, an approval older than the plan, a plan or a
 * run for another commit, a fork's merge request (before any engine runs), and a note by
 * someone else carrying stackgate's marker and published line (never edited, never trusted).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runCliJson, type CliJsonRun } from "../support/cli.js";
import { startGitLabApi, type GitLabApiStandIn } from "../support/gitlab-api.js";
import { tempDirs } from "../support/temp-dirs.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";

const { make: tempDir, removeAll: removeTempDirs } = tempDirs("stackgate-gitlab-gate-");
const HEAD = "a1".repeat(20);
const PUSHED = "b2".repeat(20);
let api: GitLabApiStandIn;
let tfrc: string;
let nextIid = 300;

beforeAll(async () => {
  api = await startGitLabApi();
  for (const user of ["dev", "alice", "mallory"]) api.addUser(user);
  tfrc = writeEmptyCliConfig(path.join(tempDir(), "terraformrc"));
});
afterAll(async () => {
  await api?.close();
  removeTempDirs();
});
afterEach(() => expect(api.violations()).toEqual([]));

/** A merge request by `dev` at HEAD (from `sourceProjectId`, the project itself by default). */
function mergeRequest(sourceProjectId?: number): number {
  const iid = (nextIid += 1);
  api.addMergeRequest({
    iid,
    sha: HEAD,
    author: "dev",
    ...(sourceProjectId !== undefined ? { sourceProjectId } : {}),
  });
  return iid;
}

/** A job of a merge request pipeline for `iid` at `commit`, with the access token. */
function jobEnv(iid: number, commit = HEAD): Record<string, string> {
  return {
    TF_CLI_CONFIG_FILE: tfrc,
    GITHUB_ACTIONS: "",
    GITLAB_CI: "true",
    CI_PIPELINE_ID: "910",
    CI_JOB_ID: String(8000 + iid),
    CI_COMMIT_SHA: commit,
    CI_MERGE_REQUEST_IID: String(iid),
    CI_PROJECT_ID: String(api.projectId),
    CI_API_V4_URL: api.apiUrl,
    GITLAB_TOKEN: api.accessToken,
  };
}

/** A project on the local backend whose `up` creates one `terraform_data`. */
function project(): string {
  const dir = path.join(tempDir(), "infra");
  mkdirSync(dir);
  writeFileSync(path.join(dir, "main.tf"), 'resource "terraform_data" "item" {\n  input = 1\n}\n');
  return dir;
}

async function preview(dir: string, env: Record<string, string>): Promise<CliJsonRun> {
  const run = await runCliJson(["preview", "--json", "-C", dir, "--stack", "prod"], {
    env,
    label: "preview",
  });
  expect(run.exitCode, run.context).toBe(0);
  return run;
}

function up(dir: string, env: Record<string, string>): Promise<CliJsonRun> {
  return runCliJson(["up", "--mr-approvals", "1", "--json", "-C", dir, "--stack", "prod"], {
    env,
    label: "up --mr-approvals 1",
  });
}

function applied(dir: string): boolean {
  const state = path.join(dir, "terraform.tfstate");
  return existsSync(state) && readFileSync(state, "utf8").includes("terraform_data");
}

/** The run was refused by the gate, nothing was applied, and the reason says `why`. */
function expectRefused(run: CliJsonRun, dir: string, why: RegExp): void {
  expect(run.json().outcome, run.context).toBe("approval-required");
  expect(run.exitCode, run.context).not.toBe(0);
  expect(String(run.json().message), run.context).toMatch(why);
  expect(applied(dir), run.context).toBe(false);
}

describe("up --mr-approvals on GitLab", () => {
  it("applies after another person approved the published plan (the control)", async () => {
    const iid = mergeRequest();
    const dir = project();
    await preview(dir, jobEnv(iid));
    api.approve(iid, "alice");
    const run = await up(dir, jobEnv(iid));
    expect(run.exitCode, run.context).toBe(0);
    expect(run.json().outcome, run.context).toBe("applied");
    expect(applied(dir)).toBe(true);
  });

  it("refuses the author's own approval (self-approval)", async () => {
    const iid = mergeRequest();
    const dir = project();
    await preview(dir, jobEnv(iid));
    api.approve(iid, "dev");
    expectRefused(await up(dir, jobEnv(iid)), dir, /dev opened the pull request.*second person/);
  });

  it("refuses an approval given before the plan was published (stale approval)", async () => {
    const iid = mergeRequest();
    const dir = project();
    api.approve(iid, "alice", new Date(Date.now() - 60_000).toISOString());
    await preview(dir, jobEnv(iid));
    expectRefused(
      await up(dir, jobEnv(iid)),
      dir,
      /before this plan was published.*do not count: alice/,
    );
  });

  it("refuses a plan for another commit: a push after the approval, a run of the old head", async () => {
    const iid = mergeRequest();
    const dir = project();
    await preview(dir, jobEnv(iid));
    api.approve(iid, "alice");
    // The author pushes: the approval was for the plan of HEAD, not of PUSHED.
    api.addMergeRequest({ iid, sha: PUSHED, author: "dev", approvals: new Map() });
    api.approve(iid, "alice");
    expectRefused(await up(dir, jobEnv(iid, PUSHED)), dir, /is for commit a1a1.*the head is b2b2/);
    // A job of the old head may not apply it either.
    expectRefused(await up(dir, jobEnv(iid)), dir, /is now at commit b2b2.*planned commit a1a1/);
  });

  it("refuses a fork's merge request before any engine runs", async () => {
    const iid = mergeRequest(9999);
    const dir = project();
    api.approve(iid, "alice");
    const run = await up(dir, jobEnv(iid));
    expectRefused(run, dir, /comes from a fork \(project 9999\)/);
    // Nothing ran terraform (no init, no plan): the refusal came before the engine.
    expect(existsSync(path.join(dir, ".terraform")), run.context).toBe(false);
  });

  it("never edits nor trusts a note by someone else that carries stackgate's marker", async () => {
    // Mallory copies a real stackgate note (marker and published line) into her own note on
    // another merge request at the same head.
    const source = mergeRequest();
    const dir = project();
    await preview(dir, jobEnv(source));
    const real = api.notes(source).find((n) => n.author === api.bot.username);
    expect(real?.body).toMatch(/stackgate:published/);
    const iid = mergeRequest();
    const forged = api.addNote(iid, "mallory", real?.body ?? "");
    api.approve(iid, "alice");
    // Trusted, it would be "the published plan": the gate must find none.
    expectRefused(
      await up(dir, jobEnv(iid)),
      dir,
      /no stackgate plan is published on pull request/,
    );
    // Edited, it would become stackgate's note: the runs write a note of their own instead.
    await preview(dir, jobEnv(iid));
    const writes = api.requests().filter((r) => r.method !== "GET" && r.path.includes(`/${iid}/`));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((r) => r.path.endsWith(`/notes/${forged.id}`))).toEqual([]);
    const notes = api.notes(iid);
    expect(notes.find((n) => n.id === forged.id)?.body).toBe(real?.body);
    expect(notes.filter((n) => n.author === api.bot.username)).toHaveLength(1);
  });
});
