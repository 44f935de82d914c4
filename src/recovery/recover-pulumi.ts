/**
 * `recover` (and the pre-flight of preview/up) for Pulumi stacks. Finds what a stopped or
 * killed `pulumi up` left behind and repairs it, reporting every action:
 *
 * - an engine still running for a dead stackgate run on this host: stopped gracefully;
 * - DIY lock files whose owner is provably dead (same host, pid gone; or our journal's run
 *   finished according to the platform; or opt-in stale-after): exactly those files are
 *   deleted. A live owner's file is never touched, and `pulumi cancel` is never run on DIY;
 * - Pulumi Cloud: the update in progress is canceled (`pulumi cancel --yes`) only when its
 *   message carries our journal's run id and the same evidence proves that run dead; anybody
 *   else's update, or a live one, is left alone with the command to run by hand;
 * - pending operations from `pulumi stack export` (`.deployment.pending_operations`), never
 *   from log text: repaired with `pulumi refresh` per the recovery policy, pending creates per
 *   the pending-creates policy (`clear`, `import` with the ids the journal recorded, proven in
 *   the state afterwards: pulumi-imports.ts, or `fail`).
 */
import { RecoveryJournal } from "./recover-common.js";
import { settlePendingImports, type PendingImport } from "./pulumi-imports.js";
import { finishRecovery } from "./result.js";
import os from "node:os";
import { type LockProbe } from "../engines/engine.js";
import { wrongEngineError, type PulumiEngine } from "../command/create-engine.js";
import { runIdOfMessage } from "../engines/pulumi/parse-history.js";
import type { PendingOperation } from "../engines/pulumi/parse-export.js";
import { messageOf } from "../errors.js";

import {
  isPidAlive,
  runRefOf,
  UNKNOWN_RUN_LIVENESS,
  type RunLiveness,
  type RunState,
} from "../locks/liveness.js";
import type { JournalRun, OwnershipVerdict } from "../locks/ownership.js";
import { decidePulumiLockOwnership } from "../locks/pulumi-locks.js";
import type { LifecycleDeps } from "../command/deps.js";
import { journalRun, RecoveryLog } from "./recover-common.js";

import { shellWord } from "../process/shell-quote.js";

import { type JournalState } from "../journal/entries.js";
import type { PulumiLockFile } from "../engines/pulumi/lock-files.js";
import { describeLockHolder } from "../locks/ownership.js";
import { type RecoverOptions, type RecoverResult } from "./result.js";
import { type Settings } from "../settings/index.js";
export interface PendingOperationReport {
  urn: string;
  type: PendingOperation["type"];
  resourceType: string;
}

export interface PulumiRecoverResult extends RecoverResult {
  /** Pending operations found in the stack export before any repair (null when not checked). */
  pendingOperations: PendingOperationReport[] | null;
  /** Pending operations still in the stack export after the repair (null when not checked). */
  pendingAfter: PendingOperationReport[] | null;
}

export function reportPending(ops: readonly PendingOperation[]): PendingOperationReport[] {
  return ops.map((op) => ({ urn: op.urn, type: op.type, resourceType: op.resourceType }));
}

class PulumiRecovery extends RecoveryLog {
  pendingBefore: PendingOperationReport[] | null = null;
  pendingAfter: PendingOperationReport[] | null = null;
  /** Components whose pending create the repair refresh cleared: nothing of them exists anywhere. */
  clearedComponents: PendingOperation[] = [];
  lockAfterRepair: LockProbe | null = null;

  constructor(
    settings: Settings,
    deps: LifecycleDeps,
    private readonly engine: PulumiEngine,
  ) {
    super(settings, deps);
  }

  /** The ownership verdict for a lock (file or Cloud update) against our journal's run. */
  private decide(
    lock: PulumiLockFile,
    run: JournalRun | null,
    runState: RunState,
  ): OwnershipVerdict {
    return decidePulumiLockOwnership({
      lock,
      thisHost: os.hostname(),
      isPidAlive,
      journal: run,
      runState,
      now: new Date(),
      force: this.settings.force,
      ...(this.settings.staleAfterMs !== undefined
        ? { staleAfterMs: this.settings.staleAfterMs }
        : {}),
    });
  }

  /** Deletes exactly the lock files whose owners are provably dead; keeps and names the rest. */
  async releaseDeadLocks(
    state: JournalState | null,
    before: LockProbe,
    liveness: RunLiveness,
  ): Promise<LockProbe> {
    const listing = await this.engine.locks.list();
    if (listing.kind === "unsupported") return before;
    if (listing.locks.length === 0) return { kind: "free" };
    const run = state ? journalRun(state) : null;
    const runState = run && !run.terminal ? await liveness.runState(runRefOf(run)) : "unknown";
    for (const lock of listing.locks) {
      const verdict = this.decide(lock, run, runState);
      const owner = `${lock.username || "?"}@${lock.hostname || "?"} pid ${lock.pid ?? "?"} since ${lock.timestamp || "?"}`;
      if (verdict.kind === "dead") {
        try {
          await this.engine.locks.remove(lock);
          this.act("unlock", `removed the lock file ${lock.path} (${owner}): ${verdict.reason}`);
        } catch (error) {
          this.act("keep-lock", `could not remove ${lock.path}: ${messageOf(error)}`, false);
          this.attention.push(
            `the dead owner's lock file ${lock.path} could not be removed; remove it by hand: ${this.engine.locks.manualCommand(lock)}`,
          );
        }
        continue;
      }
      this.act("keep-lock", `kept the lock file ${lock.path} (${owner}): ${verdict.reason}`, false);
      this.attention.push(
        `the stack ${this.settings.stack} is locked by ${lock.path} (${owner}) and ${verdict.kind === "alive" ? "its owner is alive" : "there is no evidence its owner is dead"} (${verdict.reason}). ` +
          (verdict.kind === "alive"
            ? "Wait for that process to finish."
            : `If you are sure nobody runs it, remove exactly that file: ${this.engine.locks.manualCommand(lock)}` +
              " (or `stackgate unlock --force`). Never `pulumi cancel` on a DIY backend: it deletes every lock file, live ones too."),
      );
    }
    return this.engine.probeLock();
  }

  /**
   * Pulumi Cloud keeps the lease as long as the update is in progress. Cancels it only when it
   * is tagged with our journal's run id and that run is provably dead: `pulumi cancel` revokes
   * whatever update is active, so anything less certain is left for a person.
   */
  async cancelDeadUpdate(
    state: JournalState | null,
    before: LockProbe,
    liveness: RunLiveness,
  ): Promise<LockProbe> {
    if (before.kind !== "locked") return before;
    // The lock probe just read it; read again only if an engine was stopped since.
    const update = await this.engine.latestUpdate({ reuse: !this.stoppedEngine });
    if (update?.result !== "in-progress") return { kind: "free" };
    const stack = this.settings.stack;
    const described = `update ${update.version} (${update.kind}, started ${update.startTime}, message ${JSON.stringify(update.message)})`;
    const manual = `pulumi cancel --yes --stack ${stack}`;
    const tagged = runIdOfMessage(update.message);
    const run = state ? journalRun(state) : null;
    if (run === null || tagged !== run.runId) {
      const whose =
        tagged === null
          ? "was not started by stackgate"
          : `was started by stackgate run ${tagged}, not by the last journaled run${run ? ` (${run.runId})` : ""}`;
      this.act("keep-lock", `kept the Pulumi Cloud ${described}: it ${whose}`, false);
      this.attention.push(
        `the stack ${stack} has ${described} in progress on Pulumi Cloud, and it ${whose}: nothing proves its run is dead, so it was not canceled. ` +
          `Wait for it to finish; only if you know its run is dead: ${manual}`,
      );
      return before;
    }
    const runState = run.terminal ? "unknown" : await liveness.runState(runRefOf(run));
    // The update's owner is the engine our journal recorded: weigh it like a lock file of it.
    const owner: PulumiLockFile = {
      id: `update-${update.version}`,
      path: `Pulumi Cloud ${described}`,
      pid: run.enginePid ?? null,
      username: state?.header.user ?? "",
      hostname: run.host,
      timestamp: update.startTime,
      raw: "",
    };
    const verdict = this.decide(owner, run, runState);
    if (verdict.kind !== "dead") {
      this.act("keep-lock", `kept the Pulumi Cloud ${described}: ${verdict.reason}`, false);
      this.attention.push(
        `the stack ${stack} has ${described} in progress on Pulumi Cloud, started by run ${run.runId}, and ` +
          (verdict.kind === "alive"
            ? `its engine is alive (${verdict.reason}): wait for it to finish.`
            : `nothing proves that run is dead (${verdict.reason}). Only if you know it is: ${manual}`),
      );
      return before;
    }
    // Re-checked right before the cancel: `pulumi cancel` revokes whatever update is active, so
    // the active one must still be the very update judged above.
    const now = await this.engine.latestUpdate({ reuse: false });
    if (now?.result !== "in-progress" || now.version !== update.version) {
      this.act(
        "keep-lock",
        `did not cancel: the Pulumi Cloud ${described} ${now?.result === "in-progress" ? `was replaced by update ${now.version}` : "finished"} in the meantime`,
        false,
      );
      return this.engine.probeLock();
    }
    try {
      const result = await this.engine.cancelUpdate();
      this.act(
        "cancel-update",
        result === "canceled"
          ? `canceled the Pulumi Cloud ${described} of run ${run.runId}: ${verdict.reason}`
          : `the Pulumi Cloud ${described} had already completed: nothing to cancel`,
      );
    } catch (error) {
      this.act(
        "cancel-update",
        `could not cancel the Pulumi Cloud ${described}: ${messageOf(error)}`,
        false,
      );
      this.attention.push(
        `the dead run ${run.runId} still holds ${described} on Pulumi Cloud and it could not be canceled; run by hand: ${manual}`,
      );
    }
    return this.engine.probeLock();
  }

  async repairPending(state: JournalState | null): Promise<void> {
    const deployment = await this.engine.exportStack();
    const pending = deployment.pendingOperations;
    this.pendingBefore = reportPending(pending);
    this.pendingAfter = this.pendingBefore;
    if (pending.length === 0) return;
    const stack = this.settings.stack;
    const creates = pending.filter((op) => op.type === "creating");
    this.act(
      "report-pending",
      `${pending.length} pending operation(s) in the stack export, left by an interrupted update:\n` +
        pending.map((op) => `  ${op.type} ${op.urn}`).join("\n"),
      false,
    );
    const policy = this.settings.recovery;
    if (policy !== "refresh") {
      const why = `pending operations left in place (recovery policy: ${policy})`;
      if (policy === "fail" || creates.length > 0) {
        this.attention.push(`${why}. Repair them: ${this.manualCommands(creates)}`);
      }
      return;
    }
    const createsPolicy = this.settings.pendingCreates;
    if (creates.length > 0 && createsPolicy === "fail") {
      this.listUnresolved(creates);
      this.attention.push(
        `${creates.length} pending create(s) and the pending-creates policy is fail: nothing was refreshed. ` +
          `For each, check whether the provider created it, then: ${this.manualCommands(creates)}`,
      );
      return;
    }
    const imports: PendingImport[] = [];
    let unresolved: PendingOperation[] = [];
    let clear = false;
    let clearedComponents: PendingOperation[] = [];
    if (createsPolicy === "import") {
      for (const op of creates) {
        const recorded = journalId(state, op.urn);
        if (recorded) imports.push({ urn: op.urn, id: recorded, runId: state?.header.runId ?? "" });
        else unresolved.push(op);
      }
      // A component has no provider-side object: clearing its pending create loses nothing.
      if (unresolved.length > 0 && unresolved.every((op) => !op.custom)) {
        clear = true;
        clearedComponents = unresolved;
        unresolved = [];
      }
    } else if (createsPolicy === "clear") {
      clear = creates.length > 0;
    }
    const outcome = await this.engine.refresh({
      clearPendingCreates: clear,
      importPendingCreates: imports,
      onEvent: (event) => this.deps.output.event(event),
    });
    if (outcome.kind !== "applied") {
      const why =
        outcome.kind === "locked"
          ? `the stack is locked: ${describeLockHolder(outcome.holder)}`
          : outcome.message;
      this.act(
        "refresh",
        `pulumi refresh to repair the pending operations did not finish (${outcome.kind})`,
        false,
      );
      this.attention.push(`the repair refresh failed (${outcome.kind}): ${why}`);
      if (outcome.kind === "locked") {
        this.lockAfterRepair = { kind: "locked", holder: outcome.holder, message: outcome.message };
      }
      return;
    }
    const others = pending.filter((op) => op.type !== "creating");
    this.act(
      "refresh",
      `refreshed ${stack} from the providers (pulumi refresh)` +
        (others.length > 0
          ? `: resolved ${others.length} pending ${others.map((o) => o.type).join("/")} operation(s)`
          : ""),
    );
    // A refresh that exits 0 has not necessarily imported: only the state afterwards proves it.
    const exported = await settlePendingImports(this.engine, this, {
      stack,
      imports,
      exported: await this.engine.exportStack(),
      refreshCommand: (urn, id) => this.importCommand(urn, id),
      onEvent: (event) => this.deps.output.event(event),
    });
    if (clear) {
      const cleared = createsPolicy === "clear" ? creates : clearedComponents;
      const custom = cleared.filter((op) => op.custom);
      this.clearedComponents = cleared.filter((op) => !op.custom);
      this.act(
        "clear-pending-creates",
        `cleared ${cleared.length} pending create(s) from the state: ${cleared.map((op) => op.urn).join(", ")}` +
          (custom.length > 0
            ? `. If the provider had finished creating any of ${custom.map((op) => op.urn).join(", ")}, ` +
              "it now exists outside Pulumi's state: check the provider and `pulumi import` it"
            : " (component resources: nothing exists at any provider)"),
      );
    }
    this.listUnresolved(unresolved);
    const after = exported.pendingOperations;
    this.pendingAfter = reportPending(after);
    const expected = new Set(unresolved.map((op) => op.urn));
    const unexpected = after.filter((op) => !expected.has(op.urn));
    if (unexpected.length > 0) {
      this.attention.push(
        `after the refresh ${unexpected.length} pending operation(s) remain: ${unexpected.map((op) => `${op.type} ${op.urn}`).join(", ")}`,
      );
    }
    if (unresolved.length > 0) {
      this.attention.push(
        `${unresolved.length} pending create(s) have no id in the journal, so they were not imported: ` +
          `check whether the provider created them, then: ${this.manualCommands(unresolved)}`,
      );
    }
  }

  private listUnresolved(ops: readonly PendingOperation[]): void {
    for (const op of ops) {
      this.orphans.push({
        address: op.urn,
        id: null,
        certain: false,
        importCommand: this.importCommand(op.urn, null),
      });
    }
  }

  private importCommand(urn: string, id: string | null): string {
    return `pulumi refresh --stack ${this.settings.stack} --yes --non-interactive --import-pending-creates ${shellWord(urn)} --import-pending-creates ${id === null ? "<ID>" : shellWord(id)}`;
  }

  private manualCommands(creates: readonly PendingOperation[]): string {
    const stack = this.settings.stack;
    const lines = [
      ...creates.map((op) => `  created: ${this.importCommand(op.urn, null)}`),
      ...(creates.length > 0
        ? [
            `  not created: pulumi refresh --stack ${stack} --yes --non-interactive --clear-pending-creates`,
          ]
        : [`  pulumi refresh --stack ${stack} --yes --non-interactive`]),
    ];
    return `\n${lines.join("\n")}`;
  }
}

/** The provider id our journal recorded for a URN (a create the engine reported done). */
function journalId(state: JournalState | null, urn: string): string | undefined {
  if (!state) return undefined;
  const entries = state.resources.filter(
    (r) => r.address === urn && r.id !== undefined && r.id !== "",
  );
  return entries[entries.length - 1]?.id;
}

export async function runPulumiRecover(
  settings: Settings,
  deps: LifecycleDeps,
  options: RecoverOptions = { mode: "recover" },
): Promise<PulumiRecoverResult> {
  const engine = deps.createEngine(settings);
  if (engine.kind !== "pulumi") throw wrongEngineError(engine, "Pulumi", "recover a Pulumi stack");
  if (options.mode !== "preflight") {
    await engine.version();
    await engine.init((event) => deps.output.event(event));
  }
  const frame = new RecoveryJournal(settings, { type: "local", config: {} });
  try {
    const state = await frame.readLastRun();
    const recovery = new PulumiRecovery(settings, deps, engine);
    const before = await engine.probeLock();
    let after = before;
    const canTouch = await frame.mayTouch(
      state,
      recovery,
      options.mode,
      options.runLiveness ?? UNKNOWN_RUN_LIVENESS,
    );
    if (canTouch) {
      const liveness = options.runLiveness ?? UNKNOWN_RUN_LIVENESS;
      after =
        engine.backend.kind === "cloud"
          ? await recovery.cancelDeadUpdate(state, before, liveness)
          : await recovery.releaseDeadLocks(state, before, liveness);
      if (options.mode !== "unlock" && after.kind !== "locked") {
        for (const detail of (await engine.locks.repairCheckpoint?.()) ?? []) {
          recovery.act("repair-checkpoint", detail);
        }
        await recovery.repairPending(state);
        if (recovery.lockAfterRepair) after = recovery.lockAfterRepair;
      }
    }
    return {
      ...finishRecovery({
        mode: options.mode,
        done: recovery,
        lock: { before, after },
        state,
        journal: frame.journal,
      }),
      pendingOperations: recovery.pendingBefore,
      pendingAfter: recovery.pendingAfter,
      provenAbsent: recovery.clearedComponents.map((op) => op.urn),
    };
  } finally {
    await frame.close(deps.output);
  }
}
