/** Reading stackgate's run journal: the local file and the durable copies. */
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseJsonObject } from "./steps.js";
import type { ChaosWorld } from "./world.js";

export interface JournalRead {
  file: string;
  exists: boolean;
  entries: Record<string, unknown>[];
  /** Lines that were not JSON objects (a truncated last line is tolerated by stackgate). */
  badLines: string[];
}

export function readJournalText(file: string, text: string | null): JournalRead {
  if (text === null) return { file, exists: false, entries: [], badLines: [] };
  const entries: Record<string, unknown>[] = [];
  const badLines: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const entry = parseJsonObject(line);
    if (entry === null) badLines.push(line);
    else entries.push(entry);
  }
  return { file, exists: true, entries, badLines };
}

/** The local journal stackgate keeps for `stack` in the workdir `dir`. */
export function journalFile(dir: string, stack: string): string {
  return join(dir, ".stackgate", "journal", `${encodeURIComponent(stack)}.ndjson`);
}

/** The journal shows a finished create with its id (an orphan can be imported from it). */
export function hasFinishedCreate(entries: readonly Record<string, unknown>[]): boolean {
  return entries.some(
    (e) => e.type === "resource" && e.status === "done" && typeof e.id === "string",
  );
}

export function readJournal(file: string): JournalRead {
  return readJournalText(file, existsSync(file) ? readFileSync(file, "utf8") : null);
}

export function lastPhase(entries: readonly Record<string, unknown>[]): string | null {
  const phases = entries.filter((e) => e.type === "phase");
  const last = phases[phases.length - 1];
  return typeof last?.phase === "string" ? last.phase : null;
}

export function journalAddresses(entries: readonly Record<string, unknown>[]): Set<string> {
  return new Set(
    entries
      .filter((e) => e.type === "resource" && typeof e.address === "string")
      .map((e) => e.address as string),
  );
}

/** Entries of the pg durable copy for a stack (null + error when unreadable). */
export async function pgJournalEntries(
  world: ChaosWorld,
  stack: string,
): Promise<{ entries: Record<string, unknown>[] | null; error?: string }> {
  if (world.pg === null) return { entries: null, error: "no PostgreSQL" };
  try {
    const rows = await world.pg.queryJson<{ entry: Record<string, unknown> }>(
      `SELECT entry FROM stackgate.journal WHERE stack = '${stack.replace(/'/g, "''")}' ORDER BY seq`,
    );
    return { entries: rows.map((r) => r.entry) };
  } catch (error) {
    return { entries: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Entries of every `*.ndjson` under a `--journal-dir`. */
export async function dirJournalEntries(dir: string): Promise<Record<string, unknown>[]> {
  const entries: Record<string, unknown>[] = [];
  const walk = async (at: string): Promise<void> => {
    for (const item of await readdir(at, { withFileTypes: true }).catch(() => [])) {
      const path = join(at, item.name);
      if (item.isDirectory()) await walk(path);
      else if (item.name.endsWith(".ndjson")) {
        entries.push(...readJournalText(path, await readFile(path, "utf8")).entries);
      }
    }
  };
  await walk(dir);
  return entries;
}
