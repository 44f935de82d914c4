/**
 * Picks the engine adapter for the settings, and says what an engine is (`Engine`, the tagged
 * union of the adapters). It sits above engines/, locks/ and settings: the doors (CLI, Action,
 * Pipe) and the lifecycles import it, nothing in engines/ does.
 */
import type { ProcessRunner, RunningProcess } from "../process/runner.js";

import { createPulumiLockStore } from "../locks/pulumi-locks.js";
import { EXIT, StackgateError } from "../errors.js";
import { reportOperationsTo, type LifecycleObserver } from "./events.js";
import { createPulumiEngine, type PulumiEngine } from "../engines/pulumi/engine.js";
import { createTerraformEngine, type TerraformEngine } from "../engines/terraform/engine.js";
import { ownPgApplicationName, PG_APPLICATION_ENV } from "../locks/pg-identity.js";

import { type Settings } from "../settings/index.js";
/**
 * An engine: one member per adapter, tagged by `kind`, each with every capability that engine
 * has as a required member. Code that needs an engine-specific capability switches on `kind`,
 * never on which methods an object happens to carry, and an object that lacks one of its
 * engine's capabilities does not type-check (so no wrapper can drop one).
 */
export type Engine = TerraformEngine | PulumiEngine;
export type { PulumiEngine, TerraformEngine };

/** The error for code that works with one engine only and was given another one. */
export function wrongEngineError(engine: Engine, wanted: string, purpose: string): StackgateError {
  return new StackgateError(
    `engine "${engine.name}" is not the ${wanted} adapter: cannot ${purpose} with it`,
    EXIT.usage,
  );
}

export interface EngineFactoryOptions {
  runner: ProcessRunner;
  /** The environment the entry point was given (Pulumi reads its backend settings from it). */
  env: Readonly<Record<string, string | undefined>>;
  /** Every engine process is handed to the signal trap as it starts. */
  own: (child: RunningProcess) => void;
  /** Told of every engine operation as it starts and ends (the host's observer). */
  observe?: LifecycleObserver;
}

/** The one place that maps `settings.engine` to an adapter: CLI, Action and Pipe share it. */
export function createEngineFactory(options: EngineFactoryOptions): (settings: Settings) => Engine {
  const { runner, own, observe } = options;
  return (s) => {
    const onOperation = observe ? { onOperation: reportOperationsTo(observe, s.engine) } : {};
    return s.engine === "pulumi"
      ? createPulumiEngine({
          binary: s.engineBinary,
          workdir: s.workdir,
          stack: s.stack,
          runner,
          lockStore: (backend, ref) => createPulumiLockStore(backend, ref),
          environment: { ...options.env },
          onStart: own,
          ...onOperation,
        })
      : createTerraformEngine({
          name: s.engine,
          binary: s.engineBinary,
          workdir: s.workdir,
          runner,
          // The pg backend's session carries this run's identity (locks/pg-identity.ts); the
          // stack's workspace reaches every command (settings `workspace`).
          env: {
            [PG_APPLICATION_ENV]: ownPgApplicationName(),
            ...(s.workspace !== undefined ? { TF_WORKSPACE: s.workspace } : {}),
          },
          backendConfig: s.backendConfig,
          onStart: own,
          ...onOperation,
        });
  };
}
