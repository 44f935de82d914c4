/**
 * Bitbucket Pipelines' word on whether a run is over (the stale-lock decision): a journal's run
 * id names a pipeline, or a pipeline and a step.
 */
import { messageOf } from "../../errors.js";
import type { RunState } from "../../locks/liveness.js";
import type { BitbucketClientOptions, BitbucketHttp } from "./http.js";
import { BitbucketApiError } from "./http.js";
import { braced, parseRunId, record, sameUuid, str } from "./model.js";

/**
 * Whether the run that wrote a journal is still going, from the pipelines API:
 * `{pipeline}/{step}` → the step's state, `{pipeline}` → the pipeline's. COMPLETED (any
 * result: SUCCESSFUL, FAILED, ERROR, STOPPED, EXPIRED) is finished; PENDING, IN_PROGRESS
 * and PAUSED are running; a 404 or any other failure is unknown, with a warning.
 */
export async function readRunState(
  http: BitbucketHttp,
  runId: string,
  self: BitbucketClientOptions["self"],
  log: ((message: string) => void) | undefined,
): Promise<RunState> {
  const parsed = parseRunId(runId);
  if (parsed === null) return "unknown";
  if (parsed.step !== undefined && self?.stepUuid && sameUuid(parsed.step, self.stepUuid)) {
    // Bitbucket never runs two attempts of one step at once: this one is running, so the
    // journal's is an earlier attempt of this same step, and it is over.
    log?.(`run ${runId} is an earlier attempt of this very step (${self.stepUuid}): it is over`);
    return "finished";
  }
  if (
    parsed.step === undefined &&
    self?.pipelineUuid &&
    sameUuid(parsed.pipeline, self.pipelineUuid)
  ) {
    log?.(
      `the journal names pipeline ${parsed.pipeline} but no step, and that pipeline is this one (still running): ` +
        "cannot tell whether the step that wrote it is over",
    );
    return "unknown";
  }
  const path =
    parsed.step === undefined
      ? `/pipelines/${encodeURIComponent(braced(parsed.pipeline))}`
      : `/pipelines/${encodeURIComponent(braced(parsed.pipeline))}/steps/${encodeURIComponent(braced(parsed.step))}`;
  const what =
    parsed.step === undefined
      ? `pipeline ${parsed.pipeline}`
      : `step ${parsed.step} of pipeline ${parsed.pipeline}`;
  try {
    const body = record(
      await http.request(
        "GET",
        http.repoPath(path),
        `read ${what} in ${http.slug}`,
        "pipeline (read)",
      ),
    );
    const state = str(record(body?.state)?.name);
    if (state === "COMPLETED") return "finished";
    if (state === "PENDING" || state === "IN_PROGRESS" || state === "PAUSED" || state === "READY") {
      return "running";
    }
    log?.(
      `Bitbucket reports ${what} in state ${state ?? "(none)"}: cannot tell whether it is over`,
    );
    return "unknown";
  } catch (error) {
    if (error instanceof BitbucketApiError && error.status === 404) {
      log?.(
        `warning: Bitbucket has no ${what} in ${http.slug} (404): the journal names a run this repository does not know ` +
          "(or the token cannot read pipelines), so nobody can tell whether it is over; its lock is kept unless other evidence shows its owner is dead.",
      );
      return "unknown";
    }
    log?.(`warning: could not ask Bitbucket whether ${what} is still running: ${messageOf(error)}`);
    return "unknown";
  }
}
