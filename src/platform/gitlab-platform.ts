/** GitLab CI/CD as core code knows it (the door is the CLI in templates/stackgate/; the API client platforms/gitlab/). */
import type { Platform } from "./platform.js";

export const gitlab = {
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
    checkoutDir: env.CI_PROJECT_DIR,
  }),
  // The runner sends SIGTERM on cancel/timeout and SIGKILL 10 s later (a fixed grace; shell
  // executor since gitlab-runner!3906, docker's in-container stop likewise): escalate well
  // before it, as on GitHub (docs/ARCHITECTURE.md, "How CI platforms stop a step").
  defaultStopTimeoutMs: 6_000,
  fullDiffAt: "this job's log",
  // GitLab renders `<details>` and drops HTML comments, as GitHub does.
  flavor: "github",
} as const satisfies Platform<"gitlab">;
