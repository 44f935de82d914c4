/**
 * The action's main step: inputs → settings → the lifecycle under the signal trap → outputs,
 * job summary, PR comment. Intent is saved with `saveState` before each side effect, so the
 * post step can finish what a cancelled main step could not.
 *
 * GitHub's cancel: SIGINT to this node process only, SIGTERM 7.5 s later, kill at 10 s. The
 * trap forwards one SIGINT to the engine, a second one at stop-timeout (6 s on GitHub), and
 * SIGKILL 2 s after that, so the engine is stopped before the runner kills us.
 */
import { createEngineFactory } from "../engines/create-engine.js";
import { streamCongestion } from "../platforms/local.js";

import { describeQualifiedStack } from "../engines/pulumi/stack-name.js";
import { EXIT, StackgateError } from "../errors.js";
import { assertGateUsable, decideApproval } from "../approval/gate.js";
import { waitForApprovalComment } from "../approval/wait.js";
import { formatRecover, formatResult, formatStatus } from "../cli/format.js";
import type { ApprovalGateHook, LifecycleDeps } from "../lifecycle/deps.js";
import { readPlanRecord } from "../lifecycle/plan-artifact.js";
import { assertEngineProject, runPreview } from "../lifecycle/preview.js";
import { needsRecoveryHere, runRecover } from "../recovery/recover.js";
import { commentKeyOf, describeRecover } from "../lifecycle/report.js";
import type { RunResult } from "../lifecycle/result.js";
import { runStatus } from "../lifecycle/status.js";
import { runUp } from "../lifecycle/up.js";
import { GitHubClient } from "../platforms/github.js";
import { createProcessRunner } from "../process/spawn-runner.js";
import { createRedactor, type Redactor } from "../report/redact.js";
import { defaultJournalFile, FileJournalStore } from "../journal/file-store.js";
import { explainFsError } from "../files/fs-errors.js";
import { isTerminal } from "../journal/journal.js";
import { UNKNOWN_RUN_LIVENESS } from "../locks/liveness.js";
import { installSignalTrap, type SignalTrap } from "../signals/signal-trap.js";
import type { Settings } from "../settings.js";
import { inActionTerms, readActionConfig, type ActionConfig } from "./inputs.js";
import { instrumentEngine, type RecordIntent } from "./instrument.js";
import type { ActionIo } from "./io.js";
import { createActionOutput, type ActionOutput } from "./output.js";
import { runCommentBody, runSummary, setRecoverOutputs, setRunOutputs } from "./report.js";
import { saveFinished, saveIntent } from "./state.js";

/** From the escalating second SIGINT to SIGKILL of the engine's group (GitHub kills at 10 s). */
const KILL_AFTER_MS = 2_000;

export async function runActionMain(io: ActionIo): Promise<number> {
  let config: ActionConfig;
  try {
    config = await readActionConfig(io.env, io.cwd);
  } catch (error) {
    return failWith(io, error, (text) => text);
  }
  const { settings } = config;
  maskSecrets(io, [...new Set([...settings.secrets, ...(config.token ? [config.token] : [])])]);
  const redact = createRedactor(settings.secrets);
  const output = createActionOutput(io.log, redact);
  const qualified = describeQualifiedStack(settings.stack, settings.stackGiven);
  if (qualified !== null) output.info(qualified);
  const record: RecordIntent = (intent) => saveIntent(io.saveState, intent);
  // Before anything touches the workdir: what the post step needs to find this run's leftovers.
  record({
    command: settings.command,
    workdir: settings.workdir,
    project: settings.project,
    stack: settings.stack,
    planPath: settings.planFile,
    journalFile: defaultJournalFile(settings.workdir, settings.stack),
    phase: "starting",
  });
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    killAfterMs: KILL_AFTER_MS,
    log: (message) => output.info(message),
  });
  let code: number;
  try {
    code = await runCommand(config, io, output, trap, record);
  } catch (error) {
    code = failWith(io, error, redact);
  } finally {
    trap.dispose();
  }
  if (trap.received === null && (settings.command === "status" || journalClosed(settings))) {
    saveFinished(io.saveState);
  }
  return trap.exitCode ?? code;
}

function maskSecrets(io: ActionIo, secrets: readonly string[]): void {
  for (const secret of secrets) {
    for (const line of secret.split(/\r?\n/)) if (line.trim().length >= 4) io.setSecret(line);
  }
}

function failWith(io: ActionIo, thrown: unknown, redact: Redactor): number {
  const error = explainFsError(thrown);
  if (error instanceof StackgateError) {
    io.setOutput(
      "outcome",
      error.exitCode === EXIT.approvalRequired ? "approval-required" : "failed",
    );
    io.setFailed(redact(`stackgate: ${inActionTerms(error.message)}`));
    return error.exitCode;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.setOutput("outcome", "failed");
  io.setFailed(redact(`stackgate: unexpected error (please report it): ${detail}`));
  return EXIT.failed;
}

/** True when the local journal shows no unfinished run (nothing for the post step to do). */
function journalClosed(settings: Settings): boolean {
  try {
    const state = FileJournalStore.forStack(settings.workdir, settings.stack).readState();
    return state === null || isTerminal(state);
  } catch {
    return false;
  }
}

export function createGitHub(config: ActionConfig, log: (m: string) => void): GitHubClient | null {
  if (!config.token || !config.event.repo) return null;
  return new GitHubClient({
    token: config.token,
    baseUrl: config.event.apiUrl,
    repo: config.event.repo,
    log,
  });
}

export function createActionDeps(
  io: ActionIo,
  output: ActionOutput,
  trap: SignalTrap,
  record: RecordIntent,
): LifecycleDeps {
  const runner = createProcessRunner(io.env, streamCongestion(process.stdout));
  const create = createEngineFactory({ runner, env: io.env, own: (child) => trap.own(child) });
  return {
    runner,
    output,
    confirm: () => Promise.resolve(false),
    interrupts: trap,
    createEngine: (s) => instrumentEngine(create(s), output, record),
  };
}

function gateHook(
  config: ActionConfig,
  github: GitHubClient | null,
  output: ActionOutput,
  trap: SignalTrap,
): ApprovalGateHook {
  const { settings } = config;
  const decide = (planned: RunResult) =>
    decideApproval(
      {
        policy: config.approval,
        event: config.event,
        pullRequest: config.pullRequest,
        commit: settings.run.commit,
        planFile: settings.planFile,
        ...(settings.expectDigest !== undefined ? { expectDigest: settings.expectDigest } : {}),
        commentKey: commentKeyOf(settings),
        api: github,
        log: (m) => output.info(m),
      },
      { digest: planned.digest ?? "" },
    );
  return async (planned) => {
    let decision = await decide(planned);
    const waiting = config.approval.mode === "comment" && config.approval.waitMs > 0;
    if (!decision.approved && waiting && github && config.pullRequest !== null) {
      const number = config.pullRequest;
      decision = await waitForApprovalComment({
        planned,
        first: decision,
        waitMs: config.approval.waitMs,
        pullRequest: number,
        approvers: "a user with write access",
        publish: async (status) => {
          await github.upsertComment(number, commentKeyOf(settings), (existing, serverNow) =>
            runCommentBody(status, settings, existing, serverNow),
          );
        },
        decide,
        interrupts: trap,
        log: (m) => output.info(m),
      });
    }
    output.info(decision.approved ? `approved: ${decision.reason}` : `refused: ${decision.reason}`);
    return decision.approved ? null : decision.reason;
  };
}

/**
 * Before `up`: what the gate needs, checked before any engine runs. An issue_comment run is
 * bound to the PR's head as the API reports it; `environment` without input digest binds to
 * the saved plan artifact's record (and the gate then insists on the same commit).
 */
async function prepareUp(config: ActionConfig, github: GitHubClient | null, output: ActionOutput) {
  const { settings } = config;
  assertGateUsable({
    policy: config.approval,
    event: config.event,
    pullRequest: config.pullRequest,
    api: github,
  });
  if (config.event.eventName === "issue_comment" && config.pullRequest !== null && github) {
    settings.run.commit = (await github.getPullRequest(config.pullRequest)).headSha;
  }
  if (config.approval.mode === "environment" && settings.expectDigest === undefined) {
    const record = readPlanRecord(settings.planFile);
    if (!record) {
      throw new StackgateError(
        `approval: environment applies only the saved plan artifact the preview published, but there is no plan at ` +
          `${settings.planFile}. Download the preview job's plan artifact to input plan-path, and pass input digest ` +
          `(the preview's plan-digest output). Nothing was applied.`,
        EXIT.approvalRequired,
      );
    }
    settings.expectDigest = record.digest;
    output.info(`approval: environment binds this run to the saved plan ${record.digest}`);
  }
}

async function runCommand(
  config: ActionConfig,
  io: ActionIo,
  output: ActionOutput,
  trap: SignalTrap,
  record: RecordIntent,
): Promise<number> {
  const { settings } = config;
  const github = createGitHub(config, (m) => output.info(m));
  const deps = createActionDeps(io, output, trap, record);
  if (github) deps.runLiveness = github;
  switch (settings.command) {
    case "preview":
    case "up": {
      assertCommentUsable(config, github);
      if (settings.command === "up") {
        await prepareUp(config, github, output);
        deps.approvalGate = gateHook(config, github, output, trap);
      }
      const pending = needsRecoveryHere(settings);
      const result =
        settings.command === "preview"
          ? await runPreview(settings, deps)
          : await runUp(settings, deps);
      record({ phase: "reporting" });
      return reportRun(result, config, io, output, github, trap, pending);
    }
    case "recover":
    case "unlock": {
      assertEngineProject(settings);
      const result = await runRecover(settings, deps, {
        mode: settings.command,
        runLiveness: github ?? UNKNOWN_RUN_LIVENESS,
      });
      output.info(formatRecover(result));
      setRecoverOutputs(io.setOutput, result);
      if (config.summary) {
        await io.appendSummary(
          `### stackgate ${settings.command}\n\n\`\`\`\n${describeRecover(result)}\n\`\`\`\n`,
        );
      }
      if (result.exitCode !== EXIT.ok)
        io.setFailed(output.redact(result.message ?? result.outcome));
      return result.exitCode;
    }
    case "status": {
      const status = await runStatus(settings, deps);
      output.info(formatStatus(status));
      io.setOutput("outcome", status.lock.kind);
      io.setOutput("exit-code", String(status.exitCode));
      return EXIT.ok;
    }
    case "demo":
    case "help":
    case "version":
      throw new StackgateError(
        `input command: "${settings.command}" is not an action command.`,
        EXIT.usage,
      );
  }
}

function assertCommentUsable(config: ActionConfig, github: GitHubClient | null): void {
  if (!config.comment || config.pullRequest === null || github) return;
  const why = config.event.repo ? "input github-token is empty" : "GITHUB_REPOSITORY is not set";
  throw new StackgateError(
    `${why}, but comment: true on pull request #${config.pullRequest} needs it to post the plan. ` +
      "Leave github-token at its default (`${{ github.token }}`) and give the job `permissions: pull-requests: write`, or set comment: false.",
    EXIT.usage,
  );
}

async function reportRun(
  result: RunResult,
  config: ActionConfig,
  io: ActionIo,
  output: ActionOutput,
  github: GitHubClient | null,
  trap: SignalTrap,
  pending: boolean,
): Promise<number> {
  const { settings } = config;
  const interrupted = trap.received !== null || result.outcome === "interrupted";
  setRunOutputs(io.setOutput, result, pending);
  output.info(formatResult(result));
  if (config.summary) await io.appendSummary(runSummary(result, settings));
  let url = "";
  // After a stop the runner kills us within seconds: the post step updates the comment.
  if (!interrupted && config.comment && config.pullRequest !== null && github) {
    try {
      const posted = await github.upsertComment(
        config.pullRequest,
        commentKeyOf(settings),
        (existing, serverNow) => runCommentBody(result, settings, existing, serverNow),
      );
      url = posted.url;
      output.info(`PR comment ${posted.action}: ${url}`);
    } catch (error) {
      if (result.command === "preview") throw error;
      io.log.warning(output.redact(error instanceof Error ? error.message : String(error)));
    }
  }
  io.setOutput("comment-url", url);
  if (result.exitCode !== EXIT.ok) {
    io.setFailed(
      output.redact(
        `stackgate ${result.command}: ${result.outcome}: ${result.message ?? ""}`.trim(),
      ),
    );
  }
  return result.exitCode;
}
