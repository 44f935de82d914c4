#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/settings/context.ts
import path from "node:path";

// src/platform/bitbucket-platform.ts
var bitbucket = {
  name: "bitbucket",
  detects: (env) => env.BITBUCKET_BUILD_NUMBER !== void 0,
  readRun: (env) => ({
    runId: env.BITBUCKET_PIPELINE_UUID ?? env.BITBUCKET_BUILD_NUMBER,
    index: env.BITBUCKET_PARALLEL_STEP,
    runUrl: env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER ? `${env.BITBUCKET_GIT_HTTP_ORIGIN}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}` : void 0,
    commit: env.BITBUCKET_COMMIT,
    checkoutDir: env.BITBUCKET_CLONE_DIR
  }),
  defaultStopTimeoutMs: 2e4,
  fullDiffAt: "this step's log",
  flavor: "bitbucket"
};

// src/platform/github-platform.ts
var github = {
  name: "github",
  detects: (env) => env.GITHUB_ACTIONS === "true",
  readRun: (env) => {
    const server = env.GITHUB_SERVER_URL ?? "https://github.com";
    return {
      runId: env.GITHUB_RUN_ID,
      attempt: env.GITHUB_RUN_ATTEMPT,
      job: env.GITHUB_JOB,
      runUrl: env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : void 0,
      commit: env.GITHUB_SHA,
      checkoutDir: env.GITHUB_WORKSPACE
    };
  },
  // The runner's SIGTERM comes 7.5 s after its SIGINT (docs/ARCHITECTURE.md, "Signal timeline").
  defaultStopTimeoutMs: 6e3,
  fullDiffAt: "the job summary and this step's log",
  flavor: "github"
};

// src/platform/gitlab-platform.ts
var gitlab = {
  name: "gitlab",
  detects: (env) => env.GITLAB_CI === "true",
  readRun: (env) => ({
    runId: env.CI_PIPELINE_ID,
    // A GitLab retry is a new job (a new CI_JOB_ID) in the same pipeline, never a second
    // attempt of one: the attempt is always 1 and the job id tells retries apart (and is what
    // the API's job liveness asks for, platforms/gitlab/client.ts).
    attempt: "1",
    job: env.CI_JOB_ID,
    // Set for `parallel:` and `parallel:matrix` jobs only (1-based).
    index: env.CI_NODE_INDEX,
    runUrl: env.CI_JOB_URL,
    commit: env.CI_COMMIT_SHA,
    checkoutDir: env.CI_PROJECT_DIR
  }),
  // The runner sends SIGTERM on cancel/timeout and SIGKILL 10 s later (a fixed grace; shell
  // executor since gitlab-runner!3906, docker's in-container stop likewise): escalate well
  // before it, as on GitHub (docs/ARCHITECTURE.md, "How CI platforms stop a step").
  defaultStopTimeoutMs: 6e3,
  fullDiffAt: "this job's log",
  // GitLab renders `<details>` and drops HTML comments, as GitHub does.
  flavor: "github"
};

// src/platform/registry.ts
var CI_PLATFORMS = [github, bitbucket, gitlab];
var PLATFORM_NAMES = [
  "local",
  ...CI_PLATFORMS.map((platform) => platform.name)
];
function detectPlatform(env) {
  return CI_PLATFORMS.find((platform) => platform.detects(env)) ?? null;
}
function platformNamed(name) {
  return CI_PLATFORMS.find((platform) => platform.name === name) ?? null;
}
function workdirRootOf(env) {
  for (const platform of CI_PLATFORMS) {
    const root = platform.readRun(env).checkoutDir;
    if (root !== void 0) return root;
  }
  return void 0;
}

// src/settings/context.ts
var SECRET_ENV_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|ACCESS_KEY|AUTH)/i;
function collectSecrets(env) {
  const secrets = /* @__PURE__ */ new Set();
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0 || value.length < 4) continue;
    if (name === "STACKGATE_SECRETS") {
      for (const line of value.split("\n")) if (line.trim().length >= 4) secrets.add(line.trim());
    } else if (SECRET_ENV_NAME.test(name)) {
      secrets.add(value);
    }
  }
  return [...secrets];
}
function detectRunContext(env) {
  const platform = detectPlatform(env);
  return platform === null ? { platform: "local" } : withDefined(platform.name, platform.readRun(env));
}
function withDefined(platform, run) {
  const result = { platform };
  if (run.runId) result.runId = run.runId;
  if (run.attempt) result.attempt = run.attempt;
  if (run.job) result.job = run.job;
  if (run.index) result.index = run.index;
  if (run.runUrl) result.runUrl = run.runUrl;
  if (run.commit) result.commit = run.commit;
  if (run.checkoutDir) result.checkoutDir = path.resolve(run.checkoutDir);
  return result;
}

export {
  gitlab,
  PLATFORM_NAMES,
  platformNamed,
  workdirRootOf,
  SECRET_ENV_NAME,
  collectSecrets,
  detectRunContext
};
