/**
 * The local file of the intent journal: synchronous appends, one run per file,
 * `<workdir>/.stackgate/journal/<stack>.ndjson` (the durable copy in a directory the user
 * configures is dir-store.ts).
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { dirname, join } from "node:path";

import {
  assertNotSymlink,
  assertRuntimeDir,
  ensureRuntimeDir,
  openAppendNoFollow,
  runtimeDirOf,
} from "../files/runtime-dir.js";
import { createExclusively } from "../files/exclusive-file.js";
import { EXTENSION, isMissing, setAsideFinishedRun } from "./set-aside.js";

import {
  completeEntry,
  JournalError,
  parseJournal,
  safeFileName,
  type JournalEntry,
  type JournalHeader,
  type JournalState,
  type StartEntry,
} from "./entries.js";
import { foldJournal } from "./fold.js";
/** How often startRun tries to create the file when runs keep racing it (then refuses). */
const START_ATTEMPTS = 5;

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
  /**
   * The descriptor every append goes through, kept open for the rest of the process: the file
   * this store created for its run (startRun), or the one it first appended to (O_NOFOLLOW,
   * O_APPEND). A file moved aside or replaced later by another store is not written through
   * the path again: this store's entries stay with the run it wrote them for.
   */
  private appendFd: number | null = null;

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
    if (this.appendFd === null) {
      if (!this.tailChecked) {
        this.checkPlace();
        this.tailChecked = true;
        if (this.workdir !== undefined) ensureRuntimeDir(this.workdir);
        mkdirSync(dirname(this.file), { recursive: true });
        this.cutPartialTail();
      }
      this.appendFd = openAppendNoFollow(this.file);
    }
    appendWhole(this.appendFd, Buffer.from(`${JSON.stringify(entry)}\n`));
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
    this.closeAppendFd();
    for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
      const fd = createExclusively(this.file, `${JSON.stringify(entry)}\n`);
      if (fd !== null) {
        this.appendFd = fd;
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
    this.closeAppendFd();
    this.setAside(state.header);
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    rmSync(temp, { force: true }); // a leftover (or a planted link) goes; "wx" never follows one
    writeFileSync(temp, entries.map((e) => `${JSON.stringify(e)}\n`).join(""), { flag: "wx" });
    renameSync(temp, this.file);
    this.tailChecked = true;
  }

  /** Before this store writes another file: the run it appended to so far is done with. */
  private closeAppendFd(): void {
    if (this.appendFd === null) return;
    closeSync(this.appendFd);
    this.appendFd = null;
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
 * Appends all of `data` or none of it. A full disk can take part of a line (a short write, no
 * error): the rest is written, and when that fails the part already written is cut off again
 * before the error is thrown, so the file still ends at a line's end and a later append (once
 * there is room) cannot land in the middle of a cut entry.
 */
function appendWhole(fd: number, data: Buffer): void {
  let written = 0;
  try {
    while (written < data.length) written += writeSync(fd, data, written, data.length - written);
  } catch (error) {
    if (written > 0) ftruncateSync(fd, fstatSync(fd).size - written);
    throw error;
  }
}
