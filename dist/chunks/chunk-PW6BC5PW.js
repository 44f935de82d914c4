#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createProcessRunner,
  formatRecover,
  formatResult,
  formatStatus,
  runStatus,
  runUp
} from "./chunk-E4VJZ35A.js";
import {
  recoverOutputs,
  runOutputs,
  sensitiveOutputs,
  statusOutputs
} from "./chunk-DKVOSILZ.js";
import {
  assertEngineProject,
  createEngineFactory,
  installSignalTrap,
  needsRecoveryHere,
  runPreview,
  runRecover
} from "./chunk-QT6FWHZR.js";
import {
  UNKNOWN_RUN_LIVENESS
} from "./chunk-ZI2NK6DG.js";
import {
  explainFsError
} from "./chunk-5QJU6244.js";
import {
  streamCongestion
} from "./chunk-6UXDP6A4.js";
import {
  describeQualifiedStack
} from "./chunk-LGCFDQNU.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-KVWGJ5LG.js";

// src/ci/host.ts
function isRecoverResult(result) {
  return result.command === "recover" || result.command === "unlock";
}
function failureOf(thrown, signalExit) {
  const error = explainFsError(thrown);
  if (error instanceof StackgateError) {
    return { exitCode: error.exitCode, text: error.message, known: true, signalExit };
  }
  const detail = error instanceof Error ? error.stack ?? error.message : String(error);
  return {
    exitCode: EXIT.failed,
    text: `unexpected error (please report it): ${detail}`,
    known: false,
    signalExit
  };
}
function failedOutcome(failure) {
  return failure.exitCode === EXIT.approvalRequired ? "approval-required" : "failed";
}

// src/ci/runner.ts
async function runCi(host) {
  let config;
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
    log: (message) => output.info(message)
  });
  trap.onInterrupt(() => job.abortApiCalls?.());
  let code;
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
function createCiDeps(env, output, trap, observe) {
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
      ...observe ? { observe } : {}
    }),
    ...observe ? { observe } : {}
  };
}
async function runCommand(job, trap) {
  const { settings } = job.config;
  const deps = createCiDeps(job.env, job.output, trap, job.observe);
  if (job.liveness) deps.runLiveness = job.liveness;
  switch (settings.command) {
    case "preview":
    case "up": {
      const gate = await job.prepare(settings.command, trap);
      if (gate) deps.approvalGate = gate;
      if (settings.command === "preview" && job.config.pullRequest !== null) {
        deps.preflight = "report-only";
      }
      const pending = needsRecoveryHere(settings);
      const result = settings.command === "preview" ? await runPreview(settings, deps) : await runUp(settings, deps);
      job.savePhase?.("reporting");
      return reportRun(job, trap, result, pending);
    }
    case "recover":
    case "unlock": {
      assertEngineProject(settings);
      await job.prepare(settings.command, trap);
      const result = await runRecover(settings, deps, {
        mode: settings.command,
        runLiveness: job.liveness ?? UNKNOWN_RUN_LIVENESS
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
    case "demo":
    case "drift":
    case "help":
    case "version":
      throw new StackgateError(
        `${job.terms.command}: "${settings.command}" is not ${job.terms.commands}.`,
        EXIT.usage
      );
  }
}
function refusedBeforePlan(result) {
  return result.command === "up" && result.outcome === "approval-required" && result.digest === void 0;
}
async function reportRun(job, trap, result, pending) {
  const { config, output } = job;
  const interrupted = trap.received !== null || result.outcome === "interrupted";
  job.setOutputs(runOutputs(result, pending));
  job.setSecretOutputs?.(sensitiveOutputs(result));
  job.show(formatResult(result));
  await job.report(result);
  let url = "";
  if (refusedBeforePlan(result)) {
    output.info(
      "the PR comment keeps the plan it shows: this run was refused before it planned anything"
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

// src/approval/binding.ts
function gateBinding(settings, commentKey, output) {
  return {
    commit: settings.run.commit,
    planFile: settings.planFile,
    ...settings.expectDigest !== void 0 ? { expectDigest: settings.expectDigest } : {},
    commentKey,
    log: (m) => output.info(m)
  };
}

export {
  isRecoverResult,
  failedOutcome,
  runCi,
  createCiDeps,
  gateBinding
};
