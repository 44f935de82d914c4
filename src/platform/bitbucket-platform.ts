/** Bitbucket Pipelines as core code knows it (the door is pipe/; the API client platforms/bitbucket*). */
import type { Platform } from "./platform.js";

export const bitbucket = {
  name: "bitbucket",
  detects: (env) => env.BITBUCKET_BUILD_NUMBER !== undefined,
  readRun: (env) => ({
    runId: env.BITBUCKET_PIPELINE_UUID ?? env.BITBUCKET_BUILD_NUMBER,
    index: env.BITBUCKET_PARALLEL_STEP,
    runUrl:
      env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER
        ? `${env.BITBUCKET_GIT_HTTP_ORIGIN}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}`
        : undefined,
    commit: env.BITBUCKET_COMMIT,
    checkoutDir: env.BITBUCKET_CLONE_DIR,
  }),
  defaultStopTimeoutMs: 20_000,
  fullDiffAt: "this step's log",
  flavor: "bitbucket",
} as const satisfies Platform<"bitbucket">;
