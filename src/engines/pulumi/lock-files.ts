/**
 * The port through which the Pulumi adapter reads a DIY backend's lock files. It is implemented
 * in src/locks/pulumi-locks.ts (file://, s3:// and postgres://) and handed to the adapter by
 * whoever creates it (src/command/create-engine.ts), so the engine layer never imports locks/.
 */
import type { LockProbe } from "../engine.js";
import type { PulumiBackend, PulumiStackRef } from "./project.js";

export interface PulumiLockFile {
  /** The file's name without `.json` (a UUID per process). */
  id: string;
  /** Absolute path of the lock file (or its URL on an object store). */
  path: string;
  pid: number | null;
  username: string;
  hostname: string;
  /** As written by the owner (Go RFC 3339 time). */
  timestamp: string;
  /** The file's exact content, to delete it only while it is unchanged. */
  raw: string;
  /** Set when the content is not the lock format (kept: an unreadable lock is never broken). */
  unreadable?: string;
}

export type PulumiLockListing =
  { kind: "listed"; locks: PulumiLockFile[] } | { kind: "unsupported"; reason: string };

export interface PulumiLockStore {
  readonly backendUrl: string;
  /** Every lock file of the stack, straight from the backend. */
  list(): Promise<PulumiLockListing>;
  /** Deletes exactly this lock file, and only if it still holds what was listed. */
  remove(lock: PulumiLockFile): Promise<void>;
  /** What a person would run to remove it by hand (never `pulumi cancel`). */
  manualCommand(lock: PulumiLockFile | null): string;
  /**
   * file:// only: removes a checkpoint `.attrs` sidecar a kill left broken (it makes every read
   * of the stack fail); what was removed and why. Only while no live process holds the stack.
   */
  repairCheckpoint?(): Promise<string[]>;
}

/** Opens the lock files of one stack on its backend. */
export type PulumiLockStoreFactory = (
  backend: PulumiBackend,
  ref: PulumiStackRef,
) => PulumiLockStore;

/** Who holds a DIY stack, straight from its lock files. */
export async function probeLockFiles(locks: PulumiLockStore, stack: string): Promise<LockProbe> {
  const listed = await locks.list();
  if (listed.kind === "unsupported") return { kind: "unknown", message: listed.reason };
  const first = listed.locks[0];
  if (!first) return { kind: "free" };
  return {
    kind: "locked",
    holder: {
      id: first.id,
      path: first.path,
      who: `${first.username}@${first.hostname}`,
      operation: `pid ${first.pid ?? "?"}`,
      created: first.timestamp,
      ...(listed.locks.length > 1 ? { info: `${listed.locks.length} lock files` } : {}),
    },
    message:
      `the stack ${stack} is locked by ${listed.locks.length} lock file(s):\n` +
      listed.locks
        .map(
          (l) => `  ${l.path}: ${l.username}@${l.hostname} (pid ${l.pid ?? "?"}) at ${l.timestamp}`,
        )
        .join("\n"),
  };
}
