/**
 * Test-side readers and writers of the s3 backend's two locks, straight through the AWS SDK
 * against the loopback servers (not through stackgate): what the tests assert with.
 */
import {
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from "@aws-sdk/client-dynamodb";
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { S3_ACCESS_KEY, S3_REGION, S3_SECRET_KEY, type S3Servers } from "./s3-servers.js";

const credentials = { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET_KEY };

export interface S3LockProbe {
  /** The DynamoDB item's Info (null when there is no item). */
  dynamo(table: string, lockId: string): Promise<string | null>;
  /** The `.tflock` object's body (null when absent). */
  lockfile(bucket: string, key: string): Promise<string | null>;
  putDynamo(table: string, lockId: string, info: string): Promise<void>;
  /** The state digest item's `Digest` (`LockID = <bucket>/<key>-md5`), null when absent. */
  digest(table: string, lockId: string): Promise<string | null>;
  putDigest(table: string, lockId: string, digest: string): Promise<void>;
  deleteDynamo(table: string, lockId: string): Promise<void>;
  putLockfile(bucket: string, key: string, body: string): Promise<void>;
  /** Keys under a prefix (first page, enough for tests). */
  listKeys(bucket: string, prefix: string): Promise<string[]>;
  /** An object's body (null when absent). */
  object(bucket: string, key: string): Promise<string | null>;
  close(): void;
}

export function createS3LockProbe(servers: S3Servers): S3LockProbe {
  // A read that races the object's rewrite can stall on s3rver (seen under load): give up on
  // a silent socket (the SDK retries) rather than hang the test that polls. Without
  // throwOnRequestTimeout the handler only logs a warning and keeps waiting (measured).
  const requestHandler = {
    connectionTimeout: 2_000,
    requestTimeout: 5_000,
    throwOnRequestTimeout: true,
  };
  const dynamo = new DynamoDBClient({
    endpoint: servers.dynamoEndpoint,
    region: S3_REGION,
    credentials,
    requestHandler,
  });
  const s3 = new S3Client({
    endpoint: servers.s3Endpoint,
    region: S3_REGION,
    forcePathStyle: true,
    credentials,
    requestHandler,
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  return {
    async dynamo(table, lockId) {
      const answer = await dynamo.send(
        new GetItemCommand({
          TableName: table,
          Key: { LockID: { S: lockId } },
          ConsistentRead: true,
        }),
      );
      return answer.Item?.Info?.S ?? null;
    },
    lockfile(bucket, key) {
      return this.object(bucket, key);
    },
    async object(bucket, key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (await answer.Body?.transformToString("utf8")) ?? "";
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async putDynamo(table, lockId, info) {
      await dynamo.send(
        new PutItemCommand({
          TableName: table,
          Item: { LockID: { S: lockId }, Info: { S: info } },
        }),
      );
    },
    async digest(table, lockId) {
      const answer = await dynamo.send(
        new GetItemCommand({
          TableName: table,
          Key: { LockID: { S: lockId } },
          ConsistentRead: true,
        }),
      );
      return answer.Item?.Digest?.S ?? null;
    },
    async putDigest(table, lockId, digest) {
      await dynamo.send(
        new PutItemCommand({
          TableName: table,
          Item: { LockID: { S: lockId }, Digest: { S: digest } },
        }),
      );
    },
    async deleteDynamo(table, lockId) {
      await dynamo.send(
        new DeleteItemCommand({ TableName: table, Key: { LockID: { S: lockId } } }),
      );
    },
    async putLockfile(bucket, key, body) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async listKeys(bucket, prefix) {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((o) => o.Key ?? "");
    },
    close() {
      dynamo.destroy();
      s3.destroy();
    },
  };
}
