/**
 * What a CI platform gives the runner (ci/runner.ts): its configuration, its log, its outputs
 * and reports, its approval gate, and how a failed step ends. GitHub implements it in
 * action/host.ts, Bitbucket in pipe/host.ts; another CI is one more implementation, beside its
 * `Platform` description (platform/platform.ts: what core code reads of it, from the registry).
 *
 * Two stages: `CiHost` exists before the configuration is read (so that bad input can still
 * be reported the platform's way); `start` turns a configuration into a `CiJob`, which holds
 * everything that depends on it (the redactor, the API client, the intent saved for a post step,
 * kept up to date by observing the lifecycle's events, command/events.ts).
 */
import { EXIT, StackgateError } from "../errors.js";
import { explainFsError } from "../files/fs-errors.js";
import type { ApprovalGateHook, Output } from "../command/deps.js";
import type { LifecycleObserver } from "../command/events.js";
import type { RunResult } from "../command/result.js";
import type { DriftReporter } from "../drift/reporter.js";
import type { Planned } from "../drift/targets.js";
import type { RunLiveness } from "../locks/liveness.js";

import type { Redactor } from "../report/redact.js";

import type { SignalTrap, TrappedSignal } from "../signals/signal-trap.js";

import { type RecoverResult } from "../recovery/result.js";
import { type Settings } from "../settings/index.js";
/** What the runner reads of every platform's configuration (the rest stays with the host). */
export interface CiConfig {
  settings: Settings;
  /** Post (or update) the plan as a PR comment. */
  comment: boolean;
  /** The pull request this run belongs to, if any. */
  pullRequest: number | null;
  /**
   * drift with all-stacks: one stack's settings from the same values, resolved as if its
   * command line named the stack's directory (the step's own directory and fan-out left out).
   */
  resolveFor: (argv: string[]) => Promise<Settings>;
}

/** The platform's log, every line redacted; `redact` for text written elsewhere. */
export interface CiOutput extends Output {
  redact: Redactor;
}

/** Step outputs by their Action name (`plan-digest`); each host maps them to its own. */
export type CiOutputs = Record<string, string>;

/** A posted or updated PR comment. */
export interface PostedComment {
  url: string;
  action: string;
}

/** How a step that threw ends: the runner decides the code, the host writes it its way. */
export interface CiFailure {
  /** The error's exit code (the step ends with `signalExit` instead when there is one). */
  exitCode: number;
  /** The StackgateError's message, or "unexpected error (please report it): <stack>". */
  text: string;
  /** True for a StackgateError (a message for people, in stackgate's terms). */
  known: boolean;
  /** A stop signal was received (the failure is its consequence): the signal's exit code. */
  signalExit: number | null;
}

export interface CiHost<C extends CiConfig> {
  /** The platform's settings (inputs, variables): throws a StackgateError on bad input. */
  readConfig(): Promise<C>;
  /** Reports a failure that happened before there was a configuration. */
  fail(failure: CiFailure): void;
  /** Everything that depends on the configuration: masks secrets, builds the log and clients. */
  start(config: C): CiJob;
}

export interface CiJob {
  readonly config: CiConfig;
  readonly output: CiOutput;
  /** The environment engines run with. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** How the platform names the command setting in errors. */
  readonly terms: { command: string; commands: string };
  /** A stop that arrived before the runner installed its trap. */
  earlySignal(): TrappedSignal | null;
  /** The platform's word on whether a run is over; null when it cannot be asked. */
  readonly liveness: RunLiveness | null;
  /** Posts this stack's PR comment for a result; null when there is no API to post with. */
  readonly postRunComment:
    ((pullRequest: number, result: RunResult) => Promise<PostedComment>) | null;
  /** Observes the run's phases and engine operations (GitHub: saves the intent, groups the log). */
  readonly observe?: LifecycleObserver;
  /**
   * Aborts the platform API calls in flight and refuses later ones: the trap calls it,
   * synchronously, on the first stop signal (an API that never ends must not hold the step).
   */
  abortApiCalls?(): void;
  /** Saves how far the run got, for a post step that finishes what a stopped main step left. */
  savePhase?(phase: "reporting"): void;
  /**
   * Before the command runs: checks what the platform needs for it (a usage error otherwise)
   * and, for `up`, binds the run to the plan and returns the platform's approval gate.
   */
  prepare(command: Settings["command"], trap: SignalTrap): Promise<ApprovalGateHook | null>;
  /** Writes a block of terminal text (a formatted result) to the log. */
  show(text: string): void;
  setOutputs(outputs: CiOutputs): void;
  /**
   * Outputs whose values are secrets (sensitive stack outputs): set only by a host that masks
   * them in its log first (GitHub: ::add-mask::). Without it they are never handed on.
   */
  setSecretOutputs?(outputs: CiOutputs): void;
  /**
   * Reports a result beyond the outputs and the run's PR comment: GitHub writes the job
   * summary; Bitbucket's `recover` updates the PR comment of the run it repaired.
   */
  report(result: RunResult | RecoverResult): Promise<void>;
  /**
   * drift: the platform's reporters after the log and the outputs, asked for before any stack
   * is checked (GitHub: the job summary, issues when asked, then the step's failure). Never a
   * PR comment: drift belongs to no pull request.
   */
  driftReporters(planned: readonly Planned[]): Promise<DriftReporter[]>;
  /** The step's last word on a result (GitHub: fails the step when the exit code is not 0). */
  conclude(result: RunResult | RecoverResult): void;
  /** Reports a failure (a thrown error). */
  fail(failure: CiFailure): void;
  /** After everything, trap disposed: writes what is left (saved state, output files). */
  finish(interrupted: boolean): void;
}

/** True for the result of `recover`/`unlock` (as against preview/up). */
export function isRecoverResult(result: RunResult | RecoverResult): result is RecoverResult {
  return result.command === "recover" || result.command === "unlock";
}

/** The failure a thrown error means; `signalExit`: the trap's exit code, if a signal came. */
export function failureOf(thrown: unknown, signalExit: number | null): CiFailure {
  const error = explainFsError(thrown);
  if (error instanceof StackgateError) {
    return { exitCode: error.exitCode, text: error.message, known: true, signalExit };
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    exitCode: EXIT.failed,
    text: `unexpected error (please report it): ${detail}`,
    known: false,
    signalExit,
  };
}

/** The `outcome` output of a failure, the signal aside. */
export function failedOutcome(failure: CiFailure): "approval-required" | "failed" {
  return failure.exitCode === EXIT.approvalRequired ? "approval-required" : "failed";
}
