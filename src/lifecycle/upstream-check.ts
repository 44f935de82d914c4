/**
 * A dependent stack's approved plan after an upstream apply. A stack that reads another one
 * (`terraform_remote_state`, a data source) plans with the upstream's outputs of that moment.
 * When the upstream is applied after the review, Terraform still applies the dependent's saved
 * plan — its own state did not change, so the plan is not "stale" to Terraform (measured on
 * 1.11.4: it applies the old upstream values without a word). So for a stack whose stackgate.yml
 * declares `depends-on`, `up` plans again after the approval gate passed (a gate may have waited
 * for a person meanwhile) and right before the apply, and compares: a plan that differs from
 * the approved one is not applied under the old approval.
 *
 * Only the check is fresh: what is applied is still exactly the approved plan's bytes.
 */
import type { Engine } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import { lockedResult, type RunResult } from "../command/result.js";
import type { PlanOutcome } from "../engines/engine.js";
import type { ChangeSet } from "../model/change.js";
import { EXIT } from "../errors.js";
import { digestChangeSet, hasSealedValues, shortDigest } from "../model/digest.js";
import { type Settings } from "../settings/index.js";
import { readPlanRecord, stateBindingOf } from "./plan-artifact.js";
import { planUnderOwnLock } from "./own-lock.js";
import { makePrivatePlan } from "./private-plan.js";
import { sealOfSavedPlan } from "./seal.js";
import type { RunSession } from "./session.js";

/** `network`, `network and dns`, `a, b and c`: the stacks `depends-on` names. */
export function describeUpstreams(dependsOn: readonly string[]): string {
  const names = dependsOn.map((dir) => `"${dir}"`);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}

/** How a refusal names this stack: its project (Terraform: the directory), and a workspace other than `default`. */
export function stackLabel(settings: Settings): string {
  const workspace =
    settings.engine !== "pulumi" && settings.stack !== "default" ? ` (${settings.stack})` : "";
  return `"${settings.project}"${workspace}`;
}

/** What a dependent's refusal says to do, named for this stack. */
export function previewAgainAdvice(settings: Settings): string {
  return (
    `Nothing was applied. Run \`stackgate preview\` for stack ${stackLabel(settings)} again ` +
    "(after its upstream stacks are applied), review and approve the new plan, then apply that one."
  );
}

/**
 * Null when a plan made now is the approved one (apply it); otherwise the result that stops the
 * apply: `stale-plan` (exit 5) when the plan changed, or why the check could not be made.
 */
export async function checkUpstreamsUnchanged(
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
  session: RunSession,
  planned: RunResult,
): Promise<RunResult | null> {
  const upstreams = settings.dependsOn ?? [];
  if (upstreams.length === 0 || settings.engine === "pulumi" || planned.outcome !== "planned") {
    return null;
  }
  deps.output.info(
    `stack ${stackLabel(settings)} depends on ${describeUpstreams(upstreams)} (depends-on): planning again to check the approved plan still holds`,
  );
  const scratch = makePrivatePlan("upstream-check.tfplan", [
    settings.run.checkoutDir,
    settings.workdir,
  ]);
  try {
    session.phase("planning");
    const outcome = await planUnderOwnLock(engine, settings, deps, session, scratch.file);
    return judgeReplan(outcome, planned, settings, deps);
  } finally {
    scratch.dispose();
  }
}

function judgeReplan(
  outcome: PlanOutcome,
  planned: RunResult,
  settings: Settings,
  deps: LifecycleDeps,
): RunResult | null {
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
        message: "stopped while checking the plan against its upstream stacks: nothing was applied",
      };
    case "failed":
      return {
        ...planned,
        outcome: "failed",
        exitCode: EXIT.failed,
        message:
          `could not plan again to check the approved plan against its upstream stacks ` +
          `${describeUpstreams(settings.dependsOn ?? [])}: ${outcome.message} Nothing was applied.`,
      };
  }
}

/** Null when the fresh change set digests, under the approved plan's seal, to the approved digest. */
function changedRefusal(
  changeSet: ChangeSet,
  planned: RunResult,
  settings: Settings,
): RunResult | null {
  const approved = planned.digest ?? "";
  const record = readPlanRecord(settings.planFile);
  const { seal } = sealOfSavedPlan(record, changeSet, settings);
  const now =
    seal === null && hasSealedValues(changeSet)
      ? null
      : digestChangeSet(changeSet, seal, stateBindingOf(settings));
  if (now === approved) return null;
  const made = record?.createdAt ? ` (made ${record.createdAt})` : "";
  const nowText =
    now === null ? "not comparable: sensitive values and no seal key" : shortDigest(now);
  return {
    ...planned,
    outcome: "stale-plan",
    exitCode: EXIT.stalePlan,
    message:
      `the approved plan${made} is out of date: stack ${stackLabel(settings)} depends on ` +
      `${describeUpstreams(settings.dependsOn ?? [])} (depends-on in stackgate.yml), and a plan made now differs ` +
      `from the one reviewed (digest ${nowText}, approved ${shortDigest(approved)}): an upstream stack was applied ` +
      `since the review, or what this stack reads changed. Applying the approved plan would apply ` +
      `the values read at review time. ${previewAgainAdvice(settings)}`,
  };
}
