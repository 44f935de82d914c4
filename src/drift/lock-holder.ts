/**
 * Who holds a locked stack's lock, read as `status` reads it: from the backend itself where
 * stackgate can (http, pg, s3, local's fcntl lock; locks/backend-locks.ts), since the engine's
 * lock error names little more than the lock ID. Only read, never taken over or broken; where
 * the backend cannot be read (Pulumi, other backends) the engine's own words stand.
 */
import { readBackendConfig } from "../backends/backend-config.js";
import type { Engine } from "../command/create-engine.js";
import type { LockHolder } from "../engines/engine.js";
import { backendLocksOptions, createBackendLocks } from "../locks/backend-locks.js";
import type { Settings } from "../settings/index.js";

export async function readLockHolder(
  engine: Engine,
  settings: Settings,
  fromEngine: LockHolder,
): Promise<LockHolder> {
  if (engine.kind !== "terraform") return fromEngine;
  try {
    const backend = readBackendConfig(settings.workdir, process.env);
    const locks = createBackendLocks(backend, process.env, backendLocksOptions(settings, engine));
    const state = await locks.inspect();
    if (state.kind !== "held") return fromEngine;
    const { holder } = state;
    // The engine's lock error named this lock: a different one now is another holder's.
    if (fromEngine.id !== undefined && holder.id !== fromEngine.id) return fromEngine;
    return {
      ...fromEngine,
      id: holder.id,
      ...(holder.who === undefined ? {} : { who: holder.who }),
      ...(holder.operation === undefined ? {} : { operation: holder.operation }),
      ...(holder.created === undefined ? {} : { created: holder.created }),
      ...(holder.info === undefined ? {} : { info: holder.info }),
    };
  } catch {
    // Reading the backend is extra detail: the engine's report of the lock stands.
    return fromEngine;
  }
}
