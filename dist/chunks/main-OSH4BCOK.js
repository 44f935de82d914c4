#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  assertEngineProject,
  createProcessRunner,
  formatRecover,
  formatResult,
  formatStatus,
  installSignalTrap,
  runPreview,
  runRecover,
  runStatus,
  runUp,
  toJson
} from "./chunk-MNFKWGS6.js";
import {
  VERSION,
  createEngineFactory,
  createRedactor,
  renderRecoverComment,
  resolveSettings,
  suggestCommand,
  writeCommentFile
} from "./chunk-WFWXWPJI.js";
import {
  describeQualifiedStack
} from "./chunk-STD7LBPG.js";
import "./chunk-WWROM6F2.js";
import "./chunk-7XGX2B5A.js";
import {
  createStreamOutput,
  createTerminalConfirm
} from "./chunk-GSWG7URD.js";
import {
  defuseText
} from "./chunk-P3DPG6WC.js";
import "./chunk-LSOOXFMM.js";
import {
  explainFsError
} from "./chunk-DCBZOTI7.js";
import "./chunk-3OYMOJXU.js";
import {
  namesStacksCommand
} from "./chunk-2VT4GK7F.js";
import "./chunk-4Q5JEAXI.js";
import "./chunk-4KRMWD5Z.js";
import {
  COMMAND_LINE_FLAGS,
  SETTINGS
} from "./chunk-PK6XDSNJ.js";
import {
  EXIT,
  StackgateError
} from "./chunk-EA2UQZIC.js";
import "./chunk-UURRQXPS.js";
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
function createDeps(io, trap, redact) {
  const runner = createProcessRunner(io.env, io.congestion);
  return {
    runner,
    output: createStreamOutput(io.stderr, redact),
    confirm: createTerminalConfirm(io.stdin, process.stderr),
    interrupts: trap,
    createEngine: createEngineFactory({ runner, env: io.env, own: (child) => trap.own(child) })
  };
}
async function runCommand(settings, io, deps, redact) {
  const print = (text) => void io.stdout.write(defuseText(redact(text)));
  switch (settings.command) {
    case "help":
      print(HELP);
      return EXIT.ok;
    case "version":
      print(`stackgate ${VERSION}
`);
      return EXIT.ok;
    // The demo (an HTTP state server, an embedded project) is loaded only when asked for. The
    // other commands share nearly all of their modules: splitting them further costs Node 20
    // more in extra ES module files than it saves (measured: preview +10 ms CPU).
    case "demo": {
      const { runDemo } = await import("./demo-WL7BGERF.js");
      return (await runDemo(settings, deps, print)).exitCode;
    }
    case "recover":
    case "unlock": {
      assertEngineProject(settings);
      const result = await runRecover(settings, deps, { mode: settings.command });
      const commentFile = writeRecoverComment(result, settings);
      print(
        settings.json ? `${JSON.stringify({ ...result, commentFile: commentFile ?? null })}
` : formatRecover(result, commentFile)
      );
      return result.exitCode;
    }
    case "status": {
      const status = await runStatus(settings, deps);
      print(settings.json ? `${JSON.stringify(status)}
` : formatStatus(status));
      return status.exitCode;
    }
    case "preview":
    case "up": {
      const result = settings.command === "preview" ? await runPreview(settings, deps) : await runUp(settings, deps);
      print(settings.json ? `${JSON.stringify(toJson(result))}
` : formatResult(result));
      return result.exitCode;
    }
  }
}
function writeRecoverComment(result, settings) {
  if (result.command !== "recover" || result.outcome === "clean") return void 0;
  const manual = suggestCommand(settings, "recover");
  return writeCommentFile(settings, renderRecoverComment(result, settings, manual).comment);
}
async function main(io) {
  if (namesStacksCommand(io.argv)) {
    try {
      const { runStacks } = await import("./command-UVQN5OSE.js");
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
  const redact = createRedactor(settings.secrets);
  const qualified = describeQualifiedStack(settings.stack, settings.stackGiven);
  if (qualified !== null) io.stderr.write(`stackgate: ${redact(qualified)}
`);
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    initial: io.earlySignal?.() ?? null,
    log: (message) => void io.stderr.write(`${message}
`)
  });
  try {
    if (trap.exitCode !== null) {
      io.stderr.write(`stackgate: ${trap.received} received while starting: nothing was started
`);
      return trap.exitCode;
    }
    return await runCommand(settings, io, createDeps(io, trap, redact), redact);
  } catch (error) {
    return reportError(error, io, redact, settings.json, settings.command, trap.exitCode);
  } finally {
    trap.dispose();
  }
}
function reportError(thrown, io, redact, json, command, interruptedExit = null) {
  const error = explainFsError(thrown);
  const known = error instanceof StackgateError;
  const exitCode = interruptedExit ?? (known ? error.exitCode : EXIT.failed);
  const outcome = interruptedExit !== null ? "interrupted" : known ? error.outcome : "error";
  const message = known ? error.message : `unexpected error (please report it): ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
  io.stderr.write(`${defuseText(`stackgate: ${redact(message)}`)}
`);
  if (json) {
    const object = JSON.stringify({ command, outcome, exitCode, message });
    io.stdout.write(`${defuseText(redact(object))}
`);
  }
  return exitCode;
}
export {
  main
};
