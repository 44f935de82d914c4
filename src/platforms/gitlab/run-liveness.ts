/**
 * GitLab's run liveness behind the stale-lock decision: whether the job that wrote a journal is
 * over, asked of the jobs API (`GET /projects/:id/jobs/:job_id`, an access token's call).
 */
import { messageOf } from "../../errors.js";
import type { RunLiveness, RunRef, RunState } from "../../locks/liveness.js";
import type { GitLabClient } from "./client.js";
import { jobRunState } from "./model.js";

/**
 * A journal's run on GitLab is its job (the header's `job`, `CI_JOB_ID`; a retry is a new job):
 * finished when GitLab reports the job finished (model.ts `jobRunState`), running while it
 * runs or may still run. Unknown — never "over" on doubt — for a run of another platform, a
 * journal without a numeric job id, a status this client does not know, and every failed
 * call: a 404 included, since a job of another project (another CI_PROJECT_ID writing to the
 * same state) is invisible here and must not be taken for dead.
 */
export class GitLabRunLiveness implements RunLiveness {
  constructor(
    private readonly client: GitLabClient,
    private readonly log?: (message: string) => void,
  ) {}

  async runState(run: RunRef): Promise<RunState> {
    if (run.platform !== "gitlab") return "unknown";
    if (run.job === undefined || !/^\d+$/.test(run.job)) {
      this.log?.(`pipeline ${run.runId}'s journal names no GitLab job id: its liveness is unknown`);
      return "unknown";
    }
    try {
      const job = await this.client.job(Number(run.job));
      const state = jobRunState(job.status);
      if (state === "unknown") {
        this.log?.(`GitLab job ${run.job} has status "${job.status}", which proves nothing`);
      }
      return state;
    } catch (error) {
      this.log?.(`could not ask GitLab whether job ${run.job} is over: ${messageOf(error)}`);
      return "unknown";
    }
  }
}
