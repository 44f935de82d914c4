/**
 * The s3 backend's locks, read straight from where Terraform/OpenTofu keep them:
 * - `dynamodb_table`: the item `LockID = "<bucket>/<state key>"` whose `Info` is the lock JSON
 *   (`ID`, `Operation`, `Who`, `Version`, `Created`, `Path`);
 * - `use_lockfile = true`: the object `<state key>.tflock` holding the same JSON;
 * - both configured: the engine takes both, with one ID, and releasing must clear both.
 * Breaking goes through the engine's own `force-unlock -force <ID>` (which checks the ID, so
 * a lock taken by someone else in between is never released) and is confirmed by reading
 * both locks again. stackgate can also take the lock itself (`take`), exactly as the engine
 * does: the lock file with `If-None-Match: *` first, then the DynamoDB item with
 * `attribute_not_exists(LockID)`, the lock file given back when the item is taken. And it can
 * take over a dead holder's lock (`takeOver`) the same way, each record rewritten only while it
 * is exactly the one read (`If-Match` on the lock file's ETag, `Info = <read>` on the item).
 * The AWS SDK is loaded only here, on first use (s3-clients.ts).
 */

import { EXIT, StackgateError, quoteExcerpt } from "../errors.js";

import { dynamoLockId, lockfileKey, type S3BackendSettings } from "../backends/s3-backend.js";
import {
  deleteDynamoItemIf,
  deleteObject,
  getDynamoItem,
  getObjectVersion,
  isConditionLost,
  putDynamoItem,
  putObjectIf,
  type WriteCondition,
} from "../backends/s3-clients.js";

import {
  type BackendHolder,
  type BackendLocks,
  type BackendLockState,
  type OwnLockAttempt,
  type OwnLockRequest,
} from "./backend-lock.js";
export interface S3LocksOptions {
  /** `terraform force-unlock -force <id>` in the working directory. */
  forceUnlock?: (id: string) => Promise<void>;
  /** The engine binary, for manual commands. */
  binary?: string;
}

/** One lock record as found: where it lives, its JSON, and the condition to write over it. */
interface LockRecord {
  where: string;
  text: string;
  /** A write only over exactly this record: the item's `Info`, the object's ETag. */
  over: WriteCondition;
}

async function readDynamoLock(
  settings: S3BackendSettings,
  table: string,
): Promise<LockRecord | null> {
  const lockId = dynamoLockId(settings);
  const where = `DynamoDB table ${table}, item LockID=${lockId}`;
  const item = await getDynamoItem(settings, table, lockId, "the DynamoDB lock");
  if (item === undefined) return null;
  const info = item.Info?.S;
  if (info === undefined) {
    throw new StackgateError(
      `the lock item at ${where} has no Info string (expected Terraform's lock JSON in Info). ` +
        `Nothing was unlocked; look at it with: aws dynamodb get-item --table-name ${table} --key '{"LockID":{"S":"${lockId}"}}'`,
      EXIT.failed,
    );
  }
  return { where, text: info, over: { over: info } };
}

async function readLockfile(settings: S3BackendSettings): Promise<LockRecord | null> {
  const key = lockfileKey(settings);
  const found = await getObjectVersion(settings, key, "the S3 lock file");
  if (found === null) return null;
  const where = `s3://${settings.bucket}/${key}`;
  const text = Buffer.from(found.bytes).toString("utf8");
  // Without an ETag no write can be made over exactly this object: a take-over then loses.
  return { where, text, over: { over: found.etag ?? "(no ETag given)" } };
}

/** Terraform's lock JSON → the holder; throws naming the record when it is not one of ours to read. */
function parseS3Lock(record: LockRecord, expectedPath: string): BackendHolder {
  let info: unknown;
  try {
    info = JSON.parse(record.text);
  } catch {
    info = null;
  }
  const fields = (typeof info === "object" && info !== null ? info : {}) as Record<string, unknown>;
  if (typeof fields.ID !== "string" || fields.ID === "") {
    throw new StackgateError(
      `the lock at ${record.where} is not Terraform lock JSON with an ID (got ${quoteExcerpt(record.text, 80)}). ` +
        `stackgate cannot tell who holds it, so nothing was unlocked. If you are sure no run holds it, delete it by hand.`,
      EXIT.failed,
    );
  }
  if (typeof fields.Path === "string" && fields.Path !== "" && fields.Path !== expectedPath) {
    throw new StackgateError(
      `the lock at ${record.where} names another state (Path ${JSON.stringify(fields.Path)}, expected ${JSON.stringify(expectedPath)}). ` +
        `Nothing was unlocked: check the backend's bucket, key and workspace.`,
      EXIT.failed,
    );
  }
  const holder: BackendHolder = {
    id: fields.ID,
    raw: record.text,
    locations: [record.where],
    ageUnknown:
      "an s3 lock record carries only the Created time its holder's own clock wrote, and stackgate reads no server time for it",
  };
  if (typeof fields.Who === "string") holder.who = fields.Who;
  if (typeof fields.Operation === "string") holder.operation = fields.Operation;
  if (typeof fields.Created === "string") holder.created = fields.Created;
  if (typeof fields.Info === "string" && fields.Info !== "") holder.info = fields.Info;
  return holder;
}

/** The `Path` every lock record of this state names. */
function lockPathOf(settings: S3BackendSettings): string {
  return `${settings.bucket}/${settings.stateKey}`;
}

/** Reads every configured lock: the DynamoDB item and the lock file, null where there is none. */
async function readRecords(
  settings: S3BackendSettings,
): Promise<{ item: LockRecord | null; file: LockRecord | null }> {
  const table = settings.dynamodbTable;
  const [item, file] = await Promise.all([
    table === undefined ? null : readDynamoLock(settings, table),
    settings.useLockfile ? readLockfile(settings) : null,
  ]);
  return { item, file };
}

/** Reads every configured lock; the holders found (one per configured lock that is held). */
async function readHolders(settings: S3BackendSettings): Promise<BackendHolder[]> {
  const { item, file } = await readRecords(settings);
  return [item, file]
    .filter((r): r is LockRecord => r !== null)
    .map((r) => parseS3Lock(r, lockPathOf(settings)));
}

const LOCKFILE = "the S3 lock file";
const DYNAMO_LOCK = "the DynamoDB lock";

/** Releases what `takeS3Lock` wrote: each lock only while it is still exactly ours. */
async function releaseS3Lock(settings: S3BackendSettings, id: string, info: string): Promise<void> {
  if (settings.dynamodbTable !== undefined)
    await deleteDynamoItemIf(
      settings,
      settings.dynamodbTable,
      { LockID: dynamoLockId(settings), Info: info },
      DYNAMO_LOCK,
    );
  if (settings.useLockfile) {
    const file = await readLockfile(settings);
    if (file !== null && parseS3Lock(file, lockPathOf(settings)).id === id)
      await deleteObject(settings, lockfileKey(settings), LOCKFILE);
  }
}

/**
 * The lock JSON exactly as the engine's Go code marshals its LockInfo (`json.Marshal`): fields in
 * struct order, `<`, `>`, `&`, U+2028 and U+2029 escaped. Byte for byte, because OpenTofu's
 * `force-unlock` deletes the DynamoDB item only while `Info` equals its own re-marshalled copy.
 */
export function marshalLockInfo(fields: {
  ID: string;
  Operation: string;
  Info: string;
  Who: string;
  Version: string;
  Created: string;
  Path: string;
}): string {
  return JSON.stringify(fields).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A time as Go's RFC3339Nano writes it in UTC: trailing zeros of the fraction dropped. */
export function goTime(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, (_, ms: string) => {
    const fraction = ms.replace(/0+$/, "");
    return fraction === "" ? "Z" : `.${fraction}Z`;
  });
}

/** The lock JSON of `request` for this state, as the engine writes it. */
function lockInfoOf(settings: S3BackendSettings, request: OwnLockRequest): string {
  return marshalLockInfo({
    ID: request.id,
    Operation: request.operation,
    Info: request.info,
    Who: request.who,
    Version: request.version,
    Created: goTime(new Date()),
    Path: lockPathOf(settings),
  });
}

/**
 * Writes `request`'s lock into every configured lock in the engine's order (the lock file, then
 * the DynamoDB item), each only under its condition: `absent` to take a free lock, or over
 * exactly the record read to take over a dead holder's. `held` names who has it when a
 * condition is lost; the lock file written here is given back then.
 */
async function writeS3Lock(
  settings: S3BackendSettings,
  request: OwnLockRequest,
  onlyIf: { item: WriteCondition; file: WriteCondition },
): Promise<OwnLockAttempt> {
  const info = lockInfoOf(settings, request);
  let fileTaken = false;
  try {
    if (settings.useLockfile) {
      await putObjectIf(settings, lockfileKey(settings), info, onlyIf.file, LOCKFILE);
      fileTaken = true;
    }
    if (settings.dynamodbTable !== undefined) {
      const item = { LockID: dynamoLockId(settings), Info: info };
      await putDynamoItem(settings, settings.dynamodbTable, item, DYNAMO_LOCK, onlyIf.item);
    }
  } catch (error) {
    if (fileTaken) await deleteObject(settings, lockfileKey(settings), LOCKFILE);
    if (!isConditionLost(error)) throw error;
    const other = (await readHolders(settings)).find((h) => h.id !== request.id);
    // Released between the write and the read: held for this attempt, free for the next.
    return { kind: "held", holder: other ?? { id: "(released while stackgate read it)" } };
  }
  return { kind: "taken", release: () => releaseS3Lock(settings, request.id, info) };
}

/**
 * Takes over `holder`'s lock (proven dead by the caller) for `request`: every configured lock is
 * rewritten only while it is exactly the record that names `holder` (S3 `If-Match` on the lock
 * file's ETag, DynamoDB `Info = <the item read>`), so of two recoveries that both proved the
 * same holder dead exactly one gets the lock, and the other finds it held.
 */
async function takeOverS3Lock(
  settings: S3BackendSettings,
  holder: BackendHolder,
  request: OwnLockRequest,
): Promise<OwnLockAttempt> {
  const { item, file } = await readRecords(settings);
  const records = [item, file].filter((r): r is LockRecord => r !== null);
  const other = records
    .map((r) => parseS3Lock(r, lockPathOf(settings)))
    .find((h) => h.id !== holder.id);
  if (other !== undefined) return { kind: "held", holder: other };
  // A record already gone (released meanwhile) is taken only where it is absent.
  return writeS3Lock(settings, request, {
    item: item?.over ?? "absent",
    file: file?.over ?? "absent",
  });
}

export function createS3Locks(
  settings: S3BackendSettings,
  options: S3LocksOptions = {},
): BackendLocks {
  const binary = options.binary ?? "terraform";
  const manualCommand = (holder: BackendHolder | null): string =>
    `${binary} force-unlock -force ${holder?.id ?? "<LOCK_ID>"}`;
  if (settings.dynamodbTable === undefined && !settings.useLockfile) {
    const reason =
      "this s3 backend has no lock configured (neither dynamodb_table nor use_lockfile)";
    return {
      backend: "s3",
      writableWhileHeld: true,
      inspect: () => Promise.resolve({ kind: "free" }),
      breakLock: () =>
        Promise.reject(new StackgateError(`cannot break an s3 lock: ${reason}`, EXIT.failed)),
      manualCommand,
    };
  }
  return {
    backend: "s3",
    writableWhileHeld: true,
    take: (request) => writeS3Lock(settings, request, { item: "absent", file: "absent" }),
    takeOver: (holder, request) => takeOverS3Lock(settings, holder, request),
    async inspect(): Promise<BackendLockState> {
      const holders = await readHolders(settings);
      const first = holders[0];
      if (first === undefined) return { kind: "free" };
      const ids = new Set(holders.map((h) => h.id));
      if (ids.size > 1) {
        throw new StackgateError(
          `the s3 backend's two locks name different holders (${holders.map((h) => `${h.id} at ${h.locations?.join(", ") ?? "?"}`).join("; ")}). ` +
            `Nothing was unlocked: find out which run holds which before releasing either.`,
          EXIT.failed,
        );
      }
      return {
        kind: "held",
        holder: { ...first, locations: holders.flatMap((h) => h.locations ?? []) },
      };
    },
    async breakLock(holder) {
      if (options.forceUnlock === undefined) {
        throw new StackgateError(
          `stackgate cannot release s3 lock ${holder.id} from here; run: ${manualCommand(holder)}`,
          EXIT.failed,
        );
      }
      // Re-checked right before the release (force-unlock also compares the ID it is given).
      const current = await readHolders(settings);
      if (current.length === 0) return;
      if (current.some((h) => h.id !== holder.id)) {
        throw new StackgateError(
          `the s3 lock changed hands before stackgate released it: it was ${holder.id}, it is now ${current.map((h) => h.id).join(", ")}. Nothing was unlocked.`,
          EXIT.locked,
        );
      }
      await options.forceUnlock(holder.id);
      // Confirm: neither lock may still carry that id (the engine clears both when both are set).
      const left = (await readHolders(settings)).filter((h) => h.id === holder.id);
      if (left.length > 0) {
        throw new StackgateError(
          `\`${binary} force-unlock -force ${holder.id}\` ran, but the lock is still there (${left.flatMap((h) => h.locations ?? []).join(", ")}). ` +
            `Release it by hand and check the backend's permissions.`,
          EXIT.failed,
        );
      }
    },
    manualCommand,
  };
}
