import { existsSync } from "node:fs";
import path from "node:path";
import { EXIT, messageOf } from "../errors.js";
import type { LockProbe } from "../engines/engine.js";
import type { PulumiEngine } from "../command/create-engine.js";

import { readBackendConfig } from "../backends/backend-config.js";
import type { BackendHolder } from "../locks/backend-lock.js";
import { backendLocksOptions, createBackendLocks } from "../locks/backend-locks.js";

import { UNKNOWN_RUN_LIVENESS } from "../locks/liveness.js";
import { readLatestRunOnce } from "../journal/run-journal.js";
import type { LifecycleDeps } from "../command/deps.js";
import { readPlanRecord, type PlanRecord } from "./plan-artifact.js";
import { assertEngineProject } from "./preview.js";
import { assessRun, findOrphans } from "../recovery/recover-common.js";
import { isTerminal } from "../journal/fold.js";
import { type RunVerdict } from "../locks/ownership.js";
import { reportPending, type PendingOperationReport } from "../recovery/recover-pulumi.js";

import { type JournalState } from "../journal/entries.js";
import { type Orphan } from "../recovery/result.js";
import {
  assessLock,
  probeLock,
  rememberInspection,
  type LockAssessment,
} from "../recovery/terraform-lock.js";
import { readOpenItems } from "../recovery/open-items.js";
import { describeOpenItems } from "./open-items-gate.js";
import { type Settings } from "../settings/index.js";
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
  /**
   * Whether that run is over (`over`: finished, or provably gone), still running (`alive`),
   * or nobody here can tell (`unknown`): only an `over` run can have left repairs pending.
   */
  liveness: RunVerdict["kind"];
  livenessReason: string;
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
  holder:
    (Omit<LockAssessment, "breakable" | "holder"> & { holder: Omit<BackendHolder, "raw"> }) | null;
  /**
   * True when the last run did not finish cleanly and is provably over (or errored.tfstate is
   * there): `recover` (or the next run) will repair. A run that may still be running is never
   * pending repair: see `lastRun.liveness`.
   */
  pendingRepair: boolean;
  /** Pulumi: `.deployment.pending_operations` of the stack export (null when it cannot be read). */
  pendingOperations?: PendingOperationReport[] | null;
  /**
   * Terraform/OpenTofu, when the last run did not finish: what it created that is in no state
   * (what `recover` would import or list). Empty when there is nothing to repair.
   */
  orphans: Orphan[];
  lastRun: JournalSummary | null;
  /** What earlier recoveries left for a person and nobody closed yet, one line each. */
  openItems: string[];
  /** The saved plan's record without its seal key (status output is printed and logged). */
  savedPlan: Omit<PlanRecord, "seal"> | null;
}

function withoutSealKey(record: PlanRecord | null): Omit<PlanRecord, "seal"> | null {
  if (record === null) return null;
  const shown: Partial<PlanRecord> = { ...record };
  delete shown.seal;
  return shown as Omit<PlanRecord, "seal">;
}

function summarizeRun(state: JournalState, verdict: RunVerdict): JournalSummary {
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
    liveness: verdict.kind,
    livenessReason: verdict.reason,
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
  const pulumi = engine.kind === "pulumi" ? engine : null;
  // Terraform: the lock read from the backend itself (http, pg, s3, local's fcntl lock where the
  // kernel lists every holder); the engine's lock probe — a plan, provider starts — only where
  // it cannot be read. Asked once for the probe and the ownership assessment.
  const locks =
    pulumi === null
      ? rememberInspection(createBackendLocks(backend, process.env, backendLocksOptions(settings)))
      : null;
  const lock = locks === null ? await engine.probeLock() : await probeLock(engine, locks);
  // Pulumi's lock probe already names the lock file or update; the ownership evidence for it
  // is weighed by `recover` (recover-pulumi.ts), not by the Terraform backend assessment.
  const assessment =
    lock.kind === "locked" && locks !== null
      ? await assessLock(
          settings,
          state ? [state] : [],
          locks,
          lock,
          deps.runLiveness ?? UNKNOWN_RUN_LIVENESS,
        )
      : null;
  const pendingOperations = pulumi ? await readPendingOperations(pulumi, deps) : undefined;
  const verdict = state ? await assessRun(state, deps.runLiveness ?? UNKNOWN_RUN_LIVENESS) : null;
  // Only a run provably over left repairs: a live one's in-flight resources are not lost.
  const unfinishedAndOver = state !== null && !isTerminal(state) && verdict?.kind === "over";
  const erroredState = existsSync(path.join(settings.workdir, "errored.tfstate"));
  // Pulumi writes a pending operation as each step begins: while anyone holds the stack (an
  // update that may be running now) they may be its steps in flight, not a repair.
  const pendingLeft = lock.kind === "free" && (pendingOperations?.length ?? 0) > 0;
  const pendingRepair = unfinishedAndOver || erroredState || pendingLeft;
  // Listing the state takes no lock, so it also works while a dead run's lock is stranded.
  const orphans =
    pulumi === null && state !== null && unfinishedAndOver
      ? findOrphans(state, new Set(await engine.listState()), settings.engineBinary)
      : [];
  const openItems = describeOpenItems(await readOpenItems(settings), settings);
  const exitCode =
    lock.kind === "locked"
      ? EXIT.locked
      : lock.kind === "unknown" || pendingRepair || openItems.length > 0
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
      ? {
          // The fields read from the lock, not its raw text: on GitLab's state API a refusal
          // echoes the asker's own Operation and Info, which are not the holder's.
          holder: withoutRaw(assessment.holder),
          described: assessment.described,
          verdict: assessment.verdict,
        }
      : null,
    pendingRepair,
    ...(pendingOperations !== undefined ? { pendingOperations } : {}),
    orphans,
    lastRun: state && verdict && summarizeRun(state, verdict),
    openItems,
    savedPlan: withoutSealKey(readPlanRecord(settings.planFile)),
  };
}

async function readPendingOperations(
  engine: PulumiEngine,
  deps: LifecycleDeps,
): Promise<PendingOperationReport[] | null> {
  try {
    return reportPending((await engine.exportStack()).pendingOperations);
  } catch (error) {
    deps.output.warn(`could not read the pending operations: ${messageOf(error)}`);
    return null;
  }
}

function withoutRaw(holder: BackendHolder): Omit<BackendHolder, "raw"> {
  const shown: BackendHolder = { ...holder };
  delete shown.raw;
  return shown;
}
