import { PassThrough } from "node:stream";
import { main } from "../../src/cli/main.js";

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  json(): Record<string, unknown>;
}

/** Runs the CLI in-process with captured streams and a non-TTY stdin (nobody to ask). */
export async function runCli(
  argv: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const exitCode = await main({
    argv,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...options.env },
    cwd: options.cwd,
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    stdin: new PassThrough(),
  });
  return {
    exitCode,
    stdout,
    stderr,
    json: () => JSON.parse(stdout) as Record<string, unknown>,
  };
}
