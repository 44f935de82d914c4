/**
 * The Bitbucket Pipe: the CI runner (ci/runner.ts) on the Bitbucket host (pipe/host.ts).
 */
import { runCi } from "../ci/runner.js";
import { createBitbucketHost, type PipeIo } from "./host.js";

export type { PipeIo };

export function runPipe(io: PipeIo): Promise<number> {
  return runCi(createBitbucketHost(io));
}
