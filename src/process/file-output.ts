/**
 * An engine's output through a file instead of a pipe. A pipe dies with its reader: when
 * stackgate is killed (SIGKILL, the OOM killer), the engine's next write to the dead pipe kills
 * it (SIGPIPE) mid-apply, leaving a resource created but in no state. A regular file has no
 * reader to lose: the engine writes on, finishes (or is stopped gracefully by the next
 * `recover`, which finds it running), writes its state and releases its lock, and the file keeps
 * what it reported for `recover` to journal. stackgate reads the file as it grows.
 */
import { closeSync, constants, openSync } from "node:fs";
import { open } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";

/** How long the reader waits for more output before it looks again (the engine runs on meanwhile). */
const POLL_MS = 20;
const CHUNK_BYTES = 64 * 1024;

/**
 * Creates (or empties) `file` for the engine to write to, never through a symlink (O_NOFOLLOW)
 * and readable by the owner only (an engine's output can name resource ids). Returns the fd
 * the child inherits; the caller closes it once the child was spawned.
 */
export function openOutputForChild(file: string): number {
  return openSync(
    file,
    constants.O_WRONLY |
      constants.O_CREAT |
      constants.O_TRUNC |
      constants.O_APPEND |
      constants.O_NOFOLLOW,
    0o600,
  );
}

export function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
}

/**
 * Reads `file` line by line as it grows until `exited` resolved and everything written was read.
 * `pause` (when it returns a promise) holds the reading back until whoever takes the lines can
 * take more; the engine writes on into the file meanwhile.
 */
export async function followLines(
  file: string,
  exited: Promise<unknown>,
  onLine: (line: string) => void,
  pause: () => Promise<void> | null,
): Promise<void> {
  let over = false;
  void exited.then(() => {
    over = true;
  });
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  const decoder = new StringDecoder("utf8");
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let partial = "";
  try {
    for (;;) {
      // Read `over` before the read: output written before the exit is then surely read.
      const finished = over;
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead > 0) {
        const lines = (partial + decoder.write(buffer.subarray(0, bytesRead))).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
        const wait = pause();
        if (wait !== null) await wait;
        continue;
      }
      if (finished) break;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, POLL_MS))]);
    }
    const rest = partial + decoder.end();
    if (rest !== "") onLine(rest);
  } finally {
    await handle.close();
  }
}
