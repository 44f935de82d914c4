/**
 * The Pipe's `COMMAND: stacks`: the stacks to plan (src/stacks/), in a parallel step only this
 * step's share — `BITBUCKET_PARALLEL_STEP` of `BITBUCKET_PARALLEL_STEP_COUNT`, dealt as
 * `stackgate stacks --shard` deals them. Printed to the log and written as output variables
 * (`STACKGATE_STACKS`, `STACKGATE_MATRIX`, …) in BITBUCKET_PIPE_STORAGE_DIR. Runs no engine,
 * takes no lock and writes no journal: the `final:` step has nothing to recover after it.
 */
import { EXIT, messageOf, StackgateError } from "../errors.js";
import { buildReport } from "../stacks/command.js";
import { matrixOutputs, shardReport } from "../stacks/outputs.js";
import type { StacksArgs } from "../stacks/stacks-args.js";
import { formatStacks, sharedStateError } from "../stacks/stacks-text.js";
import type { PipeIo } from "./host.js";
import { variableName, writeOutputs, type Outputs } from "./report.js";
import { inPipeTerms, readPipeStacksConfig } from "./variables.js";

export async function runPipeStacks(io: PipeIo): Promise<number> {
  const storageDir = io.env.BITBUCKET_PIPE_STORAGE_DIR;
  try {
    const config = readPipeStacksConfig(io.env, io.cwd);
    const args: StacksArgs = {
      changed: config.base !== undefined,
      json: false,
      root: config.root,
      help: false,
      ...(config.base !== undefined ? { base: config.base } : {}),
      ...(config.shard !== undefined ? { shard: config.shard } : {}),
    };
    const full = await buildReport(args, config.root, io.env);
    const report = config.shard === undefined ? full : shardReport(full, config.shard);
    if (config.shard !== undefined) {
      io.stdout.write(
        `parallel step ${config.shard.index + 1} of ${config.shard.count} (BITBUCKET_PARALLEL_STEP ${config.shard.index}): its share of the stacks\n`,
      );
    }
    io.stdout.write(formatStacks(report, args));
    const shared = sharedStateError(full);
    if (shared !== undefined) throw shared;
    const outputs: Outputs = { STACKGATE_OUTCOME: "listed", STACKGATE_EXIT_CODE: "0" };
    for (const [name, value] of Object.entries(matrixOutputs(report))) {
      outputs[variableName(name)] = value;
    }
    if (config.storageDir !== undefined) writeOutputs(config.storageDir, outputs);
    io.stdout.write(`✔ stackgate stacks: listed\n`);
    return EXIT.ok;
  } catch (error) {
    const exitCode = error instanceof StackgateError ? error.exitCode : EXIT.failed;
    io.stdout.write(`✖ stackgate stacks: ${inStacksTerms(messageOf(error))}\n`);
    tryWriteFailure(storageDir, exitCode, io);
    return exitCode;
  }
}

/** The CLI's `stacks` flags in the Pipe's terms (`--base` is STACKS_BASE here). */
function inStacksTerms(message: string): string {
  return inPipeTerms(message)
    .replaceAll("--base", "variable STACKS_BASE")
    .replaceAll("--changed", "STACKS_BASE");
}

function tryWriteFailure(dir: string | undefined, exitCode: number, io: PipeIo): void {
  if (!dir) return;
  try {
    writeOutputs(dir, { STACKGATE_OUTCOME: "failed", STACKGATE_EXIT_CODE: String(exitCode) });
  } catch (error) {
    io.stdout.write(
      `warning: could not write the output variables to ${dir}: ${messageOf(error)}\n`,
    );
  }
}
