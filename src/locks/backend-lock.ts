import type { PgLockScheme } from "../engines/terraform/traits.js";

/** The lock of a state backend as stackgate reads and breaks it (implementations: http-locks.ts, pg-locks.ts, s3-locks.ts). */

/**
 * A lock's age as the backend's own clock measures it — never the runner's, which may be
 * hours off. `clock` says which clock, for the decision's reason.
 */
export interface LockAge {
  ms: number;
  clock: string;
}

export interface BackendHolder {
  /** Lock id (http) or `pg-session:<pid>` (pg). */
  id: string;
  who?: string;
  operation?: string;
  /** When the lock (http) or the holding session (pg) started. */
  created?: string;
  info?: string;
  /** pg: the server process id of the holding session. */
  sessionPid?: number;
  /** pg: the holding session's `application_name`, when it has one. */
  applicationName?: string;
  /**
   * What binds the lock to the run that took it, compared with the journal's `lock` entry:
   * the lock ID (http, s3: `id`), or for pg `pg-application:<name>` — set only for a session
   * name stackgate gave its engine (locks/pg-identity.ts). Absent: `id` is the identity.
   */
  identity?: string;
  /**
   * http: the holder's LockInfo exactly as the server returned it, used to unlock it; pg: the
   * holding session's start in microseconds, re-checked before it is terminated.
   */
  raw?: string;
  /** s3: where the lock was found (the DynamoDB item, the `.tflock` object, or both). */
  locations?: string[];
  /**
   * The lock's age by the backend's clock (http: the server's `Date` minus the lock's
   * `Created`; pg: `clock_timestamp()` minus the holding session's last state change). Absent
   * where the backend keeps no clock stackgate can read: `stale-after` does not apply then.
   */
  age?: LockAge;
  /** Why `age` is absent, for the decision's reason. */
  ageUnknown?: string;
}

export interface BackendLocksOptions {
  /** pg: the engine's table and creation-lock key (its traits); Terraform's when absent. */
  pgScheme?: PgLockScheme;
  /** The initialised working directory (s3 and pg read the current workspace from it). */
  workdir?: string;
  /** `<engine> force-unlock -force <id>` in the working directory (s3, and bound locks elsewhere). */
  forceUnlock?: (id: string) => Promise<void>;
  /** The engine binary, for manual commands. */
  binary?: string;
}

export type BackendLockState =
  | { kind: "free" }
  | { kind: "held"; holder: BackendHolder }
  | { kind: "unsupported"; reason: string };

/**
 * A lock stackgate takes itself, written in the engine's own format (the engine's
 * `force-unlock` and every other run read it as the engine's), so that its ID is journaled
 * before the lock exists and the engine runs under it with `-lock=false`.
 */
export interface OwnLockRequest {
  /** The lock ID (a UUID, as the engine makes them), journaled before the lock is taken. */
  id: string;
  /** The engine's operation name, e.g. `OperationTypeApply`. */
  operation: string;
  /** Free text shown to whoever finds the lock: which stackgate run holds it. */
  info: string;
  who: string;
  version: string;
}

export type OwnLockAttempt =
  { kind: "taken"; release(): Promise<void> } | { kind: "held"; holder: BackendHolder };

export interface BackendLocks {
  readonly backend: string;
  /**
   * Takes the lock for stackgate itself, where the lock is an object apart from the state that
   * stackgate can write the way the engine does (s3: the DynamoDB item and/or `.tflock`).
   * Absent where it cannot (http, pg, local, unreadable backends): the engine takes its own.
   */
  take?(request: OwnLockRequest): Promise<OwnLockAttempt>;
  /**
   * Takes over the lock `holder` holds (its owner proven dead) for stackgate itself, atomically:
   * written only while the lock is still exactly `holder`'s record, so of two that race for it
   * one wins and the other finds it held. Absent where the backend has no conditional write.
   */
  takeOver?(holder: BackendHolder, request: OwnLockRequest): Promise<OwnLockAttempt>;
  /**
   * Whether the engine can write the state (with `-lock=false`) while a lock stands: true where
   * the lock is an object apart from the state (s3: the DynamoDB item or `.tflock`; gcs: the
   * `.tflock` object), so recovery can finish its writes under a dead run's lock and release it
   * last. False where the server refuses a write without the holder's ID (http, azurerm's blob
   * lease) or the lock is a session's (pg) or a process's (local): released first there.
   */
  readonly writableWhileHeld: boolean;
  /** The holder straight from the backend; `unsupported` where the backend cannot tell. */
  inspect(): Promise<BackendLockState>;
  /**
   * Breaks exactly this holder's lock, re-checking right before the release that the lock is
   * still this holder's (nothing happens when it changed hands); throws with a manual command
   * when it cannot.
   */
  breakLock(holder: BackendHolder): Promise<void>;
  /** The command an engineer would run by hand to break it. */
  manualCommand(holder: BackendHolder | null): string;
}
