/**
 * Picks the engine adapter for the settings. It sits above engines/, locks/ and settings: the
 * doors (CLI, Action, Pipe) import it, nothing in engines/ does.
 */
import type { ProcessRunner, RunningProcess } from "../process/runner.js";

import { createPulumiLockStore } from "../locks/pulumi-locks.js";
import { ownPgApplicationName, PG_APPLICATION_ENV } from "../locks/pg-identity.js";
import type { Engine } from "../engines/engine.js";
import { createPulumiEngine } from "../engines/pulumi/engine.js";
import { createTerraformEngine } from "../engines/terraform/engine.js";

import { type Settings } from "../settings/index.js";
export interface EngineFactoryOptions {
  runner: ProcessRunner;
  /** The environment the entry point was given (Pulumi reads its backend settings from it). */
  env: Readonly<Record<string, string | undefined>>;
  /** Every engine process is handed to the signal trap as it starts. */
  own: (child: RunningProcess) => void;
}

/** The one place that maps `settings.engine` to an adapter: CLI, Action and Pipe share it. */
export function createEngineFactory(options: EngineFactoryOptions): (settings: Settings) => Engine {
  const { runner, own } = options;
  return (s) =>
    s.engine === "pulumi"
      ? createPulumiEngine({
          binary: s.engineBinary,
          workdir: s.workdir,
          stack: s.stack,
          runner,
          lockStore: (backend, ref) => createPulumiLockStore(backend, ref),
          environment: { ...options.env },
          onStart: own,
        })
      : createTerraformEngine({
          name: s.engine,
          binary: s.engineBinary,
          workdir: s.workdir,
          runner,
          // The pg backend's session carries this run's identity (locks/pg-identity.ts).
          env: { [PG_APPLICATION_ENV]: ownPgApplicationName() },
          onStart: own,
        });
}
