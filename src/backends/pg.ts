/**
 * The connection to a `pg` backend's database, shared by its lock reader and the journal store.
 * The connection string is read the way Terraform's `pg` backend (lib/pq) reads it: a
 * `postgres://` URL or libpq `key=value` pairs, `sslmode` defaulting to `$PGSSLMODE` and then
 * to `require`. Passwords never appear in `display` or in error messages. `pg` itself is
 * loaded only when a command connects.
 */
import type { Client, ClientConfig } from "pg";
import { quoteExcerpt } from "../errors.js";
import type { ConnectionOptions } from "node:tls";

export interface PgConnection {
  config: ClientConfig;
  /** `postgres://user@host:port/db`: never the password. */
  display: string;
  /** Strings to scrub from messages (the password, when there is one). */
  secrets: string[];
  /** `application_name` set by the connection string itself (it overrides PGAPPNAME). */
  applicationName?: string;
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
  return {
    config,
    display,
    secrets,
    ...(application !== undefined ? { applicationName: application } : {}),
  };
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

/**
 * Runs `fn` on a fresh client of `connection` (5 s to connect), closed afterwards. A failed
 * connect is handed to `connectFailed`, whose error is thrown.
 */
export async function withPgClient<T>(
  connection: PgConnection,
  connectFailed: (error: unknown) => Error,
  fn: (client: Client) => Promise<T>,
): Promise<T> {
  const pg = await loadPg();
  const client = new pg.Client({ ...connection.config, connectionTimeoutMillis: 5_000 });
  // A dropped connection is reported as an 'error' event; unhandled it would kill stackgate.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw connectFailed(error);
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
