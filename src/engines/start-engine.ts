/** Starting an engine process the signal trap owns: what every adapter's runner shares. */
import type { ProcessRunner, ProcessSpec, RunningProcess } from "../process/runner.js";

/** Where and how an adapter runs its binary. */
export interface EngineTarget {
  binary: string;
  workdir: string;
  runner: ProcessRunner;
  env: Readonly<Record<string, string>>;
  /** Called with every started engine process, so a signal trap can own it. */
  onStart?: (process: RunningProcess) => void;
}

/**
 * Starts `binary args` detached (its own process group, so a stop reaches the whole tree),
 * hands it to the trap, then tells `onStarted` its pid (journal it).
 */
export function startEngine(
  target: EngineTarget,
  args: string[],
  lines: Pick<ProcessSpec, "onStdoutLine" | "onStderrLine" | "outputFile">,
  onStarted?: (pid: number | undefined) => void,
): RunningProcess {
  const child = target.runner.start({
    command: target.binary,
    args,
    cwd: target.workdir,
    env: target.env,
    detached: true,
    ...lines,
  });
  target.onStart?.(child);
  onStarted?.(child.pid);
  return child;
}
