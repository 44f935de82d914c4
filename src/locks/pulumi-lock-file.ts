/** The content of a Pulumi DIY lock file, read the same on every backend (file://: pulumi-locks.ts, s3://: pulumi-locks-s3.ts). */
import { isRecord } from "../model/json.js";
import type { PulumiLockFile } from "../engines/pulumi/lock-files.js";

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
