import { EXIT } from "../exit-codes.js";
import type { LockProbe } from "../engines/engine.js";
import type { Settings } from "../settings.js";
import { readBackendConfig } from "../safety/backend-config.js";
import { createBackendLocks } from "../safety/backend-locks.js";
import type { JournalState } from "../safety/journal.js";
import { UNKNOWN_RUN_LIVENESS } from "../safety/liveness.js";
import { readLatestRunOnce } from "../safety/run-journal.js";
import type { LifecycleDeps } from "./deps.js";
import { readPlanRecord, type PlanRecord } from "./plan-artifact.js";
import { assertEngineProject } from "./preview.js";
import { assessLock, needsRecovery, type LockAssessment } from "./recover.js";

export interface JournalSummary {
  runId: string;
  runUrl?: string;
  command: string;
  phase: string;
  host: string;
  pid: number;
  startedAt: string;
  updatedAt: string;
  resources: { started: number; done: number; failed: number };
}

export interface StatusResult {
  command: "status";
  exitCode: number;
  engine: string;
  engineVersion: string;
  workdir: string;
  stack: string;
  lock: LockProbe;
  /** Who holds it per the backend, and the ownership evidence (what `recover` would decide). */
  holder: Omit<LockAssessment, "breakable"> | null;
  /** True when the last run did not finish cleanly: `recover` (or the next run) will repair. */
  pendingRepair: boolean;
  lastRun: JournalSummary | null;
  savedPlan: PlanRecord | null;
}

function summarizeRun(state: JournalState): JournalSummary {
  const count = (status: string): number =>
    state.resources.filter((r) => r.status === status).length;
  const summary: JournalSummary = {
    runId: state.header.runId,
    command: state.header.command,
    phase: state.phase,
    host: state.header.host,
    pid: state.header.pid,
    startedAt: state.header.startedAt,
    updatedAt: state.updatedAt,
    resources: { started: count("started"), done: count("done"), failed: count("failed") },
  };
  if (state.header.runUrl) summary.runUrl = state.header.runUrl;
  return summary;
}

/**
 * Who holds the lock (and whether that owner is alive), pending repair, the last journaled
 * run and the saved plan. Changes nothing. Exit 0 when free with nothing to repair, 4 when
 * locked, 1 when a repair is pending or the lock cannot be checked.
 */
export async function runStatus(settings: Settings, deps: LifecycleDeps): Promise<StatusResult> {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  const engineVersion = await engine.version();
  await engine.init();
  const backend = readBackendConfig(settings.workdir, process.env);
  const state = await readLatestRunOnce(settings, backend, process.env);
  const lock = await engine.probeLock();
  const assessment =
    lock.kind === "locked"
      ? await assessLock(
          settings,
          state,
          createBackendLocks(backend, process.env),
          lock,
          UNKNOWN_RUN_LIVENESS,
        )
      : null;
  const pendingRepair = needsRecovery(settings, state);
  const exitCode =
    lock.kind === "locked"
      ? EXIT.locked
      : lock.kind === "unknown" || pendingRepair
        ? EXIT.failed
        : EXIT.ok;
  return {
    command: "status",
    exitCode,
    engine: engine.name,
    engineVersion,
    workdir: settings.workdir,
    stack: settings.stack,
    lock,
    holder: assessment
      ? { holder: assessment.holder, described: assessment.described, verdict: assessment.verdict }
      : null,
    pendingRepair,
    lastRun: state && summarizeRun(state),
    savedPlan: readPlanRecord(settings.planFile),
  };
}
