/** What one CLI invocation is given: its arguments, environment and streams. */
import type { TextSink } from "../platforms/local.js";

export interface CliIo {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  stdout: TextSink;
  stderr: TextSink;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Whether stderr can take more output now (see spawn-runner's Congestion). */
  congestion?: () => Promise<void> | null;
  /** A signal that arrived before main() ran (the CLI entry listens from its first line). */
  earlySignal?: () => "SIGINT" | "SIGTERM" | "SIGHUP" | null;
}
