import { readFileSync } from "node:fs";
import os from "node:os";
import type { PlatformName } from "../platform/registry.js";
/** Evidence about whether a process or a CI run is still alive. */

/** This process's user as a lock's `Who` and a record name it: `user@host`, as Terraform writes it. */
export function userAtHost(): string {
  return `${os.userInfo().username}@${os.hostname()}`;
}

/**
 * True while a process with this pid runs on this host (EPERM means it exists). A zombie —
 * dead, waiting for its parent to reap it — is not alive: it holds no locks and writes nothing.
 */
export function isPidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat: "pid (comm) S ..." — comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) === "Z";
  } catch {
    return false;
  }
}

export type RunState = "running" | "finished" | "unknown";

/**
 * A journaled run as its platform names it: the run id, and where the platform gives them the
 * attempt (a re-run keeps the run id), the job and the matrix / parallel index. Liveness is
 * asked of the platform per attempt: a re-run never inherits its predecessor's liveness.
 */
export interface RunRef {
  /** The platform that ran it (the journal header's): a platform answers only for its own runs. */
  platform?: PlatformName;
  runId: string;
  attempt?: string;
  job?: string;
  index?: string;
}

/**
 * Whether a CI run is still going, according to its platform's API (GitHub run attempt
 * `completed`, Bitbucket step `COMPLETED`, GitLab job finished). Platforms implement it; locally nothing is known.
 * Where the platform cannot tell one job (or matrix sibling) of an attempt from another, a job
 * counts as running while its attempt runs: the safe side.
 */
export interface RunLiveness {
  runState(run: RunRef): Promise<RunState>;
}

export const UNKNOWN_RUN_LIVENESS: RunLiveness = {
  runState: () => Promise.resolve("unknown"),
};

/** The journal header's run as the platform names it. */
export function runRefOf(header: RunRef): RunRef {
  return {
    ...(header.platform !== undefined ? { platform: header.platform } : {}),
    runId: header.runId,
    ...(header.attempt !== undefined ? { attempt: header.attempt } : {}),
    ...(header.job !== undefined ? { job: header.job } : {}),
    ...(header.index !== undefined ? { index: header.index } : {}),
  };
}

/**
 * True when `pid` is still the engine we started (guards against pid reuse): its command line
 * runs the engine binary, directly or as a script given to an interpreter (`node engine.mjs`).
 * Where /proc cannot be read, nobody can tell, and the answer is no.
 */
export function isEngineProcess(
  pid: number,
  binary: string,
  readCmdline = readProcCmdline,
): boolean {
  const cmdline = readCmdline(pid);
  if (cmdline === null) return false;
  const name = binary.split("/").pop() ?? binary;
  return cmdline
    .split("\0")
    .slice(0, 2)
    .some((arg) => (arg.split("/").pop() ?? "") === name);
}

function readProcCmdline(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
}
