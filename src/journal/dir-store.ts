/**
 * A durable journal copy in a directory the user configures (e.g. a mounted volume beside an
 * `http` backend): one NDJSON file per run (one per record key, entries.ts `recordKey`),
 *
 *   <dir>/<project>/<stack>.runs/<started at>_<hash of the record key>.ndjson
 *
 * fsynced after every append, and while the run's record is open an empty marker of the same
 * name in `<dir>/<project>/<stack>.open/`: made before the run's first entry, removed after the
 * entry that closes it (`done`, `recovered`). Every unfinished run is found by listing the
 * markers; a later run never hides an earlier one, and no two runs ever share a file.
 * (A copy written before the record key is `<dir>/<project>/<stack>.ndjson`: its newest run is
 * still read, and continued when recovery resumes it.)
 */
import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, type FileHandle } from "node:fs/promises";
import { dirname, join } from "node:path";

import {
  isSameWorkdir,
  parseJournal,
  recordKey,
  safeFileName,
  closesRecord,
  isRecordClosed,
  timeForFileName,
  type JournalEntry,
  type JournalHeader,
  type JournalKey,
} from "./entries.js";
import { type DurableStore } from "./store.js";

const EXTENSION = ".ndjson";
const SEALED_STATE = ".errored-state.sealed";

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** `<started at>_<16 hex of the record key's SHA-256>.ndjson`: name order is start order. */
function runFileName(header: JournalHeader): string {
  const digest = createHash("sha256").update(recordKey(header)).digest("hex").slice(0, 16);
  return `${timeForFileName(header.startedAt)}_${digest}${EXTENSION}`;
}

export class DirJournalStore implements DurableStore {
  readonly location: string;
  private header: JournalHeader | null = null;
  private handle: FileHandle | null = null;
  /** The file the current run is written to, once known. */
  private file: string | null = null;

  constructor(readonly dir: string) {
    this.location = dir;
  }

  private stackDir(key: Pick<JournalKey, "project">): string {
    return join(this.dir, safeFileName(key.project));
  }

  /** The folder of the stack's run files. */
  runsDir(key: Pick<JournalKey, "project" | "stack">): string {
    return join(this.stackDir(key), `${safeFileName(key.stack)}.runs`);
  }

  private openDir(key: Pick<JournalKey, "project" | "stack">): string {
    return join(this.stackDir(key), `${safeFileName(key.stack)}.open`);
  }

  /** The file of one run. */
  fileFor(header: JournalHeader): string {
    return join(this.runsDir(header), runFileName(header));
  }

  /** The single file of a copy written before the record key. */
  private legacyFile(key: Pick<JournalKey, "project" | "stack">): string {
    return join(this.stackDir(key), `${safeFileName(key.stack)}${EXTENSION}`);
  }

  attach(header: JournalHeader): void {
    if (this.header === null || recordKey(this.header) !== recordKey(header)) {
      void this.closeHandle();
      this.file = null;
    }
    this.header = header;
  }

  async append(entry: JournalEntry): Promise<void> {
    if (entry.type === "start") {
      await this.closeHandle();
      this.header = entry.header;
      this.file = this.fileFor(entry.header);
      await this.openRun(this.file, entry.header);
    } else if (this.handle === null) {
      const header = this.header;
      if (header === null) {
        throw new Error(
          `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`,
        );
      }
      const file = this.fileFor(header);
      if (await holdsRun(file, header)) {
        this.file = file;
        this.handle = await open(file, "a");
      } else if (await holdsRun(this.legacyFile(header), header)) {
        this.file = this.legacyFile(header);
        this.handle = await open(this.file, "a");
      } else {
        // The run's start never reached this copy (the run was killed first): begin the copy
        // with it, so the file never holds a run without its start.
        await this.append({ type: "start", at: header.startedAt, header });
      }
    }
    const handle = this.handle;
    if (handle === null) throw new Error("journal file is not open");
    await handle.appendFile(`${JSON.stringify(entry)}\n`);
    await handle.datasync();
    if (closesRecord(entry) && this.header !== null && this.file !== null) {
      await rm(join(this.openDir(this.header), basenameOf(this.file)), { force: true });
    }
  }

  /** The marker first (a record is never stored open without it), then the run's own file. */
  private async openRun(file: string, header: JournalHeader): Promise<void> {
    const markers = this.openDir(header);
    await mkdir(markers, { recursive: true });
    await mkdir(dirname(file), { recursive: true });
    const marker = await open(join(markers, basenameOf(file)), "w");
    await marker.close();
    await syncDir(markers);
    this.handle = await open(file, "a");
    await syncDir(dirname(file));
  }

  async readLatestRun(key: JournalKey): Promise<JournalEntry[]> {
    let names: string[];
    try {
      names = (await readdir(this.runsDir(key))).filter((n) => n.endsWith(EXTENSION)).sort();
    } catch (error) {
      if (!isMissing(error)) throw error;
      names = [];
    }
    const legacy = await this.readRun(this.legacyFile(key), key);
    for (const name of names.reverse()) {
      const run = await this.readRun(join(this.runsDir(key), name), key);
      if (run === null) continue;
      return legacy !== null && startOf(legacy) > startOf(run) ? legacy : run;
    }
    return legacy ?? [];
  }

  async readUnfinishedRuns(key: JournalKey): Promise<JournalEntry[][]> {
    let markers: string[];
    try {
      markers = (await readdir(this.openDir(key))).sort();
    } catch (error) {
      if (!isMissing(error)) throw error;
      markers = [];
    }
    const runs: JournalEntry[][] = [];
    const legacy = await this.readRun(this.legacyFile(key), key);
    if (legacy !== null && !isRecordClosed(legacy)) runs.push(legacy);
    for (const name of markers) {
      const run = await this.readRun(join(this.runsDir(key), name), key);
      if (run !== null && !isRecordClosed(run)) runs.push(run);
    }
    return runs.sort((a, b) => (startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : 0));
  }

  /** The newest run in `file` when it is this key's, else null. */
  private async readRun(file: string, key: JournalKey): Promise<JournalEntry[] | null> {
    const run = await newestRunIn(file);
    const start = run[0];
    if (start?.type !== "start") return null;
    const { project, stack, workdir } = start.header;
    const same = project === key.project && stack === key.stack && isSameWorkdir(workdir, key);
    return same ? run : null;
  }

  async close(): Promise<void> {
    await this.closeHandle();
  }

  /** `<dir>/<project>/<stack>.errored-state.sealed`, written whole and fsynced. */
  sealedStateFile(key: Pick<JournalKey, "project" | "stack">): string {
    return join(this.stackDir(key), `${safeFileName(key.stack)}${SEALED_STATE}`);
  }

  async keepSealedState(key: JournalKey, sealed: Buffer): Promise<void> {
    const file = this.sealedStateFile(key);
    await writeFileSynced(file, sealed);
    await syncDir(dirname(file));
  }

  async readSealedState(key: JournalKey): Promise<Buffer | null> {
    try {
      return await readFile(this.sealedStateFile(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async dropSealedState(key: JournalKey): Promise<void> {
    await rm(this.sealedStateFile(key), { force: true });
    await syncDir(dirname(this.sealedStateFile(key)));
  }

  private async closeHandle(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
}

function basenameOf(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1);
}

function startOf(run: readonly JournalEntry[]): string {
  const start = run[0];
  return start?.type === "start" ? new Date(Date.parse(start.header.startedAt)).toISOString() : "";
}

/**
 * Writes `file` whole (mode 0600): into a temp file beside it, fsynced, then renamed over it, so
 * a reader of the directory sees the old bytes or the new, never half of them.
 */
export async function writeFileSynced(file: string, data: string | Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  const handle = await open(temp, "w", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}

/** fsync a directory so a new or renamed entry survives a crash (not supported everywhere). */
async function syncDir(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
    // Some file systems (and platforms) cannot fsync a directory; the file itself is synced.
  } finally {
    await handle?.close();
  }
}

/** The entries of the newest run in a journal file, from its start entry ([] if none or missing). */
async function newestRunIn(file: string): Promise<JournalEntry[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const { entries } = parseJournal(text, file);
  const lastStart = entries.findLastIndex((entry) => entry.type === "start");
  return lastStart < 0 ? [] : entries.slice(lastStart);
}

/** True when the file's newest run is the run of `header` (an unreadable or missing file holds none). */
async function holdsRun(file: string, header: JournalHeader): Promise<boolean> {
  try {
    const start = (await newestRunIn(file))[0];
    return start?.type === "start" && recordKey(start.header) === recordKey(header);
  } catch {
    return false;
  }
}
