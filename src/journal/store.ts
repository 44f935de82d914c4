import type { JournalEntry, JournalHeader, JournalKey } from "./entries.js";

/** A durable copy of the journal somewhere the next run (maybe on another machine) can read. */
export interface DurableStore {
  /** Where the copy lives, for messages: never contains a password. */
  readonly location: string;
  append(entry: JournalEntry): Promise<void>;
  /** The entries of the most recent run for this key, in order ([] when there is none). */
  readLatestRun(key: JournalKey): Promise<JournalEntry[]>;
  /** Continue an existing run (e.g. `recover` appending to the run it repairs). */
  attach?(header: JournalHeader): void;
  close(): Promise<void>;
}
