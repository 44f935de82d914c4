/**
 * AWS SDK v3 clients for an s3 backend, loaded with `await import()` only when an s3 backend
 * is in use (every other command's start stays as it was; docs/BENCHMARKS.md has the figures).
 *
 * Credentials come from the SDK's default chain, as Terraform's come from its own: the
 * environment (AWS_ACCESS_KEY_ID/…, AWS_PROFILE), the shared config and credentials files,
 * web identity (AWS_WEB_IDENTITY_TOKEN_FILE + AWS_ROLE_ARN, the OIDC route of CI), container
 * and instance roles; `profile` and static `access_key`/`secret_key` from the backend block
 * win as they do for Terraform. A backend-level `assume_role` block is not followed: the
 * caller falls back to what the engine itself reports (see s3-locks.ts).
 */
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import type { S3Client } from "@aws-sdk/client-s3";

import { EXIT, StackgateError } from "../errors.js";
import type { S3BackendSettings } from "./s3-backend.js";

export type S3Sdk = typeof import("@aws-sdk/client-s3");
export type DynamoSdk = typeof import("@aws-sdk/client-dynamodb");

/**
 * The SDK warns on stderr under Node < 22 that future SDK releases will need Node 22; this
 * pinned release works on Node 20 (package.json's floor), and the warning would land in
 * every CI log, so it is turned off unless the user set the SDK's own switch.
 */
function quietNodeVersionWarning(): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
}

/**
 * The SDK packages are CommonJS for Node: bundled into a lazy chunk, their exports may sit
 * on the namespace's `default` rather than on the namespace itself.
 */
function exportsOf<T extends object>(namespace: T & { default?: T }, probe: keyof T): T {
  return namespace[probe] === undefined && namespace.default !== undefined
    ? namespace.default
    : namespace;
}

export async function loadS3Sdk(): Promise<S3Sdk> {
  quietNodeVersionWarning();
  return exportsOf<S3Sdk>(await import("@aws-sdk/client-s3"), "S3Client");
}

async function loadDynamoSdk(): Promise<DynamoSdk> {
  quietNodeVersionWarning();
  return exportsOf<DynamoSdk>(await import("@aws-sdk/client-dynamodb"), "DynamoDBClient");
}

/**
 * How long a connection may take, and a socket may stay silent while a request or its
 * response is under way, before the SDK gives up on it (and tries once more: `maxAttempts`).
 * The SDK's own defaults wait forever: a response that stalls (a body that stops short of its
 * Content-Length, a connection dropped without a reset) held the run until the CI job's own
 * timeout. Silence, not duration: a large state that keeps flowing is never cut.
 */
export interface S3Timeouts {
  connectionTimeout: number;
  socketTimeout: number;
}
const S3_TIMEOUTS: S3Timeouts = { connectionTimeout: 10_000, socketTimeout: 30_000 };

interface CommonClientConfig {
  region: string;
  maxAttempts: number;
  requestHandler: S3Timeouts;
  profile?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  endpoint?: string;
}

function commonConfig(
  settings: S3BackendSettings,
  endpoint: string | undefined,
  timeouts: S3Timeouts = S3_TIMEOUTS,
): CommonClientConfig {
  const config: CommonClientConfig = {
    region: settings.region,
    maxAttempts: 2,
    requestHandler: { ...timeouts },
  };
  if (settings.profile !== undefined) config.profile = settings.profile;
  if (settings.accessKey !== undefined && settings.secretKey !== undefined) {
    config.credentials = {
      accessKeyId: settings.accessKey,
      secretAccessKey: settings.secretKey,
      ...(settings.sessionToken !== undefined ? { sessionToken: settings.sessionToken } : {}),
    };
  }
  if (endpoint !== undefined) config.endpoint = endpoint;
  return config;
}

export async function createS3Client(
  settings: S3BackendSettings,
  timeouts: S3Timeouts = S3_TIMEOUTS,
): Promise<S3Client> {
  const sdk = await loadS3Sdk();
  return new sdk.S3Client({
    ...commonConfig(settings, settings.s3Endpoint, timeouts),
    forcePathStyle: settings.usePathStyle,
    // Checksums only where S3 requires them (a plain Content-MD5-free PUT works everywhere).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

async function createDynamoClient(settings: S3BackendSettings): Promise<DynamoDBClient> {
  const sdk = await loadDynamoSdk();
  return new sdk.DynamoDBClient(commonConfig(settings, settings.dynamoEndpoint));
}

/** The SDK error's name (`NoSuchKey`, `ResourceNotFoundException`, …) or the system code. */
function awsErrorName(error: unknown): string {
  if (typeof error !== "object" || error === null) return String(error);
  const named = error as { name?: unknown; Code?: unknown; code?: unknown };
  if (typeof named.Code === "string") return named.Code;
  if (typeof named.code === "string") return named.code;
  return typeof named.name === "string" ? named.name : "Error";
}

function awsHttpStatus(error: unknown): number | undefined {
  const meta = (error as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata;
  return typeof meta?.httpStatusCode === "number" ? meta.httpStatusCode : undefined;
}

const HINTS: Record<string, string> = {
  NoSuchBucket: "the bucket does not exist: check `bucket` in the backend block and the region",
  ResourceNotFoundException:
    "the DynamoDB table does not exist: check `dynamodb_table` in the backend block and the region",
  InvalidAccessKeyId:
    "the access key is not known: check AWS_ACCESS_KEY_ID / the profile stackgate runs with (the same as terraform's)",
  SignatureDoesNotMatch:
    "the secret key does not match the access key: check AWS_SECRET_ACCESS_KEY / the profile",
  UnrecognizedClientException: "the credentials were refused: check the AWS credentials",
  AccessDenied: "access denied: the credentials lack permission on the bucket or key",
  CredentialsProviderError:
    "no AWS credentials were found: set AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE or web identity for the stackgate step",
  ECONNREFUSED: "nothing answers at the endpoint: check `endpoints` in the backend block",
  ENOTFOUND: "the endpoint's host name does not resolve: check `endpoints` in the backend block",
  TimeoutError: "the endpoint did not answer in time",
};

/**
 * A clear failure for an AWS call: what was read, where, the service's answer and a hint.
 * The SDK's messages carry no secrets (keys are never echoed); only the error name and the
 * first line of its message are quoted.
 */
export function awsFailure(what: string, where: string, error: unknown): StackgateError {
  const name = awsErrorName(error);
  const status = awsHttpStatus(error);
  const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : "";
  const hint = HINTS[name] ?? (status === 403 ? HINTS.AccessDenied : undefined);
  // `what` may name the operation first: "(writing) the journal copy", "(deleting) …".
  const operation = /^\((writing|deleting)\) (.*)$/.exec(what);
  const verb =
    operation?.[1] === "writing" ? "write" : operation?.[1] === "deleting" ? "delete" : "read";
  return new StackgateError(
    `could not ${verb} ${operation?.[2] ?? what} at ${where}: ${name}${status !== undefined ? ` (HTTP ${status})` : ""}${message !== "" && message !== name ? `: ${message.slice(0, 200)}` : ""}` +
      `${hint !== undefined ? `; ${hint}` : ""}. Nothing was unlocked.`,
    EXIT.failed,
    { cause: error },
  );
}

/** What a lost conditional write means to the caller: rethrown (it reads who won) or nothing. */
type OnConditionLost = "rethrow" | "ignore";

/**
 * One AWS call on a client of its own, destroyed after; any failure but a lost condition the
 * caller expects becomes `awsFailure(what, where)`. Undefined when a lost condition is ignored.
 */
async function callOnce<Sdk, Client extends { destroy(): void }, T>(
  open: () => Promise<[Sdk, Client]>,
  what: string,
  where: string,
  call: (sdk: Sdk, client: Client) => Promise<T>,
  onLost?: OnConditionLost,
): Promise<T | undefined> {
  const [sdk, client] = await open();
  try {
    return await call(sdk, client);
  } catch (error) {
    if (onLost !== undefined && isConditionLost(error)) {
      if (onLost === "rethrow") throw error;
      return undefined;
    }
    throw awsFailure(what, where, error);
  } finally {
    client.destroy();
  }
}

/** A DynamoDB client of its own, for `callOnce`. */
function dynamoOf(settings: S3BackendSettings): () => Promise<[DynamoSdk, DynamoDBClient]> {
  return async () => [await loadDynamoSdk(), await createDynamoClient(settings)];
}

/** An S3 client of its own, for `callOnce`. */
function s3Of(settings: S3BackendSettings): () => Promise<[S3Sdk, S3Client]> {
  return async () => [await loadS3Sdk(), await createS3Client(settings)];
}

function objectWhere(settings: S3BackendSettings, key: string): string {
  return `s3://${settings.bucket}/${key}`;
}

function itemWhere(table: string, lockId: string): string {
  return `DynamoDB table ${table}, item LockID=${lockId}`;
}

/** One DynamoDB item read consistently by its `LockID`; undefined when there is none. */
export async function getDynamoItem(
  settings: S3BackendSettings,
  table: string,
  lockId: string,
  what: string,
): Promise<Record<string, { S?: string }> | undefined> {
  return callOnce(dynamoOf(settings), what, itemWhere(table, lockId), async (sdk, client) => {
    const answer = await client.send(
      new sdk.GetItemCommand({
        TableName: table,
        Key: { LockID: { S: lockId } },
        ConsistentRead: true,
      }),
    );
    return answer.Item;
  });
}

/** One object's bytes from the backend's bucket; null when there is no such key. */
export async function getObjectBytes(
  settings: S3BackendSettings,
  key: string,
  what: string,
  client?: S3Client,
): Promise<Uint8Array | null> {
  return (await getObjectVersion(settings, key, what, client))?.bytes ?? null;
}

/** The object `key` and its ETag (for a later `If-Match` write); null when there is none. */
export async function getObjectVersion(
  settings: S3BackendSettings,
  key: string,
  what: string,
  client?: S3Client,
): Promise<{ bytes: Uint8Array; etag: string | undefined } | null> {
  const sdk = await loadS3Sdk();
  const s3 = client ?? (await createS3Client(settings));
  try {
    for (let attempt = 1; ; attempt++) {
      const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      try {
        const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
        return { bytes, etag: answer.ETag };
      } catch (error) {
        // The SDK retries a request up to its response's headers; a body that broke or went
        // silent after them is asked for once more.
        if (attempt >= 2) throw error;
      }
    }
  } catch (error) {
    if (awsErrorName(error) === "NoSuchKey") return null;
    throw awsFailure(what, `s3://${settings.bucket}/${key}`, error);
  } finally {
    if (client === undefined) s3.destroy();
  }
}

/**
 * A conditional write that lost: DynamoDB's `ConditionalCheckFailedException`, S3's 412
 * `PreconditionFailed` (the object exists) or 409 `ConditionalRequestConflict` (a racing
 * conditional write won).
 */
export function isConditionLost(error: unknown): boolean {
  const name = awsErrorName(error);
  const status = awsHttpStatus(error);
  return (
    name === "ConditionalCheckFailedException" ||
    name === "PreconditionFailed" ||
    name === "ConditionalRequestConflict" ||
    name === "NoSuchKey" || // `If-Match` on an object that is gone
    status === 412
  );
}

/**
 * A store that does not take a conditional write (`If-Match`, `If-None-Match` on PutObject:
 * some S3-compatible servers answer 501 `NotImplemented`), also when wrapped by `awsFailure`.
 */
export function isConditionUnsupported(error: unknown): boolean {
  const cause = error instanceof StackgateError ? error.cause : error;
  return awsErrorName(cause) === "NotImplemented" || awsHttpStatus(cause) === 501;
}

/**
 * The condition of a lock write: only where nothing is (`absent`), or only over exactly what
 * was read (`over`: the object's ETag for S3 `If-Match`, the item's `Info` for DynamoDB).
 */
export type WriteCondition = "absent" | { over: string };

/**
 * Writes one DynamoDB item (string attributes only); with a condition only when no item has
 * its `LockID`, or only while the item's `Info` is exactly `over` (a lost race throws, see
 * `isConditionLost`).
 */
export async function putDynamoItem(
  settings: S3BackendSettings,
  table: string,
  item: Record<string, string>,
  what: string,
  onlyIf?: WriteCondition,
): Promise<void> {
  const where = itemWhere(table, item.LockID ?? "?");
  await callOnce(
    dynamoOf(settings),
    `(writing) ${what}`,
    where,
    (sdk, client) =>
      client.send(
        new sdk.PutItemCommand({
          TableName: table,
          Item: Object.fromEntries(Object.entries(item).map(([k, v]) => [k, { S: v }])),
          ...dynamoCondition(onlyIf),
        }),
      ),
    onlyIf === undefined ? undefined : "rethrow",
  );
}

function dynamoCondition(onlyIf: WriteCondition | undefined) {
  if (onlyIf === undefined) return {};
  if (onlyIf === "absent") return { ConditionExpression: "attribute_not_exists(LockID)" };
  return {
    ConditionExpression: "Info = :info",
    ExpressionAttributeValues: { ":info": { S: onlyIf.over } },
  };
}

/** Deletes the item `LockID` only while its `Info` is exactly the one given (else nothing). */
export async function deleteDynamoItemIf(
  settings: S3BackendSettings,
  table: string,
  item: { LockID: string; Info: string },
  what: string,
): Promise<void> {
  const remove = {
    TableName: table,
    Key: { LockID: { S: item.LockID } },
    ConditionExpression: "Info = :info",
    ExpressionAttributeValues: { ":info": { S: item.Info } },
  };
  const where = itemWhere(table, item.LockID);
  await callOnce(
    dynamoOf(settings),
    `(deleting) ${what}`,
    where,
    (sdk, client) => client.send(new sdk.DeleteItemCommand(remove)),
    "ignore",
  );
}

/**
 * Writes the object `key` only when it does not exist (`If-None-Match: *`), or only while its
 * ETag is `over` (`If-Match`); a lost race throws (see `isConditionLost`).
 */
export async function putObjectIf(
  settings: S3BackendSettings,
  key: string,
  body: string,
  onlyIf: WriteCondition,
  what: string,
): Promise<void> {
  const condition = onlyIf === "absent" ? { IfNoneMatch: "*" } : { IfMatch: onlyIf.over };
  const put = { Bucket: settings.bucket, Key: key, Body: body, ...condition };
  const create = (sdk: S3Sdk, s3: S3Client) =>
    s3.send(new sdk.PutObjectCommand({ ...put, ContentType: "application/json" }));
  await callOnce(
    s3Of(settings),
    `(writing) ${what}`,
    objectWhere(settings, key),
    create,
    "rethrow",
  );
}

/** Deletes the object `key` (S3 answers success when there is none). */
export async function deleteObject(
  settings: S3BackendSettings,
  key: string,
  what: string,
): Promise<void> {
  await callOnce(s3Of(settings), `(deleting) ${what}`, objectWhere(settings, key), (sdk, s3) =>
    s3.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: key })),
  );
}
