import { assertNoSymlinkBelow, assertRuntimeDir, ensureRuntimeDir } from "../files/runtime-dir.js";
import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { Engine } from "../command/create-engine.js";
import { planOutcomeAfterStop } from "../engines/engine.js";
import { assertPulumiProject } from "../engines/pulumi/project.js";
import { isTerraformProject } from "../engines/terraform/engine.js";
import { EXIT, StackgateError } from "../errors.js";
import type { ChangeSet } from "../model/change.js";
import { digestChangeSet, planParts } from "../model/digest.js";
import { rememberPlanParts } from "./plan-history.js";
import { assertOwnState } from "./own-state.js";

import type { LifecycleDeps } from "../command/deps.js";
import { runPreflight } from "../recovery/recover.js";
import { startRunSession, type RunSession } from "./session.js";
import { planUnderOwnLock } from "./own-lock.js";
import {
  readPlanRecord,
  stateBindingOf,
  workdirInCheckout,
  writePlanRecord,
} from "./plan-artifact.js";
import { sealPlanFile } from "./plan-seal.js";
import { newSealKey, sealForRecord } from "./seal.js";
import { publishComment } from "./report.js";
import { lockedResult, type RunResult } from "../command/result.js";

import { type Phase } from "../journal/entries.js";
import { withOpenItems } from "./open-items-gate.js";
import { type Settings } from "../settings/index.js";
export function assertEngineProject(settings: Settings): void {
  // Journal and plans live in `.stackgate/`: a committed or symlinked one is refused first.
  assertRuntimeDir(settings.workdir);
  ensureRuntimeDir(settings.workdir);
  if (settings.engine === "pulumi") {
    assertPulumiProject(settings.workdir, settings.stack);
    return;
  }
  if (!isTerraformProject(settings.workdir)) {
    throw new StackgateError(
      `workdir "${settings.workdir}" is not a Terraform/OpenTofu project: expected *.tf, *.tf.json ` +
        `or *.tofu files in it, found none. Pass --workdir with the directory that holds your configuration.`,
      EXIT.usage,
    );
  }
}

/** init → pre-flight → plan -out → show -json → digest → plan record → comment. Never applies. */
export async function runPreview(settings: Settings, deps: LifecycleDeps): Promise<RunResult> {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  await prepareEngine(engine, settings, deps);
  const session = startRunSession(settings, deps, "preview");
  const result = await session.guard(() => planWithEngine(engine, settings, deps, session));
  if (result.outcome === "planned" || result.outcome === "no-changes") {
    sealPlan(settings, deps, result.changeSet);
  }
  await session.finish(phaseAfterPlan(result, deps), result.outcome);
  return publishComment(await withOpenItems(result, settings), settings, engine.name);
}

/**
 * With a plan key the saved plan is sealed in place (lifecycle/plan-seal.ts); without one, CI
 * runs are told that the plan file holds the plan's values, sensitive ones included, in clear.
 */
function sealPlan(settings: Settings, deps: LifecycleDeps, changeSet?: ChangeSet): void {
  const record = readPlanRecord(settings.planFile);
  if (settings.planKey !== undefined && record) {
    // Pulumi applies no saved plan (up re-previews): only a Terraform plan's bytes name its changes.
    sealPlanFile(record, settings.planKey, settings.engine === "pulumi" ? undefined : changeSet);
    deps.output.info(`sealed the saved plan ${settings.planFile} (AES-256-GCM, plan key)`);
  } else if (settings.run.platform !== "local") {
    deps.output.info(
      `the saved plan ${settings.planFile} holds the plan's values, sensitive ones included, in plain text: ` +
        "set a plan key (input plan-key, variable PLAN_KEY, STACKGATE_PLAN_KEY) before handing it over as an artifact.",
    );
  }
}

/** A plan changes nothing, so a finished or failed plan ends the run; a stop needs a check. */
function phaseAfterPlan(result: RunResult, deps: LifecycleDeps): Phase {
  if (result.outcome === "planned" || result.outcome === "no-changes") return "done";
  return deps.interrupts.received !== null || result.outcome === "interrupted"
    ? "interrupted"
    : "done";
}

/**
 * Init where needed and the pre-flight recovery of whatever the last run left behind. The
 * engine's version comes with the plan (`terraform_version`): no separate process for it.
 */
export async function prepareEngine(
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
): Promise<void> {
  deps.output.info(`${engine.name} in ${settings.workdir} (stack ${settings.stack})`);
  await engine.init((event) => deps.output.event(event));
  assertOwnState(settings);
  await runPreflight(settings, deps);
}

/**
 * The shared first half of preview and up: plan into `planFile` (preview: the saved plan file;
 * up: its private copy, lifecycle/private-plan.ts), journaled, with its record beside it.
 */
export async function planWithEngine(
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
  session: RunSession,
  planFile: string = settings.planFile,
): Promise<RunResult> {
  session.phase("planning");
  const fresh = planFile === settings.planFile ? freshPlanPlace(settings) : undefined;
  let outcome;
  try {
    outcome = await planUnderOwnLock(engine, settings, deps, session, fresh?.file ?? planFile);
    // The engine wrote into a directory only this process made; the rename replaces whatever
    // is at the plan's path (a link included) instead of writing through it.
    if (fresh !== undefined && outcome.kind === "planned") renameSync(fresh.file, planFile);
  } finally {
    fresh?.dispose();
  }
  return planResult(
    planOutcomeAfterStop(outcome, deps.interrupts.received),
    engine,
    settings,
    deps,
    planFile,
  );
}

/**
 * Where the engine writes the saved plan: a fresh 0700 directory beside it (same filesystem,
 * so a rename puts it in place), after refusing a symlinked directory below the workdir on its way.
 */
function freshPlanPlace(settings: Settings): { file: string; dispose(): void } {
  const target = settings.planFile;
  const dir = path.dirname(target);
  assertNoSymlinkBelow(settings.workdir, dir);
  mkdirSync(dir, { recursive: true });
  assertNoSymlinkBelow(settings.workdir, dir);
  const fresh = mkdtempSync(path.join(dir, ".plan-"));
  return {
    file: path.join(fresh, path.basename(target)),
    dispose: () => rmSync(fresh, { recursive: true, force: true }),
  };
}

function planResult(
  outcome: Awaited<ReturnType<Engine["plan"]>>,
  engine: Engine,
  settings: Settings,
  deps: LifecycleDeps,
  planFile: string,
): RunResult {
  switch (outcome.kind) {
    case "planned": {
      const changeSet = outcome.changeSet;
      const seal = newSealKey(settings);
      const binding = stateBindingOf(settings);
      const digest = digestChangeSet(changeSet, seal, binding);
      if (planFile === settings.planFile) {
        rememberPlanParts(planFile, planParts(changeSet, seal, binding));
      }
      const inCheckout = workdirInCheckout(settings);
      writePlanRecord({
        version: 1,
        digest,
        planFile,
        engine: engine.name,
        engineVersion: changeSet.engineVersion,
        workdir: settings.workdir,
        ...(inCheckout !== undefined ? { workdirInCheckout: inCheckout } : {}),
        stack: settings.stack,
        ...(binding ?? {}),
        mode: settings.mode,
        ...(settings.exclude.length > 0 ? { exclude: settings.exclude } : {}),
        ...(settings.run.commit ? { commit: settings.run.commit } : {}),
        createdAt: new Date().toISOString(),
        hasChanges: outcome.hasChanges,
        summary: changeSet.summary,
        seal: sealForRecord(seal),
      });
      return {
        command: "preview",
        outcome: outcome.hasChanges ? "planned" : "no-changes",
        exitCode: outcome.hasChanges && settings.detailedExitcode ? EXIT.changes : EXIT.ok,
        changeSet,
        digest,
        planFile,
      };
    }
    case "locked":
      return lockedResult({ command: "preview" }, outcome.holder, "planned");
    case "interrupted":
      return {
        command: "preview",
        outcome: "interrupted",
        exitCode: deps.interrupts.exitCode ?? EXIT.interruptedSigint,
        message: outcome.message,
      };
    case "failed":
      return {
        command: "preview",
        outcome: "failed",
        exitCode: EXIT.failed,
        message: outcome.message,
      };
  }
}
