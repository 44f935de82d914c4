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

export interface CliJsonRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** `stackgate <label> → <exit code>` and both streams: the message of a failed expectation. */
  context: string;
  /** stdout as the one JSON object `--json` prints; throws with `context` when it is not. */
  json(): Record<string, unknown>;
}

/**
 * Runs `node dist/cli.js ...argv` to completion with `env` on top of the test process's
 * environment (as a CI step inherits its runner's). `label` names the run in `context`.
 */
export async function runCliJson(
  argv: string[],
  options: { env: Record<string, string>; label: string },
): Promise<CliJsonRun> {
  const { execa } = await import("execa");
  const run = await execa(process.execPath, [CLI_ENTRY, ...argv], {
    env: options.env,
    reject: false,
  });
  const exitCode = run.exitCode ?? 128 + signalNumber(run.signal ?? null);
  const context = `stackgate ${options.label} → ${exitCode}\n${run.stdout}\n${run.stderr}`;
  return {
    exitCode,
    stdout: run.stdout,
    stderr: run.stderr,
    context,
    json: () => {
      try {
        return JSON.parse(run.stdout) as Record<string, unknown>;
      } catch {
        throw new Error(`expected one JSON object on stdout, got:\n${context}`);
      }
    },
  };
}
