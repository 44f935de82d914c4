import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { writeFileAtomically } from "../files/atomic-file.js";
import path from "node:path";
import type { Engine } from "../command/create-engine.js";
import { EXIT, StackgateError } from "../errors.js";
import type { ChangeSet } from "../model/change.js";
import { digestChangeSet, digestMatches, planParts } from "../model/digest.js";
import { whatChangedSince } from "./plan-history.js";
import { suggestCommand } from "../settings/suggest.js";

import type { LifecycleDeps } from "../command/deps.js";
import {
  engineMode,
  readPlanRecord,
  recordMismatch,
  stateBindingOf,
  writePlanRecord,
} from "./plan-artifact.js";
import { openPlanArtifact, PlanSealError, type OpenedPlan } from "./plan-seal.js";

import { assertEngineProject, planWithEngine, prepareEngine } from "./preview.js";
import type { RunSession } from "./session.js";
import { startRunSession, withJournalFailure } from "./session.js";
import { approveApply, refuse } from "./approve-apply.js";
import { publishComment } from "./report.js";
import { type RunResult } from "../command/result.js";
import { sealOfSavedPlan } from "./seal.js";
import { checkTreeAtCommit } from "./worktree.js";
import { describeUpstreams, previewAgainAdvice, stackLabel } from "./upstream-check.js";
import {
  copyToPrivatePlan,
  makePrivatePlan,
  recordPlanBytes,
  type PrivatePlan,
} from "./private-plan.js";

import { type Phase } from "../journal/entries.js";
import { closeProvenItems, openItemsRefusal } from "./open-items-gate.js";
import { type Settings } from "../settings/index.js";
/**
 * Loads the saved plan and checks it is exactly the one the approval names. `opened` is the
 * plan the engine reads (a decrypted copy when the artifact is sealed).
 */
async function loadApprovedPlan(
  engine: Engine,
  settings: Settings,
  expected: string,
  opened: OpenedPlan,
  deps: LifecycleDeps,
): Promise<RunResult> {
  const base: RunResult = {
    command: "up",
    outcome: "failed",
    exitCode: EXIT.failed,
    planFile: settings.planFile,
  };
  if (!existsSync(settings.planFile)) {
    return refuse(
      base,
      `no saved plan at "${settings.planFile}" to apply for digest ${expected}. ` +
        `Run \`stackgate preview\` first (or pass --plan-file). Nothing was applied.`,
    );
  }
  const record = readPlanRecord(settings.planFile);
  const recordMode = record ? (record.mode ?? "normal") : settings.mode;
  if (recordMode !== settings.mode) {
    return refuse(
      base,
      `the saved plan at "${settings.planFile}" is a ${recordMode} plan, but this run's mode is ${settings.mode}. ` +
        `Nothing was applied. Run up with --mode ${recordMode} to apply what was reviewed, or preview again with --mode ${settings.mode}.`,
    );
  }
  const excludeProblem = excludeMismatch(record?.exclude ?? [], settings);
  if (excludeProblem !== null) return refuse(base, excludeProblem);
  const changeSet = await readApprovedChangeSet(engine, settings, opened, deps);
  const { seal, problem } = sealOfSavedPlan(record, changeSet, settings);
  if (problem !== null) {
    return refuse(
      base,
      `${problem}. Nothing was applied. Hand over the whole plan directory from the preview (the plan file and its record), ` +
        `or run \`stackgate preview\` again and approve the new plan.`,
    );
  }
  const binding = stateBindingOf(settings);
  const digest = digestChangeSet(changeSet, seal, binding);
  const planned: RunResult = { ...base, changeSet, digest, outcome: "planned", exitCode: EXIT.ok };
  if (!digestMatches(digest, expected)) {
    return refuse(
      planned,
      settings.dependsOn === undefined
        ? `the saved plan's digest is ${digest}, but the approval is for ${expected}: the plan changed ` +
            `after it was reviewed${whatChangedSince(settings.planFile, expected, planParts(changeSet, seal, binding))}. ` +
            `Nothing was applied. Run \`${suggestCommand(settings, "preview")}\` and review the new plan.`
        : `the saved plan's digest is ${digest}, but the approval is for ${expected}: the plan changed after it ` +
            `was reviewed (stack ${stackLabel(settings)} depends on ${describeUpstreams(settings.dependsOn)}: an upstream ` +
            `stack may have been applied since). ${previewAgainAdvice(settings)}`,
    );
  }
  const mismatch = recordMismatch(record, digest, settings);
  if (mismatch) {
    return refuse(
      planned,
      `${mismatch} Nothing was applied. Run \`stackgate preview\` for this project and stack, and apply its plan.`,
    );
  }
  const commit = settings.run.commit;
  if (commit && record?.commit && record.commit !== commit) {
    return refuse(
      planned,
      `the saved plan was made for commit ${record.commit}, but this run is on commit ${commit}. ` +
        `Nothing was applied. Run \`stackgate preview\` on this commit.`,
    );
  }
  return planned;
}

/**
 * The change set of the plan to apply. A sealed Terraform plan that authenticated with the plan
 * key and hashes to the bytes its sealed record names carries the change set the preview read
 * from those bytes: the same bytes give the same changes, so no second `show`. Anything else
 * (no key, an older artifact, Pulumi, which re-previews) is shown by the engine again.
 */
async function readApprovedChangeSet(
  engine: Engine,
  settings: Settings,
  opened: OpenedPlan,
  deps: LifecycleDeps,
): Promise<ChangeSet> {
  if (opened.reviewed !== undefined && settings.engine !== "pulumi") {
    deps.output.info(
      "the sealed plan holds the bytes the preview showed (sha256 checked): using the change set it read from them",
    );
    return opened.reviewed;
  }
  return engine.showPlan(opened.planFile, engineMode(settings.mode), settings.exclude);
}

/**
 * working tree = approved commit → the gate's plan-independent checks → init and pre-flight →
 * plan (or the approved saved plan) → approval gate → apply exactly that plan → report. Nothing
 * the repository controls runs (no engine process, no pre-flight repair) before the first two
 * pass: a fork's or an unapproved pull request's configuration never runs with the job's secrets.
 */
export async function runUp(settings: Settings, deps: LifecycleDeps): Promise<RunResult> {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  const early = await refusalBeforeEngine(settings, deps);
  if (early !== null) return publishComment(early, settings, engine.name);
  await prepareEngine(engine, settings, deps);
  const open = await openItemsRefusal(settings, deps);
  if (open !== null) return publishComment(open, settings, engine.name);
  const session = startRunSession(settings, deps, "up");
  const result = withJournalFailure(
    session,
    await session.guard(() => planApproveApply(engine, settings, deps, session)),
  );
  await session.finish(phaseAfterUp(result, deps), result.outcome);
  if (result.outcome === "applied") await closeProvenItems(settings, engine, session.runId, deps);
  return publishComment(result, settings, engine.name);
}

/** Only an apply that started and did not finish leaves something for recover to check. */
function phaseAfterUp(result: RunResult, deps: LifecycleDeps): Phase {
  // A stop that arrived after the apply finished changes nothing: the run is done.
  if (result.outcome === "applied") return "done";
  if (deps.interrupts.received !== null || result.outcome === "interrupted") return "interrupted";
  return result.outcome === "failed" && result.applied !== undefined ? "failed" : "done";
}

/** The working-tree check and the gate's checks that need no plan; null when both pass. */
async function refusalBeforeEngine(
  settings: Settings,
  deps: LifecycleDeps,
): Promise<RunResult | null> {
  const base: RunResult = { command: "up", outcome: "failed", exitCode: EXIT.failed };
  const tree = await treeRefusal(settings, deps);
  if (tree !== null) return refuse(base, tree);
  const gate = deps.approvalGate ? await deps.approvalGate.beforeEngine() : null;
  return gate === null ? null : refuse(base, gate);
}

/** The commit the approval names: the saved plan's record, else the commit this run is for. */
async function treeRefusal(settings: Settings, deps: LifecycleDeps): Promise<string | null> {
  const recorded =
    settings.expectDigest !== undefined ? readPlanRecord(settings.planFile)?.commit : undefined;
  const expected = recorded ?? settings.run.commit;
  if (!expected) return null;
  return checkTreeAtCommit(settings.workdir, expected, (m) => deps.output.info(m));
}

async function planApproveApply(
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
  session: RunSession,
): Promise<RunResult> {
  if (settings.expectDigest === undefined) {
    const copy = makePrivatePlan(path.basename(settings.planFile), outsideOf(settings));
    try {
      const planned: RunResult = {
        ...(await planWithEngine(engine, settings, deps, session, copy.file)),
        command: "up",
      };
      if (planned.outcome !== "planned" && planned.outcome !== "no-changes") {
        return { ...planned, planFile: settings.planFile };
      }
      recordPlanBytes(copy);
      // The saved plan stays where `up --digest` looks for it; the copy is what is applied.
      saveSharedPlan(copy, settings.planFile);
      return await approveApply(
        { ...planned, planFile: settings.planFile },
        copy,
        engine,
        settings,
        deps,
        session,
      );
    } finally {
      copy.dispose();
    }
  }
  let opened: OpenedPlan;
  try {
    opened = openSavedPlan(settings);
  } catch (error) {
    if (!(error instanceof PlanSealError)) throw error;
    const base: RunResult = { command: "up", outcome: "failed", exitCode: EXIT.failed };
    return refuse(
      { ...base, planFile: settings.planFile },
      `${error.message} Nothing was applied.`,
    );
  }
  let copy: PrivatePlan | undefined;
  try {
    // A missing plan is left for loadApprovedPlan to report.
    if (existsSync(opened.planFile)) copy = copyToPrivatePlan(opened.planFile, outsideOf(settings));
    const toShow = copy ? privateOpened(opened, copy) : opened;
    const planned = await namingTheSavedPlan(copy, settings.planFile, () =>
      loadApprovedPlan(engine, settings, settings.expectDigest ?? "", toShow, deps),
    );
    if (!copy) return planned;
    return await approveApply(planned, copy, engine, settings, deps, session);
  } finally {
    copy?.dispose();
    opened.dispose();
  }
}

/** Writes the private plan's bytes and record to the saved plan path, for a later `up --digest`. */
function saveSharedPlan(copy: PrivatePlan, planFile: string): void {
  mkdirSync(path.dirname(planFile), { recursive: true });
  writeFileAtomically(planFile, readFileSync(copy.file));
  const record = readPlanRecord(copy.file);
  if (record) writePlanRecord({ ...record, planFile });
}

/** Runs `load`; an error that names the private copy names the saved plan it was copied from. */
async function namingTheSavedPlan<T>(
  copy: PrivatePlan | undefined,
  planFile: string,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!copy || !(error instanceof StackgateError) || !error.message.includes(copy.file)) {
      throw error;
    }
    throw new StackgateError(error.message.replaceAll(copy.file, planFile), error.exitCode, {
      cause: error,
      outcome: error.outcome,
    });
  }
}

/** Where the private plan must not be: the checkout and the workdir. */
function outsideOf(settings: Settings): (string | undefined)[] {
  return [settings.run.checkoutDir, settings.workdir];
}

/**
 * The opened plan as its private copy: the sealed change set only when the copy holds the
 * very bytes it was read from; otherwise the engine shows the copy.
 */
function privateOpened(opened: OpenedPlan, copy: PrivatePlan): OpenedPlan {
  const same = opened.reviewed !== undefined && opened.reviewedSha256 === copy.sha256;
  return {
    planFile: copy.file,
    dispose: () => undefined,
    ...(same && opened.reviewed ? { reviewed: opened.reviewed } : {}),
  };
}

/** The saved plan, opened when sealed (a missing file is left for loadApprovedPlan to report). */
function openSavedPlan(settings: Settings): OpenedPlan {
  if (!existsSync(settings.planFile)) return { planFile: settings.planFile, dispose: () => {} };
  return openPlanArtifact(settings.planFile, settings.planKey);
}

/**
 * The saved plan holds only what it planned, but `up` plans again (the upstream check) with this
 * run's exclude: it must be the preview's, or that plan would answer a different question.
 */
function excludeMismatch(recorded: readonly string[], settings: Settings): string | null {
  const here = settings.exclude;
  if (recorded.length === here.length && recorded.every((a, i) => a === here[i])) return null;
  const list = (addresses: readonly string[]): string =>
    addresses.length === 0 ? "none" : addresses.map((a) => JSON.stringify(a)).join(", ");
  return (
    `the saved plan at "${settings.planFile}" was made with exclude ${list(recorded)}, but this run's exclude is ${list(here)}. ` +
    `Nothing was applied. Run up with the preview's exclude (the command the preview printed has it), or preview again.`
  );
}
