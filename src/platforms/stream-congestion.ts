/** Congestion of a writable stream, for the process runner (spawn-runner's Congestion). */

/** Congestion of a writable stream (stderr in a pipe read slowly): wait for it to drain. */
export function streamCongestion(stream: NodeJS.WritableStream & { writableNeedDrain?: boolean }) {
  return (): Promise<void> | null =>
    stream.writableNeedDrain === true
      ? new Promise<void>((resolve) => stream.once("drain", () => resolve()))
      : null;
}
