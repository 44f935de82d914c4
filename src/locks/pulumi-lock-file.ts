/** A Pulumi DIY lock file as stackgate reads it, and the store that lists and removes them (file://: pulumi-locks.ts, s3://: pulumi-locks-s3.ts). */
import { isRecord } from "../engines/pulumi/values.js";

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
}

export function parseLockContent(raw: string): Omit<PulumiLockFile, "id" | "path" | "raw"> {
  const unreadable = (reason: string) => ({
    pid: null,
    username: "",
    hostname: "",
    timestamp: "",
    unreadable: reason,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return unreadable("not JSON");
  }
  if (!isRecord(parsed)) return unreadable("not a JSON object");
  const p = parsed; // narrowed to an object
  const pid = typeof p.pid === "number" && Number.isInteger(p.pid) && p.pid > 0 ? p.pid : null;
  const lock: Omit<PulumiLockFile, "id" | "path" | "raw"> = {
    pid,
    username: typeof p.username === "string" ? p.username : "",
    hostname: typeof p.hostname === "string" ? p.hostname : "",
    timestamp: typeof p.timestamp === "string" ? p.timestamp : "",
  };
  if (pid === null || lock.hostname === "") lock.unreadable = 'missing "pid" or "hostname"';
  return lock;
}
