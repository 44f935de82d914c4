/**
 * Pulumi DIY lock files on a `postgres://` backend (Pulumi's pkg/backend/diy/postgres, in the
 * CLI since 2025; read here as v3.274.1 writes it). That backend is a gocloud bucket in one
 * table — `pulumi_state` unless the URL says `?table=…` — with a row per object:
 * `key text primary key, data json, updated_at timestamptz`, the object's bytes base64 in
 * `data->>'data'`. Like every non-file DIY backend, Pulumi prefixes each key with the URL's path,
 * which for PostgreSQL is the database name: the lock of `organization/app/dev` in database
 * `infra` is the row `infra/.pulumi/locks/organization/app/dev/<uuid>.json`.
 *
 * Removal is one conditional statement: the row is deleted only while its data is still what
 * was listed, so a lock a live process wrote in the meantime is never removed.
 * The connection string is read as for the Terraform `pg` backend (backends/pg.ts: lib/pq's
 * reading, `sslmode` defaulting to `require` as lib/pq does); the password never appears in a
 * lock's path, a message or the manual command.
 */
import type { Client } from "pg";
import { messageOf, quoteExcerpt } from "../errors.js";
import type {
  PulumiLockFile,
  PulumiLockListing,
  PulumiLockStore,
} from "../engines/pulumi/lock-files.js";
import type { PulumiStackRef } from "../engines/pulumi/project.js";
import { parsePgConnString, withPgClient, type PgConnection } from "../backends/pg.js";
import { shellQuote } from "../process/shell-quote.js";
import {
  backendKeyPrefix,
  lockKeyPrefixes,
  parseBackendUrl,
  parseLockContent,
} from "./pulumi-lock-file.js";

/** Pulumi's default table (`table` query parameter unset). */
const PULUMI_PG_DEFAULT_TABLE = "pulumi_state";

export interface PostgresLocation {
  connection: PgConnection;
  /** The table as Pulumi names it in its SQL (unquoted: `name` or `schema.name`). */
  table: string;
  /** The key prefix of the backend (`""` or ending in `/`): the URL's path. */
  prefix: string;
}

/** An unquoted identifier, optionally schema-qualified: what Pulumi's `?table=` can safely be. */
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;

/** Reads a `postgres://` DIY backend URL as Pulumi does; throws naming the URL's problem. */
export function parsePostgresBackendUrl(url: string, env: NodeJS.ProcessEnv): PostgresLocation {
  const parsed = parseBackendUrl(
    url,
    "the Pulumi backend URL",
    "postgres://user:password@host:port/database?table=…",
  );
  const table = parsed.searchParams.get("table") ?? "";
  if (table !== "" && !TABLE_NAME.test(table)) {
    throw new Error(
      `the Pulumi backend's table ${quoteExcerpt(table, 40)} is not a plain table name ` +
        "(expected letters, digits and _, optionally schema.table): stackgate reads only such tables",
    );
  }
  parsed.searchParams.delete("table");
  return {
    connection: parsePgConnString(parsed.toString(), env),
    table: table === "" ? PULUMI_PG_DEFAULT_TABLE : table,
    prefix: backendKeyPrefix(parsed),
  };
}

/** PostgreSQL's undefined_table: no table yet, so no stack and no lock. */
const UNDEFINED_TABLE = "42P01";

interface LockRow {
  key: string;
  data: string | null;
}

export class PostgresPulumiLockStore implements PulumiLockStore {
  /** `postgres://user@host:port`: a lock's path is this, `/`, and its key (Pulumi's own form). */
  private readonly origin: string;

  constructor(
    readonly backendUrl: string,
    private readonly ref: PulumiStackRef,
    private readonly location: PostgresLocation,
  ) {
    const shown = location.connection.display;
    const slash = shown.indexOf("/", "postgres://".length);
    this.origin = slash < 0 ? shown : shown.slice(0, slash);
  }

  private where(): string {
    return `the table ${this.location.table} of ${this.location.connection.display}`;
  }

  private run<T>(what: string, fn: (client: Client) => Promise<T>): Promise<T> {
    const fail = (error: unknown) => {
      let message = messageOf(error);
      for (const secret of this.location.connection.secrets) {
        message = message.split(secret).join("***");
      }
      return new Error(`could not ${what} in ${this.where()}: ${message}`, { cause: error });
    };
    return withPgClient(this.location.connection, fail, (client) =>
      fn(client).catch((error: unknown) => {
        throw fail(error);
      }),
    );
  }

  async list(): Promise<PulumiLockListing> {
    const prefixes = lockKeyPrefixes(this.location.prefix, this.ref);
    const rows = await this.run("read the Pulumi lock files", async (client) => {
      try {
        const result = await client.query<LockRow>(
          `SELECT key, data->>'data' AS data FROM ${this.location.table}
            WHERE left(key, char_length($1)) = $1 OR left(key, char_length($2)) = $2
            ORDER BY left(key, char_length($1)) = $1 DESC, key`,
          prefixes,
        );
        return result.rows;
      } catch (error) {
        if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return [];
        throw error;
      }
    });
    const locks: PulumiLockFile[] = [];
    for (const row of rows) {
      const prefix = prefixes.find((p) => row.key.startsWith(p));
      const name = prefix === undefined ? "" : row.key.slice(prefix.length);
      if (!name.endsWith(".json") || name.includes("/") || row.data === null) continue;
      const raw = Buffer.from(row.data, "base64").toString("utf8");
      locks.push({
        id: name.slice(0, -".json".length),
        path: `${this.origin}/${row.key}`,
        raw,
        ...parseLockContent(raw),
      });
    }
    return { kind: "listed", locks };
  }

  async remove(lock: PulumiLockFile): Promise<void> {
    const key = this.keyOf(lock);
    const data = Buffer.from(lock.raw, "utf8").toString("base64");
    await this.run("delete the Pulumi lock file", async (client) => {
      const deleted = await client.query(
        `DELETE FROM ${this.location.table} WHERE key = $1 AND data->>'data' = $2`,
        [key, data],
      );
      if (deleted.rowCount === 1) return;
      const still = await client.query(`SELECT 1 FROM ${this.location.table} WHERE key = $1`, [
        key,
      ]);
      if (still.rowCount !== 0) {
        throw new Error(`the lock file ${lock.path} changed since it was inspected: not removed`);
      }
    });
  }

  private keyOf(lock: PulumiLockFile): string {
    if (!lock.path.startsWith(`${this.origin}/`)) {
      throw new Error(
        `the lock file ${quoteExcerpt(lock.path, 80)} is not on this backend (expected ${this.origin}/…): not removed`,
      );
    }
    return lock.path.slice(this.origin.length + 1);
  }

  manualCommand(lock: PulumiLockFile | null): string {
    const db = shellQuote(this.location.connection.display);
    const { table } = this.location;
    if (lock) {
      const key = this.keyOf(lock).replace(/'/g, "''");
      return `psql ${db} -c ${shellQuote(`DELETE FROM ${table} WHERE key = '${key}'`)}`;
    }
    const [project = "", legacy = ""] = lockKeyPrefixes(this.location.prefix, this.ref).map((p) =>
      p.replace(/'/g, "''"),
    );
    return `psql ${db} -c ${shellQuote(`SELECT key, updated_at FROM ${table} WHERE key LIKE '${project}%' OR key LIKE '${legacy}%'`)}`;
  }
}
