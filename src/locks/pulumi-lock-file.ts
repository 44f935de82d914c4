/**
 * The content of a Pulumi DIY lock file and where it lives, the same on every backend
 * (file://: pulumi-locks.ts, s3://: pulumi-locks-s3.ts, postgres://: pulumi-locks-postgres.ts).
 */
import { isRecord } from "../model/json.js";
import type { PulumiLockFile } from "../engines/pulumi/lock-files.js";
import type { PulumiStackRef } from "../engines/pulumi/project.js";

/**
 * A DIY object store's backend URL, parsed; throws saying what was expected. `shown` is how the
 * message names it (never a URL that may carry a password).
 */
export function parseBackendUrl(url: string, shown: string, expected: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new Error(`${shown} is not a URL (expected ${expected})`);
  }
}

/**
 * The key prefix Pulumi gives every object of a non-file DIY backend: the URL's path without
 * its leading slashes, ending in `/` (`""` for none) — gocloud's PrefixedBucket in
 * pkg/backend/diy/backend.go. For `postgres://` that path is the database name.
 */
export function backendKeyPrefix(url: URL): string {
  const path = decodeURIComponent(url.pathname).replace(/^\/+/, "");
  return path === "" || path.endsWith("/") ? path : `${path}/`;
}

/**
 * The key prefixes of a stack's lock files under an object store's root (`""` or ending in
 * `/`): the project layout `.pulumi/locks/organization/<project>/<stack>/`, then the legacy
 * `.pulumi/locks/<stack>/`. A lock file is a `<uuid>.json` directly under one of them.
 */
export function lockKeyPrefixes(root: string, ref: PulumiStackRef): string[] {
  const locks = `${root}.pulumi/locks/`;
  return [`${locks}organization/${ref.project}/${ref.stack}/`, `${locks}${ref.stack}/`];
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
