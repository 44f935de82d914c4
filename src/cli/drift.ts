/**
 * The CLI's `drift`: the stacks to check (drift/targets.ts), checked with every engine process
 * reachable by a stop (drift/children.ts), progress on stderr, the report on stdout.
 */
import { createEngineFactory } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import { resolveSettings } from "../command/resolve-settings.js";
import { createChildGroup } from "../drift/children.js";
import { createPrintReporter, describeChecked } from "../drift/reporter.js";
import { runDrift } from "../drift/run.js";
import { planTargets } from "../drift/targets.js";
import type { Settings } from "../settings/index.js";
import type { SignalTrap } from "../signals/signal-trap.js";

/** What drift takes of the CLI's invocation: each stack's settings are resolved from it. */
export interface DriftInvocation {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

export async function runDriftCommand(
  settings: Settings,
  io: DriftInvocation,
  deps: LifecycleDeps,
  trap: SignalTrap,
  print: (text: string) => void,
): Promise<number> {
  const planned = await planTargets(
    settings,
    (argv) => resolveSettings({ argv, env: io.env, cwd: io.cwd }),
    io.argv,
  );
  // Asked for issues without a token or a repository: an error before any stack is checked.
  const issues =
    settings.driftReport === "github-issues"
      ? (await import("./drift-issues.js")).createDriftIssueReporter(
          settings,
          planned,
          io.env,
          io.cwd,
          (line) => deps.output.info(line),
        )
      : null;
  const children = createChildGroup(trap);
  try {
    const createEngine = createEngineFactory({
      runner: deps.runner,
      env: io.env,
      own: (child) => children.own(child),
    });
    const report = await runDrift(planned, settings.concurrency, {
      createEngine,
      interrupts: trap,
      onChecked: (stack) => deps.output.info(describeChecked(stack)),
    });
    await createPrintReporter(print, settings.json).report(report);
    // The report is printed first: a failed issue write leaves it complete in the log.
    if (issues) await issues.report(report);
    return trap.exitCode ?? report.exitCode;
  } finally {
    children.dispose();
  }
}
