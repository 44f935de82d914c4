/**
 * GitLab job liveness through the built CLI: a journal of a job on another runner holds the
 * lock of GitLab-managed Terraform state (the http backend with `lock_method = "POST"`,
 * `unlock_method = "DELETE"`, answered as GitLab's lock endpoint answers: a 409 that echoes the
 * asker's Operation and Info, test/support/gitlab-state-lock.ts); `recover` on GitLab with
 * GITLAB_TOKEN asks the jobs API (the GitLab REST stand-in) and releases the lock when the job
 * has finished, keeps it while the job runs; `status` names the holder without the echo.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runCliJson } from "../support/cli.js";
import { startGitLabApi, type GitLabApiStandIn } from "../support/gitlab-api.js";
import { gitlabStateLock } from "../support/gitlab-state-lock.js";
import { createHttpLockServer, type HttpLockServer } from "../support/http-lock-server.js";
import { localJournalFile } from "../support/journal-file.js";
import { tempDirs } from "../support/temp-dirs.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";

const { make: tempDir, removeAll: removeTempDirs } = tempDirs("stackgate-gitlab-live-");
let api: GitLabApiStandIn;
let server: HttpLockServer;
let tfrc: string;
/** The user GitLab names as a state lock's `Who` (the job token's user). */
const GITLAB_USER = "project_42_bot";

beforeAll(async () => {
  [api, server] = await Promise.all([
    startGitLabApi(),
    createHttpLockServer({ lockEndpoint: gitlabStateLock(GITLAB_USER) }),
  ]);
  tfrc = writeEmptyCliConfig(path.join(tempDir(), "terraformrc"));
});
afterAll(async () => {
  await Promise.all([api?.close(), server?.close()]);
  removeTempDirs();
});
afterEach(() => expect(api.violations()).toEqual([]));

/** This step's environment: a GitLab job (pipeline 900, job `job`) with an access token. */
function gitlabEnv(job: number): Record<string, string> {
  return {
    TF_CLI_CONFIG_FILE: tfrc,
    GITHUB_ACTIONS: "",
    GITLAB_CI: "true",
    CI_PIPELINE_ID: "900",
    CI_JOB_ID: String(job),
    CI_PROJECT_ID: String(api.projectId),
    CI_API_V4_URL: api.apiUrl,
    GITLAB_TOKEN: api.accessToken,
  };
}

/**
 * A project on the http backend, and in its journal a GitLab job (`deadJob`'s status is the
 * stand-in's) on another runner that was applying under the lock it holds: the journal names
 * the lock's ID. The header is the one a real `up` on GitLab wrote, moved to the other runner.
 */
async function strandedLock(name: string, job: number): Promise<{ dir: string; lockId: string }> {
  const a = server.addresses(name);
  const dir = tempDir();
  writeFileSync(
    path.join(dir, "main.tf"),
    `terraform {
  backend "http" {
    address = "${a.address}"
    lock_address = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
    lock_method = "POST"
    unlock_method = "DELETE"
  }
}
resource "terraform_data" "item" {
  input = 1
}
`,
  );
  const up = await runCliJson(["up", "--yes", "--json", "-C", dir], {
    env: gitlabEnv(job - 1),
    label: "up",
  });
  expect(up.exitCode, up.context).toBe(0);
  const file = localJournalFile(dir);
  const start = JSON.parse(readFileSync(file, "utf8").split("\n")[0] ?? "") as {
    header: Record<string, unknown>;
  };
  expect(start.header.platform).toBe("gitlab");
  const lockId = `5f1e2d3c-0000-4000-8000-${String(job).padStart(12, "0")}`;
  const at = new Date(Date.now() - 60_000).toISOString();
  const header = {
    ...start.header,
    runId: "899",
    job: String(job),
    host: "gitlab-runner-7",
    pid: 4242,
    startedAt: at,
  };
  const entries = [
    { type: "start", at, header },
    { type: "phase", at, phase: "applying" },
    { type: "lock", at, lockId },
  ];
  writeFileSync(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(""));
  server.setHolder(name, {
    ID: lockId,
    Operation: "OperationTypeApply",
    Info: "",
    Who: GITLAB_USER,
    Version: "1.11.4",
    Created: at,
    Path: "",
  });
  return { dir, lockId };
}

describe("recover on GitLab asks the jobs API whether the journal's job is over", () => {
  it("releases the lock of a finished job, keeps the lock of a running one", async () => {
    api.addJob(7101, "failed");
    api.addJob(7201, "running");
    const [dead, live] = await Promise.all([
      strandedLock("gitlab-dead", 7101),
      strandedLock("gitlab-live", 7201),
    ]);

    api.clearRequests();
    const released = await runCliJson(["recover", "--json", "-C", dead.dir], {
      env: gitlabEnv(7300),
      label: "recover (dead job)",
    });
    expect(
      api.requests().map((r) => `${r.method} ${r.path} ${r.status}`),
      released.context,
    ).toContain(`GET /api/v4/projects/${api.projectId}/jobs/7101 200`);
    const actions = (released.json().actions ?? []) as Array<{ kind: string; detail: string }>;
    expect(actions.find((x) => x.kind === "unlock")?.detail, released.context).toContain(
      dead.lockId,
    );
    expect(server.holder("gitlab-dead"), released.context).toBeNull();

    const kept = await runCliJson(["recover", "--json", "-C", live.dir], {
      env: gitlabEnv(7301),
      label: "recover (running job)",
    });
    expect(kept.exitCode, kept.context).toBe(4);
    expect(server.holder("gitlab-live")?.ID, kept.context).toBe(live.lockId);
    expect(kept.stdout + kept.stderr).toContain("still running according to the CI platform");

    // What status shows as the holder is the holder's: GitLab's 409 echoed the probe's own
    // Operation and Info beside the holder's ID, user and time.
    const status = await runCliJson(["status", "--json", "-C", live.dir], {
      env: gitlabEnv(7303),
      label: "status (running job)",
    });
    const shown = (status.json().holder as { holder?: Record<string, unknown> } | undefined)
      ?.holder;
    expect(shown, status.context).toMatchObject({ id: live.lockId, who: GITLAB_USER });
    expect([shown?.operation, shown?.info], status.context).toEqual([undefined, undefined]);
    // Nor its raw text, which carries that echo.
    expect(status.stdout, status.context).not.toContain("stackgate-lock-probe");
    expect(status.stderr, status.context).not.toContain("stackgate-lock-probe");

    // The same journal without the token: nobody can tell, and the lock stays.
    api.setJobStatus(7201, "success");
    const env = gitlabEnv(7302);
    delete env.GITLAB_TOKEN;
    const blind = await runCliJson(["recover", "--json", "-C", live.dir], {
      env,
      label: "recover (no token)",
    });
    expect(blind.exitCode, blind.context).toBe(4);
    expect(server.holder("gitlab-live")?.ID, blind.context).toBe(live.lockId);
  });
});
