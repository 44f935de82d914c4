/**
 * The second half of `up`: the approval of a plan that has changes, and the apply of exactly
 * that plan (the private copy whose bytes were digested), reported as a run result.
 */
import { existsSync } from "node:fs";
import { outcomeAfterStop, type ApplyOutcome } from "../engines/engine.js";
import type { Engine } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import { lockedResult, type RunResult } from "../command/result.js";
import { readBackendConfig } from "../backends/backend-config.js";
import { EXIT } from "../errors.js";
import { countApplied } from "../journal/applied.js";
import { durableStores } from "../journal/run-journal.js";
import { shortDigest } from "../model/digest.js";
import {
  ERRORED_STATE_FILE,
  erroredStatePath,
  keepErroredState,
  type KeptCopies,
} from "../recovery/errored-state.js";
import { type Settings } from "../settings/index.js";
import { suggestCommand } from "../settings/suggest.js";
import { openItemsRefusal } from "./open-items-gate.js";
import { underOwnLock } from "./own-lock.js";
import { engineMode } from "./plan-artifact.js";
import { planBytesRefusal, type PrivatePlan } from "./private-plan.js";
import { sealHint } from "./seal.js";
import type { RunSession } from "./session.js";
import { checkUpstreamsUnchanged } from "./upstream-check.js";

/** The result of a plan that was not applied for want of approval. */
export function refuse(base: RunResult, message: string): RunResult {
  return {
    ...base,
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    message,
  };
}

async function approve(
  planned: RunResult,
  settings: Settings,
  deps: LifecycleDeps,
): Promise<RunResult | null> {
  if (settings.expectDigest !== undefined || settings.approve === "yes") return null;
  const digest = planned.digest ?? "";
  if (settings.approve === "prompt") {
    const s = planned.changeSet?.summary;
    const counts = s
      ? `${s.create} to create, ${s.update} to update, ${s.replace} to replace, ${s.delete} to delete`
      : "";
    const yes = await deps.confirm(
      `Apply this plan (${counts}; digest ${shortDigest(digest)})? Type "yes" to apply: `,
    );
    if (yes) return null;
    return refuse(planned, "the plan was not approved at the prompt. Nothing was applied.");
  }
  return refuse(
    planned,
    `the plan has changes and no approval was given. Nothing was applied. Review the preview, then run ` +
      `\`${suggestCommand(settings, "up", ["--digest", digest])}\` to apply exactly this plan, or \`stackgate up --yes\` / \`--approve\`.`,
  );
}

function resultOfApply(
  planned: RunResult,
  outcome: ApplyOutcome,
  interruptedExit: number,
): RunResult {
  const base: RunResult = { ...planned, command: "up" };
  switch (outcome.kind) {
    case "applied":
      return {
        ...base,
        outcome: "applied",
        exitCode: EXIT.ok,
        applied: outcome.summary,
        ...(outcome.outputs ? { outputs: outcome.outputs } : {}),
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
        applied: outcome.summary,
      };
    case "interrupted":
      return {
        ...base,
        outcome: "interrupted",
        exitCode: interruptedExit,
        message: outcome.message,
        applied: outcome.summary,
      };
  }
}

function stoppedBeforeApply(planned: RunResult, deps: LifecycleDeps): RunResult {
  return {
    ...planned,
    outcome: "interrupted",
    exitCode: deps.interrupts.exitCode ?? EXIT.interruptedSigint,
    message: "stopped before the apply started: nothing was applied",
  };
}

/**
 * Approval gate → upstream check → the digested bytes checked → apply exactly that plan (under
 * stackgate's own lock where the backend allows it, lifecycle/own-lock.ts) → the result, with
 * what a failed or interrupted apply left.
 */
export async function approveApply(
  planned: RunResult,
  plan: PrivatePlan,
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
  session: RunSession,
): Promise<RunResult> {
  if (planned.outcome !== "planned") return planned;
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  const gated = deps.approvalGate ? await deps.approvalGate(planned) : undefined;
  const refusal =
    gated === undefined
      ? await approve(planned, settings, deps)
      : gated && refuse(planned, gated + sealHint(planned.changeSet, settings));
  if (refusal) return refusal;
  // A gate asks the platform (seconds): a stop that came meanwhile must not start the apply.
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  // After the gate (which may have waited for a person): an upstream applied meanwhile counts.
  const upstream = await checkUpstreamsUnchanged(engine, settings, deps, session, planned);
  if (upstream !== null) return upstream;
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  // The digested bytes are the applied bytes: the private copy, checked last thing.
  const swapped = planBytesRefusal(plan);
  if (swapped !== null) return refuse(planned, swapped);
  const planDigest = planned.digest ?? "";
  deps.output.info(
    `applying ${plan.file}, the private copy of ${settings.planFile} (sha256 ${(plan.sha256 ?? "").slice(0, 12)} checked; digest ${shortDigest(planDigest)})`,
  );
  session.phase("applying", { planDigest });
  let opened = null as RunResult | null; // set by refuseBefore (the compiler cannot see that)
  const outcome = await underOwnLock(engine, settings, deps, session, {
    operation: "OperationTypeApply",
    run: (applier) =>
      applier.apply({
        planFile: plan.file,
        lockTimeout: settings.lockTimeout,
        onEvent: (event) => session.observe(event),
        onStart: (pid) =>
          session.phase("applying", { planDigest, ...(pid ? { enginePid: pid } : {}) }),
        runId: session.runId,
        mode: engineMode(settings.mode),
        exclude: settings.exclude,
      }),
    locked: (holder, message): ApplyOutcome => ({
      kind: "locked",
      holder,
      message: `${message}. Nothing was applied.`,
    }),
    // A killed engine may have left its writes half done: recover checks them first.
    keepAfter: (done) =>
      (done.kind === "failed" || done.kind === "interrupted") && done.killedBy
        ? `the engine was killed (${done.killedBy})`
        : null,
    stoppedBefore: (message): ApplyOutcome => ({
      kind: "interrupted",
      message: `${message}: nothing was applied`,
      summary: { added: 0, changed: 0, removed: 0 },
    }),
    // Items another run's recovery opened while this one waited (for the lock, for a person):
    // checked before the engine started, and again here, under the apply's lock where
    // stackgate holds it (a recovery opens them under the lock), before anything is applied.
    refuseBefore: async (): Promise<ApplyOutcome | null> => {
      opened = await openItemsRefusal(settings, deps, { acceptedTold: true });
      // Its outcome is never reported: the refusal is, below.
      return opened === null ? null : { kind: "stale-plan", message: opened.message ?? "" };
    },
  });
  if (opened !== null) return { ...planned, ...opened };
  const result = resultOfApply(
    planned,
    outcomeAfterStop(outcome, deps.interrupts.received),
    deps.interrupts.exitCode ?? EXIT.interruptedSigint,
  );
  if (outcome.kind !== "failed" && outcome.kind !== "interrupted") return result;
  return { ...result, ...(await whatTheApplyLeft(result, settings, session)) };
}

/**
 * After an apply that failed or was interrupted: the counts the journal saw (the engine's own
 * summary is missing or wrong then), and a state the backend refused, kept sealed in every
 * durable store before this runner's disk can go away.
 */
async function whatTheApplyLeft(
  result: RunResult,
  settings: Settings,
  session: RunSession,
): Promise<Pick<RunResult, "applied" | "message">> {
  const seen = session.journal.local.readState();
  const applied = countApplied(seen ?? { resources: [] });
  if (!existsSync(erroredStatePath(settings.workdir))) return { applied };
  const stores = durableStores(
    settings,
    readBackendConfig(settings.workdir, process.env),
    process.env,
  );
  let kept: KeptCopies;
  try {
    kept = await keepErroredState(settings, stores, session.runId);
  } finally {
    for (const store of stores) await store.close().catch(() => undefined);
  }
  const where = [
    erroredStatePath(settings.workdir),
    ...kept.kept.map((location) => `sealed in ${location}`),
  ].join("; ");
  const note =
    `The backend did not take the state of this apply: ${ERRORED_STATE_FILE} holds it (${applied.added} added, ` +
    `${applied.changed} changed, ${applied.removed} destroyed, ${applied.tainted} tainted as the journal saw them). ` +
    `Kept: ${where}.${kept.problems.length > 0 ? ` ${kept.problems.join("; ")}.` : ""} ` +
    "Do not apply again before it is restored: run `stackgate recover` when the backend answers (the next run's pre-flight does it too); " +
    "it releases this run's lock, pushes the state and checks the backend holds it.";
  return { applied, message: `${result.message ?? ""}\n\n${note}`.trim() };
}
