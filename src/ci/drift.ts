/**
 * `drift` as every door runs it: the stacks to check (drift/targets.ts), each checked with every
 * engine process reachable by a stop (drift/children.ts), one progress line per stack as its
 * check ends, then the door's reporters in order (the CLI: stdout, then issues; the Action: the
 * log, the outputs, the job summary, then issues; the Pipe: the log and its outputs).
 */
import { createEngineFactory } from "../command/create-engine.js";
import { createChildGroup } from "../drift/children.js";
import { createPrintReporter, describeChecked, type DriftReporter } from "../drift/reporter.js";
import type { DriftReport } from "../drift/result.js";
import { runDrift } from "../drift/run.js";
import { planTargets, type Planned } from "../drift/targets.js";
import type { ProcessRunner } from "../process/runner.js";
import type { Settings } from "../settings/index.js";
import type { SignalTrap } from "../signals/signal-trap.js";
import type { CiJob, CiOutputs } from "./host.js";

export interface DriftDoor {
  settings: Settings;
  /** The run's command line (the CLI's argv; `[]` for a CI step, whose values are its own). */
  argv: readonly string[];
  /** One stack's settings (`all-stacks`), as if its command line named the stack's directory. */
  resolveFor: (argv: string[]) => Promise<Settings>;
  env: Readonly<Record<string, string | undefined>>;
  runner: ProcessRunner;
  trap: SignalTrap;
  /** One line per stack as its check ends (progress for people). */
  progress: (line: string) => void;
  /**
   * The door's reporters, asked for once the stacks are known and before any is checked: a
   * reporter that cannot work (issues without a token) throws here, before anything ran.
   */
  reporters: (planned: readonly Planned[]) => Promise<DriftReporter[]> | DriftReporter[];
}

/** Checks the stacks and hands the report to each reporter in turn; resolves the report. */
export async function runDriftDoor(door: DriftDoor): Promise<DriftReport> {
  const { settings, trap } = door;
  const planned = await planTargets(settings, door.resolveFor, door.argv);
  const reporters = await door.reporters(planned);
  const children = createChildGroup(trap);
  try {
    const createEngine = createEngineFactory({
      runner: door.runner,
      env: door.env,
      own: (child) => children.own(child),
    });
    const report = await runDrift(planned, settings.concurrency, {
      createEngine,
      interrupts: trap,
      onChecked: (stack) => door.progress(describeChecked(stack)),
    });
    // In order: a later reporter that fails (an issue write) leaves the earlier ones complete.
    for (const reporter of reporters) await reporter.report(report);
    return report;
  } finally {
    children.dispose();
  }
}

/** The step outputs of a drift run (the Pipe: STACKGATE_OUTCOME, STACKGATE_EXIT_CODE). */
function driftOutputs(report: DriftReport): CiOutputs {
  return { outcome: report.status, "exit-code": String(report.exitCode) };
}

/**
 * `drift` in a CI step: the report in the log as the CLI prints it, the outputs, then the
 * platform's reporters; the step ends with drift's exit code. Nothing is posted on a pull
 * request, and nothing is saved for a post step: drift writes no state and takes no lock
 * beyond its reads.
 */
export async function runStepDrift(
  job: CiJob,
  runner: ProcessRunner,
  trap: SignalTrap,
): Promise<number> {
  const { config, output } = job;
  const report = await runDriftDoor({
    settings: config.settings,
    argv: [],
    resolveFor: (argv) => config.resolveFor(argv),
    env: job.env,
    runner,
    trap,
    progress: (line) => output.info(line),
    reporters: async (planned) => [
      createPrintReporter((text) => job.show(text), false),
      { report: (r) => Promise.resolve(job.setOutputs(driftOutputs(r))) },
      ...(await job.driftReporters(planned)),
    ],
  });
  return report.exitCode;
}
