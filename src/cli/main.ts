/**
 * The CLI program: settings → lifecycle → text or JSON. `src/cli.ts` only calls `main`, and
 * answers a plain `--version` without loading this module. The commands' code (engines,
 * lifecycles, the signal trap) is imported statically: each `await import()` boundary splits
 * the shared code into more chunk files, and every file a command loads costs about 1.5 ms of
 * CPU, more than `--help` saved by not loading it (docs/BENCHMARKS.md, "Start-up: chunk files").
 */
import { EXIT } from "../errors.js";
import type { CliIo } from "./io.js";
import { defuseText } from "../platforms/workflow-commands.js";
import { createRedactor } from "../report/redact.js";
import { resolveSettings } from "../command/resolve-settings.js";
import { VERSION } from "../version.js";
import { HELP } from "./help.js";
import { namesStacksCommand } from "../stacks/stacks-args.js";
import { reportError } from "./report-error.js";
import { runResolved } from "./run-command.js";
import { type Settings } from "../settings/index.js";

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function main(io: CliIo): Promise<number> {
  // `stacks` runs no engine: it has its own flags and loads its parser only when asked for.
  if (namesStacksCommand(io.argv)) {
    try {
      const { runStacks } = await import("../stacks/command.js");
      // Directory names come from the checkout: never a workflow command in a CI log.
      const stdout = { write: (text: string) => io.stdout.write(defuseText(text)) };
      return await runStacks({ ...io, stdout });
    } catch (error) {
      return reportError(error, io, (text) => text, io.argv.includes("--json"), "stacks");
    }
  }
  // `stackgate` alone: the help, but not a success (a script that lost its arguments must fail).
  if (io.argv.length === 0) {
    io.stderr.write(HELP);
    return EXIT.usage;
  }
  let settings: Settings;
  try {
    settings = await resolveSettings({ argv: io.argv, env: io.env, cwd: io.cwd });
  } catch (error) {
    return reportError(error, io, (text) => text, io.argv.includes("--json"));
  }
  if (settings.command === "help" || settings.command === "version") {
    const redact = createRedactor(settings.secrets);
    const text = settings.command === "help" ? HELP : `stackgate ${VERSION}\n`;
    io.stdout.write(defuseText(redact(text)));
    return EXIT.ok;
  }
  try {
    return await runResolved(settings, io);
  } catch (error) {
    // Only a failure to load the command's code gets here (runResolved never throws).
    return reportError(error, io, (text) => text, settings.json, settings.command);
  }
}
