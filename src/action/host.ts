/**
 * GitHub Actions as a CI host (ci/host.ts): inputs, the log with groups and annotations,
 * step outputs, the job summary, the PR comment, the approval gate, and the intent saved with
 * `saveState` before each side effect (from the lifecycle's events, observe.ts), so the post
 * step can finish what a cancelled main step could not.
 *
 * GitHub's cancel: SIGINT to this node process only, SIGTERM 7.5 s later, kill at 10 s. The
 * trap forwards one SIGINT to the engine, a second one at stop-timeout (6 s on GitHub), and
 * SIGKILL 2 s after that, so the engine is stopped before the runner kills us.
 */
import {
  failedOutcome,
  isRecoverResult,
  type CiFailure,
  type CiHost,
  type CiJob,
} from "../ci/host.js";
import { STACK_OUTPUT_PREFIX } from "../ci/report.js";
import { createCiDeps } from "../ci/runner.js";
import { EXIT } from "../errors.js";
import type { DriftReporter } from "../drift/reporter.js";
import { driftSummary } from "../drift/summary.js";
import type { Planned } from "../drift/targets.js";
import { defaultJournalFile, FileJournalStore } from "../journal/file-store.js";

import type { LifecycleDeps } from "../command/deps.js";

import { GitHubClient } from "../platforms/github.js";
import { createRedactor, type Redactor } from "../report/redact.js";
import { textReport } from "../report/text-report.js";

import type { SignalTrap } from "../signals/signal-trap.js";
import { inActionTerms, readActionConfig, type ActionConfig } from "./inputs.js";
import type { ActionIo } from "./io.js";
import { observeForAction, recordChanges, type RecordIntent } from "./observe.js";
import { createActionOutput, type ActionOutput } from "./output.js";
import { postRunComment, prepareActionCommand } from "./prepare.js";
import {
  tryDropRestoredArtifact,
  tryKeepErroredStateArtifact,
  tryRestoreErroredStateArtifact,
  type RepositoryAccess,
  type RestoredArtifact,
} from "./errored-artifact.js";
import { tryKeepOpenItemsArtifact, tryRestoreOpenItemsArtifact } from "./open-items-artifact.js";
import type { OpenItemsBaseline } from "./open-items-artifact.js";
import { runSummary } from "./report.js";
import { saveFinished, saveIntent } from "./state.js";
import { githubIndexTarget } from "./stacks-index.js";
import { postingWithIndex } from "../ci/index-setting.js";

import { describeRecover } from "../recovery/report.js";
import { isTerminal } from "../journal/fold.js";
import { type Settings } from "../settings/index.js";
import { STEP_OUTPUT_NAMES } from "../settings/env-names.js";
import type { RunRef } from "../locks/liveness.js";
/** The outputs action.yml declares (the runner's other outputs are the Pipe's). */
const ACTION_OUTPUTS: ReadonlySet<string> = new Set(STEP_OUTPUT_NAMES);

export function createGitHubHost(io: ActionIo): CiHost<ActionConfig> {
  return {
    readConfig: () => readActionConfig(io.env, io.cwd),
    fail: (failure) => failStep(io, failure, (text) => text),
    start: (config) => startJob(io, config),
  };
}

function startJob(io: ActionIo, config: ActionConfig): CiJob {
  const { settings } = config;
  maskSecrets(io, [...new Set([...settings.secrets, ...(config.token ? [config.token] : [])])]);
  const output = createActionOutput(io.log, createRedactor(settings.secrets));
  const record = recordChanges((intent) => saveIntent(io.saveState, intent));
  // Before anything touches the workdir: what the post step needs to find this run's leftovers.
  // drift leaves none (it writes no state, and holds a lock only for a read the engine ends).
  if (settings.command !== "drift")
    record({
      command: settings.command,
      workdir: settings.workdir,
      project: settings.project,
      stack: settings.stack,
      planPath: settings.planFile,
      journalFile: defaultJournalFile(settings.workdir, settings.stack),
      phase: "starting",
    });
  const apiCalls = new AbortController();
  const github = createGitHub(config, output, apiCalls.signal);
  const access = repositoryAccess(config, github);
  let restored: RestoredArtifact | null = null;
  let openItems: OpenItemsBaseline = { text: null };
  return {
    config,
    output,
    env: io.env,
    terms: { command: "input command", commands: "an action command" },
    earlySignal: () => null,
    liveness: github,
    postRunComment: github
      ? postingWithIndex(
          postRunComment(github, settings, config.index),
          config.index,
          settings,
          output,
          (pullRequest) => githubIndexTarget(github, pullRequest, config.commentLimit),
        )
      : null,
    observe: observeForAction(output, record),
    savePhase: (phase) => record({ phase }),
    abortApiCalls: () => apiCalls.abort(),
    async prepare(command, trap) {
      const gate = await prepareActionCommand(command, config, github, output, trap);
      // Before the pre-flight: a state an earlier run on a runner now gone could not save. Not
      // on a pull request's run: restoring comes before its gate decides, and the post step
      // would then repair with code nobody approved; the next run of the branch restores it.
      const restores = command === "up" || command === "recover" || command === "preview";
      if (restores && config.pullRequest === null) {
        restored = await tryRestoreErroredStateArtifact(settings, io.env, access, output);
      }
      // Open items only make a run more careful (a refusal, a "may already exist"): restored
      // for every command that reads them, a pull request's run included.
      if (restores || command === "status") {
        openItems = await tryRestoreOpenItemsArtifact({ settings, env: io.env, access, output });
      }
      return gate;
    },
    show: (text) => output.info(text),
    driftReporters: (planned) => driftReporters(io, config, planned, output),
    setOutputs(outputs) {
      for (const [name, value] of Object.entries(outputs)) {
        if (ACTION_OUTPUTS.has(name) || name.startsWith(STACK_OUTPUT_PREFIX)) {
          io.setOutput(name, value);
        }
      }
    },
    setSecretOutputs(outputs) {
      for (const [name, value] of Object.entries(outputs)) {
        // Every line, however short: stackgate never prints these, later steps might.
        for (const line of value.split(/\r?\n/)) if (line.trim() !== "") io.setSecret(line);
        io.setOutput(name, value);
      }
    },
    async report(result) {
      await tryDropRestoredArtifact(settings, restored, access, output);
      // At once: a runner lost before its post step takes the file with it.
      await tryKeepErroredStateArtifact(settings, io.env, output);
      await tryKeepOpenItemsArtifact({ settings, env: io.env, access, output }, openItems);
      if (!config.summary) return;
      await io.appendSummary(
        isRecoverResult(result)
          ? textReport(`stackgate ${settings.command}`, describeRecover(result), output.redact)
          : output.redact(runSummary(result, settings)),
      );
    },
    conclude(result) {
      if (result.exitCode === EXIT.ok) return;
      const message = isRecoverResult(result)
        ? (result.message ?? result.outcome)
        : `stackgate ${result.command}: ${result.outcome}: ${result.message ?? ""}`.trim();
      io.setFailed(output.redact(message));
    },
    fail: (failure) => failStep(io, failure, output.redact),
    finish(interrupted) {
      const readOnly = settings.command === "status" || settings.command === "drift";
      if (!interrupted && (readOnly || journalClosed(settings))) {
        saveFinished(io.saveState);
      }
    },
  };
}

/**
 * drift's reporters on GitHub: the job summary (input summary), the issues when drift-report
 * asks (with input github-token), then the step fails unless every stack is in sync.
 */
async function driftReporters(
  io: ActionIo,
  config: ActionConfig,
  planned: readonly Planned[],
  output: ActionOutput,
): Promise<DriftReporter[]> {
  const { settings, token } = config;
  const reporters: DriftReporter[] = [];
  if (config.summary) {
    // The token is masked in the log by the runner; the summary is redacted of it here.
    const redact = createRedactor([...settings.secrets, ...(token ? [token] : [])]);
    const where = settings.run.runUrl ?? "this step's log";
    reporters.push({ report: (r) => io.appendSummary(driftSummary(r, redact, where)) });
  }
  if (settings.driftReport !== "none") {
    const { createDriftIssueReporters } = await import("../ci/drift-issues.js");
    const log = (line: string): void => output.info(line);
    const tokenSource = { value: token, term: "input github-token" };
    reporters.push(
      ...createDriftIssueReporters(settings, planned, io.env, io.cwd, log, tokenSource),
    );
  }
  reporters.push({
    report(r) {
      if (r.exitCode !== EXIT.ok)
        io.setFailed(output.redact(`stackgate drift: ${r.status} (exit ${r.exitCode})`));
      return Promise.resolve();
    },
  });
  return reporters;
}

function maskSecrets(io: ActionIo, secrets: readonly string[]): void {
  for (const secret of secrets) {
    for (const line of secret.split(/\r?\n/)) if (line.trim().length >= 4) io.setSecret(line);
  }
}

/** The `outcome` output and the failed step's annotation (the signal, if any, aside). */
function failStep(io: ActionIo, failure: CiFailure, redact: Redactor): void {
  io.setOutput("outcome", failedOutcome(failure));
  const text = failure.known ? inActionTerms(failure.text) : failure.text;
  io.setFailed(redact(`stackgate: ${text}`));
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

/** The API client; its comments go through the step's redactor, its calls stop at `signal`. */
export function createGitHub(
  config: ActionConfig,
  output: ActionOutput,
  signal: AbortSignal,
): GitHubClient | null {
  if (!config.token || !config.event.repo) return null;
  return new GitHubClient({
    token: config.token,
    baseUrl: config.event.apiUrl,
    repo: config.event.repo,
    log: (m) => output.info(m),
    redact: output.redact,
    signal,
    ...selfRun(config.settings),
  });
}

/** This job's run and attempt, for the run liveness (an earlier attempt of it is over). */
function selfRun(settings: Settings): { self?: RunRef } {
  const { runId, attempt } = settings.run;
  if (runId === undefined) return {};
  return { self: { runId, ...(attempt !== undefined ? { attempt } : {}) } };
}

/** The repository's REST access for its workflow artifacts, when there is a token and a repository. */
export function repositoryAccess(
  config: ActionConfig,
  github: GitHubClient | null,
): RepositoryAccess | null {
  if (github === null || !config.token || !config.event.repo) return null;
  return { github, repo: config.event.repo, token: config.token };
}

/** The lifecycle's dependencies in the post step: observed like main's (intent, log groups). */
export function createActionDeps(
  io: ActionIo,
  output: ActionOutput,
  trap: SignalTrap,
  record: RecordIntent,
): LifecycleDeps {
  return createCiDeps(io.env, output, trap, observeForAction(output, record));
}
