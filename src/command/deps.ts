import type { EngineEvent } from "../engines/engine.js";
import type { Engine } from "./create-engine.js";
import type { ProcessRunner } from "../process/runner.js";
import type { RunLiveness } from "../locks/liveness.js";
import type { Interrupts } from "../signals/signal-trap.js";

import type { LifecycleObserver } from "./events.js";
import type { RunResult } from "./result.js";

import { type Settings } from "../settings/index.js";
/** Where progress for people goes (stderr in the CLI). Every line is redacted before it is written. */
export interface Output {
  info(message: string): void;
  warn(message: string): void;
  /** Live engine progress. */
  event(event: EngineEvent): void;
}

/**
 * A platform approval gate (GitHub: environment, pr-review, comment). Called by `up` with the
 * plan it is about to apply (digest known); resolves null to apply, or the reason it refuses.
 */
export interface ApprovalGateHook {
  (planned: RunResult): Promise<string | null>;
  /**
   * Asked by `up` before any engine process, pre-flight or repository-controlled file runs:
   * everything the gate can decide without the plan (fork, PR open, head = this commit, a
   * published plan, an allowed approver who is not the PR's author). Null, or why not.
   */
  beforeEngine(): Promise<string | null>;
}

/** Asks a person a yes/no question; resolves false when nobody can answer. */
export type Confirm = (question: string) => Promise<boolean>;

export interface LifecycleDeps {
  runner: ProcessRunner;
  output: Output;
  confirm: Confirm;
  /**
   * Builds the engine for the settings' engine name (injected so tests can swap runners). The
   * engines it builds report their operations to `observe`.
   */
  createEngine: (settings: Settings) => Engine;
  /** The signal trap, as far as lifecycles need it. */
  interrupts: Interrupts;
  /** The CI platform's word on whether a run is over (pre-flight recovery asks it). */
  runLiveness?: RunLiveness;
  /** When set, `up` asks this gate instead of `--yes`/`--approve`/`--digest` alone. */
  approvalGate?: ApprovalGateHook;
  /** The host's observer of the run (phases, engine operations); see events.ts. */
  observe?: LifecycleObserver;
  /**
   * What the pre-flight may do about a run left unfinished: repair it (the default), or only
   * report it — a preview of pull-request code never changes the state (ci/runner.ts).
   */
  preflight?: "repair" | "report-only";
}
