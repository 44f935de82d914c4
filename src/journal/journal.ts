/** The journal writer (the format and its reading: entries.ts; the fold: fold.ts). */
import { messageOf } from "../errors.js";
import { describeWriteFailure } from "../files/fs-errors.js";
import type { FileJournalStore } from "./file-store.js";
import type { DurableStore } from "./store.js";
import {
  completeEntry,
  type JournalEntry,
  type JournalHeader,
  type JournalInput,
  type StartEntry,
} from "./entries.js";

export interface JournalOptions {
  local: FileJournalStore;
  durable?: readonly DurableStore[];
  /** Called once per warning, as it happens (e.g. to print it). */
  onWarning?: (message: string) => void;
  /**
   * Called once, synchronously, when the local file cannot be written (a full disk): the run
   * must stop its engine gracefully. Entries go on to the durable copies and stay in memory.
   */
  onLocalFailure?: (message: string) => void;
}

interface Lane {
  store: DurableStore;
  /** Entries recorded but not yet handed to the store: the next write takes them all. */
  queue: JournalEntry[];
  tail: Promise<void>;
  disabled: boolean;
  appended: number;
}

/**
 * Writes the journal: the local file synchronously, first, before the side effect the entry
 * describes; then each durable copy in the background (in order, one write at a time per
 * store; entries recorded while a write is under way go together in the next one, so a slow
 * store lags by one write, not by a queue of them). A durable copy that fails never fails the run: it is reported in `warnings`, and
 * that copy is not written again in this run (a copy with a gap would mislead a reader more
 * than a copy that visibly stops).
 */
export class Journal {
  readonly local: FileJournalStore;
  private readonly lanes: Lane[];
  private readonly warningList: string[] = [];
  private readonly onWarning: ((message: string) => void) | undefined;
  private readonly onLocalFailure: ((message: string) => void) | undefined;
  private localFailureText: string | null = null;
  /** Entries the local file did not take (after its first failed append), in order. */
  private readonly unwrittenList: JournalEntry[] = [];

  constructor(options: JournalOptions) {
    this.local = options.local;
    this.lanes = (options.durable ?? []).map((store) => ({
      store,
      queue: [],
      tail: Promise.resolve(),
      disabled: false,
      appended: 0,
    }));
    this.onWarning = options.onWarning;
    this.onLocalFailure = options.onLocalFailure;
  }

  /** Why the local file stopped taking entries, or null while it takes them. */
  get localFailure(): string | null {
    return this.localFailureText;
  }

  /** Entries only memory and the durable copies hold (the local file failed). */
  get unwritten(): readonly JournalEntry[] {
    return this.unwrittenList;
  }

  get warnings(): readonly string[] {
    return this.warningList;
  }

  get durableLocations(): string[] {
    return this.lanes.map((lane) => lane.store.location);
  }

  /**
   * Starts a run: refuses when the previous run of this stack is not terminal (recover
   * first), rotates a finished one, writes the start entry locally, then queues it durably.
   */
  start(header: JournalHeader, at?: string): StartEntry {
    const entry = this.local.startRun(header, at);
    this.enqueue(entry);
    return entry;
  }

  /** Continues an existing run (the local file already holds its start entry). */
  resume(header: JournalHeader): void {
    for (const lane of this.lanes) lane.store.attach?.(header);
  }

  /** Records one entry: synchronous local append, then a queued durable append. */
  record(input: JournalInput): JournalEntry {
    if (input.type === "start") return this.start(input.header, input.at);
    const entry = completeEntry(input);
    this.appendLocal(entry);
    this.enqueue(entry);
    return entry;
  }

  /**
   * The local append never throws into the engine's output or a signal handler: a file that
   * cannot be written (ENOSPC) is reported once through `onLocalFailure`, and this and every
   * later entry is kept in memory (and still queued for the durable copies).
   */
  private appendLocal(entry: JournalEntry): void {
    if (this.localFailureText !== null) {
      this.unwrittenList.push(entry);
      return;
    }
    try {
      this.local.appendSync(entry);
    } catch (error) {
      this.unwrittenList.push(entry);
      this.localFailureText = describeWriteFailure(this.local.file, error);
      const durable =
        this.lanes.length > 0 ? ` and go on to ${this.durableLocations.join(", ")}` : "";
      this.warn(
        `${this.localFailureText}: the journal's later entries stay in memory${durable}; stopping the engine gracefully.`,
      );
      try {
        this.onLocalFailure?.(this.localFailureText);
      } catch {
        // The stop request is best effort; the warning is recorded.
      }
    }
  }

  /** Waits until every queued durable append has finished (or failed into `warnings`). */
  async flush(): Promise<void> {
    for (;;) {
      const tails = this.lanes.map((lane) => lane.tail);
      await Promise.all(tails);
      if (this.lanes.every((lane, i) => lane.tail === tails[i])) return;
    }
  }

  /** Flushes, then closes the durable stores (close failures become warnings). */
  async close(): Promise<void> {
    this.retryLocal();
    await this.flush();
    await Promise.all(
      this.lanes.map(async (lane) => {
        try {
          await lane.store.close();
        } catch (error) {
          this.warn(
            `durable journal copy at ${lane.store.location}: close failed: ${messageOf(error)}`,
          );
        }
      }),
    );
  }

  /** Once more at the end: the entries the local file missed, if it takes them now. */
  private retryLocal(): void {
    if (this.localFailureText === null || this.unwrittenList.length === 0) return;
    try {
      for (const entry of this.unwrittenList) this.local.appendSync(entry);
      this.unwrittenList.splice(0);
    } catch {
      // Still full: the entries stay in memory and in the durable copies.
    }
  }

  private enqueue(entry: JournalEntry): void {
    for (const lane of this.lanes) {
      lane.queue.push(entry);
      lane.tail = lane.tail.then(() => this.push(lane));
    }
  }

  private async push(lane: Lane): Promise<void> {
    const batch = lane.queue.splice(0);
    if (lane.disabled || batch.length === 0) return; // an earlier write took them
    let failed = `the ${batch[0]?.type ?? ""} entry${batch.length > 1 ? ` and ${batch.length - 1} after it` : ""}`;
    try {
      if (lane.store.appendMany) {
        await lane.store.appendMany(batch);
        lane.appended += batch.length;
      } else {
        for (const entry of batch) {
          failed = `the ${entry.type} entry`;
          await lane.store.append(entry);
          lane.appended++;
        }
      }
    } catch (error) {
      lane.disabled = true;
      this.warn(
        `durable journal copy at ${lane.store.location}: writing ${failed} failed (${messageOf(error)}). ` +
          `That copy stops after ${lane.appended} entries of this run and is not written again; ` +
          `the local journal ${this.local.file} is complete, keep it (or rerun recover on this machine).`,
      );
    }
  }

  private warn(message: string): void {
    this.warningList.push(message);
    try {
      this.onWarning?.(message);
    } catch {
      // A failing reporter must not break the queue: the warning is in `warnings`.
    }
  }
}
