/**
 * Side effect boundary for child processes. The engine adapters only see this interface;
 * the real implementation spawns with node:child_process (spawn-runner.ts), tests may pass a scripted one.
 */

export interface ProcessSpec {
  command: string;
  args: readonly string[];
  cwd: string;
  env?: Readonly<Record<string, string>>;
  /** Called for every complete stdout line, as it arrives. */
  onStdoutLine?: (line: string) => void;
  /** Called for every complete stderr line, as it arrives. */
  onStderrLine?: (line: string) => void;
  /**
   * The child's stdout and stderr both go to this file (created or emptied, never through a
   * symlink) instead of pipes, read as it grows; every line goes to `onStdoutLine` (else
   * `onStderrLine`). The child then outlives stackgate: no pipe breaks when stackgate dies.
   */
  outputFile?: string;
  /** Start the child in its own process group (signals to the group reach its children). */
  detached?: boolean;
}

export interface ProcessResult {
  /** Exit code, or null when the process died of a signal. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Bounded tail of stdout+stderr, for error messages and reports. */
  tail: string;
  /** True when the command could not be started at all (ENOENT, EACCES). */
  spawnFailed: boolean;
  spawnError?: string;
}

export interface RunningProcess {
  readonly pid: number | undefined;
  /** Sends a signal to the child (or its group when started detached). Returns false if gone. */
  signal(signal: NodeJS.Signals): boolean;
  /** Resolves once the child has exited and all its output was read. Never rejects. */
  readonly done: Promise<ProcessResult>;
}

export interface ProcessRunner {
  start(spec: ProcessSpec): RunningProcess;
}
