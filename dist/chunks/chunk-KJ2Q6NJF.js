#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  nearestName,
  parseBoolean,
  parseChoice,
  parseDuration,
  parseInteger,
  rowsOf,
  usageError
} from "./chunk-KWP3KDUD.js";

// src/settings/hosts.ts
function inputEnvName(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
var CORE_BOOLEANS = { true: /^(true|True|TRUE)$/, false: /^(false|False|FALSE)$/ };
var ANY_CASE_BOOLEANS = { true: /^true$/i, false: /^false$/i };
function withReaders(source, words) {
  const { scalar, term } = source;
  return {
    ...source,
    boolean: (name, fallback) => {
      const value = scalar(name);
      return value === void 0 ? fallback : parseBoolean(term(name), value, words);
    },
    integer: (name, fallback, min, max) => {
      const value = scalar(name);
      return value === void 0 ? fallback : parseInteger(term(name), value, min, max);
    },
    choice: (name, fallback, choices) => parseChoice(term(name), scalar(name) ?? fallback, choices),
    duration: (name, rule) => {
      const value = scalar(name);
      return value === void 0 ? void 0 : parseDuration(term(name), value, rule);
    }
  };
}
function actionInputs(env) {
  const scalar = (name) => {
    const value = env[inputEnvName(name)]?.trim();
    return value === void 0 || value === "" ? void 0 : value;
  };
  return withReaders(
    {
      column: "input",
      term: (name) => `input ${name}`,
      scalar,
      list: (name) => (scalar(name) ?? "").split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "")
    },
    CORE_BOOLEANS
  );
}
function pipeVariables(env) {
  return withReaders(
    {
      column: "variable",
      term: (name) => `variable ${name}`,
      scalar: (name) => pipeScalar(env, name),
      list: (name) => pipeList(env, name)
    },
    ANY_CASE_BOOLEANS
  );
}
function pipeScalar(env, name) {
  if (env[`${name}_COUNT`] !== void 0 && env[name] === void 0) {
    throw usageError(
      `variable ${name}: expected a single value, got a list (${name}_COUNT=${env[`${name}_COUNT`]}). Write it as ${name}: 'value'.`
    );
  }
  const value = env[name]?.trim();
  return value === void 0 || value === "" ? void 0 : value;
}
function pipeList(env, name) {
  const count = env[`${name}_COUNT`]?.trim();
  if (count === void 0 || count === "") {
    if (env[name] !== void 0 && env[name]?.trim() !== "") {
      throw usageError(
        `variable ${name}: expected a list, e.g. ${name}: ['first', 'second'] (passed as ${name}_COUNT and ${name}_0, ${name}_1, \u2026), got a single value.`
      );
    }
    return [];
  }
  if (!/^\d{1,4}$/.test(count)) {
    throw usageError(
      `variable ${name}_COUNT: expected the number of items of list ${name}, got "${count}".`
    );
  }
  const items = [];
  for (let i = 0; i < Number(count); i += 1) {
    const item = env[`${name}_${i}`];
    if (item === void 0) {
      throw usageError(`variable ${name}: ${name}_COUNT is ${count}, but ${name}_${i} is missing.`);
    }
    if (item.trim() !== "") items.push(item.trim());
  }
  return items;
}
function assertKnownInputs(env, actionOnly) {
  const names = [...rowsOf("input").map((row) => row.input ?? ""), ...actionOnly];
  const declared = new Set(names.map(inputEnvName));
  for (const key of Object.keys(env).sort()) {
    if (!key.startsWith("INPUT_") || declared.has(key)) continue;
    const given = key.slice("INPUT_".length).toLowerCase();
    const near = nearestName(given, names);
    const hint = near === void 0 ? `Its inputs are: ${names.join(", ")}.` : `Did you mean ${near}?`;
    throw usageError(
      `input ${given}: stackgate has no such input (the step's with: set ${key}). ${hint} Fix or remove it under the step's with:.`
    );
  }
}
function listBase(name) {
  return /^(.+)_(COUNT|\d+)$/.exec(name)?.[1];
}
function assertNoMisspeltVariables(env, known) {
  const names = new Set(known);
  for (const key of Object.keys(env).sort()) {
    if (names.has(key)) continue;
    const base = listBase(key);
    if (base !== void 0 && names.has(base)) continue;
    const near = nearestName(key, names) ?? (base === void 0 ? void 0 : nearestName(base, names));
    if (near === void 0) continue;
    throw usageError(
      `variable ${key}: the pipe has no such variable. Did you mean ${near}? Fix its name under the pipe's variables: (names are upper case, words joined with _).`
    );
  }
}

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
  bitbucket,
  github,
  PLATFORM_NAMES,
  platformNamed,
  workdirRootOf,
  SECRET_ENV_NAME,
  collectSecrets,
  detectRunContext,
  inputEnvName,
  actionInputs,
  pipeVariables,
  assertKnownInputs,
  assertNoMisspeltVariables
};
