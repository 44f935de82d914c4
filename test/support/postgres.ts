/**
 * A throwaway, real PostgreSQL cluster for tests (the Terraform `pg` backend's other half).
 *
 * `startPostgres()` runs `initdb` into a fresh temp dir, starts the server with `pg_ctl` on
 * 127.0.0.1 and a free port (its unix socket also lives in the temp dir, trust auth for
 * loopback), creates the database `stackgate_test` and returns a connection URL plus a
 * `psql`-backed `query()`. PostgreSQL refuses to run as root: when the tests run as root the
 * server binaries run as the `postgres` OS user (the temp dir is chowned to it); otherwise
 * they run as the current user. `stop()` is idempotent and removes the temp dir.
 *
 * Binaries are looked up in `$STACKGATE_PG_BIN`, then `/usr/lib/postgresql/<version>/bin`
 * (15 preferred), then `PATH`. Debian: `apt-get install -y postgresql-15`
 * (or run `scripts/ci-postgres.sh`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";

export const TEST_DATABASE = "stackgate_test";
const SUPERUSER = "postgres";
const PREFERRED_MAJOR = 15;
/** psql output separators (ASCII unit / record separator): never in our test data. */
const FIELD_SEP = "\x1f";
const RECORD_SEP = "\x1e";
const INSTALL_HINT =
  "Install PostgreSQL 15 server binaries (Debian: `apt-get install -y postgresql-15`, " +
  "or run scripts/ci-postgres.sh), or point STACKGATE_PG_BIN at the directory holding them.";

export interface PostgresHandle {
  /** `postgres://postgres@127.0.0.1:<port>/stackgate_test?sslmode=disable` */
  readonly url: string;
  readonly port: number;
  readonly database: string;
  readonly user: string;
  /** Temp dir holding the data dir (`<dir>/data`, log at `<dir>/data/server.log`) and the socket. */
  readonly dir: string;
  /** Runs SQL through `psql`; rows as arrays of text fields (SQL NULL → ""). */
  query(sql: string, database?: string): Promise<string[][]>;
  /** Runs a SELECT through `psql` and returns its rows as JSON objects (`json_agg`). */
  queryJson<T = Record<string, unknown>>(select: string, database?: string): Promise<T[]>;
  /** The tail of the server log (for failure messages). */
  log(): string;
  /** Stops the server (immediate mode) and removes the temp dir. Safe to call twice. */
  stop(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

interface RunAs {
  uid: number;
  gid: number;
}

export interface PostgresBinaries {
  bin: string;
  initdb: string;
  pgCtl: string;
  psql: string;
}

/** Where to look for the server binaries, in order. */
export function postgresSearchDirs(): string[] {
  const dirs: string[] = [];
  const fromEnv = process.env.STACKGATE_PG_BIN;
  if (fromEnv !== undefined && fromEnv !== "") dirs.push(fromEnv);
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .map(Number)
      .filter((n) => Number.isInteger(n))
      .sort((a, b) => (a === PREFERRED_MAJOR ? -1 : b === PREFERRED_MAJOR ? 1 : b - a));
    for (const major of majors) dirs.push(join(root, String(major), "bin"));
  }
  dirs.push(...(process.env.PATH ?? "").split(":").filter((p) => p !== ""));
  return dirs;
}

/** Finds initdb/pg_ctl/psql, or throws an error that says what to install. */
export function findPostgresBinaries(dirs: string[] = postgresSearchDirs()): PostgresBinaries {
  for (const bin of dirs) {
    const initdb = join(bin, "initdb");
    const pgCtl = join(bin, "pg_ctl");
    if (existsSync(initdb) && existsSync(pgCtl) && existsSync(join(bin, "postgres"))) {
      const psql = existsSync(join(bin, "psql")) ? join(bin, "psql") : "psql";
      return { bin, initdb, pgCtl, psql };
    }
  }
  throw new Error(
    `PostgreSQL server binaries (initdb, pg_ctl, postgres) not found in ${dirs.join(", ") || "(no directories)"}. ${INSTALL_HINT}`,
  );
}

/** uid/gid of the `postgres` OS user when we are root (PostgreSQL refuses root), else null. */
function resolveRunAs(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${SUPERUSER}:`));
  const fields = line?.split(":");
  const uid = Number(fields?.[2]);
  const gid = Number(fields?.[3]);
  if (fields === undefined || !Number.isInteger(uid) || !Number.isInteger(gid)) {
    throw new Error(
      `Running as root, but there is no "${SUPERUSER}" OS user to run PostgreSQL as (it refuses root). ` +
        `Create it (\`useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/bash postgres\`) ` +
        `or run scripts/ci-postgres.sh.`,
    );
  }
  return { uid, gid };
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
    const as = runAs === null ? "" : ` (as uid ${runAs.uid})`;
    throw new Error(
      `${file} ${args.join(" ")}${as} failed: ${result.shortMessage}\n${result.stderr}\n${result.stdout}`.trim(),
    );
  }
}

async function psql(
  binaries: PostgresBinaries,
  port: number,
  database: string,
  sql: string,
): Promise<string> {
  const result = await execa(
    binaries.psql,
    [
      "-X",
      "-q",
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-U",
      SUPERUSER,
      "-d",
      database,
      "-v",
      "ON_ERROR_STOP=1",
      "--no-align",
      "--tuples-only",
      "--field-separator",
      FIELD_SEP,
      "--record-separator",
      RECORD_SEP,
      "-c",
      sql,
    ],
    {
      reject: false,
      stdin: "ignore",
      timeout: 30_000,
      stripFinalNewline: false,
      env: { PGCONNECT_TIMEOUT: "10", PGSSLMODE: "disable" },
    },
  );
  if (result.failed) {
    throw new Error(
      `psql failed on ${JSON.stringify(sql)}: ${result.stderr || result.shortMessage}`,
    );
  }
  return result.stdout;
}

/** psql -A -t with -F US -R RS: records separated by RS, one final newline. */
function splitRecords(out: string): string[][] {
  const body = out.endsWith("\n") ? out.slice(0, -1) : out;
  if (body === "") return [];
  return body.split(RECORD_SEP).map((record) => record.split(FIELD_SEP));
}

export async function startPostgres(): Promise<PostgresHandle> {
  const binaries = findPostgresBinaries();
  const runAs = resolveRunAs();
  const dir = await mkdtemp(join(runAs === null ? tmpdir() : "/tmp", "sg-pg-"));
  const dataDir = join(dir, "data");
  const logFile = join(dataDir, "server.log");
  let stopped = false;
  let started = false;

  const stopSync = (): void => {
    if (started && !stopped) {
      spawnSync(binaries.pgCtl, ["stop", "-D", dataDir, "-m", "immediate", "-w", "-t", "10"], {
        cwd: dir,
        stdio: "ignore",
        ...(runAs === null ? {} : { uid: runAs.uid, gid: runAs.gid }),
      });
    }
  };
  // Safety net: never leave a postmaster behind if the test process exits without stop().
  const onExit = (): void => stopSync();
  process.once("exit", onExit);

  const stop = async (): Promise<void> => {
    if (stopped) return;
    process.removeListener("exit", onExit);
    try {
      if (started) {
        await runServerTool(
          binaries.pgCtl,
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
    if (runAs !== null) await chown(dir, runAs.uid, runAs.gid);
    await runServerTool(
      binaries.initdb,
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
    const port = await startServer(binaries, dir, dataDir, logFile, runAs, () => {
      started = true;
    });
    await psql(binaries, port, "postgres", `CREATE DATABASE ${TEST_DATABASE}`);
    const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/${TEST_DATABASE}?sslmode=disable`;
    return {
      url,
      port,
      database: TEST_DATABASE,
      user: SUPERUSER,
      dir,
      async query(sql, database = TEST_DATABASE) {
        return splitRecords(await psql(binaries, port, database, sql));
      },
      async queryJson<T>(select: string, database = TEST_DATABASE): Promise<T[]> {
        const out = await psql(
          binaries,
          port,
          database,
          `SELECT coalesce(json_agg(q), '[]'::json) FROM (${select}) AS q`,
        );
        return JSON.parse(out.trim() || "[]") as T[];
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
