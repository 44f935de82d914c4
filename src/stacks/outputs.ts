/**
 * The report for CI platforms' own parallel jobs: matrix outputs (GitHub reads them with
 * `fromJSON`), and a parallel step's shard (Bitbucket). A platform's own limits stay in its door.
 */
import { EXIT, StackgateError } from "../errors.js";
import type { StackReport, StacksReport } from "./stacks-report.js";

const live = (report: StacksReport): StackReport[] => report.stacks.filter((s) => !s.deleted);

function countWaves(report: StacksReport): number {
  return live(report).reduce((count, stack) => Math.max(count, (stack.wave ?? 0) + 1), 0);
}

/**
 * Step outputs: `stacks` (the whole report), `matrix` (`{"include": [...]}` of every stack to
 * plan), `waves` (a list: element i is wave i's `{"include": [...]}`), `wave-count`,
 * `stack-count`, `deleted` (the deleted stacks' entries).
 */
export function matrixOutputs(report: StacksReport): Record<string, string> {
  const stacks = live(report);
  const waves = Array.from({ length: countWaves(report) }, (_, wave) => ({
    include: stacks.filter((stack) => stack.wave === wave),
  }));
  return {
    stacks: JSON.stringify(report),
    matrix: JSON.stringify({ include: stacks }),
    waves: JSON.stringify(waves),
    "wave-count": String(waves.length),
    "stack-count": String(stacks.length),
    deleted: JSON.stringify(report.stacks.filter((stack) => stack.deleted)),
  };
}

export interface Shard {
  index: number;
  count: number;
}

/** `I/N` (Bitbucket: `$BITBUCKET_PARALLEL_STEP/$BITBUCKET_PARALLEL_STEP_COUNT`, I from 0). */
export function parseShard(term: string, value: string): Shard {
  const [index, count, ...rest] = value.split("/").map((part) => part.trim());
  const isCount = (text: string | undefined): boolean => text !== undefined && /^\d+$/.test(text);
  const shard = { index: Number(index), count: Number(count) };
  if (
    rest.length > 0 ||
    !isCount(index) ||
    !isCount(count) ||
    shard.count < 1 ||
    shard.index >= shard.count
  ) {
    throw new StackgateError(
      `${term}: expected INDEX/COUNT with 0 ≤ INDEX < COUNT (Bitbucket: $BITBUCKET_PARALLEL_STEP/$BITBUCKET_PARALLEL_STEP_COUNT), got "${value}".`,
      EXIT.usage,
    );
  }
  return shard;
}

/**
 * One parallel step's part: the stacks to plan dealt round-robin in report order (wave, id),
 * so that every wave spreads over the steps; deleted stacks are reported by step 0 only.
 */
export function shardReport(report: StacksReport, shard: Shard): StacksReport {
  const mine = live(report).filter((_, position) => position % shard.count === shard.index);
  const deleted = shard.index === 0 ? report.stacks.filter((stack) => stack.deleted) : [];
  return { ...report, stacks: [...mine, ...deleted] };
}
