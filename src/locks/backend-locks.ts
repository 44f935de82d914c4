/**
 * Backend-aware lock access: who exactly holds the lock (more than Terraform's error says),
 * and how to break it. Breaking is only ever called after the ownership decision said the
 * owner is dead, and each implementation breaks only the holder it was shown (race-safe).
 *
 * - local: the real lock is an fcntl lock that dies with its process; nothing to break. Read
 *   from the kernel's /proc/locks where that lists every holder (local-locks.ts).
 * - http: LOCK with a probe LockInfo answers 423/409 with the holder's LockInfo JSON;
 *   UNLOCK with that exact LockInfo releases only that holder.
 * - pg: the advisory lock on the state row's id, held by a server session; terminating that
 *   session releases it (`force-unlock` on pg prints success and does nothing).
 * - s3: the DynamoDB item and/or the `.tflock` object, read directly (s3-locks.ts, AWS SDK
 *   loaded on first use); released with the engine's `force-unlock -force <ID>`.
 * - every other backend (gcs, azurerm, consul, …): not readable here. The engine's own lock
 *   error names the holder; a lock whose ID our journal recorded for a dead run of ours is
 *   released with `force-unlock -force <ID>` (which checks the ID), nothing else is.
 */
import type { TerraformEngine } from "../engines/terraform/engine.js";
import { terraformTraits } from "../engines/terraform/traits.js";

import { EXIT, StackgateError } from "../errors.js";
import type { BackendConfig } from "../backends/backend-config.js";
import { currentWorkspace, readS3BackendSettings } from "../backends/s3-backend.js";
import type { BackendLocks, BackendLocksOptions } from "./backend-lock.js";
import { localStatePath } from "../backends/local-state-path.js";
import { createHttpLocks, httpLockConfig } from "./http-locks.js";
import { inspectLocalLock } from "./local-locks.js";
import { createPgLocks } from "./pg-locks.js";
import { createS3Locks } from "./s3-locks.js";

import { type Settings } from "../settings/index.js";
/** What the backend lock access needs from the working directory and the engine. */
export function backendLocksOptions(
  settings: Settings,
  engine?: TerraformEngine,
): BackendLocksOptions {
  const traits = engine?.traits ?? terraformTraits(settings.engine);
  return {
    workdir: settings.workdir,
    binary: settings.engineBinary,
    pgScheme: traits.pg,
    ...(engine ? { forceUnlock: (id: string) => engine.forceUnlock(id) } : {}),
  };
}

export function createBackendLocks(
  backend: BackendConfig,
  env: NodeJS.ProcessEnv,
  options: BackendLocksOptions = {},
): BackendLocks {
  const workdir = options.workdir;
  const workspace = workdir === undefined ? "default" : currentWorkspace(workdir, env);
  if (backend.type === "http") {
    const cfg = httpLockConfig(backend.config, env);
    if (cfg) return createHttpLocks(cfg);
  }
  if (backend.type === "pg") {
    const scheme = options.pgScheme ?? terraformTraits("terraform").pg;
    return createPgLocks(backend.config, env, workspace, scheme);
  }
  if (backend.type === "s3" && workdir !== undefined) {
    const settings = readS3BackendSettings(backend.config, workdir, env);
    if (!settings.assumeRole) return createS3Locks(settings, options);
  }
  const binary = options.binary ?? "terraform";
  const stateFile =
    backend.type === "local" && workdir !== undefined
      ? localStatePath(workdir, backend, env)
      : null;
  const reason =
    backend.type === "local"
      ? "the local backend's lock is an fcntl lock that dies with its process: a held lock means a live owner"
      : `stackgate cannot read ${backend.type} backend locks directly`;
  return {
    backend: backend.type,
    writableWhileHeld: backend.type === "s3" || backend.type === "gcs",
    // local: read from the kernel where that is the truth (local-locks.ts), never broken.
    inspect: () =>
      Promise.resolve(
        stateFile === null ? { kind: "unsupported", reason } : inspectLocalLock(stateFile),
      ),
    // Only reached for a lock bound to a dead run of ours by its journaled ID (recover.ts):
    // force-unlock checks that ID, so nobody else's lock can be released by it.
    breakLock: (holder) =>
      backend.type !== "local" && options.forceUnlock !== undefined
        ? options.forceUnlock(holder.id)
        : Promise.reject(
            new StackgateError(`cannot break a ${backend.type} lock: ${reason}`, EXIT.failed),
          ),
    manualCommand: (holder) => `${binary} force-unlock ${holder?.id ?? "<LOCK_ID>"}`,
  };
}
