/**
 * Runs one command and measures it: wall time from spawn to exit, and memory of the whole
 * process tree, sampled from /proc every `sampleEveryMs`:
 *
 *   treePeakKb  the largest sum of VmRSS over the tree seen in one sample (what the machine
 *               had to hold at once: stackgate's node AND the terraform it runs)
 *   rootPeakKb  VmHWM of the process we started (for stackgate: its own node process; the
 *               kernel keeps this peak, so it is exact up to the last sample before exit)
 *
 * `/usr/bin/time -v` would report neither: its "maximum resident set size" is the largest
 * single process of the tree, not the tree.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { processTree, readMemory } from "./proc.js";

export interface CommandSpec {
  command: string;
  args: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string>>;
  /**
   * Where stdout goes: a pipe this process reads and discards (default, as a CI runner reads a
   * step's output), /dev/null, captured in memory, or a file.
   */
  stdout?: "drain" | "ignore" | "capture" | { file: string };
  stderr?: "drain" | "ignore" | "capture";
  /** Own process group (so a whole tree can be signalled). */
  detached?: boolean;
  /** Kill the tree (SIGKILL) after this long; the run is then marked `timedOut`. */
  timeoutMs?: number;
}

export interface Sample {
  wallMs: number;
  treePeakKb: number;
  rootPeakKb: number;
  exitCode: number | null;
  signal: string | null;
}

export interface CommandRun extends Sample {
  pid: number;
  /** Epoch milliseconds (sub-millisecond precision) of the spawn and of the exit. */
  startedAt: number;
  exitedAt: number;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface RunningCommand {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly startedAt: number;
  readonly done: Promise<CommandRun>;
}

export const DEFAULT_SAMPLE_MS = 10;

/** Epoch time in milliseconds with sub-millisecond precision (comparable across processes). */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

class TreeSampler {
  treePeakKb = 0;
  rootPeakKb = 0;
  /** VmHWM of every process seen in the tree (the kernel's per-process peak). */
  readonly peaks = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly root: number,
    everyMs: number,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  sample(): void {
    let sum = 0;
    for (const pid of processTree(this.root)) {
      const memory = readMemory(pid);
      if (memory === null) continue;
      sum += memory.rssKb;
      this.peaks.set(pid, Math.max(this.peaks.get(pid) ?? 0, memory.hwmKb));
      if (pid === this.root) this.rootPeakKb = Math.max(this.rootPeakKb, memory.hwmKb);
    }
    this.treePeakKb = Math.max(this.treePeakKb, sum);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Starts a command under measurement; `done` resolves after exit and closed output. */
export function startMeasured(
  spec: CommandSpec,
  options: { sampleEveryMs?: number } = {},
): RunningCommand {
  const stdoutFd = typeof spec.stdout === "object" ? openSync(spec.stdout.file, "w") : undefined;
  const mode = (m: CommandSpec["stderr"]): "pipe" | "ignore" =>
    m === "ignore" ? "ignore" : "pipe";
  const stdoutMode = stdoutFd ?? mode(typeof spec.stdout === "object" ? "ignore" : spec.stdout);
  const stderrMode = mode(spec.stderr);
  const startedAt = nowMs();
  const child = spawn(spec.command, [...spec.args], {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ["ignore", stdoutMode, stderrMode],
    detached: spec.detached ?? false,
  });
  if (stdoutFd !== undefined) closeSync(stdoutFd);
  const pid = child.pid ?? -1;
  const sampler = pid > 0 ? new TreeSampler(pid, options.sampleEveryMs ?? DEFAULT_SAMPLE_MS) : null;
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const keep = (target: Buffer[], wanted: boolean) => (chunk: Buffer) => {
    if (wanted) target.push(chunk);
  };
  child.stdout?.on("data", keep(out, spec.stdout === "capture"));
  child.stderr?.on("data", keep(err, spec.stderr === "capture"));
  let exitedAt = 0;
  let timedOut = false;
  const timer =
    spec.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          for (const member of pid > 0 ? processTree(pid) : []) trySignal(member, "SIGKILL");
        }, spec.timeoutMs);
  child.once("exit", () => {
    exitedAt = nowMs();
    sampler?.stop();
  });
  const done = new Promise<CommandRun>((resolve, reject) => {
    child.once("error", (error) => {
      sampler?.stop();
      if (timer) clearTimeout(timer);
      reject(new Error(`could not start ${spec.command}: ${error.message}`, { cause: error }));
    });
    child.once("close", (code, signal) => {
      if (timer) clearTimeout(timer);
      if (exitedAt === 0) exitedAt = nowMs();
      resolve({
        pid,
        startedAt,
        exitedAt,
        wallMs: exitedAt - startedAt,
        treePeakKb: sampler?.treePeakKb ?? 0,
        rootPeakKb: sampler?.rootPeakKb ?? 0,
        exitCode: code,
        signal,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        timedOut,
      });
    });
  });
  return { child, pid, startedAt, done };
}

export function measure(
  spec: CommandSpec,
  options: { sampleEveryMs?: number } = {},
): Promise<CommandRun> {
  return startMeasured(spec, options).done;
}

/** Runs a command unmeasured and fails with its output when the exit code is not expected. */
export async function run(
  spec: Omit<CommandSpec, "stdout" | "stderr"> & { stdout?: CommandSpec["stdout"] },
  expect: readonly number[] = [0],
): Promise<CommandRun> {
  const result = await measure(
    { stdout: "capture", ...spec, stderr: "capture" },
    { sampleEveryMs: 1_000 },
  );
  if (result.exitCode === null || !expect.includes(result.exitCode)) {
    throw new Error(
      `expected \`${spec.command} ${spec.args.join(" ")}\` (in ${spec.cwd}) to exit with ${expect.join(" or ")}, ` +
        `got ${result.exitCode ?? result.signal}:\n${tail(result.stdout)}\n${tail(result.stderr)}`,
    );
  }
  return result;
}

/** Several commands one after the other, as one sample: walls add up, peaks are the largest. */
export async function measureSequence(
  specs: readonly CommandSpec[],
  options: { sampleEveryMs?: number } = {},
): Promise<Sample & { runs: CommandRun[] }> {
  const runs: CommandRun[] = [];
  for (const spec of specs) {
    const result = await measure(spec, options);
    runs.push(result);
    if (result.exitCode !== 0 && result.exitCode !== 2) break;
  }
  const last = runs[runs.length - 1];
  return {
    runs,
    wallMs: runs.reduce((sum, r) => sum + r.wallMs, 0),
    treePeakKb: Math.max(0, ...runs.map((r) => r.treePeakKb)),
    rootPeakKb: Math.max(0, ...runs.map((r) => r.rootPeakKb)),
    exitCode: last?.exitCode ?? null,
    signal: last?.signal ?? null,
  };
}

export function trySignal(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

export function tail(text: string, lines = 15): string {
  return text.trim().split("\n").slice(-lines).join("\n");
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  everyMs = 10,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
