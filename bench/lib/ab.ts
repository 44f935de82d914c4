/**
 * The A/B loop: warm-up rounds, then measured rounds that alternate stackgate (A) and the
 * bare engine (B), so that whatever else the machine does at a given moment lands on both
 * sides of a pair. Each side may prepare (untimed) before its timed run.
 */
import type { Sample } from "./measure.js";
import type { Comparison, LoadWindow, Series } from "./model.js";
import { CLOCK_TICKS_PER_SECOND, loadAverage, readCpuTicks, readOwnTicks } from "./proc.js";
import { median } from "./stats.js";

export interface Side {
  label: string;
  /** Untimed preparation before each run of this side (fresh state, a saved plan, …). */
  prepare?: (round: number) => Promise<void>;
  /** The timed run; throws when the run did not do what it should (wrong exit code, …). */
  run: (round: number) => Promise<Sample>;
}

export interface AbPlan {
  name: string;
  a: Side;
  b: Side;
  warmup: number;
  rounds: number;
  context?: boolean;
  log: (message: string) => void;
}

export async function runAb(plan: AbPlan): Promise<Comparison> {
  const a: Sample[] = [];
  const b: Sample[] = [];
  const total = plan.warmup + plan.rounds;
  for (let round = 0; round < total; round++) {
    const warm = round < plan.warmup;
    await plan.a.prepare?.(round);
    const sa = await plan.a.run(round);
    await plan.b.prepare?.(round);
    const sb = await plan.b.run(round);
    if (!warm) {
      a.push(sa);
      b.push(sb);
    }
    plan.log(
      `  ${plan.name} ${warm ? "warm-up" : `round ${round - plan.warmup + 1}/${plan.rounds}`}: ` +
        `A ${sa.wallMs.toFixed(0)} ms, B ${sb.wallMs.toFixed(0)} ms, ratio ${(sa.wallMs / sb.wallMs).toFixed(3)}`,
    );
  }
  const comparison: Comparison = {
    name: plan.name,
    aLabel: plan.a.label,
    bLabel: plan.b.label,
    a,
    b,
    warmupRounds: plan.warmup,
  };
  if (plan.context) comparison.context = true;
  return comparison;
}

/** Repeats one measurement (no bare side); `run` returns named metrics. */
export async function runSeries(plan: {
  name: string;
  warmup: number;
  rounds: number;
  run: (round: number) => Promise<Record<string, number>>;
  log: (message: string) => void;
}): Promise<Series> {
  const metrics: Record<string, number[]> = {};
  for (let round = 0; round < plan.warmup + plan.rounds; round++) {
    const values = await plan.run(round);
    const warm = round < plan.warmup;
    if (!warm) {
      for (const [key, value] of Object.entries(values)) (metrics[key] ??= []).push(value);
    }
    plan.log(
      `  ${plan.name} ${warm ? "warm-up" : `round ${round - plan.warmup + 1}/${plan.rounds}`}: ` +
        Object.entries(values)
          .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(1)}`)
          .join(", "),
    );
  }
  return { name: plan.name, metrics, warmupRounds: plan.warmup };
}

/** Starts watching the machine's load; call the result at the end of the benchmark. */
export function watchLoad(): () => LoadWindow {
  const loadStart = loadAverage();
  const cpu0 = readCpuTicks();
  const own0 = readOwnTicks();
  const t0 = Date.now();
  return () => {
    const cpu1 = readCpuTicks();
    const own1 = readOwnTicks();
    const wallS = (Date.now() - t0) / 1000;
    const busy = cpu1.busy - cpu0.busy;
    const all = busy + (cpu1.idle - cpu0.idle) + (cpu1.steal - cpu0.steal);
    const other = Math.max(0, busy - (own1 - own0)) / CLOCK_TICKS_PER_SECOND;
    return {
      loadStart,
      loadEnd: loadAverage(),
      otherCores: wallS > 0 ? other / wallS : 0,
      stealPercent: all > 0 ? (100 * (cpu1.steal - cpu0.steal)) / all : 0,
      wallS,
    };
  };
}

/** Above this many cores used by others on average, a result is flagged for a rerun. */
export const BUSY_OTHER_CORES = 0.25;
/** Above this share of CPU time taken by the hypervisor (steal), likewise. */
export const BUSY_STEAL_PERCENT = 10;

export function isBusy(load: LoadWindow): boolean {
  return load.otherCores > BUSY_OTHER_CORES || load.stealPercent > BUSY_STEAL_PERCENT;
}

export function medianWall(samples: readonly Sample[]): number {
  return median(samples.map((s) => s.wallMs));
}
