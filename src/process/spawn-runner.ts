/**
 * The real ProcessRunner: engines run through `node:child_process` `spawn`. (The issue's
 * first choice was execa; it was replaced with a measured reason: loading it cost every
 * command +40 ms and +14.6 MB, and this runner uses nothing execa adds. See docs/BENCHMARKS.md.)
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { BoundedTail } from "./bounded.js";
import { closeQuietly, followLines, openOutputForChild } from "./file-output.js";
import type { ProcessResult, ProcessRunner, ProcessSpec, RunningProcess } from "./runner.js";

const TAIL_CHARS = 64 * 1024;

/**
 * Resolves when whoever receives the engine's output can take more; null when it can now.
 * While it is pending the engine's pipe is not read, so the engine waits instead of stackgate
 * buffering its output (memory stays bounded however much the engine prints).
 */
export type Congestion = () => Promise<void> | null;

/** Reads a stream line by line, pausing while the output downstream is congested. */
function readLines(
  stream: Readable | null,
  onLine: (line: string) => void,
  congestion: Congestion,
): Promise<void> {
  if (stream === null) return Promise.resolve();
  return new Promise((resolve) => {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    let paused = false;
    lines.on("line", (line) => {
      onLine(line);
      const wait = paused ? null : congestion();
      if (wait === null) return;
      paused = true;
      stream.pause();
      void wait.then(() => {
        paused = false;
        stream.resume();
      });
    });
    lines.on("close", resolve);
  });
}

const NEVER_CONGESTED: Congestion = () => null;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: NodeJS.ErrnoException;
}

/**
 * `baseEnv` is the whole environment children get (plus each spec's `env`): the CLI passes
 * the environment it was given, so what a run sees is decided in one place.
 */
export function createProcessRunner(
  baseEnv: Readonly<Record<string, string | undefined>> = process.env,
  congestion: Congestion = NEVER_CONGESTED,
): ProcessRunner {
  return {
    start(spec: ProcessSpec): RunningProcess {
      const tail = new BoundedTail(TAIL_CHARS);
      // With an output file the child writes there, not into a pipe that dies with stackgate.
      const outputFd = spec.outputFile === undefined ? null : openOutputForChild(spec.outputFile);
      // stackgate owns the child's lifetime: it signals and waits; nothing kills it on exit.
      let child;
      try {
        child = spawn(spec.command, [...spec.args], {
          cwd: spec.cwd,
          env: { ...baseEnv, ...spec.env },
          stdio: outputFd === null ? ["ignore", "pipe", "pipe"] : ["ignore", outputFd, outputFd],
          detached: spec.detached ?? false,
        });
      } finally {
        if (outputFd !== null) closeQuietly(outputFd);
      }
      const exited = new Promise<Exit>((resolve) => {
        child.once("exit", (code, signal) => resolve({ code, signal }));
        // A spawn failure (ENOENT, EACCES) has no pid; later errors (a failed kill) are not exits.
        child.once("error", (error: NodeJS.ErrnoException) => {
          if (child.pid === undefined) resolve({ code: null, signal: null, error });
        });
      });
      // Every line of the child's output goes into the tail, then to the spec's listener.
      const intoTail =
        (listener: ((line: string) => void) | undefined) =>
        (line: string): void => {
          tail.push(line);
          listener?.(line);
        };
      const fileDone =
        spec.outputFile === undefined
          ? Promise.resolve()
          : followLines(
              spec.outputFile,
              exited,
              intoTail(spec.onStdoutLine ?? spec.onStderrLine),
              congestion,
            ).catch((error: unknown) => {
              tail.push(
                `(the engine's output file ${spec.outputFile} could not be read: ${String(error)})`,
              );
            });
      const stdoutDone = readLines(child.stdout, intoTail(spec.onStdoutLine), congestion);
      const stderrDone = readLines(child.stderr, intoTail(spec.onStderrLine), congestion);
      const done = (async (): Promise<ProcessResult> => {
        const [exit] = await Promise.all([exited, stdoutDone, stderrDone, fileDone]);
        const spawnFailed = exit.error !== undefined;
        return {
          exitCode: exit.code,
          signal: exit.signal,
          tail: tail.toString(),
          spawnFailed,
          ...(exit.error ? { spawnError: exit.error.code ?? exit.error.message } : {}),
        };
      })();
      const detached = spec.detached ?? false;
      return {
        pid: child.pid,
        signal(signal: NodeJS.Signals): boolean {
          const pid = child.pid;
          if (pid === undefined || child.exitCode !== null || child.signalCode !== null) {
            return false;
          }
          try {
            process.kill(detached ? -pid : pid, signal);
            return true;
          } catch {
            // ESRCH: the process (group) is already gone.
            return false;
          }
        },
        done,
      };
    },
  };
}
