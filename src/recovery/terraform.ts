/**
 * `recover`: the post step, and the pre-flight of every preview/up. Finds what a stopped or
 * killed run left behind and repairs it, reporting every action:
 * a surviving engine (stopped gracefully), `errored.tfstate` (pushed), a stranded lock
 * (released only when its owner is provably dead), and a half-applied state: tainted
 * resources, drift after an interrupted apply (refresh per policy), and orphans — resources
 * the journal saw created that are in no state — listed with ready-to-run import commands
 * or imported when the policy says so.
 */
import { RecoveryJournal } from "./recover-common.js";
import { finishRecovery } from "./result.js";
import { assessLock, probeLock, rememberInspection } from "./terraform-lock.js";
import { type RecoverOptions, type RecoverResult } from "./result.js";
import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import { wrongEngineError, type TerraformEngine } from "../command/create-engine.js";
import type { LockProbe } from "../engines/engine.js";
import { messageOf } from "../errors.js";
import { describeLockHolder } from "../locks/ownership.js";

import { readBackendConfig, type BackendConfig } from "../backends/backend-config.js";
import { backendLocksOptions, createBackendLocks } from "../locks/backend-locks.js";
import { UNKNOWN_RUN_LIVENESS, type RunLiveness } from "../locks/liveness.js";
import type { LifecycleDeps } from "../command/deps.js";
import { findOrphans, RecoveryLog } from "./recover-common.js";

import { shellQuote } from "../process/shell-quote.js";
import { checkStateDigest, repairStateDigest } from "../backends/s3-digest.js";
import { checkLocalState, localStatePath, restoreLocalState } from "./local-state.js";

import { type JournalState } from "../journal/entries.js";
import { isTerminal } from "../journal/fold.js";
import { type BackendLocks } from "../locks/backend-lock.js";

import { type Settings } from "../settings/index.js";
class Recovery extends RecoveryLog {
  tainted: string[] = [];
  unconfirmed: string[] = [];

  constructor(
    settings: Settings,
    deps: LifecycleDeps,
    private readonly engine: TerraformEngine,
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

  /** The lock stays while the run that may hold it is not provably over: named, never touched. */
  keepLockOfLiveRun(before: Extract<LockProbe, { kind: "locked" }>, locks: BackendLocks): void {
    this.act(
      "keep-lock",
      `kept the lock (${describeLockHolder(before.holder)}): the last run may still be running, nothing of it was touched. ` +
        `Only if you know its owner is gone: ${locks.manualCommand(before.holder.id === undefined ? null : { id: before.holder.id })}`,
      false,
    );
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

export async function runTerraformRecover(
  settings: Settings,
  deps: LifecycleDeps,
  options: RecoverOptions = { mode: "recover" },
): Promise<RecoverResult> {
  const engine = deps.createEngine(settings);
  if (engine.kind !== "terraform") {
    throw wrongEngineError(engine, "Terraform", "recover a Terraform stack");
  }
  if (options.mode !== "preflight") await engine.init((event) => deps.output.event(event));
  const backend = readBackendConfig(settings.workdir, process.env);
  const frame = new RecoveryJournal(settings, backend);
  try {
    const state = await frame.readLastRun();
    const recovery = new Recovery(settings, deps, engine);
    // s3: a state whose digest does not match makes every engine call fail: say why, first.
    const mismatch = await checkStateDigest(backend, settings.workdir).catch((error: unknown) => {
      frame.warnings.push(`could not check the s3 state digest: ${messageOf(error)}`);
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
    const canTouch = await frame.mayTouch(
      state,
      recovery,
      options.mode,
      options.runLiveness ?? UNKNOWN_RUN_LIVENESS,
    );
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
    if (!canTouch && before.kind === "locked") recovery.keepLockOfLiveRun(before, locks);
    if (repairDigest && !recovery.actions.some((a) => a.kind === "repair-checksum")) {
      // Still locked by someone alive (or a live run of ours): their next write fixes it.
      recovery.act("report-checksum", mismatch.message, false);
      recovery.attention.push(mismatch.message);
    }
    return finishRecovery({
      mode: options.mode,
      done: recovery,
      lock: { before, after },
      state,
      journal: frame.journal,
      tainted: recovery.tainted,
      unconfirmed: recovery.unconfirmed,
    });
  } finally {
    await frame.close(deps.output);
  }
}
