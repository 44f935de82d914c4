/**
 * Linux /proc readers for the benchmarks: process trees and their memory, and the CPU time the
 * rest of the machine used while a benchmark ran (to tell a clean measurement from one taken
 * while other work competed for the two cores).
 */
import { readdirSync, readFileSync } from "node:fs";

export interface ProcStat {
  pid: number;
  ppid: number;
  pgid: number;
  state: string;
}

export function readStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const close = text.lastIndexOf(")");
  if (close < 0) return null;
  const [state = "?", ppid = "0", pgid = "0"] = text.slice(close + 2).split(" ", 3);
  return { pid, ppid: Number(ppid), pgid: Number(pgid), state };
}

/** VmRSS and VmHWM (peak RSS so far) of one process, in KiB; null when gone or a zombie. */
export function readMemory(pid: number): { rssKb: number; hwmKb: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
  const rss = /^VmRSS:\s+(\d+) kB/m.exec(text);
  const hwm = /^VmHWM:\s+(\d+) kB/m.exec(text);
  if (!rss || !hwm) return null;
  return { rssKb: Number(rss[1]), hwmKb: Number(hwm[1]) };
}

/** Numeric entries of /proc, optionally only those at or above `minPid`. */
export function listPids(minPid = 0): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    const c = name.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    const pid = Number(name);
    if (pid >= minPid) pids.push(pid);
  }
  return pids;
}

/**
 * The live descendants of `root` (and `root` itself), found by walking parent pids. Children
 * are started after their parent, so only pids above the root's are read (pid wrap-around
 * aside, which a benchmark run does not reach).
 */
export function processTree(root: number): number[] {
  const stats = new Map<number, ProcStat>();
  for (const pid of listPids(root)) {
    const stat = readStat(pid);
    if (stat !== null && stat.state !== "Z" && stat.state !== "X") stats.set(pid, stat);
  }
  if (!stats.has(root)) return [];
  const members = new Set<number>([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of stats.values()) {
      if (!members.has(stat.pid) && members.has(stat.ppid)) {
        members.add(stat.pid);
        grew = true;
      }
    }
  }
  return [...members];
}

/** Every live process whose environment holds `name=value` (survives re-parenting to init). */
export function processesTagged(name: string, value: string): number[] {
  const wanted = `${name}=${value}`;
  const found: number[] = [];
  for (const pid of listPids()) {
    if (pid === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${pid}/environ`, "latin1");
      if (env.split("\0").includes(wanted)) {
        const stat = readStat(pid);
        if (stat !== null && stat.state !== "Z") found.push(pid);
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** Clock ticks of the whole machine: busy (user+nice+system+irq+softirq), idle, steal. */
export interface CpuTicks {
  busy: number;
  idle: number;
  steal: number;
}

export function readCpuTicks(): CpuTicks {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const f = line.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = f;
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
}

/** CPU ticks this process and its reaped descendants used (utime+stime+cutime+cstime). */
export function readOwnTicks(): number {
  const text = readFileSync("/proc/self/stat", "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // fields[0] is the state (field 3); utime..cstime are fields 14..17.
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
}

export const CLOCK_TICKS_PER_SECOND = 100;

export function loadAverage(): [number, number, number] {
  const [a = "0", b = "0", c = "0"] = readFileSync("/proc/loadavg", "utf8").split(" ");
  return [Number(a), Number(b), Number(c)];
}
