/**
 * Two runs recording open items at once (a post step's recovery and the next run's pre-flight)
 * each read the document, change it and write it back. Every durable place keeps what both
 * did: an item one run added while the other closed one stays (issue 26: an open item stays
 * open until it is closed). Real PostgreSQL and the S3 stand-in with its conditional writes;
 * a journal directory. Shown to fail on writes that replace the copy whole.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackendConfig } from "../../src/backends/backend-config.js";
import {
  addOpenItems,
  closeOpenItems,
  itemId,
  openOf,
  type OpenItem,
} from "../../src/journal/open-items.js";
import { OpenItemsStore } from "../../src/journal/open-items-stores.js";
import type { Settings } from "../../src/settings/index.js";
import { startPostgres, type PostgresHandle } from "../support/postgres.js";
import { startS3Servers, type S3Servers } from "../support/s3-servers.js";

let pg: PostgresHandle;
let s3: S3Servers;
let root: string;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  pg = await startPostgres();
  s3 = await startS3Servers();
  await s3.createBucket("items");
  for (const [name, value] of Object.entries(s3.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  root = mkdtempSync(path.join(os.tmpdir(), "sg-open-items-stores-"));
}, 120_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await pg.stop();
  await s3.stop();
  rmSync(root, { recursive: true, force: true });
});

type PlaceName = "pg" | "s3" | "dir";

function backendOf(place: PlaceName): BackendConfig {
  if (place === "pg") return { type: "pg", config: { conn_str: pg.url, schema_name: "items" } };
  if (place === "s3")
    return {
      type: "s3",
      config: {
        bucket: "items",
        key: "prod/terraform.tfstate",
        region: "us-east-1",
        endpoints: { s3: s3.s3Endpoint },
        use_path_style: true,
        use_lockfile: true,
        skip_credentials_validation: true,
      },
    };
  return { type: "local", config: {} };
}

/**
 * One run's store: its own clone of the repository (its own local file; the stack at its top,
 * so every clone has one journal key), the shared durable place.
 */
function storeOf(place: PlaceName, checkout: string): OpenItemsStore {
  const workdir = path.join(root, place, checkout);
  mkdirSync(path.join(workdir, ".git"), { recursive: true });
  const settings = {
    workdir,
    stack: "prod",
    project: "infra",
    ...(place === "dir" ? { journalDir: path.join(root, place, "durable") } : {}),
  } as Pick<Settings, "workdir" | "stack" | "project" | "journalDir"> as Settings;
  return new OpenItemsStore(settings, backendOf(place), process.env);
}

function item(runId: string, address: string): OpenItem {
  return {
    id: itemId(runId, "unconfirmed-create", address),
    kind: "unconfirmed-create",
    address,
    runId,
    openedAt: "2026-11-30T05:00:00.000Z",
  };
}

describe.each<PlaceName>(["s3", "pg", "dir"])("open items kept in %s", (place) => {
  it("two runs that read, change and write at once both keep what they did", async () => {
    const first = storeOf(place, "seed");
    const seed = await first.read();
    addOpenItems(seed, [item("run-a", "x.one"), item("run-a", "x.two")]);
    await first.write(seed);
    await first.close();

    // A (a recovery) and B (another run's recovery) read the same version.
    const a = storeOf(place, "a");
    const b = storeOf(place, "b");
    const docA = await a.read();
    const docB = await b.read();
    // A closes x.one and adds y.three; B adds z.four.
    closeOpenItems(
      docA,
      openOf(docA).filter((i) => i.address === "x.one"),
      "absent",
      "checked",
    );
    addOpenItems(docA, [item("run-a", "y.three")]);
    addOpenItems(docB, [item("run-b", "z.four")]);
    await a.write(docA);
    await b.write(docB); // B's write lands after A's, over a copy B did not read
    await a.close();
    await b.close();

    // A third run on a fresh checkout reads the durable place only.
    const fresh = storeOf(place, "fresh");
    const open = openOf(await fresh.read())
      .map((i) => i.address)
      .sort();
    await fresh.close();
    expect(open).toEqual(["x.two", "y.three", "z.four"]);
  });
});

describe.each<PlaceName>(["s3", "pg"])(
  "open items kept in %s, written at the same moment",
  (place) => {
    it("six runs adding an item each at once: every item is kept", async () => {
      const runs = [1, 2, 3, 4, 5, 6].map((n) => ({ n, store: storeOf(place, `burst-${n}`) }));
      const docs = await Promise.all(runs.map(({ store }) => store.read()));
      await Promise.all(
        runs.map(({ n, store }, index) => {
          const doc = docs[index];
          if (doc === undefined) throw new Error(`no document for run ${n}`);
          addOpenItems(doc, [item(`burst-${n}`, `b.item${n}`)]);
          return store.write(doc);
        }),
      );
      await Promise.all(runs.map(({ store }) => store.close()));
      const fresh = storeOf(place, "burst-reader");
      const burst = openOf(await fresh.read())
        .map((i) => i.address)
        .filter((a) => a.startsWith("b."))
        .sort();
      await fresh.close();
      expect(burst).toEqual([1, 2, 3, 4, 5, 6].map((n) => `b.item${n}`));
    });
  },
);
