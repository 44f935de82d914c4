/** The pg backend's lock: an advisory lock on the state row's id, held by a server session. */
import type { Client } from "pg";
import { EXIT, StackgateError, messageOf } from "../errors.js";
import { pgConnString, pgSchemaName } from "../backends/backend-config.js";
import { loadPg, parsePgConnString, quoteIdentifier } from "../backends/pg.js";
import type { BackendLocks } from "./backend-lock.js";

export function createPgLocks(
  config: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  workspace: string,
): BackendLocks {
  const connection = parsePgConnString(pgConnString(config, env), env);
  const schema = pgSchemaName(config, env);
  const withClient = async <T>(fn: (client: Client) => Promise<T>): Promise<T> => {
    const pg = await loadPg();
    const client = new pg.Client({ ...connection.config, connectionTimeoutMillis: 5_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
    } catch (error) {
      throw new StackgateError(
        `could not connect to the pg backend's database ${connection.display}: ${messageOf(error)}. Nothing was unlocked.`,
        EXIT.failed,
        { cause: error },
      );
    }
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  // Terraform's pg backend locks a workspace with the advisory lock of its `states` row id,
  // and takes the advisory lock -1 while it creates a workspace's row (and briefly on every
  // lock): whoever holds -1 blocks every workspace, so it counts as a holder too.
  const advisoryHolders = `
    select a.pid, a.backend_start, a.client_addr::text as client_addr, a.application_name, a.usename
    from pg_locks l
    join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.objsubid = 1`;
  const workspaceHolder = `${advisoryHolders}
      and ((l.classid::bigint << 32) | l.objid::bigint) =
          (select id from ${quoteIdentifier(schema)}.states where name = $1)`;
  // -1 as an int8 advisory key: both 32-bit halves all ones.
  const creationHolder = `${advisoryHolders} and l.classid = 4294967295 and l.objid = 4294967295`;
  const CREATION = "the workspace creation lock (-1)";
  type HolderRow = {
    pid: number;
    backend_start: Date;
    client_addr: string | null;
    usename: string;
  };
  /** Sessions holding the lock `sql` selects (only session `pid`, when given). */
  const holders = async (
    client: Client,
    sql: string,
    params: readonly unknown[],
    pid?: number,
  ): Promise<HolderRow[]> => {
    const byPid = pid === undefined ? "" : ` and a.pid = $${params.length + 1}`;
    const args = pid === undefined ? [...params] : [...params, pid];
    return (await client.query(`${sql}${byPid}`, args)).rows as HolderRow[];
  };
  const workspaceHolders = async (client: Client, pid?: number): Promise<HolderRow[]> => {
    try {
      return await holders(client, workspaceHolder, [workspace], pid);
    } catch (error) {
      if ((error as { code?: string }).code === "42P01") return []; // no states table yet
      throw error;
    }
  };
  const creationHolders = (client: Client, pid?: number): Promise<HolderRow[]> =>
    holders(client, creationHolder, [], pid);
  return {
    backend: "pg",
    async inspect() {
      return withClient(async (client) => {
        const own = (await workspaceHolders(client))[0];
        const row = own ?? (await creationHolders(client))[0];
        if (!row) return { kind: "free" as const };
        return {
          kind: "held" as const,
          holder: {
            id: `pg-session:${row.pid}`,
            sessionPid: row.pid,
            created: row.backend_start.toISOString(),
            who: `${row.usename}@${row.client_addr ?? "local socket"}`,
            ...(own ? {} : { info: CREATION }),
          },
        };
      });
    },
    async breakLock(holder) {
      const pid = holder.sessionPid;
      if (pid === undefined) throw new Error("pg breakLock needs the session pid from inspect()");
      await withClient(async (client) => {
        // Terminate only if that very session still holds the lock it was found holding.
        const still =
          holder.info === CREATION
            ? await creationHolders(client, pid)
            : await workspaceHolders(client, pid);
        if (still.length === 0) return;
        await client.query("select pg_terminate_backend($1)", [pid]);
      });
    },
    manualCommand: (holder) =>
      `psql "$PG_CONN_STR" -c 'select pg_terminate_backend(${holder?.sessionPid ?? "<PID>"})'  # the session holding the lock`,
  };
}
