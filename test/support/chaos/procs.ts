/**
 * The processes of a chaos trial, through /proc (no children lists on this kernel: walk
 * ppids); killing them the way CI platforms do.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

export const TAG_VARIABLE = "STACKGATE_CHAOS_TRIAL";

export interface ProcInfo {
  pid: number;
  ppid: number;
  pgid: number;
  /** R, S, D, T (stopped), Z (zombie), ... */
  state: string;
  comm: string;
  cmdline: string;
}

export function readProc(pid: number): ProcInfo | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const open = stat.indexOf("(");
  const close = stat.lastIndexOf(")");
  if (open < 0 || close < 0) return null;
  const [state = "?", ppid = "0", pgid = "0"] = stat
    .slice(close + 2)
    .split(" ")
    .slice(0, 3);
  let cmdline = "";
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    // gone, or a zombie
  }
  return {
    pid,
    ppid: Number(ppid),
    pgid: Number(pgid),
    state,
    comm: stat.slice(open + 1, close),
    cmdline,
  };
}

export function listProcs(): ProcInfo[] {
  const procs: ProcInfo[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const info = readProc(Number(name));
    if (info !== null) procs.push(info);
  }
  return procs;
}

/** The process's tag is `tag`, or below it (`tag:step`, `tag/trial`). */
export function hasTag(pid: number, tag: string): boolean {
  const exact = `${TAG_VARIABLE}=${tag}`;
  try {
    return readFileSync(`/proc/${pid}/environ`, "latin1")
      .split("\0")
      .some((v) => v === exact || v.startsWith(`${exact}:`) || v.startsWith(`${exact}/`));
  } catch {
    return false;
  }
}

/** A live (non-zombie) process with this pid exists. */
export function isRunning(pid: number): boolean {
  const info = readProc(pid);
  return info !== null && info.state !== "Z" && info.state !== "X";
}

/**
 * Every live process of a trial: tagged in its environment (found wherever it was
 * re-parented), or a descendant of one of `roots`. `tag` also finds `tag:step` and
 * `tag/trial`.
 */
export function trialProcesses(tag: string, roots: readonly number[] = []): ProcInfo[] {
  const all = listProcs().filter((p) => p.pid !== process.pid);
  const found = new Map<number, ProcInfo>();
  for (const p of all) {
    if (p.state === "Z" || p.state === "X") continue;
    if (roots.includes(p.pid) || hasTag(p.pid, tag)) {
      found.set(p.pid, p);
    }
  }
  // Descendants by ppid (covers a child that has not exec'd or whose environ is unreadable).
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all) {
      if (!found.has(p.pid) && found.has(p.ppid) && p.state !== "Z") {
        found.set(p.pid, p);
        grew = true;
      }
    }
  }
  return [...found.values()];
}

export function trySignal(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Freezes every process of the trial (SIGSTOP until no new process appears: a stopped
 * process cannot fork), then SIGKILLs them all: as close to "the container is gone" as a
 * test can get without a container. Synchronous on purpose. Returns what it killed.
 */
export function freezeAndKill(tag: string, roots: readonly number[] = []): ProcInfo[] {
  const seen = new Map<number, ProcInfo>();
  for (const root of roots) {
    trySignal(-root, "SIGSTOP");
    trySignal(root, "SIGSTOP");
  }
  for (let round = 0; round < 50; round++) {
    let fresh = 0;
    for (const p of trialProcesses(tag, roots)) {
      if (seen.has(p.pid)) continue;
      seen.set(p.pid, p);
      trySignal(p.pid, "SIGSTOP");
      fresh++;
    }
    if (fresh === 0) break;
  }
  for (const root of roots) trySignal(-root, "SIGKILL");
  for (const pid of seen.keys()) trySignal(pid, "SIGKILL");
  return [...seen.values()];
}

/** Waits until none of `pids` runs; returns those still running at the deadline. */
export async function waitGone(pids: readonly number[], timeoutMs = 5_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let left = pids.filter(isRunning);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(20);
    left = left.filter(isRunning);
  }
  return left;
}

/** Kills every leftover process of a tag (and what they started) and waits for them to go. */
export async function reapLeftovers(tag: string): Promise<ProcInfo[]> {
  const leftovers = trialProcesses(tag);
  if (leftovers.length === 0) return [];
  const killed = freezeAndKill(tag);
  await waitGone(killed.map((p) => p.pid));
  return leftovers;
}

export function describeProc(p: ProcInfo): string {
  return `pid ${p.pid} (ppid ${p.ppid}, pgid ${p.pgid}, ${p.state}) ${p.cmdline || p.comm}`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * The TCP connections a process has open (from its fds and /proc/net/tcp{,6}), as
 * "local → remote STATE": what a stalled run waits on (the S3 shim's port, DynamoDB's, none).
 */
export function tcpConnections(pid: number): string[] {
  let inodes: Set<string>;
  try {
    inodes = new Set(
      readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
        try {
          const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
          const match = /^socket:\[(\d+)\]$/.exec(target);
          return match?.[1] === undefined ? [] : [match[1]];
        } catch {
          return [];
        }
      }),
    );
  } catch {
    return [];
  }
  const states: Record<string, string> = {
    "01": "ESTABLISHED",
    "06": "TIME_WAIT",
    "08": "CLOSE_WAIT",
    "0A": "LISTEN",
  };
  const port = (endpoint: string): number => parseInt(endpoint.split(":")[1] ?? "0", 16);
  const found: string[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let rows: string[];
    try {
      rows = readFileSync(table, "utf8").split("\n").slice(1);
    } catch {
      continue;
    }
    for (const row of rows) {
      const cols = row.trim().split(/\s+/);
      const [, local = "", remote = "", state = ""] = cols;
      if (!inodes.has(cols[9] ?? "")) continue;
      found.push(`:${port(local)} → :${port(remote)} ${states[state] ?? state}`);
    }
  }
  return found;
}

/** Each live process of a tag with its TCP connections: where a run that said nothing is. */
export function describeStall(tag: string, roots: readonly number[] = []): string {
  const procs = trialProcesses(tag, roots);
  if (procs.length === 0) return "no process of the run is left";
  return procs
    .map((p) => {
      const connections = tcpConnections(p.pid);
      return `${describeProc(p)}${connections.length === 0 ? "" : `\n    tcp ${connections.join("; ")}`}`;
    })
    .join("\n");
}
