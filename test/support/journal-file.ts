/** Reading the local journal stackgate keeps in a workdir, as a test checks it. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export type JournalLine = Record<string, unknown>;

/** The local journal of `stack` in the workdir `dir`: `.stackgate/journal/<stack>.ndjson`. */
export function localJournalFile(dir: string, stack = "default"): string {
  return path.join(dir, ".stackgate", "journal", `${encodeURIComponent(stack)}.ndjson`);
}

/**
 * The entries of a journal file, one JSON object a line; none when there is no file. A line that
 * is not JSON throws: a test reading the journal wants to see a broken one.
 */
export function readJournalLines(file: string): JournalLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as JournalLine);
}
