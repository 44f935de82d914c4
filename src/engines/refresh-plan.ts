/**
 * The read-only refresh plan every engine has (`EngineCore.refreshPlan`): what changed outside
 * the engine since the last run, read without writing state. Terraform/OpenTofu:
 * `plan -refresh-only -detailed-exitcode -lock-timeout=<short> -out=<temp>` and `show -json`
 * (a plan never persists state); Pulumi: `refresh --preview-only --json`. The lock is taken
 * only for the read, and a lock someone else holds is reported (who holds it), never touched.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { ChangeSet, ResourceChange } from "../model/change.js";
import {
  observeOperation,
  type OperationObserver,
  type PlanOutcome,
  type PlanRequest,
  type RefreshPlanOutcome,
  type RefreshPlanRequest,
} from "./engine.js";

/**
 * Runs the engine's refresh-only plan into a private temporary file (removed after) and reads
 * its outcome: `driftOf` picks the drifted resources out of the change set (each adapter knows
 * where its engine reports them). Output changes alone count as drift too: nothing that would
 * change is hidden.
 */
export function runRefreshPlan(
  observe: OperationObserver | undefined,
  plan: (request: PlanRequest) => Promise<PlanOutcome>,
  request: RefreshPlanRequest,
  driftOf: (changeSet: ChangeSet) => ResourceChange[],
): Promise<RefreshPlanOutcome> {
  return observeOperation(observe, { name: "plan", mode: "refresh-only" }, () =>
    refreshPlanOnce(plan, request, driftOf),
  );
}

async function refreshPlanOnce(
  plan: (request: PlanRequest) => Promise<PlanOutcome>,
  request: RefreshPlanRequest,
  driftOf: (changeSet: ChangeSet) => ResourceChange[],
): Promise<RefreshPlanOutcome> {
  const dir = mkdtempSync(path.join(tmpdir(), "stackgate-drift-"));
  try {
    const outcome = await plan({
      planFile: path.join(dir, "refresh.plan"),
      mode: "refresh-only",
      lockTimeout: request.lockTimeout,
      vars: request.vars,
      varFiles: request.varFiles,
      ...(request.onEvent ? { onEvent: request.onEvent } : {}),
    });
    if (outcome.kind !== "planned") return outcome;
    const { changeSet } = outcome;
    const drifted = driftOf(changeSet);
    const outputsChanged = changeSet.outputs.some((o) => o.action !== "no-op");
    if (drifted.length === 0 && !outputsChanged) return { kind: "in-sync", changeSet };
    return { kind: "drifted", changeSet, drifted };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
