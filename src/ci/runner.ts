/**
 * The command flow every CI host shares: settings → the lifecycle under the signal trap →
 * outputs, reports, the PR comment, and how the step ends. What differs by platform is behind
 * `CiHost` (ci/host.ts): GitHub in action/host.ts, Bitbucket in pipe/host.ts.
 *
 * The trap forwards one SIGINT to the engine, a second at the stop timeout, and SIGKILL
 * 2 s after that, so the engine is stopped before the platform kills the step.
 */
import { createEngineFactory } from "../command/create-engine.js";
import { describeQualifiedStack } from "../engines/pulumi/stack-name.js";
import { EXIT, StackgateError, messageOf } from "../errors.js";
import type { LifecycleDeps } from "../command/deps.js";
import type { LifecycleObserver } from "../command/events.js";
import { assertEngineProject, runPreview } from "../lifecycle/preview.js";
import { refusedBeforePlan, type RunResult } from "../command/result.js";
import { runStatus } from "../lifecycle/status.js";
import { runUp } from "../lifecycle/up.js";
import { UNKNOWN_RUN_LIVENESS } from "../locks/liveness.js";
import { streamCongestion } from "../platforms/stream-congestion.js";
import { createProcessRunner } from "../process/spawn-runner.js";
import { needsRecoveryHere, runRecover } from "../recovery/recover.js";
import { installSignalTrap, type SignalTrap } from "../signals/signal-trap.js";
import { formatRecover, formatResult, formatStatus } from "../terminal/format.js";
import { failureOf, type CiConfig, type CiHost, type CiJob, type CiOutput } from "./host.js";
import { recoverOutputs, runOutputs, sensitiveOutputs, statusOutputs } from "./report.js";

/** Runs the configured command on `host`; resolves the step's exit code. */
export async function runCi<C extends CiConfig>(host: CiHost<C>): Promise<number> {
  let config: C;
  try {
    config = await host.readConfig();
  } catch (error) {
    const failure = failureOf(error, null);
    host.fail(failure);
    return failure.exitCode;
  }
  const job = host.start(config);
  const { output } = job;
  const { settings } = config;
  const qualified = describeQualifiedStack(settings.stack, settings.stackGiven);
  if (qualified !== null) output.info(qualified);
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    initial: job.earlySignal(),
    log: (message) => output.info(message),
  });
  trap.onInterrupt(() => job.abortApiCalls?.());
  let code: number;
  try {
    if (trap.exitCode !== null) {
      output.info(`stackgate: ${trap.received} received while starting: nothing was started`);
      code = trap.exitCode;
    } else {
      code = await runCommand(job, trap);
    }
  } catch (error) {
    const failure = failureOf(error, trap.exitCode);
    job.fail(failure);
    code = failure.signalExit ?? failure.exitCode;
  } finally {
    trap.dispose();
  }
  job.finish(trap.received !== null);
  return trap.exitCode ?? code;
}

/** The lifecycle's dependencies as a CI step has them: no terminal, the trap owns the engine. */
export function createCiDeps(
  env: Readonly<Record<string, string | undefined>>,
  output: CiOutput,
  trap: SignalTrap,
  observe?: LifecycleObserver,
): LifecycleDeps {
  const runner = createProcessRunner(env, streamCongestion(process.stdout));
  return {
    runner,
    output,
    confirm: () => Promise.resolve(false),
    interrupts: trap,
    createEngine: createEngineFactory({
      runner,
      env,
      own: (child) => trap.own(child),
      ...(observe ? { observe } : {}),
    }),
    ...(observe ? { observe } : {}),
  };
}

async function runCommand(job: CiJob, trap: SignalTrap): Promise<number> {
  const { settings } = job.config;
  const deps = createCiDeps(job.env, job.output, trap, job.observe);
  if (job.liveness) deps.runLiveness = job.liveness;
  switch (settings.command) {
    case "preview":
    case "up": {
      const gate = await job.prepare(settings.command, trap);
      if (gate) deps.approvalGate = gate;
      // A preview of pull-request code runs code nobody approved yet: it only reports.
      if (settings.command === "preview" && job.config.pullRequest !== null) {
        deps.preflight = "report-only";
      }
      const pending = needsRecoveryHere(settings);
      const result =
        settings.command === "preview"
          ? await runPreview(settings, deps)
          : await runUp(settings, deps);
      job.savePhase?.("reporting");
      return reportRun(job, trap, result, pending);
    }
    case "recover":
    case "unlock": {
      assertEngineProject(settings);
      await job.prepare(settings.command, trap);
      const result = await runRecover(settings, deps, {
        mode: settings.command,
        runLiveness: job.liveness ?? UNKNOWN_RUN_LIVENESS,
      });
      job.show(formatRecover(result));
      job.setOutputs(recoverOutputs(result));
      await job.report(result);
      job.conclude(result);
      return result.exitCode;
    }
    case "status": {
      const status = await runStatus(settings, deps);
      job.show(formatStatus(status));
      job.setOutputs(statusOutputs(status));
      return EXIT.ok;
    }
    case "drift": {
      await job.prepare(settings.command, trap);
      const { runStepDrift } = await import("./drift.js");
      return runStepDrift(job, deps.runner, trap);
    }
    case "demo":
    case "help":
    case "version":
      throw new StackgateError(
        `${job.terms.command}: "${settings.command}" is not ${job.terms.commands}.`,
        EXIT.usage,
      );
  }
}

async function reportRun(
  job: CiJob,
  trap: SignalTrap,
  result: RunResult,
  pending: boolean,
): Promise<number> {
  const { config, output } = job;
  const interrupted = trap.received !== null || result.outcome === "interrupted";
  job.setOutputs(runOutputs(result, pending));
  job.setSecretOutputs?.(sensitiveOutputs(result));
  job.show(formatResult(result));
  await job.report(result);
  let url = "";
  // After a stop the platform may kill the step within seconds: recover updates the comment.
  if (refusedBeforePlan(result)) {
    output.info(
      "the PR comment keeps the plan it shows: this run was refused before it planned anything",
    );
  } else if (!interrupted && config.comment && config.pullRequest !== null && job.postRunComment) {
    try {
      const posted = await job.postRunComment(config.pullRequest, result);
      url = posted.url;
      output.info(`PR comment ${posted.action}: ${url}`);
    } catch (error) {
      if (result.command === "preview") throw error;
      output.warn(messageOf(error));
    }
  }
  job.setOutputs({ "comment-url": url });
  job.conclude(result);
  return result.exitCode;
}
