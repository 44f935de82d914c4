#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  EXIT,
  StackgateError
} from "./chunk-ZQX7P6QH.js";

// src/stacks/outputs.ts
var live = (report) => report.stacks.filter((s) => !s.deleted);
function countWaves(report) {
  return live(report).reduce((count, stack) => Math.max(count, (stack.wave ?? 0) + 1), 0);
}
function matrixOutputs(report) {
  const stacks = live(report);
  const waves = Array.from({ length: countWaves(report) }, (_, wave) => ({
    include: stacks.filter((stack) => stack.wave === wave)
  }));
  return {
    stacks: JSON.stringify(report),
    matrix: JSON.stringify({ include: stacks }),
    waves: JSON.stringify(waves),
    "wave-count": String(waves.length),
    "stack-count": String(stacks.length),
    deleted: JSON.stringify(report.stacks.filter((stack) => stack.deleted))
  };
}
function parseShard(term, value) {
  const [index, count, ...rest] = value.split("/").map((part) => part.trim());
  const isCount = (text) => text !== void 0 && /^\d+$/.test(text);
  const shard = { index: Number(index), count: Number(count) };
  if (rest.length > 0 || !isCount(index) || !isCount(count) || shard.count < 1 || shard.index >= shard.count) {
    throw new StackgateError(
      `${term}: expected INDEX/COUNT with 0 \u2264 INDEX < COUNT (Bitbucket: $BITBUCKET_PARALLEL_STEP/$BITBUCKET_PARALLEL_STEP_COUNT), got "${value}".`,
      EXIT.usage
    );
  }
  return shard;
}
function shardReport(report, shard) {
  const mine = live(report).filter((_, position) => position % shard.count === shard.index);
  const deleted = shard.index === 0 ? report.stacks.filter((stack) => stack.deleted) : [];
  return { ...report, stacks: [...mine, ...deleted] };
}

export {
  matrixOutputs,
  parseShard,
  shardReport
};
