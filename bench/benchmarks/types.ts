import type { BenchResult } from "../lib/model.js";
import type { World } from "../lib/world.js";

export interface Benchmark {
  id: string;
  title: string;
  comparedWith: string;
  /** Adds comparisons, series, breakdowns, targets and notes to `result`. */
  run(world: World, result: BenchResult): Promise<void>;
}

/** Full size, or the tiny size CI runs to keep the harness working. */
export function sized<T>(world: World, full: T, smoke: T): T {
  return world.smoke ? smoke : full;
}

export const mb = (kb: number): number => kb / 1024;

export function fmtMs(ms: number): string {
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`;
}

export function fmtRatio(ratio: number): string {
  return `${ratio.toFixed(3)}×`;
}

export function fmtMb(kb: number): string {
  return `${mb(kb).toFixed(1)} MB`;
}
