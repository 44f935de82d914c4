/**
 * File stores of the intent journal: the local file (synchronous appends, one run per file,
 * `<workdir>/.stackgate/journal/<stack>.ndjson`) and `DirJournalStore`, a durable copy in a
 * directory the user configures (e.g. a mounted volume beside an `http` backend), fsynced
 * after every append.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  type FileHandle,
} from "node:fs/promises";
import { basename, dirname, join } from "node:path";

import {
  assertNotSymlink,
  assertRuntimeDir,
  ensureRuntimeDir,
  openAppendNoFollow,
  runtimeDirOf,
} from "../files/runtime-dir.js";
import { createExclusively } from "../files/exclusive-file.js";
import { EXTENSION, isMissing, rotatedName, setAsideFinishedRun } from "./set-aside.js";

import {
  completeEntry,
  JournalError,
  parseJournal,
  safeFileName,
  isSameWorkdir,
  type JournalEntry,
  type JournalHeader,
  type JournalKey,
  type JournalState,
  type StartEntry,
} from "./entries.js";
import { foldJournal } from "./fold.js";
import { type DurableStore } from "./store.js";
/** How often startRun tries to create the file when runs keep racing it (then refuses). */
const START_ATTEMPTS = 5;
const SEALED_STATE = ".errored-state.sealed";

/** `<workdir>/.stackgate/journal/<stack>.ndjson` (the stack name escaped for the file system). */
export function defaultJournalFile(workdir: string, stack: string): string {
  return join(runtimeDirOf(workdir), "journal", `${safeFileName(stack)}${EXTENSION}`);
}
export interface FileJournalStoreOptions {
  /** Finished runs kept beside the current file as `<stack>.<startedAt>.ndjson` (default 10). */
  keepRotated?: number;
  /**
   * The workdir whose `.stackgate/` holds the file: checked (not tracked by git, no symlink,
   * inside the workdir) before the first read or write (files/runtime-dir.ts).
   */
  workdir?: string;
}

/**
 * The local journal file. One run per file: a new run rotates the previous file aside when
 * that run finished (`done`/`recovered`) and refuses to start when it did not (recover first).
 */
export class FileJournalStore {
  readonly file: string;
  private readonly keepRotated: number;
  private tailChecked = false;
  private readonly repairWarnings: string[] = [];
  private lastReadWarnings: string[] = [];
  private readonly workdir: string | undefined;
  private placeChecked = false;
  /** The file this process created for its run (startRun), kept open for every append. */
  private runFd: number | null = null;

  constructor(file: string, options: FileJournalStoreOptions = {}) {
    this.file = file;
    this.keepRotated = options.keepRotated ?? 10;
    this.workdir = options.workdir;
  }

  static forStack(workdir: string, stack: string, options?: FileJournalStoreOptions) {
    return new FileJournalStore(defaultJournalFile(workdir, stack), { ...options, workdir });
  }

  /**
   * The journal is runtime data: never read from a file git tracks, never read or written
   * through a symlink. Checked once per store, before the first read or write; the file itself
   * again at every read (appends open it with O_NOFOLLOW).
   */
  private checkPlace(): void {
    if (!this.placeChecked && this.workdir !== undefined) assertRuntimeDir(this.workdir);
    this.placeChecked = true;
    assertNotSymlink(this.file);
  }

  /** Warnings from the last read and from repairs (a truncated tail cut off before appending). */
  get warnings(): string[] {
    return [...this.repairWarnings, ...this.lastReadWarnings];
  }

  exists(): boolean {
    return existsSync(this.file);
  }

  /**
   * Appends one entry as one line, synchronously (safe inside a signal handler). Before the
   * first append of this process, a partial last line left by a killed writer is cut off, so
   * the new line does not glue onto it.
   */
  appendSync(entry: JournalEntry): void {
    if (this.runFd !== null) {
      writeSync(this.runFd, `${JSON.stringify(entry)}\n`);
      return;
    }
    if (!this.tailChecked) {
      this.checkPlace();
      this.tailChecked = true;
      if (this.workdir !== undefined) ensureRuntimeDir(this.workdir);
      mkdirSync(dirname(this.file), { recursive: true });
      this.cutPartialTail();
    }
    const fd = openAppendNoFollow(this.file);
    try {
      writeSync(fd, `${JSON.stringify(entry)}\n`);
    } finally {
      closeSync(fd);
    }
  }

  /** All entries of the run in the file ([] when there is no file). Throws JournalError. */
  read(): JournalEntry[] {
    this.checkPlace();
    let text: string;
    try {
      text = readFileSync(this.file, "utf8");
    } catch (error) {
      if (isMissing(error)) {
        this.lastReadWarnings = [];
        return [];
      }
      throw new JournalError(
        `Cannot read the stackgate journal ${this.file}: ${(error as Error).message}. Check its permissions.`,
        "unreadable",
        { cause: error },
      );
    }
    const parsed = parseJournal(text, this.file);
    this.lastReadWarnings = parsed.warnings;
    return parsed.entries;
  }

  /** The folded state of the run in the file, or null when there is none. */
  readState(): JournalState | null {
    const entries = this.read();
    if (entries.length === 0) return null;
    return foldJournal(entries, { source: this.file, warnings: this.lastReadWarnings });
  }

  /**
   * Starts a new run: refuses (JournalError "not-terminal") while the previous run in this
   * file is unfinished, rotates a finished one aside, then creates the file exclusively with
   * the start entry (files/exclusive-file.ts): of two runs starting at once only one gets it,
   * and each writes only to the file it created (its descriptor stays open).
   */
  startRun(header: JournalHeader, at?: string): StartEntry {
    const entry = completeEntry({ type: "start", header, ...(at === undefined ? {} : { at }) });
    this.checkPlace();
    mkdirSync(dirname(this.file), { recursive: true });
    for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
      const fd = createExclusively(this.file, `${JSON.stringify(entry)}\n`);
      if (fd !== null) {
        this.runFd = fd;
        this.tailChecked = true;
        return entry as StartEntry;
      }
      this.setAside(header);
    }
    throw new JournalError(
      `${this.file} was created by another run each time this run tried to start (${START_ATTEMPTS} times): ` +
        `several stackgate runs are starting in this workdir at once. Run one at a time.`,
      "not-terminal",
    );
  }

  /**
   * Replaces the local file with a run read back from elsewhere (e.g. a durable copy, on a
   * machine that never had the local file). Same refusal and rotation rules as `startRun`.
   */
  restore(entries: readonly JournalEntry[]): void {
    const state = foldJournal(entries, { source: "the restored journal" });
    this.checkPlace();
    this.setAside(state.header);
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    rmSync(temp, { force: true }); // a leftover (or a planted link) goes; "wx" never follows one
    writeFileSync(temp, entries.map((e) => `${JSON.stringify(e)}\n`).join(""), { flag: "wx" });
    renameSync(temp, this.file);
    this.tailChecked = true;
  }

  /** Moves a finished run in the file aside, or refuses an unfinished one (set-aside.ts). */
  private setAside(next: JournalHeader): void {
    const warnings = setAsideFinishedRun(this.file, next, this.keepRotated);
    this.repairWarnings.push(...warnings);
  }

  private cutPartialTail(): void {
    let content: Buffer;
    try {
      content = readFileSync(this.file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    if (content.length === 0 || content[content.length - 1] === 0x0a) return;
    const keep = content.lastIndexOf(0x0a) + 1;
    const cut = content.subarray(keep).toString("utf8");
    truncateSync(this.file, keep);
    this.repairWarnings.push(
      `${this.file}: cut off a partial last line (${cut.length} characters, ${JSON.stringify(cut.slice(0, 80))}) left by a writer that was killed mid-write, before appending.`,
    );
  }
}

/**
 * A durable journal copy in a directory: `<dir>/<project>/<stack>.ndjson`, the same NDJSON as
 * the local file, fsynced after every append. A start entry rotates the previous run's file
 * to `<stack>.<startedAt>.ndjson`; each run keeps its own file handle, so a run that starts
 * later cannot mix its entries into this one.
 */
export class DirJournalStore implements DurableStore {
  readonly location: string;
  private header: JournalHeader | null = null;
  private handle: FileHandle | null = null;

  constructor(readonly dir: string) {
    this.location = dir;
  }

  fileFor(key: Pick<JournalKey, "project" | "stack">): string {
    return join(this.dir, safeFileName(key.project), `${safeFileName(key.stack)}${EXTENSION}`);
  }

  attach(header: JournalHeader): void {
    if (this.header?.runId !== header.runId) void this.closeHandle();
    this.header = header;
  }

  async append(entry: JournalEntry): Promise<void> {
    if (entry.type === "start") {
      await this.closeHandle();
      this.header = entry.header;
      const file = this.fileFor(entry.header);
      await mkdir(dirname(file), { recursive: true });
      await this.rotate(file);
      this.handle = await open(file, "a");
      await syncDir(dirname(file));
    } else if (this.handle === null) {
      if (this.header === null) {
        throw new Error(
          `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`,
        );
      }
      const file = this.fileFor(this.header);
      if (!(await holdsRun(file, this.header.runId))) {
        // The run's start never reached this copy (the run was killed first): begin the copy
        // with it, so this file never holds a run without its start, nor another run's entries.
        await this.append({ type: "start", at: this.header.startedAt, header: this.header });
      } else {
        this.handle = await open(file, "a");
      }
    }
    const handle = this.handle;
    if (handle === null) throw new Error("journal file is not open");
    await handle.appendFile(`${JSON.stringify(entry)}\n`);
    await handle.datasync();
  }

  async readLatestRun(key: JournalKey): Promise<JournalEntry[]> {
    const run = await newestRunIn(this.fileFor(key));
    const start = run[0];
    if (start?.type !== "start") return [];
    const { project, stack, workdir } = start.header;
    const same = project === key.project && stack === key.stack && isSameWorkdir(workdir, key);
    return same ? run : [];
  }

  async close(): Promise<void> {
    await this.closeHandle();
  }

  /** `<dir>/<project>/<stack>.errored-state.sealed`, written whole and fsynced. */
  sealedStateFile(key: Pick<JournalKey, "project" | "stack">): string {
    return join(this.dir, safeFileName(key.project), `${safeFileName(key.stack)}${SEALED_STATE}`);
  }

  async keepSealedState(key: JournalKey, sealed: Buffer): Promise<void> {
    const file = this.sealedStateFile(key);
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.tmp-${process.pid}`;
    const handle = await open(temp, "w", 0o600);
    try {
      await handle.writeFile(sealed);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
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

  /** Moves the previous run's file aside, named by its start time (best effort for the name). */
  private async rotate(file: string): Promise<void> {
    let startedAt: string;
    try {
      const text = await readFile(file, "utf8");
      if (text === "") return;
      startedAt = startedAtOf(text) ?? (await stat(file)).mtime.toISOString();
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    const taken = new Set(await readdir(dirname(file)));
    const target = rotatedName(dirname(file), basename(file, EXTENSION), startedAt, (p) =>
      taken.has(basename(p)),
    );
    await rename(file, target);
  }
}

function startedAtOf(text: string): string | undefined {
  try {
    const end = text.indexOf("\n");
    const first = JSON.parse(end < 0 ? text : text.slice(0, end)) as unknown;
    const header = (first as { header?: { startedAt?: unknown } } | null)?.header;
    return typeof header?.startedAt === "string" ? header.startedAt : undefined;
  } catch {
    return undefined;
  }
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

/** True when the file's newest run is `runId` (an unreadable or missing file holds no run). */
async function holdsRun(file: string, runId: string): Promise<boolean> {
  try {
    const start = (await newestRunIn(file))[0];
    return start?.type === "start" && start.header.runId === runId;
  } catch {
    return false;
  }
}
