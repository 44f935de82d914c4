/**
 * A durable journal copy in PostgreSQL, in the same database as a `pg` backend's state:
 * table `<schema>.journal` (schema `stackgate` by default), created when missing. One client
 * per store, connected on first use. Rows carry the run's project, stack, workdir and, in
 * column `run_id`, the run's record key (entries.ts `recordKey`: run id, attempt, job, index,
 * start time, host, pid), so runs of different stacks, re-runs, matrix siblings or two runs
 * interleaving never mix when read back. (Rows written before the record key name the run id.)

 * Passwords never appear in `location` or in error messages (backends/pg.ts reads the
 * connection string).
 */
import type { Client } from "pg";
import { loadPg, parsePgConnString, quoteIdentifier, type PgConnection } from "../backends/pg.js";

import {
  checkStoredEntry,
  recordKey,
  TERMINAL_PHASES,
  type JournalEntry,
  type JournalHeader,
  type JournalKey,
} from "./entries.js";
import { type DurableStore } from "./store.js";
import { messageOf } from "../errors.js";
const DEFAULT_JOURNAL_SCHEMA = "stackgate";

export interface PgJournalStoreOptions {
  /** Schema of the journal table (default `stackgate`). */
  schema?: string;
  /** Default 5000 ms, unless the connection string sets `connect_timeout`. */
  connectTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

interface RunKey extends JournalKey {
  /** The run's record key (entries.ts `recordKey`), kept in column `run_id`. */
  runId: string;
}

/** The phases that close a record, as SQL literals (entries.ts TERMINAL_PHASES). */
const CLOSED = [...TERMINAL_PHASES].map((phase) => `'${phase}'`).join(", ");

const RACE_CODES = new Set(["23505", "42P06", "42P07"]);

export class PgJournalStore implements DurableStore {
  readonly location: string;
  readonly schema: string;
  private readonly connection: PgConnection;
  private readonly table: string;
  /** One sealed errored state per stack (journal/sealed-state.ts): never the state in clear. */
  private readonly sealedTable: string;
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private run: RunKey | null = null;
  /** A run continued by `attach` whose copy may lack its start entry (checked on first append). */
  private resumed: JournalHeader | null = null;
  private closed = false;

  constructor(connString: string, options: PgJournalStoreOptions = {}) {
    this.connection = parsePgConnString(connString, options.env);
    this.connection.config.connectionTimeoutMillis ??= options.connectTimeoutMs ?? 5000;
    this.schema = options.schema ?? DEFAULT_JOURNAL_SCHEMA;
    if (this.schema === "") throw new Error("the journal schema name must not be empty");
    this.table = `${quoteIdentifier(this.schema)}.journal`;
    this.sealedTable = `${quoteIdentifier(this.schema)}.errored_state`;
    this.location = `${this.connection.display} (table ${this.schema}.journal)`;
  }

  attach(header: JournalHeader): void {
    this.run = keyOf(header);
    this.resumed = header;
  }

  async append(entry: JournalEntry): Promise<void> {
    if (entry.type === "start") {
      this.run = keyOf(entry.header);
      this.resumed = null;
    }
    const run = this.run;
    if (run === null) {
      throw new Error(
        `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`,
      );
    }
    const resumed = this.resumed;
    if (resumed !== null) {
      this.resumed = null;
      // The run's start never reached this copy (the run was killed first): add it, so the
      // copy holds the whole run and readLatestRun finds it.
      // Found by its header, whatever key its rows carry (a record written before the record
      // key carries the bare run id: it is continued under that one, so it closes).
      const found = await this.query<{ run_id: string }>(
        `select run_id from ${this.table} where project = $1 and stack = $2 and workdir = $3 and entry->>'type' = 'start' and entry->'header' = $4::jsonb order by seq desc limit 1`,
        [run.project, run.stack, run.workdir, JSON.stringify(resumed)],
      );
      const stored = found.rows[0]?.run_id;
      if (stored !== undefined) {
        run.runId = stored;
      } else {
        await this.append({ type: "start", at: resumed.startedAt, header: resumed });
      }
    }
    // `at` (default now()) is when the copy arrived; the entry keeps its own time.
    await this.query(
      `insert into ${this.table} (project, stack, workdir, run_id, entry) values ($1, $2, $3, $4, $5::jsonb)`,
      [run.project, run.stack, run.workdir, run.runId, JSON.stringify(entry)],
    );
  }

  async readLatestRun(key: JournalKey): Promise<JournalEntry[]> {
    const result = await this.query<{ seq: string; entry: unknown }>(
      `with latest as (
         select seq, run_id from ${this.table}
          where project = $1 and stack = $2 and workdir = $3 and entry->>'type' = 'start'
          order by seq desc limit 1)
       select j.seq::text as seq, j.entry from ${this.table} j join latest l
           on j.run_id = l.run_id and j.seq >= l.seq
        where j.project = $1 and j.stack = $2 and j.workdir = $3
        order by j.seq`,
      [key.project, key.stack, key.workdir],
    );
    return result.rows.map((row) => this.check(row));
  }

  /**
   * Every run whose record has no closing phase after its (last) start entry, oldest first:
   * `run_id` is the record key, so each run is one group of rows.
   */
  async readUnfinishedRuns(key: JournalKey): Promise<JournalEntry[][]> {
    const result = await this.query<{ seq: string; run_id: string; entry: unknown }>(
      `with starts as (
         select run_id, max(seq) as first from ${this.table}
          where project = $1 and stack = $2 and workdir = $3 and entry->>'type' = 'start'
          group by run_id),
       open as (
         select s.run_id, s.first from starts s
          where not exists (
            select 1 from ${this.table} t
             where t.project = $1 and t.stack = $2 and t.workdir = $3 and t.run_id = s.run_id
               and t.seq > s.first and t.entry->>'type' = 'phase' and t.entry->>'phase' in (${CLOSED})))
       select j.seq::text as seq, j.run_id, j.entry from ${this.table} j join open o
           on j.run_id = o.run_id and j.seq >= o.first
        where j.project = $1 and j.stack = $2 and j.workdir = $3
        order by o.first, j.seq`,
      [key.project, key.stack, key.workdir],
    );
    const runs = new Map<string, JournalEntry[]>();
    for (const row of result.rows) {
      const run = runs.get(row.run_id) ?? [];
      run.push(this.check(row));
      runs.set(row.run_id, run);
    }
    return [...runs.values()];
  }

  private check(row: { seq: string; entry: unknown }): JournalEntry {
    return checkStoredEntry(row.entry, {
      location: this.location,
      item: `row seq ${row.seq}`,
      text: JSON.stringify(row.entry),
      remedy: "Delete or fix that row",
    });
  }

  async keepSealedState(key: JournalKey, sealed: Buffer): Promise<void> {
    await this.query(
      `insert into ${this.sealedTable} (project, stack, workdir, sealed) values ($1, $2, $3, $4)
         on conflict (project, stack, workdir) do update set sealed = excluded.sealed, kept_at = now()`,
      [key.project, key.stack, key.workdir, sealed],
    );
  }

  async readSealedState(key: JournalKey): Promise<Buffer | null> {
    const result = await this.query<{ sealed: Buffer }>(
      `select sealed from ${this.sealedTable} where project = $1 and stack = $2 and workdir = $3`,
      [key.project, key.stack, key.workdir],
    );
    return result.rows[0]?.sealed ?? null;
  }

  async dropSealedState(key: JournalKey): Promise<void> {
    await this.query(
      `delete from ${this.sealedTable} where project = $1 and stack = $2 and workdir = $3`,
      [key.project, key.stack, key.workdir],
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const pending = this.connecting;
    this.connecting = null;
    const client = this.client ?? (await pending?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async query<R extends object = Record<string, unknown>>(
    text: string,
    values: unknown[],
  ): Promise<{ rows: R[] }> {
    const client = await this.connect();
    try {
      return await client.query<R & Record<string, unknown>>(text, values);
    } catch (error) {
      throw this.clean(error);
    }
  }

  private connect(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error("the journal store is closed"));
    if (this.client !== null) return Promise.resolve(this.client);
    this.connecting ??= this.open().then(
      (client) => {
        this.client = client;
        this.connecting = null;
        return client;
      },
      (error: unknown) => {
        this.connecting = null; // the next call tries again with a fresh client
        throw this.clean(error);
      },
    );
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const pg = await loadPg();
    const client = new pg.Client(this.connection.config);
    // A dropped connection is reported as an 'error' event; unhandled it would kill stackgate.
    client.on("error", () => {
      if (this.client === client) this.client = null;
    });
    try {
      await client.connect();
      await this.ensureTable(client);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private async ensureTable(client: Client): Promise<void> {
    const statements = [
      `create schema if not exists ${quoteIdentifier(this.schema)}`,
      `create table if not exists ${this.table} (
         seq bigserial primary key,
         project text,
         stack text,
         workdir text,
         run_id text,
         entry jsonb not null,
         at timestamptz default now())`,
      `create index if not exists journal_by_stack on ${this.table} (project, stack, workdir, seq)`,
      `create table if not exists ${this.sealedTable} (
         project text not null,
         stack text not null,
         workdir text not null,
         sealed bytea not null,
         kept_at timestamptz default now(),
         primary key (project, stack, workdir))`,
    ];
    for (const sql of statements) {
      try {
        await client.query(sql);
      } catch (error) {
        // Two first runs at once: `if not exists` can still lose the race in the catalog.
        const code = (error as { code?: unknown }).code;
        if (typeof code === "string" && RACE_CODES.has(code)) continue;
        throw error;
      }
    }
  }

  /** The error with every secret scrubbed from its message (and no stack of the driver). */
  private clean(error: unknown): Error {
    let message = messageOf(error);
    if (message === "" && error instanceof AggregateError) {
      message = error.errors.map((e) => (e instanceof Error ? e.message : String(e))).join("; ");
    }
    for (const secret of this.connection.secrets) message = message.split(secret).join("***");
    const code = (error as { code?: unknown }).code;
    return new Error(
      typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message,
    );
  }
}

function keyOf(header: JournalHeader): RunKey {
  return {
    project: header.project,
    stack: header.stack,
    workdir: header.workdir,
    runId: recordKey(header),
  };
}
