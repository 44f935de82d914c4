/**
 * The durable stores keep a sealed errored state where the next run — on another runner — finds
 * it: a table in the pg backend's database, an object beside the state in the s3 backend's
 * bucket, a file in the journal directory. Real PostgreSQL and s3rver; what is stored is never
 * the state in clear.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DirJournalStore } from "../../src/journal/dir-store.js";
import { PgJournalStore } from "../../src/journal/pg-store.js";
import { S3JournalStore } from "../../src/journal/s3-store.js";
import { openSealedState, sealState } from "../../src/journal/sealed-state.js";
import type { DurableStore } from "../../src/journal/store.js";
import { startPostgres, type PostgresHandle } from "../support/postgres.js";
import { startS3Servers, type S3Servers } from "../support/s3-servers.js";

const KEY = { project: "infra", stack: "prod", workdir: "stacks/prod" };
const SECRET = "plan-key-for-the-store-test-0123";
const CANARY = "s3cret-only-in-the-state";
const sealed = sealState(
  { ...KEY, runId: "run-7", keptAt: new Date().toISOString() },
  Buffer.from(JSON.stringify({ version: 4, outputs: { pw: { value: CANARY } } })),
  SECRET,
);

let pg: PostgresHandle;
let s3: S3Servers;
let dir: string;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  pg = await startPostgres();
  s3 = await startS3Servers();
  await s3.createBucket("sealed");
  for (const [name, value] of Object.entries(s3.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  dir = mkdtempSync(path.join(os.tmpdir(), "sg-sealed-"));
}, 120_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await pg.stop();
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

function stores(): Record<string, DurableStore> {
  return {
    pg: new PgJournalStore(pg.url),
    s3: new S3JournalStore({
      bucket: "sealed",
      stateKey: "prod/terraform.tfstate",
      workspace: "default",
      region: "us-east-1",
      s3Endpoint: s3.s3Endpoint,
      usePathStyle: true,
      useLockfile: true,
      assumeRole: false,
    }),
    dir: new DirJournalStore(dir),
  };
}

describe.each(["pg", "s3", "dir"])("the %s store keeps a sealed errored state", (name) => {
  it("keeps, reads back (another process: a new store), replaces and drops it", async () => {
    const writer = stores()[name] as DurableStore;
    await writer.keepSealedState?.(KEY, sealed);
    await writer.close();
    const reader = stores()[name] as DurableStore;
    const back = await reader.readSealedState?.(KEY);
    expect(back?.equals(sealed)).toBe(true);
    expect(openSealedState(back ?? Buffer.alloc(0), SECRET, KEY, name).state.toString()).toContain(
      CANARY,
    );
    // pg and the directory key the copy by stack; in s3 the state key is already the stack's
    // (another stack has another state key), and the authenticated record inside names it.
    if (name !== "s3") expect(await reader.readSealedState?.({ ...KEY, stack: "dev" })).toBeNull();
    await reader.dropSealedState?.(KEY);
    expect(await reader.readSealedState?.(KEY)).toBeNull();
    await reader.close();
  });
});

describe("what a store holds is sealed", () => {
  it("no trace of the state in the pg table, the bucket or the directory", async () => {
    for (const store of Object.values(stores())) {
      await store.keepSealedState?.(KEY, sealed);
      await store.close();
    }
    const table = await pg.query("SELECT encode(sealed, 'escape') FROM stackgate.errored_state");
    expect(table.length).toBe(1);
    expect(table[0]?.[0]).not.toContain(CANARY);
    const { S3Client, GetObjectCommand } = await import("@aws-sdk/client-s3");
    const client = new S3Client({
      endpoint: s3.s3Endpoint,
      forcePathStyle: true,
      region: "us-east-1",
    });
    const object = await client.send(
      new GetObjectCommand({
        Bucket: "sealed",
        Key: "prod/terraform.tfstate.stackgate/errored-state.sealed",
      }),
    );
    expect(
      Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array()).toString(
        "latin1",
      ),
    ).not.toContain(CANARY);
    client.destroy();
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    );
    expect(files.length).toBe(1);
    for (const f of files) {
      expect(readFileSync(path.join(f.parentPath, f.name), "latin1")).not.toContain(CANARY);
    }
  });
});
