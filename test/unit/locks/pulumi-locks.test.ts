/** DIY lock files (src/locks/pulumi-locks.ts): listing, exact removal, and the ownership decision. */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePulumiStack } from "../../../src/engines/pulumi/project.js";
import {
  createPulumiLockStore,
  decidePulumiLockOwnership,
} from "../../../src/locks/pulumi-locks.js";

import type { PulumiLockFile } from "../../../src/engines/pulumi/lock-files.js";
const ref = parsePulumiStack("organization/app/dev");

function backend(): { root: string; dir: string; legacy: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-pulumi-locks-"));
  const dir = path.join(root, ".pulumi", "locks", "organization", "app", "dev");
  const legacy = path.join(root, ".pulumi", "locks", "dev");
  mkdirSync(dir, { recursive: true });
  mkdirSync(legacy, { recursive: true });
  return { root, dir, legacy };
}

function lock(overrides: Partial<PulumiLockFile> = {}): PulumiLockFile {
  return {
    id: "u1",
    path: "/state/.pulumi/locks/organization/app/dev/u1.json",
    pid: 4242,
    username: "ci",
    hostname: "runner-7",
    timestamp: "2026-11-22T18:00:00Z",
    raw: "{}",
    ...overrides,
  };
}

const base = {
  thisHost: "runner-7",
  journal: null,
  runState: "unknown" as const,
  now: new Date("2026-11-22T19:00:00Z"),
  force: false,
};

describe("DIY lock file store", () => {
  it("lists lock files of both layouts with their owner, and removes exactly one", async () => {
    const b = backend();
    writeFileSync(
      path.join(b.dir, "a.json"),
      '{"pid":1,"username":"u","hostname":"h","timestamp":"2026-01-01T00:00:00Z"}',
    );
    writeFileSync(
      path.join(b.dir, "b.json"),
      '{"pid":2,"username":"u","hostname":"h","timestamp":"2026-01-01T00:00:00Z"}',
    );
    writeFileSync(path.join(b.legacy, "c.json"), "not json");
    writeFileSync(path.join(b.dir, "ignored.txt"), "x");
    const store = createPulumiLockStore(
      { kind: "diy-file", url: `file://${b.root}`, root: b.root },
      ref,
    );
    const listed = await store.list();
    if (listed.kind !== "listed") throw new Error("expected a listing");
    expect(listed.locks.map((l) => [l.id, l.pid, l.unreadable ?? null])).toEqual([
      ["a", 1, null],
      ["b", 2, null],
      ["c", null, "not JSON"],
    ]);
    const a = listed.locks.find((l) => l.id === "a");
    if (!a) throw new Error("no a");
    await store.remove(a);
    expect(readdirSync(b.dir).sort()).toEqual(["b.json", "ignored.txt"]);
    expect(store.manualCommand(a)).toBe(`rm -f '${a.path}' '${a.path}.attrs'`);
  });

  it("removes the lock's gocloud attributes file with it (file://: `<uuid>.json.attrs`), never another's", async () => {
    const b = backend();
    const content = '{"pid":1,"username":"u","hostname":"h","timestamp":"2026-01-01T00:00:00Z"}';
    writeFileSync(path.join(b.dir, "a.json"), content);
    writeFileSync(path.join(b.dir, "a.json.attrs"), '{"user.cache_control":""}');
    writeFileSync(path.join(b.dir, "b.json"), content);
    writeFileSync(path.join(b.dir, "b.json.attrs"), '{"user.cache_control":""}');
    const store = createPulumiLockStore(
      { kind: "diy-file", url: `file://${b.root}`, root: b.root },
      ref,
    );
    const listed = await store.list();
    if (listed.kind !== "listed") throw new Error("expected a listing");
    expect(listed.locks.map((l) => l.id)).toEqual(["a", "b"]);
    await store.remove(listed.locks[0] as PulumiLockFile);
    expect(readdirSync(b.dir).sort()).toEqual(["b.json", "b.json.attrs"]);
  });

  it("does not remove a lock file whose content changed since it was listed", async () => {
    const b = backend();
    const file = path.join(b.dir, "a.json");
    writeFileSync(file, '{"pid":1,"username":"u","hostname":"h","timestamp":"t"}');
    const store = createPulumiLockStore(
      { kind: "diy-file", url: `file://${b.root}`, root: b.root },
      ref,
    );
    const listed = await store.list();
    if (listed.kind !== "listed" || !listed.locks[0]) throw new Error("expected a lock");
    writeFileSync(file, '{"pid":9,"username":"u","hostname":"h","timestamp":"t2"}');
    await expect(store.remove(listed.locks[0])).rejects.toThrow(/changed since it was inspected/);
    expect(readdirSync(b.dir)).toEqual(["a.json"]);
  });

  it("answers unsupported for object stores and Pulumi Cloud, never with `pulumi cancel` for DIY", async () => {
    const gcs = createPulumiLockStore(
      { kind: "diy-object", url: "gs://bucket/state", scheme: "gs" },
      ref,
    );
    expect(await gcs.list()).toMatchObject({ kind: "unsupported" });
    expect(gcs.manualCommand(null)).toMatch(/never `pulumi cancel`/);
    // s3:// is read (test/integration/pulumi-s3-locks.test.ts); a URL it cannot use is unsupported.
    const s3 = createPulumiLockStore(
      { kind: "diy-object", url: "s3://bucket/state", scheme: "s3" },
      ref,
      {},
    );
    expect(await s3.list()).toMatchObject({
      kind: "unsupported",
      reason: expect.stringMatching(/has no region/) as unknown,
    });
    const cloud = createPulumiLockStore({ kind: "cloud", url: "https://api.pulumi.com" }, ref);
    expect(await cloud.list()).toMatchObject({
      kind: "unsupported",
      reason: expect.stringMatching(/409/) as unknown,
    });
  });
});

describe("decidePulumiLockOwnership", () => {
  it("same host, pid gone: dead", () => {
    expect(decidePulumiLockOwnership({ ...base, lock: lock(), isPidAlive: () => false }).kind).toBe(
      "dead",
    );
  });

  it("same host, pid alive: alive, even with --force", () => {
    const alive = { ...base, lock: lock(), isPidAlive: () => true };
    expect(decidePulumiLockOwnership(alive).kind).toBe("alive");
    expect(decidePulumiLockOwnership({ ...alive, force: true }).kind).toBe("alive");
  });

  it("another host without evidence: unknown (kept); --force or stale-after break it", () => {
    const other = { ...base, lock: lock({ hostname: "elsewhere" }), isPidAlive: () => false };
    expect(decidePulumiLockOwnership(other)).toMatchObject({
      kind: "unknown",
      reason: expect.stringMatching(/another machine/) as unknown,
    });
    expect(decidePulumiLockOwnership({ ...other, force: true }).kind).toBe("dead");
    expect(decidePulumiLockOwnership({ ...other, staleAfterMs: 30 * 60_000 }).kind).toBe("dead");
    expect(decidePulumiLockOwnership({ ...other, staleAfterMs: 2 * 3_600_000 }).kind).toBe(
      "unknown",
    );
  });

  it("another host: our journal's run that owned that engine pid, finished per the platform: dead; running: alive", () => {
    const journal = {
      runId: "42",
      host: "elsewhere",
      pid: 100,
      enginePid: 4242,
      startedAt: "2026-11-22T17:59:00Z",
      terminal: false,
    };
    const e = { ...base, lock: lock({ hostname: "elsewhere" }), isPidAlive: () => false, journal };
    expect(decidePulumiLockOwnership({ ...e, runState: "finished" }).kind).toBe("dead");
    expect(decidePulumiLockOwnership({ ...e, runState: "running" }).kind).toBe("alive");
    expect(
      decidePulumiLockOwnership({
        ...e,
        runState: "finished",
        journal: { ...journal, enginePid: 1 },
      }).kind,
    ).toBe("unknown");
  });

  it("an unreadable lock file is never broken without --force", () => {
    const e = {
      ...base,
      lock: lock({ pid: null, unreadable: "not JSON" }),
      isPidAlive: () => false,
    };
    expect(decidePulumiLockOwnership(e).kind).toBe("unknown");
    expect(decidePulumiLockOwnership({ ...e, force: true }).kind).toBe("dead");
  });
});
