/**
 * The action's post step (runs on cancel too: `post-if: always()`). When main finished
 * cleanly it does nothing. Otherwise it runs `recover` on what main saved — the workdir,
 * stack and plan main was working on — with GitHub's run liveness, and updates the PR comment.
 * A repaired (or already clean) stack is a warning. When recovery itself fails, or leaves the
 * stack needing attention (a lock it may not break, orphans it could not import), the step
 * fails the job (`core.setFailed`, exit 1) with the exact command to finish by hand: a stack
 * left locked or half-applied is never hidden behind a warning.
 */
import { messageOf } from "../errors.js";
import path from "node:path";
import { tryPostRecoverComment } from "../ci/report.js";
import { runRecover } from "../recovery/recover.js";
import { createRedactor } from "../report/redact.js";
import { textReport } from "../report/text-report.js";
import { UNKNOWN_RUN_LIVENESS } from "../locks/liveness.js";
import { installSignalTrap } from "../signals/signal-trap.js";

import { readActionConfig, type ActionConfig } from "./inputs.js";
import type { ActionIo } from "./io.js";
import { createActionDeps, createGitHub, repositoryAccess } from "./host.js";
import { tryKeepErroredStateArtifact } from "./errored-artifact.js";
import { tryKeepOpenItemsArtifact, tryRestoreOpenItemsArtifact } from "./open-items-artifact.js";
import { recordChanges } from "./observe.js";
import { createActionOutput, type ActionOutput } from "./output.js";

import { recoverCommentBody } from "./report.js";
import { readSavedState, saveIntent, type Intent } from "./state.js";
import { shellWord } from "../process/shell-quote.js";
import { formatRecover } from "../terminal/format.js";

import { type RecoverResult } from "../recovery/result.js";
import { describeRecover } from "../recovery/report.js";
import { commentKeyOf } from "../report/marker.js";
import { type Settings } from "../settings/index.js";
/** The command that does what this step tried, from a shell in the job's workspace. */
export function manualRecoverCommand(intent: Intent, cliPath: string): string {
  return (
    `node ${shellWord(cliPath)} recover --workdir ${shellWord(intent.workdir)} ` +
    `--stack ${shellWord(intent.stack)} --project ${shellWord(intent.project)}`
  );
}

/** dist/cli.js beside this bundle (dist/action-post.js). */
function cliPath(): string {
  const self = process.argv[1] ?? "dist/action-post.js";
  return path.join(path.dirname(self), "cli.js");
}

function settingsFor(config: ActionConfig, intent: Intent): Settings {
  return {
    ...config.settings,
    command: "recover",
    workdir: intent.workdir,
    project: intent.project || config.settings.project,
    stack: intent.stack || config.settings.stack,
    planFile: intent.planPath || config.settings.planFile,
  };
}

/** Fails the job: the error annotation and exit code 1 (`core.setFailed`). */
function failJob(io: ActionIo, message: string): number {
  io.setFailed(message);
  return 1;
}

export async function runActionPost(io: ActionIo): Promise<number> {
  const saved = readSavedState(io.env);
  if (saved.finished) {
    io.log.info("stackgate post: the main step finished cleanly; nothing to recover.");
    return 0;
  }
  const intent = saved.intent;
  if (!intent) {
    io.log.info(
      "stackgate post: the main step stopped before touching anything; nothing to recover.",
    );
    return 0;
  }
  const manual = manualRecoverCommand(intent, cliPath());
  try {
    const config = await readActionConfig(io.env, io.cwd);
    config.settings = settingsFor(config, intent);
    const attention = await recoverAndReport(config, intent, io, manual);
    return attention === null ? 0 : failJob(io, attention);
  } catch (error) {
    const reason = messageOf(error);
    return failJob(
      io,
      `stackgate post: recovery after the interrupted main step (phase ${intent.phase}) failed: ${reason}\n` +
        `Finish it by hand: ${manual}`,
    );
  }
}

/**
 * Recovers and reports (log, summary, PR comment). Null when the stack is repaired or clean
 * (reported as a warning); otherwise the redacted failure message for the job.
 */
async function recoverAndReport(
  config: ActionConfig,
  intent: Intent,
  io: ActionIo,
  manual: string,
): Promise<string | null> {
  const { settings } = config;
  for (const secret of settings.secrets) if (secret.length >= 4) io.setSecret(secret);
  const output = createActionOutput(io.log, createRedactor(settings.secrets));
  output.info(
    `stackgate post: the main step did not finish (${intent.command}, phase ${intent.phase}); recovering ${intent.workdir} (stack ${intent.stack})`,
  );
  const record = recordChanges((next: Partial<Intent>) => saveIntent(io.saveState, next));
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    log: (m) => output.info(m),
  });
  const apiCalls = new AbortController();
  trap.onInterrupt(() => apiCalls.abort());
  const github = createGitHub(config, output, apiCalls.signal);
  // Main restored them unless it was stopped first: then recovery adds to the kept copy.
  const artifactStep = {
    settings,
    env: io.env,
    access: repositoryAccess(config, github),
    output,
  };
  const openItems = await tryRestoreOpenItemsArtifact(artifactStep);
  let result: RecoverResult;
  try {
    result = await runRecover(settings, createActionDeps(io, output, trap, record), {
      mode: "recover",
      runLiveness: github ?? UNKNOWN_RUN_LIVENESS,
    });
  } finally {
    trap.dispose();
    // Not put back: on a hosted runner the file goes with the disk unless an artifact keeps it.
    await tryKeepErroredStateArtifact(settings, io.env, output);
    await tryKeepOpenItemsArtifact(artifactStep, openItems);
  }
  output.info(formatRecover(result));
  io.setOutput("recovered", String(result.outcome === "recovered"));
  const ok = result.outcome === "recovered" || result.outcome === "clean";
  const title = ok
    ? "stackgate: recovered an interrupted run"
    : "stackgate: recovery needs attention";
  const body = describeRecover(result) + (ok ? "" : `\n\nFinish it by hand: ${manual}`);
  if (ok) io.log.warning(output.redact(body), { title });
  if (config.summary) await io.appendSummary(textReport(title, body, output.redact));
  await tryUpdateComment(config, github, result, manual, output);
  return ok ? null : output.redact(`${title} (${result.outcome}): ${body}`);
}

/** Best effort: the PR comment says the run was interrupted and what recovery did. */
async function tryUpdateComment(
  config: ActionConfig,
  github: ReturnType<typeof createGitHub>,
  result: RecoverResult,
  manual: string,
  output: ActionOutput,
): Promise<void> {
  if (!config.comment || config.pullRequest === null || !github) return;
  const pullRequest = config.pullRequest;
  await tryPostRecoverComment(
    () =>
      github.upsertComment(
        pullRequest,
        commentKeyOf(config.settings),
        recoverCommentBody(result, config.settings, manual),
      ),
    output,
  );
}
