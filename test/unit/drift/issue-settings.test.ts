/**
 * `drift --report github-issues`: the settings (a choice, so a misspelt value is an error; the
 * cap bounded) and the CLI's reporter refusing to start without a token or a repository.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { createDriftIssueReporters } from "../../../src/ci/drift-issues.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import { StackgateError } from "../../../src/errors.js";

function project(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sg-drift-issues-"));
  writeFileSync(path.join(dir, "main.tf"), "");
  return dir;
}

describe("drift issue settings", () => {
  it("--report github-issues and --drift-issue-cap; defaults none and 20", async () => {
    const cwd = project();
    const plain = await resolveSettings({ argv: ["drift"], env: {}, cwd });
    expect([plain.driftReport, plain.driftIssueCap]).toEqual(["none", 20]);
    const asked = await resolveSettings({
      argv: ["drift", "--report", "github-issues", "--drift-issue-cap", "3"],
      env: {},
      cwd,
    });
    expect([asked.driftReport, asked.driftIssueCap]).toEqual(["github-issues", 3]);
    const fromEnv = await resolveSettings({
      argv: ["drift"],
      env: { STACKGATE_DRIFT_REPORT: "github-issues" },
      cwd,
    });
    expect(fromEnv.driftReport).toBe("github-issues");
  });

  it.each([
    [["--report", "github-issue"], /report.*"github-issue"/s],
    [["--drift-issue-cap", "0"], /drift-issue-cap/],
  ])("refuses %j", async (flags, message) => {
    const error = await resolveSettings({
      argv: ["drift", ...flags],
      env: {},
      cwd: project(),
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StackgateError);
    expect((error as StackgateError).exitCode).toBe(64);
    expect((error as Error).message).toMatch(message);
  });

  it("without GITHUB_TOKEN or GITHUB_REPOSITORY the issue reporter is a usage error", async () => {
    const cwd = project();
    const settings = await resolveSettings({
      argv: ["drift", "--report", "github-issues"],
      env: {},
      cwd,
    });
    const log = (): void => undefined;
    expect(() =>
      createDriftIssueReporters(settings, [], { GITHUB_REPOSITORY: "o/r" }, cwd, log),
    ).toThrow(/needs GITHUB_TOKEN/);
    expect(() =>
      createDriftIssueReporters(settings, [], { GITHUB_TOKEN: "t0ken-value" }, cwd, log),
    ).toThrow(/needs GITHUB_REPOSITORY \(got GITHUB_REPOSITORY=""\)/);
    expect(
      createDriftIssueReporters(
        settings,
        [],
        { GITHUB_TOKEN: "t0ken-value", GITHUB_REPOSITORY: "o/r" },
        cwd,
        log,
      ),
    ).toHaveLength(1);
  });

  it("gitlab-issues outside a GitLab job, or without GITLAB_TOKEN or CI_PROJECT_ID, is a usage error", async () => {
    const cwd = project();
    const log = (): void => undefined;
    const gitlabJob = { GITLAB_CI: "true", CI_JOB_ID: "7", CI_PIPELINE_ID: "3" };
    const settingsIn = (env: Record<string, string>) =>
      resolveSettings({ argv: ["drift", "--report", "gitlab-issues"], env, cwd });
    const reporters = async (env: Record<string, string>) =>
      createDriftIssueReporters(await settingsIn(env), [], env, cwd, log);
    await expect(reporters({ GITLAB_TOKEN: "glpat-x", CI_PROJECT_ID: "1" })).rejects.toThrow(
      /needs a GitLab job \(GITLAB_CI=true\)/,
    );
    await expect(reporters({ ...gitlabJob, CI_PROJECT_ID: "1" })).rejects.toThrow(
      /needs GITLAB_TOKEN:/,
    );
    await expect(reporters({ ...gitlabJob, GITLAB_TOKEN: "glpat-x" })).rejects.toThrow(
      /needs CI_PROJECT_ID:/,
    );
    const ready = { ...gitlabJob, GITLAB_TOKEN: "glpat-x", CI_PROJECT_ID: "1" };
    expect(await reporters(ready)).toHaveLength(1);
  });
});
