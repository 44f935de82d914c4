/**
 * The CLI's `drift` (ci/drift.ts): progress on stderr, the report on stdout (text or `--json`),
 * then GitHub or GitLab issues when `--report github-issues | gitlab-issues` asks for them.
 */
import type { LifecycleDeps } from "../command/deps.js";
import { resolveSettings } from "../command/resolve-settings.js";
import { runDriftDoor } from "../ci/drift.js";
import { createPrintReporter, type DriftReporter } from "../drift/reporter.js";
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
  const report = await runDriftDoor({
    settings,
    argv: io.argv,
    resolveFor: (argv) => resolveSettings({ argv, env: io.env, cwd: io.cwd }),
    env: io.env,
    runner: deps.runner,
    trap,
    progress: (line) => deps.output.info(line),
    async reporters(planned) {
      const reporters: DriftReporter[] = [createPrintReporter(print, settings.json)];
      // The report is printed first: a failed issue write leaves it complete in the log.
      if (settings.driftReport !== "none") {
        const { createDriftIssueReporters } = await import("../ci/drift-issues.js");
        const log = (line: string): void => deps.output.info(line);
        reporters.push(...createDriftIssueReporters(settings, planned, io.env, io.cwd, log));
      }
      return reporters;
    },
  });
  return trap.exitCode ?? report.exitCode;
}
