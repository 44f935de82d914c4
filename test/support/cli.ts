/**
 * Runs the shipped CLI the way a user does: `node dist/cli.js …` (package.json `bin`) in a
 * fresh process, cwd as given, stdin not a terminal (nobody to ask). Build first
 * (`npm run build`; the test run checks dist/ is current).
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { CLI_ENTRY } from "./dist.js";

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  json(): Record<string, unknown>;
}

/**
 * Runs `node dist/cli.js ...argv` to completion with captured streams. The environment is PATH
 * and HOME plus `options.env`: nothing else leaks in from the test process.
 */
export function runCli(
  argv: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI_ENTRY, ...argv], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      resolve({
        // A signal death is not an exit code: report it as the shell does (128 + number).
        exitCode: code ?? 128 + signalNumber(signal),
        stdout,
        stderr,
        json: () => JSON.parse(stdout) as Record<string, unknown>,
      });
    });
  });
}

function signalNumber(signal: NodeJS.Signals | null): number {
  return signal === null ? 0 : os.constants.signals[signal];
}
