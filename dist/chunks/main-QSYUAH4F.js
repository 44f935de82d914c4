#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  reportError
} from "./chunk-QMQEJ22Q.js";
import {
  defuseText
} from "./chunk-P3DPG6WC.js";
import {
  resolveSettings
} from "./chunk-KHCOKMYA.js";
import "./chunk-TLA4PK33.js";
import "./chunk-5QJU6244.js";
import {
  createRedactor
} from "./chunk-FJXZ7NRN.js";
import "./chunk-KJ2Q6NJF.js";
import {
  VERSION
} from "./chunk-2NUFHJUA.js";
import {
  namesStacksCommand
} from "./chunk-DSKVQWCW.js";
import "./chunk-FVHNVU3D.js";
import "./chunk-VED5LF7C.js";
import {
  COMMAND_LINE_FLAGS,
  SETTINGS
} from "./chunk-KWP3KDUD.js";
import {
  EXIT
} from "./chunk-KVWGJ5LG.js";
import "./chunk-IQWI6KNV.js";

// src/cli/help.ts
function flagLine(row) {
  const name = `${row.short === void 0 ? "    " : `-${row.short}, `}--${row.flag ?? ""}`;
  const head = row.arg === void 0 ? name : `${name} ${row.arg}`;
  const shown = row.default !== "" && row.default !== "false" && !row.doc.includes("(default");
  return `  ${head.padEnd(26)}${row.doc}${shown ? ` (default: ${row.default})` : ""}`;
}
var FLAG_LINES = [...SETTINGS.filter((row) => row.flag !== void 0), ...COMMAND_LINE_FLAGS].map(flagLine).join("\n");
function wrap(words, width) {
  const lines = [];
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
var ENV_NAMES = wrap(
  [
    "Environment:",
    ...SETTINGS.filter((row) => row.env !== void 0).map((row) => `STACKGATE_${row.env ?? ""}`)
  ],
  96
).replace("Environment:,", "Environment:");
var HELP = `stackgate \u2014 run Terraform, OpenTofu and Pulumi safely from CI

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
  0 success \xB7 1 failed \xB7 2 changes (preview --detailed-exitcode) \xB7 3 approval missing or refused
  4 state locked by someone else \xB7 5 saved plan stale: preview again \xB7 64 bad input
  69 engine not available \xB7 130/143/129 interrupted by SIGINT/SIGTERM/SIGHUP
`;

// src/cli/main.ts
async function main(io) {
  if (namesStacksCommand(io.argv)) {
    try {
      const { runStacks } = await import("./command-I62VW4AC.js");
      const stdout = { write: (text) => io.stdout.write(defuseText(text)) };
      return await runStacks({ ...io, stdout });
    } catch (error) {
      return reportError(error, io, (text) => text, io.argv.includes("--json"), "stacks");
    }
  }
  if (io.argv.length === 0) {
    io.stderr.write(HELP);
    return EXIT.usage;
  }
  let settings;
  try {
    settings = await resolveSettings({ argv: io.argv, env: io.env, cwd: io.cwd });
  } catch (error) {
    return reportError(error, io, (text) => text, io.argv.includes("--json"));
  }
  if (settings.command === "help" || settings.command === "version") {
    const redact = createRedactor(settings.secrets);
    const text = settings.command === "help" ? HELP : `stackgate ${VERSION}
`;
    io.stdout.write(defuseText(redact(text)));
    return EXIT.ok;
  }
  try {
    const { runResolved } = await import("./run-command-5JAHX2HM.js");
    return await runResolved(settings, io);
  } catch (error) {
    return reportError(error, io, (text) => text, settings.json, settings.command);
  }
}
export {
  main
};
