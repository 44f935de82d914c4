/**
 * What the lifecycle tells its host as it goes, so that a host observes a run instead of
 * wrapping its engine: the phases the run journal records, and each engine operation that may
 * change something or take the lock, as it starts and as it ends. GitHub's Action saves the
 * intent its post step needs from these and groups its log by them (action/observe.ts).
 *
 * Observers are called synchronously and must not throw.
 */
import type { EngineOperation, OperationObserver } from "../engines/engine.js";
import type { Phase } from "../journal/entries.js";
import type { EngineName } from "../model/change.js";

export type LifecycleEvent =
  /** The run session wrote this phase to the journal (lifecycle/session.ts). */
  | { kind: "phase"; phase: Phase }
  | { kind: "operation-start"; engine: EngineName; operation: EngineOperation }
  /** `ok: false` when the operation threw (an outcome like `failed` or `locked` is ok: true). */
  | { kind: "operation-end"; engine: EngineName; operation: EngineOperation; ok: boolean };

export type LifecycleObserver = (event: LifecycleEvent) => void;

/** The engine adapter's operation reports, as lifecycle events for `observe`. */
export function reportOperationsTo(
  observe: LifecycleObserver,
  engine: EngineName,
): OperationObserver {
  return (operation, stage) =>
    observe(
      stage.stage === "start"
        ? { kind: "operation-start", engine, operation }
        : { kind: "operation-end", engine, operation, ok: stage.ok },
    );
}
