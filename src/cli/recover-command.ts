/** `stackgate recover` and `unlock` in the CLI: the run, its comment file and its report. */
import type { LifecycleDeps } from "../command/deps.js";
import { assertEngineProject } from "../lifecycle/preview.js";
import { writeCommentFile } from "../lifecycle/report.js";
import { runRecover } from "../recovery/recover.js";
import { renderRecoverComment } from "../recovery/report.js";
import { type RecoverResult } from "../recovery/result.js";
import { suggestCommand } from "../settings/suggest.js";
import { type Settings } from "../settings/index.js";
import { formatRecover } from "../terminal/format.js";

export async function runRecoverCommand(
  settings: Settings,
  deps: LifecycleDeps,
  print: (text: string) => void,
): Promise<number> {
  assertEngineProject(settings);
  const mode = settings.command === "unlock" ? "unlock" : "recover";
  // The platform's run liveness (GitLab's jobs API, ci/gitlab-env.ts), where the CLI has one.
  const result = await runRecover(settings, deps, {
    mode,
    ...(deps.runLiveness ? { runLiveness: deps.runLiveness } : {}),
  });
  const commentFile = writeRecoverComment(result, settings);
  print(
    settings.json
      ? `${JSON.stringify({ ...result, commentFile: commentFile ?? null })}\n`
      : formatRecover(result, commentFile),
  );
  return result.exitCode;
}

/**
 * With --comment-file, `recover` writes the PR comment the Action's post step would post
 * (nothing when there was nothing to recover, so an earlier comment stays as it was).
 */
function writeRecoverComment(result: RecoverResult, settings: Settings): string | undefined {
  if (result.command !== "recover" || result.outcome === "clean") return undefined;
  const manual = suggestCommand(settings, "recover");
  return writeCommentFile(settings, renderRecoverComment(result, settings, manual).comment);
}
