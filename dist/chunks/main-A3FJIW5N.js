#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  gitlabClientOf,
  gitlabRunLivenessOf,
  mergeRequestIidOf
} from "./chunk-DODNOIQB.js";
import {
  BoundedTail,
  ERRORED_STATE_FILE,
  PlanSealError,
  assertEngineProject,
  assessLock,
  assessRun,
  backendLocksOptions,
  closeProvenItems,
  createBackendLocks,
  createEngineFactory,
  describeOpenItems,
  describeQualifiedStack,
  erroredStatePath,
  findOrphans,
  installSignalTrap,
  keepErroredState,
  lockedResult,
  openItemsRefusal,
  openPlanArtifact,
  outcomeAfterStop,
  planBytesSha256,
  planUnderOwnLock,
  planWithEngine,
  prepareEngine,
  probeLock,
  publishComment,
  readOpenItems,
  refusedBeforePlan,
  rememberInspection,
  renderComment,
  reportPending,
  resolveSettings,
  runPreview,
  runRecover,
  sealHint,
  sealOfSavedPlan,
  startRunSession,
  suggestCommand,
  underOwnLock,
  whatChangedSince,
  withJournalFailure,
  writeCommentFile
} from "./chunk-MFEWEL7I.js";
import {
  DEFAULT_FLAVOR,
  MARKDOWN_FLAVORS,
  commentKeyOf,
  createRedactor,
  describeLockHolder,
  digestChangeSet,
  digestMatches,
  hasSealedValues,
  hiddenAffixes,
  planParts,
  shortDigest,
  visibleAddress
} from "./chunk-DAHO3SHV.js";
import {
  namesStacksCommand
} from "./chunk-34UC7MLQ.js";
import "./chunk-KBHN5ROE.js";
import {
  VERSION
} from "./chunk-2NUFHJUA.js";
import "./chunk-7XGX2B5A.js";
import {
  UNKNOWN_RUN_LIVENESS,
  durableStores,
  engineMode,
  explainFsError,
  isTerminal,
  pathWithin,
  readLatestRunOnce,
  readPlanRecord,
  recordMismatch,
  stateBindingOf,
  writeFileAtomically,
  writePlanRecord
} from "./chunk-2HDZMETS.js";
import {
  gitlab
} from "./chunk-7IEW6U42.js";
import {
  readBackendConfig
} from "./chunk-2IDWVCMR.js";
import {
  COMMAND_LINE_FLAGS,
  ENGINE_LABELS,
  EXIT,
  SETTINGS,
  StackgateError,
  describeLocation,
  emptyChangeSet,
  maskedOutputs,
  messageOf
} from "./chunk-YKQQDZE5.js";
import "./chunk-IQWI6KNV.js";

// src/platforms/workflow-commands.ts
var ZWSP = "\u200B";
var DOTNET_WHITESPACE = [
  "	",
  "\n",
  "\v",
  "\f",
  "\r",
  " ",
  "\x85",
  "\xA0",
  "\u1680",
  "\u180E",
  "\u2000",
  "\u2001",
  "\u2002",
  "\u2003",
  "\u2004",
  "\u2005",
  "\u2006",
  "\u2007",
  "\u2008",
  "\u2009",
  "\u200A",
  "\u2028",
  "\u2029",
  "\u202F",
  "\u205F",
  "\u3000"
];
var WHITESPACE = new Set(DOTNET_WHITESPACE);
function leadingWhitespace(line) {
  let lead = 0;
  while (lead < line.length && WHITESPACE.has(line.charAt(lead))) lead += 1;
  return lead;
}
function defuseLine(line) {
  let out = line.replaceAll("##[", `#${ZWSP}#[`);
  const lead = leadingWhitespace(out);
  if (out.startsWith("::", lead)) out = `${out.slice(0, lead)}:${ZWSP}${out.slice(lead + 1)}`;
  return out;
}
function defuseLines(text) {
  return text.split(/\r\n|\r|\n/).map(defuseLine);
}
function defuseText(text) {
  return defuseLines(text).join("\n");
}

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

// src/cli/report-error.ts
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

// src/platforms/local.ts
import { createInterface } from "node:readline/promises";
function formatEvent(event) {
  switch (event.kind) {
    case "diagnostic": {
      const d = event.diagnostic;
      if (!d) return event.message;
      const where = describeLocation(d);
      const lines = [where, d.detail].filter(Boolean).join("\n").replaceAll("\n", "\n  ");
      return `${d.severity === "error" ? "Error" : "Warning"}: ${d.summary}${lines ? `
  ${lines}` : ""}`;
    }
    case "resource-failed":
      return `\u2717 ${event.message}`;
    case "resource-done":
      return `\u2713 ${event.message}`;
    case "resource-start":
    case "progress":
    case "summary":
    case "log":
      return event.message.trim() === "" ? null : event.message;
  }
}
function createStreamOutput(sink, redact) {
  const write = (text) => {
    for (const line of defuseLines(redact(text))) sink.write(`${line}
`);
  };
  return {
    info: (message) => write(message),
    warn: (message) => write(`warning: ${message}`),
    event(event) {
      const text = formatEvent(event);
      if (text !== null) write(text);
    }
  };
}
function createTerminalConfirm(input, output) {
  return async (question) => {
    if (input.isTTY !== true) {
      output.write(`${question}
no terminal to ask on (stdin is not a TTY): treating as "no".
`);
      return false;
    }
    const rl = createInterface({ input, output });
    try {
      const answer = await rl.question(question);
      return answer.trim().toLowerCase() === "yes";
    } finally {
      rl.close();
    }
  };
}

// src/process/spawn-runner.ts
import { spawn } from "node:child_process";
import { createInterface as createInterface2 } from "node:readline";

// src/process/file-output.ts
import { closeSync, constants, openSync } from "node:fs";
import { open } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
var POLL_MS = 20;
var CHUNK_BYTES = 64 * 1024;
function openOutputForChild(file) {
  return openSync(
    file,
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_APPEND | constants.O_NOFOLLOW,
    384
  );
}
function closeQuietly(fd) {
  try {
    closeSync(fd);
  } catch {
  }
}
async function followLines(file, exited, onLine, pause2) {
  let over = false;
  void exited.then(() => {
    over = true;
  });
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  const decoder = new StringDecoder("utf8");
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let partial = "";
  try {
    for (; ; ) {
      const finished = over;
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead > 0) {
        const lines = (partial + decoder.write(buffer.subarray(0, bytesRead))).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
        const wait = pause2();
        if (wait !== null) await wait;
        continue;
      }
      if (finished) break;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, POLL_MS))]);
    }
    const rest = partial + decoder.end();
    if (rest !== "") onLine(rest);
  } finally {
    await handle.close();
  }
}

// src/process/spawn-runner.ts
var TAIL_CHARS = 64 * 1024;
function readLines(stream, onLine, congestion) {
  if (stream === null) return Promise.resolve();
  return new Promise((resolve) => {
    const lines = createInterface2({ input: stream, crlfDelay: Infinity });
    let paused = false;
    lines.on("line", (line) => {
      onLine(line);
      const wait = paused ? null : congestion();
      if (wait === null) return;
      paused = true;
      stream.pause();
      void wait.then(() => {
        paused = false;
        stream.resume();
      });
    });
    lines.on("close", resolve);
  });
}
var NEVER_CONGESTED = () => null;
function createProcessRunner(baseEnv = process.env, congestion = NEVER_CONGESTED) {
  return {
    start(spec) {
      const tail = new BoundedTail(TAIL_CHARS);
      const outputFd = spec.outputFile === void 0 ? null : openOutputForChild(spec.outputFile);
      let child;
      try {
        child = spawn(spec.command, [...spec.args], {
          cwd: spec.cwd,
          env: { ...baseEnv, ...spec.env },
          stdio: outputFd === null ? ["ignore", "pipe", "pipe"] : ["ignore", outputFd, outputFd],
          detached: spec.detached ?? false
        });
      } finally {
        if (outputFd !== null) closeQuietly(outputFd);
      }
      const exited = new Promise((resolve) => {
        child.once("exit", (code, signal) => resolve({ code, signal }));
        child.once("error", (error) => {
          if (child.pid === void 0) resolve({ code: null, signal: null, error });
        });
      });
      const intoTail = (listener) => (line) => {
        tail.push(line);
        listener?.(line);
      };
      const fileDone = spec.outputFile === void 0 ? Promise.resolve() : followLines(
        spec.outputFile,
        exited,
        intoTail(spec.onStdoutLine ?? spec.onStderrLine),
        congestion
      ).catch((error) => {
        tail.push(
          `(the engine's output file ${spec.outputFile} could not be read: ${String(error)})`
        );
      });
      const stdoutDone = readLines(child.stdout, intoTail(spec.onStdoutLine), congestion);
      const stderrDone = readLines(child.stderr, intoTail(spec.onStderrLine), congestion);
      const done = (async () => {
        const [exit] = await Promise.all([exited, stdoutDone, stderrDone, fileDone]);
        const spawnFailed = exit.error !== void 0;
        return {
          exitCode: exit.code,
          signal: exit.signal,
          tail: tail.toString(),
          spawnFailed,
          ...exit.error ? { spawnError: exit.error.code ?? exit.error.message } : {}
        };
      })();
      const detached = spec.detached ?? false;
      return {
        pid: child.pid,
        signal(signal) {
          const pid = child.pid;
          if (pid === void 0 || child.exitCode !== null || child.signalCode !== null) {
            return false;
          }
          try {
            process.kill(detached ? -pid : pid, signal);
            return true;
          } catch {
            return false;
          }
        },
        done
      };
    }
  };
}

// src/lifecycle/status.ts
import { existsSync } from "node:fs";
import path from "node:path";
function withoutSealKey(record) {
  if (record === null) return null;
  const shown = { ...record };
  delete shown.seal;
  return shown;
}
function summarizeRun(state, verdict) {
  const count = (status) => state.resources.filter((r) => r.status === status).length;
  const summary = {
    runId: state.header.runId,
    command: state.header.command,
    phase: state.phase,
    host: state.header.host,
    pid: state.header.pid,
    startedAt: state.header.startedAt,
    updatedAt: state.updatedAt,
    resources: { started: count("started"), done: count("done"), failed: count("failed") },
    liveness: verdict.kind,
    livenessReason: verdict.reason
  };
  if (state.header.runUrl) summary.runUrl = state.header.runUrl;
  return summary;
}
async function runStatus(settings, deps) {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  const engineVersion = await engine.version();
  await engine.init();
  const backend = readBackendConfig(settings.workdir, process.env);
  const state = await readLatestRunOnce(settings, backend, process.env);
  const pulumi = engine.kind === "pulumi" ? engine : null;
  const locks = pulumi === null ? rememberInspection(createBackendLocks(backend, process.env, backendLocksOptions(settings))) : null;
  const lock = locks === null ? await engine.probeLock() : await probeLock(engine, locks);
  const assessment = lock.kind === "locked" && locks !== null ? await assessLock(
    settings,
    state ? [state] : [],
    locks,
    lock,
    deps.runLiveness ?? UNKNOWN_RUN_LIVENESS
  ) : null;
  const pendingOperations = pulumi ? await readPendingOperations(pulumi, deps) : void 0;
  const verdict = state ? await assessRun(state, deps.runLiveness ?? UNKNOWN_RUN_LIVENESS) : null;
  const unfinishedAndOver = state !== null && !isTerminal(state) && verdict?.kind === "over";
  const erroredState = existsSync(path.join(settings.workdir, "errored.tfstate"));
  const pendingLeft = lock.kind === "free" && (pendingOperations?.length ?? 0) > 0;
  const pendingRepair = unfinishedAndOver || erroredState || pendingLeft;
  const orphans = pulumi === null && state !== null && unfinishedAndOver ? findOrphans(state, new Set(await engine.listState()), settings.engineBinary) : [];
  const openItems = describeOpenItems(await readOpenItems(settings), settings);
  const exitCode = lock.kind === "locked" ? EXIT.locked : lock.kind === "unknown" || pendingRepair || openItems.length > 0 ? EXIT.failed : EXIT.ok;
  return {
    command: "status",
    exitCode,
    engine: engine.name,
    engineVersion,
    workdir: settings.workdir,
    stack: settings.stack,
    lock,
    holder: assessment ? {
      // The fields read from the lock, not its raw text: on GitLab's state API a refusal
      // echoes the asker's own Operation and Info, which are not the holder's.
      holder: withoutRaw(assessment.holder),
      described: assessment.described,
      verdict: assessment.verdict
    } : null,
    pendingRepair,
    ...pendingOperations !== void 0 ? { pendingOperations } : {},
    orphans,
    lastRun: state && verdict && summarizeRun(state, verdict),
    openItems,
    savedPlan: withoutSealKey(readPlanRecord(settings.planFile))
  };
}
async function readPendingOperations(engine, deps) {
  try {
    return reportPending((await engine.exportStack()).pendingOperations);
  } catch (error) {
    deps.output.warn(`could not read the pending operations: ${messageOf(error)}`);
    return null;
  }
}
function withoutRaw(holder) {
  const shown = { ...holder };
  delete shown.raw;
  return shown;
}

// src/lifecycle/up.ts
import { existsSync as existsSync3, mkdirSync, readFileSync as readFileSync2 } from "node:fs";
import path3 from "node:path";

// src/lifecycle/approve-apply.ts
import { existsSync as existsSync2 } from "node:fs";

// src/journal/applied.ts
function countApplied(state) {
  const counts = { added: 0, changed: 0, removed: 0, tainted: 0 };
  for (const r of state.resources) {
    if (r.status === "failed") {
      if (r.action === "create" || r.action === "replace") counts.tainted += 1;
      continue;
    }
    if (r.status !== "done") continue;
    if (r.action === "create") counts.added += 1;
    if (r.action === "update") counts.changed += 1;
    if (r.action === "delete") counts.removed += 1;
    if (r.action === "replace") {
      counts.added += 1;
      counts.removed += 1;
    }
  }
  return counts;
}

// src/lifecycle/private-plan.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path2 from "node:path";
function makePrivatePlan(name, avoid) {
  const dir = mkdtempSync(path2.join(os.tmpdir(), "stackgate-plan-"));
  for (const root of avoid) {
    if (root !== void 0 && pathWithin(root, dir) !== void 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new StackgateError(
        `the temporary directory "${os.tmpdir()}" is inside "${root}", where the checkout can write: stackgate keeps the plan it applies outside it. Set TMPDIR (RUNNER_TEMP on GitHub) to a directory outside the checkout.`,
        EXIT.usage
      );
    }
  }
  return {
    file: path2.join(dir, name),
    dispose: () => rmSync(dir, { recursive: true, force: true })
  };
}
function copyToPrivatePlan(source, avoid) {
  const plan = makePrivatePlan(path2.basename(source), avoid);
  const bytes = readFileSync(source);
  writeFileSync(plan.file, bytes, { mode: 384, flag: "wx" });
  plan.sha256 = planBytesSha256(bytes);
  return plan;
}
function recordPlanBytes(plan) {
  plan.sha256 = planBytesSha256(readFileSync(plan.file));
}
function planBytesRefusal(plan) {
  let now;
  try {
    now = planBytesSha256(readFileSync(plan.file));
  } catch (error) {
    now = `unreadable (${error.code ?? String(error)})`;
  }
  if (plan.sha256 !== void 0 && now === plan.sha256) return null;
  return `the plan file about to be applied (${plan.file}) has sha256 ${now}, but the plan that was digested and approved had sha256 ${plan.sha256 ?? "(not recorded)"}: it was replaced after review. Nothing was applied. Run the preview again and approve the new plan.`;
}

// src/lifecycle/upstream-check.ts
function describeUpstreams(dependsOn) {
  const names = dependsOn.map((dir) => `"${dir}"`);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}
function stackLabel(settings) {
  const workspace = settings.engine !== "pulumi" && settings.stack !== "default" ? ` (${settings.stack})` : "";
  return `"${settings.project}"${workspace}`;
}
function previewAgainAdvice(settings) {
  return `Nothing was applied. Run \`stackgate preview\` for stack ${stackLabel(settings)} again (after its upstream stacks are applied), review and approve the new plan, then apply that one.`;
}
async function checkUpstreamsUnchanged(engine, settings, deps, session, planned) {
  const upstreams = settings.dependsOn ?? [];
  if (upstreams.length === 0 || settings.engine === "pulumi" || planned.outcome !== "planned") {
    return null;
  }
  deps.output.info(
    `stack ${stackLabel(settings)} depends on ${describeUpstreams(upstreams)} (depends-on): planning again to check the approved plan still holds`
  );
  const scratch = makePrivatePlan("upstream-check.tfplan", [
    settings.run.checkoutDir,
    settings.workdir
  ]);
  try {
    session.phase("planning");
    const outcome = await planUnderOwnLock(engine, settings, deps, session, scratch.file);
    return judgeReplan(outcome, planned, settings, deps);
  } finally {
    scratch.dispose();
  }
}
function judgeReplan(outcome, planned, settings, deps) {
  switch (outcome.kind) {
    case "planned":
      return changedRefusal(outcome.changeSet, planned, settings);
    case "locked":
      return lockedResult(planned, outcome.holder, "applied");
    case "interrupted":
      return {
        ...planned,
        outcome: "interrupted",
        exitCode: deps.interrupts.exitCode ?? EXIT.interruptedSigint,
        message: "stopped while checking the plan against its upstream stacks: nothing was applied"
      };
    case "failed":
      return {
        ...planned,
        outcome: "failed",
        exitCode: EXIT.failed,
        message: `could not plan again to check the approved plan against its upstream stacks ${describeUpstreams(settings.dependsOn ?? [])}: ${outcome.message} Nothing was applied.`
      };
  }
}
function changedRefusal(changeSet, planned, settings) {
  const approved = planned.digest ?? "";
  const record = readPlanRecord(settings.planFile);
  const { seal } = sealOfSavedPlan(record, changeSet, settings);
  const now = seal === null && hasSealedValues(changeSet) ? null : digestChangeSet(changeSet, seal, stateBindingOf(settings));
  if (now === approved) return null;
  const made = record?.createdAt ? ` (made ${record.createdAt})` : "";
  const nowText = now === null ? "not comparable: sensitive values and no seal key" : shortDigest(now);
  return {
    ...planned,
    outcome: "stale-plan",
    exitCode: EXIT.stalePlan,
    message: `the approved plan${made} is out of date: stack ${stackLabel(settings)} depends on ${describeUpstreams(settings.dependsOn ?? [])} (depends-on in stackgate.yml), and a plan made now differs from the one reviewed (digest ${nowText}, approved ${shortDigest(approved)}): an upstream stack was applied since the review, or what this stack reads changed. Applying the approved plan would apply the values read at review time. ${previewAgainAdvice(settings)}`
  };
}

// src/lifecycle/approve-apply.ts
function refuse(base, message) {
  return {
    ...base,
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    message
  };
}
async function approve(planned, settings, deps) {
  if (settings.expectDigest !== void 0 || settings.approve === "yes") return null;
  const digest = planned.digest ?? "";
  if (settings.approve === "prompt") {
    const s = planned.changeSet?.summary;
    const counts = s ? `${s.create} to create, ${s.update} to update, ${s.replace} to replace, ${s.delete} to delete` : "";
    const yes = await deps.confirm(
      `Apply this plan (${counts}; digest ${shortDigest(digest)})? Type "yes" to apply: `
    );
    if (yes) return null;
    return refuse(planned, "the plan was not approved at the prompt. Nothing was applied.");
  }
  return refuse(
    planned,
    `the plan has changes and no approval was given. Nothing was applied. Review the preview, then run \`${suggestCommand(settings, "up", ["--digest", digest])}\` to apply exactly this plan, or \`stackgate up --yes\` / \`--approve\`.`
  );
}
function resultOfApply(planned, outcome, interruptedExit) {
  const base = { ...planned, command: "up" };
  switch (outcome.kind) {
    case "applied":
      return {
        ...base,
        outcome: "applied",
        exitCode: EXIT.ok,
        applied: outcome.summary,
        ...outcome.outputs ? { outputs: outcome.outputs } : {}
      };
    case "stale-plan":
      return { ...base, outcome: "stale-plan", exitCode: EXIT.stalePlan, message: outcome.message };
    case "locked":
      return lockedResult(base, outcome.holder, "applied");
    case "failed":
      return {
        ...base,
        outcome: "failed",
        exitCode: EXIT.failed,
        message: outcome.message,
        applied: outcome.summary
      };
    case "interrupted":
      return {
        ...base,
        outcome: "interrupted",
        exitCode: interruptedExit,
        message: outcome.message,
        applied: outcome.summary
      };
  }
}
function stoppedBeforeApply(planned, deps) {
  return {
    ...planned,
    outcome: "interrupted",
    exitCode: deps.interrupts.exitCode ?? EXIT.interruptedSigint,
    message: "stopped before the apply started: nothing was applied"
  };
}
async function approveApply(planned, plan, engine, settings, deps, session) {
  if (planned.outcome !== "planned") return planned;
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  const gated = deps.approvalGate ? await deps.approvalGate(planned) : void 0;
  const refusal = gated === void 0 ? await approve(planned, settings, deps) : gated && refuse(planned, gated + sealHint(planned.changeSet, settings));
  if (refusal) return refusal;
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  const upstream = await checkUpstreamsUnchanged(engine, settings, deps, session, planned);
  if (upstream !== null) return upstream;
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  const swapped = planBytesRefusal(plan);
  if (swapped !== null) return refuse(planned, swapped);
  const planDigest = planned.digest ?? "";
  deps.output.info(
    `applying ${plan.file}, the private copy of ${settings.planFile} (sha256 ${(plan.sha256 ?? "").slice(0, 12)} checked; digest ${shortDigest(planDigest)})`
  );
  session.phase("applying", { planDigest });
  let opened = null;
  const outcome = await underOwnLock(engine, settings, deps, session, {
    operation: "OperationTypeApply",
    run: (applier) => applier.apply({
      planFile: plan.file,
      lockTimeout: settings.lockTimeout,
      onEvent: (event) => session.observe(event),
      onStart: (pid) => session.phase("applying", { planDigest, ...pid ? { enginePid: pid } : {} }),
      runId: session.runId,
      mode: engineMode(settings.mode),
      exclude: settings.exclude
    }),
    locked: (holder, message) => ({
      kind: "locked",
      holder,
      message: `${message}. Nothing was applied.`
    }),
    // A killed engine may have left its writes half done: recover checks them first.
    keepAfter: (done) => (done.kind === "failed" || done.kind === "interrupted") && done.killedBy ? `the engine was killed (${done.killedBy})` : null,
    stoppedBefore: (message) => ({
      kind: "interrupted",
      message: `${message}: nothing was applied`,
      summary: { added: 0, changed: 0, removed: 0 }
    }),
    // Items another run's recovery opened while this one waited (for the lock, for a person):
    // checked before the engine started, and again here, under the apply's lock where
    // stackgate holds it (a recovery opens them under the lock), before anything is applied.
    refuseBefore: async () => {
      opened = await openItemsRefusal(settings, deps, { acceptedTold: true });
      return opened === null ? null : { kind: "stale-plan", message: opened.message ?? "" };
    }
  });
  if (opened !== null) return { ...planned, ...opened };
  const result = resultOfApply(
    planned,
    outcomeAfterStop(outcome, deps.interrupts.received),
    deps.interrupts.exitCode ?? EXIT.interruptedSigint
  );
  if (outcome.kind !== "failed" && outcome.kind !== "interrupted") return result;
  return { ...result, ...await whatTheApplyLeft(result, settings, session) };
}
async function whatTheApplyLeft(result, settings, session) {
  const seen = session.journal.local.readState();
  const applied = countApplied(seen ?? { resources: [] });
  if (!existsSync2(erroredStatePath(settings.workdir))) return { applied };
  const stores = durableStores(
    settings,
    readBackendConfig(settings.workdir, process.env),
    process.env
  );
  let kept;
  try {
    kept = await keepErroredState(settings, stores, session.runId);
  } finally {
    for (const store of stores) await store.close().catch(() => void 0);
  }
  const where = [
    erroredStatePath(settings.workdir),
    ...kept.kept.map((location) => `sealed in ${location}`)
  ].join("; ");
  const note = `The backend did not take the state of this apply: ${ERRORED_STATE_FILE} holds it (${applied.added} added, ${applied.changed} changed, ${applied.removed} destroyed, ${applied.tainted} tainted as the journal saw them). Kept: ${where}.${kept.problems.length > 0 ? ` ${kept.problems.join("; ")}.` : ""} Do not apply again before it is restored: run \`stackgate recover\` when the backend answers (the next run's pre-flight does it too); it releases this run's lock, pushes the state and checks the backend holds it.`;
  return { applied, message: `${result.message ?? ""}

${note}`.trim() };
}

// src/lifecycle/worktree.ts
import { execFile } from "node:child_process";
function readHeadCommit(dir) {
  return new Promise((resolve) => {
    execFile(
      "git",
      ["rev-parse", "--verify", "HEAD^{commit}"],
      { cwd: dir, timeout: 15e3, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } },
      (error, stdout, stderr) => {
        const sha = String(stdout).trim();
        if (!error && /^[0-9a-f]{40,64}$/.test(sha)) {
          resolve({ kind: "commit", sha });
          return;
        }
        const detail = String(stderr).trim().split("\n")[0] || (error?.message ?? "no output");
        resolve({ kind: "not-a-repository", detail });
      }
    );
  });
}
async function checkTreeAtCommit(dir, expected, log) {
  const head = await readHeadCommit(dir);
  if (head.kind === "not-a-repository") {
    log(
      `cannot check that ${dir} is commit ${expected.slice(0, 12)}: not in a git work tree (${head.detail}); the plan digest still binds the configuration`
    );
    return null;
  }
  const same = head.sha === expected.toLowerCase() || /^[0-9a-f]{7,}$/i.test(expected) && head.sha.startsWith(expected.toLowerCase());
  if (same) return null;
  return `the working tree at ${dir} is commit ${head.sha.slice(0, 12)}, but the approved plan was made for commit ${expected.slice(0, 12)}: stackgate applies only the reviewed code. Nothing was applied. Check out commit ${expected.slice(0, 12)} (e.g. actions/checkout with ref: the pull request's head), or run the preview on this commit and approve its plan.`;
}

// src/lifecycle/up.ts
async function loadApprovedPlan(engine, settings, expected, opened, deps) {
  const base = {
    command: "up",
    outcome: "failed",
    exitCode: EXIT.failed,
    planFile: settings.planFile
  };
  if (!existsSync3(settings.planFile)) {
    return refuse(
      base,
      `no saved plan at "${settings.planFile}" to apply for digest ${expected}. Run \`stackgate preview\` first (or pass --plan-file). Nothing was applied.`
    );
  }
  const record = readPlanRecord(settings.planFile);
  const recordMode = record ? record.mode ?? "normal" : settings.mode;
  if (recordMode !== settings.mode) {
    return refuse(
      base,
      `the saved plan at "${settings.planFile}" is a ${recordMode} plan, but this run's mode is ${settings.mode}. Nothing was applied. Run up with --mode ${recordMode} to apply what was reviewed, or preview again with --mode ${settings.mode}.`
    );
  }
  const excludeProblem = excludeMismatch(record?.exclude ?? [], settings);
  if (excludeProblem !== null) return refuse(base, excludeProblem);
  const changeSet = await readApprovedChangeSet(engine, settings, opened, deps);
  const { seal, problem } = sealOfSavedPlan(record, changeSet, settings);
  if (problem !== null) {
    return refuse(
      base,
      `${problem}. Nothing was applied. Hand over the whole plan directory from the preview (the plan file and its record), or run \`stackgate preview\` again and approve the new plan.`
    );
  }
  const binding = stateBindingOf(settings);
  const digest = digestChangeSet(changeSet, seal, binding);
  const planned = { ...base, changeSet, digest, outcome: "planned", exitCode: EXIT.ok };
  if (!digestMatches(digest, expected)) {
    return refuse(
      planned,
      settings.dependsOn === void 0 ? `the saved plan's digest is ${digest}, but the approval is for ${expected}: the plan changed after it was reviewed${whatChangedSince(settings.planFile, expected, planParts(changeSet, seal, binding))}. Nothing was applied. Run \`${suggestCommand(settings, "preview")}\` and review the new plan.` : `the saved plan's digest is ${digest}, but the approval is for ${expected}: the plan changed after it was reviewed (stack ${stackLabel(settings)} depends on ${describeUpstreams(settings.dependsOn)}: an upstream stack may have been applied since). ${previewAgainAdvice(settings)}`
    );
  }
  const mismatch = recordMismatch(record, digest, settings);
  if (mismatch) {
    return refuse(
      planned,
      `${mismatch} Nothing was applied. Run \`stackgate preview\` for this project and stack, and apply its plan.`
    );
  }
  const commit = settings.run.commit;
  if (commit && record?.commit && record.commit !== commit) {
    return refuse(
      planned,
      `the saved plan was made for commit ${record.commit}, but this run is on commit ${commit}. Nothing was applied. Run \`stackgate preview\` on this commit.`
    );
  }
  return planned;
}
async function readApprovedChangeSet(engine, settings, opened, deps) {
  if (opened.reviewed !== void 0 && settings.engine !== "pulumi") {
    deps.output.info(
      "the sealed plan holds the bytes the preview showed (sha256 checked): using the change set it read from them"
    );
    return opened.reviewed;
  }
  return engine.showPlan(opened.planFile, engineMode(settings.mode), settings.exclude);
}
async function runUp(settings, deps) {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  const early = await refusalBeforeEngine(settings, deps);
  if (early !== null) return publishComment(early, settings, engine.name);
  await prepareEngine(engine, settings, deps);
  const open2 = await openItemsRefusal(settings, deps);
  if (open2 !== null) return publishComment(open2, settings, engine.name);
  const session = startRunSession(settings, deps, "up");
  const result = withJournalFailure(
    session,
    await session.guard(() => planApproveApply(engine, settings, deps, session))
  );
  await session.finish(phaseAfterUp(result, deps), result.outcome);
  if (result.outcome === "applied") await closeProvenItems(settings, engine, session.runId, deps);
  return publishComment(result, settings, engine.name);
}
function phaseAfterUp(result, deps) {
  if (result.outcome === "applied") return "done";
  if (deps.interrupts.received !== null || result.outcome === "interrupted") return "interrupted";
  return result.outcome === "failed" && result.applied !== void 0 ? "failed" : "done";
}
async function refusalBeforeEngine(settings, deps) {
  const base = { command: "up", outcome: "failed", exitCode: EXIT.failed };
  const tree = await treeRefusal(settings, deps);
  if (tree !== null) return refuse(base, tree);
  const gate = deps.approvalGate ? await deps.approvalGate.beforeEngine() : null;
  return gate === null ? null : refuse(base, gate);
}
async function treeRefusal(settings, deps) {
  const recorded = settings.expectDigest !== void 0 ? readPlanRecord(settings.planFile)?.commit : void 0;
  const expected = recorded ?? settings.run.commit;
  if (!expected) return null;
  return checkTreeAtCommit(settings.workdir, expected, (m) => deps.output.info(m));
}
async function planApproveApply(engine, settings, deps, session) {
  if (settings.expectDigest === void 0) {
    const copy2 = makePrivatePlan(path3.basename(settings.planFile), outsideOf(settings));
    try {
      const planned = {
        ...await planWithEngine(engine, settings, deps, session, copy2.file),
        command: "up"
      };
      if (planned.outcome !== "planned" && planned.outcome !== "no-changes") {
        return { ...planned, planFile: settings.planFile };
      }
      recordPlanBytes(copy2);
      saveSharedPlan(copy2, settings.planFile);
      return await approveApply(
        { ...planned, planFile: settings.planFile },
        copy2,
        engine,
        settings,
        deps,
        session
      );
    } finally {
      copy2.dispose();
    }
  }
  let opened;
  try {
    opened = openSavedPlan(settings);
  } catch (error) {
    if (!(error instanceof PlanSealError)) throw error;
    const base = { command: "up", outcome: "failed", exitCode: EXIT.failed };
    return refuse(
      { ...base, planFile: settings.planFile },
      `${error.message} Nothing was applied.`
    );
  }
  let copy;
  try {
    if (existsSync3(opened.planFile)) copy = copyToPrivatePlan(opened.planFile, outsideOf(settings));
    const toShow = copy ? privateOpened(opened, copy) : opened;
    const planned = await namingTheSavedPlan(
      copy,
      settings.planFile,
      () => loadApprovedPlan(engine, settings, settings.expectDigest ?? "", toShow, deps)
    );
    if (!copy) return planned;
    return await approveApply(planned, copy, engine, settings, deps, session);
  } finally {
    copy?.dispose();
    opened.dispose();
  }
}
function saveSharedPlan(copy, planFile) {
  mkdirSync(path3.dirname(planFile), { recursive: true });
  writeFileAtomically(planFile, readFileSync2(copy.file));
  const record = readPlanRecord(copy.file);
  if (record) writePlanRecord({ ...record, planFile });
}
async function namingTheSavedPlan(copy, planFile, load) {
  try {
    return await load();
  } catch (error) {
    if (!copy || !(error instanceof StackgateError) || !error.message.includes(copy.file)) {
      throw error;
    }
    throw new StackgateError(error.message.replaceAll(copy.file, planFile), error.exitCode, {
      cause: error,
      outcome: error.outcome
    });
  }
}
function outsideOf(settings) {
  return [settings.run.checkoutDir, settings.workdir];
}
function privateOpened(opened, copy) {
  const same = opened.reviewed !== void 0 && opened.reviewedSha256 === copy.sha256;
  return {
    planFile: copy.file,
    dispose: () => void 0,
    ...same && opened.reviewed ? { reviewed: opened.reviewed } : {}
  };
}
function openSavedPlan(settings) {
  if (!existsSync3(settings.planFile)) return { planFile: settings.planFile, dispose: () => {
  } };
  return openPlanArtifact(settings.planFile, settings.planKey);
}
function excludeMismatch(recorded, settings) {
  const here = settings.exclude;
  if (recorded.length === here.length && recorded.every((a, i) => a === here[i])) return null;
  const list = (addresses) => addresses.length === 0 ? "none" : addresses.map((a) => JSON.stringify(a)).join(", ");
  return `the saved plan at "${settings.planFile}" was made with exclude ${list(recorded)}, but this run's exclude is ${list(here)}. Nothing was applied. Run up with the preview's exclude (the command the preview printed has it), or preview again.`;
}

// src/terminal/format.ts
function toJson(result) {
  const s = result.changeSet?.summary;
  return {
    command: result.command,
    outcome: result.outcome,
    exitCode: result.exitCode,
    summary: s ? {
      create: s.create,
      update: s.update,
      delete: s.delete,
      replace: s.replace,
      read: s.read,
      move: s.move,
      import: s.import,
      drift: s.drift,
      outputs: s.outputs
    } : null,
    digest: result.digest ?? null,
    planFile: result.planFile ?? null,
    commentFile: result.commentFile ?? null,
    applied: result.applied ?? null,
    outputs: result.outputs ? maskedOutputs(result.outputs) : null,
    lockHolder: result.lockHolder ?? null,
    message: result.message ?? null,
    openItems: result.openItems ?? []
  };
}
function formatResult(result) {
  const lines = [];
  const s = result.changeSet?.summary;
  if (s) {
    lines.push(
      `Plan: ${s.create} to create, ${s.update} to update, ${s.replace} to replace, ${s.delete} to delete` + (result.digest ? ` (digest ${shortDigest(result.digest)})` : "")
    );
  }
  if (result.changeSet) lines.push(...formatChanges(result.changeSet));
  if (result.applied) {
    const a = result.applied;
    const tainted = "tainted" in a ? `, ${a.tainted} tainted (as the journal saw them)` : "";
    lines.push(`Applied: ${a.added} added, ${a.changed} changed, ${a.removed} destroyed${tainted}`);
  }
  lines.push(`Outcome: ${result.outcome}`);
  if (result.message) lines.push(result.message);
  else if (result.openItems?.length) lines.push(...result.openItems);
  if (result.planFile && result.outcome === "planned") lines.push(`Saved plan: ${result.planFile}`);
  if (result.commentFile) lines.push(`Comment: ${result.commentFile}`);
  return `${lines.join("\n")}
`;
}
function formatChanges(changeSet) {
  const lines = [];
  for (const r of changeSet.resources) {
    lines.push("", `# ${visibleAddress(r.address)}: ${r.action}`);
    if (r.movedFrom !== void 0) lines.push(`  (moved from ${visibleAddress(r.movedFrom)})`);
    if (r.diff.trim() !== "") lines.push(r.diff);
  }
  if (lines.length > 0) lines.push("");
  return lines;
}
function formatStatus(status) {
  const lines = [
    `${status.engine} ${status.engineVersion} \xB7 ${status.workdir} \xB7 stack ${status.stack}`
  ];
  switch (status.lock.kind) {
    case "free":
      lines.push("Lock: free");
      break;
    case "locked":
      lines.push(`Lock: ${status.holder?.described ?? describeLockHolder(status.lock.holder)}`);
      if (status.holder)
        lines.push(`Owner: ${status.holder.verdict.kind} (${status.holder.verdict.reason})`);
      break;
    case "unknown":
      lines.push(`Lock: unknown (${status.lock.message})`);
      break;
  }
  const run = status.lastRun;
  if (run) {
    lines.push(
      `Last run: ${run.runId} (${run.command}, phase ${run.phase}, ${run.updatedAt}; operations ${run.resources.done} done, ${run.resources.started} unconfirmed, ${run.resources.failed} failed)`
    );
    if (run.liveness !== "over") {
      lines.push(
        `Last run is ${run.liveness === "alive" ? "live" : "live or cannot tell"}: ${run.livenessReason}. Leave it alone.`
      );
    }
  }
  const orphans = status.orphans;
  if (orphans.length > 0)
    lines.push(`In no state (created by the last run, not tracked): ${orphans.length}`);
  for (const o of orphans) {
    const id = o.id === null ? "id unknown" : `id ${o.id}`;
    lines.push(
      `  ${o.address} (${o.certain ? id : `${id}; creation started, completion not seen`})`
    );
  }
  for (const op of status.pendingOperations ?? []) {
    lines.push(`Pending operation: ${op.type} ${op.urn}`);
  }
  if (status.pendingRepair)
    lines.push("Repair pending: run `stackgate recover` (the next run also does it)");
  if (status.openItems.length > 0)
    lines.push(
      `Open items (left for a person by a recovery, not closed): ${status.openItems.length}`
    );
  for (const item of status.openItems) lines.push(`  ${item}`);
  const plan = status.savedPlan;
  lines.push(
    plan ? `Saved plan: ${plan.planFile} (digest ${plan.digest}, ${plan.createdAt})` : "Saved plan: none"
  );
  return `${lines.join("\n")}
`;
}
function formatRecover(result, commentFile) {
  const lines = [`${result.command}: ${result.outcome}`];
  if (result.journal) {
    lines.push(
      `Last run: ${result.journal.runId} (phase ${result.journal.phase}, ${result.journal.updatedAt})`
    );
  }
  for (const action of result.actions) lines.push(`${action.ok ? "\u2713" : "!"} ${action.detail}`);
  if (result.message) lines.push(result.message);
  lines.push(`Lock: ${result.lock.after.kind}`);
  if (commentFile) lines.push(`Comment: ${commentFile}`);
  return `${lines.join("\n")}
`;
}

// src/recovery/report.ts
function recoverReportContext(result, settings, workdir, outcome, manualCommand) {
  const repaired = result.actions.filter((a) => a.ok).map((a) => a.detail);
  const left = [...result.left];
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    engineLabel: ENGINE_LABELS[settings.engine],
    digest: "",
    command: "recover",
    outcome,
    secrets: settings.secrets,
    recovery: {
      repaired,
      left,
      ...manualCommand !== null ? { finish: `To finish by hand: ${manualCommand}` } : {}
    },
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {}
  };
}
function renderRecoverComment(result, settings, manualCommand) {
  const outcome = result.outcome === "recovered" || result.outcome === "clean" ? "recovered" : "interrupted";
  const onlyItems = result.left.length === (result.openItems?.length ?? 0);
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings).workdir,
    outcome,
    outcome === "interrupted" && !onlyItems ? manualCommand : null
  );
  const nothing = emptyChangeSet(settings.engine, false);
  return { outcome, comment: renderComment(nothing, context, settings.commentLimit) };
}

// src/cli/recover-command.ts
async function runRecoverCommand(settings, deps, print) {
  assertEngineProject(settings);
  const mode = settings.command === "unlock" ? "unlock" : "recover";
  const result = await runRecover(settings, deps, {
    mode,
    ...deps.runLiveness ? { runLiveness: deps.runLiveness } : {}
  });
  const commentFile = writeRecoverComment(result, settings);
  print(
    settings.json ? `${JSON.stringify({ ...result, commentFile: commentFile ?? null })}
` : formatRecover(result, commentFile)
  );
  return result.exitCode;
}
function writeRecoverComment(result, settings) {
  if (result.command !== "recover" || result.outcome === "clean") return void 0;
  const manual = suggestCommand(settings, "recover");
  return writeCommentFile(settings, renderRecoverComment(result, settings, manual).comment);
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

// src/approval/decision.ts
var NOTHING = "Nothing was applied.";
function refuse2(reason) {
  return { approved: false, reason: `${reason} ${NOTHING}` };
}
function approve2(reason) {
  return { approved: true, reason };
}
function short(sha) {
  return sha.slice(0, 12);
}
function sameCommit(a, b) {
  if (!a || !b) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (!/^[0-9a-f]{7,64}$/.test(x) || !/^[0-9a-f]{7,64}$/.test(y)) return false;
  return x.startsWith(y) || y.startsWith(x);
}

// src/approval/rules.ts
function approvalsCountFrom(published, commentUpdatedAt) {
  return Date.parse(published.since ?? commentUpdatedAt);
}
function givenAfter(at, since) {
  if (at === null) return false;
  const time = Date.parse(at);
  return Number.isFinite(time) && Number.isFinite(since) && time > since;
}
function publicationTime(serverNow) {
  const local = Date.now();
  const server = serverNow === null ? Number.NaN : Date.parse(serverNow);
  return new Date(Number.isFinite(server) && server > local ? server : local).toISOString();
}
function isPerson(type) {
  return type?.toLowerCase() === "user";
}
function authorRefusal(who) {
  return `${who} opened the pull request, and its author never approves it: approvals need a second person`;
}
var APPLY_COMMAND = /^\/stackgate\s+apply(?:\s+(\S+))?\s*$/;
function indentOf(line) {
  let columns = 0;
  for (const ch of line) {
    if (ch === " ") columns += 1;
    else if (ch === "	") columns += 4 - columns % 4;
    else break;
  }
  return columns;
}
function parseApplyCommand(body) {
  const lines = body.replace(/^\ufeff/, "").split(/\r?\n/);
  const first = lines.find((line) => line.trim() !== "");
  if (first === void 0 || indentOf(first) >= 4) return void 0;
  const m = APPLY_COMMAND.exec(first.trim());
  if (!m) return void 0;
  return { digest: m[1] ?? null };
}

// src/approval/review-gates.ts
async function forkRefusal(pullRequest, known, source, wording) {
  if (pullRequest === null) return null;
  let fork = known;
  let origin = null;
  if (fork === void 0) {
    if (!source) return refuse2(wording.forkUnknown(pullRequest));
    const pull = await source.pull();
    fork = pull.fork;
    origin = pull.forkOrigin;
  }
  if (!fork) return null;
  return refuse2(
    `pull request #${pullRequest} comes from a fork${origin ? ` (${origin})` : ""}: stackgate never applies a fork's pull request.`
  );
}
async function bindToPull(input) {
  const { mode, wording, source, digest } = input;
  if (!input.hasApi) return { refused: refuse2(wording.needsApi(mode)) };
  if (input.pullRequest === null || !source) {
    return { refused: refuse2(wording.needsPullRequest(mode)) };
  }
  const number = input.pullRequest;
  const unusable = await source.unusable();
  if (unusable !== null) return { refused: refuse2(unusable) };
  const pull = await source.pull();
  if (!pull.open) {
    return {
      refused: refuse2(`pull request #${number} is ${pull.state}, not ${wording.openState}.`)
    };
  }
  if (input.commit && !wording.sameCommit(pull.headSha, input.commit)) {
    return {
      refused: refuse2(
        `pull request #${number} is now at commit ${short(pull.headSha)}, but this run planned commit ${short(input.commit)}: a new commit was pushed, and approvals given before it do not count.`
      )
    };
  }
  const found = await source.published();
  const published = found?.published;
  if (!found || !published?.digest || !published.commit) {
    return {
      refused: refuse2(
        `no stackgate plan is published on pull request #${number} for this project/stack/workdir: run the preview (with ${wording.commentSetting}) so reviewers see the plan they approve.`
      )
    };
  }
  if (!wording.sameCommit(published.commit, pull.headSha)) {
    return {
      refused: refuse2(
        `the plan published on pull request #${number} is for commit ${short(published.commit)}, but the head is ${short(pull.headSha)}: run the preview on the new head first.`
      )
    };
  }
  if (published.digest !== digest) {
    return {
      refused: refuse2(
        `this run's plan (digest ${shortDigest(digest)}) is not the plan published on pull request #${number} (digest ${shortDigest(published.digest)}): the state or the configuration changed since; run the preview again and approve the new plan.`
      )
    };
  }
  const since = approvalsCountFrom(published, found.updatedAt);
  return { ok: { source, number, pull, since } };
}
async function prReviewGate(input) {
  const bound = await bindToPull(input);
  if ("refused" in bound) return bound.refused;
  const { source, number, pull, since } = bound.ok;
  const { wording, digest } = input;
  const approvers = [];
  const stale = [];
  const early = [];
  const bots = [];
  const denied = [];
  const blockers = [];
  let author = null;
  for (const vote of await source.votes()) {
    const who = vote.reviewer?.name ?? "a deleted user";
    if (vote.approved && !isPerson(vote.reviewer?.type)) {
      bots.push(`${who} (${vote.reviewer?.type ?? "unknown type"})`);
      continue;
    }
    if (vote.approved && await source.isPullAuthor(vote.reviewer)) {
      author = who;
      continue;
    }
    const denial = await source.authorize(vote.reviewer);
    if (denial !== null) {
      if (vote.approved) denied.push(denial.brief);
      continue;
    }
    if (!vote.approved) blockers.push(who);
    else if (vote.commit !== void 0 && vote.commit !== pull.headSha)
      stale.push(`${who} (on ${short(vote.commit ?? "unknown")})`);
    else if (!givenAfter(vote.at, since)) early.push(who);
    else approvers.push(who);
  }
  if (blockers.length > 0) {
    return refuse2(
      `pull request #${number} has outstanding change requests from ${blockers.join(", ")}.`
    );
  }
  if (approvers.length < input.requiredApprovals) {
    const notes = [
      early.length > 0 ? wording.earlyNote(early.join(", "), digest, since) : "",
      stale.length > 0 ? `approvals of older commits do not count: ${stale.join(", ")}` : "",
      bots.length > 0 ? `bots do not approve: ${bots.join(", ")}` : "",
      author !== null ? authorRefusal(author) : "",
      denied.length > 0 ? wording.deniedNote(denied) : ""
    ].filter(Boolean);
    return refuse2(
      wording.tooFewApprovals({
        pull: number,
        count: approvers.length,
        required: input.requiredApprovals,
        head: short(pull.headSha),
        notes: notes.length > 0 ? ` (${notes.join("; ")})` : ""
      })
    );
  }
  return approve2(
    wording.approvedBy({
      approvers: approvers.join(", "),
      pull: number,
      head: short(pull.headSha),
      digest: shortDigest(digest)
    })
  );
}
async function commentGate(input) {
  const bound = await bindToPull(input);
  if ("refused" in bound) return bound.refused;
  const { source, number, since } = bound.ok;
  const { digest } = input;
  const commands = (await source.comments()).map((comment) => ({ comment, command: parseApplyCommand(comment.body) })).reverse();
  const reasons = [];
  for (const { comment, command } of commands) {
    if (!command) continue;
    const who = comment.author?.name ?? "a deleted user";
    if (!givenAfter(comment.createdAt, since)) {
      reasons.push(`${who}'s /stackgate apply predates the published plan`);
      continue;
    }
    if (await source.isOwn(comment.author)) continue;
    if (!isPerson(comment.author?.type)) {
      reasons.push(`${who} is not a person`);
      continue;
    }
    if (await source.isPullAuthor(comment.author)) {
      reasons.push(authorRefusal(who));
      await source.react(comment, "-1");
      continue;
    }
    if (command.digest !== null && !digestMatches(digest, command.digest)) {
      reasons.push(
        `${who} approved digest ${command.digest}, not this plan's ${shortDigest(digest)}`
      );
      await source.react(comment, "-1");
      continue;
    }
    const denial = await source.authorize(comment.author);
    if (denial !== null) {
      reasons.push(denial.reason);
      await source.react(comment, "-1");
      continue;
    }
    await source.react(comment, "+1");
    return approve2(
      `approval: comment \u2014 ${who} commented /stackgate apply${command.digest ? ` ${command.digest}` : ""} after the plan (digest ${shortDigest(digest)}) was published`
    );
  }
  const why = reasons.length > 0 ? ` (${reasons.slice(0, 5).join("; ")})` : "";
  return refuse2(
    `no valid approval on pull request #${number}${why}. ${input.wording.commenters} must comment \`/stackgate apply ${shortDigest(digest)}\` after the plan was published.`
  );
}
function memoise(load, keyOf = (arg) => arg) {
  const cache = /* @__PURE__ */ new Map();
  return (arg) => {
    const key = keyOf(arg);
    let value = cache.get(key);
    if (value === void 0) {
      value = load(arg);
      cache.set(key, value);
    }
    return value;
  };
}
function once(load) {
  let value;
  return () => value ??= load();
}

// src/approval/saved-plan.ts
function savedPlanGate(input, digest) {
  if (input.expectDigest === void 0) {
    return refuse2(
      `approval: ${input.mode} applies only the saved plan artifact whose digest the preview published, but this run planned afresh: pass ${input.digestName} (the preview's plan-digest output) and restore the plan artifact to ${input.planPathName}.`
    );
  }
  if (!digestMatches(digest, input.expectDigest)) {
    return refuse2(
      `the saved plan's digest is ${digest}, but the published digest is ${input.expectDigest}.`
    );
  }
  const record = readPlanRecord(input.planFile);
  if (!record) {
    return refuse2(
      `the plan artifact has no stackgate record beside ${input.planFile} (${input.planFile}.stackgate.json): hand over the whole plan directory from the preview ${input.mode === "environment" ? "job" : "step"}.`
    );
  }
  if (record.digest !== digest) {
    return refuse2(
      `the plan record names digest ${record.digest}, but the plan file's digest is ${digest}: the artifact was altered.`
    );
  }
  if (!record.commit || !input.commit) {
    return refuse2(
      `cannot bind the plan to a commit (plan made for ${record.commit ?? "an unknown commit"}, this run on ${input.commit ?? "an unknown commit"}).`
    );
  }
  if (record.commit !== input.commit) {
    const run = input.mode === "environment" ? "job runs" : "step runs";
    return refuse2(
      `the plan artifact was made for commit ${short(record.commit)}, but this ${run} on commit ${short(input.commit)}: run the preview on this commit and approve its plan.`
    );
  }
  return approve2(
    `approval: ${input.mode} \u2014 ${input.approvedBy}, and the plan is the one published for commit ${short(input.commit)} (digest ${shortDigest(digest)})`
  );
}

// src/approval/decide.ts
async function decideGate(ctx, digest, platform) {
  try {
    const { mode, requiredApprovals } = ctx.policy;
    const { source, wording } = platform;
    const fork = await forkRefusal(ctx.pullRequest, platform.knownFork, source, wording);
    if (fork) return fork;
    if (mode === "none") return approve2("approval: none (applies at once)");
    if (mode === "pr-review" || mode === "comment") {
      const input = {
        mode,
        pullRequest: ctx.pullRequest,
        commit: ctx.commit,
        digest,
        hasApi: ctx.api !== null,
        requiredApprovals,
        source,
        wording
      };
      return mode === "pr-review" ? await prReviewGate(input) : await commentGate(input);
    }
    return savedPlanGate(
      {
        ...platform.savedPlan,
        ...ctx.expectDigest !== void 0 ? { expectDigest: ctx.expectDigest } : {},
        planFile: ctx.planFile,
        commit: ctx.commit
      },
      digest
    );
  } catch (error) {
    return refuse2(`the approval could not be checked: ${messageOf(error)}`);
  }
}
async function decideBeforePlan(ctx, platform) {
  try {
    const { mode } = ctx.policy;
    if (mode === "pr-review" || mode === "comment") {
      await platform.source?.pull();
      const found = platform.source ? await platform.source.published() : null;
      return await decideGate(ctx, found?.published.digest ?? "", platform);
    }
    if (mode === "none") return await decideGate(ctx, "", platform);
    return await decideGate(ctx, readPlanRecord(ctx.planFile)?.digest ?? "", platform);
  } catch (error) {
    return refuse2(`the approval could not be checked: ${messageOf(error)}`);
  }
}
async function publishedPlan(platform) {
  try {
    const found = platform.source ? await platform.source.published() : null;
    const digest = found?.published.digest;
    return found && digest ? { digest, body: found.body } : null;
  } catch {
    return null;
  }
}
function decisionsOver(platformOf) {
  return {
    decide: (ctx, planned) => decideGate(ctx, planned.digest, platformOf(ctx)),
    beforePlan: (ctx) => decideBeforePlan(ctx, platformOf(ctx)),
    published: (ctx) => publishedPlan(platformOf(ctx))
  };
}

// src/approval/published.ts
function publishedFor(result, commit, prior, now) {
  const published = { command: result.command, outcome: result.outcome };
  if (commit) published.commit = commit;
  if (result.digest) {
    published.digest = result.digest;
    published.since = publishedSince(prior, result.digest, commit, now);
  }
  return published;
}
var SINCE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
var DIGEST = /^sha256:[0-9a-f]{64}$/;
var COMMIT = /^[0-9a-f]{7,64}$/;
var WORD = /^[a-z-]{1,40}$/;
function publishedLine(published, flavor = DEFAULT_FLAVOR) {
  const fields = {
    command: WORD.test(published.command) ? published.command : "unknown",
    outcome: WORD.test(published.outcome) ? published.outcome : "unknown"
  };
  if (published.digest && DIGEST.test(published.digest)) fields.digest = published.digest;
  if (published.commit && COMMIT.test(published.commit)) fields.commit = published.commit;
  if (published.since && SINCE.test(published.since)) fields.since = published.since;
  const [prefix, suffix] = hiddenAffixes(flavor, "published");
  return `${prefix}${JSON.stringify(fields)}${suffix}`;
}
function withPublished(body, published, flavor = DEFAULT_FLAVOR) {
  return `${body.replace(/\s+$/, "")}

${publishedLine(published, flavor)}`;
}
function readPublished(body, flavor = DEFAULT_FLAVOR) {
  const last = body.replace(/\s+$/, "").split("\n").at(-1) ?? "";
  const [prefix, suffix] = hiddenAffixes(flavor, "published");
  if (!last.startsWith(prefix) || !last.endsWith(suffix)) return null;
  let value;
  try {
    value = JSON.parse(last.slice(prefix.length, -suffix.length));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value;
  if (typeof v.command !== "string" || typeof v.outcome !== "string") return null;
  const published = { command: v.command, outcome: v.outcome };
  if (typeof v.digest === "string" && DIGEST.test(v.digest)) published.digest = v.digest;
  if (typeof v.commit === "string" && COMMIT.test(v.commit)) published.commit = v.commit;
  if (typeof v.since === "string" && SINCE.test(v.since)) published.since = v.since;
  return published;
}
function publishedSince(prior, digest, commit, now = () => (/* @__PURE__ */ new Date()).toISOString()) {
  const same = prior?.digest === digest && prior.commit === commit;
  return same && prior.since ? prior.since : now();
}
function withoutPublished(body) {
  const lines = body.replace(/\s+$/, "").split("\n");
  const last = lines.at(-1) ?? "";
  const isLine = MARKDOWN_FLAVORS.map((flavor) => hiddenAffixes(flavor, "published")).some(
    ([prefix, suffix]) => last.startsWith(prefix) && last.endsWith(suffix)
  );
  return (isLine ? lines.slice(0, -1) : lines).join("\n").replace(/\s+$/, "");
}

// src/approval/gitlab-source.ts
var GITLAB_CREDENTIALS = "set GITLAB_TOKEN to a project or group access token (role Reporter or more, scope `api`) as a masked, protected CI/CD variable";
function reviewer(user) {
  return user ? { name: user.username, type: user.bot ? "bot" : "user", account: user } : null;
}
function reviewPullOf(mr) {
  const fork = mr.sourceProjectId !== mr.targetProjectId;
  const forkOrigin = fork ? `project ${mr.sourceProjectId}` : null;
  return { open: mr.state === "opened", state: mr.state, headSha: mr.headSha, fork, forkOrigin };
}
function commentOf(note) {
  const { id, body, createdAt } = note;
  return { id, body, author: reviewer(note.author), createdAt };
}
function publishedIn(note) {
  const published = note && readPublished(note.body, gitlab.flavor);
  return note && published ? { published, updatedAt: note.updatedAt, body: note.body } : null;
}
function createGitLabSource(api, { iid, key }) {
  const mergeRequest = once(() => api.mergeRequest(iid));
  const notes = once(() => api.notes(iid));
  const approvals = once(() => api.approvals(iid));
  const own = memoise((user) => api.tokenUser().then((me) => me.id === user.id));
  return {
    pull: async () => reviewPullOf(await mergeRequest()),
    comments: async () => (await notes()).filter((note) => !note.system).map(commentOf),
    published: async () => publishedIn(await api.ownNote(await notes(), key)),
    votes: async () => (await approvals()).approvals.map((approval) => ({
      reviewer: reviewer(approval.user),
      approved: true,
      at: approval.approvedAt
    })),
    // The same account: its numeric id is the author's.
    isPullAuthor: async (who) => {
      const author = (await mergeRequest()).author;
      return who !== null && author !== null && who.account.id === author.id;
    },
    authorize: (who) => Promise.resolve(
      who === null ? { reason: "a deleted user cannot approve", brief: "a deleted user" } : null
    ),
    isOwn: async (author) => author === null ? false : own(author.account),
    react: () => Promise.resolve(),
    unusable: () => Promise.resolve(null)
  };
}
var GITLAB_WORDING = {
  needsApi: (mode) => `approval: ${mode} (--mr-approvals) reads the merge request through the GitLab API: ${GITLAB_CREDENTIALS}.`,
  forkUnknown: (n) => `cannot tell whether merge request !${n} comes from a fork without the GitLab API: ${GITLAB_CREDENTIALS}.`,
  needsPullRequest: (mode) => `approval: ${mode} (--mr-approvals) needs a merge request, but this pipeline has none (CI_MERGE_REQUEST_IID is not set): run the job in a merge request pipeline (\`rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event"\`), or set input merge-request.`,
  openState: "opened",
  sameCommit,
  commentSetting: "input comment: true and GITLAB_TOKEN",
  commenters: "Another eligible approver",
  tooFewApprovals: (p) => `merge request !${p.pull} has ${p.count} of ${p.required} required approval(s) for its head ${p.head}${p.notes}.`,
  approvedBy: (p) => `approval: mr-approvals \u2014 ${p.approvers} approved merge request !${p.pull} at ${p.head} after its plan (digest ${p.digest}) was published`,
  earlyNote: (who) => `approvals dated before this plan was published (or not dated: GitLab gave no approved_at) do not count: ${who} (revoke and approve again)`,
  deniedNote: (denied) => `not allowed: ${denied.join("; ")}`
};

// src/approval/wait.ts
async function waitForApprovalComment(w) {
  const short2 = shortDigest(w.planned.digest ?? "");
  await w.publish({
    ...w.planned,
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    message: `waiting up to ${describeWait(w.waitMs)} for ${w.approvers} to comment \`/stackgate apply ${short2}\``
  });
  return pollForApproval({
    first: w.first,
    waitMs: w.waitMs,
    what: `\`/stackgate apply ${short2}\` on pull request #${w.pullRequest}`,
    decide: () => w.decide(w.planned),
    interrupts: w.interrupts,
    log: w.log
  });
}
async function pollForApproval(p) {
  const deadline = Date.now() + p.waitMs;
  const poll = Math.min(15e3, Math.max(1e3, Math.floor(p.waitMs / 10)));
  let decision = p.first;
  while (!decision.approved && p.interrupts.received === null && Date.now() < deadline) {
    p.log(`waiting for ${p.what} (${describeWait(deadline - Date.now())} left)`);
    await pause(Math.min(poll, deadline - Date.now()), p.interrupts);
    if (p.interrupts.received !== null) break;
    decision = await p.decide();
  }
  if (decision.approved) return decision;
  const why = p.interrupts.received !== null ? "the run was stopped" : `no approval came within ${describeWait(p.waitMs)}`;
  return { approved: false, reason: `${why}: ${decision.reason}` };
}
function pause(ms, interrupts) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const off = interrupts.onInterrupt(done);
  });
}
function describeWait(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  return s >= 120 ? `${Math.round(s / 60)} min` : `${s} s`;
}
var STATUS_LINE = "> \u23F3 **stackgate is waiting:**";
function waitingStatus(plan, message) {
  const body = withoutPublished(plan.body).split("\n").filter((line) => !line.startsWith(STATUS_LINE)).join("\n").replace(/\s+$/, "");
  return {
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    digest: plan.digest,
    message,
    comment: `${body}

${STATUS_LINE} ${message}`
  };
}
function createGateHook(ctx, decisions, approvers, options) {
  const { policy, pullRequest } = ctx;
  const waits = policy.mode === "comment" && policy.waitMs > 0 && ctx.api !== null;
  const decide = (planned) => decisions.decide(ctx, { digest: planned.digest ?? "" });
  const conclude = (decision, when) => {
    ctx.log(
      decision.approved ? `approved${when}: ${decision.reason}` : `refused${when}: ${decision.reason}`
    );
    return decision.approved ? null : decision.reason;
  };
  const hook = async (planned) => {
    let decision = await decide(planned);
    if (!decision.approved && waits && pullRequest !== null) {
      decision = await waitForApprovalComment({
        planned,
        first: decision,
        waitMs: policy.waitMs,
        pullRequest,
        approvers,
        publish: options.publish,
        decide,
        interrupts: options.interrupts,
        log: ctx.log
      });
    }
    return conclude(decision, "");
  };
  const beforeEngine = async () => {
    const before = () => decisions.beforePlan(ctx);
    let decision = await before();
    if (!decision.approved && waits && pullRequest !== null) {
      const plan = await decisions.published(ctx);
      if (plan !== null) {
        const message = `waiting up to ${describeWait(policy.waitMs)} for ${approvers} to comment \`/stackgate apply ${shortDigest(plan.digest)}\` (nothing runs before that)`;
        await options.publish(waitingStatus(plan, message));
      }
      decision = await pollForApproval({
        first: decision,
        waitMs: policy.waitMs,
        what: plan ? `\`/stackgate apply ${shortDigest(plan.digest)}\` on pull request #${pullRequest}` : `an approval on pull request #${pullRequest}`,
        decide: before,
        interrupts: options.interrupts,
        log: ctx.log
      });
    }
    return conclude(decision, " before any engine ran");
  };
  return Object.assign(hook, { beforeEngine });
}

// src/approval/gitlab-gate.ts
function gitlabPlatform(ctx) {
  const iid = ctx.pullRequest;
  return {
    source: ctx.api && iid !== null ? createGitLabSource(ctx.api, { iid, key: ctx.commentKey }) : null,
    wording: GITLAB_WORDING,
    knownFork: ctx.forkFromEnv ? true : void 0,
    savedPlan: {
      mode: "environment",
      approvedBy: "the manual job was started",
      digestName: "input digest",
      planPathName: "plan-path"
    }
  };
}
function createGitLabGate(ctx, options) {
  return createGateHook(ctx, decisionsOver(gitlabPlatform), "another eligible approver", options);
}

// src/cli/gitlab-gate.ts
function forkFromEnv(env) {
  const source = env.CI_MERGE_REQUEST_SOURCE_PROJECT_ID;
  const target = env.CI_MERGE_REQUEST_PROJECT_ID;
  return Boolean(source && target && source !== target);
}
function gitlabGateOf(settings, env, options) {
  const required = settings.mrApprovals;
  if (required === void 0) return void 0;
  const gitlab2 = gitlabClientOf(settings, env, options);
  return createGitLabGate(
    {
      policy: { mode: "pr-review", requiredApprovals: required, waitMs: 0 },
      pullRequest: mergeRequestIidOf(env),
      ...gateBinding(settings, commentKeyOf(settings), options.output),
      api: gitlab2?.client ?? null,
      forkFromEnv: forkFromEnv(env)
    },
    // The gate does not wait (GitLab's approvals are given in its UI, not as a command).
    { publish: () => Promise.resolve(), interrupts: options.interrupts }
  );
}

// src/cli/gitlab-note.ts
function publishedLineOf(settings, run) {
  return (existing, serverDate) => {
    const prior = existing ? readPublished(existing.body, gitlab.flavor) : null;
    const published = publishedFor(
      run,
      settings.run.commit,
      prior,
      () => publicationTime(serverDate)
    );
    return withPublished("", published, gitlab.flavor).trim();
  };
}
async function publishGitLabNote(settings, env, note, options) {
  const iid = mergeRequestIidOf(env);
  if (iid === null) return null;
  const gitlab2 = gitlabClientOf(settings, env, options);
  if (!gitlab2) return null;
  const { client, mask } = gitlab2;
  try {
    const result = await client.upsertNote(
      iid,
      commentKeyOf(settings),
      note.comment,
      publishedLineOf(settings, note.run)
    );
    options.log(
      mask(`stackgate: ${result.action} note ${result.note.id} on merge request !${iid}`)
    );
    return result;
  } catch (error) {
    options.log(
      mask(
        `stackgate: could not write the note on merge request !${iid} (the report is in this log): ${messageOf(error)}`
      )
    );
    return null;
  }
}

// src/cli/run-command.ts
function createDeps(settings, io, trap, redact) {
  const runner = createProcessRunner(io.env, io.congestion);
  const log = (line) => void io.stderr.write(`${redact(line)}
`);
  const runLiveness = gitlabRunLivenessOf(settings, io.env, { redact, log });
  const output = createStreamOutput(io.stderr, redact);
  const approvalGate = gitlabGateOf(settings, io.env, { redact, output, interrupts: trap });
  return {
    ...runLiveness ? { runLiveness } : {},
    ...approvalGate ? { approvalGate } : {},
    runner,
    output,
    confirm: createTerminalConfirm(io.stdin, process.stderr),
    interrupts: trap,
    createEngine: createEngineFactory({ runner, env: io.env, own: (child) => trap.own(child) })
  };
}
async function runCommand(settings, invocation, print) {
  const { io, trap, deps, redact } = invocation;
  switch (settings.command) {
    case "help":
    case "version":
      return EXIT.usage;
    // The demo (an HTTP state server, an embedded project) is loaded only when asked for.
    case "demo": {
      const { runDemo } = await import("./demo-TNZKGURW.js");
      return (await runDemo(settings, deps, print)).exitCode;
    }
    case "recover":
    case "unlock":
      return runRecoverCommand(settings, deps, print);
    case "drift": {
      const { runDriftCommand } = await import("./drift-MBKG7ZXH.js");
      return runDriftCommand(settings, io, deps, trap, print);
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
      const log = (line) => void io.stderr.write(`${redact(line)}
`);
      if (refusedBeforePlan(result)) {
        if (result.comment !== void 0 && mergeRequestIidOf(io.env) !== null)
          log(
            "stackgate: the merge request note keeps the plan it shows: this run was refused before it planned anything"
          );
      } else if (result.comment !== void 0) {
        const note = { comment: result.comment, run: result };
        await publishGitLabNote(settings, io.env, note, { redact, log });
      }
      print(settings.json ? `${JSON.stringify(toJson(result))}
` : formatResult(result));
      return result.exitCode;
    }
  }
}
async function runResolved(settings, io) {
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
    const print = (text) => void io.stdout.write(defuseText(redact(text)));
    const deps = createDeps(settings, io, trap, redact);
    return await runCommand(settings, { io, trap, deps, redact }, print);
  } catch (error) {
    return reportError(error, io, redact, settings.json, settings.command, trap.exitCode);
  } finally {
    trap.dispose();
  }
}

// src/cli/main.ts
async function main(io) {
  if (namesStacksCommand(io.argv)) {
    try {
      const { runStacks } = await import("./command-RHI6SGGR.js");
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
    return await runResolved(settings, io);
  } catch (error) {
    return reportError(error, io, (text) => text, settings.json, settings.command);
  }
}
export {
  main
};
