#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  describeQualifiedStack,
  recoverOutputs,
  runOutputs,
  sensitiveOutputs,
  statusOutputs
} from "./chunk-MCOSN65L.js";
import {
  BoundedTail,
  ERRORED_STATE_FILE,
  PlanSealError,
  UNKNOWN_RUN_LIVENESS,
  assertEngineProject,
  assessLock,
  assessRun,
  backendLocksOptions,
  closeProvenItems,
  createBackendLocks,
  createEngineFactory,
  describeOpenItems,
  durableStores,
  erroredStatePath,
  explainFsError,
  findOrphans,
  installSignalTrap,
  keepErroredState,
  needsRecoveryHere,
  openItemsRefusal,
  openPlanArtifact,
  outcomeAfterStop,
  planBytesSha256,
  planUnderOwnLock,
  planWithEngine,
  prepareEngine,
  probeLock,
  readLatestRunOnce,
  readOpenItems,
  rememberInspection,
  reportPending,
  runPreview,
  runRecover,
  sealHint,
  sealOfSavedPlan,
  startRunSession,
  underOwnLock,
  whatChangedSince,
  withJournalFailure
} from "./chunk-LWKY2LRY.js";
import {
  engineMode,
  isTerminal,
  lockedResult,
  pathWithin,
  publishComment,
  readPlanRecord,
  recordMismatch,
  refusedBeforePlan,
  stateBindingOf,
  suggestCommand,
  writeFileAtomically,
  writePlanRecord
} from "./chunk-QHFFTETV.js";
import {
  describeLockHolder,
  digestChangeSet,
  digestMatches,
  hasSealedValues,
  planParts,
  shortDigest,
  visibleAddress
} from "./chunk-R5FNSTQJ.js";
import {
  defuseLines
} from "./chunk-P3DPG6WC.js";
import {
  readBackendConfig
} from "./chunk-WAA6DC42.js";
import {
  EXIT,
  StackgateError,
  describeLocation,
  messageOf
} from "./chunk-ZQX7P6QH.js";

// src/terminal/format.ts
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

// src/platforms/stream-congestion.ts
function streamCongestion(stream) {
  return () => stream.writableNeedDrain === true ? new Promise((resolve) => stream.once("drain", () => resolve())) : null;
}

// src/process/spawn-runner.ts
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

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
async function followLines(file, exited, onLine, pause) {
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
        const wait = pause();
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
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
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

// src/ci/host.ts
function isRecoverResult(result) {
  return result.command === "recover" || result.command === "unlock";
}
function failureOf(thrown, signalExit) {
  const error = explainFsError(thrown);
  if (error instanceof StackgateError) {
    return { exitCode: error.exitCode, text: error.message, known: true, signalExit };
  }
  const detail = error instanceof Error ? error.stack ?? error.message : String(error);
  return {
    exitCode: EXIT.failed,
    text: `unexpected error (please report it): ${detail}`,
    known: false,
    signalExit
  };
}
function failedOutcome(failure) {
  return failure.exitCode === EXIT.approvalRequired ? "approval-required" : "failed";
}

// src/ci/runner.ts
async function runCi(host) {
  let config;
  try {
    config = await host.readConfig();
  } catch (error) {
    const failure = failureOf(error, null);
    host.fail(failure);
    return failure.exitCode;
  }
  const job = host.start(config);
  const { output } = job;
  const { settings } = config;
  const qualified = describeQualifiedStack(settings.stack, settings.stackGiven);
  if (qualified !== null) output.info(qualified);
  const trap = installSignalTrap({
    deadlineMs: settings.stopTimeoutMs,
    initial: job.earlySignal(),
    log: (message) => output.info(message)
  });
  trap.onInterrupt(() => job.abortApiCalls?.());
  let code;
  try {
    if (trap.exitCode !== null) {
      output.info(`stackgate: ${trap.received} received while starting: nothing was started`);
      code = trap.exitCode;
    } else {
      code = await runCommand(job, trap);
    }
  } catch (error) {
    const failure = failureOf(error, trap.exitCode);
    job.fail(failure);
    code = failure.signalExit ?? failure.exitCode;
  } finally {
    trap.dispose();
  }
  job.finish(trap.received !== null);
  return trap.exitCode ?? code;
}
function createCiDeps(env, output, trap, observe) {
  const runner = createProcessRunner(env, streamCongestion(process.stdout));
  return {
    runner,
    output,
    confirm: () => Promise.resolve(false),
    interrupts: trap,
    createEngine: createEngineFactory({
      runner,
      env,
      own: (child) => trap.own(child),
      ...observe ? { observe } : {}
    }),
    ...observe ? { observe } : {}
  };
}
async function runCommand(job, trap) {
  const { settings } = job.config;
  const deps = createCiDeps(job.env, job.output, trap, job.observe);
  if (job.liveness) deps.runLiveness = job.liveness;
  switch (settings.command) {
    case "preview":
    case "up": {
      const gate = await job.prepare(settings.command, trap);
      if (gate) deps.approvalGate = gate;
      if (settings.command === "preview" && job.config.pullRequest !== null) {
        deps.preflight = "report-only";
      }
      const pending = needsRecoveryHere(settings);
      const result = settings.command === "preview" ? await runPreview(settings, deps) : await runUp(settings, deps);
      job.savePhase?.("reporting");
      return reportRun(job, trap, result, pending);
    }
    case "recover":
    case "unlock": {
      assertEngineProject(settings);
      await job.prepare(settings.command, trap);
      const result = await runRecover(settings, deps, {
        mode: settings.command,
        runLiveness: job.liveness ?? UNKNOWN_RUN_LIVENESS
      });
      job.show(formatRecover(result));
      job.setOutputs(recoverOutputs(result));
      await job.report(result);
      job.conclude(result);
      return result.exitCode;
    }
    case "status": {
      const status = await runStatus(settings, deps);
      job.show(formatStatus(status));
      job.setOutputs(statusOutputs(status));
      return EXIT.ok;
    }
    case "drift": {
      await job.prepare(settings.command, trap);
      const { runStepDrift } = await import("./drift-XVK5RLL7.js");
      return runStepDrift(job, deps.runner, trap);
    }
    case "demo":
    case "help":
    case "version":
      throw new StackgateError(
        `${job.terms.command}: "${settings.command}" is not ${job.terms.commands}.`,
        EXIT.usage
      );
  }
}
async function reportRun(job, trap, result, pending) {
  const { config, output } = job;
  const interrupted = trap.received !== null || result.outcome === "interrupted";
  job.setOutputs(runOutputs(result, pending));
  job.setSecretOutputs?.(sensitiveOutputs(result));
  job.show(formatResult(result));
  await job.report(result);
  let url = "";
  if (refusedBeforePlan(result)) {
    output.info(
      "the PR comment keeps the plan it shows: this run was refused before it planned anything"
    );
  } else if (!interrupted && config.comment && config.pullRequest !== null && job.postRunComment) {
    try {
      const posted = await job.postRunComment(config.pullRequest, result);
      url = posted.url;
      output.info(`PR comment ${posted.action}: ${url}`);
    } catch (error) {
      if (result.command === "preview") throw error;
      output.warn(messageOf(error));
    }
  }
  job.setOutputs({ "comment-url": url });
  job.conclude(result);
  return result.exitCode;
}

// src/platforms/local.ts
import { createInterface as createInterface2 } from "node:readline/promises";
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

export {
  formatRecover,
  isRecoverResult,
  failedOutcome,
  runCi,
  createCiDeps,
  formatEvent,
  createStreamOutput,
  gateBinding
};
