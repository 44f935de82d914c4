/**
 * Where stackgate's time goes: the CLI runs with `--engine-binary` pointing at a wrapper that
 * logs when each engine command starts and ends, so a run splits into node start-up, engine
 * commands, and stackgate's own work between them. Each wrapped call costs ~2 ms of `date`.
 */
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { measure, type CommandRun } from "./measure.js";
import type { Breakdown, BreakdownStep } from "./model.js";
import { median } from "./stats.js";
import type { World } from "./world.js";

export function writeTimingWrapper(
  dir: string,
  engine = "terraform",
): { binary: string; log: string } {
  const binary = path.join(dir, "timed-engine.sh");
  const log = path.join(dir, "timed-engine.log");
  writeFileSync(
    binary,
    `#!/bin/sh
s=$(date +%s%N)
${engine} "$@"
rc=$?
e=$(date +%s%N)
printf '%s %s %s\\n' "$s" "$e" "$1" >> '${log}'
exit $rc
`,
  );
  chmodSync(binary, 0o755);
  return { binary, log };
}

interface EngineCall {
  startMs: number;
  endMs: number;
  subcommand: string;
}

function readCalls(log: string): EngineCall[] {
  if (!existsSync(log)) return [];
  return readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [s = "0", e = "0", sub = "?"] = line.split(" ");
      return { startMs: Number(s) / 1e6, endMs: Number(e) / 1e6, subcommand: sub };
    })
    .sort((x, y) => x.startMs - y.startMs);
}

/** Splits one run into steps: start-up, each engine call, the gaps, the finish. */
export function splitRun(run: CommandRun, calls: readonly EngineCall[]): BreakdownStep[] {
  const steps: BreakdownStep[] = [];
  let cursor = run.startedAt;
  let previous = "start";
  for (const call of calls) {
    const gap = call.startMs - cursor;
    steps.push({
      what:
        previous === "start"
          ? "stackgate: node start-up, bundle load, settings"
          : `stackgate: between \`${previous}\` and \`${call.subcommand}\``,
      ms: gap,
    });
    steps.push({ what: `engine: \`terraform ${call.subcommand}\``, ms: call.endMs - call.startMs });
    cursor = call.endMs;
    previous = call.subcommand;
  }
  steps.push({
    what: `stackgate: after the last engine call (\`${previous}\`) until exit`,
    ms: run.exitedAt - cursor,
  });
  return steps;
}

/**
 * Runs the CLI `times` times through the wrapper (each after `prepare`) and keeps the median
 * of every step (runs must make the same engine calls).
 */
export async function breakdown(
  world: World,
  options: {
    name: string;
    /** The workdir, or a function giving it after `prepare` (a fresh one per run). */
    dir: string | (() => string);
    args: string[];
    times: number;
    prepare?: () => Promise<void>;
    /** Arguments known only after `prepare` (e.g. the digest of the plan it made). */
    extraArgs?: () => string[];
    expectExit?: readonly number[];
  },
): Promise<Breakdown> {
  if (options.times === 0) return { name: options.name, totalMs: Number.NaN, steps: [] };
  const { binary, log } = writeTimingWrapper(world.dir("timed-engine"));
  const runs: BreakdownStep[][] = [];
  const totals: number[] = [];
  for (let i = 0; i < options.times; i++) {
    await options.prepare?.();
    rmSync(log, { force: true });
    const dir = typeof options.dir === "string" ? options.dir : options.dir();
    const result = await measure({
      ...world.stackgate(
        ...options.args,
        ...(options.extraArgs?.() ?? []),
        "-C",
        dir,
        "--engine-binary",
        binary,
      ),
      cwd: dir,
      env: world.env,
      stderr: "capture",
    });
    const expected = options.expectExit ?? [0];
    if (result.exitCode === null || !expected.includes(result.exitCode)) {
      throw new Error(
        `${options.name}: timed run exited ${result.exitCode ?? result.signal}:\n${result.stderr.slice(-2000)}`,
      );
    }
    runs.push(splitRun(result, readCalls(log)));
    totals.push(result.wallMs);
  }
  const first = runs[0] ?? [];
  const consistent = runs.every((r) => r.length === first.length);
  const steps = consistent
    ? first.map((step, i) => ({ what: step.what, ms: median(runs.map((r) => r[i]?.ms ?? 0)) }))
    : first;
  return { name: options.name, totalMs: median(totals), steps };
}

/** Sum of the steps whose label starts with `prefix` ("engine:" or "stackgate:"). */
export function sumSteps(b: Breakdown, prefix: string): number {
  return b.steps.filter((s) => s.what.startsWith(prefix)).reduce((sum, s) => sum + s.ms, 0);
}

export function stepMs(b: Breakdown, contains: string): number {
  return b.steps.filter((s) => s.what.includes(contains)).reduce((sum, s) => sum + s.ms, 0);
}

/**
 * Where a run's extra time over the bare path comes from, in words: engine calls the bare path
 * does not make (`bare` lists its subcommands), start-up, and stackgate's own work.
 */
export function explainOverhead(b: Breakdown, bare: readonly string[]): string {
  const remaining = [...bare];
  const extra: string[] = [];
  for (const step of b.steps.filter((s) => s.what.startsWith("engine:"))) {
    const sub = /`terraform (\S+)`/.exec(step.what)?.[1] ?? "?";
    const i = remaining.indexOf(sub);
    if (i >= 0) remaining.splice(i, 1);
    else extra.push(`\`terraform ${sub}\` ${step.ms.toFixed(0)} ms`);
  }
  const startup = stepMs(b, "node start-up");
  const own = sumSteps(b, "stackgate:") - startup;
  return (
    (extra.length
      ? `engine calls the bare path does not make: ${extra.join(", ")}; `
      : "no engine call beyond the bare path's; ") +
    `spawn to first engine call (node start-up, bundle load, settings, pre-flight) ${startup.toFixed(0)} ms; ` +
    `stackgate's own work between and after the engine calls ${own.toFixed(0)} ms`
  );
}
