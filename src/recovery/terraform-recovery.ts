/**
 * The steps of one Terraform/OpenTofu run's recovery (terraform.ts `recoverRun` runs them in
 * order): put back a local state file the engine emptied, push a state the backend refused,
 * hold a dead run's lock while recovery writes and release it last, and repair a half-applied
 * state — orphans imported or listed, unconfirmed and tainted resources named, drift refreshed
 * per policy. Every step is reported as an action, and what is left for a person as attention.
 */
import { chmodSync, mkdirSync, renameSync } from "node:fs";
import path from "node:path";

import { type TerraformEngine } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import { type BackendConfig } from "../backends/backend-config.js";
import type { LockProbe } from "../engines/engine.js";
import { messageOf } from "../errors.js";
import { runtimeDirOf } from "../files/runtime-dir.js";
import type { DurableStore } from "../journal/store.js";
import { type JournalState } from "../journal/entries.js";
import { type BackendHolder, type BackendLocks } from "../locks/backend-lock.js";
import { type RunLiveness } from "../locks/liveness.js";
import { describeLockHolder } from "../locks/ownership.js";
import { shellQuote } from "../process/shell-quote.js";
import { type Settings } from "../settings/index.js";
import {
  erroredStatePath,
  keepErroredState,
  manualRestoreCommands,
  pushAndVerify,
  type ErroredState,
} from "./errored-state.js";
import { checkLocalState, localStatePath, restoreLocalState } from "./local-state.js";
import { findOrphans, RecoveryLog } from "./recover-common.js";
import { type RecoverOptions } from "./result.js";
import { assessLock, probeLock } from "./terraform-lock.js";
import type { JournaledAttempt } from "../locks/journaled-take.js";

/** A dead run's lock recovery keeps in place while it writes, and releases last. */
interface HeldLock {
  kind: "held";
  holder: BackendHolder;
  /** Why its owner is provably dead. */
  reason: string;
  /** The lock as the engine met it. */
  probe: Extract<LockProbe, { kind: "locked" }>;
  /** Releases recovery's own lock (own-lock.ts); absent for a dead run's lock (broken). */
  release?: () => Promise<void>;
}

/**
 * Takes recovery's own lock (own-lock.ts `takeRecoveryLock`): the free lock, or the dead
 * holder's (`over`) taken over; null: nothing to take.
 */
export type TakeOwnLock = (over?: BackendHolder) => Promise<JournaledAttempt | null>;

/** The lock as recovery's writes meet it: held for them, free, or someone else's (untouched). */
export type LockForWrites = HeldLock | LockProbe;

export class Recovery extends RecoveryLog {
  tainted: string[] = [];
  unconfirmed: string[] = [];

  constructor(
    settings: Settings,
    deps: LifecycleDeps,
    private engine: TerraformEngine,
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

  /**
   * Puts back a state the backend refused (under our dead run's lock where `lock` holds it,
   * else after it was released or with the lock free): pushes it, checks the backend holds every resource it names, and only then sets the
   * file aside and drops the sealed copies. When that cannot be done now, the state is kept —
   * the file, and a sealed copy in every durable store — and the commands that finish it are
   * listed in order. Resolves whether the backend now holds it.
   */
  async restoreErroredState(
    errored: ErroredState,
    lock: LockForWrites,
    stores: readonly DurableStore[],
    unlockCommand: string | null,
    runId: string | null,
  ): Promise<boolean> {
    const keep = async (why: string): Promise<false> => {
      const kept =
        errored.source === "this runner's disk" && runId !== null
          ? await keepErroredState(this.settings, stores, runId)
          : { kept: [errored.source], problems: [] };
      const where = [
        errored.source === "this runner's disk" ? erroredStatePath(this.settings.workdir) : null,
        ...kept.kept.map((location) => `sealed in ${location}`),
      ].filter((w): w is string => w !== null);
      this.act(
        "keep-errored-state",
        `kept the state the backend refused (${where.join("; ")}): ${why}`,
        false,
      );
      this.attention.push(
        `the backend does not hold the state of the last apply yet (${why}). It is kept: ${where.join("; ")}.` +
          (kept.problems.length > 0 ? ` ${kept.problems.join("; ")}.` : "") +
          ` When the backend answers again, run \`stackgate recover\` (the next run's pre-flight does it too), or by hand, in this order:\n` +
          manualRestoreCommands(this.settings, errored, unlockCommand)
            .map((command, i) => `  ${i + 1}. ${command}`)
            .join("\n"),
      );
      return false;
    };
    if (errored.unpushable !== null) return keep(errored.unpushable);
    if (lock.kind === "locked") return keep(`the state is still locked: ${lock.message}`);
    let missing: string[];
    try {
      missing = await pushAndVerify(this.engine, errored);
    } catch (error) {
      return keep(`the push failed: ${messageOf(error)}`);
    }
    if (missing.length > 0) {
      return keep(`after the push the backend's state lacks ${missing.join(", ")}`);
    }
    const pushed = `pushed the state the backend refused (from ${errored.source}) and checked the backend holds all ${errored.addresses.length} resource(s) it names`;
    if (errored.source === "this runner's disk") {
      // Kept for a person, out of the workdir's files (an artifact upload of the workdir would
      // take state, which holds secrets): in the runtime directory, readable by this user only.
      const dir = runtimeDirOf(this.settings.workdir);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const kept = path.join(dir, `${path.basename(errored.file)}.pushed-${stamp}`);
      renameSync(errored.file, kept);
      chmodSync(kept, 0o600);
      this.act(
        "push-errored-state",
        `${pushed} (the file is kept as ${path.relative(this.settings.workdir, kept)}, readable by this user only)`,
      );
    } else {
      this.act("push-errored-state", pushed);
    }
    return true;
  }

  /**
   * Decides on a lock the engine met: when it is our dead run's (proven as assessLock requires),
   * it is kept in place and every write of this recovery runs under it (`whileHolding`), so no
   * waiting run can take it and plan against a state recovery is still changing; it is released
   * last (`releaseHeldLock`). Any other lock is kept and named. Resolves the lock as recovery's
   * writes meet it.
   */
  async holdDeadLock(
    state: JournalState | null,
    locks: BackendLocks,
    before: LockProbe,
    liveness: RunLiveness,
    runs: readonly JournalState[],
    unpushable: string | null,
    takeOwn: TakeOwnLock | null,
  ): Promise<LockForWrites> {
    if (before.kind !== "locked") return this.holdOwnLock(before, takeOwn);
    const candidates = state === null || runs.includes(state) ? runs : [state, ...runs];
    const assessment = await assessLock(this.settings, candidates, locks, before, liveness);
    if (assessment === null) return this.holdOwnLock(await probeLock(this.engine, locks), takeOwn);
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
    const held: HeldLock = { kind: "held", holder, reason: verdict.reason, probe: before };
    // Where the backend refuses writes under a standing lock, it is released first (see
    // writableWhileHeld) — unless the state it lacks cannot be pushed now: then it stays.
    if (!locks.writableWhileHeld && unpushable !== null) {
      this.act("keep-lock", `kept the dead run's lock ${holder.id}: ${unpushable}`, false);
      return before;
    }
    if (!locks.writableWhileHeld) return this.releaseHeldLock(locks, held);
    // Taken over as recovery's own where the backend can swap it atomically: of two recoveries
    // that proved it dead, one writes and the other finds it held.
    const attempt = takeOwn === null ? null : await takeOwn(holder);
    if (attempt !== null) {
      return this.ownLockFor(attempt, `the dead run's lock ${holder.id} (${verdict.reason})`);
    }
    this.engine = this.engine.whileHolding(holder.id);
    return held;
  }

  /**
   * With the lock free, recovery's writes run under a lock of its own where the backend lets
   * stackgate take one (own-lock.ts): journaled with this process as its taker, then taken. A
   * lock someone took meanwhile is theirs: kept, named, and nothing is written under it.
   */
  private async holdOwnLock(free: LockProbe, takeOwn: TakeOwnLock | null): Promise<LockForWrites> {
    if (free.kind !== "free" || takeOwn === null) return free;
    const attempt = await takeOwn();
    return attempt === null ? free : this.ownLockFor(attempt, null);
  }

  /**
   * Recovery's writes under the lock it took (`over`: the dead run's lock it took over), or,
   * when someone else holds it now, nothing written under it: kept, named.
   */
  private ownLockFor(attempt: JournaledAttempt, over: string | null): LockForWrites {
    const how =
      over === null
        ? { taking: "take its own", took: `took the lock ${attempt.id}`, before: "it was taken" }
        : {
            taking: `take over ${over}`,
            took: `took over ${over} as lock ${attempt.id}`,
            before: `it took over ${over}`,
          };
    if (attempt.kind === "held") {
      const described = describeLockHolder(attempt.holder);
      this.act(
        "keep-lock",
        `kept the lock (${described}): it was taken as recovery was about to ${how.taking}`,
        false,
      );
      this.attention.push(
        `the state was locked (${described}) as recovery was about to ${how.taking} (lock ${attempt.id}): another run or recovery holds it. Nothing was written; run \`stackgate recover\` again once it is released.`,
      );
      return {
        kind: "locked",
        holder: attempt.holder,
        message: `the state is locked: ${described}`,
      };
    }
    const holder = { id: attempt.id };
    this.engine = this.engine.whileHolding(attempt.id);
    this.deps.output.info(`recover: ${how.took} for recovery's own writes`);
    return {
      kind: "held",
      holder,
      reason: `recovery's own lock, journaled before ${how.before}`,
      probe: {
        kind: "locked",
        holder,
        message: `the state is locked by this recovery (lock ${attempt.id})`,
      },
      release: () => attempt.release(),
    };
  }

  /** Releases the lock recovery worked under: its own, or the dead run's (the backend re-checks its ID first). */
  async releaseHeldLock(locks: BackendLocks, held: HeldLock): Promise<LockProbe> {
    if (held.release !== undefined) await held.release();
    else await locks.breakLock(held.holder);
    this.act("unlock", `released the lock ${held.holder.id}: ${held.reason}`);
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

  async repairHalfApplied(state: JournalState, settled?: RecoverOptions["settled"]): Promise<void> {
    const inState = new Set(await this.engine.listState());
    const binary = this.settings.engineBinary;
    const runId = state.header.runId;
    this.orphans.push(
      ...findOrphans(state, inState, binary).filter((o) => settled?.(runId, o.address) !== true),
    );
    const importing = this.settings.orphans === "import";
    for (const orphan of this.orphans) {
      if (!importing || orphan.id === null) continue;
      await this.engine.importResource(orphan.address, orphan.id);
      orphan.imported = true;
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
      runtimeDirOf(this.settings.workdir),
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
      // The engine's own error first (a missing var-file is the user's to fix, as itself).
      this.attention.push(
        outcome.kind === "locked"
          ? `the state is locked: ${outcome.message}\n(recovery's refresh-only check of the state could not run)`
          : `${outcome.message}\n(${this.settings.engineBinary} said so when recovery ran its refresh-only check of the state)`,
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
