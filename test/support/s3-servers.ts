/**
 * Real third-party stand-ins for AWS on loopback, for the Terraform `s3` backend: `s3rver`
 * (S3, from npm) and `dynalite` (DynamoDB, from npm), each on 127.0.0.1 and a free port.
 *
 * CONDITIONAL-WRITE SHIM. s3rver 3.7.1 ignores `If-None-Match: *` on PutObject: a second
 * writer silently overwrites the object. Real S3 answers 412 `PreconditionFailed` when the
 * key already exists, and that is exactly how Terraform's `use_lockfile` takes its
 * `<key>.tflock` lock. Without that behaviour a test of the lock file's exclusion would pass
 * for the wrong reason, so S3 requests go through `startConditionalWriteShim()` below, which
 * adds two documented behaviours and nothing else: conditional PUTs as S3 answers them — with
 * `If-None-Match: *` 412 PreconditionFailed when the object exists, with `If-Match: <etag>`
 * 404 NoSuchKey when there is none and 412 when its ETag differs (checked against s3rver
 * itself), as S3 guarantees that only one of racing conditional writers wins; and the requests on one object
 * are served one at a time, as S3 replaces an object atomically (a read racing a rewrite gets
 * the old or the new object whole). s3rver rewrites the file in place: a GET racing a PUT of
 * the same key got a mix, an aborted body, or a body shorter than its Content-Length that
 * never ended (a stackgate reading a journal object another run was rewriting waited forever).
 * Requests are passed through byte for byte (signatures included). The shim's own test is
 * test/unit/support/s3-servers.test.ts.
 *
 * s3rver knows one account, access key S3RVER (secret S3RVER). For SigV4 requests it checks
 * the access key id (an unknown one is refused with 403 InvalidAccessKeyId, as S3 refuses
 * it) but does not verify the signature itself; dynalite checks neither. Tests of wrong
 * credentials therefore use an unknown access key id against S3: nothing in stackgate relies
 * on a signature check, and no test claims one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import dynalite from "dynalite";
import S3rver from "s3rver";

export const S3_ACCESS_KEY = "S3RVER";
export const S3_SECRET_KEY = "S3RVER";
export const S3_REGION = "us-east-1";

export interface ConditionalWriteShim {
  readonly port: number;
  /** How many conditional PUTs (`If-None-Match: *`, `If-Match`) were refused. */
  readonly refused: number;
  /** The requests not answered yet, as "METHOD path (for N ms)": what a stalled client waits on. */
  inFlight(): string[];
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function forward(
  upstreamPort: number,
  req: http.IncomingMessage,
  body: Buffer,
  res: http.ServerResponse,
): Promise<void> {
  return new Promise((resolve) => {
    const out = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on("end", resolve);
        answer.on("error", () => resolve());
        // A client that went away (killed mid-read) must not hold its object's queue.
        res.on("close", () => {
          answer.destroy();
          resolve();
        });
      },
    );
    out.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`shim: upstream error ${error.message}`);
      resolve();
    });
    out.end(body);
  });
}

/** The object's ETag as s3rver gives it (quotes removed); null when there is none. */
function objectEtag(upstreamPort: number, path: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const out = http.request(
      { host: "127.0.0.1", port: upstreamPort, method: "HEAD", path },
      (answer) => {
        answer.resume();
        if (answer.statusCode === 200) resolve(unquoted(String(answer.headers.etag ?? "")));
        else if (answer.statusCode === 404) resolve(null);
        else reject(new Error(`shim: HEAD ${path} answered ${answer.statusCode}`));
      },
    );
    out.on("error", reject);
    out.end();
  });
}

function unquoted(etag: string): string {
  return etag.replace(/^"|"$/g, "");
}

/**
 * Why a conditional PUT is refused, as S3 refuses it; null when it may go on (or has no
 * condition). `If-None-Match: *`: 412 when the object exists. `If-Match: <etag>`: 404
 * NoSuchKey when there is no object, 412 when its ETag is another.
 */
async function refusalOf(
  upstreamPort: number,
  req: http.IncomingMessage,
  path: string,
): Promise<{ status: number; code: string; condition: string } | null> {
  if (req.method !== "PUT") return null;
  const ifNoneMatch = req.headers["if-none-match"];
  const ifMatch = req.headers["if-match"];
  if (ifNoneMatch === undefined && ifMatch === undefined) return null;
  const etag = await objectEtag(upstreamPort, path);
  if (ifNoneMatch === "*" && etag !== null)
    return { status: 412, code: "PreconditionFailed", condition: "If-None-Match" };
  if (ifMatch === undefined) return null;
  if (etag === null) return { status: 404, code: "NoSuchKey", condition: "If-Match" };
  return unquoted(ifMatch) === etag
    ? null
    : { status: 412, code: "PreconditionFailed", condition: "If-Match" };
}

const REFUSAL = (code: string, condition: string, resource: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code>` +
  `<Message>At least one of the pre-conditions you specified did not hold</Message>` +
  `<Condition>${condition}</Condition><Resource>${resource}</Resource></Error>`;

/** The labelled shim in front of s3rver (see the file comment). */
export async function startConditionalWriteShim(
  upstreamPort: number,
): Promise<ConditionalWriteShim> {
  let refused = 0;
  /** Per object path: the end of the last request queued on it (see `oneAtATime`). */
  const queues = new Map<string, Promise<unknown>>();
  const oneAtATime = (path: string, work: () => Promise<void>): Promise<void> => {
    const turn = (queues.get(path) ?? Promise.resolve()).then(work);
    const settled = turn.catch(() => undefined);
    queues.set(path, settled);
    void settled.then(() => queues.get(path) === settled && queues.delete(path));
    return turn;
  };
  const pending = new Map<http.ServerResponse, { what: string; since: number }>();
  const server = http.createServer((req, res) => {
    pending.set(res, { what: `${req.method ?? "?"} ${req.url ?? "/"}`, since: Date.now() });
    res.on("close", () => pending.delete(res));
    void (async () => {
      const body = await readBody(req);
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      // A bucket's own requests (a listing: `/bucket`) are not about one object.
      if (path.split("/").filter((p) => p !== "").length < 2)
        return forward(upstreamPort, req, body, res);
      await oneAtATime(path, async () => {
        const refusal = await refusalOf(upstreamPort, req, path);
        if (refusal !== null) {
          refused += 1;
          res.writeHead(refusal.status, { "content-type": "application/xml" });
          res.end(REFUSAL(refusal.code, refusal.condition, path));
          return;
        }
        await forward(upstreamPort, req, body, res);
      });
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(`shim error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get refused() {
      return refused;
    },
    inFlight: () => [...pending.values()].map((p) => `${p.what} (for ${Date.now() - p.since} ms)`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface S3Servers {
  /** The S3 endpoint Terraform and stackgate use: the shim in front of s3rver. */
  readonly s3Endpoint: string;
  /** s3rver itself, without the shim (only the shim's own test uses it). */
  readonly s3rverEndpoint: string;
  readonly dynamoEndpoint: string;
  readonly shim: ConditionalWriteShim;
  /** AWS_* variables for Terraform, stackgate and the SDK: loopback credentials and region. */
  readonly env: Record<string, string>;
  createBucket(name: string): Promise<void>;
  createLockTable(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts s3rver (temp dir) + the shim + dynalite (in memory), all on 127.0.0.1 free ports. */
export async function startS3Servers(): Promise<S3Servers> {
  const dir = mkdtempSync(join(tmpdir(), "sg-s3rver-"));
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
  });
  const s3Address = await s3.run();
  const shim = await startConditionalWriteShim(s3Address.port);
  const dynamo = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) =>
    dynamo.listen(0, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve())),
  );
  const dynamoPort = (dynamo.address() as AddressInfo).port;
  const s3Endpoint = `http://127.0.0.1:${shim.port}`;
  const dynamoEndpoint = `http://127.0.0.1:${dynamoPort}`;
  const env: Record<string, string> = {
    AWS_ACCESS_KEY_ID: S3_ACCESS_KEY,
    AWS_SECRET_ACCESS_KEY: S3_SECRET_KEY,
    AWS_REGION: S3_REGION,
    AWS_DEFAULT_REGION: S3_REGION,
    AWS_EC2_METADATA_DISABLED: "true",
    AWS_CONFIG_FILE: "/dev/null",
    AWS_SHARED_CREDENTIALS_FILE: "/dev/null",
  };
  const credentials = { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET_KEY };
  return {
    s3Endpoint,
    s3rverEndpoint: `http://127.0.0.1:${s3Address.port}`,
    dynamoEndpoint,
    shim,
    env,
    async createBucket(name) {
      const { S3Client, CreateBucketCommand } = await import("@aws-sdk/client-s3");
      const client = new S3Client({
        endpoint: s3Endpoint,
        forcePathStyle: true,
        region: S3_REGION,
        credentials,
      });
      await client.send(new CreateBucketCommand({ Bucket: name }));
      client.destroy();
    },
    async createLockTable(name) {
      const { DynamoDBClient, CreateTableCommand } = await import("@aws-sdk/client-dynamodb");
      const client = new DynamoDBClient({
        endpoint: dynamoEndpoint,
        region: S3_REGION,
        credentials,
      });
      await client.send(
        new CreateTableCommand({
          TableName: name,
          AttributeDefinitions: [{ AttributeName: "LockID", AttributeType: "S" }],
          KeySchema: [{ AttributeName: "LockID", KeyType: "HASH" }],
          BillingMode: "PAY_PER_REQUEST",
        }),
      );
      client.destroy();
    },
    async stop() {
      await shim.close();
      await new Promise<void>((resolve) => dynamo.close(() => resolve()));
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type S3LockKind = "dynamodb" | "lockfile" | "both";

/** The `backend "s3" { … }` block for loopback (credentials come from the environment). */
export function s3BackendHcl(
  servers: Pick<S3Servers, "s3Endpoint" | "dynamoEndpoint">,
  options: { bucket: string; key: string; lock: S3LockKind; table?: string; prefix?: string },
): string {
  const lines = [
    `bucket = "${options.bucket}"`,
    `key = "${options.key}"`,
    `region = "${S3_REGION}"`,
    `use_path_style = true`,
    `skip_credentials_validation = true`,
    `skip_requesting_account_id = true`,
    `skip_metadata_api_check = true`,
    `skip_region_validation = true`,
    `endpoints = {\n    s3 = "${servers.s3Endpoint}"\n    dynamodb = "${servers.dynamoEndpoint}"\n  }`,
  ];
  if (options.lock !== "lockfile") lines.push(`dynamodb_table = "${options.table ?? "locks"}"`);
  if (options.lock !== "dynamodb") lines.push(`use_lockfile = true`);
  if (options.prefix !== undefined) lines.push(`workspace_key_prefix = "${options.prefix}"`);
  return `terraform {\n  backend "s3" {\n  ${lines.join("\n  ")}\n  }\n}\n`;
}
