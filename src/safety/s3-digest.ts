/**
 * The s3 backend's state checksum after a kill. With `dynamodb_table`, Terraform keeps the MD5
 * of the state object in the item `LockID = "<bucket>/<state key>-md5"` (`Digest`) and refuses
 * to read a state whose MD5 differs ("state data in S3 does not have the expected content …
 * update the Digest value stored in the DynamoDB table to the following value: <md5>"). A
 * state write that landed without its digest (the run killed in between) leaves exactly that.
 *
 * stackgate detects it by the same comparison and reports the exact repair. It never repairs
 * it itself: the right fix may instead be the previous state version, and only a person who
 * has looked at the state can tell.
 */
import { createHash } from "node:crypto";
import type { BackendConfig } from "./backend-config.js";
import { dynamoLockId, readS3BackendSettings, type S3BackendSettings } from "./s3-backend.js";
import {
  awsErrorName,
  awsFailure,
  createDynamoClient,
  createS3Client,
  loadDynamoSdk,
  loadS3Sdk,
} from "./s3-clients.js";

export interface DigestMismatch {
  stored: string;
  calculated: string;
  /** A ready-to-run command that sets the stored digest to the state's MD5. */
  repair: string;
  message: string;
}

async function storedDigest(settings: S3BackendSettings, table: string): Promise<string | null> {
  const sdk = await loadDynamoSdk();
  const client = await createDynamoClient(settings);
  const lockId = `${dynamoLockId(settings)}-md5`;
  try {
    const answer = await client.send(
      new sdk.GetItemCommand({
        TableName: table,
        Key: { LockID: { S: lockId } },
        ConsistentRead: true,
      }),
    );
    const digest = answer.Item?.Digest?.S;
    return digest === undefined || digest === "" ? null : digest;
  } catch (error) {
    throw awsFailure("the state digest", `DynamoDB table ${table}, item LockID=${lockId}`, error);
  } finally {
    client.destroy();
  }
}

async function stateMd5(settings: S3BackendSettings): Promise<string | null> {
  const sdk = await loadS3Sdk();
  const client = await createS3Client(settings);
  try {
    const answer = await client.send(
      new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: settings.stateKey }),
    );
    const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
    return createHash("md5").update(bytes).digest("hex");
  } catch (error) {
    if (awsErrorName(error) === "NoSuchKey") return null;
    throw awsFailure("the state", `s3://${settings.bucket}/${settings.stateKey}`, error);
  } finally {
    client.destroy();
  }
}

/** Null when there is nothing to compare (no DynamoDB table, no digest, no state) or they match. */
export async function findDigestMismatch(
  settings: S3BackendSettings,
): Promise<DigestMismatch | null> {
  const table = settings.dynamodbTable;
  if (table === undefined) return null;
  const stored = await storedDigest(settings, table);
  if (stored === null) return null;
  const calculated = await stateMd5(settings);
  if (calculated === null || calculated === stored) return null;
  const item = JSON.stringify({
    LockID: { S: `${dynamoLockId(settings)}-md5` },
    Digest: { S: calculated },
  });
  const repair = `aws dynamodb put-item --table-name ${table} --item '${item}'`;
  return {
    stored,
    calculated,
    repair,
    message:
      `the state s3://${settings.bucket}/${settings.stateKey} does not match the digest Terraform stored for it ` +
      `(state MD5 ${calculated}, stored Digest ${stored} in DynamoDB table ${table}): a state write landed without ` +
      `its digest, and Terraform will refuse to read the state. Check that the state object is the version you ` +
      `expect (the bucket's object versions), then set the Digest to the state's MD5: ${repair}`,
  };
}

/** The mismatch message for an s3 backend with a broken digest; null for any other backend. */
export async function describeDigestMismatch(
  backend: BackendConfig,
  workdir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  if (backend.type !== "s3") return null;
  const settings = readS3BackendSettings(backend.config, workdir, env);
  if (settings.assumeRole) return null;
  return (await findDigestMismatch(settings))?.message ?? null;
}
