/**
 * GitLab's run liveness against the GitLab API stand-in: a journaled job is over only when the
 * jobs API says it finished; running and canceling jobs are alive; everything doubtful — no
 * token, another platform's run, a job the project does not have (404), a failing API — is
 * unknown, never over.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { gitlabRunLivenessOf } from "../../../src/ci/gitlab-env.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import type { RunRef } from "../../../src/locks/liveness.js";
import { GitLabClient } from "../../../src/platforms/gitlab/client.js";
import { GitLabRunLiveness } from "../../../src/platforms/gitlab/run-liveness.js";
import { startGitLabApi, type GitLabApiStandIn } from "../../support/gitlab-api.js";

let api: GitLabApiStandIn;
let nextJob = 900;
beforeAll(async () => {
  api = await startGitLabApi();
});
afterAll(async () => api.close());
afterEach(() => expect(api.violations()).toEqual([]));

function liveness(fetchImpl?: typeof fetch, log?: (message: string) => void): GitLabRunLiveness {
  const client = new GitLabClient({
    apiUrl: api.apiUrl,
    project: String(api.projectId),
    auth: { kind: "private", token: api.accessToken, variable: "GITLAB_TOKEN" },
    retryBaseMs: 1,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return new GitLabRunLiveness(client, log);
}

/** A journal header's run on GitLab: pipeline 77, attempt 1, the job id. */
function gitlabRun(job: number | string): RunRef {
  return { platform: "gitlab", runId: "77", attempt: "1", job: String(job) };
}

function job(status: string): number {
  nextJob += 1;
  api.addJob(nextJob, status);
  return nextJob;
}

describe("GitLab run liveness (GET /projects/:id/jobs/:job_id)", () => {
  it.each(["success", "failed", "canceled", "skipped"])("a %s job is over", async (status) => {
    expect(await liveness().runState(gitlabRun(job(status)))).toBe("finished");
    expect(api.requests().at(-1)).toMatchObject({
      method: "GET",
      path: `/api/v4/projects/${api.projectId}/jobs/${nextJob}`,
      auth: "private",
    });
  });

  it.each(["running", "canceling", "pending", "created", "waiting_for_resource", "preparing"])(
    "a %s job is alive",
    async (status) => {
      expect(await liveness().runState(gitlabRun(job(status)))).toBe("running");
    },
  );

  it("follows the job: running, then canceled", async () => {
    const id = job("running");
    expect(await liveness().runState(gitlabRun(id))).toBe("running");
    api.setJobStatus(id, "canceled");
    expect(await liveness().runState(gitlabRun(id))).toBe("finished");
  });

  it("a status that proves nothing (manual, or one GitLab adds later) is unknown", async () => {
    const lines: string[] = [];
    const manual = job("manual");
    expect(await liveness(undefined, (l) => lines.push(l)).runState(gitlabRun(manual))).toBe(
      "unknown",
    );
    expect(await liveness().runState(gitlabRun(job("retiring")))).toBe("unknown");
    expect(lines.join("\n")).toContain(`GitLab job ${manual} has status "manual"`);
  });

  it("a job the project does not have (404) is unknown: a job of another project must not be proven dead", async () => {
    // Another CI_PROJECT_ID writing to the same state: its job ids are not this project's, and
    // GitLab answers 404 for them here. Only the project that ran the job can say it is over.
    const lines: string[] = [];
    expect(await liveness(undefined, (l) => lines.push(l)).runState(gitlabRun(123456))).toBe(
      "unknown",
    );
    expect(api.requests().at(-1)).toMatchObject({ status: 404 });
    expect(lines.join("\n")).toMatch(/could not ask GitLab whether job 123456 is over: .*404/);
  });

  it("an API that fails (500, after its retries) is unknown", async () => {
    const id = job("success");
    let calls = 0;
    const failing: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.includes(`/jobs/${id}`)) {
        calls += 1;
        return Promise.resolve(
          Response.json({ message: "500 Internal Server Error" }, { status: 500 }),
        );
      }
      return fetch(input, init);
    };
    expect(await liveness(failing).runState(gitlabRun(id))).toBe("unknown");
    expect(calls).toBeGreaterThan(1);
    // The same job, asked without the failure, is over: the failure alone made it unknown.
    expect(await liveness().runState(gitlabRun(id))).toBe("finished");
  });

  it("a run of another platform, or without a numeric job id, is unknown and nothing is asked", async () => {
    const id = job("success");
    api.clearRequests();
    const live = liveness();
    expect(await live.runState({ ...gitlabRun(id), platform: "github" })).toBe("unknown");
    expect(await live.runState({ ...gitlabRun(id), platform: "bitbucket" })).toBe("unknown");
    const noPlatform = gitlabRun(id);
    delete noPlatform.platform;
    expect(await live.runState(noPlatform)).toBe("unknown");
    expect(await live.runState(gitlabRun("build"))).toBe("unknown");
    const noJob = gitlabRun(id);
    delete noJob.job;
    expect(await live.runState(noJob)).toBe("unknown");
    expect(api.requests()).toEqual([]);
  });
});

describe("the CLI's run liveness on GitLab", () => {
  function gitlabEnv(overrides: Record<string, string | undefined> = {}) {
    return {
      GITLAB_CI: "true",
      CI_PIPELINE_ID: "78",
      CI_JOB_ID: "990",
      CI_PROJECT_ID: String(api.projectId),
      CI_API_V4_URL: api.apiUrl,
      GITLAB_TOKEN: api.accessToken,
      ...overrides,
    };
  }
  async function settingsIn(env: Record<string, string | undefined>) {
    const cwd = mkdtempSync(path.join(os.tmpdir(), "stackgate-gitlab-liveness-"));
    writeFileSync(path.join(cwd, "main.tf"), "");
    return resolveSettings({ argv: ["recover", "--stack", "prod"], env, cwd });
  }
  const quiet = { redact: (text: string) => text, log: () => undefined };

  it("asks the jobs API with GITLAB_TOKEN", async () => {
    const env = gitlabEnv();
    const live = gitlabRunLivenessOf(await settingsIn(env), env, quiet);
    expect(await live?.runState(gitlabRun(job("failed")))).toBe("finished");
    expect(await live?.runState(gitlabRun(job("running")))).toBe("running");
  });

  it("without GITLAB_TOKEN, or outside GitLab, gives none: every run stays unknown", async () => {
    const noToken = gitlabEnv({ GITLAB_TOKEN: undefined });
    expect(gitlabRunLivenessOf(await settingsIn(noToken), noToken, quiet)).toBeNull();
    const noProject = gitlabEnv({ CI_PROJECT_ID: undefined });
    expect(gitlabRunLivenessOf(await settingsIn(noProject), noProject, quiet)).toBeNull();
    const local = { GITLAB_TOKEN: api.accessToken, CI_PROJECT_ID: String(api.projectId) };
    expect(gitlabRunLivenessOf(await settingsIn(local), local, quiet)).toBeNull();
  });

  it("masks the token in what it logs", async () => {
    const env = gitlabEnv();
    const lines: string[] = [];
    const live = gitlabRunLivenessOf(await settingsIn(env), env, {
      redact: (text) => text,
      log: (line) => lines.push(line),
    });
    // A job id that is not numeric never reaches the API; the log line is masked all the same.
    await live?.runState({ platform: "gitlab", runId: api.accessToken, job: "x" });
    expect(lines.join("\n")).toContain("stackgate: pipeline ***'s journal names no GitLab job id");
    expect(lines.join("\n")).not.toContain(api.accessToken);
  });
});
