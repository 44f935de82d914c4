/**
 * Pulumi DIY lock files on a `postgres://` backend (Pulumi's pkg/backend/diy/postgres), read and
 * removed by stackgate against a real PostgreSQL: the rows are written here exactly as Pulumi
 * 3.274.1 writes them (its schema.sql; `data` = {"data": base64 of the object}; each key
 * prefixed with the URL's path, the database name). The real CLI on this backend:
 * test/e2e/pulumi-real-diy.test.ts.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPulumiLockStore, decidePulumiLockOwnership } from "../../src/locks/pulumi-locks.js";
import { parsePostgresBackendUrl } from "../../src/locks/pulumi-locks-postgres.js";
import { isPidAlive } from "../../src/locks/liveness.js";
import { startPostgres, type PostgresHandle } from "../support/postgres.js";

let pg: PostgresHandle;
const ref = {
  org: "organization",
  project: "app",
  stack: "dev",
  qualified: "organization/app/dev",
};

beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});

/** Pulumi's schema.sql for `table`. */
async function createTable(table: string): Promise<void> {
  await pg.query(
    `CREATE TABLE ${table} (key TEXT PRIMARY KEY, data JSON NOT NULL,
       updated_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now())`,
  );
}

/** Writes an object as Pulumi's postgresWriter does (upsert of {"data": base64}). */
async function putObject(table: string, key: string, body: string): Promise<void> {
  const data = JSON.stringify({ data: Buffer.from(body).toString("base64") });
  await pg.query(
    `INSERT INTO ${table} (key, data) VALUES ('${key}', '${data}')
       ON CONFLICT (key) DO UPDATE SET data = excluded.data, updated_at = now()`,
  );
}

async function keys(table: string): Promise<string[]> {
  return (await pg.query(`SELECT key FROM ${table} ORDER BY key`)).map((r) => r[0] ?? "");
}

function lockJson(pid: number): string {
  return JSON.stringify({
    pid,
    username: "ci",
    hostname: os.hostname(),
    timestamp: "2026-11-29T10:00:00.000000000Z",
  });
}

/** The URL with a password the trust-auth server ignores: it must never be shown. */
function backendUrl(query = ""): string {
  return `${pg.url.replace("postgres@", "postgres:hunter2@")}${query}`;
}

function store(query = "") {
  return createPulumiLockStore(
    { kind: "diy-object", url: backendUrl(query), scheme: "postgres" },
    ref,
  );
}

describe("Pulumi DIY lock files on postgres://", () => {
  it("lists both layouts in the default table, removes only the dead owner's row, keeps the live one", async () => {
    await createTable("pulumi_state");
    const db = pg.database;
    const dir = `${db}/.pulumi/locks/organization/app/dev`;
    const dead = 4_194_305; // above pid_max: no such process
    await putObject("pulumi_state", `${dir}/dead-owner.json`, lockJson(dead));
    await putObject("pulumi_state", `${dir}/live-owner.json`, lockJson(process.pid));
    await putObject("pulumi_state", `${db}/.pulumi/locks/dev/legacy.json`, lockJson(dead));
    // Another stack, another stack whose name extends this one's, a key without the prefix.
    await putObject("pulumi_state", `${db}/.pulumi/locks/organization/app/other/x.json`, "{}");
    await putObject("pulumi_state", `${db}/.pulumi/locks/organization/app/dev2/y.json`, "{}");
    await putObject("pulumi_state", `.pulumi/locks/organization/app/dev/z.json`, "{}");

    const locks = store();
    const listing = await locks.list();
    if (listing.kind !== "listed") throw new Error(`expected a listing, got ${listing.reason}`);
    expect(listing.locks.map((l) => l.id)).toEqual(["dead-owner", "live-owner", "legacy"]);
    expect(listing.locks[0]?.path).toBe(
      `postgres://postgres@127.0.0.1:${pg.port}/${dir}/dead-owner.json`,
    );
    expect(JSON.stringify(listing)).not.toContain("hunter2");
    for (const lock of listing.locks) {
      const verdict = decidePulumiLockOwnership({
        lock,
        thisHost: os.hostname(),
        isPidAlive,
        journal: null,
        runState: "unknown",
        now: new Date(),
        force: false,
      });
      expect(verdict.kind).toBe(lock.id === "live-owner" ? "alive" : "dead");
      if (verdict.kind === "dead") await locks.remove(lock);
    }
    expect(await keys("pulumi_state")).toEqual([
      `.pulumi/locks/organization/app/dev/z.json`,
      `${dir}/live-owner.json`,
      `${db}/.pulumi/locks/organization/app/dev2/y.json`,
      `${db}/.pulumi/locks/organization/app/other/x.json`,
    ]);
    const live = listing.locks.find((l) => l.id === "live-owner") ?? null;
    expect(locks.manualCommand(live)).toBe(
      `psql 'postgres://postgres@127.0.0.1:${pg.port}/${db}' -c 'DELETE FROM pulumi_state WHERE key = '\\''${dir}/live-owner.json'\\'''`,
    );
  });

  it("does not remove a row that changed since it was listed, and a removed one is done", async () => {
    await createTable("changing_state");
    const key = `${pg.database}/.pulumi/locks/organization/app/dev/changing.json`;
    await putObject("changing_state", key, lockJson(4_194_306));
    const locks = store("&table=changing_state");
    const listing = await locks.list();
    if (listing.kind !== "listed") throw new Error(`expected a listing, got ${listing.reason}`);
    const [lock] = listing.locks;
    if (!lock) throw new Error("lock not listed");
    await putObject("changing_state", key, lockJson(process.pid));
    await expect(locks.remove(lock)).rejects.toThrow(/changed since it was inspected: not removed/);
    expect(await keys("changing_state")).toEqual([key]);
    await pg.query(`DELETE FROM changing_state`);
    await expect(locks.remove(lock)).resolves.toBeUndefined();
  });

  it("a table Pulumi has not created yet holds no lock; a table name that is not plain is refused", async () => {
    expect(await store("&table=never_made").list()).toEqual({ kind: "listed", locks: [] });
    const odd = await store("&table=x;drop%20table%20pulumi_state").list();
    expect(odd.kind).toBe("unsupported");
    if (odd.kind === "unsupported") {
      expect(odd.reason).toBe(
        `the Pulumi backend's table "x;drop table pulumi_state" is not a plain table name (expected letters, digits and _, optionally schema.table): stackgate reads only such tables`,
      );
    }
  });

  it("reads the URL as Pulumi does: table from ?table= (default pulumi_state), the path as key prefix", () => {
    const parsed = parsePostgresBackendUrl(
      "postgres://u:p@db.example:5433/infra?sslmode=disable&table=ops.state",
      {},
    );
    expect(parsed).toMatchObject({ table: "ops.state", prefix: "infra/" });
    expect(parsed.connection.display).toBe("postgres://u@db.example:5433/infra");
    expect(parsed.connection.config).toMatchObject({ database: "infra", port: 5433, ssl: false });
    expect(parsePostgresBackendUrl("postgres://h/", {})).toMatchObject({
      table: "pulumi_state",
      prefix: "",
    });
  });
});
