/**
 * A resolved CLI command other than help and version: the signal trap, the lifecycle deps and
 * the commands' code. main.ts imports it statically (a plain `--version` is answered before
 * main.ts loads; docs/BENCHMARKS.md, "Start-up: chunk files"). The lifecycles are imported
 * here statically, as one graph: they share most of their modules (engines, journal, locks),
 * and importing each one on its own split that shared code into more chunk files than it
 * saved (status: 41 files instead of 23, +31 ms CPU on Node 24, docs/BENCHMARKS.md "Start-up").
 */
import { createEngineFactory } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import { describeQualifiedStack } from "../engines/pulumi/stack-name.js";
import { EXIT } from "../errors.js";
import { createStreamOutput, createTerminalConfirm } from "../platforms/local.js";
import { defuseText } from "../platforms/workflow-commands.js";
import { createProcessRunner } from "../process/spawn-runner.js";
import { createRedactor, type Redactor } from "../report/redact.js";
import { installSignalTrap, type SignalTrap } from "../signals/signal-trap.js";
import { runPreview } from "../lifecycle/preview.js";
import { runStatus } from "../lifecycle/status.js";
import { runUp } from "../lifecycle/up.js";
import { formatResult, formatStatus, toJson } from "../terminal/format.js";
import { runRecoverCommand } from "./recover-command.js";
import { type Settings } from "../settings/index.js";
import type { CliIo } from "./io.js";
import { gitlabRunLivenessOf, mergeRequestIidOf } from "../ci/gitlab-env.js";
import { gitlabGateOf } from "./gitlab-gate.js";
import { publishGitLabNote } from "./gitlab-note.js";
import { refusedBeforePlan } from "../command/result.js";
import { reportError } from "./report-error.js";

function createDeps(
  settings: Settings,
  io: CliIo,
  trap: SignalTrap,
  redact: (text: string) => string,
): LifecycleDeps {
  const runner = createProcessRunner(io.env, io.congestion);
  // On GitLab with an access token, a journaled job's liveness is asked of the jobs API.
  const log = (line: string): void => void io.stderr.write(`${redact(line)}\n`);
  const runLiveness = gitlabRunLivenessOf(settings, io.env, { redact, log });
  const output = createStreamOutput(io.stderr, redact);
  // `up --mr-approvals N`: the merge request's approvals decide (fails closed off GitLab).
  const approvalGate = gitlabGateOf(settings, io.env, { redact, output, interrupts: trap });
  return {
    ...(runLiveness ? { runLiveness } : {}),
    ...(approvalGate ? { approvalGate } : {}),
    runner,
    output,
    confirm: createTerminalConfirm(io.stdin, process.stderr),
    interrupts: trap,
    createEngine: createEngineFactory({ runner, env: io.env, own: (child) => trap.own(child) }),
  };
}

async function runCommand(
  settings: Settings,
  invocation: { io: CliIo; trap: SignalTrap; deps: LifecycleDeps; redact: Redactor },
  print: (text: string) => void,
): Promise<number> {
  const { io, trap, deps, redact } = invocation;
  switch (settings.command) {
    case "help":
    case "version":
      // main.ts answers these before it loads this module.
      return EXIT.usage;
    // The demo (an HTTP state server, an embedded project) is loaded only when asked for.
    case "demo": {
      const { runDemo } = await import("../demo/demo.js");
      return (await runDemo(settings, deps, print)).exitCode;
    }
    case "recover":
    case "unlock":
      return runRecoverCommand(settings, deps, print);
    case "drift": {
      const { runDriftCommand } = await import("./drift.js");
      return runDriftCommand(settings, io, deps, trap, print);
    }
    case "status": {
      const status = await runStatus(settings, deps);
      print(settings.json ? `${JSON.stringify(status)}\n` : formatStatus(status));
      return status.exitCode;
    }
    case "preview":
    case "up": {
      const result =
        settings.command === "preview"
          ? await runPreview(settings, deps)
          : await runUp(settings, deps);
      const log = (line: string): void => void io.stderr.write(`${redact(line)}\n`);
      if (refusedBeforePlan(result)) {
        // As the Action's and the Pipe's comment (ci/runner.ts): the note keeps the plan.
        if (result.comment !== undefined && mergeRequestIidOf(io.env) !== null)
          log(
            "stackgate: the merge request note keeps the plan it shows: this run was refused before it planned anything",
          );
      } else if (result.comment !== undefined) {
        const note = { comment: result.comment, run: result };
        await publishGitLabNote(settings, io.env, note, { redact, log });
      }
      print(settings.json ? `${JSON.stringify(toJson(result))}\n` : formatResult(result));
      return result.exitCode;
    }
  }
}

/** Runs a resolved command (not help or version) and returns its exit code; never throws. */
export async function runResolved(settings: Settings, io: CliIo): Promise<number> {
  const redact = createRedactor(settings.secrets);
  const qualified = describeQualifiedStack(settings.stack, settings.stackGiven);
  if (qualified !== null) io.stderr.write(`stackgate: ${redact(qualified)}\n`);
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    initial: io.earlySignal?.() ?? null,
    log: (message) => void io.stderr.write(`${message}\n`),
  });
  try {
    if (trap.exitCode !== null) {
      io.stderr.write(`stackgate: ${trap.received} received while starting: nothing was started\n`);
      return trap.exitCode;
    }
    // Results carry engine text (error messages, comments): redacted like every log line, and
    // defused: the CLI may run in a CI step, where engine text must not become a workflow command.
    const print = (text: string): void => void io.stdout.write(defuseText(redact(text)));
    // The result's own exit code says what happened, interrupted or not (a stop that came
    // after the work finished does not turn a success into a failure).
    const deps = createDeps(settings, io, trap, redact);
    return await runCommand(settings, { io, trap, deps, redact }, print);
  } catch (error) {
    // Interrupted: the engine was stopped, so the signal's code is the one that tells.
    return reportError(error, io, redact, settings.json, settings.command, trap.exitCode);
  } finally {
    trap.dispose();
  }
}
