#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  inPipeTerms,
  readPipeStacksConfig,
  variableName,
  writeOutputs
} from "./chunk-M7UYUTLB.js";
import "./chunk-5H4VQPQI.js";
import "./chunk-KSFHWS46.js";
import {
  buildReport,
  formatStacks,
  sharedStateError
} from "./chunk-L4SXKFB4.js";
import {
  matrixOutputs,
  shardReport
} from "./chunk-HKHUF3LO.js";
import "./chunk-SCOT65SV.js";
import "./chunk-MCOSN65L.js";
import "./chunk-QHFFTETV.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-WOF6FS65.js";
import "./chunk-L6ZRR6VT.js";
import "./chunk-R5FNSTQJ.js";
import "./chunk-WAA6DC42.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-ZQX7P6QH.js";
import "./chunk-IQWI6KNV.js";

// src/pipe/stacks.ts
async function runPipeStacks(io) {
  const storageDir = io.env.BITBUCKET_PIPE_STORAGE_DIR;
  try {
    const config = readPipeStacksConfig(io.env, io.cwd);
    const args = {
      changed: config.base !== void 0,
      json: false,
      root: config.root,
      help: false,
      ...config.base !== void 0 ? { base: config.base } : {},
      ...config.shard !== void 0 ? { shard: config.shard } : {}
    };
    const full = await buildReport(args, config.root, io.env);
    const report = config.shard === void 0 ? full : shardReport(full, config.shard);
    if (config.shard !== void 0) {
      io.stdout.write(
        `parallel step ${config.shard.index + 1} of ${config.shard.count} (BITBUCKET_PARALLEL_STEP ${config.shard.index}): its share of the stacks
`
      );
    }
    io.stdout.write(formatStacks(report, args));
    const shared = sharedStateError(full);
    if (shared !== void 0) throw shared;
    const outputs = { STACKGATE_OUTCOME: "listed", STACKGATE_EXIT_CODE: "0" };
    for (const [name, value] of Object.entries(matrixOutputs(report))) {
      outputs[variableName(name)] = value;
    }
    if (config.storageDir !== void 0) writeOutputs(config.storageDir, outputs);
    io.stdout.write(`\u2714 stackgate stacks: listed
`);
    return EXIT.ok;
  } catch (error) {
    const exitCode = error instanceof StackgateError ? error.exitCode : EXIT.failed;
    io.stdout.write(`\u2716 stackgate stacks: ${inStacksTerms(messageOf(error))}
`);
    tryWriteFailure(storageDir, exitCode, io);
    return exitCode;
  }
}
function inStacksTerms(message) {
  return inPipeTerms(message).replaceAll("--base", "variable STACKS_BASE").replaceAll("--changed", "STACKS_BASE");
}
function tryWriteFailure(dir, exitCode, io) {
  if (!dir) return;
  try {
    writeOutputs(dir, { STACKGATE_OUTCOME: "failed", STACKGATE_EXIT_CODE: String(exitCode) });
  } catch (error) {
    io.stdout.write(
      `warning: could not write the output variables to ${dir}: ${messageOf(error)}
`
    );
  }
}
export {
  runPipeStacks
};
