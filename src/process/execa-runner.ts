import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { execa } from "execa";
import { BoundedTail } from "./bounded.js";
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

/**
 * `baseEnv` is the whole environment children get (plus each spec's `env`): the CLI passes
 * the environment it was given, so what a run sees is decided in one place.
 */
export function createExecaRunner(
  baseEnv: Readonly<Record<string, string | undefined>> = process.env,
  congestion: Congestion = NEVER_CONGESTED,
): ProcessRunner {
  return {
    start(spec: ProcessSpec): RunningProcess {
      const tail = new BoundedTail(TAIL_CHARS);
      const child = execa(spec.command, [...spec.args], {
        cwd: spec.cwd,
        env: { ...baseEnv, ...spec.env },
        extendEnv: false,
        stdin: "ignore",
        buffer: false,
        reject: false,
        detached: spec.detached ?? false,
        // stackgate owns the child's lifetime: it signals and waits, execa must not kill it.
        cleanup: false,
        forceKillAfterDelay: false,
      });
      const stdoutDone = readLines(
        child.stdout,
        (line) => {
          tail.push(line);
          spec.onStdoutLine?.(line);
        },
        congestion,
      );
      const stderrDone = readLines(
        child.stderr,
        (line) => {
          tail.push(line);
          spec.onStderrLine?.(line);
        },
        congestion,
      );
      const done = (async (): Promise<ProcessResult> => {
        const [result] = await Promise.all([child, stdoutDone, stderrDone]);
        const code = (result as { code?: unknown }).code;
        const spawnFailed = result.exitCode === undefined && result.signal === undefined;
        return {
          exitCode: result.exitCode ?? null,
          signal: result.signal ?? null,
          tail: tail.toString(),
          spawnFailed,
          ...(spawnFailed
            ? { spawnError: typeof code === "string" ? code : result.shortMessage }
            : {}),
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
