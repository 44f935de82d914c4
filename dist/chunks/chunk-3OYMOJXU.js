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
} from "./chunk-PK6XDSNJ.js";

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
  if (env.GITHUB_ACTIONS === "true") {
    const server = env.GITHUB_SERVER_URL ?? "https://github.com";
    const runUrl = env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : void 0;
    return withDefined({
      platform: "github",
      runId: env.GITHUB_RUN_ID,
      attempt: env.GITHUB_RUN_ATTEMPT,
      job: env.GITHUB_JOB,
      runUrl,
      commit: env.GITHUB_SHA,
      checkoutDir: env.GITHUB_WORKSPACE
    });
  }
  if (env.BITBUCKET_BUILD_NUMBER !== void 0) {
    const runUrl = env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER ? `${env.BITBUCKET_GIT_HTTP_ORIGIN}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}` : void 0;
    return withDefined({
      platform: "bitbucket",
      runId: env.BITBUCKET_PIPELINE_UUID ?? env.BITBUCKET_BUILD_NUMBER,
      index: env.BITBUCKET_PARALLEL_STEP,
      runUrl,
      commit: env.BITBUCKET_COMMIT,
      checkoutDir: env.BITBUCKET_CLONE_DIR
    });
  }
  return { platform: "local" };
}
function withDefined(context) {
  const result = { platform: context.platform };
  if (context.runId) result.runId = context.runId;
  if (context.attempt) result.attempt = context.attempt;
  if (context.job) result.job = context.job;
  if (context.index) result.index = context.index;
  if (context.runUrl) result.runUrl = context.runUrl;
  if (context.commit) result.commit = context.commit;
  if (context.checkoutDir) result.checkoutDir = path.resolve(context.checkoutDir);
  return result;
}

export {
  SECRET_ENV_NAME,
  collectSecrets,
  detectRunContext,
  inputEnvName,
  actionInputs,
  pipeVariables,
  assertKnownInputs,
  assertNoMisspeltVariables
};
