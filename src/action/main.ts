/**
 * The action's main step: the CI runner (ci/runner.ts) on the GitHub host (action/host.ts).
 */
import { runCi } from "../ci/runner.js";
import { inputEnvName } from "../settings/index.js";
import { createGitHubHost } from "./host.js";
import type { ActionIo } from "./io.js";

export async function runActionMain(io: ActionIo): Promise<number> {
  // `stacks` lists the stacks for a matrix and runs no engine (action/stacks.ts, src/stacks/).
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
