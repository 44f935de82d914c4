/**
 * The s3 backend's state checksum after a kill. With `dynamodb_table`, Terraform keeps the MD5
 * of the state object in the item `LockID = "<bucket>/<state key>-md5"` (`Digest`) and refuses
 * to read a state whose MD5 differs ("state data in S3 does not have the expected content …
 * update the Digest value stored in the DynamoDB table to the following value: <md5>"). A
 * state write that landed without its digest (the run killed in between) leaves exactly that.
 *
 * stackgate detects it by the same comparison and reports the exact repair. It repairs it only
 * under the explicit policy `state-digest: repair`, and only once the lock is free or was
 * released as a dead run's (recover.ts): the digest is then set to the MD5 of the state object
 * as it is, exactly what Terraform's message asks for. It never picks another state version.
 */
import { createHash } from "node:crypto";
import type { BackendConfig } from "./backend-config.js";
import { dynamoLockId, readS3BackendSettings, type S3BackendSettings } from "./s3-backend.js";
import { getDynamoItem, getObjectBytes, putDynamoItem } from "./s3-clients.js";

export interface DigestMismatch {
  settings: S3BackendSettings;
  stored: string;
  calculated: string;
  /** A ready-to-run command that sets the stored digest to the state's MD5. */
  repair: string;
  message: string;
}

async function storedDigest(settings: S3BackendSettings, table: string): Promise<string | null> {
  const item = await getDynamoItem(
    settings,
    table,
    `${dynamoLockId(settings)}-md5`,
    "the state digest",
  );
  const digest = item?.Digest?.S;
  return digest === undefined || digest === "" ? null : digest;
}

async function stateMd5(settings: S3BackendSettings): Promise<string | null> {
  const bytes = await getObjectBytes(settings, settings.stateKey, "the state");
  return bytes === null ? null : createHash("md5").update(bytes).digest("hex");
}

/** Null when there is nothing to compare (no DynamoDB table, no digest, no state) or they match. */
async function findDigestMismatch(settings: S3BackendSettings): Promise<DigestMismatch | null> {
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
    settings,
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

/** The mismatch of an s3 backend's state digest; null for any other backend or when it matches. */
export async function checkStateDigest(
  backend: BackendConfig,
  workdir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DigestMismatch | null> {
  if (backend.type !== "s3") return null;
  const settings = readS3BackendSettings(backend.config, workdir, env);
  if (settings.assumeRole) return null;
  return findDigestMismatch(settings);
}

/**
 * Sets the stored Digest to the state's MD5, if the digest is still the mismatching one it
 * was found to be (read again first: a run that fixed it meanwhile is left alone).
 */
export async function repairStateDigest(mismatch: DigestMismatch): Promise<string> {
  const { settings } = mismatch;
  const now = await findDigestMismatch(settings);
  if (now === null) return "the state digest matches again: nothing to repair";
  if (now.stored !== mismatch.stored || now.calculated !== mismatch.calculated) {
    throw new Error(
      `the state or its digest changed while recover ran (stored ${now.stored}, state ${now.calculated}): not repaired. ${now.message}`,
    );
  }
  const table = settings.dynamodbTable ?? "";
  await putDynamoItem(
    settings,
    table,
    { LockID: `${dynamoLockId(settings)}-md5`, Digest: now.calculated },
    "the state digest",
  );
  return `set the state digest of s3://${settings.bucket}/${settings.stateKey} to the state's MD5 ${now.calculated} (was ${now.stored}; policy state-digest: repair)`;
}
