/**
 * `stackgate --help`. The flags and the environment variables are listed from the settings
 * schema (src/settings/schema.ts), so a new setting shows here without an edit.
 */
import { COMMAND_LINE_FLAGS, SETTINGS, type SettingRow } from "../settings/index.js";

/** `  -C, --workdir DIR         engine project directory (default: .)` */
function flagLine(row: SettingRow): string {
  const name = `${row.short === undefined ? "    " : `-${row.short}, `}--${row.flag ?? ""}`;
  const head = row.arg === undefined ? name : `${name} ${row.arg}`;
  const shown = row.default !== "" && row.default !== "false" && !row.doc.includes("(default");
  return `  ${head.padEnd(26)}${row.doc}${shown ? ` (default: ${row.default})` : ""}`;
}

const FLAG_LINES = [...SETTINGS.filter((row) => row.flag !== undefined), ...COMMAND_LINE_FLAGS]
  .map(flagLine)
  .join("\n");

/** Words joined with ", " into lines of at most `width` characters. */
function wrap(words: readonly string[], width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line === "" ? word : `${line}, ${word}`;
    if (next.length > width && line !== "") {
      lines.push(`${line},`);
      line = word;
    } else line = next;
  }
  return [...lines, line].join("\n");
}

const ENV_NAMES = wrap(
  [
    "Environment:",
    ...SETTINGS.filter((row) => row.env !== undefined).map((row) => `STACKGATE_${row.env ?? ""}`),
  ],
  96,
).replace("Environment:,", "Environment:");

export const HELP = `stackgate — run Terraform, OpenTofu and Pulumi safely from CI

Usage: stackgate <command> [flags]

Commands
  preview            init, plan into a saved plan file, show the changes, write the PR comment
  up | apply         plan (or load the reviewed plan with --digest), check approval, apply exactly that plan
  recover            post step: stop a surviving engine, release a dead owner's lock, repair half-applied state
  unlock             release the state lock only when its owner is provably dead (--force overrides)
  status             engine version, who holds the state lock (owner alive or dead), what the last
                     run created that is in no state, the saved plan and its digest
  drift              read-only refresh plan of this stack (--all-stacks: every stack under -C):
                     in sync, drifted (which resources and attributes), failed or locked; exit 0 in
                     sync, 2 drifted, 4 locked, 1 failed (docs/DRIFT.md)
  demo               the headline, offline in a temp dir: an apply killed mid-way, then recovered
                     (stranded lock released, orphans imported) and converged
  stacks             list the stacks under -C ROOT in dependency waves; --changed --base REF: only
                     those a change touches (stackgate stacks --help)
  help | version

Flags
${FLAG_LINES}

${ENV_NAMES}.
Not --yes, --approve or --digest: approval comes only from the command line (also never from
stackgate.yml). STACKGATE_SECRETS: extra values (one per line) that must never appear in output.
STACKGATE_PLAN_KEY: secret (16+ characters) that seals the saved plan: preview encrypts it
(AES-256-GCM), up --digest applies only a plan it decrypts and authenticates with it.
STACKGATE_DIGEST_SECRET: secret that binds sensitive values into plan digests the same way in every job.

Exit codes
  0 success · 1 failed · 2 changes (preview --detailed-exitcode) · 3 approval missing or refused
  4 state locked by someone else · 5 saved plan stale: preview again · 64 bad input
  69 engine not available · 130/143/129 interrupted by SIGINT/SIGTERM/SIGHUP
`;
