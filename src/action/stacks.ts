/**
 * The Action's `command: stacks`: the stacks to plan, as step outputs a later job's matrix
 * reads with `fromJSON` (src/stacks/). Runs no engine and saves no state: the post step has
 * nothing to recover after it.
 */
import path from "node:path";

import { messageOf, StackgateError } from "../errors.js";
import { defuseText } from "../platforms/workflow-commands.js";
import { actionInputs } from "../settings/index.js";
import { buildReport } from "../stacks/command.js";
import { formatStacks, sharedStateError } from "../stacks/stacks-text.js";
import { matrixOutputs } from "../stacks/outputs.js";
import type { ActionIo } from "./io.js";

/** GitHub runs at most 256 jobs from one matrix. */
const GITHUB_MATRIX_LIMIT = 256;

export async function runActionStacks(io: ActionIo): Promise<number> {
  const inputs = actionInputs(io.env);
  const root = path.resolve(io.cwd, inputs.scalar("workdir") ?? ".");
  const base = inputs.scalar("base");
  const args = { changed: base !== undefined, json: false, root, help: false };
  try {
    const report = await buildReport(base === undefined ? args : { ...args, base }, root, io.env);
    // Directory names come from the checkout: never a workflow command.
    for (const line of formatStacks(report, { ...args, base })
      .trimEnd()
      .split("\n")) {
      io.log.info(defuseText(line));
    }
    const shared = sharedStateError(report);
    if (shared !== undefined) throw shared;
    const outputs = matrixOutputs(report);
    const count = Number(outputs["stack-count"]);
    if (count > GITHUB_MATRIX_LIMIT) {
      io.log.warning(
        `stackgate stacks: ${count} stacks to plan, but one GitHub matrix runs at most ${GITHUB_MATRIX_LIMIT} jobs: use the per-wave output \`waves\`, or split the root (input workdir).`,
      );
    }
    for (const [name, value] of Object.entries(outputs)) io.setOutput(name, value);
    return 0;
  } catch (error) {
    io.setFailed(`stackgate stacks: ${messageOf(error)}`);
    return error instanceof StackgateError ? error.exitCode : 1;
  }
}
