/**
 * Backend-aware lock access: who exactly holds the lock (more than Terraform's error says),
 * and how to break it. Breaking is only ever called after the ownership decision said the
 * owner is dead, and each implementation breaks only the holder it was shown (race-safe).
 *
 * - local: the real lock is an fcntl lock that dies with its process; nothing to break.
 * - http: LOCK with a probe LockInfo answers 423/409 with the holder's LockInfo JSON;
 *   UNLOCK with that exact LockInfo releases only that holder.
 * - pg: the advisory lock on the state row's id, held by a server session; terminating that
 *   session releases it (`force-unlock` on pg prints success and does nothing).
 * - s3: the DynamoDB item and/or the `.tflock` object, read directly (s3-locks.ts, AWS SDK
 *   loaded on first use); released with the engine's `force-unlock -force <ID>`.
 * - every other backend (gcs, azurerm, consul, …): not readable here. The engine's own lock
 *   error names the holder; a lock whose ID our journal recorded for a dead run of ours is
 *   released with `force-unlock -force <ID>` (which checks the ID), nothing else is.
 */
import { truncate } from "../report/fit.js";
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { Client } from "pg";
import { type Engine } from "../engines/engine.js";
import type { Settings } from "../settings.js";
import { EXIT, StackgateError } from "../errors.js";
import { pgConnString, pgSchemaName, type BackendConfig } from "../backends/backend-config.js";
import { loadPg, parsePgConnString, quoteIdentifier } from "../journal/pg-store.js";
import { currentWorkspace, readS3BackendSettings } from "../backends/s3-backend.js";
import { createS3Locks } from "./s3-locks.js";

export interface BackendHolder {
  /** Lock id (http) or `pg-session:<pid>` (pg). */
  id: string;
  who?: string;
  operation?: string;
  /** When the lock (http) or the holding session (pg) started. */
  created?: string;
  info?: string;
  /** pg: the server process id of the holding session. */
  sessionPid?: number;
  /** http: the holder's LockInfo exactly as the server returned it, used to unlock it. */
  raw?: string;
  /** s3: where the lock was found (the DynamoDB item, the `.tflock` object, or both). */
  locations?: string[];
}

export interface BackendLocksOptions {
  /** The initialised working directory (s3 and pg read the current workspace from it). */
  workdir?: string;
  /** `<engine> force-unlock -force <id>` in the working directory (s3, and bound locks elsewhere). */
  forceUnlock?: (id: string) => Promise<void>;
  /** The engine binary, for manual commands. */
  binary?: string;
}

export type BackendLockState =
  | { kind: "free" }
  | { kind: "held"; holder: BackendHolder }
  | { kind: "unsupported"; reason: string };

export interface BackendLocks {
  readonly backend: string;
  /** The holder straight from the backend; `unsupported` where the backend cannot tell. */
  inspect(): Promise<BackendLockState>;
  /** Breaks exactly this holder's lock; throws with a manual command when it cannot. */
  breakLock(holder: BackendHolder): Promise<void>;
  /** The command an engineer would run by hand to break it. */
  manualCommand(holder: BackendHolder | null): string;
}

function setting(value: unknown, fallback?: string): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  return fallback !== undefined && fallback !== "" ? fallback : undefined;
}

interface HttpLockConfig {
  lockAddress: string;
  unlockAddress: string;
  lockMethod: string;
  unlockMethod: string;
  authorization?: string;
}

function httpLockConfig(
  config: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
): HttpLockConfig | null {
  const lockAddress = setting(config.lock_address, env.TF_HTTP_LOCK_ADDRESS);
  if (lockAddress === undefined) return null;
  const username = setting(config.username, env.TF_HTTP_USERNAME);
  const password = setting(config.password, env.TF_HTTP_PASSWORD);
  const result: HttpLockConfig = {
    lockAddress,
    unlockAddress: setting(config.unlock_address, env.TF_HTTP_UNLOCK_ADDRESS) ?? lockAddress,
    lockMethod: setting(config.lock_method, env.TF_HTTP_LOCK_METHOD) ?? "LOCK",
    unlockMethod: setting(config.unlock_method, env.TF_HTTP_UNLOCK_METHOD) ?? "UNLOCK",
  };
  if (username !== undefined || password !== undefined) {
    result.authorization = `Basic ${Buffer.from(`${username ?? ""}:${password ?? ""}`).toString("base64")}`;
  }
  return result;
}

function parseHolderJson(text: string): BackendHolder | null {
  try {
    const info = JSON.parse(text) as Record<string, unknown>;
    if (typeof info.ID !== "string" || info.ID === "") return null;
    const holder: BackendHolder = { id: info.ID, raw: text };
    if (typeof info.Who === "string") holder.who = info.Who;
    if (typeof info.Operation === "string") holder.operation = info.Operation;
    if (typeof info.Created === "string") holder.created = info.Created;
    if (typeof info.Info === "string") holder.info = info.Info;
    return holder;
  } catch {
    return null;
  }
}

function createHttpLocks(cfg: HttpLockConfig): BackendLocks {
  const send = async (
    method: string,
    url: string,
    body: string,
  ): Promise<{ status: number; text: string }> => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cfg.authorization) headers.authorization = cfg.authorization;
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new StackgateError(
        `the http lock server at ${url} did not answer ${method}: ${error instanceof Error ? error.message : String(error)}. Nothing was unlocked.`,
        EXIT.failed,
        { cause: error },
      );
    }
    return { status: response.status, text: await response.text() };
  };
  return {
    backend: "http",
    async inspect() {
      const probe = JSON.stringify({
        ID: randomUUID(),
        Operation: "stackgate-lock-probe",
        Info: "stackgate checks who holds the lock; released at once",
        Who: `${os.userInfo().username}@${os.hostname()}`,
        Version: "",
        Created: new Date().toISOString(),
        Path: "",
      });
      const locked = await send(cfg.lockMethod, cfg.lockAddress, probe);
      if (locked.status === 200) {
        // It was free and is now ours for a moment: give it straight back.
        const released = await send(cfg.unlockMethod, cfg.unlockAddress, probe);
        if (released.status !== 200) {
          throw new StackgateError(
            `stackgate's lock probe could not release its own probe lock at ${cfg.unlockAddress} (HTTP ${released.status}). ` +
              `Release it with: terraform force-unlock -force ${(JSON.parse(probe) as { ID: string }).ID}`,
            EXIT.failed,
          );
        }
        return { kind: "free" };
      }
      if (locked.status === 409 || locked.status === 423) {
        const holder = parseHolderJson(locked.text);
        if (holder) return { kind: "held", holder };
        return {
          kind: "unsupported",
          reason: `the lock server answered ${locked.status} without the holder's LockInfo`,
        };
      }
      throw new StackgateError(
        `the http lock server at ${cfg.lockAddress} answered ${cfg.lockMethod} with HTTP ${locked.status}; ` +
          `expected 200 (free) or 409/423 (held). Nothing was unlocked.`,
        EXIT.failed,
      );
    },
    async breakLock(holder) {
      if (holder.raw === undefined)
        throw new Error("http breakLock needs the holder's LockInfo from inspect()");
      const result = await send(cfg.unlockMethod, cfg.unlockAddress, holder.raw);
      if (result.status !== 200) {
        throw new StackgateError(
          `the http lock server refused to release lock ${holder.id} (HTTP ${result.status}: ${truncate(result.text, 200)}). ` +
            `If its owner is really gone, run: terraform force-unlock -force ${holder.id}`,
          EXIT.failed,
        );
      }
    },
    manualCommand: (holder) => `terraform force-unlock ${holder?.id ?? "<LOCK_ID>"}`,
  };
}

function createPgLocks(
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
        `could not connect to the pg backend's database ${connection.display}: ${error instanceof Error ? error.message : String(error)}. Nothing was unlocked.`,
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

/** What the backend lock access needs from the working directory and the engine. */
export function backendLocksOptions(settings: Settings, engine?: Engine): BackendLocksOptions {
  const options: BackendLocksOptions = {
    workdir: settings.workdir,
    binary: settings.engineBinary,
  };
  if (engine?.forceUnlock) {
    const forceUnlock = engine.forceUnlock.bind(engine);
    options.forceUnlock = (id) => forceUnlock(id);
  }
  return options;
}

export function createBackendLocks(
  backend: BackendConfig,
  env: NodeJS.ProcessEnv,
  options: BackendLocksOptions = {},
): BackendLocks {
  const workdir = options.workdir;
  const workspace = workdir === undefined ? "default" : currentWorkspace(workdir, env);
  if (backend.type === "http") {
    const cfg = httpLockConfig(backend.config, env);
    if (cfg) return createHttpLocks(cfg);
  }
  if (backend.type === "pg") return createPgLocks(backend.config, env, workspace);
  if (backend.type === "s3" && workdir !== undefined) {
    const settings = readS3BackendSettings(backend.config, workdir, env);
    if (!settings.assumeRole) return createS3Locks(settings, options);
  }
  const binary = options.binary ?? "terraform";
  const reason =
    backend.type === "local"
      ? "the local backend's lock is an fcntl lock that dies with its process: a held lock means a live owner"
      : `stackgate cannot read ${backend.type} backend locks directly`;
  return {
    backend: backend.type,
    inspect: () => Promise.resolve({ kind: "unsupported", reason }),
    // Only reached for a lock bound to a dead run of ours by its journaled ID (recover.ts):
    // force-unlock checks that ID, so nobody else's lock can be released by it.
    breakLock: (holder) =>
      backend.type !== "local" && options.forceUnlock !== undefined
        ? options.forceUnlock(holder.id)
        : Promise.reject(
            new StackgateError(`cannot break a ${backend.type} lock: ${reason}`, EXIT.failed),
          ),
    manualCommand: (holder) => `${binary} force-unlock ${holder?.id ?? "<LOCK_ID>"}`,
  };
}
