/**
 * Reading what a finished Pulumi command meant: its version-dependent exit codes, a DIY lock
 * refusal, a Pulumi Cloud 409, a cancellation.
 *
 * Exit codes: before v3.226.1 every failure exits 255. Since then (`pkg/cmd/pulumi/cmd/exit_codes.go`)
 * 1 generic (including an engine failure or "update canceled", reported as a bail), 2 configuration
 * or missing `--yes`, 3 authentication, 4 resource error, 5 policy, 6 stack not found, 7 changes
 * despite `--expect-no-changes`, 8 cancelled, 9 timeout, 255 internal.
 */
import type { LockHolder } from "../engine.js";

export interface PulumiVersion {
  major: number;
  minor: number;
  patch: number;
  text: string;
}

export function parsePulumiVersion(text: string): PulumiVersion | null {
  const m = /v?(\d+)\.(\d+)\.(\d+)([\w.+-]*)/.exec(text);
  if (!m) return null;
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    text: `${m[1]}.${m[2]}.${m[3]}${m[4] ?? ""}`,
  };
}

function atLeast(version: PulumiVersion | null, major: number, minor: number, patch = 0): boolean {
  if (version === null) return false;
  if (version.major !== major) return version.major > major;
  if (version.minor !== minor) return version.minor > minor;
  return version.patch >= patch;
}

/** v3.226.1 introduced the exit-code taxonomy; earlier CLIs exit 255 for every failure. */
export function hasExitCodeTaxonomy(version: PulumiVersion | null): boolean {
  return atLeast(version, 3, 226, 1);
}

export type ExitMeaning =
  | "ok"
  | "failed"
  | "configuration"
  | "authentication"
  | "resource"
  | "policy"
  | "stack-not-found"
  | "no-changes-expected"
  | "cancelled"
  | "timeout"
  | "internal";

const TAXONOMY: Readonly<Record<number, ExitMeaning>> = {
  0: "ok",
  1: "failed",
  2: "configuration",
  3: "authentication",
  4: "resource",
  5: "policy",
  6: "stack-not-found",
  7: "no-changes-expected",
  8: "cancelled",
  9: "timeout",
  255: "internal",
};

/** What an exit code says, given the CLI's version (older CLIs say only "failed"). */
export function exitMeaning(code: number | null, version: PulumiVersion | null): ExitMeaning {
  if (code === 0) return "ok";
  if (code === null) return "failed";
  if (!hasExitCodeTaxonomy(version)) return "failed";
  return TAXONOMY[code] ?? "failed";
}

const DIY_LOCKED = /the stack is currently locked by (\d+) lock\(s\)/;
/** `  <url>: created by <user>@<host> (pid <n>) at <RFC3339>` (`pkg/backend/diy/lock.go`). */
const DIY_LOCK_LINE = /^\s*(\S+\.json): created by (.*)@(\S*) \(pid (-?\d+)\) at (\S+)\s*$/;
const CLOUD_CONFLICT = /\[409\] Conflict: Another update is currently in progress/i;

export interface DiyLockRefusal {
  count: number;
  locks: Array<{
    url: string;
    id: string;
    username: string;
    hostname: string;
    pid: number;
    timestamp: string;
  }>;
}

/** The DIY backend's refusal, with every lock it names; null when the text is no such refusal. */
export function parseDiyLockRefusal(text: string): DiyLockRefusal | null {
  const m = DIY_LOCKED.exec(text);
  if (!m) return null;
  const locks: DiyLockRefusal["locks"] = [];
  for (const line of text.split("\n")) {
    const l = DIY_LOCK_LINE.exec(line);
    if (!l) continue;
    const url = l[1] ?? "";
    locks.push({
      url,
      id: (url.split("/").pop() ?? "").replace(/\.json$/, ""),
      username: l[2] ?? "",
      hostname: l[3] ?? "",
      pid: Number(l[4]),
      timestamp: l[5] ?? "",
    });
  }
  return { count: Number(m[1]), locks };
}

function isCloudConflict(text: string): boolean {
  return CLOUD_CONFLICT.test(text);
}

/** Who holds the stack, from a refusal in the command's output; null when there is none. */
export function lockHolderFromText(text: string, stack: string): LockHolder | null {
  const diy = parseDiyLockRefusal(text);
  if (diy) {
    const first = diy.locks[0];
    if (!first) return { info: `the stack is locked by ${diy.count} lock file(s)` };
    const holder: LockHolder = {
      id: first.id,
      path: first.url,
      who: `${first.username}@${first.hostname}`,
      operation: `pid ${first.pid}`,
      created: first.timestamp,
    };
    if (diy.count > 1) holder.info = `${diy.count} lock files; the first is named`;
    return holder;
  }
  if (isCloudConflict(text)) {
    return {
      id: `Pulumi Cloud update lease of ${stack}`,
      who: "another update that is in progress ([409] Conflict: Another update is currently in progress)",
      info:
        "wait for that update to finish; `stackgate recover` cancels it only when it is a dead stackgate run's own. " +
        `Only if you know its run is dead: pulumi cancel --yes --stack ${stack}`,
    };
  }
  return null;
}

export function isCanceledText(text: string): boolean {
  return /\b(update|preview|refresh|destroy|import) (canceled|cancelled)\b/i.test(text);
}
