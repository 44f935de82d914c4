/**
 * Pulumi DIY lock files on an `s3://` backend (issue 11), read and removed through the AWS SDK
 * against s3rver on loopback: listed from both layouts, ownership decided exactly as for
 * `file://` (same host: a gone pid is dead, a live pid is alive), only the dead owner's file
 * removed, and never a file that changed since it was listed.
 *
 * The lock objects are written by this test in Pulumi's format (pkg/backend/diy/lock.go:
 * `{"pid","username","hostname","timestamp"}`): the Pulumi CLI emulator does not implement
 * `s3://` backends, so no emulated `pulumi up` writes them here.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPulumiLockStore, decidePulumiLockOwnership } from "../../src/locks/pulumi-locks.js";
import { parseS3BackendUrl } from "../../src/locks/pulumi-locks-s3.js";
import { isPidAlive } from "../../src/locks/liveness.js";
import { S3_REGION, startS3Servers, type S3Servers } from "../support/s3-servers.js";
import { createS3LockProbe, type S3LockProbe } from "../support/s3-locks-probe.js";

let servers: S3Servers;
let probe: S3LockProbe;
const saved: Record<string, string | undefined> = {};
const ref = {
  org: "organization",
  project: "app",
  stack: "dev",
  qualified: "organization/app/dev",
};

beforeAll(async () => {
  servers = await startS3Servers();
  await servers.createBucket("pulumi-state");
  probe = createS3LockProbe(servers);
  for (const [name, value] of Object.entries(servers.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  probe?.close();
  await servers?.stop();
});

function lockJson(pid: number): string {
  return JSON.stringify({
    pid,
    username: "ci",
    hostname: os.hostname(),
    timestamp: "2026-11-23T10:00:00.000000000Z",
  });
}

function store() {
  const url = `s3://pulumi-state/team?region=${S3_REGION}&endpoint=${encodeURIComponent(servers.s3Endpoint)}&s3ForcePathStyle=true`;
  return createPulumiLockStore({ kind: "diy-object", url, scheme: "s3" }, ref);
}

describe("Pulumi DIY lock files on s3://", () => {
  it("lists both layouts, removes only the dead owner's file, keeps the live one", async () => {
    const dir = "team/.pulumi/locks/organization/app/dev";
    const dead = 4_194_305; // above pid_max: no such process
    await probe.putLockfile("pulumi-state", `${dir}/dead-owner.json`, lockJson(dead));
    await probe.putLockfile("pulumi-state", `${dir}/live-owner.json`, lockJson(process.pid));
    await probe.putLockfile("pulumi-state", "team/.pulumi/locks/dev/legacy.json", lockJson(dead));
    await probe.putLockfile(
      "pulumi-state",
      "team/.pulumi/locks/organization/app/other/x.json",
      lockJson(dead),
    );

    const locks = store();
    const listing = await locks.list();
    if (listing.kind !== "listed") throw new Error(`expected a listing, got ${listing.reason}`);
    expect(listing.locks.map((l) => l.id).sort()).toEqual(["dead-owner", "legacy", "live-owner"]);
    const verdicts = listing.locks.map((lock) => ({
      lock,
      verdict: decidePulumiLockOwnership({
        lock,
        thisHost: os.hostname(),
        isPidAlive,
        journal: null,
        runState: "unknown",
        now: new Date(),
        force: false,
      }),
    }));
    const live = verdicts.find((v) => v.lock.id === "live-owner");
    expect(live?.verdict.kind).toBe("alive");
    for (const { lock, verdict } of verdicts) if (verdict.kind === "dead") await locks.remove(lock);

    expect(await probe.object("pulumi-state", `${dir}/dead-owner.json`)).toBeNull();
    expect(await probe.object("pulumi-state", "team/.pulumi/locks/dev/legacy.json")).toBeNull();
    expect(await probe.object("pulumi-state", `${dir}/live-owner.json`)).toBe(
      lockJson(process.pid),
    );
    expect(
      await probe.object("pulumi-state", "team/.pulumi/locks/organization/app/other/x.json"),
    ).not.toBeNull();
    expect(locks.manualCommand(live?.lock ?? null)).toBe(
      `aws s3 rm 's3://pulumi-state/${dir}/live-owner.json'`,
    );
  });

  it("does not remove a lock file that changed since it was listed", async () => {
    const key = "team/.pulumi/locks/organization/app/dev/changing.json";
    await probe.putLockfile("pulumi-state", key, lockJson(4_194_306));
    const locks = store();
    const listing = await locks.list();
    if (listing.kind !== "listed") throw new Error("expected a listing");
    const lock = listing.locks.find((l) => l.id === "changing");
    if (!lock) throw new Error("lock not listed");
    await probe.putLockfile("pulumi-state", key, lockJson(process.pid));
    await expect(locks.remove(lock)).rejects.toThrow(/changed since it was inspected: not removed/);
    expect(await probe.object("pulumi-state", key)).toBe(lockJson(process.pid));
  });

  it("reads the backend URL as Pulumi does, and names a missing region or bucket", () => {
    const parsed = parseS3BackendUrl("s3://b/some/prefix?region=eu-west-1&use_path_style=true", {});
    expect(parsed.prefix).toBe("some/prefix/");
    expect(parsed.settings).toMatchObject({ bucket: "b", region: "eu-west-1", usePathStyle: true });
    expect(parseS3BackendUrl("s3://b", { AWS_REGION: "r" }).prefix).toBe("");
    expect(() => parseS3BackendUrl("s3://b/p", {})).toThrow(
      "the Pulumi backend s3://b/p has no region: add ?region=… to the URL or set AWS_REGION, as for pulumi",
    );
    expect(() => parseS3BackendUrl("s3:///p?region=r", {})).toThrow(/names no bucket/);
  });
});
