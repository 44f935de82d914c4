/** What a benchmark produces: plain data, written to bench/results/latest.json and rendered. */
import type { Sample } from "./measure.js";

/** One A/B comparison: stackgate (A) and the bare engine (B), paired round by round. */
export interface Comparison {
  name: string;
  aLabel: string;
  bLabel: string;
  /** Measured rounds, in the order they ran (A then B in each round). */
  a: Sample[];
  b: Sample[];
  warmupRounds: number;
  /** Shown for context only: no target is judged on it. */
  context?: boolean;
  /** False when memory was not sampled finely enough to report (very short runs). */
  memory?: boolean;
}

/** Repeated measurements of one thing without a bare counterpart (parse+render, streaming). */
export interface Series {
  name: string;
  /** metric name → one value per measured round. */
  metrics: Record<string, number[]>;
  warmupRounds: number;
}

export interface TargetCheck {
  benchmark: string;
  target: string;
  measured: string;
  /** null: not judged (e.g. the benchmark failed or ran at smoke size). */
  pass: boolean | null;
  /** Why it missed (or anything a reader should know about the figure). */
  reason?: string;
}

export interface LoadWindow {
  loadStart: [number, number, number];
  loadEnd: [number, number, number];
  /** CPU cores used on average by processes other than this benchmark run. */
  otherCores: number;
  /** Share of CPU time the hypervisor took (steal), percent. */
  stealPercent: number;
  wallS: number;
}

export interface BreakdownStep {
  what: string;
  ms: number;
}

export interface Breakdown {
  name: string;
  totalMs: number;
  steps: BreakdownStep[];
}

export interface BenchResult {
  id: string;
  title: string;
  comparedWith: string;
  startedAt: string;
  /** First 12 hex digits of the CLI's sha256 when the benchmark started, and when it ended. */
  cliBuild?: { atStart: string; atEnd: string };
  load: LoadWindow;
  comparisons: Comparison[];
  series: Series[];
  breakdowns: Breakdown[];
  targets: TargetCheck[];
  notes: string[];
  error?: string;
}

export interface MachineInfo {
  nproc: number;
  cpuModel: string;
  memoryGiB: number;
  kernel: string;
  node: string;
  nodePath: string;
  terraform: string;
  loadAtStart: [number, number, number];
  loadAtEnd: [number, number, number];
  commit: string;
  dirty: boolean;
  cli: string;
  cliBytes: number;
  /** First 12 hex digits of the CLI bundle's sha256. */
  cliSha: string;
}

export interface RunReport {
  version: 1;
  startedAt: string;
  finishedAt: string;
  smoke: boolean;
  args: string[];
  machine: MachineInfo;
  results: BenchResult[];
}
