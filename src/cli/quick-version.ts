/**
 * `stackgate --version` answered by the CLI entry before the rest of stackgate is loaded
 * (issue 28: start-up close to bare Node). Only the plain forms, and only where settings
 * resolution could not end otherwise: the version alone on the command line and no
 * `STACKGATE_*` variable in the environment (the only source that could refuse it, or carry a
 * secret to redact). Everything else goes through main.ts as before.
 */
import { VERSION } from "../version.js";

const VERSION_FORMS: ReadonlySet<string> = new Set(["--version", "-V", "version"]);

/** The text of `stackgate --version`, or null when the settings must decide. */
export function quickVersion(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  if (argv.length !== 1 || !VERSION_FORMS.has(argv[0] ?? "")) return null;
  if (Object.keys(env).some((name) => name.startsWith("STACKGATE_"))) return null;
  return `stackgate ${VERSION}\n`;
}
