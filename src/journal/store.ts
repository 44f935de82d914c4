import type { JournalEntry, JournalHeader, JournalKey } from "./entries.js";

/** A durable copy of the journal somewhere the next run (maybe on another machine) can read. */
export interface DurableStore {
  /** Where the copy lives, for messages: never contains a password. */
  readonly location: string;
  append(entry: JournalEntry): Promise<void>;
  /**
   * Appends several entries, in order, in one write: for a store that rewrites its copy whole
   * on every append (S3 has no append), so a copy behind by many entries catches up at once.
   */
  appendMany?(entries: readonly JournalEntry[]): Promise<void>;
  /** The entries of the most recent run for this key, in order ([] when there is none). */
  readLatestRun(key: JournalKey): Promise<JournalEntry[]>;
  /**
   * Every run of this key whose record is not closed (no `done`/`recovered` phase), each as its
   * entries in order, oldest run first. Each run has its own record (entries.ts `recordKey`),
   * kept until it is closed: a later run never hides an unfinished one.
   */
  readUnfinishedRuns(key: JournalKey): Promise<JournalEntry[][]>;
  /** Continue an existing run (e.g. `recover` appending to the run it repairs). */
  attach?(header: JournalHeader): void;
  close(): Promise<void>;
  /**
   * Keeps the stack's sealed errored state (journal/sealed-state.ts): one per stack, a newer
   * one replaces it. Stores that cannot keep one leave these out.
   */
  keepSealedState?(key: JournalKey, sealed: Buffer): Promise<void>;
  /** The stack's sealed errored state, or null when none is kept. */
  readSealedState?(key: JournalKey): Promise<Buffer | null>;
  /** Removes the stack's sealed errored state (after the backend took it). */
  dropSealedState?(key: JournalKey): Promise<void>;
}
