/** Running stackgate and terraform in a chaos world: to completion, or detached like a CI step. */
import { spawn, type ChildProcess } from "node:child_process";
import { execa } from "execa";
import { sleep } from "./procs.js";
import type { ChaosWorld } from "./world.js";

export interface StepRecord {
  name: string;
  command: string;
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as one JSON object, when it is one. */
  json: Record<string, unknown> | null;
  timedOut?: boolean;
}

export function parseJsonObject(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface RunOptions {
  cwd: string;
  tag: string;
  timeoutMs?: number;
}

/** Runs `node dist/cli.js ...args` to completion. Never throws. */
export async function stackgate(
  world: ChaosWorld,
  name: string,
  args: readonly string[],
  options: RunOptions,
): Promise<StepRecord> {
  return runStep(world, name, process.execPath, [world.cli, ...args], options);
}

/** Runs terraform directly (no stackgate). Never throws. */
export async function terraform(
  world: ChaosWorld,
  name: string,
  args: readonly string[],
  options: RunOptions,
): Promise<StepRecord> {
  return runStep(world, name, world.engine.binary, args, options);
}

async function runStep(
  world: ChaosWorld,
  name: string,
  file: string,
  args: readonly string[],
  options: RunOptions,
): Promise<StepRecord> {
  const began = performance.now();
  const result = await execa(file, [...args], {
    cwd: options.cwd,
    env: world.env(options.tag),
    extendEnv: false,
    reject: false,
    stdin: "ignore",
    timeout: options.timeoutMs ?? 90_000,
  });
  const command = `${file === process.execPath ? "stackgate" : file} ${args
    .filter((a) => a !== world.cli)
    .join(" ")}`;
  return {
    name,
    command,
    exitCode: result.exitCode ?? null,
    signal: result.signal ?? null,
    durationMs: Math.round(performance.now() - began),
    stdout: result.stdout,
    stderr: result.stderr,
    json: parseJsonObject(result.stdout),
    ...(result.timedOut ? { timedOut: true } : {}),
  };
}

export interface SpawnedRun {
  readonly pid: number;
  readonly child: ChildProcess;
  /** performance.now() at spawn. */
  readonly startedAt: number;
  stdout(): string;
  stderr(): string;
  /** Called for every complete line of either stream. */
  onLine(listener: (line: string, stream: "stdout" | "stderr") => void): void;
  /** Resolves when the process has exited and its pipes are closed (or 3 s after exit). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** The finished run as a step record. */
  record(name: string): Promise<StepRecord>;
}

/** Starts `node dist/cli.js ...args` DETACHED (its own process group), like a CI step. */
export function spawnStackgate(
  world: ChaosWorld,
  args: readonly string[],
  options: RunOptions,
): SpawnedRun {
  return spawnDetached(world, process.execPath, [world.cli, ...args], options);
}

/** Starts terraform directly, detached, outside stackgate. */
export function spawnTerraform(
  world: ChaosWorld,
  args: readonly string[],
  options: RunOptions,
): SpawnedRun {
  return spawnDetached(world, world.engine.binary, args, options);
}

function spawnDetached(
  world: ChaosWorld,
  file: string,
  args: readonly string[],
  options: RunOptions,
): SpawnedRun {
  const startedAt = performance.now();
  const child = spawn(file, [...args], {
    cwd: options.cwd,
    env: world.env(options.tag),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`could not start ${file}`);
  const pid = child.pid;
  const text = { stdout: "", stderr: "" };
  const partial = { stdout: "", stderr: "" };
  const listeners: ((line: string, stream: "stdout" | "stderr") => void)[] = [];
  for (const stream of ["stdout", "stderr"] as const) {
    child[stream]?.setEncoding("utf8");
    child[stream]?.on("data", (chunk: string) => {
      text[stream] += chunk;
      const lines = (partial[stream] + chunk).split("\n");
      partial[stream] = lines.pop() ?? "";
      for (const line of lines) for (const listener of listeners) listener(line, stream);
    });
  }
  const exitEvent = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const closeEvent = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const exited = exitEvent.then(async (exit) => {
    await Promise.race([closeEvent, sleep(3_000)]);
    return exit;
  });
  const command = `${file === process.execPath ? "stackgate" : file} ${args
    .filter((a) => a !== world.cli)
    .join(" ")}`;
  return {
    pid,
    child,
    startedAt,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    onLine: (listener) => void listeners.push(listener),
    exited,
    async record(name) {
      const exit = await exited;
      return {
        name,
        command,
        exitCode: exit.code,
        signal: exit.signal,
        durationMs: Math.round(exit.at - startedAt),
        stdout: text.stdout,
        stderr: text.stderr,
        json: parseJsonObject(text.stdout),
      };
    },
  };
}

/** `terraform state list`: the addresses, or null when it failed (step says why). */
export async function stateList(
  world: ChaosWorld,
  dir: string,
  tag: string,
  timeoutMs?: number,
): Promise<{ addresses: string[] | null; step: StepRecord }> {
  const step = await terraform(world, "terraform state list", ["state", "list"], {
    cwd: dir,
    tag,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  if (step.exitCode !== 0) {
    if (/No state file was found/i.test(step.stderr + step.stdout)) return { addresses: [], step };
    return { addresses: null, step };
  }
  const addresses = step.stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");
  return { addresses, step };
}
