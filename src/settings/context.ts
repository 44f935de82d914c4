/** Where the run happens (GitHub, Bitbucket, a terminal) and which values are secret. */
import path from "node:path";

import type { Env } from "./hosts.js";
import type { Platform } from "./choices.js";

export interface RunContext {
  platform: Platform;
  runId?: string;
  /** The attempt of the run (GitHub `GITHUB_RUN_ATTEMPT`): a re-run keeps the run id. */
  attempt?: string;
  /** The job within the run (GitHub `GITHUB_JOB`). */
  job?: string;
  /** The matrix / parallel index where the platform gives one (`BITBUCKET_PARALLEL_STEP`). */
  index?: string;
  runUrl?: string;
  commit?: string;
  /** The CI checkout (GITHUB_WORKSPACE, BITBUCKET_CLONE_DIR): plan records name workdirs relative to it. */
  checkoutDir?: string;
}

export const SECRET_ENV_NAME =
  /(TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|ACCESS_KEY|AUTH)/i;

/** Values of environment variables whose names say they are secret, plus STACKGATE_SECRETS lines. */
export function collectSecrets(env: Env): string[] {
  const secrets = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value.length < 4) continue;
    if (name === "STACKGATE_SECRETS") {
      for (const line of value.split("\n")) if (line.trim().length >= 4) secrets.add(line.trim());
    } else if (SECRET_ENV_NAME.test(name)) {
      secrets.add(value);
    }
  }
  return [...secrets];
}

export function detectRunContext(env: Env): RunContext {
  if (env.GITHUB_ACTIONS === "true") {
    const server = env.GITHUB_SERVER_URL ?? "https://github.com";
    const runUrl =
      env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    return withDefined({
      platform: "github",
      runId: env.GITHUB_RUN_ID,
      attempt: env.GITHUB_RUN_ATTEMPT,
      job: env.GITHUB_JOB,
      runUrl,
      commit: env.GITHUB_SHA,
      checkoutDir: env.GITHUB_WORKSPACE,
    });
  }
  if (env.BITBUCKET_BUILD_NUMBER !== undefined) {
    const runUrl =
      env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER
        ? `${env.BITBUCKET_GIT_HTTP_ORIGIN}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}`
        : undefined;
    return withDefined({
      platform: "bitbucket",
      runId: env.BITBUCKET_PIPELINE_UUID ?? env.BITBUCKET_BUILD_NUMBER,
      index: env.BITBUCKET_PARALLEL_STEP,
      runUrl,
      commit: env.BITBUCKET_COMMIT,
      checkoutDir: env.BITBUCKET_CLONE_DIR,
    });
  }
  return { platform: "local" };
}

function withDefined(context: {
  platform: Platform;
  runId?: string | undefined;
  attempt?: string | undefined;
  job?: string | undefined;
  index?: string | undefined;
  runUrl?: string | undefined;
  commit?: string | undefined;
  checkoutDir?: string | undefined;
}): RunContext {
  const result: RunContext = { platform: context.platform };
  if (context.runId) result.runId = context.runId;
  if (context.attempt) result.attempt = context.attempt;
  if (context.job) result.job = context.job;
  if (context.index) result.index = context.index;
  if (context.runUrl) result.runUrl = context.runUrl;
  if (context.commit) result.commit = context.commit;
  if (context.checkoutDir) result.checkoutDir = path.resolve(context.checkoutDir);
  return result;
}
