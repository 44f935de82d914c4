import { EXIT } from "../exit-codes.js";
import type { LockProbe } from "../engines/engine.js";
import type { Settings } from "../settings.js";
import type { LifecycleDeps } from "./deps.js";
import { readPlanRecord, type PlanRecord } from "./plan-artifact.js";
import { assertEngineProject } from "./preview.js";

export interface StatusResult {
  command: "status";
  exitCode: number;
  engine: string;
  engineVersion: string;
  workdir: string;
  stack: string;
  lock: LockProbe;
  savedPlan: PlanRecord | null;
}

/** Who holds the lock and which plan is saved. Exit 0 when free, 4 when locked, 1 when unknown. */
export async function runStatus(settings: Settings, deps: LifecycleDeps): Promise<StatusResult> {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  const engineVersion = await engine.version();
  await engine.init();
  const lock = await engine.probeLock();
  const exitCode =
    lock.kind === "free" ? EXIT.ok : lock.kind === "locked" ? EXIT.locked : EXIT.failed;
  return {
    command: "status",
    exitCode,
    engine: engine.name,
    engineVersion,
    workdir: settings.workdir,
    stack: settings.stack,
    lock,
    savedPlan: readPlanRecord(settings.planFile),
  };
}
