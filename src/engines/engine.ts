/**
 * The engine port's shared part: events, outcomes, requests, the operations every engine has
 * (`EngineCore`), and the operation reports an engine gives its host. Each adapter extends
 * `EngineCore` with its own capabilities under a `kind` tag (terraform/engine.ts
 * `TerraformEngine`, pulumi/engine.ts `PulumiEngine`); the union of them, `Engine`, is the
 * factory's (command/create-engine.ts), above both.
 */
import { EXIT, StackgateError } from "../errors.js";
import type {
  ChangeSet,
  Diagnostic,
  EngineName,
  ResourceChange,
  StackOutput,
} from "../model/change.js";
import type { ProcessResult } from "../process/runner.js";

/** One line of live engine progress, already parsed from the engine's JSON stream. */
export interface EngineEvent {
  kind:
    | "progress"
    | "resource-start"
    | "resource-done"
    | "resource-failed"
    | "diagnostic"
    | "summary"
    | "log";
  message: string;
  /** Resource address for resource events. */
  address?: string;
  /** For resource events: what the engine does or did. */
  action?: "create" | "update" | "delete" | "read" | "replace";
  /** Provider-assigned id where the engine reports it (Terraform `id_value`). */
  id?: string;
  diagnostic?: Diagnostic;
  /** For summary: the engine's change counts (Terraform `change_summary.changes`). */
  counts?: { add: number; change: number; remove: number; import?: number };
}

export type EventSink = (event: EngineEvent) => void;

/** Who holds a lock, as far as the engine's error tells. */
export interface LockHolder {
  id?: string;
  path?: string;
  operation?: string;
  who?: string;
  version?: string;
  created?: string;
  info?: string;
}

export type LockProbe =
  | { kind: "free" }
  | { kind: "locked"; holder: LockHolder; message: string }
  | { kind: "unknown"; message: string };

export type PlanOutcome =
  | { kind: "planned"; changeSet: ChangeSet; planFile: string; hasChanges: boolean }
  | { kind: "locked"; holder: LockHolder; message: string }
  | { kind: "failed"; message: string; diagnostics: Diagnostic[] }
  | { kind: "interrupted"; message: string };

export type ApplyOutcome =
  | { kind: "applied"; summary: ApplySummary; outputs?: StackOutput[] }
  | { kind: "stale-plan"; message: string }
  | { kind: "locked"; holder: LockHolder; message: string }
  | {
      kind: "failed";
      message: string;
      diagnostics: Diagnostic[];
      summary: ApplySummary;
      /** The signal the engine died of, when it did not exit by itself. */
      killedBy?: NodeJS.Signals;
    }
  | { kind: "interrupted"; message: string; summary: ApplySummary; killedBy?: NodeJS.Signals };

/**
 * A failure that follows our own stop is the stop's doing: an engine that cancels the steps in
 * flight on the first signal fails them (real Pulumi 3.274: "context canceled"), and the run was
 * interrupted, not broken (exit 130/143, phase `interrupted`). `received`: the signal we got.
 */
export function outcomeAfterStop(outcome: ApplyOutcome, received: string | null): ApplyOutcome {
  if (outcome.kind !== "failed" || received === null) return outcome;
  return {
    kind: "interrupted",
    message: `stopped by ${received}: ${outcome.message}`,
    summary: outcome.summary,
  };
}

/**
 * The same for a plan: a plan that failed after our own stop was interrupted (real Pulumi
 * 3.274.1 answers a SIGINT during `up`'s preview with "error: preview canceled", exit 1).
 */
export function planOutcomeAfterStop(outcome: PlanOutcome, received: string | null): PlanOutcome {
  if (outcome.kind !== "failed" || received === null) return outcome;
  return { kind: "interrupted", message: `stopped by ${received}: ${outcome.message}` };
}

export interface ApplySummary {
  added: number;
  changed: number;
  removed: number;
}

export interface PlanRequest {
  planFile: string;
  mode: "normal" | "refresh-only" | "destroy";
  lockTimeout: string;
  vars: readonly string[];
  varFiles: readonly string[];
  /**
   * OpenTofu `-exclude`: addresses left out of the plan with their dependents. Only for an
   * engine whose traits have it (exclude.ts); recovery's whole-state refresh never passes it.
   */
  exclude?: readonly string[];
  onEvent?: EventSink;
  /** Called with the engine process once it started (journal its pid). */
  onStart?: (pid: number | undefined) => void;
  /**
   * Only whether the plan has changes is wanted (recovery's refresh check): the engine may
   * skip reading the change set back (Terraform: no `show -json`) and return an empty one.
   */
  changesOnly?: boolean;
}

export interface ApplyRequest {
  planFile: string;
  lockTimeout: string;
  onEvent?: EventSink;
  /** Called with the engine process once it started (journal its pid). */
  onStart?: (pid: number | undefined) => void;
  /** The journaled run applying it; engines that can label an update with it do (Pulumi `--message`). */
  runId?: string;
  /** What the plan was made for, for engines whose plan file does not say (Pulumi). */
  mode?: PlanRequest["mode"];
  /** The preview's excludes, for engines whose apply plans again (Pulumi `up --exclude`). */
  exclude?: readonly string[];
}

/** A read-only refresh plan's request (`EngineCore.refreshPlan`, refresh-plan.ts). */
export interface RefreshPlanRequest {
  /** How long the engine waits for the state lock (keep it short: this is a read). */
  lockTimeout: string;
  vars: readonly string[];
  varFiles: readonly string[];
  onEvent?: EventSink;
}

export type RefreshPlanOutcome =
  | { kind: "in-sync"; changeSet: ChangeSet }
  /** `drifted`: the resources whose real object differs from the state, as the engine read them. */
  | { kind: "drifted"; changeSet: ChangeSet; drifted: ResourceChange[] }
  | { kind: "locked"; holder: LockHolder; message: string }
  | { kind: "failed"; message: string; diagnostics: Diagnostic[] }
  | { kind: "interrupted"; message: string };

/** The operations every engine has (engine.ts adds what each engine has beyond them). */
export interface EngineCore {
  readonly name: EngineName;
  readonly workdir: string;
  /** Detects the engine's version; fails clearly when the binary is missing. */
  version(): Promise<string>;
  /** Prepares the working directory (providers, backend). */
  init(onEvent?: EventSink): Promise<void>;
  plan(request: PlanRequest): Promise<PlanOutcome>;
  /**
   * Reads a saved plan file back into the change model (used to verify a digest before apply).
   * `mode` is what the plan was made for, for engines whose plan file does not say (Pulumi).
   */
  showPlan(
    planFile: string,
    mode?: PlanRequest["mode"],
    exclude?: readonly string[],
  ): Promise<ChangeSet>;
  /**
   * A read-only refresh plan (refresh-plan.ts): in sync, drifted (which resources), locked (by
   * whom) or failed. Never writes state; takes the lock only for the read.
   */
  refreshPlan(request: RefreshPlanRequest): Promise<RefreshPlanOutcome>;
  /** Applies exactly the saved plan: never re-plans. */
  apply(request: ApplyRequest): Promise<ApplyOutcome>;
  /** Cheap check of who holds the state lock, without changing anything. */
  probeLock(): Promise<LockProbe>;
  /**
   * What the apply of run `runId` reported, from the output it left where it outlives a killed
   * stackgate (its events in order; [] when it left none), and `forget` drops that output once
   * it is journaled. Engines whose apply writes to a pipe leave none.
   */
  readRunOutput?(runId: string): { events: EngineEvent[]; forget: () => void };
  /** Addresses of every resource instance in state. */
  listState(): Promise<string[]>;
  /** Addresses of tainted resource instances (a create that failed half-way). */
  listTainted(): Promise<string[]>;
  /** Writes a state file (e.g. `errored.tfstate`) to the backend. */
  pushState(file: string): Promise<void>;
  /** Adopts an existing object into state. */
  importResource(address: string, id: string): Promise<void>;
}

/**
 * The engine's binary could not be started at all (ENOENT, EACCES): exit 69 naming the binary
 * and what was expected in its place.
 */
export function assertEngineStarted(result: ProcessResult, binary: string, expected: string): void {
  if (!result.spawnFailed) return;
  throw new StackgateError(
    `engine binary "${binary}" could not be started (${result.spawnError ?? "unknown error"}). ` +
      `Expected ${expected} on PATH: install it or pass --engine-binary with its path.`,
    EXIT.engineUnavailable,
  );
}

/**
 * An engine operation that changes something or may take the lock, as the engine reports it to
 * its host when it starts and ends (the lifecycle's events, command/events.ts, carry it on).
 * Nothing here is secret: addresses, lock IDs and file paths only.
 */
export type EngineOperation =
  | { name: "init" }
  | { name: "plan"; mode: PlanRequest["mode"] }
  | { name: "apply"; planFile: string }
  | { name: "refresh" }
  | { name: "push-state"; file: string }
  | { name: "import"; address: string }
  | { name: "force-unlock"; lockId: string }
  | { name: "cancel-update" };

export type OperationStage = { stage: "start" } | { stage: "end"; ok: boolean };

/** Told of each operation as it starts and as it ends (`ok: false` when it threw). */
export type OperationObserver = (operation: EngineOperation, stage: OperationStage) => void;

/** Runs one operation between its start and end reports. */
export async function observeOperation<T>(
  observer: OperationObserver | undefined,
  operation: EngineOperation,
  run: () => Promise<T>,
): Promise<T> {
  observer?.(operation, { stage: "start" });
  let ok = false;
  try {
    const result = await run();
    ok = true;
    return result;
  } finally {
    observer?.(operation, { stage: "end", ok });
  }
}
