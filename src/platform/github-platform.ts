/** GitHub Actions as core code knows it (the door is action/; the API client platforms/github*). */
import type { Platform } from "./platform.js";

export const github = {
  name: "github",
  detects: (env) => env.GITHUB_ACTIONS === "true",
  readRun: (env) => {
    const server = env.GITHUB_SERVER_URL ?? "https://github.com";
    return {
      runId: env.GITHUB_RUN_ID,
      attempt: env.GITHUB_RUN_ATTEMPT,
      job: env.GITHUB_JOB,
      runUrl:
        env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
          ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
          : undefined,
      commit: env.GITHUB_SHA,
      checkoutDir: env.GITHUB_WORKSPACE,
    };
  },
  // The runner's SIGTERM comes 7.5 s after its SIGINT (docs/ARCHITECTURE.md, "Signal timeline").
  defaultStopTimeoutMs: 6_000,
  fullDiffAt: "the job summary and this step's log",
  flavor: "github",
} as const satisfies Platform<"github">;
