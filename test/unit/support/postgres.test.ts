import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findPostgresBinaries,
  postgresSearchDirs,
  startPostgres,
  type PostgresHandle,
} from "../../support/postgres.js";

describe("startPostgres", () => {
  let pg: PostgresHandle;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(async () => {
    await pg?.stop();
  });

  it("serves the test database on loopback and answers queries through psql", async () => {
    expect(pg.url).toBe(`postgres://postgres@127.0.0.1:${pg.port}/stackgate_test?sslmode=disable`);
    expect(await pg.query("SELECT current_database(), 1, NULL")).toEqual([
      ["stackgate_test", "1", ""],
    ]);
    await pg.query("CREATE TABLE t (id int, name text)");
    await pg.query("INSERT INTO t VALUES (1, 'a'), (2, 'b\nc')");
    expect(await pg.query("SELECT id, name FROM t ORDER BY id")).toEqual([
      ["1", "a"],
      ["2", "b\nc"],
    ]);
    expect(await pg.query("SELECT 1 WHERE false")).toEqual([]);
    expect(await pg.queryJson("SELECT id, name FROM t ORDER BY id")).toEqual([
      { id: 1, name: "a" },
      { id: 2, name: "b\nc" },
    ]);
    expect(await pg.queryJson("SELECT 1 AS x WHERE false")).toEqual([]);
  });

  it("reports SQL errors with psql's message", async () => {
    await expect(pg.query("SELECT * FROM missing_table")).rejects.toThrow(/missing_table/);
  });

  it("stop() removes the cluster and is idempotent", async () => {
    const other = await startPostgres();
    expect(existsSync(other.dir)).toBe(true);
    await other.stop();
    await other.stop();
    expect(existsSync(other.dir)).toBe(false);
    await expect(other.query("SELECT 1")).rejects.toThrow();
  });
});

describe("findPostgresBinaries", () => {
  it("finds the server binaries, PostgreSQL 15 first", () => {
    const found = findPostgresBinaries();
    expect(found.initdb).toBe(join(found.bin, "initdb"));
    expect(postgresSearchDirs().find((dir) => dir.startsWith("/usr/lib/postgresql/"))).toBe(
      "/usr/lib/postgresql/15/bin",
    );
  });

  it("says what to install when they are missing", () => {
    expect(() => findPostgresBinaries(["/nonexistent/bin"])).toThrow(
      /not found in \/nonexistent\/bin\. .*apt-get install -y postgresql-15/,
    );
  });
});
