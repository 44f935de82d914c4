import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { execa } from "execa";
import { BoundedTail } from "./bounded.js";
import type { ProcessResult, ProcessRunner, ProcessSpec, RunningProcess } from "./runner.js";

const TAIL_CHARS = 64 * 1024;

/** Reads a stream line by line without ever holding more than one line. */
function readLines(stream: Readable | null, onLine: (line: string) => void): Promise<void> {
  if (stream === null) return Promise.resolve();
  return new Promise((resolve) => {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on("line", onLine);
    lines.on("close", resolve);
  });
}

/**
 * `baseEnv` is the whole environment children get (plus each spec's `env`): the CLI passes
 * the environment it was given, so what a run sees is decided in one place.
 */
export function createExecaRunner(
  baseEnv: Readonly<Record<string, string | undefined>> = process.env,
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
      const stdoutDone = readLines(child.stdout, (line) => {
        tail.push(line);
        spec.onStdoutLine?.(line);
      });
      const stderrDone = readLines(child.stderr, (line) => {
        tail.push(line);
        spec.onStderrLine?.(line);
      });
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
