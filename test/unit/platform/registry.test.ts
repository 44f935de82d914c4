import { describe, expect, it } from "vitest";
import {
  detectPlatform,
  PLATFORM_NAMES,
  platformNamed,
  workdirRootOf,
} from "../../../src/platform/registry.js";

describe("the platform registry", () => {
  it("detects each platform from its own job environment, and none outside CI", () => {
    expect(detectPlatform({ GITHUB_ACTIONS: "true" })?.name).toBe("github");
    expect(detectPlatform({ BITBUCKET_BUILD_NUMBER: "17" })?.name).toBe("bitbucket");
    expect(detectPlatform({ GITLAB_CI: "true" })?.name).toBe("gitlab");
    expect(detectPlatform({ GITLAB_CI: "false", CI_PROJECT_DIR: "/builds/g/p" })).toBeNull();
    expect(detectPlatform({ GITHUB_ACTIONS: "false", GITHUB_WORKSPACE: "/w" })).toBeNull();
    expect(detectPlatform({})).toBeNull();
  });

  it("names every platform it lists, local first, each found again by its name", () => {
    expect(PLATFORM_NAMES[0]).toBe("local");
    expect(platformNamed("local")).toBeNull();
    for (const name of PLATFORM_NAMES.slice(1)) expect(platformNamed(name)?.name).toBe(name);
    expect(new Set(PLATFORM_NAMES).size).toBe(PLATFORM_NAMES.length);
  });

  it("keys the journal's workdir by the first checkout a platform names, detected or not", () => {
    expect(workdirRootOf({ GITHUB_WORKSPACE: "/gh", BITBUCKET_CLONE_DIR: "/bb" })).toBe("/gh");
    expect(workdirRootOf({ BITBUCKET_CLONE_DIR: "/bb" })).toBe("/bb");
    expect(workdirRootOf({ CI_PROJECT_DIR: "/builds/g/p" })).toBe("/builds/g/p");
    expect(workdirRootOf({ BITBUCKET_CLONE_DIR: "/bb", CI_PROJECT_DIR: "/gl" })).toBe("/bb");
    // An empty variable is still the one named (as `??` read it before the registry).
    expect(workdirRootOf({ GITHUB_WORKSPACE: "", BITBUCKET_CLONE_DIR: "/bb" })).toBe("");
    expect(workdirRootOf({})).toBeUndefined();
  });

  it("sizes each platform's default stop-timeout to its own stop sequence", () => {
    // GitHub's runner sends SIGTERM 7.5 s after SIGINT: escalate before it.
    expect(platformNamed("github")?.defaultStopTimeoutMs).toBeLessThan(7_500);
    expect(platformNamed("bitbucket")?.defaultStopTimeoutMs).toBe(20_000);
    // GitLab's runner sends SIGKILL 10 s after its SIGTERM: escalate with time left for the engine.
    expect(platformNamed("gitlab")?.defaultStopTimeoutMs).toBeLessThanOrEqual(10_000 - 4_000);
  });

  it("reads a GitLab job's run: the pipeline, attempt 1, the job id for each retry", () => {
    const job = {
      GITLAB_CI: "true",
      CI_PIPELINE_ID: "901",
      CI_JOB_ID: "5501",
      CI_JOB_NAME: "deploy 2/3",
      CI_NODE_INDEX: "2",
      CI_JOB_URL: "https://gitlab.example/g/p/-/jobs/5501",
      CI_COMMIT_SHA: "0123abcd",
      CI_PROJECT_DIR: "/builds/g/p",
    };
    const gitlab = detectPlatform(job);
    expect(gitlab?.readRun(job)).toEqual({
      runId: "901",
      attempt: "1",
      job: "5501",
      index: "2",
      runUrl: "https://gitlab.example/g/p/-/jobs/5501",
      commit: "0123abcd",
      checkoutDir: "/builds/g/p",
    });
    // A retry is a new job of the same pipeline: same run and attempt, another job.
    const retry = gitlab?.readRun({ ...job, CI_JOB_ID: "5530" });
    expect([retry?.runId, retry?.attempt, retry?.job]).toEqual(["901", "1", "5530"]);
    // GitLab renders <details> and hides HTML comments: the GitHub-style flavour.
    expect(gitlab?.flavor).toBe("github");
  });
});
