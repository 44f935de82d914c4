/**
 * The Bitbucket Pipe: the CI runner (ci/runner.ts) on the Bitbucket host (pipe/host.ts).
 */
import { runCi } from "../ci/runner.js";
import { createBitbucketHost, type PipeIo } from "./host.js";

export type { PipeIo };

export async function runPipe(io: PipeIo): Promise<number> {
  // `stacks` lists the stacks (this parallel step's share) and runs no engine (pipe/stacks.ts).
  if (io.env.COMMAND?.trim() === "stacks") {
    const { runPipeStacks } = await import("./stacks.js");
    return runPipeStacks(io);
  }
  return runCi(createBitbucketHost(io));
}
