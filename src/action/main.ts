/**
 * The action's main step: the CI runner (ci/runner.ts) on the GitHub host (action/host.ts).
 */
import { runCi } from "../ci/runner.js";
import { createGitHubHost } from "./host.js";
import type { ActionIo } from "./io.js";

export function runActionMain(io: ActionIo): Promise<number> {
  return runCi(createGitHubHost(io));
}
