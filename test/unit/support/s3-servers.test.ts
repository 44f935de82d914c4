/**
 * The conditional-write shim in front of s3rver (test/support/s3-servers.ts) against S3's
 * documented conditional-write behaviour for PutObject with `If-None-Match: *` (412
 * PreconditionFailed when the key exists, success when it does not) and `If-Match: <etag>`
 * (412 when the ETag differs, 404 NoSuchKey when there is no object), and of concurrent
 * conditional writers of one key exactly one wins. The control case shows why the shim is
 * there: s3rver alone lets the second writer overwrite the first.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  S3_ACCESS_KEY,
  S3_REGION,
  S3_SECRET_KEY,
  startS3Servers,
  type S3Servers,
} from "../../support/s3-servers.js";
import { settleWithin } from "../../support/settle-within.js";

let servers: S3Servers;
const clients: S3Client[] = [];

function client(endpoint: string, accessKeyId = S3_ACCESS_KEY): S3Client {
  const c = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: S3_REGION,
    credentials: { accessKeyId, secretAccessKey: S3_SECRET_KEY },
    requestChecksumCalculation: "WHEN_REQUIRED",
    maxAttempts: 1,
  });
  clients.push(c);
  return c;
}

function put(c: S3Client, key: string, body: string, conditional = true) {
  return c.send(
    new PutObjectCommand({
      Bucket: "shim",
      Key: key,
      Body: body,
      ...(conditional ? { IfNoneMatch: "*" } : {}),
    }),
  );
}

async function read(c: S3Client, key: string): Promise<string> {
  const answer = await c.send(new GetObjectCommand({ Bucket: "shim", Key: key }));
  return (await answer.Body?.transformToString("utf8")) ?? "";
}

function errorOf(promise: Promise<unknown>): Promise<{ name: string; status?: number } | null> {
  return promise.then(
    () => null,
    (error: { name: string; $metadata?: { httpStatusCode?: number } }) => ({
      name: error.name,
      ...(error.$metadata?.httpStatusCode !== undefined
        ? { status: error.$metadata.httpStatusCode }
        : {}),
    }),
  );
}

beforeAll(async () => {
  servers = await startS3Servers();
  await servers.createBucket("shim");
});
afterAll(async () => {
  for (const c of clients) c.destroy();
  await servers?.stop();
});

describe("s3rver + conditional-write shim", () => {
  it("control: s3rver alone ignores If-None-Match: * (a second writer overwrites)", async () => {
    const direct = client(servers.s3rverEndpoint);
    await put(direct, "control.tflock", "first");
    expect(await errorOf(put(direct, "control.tflock", "second"))).toBeNull();
    expect(await read(direct, "control.tflock")).toBe("second");
  });

  it("answers 412 PreconditionFailed when the object exists and keeps the first writer's body", async () => {
    const s3 = client(servers.s3Endpoint);
    const refusedBefore = servers.shim.refused;
    expect(await errorOf(put(s3, "a/state.tflock", "first"))).toBeNull();
    expect(await errorOf(put(s3, "a/state.tflock", "second"))).toEqual({
      name: "PreconditionFailed",
      status: 412,
    });
    expect(await read(s3, "a/state.tflock")).toBe("first");
    expect(servers.shim.refused).toBe(refusedBefore + 1);
  });

  it("lets a conditional write succeed again once the object is deleted, and leaves plain PUTs alone", async () => {
    const s3 = client(servers.s3Endpoint);
    await put(s3, "b.tflock", "one");
    await s3.send(new DeleteObjectCommand({ Bucket: "shim", Key: "b.tflock" }));
    expect(await errorOf(put(s3, "b.tflock", "two"))).toBeNull();
    expect(await errorOf(put(s3, "b.tflock", "three", false))).toBeNull();
    expect(await read(s3, "b.tflock")).toBe("three");
  });

  it("of concurrent conditional writers of one key, exactly one wins", async () => {
    const s3 = client(servers.s3Endpoint);
    const bodies = Array.from({ length: 8 }, (_, i) => `writer-${i}`);
    const results = await Promise.all(bodies.map((b) => errorOf(put(s3, "race.tflock", b))));
    const winners = bodies.filter((_, i) => results[i] === null);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r?.name === "PreconditionFailed")).toHaveLength(7);
    expect(await read(s3, "race.tflock")).toBe(winners[0]);
  });

  it("If-Match: writes over the ETag read, 412 over any other, 404 NoSuchKey where there is none", async () => {
    const s3 = client(servers.s3Endpoint);
    const direct = client(servers.s3rverEndpoint);
    const first = await put(s3, "swap.tflock", "dead run", false);
    const over = (body: string, etag: string, c = s3) =>
      c.send(
        new PutObjectCommand({ Bucket: "shim", Key: "swap.tflock", Body: body, IfMatch: etag }),
      );
    expect(await errorOf(over("recovery", first.ETag ?? ""))).toBeNull();
    // The object changed: a second swap over the same ETag is refused and writes nothing.
    expect(await errorOf(over("other recovery", first.ETag ?? ""))).toEqual({
      name: "PreconditionFailed",
      status: 412,
    });
    expect(await read(s3, "swap.tflock")).toBe("recovery");
    expect(await errorOf(over("x", '"0"'))).toEqual({
      name: "PreconditionFailed",
      status: 412,
    });
    await s3.send(new DeleteObjectCommand({ Bucket: "shim", Key: "swap.tflock" }));
    expect(await errorOf(over("late", first.ETag ?? ""))).toEqual({
      name: "NoSuchKey",
      status: 404,
    });
    // Control: s3rver alone ignores If-Match (the swap over a stale ETag goes through).
    const second = await put(direct, "swap.tflock", "dead run", false);
    await put(direct, "swap.tflock", "changed", false);
    expect(await errorOf(over("stale swap", second.ETag ?? "", direct))).toBeNull();
  });

  it("of concurrent If-Match writers over one ETag, exactly one wins", async () => {
    const s3 = client(servers.s3Endpoint);
    const { ETag } = await put(s3, "swap-race.tflock", "dead run", false);
    const bodies = Array.from({ length: 8 }, (_, i) => `recovery-${i}`);
    const results = await Promise.all(
      bodies.map((b) =>
        errorOf(
          s3.send(
            new PutObjectCommand({
              Bucket: "shim",
              Key: "swap-race.tflock",
              Body: b,
              IfMatch: ETag,
            }),
          ),
        ),
      ),
    );
    const winners = bodies.filter((_, i) => results[i] === null);
    expect(winners).toHaveLength(1);
    expect(await read(s3, "swap-race.tflock")).toBe(winners[0]);
  });

  it("reads racing rewrites of one object each get one whole version (S3 replaces objects atomically)", async () => {
    const s3 = client(servers.s3Endpoint);
    const versions = Array.from(
      { length: 40 },
      (_, i) => `${String(i).padStart(2, "0")}:${"x".repeat(2_000 + 997 * i)}`,
    );
    await put(s3, "journal.ndjson", versions[0] ?? "", false);
    const reads: Promise<string>[] = [];
    for (const body of versions.slice(1)) {
      const written = put(s3, "journal.ndjson", body, false);
      reads.push(settleWithin(10_000, read(s3, "journal.ndjson"), "a read"));
      await written;
    }
    for (const got of await Promise.all(reads)) expect(versions).toContain(got);
  });

  it("passes credentials through unchanged: s3rver still refuses an unknown access key", async () => {
    const wrong = client(servers.s3Endpoint, "AKIANOTKNOWN");
    expect(await errorOf(put(wrong, "c.tflock", "x"))).toEqual({
      name: "InvalidAccessKeyId",
      status: 403,
    });
  });
});
