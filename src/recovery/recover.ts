/**
 * `recover`: the post step, and the pre-flight of every preview/up. Finds what a stopped or
 * killed run left behind and repairs it, reporting every action:
 * a surviving engine (stopped gracefully), `errored.tfstate` (pushed), a stranded lock
 * (released only when its owner is provably dead), and a half-applied state: tainted
 * resources, drift after an interrupted apply (refresh per policy), and orphans — resources
 * the journal saw created that are in no state — listed with ready-to-run import commands
 * or imported when the policy says so.
 */
import { existsSync, renameSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Engine, type LockHolder, type LockProbe } from "../engines/engine.js";
import { EXIT, StackgateError } from "../errors.js";
import type { Settings } from "../settings.js";
import { readBackendConfig, type BackendConfig } from "../backends/backend-config.js";
import {
  backendLocksOptions,
  createBackendLocks,
  type BackendHolder,
  type BackendLocks,
  type BackendLockState,
} from "../locks/backend-locks.js";
import {
  assertJournalFor,
  isTerminal,
  type Journal,
  type JournalState,
} from "../journal/journal.js";
import { isPidAlive, UNKNOWN_RUN_LIVENESS, type RunLiveness } from "../locks/liveness.js";
import {
  decideLockOwnership,
  parseLockCreated,
  type OwnershipVerdict,
} from "../locks/ownership.js";
import {
  durableStores,
  journalKey,
  openJournal,
  readLatestRun,
  readLatestRunOnce,
} from "../journal/run-journal.js";
import type { LifecycleDeps } from "../lifecycle/deps.js";
import { findOrphans, journalRun, RecoveryLog } from "./recover-common.js";
import { runPulumiRecover } from "./recover-pulumi.js";
import { describeLockHolder } from "../lifecycle/report.js";
import { shellQuote } from "../process/shell-quote.js";
import { FileJournalStore } from "../journal/file-store.js";
import { checkStateDigest, repairStateDigest } from "../backends/s3-digest.js";
import { checkLocalState, localStatePath, restoreLocalState } from "./local-state.js";

export interface RecoverAction {
  kind:
    | "stop-engine"
    | "push-errored-state"
    | "restore-state"
    | "unlock"
    | "refresh"
    | "import"
    | "report-drift"
    | "report-tainted"
    | "report-checksum"
    | "repair-checksum"
    | "report-orphans"
    | "report-unconfirmed"
    | "keep-lock"
    | "cancel-update"
    | "report-pending"
    | "clear-pending-creates";
  detail: string;
  ok: boolean;
}

export interface Orphan {
  address: string;
  id: string | null;
  /** False when the engine started creating it but its completion was never seen. */
  certain: boolean;
  importCommand: string;
}

export type RecoverOutcome = "clean" | "recovered" | "needs-attention" | "failed";

export interface RecoverResult {
  command: "recover" | "unlock";
  outcome: RecoverOutcome;
  exitCode: number;
  actions: RecoverAction[];
  orphans: Orphan[];
  tainted: string[];
  /** In state, but the engine never confirmed the operation (started, then the run died). */
  unconfirmed: string[];
  lock: { before: LockProbe; after: LockProbe };
  journal: { runId: string; phase: string; updatedAt: string } | null;
  message?: string;
}

export interface RecoverOptions {
  /** `unlock` only releases the lock; `preflight` runs before preview/up. */
  mode: "recover" | "preflight" | "unlock";
  runLiveness?: RunLiveness;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether the lock the backend shows is the one the journal's run took: the same lock id,
 * or (http, when the id was never recorded) our user@host and a lock created while that run
 * was writing its journal. A pg session on this host cannot belong to a dead process of ours
 * (the kernel closes its socket), so it is never bound.
 */
export function isBoundToRun(holder: BackendHolder, backend: string, state: JournalState): boolean {
  if (state.lockId !== undefined) return holder.id === state.lockId;
  const created = parseLockCreated(holder.created)?.getTime();
  if (created === undefined) return false;
  const start = Date.parse(state.header.startedAt);
  const last = Date.parse(state.updatedAt) + 2_000;
  const inWindow = created >= start - 1_000 && created <= last;
  if (backend === "pg") return inWindow && state.header.host !== os.hostname();
  const me = `${state.header.user}@${state.header.host}`;
  return inWindow && holder.who === me;
}

export interface LockAssessment {
  holder: BackendHolder;
  described: string;
  verdict: OwnershipVerdict;
  /** False where the backend cannot name the holder (local, unsupported): never broken. */
  breakable: boolean;
}

/**
 * Who holds a lock the engine reported, and whether its owner is provably dead. Null when
 * the backend shows the lock free after all (released in between).
 */
export async function assessLock(
  settings: Settings,
  state: JournalState | null,
  locks: BackendLocks,
  probe: Extract<LockProbe, { kind: "locked" }>,
  liveness: RunLiveness,
): Promise<LockAssessment | null> {
  const inspected = await locks.inspect();
  if (inspected.kind === "free") return null;
  let holder: BackendHolder;
  let bound: boolean;
  if (inspected.kind === "unsupported") {
    // The backend cannot be read here: only the lock ID our journal recorded for the run can
    // bind the engine-reported holder to us (never on local, whose lock dies with its owner).
    holder = { id: probe.holder.id ?? "unknown", ...probe.holder };
    bound =
      state?.lockId !== undefined && probe.holder.id === state.lockId && locks.backend !== "local";
    if (!bound) {
      return {
        holder,
        described: describeLockHolder(probe.holder),
        verdict: { kind: "alive", reason: inspected.reason },
        breakable: false,
      };
    }
  } else {
    holder = inspected.holder;
    bound = state !== null && isBoundToRun(holder, locks.backend, state);
  }
  const runState = state && bound ? await liveness.runState(state.header.runId) : "unknown";
  const verdict: OwnershipVerdict = settings.force
    ? { kind: "dead", reason: "--force was given" }
    : decideLockOwnership({
        holder: { ...holder },
        journal: state && bound ? journalRun(state) : null,
        thisHost: os.hostname(),
        isPidAlive,
        runState,
        now: new Date(),
        ...(settings.staleAfterMs !== undefined ? { staleAfterMs: settings.staleAfterMs } : {}),
      });
  return {
    holder,
    described: describeLockHolder({ ...probe.holder, ...holder }),
    verdict,
    breakable: true,
  };
}

class Recovery extends RecoveryLog {
  tainted: string[] = [];
  unconfirmed: string[] = [];

  constructor(
    settings: Settings,
    deps: LifecycleDeps,
    private readonly engine: Engine,
  ) {
    super(settings, deps);
  }

  /**
   * An interrupted apply that left the local state file empty or cut short (see
   * recovery/local-state.ts): its backup goes back in place, so the orphans of the run can be
   * imported into the state as it was, instead of into nothing.
   */
  restoreEmptiedLocalState(backend: BackendConfig): void {
    const file = localStatePath(this.settings.workdir, backend);
    if (file === null) return;
    const check = checkLocalState(file);
    if (check.kind === "fine") return;
    const name = path.basename(check.state);
    if (check.kind === "lost") {
      const message =
        `${name} is damaged: ${check.reason}, and there is no usable ${name}.backup to restore. ` +
        `Every Terraform command now reads it as "no state": restore it from your own copy before the next apply.`;
      this.act("restore-state", message, false);
      this.attention.push(message);
      return;
    }
    const kept = restoreLocalState(check);
    this.act(
      "restore-state",
      `restored ${name} from ${path.basename(check.backup)} (the last state Terraform wrote before): ` +
        `${name} was damaged — ${check.reason} — by Terraform exiting mid-write; the damaged file is kept as ${path.basename(kept)}`,
    );
  }

  async pushErroredState(): Promise<void> {
    const errored = path.join(this.settings.workdir, "errored.tfstate");
    if (!existsSync(errored)) return;
    await this.engine.pushState(errored);
    const kept = `${errored}.pushed-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(errored, kept);
    this.act(
      "push-errored-state",
      `pushed errored.tfstate to the backend (kept as ${path.basename(kept)})`,
    );
  }

  async releaseLock(
    state: JournalState | null,
    locks: BackendLocks,
    before: LockProbe,
    liveness: RunLiveness,
  ): Promise<LockProbe> {
    if (before.kind !== "locked") return before;
    const assessment = await assessLock(this.settings, state, locks, before, liveness);
    if (assessment === null) return probeLock(this.engine, locks);
    const { holder, verdict, breakable } = assessment;
    if (verdict.kind !== "dead" || !breakable) {
      const run = state?.header.runUrl ? `, run ${state.header.runUrl}` : "";
      this.act(
        "keep-lock",
        `kept the lock (${assessment.described}${run}): ${verdict.reason}`,
        false,
      );
      this.attention.push(
        `the state is locked (${assessment.described}${run}) and there is no evidence its owner is dead (${verdict.reason}). ` +
          `If you are sure nobody is running, release it by hand: ${locks.manualCommand(breakable ? holder : null)}` +
          ` (or \`stackgate unlock --force\`).`,
      );
      return before;
    }
    await locks.breakLock(holder);
    this.act("unlock", `released the lock ${holder.id}: ${verdict.reason}`);
    return probeLock(this.engine, locks);
  }

  async repairHalfApplied(state: JournalState): Promise<void> {
    const inState = new Set(await this.engine.listState());
    const binary = this.settings.engineBinary;
    this.orphans.push(...findOrphans(state, inState, binary));
    const importing = this.settings.orphans === "import";
    for (const orphan of this.orphans) {
      if (!importing || orphan.id === null) continue;
      await this.engine.importResource(orphan.address, orphan.id);
      this.act(
        "import",
        `imported ${orphan.address} (id ${orphan.id}), created by run ${state.header.runId} but in no state`,
      );
    }
    const listed = this.orphans.filter((o) => !importing || o.id === null);
    if (listed.length > 0) {
      this.act(
        "report-orphans",
        `${listed.length} resource(s) of run ${state.header.runId} are in no state; import any that exist:\n` +
          listed
            .map(
              (o) =>
                `  ${o.importCommand}${o.certain ? "" : "   # creation started, completion not seen: may not exist"}`,
            )
            .join("\n"),
        false,
      );
      const certain = listed.filter((o) => o.certain).length;
      // A created resource left out of state would be created twice by the next apply.
      if (certain > 0)
        this.attention.push(`${certain} orphaned resource(s) need importing (commands listed)`);
    }
    const unconfirmed = state.resources.filter(
      (r) => r.status === "started" && r.action !== "read" && inState.has(r.address),
    );
    if (unconfirmed.length > 0) {
      this.unconfirmed = unconfirmed.map((r) => r.address);
      this.act(
        "report-unconfirmed",
        `${unconfirmed.length} resource(s) are in state but the engine never confirmed their ${unconfirmed.map((r) => r.action).join("/")} ` +
          `(provisioners may not have run). To recreate them on the next apply:\n` +
          unconfirmed.map((r) => `  ${binary} taint ${shellQuote(r.address)}`).join("\n"),
        false,
      );
    }
    this.tainted = await this.engine.listTainted();
    if (this.tainted.length > 0) {
      this.act(
        "report-tainted",
        `tainted (will be replaced by the next apply): ${this.tainted.join(", ")}`,
      );
    }
    await this.refreshDrift();
  }

  private async refreshDrift(): Promise<void> {
    const planFile = path.join(
      this.settings.workdir,
      ".stackgate",
      `${this.settings.stack}.refresh.tfplan`,
    );
    const outcome = await this.engine.plan({
      planFile,
      mode: "refresh-only",
      lockTimeout: this.settings.lockTimeout,
      vars: this.settings.vars,
      varFiles: this.settings.varFiles,
      changesOnly: true,
    });
    if (outcome.kind !== "planned") {
      this.attention.push(
        `the refresh-only check failed: ${outcome.kind === "locked" ? "the state is locked" : outcome.message}`,
      );
      return;
    }
    if (!outcome.hasChanges) return;
    const policy = this.settings.recovery;
    if (policy === "refresh") {
      const applied = await this.engine.apply({ planFile, lockTimeout: this.settings.lockTimeout });
      this.act(
        "refresh",
        `refreshed the state after the interrupted run (${applied.kind})`,
        applied.kind === "applied",
      );
      if (applied.kind !== "applied") this.attention.push(`the refresh failed: ${applied.kind}`);
      return;
    }
    this.act(
      "report-drift",
      "the state differs from reality after the interrupted run (policy: " + policy + ")",
      false,
    );
    if (policy === "fail")
      this.attention.push("drift after an interrupted run and recovery policy is fail");
  }
}

function summarizeJournal(state: JournalState | null): RecoverResult["journal"] {
  return state
    ? { runId: state.header.runId, phase: state.phase, updatedAt: state.updatedAt }
    : null;
}

/**
 * The backend's answer to `inspect()`, kept until the lock may have changed: the lock probe and
 * the ownership assessment that follows it ask once, not twice (an http LOCK request, a pg
 * query). Breaking the lock forgets it; so must the caller after stopping an engine.
 */
function rememberInspection(locks: BackendLocks): BackendLocks & { forget(): BackendLocks } {
  let seen: Promise<BackendLockState> | null = null;
  const remembering = {
    backend: locks.backend,
    inspect: () =>
      (seen ??= locks.inspect().catch((error: unknown) => {
        seen = null; // a failed answer is not kept: the next caller asks again
        throw error;
      })),
    async breakLock(holder: BackendHolder) {
      seen = null;
      await locks.breakLock(holder);
    },
    manualCommand: (holder: BackendHolder | null) => locks.manualCommand(holder),
    forget() {
      seen = null;
      return remembering;
    },
  };
  return remembering;
}

/**
 * Who holds the state lock: asked of the backend itself where it can tell (http: one LOCK
 * request; pg: one query on pg_locks), otherwise (or when that fails) by the engine's own
 * probe, a `plan -lock-timeout=0s` that costs a full engine start.
 */
async function probeLock(engine: Engine, locks: BackendLocks): Promise<LockProbe> {
  let state: BackendLockState;
  try {
    state = await locks.inspect();
  } catch {
    return engine.probeLock();
  }
  switch (state.kind) {
    case "unsupported":
      return engine.probeLock();
    case "free":
      return { kind: "free" };
    case "held": {
      const { id, who, operation, created, info } = state.holder;
      const holder: LockHolder = {
        id,
        ...(who !== undefined ? { who } : {}),
        ...(operation !== undefined ? { operation } : {}),
        ...(created !== undefined ? { created } : {}),
        ...(info !== undefined ? { info } : {}),
      };
      return {
        kind: "locked",
        holder,
        message: `the state is locked: ${describeLockHolder(holder)}`,
      };
    }
  }
}

/**
 * `needsRecovery` from this machine's local journal alone (no network): whether a run here
 * left work for recover. An unreadable journal counts as no (recover reports it in detail).
 */
export function needsRecoveryHere(settings: Settings): boolean {
  try {
    return needsRecovery(
      settings,
      FileJournalStore.forStack(settings.workdir, settings.stack).readState(),
    );
  } catch {
    return false;
  }
}

/** Cheap check for pre-flight: is there anything to recover at all? */
export function needsRecovery(settings: Settings, state: JournalState | null): boolean {
  return (
    (state !== null && !isTerminal(state)) ||
    existsSync(path.join(settings.workdir, "errored.tfstate"))
  );
}

export async function runRecover(
  settings: Settings,
  deps: LifecycleDeps,
  options: RecoverOptions = { mode: "recover" },
): Promise<RecoverResult> {
  if (settings.engine === "pulumi") return runPulumiRecover(settings, deps, options);
  const engine = deps.createEngine(settings);
  if (options.mode !== "preflight") await engine.init((event) => deps.output.event(event));
  const backend = readBackendConfig(settings.workdir, process.env);
  const durable = durableStores(settings, backend, process.env);
  const warnings: string[] = [];
  let journal: Journal | null = null;
  try {
    const state = await readLatestRun(settings, durable);
    if (state) assertJournalFor(state, journalKey(settings));
    const recovery = new Recovery(settings, deps, engine);
    // s3: a state whose digest does not match makes every engine call fail: say why, first.
    const mismatch = await checkStateDigest(backend, settings.workdir).catch((error: unknown) => {
      warnings.push(`could not check the s3 state digest: ${errorText(error)}`);
      return null;
    });
    const repairDigest =
      mismatch !== null && settings.stateDigest === "repair" && options.mode !== "unlock";
    if (mismatch !== null && !repairDigest) {
      recovery.act("report-checksum", mismatch.message, false);
      recovery.attention.push(mismatch.message);
    }
    const locks = rememberInspection(
      createBackendLocks(backend, process.env, backendLocksOptions(settings, engine)),
    );
    const before = await probeLock(engine, locks);
    let after = before;
    const pending = state !== null && !isTerminal(state);
    // A live run's journal is never written to: decide that before recording anything.
    const canTouch = state === null || (await recovery.stopSurvivingEngine(state));
    if (canTouch && pending && options.mode !== "unlock") {
      journal = openJournal(settings, durable, (w) => warnings.push(w));
      journal.resume(state.header);
      journal.record({ type: "phase", phase: "recovering" });
    }
    if (canTouch) {
      if (options.mode !== "unlock") await recovery.pushErroredState();
      after = await recovery.releaseLock(
        state,
        locks,
        // Probe again only when an engine was just stopped: it released or left its lock.
        recovery.stoppedEngine ? await probeLock(engine, locks.forget()) : before,
        options.runLiveness ?? UNKNOWN_RUN_LIVENESS,
      );
      if (repairDigest && after.kind !== "locked")
        recovery.act("repair-checksum", await repairStateDigest(mismatch));
      if (pending && options.mode !== "unlock" && after.kind !== "locked") {
        recovery.restoreEmptiedLocalState(backend);
        await recovery.repairHalfApplied(state);
      }
    }
    if (repairDigest && !recovery.actions.some((a) => a.kind === "repair-checksum")) {
      // Still locked by someone alive (or a live run of ours): their next write fixes it.
      recovery.act("report-checksum", mismatch.message, false);
      recovery.attention.push(mismatch.message);
    }
    const needsAttention = recovery.attention.length > 0 || after.kind === "locked";
    if (journal && !needsAttention) journal.record({ type: "phase", phase: "recovered" });
    const outcome: RecoverOutcome = needsAttention
      ? "needs-attention"
      : pending || recovery.actions.length > 0
        ? "recovered"
        : "clean";
    const result: RecoverResult = {
      command: options.mode === "unlock" ? "unlock" : "recover",
      outcome,
      exitCode: !needsAttention ? EXIT.ok : after.kind === "locked" ? EXIT.locked : EXIT.failed,
      actions: recovery.actions,
      orphans: recovery.orphans,
      tainted: recovery.tainted,
      unconfirmed: recovery.unconfirmed,
      lock: { before, after },
      journal: summarizeJournal(state),
    };
    if (needsAttention) result.message = recovery.attention.join("\n");
    return result;
  } finally {
    await journal?.close();
    for (const store of durable) await store.close().catch(() => undefined);
    for (const w of warnings) deps.output.warn(w);
  }
}

/** Pre-flight of preview/up: recovers first when the last run did not finish; refuses on doubt. */
export async function runPreflight(settings: Settings, deps: LifecycleDeps): Promise<void> {
  const backend = readBackendConfig(settings.workdir, process.env);
  const state = await readLatestRunOnce(settings, backend, process.env);
  if (state) assertJournalFor(state, journalKey(settings));
  if (!needsRecovery(settings, state)) return;
  deps.output.info(
    `pre-flight: the last run${state ? ` (${state.header.runId}, phase ${state.phase})` : ""} did not finish cleanly; recovering first`,
  );
  const result = await runRecover(settings, deps, {
    mode: "preflight",
    ...(deps.runLiveness ? { runLiveness: deps.runLiveness } : {}),
  });
  if (result.outcome === "needs-attention" || result.outcome === "failed") {
    throw new StackgateError(
      `pre-flight recovery could not finish, so nothing new was started:\n${result.message ?? ""}\nRun \`stackgate recover\` for details.`,
      result.exitCode,
      { outcome: result.exitCode === EXIT.locked ? "locked" : "failed" },
    );
  }
}
