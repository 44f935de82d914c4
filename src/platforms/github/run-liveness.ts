/**
 * GitHub's run liveness behind the stale-lock decision: whether the run attempt that wrote a
 * journal is over, asked of the Actions API.
 */
import type { RunRef, RunState } from "../../locks/liveness.js";
import { apiError } from "./api-error.js";
import type { RepoRef } from "./context.js";
import type { StackgateOctokitInstance } from "./octokit.js";

export interface RunStateOptions {
  /** This job's own run and attempt: a journal of an earlier attempt of it is over. */
  self?: RunRef;
  /** Diagnostics (why the answer is what it is). */
  log?: (message: string) => void;
}

/**
 * Whether the journal's run attempt is over. With an attempt: a later attempt of the run is
 * this very job (GitHub re-runs only completed runs, so the earlier attempt is over), else
 * `GET /repos/{o}/{r}/actions/runs/{id}/attempts/{n}` — `completed` → finished. Without one
 * (a journal of an older stackgate): `GET /repos/{o}/{r}/actions/runs/{id}`. A run attempt
 * that is not completed counts as running for every job of it: GitHub cannot tell which job
 * (or matrix sibling) wrote the journal. Unknown when nobody can tell.
 */
export async function readRunState(
  octokit: StackgateOctokitInstance,
  repo: RepoRef,
  run: RunRef,
  options: RunStateOptions,
): Promise<RunState> {
  const { runId, attempt } = run;
  if (!/^\d+$/.test(runId) || (attempt !== undefined && !/^\d+$/.test(attempt))) {
    return "unknown";
  }
  const self = options.self;
  if (
    attempt !== undefined &&
    self?.runId === runId &&
    self.attempt !== undefined &&
    /^\d+$/.test(self.attempt) &&
    Number(self.attempt) > Number(attempt)
  ) {
    options.log?.(
      `run ${runId} attempt ${attempt} is an earlier attempt of this run (now attempt ${self.attempt}): GitHub re-runs only completed runs, so it is over`,
    );
    return "finished";
  }
  const what = attempt === undefined ? `run ${runId}` : `run ${runId} attempt ${attempt}`;
  try {
    const { data } =
      attempt === undefined
        ? await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: Number(runId) })
        : await octokit.rest.actions.getWorkflowRunAttempt({
            ...repo,
            run_id: Number(runId),
            attempt_number: Number(attempt),
          });
    return data.status === "completed" ? "finished" : "running";
  } catch (error) {
    options.log?.(
      `could not ask GitHub whether ${what} is still running: ${apiError(error, `read ${what}`, "actions: read").message}`,
    );
    return "unknown";
  }
}
