/**
 * The s3 lock inspector on bad input, against the real loopback servers (s3rver behind the
 * conditional-write shim, dynalite): a bucket or table that does not exist, credentials S3
 * refuses, an endpoint nobody answers, a lock item whose Info is not JSON, a lock of another
 * key. Each gives a clear message naming what was read and says nothing was unlocked; the
 * lock records are still there afterwards. Also: non-default workspaces (`env:/` and
 * `workspace_key_prefix`) are read at the right keys.
 */
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackendLocks } from "../../src/locks/backend-locks.js";
import type { BackendConfig } from "../../src/backends/backend-config.js";
import { BUCKET, createS3Harness, TABLE, type S3Harness } from "../support/s3-harness.js";

let h: S3Harness;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  h = await createS3Harness();
  // The SDK's default credential chain reads the process environment, as Terraform's does.
  for (const [name, value] of Object.entries(h.servers.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await h?.dispose();
});

function backend(overrides: Record<string, unknown> = {}): BackendConfig {
  return {
    type: "s3",
    config: {
      bucket: BUCKET,
      key: "bad/terraform.tfstate",
      region: "us-east-1",
      use_path_style: true,
      endpoints: { s3: h.servers.s3Endpoint, dynamodb: h.servers.dynamoEndpoint },
      dynamodb_table: TABLE,
      use_lockfile: true,
      ...overrides,
    },
  };
}

function locks(config: BackendConfig, env: Record<string, string> = {}) {
  return createBackendLocks(config, { ...process.env, ...env }, { workdir: h.tempDir() });
}

function lockJson(id: string, path: string): string {
  return JSON.stringify({
    ID: id,
    Operation: "OperationTypeApply",
    Info: "",
    Who: "alice@laptop",
    Version: "1.11.4",
    Created: "2026-11-23 10:00:00.000000000 +0000 UTC",
    Path: path,
  });
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("s3 lock inspector: bad input", () => {
  it("a bucket that does not exist: names the lock file it read and the bucket setting", async () => {
    const inspect = locks(backend({ bucket: "no-such-bucket", dynamodb_table: null })).inspect();
    await expect(inspect).rejects.toThrow(
      /s3:\/\/no-such-bucket\/bad\/terraform\.tfstate\.tflock: NoSuchBucket.*bucket does not exist.*Nothing was unlocked/,
    );
  });

  it("a DynamoDB table that does not exist: names the table and item", async () => {
    const inspect = locks(backend({ dynamodb_table: "no-such-table", use_lockfile: false }));
    await expect(inspect.inspect()).rejects.toThrow(
      /DynamoDB table no-such-table, item LockID=tfstate\/bad\/terraform\.tfstate: ResourceNotFoundException.*table does not exist.*Nothing was unlocked/,
    );
  });

  it("credentials S3 refuses: says so, and never echoes the secret", async () => {
    const secret = "wJalrXUtnFEMI-do-not-print-me";
    const inspect = locks(
      backend({ access_key: "AKIAUNKNOWNKEY", secret_key: secret, dynamodb_table: null }),
    ).inspect();
    const error = await inspect.then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/InvalidAccessKeyId \(HTTP 403\).*access key is not known/);
    expect(error?.message).not.toContain(secret.slice(0, 8));
  });

  it("an endpoint nobody answers: names the endpoint problem", async () => {
    const port = await closedPort();
    const inspect = locks(
      backend({
        endpoints: { s3: `http://127.0.0.1:${port}`, dynamodb: `http://127.0.0.1:${port}` },
      }),
    ).inspect();
    await expect(inspect).rejects.toThrow(/ECONNREFUSED.*nothing answers at the endpoint/);
  });

  it("a lock item whose Info is not JSON: quoted, nothing unlocked, the item kept", async () => {
    const key = "bad/notjson.tfstate";
    await h.probe.putDynamo(TABLE, `${BUCKET}/${key}`, "this is {not json");
    const target = locks(backend({ key, use_lockfile: false }));
    await expect(target.inspect()).rejects.toThrow(
      /DynamoDB table locks, item LockID=tfstate\/bad\/notjson\.tfstate is not Terraform lock JSON with an ID \(got "this is \{not json"\).*nothing was unlocked/,
    );
    expect(await h.probe.dynamo(TABLE, `${BUCKET}/${key}`)).toBe("this is {not json");
  });

  it("a lock of another key: another stack's lock is not ours (free); a record naming another state is refused", async () => {
    await h.probe.putDynamo(
      TABLE,
      `${BUCKET}/other/terraform.tfstate`,
      lockJson("other-stack", `${BUCKET}/other/terraform.tfstate`),
    );
    expect(await locks(backend({ key: "mine/terraform.tfstate" })).inspect()).toEqual({
      kind: "free",
    });
    expect(await h.probe.dynamo(TABLE, `${BUCKET}/other/terraform.tfstate`)).toContain(
      "other-stack",
    );

    const key = "mine/misplaced.tfstate";
    await h.probe.putLockfile(
      BUCKET,
      `${key}.tflock`,
      lockJson("misplaced", `${BUCKET}/other/terraform.tfstate`),
    );
    await expect(locks(backend({ key, dynamodb_table: null })).inspect()).rejects.toThrow(
      /s3:\/\/tfstate\/mine\/misplaced\.tfstate\.tflock names another state \(Path "tfstate\/other\/terraform\.tfstate", expected "tfstate\/mine\/misplaced\.tfstate"\)\. Nothing was unlocked/,
    );
    expect(await h.probe.lockfile(BUCKET, `${key}.tflock`)).toContain("misplaced");
  });

  it("two locks naming different holders: refused, both kept", async () => {
    const key = "bad/split.tfstate";
    const path = `${BUCKET}/${key}`;
    await h.probe.putDynamo(TABLE, path, lockJson("holder-a", path));
    await h.probe.putLockfile(BUCKET, `${key}.tflock`, lockJson("holder-b", path));
    await expect(locks(backend({ key })).inspect()).rejects.toThrow(
      /two locks name different holders.*holder-a.*holder-b.*Nothing was unlocked/,
    );
    expect(await h.probe.dynamo(TABLE, path)).toContain("holder-a");
    expect(await h.probe.lockfile(BUCKET, `${key}.tflock`)).toContain("holder-b");
  });
});

describe("s3 lock inspector: workspaces", () => {
  it("reads a non-default workspace at env:/<workspace>/<key>, both locks", async () => {
    const path = `${BUCKET}/env:/staging/ws/terraform.tfstate`;
    await h.probe.putDynamo(TABLE, path, lockJson("staging-lock", path));
    await h.probe.putLockfile(
      BUCKET,
      "env:/staging/ws/terraform.tfstate.tflock",
      lockJson("staging-lock", path),
    );
    const state = await locks(backend({ key: "ws/terraform.tfstate" }), {
      TF_WORKSPACE: "staging",
    }).inspect();
    expect(state).toMatchObject({
      kind: "held",
      holder: { id: "staging-lock", who: "alice@laptop" },
    });
    if (state.kind !== "held") throw new Error("expected held");
    expect(state.holder.locations).toEqual([
      `DynamoDB table locks, item LockID=${path}`,
      `s3://${path}.tflock`,
    ]);
    // The default workspace of the same key is free.
    expect(await locks(backend({ key: "ws/terraform.tfstate" })).inspect()).toEqual({
      kind: "free",
    });
  });

  it("reads workspace_key_prefix/<workspace>/<key>", async () => {
    const path = `${BUCKET}/teams/prod/ws2/terraform.tfstate`;
    await h.probe.putDynamo(TABLE, path, lockJson("prod-lock", path));
    const state = await locks(
      backend({ key: "ws2/terraform.tfstate", workspace_key_prefix: "teams", use_lockfile: false }),
      { TF_WORKSPACE: "prod" },
    ).inspect();
    expect(state).toMatchObject({ kind: "held", holder: { id: "prod-lock" } });
  });
});
