/**
 * The Bitbucket Pipe: pipe variables → settings → the lifecycle under the signal trap → output
 * variables and the PR comment.
 *
 * A Bitbucket "Stop" kills the step's container (SIGKILL, no grace): nothing here runs then.
 * What a stopped step leaves behind is found from the durable journal and repaired by
 * `COMMAND: recover` in a `final:` step (which always runs) and by the next run's pre-flight;
 * the stopped step's liveness comes from the pipelines API (its step is COMPLETED/STOPPED).
 * Should a graceful signal arrive after all (a runner shutting down), the trap forwards one
 * SIGINT to the engine, a second at STOP_TIMEOUT, and SIGKILL 2 s later.
 */
import { createEngineFactory } from "../engines/create-engine.js";
import { explainFsError } from "../files/fs-errors.js";
import path from "node:path";

import { describeQualifiedStack } from "../engines/pulumi/stack-name.js";
import { EXIT, StackgateError } from "../errors.js";
import type { GateDecision } from "../approval/decision.js";
import { waitForApprovalComment } from "../approval/wait.js";
import { formatRecover, formatResult, formatStatus } from "../cli/format.js";
import type { ApprovalGateHook, LifecycleDeps, Output } from "../lifecycle/deps.js";
import { readPlanRecord } from "../lifecycle/plan-artifact.js";
import { assertEngineProject, runPreview } from "../lifecycle/preview.js";
import { needsRecoveryHere, runRecover, type RecoverResult } from "../recovery/recover.js";
import type { RunResult } from "../lifecycle/result.js";
import { runStatus } from "../lifecycle/status.js";
import { runUp } from "../lifecycle/up.js";
import { BitbucketClient } from "../platforms/bitbucket.js";
import { decideBitbucketApproval } from "../approval/bitbucket-gate.js";
import { createStreamOutput, streamCongestion, type TextSink } from "../platforms/local.js";
import { createProcessRunner } from "../process/spawn-runner.js";
import { createRedactor, type Redactor } from "../report/redact.js";
import { UNKNOWN_RUN_LIVENESS } from "../locks/liveness.js";
import { installSignalTrap, type SignalTrap } from "../signals/signal-trap.js";
import type { Settings } from "../settings.js";
import {
  recoverCommentBody,
  recoverOutputs,
  runCommentBody,
  runOutputs,
  statusOutputs,
  writeOutputs,
  type Outputs,
} from "./report.js";
import {
  inPipeTerms,
  missingForApi,
  pipeCwd,
  readPipeConfig,
  type PipeConfig,
} from "./variables.js";
import { shellWord } from "../process/shell-quote.js";
import { commentKeyOf } from "../lifecycle/report.js";

export interface PipeIo {
  env: Readonly<Record<string, string | undefined>>;
  /** The process's directory; the clone (BITBUCKET_CLONE_DIR) takes precedence. */
  cwd: string;
  stdout: TextSink;
  /** A signal that arrived before the pipe's code ran (see signals/early-signals.ts). */
  earlySignal?: () => "SIGINT" | "SIGTERM" | "SIGHUP" | null;
}

interface Run {
  config: PipeConfig;
  cwd: string;
  io: PipeIo;
  output: Output & { redact: Redactor };
  trap: SignalTrap;
  bitbucket: BitbucketClient | null;
  outputs: Outputs;
}

export async function runPipe(io: PipeIo): Promise<number> {
  const cwd = pipeCwd(io.env, io.cwd);
  let config: PipeConfig;
  try {
    config = readPipeConfig(io.env, cwd);
  } catch (error) {
    const code = fail(io.stdout, error, (text) => text);
    tryWriteOutputs(
      io.env.BITBUCKET_PIPE_STORAGE_DIR,
      { STACKGATE_OUTCOME: "failed", STACKGATE_EXIT_CODE: String(code) },
      io.stdout,
    );
    return code;
  }
  const { settings } = config;
  const token = config.bitbucket.auth?.token;
  const redact = createRedactor([...new Set([...settings.secrets, ...(token ? [token] : [])])]);
  const output = { ...createStreamOutput(io.stdout, redact), redact };
  const qualified = describeQualifiedStack(settings.stack, settings.stackGiven);
  if (qualified !== null) output.info(qualified);
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    killAfterMs: 2_000,
    initial: io.earlySignal?.() ?? null,
    log: (message) => output.info(message),
  });
  const run: Run = {
    config,
    cwd,
    io,
    output,
    trap,
    bitbucket: createBitbucket(config, output),
    outputs: {},
  };
  let code: number;
  try {
    if (trap.exitCode !== null) {
      output.info(`stackgate: ${trap.received} received while starting: nothing was started`);
      code = trap.exitCode;
    } else {
      code = await runCommand(run);
    }
  } catch (error) {
    code = trap.exitCode ?? fail(io.stdout, error, redact);
    run.outputs = {
      ...run.outputs,
      STACKGATE_OUTCOME:
        trap.exitCode !== null
          ? "interrupted"
          : error instanceof StackgateError && error.exitCode === EXIT.approvalRequired
            ? "approval-required"
            : "failed",
      STACKGATE_EXIT_CODE: String(code),
    };
  } finally {
    trap.dispose();
  }
  tryWriteOutputs(config.storageDir, run.outputs, io.stdout);
  return code;
}

function fail(out: TextSink, thrown: unknown, redact: Redactor): number {
  const error = explainFsError(thrown);
  if (error instanceof StackgateError) {
    out.write(`${redact(`✖ stackgate: ${inPipeTerms(error.message)}`)}\n`);
    return error.exitCode;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  out.write(`${redact(`✖ stackgate: unexpected error (please report it): ${detail}`)}\n`);
  return EXIT.failed;
}

function tryWriteOutputs(dir: string | undefined, outputs: Outputs, out: TextSink): void {
  if (!dir || Object.keys(outputs).length === 0) return;
  try {
    writeOutputs(dir, outputs);
  } catch (error) {
    out.write(
      `warning: could not write the output variables to ${dir}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
}

/** The API client when workspace and repository are known (credentials may be missing). */
export function createBitbucket(config: PipeConfig, output: Output): BitbucketClient | null {
  const b = config.bitbucket;
  if (!b.workspace || !b.repo) return null;
  return new BitbucketClient({
    apiUrl: b.apiUrl,
    workspace: b.workspace,
    repo: b.repo,
    auth: b.auth,
    ...(b.commentAuthor ? { commentAuthor: b.commentAuthor } : {}),
    self: {
      ...(b.pipelineUuid ? { pipelineUuid: b.pipelineUuid } : {}),
      ...(b.stepUuid ? { stepUuid: b.stepUuid } : {}),
    },
    log: (message) => {
      if (message.startsWith("warning: ")) output.warn(message.slice(9));
      else if (config.debug || message.startsWith("Bitbucket")) output.info(message);
    },
  });
}

function createDeps(run: Run): LifecycleDeps {
  const runner = createProcessRunner(run.io.env, streamCongestion(process.stdout));
  const { trap } = run;
  return {
    runner,
    output: run.output,
    confirm: () => Promise.resolve(false),
    interrupts: trap,
    createEngine: createEngineFactory({ runner, env: run.io.env, own: (child) => trap.own(child) }),
  };
}

/** The API the comment and the gates need, or a usage error naming what is missing. */
function requireApi(run: Run, why: string, alternative: string): BitbucketClient {
  const missing = missingForApi(run.config);
  if (missing !== null || !run.bitbucket) {
    throw new StackgateError(
      `${why}, but ${missing ?? "the Bitbucket API"} ${missing?.includes(",") ? "are" : "is"} not set. Set it as a pipe variable, ${alternative}. Nothing was changed.`,
      EXIT.usage,
    );
  }
  return run.bitbucket;
}

function assertCommentUsable(run: Run): void {
  const { config } = run;
  if (!config.comment || config.pullRequest === null) return;
  requireApi(
    run,
    `COMMENT is true on pull request #${config.pullRequest}, which needs the Bitbucket API to post the plan`,
    "or set COMMENT: 'false'",
  );
}

/** Before `up`: what the gate needs, checked before any engine runs. */
function prepareUp(run: Run): void {
  const { config } = run;
  const { settings } = config;
  const mode = config.approval.mode;
  if (mode === "pr-review" || mode === "comment") {
    requireApi(
      run,
      `APPROVAL is ${mode}, which reads the pull request through the Bitbucket API`,
      "or use APPROVAL: manual-step",
    );
    if (config.pullRequest === null) {
      throw new StackgateError(
        `APPROVAL is ${mode}, which needs a pull request, but BITBUCKET_PR_ID is not set (this is not a pull-requests pipeline). ` +
          "Run the step in a pull-requests pipeline, set variable PULL_REQUEST, or use APPROVAL: manual-step. Nothing was applied.",
        EXIT.usage,
      );
    }
  }
  if (mode === "manual-step" && settings.expectDigest === undefined) {
    const record = readPlanRecord(settings.planFile);
    if (!record) {
      throw new StackgateError(
        `APPROVAL is manual-step, which applies only the saved plan artifact the preview step published, but there is no plan at ${settings.planFile}. ` +
          "List the plan and its record (e.g. infra/.stackgate/*.tfplan and infra/.stackgate/*.tfplan.stackgate.json) as the preview step's artifacts, " +
          "so that the manual step gets them, or set variable DIGEST and PLAN_PATH. Nothing was applied.",
        EXIT.approvalRequired,
      );
    }
    settings.expectDigest = record.digest;
    run.output.info(`approval: manual-step binds this step to the saved plan ${record.digest}`);
  }
}

function gateHook(run: Run): ApprovalGateHook {
  const { config, output, trap } = run;
  const { settings } = config;
  const api = config.bitbucket.auth ? run.bitbucket : null;
  const key = commentKeyOf(settings, run.cwd);
  const decide = (planned: RunResult): Promise<GateDecision> =>
    decideBitbucketApproval(
      {
        policy: config.approval,
        pullRequest: config.pullRequest,
        commit: settings.run.commit,
        planFile: settings.planFile,
        ...(settings.expectDigest !== undefined ? { expectDigest: settings.expectDigest } : {}),
        commentKey: key,
        api,
        log: (m) => output.info(m),
      },
      { digest: planned.digest ?? "" },
    );
  return async (planned) => {
    let decision = await decide(planned);
    const waiting = config.approval.mode === "comment" && config.approval.waitMs > 0;
    if (!decision.approved && waiting && api && config.pullRequest !== null) {
      const number = config.pullRequest;
      decision = await waitForApprovalComment({
        planned,
        first: decision,
        waitMs: config.approval.waitMs,
        pullRequest: number,
        approvers: "an authorized user",
        publish: async (status) => {
          await api.upsertComment(number, key, (existing) =>
            runCommentBody(status, settings, run.cwd, existing),
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

/** What to run by hand when the `final:` step's recover could not finish. */
function manualRecoverCommand(settings: Settings, cwd: string): string {
  const workdir = path.relative(cwd, settings.workdir) || ".";
  return (
    `stackgate recover --workdir ${shellWord(workdir)} --stack ${shellWord(settings.stack)} ` +
    `--project ${shellWord(settings.project)} (or re-run the final step: pipe COMMAND: recover)`
  );
}

async function runCommand(run: Run): Promise<number> {
  const { config, output } = run;
  const { settings } = config;
  const deps = createDeps(run);
  if (run.bitbucket) deps.runLiveness = run.bitbucket;
  switch (settings.command) {
    case "preview":
    case "up": {
      assertCommentUsable(run);
      if (settings.command === "up") {
        prepareUp(run);
        deps.approvalGate = gateHook(run);
      }
      const pending = needsRecoveryHere(settings);
      const result =
        settings.command === "preview"
          ? await runPreview(settings, deps)
          : await runUp(settings, deps);
      return reportRun(run, result, pending);
    }
    case "recover":
    case "unlock": {
      assertEngineProject(settings);
      if (!run.bitbucket || !config.bitbucket.auth) {
        output.warn(
          "no Bitbucket credentials (BITBUCKET_ACCESS_TOKEN) or workspace/repository: whether the run that left a lock is over cannot be asked " +
            "of the pipelines API, so a lock from another step is kept unless other evidence shows its owner is dead.",
        );
      }
      const result = await runRecover(settings, deps, {
        mode: settings.command,
        runLiveness: run.bitbucket ?? UNKNOWN_RUN_LIVENESS,
      });
      output.info(formatRecover(result).trimEnd());
      run.outputs = recoverOutputs(result);
      await reportRecover(run, result);
      if (result.exitCode !== EXIT.ok)
        output.info(`✖ stackgate ${settings.command}: ${result.outcome}`);
      return result.exitCode;
    }
    case "status": {
      const status = await runStatus(settings, deps);
      output.info(formatStatus(status).trimEnd());
      run.outputs = statusOutputs(status);
      return EXIT.ok;
    }
    case "demo":
    case "help":
    case "version":
      throw new StackgateError(
        `variable COMMAND: "${settings.command}" is not a pipe command.`,
        EXIT.usage,
      );
  }
}

async function reportRun(run: Run, result: RunResult, pending: boolean): Promise<number> {
  const { config, output, trap, bitbucket } = run;
  const { settings } = config;
  const interrupted = trap.received !== null || result.outcome === "interrupted";
  run.outputs = runOutputs(result, pending);
  output.info(formatResult(result).trimEnd());
  let url = "";
  // After a stop there may be no time left: the final step's recover updates the comment.
  if (!interrupted && config.comment && config.pullRequest !== null && bitbucket) {
    try {
      const posted = await bitbucket.upsertComment(
        config.pullRequest,
        commentKeyOf(settings, run.cwd),
        (existing) => runCommentBody(result, settings, run.cwd, existing),
      );
      url = posted.url;
      output.info(`PR comment ${posted.action}: ${url}`);
    } catch (error) {
      if (result.command === "preview") throw error;
      output.warn(error instanceof Error ? error.message : String(error));
    }
  }
  run.outputs.STACKGATE_COMMENT_URL = url;
  if (result.exitCode !== EXIT.ok) {
    output.info(
      `✖ stackgate ${result.command}: ${result.outcome}${result.message ? `: ${result.message}` : ""}`,
    );
  } else {
    output.info(`✔ stackgate ${result.command}: ${result.outcome}`);
  }
  return result.exitCode;
}

/**
 * The PR comment after recover dealt with an interrupted run ("Stopped, then recovered" or
 * "needs attention"). A clean recover (nothing was left behind) leaves the comment alone: the
 * `final:` step runs after every pipeline, and must not overwrite an "Applied" comment.
 */
async function reportRecover(run: Run, result: RecoverResult): Promise<void> {
  const { config, output, bitbucket } = run;
  if (result.outcome === "clean" || result.command !== "recover") return;
  if (!config.comment || config.pullRequest === null) return;
  if (!bitbucket || !config.bitbucket.auth) {
    output.warn(
      `could not update the comment on pull request #${config.pullRequest}: no Bitbucket credentials (BITBUCKET_ACCESS_TOKEN).`,
    );
    return;
  }
  try {
    const manual = manualRecoverCommand(config.settings, run.cwd);
    const posted = await bitbucket.upsertComment(
      config.pullRequest,
      commentKeyOf(config.settings, run.cwd),
      recoverCommentBody(result, config.settings, run.cwd, manual),
    );
    run.outputs.STACKGATE_COMMENT_URL = posted.url;
    output.info(`PR comment ${posted.action}: ${posted.url}`);
  } catch (error) {
    output.warn(
      `could not update the PR comment: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
