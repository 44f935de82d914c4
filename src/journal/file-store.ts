/**
 * The local file of the intent journal: synchronous appends, one run per file,
 * `<workdir>/.stackgate/journal/<stack>.ndjson` (the durable copy in a directory the user
 * configures is dir-store.ts).
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";

import {
  assertNotSymlink,
  assertRuntimeDir,
  openAppendNoFollow,
  runtimeDirOf,
} from "../files/runtime-dir.js";

import {
  completeEntry,
  JournalError,
  parseJournal,
  safeFileName,
  timeForFileName,
  type JournalEntry,
  type JournalHeader,
  type JournalState,
  type StartEntry,
} from "./entries.js";
import { assertJournalFor, foldJournal, isTerminal } from "./fold.js";
const EXTENSION = ".ndjson";
const ROTATED_TIME = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:\.\d+)?Z(?:-\d+)?`;

/** `<workdir>/.stackgate/journal/<stack>.ndjson` (the stack name escaped for the file system). */
export function defaultJournalFile(workdir: string, stack: string): string {
  return join(runtimeDirOf(workdir), "journal", `${safeFileName(stack)}${EXTENSION}`);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === "ENOENT";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A free `<base>.<time>[-n].ndjson` beside the journal. */
function rotatedName(dir: string, base: string, startedAt: string, exists: (p: string) => boolean) {
  const time = timeForFileName(startedAt);
  for (let n = 0; ; n++) {
    const candidate = join(dir, `${base}.${time}${n === 0 ? "" : `-${n}`}${EXTENSION}`);
    if (!exists(candidate)) return candidate;
  }
}

function describeRun(header: JournalHeader): string {
  return (
    `run ${JSON.stringify(header.runId)}${header.runUrl === undefined ? "" : ` (${header.runUrl})`}, ` +
    `started ${header.startedAt} by ${header.user}@${header.host} pid ${header.pid} (${JSON.stringify(header.command)})`
  );
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
    if (!this.tailChecked) {
      this.checkPlace();
      this.tailChecked = true;
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
   * file is unfinished, rotates a finished one aside, then writes the start entry.
   */
  startRun(header: JournalHeader, at?: string): StartEntry {
    const entry = completeEntry({ type: "start", header, ...(at === undefined ? {} : { at }) });
    this.setAsideFinishedRun(header);
    this.appendSync(entry);
    return entry as StartEntry;
  }

  /**
   * Replaces the local file with a run read back from elsewhere (e.g. a durable copy, on a
   * machine that never had the local file). Same refusal and rotation rules as `startRun`.
   */
  restore(entries: readonly JournalEntry[]): void {
    const state = foldJournal(entries, { source: "the restored journal" });
    this.checkPlace();
    this.setAsideFinishedRun(state.header);
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    rmSync(temp, { force: true }); // a leftover (or a planted link) goes; "wx" never follows one
    writeFileSync(temp, entries.map((e) => `${JSON.stringify(e)}\n`).join(""), { flag: "wx" });
    renameSync(temp, this.file);
    this.tailChecked = true;
  }

  private setAsideFinishedRun(next: JournalHeader): void {
    const entries = this.read();
    if (entries.length === 0) {
      if (this.exists()) {
        // Empty, or only a start entry cut short by a kill: that run did nothing yet.
        this.repairWarnings.push(...this.lastReadWarnings);
        rmSync(this.file, { force: true });
      }
      return;
    }
    const state = foldJournal(entries, { source: this.file, warnings: this.lastReadWarnings });
    if (!isTerminal(state)) {
      let foreign = "";
      try {
        assertJournalFor(state, next, "It");
      } catch (error) {
        foreign = ` ${(error as Error).message}`;
      }
      throw new JournalError(
        `The previous run of stack ${JSON.stringify(state.header.stack)} did not finish: ${describeRun(state.header)} ` +
          `is in phase "${state.phase}" (last entry ${state.updatedAt}, journal ${this.file}).${foreign} ` +
          `Run \`stackgate recover\` first: it repairs what that run left behind and closes its journal. ` +
          `A new run will not start over an unfinished one.`,
        "not-terminal",
      );
    }
    const dir = dirname(this.file);
    const base = basename(this.file, EXTENSION);
    renameSync(this.file, rotatedName(dir, base, state.header.startedAt, existsSync));
    this.prune(dir, base);
  }

  /** Keeps the newest `keepRotated` finished runs; best effort. */
  private prune(dir: string, base: string): void {
    try {
      const pattern = new RegExp(
        `^${escapeRegExp(base)}\\.${ROTATED_TIME}${escapeRegExp(EXTENSION)}$`,
      );
      // Names carry the run's start time: name order is age order.
      const rotated = readdirSync(dir)
        .filter((name) => pattern.test(name))
        .sort();
      for (const old of rotated.slice(0, Math.max(0, rotated.length - this.keepRotated))) {
        rmSync(join(dir, old), { force: true });
      }
    } catch {
      // Old journals are a convenience; failing to prune them must not stop a run.
    }
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
