/**
 * A durable journal copy in PostgreSQL, in the same database as a `pg` backend's state:
 * table `<schema>.journal` (schema `stackgate` by default), created when missing. One client
 * per store, connected on first use. Rows carry the run's project, stack, workdir and run id,
 * so runs of different stacks (or two runs interleaving) never mix when read back.
 *
 * The connection string is read the way Terraform's `pg` backend (lib/pq) reads it: a
 * `postgres://` URL or libpq `key=value` pairs, `sslmode` defaulting to `$PGSSLMODE` and then
 * to `require`. Passwords never appear in `location` or in error messages.
 */
import type { Client, ClientConfig } from "pg";
import type { ConnectionOptions } from "node:tls";
import {
  entryProblem,
  JournalError,
  quoteExcerpt,
  type DurableStore,
  type JournalEntry,
  type JournalHeader,
  type JournalKey,
} from "./journal.js";

export const DEFAULT_JOURNAL_SCHEMA = "stackgate";

export interface PgConnection {
  config: ClientConfig;
  /** `postgres://user@host:port/db`: never the password. */
  display: string;
  /** Strings to scrub from messages (the password, when there is one). */
  secrets: string[];
}

/** libpq `key=value` pairs (values may be single-quoted; backslash escapes). */
function parseKeyValue(text: string): Map<string, string> {
  const pairs = new Map<string, string>();
  const pattern = /\s*([A-Za-z_]+)\s*=\s*(?:'((?:[^'\\]|\\.)*)'|((?:[^\s'\\]|\\.)*))/gy;
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = pattern.exec(text)) !== null && match[0] !== "") {
    const raw = match[2] ?? match[3] ?? "";
    pairs.set((match[1] ?? "").toLowerCase(), raw.replace(/\\(.)/g, "$1"));
    end = pattern.lastIndex;
  }
  if (text.slice(end).trim() !== "") {
    throw new Error(
      `cannot parse the PostgreSQL connection string near ${quoteExcerpt(text.slice(end).trim(), 20)}: expected a postgres:// URL or key=value pairs`,
    );
  }
  return pairs;
}

function sslFor(mode: string): ClientConfig["ssl"] {
  switch (mode) {
    case "disable":
      return false;
    case "verify-full":
      return { rejectUnauthorized: true };
    case "verify-ca": {
      const options: ConnectionOptions = {
        rejectUnauthorized: true,
        checkServerIdentity: () => undefined,
      };
      return options;
    }
    default:
      // lib/pq's "require" (its default): encrypted, certificate not verified.
      return { rejectUnauthorized: false };
  }
}

/** Reads a `pg` backend connection string into a node-postgres client config. */
export function parsePgConnString(
  connString: string,
  env: NodeJS.ProcessEnv = process.env,
): PgConnection {
  const fields = new Map<string, string>();
  const trimmed = connString.trim();
  if (/^postgres(ql)?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error(
        "cannot parse the PostgreSQL connection URL (expected postgres://user:password@host:port/dbname)",
      );
    }
    if (url.username !== "") fields.set("user", decodeURIComponent(url.username));
    if (url.password !== "") fields.set("password", decodeURIComponent(url.password));
    if (url.hostname !== "")
      fields.set("host", decodeURIComponent(url.hostname).replace(/^\[|\]$/g, ""));
    if (url.port !== "") fields.set("port", url.port);
    const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
    if (database !== "") fields.set("dbname", database);
    for (const [key, value] of url.searchParams) fields.set(key.toLowerCase(), value);
  } else {
    for (const [key, value] of parseKeyValue(trimmed)) fields.set(key, value);
  }

  const config: ClientConfig = {};
  const host = fields.get("host") ?? fields.get("hostaddr");
  if (host !== undefined) config.host = host;
  const port = fields.get("port");
  if (port !== undefined) config.port = Number(port);
  const user = fields.get("user");
  if (user !== undefined) config.user = user;
  const password = fields.get("password");
  if (password !== undefined) config.password = password;
  const database = fields.get("dbname");
  if (database !== undefined) config.database = database;
  const timeout = Number(fields.get("connect_timeout"));
  if (Number.isFinite(timeout) && timeout > 0) config.connectionTimeoutMillis = timeout * 1000;
  const application = fields.get("application_name");
  config.application_name = application ?? "stackgate";
  config.ssl = sslFor(fields.get("sslmode") ?? env.PGSSLMODE ?? "require");

  const shownHost = config.host ?? env.PGHOST ?? "localhost";
  const shownUser = config.user ?? env.PGUSER;
  const hostPart = shownHost.includes(":") ? `[${shownHost}]` : shownHost;
  const display =
    `postgres://${shownUser === undefined ? "" : `${encodeURIComponent(shownUser)}@`}` +
    `${hostPart}${config.port === undefined ? "" : `:${config.port}`}/${config.database ?? env.PGDATABASE ?? ""}`;
  const secrets = [password, env.PGPASSWORD].filter(
    (s): s is string => s !== undefined && s !== "",
  );
  for (const secret of [...secrets]) {
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) secrets.push(encoded);
  }
  return { config, display, secrets };
}

/**
 * The `pg` client library, loaded the first time a pg backend is used: most runs never touch
 * PostgreSQL, and evaluating `pg` at start-up cost every command time and memory.
 */
export async function loadPg(): Promise<(typeof import("pg"))["default"]> {
  return (await import("pg")).default;
}

/** `"name"` with embedded quotes doubled. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface PgJournalStoreOptions {
  /** Schema of the journal table (default `stackgate`). */
  schema?: string;
  /** Default 5000 ms, unless the connection string sets `connect_timeout`. */
  connectTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

interface RunKey extends JournalKey {
  runId: string;
}

const RACE_CODES = new Set(["23505", "42P06", "42P07"]);

export class PgJournalStore implements DurableStore {
  readonly location: string;
  readonly schema: string;
  private readonly connection: PgConnection;
  private readonly table: string;
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
      const found = await this.query(
        `select 1 from ${this.table} where project = $1 and stack = $2 and workdir = $3 and run_id = $4 and entry->>'type' = 'start' limit 1`,
        [run.project, run.stack, run.workdir, run.runId],
      );
      if (found.rows.length === 0) {
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
    return result.rows.map((row) => {
      const problem = entryProblem(row.entry);
      if (problem !== null) {
        throw new JournalError(
          `Cannot read the stackgate journal at ${this.location}: row seq ${row.seq} is not a journal entry (${problem}): ` +
            `${quoteExcerpt(JSON.stringify(row.entry))}. Delete or fix that row; stackgate will not act on a journal it cannot read.`,
        );
      }
      return row.entry as JournalEntry;
    });
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
    let message = error instanceof Error ? error.message : String(error);
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
    runId: header.runId,
  };
}
