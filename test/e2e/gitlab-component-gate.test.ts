/**
 * The GitLab component's merge request gate, preview → approval → apply, as a pipeline runs it:
 * gitlab-ci-local (shell executor) runs the component's jobs of the project's own
 * `.gitlab-ci.yml` on the built dist/, against the GitLab REST stand-in (test/support/gitlab-api.ts)
 * given as CI_API_V4_URL, with the merge request's variables a merge request pipeline has. The
 * preview job publishes the plan in the merge request's note; the `up` job
 * (`approval: mr-approvals`) applies only after another person approved after that: the
 * control applies; the author's own approval and no approval apply nothing. The gate's other
 * attacks (stale approval, another commit, forged note) are test/e2e/gitlab-mr-approvals.test.ts
 * on the CLI; a fork's merge request is refused by the component's script before the CLI runs.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gitlabCiLocalMissing,
  jobLines,
  makeComponentProject,
  runGitlabCiLocal,
} from "../support/gitlab-ci-local.js";
import { startGitLabApi, type GitLabApiStandIn } from "../support/gitlab-api.js";
import { tempDirs } from "../support/temp-dirs.js";

const why = gitlabCiLocalMissing("GitLab component gate e2e");
const dirs = tempDirs("stackgate-gitlab-gate-ci-");
let api: GitLabApiStandIn;
let nextIid = 500;

beforeAll(async () => {
  api = await startGitLabApi();
  for (const user of ["dev", "alice"]) api.addUser(user);
});
afterAll(async () => {
  await api?.close();
  dirs.removeAll();
});

const PIPELINE = `stages: [plan, apply]
include:
  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/stackgate@$CI_COMMIT_SHA
    inputs:
      job-name: plan-prod
      stage: plan
      cli: node dist/cli.js
      command: preview
      workdir: infra/prod
      stack: prod
      comment: true
  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/stackgate@$CI_COMMIT_SHA
    inputs:
      job-name: apply-prod
      stage: apply
      cli: node dist/cli.js
      command: up
      workdir: infra/prod
      stack: prod
      approval: mr-approvals
      required-approvals: "1"
`;

interface Pipeline {
  dir: string;
  iid: number;
  /** Runs one job of the pipeline as the merge request's pipeline does. */
  job(
    name: string,
    extra?: Record<string, string>,
  ): Promise<{ status: number | undefined; output: string }>;
  applied(): boolean;
}

/** A project with the pipeline above, and `dev`'s merge request at its commit. */
function pipeline(): Pipeline {
  const dir = dirs.make();
  const home = dirs.make("stackgate-gitlab-gate-home-");
  const sha = makeComponentProject(dir, {
    "infra/prod/main.tf": 'resource "terraform_data" "item" {\n  input = 1\n}\n',
    ".gitlab-ci.yml": PIPELINE,
  });
  const iid = (nextIid += 1);
  api.addMergeRequest({ iid, sha, author: "dev" });
  const variables = {
    GITLAB_CI: "true",
    CI_PIPELINE_SOURCE: "merge_request_event",
    CI_MERGE_REQUEST_IID: String(iid),
    CI_MERGE_REQUEST_PROJECT_ID: String(api.projectId),
    CI_MERGE_REQUEST_SOURCE_PROJECT_ID: String(api.projectId),
    CI_PROJECT_ID: String(api.projectId),
    CI_API_V4_URL: api.apiUrl,
    GITLAB_TOKEN: api.accessToken,
  };
  return {
    dir,
    iid,
    async job(name, extra = {}) {
      const args = Object.entries({ ...variables, ...extra }).flatMap(([k, v]) => [
        "--variable",
        `${k}=${v}`,
      ]);
      const { status, output } = await runGitlabCiLocal(dir, home, [name, ...args]);
      return { status, output: jobLines(output, name) || output };
    },
    applied() {
      const state = path.join(dir, "infra", "prod", "terraform.tfstate");
      return existsSync(state) && readFileSync(state, "utf8").includes("terraform_data");
    },
  };
}

describe.skipIf(why !== null)("the GitLab component's merge request gate (gitlab-ci-local)", () => {
  it("applies after another person approved the plan the preview job published (the control)", async () => {
    const p = pipeline();
    const plan = await p.job("plan-prod");
    expect(plan.status, plan.output).toBe(0);
    const note = api.notes(p.iid).find((n) => n.author === api.bot.username);
    expect(note?.body, plan.output).toMatch(/stackgate:published/);
    expect(note?.body).toMatch(/terraform_data\.item/);
    api.approve(p.iid, "alice");
    const apply = await p.job("apply-prod");
    expect(apply.status, apply.output).toBe(0);
    expect(apply.output).toMatch(/applied/);
    expect(p.applied(), apply.output).toBe(true);
    // The access token reached the jobs as a variable: never their log, never a note.
    for (const text of [plan.output, apply.output, ...api.notes(p.iid).map((n) => n.body)])
      expect(text).not.toContain(api.accessToken);
    expect(api.violations()).toEqual([]);
  });

  it("applies nothing without a second person (no approval, the author's own), and keeps the plan's note", async () => {
    const p = pipeline();
    expect((await p.job("plan-prod")).status).toBe(0);
    const none = await p.job("apply-prod");
    expect(none.status, none.output).not.toBe(0);
    expect(none.output).toMatch(/approval/i);
    expect(p.applied(), none.output).toBe(false);
    api.approve(p.iid, "dev");
    const self = await p.job("apply-prod");
    expect(self.status, self.output).not.toBe(0);
    expect(self.output).toMatch(/dev opened the pull request.*second person/);
    expect(p.applied(), self.output).toBe(false);
    // The refused runs planned nothing: the note still shows the plan to approve, bound to it.
    const note = api.notes(p.iid).find((n) => n.author === api.bot.username)?.body ?? "";
    expect(note).toMatch(/### 📋 Plan: prod \/ prod[\s\S]*terraform_data\.item/);
    expect(note).toMatch(/stackgate:published \{"command":"preview","outcome":"planned"/);
    api.approve(p.iid, "alice");
    const apply = await p.job("apply-prod");
    expect(apply.status, apply.output).toBe(0);
    expect(p.applied(), apply.output).toBe(true);
    expect(api.violations()).toEqual([]);
  });

  it("stops a fork's merge request in the job's script, before stackgate runs", async () => {
    const p = pipeline();
    api.approve(p.iid, "alice");
    const fork = await p.job("apply-prod", { CI_MERGE_REQUEST_SOURCE_PROJECT_ID: "9999" });
    expect(fork.status, fork.output).not.toBe(0);
    expect(fork.output).toMatch(/comes from a fork \(project 9999\).*Nothing was applied/);
    expect(existsSync(path.join(p.dir, "infra", "prod", ".terraform")), fork.output).toBe(false);
    expect(p.applied()).toBe(false);
  });
});
