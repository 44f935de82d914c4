/**
 * Bitbucket Pipelines as a CI host (ci/host.ts): pipe variables, the log on stdout, output
 * variables (`pipe.env` and `outputs.json` in BITBUCKET_PIPE_STORAGE_DIR, written at the end),
 * the PR comment and the approval gate.
 *
 * A Bitbucket "Stop" kills the step's container (SIGKILL, no grace): nothing here runs then.
 * What a stopped step leaves behind is found from the durable journal and repaired by
 * `COMMAND: recover` in a `final:` step (which always runs) and by the next run's pre-flight;
 * the stopped step's liveness comes from the pipelines API (its step is COMPLETED/STOPPED).
 * Should a graceful signal arrive after all (a runner shutting down), the runner's trap
 * forwards it to the engine.
 */
import {
  failedOutcome,
  isRecoverResult,
  type CiFailure,
  type CiHost,
  type CiJob,
  type CiOutput,
  type CiOutputs,
} from "../ci/host.js";
import { tryPostRecoverComment } from "../ci/report.js";
import { EXIT, messageOf, StackgateError } from "../errors.js";

import { BitbucketClient } from "../platforms/bitbucket.js";
import { createStreamOutput, type TextSink } from "../platforms/local.js";
import { suggestCommand } from "../settings/suggest.js";

import { createRedactor, type Redactor } from "../report/redact.js";

import type { TrappedSignal } from "../signals/signal-trap.js";
import {
  bitbucketIndexTarget,
  postRunComment,
  preparePipeCommand,
  type PipeRun,
} from "./prepare.js";
import { postingWithIndex } from "../ci/index-setting.js";
import { recoverCommentBody, variableName, writeOutputs, type Outputs } from "./report.js";
import { inPipeTerms, pipeCwd, readPipeConfig, type PipeConfig } from "./variables.js";

import { type RecoverResult } from "../recovery/result.js";
import { commentKeyOf } from "../report/marker.js";
import { type Settings } from "../settings/index.js";
import type { DriftReporter } from "../drift/reporter.js";
import type { Planned } from "../drift/targets.js";
export interface PipeIo {
  env: Readonly<Record<string, string | undefined>>;
  /** The process's directory; the clone (BITBUCKET_CLONE_DIR) takes precedence. */
  cwd: string;
  stdout: TextSink;
  /** A signal that arrived before the pipe's code ran (see signals/early-signals.ts). */
  earlySignal?: () => TrappedSignal | null;
}

export function createBitbucketHost(io: PipeIo): CiHost<PipeConfig> {
  const cwd = pipeCwd(io.env, io.cwd);
  return {
    readConfig: () => readPipeConfig(io.env, cwd),
    fail(failure) {
      printFailure(io.stdout, failure, (text) => text);
      tryWriteOutputs(
        io.env.BITBUCKET_PIPE_STORAGE_DIR,
        { STACKGATE_OUTCOME: "failed", STACKGATE_EXIT_CODE: String(failure.exitCode) },
        io.stdout,
      );
    },
    start: (config) => startJob(io, cwd, config),
  };
}

function startJob(io: PipeIo, cwd: string, config: PipeConfig): CiJob {
  const { settings } = config;
  const token = config.bitbucket.auth?.token;
  const redact = createRedactor([...new Set([...settings.secrets, ...(token ? [token] : [])])]);
  const output: CiOutput = { ...createStreamOutput(io.stdout, redact), redact };
  const apiCalls = new AbortController();
  const bitbucket = createBitbucket(config, output, apiCalls.signal);
  const run: PipeRun = { config, cwd, output, bitbucket };
  const outputs: Outputs = {};
  const setOutputs = (values: CiOutputs): void => {
    for (const [name, value] of Object.entries(values)) outputs[variableName(name)] = value;
  };
  return {
    config,
    output,
    env: io.env,
    terms: { command: "variable COMMAND", commands: "a pipe command" },
    earlySignal: () => io.earlySignal?.() ?? null,
    liveness: bitbucket,
    postRunComment: bitbucket
      ? postingWithIndex(
          postRunComment(bitbucket, settings, cwd, config.index),
          config.index,
          settings,
          output,
          (pullRequest) => bitbucketIndexTarget(bitbucket, pullRequest, config.commentLimit),
        )
      : null,
    abortApiCalls: () => apiCalls.abort(),
    prepare: (command, trap) => Promise.resolve(preparePipeCommand(run, command, trap)),
    show: (text) => output.info(text.trimEnd()),
    // The report is in the log (the runner prints it); the step exits with drift's code.
    driftReporters: (planned) =>
      pipeDriftReporters(config.settings, planned, io.env, cwd, output, bitbucket),
    setOutputs,
    async report(result) {
      if (!isRecoverResult(result)) return;
      const url = await reportRecover(run, result);
      if (url !== null) setOutputs({ "comment-url": url });
    },
    conclude(result) {
      if (isRecoverResult(result)) {
        if (result.exitCode !== EXIT.ok) {
          output.info(`✖ stackgate ${settings.command}: ${result.outcome}`);
        }
      } else if (result.exitCode !== EXIT.ok) {
        output.info(
          `✖ stackgate ${result.command}: ${result.outcome}${result.message ? `: ${result.message}` : ""}`,
        );
      } else {
        output.info(`✔ stackgate ${result.command}: ${result.outcome}`);
      }
    },
    fail(failure) {
      if (failure.signalExit === null) printFailure(io.stdout, failure, redact);
      outputs.STACKGATE_OUTCOME =
        failure.signalExit !== null ? "interrupted" : failedOutcome(failure);
      outputs.STACKGATE_EXIT_CODE = String(failure.signalExit ?? failure.exitCode);
    },
    finish: () => tryWriteOutputs(config.storageDir, outputs, io.stdout),
  };
}

/**
 * drift's reporters in the Pipe: the Code Insights report on the pipeline's commit, or the
 * issues, as DRIFT_REPORT asks.
 */
async function pipeDriftReporters(
  settings: Settings,
  planned: readonly Planned[],
  env: PipeIo["env"],
  cwd: string,
  output: CiOutput,
  bitbucket: BitbucketClient | null,
): Promise<DriftReporter[]> {
  if (settings.driftReport === "none") return [];
  const log = (line: string): void => output.info(line);
  const { createDriftIssueReporters, runRefText } = await import("../ci/drift-issues.js");
  if (settings.driftReport !== "code-insights")
    return createDriftIssueReporters(settings, planned, env, cwd, log);
  const commit = settings.run.commit;
  if (bitbucket === null || !commit) {
    throw new StackgateError(
      `DRIFT_REPORT code-insights needs the pipeline's repository and commit (BITBUCKET_WORKSPACE, BITBUCKET_REPO_SLUG, BITBUCKET_COMMIT; got ${JSON.stringify(`${env.BITBUCKET_WORKSPACE ?? ""}/${env.BITBUCKET_REPO_SLUG ?? ""}@${commit ?? ""}`)}): ` +
        "run the pipe in a Bitbucket pipeline, or drop DRIFT_REPORT.",
      EXIT.usage,
    );
  }
  const { createInsightsReporter } = await import("../drift/insights.js");
  return [createInsightsReporter(bitbucket, commit, runRefText(settings), log)];
}

function printFailure(out: TextSink, failure: CiFailure, redact: Redactor): void {
  const text = failure.known ? inPipeTerms(failure.text) : failure.text;
  out.write(`${redact(`✖ stackgate: ${text}`)}\n`);
}

function tryWriteOutputs(dir: string | undefined, outputs: Outputs, out: TextSink): void {
  if (!dir || Object.keys(outputs).length === 0) return;
  try {
    writeOutputs(dir, outputs);
  } catch (error) {
    out.write(`warning: could not write the output variables to ${dir}: ${messageOf(error)}\n`);
  }
}

/** The API client when workspace and repository are known (credentials may be missing). */
function createBitbucket(
  config: PipeConfig,
  output: CiOutput,
  signal: AbortSignal,
): BitbucketClient | null {
  const b = config.bitbucket;
  if (!b.workspace || !b.repo) return null;
  return new BitbucketClient({
    apiUrl: b.apiUrl,
    workspace: b.workspace,
    repo: b.repo,
    auth: b.auth,
    redact: output.redact,
    signal,
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

/** What to run by hand when the `final:` step's recover could not finish. */
function manualRecoverCommand(settings: Settings, cwd: string): string {
  return `${suggestCommand(settings, "recover")} (or re-run the final step: pipe COMMAND: recover; from ${cwd})`;
}

/**
 * The PR comment after recover dealt with an interrupted run ("Stopped, then recovered" or
 * "needs attention"); resolves its URL. A clean recover (nothing was left behind) leaves the
 * comment alone: the `final:` step runs after every pipeline, and must not overwrite an
 * "Applied" comment.
 */
async function reportRecover(run: PipeRun, result: RecoverResult): Promise<string | null> {
  const { config, output, bitbucket } = run;
  if (result.outcome === "clean" || result.command !== "recover") return null;
  if (!config.comment || config.pullRequest === null) return null;
  if (!bitbucket || !config.bitbucket.auth) {
    output.warn(
      `could not update the comment on pull request #${config.pullRequest}: no Bitbucket credentials (BITBUCKET_ACCESS_TOKEN).`,
    );
    return null;
  }
  const pullRequest = config.pullRequest;
  const manual = manualRecoverCommand(config.settings, run.cwd);
  return tryPostRecoverComment(
    () =>
      bitbucket.upsertComment(
        pullRequest,
        commentKeyOf(config.settings, run.cwd),
        recoverCommentBody(result, config.settings, run.cwd, manual),
      ),
    output,
  );
}
