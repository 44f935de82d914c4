/**
 * The pg backend's lock: an advisory lock on the state row's id, held by a server session. The
 * session is bound to a run only by its `application_name` (pg-identity.ts): the holder's
 * `identity` is set only for a name stackgate gave, and a break terminates the session only if
 * pid, start time and name are unchanged and it still holds the lock, in one statement.
 */
import type { Client } from "pg";
import { EXIT, StackgateError, messageOf } from "../errors.js";
import { pgConnString, pgSchemaName } from "../backends/backend-config.js";
import { parsePgConnString, quoteIdentifier, withPgClient } from "../backends/pg.js";
import type { BackendHolder, BackendLocks } from "./backend-lock.js";
import { isStackgatePgName, pgLockIdentity } from "./pg-identity.js";
import type { PgLockScheme } from "../engines/terraform/traits.js";

const PG_CLOCK =
  "the PostgreSQL server's clock (clock_timestamp() minus the holding session's last state change, at or after its grant)";

export function createPgLocks(
  config: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  workspace: string,
  scheme: PgLockScheme,
): BackendLocks {
  const connection = parsePgConnString(pgConnString(config, env), env);
  const schema = pgSchemaName(config, env);
  const table = scheme.tableName(config, env);
  const creationKey = scheme.creationLockKey(schema, table).toString();
  const withClient = <T>(fn: (client: Client) => Promise<T>): Promise<T> =>
    withPgClient(
      connection,
      (error) =>
        new StackgateError(
          `could not connect to the pg backend's database ${connection.display}: ${messageOf(error)}. Nothing was unlocked.`,
          EXIT.failed,
          { cause: error },
        ),
      fn,
    );
  // The pg backend locks a workspace with the advisory lock of its state row's id, and takes
  // a creation lock while it creates a workspace's row (and briefly on every lock): whoever
  // holds it blocks every workspace of the table, so it counts as a holder too. Its key is the
  // engine's (engines/terraform/traits.ts): -1 for Terraform, −FNV-1(schema NUL table) for
  // OpenTofu ≥ 1.10, whose table is `table_name`.
  const advisoryHolders = `
    select a.pid, a.backend_start, a.client_addr::text as client_addr, a.application_name, a.usename,
      (extract(epoch from a.backend_start) * 1000000)::bigint::text as started_us,
      (extract(epoch from clock_timestamp() - a.state_change) * 1000)::float8 as age_ms
    from pg_locks l
    join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.objsubid = 1`;
  const workspaceHolder = `${advisoryHolders}
      and ((l.classid::bigint << 32) | l.objid::bigint) =
          (select id from ${quoteIdentifier(schema)}.${quoteIdentifier(table)} where name = $1)`;
  // An int8 advisory key is split into classid (high 32 bits) and objid (low 32 bits).
  const creationHolder = `${advisoryHolders}
      and ((l.classid::bigint << 32) | l.objid::bigint) = ${creationKey}::bigint`;
  const CREATION = `the workspace creation lock (${creationKey})`;
  type HolderRow = {
    pid: number;
    backend_start: Date;
    client_addr: string | null;
    application_name: string | null;
    usename: string;
    /** backend_start in microseconds since the epoch, exactly (a Date keeps milliseconds). */
    started_us: string;
    /**
     * The server's clock minus the session's last state change: a lower bound of how long it
     * has held the lock (the grant was that query or an earlier one). Never backend_start: a
     * session that waited with -lock-timeout connected long before it got the lock.
     */
    age_ms: number | null;
  };
  /** Sessions holding the lock `sql` selects. */
  const holders = async (
    client: Client,
    sql: string,
    params: readonly unknown[],
  ): Promise<HolderRow[]> => (await client.query(sql, [...params])).rows as HolderRow[];
  const workspaceHolders = async (client: Client): Promise<HolderRow[]> => {
    try {
      return await holders(client, workspaceHolder, [workspace]);
    } catch (error) {
      if ((error as { code?: string }).code === "42P01") return []; // no states table yet
      throw error;
    }
  };
  const creationHolders = (client: Client): Promise<HolderRow[]> =>
    holders(client, creationHolder, []);
  return {
    backend: "pg",
    writableWhileHeld: false,
    async inspect() {
      return withClient(async (client) => {
        const own = (await workspaceHolders(client))[0];
        const row = own ?? (await creationHolders(client))[0];
        if (!row) return { kind: "free" as const };
        const app = row.application_name ?? "";
        const holder: BackendHolder = {
          id: `pg-session:${row.pid}`,
          sessionPid: row.pid,
          created: row.backend_start.toISOString(),
          raw: row.started_us,
          who: `${row.usename}@${row.client_addr ?? "local socket"}${app === "" ? "" : ` (application_name ${JSON.stringify(app)})`}`,
          ...(own ? {} : { info: CREATION }),
        };
        if (app !== "") holder.applicationName = app;
        if (row.age_ms === null) holder.ageUnknown = "the holding pg session has no state_change";
        else holder.age = { ms: row.age_ms, clock: PG_CLOCK };
        if (isStackgatePgName(app)) holder.identity = pgLockIdentity(app);
        return { kind: "held" as const, holder };
      });
    },
    async breakLock(holder) {
      const pid = holder.sessionPid;
      if (pid === undefined || holder.raw === undefined)
        throw new Error("pg breakLock needs the session pid and start from inspect()");
      const lock = holder.info === CREATION ? creationHolder : workspaceHolder;
      const params: unknown[] = holder.info === CREATION ? [] : [workspace];
      const n = params.length;
      // Re-checked in the same statement that terminates: the very session (pid, start time,
      // application_name) still holds the lock it was found holding, or nothing happens.
      const sql = `select pg_terminate_backend(h.pid) as terminated from (${lock}
          and a.pid = $${n + 1}
          and (extract(epoch from a.backend_start) * 1000000)::bigint::text = $${n + 2}
          and coalesce(a.application_name, '') = $${n + 3}) h`;
      await withClient(async (client) => {
        try {
          await client.query(sql, [...params, pid, holder.raw, holder.applicationName ?? ""]);
        } catch (error) {
          if ((error as { code?: string }).code === "42P01") return; // no states table: no lock
          throw error;
        }
      });
    },
    manualCommand: (holder) =>
      `psql "$PG_CONN_STR" -c 'select pg_terminate_backend(${holder?.sessionPid ?? "<PID>"})'  # the session holding the lock`,
  };
}
