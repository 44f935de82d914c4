#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  JOURNAL_VERSION,
  JournalError,
  PULUMI_TRAITS,
  TERMINAL_PHASES,
  assertJournalFor,
  assertPulumiProject,
  checkExclude,
  checkStoredEntry,
  closesRecord,
  combineResults,
  completeEntry,
  engineMode,
  findingsOf,
  finishRecovery,
  foldJournal,
  isRecordClosed,
  isSameWorkdir,
  isTerminal,
  lockTimeoutMs,
  lockedResult,
  parseJournal,
  parsePulumiStack,
  pathWithin,
  publishComment,
  readPlanRecord,
  recordKey,
  resolvePulumiBackend,
  safeFileName,
  shellQuote,
  shellWord,
  stateBindingOf,
  suggestCommand,
  terraformTraits,
  timeForFileName,
  workdirInCheckout,
  writeFileAtomically,
  writeNewFileNoFollow,
  writePlanRecord
} from "./chunk-QHFFTETV.js";
import {
  require_dist
} from "./chunk-7XGX2B5A.js";
import {
  VERSION,
  boundLines,
  canonicalJson,
  configuredSealKey,
  decideLockOwnership,
  decideRunOver,
  describeLockHolder,
  digestChangeSet,
  digestMatches,
  escapeInvisible,
  fingerprint,
  hasSealedValues,
  newSealKey,
  parseLockCreated,
  planKeySealKey,
  planParts,
  sha256Hex,
  shortDigest,
  truncate
} from "./chunk-R5FNSTQJ.js";
import {
  backendConfigFile,
  isRecord,
  pgConnString,
  pgSchemaName,
  readBackendConfig
} from "./chunk-WAA6DC42.js";
import {
  EXIT,
  StackgateError,
  describeDiagnostic,
  emptyChangeSet,
  hasChanges,
  messageOf,
  quoteExcerpt,
  summarize,
  workdirRootOf
} from "./chunk-ZQX7P6QH.js";
import {
  __toESM
} from "./chunk-IQWI6KNV.js";

// src/locks/pulumi-locks.ts
import { existsSync, lstatSync as lstatSync2, readdirSync, readFileSync as readFileSync2, unlinkSync as unlinkSync2 } from "node:fs";
import path2 from "node:path";

// src/backends/s3-clients.ts
function quietNodeVersionWarning() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
}
function exportsOf(namespace, probe) {
  return namespace[probe] === void 0 && namespace.default !== void 0 ? namespace.default : namespace;
}
async function loadS3Sdk() {
  quietNodeVersionWarning();
  return exportsOf(await import("./dist-cjs-QRKZNBW7.js"), "S3Client");
}
async function loadDynamoSdk() {
  quietNodeVersionWarning();
  return exportsOf(await import("./dist-cjs-PXAMID3G.js"), "DynamoDBClient");
}
var S3_TIMEOUTS = { connectionTimeout: 1e4, socketTimeout: 3e4 };
function commonConfig(settings, endpoint2, timeouts = S3_TIMEOUTS) {
  const config = {
    region: settings.region,
    maxAttempts: 2,
    requestHandler: { ...timeouts }
  };
  if (settings.profile !== void 0) config.profile = settings.profile;
  if (settings.accessKey !== void 0 && settings.secretKey !== void 0) {
    config.credentials = {
      accessKeyId: settings.accessKey,
      secretAccessKey: settings.secretKey,
      ...settings.sessionToken !== void 0 ? { sessionToken: settings.sessionToken } : {}
    };
  }
  if (endpoint2 !== void 0) config.endpoint = endpoint2;
  return config;
}
async function createS3Client(settings, timeouts = S3_TIMEOUTS) {
  const sdk = await loadS3Sdk();
  return new sdk.S3Client({
    ...commonConfig(settings, settings.s3Endpoint, timeouts),
    forcePathStyle: settings.usePathStyle,
    // Checksums only where S3 requires them (a plain Content-MD5-free PUT works everywhere).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED"
  });
}
async function createDynamoClient(settings) {
  const sdk = await loadDynamoSdk();
  return new sdk.DynamoDBClient(commonConfig(settings, settings.dynamoEndpoint));
}
function awsErrorName(error) {
  if (typeof error !== "object" || error === null) return String(error);
  const named = error;
  if (typeof named.Code === "string") return named.Code;
  if (typeof named.code === "string") return named.code;
  return typeof named.name === "string" ? named.name : "Error";
}
function awsHttpStatus(error) {
  const meta = error?.$metadata;
  return typeof meta?.httpStatusCode === "number" ? meta.httpStatusCode : void 0;
}
var HINTS = {
  NoSuchBucket: "the bucket does not exist: check `bucket` in the backend block and the region",
  ResourceNotFoundException: "the DynamoDB table does not exist: check `dynamodb_table` in the backend block and the region",
  InvalidAccessKeyId: "the access key is not known: check AWS_ACCESS_KEY_ID / the profile stackgate runs with (the same as terraform's)",
  SignatureDoesNotMatch: "the secret key does not match the access key: check AWS_SECRET_ACCESS_KEY / the profile",
  UnrecognizedClientException: "the credentials were refused: check the AWS credentials",
  AccessDenied: "access denied: the credentials lack permission on the bucket or key",
  CredentialsProviderError: "no AWS credentials were found: set AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE or web identity for the stackgate step",
  ECONNREFUSED: "nothing answers at the endpoint: check `endpoints` in the backend block",
  ENOTFOUND: "the endpoint's host name does not resolve: check `endpoints` in the backend block",
  TimeoutError: "the endpoint did not answer in time"
};
function awsFailure(what, where, error) {
  const name = awsErrorName(error);
  const status = awsHttpStatus(error);
  const message = error instanceof Error ? error.message.split("\n")[0] ?? "" : "";
  const hint = HINTS[name] ?? (status === 403 ? HINTS.AccessDenied : void 0);
  const operation = /^\((writing|deleting)\) (.*)$/.exec(what);
  const verb = operation?.[1] === "writing" ? "write" : operation?.[1] === "deleting" ? "delete" : "read";
  return new StackgateError(
    `could not ${verb} ${operation?.[2] ?? what} at ${where}: ${name}${status !== void 0 ? ` (HTTP ${status})` : ""}${message !== "" && message !== name ? `: ${message.slice(0, 200)}` : ""}${hint !== void 0 ? `; ${hint}` : ""}. Nothing was unlocked.`,
    EXIT.failed,
    { cause: error }
  );
}
async function callOnce(open2, what, where, call, onLost) {
  const [sdk, client] = await open2();
  try {
    return await call(sdk, client);
  } catch (error) {
    if (onLost !== void 0 && isConditionLost(error)) {
      if (onLost === "rethrow") throw error;
      return void 0;
    }
    throw awsFailure(what, where, error);
  } finally {
    client.destroy();
  }
}
function dynamoOf(settings) {
  return async () => [await loadDynamoSdk(), await createDynamoClient(settings)];
}
function s3Of(settings) {
  return async () => [await loadS3Sdk(), await createS3Client(settings)];
}
function objectWhere(settings, key) {
  return `s3://${settings.bucket}/${key}`;
}
function itemWhere(table, lockId) {
  return `DynamoDB table ${table}, item LockID=${lockId}`;
}
async function getDynamoItem(settings, table, lockId, what) {
  return callOnce(dynamoOf(settings), what, itemWhere(table, lockId), async (sdk, client) => {
    const answer = await client.send(
      new sdk.GetItemCommand({
        TableName: table,
        Key: { LockID: { S: lockId } },
        ConsistentRead: true
      })
    );
    return answer.Item;
  });
}
async function getObjectBytes(settings, key, what, client) {
  return (await getObjectVersion(settings, key, what, client))?.bytes ?? null;
}
async function getObjectVersion(settings, key, what, client) {
  const sdk = await loadS3Sdk();
  const s3 = client ?? await createS3Client(settings);
  try {
    for (let attempt = 1; ; attempt++) {
      const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      try {
        const bytes = await answer.Body?.transformToByteArray() ?? new Uint8Array();
        return { bytes, etag: answer.ETag };
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
  } catch (error) {
    if (awsErrorName(error) === "NoSuchKey") return null;
    throw awsFailure(what, `s3://${settings.bucket}/${key}`, error);
  } finally {
    if (client === void 0) s3.destroy();
  }
}
function isConditionLost(error) {
  const name = awsErrorName(error);
  const status = awsHttpStatus(error);
  return name === "ConditionalCheckFailedException" || name === "PreconditionFailed" || name === "ConditionalRequestConflict" || name === "NoSuchKey" || // `If-Match` on an object that is gone
  status === 412;
}
function isConditionUnsupported(error) {
  const cause = error instanceof StackgateError ? error.cause : error;
  return awsErrorName(cause) === "NotImplemented" || awsHttpStatus(cause) === 501;
}
async function putDynamoItem(settings, table, item, what, onlyIf) {
  const where = itemWhere(table, item.LockID ?? "?");
  await callOnce(
    dynamoOf(settings),
    `(writing) ${what}`,
    where,
    (sdk, client) => client.send(
      new sdk.PutItemCommand({
        TableName: table,
        Item: Object.fromEntries(Object.entries(item).map(([k, v]) => [k, { S: v }])),
        ...dynamoCondition(onlyIf)
      })
    ),
    onlyIf === void 0 ? void 0 : "rethrow"
  );
}
function dynamoCondition(onlyIf) {
  if (onlyIf === void 0) return {};
  if (onlyIf === "absent") return { ConditionExpression: "attribute_not_exists(LockID)" };
  return {
    ConditionExpression: "Info = :info",
    ExpressionAttributeValues: { ":info": { S: onlyIf.over } }
  };
}
async function deleteDynamoItemIf(settings, table, item, what) {
  const remove = {
    TableName: table,
    Key: { LockID: { S: item.LockID } },
    ConditionExpression: "Info = :info",
    ExpressionAttributeValues: { ":info": { S: item.Info } }
  };
  const where = itemWhere(table, item.LockID);
  await callOnce(
    dynamoOf(settings),
    `(deleting) ${what}`,
    where,
    (sdk, client) => client.send(new sdk.DeleteItemCommand(remove)),
    "ignore"
  );
}
async function putObjectIf(settings, key, body, onlyIf, what) {
  const condition = onlyIf === "absent" ? { IfNoneMatch: "*" } : { IfMatch: onlyIf.over };
  const put = { Bucket: settings.bucket, Key: key, Body: body, ...condition };
  const create = (sdk, s3) => s3.send(new sdk.PutObjectCommand({ ...put, ContentType: "application/json" }));
  await callOnce(
    s3Of(settings),
    `(writing) ${what}`,
    objectWhere(settings, key),
    create,
    "rethrow"
  );
}
async function deleteObject(settings, key, what) {
  await callOnce(
    s3Of(settings),
    `(deleting) ${what}`,
    objectWhere(settings, key),
    (sdk, s3) => s3.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: key }))
  );
}

// src/locks/pulumi-lock-file.ts
function parseBackendUrl(url, shown, expected) {
  try {
    return new URL(url);
  } catch {
    throw new Error(`${shown} is not a URL (expected ${expected})`);
  }
}
function backendKeyPrefix(url) {
  const path21 = decodeURIComponent(url.pathname).replace(/^\/+/, "");
  return path21 === "" || path21.endsWith("/") ? path21 : `${path21}/`;
}
function lockKeyPrefixes(root, ref) {
  const locks = `${root}.pulumi/locks/`;
  return [`${locks}organization/${ref.project}/${ref.stack}/`, `${locks}${ref.stack}/`];
}
function parseLockContent(raw) {
  const unreadable = (reason) => ({
    pid: null,
    username: "",
    hostname: "",
    timestamp: "",
    unreadable: reason
  });
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return unreadable("not JSON");
  }
  if (!isRecord(parsed)) return unreadable("not a JSON object");
  const p = parsed;
  const pid = typeof p.pid === "number" && Number.isInteger(p.pid) && p.pid > 0 ? p.pid : null;
  const lock = {
    pid,
    username: typeof p.username === "string" ? p.username : "",
    hostname: typeof p.hostname === "string" ? p.hostname : "",
    timestamp: typeof p.timestamp === "string" ? p.timestamp : ""
  };
  if (pid === null || lock.hostname === "") lock.unreadable = 'missing "pid" or "hostname"';
  return lock;
}

// src/locks/pulumi-locks-s3.ts
function parseS3BackendUrl(url, env) {
  const parsed = parseBackendUrl(
    url,
    `the Pulumi backend URL ${JSON.stringify(url)}`,
    "s3://bucket/prefix?region=\u2026"
  );
  const bucket = parsed.hostname;
  if (bucket === "")
    throw new Error(
      `the Pulumi backend URL ${JSON.stringify(url)} names no bucket (expected s3://bucket/\u2026)`
    );
  const query = parsed.searchParams;
  const region = query.get("region") ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  if (region === void 0 || region === "") {
    throw new Error(
      `the Pulumi backend ${url} has no region: add ?region=\u2026 to the URL or set AWS_REGION, as for pulumi`
    );
  }
  const settings = {
    bucket,
    stateKey: "",
    workspace: "default",
    region,
    usePathStyle: query.get("s3ForcePathStyle") === "true" || query.get("use_path_style") === "true",
    useLockfile: false,
    assumeRole: false
  };
  const endpoint2 = query.get("endpoint") ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  if (endpoint2 !== void 0 && endpoint2 !== "") {
    settings.s3Endpoint = /^[a-z]+:\/\//i.test(endpoint2) ? endpoint2 : `${query.get("disableSSL") === "true" || query.get("disable_https") === "true" ? "http" : "https"}://${endpoint2}`;
  }
  return { settings, prefix: backendKeyPrefix(parsed) };
}
var S3PulumiLockStore = class {
  constructor(backendUrl, ref, location) {
    this.backendUrl = backendUrl;
    this.ref = ref;
    this.location = location;
  }
  backendUrl;
  ref;
  location;
  prefixes() {
    return lockKeyPrefixes(this.location.prefix, this.ref);
  }
  url(key) {
    return `s3://${this.location.settings.bucket}/${key}`;
  }
  async list() {
    const { settings } = this.location;
    const sdk = await loadS3Sdk();
    const client = await createS3Client(settings);
    const locks = [];
    try {
      for (const prefix of this.prefixes()) {
        let token;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({
              Bucket: settings.bucket,
              Prefix: prefix,
              Delimiter: "/",
              ...token !== void 0 ? { ContinuationToken: token } : {}
            })
          ).catch((error) => {
            throw awsFailure("the Pulumi lock files", this.url(prefix), error);
          });
          for (const object of page.Contents ?? []) {
            const key = object.Key ?? "";
            if (!key.endsWith(".json")) continue;
            const bytes = await getObjectBytes(settings, key, "a Pulumi lock file", client);
            if (bytes === null) continue;
            const raw = Buffer.from(bytes).toString("utf8");
            const id = key.slice(prefix.length, -".json".length);
            locks.push({ id, path: this.url(key), raw, ...parseLockContent(raw) });
          }
          token = page.IsTruncated === true ? page.NextContinuationToken : void 0;
        } while (token !== void 0);
      }
    } finally {
      client.destroy();
    }
    return { kind: "listed", locks };
  }
  async remove(lock) {
    const { settings } = this.location;
    const key = lock.path.slice(`s3://${settings.bucket}/`.length);
    const sdk = await loadS3Sdk();
    const client = await createS3Client(settings);
    try {
      const bytes = await getObjectBytes(settings, key, "a Pulumi lock file", client);
      if (bytes === null) return;
      if (Buffer.from(bytes).toString("utf8") !== lock.raw) {
        throw new Error(`the lock file ${lock.path} changed since it was inspected: not removed`);
      }
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: key })).catch((error) => {
        throw awsFailure("(deleting) the Pulumi lock file", lock.path, error);
      });
    } finally {
      client.destroy();
    }
  }
  manualCommand(lock) {
    return lock ? `aws s3 rm ${shellQuote(lock.path)}` : `aws s3 ls ${this.prefixes().map((p) => shellQuote(this.url(p))).join(" ")}`;
  }
};

// src/backends/pg.ts
function parseKeyValue(text2) {
  const pairs = /* @__PURE__ */ new Map();
  const pattern = /\s*([A-Za-z_]+)\s*=\s*(?:'((?:[^'\\]|\\.)*)'|((?:[^\s'\\]|\\.)*))/gy;
  let match;
  let end = 0;
  while ((match = pattern.exec(text2)) !== null && match[0] !== "") {
    const raw = match[2] ?? match[3] ?? "";
    pairs.set((match[1] ?? "").toLowerCase(), raw.replace(/\\(.)/g, "$1"));
    end = pattern.lastIndex;
  }
  if (text2.slice(end).trim() !== "") {
    throw new Error(
      `cannot parse the PostgreSQL connection string near ${quoteExcerpt(text2.slice(end).trim(), 20)}: expected a postgres:// URL or key=value pairs`
    );
  }
  return pairs;
}
function sslFor(mode) {
  switch (mode) {
    case "disable":
      return false;
    case "verify-full":
      return { rejectUnauthorized: true };
    case "verify-ca": {
      const options = {
        rejectUnauthorized: true,
        checkServerIdentity: () => void 0
      };
      return options;
    }
    default:
      return { rejectUnauthorized: false };
  }
}
function parsePgConnString(connString, env = process.env) {
  const fields = /* @__PURE__ */ new Map();
  const trimmed = connString.trim();
  if (/^postgres(ql)?:\/\//i.test(trimmed)) {
    let url;
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error(
        "cannot parse the PostgreSQL connection URL (expected postgres://user:password@host:port/dbname)"
      );
    }
    if (url.username !== "") fields.set("user", decodeURIComponent(url.username));
    if (url.password !== "") fields.set("password", decodeURIComponent(url.password));
    if (url.hostname !== "")
      fields.set("host", decodeURIComponent(url.hostname).replace(/^\[|\]$/g, ""));
    if (url.port !== "") fields.set("port", url.port);
    const database2 = decodeURIComponent(url.pathname.replace(/^\//, ""));
    if (database2 !== "") fields.set("dbname", database2);
    for (const [key, value] of url.searchParams) fields.set(key.toLowerCase(), value);
  } else {
    for (const [key, value] of parseKeyValue(trimmed)) fields.set(key, value);
  }
  const config = {};
  const host = fields.get("host") ?? fields.get("hostaddr");
  if (host !== void 0) config.host = host;
  const port = fields.get("port");
  if (port !== void 0) config.port = Number(port);
  const user = fields.get("user");
  if (user !== void 0) config.user = user;
  const password = fields.get("password");
  if (password !== void 0) config.password = password;
  const database = fields.get("dbname");
  if (database !== void 0) config.database = database;
  const timeout = Number(fields.get("connect_timeout"));
  if (Number.isFinite(timeout) && timeout > 0) config.connectionTimeoutMillis = timeout * 1e3;
  const application = fields.get("application_name");
  config.application_name = application ?? "stackgate";
  config.ssl = sslFor(fields.get("sslmode") ?? env.PGSSLMODE ?? "require");
  const shownHost = config.host ?? env.PGHOST ?? "localhost";
  const shownUser = config.user ?? env.PGUSER;
  const hostPart = shownHost.includes(":") ? `[${shownHost}]` : shownHost;
  const display = `postgres://${shownUser === void 0 ? "" : `${encodeURIComponent(shownUser)}@`}${hostPart}${config.port === void 0 ? "" : `:${config.port}`}/${config.database ?? env.PGDATABASE ?? ""}`;
  const secrets = [password, env.PGPASSWORD].filter(
    (s) => s !== void 0 && s !== ""
  );
  for (const secret of [...secrets]) {
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) secrets.push(encoded);
  }
  return {
    config,
    display,
    secrets,
    ...application !== void 0 ? { applicationName: application } : {}
  };
}
async function loadPg() {
  return (await import("./esm-XTCFO4BC.js")).default;
}
function quoteIdentifier(name) {
  return `"${name.replace(/"/g, '""')}"`;
}
async function withPgClient(connection, connectFailed, fn) {
  const pg = await loadPg();
  const client = new pg.Client({ ...connection.config, connectionTimeoutMillis: 5e3 });
  client.on("error", () => void 0);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => void 0);
    throw connectFailed(error);
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => void 0);
  }
}

// src/locks/pulumi-locks-postgres.ts
var PULUMI_PG_DEFAULT_TABLE = "pulumi_state";
var TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;
function parsePostgresBackendUrl(url, env) {
  const parsed = parseBackendUrl(
    url,
    "the Pulumi backend URL",
    "postgres://user:password@host:port/database?table=\u2026"
  );
  const table = parsed.searchParams.get("table") ?? "";
  if (table !== "" && !TABLE_NAME.test(table)) {
    throw new Error(
      `the Pulumi backend's table ${quoteExcerpt(table, 40)} is not a plain table name (expected letters, digits and _, optionally schema.table): stackgate reads only such tables`
    );
  }
  parsed.searchParams.delete("table");
  return {
    connection: parsePgConnString(parsed.toString(), env),
    table: table === "" ? PULUMI_PG_DEFAULT_TABLE : table,
    prefix: backendKeyPrefix(parsed)
  };
}
var UNDEFINED_TABLE = "42P01";
var PostgresPulumiLockStore = class {
  constructor(backendUrl, ref, location) {
    this.backendUrl = backendUrl;
    this.ref = ref;
    this.location = location;
    const shown = location.connection.display;
    const slash = shown.indexOf("/", "postgres://".length);
    this.origin = slash < 0 ? shown : shown.slice(0, slash);
  }
  backendUrl;
  ref;
  location;
  /** `postgres://user@host:port`: a lock's path is this, `/`, and its key (Pulumi's own form). */
  origin;
  where() {
    return `the table ${this.location.table} of ${this.location.connection.display}`;
  }
  run(what, fn) {
    const fail = (error) => {
      let message = messageOf(error);
      for (const secret of this.location.connection.secrets) {
        message = message.split(secret).join("***");
      }
      return new Error(`could not ${what} in ${this.where()}: ${message}`, { cause: error });
    };
    return withPgClient(
      this.location.connection,
      fail,
      (client) => fn(client).catch((error) => {
        throw fail(error);
      })
    );
  }
  async list() {
    const prefixes = lockKeyPrefixes(this.location.prefix, this.ref);
    const rows = await this.run("read the Pulumi lock files", async (client) => {
      try {
        const result = await client.query(
          `SELECT key, data->>'data' AS data FROM ${this.location.table}
            WHERE left(key, char_length($1)) = $1 OR left(key, char_length($2)) = $2
            ORDER BY left(key, char_length($1)) = $1 DESC, key`,
          prefixes
        );
        return result.rows;
      } catch (error) {
        if (error.code === UNDEFINED_TABLE) return [];
        throw error;
      }
    });
    const locks = [];
    for (const row of rows) {
      const prefix = prefixes.find((p) => row.key.startsWith(p));
      const name = prefix === void 0 ? "" : row.key.slice(prefix.length);
      if (!name.endsWith(".json") || name.includes("/") || row.data === null) continue;
      const raw = Buffer.from(row.data, "base64").toString("utf8");
      locks.push({
        id: name.slice(0, -".json".length),
        path: `${this.origin}/${row.key}`,
        raw,
        ...parseLockContent(raw)
      });
    }
    return { kind: "listed", locks };
  }
  async remove(lock) {
    const key = this.keyOf(lock);
    const data = Buffer.from(lock.raw, "utf8").toString("base64");
    await this.run("delete the Pulumi lock file", async (client) => {
      const deleted = await client.query(
        `DELETE FROM ${this.location.table} WHERE key = $1 AND data->>'data' = $2`,
        [key, data]
      );
      if (deleted.rowCount === 1) return;
      const still = await client.query(`SELECT 1 FROM ${this.location.table} WHERE key = $1`, [
        key
      ]);
      if (still.rowCount !== 0) {
        throw new Error(`the lock file ${lock.path} changed since it was inspected: not removed`);
      }
    });
  }
  keyOf(lock) {
    if (!lock.path.startsWith(`${this.origin}/`)) {
      throw new Error(
        `the lock file ${quoteExcerpt(lock.path, 80)} is not on this backend (expected ${this.origin}/\u2026): not removed`
      );
    }
    return lock.path.slice(this.origin.length + 1);
  }
  manualCommand(lock) {
    const db = shellQuote(this.location.connection.display);
    const { table } = this.location;
    if (lock) {
      const key = this.keyOf(lock).replace(/'/g, "''");
      return `psql ${db} -c ${shellQuote(`DELETE FROM ${table} WHERE key = '${key}'`)}`;
    }
    const [project = "", legacy = ""] = lockKeyPrefixes(this.location.prefix, this.ref).map(
      (p) => p.replace(/'/g, "''")
    );
    return `psql ${db} -c ${shellQuote(`SELECT key, updated_at FROM ${table} WHERE key LIKE '${project}%' OR key LIKE '${legacy}%'`)}`;
  }
};

// src/locks/pulumi-checkpoint-sidecar.ts
import { lstatSync, readFileSync, unlinkSync } from "node:fs";
import path from "node:path";
function checkpointFiles(root, ref) {
  const stacks = path.join(root, ".pulumi", "stacks");
  return [path.join(stacks, ref.project, ref.stack), path.join(stacks, ref.stack)].flatMap(
    (base) => [`${base}.json`, `${base}.json.gz`]
  );
}
function brokenSidecar(sidecar) {
  let text2;
  try {
    if (!lstatSync(sidecar).isFile()) return null;
    text2 = readFileSync(sidecar, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
  if (text2.trim() === "") return "it is empty";
  try {
    const parsed = JSON.parse(text2);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return null;
    return "it is JSON but not an attributes object";
  } catch {
    return `it is cut short (${text2.length} bytes that are not JSON)`;
  }
}
function removeBrokenCheckpointSidecars(root, ref) {
  const removed = [];
  for (const checkpoint of checkpointFiles(root, ref)) {
    const sidecar = `${checkpoint}.attrs`;
    const why = brokenSidecar(sidecar);
    if (why === null) continue;
    unlinkSync(sidecar);
    removed.push(
      `removed ${sidecar}, the attributes file of the checkpoint ${checkpoint}: ${why} (a write the kill cut), which made every read of the stack fail`
    );
  }
  return removed;
}

// src/locks/pulumi-locks.ts
function lockDirectories(root, ref) {
  return [
    path2.join(root, ".pulumi", "locks", "organization", ref.project, ref.stack),
    path2.join(root, ".pulumi", "locks", ref.stack)
  ];
}
var FileLockStore = class {
  constructor(backendUrl, root, ref) {
    this.backendUrl = backendUrl;
    this.root = root;
    this.ref = ref;
  }
  backendUrl;
  root;
  ref;
  repairCheckpoint() {
    return Promise.resolve(removeBrokenCheckpointSidecars(this.root, this.ref));
  }
  list() {
    const locks = [];
    for (const dir of lockDirectories(this.root, this.ref)) {
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
        const file = path2.join(dir, entry.name);
        let raw;
        try {
          raw = readFileSync2(file, "utf8");
        } catch {
          continue;
        }
        locks.push({
          id: entry.name.slice(0, -".json".length),
          path: file,
          raw,
          ...parseLockContent(raw)
        });
      }
    }
    return Promise.resolve({ kind: "listed", locks });
  }
  remove(lock) {
    try {
      removeIfUnchanged(lock);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  manualCommand(lock) {
    return lock ? `rm -f ${shellQuote(lock.path)} ${shellQuote(`${lock.path}.attrs`)}` : `ls ${lockDirectories(this.root, this.ref).map(shellQuote).join(" ")}`;
  }
};
var UnsupportedLockStore = class {
  constructor(backendUrl, reason, manual) {
    this.backendUrl = backendUrl;
    this.reason = reason;
    this.manual = manual;
  }
  backendUrl;
  reason;
  manual;
  list() {
    return Promise.resolve({ kind: "unsupported", reason: this.reason });
  }
  remove() {
    return Promise.reject(new Error(this.reason));
  }
  manualCommand() {
    return this.manual;
  }
};
function openObjectLockStore(url, ref, open2) {
  try {
    return open2();
  } catch (error) {
    return new UnsupportedLockStore(url, messageOf(error), manualObjectCommand(url, ref));
  }
}
function manualObjectCommand(url, ref) {
  return `list and remove the one dead owner's object under .pulumi/locks/organization/${ref.project}/${ref.stack}/ in ${url} (never \`pulumi cancel\`: it deletes every lock)`;
}
function createPulumiLockStore(backend, ref, env = process.env) {
  switch (backend.kind) {
    case "diy-file":
      return new FileLockStore(backend.url, backend.root, ref);
    case "diy-object":
      if (backend.scheme === "s3") {
        return openObjectLockStore(
          backend.url,
          ref,
          () => new S3PulumiLockStore(backend.url, ref, parseS3BackendUrl(backend.url, env))
        );
      }
      if (backend.scheme === "postgres") {
        return openObjectLockStore(
          backend.url,
          ref,
          () => new PostgresPulumiLockStore(
            backend.url,
            ref,
            parsePostgresBackendUrl(backend.url, env)
          )
        );
      }
      return new UnsupportedLockStore(
        backend.url,
        `reading lock files on ${backend.scheme}:// DIY backends is not implemented yet (only file://, s3:// and postgres://): look under .pulumi/locks/organization/${ref.project}/${ref.stack}/ in ${backend.url}`,
        manualObjectCommand(backend.url, ref)
      );
    case "cloud":
      return new UnsupportedLockStore(
        backend.url,
        `Pulumi Cloud keeps update leases server-side: a held lease shows up as "[409] Conflict: Another update is currently in progress" when an update starts`,
        `wait for the update in progress to finish; only if its run is dead: pulumi cancel --yes --stack ${ref.qualified}`
      );
  }
}
function decidePulumiLockOwnership(e) {
  const { lock } = e;
  const owner = `${lock.username}@${lock.hostname} (pid ${lock.pid ?? "?"})`;
  if (lock.unreadable !== void 0) {
    return e.force ? {
      kind: "dead",
      reason: `--force was given (the lock file is unreadable: ${lock.unreadable})`
    } : {
      kind: "unknown",
      reason: `the lock file ${lock.path} is unreadable (${lock.unreadable}): its owner cannot be checked`
    };
  }
  if (lock.pid !== null && lock.hostname === e.thisHost) {
    if (e.isPidAlive(lock.pid)) {
      return { kind: "alive", reason: `its owner ${owner} is still running on this host` };
    }
    return { kind: "dead", reason: `its owner ${owner} ran on this host and that process is gone` };
  }
  const run = e.journal;
  if (run && !run.terminal && run.host === lock.hostname && run.enginePid === lock.pid) {
    if (e.runState === "finished") {
      return {
        kind: "dead",
        reason: `our journal's run ${run.runId} took it on ${run.host} (engine pid ${lock.pid}) and that run has finished according to the CI platform`
      };
    }
    if (e.runState === "running") {
      return {
        kind: "alive",
        reason: `our journal's run ${run.runId} on ${run.host} is still running according to the CI platform`
      };
    }
  }
  const created = Date.parse(lock.timestamp);
  if (e.staleAfterMs !== void 0 && !Number.isNaN(created)) {
    const age = e.now.getTime() - created;
    if (age > e.staleAfterMs) {
      return {
        kind: "dead",
        reason: `the lock is ${Math.round(age / 6e4)} min old, older than stale-after (${Math.round(e.staleAfterMs / 6e4)} min)`
      };
    }
  }
  if (e.force) return { kind: "dead", reason: "--force was given" };
  return {
    kind: "unknown",
    reason: `its owner ${owner} is on another machine and nothing proves that process is gone`
  };
}
function removeIfUnchanged(lock) {
  let current;
  try {
    current = readFileSync2(lock.path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  if (current !== lock.raw) {
    throw new Error(`the lock file ${lock.path} changed since it was inspected: not removed`);
  }
  unlinkSync2(lock.path);
  removeAttributesSidecar(lock.path);
}
function removeAttributesSidecar(lockPath) {
  const sidecar = `${lockPath}.attrs`;
  try {
    if (lstatSync2(sidecar).isFile()) unlinkSync2(sidecar);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
}

// src/command/events.ts
function reportOperationsTo(observe, engine) {
  return (operation, stage) => observe(
    stage.stage === "start" ? { kind: "operation-start", engine, operation } : { kind: "operation-end", engine, operation, ok: stage.ok }
  );
}

// src/engines/pulumi/engine.ts
import path5 from "node:path";

// src/engines/engine.ts
function outcomeAfterStop(outcome, received) {
  if (outcome.kind !== "failed" || received === null) return outcome;
  return {
    kind: "interrupted",
    message: `stopped by ${received}: ${outcome.message}`,
    summary: outcome.summary
  };
}
function planOutcomeAfterStop(outcome, received) {
  if (outcome.kind !== "failed" || received === null) return outcome;
  return { kind: "interrupted", message: `stopped by ${received}: ${outcome.message}` };
}
function assertEngineStarted(result, binary, expected) {
  if (!result.spawnFailed) return;
  throw new StackgateError(
    `engine binary "${binary}" could not be started (${result.spawnError ?? "unknown error"}). Expected ${expected} on PATH: install it or pass --engine-binary with its path.`,
    EXIT.engineUnavailable
  );
}
async function observeOperation(observer, operation, run) {
  observer?.(operation, { stage: "start" });
  let ok = false;
  try {
    const result = await run();
    ok = true;
    return result;
  } finally {
    observer?.(operation, { stage: "end", ok });
  }
}

// src/engines/pulumi/parse-history.ts
var TAG = /\[stackgate run ([^\]\s]+)\]/;
function updateMessage(verb, stack, runId) {
  return `stackgate ${verb} of ${stack} [stackgate run ${runId}]`;
}
function runIdOfMessage(message) {
  return TAG.exec(message)?.[1] ?? null;
}
function parseHistory(text2) {
  let parsed;
  try {
    parsed = JSON.parse(text2.trim() === "" ? "[]" : text2);
  } catch (error) {
    throw new Error(
      `expected a JSON array from \`pulumi stack history --json\`, got text that is not JSON (${messageOf(error)}): ${JSON.stringify(truncate(text2, 120))}`,
      { cause: error }
    );
  }
  if (parsed === null) return [];
  if (!Array.isArray(parsed)) {
    throw new Error(
      `expected a JSON array from \`pulumi stack history --json\`, got ${typeof parsed}: ${JSON.stringify(truncate(text2, 120))}`
    );
  }
  return parsed.map((item, index) => {
    if (typeof item !== "object" || item === null) {
      throw new Error(`stack history entry ${index} is not an object: ${JSON.stringify(item)}`);
    }
    const u = item;
    if (typeof u.version !== "number" || typeof u.result !== "string") {
      throw new Error(
        `stack history entry ${index} has no numeric "version" and string "result": ${truncate(JSON.stringify(item), 200)}`
      );
    }
    return {
      version: u.version,
      kind: typeof u.kind === "string" ? u.kind : "",
      startTime: typeof u.startTime === "string" ? u.startTime : "",
      message: typeof u.message === "string" ? u.message : "",
      result: u.result
    };
  });
}
function isNothingToCancel(text2) {
  return /update has already completed|has never been updated/i.test(text2);
}

// src/engines/pulumi/args.ts
function stackArgs(stack) {
  return ["--stack", stack, "--non-interactive"];
}
function previewCommand(mode) {
  switch (mode) {
    case "normal":
      return ["preview"];
    case "destroy":
      return ["destroy", "--preview-only"];
    case "refresh-only":
      return ["refresh", "--preview-only"];
  }
}
function configArgs(vars, varFiles) {
  if (varFiles.length > 1) {
    throw new StackgateError(
      `pulumi takes one --config-file, got ${varFiles.length} var files: merge them into one stack config file.`,
      EXIT.usage
    );
  }
  return [
    ...varFiles.flatMap((f) => ["--config-file", f]),
    ...vars.flatMap((v) => ["--config", v])
  ];
}
function excludeArgs(verb, exclude) {
  if (exclude.length === 0) return [];
  return [
    ...exclude.flatMap((urn) => ["--exclude", urn]),
    ...verb === "destroy" ? [] : ["--exclude-dependents"]
  ];
}
function previewArgs(stack, mode, vars, varFiles, exclude = []) {
  return [
    ...previewCommand(mode),
    "--json",
    "--suppress-outputs",
    ...configArgs(vars, varFiles),
    ...excludeArgs(verbOf(mode), exclude),
    ...stackArgs(stack)
  ];
}
function verbOf(mode) {
  return mode === "destroy" ? "destroy" : mode === "refresh-only" ? "refresh" : "up";
}
var UNATTENDED = ["--yes", "--skip-preview", "--json", "--suppress-outputs"];
function applyArgs(stack, verb, runId, exclude = []) {
  return [
    verb,
    ...UNATTENDED,
    ...runId ? ["--message", updateMessage(verb, stack, runId)] : [],
    ...excludeArgs(verb, exclude),
    ...stackArgs(stack)
  ];
}
function refreshArgs(stack, request) {
  return [
    "refresh",
    ...UNATTENDED,
    ...(request.targets ?? []).flatMap((urn) => ["--target", urn]),
    ...request.clearPendingCreates ? ["--clear-pending-creates"] : [],
    ...(request.importPendingCreates ?? []).flatMap((p) => [
      "--import-pending-creates",
      p.urn,
      "--import-pending-creates",
      p.id
    ]),
    ...stackArgs(stack)
  ];
}
function historyArgs(stack) {
  return ["stack", "history", "--json", "--page-size", "1", ...stackArgs(stack)];
}
function importArgs(stack, type, name, id) {
  return [
    "import",
    type,
    name,
    id,
    "--yes",
    "--skip-preview",
    "--protect=false",
    "--generate-code=false",
    ...stackArgs(stack)
  ];
}

// src/process/bounded.ts
var BoundedTail = class {
  constructor(limit) {
    this.limit = limit;
    if (!Number.isInteger(limit) || limit <= 0) {
      throw new RangeError(`BoundedTail limit: expected a positive integer, got ${limit}`);
    }
  }
  limit;
  #chunks = [];
  #length = 0;
  #dropped = 0;
  push(line2) {
    this.#chunks.push(line2);
    this.#length += line2.length + 1;
    while (this.#length > this.limit && this.#chunks.length > 1) {
      const first = this.#chunks.shift() ?? "";
      this.#length -= first.length + 1;
      this.#dropped += 1;
    }
  }
  /** Lines dropped from the front so far. */
  get dropped() {
    return this.#dropped;
  }
  toString() {
    const text2 = this.#chunks.join("\n");
    return text2.length > this.limit ? `\u2026${text2.slice(text2.length - this.limit + 1)}` : text2;
  }
};
function lastLines(text2, count) {
  return text2.trim().split("\n").slice(-count).join("\n");
}
function firstLine(text2) {
  return text2.trim().split("\n")[0] ?? "";
}
function lastError(text2, max = 20) {
  const lines = text2.trim().split("\n");
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (/^\s*(?:│\s*)?Error:/.test(lines[i] ?? "")) {
      start = i;
      break;
    }
  }
  if (start < 0) return lastLines(text2, max);
  const error = lines.slice(start);
  return error.length > max ? [...error.slice(0, max), "\u2026"].join("\n") : error.join("\n");
}
function quoteBlock(text2) {
  return text2.trim().split("\n").map((line2) => `  ${line2}`).join("\n");
}

// src/engines/start-engine.ts
function startEngine(target, args, lines, onStarted) {
  const child = target.runner.start({
    command: target.binary,
    args,
    cwd: target.workdir,
    env: target.env,
    detached: true,
    ...lines
  });
  target.onStart?.(child);
  onStarted?.(child.pid);
  return child;
}

// src/engines/pulumi/values.ts
var SIG_KEY = "4dabf18193072939515e22adb298388d";
var SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";
var ASSET_SIG = "c44067f5952c0a294b673a41bacd8c17";
var ARCHIVE_SIG = "0def7320c3a5731c473e5ecbe6d01bc7";
var RESOURCE_REFERENCE_SIG = "5cf8f73096256a8f31e491e813e4eb8e";
var OUTPUT_VALUE_SIG = "d0e6a833031e9bbcd3f4e8bde6ca49a4";
var UNKNOWN_STRING = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
var MASKED_SECRET = "[secret]";
function isSecretValue(value) {
  if (value === MASKED_SECRET) return true;
  return isRecord(value) && value[SIG_KEY] === SECRET_SIG;
}
function containsSecret(value) {
  if (isSecretValue(value)) return true;
  if (Array.isArray(value)) return value.some(containsSecret);
  if (isRecord(value)) return Object.values(value).some(containsSecret);
  return false;
}
function stripColor(text2) {
  return text2.replace(/<\{%[^%]*%\}>/g, "").replace(/\u001b\[[0-9;]*m/g, "");
}
function parseUrn(urn) {
  const m = /^urn:pulumi:([^:]*)::([^:]*)::(.*?)::(.*)$/s.exec(urn);
  if (!m) return { stack: "", project: "", type: "", parentTypes: [], name: urn };
  const qualified = (m[3] ?? "").split("$");
  return {
    stack: m[1] ?? "",
    project: m[2] ?? "",
    type: qualified[qualified.length - 1] ?? "",
    parentTypes: qualified.slice(0, -1),
    name: m[4] ?? ""
  };
}

// src/engines/diff-text.ts
var MAX_DIFF_CHARS = 262144;
var SENSITIVE = "(sensitive value)";
var UNKNOWN = "(known after apply)";

// src/engines/value-diff/align.ts
var MAX_CELLS = 4e6;
function alignSequences(before, after) {
  const pairs = [];
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) {
    pairs.push([head, head]);
    head += 1;
  }
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) {
    tail += 1;
  }
  const n = before.length - head - tail;
  const m = after.length - head - tail;
  if (n > 0 && m > 0 && (n + 1) * (m + 1) <= MAX_CELLS) {
    pairs.push(...lcsPairs(before, after, head, n, m));
  }
  for (let k = tail; k > 0; k -= 1) pairs.push([before.length - k, after.length - k]);
  return pairs;
}
function lcsPairs(before, after, offset, n, m) {
  const width = m + 1;
  const table = new Int32Array((n + 1) * width);
  for (let i2 = n - 1; i2 >= 0; i2 -= 1) {
    for (let j2 = m - 1; j2 >= 0; j2 -= 1) {
      table[i2 * width + j2] = before[offset + i2] === after[offset + j2] ? (table[(i2 + 1) * width + j2 + 1] ?? 0) + 1 : Math.max(table[(i2 + 1) * width + j2] ?? 0, table[i2 * width + j2 + 1] ?? 0);
    }
  }
  const pairs = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[offset + i] === after[offset + j]) {
      pairs.push([offset + i, offset + j]);
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}
function gapsOf(pairs, beforeLength, afterLength) {
  const gaps = [];
  let b = 0;
  let a = 0;
  for (const [pb, pa] of [...pairs, [beforeLength, afterLength]]) {
    if (pb > b || pa > a) {
      gaps.push({ beforeStart: b, beforeCount: pb - b, afterStart: a, afterCount: pa - a });
    }
    b = pb + 1;
    a = pa + 1;
  }
  return gaps;
}

// src/engines/value-diff/text.ts
var import_yaml = __toESM(require_dist(), 1);
function visibleLine(line2, mark = false) {
  const escaped = escapeInvisible(line2);
  if (!mark) return escaped;
  if (escaped === "") return "(empty line)";
  return escaped.replace(/ /g, "\xB7").replace(/\t/g, "\u2192");
}
function quoted(value, mark = false) {
  const json = escapeInvisible(JSON.stringify(value));
  return mark ? json.replace(/ /g, "\xB7").replace(/\\t/g, "\u2192") : json;
}
var WHITESPACE_NOTE = "whitespace-only change: \xB7 is a space, \u2192 a tab";
function differsOnlyInWhitespace(before, after) {
  return before !== after && before.replace(/\s+/g, "") === after.replace(/\s+/g, "");
}
function decodeStructured(text2) {
  const trimmed = text2.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      const value = JSON.parse(trimmed);
      if (value !== null && typeof value === "object") return { format: "JSON", value };
    } catch {
    }
  }
  if (!trimmed.includes("\n")) return null;
  try {
    const value = (0, import_yaml.parse)(text2, { strict: true, uniqueKeys: true, prettyErrors: false });
    if (value !== null && typeof value === "object" && !(value instanceof Date)) {
      return { format: "YAML", value };
    }
  } catch {
  }
  return null;
}
function yamlComments(text2) {
  return text2.split("\n").map((line2) => line2.trim()).filter((line2) => line2.startsWith("#"));
}

// src/engines/value-diff/path.ts
var ROOT_PATH = { text: "", fresh: true };
function keyStep(path21, key, fresh = path21 === "") {
  if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(key)) return fresh ? `${path21}${key}` : `${path21}.${key}`;
  return `${path21}[${quoted(key)}]`;
}
function withKey(path21, key) {
  return { text: keyStep(path21.text, key, path21.fresh), fresh: false };
}
function withIndex(path21, before, after) {
  const label = before === null ? String(after) : after === null || after === before ? String(before) : `${before}\u2192${after}`;
  return { text: `${path21.text}[${label}]`, fresh: false };
}
function withDecoded(path21, format) {
  return { text: `${path21.text} (${format}) `, fresh: true };
}
function pathLabel(path21) {
  return path21.text.trimEnd();
}

// src/engines/value-diff/strings.ts
var SHORT_STRING = 120;
var CONTEXT_LINES = 2;
var CONTEXT_CHARS = 40;
var TEXT_INDENT = "     ";
function diffText(label, before, after, emit) {
  const whitespace = differsOnlyInWhitespace(before, after);
  if (before.includes("\n") || after.includes("\n")) {
    diffLines(label, before, after, whitespace, emit);
    return;
  }
  if (before.length <= SHORT_STRING && after.length <= SHORT_STRING) {
    const note = whitespace ? `  # ${WHITESPACE_NOTE}: ${quoted(before, true)} -> ${quoted(after, true)}` : "";
    emit("~", `${label} = ${quoted(before)} -> ${quoted(after)}${note}`);
    return;
  }
  diffLongLine(label, before, after, whitespace, emit);
}
function emitText(sign, label, value, emit) {
  if (!value.includes("\n")) {
    emit(sign, `${label} = ${quoted(value)}`);
    return;
  }
  const lines = value.split("\n");
  emit(sign, `${label} = (text, ${lines.length} lines)`);
  for (const line2 of lines) emit(sign, `${TEXT_INDENT}${visibleLine(line2)}`);
}
function diffLongLine(label, before, after, whitespace, emit) {
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head += 1;
  let tail = 0;
  while (tail < shorter - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) {
    tail += 1;
  }
  const from = avoidSplit(before, Math.max(0, head - CONTEXT_CHARS));
  const window = (text2) => {
    const to = avoidSplit(text2, Math.min(text2.length, text2.length - tail + CONTEXT_CHARS));
    const start = from > 0 ? "\u2026" : "";
    const end = to < text2.length ? "\u2026" : "";
    return `${start}${quoted(text2.slice(from, to), whitespace)}${end}`;
  };
  const note = whitespace ? `; ${WHITESPACE_NOTE}` : "";
  emit(
    "~",
    `${label} = (one line, ${before.length} -> ${after.length} characters, differing from character ${head + 1}${note})`
  );
  emit("-", `${TEXT_INDENT}${window(before)}`);
  emit("+", `${TEXT_INDENT}${window(after)}`);
}
function avoidSplit(text2, at) {
  const code = text2.charCodeAt(at - 1);
  return at > 0 && at < text2.length && code >= 55296 && code <= 56319 ? at + 1 : at;
}
function diffLines(label, before, after, whitespace, emit) {
  const old = before.split("\n");
  const next = after.split("\n");
  const gaps = gapsOf(alignSequences(old, next), old.length, next.length);
  const changed = gaps.reduce((n, g) => n + Math.max(g.beforeCount, g.afterCount), 0);
  const note = whitespace ? `; ${WHITESPACE_NOTE}` : "";
  emit("~", `${label} = (text, ${old.length} -> ${next.length} lines, ${changed} changed${note})`);
  for (const hunk of hunksOf(gaps, old.length, next.length)) {
    const first = hunk[0];
    const last = hunk[hunk.length - 1];
    const bStart = Math.max(0, first.beforeStart - CONTEXT_LINES);
    const bEnd = Math.min(old.length, last.beforeStart + last.beforeCount + CONTEXT_LINES);
    const aStart = Math.max(0, first.afterStart - CONTEXT_LINES);
    const aEnd = Math.min(next.length, last.afterStart + last.afterCount + CONTEXT_LINES);
    emit(
      " ",
      `${TEXT_INDENT}@@ -${bStart + 1},${bEnd - bStart} +${aStart + 1},${aEnd - aStart} @@`
    );
    let b = bStart;
    for (const gap of hunk) {
      for (; b < gap.beforeStart; b += 1) emit(" ", `${TEXT_INDENT}${visibleLine(old[b] ?? "")}`);
      const removed = old.slice(gap.beforeStart, gap.beforeStart + gap.beforeCount);
      const added = next.slice(gap.afterStart, gap.afterStart + gap.afterCount);
      const mark = markedLines(removed, added, whitespace);
      for (const line2 of removed)
        emit("-", `${TEXT_INDENT}${visibleLine(line2, mark(line2, added))}`);
      for (const line2 of added)
        emit("+", `${TEXT_INDENT}${visibleLine(line2, mark(line2, removed))}`);
      b = gap.beforeStart + gap.beforeCount;
    }
    for (; b < bEnd; b += 1) emit(" ", `${TEXT_INDENT}${visibleLine(old[b] ?? "")}`);
  }
}
function markedLines(removed, added, whitespace) {
  return (line2, others) => whitespace || line2 === "" || others.some((other) => differsOnlyInWhitespace(line2, other));
}
function hunksOf(gaps, beforeLength, afterLength) {
  const hunks = [];
  for (const gap of gaps) {
    const current = hunks[hunks.length - 1];
    const previous = current?.[current.length - 1];
    if (current && previous && gap.beforeStart - (previous.beforeStart + previous.beforeCount) <= 2 * CONTEXT_LINES) {
      current.push(gap);
    } else hunks.push([gap]);
  }
  void beforeLength;
  void afterLength;
  return hunks;
}

// src/engines/value-diff/value.ts
import { createHash } from "node:crypto";
var NULL_VALUE = { kind: "null" };
var UNKNOWN_VALUE = { kind: "unknown" };
function sensitiveValue(value) {
  const identity = createHash("sha256").update(canonicalJson(value ?? null)).digest("hex");
  return { kind: "sensitive", identity };
}
function plainValue(value) {
  if (value === null || value === void 0) return NULL_VALUE;
  if (typeof value === "string") return { kind: "string", value };
  if (typeof value === "number" || typeof value === "boolean")
    return { kind: "scalar", text: String(value) };
  if (Array.isArray(value)) return { kind: "list", items: value.map(plainValue) };
  if (typeof value === "object") {
    const entries = /* @__PURE__ */ new Map();
    for (const [k, v] of Object.entries(value)) {
      entries.set(k, plainValue(v));
    }
    return { kind: "map", entries };
  }
  const text2 = JSON.stringify(value) ?? typeof value;
  return { kind: "opaque", text: text2, identity: text2 };
}
var unknownCounter = 0;
function identityOf(value) {
  switch (value.kind) {
    case "null":
      return "n";
    case "string":
      return `s${JSON.stringify(value.value)}`;
    case "scalar":
      return `v${value.text}`;
    case "sensitive":
      return `x${value.identity}`;
    case "opaque":
      return `o${value.identity}`;
    case "unknown":
      unknownCounter += 1;
      return `u${unknownCounter}`;
    case "list":
      return `[${value.items.map(identityOf).join(",")}]`;
    case "map": {
      const keys = [...value.entries.keys()].sort();
      const parts = keys.map(
        (k) => `${JSON.stringify(k)}:${identityOf(value.entries.get(k) ?? NULL_VALUE)}`
      );
      return `${value.label ?? ""}{${parts.join(",")}}`;
    }
  }
}
function isNullValue(value) {
  return value === void 0 || value.kind === "null";
}

// src/engines/value-diff/diff.ts
var INLINE_COLLECTION = 100;
function diffValues(before, after, options = {}) {
  const lines = [];
  const context = { lines, annotate: options.annotate ?? (() => "") };
  if (before.kind === "map" || after.kind === "map") {
    diffMaps(ROOT_PATH, asMap(before), asMap(after), context);
  } else diffNode(ROOT_PATH, before, after, context);
  return lines;
}
function asMap(value) {
  return value.kind === "map" ? value : { kind: "map", entries: /* @__PURE__ */ new Map() };
}
function line(context, sign, path21, rest) {
  const label = pathLabel(path21);
  context.lines.push(`${sign} ${label}${rest}${context.annotate(label)}`);
}
function emitterAt(context, path21) {
  const note = context.annotate(pathLabel(path21));
  let first = true;
  return (sign, text2) => {
    context.lines.push(`${sign} ${text2}${first ? note : ""}`);
    first = false;
  };
}
function diffNode(path21, before, after, context) {
  const beforeNull = isNullValue(before);
  const afterNull = isNullValue(after);
  if (beforeNull && afterNull) return;
  if (before.kind === "sensitive" || after.kind === "sensitive") {
    diffSensitive(path21, before, after, context);
    return;
  }
  if (after.kind === "unknown") {
    line(
      context,
      beforeNull ? "+" : "~",
      path21,
      beforeNull ? ` = ${UNKNOWN}` : ` = ${brief(before)} -> ${UNKNOWN}`
    );
    return;
  }
  if (beforeNull) return emitValue("+", path21, after, context);
  if (afterNull) return emitValue("-", path21, before, context);
  if (before.kind === "map" && after.kind === "map") return diffMaps(path21, before, after, context);
  if (before.kind === "list" && after.kind === "list")
    return diffLists(path21, before.items, after.items, context);
  if (before.kind === "string" && after.kind === "string") {
    if (before.value !== after.value) diffStrings(path21, before.value, after.value, context);
    return;
  }
  if (identityOf(before) === identityOf(after)) return;
  const old = inline(before);
  const next = inline(after);
  if (old !== null && next !== null) {
    line(context, "~", path21, ` = ${old} -> ${next}`);
    return;
  }
  emitValue("-", path21, before, context);
  emitValue("+", path21, after, context);
}
function diffSensitive(path21, before, after, context) {
  if (isNullValue(before)) line(context, "+", path21, ` = ${SENSITIVE}`);
  else if (isNullValue(after)) line(context, "-", path21, ` = ${SENSITIVE}`);
  else if (after.kind === "unknown") line(context, "~", path21, ` = ${SENSITIVE} -> ${UNKNOWN}`);
  else if (identityOf(before) !== identityOf(after)) line(context, "~", path21, ` = ${SENSITIVE}`);
}
function diffMaps(path21, before, after, context) {
  const keys = [.../* @__PURE__ */ new Set([...before.entries.keys(), ...after.entries.keys()])].sort();
  for (const key of keys) {
    diffNode(
      withKey(path21, key),
      before.entries.get(key) ?? NULL_VALUE,
      after.entries.get(key) ?? NULL_VALUE,
      context
    );
  }
}
function diffLists(path21, before, after, context) {
  const pairs = alignSequences(before.map(identityOf), after.map(identityOf));
  for (const gap of gapsOf(pairs, before.length, after.length)) {
    const paired = Math.min(gap.beforeCount, gap.afterCount);
    for (let k = 0; k < paired; k += 1) {
      const b = gap.beforeStart + k;
      const a = gap.afterStart + k;
      diffNode(withIndex(path21, b, a), before[b] ?? NULL_VALUE, after[a] ?? NULL_VALUE, context);
    }
    for (let k = paired; k < gap.beforeCount; k += 1) {
      const b = gap.beforeStart + k;
      emitValue("-", withIndex(path21, b, null), before[b] ?? NULL_VALUE, context);
    }
    for (let k = paired; k < gap.afterCount; k += 1) {
      const a = gap.afterStart + k;
      emitValue("+", withIndex(path21, null, a), after[a] ?? NULL_VALUE, context);
    }
  }
}
function diffStrings(path21, before, after, context) {
  const old = decodeStructured(before);
  const next = decodeStructured(after);
  if (old !== null && next !== null && old.format === next.format) {
    const decodedPath = withDecoded(path21, old.format);
    const oldValue = plainValue(old.value);
    const nextValue = plainValue(next.value);
    if (identityOf(oldValue) === identityOf(nextValue)) {
      line(
        context,
        "~",
        decodedPath,
        " = (same value; only the text's formatting, comments or key order differ)"
      );
    } else {
      diffNode(decodedPath, oldValue, nextValue, context);
      if (old.format === "YAML") diffComments(path21, before, after, context);
      return;
    }
  }
  diffText(pathLabel(path21), before, after, emitterAt(context, path21));
}
function diffComments(path21, before, after, context) {
  const old = yamlComments(before).join("\n");
  const next = yamlComments(after).join("\n");
  if (old === next) return;
  diffText(`${pathLabel(path21)} (YAML comments)`, old, next, emitterAt(context, path21));
}
function emitValue(sign, path21, value, context) {
  if (value.kind === "string") {
    const decoded = decodeStructured(value.value);
    if (decoded !== null) {
      emitValue(sign, withDecoded(path21, decoded.format), plainValue(decoded.value), context);
      return;
    }
    emitText(sign, pathLabel(path21), value.value, emitterAt(context, path21));
    return;
  }
  const short = inline(value);
  if (short !== null && short.length <= INLINE_COLLECTION) {
    line(context, sign, path21, ` = ${short}`);
    return;
  }
  if (value.kind === "map") {
    for (const [key, child] of [...value.entries].sort(
      ([a], [b]) => a < b ? -1 : a > b ? 1 : 0
    )) {
      if (!isNullValue(child)) emitValue(sign, withKey(path21, key), child, context);
    }
  } else if (value.kind === "list") {
    value.items.forEach(
      (child, index) => emitValue(sign, withIndex(path21, index, null), child, context)
    );
  } else line(context, sign, path21, ` = ${short ?? ""}`);
}
function inline(value) {
  switch (value.kind) {
    case "null":
      return "null";
    case "string":
      return value.value.includes("\n") || value.value.length > SHORT_STRING || decodeStructured(value.value) !== null ? null : quoted(value.value);
    case "scalar":
      return value.text;
    case "sensitive":
      return SENSITIVE;
    case "unknown":
      return UNKNOWN;
    case "opaque":
      return value.text;
    case "list": {
      const items = value.items.map(inline);
      return items.every((i) => i !== null) ? `[${items.join(", ")}]` : null;
    }
    case "map": {
      const parts = [];
      for (const key of [...value.entries.keys()].sort()) {
        const child = value.entries.get(key) ?? NULL_VALUE;
        if (isNullValue(child)) continue;
        const text2 = inline(child);
        if (text2 === null) return null;
        parts.push(`${withKey(ROOT_PATH, key).text} = ${text2}`);
      }
      const body = parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
      return value.label ? `(${value.label}) ${body}` : body;
    }
  }
}
function brief(value) {
  const text2 = inline(value);
  if (text2 !== null && text2.length <= INLINE_COLLECTION) return text2;
  if (value.kind === "string") return `(a string of ${value.value.length} characters)`;
  if (value.kind === "list") return `(a list of ${value.items.length} items)`;
  if (value.kind === "map") return `(an object of ${value.entries.size} keys)`;
  return text2 ?? "(a value)";
}

// src/engines/pulumi/diff.ts
function topLevel(path21) {
  const quoted2 = /^\[\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(path21);
  if (quoted2) return quoted2[1] ?? path21;
  return /^[^.[]+/.exec(path21)?.[0] ?? path21;
}
function renderStepDiff(action, changed, oldInputs, newInputs, forcing) {
  const lines = [];
  for (const key of changed) {
    const before = action === "create" ? NULL_VALUE : toDiffValue(oldInputs[key]);
    const after = action === "delete" ? NULL_VALUE : toDiffValue(newInputs[key]);
    const single = (value) => ({
      kind: "map",
      entries: /* @__PURE__ */ new Map([[key, value]])
    });
    const keyLines = diffValues(single(before), single(after), {
      annotate: (path21) => forcing.has(topLevel(path21)) ? "  # forces replacement" : ""
    });
    if (keyLines.length === 0) {
      keyLines.push(`~ ${key} = (changed; the preview does not show how)`);
    }
    lines.push(...keyLines);
  }
  return boundLines(lines, MAX_DIFF_CHARS);
}
function toDiffValue(value) {
  if (isSecretValue(value)) return sensitiveValue(value);
  if (value === void 0 || value === null) return NULL_VALUE;
  if (value === UNKNOWN_STRING) return UNKNOWN_VALUE;
  if (typeof value === "string") return { kind: "string", value };
  if (typeof value === "number" || typeof value === "boolean") {
    return { kind: "scalar", text: String(value) };
  }
  if (Array.isArray(value)) return { kind: "list", items: value.map(toDiffValue) };
  if (!isRecord(value)) {
    const text2 = JSON.stringify(value) ?? typeof value;
    return { kind: "opaque", text: text2, identity: text2 };
  }
  switch (value[SIG_KEY]) {
    case ASSET_SIG:
    case ARCHIVE_SIG:
      return assetValue(value);
    case RESOURCE_REFERENCE_SIG: {
      const urn = typeof value.urn === "string" ? value.urn : "reference";
      const id = typeof value.id === "string" ? ` ${value.id}` : "";
      return { kind: "opaque", text: `(resource ${urn})`, identity: `${urn}${id}` };
    }
    case OUTPUT_VALUE_SIG:
      if (!("value" in value)) return UNKNOWN_VALUE;
      return value.secret === true ? sensitiveValue(value.value) : toDiffValue(value.value);
    default:
      return mapValue(value, void 0);
  }
}
function assetValue(value) {
  const kind = value[SIG_KEY] === ASSET_SIG ? "asset" : "archive";
  const hash = typeof value.hash === "string" ? value.hash : "";
  if (typeof value.text === "string" || isRecord(value.assets)) {
    const content = Object.fromEntries(
      Object.entries(value).filter(([key]) => key !== "hash" && key !== SIG_KEY)
    );
    return mapValue(content, kind);
  }
  const where = typeof value.path === "string" ? ` path ${JSON.stringify(value.path)}` : typeof value.uri === "string" ? ` uri ${JSON.stringify(value.uri)}` : "";
  return {
    kind: "opaque",
    text: `(${kind}${where}${hash ? ` ${hash.slice(0, 12)}` : ""})`,
    identity: `${kind}${where} ${hash}`
  };
}
function mapValue(value, label) {
  const entries = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(value)) entries.set(k, toDiffValue(v));
  return label === void 0 ? { kind: "map", entries } : { kind: "map", entries, label };
}

// src/engines/pulumi/parse-preview.ts
var DISCARD_REASON = "removed from the state without deleting the object (discard)";
var EXPECTATION = 'expected the document `pulumi preview --json` prints (an object with "steps" and "changeSummary")';
var STEP_OPS = /* @__PURE__ */ new Set([
  "same",
  "create",
  "update",
  "delete",
  "replace",
  "create-replacement",
  "delete-replaced",
  "read",
  "read-replacement",
  "refresh",
  "read-discard",
  "discard",
  "discard-replaced",
  "remove-pending-replace",
  "import",
  "import-replacement"
]);
function readPreviewDocument(text2) {
  const trimmed = text2.trim();
  if (trimmed === "") throw new Error(`${EXPECTATION}, got empty output`);
  let parsed;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    throw new Error(
      `${EXPECTATION}, got text that is not one JSON document (${messageOf(error)}); it starts with ${JSON.stringify(truncate(trimmed, 60))}`,
      { cause: error }
    );
  }
  if (!isRecord(parsed)) throw new Error(`${EXPECTATION}, got ${describe(parsed)}`);
  if (!("steps" in parsed) && !("changeSummary" in parsed) && !("diagnostics" in parsed)) {
    const hint = "deployment" in parsed || "checkpoint" in parsed ? " (this looks like a stack export or checkpoint)" : "sequence" in parsed ? " (this looks like one engine event: the preview was streamed, PULUMI_ENABLE_STREAMING_JSON_PREVIEW must be unset)" : "";
    throw new Error(
      `${EXPECTATION}, got an object with keys ${Object.keys(parsed).join(", ")}${hint}`
    );
  }
  const steps = readSteps(parsed.steps);
  const summary = isRecord(parsed.changeSummary) ? parsed.changeSummary : {};
  const changeSummary = {};
  for (const [op, n] of Object.entries(summary)) if (typeof n === "number") changeSummary[op] = n;
  return { steps, changeSummary, diagnostics: readDiagnostics(parsed.diagnostics), raw: parsed };
}
function readSteps(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value))
    throw new Error(`expected "steps" to be an array, got ${describe(value)}`);
  return value.map((entry, index) => {
    if (!isRecord(entry))
      throw new Error(`steps[${index}]: expected an object, got ${describe(entry)}`);
    const { op, urn } = entry;
    if (typeof op !== "string" || !STEP_OPS.has(op)) {
      throw new Error(
        `steps[${index}]: expected "op" to be one of ${[...STEP_OPS].join(", ")}, got ${describe(op)}`
      );
    }
    if (typeof urn !== "string" || !urn.startsWith("urn:pulumi:")) {
      throw new Error(`steps[${index}]: expected "urn" to be a Pulumi URN, got ${describe(urn)}`);
    }
    const step = { op, urn };
    if (typeof entry.provider === "string") step.provider = entry.provider;
    if (isRecord(entry.oldState)) step.oldState = entry.oldState;
    if (isRecord(entry.newState)) step.newState = entry.newState;
    if (isStringArray(entry.diffReasons)) step.diffReasons = entry.diffReasons;
    if (isStringArray(entry.replaceReasons)) step.replaceReasons = entry.replaceReasons;
    if (isRecord(entry.detailedDiff)) {
      step.detailedDiff = entry.detailedDiff;
    }
    return step;
  });
}
function readDiagnostics(value) {
  if (!Array.isArray(value)) return [];
  const out = [];
  for (const entry of value) {
    const d = toDiagnostic(entry);
    if (d) out.push(d);
  }
  return out;
}
function toDiagnostic(entry) {
  if (!isRecord(entry)) return null;
  const severity = entry.severity;
  if (severity !== "error" && severity !== "warning") return null;
  const message = stripColor(typeof entry.message === "string" ? entry.message : "").trim();
  const [first = "", ...rest] = message.split("\n");
  const d = { severity, summary: first.trim(), detail: rest.join("\n").trim() };
  if (typeof entry.urn === "string" && entry.urn !== "") d.address = entry.urn;
  return d;
}
function changeSetFromPreview(doc) {
  const byUrn = /* @__PURE__ */ new Map();
  for (const step of doc.steps) {
    const list = byUrn.get(step.urn);
    if (list) list.push(step);
    else byUrn.set(step.urn, [step]);
  }
  const resources = [];
  for (const [urn, steps] of byUrn) {
    const change = toResourceChange(urn, steps);
    if (change) resources.push(change);
  }
  return {
    engine: "pulumi",
    engineVersion: "",
    resources,
    drift: [],
    outputs: [],
    diagnostics: doc.diagnostics,
    summary: summarize(resources, [], []),
    errored: doc.diagnostics.some((d) => d.severity === "error")
  };
}
function fold(steps) {
  const ops = steps.map((s) => s.op);
  if (ops.some((op) => ["replace", "create-replacement", "delete-replaced"].includes(op))) {
    const created = ops.indexOf("create-replacement");
    const deleted = ops.indexOf("delete-replaced");
    const folded = { action: "replace", discard: false };
    const deleteFirst = created >= 0 && deleted >= 0 && deleted < created || steps.some((s) => s.newState?.deleteBeforeReplace === true);
    if (deleteFirst) folded.replaceOrder = "delete-before-create";
    else if (created >= 0 && deleted >= 0) folded.replaceOrder = "create-before-destroy";
    return folded;
  }
  if (ops.includes("import-replacement")) return { action: "replace", discard: false };
  const main = steps.find((s) => s.op !== "same" && s.op !== "remove-pending-replace");
  if (!main) return null;
  switch (main.op) {
    case "create":
      return { action: "create", discard: false };
    case "import": {
      const id = main.newState?.id;
      return { action: "create", importId: typeof id === "string" ? id : "", discard: false };
    }
    case "update":
      return { action: "update", discard: false };
    case "delete":
      return { action: "delete", discard: false };
    case "read":
    case "read-replacement":
    case "refresh":
      return { action: "read", discard: false };
    case "discard":
    case "discard-replaced":
    case "read-discard":
      return { action: "no-op", discard: true };
    default:
      return null;
  }
}
function toResourceChange(urn, steps) {
  const folded = fold(steps);
  if (!folded) return null;
  const oldState = steps.find((s) => s.oldState)?.oldState;
  const newState = [...steps].reverse().find((s) => s.newState)?.newState;
  const parsed = parseUrn(urn);
  const type = (typeof newState?.type === "string" ? newState.type : void 0) ?? (typeof oldState?.type === "string" ? oldState.type : void 0) ?? parsed.type;
  const replaceReasons = unique(steps.flatMap((s) => s.replaceReasons ?? []));
  const diffReasons = unique(steps.flatMap((s) => s.diffReasons ?? []));
  const detailed = {};
  for (const s of steps) Object.assign(detailed, s.detailedDiff ?? {});
  const oldInputs = inputsOf(oldState);
  const newInputs = inputsOf(newState);
  const changed = changedAttributes(folded.action, oldInputs, newInputs, detailed, diffReasons);
  const forcing = new Set(replaceReasons.map(topLevel));
  const reasons = [...replaceReasons];
  if (folded.discard) reasons.push(DISCARD_REASON);
  const change = {
    address: urn,
    type,
    name: parsed.name,
    module: parsed.parentTypes.join("$"),
    action: folded.action,
    reasons,
    changedAttributes: changed,
    sensitive: changed.some(
      (key) => containsSecret(oldInputs[key]) || containsSecret(newInputs[key])
    ),
    ...stateFingerprints(steps, oldState, newState, replaceReasons),
    diff: renderStepDiff(folded.action, changed, oldInputs, newInputs, forcing)
  };
  const computed = changed.filter((key) => newInputs[key] === UNKNOWN_STRING);
  if (computed.length > 0) change.computed = computed;
  if (folded.replaceOrder) change.replaceOrder = folded.replaceOrder;
  if (folded.importId !== void 0) change.importId = folded.importId;
  return change;
}
function stateFingerprints(steps, oldState, newState, replaceReasons) {
  const ops = steps.map((s) => s.op);
  const old = stableState(oldState);
  const next = stableState(newState);
  const masked = fingerprint({
    ops,
    old: maskSecrets(old),
    new: maskSecrets(next),
    replaceReasons
  });
  if (!containsSecret(old) && !containsSecret(next)) return { fingerprint: masked };
  return { fingerprint: masked, sealed: fingerprint({ ops, old, new: next, replaceReasons }) };
}
function maskSecrets(value) {
  if (isSecretValue(value)) return MASKED_SECRET;
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSecrets(v)]));
  }
  return value;
}
function stableState(state) {
  if (!state) return null;
  const pick = {};
  for (const key of [
    "id",
    "type",
    "custom",
    "inputs",
    "parent",
    "provider",
    "protect",
    "retainOnDelete",
    "deleteBeforeReplace",
    "dependencies",
    "propertyDependencies",
    "external"
  ]) {
    if (state[key] !== void 0) pick[key] = state[key];
  }
  return pick;
}
function inputsOf(state) {
  const inputs = state?.inputs;
  if (!isRecord(inputs)) return {};
  const copy = { ...inputs };
  delete copy.__defaults;
  return copy;
}
function changedAttributes(action, oldInputs, newInputs, detailed, diffReasons) {
  if (action === "create")
    return Object.keys(newInputs).filter((k) => newInputs[k] !== null).sort();
  if (action === "delete") return Object.keys(oldInputs).sort();
  const fromDiff = unique([...Object.keys(detailed), ...diffReasons].map(topLevel));
  if (fromDiff.length > 0) return fromDiff.sort();
  const keys = /* @__PURE__ */ new Set([...Object.keys(oldInputs), ...Object.keys(newInputs)]);
  return [...keys].filter((k) => canonicalJson(oldInputs[k] ?? null) !== canonicalJson(newInputs[k] ?? null)).sort();
}
function unique(items) {
  return [...new Set(items)];
}
function isStringArray(value) {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}
function describe(value) {
  if (value === void 0) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(truncate(value, 40))}`;
  return `${typeof value} ${JSON.stringify(value) ?? ""}`;
}

// src/engines/pulumi/parse-events.ts
var REPLACEMENT_HALVES = /* @__PURE__ */ new Set([
  "create-replacement",
  "delete-replaced",
  "read-replacement",
  "discard-replaced",
  "import-replacement"
]);
var OP_ACTIONS = {
  create: "create",
  import: "create",
  update: "update",
  delete: "delete",
  replace: "replace",
  "create-replacement": "replace",
  "delete-replaced": "replace",
  "import-replacement": "replace",
  read: "read",
  "read-replacement": "read",
  refresh: "read"
};
var CANCELED = /\b(update|refresh|destroy|import|preview) (canceled|cancelled)\b/i;
var MAX_PENDING_CHARS = 8 * 1024 * 1024;
var EventStreamReader = class {
  pending = [];
  pendingChars = 0;
  push(line2) {
    const text2 = line2.replace(/\r$/, "");
    if (this.pending.length === 0) {
      const trimmed = text2.trim();
      if (trimmed === "") return [];
      if (!trimmed.startsWith("{")) return [{ kind: "text", text: text2 }];
      const parsed2 = tryParse(trimmed);
      if (parsed2 !== void 0) return [toItem(parsed2, text2)];
      this.pending = [text2];
      this.pendingChars = text2.length;
      return [];
    }
    this.pending.push(text2);
    this.pendingChars += text2.length + 1;
    const joined = this.pending.join("\n");
    const parsed = tryParse(joined);
    if (parsed !== void 0) {
      this.pending = [];
      this.pendingChars = 0;
      return [toItem(parsed, joined)];
    }
    if (this.pendingChars > MAX_PENDING_CHARS) return this.flush();
    return [];
  }
  /** Whatever is still buffered, as text (the stream ended inside an object). */
  end() {
    return this.flush();
  }
  flush() {
    const items = this.pending.map((t) => ({ kind: "text", text: t }));
    this.pending = [];
    this.pendingChars = 0;
    return items;
  }
};
function tryParse(text2) {
  try {
    return JSON.parse(text2);
  } catch {
    return void 0;
  }
}
function toItem(parsed, text2) {
  return isRecord(parsed) ? { kind: "event", event: parsed } : { kind: "text", text: text2 };
}
function metadataOf(payload) {
  if (!isRecord(payload) || !isRecord(payload.metadata)) return null;
  const m = payload.metadata;
  if (typeof m.op !== "string" || typeof m.urn !== "string") return null;
  const meta = {
    op: m.op,
    urn: m.urn,
    type: typeof m.type === "string" ? m.type : ""
  };
  if (isRecord(m.old)) meta.old = m.old;
  if (isRecord(m.new)) meta.new = m.new;
  return meta;
}
function idOf(meta) {
  const fromNew = meta.new?.id;
  if (typeof fromNew === "string" && fromNew !== "") return fromNew;
  const fromOld = meta.old?.id;
  return typeof fromOld === "string" && fromOld !== "" ? fromOld : void 0;
}
function countsOf(changes) {
  const n = (op) => changes[op] ?? 0;
  return {
    add: n("create") + n("replace") + n("import") + n("import-replacement"),
    change: n("update"),
    remove: n("delete") + n("replace"),
    import: n("import") + n("import-replacement")
  };
}
function toEngineEvents(event) {
  if (isRecord(event.resourcePreEvent)) {
    const meta = metadataOf(event.resourcePreEvent);
    if (!meta || meta.op === "same") return [];
    const action = OP_ACTIONS[meta.op];
    const planning = event.resourcePreEvent.planning === true;
    if (!action || planning) return [{ kind: "progress", message: `${meta.op} ${meta.urn}` }];
    return [
      { kind: "resource-start", message: `${meta.op} ${meta.urn}`, address: meta.urn, action }
    ];
  }
  if (isRecord(event.resOutputsEvent)) {
    const meta = metadataOf(event.resOutputsEvent);
    if (!meta || meta.op === "same") return [];
    const action = OP_ACTIONS[meta.op];
    if (!action || event.resOutputsEvent.planning === true) return [];
    const done = {
      kind: "resource-done",
      message: `${meta.op} ${meta.urn}: done`,
      address: meta.urn,
      action
    };
    const id = meta.op === "delete" || meta.op === "delete-replaced" ? void 0 : idOf(meta);
    if (id !== void 0) done.id = id;
    return [done];
  }
  if (isRecord(event.resOpFailedEvent)) {
    const meta = metadataOf(event.resOpFailedEvent);
    if (!meta) return [];
    const status = event.resOpFailedEvent.status;
    const failed = {
      kind: "resource-failed",
      message: `${meta.op} ${meta.urn}: failed${typeof status === "number" ? ` (status ${status})` : ""}`,
      address: meta.urn
    };
    const action = OP_ACTIONS[meta.op];
    if (action) failed.action = action;
    return [failed];
  }
  if (isRecord(event.diagnosticEvent)) {
    const d = toDiagnostic(event.diagnosticEvent);
    if (d) return [{ kind: "diagnostic", message: d.summary, diagnostic: d }];
    const severity = event.diagnosticEvent.severity;
    const message = stripColor(str(event.diagnosticEvent.message)).trimEnd();
    if ((severity === "info" || severity === "info#err") && message.trim() !== "") {
      return [{ kind: "log", message }];
    }
    return [];
  }
  if (isRecord(event.policyEvent)) {
    const p = event.policyEvent;
    const level = p.enforcementLevel;
    const diagnostic = {
      severity: level === "mandatory" || level === "remediate" ? "error" : "warning",
      summary: `policy ${str(p.policyPackName)}/${str(p.policyName)}: ${stripColor(str(p.description)).trim()}`,
      detail: stripColor(str(p.message)).trim()
    };
    if (typeof p.resourceUrn === "string" && p.resourceUrn !== "")
      diagnostic.address = p.resourceUrn;
    return [{ kind: "diagnostic", message: diagnostic.summary, diagnostic }];
  }
  if (isRecord(event.stdoutEvent)) {
    const message = stripColor(str(event.stdoutEvent.message)).trimEnd();
    return message.trim() === "" ? [] : [{ kind: "log", message }];
  }
  if (isRecord(event.summaryEvent)) {
    const changes = readChanges(event.summaryEvent.resourceChanges);
    const counts = countsOf(changes);
    const result = event.summaryEvent.result;
    return [
      {
        kind: "summary",
        message: `Resources: ${counts.add} added, ${counts.change} changed, ${counts.remove} removed` + (typeof result === "string" ? ` (${result})` : ""),
        counts
      }
    ];
  }
  if (isRecord(event.preludeEvent))
    return [{ kind: "progress", message: "pulumi: operation started" }];
  return [];
}
function readChanges(value) {
  const out = {};
  if (!isRecord(value)) return out;
  for (const [op, n] of Object.entries(value)) if (typeof n === "number") out[op] = n;
  return out;
}
var EventTally = class {
  diagnostics = [];
  failed = [];
  summary = null;
  canceled = false;
  ended = false;
  planning = false;
  started = /* @__PURE__ */ new Map();
  done = /* @__PURE__ */ new Map();
  observe(event) {
    const pre = metadataOf(event.resourcePreEvent);
    if (pre) {
      if (isRecord(event.resourcePreEvent) && event.resourcePreEvent.planning === true)
        this.planning = true;
      this.started.set(`${pre.urn}\0${pre.op}`, pre.op);
    }
    const out = metadataOf(event.resOutputsEvent);
    if (out) {
      if (isRecord(event.resOutputsEvent) && event.resOutputsEvent.planning === true)
        this.planning = true;
      this.done.set(`${out.urn}\0${out.op}`, out.op);
    }
    const failed = metadataOf(event.resOpFailedEvent);
    if (failed) this.failed.push(failed.urn);
    if (isRecord(event.diagnosticEvent)) {
      const d = toDiagnostic(event.diagnosticEvent);
      if (d) {
        this.diagnostics.push(d);
        if (d.severity === "error" && CANCELED.test(d.summary)) this.canceled = true;
      }
    }
    if (isRecord(event.policyEvent)) {
      for (const e of toEngineEvents(event)) if (e.diagnostic) this.diagnostics.push(e.diagnostic);
    }
    if (isRecord(event.summaryEvent)) {
      const s = event.summaryEvent;
      const summary = { resourceChanges: readChanges(s.resourceChanges) };
      if (typeof s.maybeCorrupt === "boolean") summary.maybeCorrupt = s.maybeCorrupt;
      if (typeof s.result === "string") summary.result = s.result;
      if (typeof s.isPreview === "boolean") summary.isPreview = s.isPreview;
      this.summary = summary;
    }
    if (isRecord(event.cancelEvent)) this.ended = true;
  }
  /**
   * Step counts as the engine's summary reports them: in a preview every planned step, in an
   * update every completed step (a `same` step completes as it starts); one per resource and
   * operation, the halves of a replacement not counted.
   */
  counts() {
    const preview = this.planning || this.summary?.isPreview === true;
    const counted = /* @__PURE__ */ new Map();
    for (const [key, op] of this.started) if (preview || op === "same") counted.set(key, op);
    if (!preview) for (const [key, op] of this.done) counted.set(key, op);
    const counts = {};
    for (const op of counted.values()) {
      if (REPLACEMENT_HALVES.has(op)) continue;
      counts[op] = (counts[op] ?? 0) + 1;
    }
    return counts;
  }
  /** URNs whose step started and never completed nor failed (in flight when the stream stopped). */
  inFlight() {
    const finished = /* @__PURE__ */ new Set([...this.done.keys()]);
    const failed = new Set(this.failed);
    return [...this.started.entries()].filter(
      ([key, op]) => op !== "same" && !finished.has(key) && !failed.has(key.split("\0")[0] ?? "")
    ).map(([key]) => key.split("\0")[0] ?? "");
  }
};
function str(value) {
  return typeof value === "string" ? value : "";
}

// src/engines/pulumi/run.ts
var MAX_STDERR_LINES = 400;
function assertStarted(cli, result) {
  assertEngineStarted(result, cli.binary, "the Pulumi CLI (`pulumi`)");
}
async function capturePulumi(cli, args, hooks = {}) {
  const out = [];
  const stderr = [];
  const child = startEngine(
    cli,
    args,
    {
      onStdoutLine: (line2) => out.push(line2),
      onStderrLine: (line2) => {
        keepBounded(stderr, line2);
        hooks.onEvent?.({ kind: "log", message: line2 });
      }
    },
    hooks.onStarted
  );
  const result = await child.done;
  assertStarted(cli, result);
  return { result, stdout: out.join("\n"), stderr };
}
async function streamPulumi(cli, args, hooks = {}) {
  const tally = new EventTally();
  const reader = new EventStreamReader();
  const stderr = [];
  const emit = (event) => hooks.onEvent?.(event);
  const take = (items) => {
    for (const item of items) {
      if (item.kind === "text") {
        emit({ kind: "log", message: item.text });
        continue;
      }
      tally.observe(item.event);
      for (const event of toEngineEvents(item.event)) emit(event);
    }
  };
  const child = startEngine(
    cli,
    args,
    {
      onStdoutLine: (line2) => take(reader.push(line2)),
      onStderrLine: (line2) => {
        keepBounded(stderr, line2);
        emit({ kind: "log", message: line2 });
      }
    },
    hooks.onStarted
  );
  const result = await child.done;
  take(reader.end());
  assertStarted(cli, result);
  return { result, tally, stderr };
}
function keepBounded(lines, line2) {
  lines.push(line2);
  if (lines.length > MAX_STDERR_LINES) lines.splice(0, lines.length - MAX_STDERR_LINES);
}

// src/engines/pulumi/outcome.ts
function parsePulumiVersion(text2) {
  const m = /v?(\d+)\.(\d+)\.(\d+)([\w.+-]*)/.exec(text2);
  if (!m) return null;
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    text: `${m[1]}.${m[2]}.${m[3]}${m[4] ?? ""}`
  };
}
function atLeast(version, major, minor, patch = 0) {
  if (version === null) return false;
  if (version.major !== major) return version.major > major;
  if (version.minor !== minor) return version.minor > minor;
  return version.patch >= patch;
}
function hasExitCodeTaxonomy(version) {
  return atLeast(version, 3, 226, 1);
}
var TAXONOMY = {
  0: "ok",
  1: "failed",
  2: "configuration",
  3: "authentication",
  4: "resource",
  5: "policy",
  6: "stack-not-found",
  7: "no-changes-expected",
  8: "cancelled",
  9: "timeout",
  255: "internal"
};
function exitMeaning(code, version) {
  if (code === 0) return "ok";
  if (code === null) return "failed";
  if (!hasExitCodeTaxonomy(version)) return "failed";
  return TAXONOMY[code] ?? "failed";
}
var DIY_LOCKED = /the stack is currently locked by (\d+) lock\(s\)/;
var DIY_LOCK_LINE = /^\s*(\S+\.json): created by (.*)@(\S*) \(pid (-?\d+)\) at (\S+)\s*$/;
var CLOUD_CONFLICT = /\[409\] Conflict: Another update is currently in progress/i;
function parseDiyLockRefusal(text2) {
  const m = DIY_LOCKED.exec(text2);
  if (!m) return null;
  const locks = [];
  for (const line2 of text2.split("\n")) {
    const l = DIY_LOCK_LINE.exec(line2);
    if (!l) continue;
    const url = l[1] ?? "";
    locks.push({
      url,
      id: (url.split("/").pop() ?? "").replace(/\.json$/, ""),
      username: l[2] ?? "",
      hostname: l[3] ?? "",
      pid: Number(l[4]),
      timestamp: l[5] ?? ""
    });
  }
  return { count: Number(m[1]), locks };
}
function isCloudConflict(text2) {
  return CLOUD_CONFLICT.test(text2);
}
function lockHolderFromText(text2, stack) {
  const diy = parseDiyLockRefusal(text2);
  if (diy) {
    const first = diy.locks[0];
    if (!first) return { info: `the stack is locked by ${diy.count} lock file(s)` };
    const holder = {
      id: first.id,
      path: first.url,
      who: `${first.username}@${first.hostname}`,
      operation: `pid ${first.pid}`,
      created: first.timestamp
    };
    if (diy.count > 1) holder.info = `${diy.count} lock files; the first is named`;
    return holder;
  }
  if (isCloudConflict(text2)) {
    return {
      id: `Pulumi Cloud update lease of ${stack}`,
      who: "another update that is in progress ([409] Conflict: Another update is currently in progress)",
      info: `wait for that update to finish; \`stackgate recover\` cancels it only when it is a dead stackgate run's own. Only if you know its run is dead: pulumi cancel --yes --stack ${stack}`
    };
  }
  return null;
}
function isCanceledText(text2) {
  return /\b(update|preview|refresh|destroy|import) (canceled|cancelled)\b/i.test(text2);
}

// src/engines/pulumi/failures.ts
function errorText(diagnostics, stderr, result) {
  const fromDiagnostics = diagnostics.filter((d) => d.severity === "error").map((d) => [d.summary, d.detail].filter(Boolean).join("\n")).join("\n");
  const fromStderr = stderr.map((l) => l.trim()).filter((l) => l !== "").slice(-20).join("\n");
  return [fromDiagnostics, fromStderr].filter(Boolean).join("\n") || lastLines(result.tail, 20);
}
function hintOf(cli, meaning) {
  const { binary, stack, backend } = cli;
  switch (meaning) {
    case "stack-not-found":
      return ` The stack ${stack} does not exist on ${backend.url}: create it with \`${binary} stack init ${stack}\`, or check --stack.`;
    case "authentication":
      return ` ${binary} is not logged in or not allowed to use ${backend.url}: check the credentials of this step.`;
    case "configuration":
      return ` ${binary} refused the invocation or the configuration (exit code 2).`;
    case "policy":
      return " A policy pack blocked the operation.";
    case "ok":
    case "failed":
    case "resource":
    case "no-changes-expected":
    case "cancelled":
    case "timeout":
    case "internal":
      return "";
  }
}
function exitHint(cli, exitCode) {
  return hintOf(cli, exitMeaning(exitCode, cli.version()));
}
function summaryOf(tally) {
  const counts = countsOf(tally.summary?.resourceChanges ?? tally.counts());
  return { added: counts.add, changed: counts.change, removed: counts.remove };
}
function applyOutcome(cli, run, verb) {
  const summary = summaryOf(run.tally);
  const { result, tally } = run;
  const meaning = exitMeaning(result.exitCode, cli.version());
  if (result.exitCode === 0 && !tally.canceled) return { kind: "applied", summary };
  const message = errorText(tally.diagnostics, run.stderr, result);
  if (result.signal !== null || tally.canceled || meaning === "cancelled" || isCanceledText(run.stderr.join("\n"))) {
    return {
      kind: "interrupted",
      message: `${cli.binary} ${verb} was canceled${result.signal ? ` (${result.signal})` : ""}: ${firstLine(message)}`,
      summary
    };
  }
  const holder = lockHolderFromText(`${run.stderr.join("\n")}
${message}`, cli.stack);
  if (holder) return { kind: "locked", holder, message };
  return {
    kind: "failed",
    message: `${message}${hintOf(cli, meaning)}`.trim(),
    diagnostics: tally.diagnostics,
    summary
  };
}
function commandFailure(cli, what, run) {
  const { result, stderr } = run;
  return `"${cli.binary} ${what}" failed (exit ${String(result.exitCode)}): ${lastLines(stderr.join("\n") || result.tail, 5)}` + exitHint(cli, result.exitCode);
}

// src/engines/pulumi/parse-export.ts
var PENDING_OPERATION_TYPES = [
  "creating",
  "updating",
  "deleting",
  "reading",
  "importing"
];
var KNOWN_FEATURES = /* @__PURE__ */ new Set(["refreshBeforeUpdate"]);
var EXPECTATION2 = 'expected `pulumi stack export` output ({"version":3,"deployment":{\u2026}}) or a DIY checkpoint ({"version":N,"checkpoint":{"latest":{\u2026}}})';
function parseDeployment(text2) {
  let parsed;
  try {
    parsed = JSON.parse(text2);
  } catch (error) {
    throw new Error(`${EXPECTATION2}, got text that is not JSON (${messageOf(error)})`, {
      cause: error
    });
  }
  if (!isRecord(parsed) || typeof parsed.version !== "number") {
    throw new Error(
      `${EXPECTATION2}, got ${isRecord(parsed) ? `keys ${Object.keys(parsed).join(", ")}` : typeof parsed}`
    );
  }
  const features = Array.isArray(parsed.features) ? parsed.features : [];
  const unknown = features.filter((f) => typeof f !== "string" || !KNOWN_FEATURES.has(f));
  if (unknown.length > 0) {
    throw new Error(
      `the checkpoint needs features this version of stackgate does not know (${unknown.map(String).join(", ")}): upgrade stackgate; nothing was changed`
    );
  }
  let deployment;
  if ("deployment" in parsed) deployment = parsed.deployment;
  else if (isRecord(parsed.checkpoint)) deployment = parsed.checkpoint.latest;
  else throw new Error(`${EXPECTATION2}, got keys ${Object.keys(parsed).join(", ")}`);
  if (deployment === null || deployment === void 0) {
    return { version: parsed.version, resources: [], pendingOperations: [] };
  }
  if (!isRecord(deployment)) throw new Error(`${EXPECTATION2}: the deployment is not an object`);
  const result = {
    version: parsed.version,
    resources: readResources(deployment.resources),
    pendingOperations: readPending(deployment.pending_operations)
  };
  if (isRecord(deployment.manifest) && typeof deployment.manifest.version === "string" && deployment.manifest.version !== "") {
    result.writtenBy = deployment.manifest.version;
  }
  return result;
}
function readResources(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`expected "resources" to be an array`);
  return value.map((r, index) => {
    if (!isRecord(r) || typeof r.urn !== "string") {
      throw new Error(`resources[${index}]: expected an object with a "urn"`);
    }
    const resource = {
      urn: r.urn,
      type: typeof r.type === "string" ? r.type : "",
      custom: r.custom === true
    };
    if (typeof r.id === "string" && r.id !== "") resource.id = r.id;
    if (r.taint === true) resource.taint = true;
    if (r.pendingReplacement === true) resource.pendingReplacement = true;
    return resource;
  });
}
function readPending(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`expected "pending_operations" to be an array`);
  return value.map((op, index) => {
    if (!isRecord(op) || !isRecord(op.resource) || typeof op.resource.urn !== "string") {
      throw new Error(`pending_operations[${index}]: expected {"resource":{"urn":\u2026},"type":\u2026}`);
    }
    const type = op.type;
    if (typeof type !== "string" || !PENDING_OPERATION_TYPES.includes(type)) {
      throw new Error(
        `pending_operations[${index}]: expected "type" to be one of ${PENDING_OPERATION_TYPES.join(", ")}, got ${JSON.stringify(type)}`
      );
    }
    const pending = {
      urn: op.resource.urn,
      type,
      resourceType: typeof op.resource.type === "string" ? op.resource.type : "",
      custom: op.resource.custom === true
    };
    if (typeof op.resource.id === "string" && op.resource.id !== "") pending.id = op.resource.id;
    return pending;
  });
}

// src/engines/pulumi/stack-commands.ts
async function readPulumiVersion(cli) {
  const { binary } = cli;
  const { result, stdout, stderr } = await capturePulumi(cli, ["version"]);
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `"${binary} version" failed with exit code ${String(result.exitCode)}: ${lastLines(stderr.join("\n") || result.tail, 3)}`,
      EXIT.engineUnavailable
    );
  }
  const parsed = parsePulumiVersion(stdout);
  if (!parsed) {
    throw new StackgateError(
      `could not read the version of "${binary}": expected "v3.x.y" from \`${binary} version\`, got: ${lastLines(stdout, 2)}`,
      EXIT.engineUnavailable
    );
  }
  return parsed;
}
async function readPulumiOutput(cli, args, labels, read) {
  const captured = await capturePulumi(cli, args);
  if (captured.result.exitCode !== 0) {
    throw new StackgateError(commandFailure(cli, labels.failed, captured), EXIT.failed);
  }
  try {
    return read(captured.stdout);
  } catch (error) {
    throw new StackgateError(
      `"${cli.binary} ${labels.unreadable} --stack ${cli.stack}": ${messageOf(error)}`,
      EXIT.failed,
      { cause: error }
    );
  }
}
function exportStack(cli) {
  const what = `stack export --stack ${cli.stack}`;
  return readPulumiOutput(
    cli,
    ["stack", "export", ...stackArgs(cli.stack)],
    { failed: what, unreadable: "stack export" },
    parseDeployment
  );
}
async function importStackFile(cli, file) {
  const { binary, stack } = cli;
  const { result, stderr } = await capturePulumi(cli, [
    "stack",
    "import",
    "--file",
    file,
    ...stackArgs(stack)
  ]);
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `"${binary} stack import --file ${file} --stack ${stack}" failed: ${lastLines(stderr.join("\n") || result.tail, 5)}. Keep ${file}.`,
      EXIT.failed
    );
  }
}
async function importResource(cli, address, id) {
  const { binary, stack } = cli;
  const urn = parseUrn(address);
  if (urn.type === "" || urn.parentTypes.length > 0) {
    throw new StackgateError(
      `cannot import ${address} with \`${binary} import\` automatically: it needs the resource's parent and provider. Run \`${binary} import --stack ${stack} <type> <name> ${id} --parent <parent URN>\` by hand.`,
      EXIT.failed
    );
  }
  const { result, stderr } = await capturePulumi(cli, importArgs(stack, urn.type, urn.name, id));
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `"${binary} import ${urn.type} ${urn.name} ${id}" failed: ${lastLines(stderr.join("\n") || result.tail, 5)}`,
      EXIT.failed
    );
  }
}

// src/engines/pulumi/cloud.ts
function createUpdateHistory(cli) {
  let last;
  return {
    async latest(options = {}) {
      if (options.reuse && last !== void 0) return last;
      const args = historyArgs(cli.stack);
      const labels = { failed: args.join(" "), unreadable: "stack history" };
      last = await readPulumiOutput(cli, args, labels, (stdout) => parseHistory(stdout)[0] ?? null);
      return last;
    }
  };
}
async function probeCloudLease(cli, history) {
  let update;
  try {
    update = await history.latest();
  } catch (error) {
    return {
      kind: "unknown",
      message: `could not read the update history from Pulumi Cloud: ${messageOf(error)}`
    };
  }
  if (update?.result !== "in-progress") return { kind: "free" };
  return {
    kind: "locked",
    holder: {
      id: `update ${update.version}`,
      who: update.message === "" ? "(no message)" : update.message,
      operation: update.kind,
      created: update.startTime
    },
    message: `update ${update.version} (${update.kind}, started ${update.startTime}, message ${JSON.stringify(update.message)}) is in progress on ${cli.backend.url}`
  };
}
async function cancelCloudUpdate(cli) {
  const { binary, backend, stack } = cli;
  if (backend.kind !== "cloud") {
    throw new StackgateError(
      `refusing \`${binary} cancel\` on the DIY backend ${backend.url}: it deletes every lock file of the stack, live owners' included`,
      EXIT.usage
    );
  }
  const { result, stdout, stderr } = await capturePulumi(cli, [
    "cancel",
    "--yes",
    ...stackArgs(stack)
  ]);
  if (result.exitCode === 0) return "canceled";
  const text2 = `${stderr.join("\n")}
${stdout}`;
  if (isNothingToCancel(text2)) return "none";
  throw new StackgateError(
    `"${binary} cancel --yes --stack ${stack}" failed (exit ${String(result.exitCode)}): ${lastLines(text2.trim() || result.tail, 5)}`,
    EXIT.failed
  );
}

// src/engines/pulumi/lock-files.ts
async function probeLockFiles(locks, stack) {
  const listed = await locks.list();
  if (listed.kind === "unsupported") return { kind: "unknown", message: listed.reason };
  const first = listed.locks[0];
  if (!first) return { kind: "free" };
  return {
    kind: "locked",
    holder: {
      id: first.id,
      path: first.path,
      who: `${first.username}@${first.hostname}`,
      operation: `pid ${first.pid ?? "?"}`,
      created: first.timestamp,
      ...listed.locks.length > 1 ? { info: `${listed.locks.length} lock files` } : {}
    },
    message: `the stack ${stack} is locked by ${listed.locks.length} lock file(s):
` + listed.locks.map(
      (l) => `  ${l.path}: ${l.username}@${l.hostname} (pid ${l.pid ?? "?"}) at ${l.timestamp}`
    ).join("\n")
  };
}

// src/engines/configuration.ts
import { existsSync as existsSync2, readdirSync as readdirSync2, readFileSync as readFileSync3 } from "node:fs";
import path3 from "node:path";
var SKIPPED_DIRS = /* @__PURE__ */ new Set(["node_modules", "venv", "__pycache__", "bin", "obj", "target"]);
var PROGRAM_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|py|go|mod|sum|cs|csproj|fs|fsproj|vb|vbproj|java|kt|kts|gradle|scala|sbt|yaml|yml|json|toml|lock|txt|cfg|ini|sh)$/i;
function hashProgramFiles(dir) {
  const hash = [];
  const walk = (rel) => {
    const entries = readdirSync2(path3.join(dir, rel), { withFileTypes: true }).sort(
      (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    );
    for (const entry of entries) {
      const name = path3.posix.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".") && !SKIPPED_DIRS.has(entry.name)) walk(name);
      } else if (entry.isFile() && PROGRAM_FILE.test(entry.name)) {
        hash.push(`${name}\0${sha256Hex(readFileSync3(path3.join(dir, name), "latin1"))}`);
      }
    }
  };
  walk("");
  return sha256Hex(hash.join("\n"));
}
function withTerraformLockFile(changeSet, workdir) {
  const lockFile = path3.join(workdir, ".terraform.lock.hcl");
  const lock = existsSync2(lockFile) ? sha256Hex(readFileSync3(lockFile, "utf8")) : "none";
  return { ...changeSet, configuration: sha256Hex(`${changeSet.configuration ?? ""}
${lock}`) };
}

// src/engines/pulumi/preview.ts
async function runPreview(cli, request, engineVersion) {
  const args = previewArgs(
    cli.stack,
    request.mode,
    request.vars,
    request.varFiles,
    request.exclude
  );
  const { result, stdout, stderr } = await capturePulumi(cli, args, request);
  let document = null;
  let readError = null;
  try {
    document = readPreviewDocument(stdout);
  } catch (error) {
    readError = error instanceof Error ? error : new Error(String(error));
  }
  const diagnostics = document?.diagnostics ?? [];
  for (const d of diagnostics) {
    request.onEvent?.({ kind: "diagnostic", message: d.summary, diagnostic: d });
  }
  if (result.exitCode === 0 && document) {
    const version = await engineVersion();
    const configuration = hashProgramFiles(cli.workdir);
    const changeSet = { ...changeSetFromPreview(document), engineVersion: version, configuration };
    return {
      outcome: { kind: "planned", changeSet, planFile: "", hasChanges: hasChanges(changeSet) },
      document: stdout
    };
  }
  return { outcome: previewFailure(cli, { result, stderr, diagnostics, readError }) };
}
function previewFailure(cli, run) {
  const { result, stderr, diagnostics, readError } = run;
  const message = errorText(diagnostics, stderr, result);
  if (result.signal !== null || isCanceledText(message)) {
    return { kind: "interrupted", message: `${cli.binary} preview was interrupted` };
  }
  const holder = lockHolderFromText(`${stderr.join("\n")}
${message}`, cli.stack);
  if (holder) return { kind: "locked", holder, message };
  if (result.exitCode === 0 && readError) {
    return {
      kind: "failed",
      message: `${cli.binary} preview --json succeeded but its output could not be read: ${readError.message}`,
      diagnostics
    };
  }
  return {
    kind: "failed",
    message: `${message}${exitHint(cli, result.exitCode)}`.trim(),
    diagnostics
  };
}
function refreshDrift(changeSet) {
  return changeSet.resources.filter(
    (r) => r.action !== "no-op" && (r.action !== "read" || r.changedAttributes.length > 0)
  );
}

// src/engines/refresh-plan.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path4 from "node:path";
function runRefreshPlan(observe, plan, request, driftOf) {
  return observeOperation(
    observe,
    { name: "plan", mode: "refresh-only" },
    () => refreshPlanOnce(plan, request, driftOf)
  );
}
async function refreshPlanOnce(plan, request, driftOf) {
  const dir = mkdtempSync(path4.join(tmpdir(), "stackgate-drift-"));
  try {
    const outcome = await plan({
      planFile: path4.join(dir, "refresh.plan"),
      mode: "refresh-only",
      lockTimeout: request.lockTimeout,
      vars: request.vars,
      varFiles: request.varFiles,
      ...request.onEvent ? { onEvent: request.onEvent } : {}
    });
    if (outcome.kind !== "planned") return outcome;
    const { changeSet } = outcome;
    const drifted = driftOf(changeSet);
    const outputsChanged = changeSet.outputs.some((o) => o.action !== "no-op");
    if (drifted.length === 0 && !outputsChanged) return { kind: "in-sync", changeSet };
    return { kind: "drifted", changeSet, drifted };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// src/engines/pulumi/engine.ts
var AUTOMATION_ENV = { PULUMI_SKIP_UPDATE_CHECK: "true" };
function createPulumiEngine(options) {
  const { binary, workdir, runner, stack } = options;
  const backend = resolvePulumiBackend(workdir, options.environment ?? process.env);
  const locks = options.lockStore(backend, parsePulumiStack(stack));
  let version = null;
  const cli = {
    binary,
    workdir,
    stack,
    backend,
    runner,
    env: { ...AUTOMATION_ENV, ...options.env },
    ...options.onStart ? { onStart: options.onStart } : {},
    version: () => version
  };
  const history = createUpdateHistory(cli);
  const planModes = /* @__PURE__ */ new Map();
  const modeOf = (planFile, requested) => requested ?? planModes.get(path5.resolve(planFile)) ?? "normal";
  async function ensureVersion() {
    if (version === null) await engine.version().catch(() => void 0);
    return version;
  }
  const versionText = async () => (await ensureVersion())?.text ?? "";
  const observe = options.onOperation;
  const engine = {
    kind: "pulumi",
    name: "pulumi",
    workdir,
    stack,
    backend,
    binary,
    locks,
    versionInfo: () => version,
    async version() {
      version = await readPulumiVersion(cli);
      return version.text;
    },
    init: (onEvent) => observeOperation(observe, { name: "init" }, async () => {
      await ensureVersion();
      onEvent?.({
        kind: "log",
        message: `pulumi: stack ${stack} on ${backend.kind === "cloud" ? "Pulumi Cloud" : "a DIY backend"} (${backend.url})`
      });
    }),
    plan: (request) => observeOperation(observe, { name: "plan", mode: request.mode }, () => plan(request)),
    // `refresh --preview-only`: Pulumi's refresh preview, which writes no state.
    refreshPlan: (request) => runRefreshPlan(observe, plan, request, refreshDrift),
    showPlan: (planFile, requested, exclude) => previewAgain(cli, modeOf(planFile, requested), exclude ?? [], versionText),
    apply: (request) => observeOperation(observe, { name: "apply", planFile: request.planFile }, async () => {
      await ensureVersion();
      const verb = verbOf(modeOf(request.planFile, request.mode));
      const run = await streamPulumi(
        cli,
        applyArgs(stack, verb, request.runId, request.exclude),
        hooksOf(request)
      );
      return applyOutcome(cli, run, verb);
    }),
    refresh: (request) => observeOperation(observe, { name: "refresh" }, async () => {
      await ensureVersion();
      const run = await streamPulumi(cli, refreshArgs(stack, request), hooksOf(request));
      return applyOutcome(cli, run, "refresh");
    }),
    exportStack: () => exportStack(cli),
    latestUpdate: (latest) => history.latest(latest),
    cancelUpdate: () => observeOperation(observe, { name: "cancel-update" }, () => cancelCloudUpdate(cli)),
    probeLock: () => backend.kind === "cloud" ? probeCloudLease(cli, history) : probeLockFiles(locks, stack),
    listState: async () => (await exportStack(cli)).resources.map((r) => r.urn),
    listTainted: async () => (await exportStack(cli)).resources.filter((r) => r.taint === true).map((r) => r.urn),
    pushState: (file) => observeOperation(observe, { name: "push-state", file }, () => importStackFile(cli, file)),
    importResource: (address, id) => observeOperation(
      observe,
      { name: "import", address },
      () => importResource(cli, address, id)
    )
  };
  async function plan(request) {
    checkExclude(PULUMI_TRAITS, request.exclude ?? [], "exclude");
    await ensureVersion();
    const { outcome, document } = await runPreview(
      cli,
      {
        mode: request.mode,
        vars: request.vars,
        varFiles: request.varFiles,
        ...request.exclude ? { exclude: request.exclude } : {},
        ...hooksOf(request)
      },
      versionText
    );
    if (outcome.kind !== "planned" || document === void 0) return outcome;
    writeFileAtomically(request.planFile, `${document}
`);
    planModes.set(path5.resolve(request.planFile), request.mode);
    return { ...outcome, planFile: request.planFile };
  }
  return engine;
}
function hooksOf(request) {
  return {
    ...request.onEvent ? { onEvent: request.onEvent } : {},
    ...request.onStart ? { onStarted: request.onStart } : {}
  };
}
async function previewAgain(cli, mode, exclude, versionText) {
  const { outcome } = await runPreview(cli, { mode, vars: [], varFiles: [], exclude }, versionText);
  switch (outcome.kind) {
    case "planned":
      return outcome.changeSet;
    case "locked":
      throw new StackgateError(
        `the stack is locked, so it could not be previewed again: ${outcome.message}`,
        EXIT.locked
      );
    case "interrupted":
      throw new StackgateError(outcome.message, EXIT.interruptedSigint);
    case "failed":
      throw new StackgateError(
        `${cli.binary} preview (re-run to check the approved digest) failed: ${outcome.message}`,
        EXIT.failed
      );
  }
}

// src/engines/terraform/engine.ts
import { readFile } from "node:fs/promises";

// src/files/engine-output.ts
import { createHash as createHash2 } from "node:crypto";
import {
  closeSync,
  constants as constants2,
  fstatSync,
  lstatSync as lstatSync4,
  mkdirSync as mkdirSync2,
  openSync as openSync2,
  readFileSync as readFileSync4,
  readSync,
  rmSync as rmSync2
} from "node:fs";
import path7 from "node:path";

// src/files/runtime-dir.ts
import { execFileSync } from "node:child_process";
import {
  constants,
  existsSync as existsSync3,
  lstatSync as lstatSync3,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync
} from "node:fs";
import path6 from "node:path";
var RUNTIME_DIR = ".stackgate";
function runtimeDirOf(workdir) {
  return path6.join(workdir, RUNTIME_DIR);
}
function lstatOrNull(file) {
  return lstatSync3(file, { throwIfNoEntry: false }) ?? null;
}
function describeLink(link) {
  let target = "?";
  try {
    target = readlinkSync(link);
  } catch {
  }
  const resolved = path6.resolve(path6.dirname(link), target);
  const dangling = existsSync3(resolved) ? "" : ", which does not exist (a dangling symlink)";
  return `${link} is a symbolic link to ${JSON.stringify(target)}${dangling}`;
}
function refuseLink(link) {
  throw new StackgateError(
    `${describeLink(link)}. stackgate keeps its run journal and plans in the workdir's ${RUNTIME_DIR}/ and never writes or reads them through a symlink (a committed link could point them outside the checkout). Remove the link (git rm it if it is committed); stackgate creates the directory itself.`,
    EXIT.failed
  );
}
var trackedByWorkdir = /* @__PURE__ */ new Map();
function trackedRuntimePaths(workdir) {
  const key = path6.resolve(workdir);
  let tracked = trackedByWorkdir.get(key);
  if (tracked === void 0) {
    tracked = trackedPaths(runtimeDirOf(key), key);
    trackedByWorkdir.set(key, tracked);
  }
  return tracked;
}
function trackedPaths(dir, workdir) {
  let out;
  try {
    out = execFileSync("git", ["ls-files", "-z", "--", path6.relative(workdir, dir) || "."], {
      cwd: workdir,
      encoding: "utf8",
      timeout: 15e3,
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" }
    });
  } catch {
    return [];
  }
  return out.split("\0").filter((p) => p !== "");
}
function assertRuntimeDir(workdir) {
  const dir = runtimeDirOf(workdir);
  for (const part of [dir, path6.join(dir, "journal")]) {
    const stat = lstatOrNull(part);
    if (stat === null) break;
    if (stat.isSymbolicLink()) refuseLink(part);
  }
  if (lstatOrNull(dir) !== null) {
    const real = realpathSync(dir);
    const root = realpathSync(workdir);
    if (real !== path6.join(root, RUNTIME_DIR)) {
      throw new StackgateError(
        `${dir} resolves to ${real}, outside the workdir ${root}. stackgate refuses to keep its journal and plans there.`,
        EXIT.failed
      );
    }
  }
  const tracked = trackedRuntimePaths(workdir);
  if (tracked.length > 0) {
    const shown = tracked.slice(0, 3).map((p) => JSON.stringify(p)).join(", ");
    throw new StackgateError(
      `${dir} is tracked by git (${shown}${tracked.length > 3 ? `, and ${tracked.length - 3} more` : ""}). ${RUNTIME_DIR}/ holds runtime data only \u2014 run journals and plans \u2014 and stackgate never reads them from the repository: a committed journal could name someone else's live lock as stackgate's. Remove it from the repository (git rm -r --cached ${JSON.stringify(path6.relative(workdir, dir) || RUNTIME_DIR)}) and add ${RUNTIME_DIR}/ to .gitignore.`,
      EXIT.failed
    );
  }
}
function assertNotSymlink(file) {
  if (lstatOrNull(file)?.isSymbolicLink()) refuseLink(file);
}
function openAppendNoFollow(file) {
  return openSync(
    file,
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
    420
  );
}
function assertNoSymlinkBelow(root, file) {
  const relative = path6.relative(root, file);
  if (relative === "") return;
  const inside = relative !== "" && !relative.startsWith("..") && !path6.isAbsolute(relative);
  const parts = inside ? relative.split(path6.sep) : [path6.basename(file)];
  let current = inside ? root : path6.dirname(file);
  for (const part of parts) {
    current = path6.join(current, part);
    const stat = lstatOrNull(current);
    if (stat === null) return;
    if (stat.isSymbolicLink()) refuseLink(current);
  }
}
var IGNORE_ALL = "*\n";
function ensureRuntimeDir(workdir) {
  const dir = runtimeDirOf(workdir);
  mkdirSync(dir, { recursive: true, mode: 493 });
  try {
    writeNewFileNoFollow(path6.join(dir, ".gitignore"), IGNORE_ALL);
  } catch (error) {
    const code = error.code;
    if (code !== "EEXIST" && code !== "ELOOP") throw error;
  }
  return dir;
}

// src/files/engine-output.ts
function outputDirOf(workdir) {
  return path7.join(runtimeDirOf(workdir), "engine");
}
function applyOutputFile(workdir, runId) {
  const name = createHash2("sha256").update(runId).digest("hex").slice(0, 16);
  return path7.join(outputDirOf(workdir), `apply-${name}.out`);
}
function prepareOutputDir(workdir) {
  for (const dir of [runtimeDirOf(workdir), outputDirOf(workdir)]) {
    assertNotSymlink(dir);
    mkdirSync2(dir, { recursive: true, mode: 448 });
  }
  assertNotSymlink(outputDirOf(workdir));
}
function readOutputFile(file) {
  if (lstatSync4(file, { throwIfNoEntry: false }) === void 0) return null;
  assertNotSymlink(file);
  const fd = openSync2(file, constants2.O_RDONLY | constants2.O_NOFOLLOW);
  try {
    return readFileSync4(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}
function readOutputEnd(file) {
  if (lstatSync4(file, { throwIfNoEntry: false }) === void 0) return null;
  assertNotSymlink(file);
  const fd = openSync2(file, constants2.O_RDONLY | constants2.O_NOFOLLOW);
  try {
    const bytes = fstatSync(fd).size;
    if (bytes === 0) return { file, bytes, wholeLines: true };
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, bytes - 1);
    return { file, bytes, wholeLines: last[0] === 10 };
  } finally {
    closeSync(fd);
  }
}
function removeOutputFile(file) {
  rmSync2(file, { force: true });
}

// src/engines/terraform/args.ts
var UNATTENDED_JSON = ["-input=false", "-no-color", "-json"];
var INIT_ARGS = ["init", "-input=false", "-no-color"];
function lockArgs(lockTimeout, held) {
  if (held) return ["-lock=false"];
  return lockTimeout === null ? [] : [`-lock-timeout=${lockTimeout}`];
}
function planArgs(request, held = false) {
  return [
    "plan",
    ...UNATTENDED_JSON,
    "-detailed-exitcode",
    ...lockArgs(request.lockTimeout, held),
    `-out=${request.planFile}`,
    ...request.mode === "refresh-only" ? ["-refresh-only"] : [],
    ...request.mode === "destroy" ? ["-destroy"] : [],
    ...(request.exclude ?? []).map((address) => `-exclude=${address}`),
    ...request.varFiles.map((f) => `-var-file=${f}`),
    ...request.vars.flatMap((v) => ["-var", v])
  ];
}
function applyArgs2(request, held = false) {
  return ["apply", ...UNATTENDED_JSON, ...lockArgs(request.lockTimeout, held), request.planFile];
}
var PROBE_LOCK_ARGS = ["plan", ...UNATTENDED_JSON, "-refresh=false", "-lock-timeout=0s"];
function showPlanArgs(planFile) {
  return ["show", "-json", "-no-color", planFile];
}
var SHOW_STATE_ARGS = ["show", "-json", "-no-color"];
var VERSION_ARGS = ["version", "-json"];
var OUTPUT_ARGS = ["output", "-json", "-no-color"];
function pushStateArgs(file, held = false) {
  return ["state", "push", "-no-color", ...lockArgs(null, held), file];
}
function importArgs2(address, id, held = false) {
  return ["import", "-input=false", "-no-color", ...lockArgs(null, held), address, id];
}
function forceUnlockArgs(id) {
  return ["force-unlock", "-force", "-no-color", id];
}

// src/engines/terraform/parse-outputs-json.ts
function parseOutputsJson(text2) {
  let parsed;
  try {
    parsed = JSON.parse(text2.trim() === "" ? "{}" : text2);
  } catch (error) {
    throw new Error(`"output -json" printed no JSON: ${messageOf(error)}`, { cause: error });
  }
  if (!isRecord(parsed)) {
    throw new Error(
      `"output -json" printed ${Array.isArray(parsed) ? "an array" : typeof parsed}, expected an object of outputs`
    );
  }
  return Object.entries(parsed).map(([name, raw]) => {
    if (!isRecord(raw) || !("value" in raw)) {
      throw new Error(`"output -json": output "${name}" has no value`);
    }
    return { name, value: raw.value, sensitive: raw.sensitive !== false };
  }).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

// src/engines/terraform/plan-json-values.ts
function renderPath(steps) {
  let out = "";
  for (const step of steps) out = appendPathStep(out, step);
  return out;
}
function appendPathStep(path21, step) {
  if (typeof step === "number") return `${path21}[${step}]`;
  return keyStep(path21, String(step));
}
function valueFingerprints(change) {
  const full = { before: change.before, after: change.after, after_unknown: change.afterUnknown };
  const masked = fingerprint({
    before: maskSensitive(change.before, change.beforeSensitive),
    after: maskSensitive(change.after, change.afterSensitive),
    after_unknown: change.afterUnknown
  });
  const sensitive = containsTrue(change.beforeSensitive) || containsTrue(change.afterSensitive);
  return sensitive ? { fingerprint: masked, sealed: fingerprint(full) } : { fingerprint: masked };
}
function maskSensitive(value, mask) {
  if (mask === true) return SENSITIVE;
  if (Array.isArray(value)) return value.map((item, i) => maskSensitive(item, childMask(mask, i)));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, maskSensitive(v, childMask(mask, k))])
    );
  }
  return value;
}
function childMask(mask, key) {
  if (mask === true) return true;
  if (typeof key === "number") return Array.isArray(mask) ? mask[key] : void 0;
  return isRecord(mask) ? mask[key] : void 0;
}
function containsTrue(mask) {
  if (mask === true) return true;
  if (Array.isArray(mask)) return mask.some(containsTrue);
  if (isRecord(mask)) return Object.values(mask).some(containsTrue);
  return false;
}
function requireString(entry, key, where) {
  const value = entry[key];
  if (typeof value !== "string") {
    throw new Error(`${where}: expected "${key}" to be a string, got ${describeValue(value)}`);
  }
  return value;
}
function describeValue(value) {
  if (value === void 0) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value))
    return `an array of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "string") return `a string of ${value.length} characters`;
  if (typeof value === "number" || typeof value === "boolean")
    return `${typeof value} ${String(value)}`;
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "an empty object";
    const shown = keys.slice(0, 12).join(", ");
    return `an object with keys: ${shown}${keys.length > 12 ? `, \u2026 (${keys.length} keys)` : ""}`;
  }
  return typeof value;
}

// src/engines/terraform/plan-json-actions.ts
var MAPPED_ACTIONS = {
  '["create"]': { action: "create", forget: false },
  '["update"]': { action: "update", forget: false },
  '["delete"]': { action: "delete", forget: false },
  '["delete","create"]': {
    action: "replace",
    replaceOrder: "delete-before-create",
    forget: false
  },
  '["create","delete"]': {
    action: "replace",
    replaceOrder: "create-before-destroy",
    forget: false
  },
  '["read"]': { action: "read", forget: false },
  '["no-op"]': { action: "no-op", forget: false },
  '["forget"]': { action: "no-op", forget: true }
};
function mapActions(actions, where) {
  const key = JSON.stringify(actions);
  const mapped = Object.hasOwn(MAPPED_ACTIONS, key) ? MAPPED_ACTIONS[key] : void 0;
  if (mapped === void 0) {
    throw new Error(
      `${where}: expected "change.actions" to be one of ${Object.keys(MAPPED_ACTIONS).join(", ")}, got ${JSON.stringify(actions)}`
    );
  }
  return { ...mapped };
}
var ACTION_REASONS = {
  replace_because_tainted: "tainted",
  replace_because_cannot_update: "cannot be updated in place",
  replace_by_request: "replacement requested (-replace)",
  replace_by_triggers: "replace_triggered_by",
  delete_because_no_resource_config: "not in configuration",
  delete_because_no_module: "module not in configuration",
  delete_because_wrong_repetition: "count/for_each changed",
  delete_because_count_index: "count index out of range",
  delete_because_each_key: "for_each key not in configuration",
  delete_because_no_move_target: "moved target not in configuration",
  read_because_config_unknown: "read during apply: configuration not yet known",
  read_because_dependency_pending: "read during apply: depends on pending changes",
  read_because_check_nested: "read during apply: nested in a check block"
};
function describeActionReason(code) {
  return ACTION_REASONS[code] ?? code.replace(/_/g, " ");
}
function readReplacePaths(value) {
  if (!Array.isArray(value)) return [];
  const rendered = value.filter((path21) => Array.isArray(path21) && path21.length > 0).map((path21) => renderPath(path21));
  return [...new Set(rendered)];
}

// src/engines/terraform/plan-json-diff.ts
var MIN_EMBEDDED_SECRET_CHARS = 6;
function renderResourceDiff(change, replacePaths) {
  const secrets = /* @__PURE__ */ new Set();
  collectSecrets(change.before, change.beforeSensitive, secrets);
  collectSecrets(change.after, change.afterSensitive, secrets);
  const before = toDiffValue2(change.before, change.beforeSensitive, null, secrets);
  const after = toDiffValue2(change.after, change.afterSensitive, change.afterUnknown, secrets);
  const lines = diffValues(before, after, {
    annotate: (path21) => replacePaths.some(
      (p) => path21 === p || path21.startsWith(`${p}.`) || path21.startsWith(`${p}[`) || path21.startsWith(`${p} (`)
    ) ? "  # forces replacement" : ""
  });
  return boundLines(lines, MAX_DIFF_CHARS);
}
function toDiffValue2(value, sensitive, unknown, secrets) {
  if (sensitive === true) return sensitiveValue(value);
  if (unknown === true) return UNKNOWN_VALUE;
  if (value === null || value === void 0) return NULL_VALUE;
  if (typeof value === "string") {
    return isSecret(value, secrets) ? sensitiveValue(value) : { kind: "string", value };
  }
  if (typeof value === "number" || typeof value === "boolean") {
    return { kind: "scalar", text: String(value) };
  }
  if (Array.isArray(value)) {
    const items = value.map(
      (item, index) => toDiffValue2(item, childMask(sensitive, index), childMask(unknown, index), secrets)
    );
    if (Array.isArray(unknown)) {
      for (let index = value.length; index < unknown.length; index += 1) {
        if (unknown[index] === true) items.push(UNKNOWN_VALUE);
      }
    }
    return { kind: "list", items };
  }
  if (isRecord(value)) {
    const keys = new Set(Object.keys(value));
    if (isRecord(unknown)) for (const key of Object.keys(unknown)) keys.add(key);
    const entries = /* @__PURE__ */ new Map();
    for (const key of keys) {
      entries.set(
        key,
        toDiffValue2(value[key], childMask(sensitive, key), childMask(unknown, key), secrets)
      );
    }
    return { kind: "map", entries };
  }
  const text2 = JSON.stringify(value) ?? typeof value;
  return { kind: "opaque", text: text2, identity: text2 };
}
function collectSecrets(value, sensitive, out) {
  if (sensitive === true) {
    collectStrings(value, out);
    return;
  }
  if (Array.isArray(value))
    value.forEach((item, index) => collectSecrets(item, childMask(sensitive, index), out));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value))
      collectSecrets(child, childMask(sensitive, key), out);
  }
}
function collectStrings(value, out) {
  if (typeof value === "string") {
    if (value !== "") out.add(value);
  } else if (typeof value === "number") out.add(String(value));
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (isRecord(value)) for (const item of Object.values(value)) collectStrings(item, out);
}
function isSecret(text2, secrets) {
  if (secrets.has(text2)) return true;
  for (const secret of secrets) {
    if (secret.length >= MIN_EMBEDDED_SECRET_CHARS && text2.includes(secret)) return true;
  }
  return false;
}

// src/engines/terraform/parse-plan-json.ts
var FORGET_REASON = "removed from state without destroying the object (forget)";
var PLAN_EXPECTATION = 'expected a Terraform plan JSON document (the output of "terraform show -json <planfile>") with "format_version" and "resource_changes"';
function parsePlanJson(text2, engine) {
  const doc = readPlanDocument(text2);
  const resources = readResourceChanges(doc, "resource_changes");
  const drift = readResourceChanges(doc, "resource_drift");
  const outputs = readOutputChanges(doc);
  const errored = doc.errored === true;
  return {
    engine,
    engineVersion: typeof doc.terraform_version === "string" ? doc.terraform_version : "",
    resources,
    drift,
    outputs,
    diagnostics: describePlanStatus(doc, engine),
    summary: summarize(resources, drift, outputs),
    errored,
    // What will run: resources with their provisioners, module calls with their sources and
    // their own configuration, provider configuration (all from the plan's snapshot).
    configuration: fingerprint(doc.configuration ?? null)
  };
}
function readPlanDocument(text2) {
  const trimmed = text2.trim();
  if (trimmed === "") throw new Error(`${PLAN_EXPECTATION}, got empty input`);
  let parsed;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    const reason = messageOf(error);
    throw new Error(
      `${PLAN_EXPECTATION}, got text that is not JSON (${reason}); it starts with ${JSON.stringify(truncate(trimmed, 40))}`,
      { cause: error }
    );
  }
  if (!isRecord(parsed)) throw new Error(`${PLAN_EXPECTATION}, got ${describeValue(parsed)}`);
  const isPlan = typeof parsed.format_version === "string" && ["planned_values", "resource_changes", "resource_drift", "output_changes"].some(
    (key) => key in parsed
  );
  if (!isPlan) throw new Error(`${PLAN_EXPECTATION}, got ${describeForeignDocument(parsed)}`);
  const version = parsed.format_version;
  if (!/^1\./.test(version)) {
    throw new Error(
      `expected a plan JSON "format_version" 1.x (the only major version this parser knows), got ${JSON.stringify(version)}`
    );
  }
  return parsed;
}
function describeForeignDocument(doc) {
  const keys = describeValue(doc);
  if (typeof doc.format_version === "string" && "values" in doc) {
    return `a Terraform state document ("terraform show -json" without a plan file): ${keys}`;
  }
  if ("checkpoint" in doc || "deployment" in doc) {
    return `what looks like a Pulumi checkpoint or stack export: ${keys}`;
  }
  if ("steps" in doc || "changeSummary" in doc) {
    return `what looks like a Pulumi preview document: ${keys}`;
  }
  return keys;
}
function describePlanStatus(doc, engine) {
  const label = engine === "tofu" ? "OpenTofu" : "Terraform";
  const diagnostics = [];
  if (doc.errored === true) {
    diagnostics.push({
      severity: "error",
      summary: "The plan failed",
      detail: `The plan JSON says "errored": true: ${label} could not finish this plan, so it must not be applied. The reasons are in the plan command's own output.`
    });
  }
  if (doc.complete === false) {
    diagnostics.push({
      severity: "warning",
      summary: "The plan is incomplete",
      detail: `The plan JSON says "complete": false: some changes were deferred, so another plan and apply will be needed after this one.`
    });
  }
  return diagnostics;
}
function readResourceChanges(doc, key) {
  const list = doc[key];
  if (list === void 0 || list === null) return [];
  if (!Array.isArray(list)) {
    throw new Error(`expected "${key}" to be an array, got ${describeValue(list)}`);
  }
  return list.map((entry, index) => toResourceChange2(entry, `${key}[${index}]`)).filter(
    (r) => r.action !== "no-op" || r.movedFrom !== void 0 || r.importId !== void 0 || r.reasons.includes(FORGET_REASON)
  );
}
function toResourceChange2(entry, where) {
  if (!isRecord(entry))
    throw new Error(`${where}: expected an object, got ${describeValue(entry)}`);
  const address = requireString(entry, "address", where);
  const type = requireString(entry, "type", where);
  const name = requireString(entry, "name", where);
  const rawChange = entry.change;
  if (!isRecord(rawChange)) {
    throw new Error(
      `${where} (${address}): expected "change" to be an object, got ${describeValue(rawChange)}`
    );
  }
  const actions = rawChange.actions;
  if (!Array.isArray(actions) || !actions.every((a) => typeof a === "string")) {
    throw new Error(
      `${where} (${address}): expected "change.actions" to be an array of strings, got ${describeValue(actions)}`
    );
  }
  const mapped = mapActions(actions, `${where} (${address})`);
  const change = {
    before: rawChange.before ?? null,
    after: rawChange.after ?? null,
    afterUnknown: rawChange.after_unknown ?? null,
    beforeSensitive: rawChange.before_sensitive ?? null,
    afterSensitive: rawChange.after_sensitive ?? null
  };
  const replacePaths = readReplacePaths(rawChange.replace_paths);
  const reasons = [...replacePaths];
  if (typeof entry.action_reason === "string")
    reasons.push(describeActionReason(entry.action_reason));
  if (mapped.forget) reasons.push(FORGET_REASON);
  if (typeof entry.deposed === "string") reasons.push(`deposed object ${entry.deposed}`);
  const changedAttributes2 = listChangedAttributes(change);
  const resource = {
    address,
    type,
    name: readShortName(entry, address, type, name),
    module: typeof entry.module_address === "string" ? entry.module_address : "",
    action: mapped.action,
    reasons,
    changedAttributes: changedAttributes2,
    sensitive: isSensitiveChange(change, changedAttributes2),
    ...valueFingerprints(change),
    diff: renderResourceDiff(change, replacePaths)
  };
  const computed = changedAttributes2.filter((key) => childMask(change.afterUnknown, key) === true);
  if (computed.length > 0) resource.computed = computed;
  if (mapped.replaceOrder !== void 0) resource.replaceOrder = mapped.replaceOrder;
  if (typeof entry.previous_address === "string" && entry.previous_address !== address) {
    resource.movedFrom = entry.previous_address;
  }
  const importId = readImportId(rawChange.importing);
  if (importId !== void 0) resource.importId = importId;
  return resource;
}
function readShortName(entry, address, type, name) {
  const moduleAddress = typeof entry.module_address === "string" ? entry.module_address : "";
  let local = moduleAddress !== "" && address.startsWith(`${moduleAddress}.`) ? address.slice(moduleAddress.length + 1) : address;
  if (local.startsWith("data.")) local = local.slice("data.".length);
  if (local.startsWith(`${type}.`)) return local.slice(type.length + 1);
  const index = entry.index;
  if (typeof index === "number") return `${name}[${index}]`;
  if (typeof index === "string") return `${name}[${JSON.stringify(index)}]`;
  return name;
}
function readImportId(importing) {
  if (!isRecord(importing)) return void 0;
  if (typeof importing.id === "string") return importing.id;
  if (importing.identity !== void 0) return canonicalJson(importing.identity);
  return "";
}
function listChangedAttributes(change) {
  const before = isRecord(change.before) ? change.before : {};
  const after = isRecord(change.after) ? change.after : {};
  const unknown = change.afterUnknown;
  const keys = /* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)]);
  if (isRecord(unknown)) for (const key of Object.keys(unknown)) keys.add(key);
  return [...keys].sort().filter((key) => {
    if (containsTrue(childMask(unknown, key))) return true;
    return canonicalJson(before[key] ?? null) !== canonicalJson(after[key] ?? null);
  });
}
function isSensitiveChange(change, changedAttributes2) {
  if (change.beforeSensitive === true || change.afterSensitive === true) return true;
  return changedAttributes2.some(
    (key) => containsTrue(childMask(change.beforeSensitive, key)) || containsTrue(childMask(change.afterSensitive, key))
  );
}
function readOutputChanges(doc) {
  const outputs = doc.output_changes;
  if (outputs === void 0 || outputs === null) return [];
  if (!isRecord(outputs)) {
    throw new Error(`expected "output_changes" to be an object, got ${describeValue(outputs)}`);
  }
  return Object.keys(outputs).sort().map((name) => {
    const where = `output_changes.${name}`;
    const change = outputs[name];
    if (!isRecord(change)) {
      throw new Error(`${where}: expected an object, got ${describeValue(change)}`);
    }
    const actions = change.actions;
    if (!Array.isArray(actions) || !actions.every((a) => typeof a === "string")) {
      throw new Error(
        `${where}: expected "actions" to be an array of strings, got ${describeValue(actions)}`
      );
    }
    return {
      name,
      action: mapActions(actions, where).action,
      sensitive: containsTrue(change.before_sensitive) || containsTrue(change.after_sensitive),
      ...valueFingerprints({
        before: change.before ?? null,
        after: change.after ?? null,
        afterUnknown: change.after_unknown ?? null,
        beforeSensitive: change.before_sensitive ?? null,
        afterSensitive: change.after_sensitive ?? null
      })
    };
  });
}

// src/engines/terraform/parse-ui-json.ts
var EVENT_ACTIONS = ["create", "update", "delete", "read", "replace"];
var RESOURCE_PROGRESS = /* @__PURE__ */ new Set([
  "apply_start",
  "apply_progress",
  "refresh_start",
  "refresh_complete",
  "provision_start",
  "provision_progress",
  "provision_complete",
  "provision_errored",
  "ephemeral_op_start",
  "ephemeral_op_progress",
  "ephemeral_op_complete",
  "ephemeral_op_errored"
]);
function parseUiJsonLine(line2) {
  const text2 = line2.replace(/\r$/, "");
  if (text2.trim() === "") return null;
  let parsed;
  try {
    parsed = JSON.parse(text2);
  } catch {
    return { kind: "log", message: text2 };
  }
  return isRecord(parsed) ? toEvent(parsed, text2) : { kind: "log", message: text2 };
}
function messageValue(message) {
  if (typeof message !== "string") return message;
  try {
    return JSON.parse(message);
  } catch {
    return null;
  }
}
function parseChangeSummary(message) {
  const value = messageValue(message);
  if (!isRecord(value) || value.type !== "change_summary" || !isRecord(value.changes)) return null;
  const { add, change, remove, import: imported } = value.changes;
  if (typeof add !== "number" || typeof change !== "number" || typeof remove !== "number") {
    return null;
  }
  const counts = { add, change, remove };
  if (typeof imported === "number") counts.import = imported;
  return counts;
}
function parseOutputsMessage(message) {
  const value = messageValue(message);
  if (!isRecord(value) || value.type !== "outputs" || !isRecord(value.outputs)) return null;
  const outputs = [];
  let complete = true;
  for (const [name, raw] of Object.entries(value.outputs)) {
    if (!isRecord(raw) || "action" in raw) return null;
    const sensitive = raw.sensitive !== false;
    if (!("value" in raw)) {
      if (!sensitive) return null;
      complete = false;
    }
    outputs.push({ name, value: raw.value, sensitive });
  }
  outputs.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return { outputs, complete };
}
function toEvent(message, raw) {
  const type = typeof message.type === "string" ? message.type : "";
  const text2 = typeof message["@message"] === "string" ? message["@message"] : raw;
  if (type === "diagnostic") return toDiagnosticEvent(message, text2);
  if (type === "change_summary") {
    const counts = parseChangeSummary(message);
    return counts === null ? { kind: "summary", message: text2 } : { kind: "summary", message: text2, counts };
  }
  if (type === "apply_start") {
    return withHook({ kind: "resource-start", message: text2 }, message.hook);
  }
  if (type === "apply_complete")
    return withHook({ kind: "resource-done", message: text2 }, message.hook);
  if (type === "apply_errored")
    return withHook({ kind: "resource-failed", message: text2 }, message.hook);
  if (RESOURCE_PROGRESS.has(type))
    return withHook({ kind: "progress", message: text2 }, message.hook);
  if (type === "planned_change" || type === "resource_drift") {
    return withHook({ kind: "progress", message: text2 }, message.change);
  }
  return { kind: "log", message: text2 };
}
function withHook(event, hook) {
  if (!isRecord(hook)) return event;
  const resource = hook.resource;
  if (isRecord(resource) && typeof resource.addr === "string") event.address = resource.addr;
  const action = EVENT_ACTIONS.find((a) => a === hook.action);
  if (action !== void 0) event.action = action;
  if (typeof hook.id_value === "string") event.id = hook.id_value;
  return event;
}
function toDiagnosticEvent(message, text2) {
  const raw = isRecord(message.diagnostic) ? message.diagnostic : {};
  const severity = raw.severity === "error" || raw.severity === "warning" ? raw.severity : message["@level"] === "error" ? "error" : "warning";
  const diagnostic = {
    severity,
    summary: typeof raw.summary === "string" ? raw.summary : text2,
    detail: typeof raw.detail === "string" ? raw.detail : ""
  };
  const location = locationOf(raw);
  if (location !== null) diagnostic.location = location;
  const event = { kind: "diagnostic", message: text2, diagnostic };
  if (typeof raw.address === "string" && raw.address !== "") {
    diagnostic.address = raw.address;
    event.address = raw.address;
  }
  return event;
}
function locationOf(raw) {
  const range = isRecord(raw.range) ? raw.range : null;
  const start = range && isRecord(range.start) ? range.start : null;
  if (typeof range?.filename !== "string" || range.filename === "") return null;
  if (typeof start?.line !== "number" || !Number.isInteger(start.line) || start.line < 1) {
    return null;
  }
  const location = { file: range.filename, line: start.line };
  const snippet = isRecord(raw.snippet) ? raw.snippet : null;
  if (typeof snippet?.context === "string" && snippet.context !== "") {
    location.context = snippet.context;
  }
  return location;
}

// src/engines/terraform/run.ts
function startTerraform(cli, args, onLine, onStarted, outputFile) {
  return startEngine(
    cli,
    args,
    {
      ...onLine ? { onStdoutLine: onLine, onStderrLine: onLine } : {},
      ...outputFile === void 0 ? {} : { outputFile }
    },
    onStarted
  );
}
function assertStarted2(cli, result) {
  assertEngineStarted(
    result,
    cli.binary,
    cli.name === "tofu" ? "OpenTofu (`tofu`)" : "Terraform (`terraform`)"
  );
}
async function runTerraform(cli, args, onLine) {
  const result = await startTerraform(cli, args, onLine).done;
  assertStarted2(cli, result);
  return result;
}
async function streamTerraform(cli, args, onEvent, onStarted, outputFile) {
  const diagnostics = [];
  let counts;
  let outputs;
  const events = { read: 0, completed: 0 };
  const child = startTerraform(
    cli,
    args,
    (line2) => {
      const event = parseUiJsonLine(line2);
      if (event === null) return;
      events.read += 1;
      if (event.kind === "resource-done") events.completed += 1;
      if (event.diagnostic) diagnostics.push(event.diagnostic);
      if (event.kind === "log" && line2.includes('"type":"outputs"')) {
        outputs = parseOutputsMessage(line2) ?? outputs;
      }
      if (event.kind === "summary" && event.counts) {
        counts = {
          added: event.counts.add,
          changed: event.counts.change,
          removed: event.counts.remove
        };
      }
      onEvent?.(event);
    },
    onStarted,
    outputFile
  );
  const result = await child.done;
  assertStarted2(cli, result);
  return {
    result,
    diagnostics,
    events,
    ...counts === void 0 ? {} : { counts },
    ...outputs === void 0 ? {} : { outputs }
  };
}
async function captureStdout(cli, args) {
  const lines = [];
  const child = cli.runner.start({
    command: cli.binary,
    args,
    cwd: cli.workdir,
    env: cli.env,
    onStdoutLine: (line2) => lines.push(line2)
  });
  const result = await child.done;
  assertStarted2(cli, result);
  return { result, stdout: lines.join("\n") };
}

// src/engines/terraform/state-json.ts
function summarizeStateJson(stateJson) {
  const summary = { addresses: [], tainted: [] };
  if (stateJson.trim() === "") return summary;
  const parsed = JSON.parse(stateJson);
  const visit = (module) => {
    for (const r of module?.resources ?? []) {
      if (!r.address) continue;
      summary.addresses.push(r.address);
      if (r.tainted === true) summary.tainted.push(r.address);
    }
    for (const child of module?.child_modules ?? []) visit(child);
  };
  visit(parsed.values?.root_module);
  return summary;
}

// src/engines/terraform/commands.ts
async function readTerraformVersion(cli) {
  const { binary } = cli;
  const stdout = await readStdout(cli, VERSION_ARGS, "version -json", EXIT.engineUnavailable);
  try {
    const parsed = JSON.parse(stdout);
    if (typeof parsed.terraform_version === "string") return parsed.terraform_version;
  } catch {
  }
  const match = /v?(\d+\.\d+\.\d+[\w.-]*)/.exec(stdout);
  if (match?.[1]) return match[1];
  throw new StackgateError(
    `could not read the version of "${binary}": expected JSON with "terraform_version", got: ${lastLines(stdout, 2)}`,
    EXIT.engineUnavailable
  );
}
async function readOutputs(cli) {
  return parseOutputsJson(await readStdout(cli, OUTPUT_ARGS, "output -json", EXIT.failed));
}
async function readStdout(cli, args, shown, exitCode) {
  const { result, stdout } = await captureStdout(cli, args);
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `"${cli.binary} ${shown}" failed with exit code ${String(result.exitCode)}: ${lastLines(result.tail, 3)}`,
      exitCode
    );
  }
  return stdout;
}
async function showSavedPlan(cli, init, planFile) {
  const { binary, name, workdir } = cli;
  const { result, stdout } = await init.retry(
    () => captureStdout(cli, showPlanArgs(planFile)),
    (first) => first.result.exitCode !== 0 && /\b(terraform|tofu) init\b/.test(first.result.tail)
  );
  if (result.exitCode !== 0) {
    throw new StackgateError(
      `plan file "${planFile}" could not be read by ${binary}: expected a saved plan made by \`${binary} plan -out\` in this workdir. ${binary} said:
${quoteBlock(lastError(result.tail))}
Run \`stackgate preview\` to make a new plan.`,
      EXIT.failed
    );
  }
  try {
    return withTerraformLockFile(parsePlanJson(stdout, name), workdir);
  } catch (error) {
    throw new StackgateError(`plan file "${planFile}": ${messageOf(error)}`, EXIT.failed, {
      cause: error
    });
  }
}
function createStateReader(cli) {
  let cache = null;
  return {
    read() {
      cache ??= captureStdout(cli, SHOW_STATE_ARGS).then(({ result, stdout }) => {
        if (result.exitCode !== 0) {
          cache = null;
          throw new StackgateError(
            `"${cli.binary} show -json" failed in ${cli.workdir}:
${quoteBlock(lastError(result.tail))}`,
            EXIT.failed
          );
        }
        return summarizeStateJson(stdout);
      });
      return cache;
    },
    forget() {
      cache = null;
    }
  };
}
async function runChange(cli, args, failure) {
  const result = await runTerraform(cli, args);
  if (result.exitCode !== 0) {
    throw new StackgateError(failure(lastLines(result.tail, 5)), EXIT.failed);
  }
}

// src/files/fs-errors.ts
import { accessSync, constants as constants3, lstatSync as lstatSync5, readlinkSync as readlinkSync2, statfsSync, statSync } from "node:fs";
import path8 from "node:path";
var CAUSES = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOENT: "no such file or directory",
  ENOTDIR: "a part of the path is a file, not a directory",
  EISDIR: "it is a directory",
  EEXIST: "it already exists and is not a directory",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is exhausted",
  ELOOP: "too many levels of symbolic links",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long"
};
var VERBS = {
  mkdir: "create the directory",
  open: "open",
  write: "write",
  rename: "rename a file to",
  unlink: "remove",
  rmdir: "remove the directory",
  scandir: "list the directory",
  stat: "read the status of",
  lstat: "read the status of",
  symlink: "create the link"
};
function isErrnoError(error) {
  return error instanceof Error && typeof error.code === "string" && typeof error.path === "string";
}
function diagnosePath(target) {
  for (let dir = path8.resolve(target); ; dir = path8.dirname(dir)) {
    let link;
    try {
      link = lstatSync5(dir).isSymbolicLink();
    } catch {
      if (dir === path8.dirname(dir)) return null;
      continue;
    }
    let isDirectory;
    try {
      isDirectory = statSync(dir).isDirectory();
    } catch {
      if (link) {
        return `${dir} is a symbolic link to ${JSON.stringify(readlinkSync2(dir))}, which does not exist (a dangling symlink)`;
      }
      return null;
    }
    if (!isDirectory) {
      return dir === path8.resolve(target) ? null : `${dir} is a file, not a directory`;
    }
    try {
      accessSync(dir, constants3.W_OK);
    } catch (error) {
      const code = error instanceof Error ? error.code ?? "" : "";
      return code === "EROFS" ? `${dir} is on a read-only file system` : `${dir} is not writable by this user${code === "EACCES" ? "" : ` (${code || "no write permission"})`}`;
    }
    return null;
  }
}
function describeFreeSpace(target) {
  for (let dir = path8.resolve(target); ; dir = path8.dirname(dir)) {
    try {
      const fs = statfsSync(dir);
      const mib = fs.bavail * fs.bsize / (1024 * 1024);
      return `${mib < 10 ? mib.toFixed(2) : Math.round(mib)} MiB free on the file system of ${dir}`;
    } catch {
      if (dir === path8.dirname(dir)) return "free space unknown";
    }
  }
}
var FULL = /* @__PURE__ */ new Set(["ENOSPC", "EDQUOT"]);
function describeWriteFailure(file, error) {
  const code = error instanceof Error ? error.code : void 0;
  if (code === void 0)
    return `cannot write ${file}: ${String(error instanceof Error ? error.message : error)}`;
  const cause = CAUSES[code] ?? code;
  return `cannot write ${file}: ${cause} (${code}${FULL.has(code) ? `; ${describeFreeSpace(file)}` : ""})`;
}
function explainFsError(error) {
  if (!isErrnoError(error) || error.path === void 0 || !(error.code in CAUSES)) return error;
  const target = error.path;
  const verb = VERBS[error.syscall ?? ""] ?? "use";
  const full = FULL.has(error.code);
  const cause = (full ? null : diagnosePath(target)) ?? CAUSES[error.code] ?? error.code;
  if (full) {
    return new StackgateError(
      `cannot ${verb} ${target}: ${cause} (${error.code}; ${describeFreeSpace(target)}). Free space there (or point TMPDIR, --plan-file or --journal-dir elsewhere), then run again.`,
      EXIT.failed,
      { cause: error }
    );
  }
  return new StackgateError(
    `cannot ${verb} ${target}: ${cause} (${error.code}). stackgate keeps its plan files and run journal in the workdir's .stackgate/ (or --plan-file / --journal-dir): make that path a writable directory, then run again.`,
    EXIT.failed,
    { cause: error }
  );
}

// src/engines/terraform/parse-lock-error.ts
var ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g;
var LOCK_SUMMARY = /Error acquiring the state lock/i;
var STALE_PLAN = /Saved plan is stale/i;
var FIELDS = {
  ID: "id",
  Path: "path",
  Operation: "operation",
  Who: "who",
  Version: "version",
  Created: "created",
  Info: "info"
};
function stripAnsi(text2) {
  return text2.replace(ANSI, "");
}
function isStalePlanError(text2) {
  return STALE_PLAN.test(stripAnsi(text2));
}
function parseLockError(text2) {
  return describeLockError(text2)?.holder ?? null;
}
function describeLockError(text2) {
  const detail = findLockErrorDetail(text2);
  if (detail === null) return null;
  const details = readLockDetail(detail);
  const nobody = Object.keys(details.holder).length === 0 && !details.lockInfoIsRequester;
  const unheld = FILESYSTEM_ERROR.test(details.reason) && !HELD_BY_ANOTHER.test(details.reason);
  return nobody && unheld ? null : details;
}
var HELD_BY_ANOTHER = /resource temporarily unavailable|another process has locked/i;
var FILESYSTEM_ERROR = /read-only file system|permission denied|no space left on device|not a directory|is a directory|no such file or directory|too many levels of symbolic links/i;
function findLockErrorDetail(text2) {
  for (const line2 of text2.split("\n")) {
    const detail = readJsonLockDetail(line2);
    if (detail !== null) return detail;
  }
  const plain = unbox(stripAnsi(text2));
  return LOCK_SUMMARY.test(plain) ? plain : null;
}
function readJsonLockDetail(line2) {
  if (!line2.trimStart().startsWith("{")) return null;
  let parsed;
  try {
    parsed = JSON.parse(line2);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.diagnostic)) return null;
  const { summary, detail } = parsed.diagnostic;
  if (typeof summary !== "string" || !LOCK_SUMMARY.test(summary)) return null;
  return typeof detail === "string" ? detail : "";
}
function unbox(text2) {
  return text2.split(/\r?\n/).filter((line2) => !/^\s*[╷╵]\s*$/.test(line2)).map((line2) => line2.replace(/^│ ?/, "")).join("\n");
}
function readLockDetail(detail) {
  const reason = readReason(detail);
  const lockInfo = readLockInfo(detail);
  const http = /HTTP remote state already locked:\s*ID=(\S+)/.exec(reason);
  if (http?.[1] !== void 0) {
    return { holder: { id: http[1] }, reason, lockInfoIsRequester: true };
  }
  const requesterOnly = /HTTP remote state already locked|Workspace is already locked|already locked for workspace creation/i;
  if (requesterOnly.test(reason)) return { holder: {}, reason, lockInfoIsRequester: true };
  return { holder: lockInfo, reason, lockInfoIsRequester: false };
}
function readReason(detail) {
  const match = /Error message:\s*([\s\S]*?)(?=\n\s*Lock Info:|\n\s*\n|$)/.exec(detail) ?? /Error acquiring the state lock:\s*([\s\S]*?)(?=\n\s*Lock Info:|\n\s*\n|$)/i.exec(detail);
  return (match?.[1] ?? "").replace(/\s+/g, " ").trim();
}
function readLockInfo(detail) {
  const holder = {};
  const lines = detail.split(/\r?\n/);
  const start = lines.findIndex((line2) => /^\s*Lock Info:\s*$/.test(line2));
  if (start < 0) return holder;
  for (const line2 of lines.slice(start + 1)) {
    const field = /^\s*(ID|Path|Operation|Who|Version|Created|Info):(.*)$/.exec(line2);
    if (field === null) break;
    const key = FIELDS[field[1] ?? ""];
    const value = (field[2] ?? "").trim();
    if (key !== void 0 && value !== "") holder[key] = value;
  }
  return holder;
}

// src/engines/terraform/failures.ts
function errorText2(run) {
  const fromDiagnostics = run.diagnostics.filter((d) => d.severity === "error").map(describeDiagnostic).join("\n");
  return fromDiagnostics || run.result.tail;
}
function lockHolderOf(run) {
  for (const d of run.diagnostics) {
    const holder = parseLockError(`${d.summary}
${d.detail}`);
    if (holder) return holder;
  }
  return parseLockError(run.result.tail);
}
function wasInterrupted(result) {
  return result.signal !== null || /Interrupt received|Two interrupts received/.test(result.tail);
}
function needsInit(run) {
  if (run.result.exitCode === 0) return false;
  const text2 = run.diagnostics.map((d) => `${d.summary}
${d.detail}`).join("\n") || run.result.tail;
  return /\b(terraform|tofu) init\b/.test(text2);
}
function isPlanned(run) {
  return run.result.exitCode === 0 || run.result.exitCode === 2;
}
function planFailure(binary, run) {
  if (wasInterrupted(run.result)) {
    return { kind: "interrupted", message: `${binary} plan was interrupted` };
  }
  const holder = lockHolderOf(run);
  if (holder) return { kind: "locked", holder, message: errorText2(run) };
  return { kind: "failed", message: errorText2(run), diagnostics: run.diagnostics };
}
function plannedOutcome(run, changeSet, planFile) {
  return { kind: "planned", changeSet, planFile, hasChanges: run.result.exitCode === 2 };
}
function applyOutcome2(binary, run, planFile) {
  const summary = run.counts ?? { added: 0, changed: 0, removed: 0 };
  if (run.result.exitCode === 0) {
    return run.counts === void 0 ? {
      kind: "failed",
      message: unverifiedApply(binary, run),
      diagnostics: run.diagnostics,
      summary
    } : { kind: "applied", summary };
  }
  const message = errorText2(run);
  if (isStalePlanError(message) || isStalePlanError(run.result.tail)) {
    return {
      kind: "stale-plan",
      message: `the saved plan ${planFile} is stale: the state changed since it was made, so it cannot be applied. Nothing was applied. Run \`stackgate preview\` again and approve the new plan.`
    };
  }
  if (run.result.signal === "SIGINT" && run.events.read === 0) {
    return {
      kind: "interrupted",
      message: `${binary} apply was stopped before it began (SIGINT reached it before its own handler): nothing was applied`,
      summary: { added: 0, changed: 0, removed: 0 }
    };
  }
  const killed = run.result.signal === null ? {} : { killedBy: run.result.signal };
  if (wasInterrupted(run.result)) {
    return { kind: "interrupted", message: `${binary} apply was interrupted`, summary, ...killed };
  }
  const holder = lockHolderOf(run);
  if (holder) return { kind: "locked", holder, message };
  return { kind: "failed", message, diagnostics: run.diagnostics, summary, ...killed };
}
function unverifiedApply(binary, run) {
  const { output, events } = run;
  const where = output === void 0 ? "no change summary arrived on its output" : `its output file ${output.file} ${output.wholeLines ? "ended" : "was cut in the middle of a line"} at byte ${output.bytes} without its change summary (${describeFreeSpace(output.file)})`;
  return `${binary} apply exited 0, but ${where}, so what it changed is not known and this run is not reported as applied. stackgate read ${events.read} events from it (${events.completed} resource${events.completed === 1 ? "" : "s"} reported complete, journaled as they came); the engine may have changed more than its output showed. Run \`stackgate recover\` to check the stack against its state (the next run's pre-flight does it too), or \`stackgate status\` to see what is pending.`;
}
function probeOutcome(run) {
  if (isPlanned(run)) return { kind: "free" };
  const holder = lockHolderOf(run);
  if (holder) return { kind: "locked", holder, message: errorText2(run) };
  return { kind: "unknown", message: errorText2(run) };
}

// src/engines/terraform/init.ts
import { existsSync as existsSync5, readdirSync as readdirSync3, readFileSync as readFileSync6 } from "node:fs";
import path10 from "node:path";

// src/engines/terraform/init-marker.ts
import { existsSync as existsSync4, mkdirSync as mkdirSync3, readFileSync as readFileSync5, renameSync, rmSync as rmSync3, writeFileSync } from "node:fs";
import path9 from "node:path";
function markerFile(backendFile) {
  return `${backendFile}.stackgate-init`;
}
function markInitStarted(backendFile, args) {
  mkdirSync3(path9.dirname(backendFile), { recursive: true });
  writeFileSync(
    markerFile(backendFile),
    `${JSON.stringify({ pid: process.pid, startedAt: (/* @__PURE__ */ new Date()).toISOString(), args })}
`
  );
}
function markInitEnded(backendFile) {
  rmSync3(markerFile(backendFile), { force: true });
}
function isReadableObject(text2) {
  try {
    return isRecord(JSON.parse(text2));
  } catch {
    return false;
  }
}
function setAsideInterruptedInit(backendFile) {
  if (!existsSync4(markerFile(backendFile)) || !existsSync4(backendFile)) return null;
  if (isReadableObject(readFileSync5(backendFile, "utf8"))) {
    markInitEnded(backendFile);
    return null;
  }
  const aside = `${backendFile}.interrupted-${Date.now()}`;
  renameSync(backendFile, aside);
  return aside;
}

// src/engines/terraform/init.ts
function isTerraformProject(workdir) {
  return readdirSync3(workdir).some((f) => /\.(tf|tf\.json|tofu|tofu\.json)$/.test(f));
}
function declaresBackend(workdir) {
  return readdirSync3(workdir).filter((f) => /\.(tf|tofu)$/.test(f)).some((f) => /^\s*(backend\s+"|cloud\s*\{)/m.test(readFileSync6(path10.join(workdir, f), "utf8")));
}
function configFiles(workdir) {
  return readdirSync3(workdir).filter((f) => /\.(tf|tofu)(\.json)?$/.test(f)).map((f) => ({ file: path10.join(workdir, f), json: f.endsWith(".json") }));
}
var INSTALLS_HCL = /^\s*(module|provider)\s+"?\w|^\s*required_providers\s*\{|^\s*(resource|data|ephemeral)\s+"?(?!terraform_)[A-Za-z]/m;
var INSTALLS_JSON = /"(module|provider|required_providers)"\s*:|"(resource|data|ephemeral)"\s*:\s*\[?\s*\{\s*"(?!terraform_)/;
function installsPlugins(workdir) {
  return configFiles(workdir).some(
    ({ file, json }) => (json ? INSTALLS_JSON : INSTALLS_HCL).test(readFileSync6(file, "utf8"))
  );
}
function createInitializer(cli) {
  const { binary, workdir } = cli;
  const backendFile = backendConfigFile(workdir, { ...process.env, ...cli.env });
  let initialised = false;
  const backendUninitialised = () => declaresBackend(workdir) && !existsSync5(backendFile);
  const needsFirstInit = () => backendUninitialised() || !existsSync5(path10.dirname(backendFile)) && installsPlugins(workdir);
  const backendConfig = cli.backendConfig ?? [];
  const initArgs = backendConfig.length === 0 ? [...INIT_ARGS] : [...INIT_ARGS, "-reconfigure", ...backendConfig.map((c) => `-backend-config=${c}`)];
  async function runInit(onEvent) {
    initialised = true;
    markInitStarted(backendFile, INIT_ARGS);
    const child = startTerraform(
      cli,
      [...initArgs],
      (line2) => onEvent?.({ kind: "log", message: line2 })
    );
    const result = await child.done;
    if (result.signal === null) markInitEnded(backendFile);
    assertStarted2(cli, result);
    if (result.exitCode !== 0) {
      throw new StackgateError(
        `"${binary} init" failed with exit code ${String(result.exitCode)} in ${workdir}:
${lastLines(result.tail, 20)}`,
        EXIT.failed
      );
    }
  }
  return {
    async prepare(onEvent) {
      const aside = setAsideInterruptedInit(backendFile);
      if (aside !== null) {
        onEvent?.({
          kind: "log",
          message: `stackgate's previous \`${binary} init\` was killed while writing ${backendFile} and left it unreadable: moved it to ${aside} and initialising again`
        });
      }
      if (backendConfig.length === 0 && !backendUninitialised()) return;
      await runInit(onEvent);
    },
    async retry(run, needs, onEvent) {
      if (!initialised && needsFirstInit()) await runInit(onEvent);
      const first = await run();
      if (initialised || !needs(first)) return first;
      await runInit(onEvent);
      return run();
    }
  };
}

// src/engines/terraform/state-file.ts
import { copyFileSync, mkdtempSync as mkdtempSync2, rmSync as rmSync4 } from "node:fs";
import os from "node:os";
import path11 from "node:path";
function isEncryptedState(text2) {
  try {
    const parsed = JSON.parse(text2);
    return typeof parsed?.encryption_version === "string" && typeof parsed.encrypted_data === "string";
  } catch {
    return false;
  }
}
var REDIRECTING_ENV = ["TF_DATA_DIR", "TF_WORKSPACE", "TF_CLI_ARGS", "TF_CLI_ARGS_state_pull"];
async function decryptStateFile(cli, file) {
  const dir = mkdtempSync2(path11.join(os.tmpdir(), "stackgate-decrypt-"));
  try {
    copyFileSync(file, path11.join(dir, "terraform.tfstate"));
    const env = { ...cli.env };
    for (const name of REDIRECTING_ENV) env[name] = "";
    const { result, stdout } = await captureStdout({ ...cli, workdir: dir, env }, [
      "state",
      "pull"
    ]);
    if (result.exitCode !== 0 || stdout.trim() === "" || isEncryptedState(stdout)) {
      throw new StackgateError(
        `${file} is encrypted (OpenTofu state encryption) and "${cli.binary} state pull" could not decrypt it with this environment's encryption configuration (exit ${String(result.exitCode)}: ${lastLines(result.tail, 3) || "no state printed"}). Set TF_ENCRYPTION to the configuration (and key) the run that wrote it used, then run \`stackgate recover\` again.`,
        EXIT.failed
      );
    }
    return stdout;
  } finally {
    rmSync4(dir, { recursive: true, force: true });
  }
}

// src/engines/terraform/engine.ts
var AUTOMATION_ENV2 = { TF_IN_AUTOMATION: "1", TF_INPUT: "0", CHECKPOINT_DISABLE: "1" };
function createTerraformEngine(options) {
  const { name, binary, workdir } = options;
  const held = options.heldLock !== void 0;
  const observe = options.onOperation;
  const cli = {
    name,
    binary,
    workdir,
    runner: options.runner,
    env: { ...AUTOMATION_ENV2, ...options.env },
    ...options.onStart ? { onStart: options.onStart } : {},
    ...options.backendConfig?.length ? { backendConfig: options.backendConfig } : {}
  };
  const traits = terraformTraits(name);
  const init = createInitializer(cli);
  const applyOutputOf = (runId) => {
    prepareOutputDir(workdir);
    return applyOutputFile(workdir, runId);
  };
  const state = createStateReader(cli);
  const showPlan = (planFile) => showSavedPlan(cli, init, planFile);
  function streamChange(args, request, outputFile) {
    state.forget();
    return init.retry(
      () => streamTerraform(cli, args, request.onEvent, request.onStart, outputFile),
      needsInit,
      request.onEvent
    );
  }
  async function plan(request) {
    checkExclude(traits, request.exclude ?? [], "exclude");
    const run = await streamChange(planArgs(request, held), request);
    if (!isPlanned(run)) return planFailure(binary, run);
    const changeSet = request.changesOnly ? emptyChangeSet(name, false) : await showPlan(request.planFile);
    return plannedOutcome(run, changeSet, request.planFile);
  }
  async function apply(request) {
    const outputFile = request.runId === void 0 ? void 0 : applyOutputOf(request.runId);
    const run = await streamChange(applyArgs2(request, held), request, outputFile);
    const ended = outputFile === void 0 ? null : readOutputEnd(outputFile);
    if (outputFile !== void 0) removeOutputFile(outputFile);
    const outcome = applyOutcome2(binary, ended ? { ...run, output: ended } : run, request.planFile);
    if (outcome.kind !== "applied") return outcome;
    if (run.outputs?.complete) return { ...outcome, outputs: run.outputs.outputs };
    try {
      return { ...outcome, outputs: await readOutputs(cli) };
    } catch (error) {
      request.onEvent?.({
        kind: "log",
        message: `warning: applied, but the outputs could not be read: ${messageOf(error)}`
      });
      return outcome;
    }
  }
  return {
    kind: "terraform",
    name,
    traits,
    workdir,
    version: () => readTerraformVersion(cli),
    init: (onEvent) => observeOperation(observe, { name: "init" }, () => init.prepare(onEvent)),
    plan: (request) => observeOperation(observe, { name: "plan", mode: request.mode }, () => plan(request)),
    showPlan,
    refreshPlan: (request) => runRefreshPlan(observe, plan, request, (set) => set.drift),
    apply: (request) => observeOperation(
      observe,
      { name: "apply", planFile: request.planFile },
      () => apply(request)
    ),
    listState: async () => (await state.read()).addresses,
    listTainted: async () => (await state.read()).tainted,
    pushState: (file) => observeOperation(observe, { name: "push-state", file }, async () => {
      state.forget();
      await runChange(
        cli,
        pushStateArgs(file, held),
        (tail) => `"${binary} state push ${file}" failed: ${tail}. Keep ${file}: it holds state that is not in the backend. Run by hand: cd ${workdir} && ${binary} state push ${file}`
      );
    }),
    importResource: (address, id) => observeOperation(observe, { name: "import", address }, async () => {
      state.forget();
      await runChange(
        cli,
        importArgs2(address, id, held),
        (tail) => `"${binary} import ${address} ${id}" failed: ${tail}`
      );
    }),
    forceUnlock: (id) => observeOperation(
      observe,
      { name: "force-unlock", lockId: id },
      () => runChange(
        cli,
        forceUnlockArgs(id),
        (tail) => `"${binary} force-unlock -force ${id}" failed: ${tail}. Nothing else was unlocked.`
      )
    ),
    readRunOutput(runId) {
      const file = applyOutputFile(workdir, runId);
      const text2 = readOutputFile(file) ?? "";
      const events = text2.split("\n").flatMap((line2) => parseUiJsonLine(line2) ?? []);
      return { events, forget: () => removeOutputFile(file) };
    },
    async readStateFile(file) {
      const text2 = await readFile(file, "utf8");
      if (!isEncryptedState(text2)) return text2;
      if (!traits.stateEncryption) {
        throw new StackgateError(
          `${file} is an OpenTofu-encrypted state ("encryption_version" set), which ${traits.label} (${binary}) cannot read. Recover it with the OpenTofu that wrote it.`,
          EXIT.failed
        );
      }
      return decryptStateFile(cli, file);
    },
    whileHolding: (lockId) => createTerraformEngine({ ...options, heldLock: lockId }),
    heldLock: options.heldLock ?? null,
    async probeLock() {
      const run = await init.retry(() => streamTerraform(cli, PROBE_LOCK_ARGS), needsInit);
      return probeOutcome(run);
    }
  };
}

// src/locks/pg-identity.ts
import { randomBytes } from "node:crypto";
var PG_APPLICATION_ENV = "PGAPPNAME";
var PREFIX = "stackgate-";
var LOCK_ID_PREFIX = "pg-application:";
var own;
function ownPgApplicationName() {
  own ??= `${PREFIX}${randomBytes(12).toString("hex")}`;
  return own;
}
function pgLockIdentity(applicationName) {
  return `${LOCK_ID_PREFIX}${applicationName}`;
}
function isStackgatePgName(applicationName) {
  return /^stackgate-[0-9a-f]{24}$/.test(applicationName);
}

// src/command/create-engine.ts
function wrongEngineError(engine, wanted, purpose) {
  return new StackgateError(
    `engine "${engine.name}" is not the ${wanted} adapter: cannot ${purpose} with it`,
    EXIT.usage
  );
}
function createEngineFactory(options) {
  const { runner, own: own2, observe } = options;
  return (s) => {
    const onOperation = observe ? { onOperation: reportOperationsTo(observe, s.engine) } : {};
    return s.engine === "pulumi" ? createPulumiEngine({
      binary: s.engineBinary,
      workdir: s.workdir,
      stack: s.stack,
      runner,
      lockStore: (backend, ref) => createPulumiLockStore(backend, ref),
      environment: { ...options.env },
      onStart: own2,
      ...onOperation
    }) : createTerraformEngine({
      name: s.engine,
      binary: s.engineBinary,
      workdir: s.workdir,
      runner,
      // The pg backend's session carries this run's identity (locks/pg-identity.ts); the
      // stack's workspace reaches every command (settings `workspace`).
      env: {
        [PG_APPLICATION_ENV]: ownPgApplicationName(),
        ...s.workspace !== void 0 ? { TF_WORKSPACE: s.workspace } : {}
      },
      backendConfig: s.backendConfig,
      onStart: own2,
      ...onOperation
    });
  };
}

// src/locks/liveness.ts
import { readFileSync as readFileSync7 } from "node:fs";
import os2 from "node:os";
function userAtHost() {
  return `${os2.userInfo().username}@${os2.hostname()}`;
}
function isPidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  return !isZombie(pid);
}
function isZombie(pid) {
  try {
    const stat = readFileSync7(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) === "Z";
  } catch {
    return false;
  }
}
var UNKNOWN_RUN_LIVENESS = {
  runState: () => Promise.resolve("unknown")
};
function runRefOf(header) {
  return {
    ...header.platform !== void 0 ? { platform: header.platform } : {},
    runId: header.runId,
    ...header.attempt !== void 0 ? { attempt: header.attempt } : {},
    ...header.job !== void 0 ? { job: header.job } : {},
    ...header.index !== void 0 ? { index: header.index } : {}
  };
}
function isEngineProcess(pid, binary, readCmdline = readProcCmdline) {
  const cmdline = readCmdline(pid);
  if (cmdline === null) return false;
  const name = binary.split("/").pop() ?? binary;
  return cmdline.split("\0").slice(0, 2).some((arg) => (arg.split("/").pop() ?? "") === name);
}
function readProcCmdline(pid) {
  try {
    return readFileSync7(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
}

// node_modules/signal-exit/dist/mjs/signals.js
var signals = [];
signals.push("SIGHUP", "SIGINT", "SIGTERM");
if (process.platform !== "win32") {
  signals.push(
    "SIGALRM",
    "SIGABRT",
    "SIGVTALRM",
    "SIGXCPU",
    "SIGXFSZ",
    "SIGUSR2",
    "SIGTRAP",
    "SIGSYS",
    "SIGQUIT",
    "SIGIOT"
    // should detect profiler and enable/disable accordingly.
    // see #21
    // 'SIGPROF'
  );
}
if (process.platform === "linux") {
  signals.push("SIGIO", "SIGPOLL", "SIGPWR", "SIGSTKFLT");
}

// node_modules/signal-exit/dist/mjs/index.js
var processOk = (process3) => !!process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
var kExitEmitter = /* @__PURE__ */ Symbol.for("signal-exit emitter");
var global = globalThis;
var ObjectDefineProperty = Object.defineProperty.bind(Object);
var Emitter = class {
  emitted = {
    afterExit: false,
    exit: false
  };
  listeners = {
    afterExit: [],
    exit: []
  };
  count = 0;
  id = Math.random();
  constructor() {
    if (global[kExitEmitter]) {
      return global[kExitEmitter];
    }
    ObjectDefineProperty(global, kExitEmitter, {
      value: this,
      writable: false,
      enumerable: false,
      configurable: false
    });
  }
  on(ev, fn) {
    this.listeners[ev].push(fn);
  }
  removeListener(ev, fn) {
    const list = this.listeners[ev];
    const i = list.indexOf(fn);
    if (i === -1) {
      return;
    }
    if (i === 0 && list.length === 1) {
      list.length = 0;
    } else {
      list.splice(i, 1);
    }
  }
  emit(ev, code, signal) {
    if (this.emitted[ev]) {
      return false;
    }
    this.emitted[ev] = true;
    let ret = false;
    for (const fn of this.listeners[ev]) {
      ret = fn(code, signal) === true || ret;
    }
    if (ev === "exit") {
      ret = this.emit("afterExit", code, signal) || ret;
    }
    return ret;
  }
};
var SignalExitBase = class {
};
var signalExitWrap = (handler) => {
  return {
    onExit(cb, opts) {
      return handler.onExit(cb, opts);
    },
    load() {
      return handler.load();
    },
    unload() {
      return handler.unload();
    }
  };
};
var SignalExitFallback = class extends SignalExitBase {
  onExit() {
    return () => {
    };
  }
  load() {
  }
  unload() {
  }
};
var SignalExit = class extends SignalExitBase {
  // "SIGHUP" throws an `ENOSYS` error on Windows,
  // so use a supported signal instead
  /* c8 ignore start */
  #hupSig = process2.platform === "win32" ? "SIGINT" : "SIGHUP";
  /* c8 ignore stop */
  #emitter = new Emitter();
  #process;
  #originalProcessEmit;
  #originalProcessReallyExit;
  #sigListeners = {};
  #loaded = false;
  constructor(process3) {
    super();
    this.#process = process3;
    this.#sigListeners = {};
    for (const sig of signals) {
      this.#sigListeners[sig] = () => {
        const listeners = this.#process.listeners(sig);
        let { count } = this.#emitter;
        const p = process3;
        if (typeof p.__signal_exit_emitter__ === "object" && typeof p.__signal_exit_emitter__.count === "number") {
          count += p.__signal_exit_emitter__.count;
        }
        if (listeners.length === count) {
          this.unload();
          const ret = this.#emitter.emit("exit", null, sig);
          const s = sig === "SIGHUP" ? this.#hupSig : sig;
          if (!ret)
            process3.kill(process3.pid, s);
        }
      };
    }
    this.#originalProcessReallyExit = process3.reallyExit;
    this.#originalProcessEmit = process3.emit;
  }
  onExit(cb, opts) {
    if (!processOk(this.#process)) {
      return () => {
      };
    }
    if (this.#loaded === false) {
      this.load();
    }
    const ev = opts?.alwaysLast ? "afterExit" : "exit";
    this.#emitter.on(ev, cb);
    return () => {
      this.#emitter.removeListener(ev, cb);
      if (this.#emitter.listeners["exit"].length === 0 && this.#emitter.listeners["afterExit"].length === 0) {
        this.unload();
      }
    };
  }
  load() {
    if (this.#loaded) {
      return;
    }
    this.#loaded = true;
    this.#emitter.count += 1;
    for (const sig of signals) {
      try {
        const fn = this.#sigListeners[sig];
        if (fn)
          this.#process.on(sig, fn);
      } catch (_) {
      }
    }
    this.#process.emit = (ev, ...a) => {
      return this.#processEmit(ev, ...a);
    };
    this.#process.reallyExit = (code) => {
      return this.#processReallyExit(code);
    };
  }
  unload() {
    if (!this.#loaded) {
      return;
    }
    this.#loaded = false;
    signals.forEach((sig) => {
      const listener = this.#sigListeners[sig];
      if (!listener) {
        throw new Error("Listener not defined for signal: " + sig);
      }
      try {
        this.#process.removeListener(sig, listener);
      } catch (_) {
      }
    });
    this.#process.emit = this.#originalProcessEmit;
    this.#process.reallyExit = this.#originalProcessReallyExit;
    this.#emitter.count -= 1;
  }
  #processReallyExit(code) {
    if (!processOk(this.#process)) {
      return 0;
    }
    this.#process.exitCode = code || 0;
    this.#emitter.emit("exit", this.#process.exitCode, null);
    return this.#originalProcessReallyExit.call(this.#process, this.#process.exitCode);
  }
  #processEmit(ev, ...args) {
    const og = this.#originalProcessEmit;
    if (ev === "exit" && processOk(this.#process)) {
      if (typeof args[0] === "number") {
        this.#process.exitCode = args[0];
      }
      const ret = og.call(this.#process, ev, ...args);
      this.#emitter.emit("exit", this.#process.exitCode, null);
      return ret;
    } else {
      return og.call(this.#process, ev, ...args);
    }
  }
};
var process2 = globalThis.process;
var {
  /**
   * Called when the process is exiting, whether via signal, explicit
   * exit, or running out of stuff to do.
   *
   * If the global process object is not suitable for instrumentation,
   * then this will be a no-op.
   *
   * Returns a function that may be used to unload signal-exit.
   */
  onExit,
  /**
   * Load the listeners.  Likely you never need to call this, unless
   * doing a rather deep integration with signal-exit functionality.
   * Mostly exposed for the benefit of testing.
   *
   * @internal
   */
  load,
  /**
   * Unload the listeners.  Likely you never need to call this, unless
   * doing a rather deep integration with signal-exit functionality.
   * Mostly exposed for the benefit of testing.
   *
   * @internal
   */
  unload
} = signalExitWrap(processOk(process2) ? new SignalExit(process2) : new SignalExitFallback());

// src/signals/signal-trap.ts
var TRAPPED_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
var KILL_AFTER_MS = 2e3;
var EXIT_CODES = {
  SIGINT: EXIT.interruptedSigint,
  SIGTERM: EXIT.interruptedSigterm,
  SIGHUP: EXIT.interruptedSighup
};
function installSignalTrap(options) {
  const source = options.source ?? process;
  let received = options.initial ?? null;
  let child = null;
  const timers = [];
  const listeners = /* @__PURE__ */ new Set();
  function stopChild(current) {
    if (!current.signal("SIGINT")) return;
    options.log?.(
      `stackgate: asked the engine to stop gracefully (SIGINT); waiting up to ${options.deadlineMs} ms`
    );
    const second = setTimeout(() => {
      if (!current.signal("SIGINT")) return;
      options.onEscalate?.("second-sigint");
      options.log?.(
        "stackgate: the engine did not stop in time: second SIGINT (immediate stop, lock released)"
      );
      const kill = setTimeout(() => {
        if (!current.signal("SIGKILL")) return;
        options.onEscalate?.("sigkill");
        options.log?.(
          "stackgate: the engine ignored two interrupts: SIGKILL. `stackgate recover` will repair."
        );
      }, options.killAfterMs ?? KILL_AFTER_MS);
      timers.push(kill);
    }, options.deadlineMs);
    timers.push(second);
    void current.done.then(() => clearTimers());
  }
  function clearTimers() {
    for (const timer of timers.splice(0)) clearTimeout(timer);
  }
  const handler = (signal) => {
    if (received !== null) {
      options.log?.(`stackgate: ${signal} received again; the engine is already stopping`);
      return;
    }
    received = signal;
    options.onInterrupt?.(signal);
    for (const listener of listeners) {
      try {
        listener(signal);
      } catch (error) {
        options.log?.(`stackgate: interrupt hook failed: ${messageOf(error)}`);
      }
    }
    if (child) stopChild(child);
  };
  const removeExitHook = onExit(() => {
    child?.signal("SIGINT");
  });
  const handlers = TRAPPED_SIGNALS.map((signal) => {
    const listener = () => handler(signal);
    source.on(signal, listener);
    return [signal, listener];
  });
  return {
    own(next) {
      child = next;
      if (received !== null) stopChild(next);
    },
    stopForFailure(reason) {
      options.log?.(`stackgate: ${reason}: stopping the engine gracefully`);
      handler("SIGINT");
    },
    onInterrupt(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get received() {
      return received;
    },
    get exitCode() {
      return received === null ? null : EXIT_CODES[received];
    },
    dispose() {
      clearTimers();
      removeExitHook();
      for (const [signal, listener] of handlers) source.off(signal, listener);
    }
  };
}

// src/recovery/recover-common.ts
import os4 from "node:os";

// src/journal/run-journal.ts
import { createHash as createHash4 } from "node:crypto";
import { existsSync as existsSync7 } from "node:fs";
import os3 from "node:os";
import path12 from "node:path";

// src/journal/file-store.ts
import {
  closeSync as closeSync4,
  existsSync as existsSync6,
  fstatSync as fstatSync3,
  ftruncateSync,
  mkdirSync as mkdirSync4,
  readFileSync as readFileSync9,
  renameSync as renameSync3,
  rmSync as rmSync6,
  truncateSync,
  writeFileSync as writeFileSync2,
  writeSync as writeSync2
} from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";

// src/files/exclusive-file.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import {
  closeSync as closeSync2,
  constants as constants4,
  fstatSync as fstatSync2,
  linkSync,
  lstatSync as lstatSync6,
  openSync as openSync3,
  renameSync as renameSync2,
  unlinkSync as unlinkSync3,
  writeSync
} from "node:fs";
function codeOf(error) {
  return error instanceof Error ? error.code : void 0;
}
function privateName(file, label) {
  return `${file}.${label}-${process.pid}-${randomBytes2(6).toString("hex")}`;
}
function createExclusively(file, content, mode = 420) {
  const temp = privateName(file, "new");
  const fd = openSync3(
    temp,
    constants4.O_WRONLY | constants4.O_APPEND | constants4.O_CREAT | constants4.O_EXCL | constants4.O_NOFOLLOW,
    mode
  );
  try {
    writeSync(fd, content);
    try {
      linkSync(temp, file);
    } catch (error) {
      if (codeOf(error) !== "EEXIST") throw error;
      closeSync2(fd);
      return null;
    }
    return fd;
  } catch (error) {
    try {
      closeSync2(fd);
    } catch {
    }
    throw error;
  } finally {
    try {
      unlinkSync3(temp);
    } catch {
    }
  }
}
function identityOf2(fd) {
  const stat = fstatSync2(fd);
  return { dev: stat.dev, ino: stat.ino };
}
function moveAsideIfSame(file, expected, target) {
  const aside = privateName(file, "aside");
  try {
    renameSync2(file, aside);
  } catch (error) {
    if (codeOf(error) === "ENOENT") return "gone";
    throw error;
  }
  const stat = lstatSync6(aside);
  if (stat.dev !== expected.dev || stat.ino !== expected.ino) {
    putBack(aside, file);
    return "replaced";
  }
  if (target !== null) {
    const taken = (candidate) => {
      try {
        linkSync(aside, candidate);
        return false;
      } catch (error) {
        if (codeOf(error) === "EEXIST") return true;
        throw error;
      }
    };
    target(taken);
  }
  unlinkSync3(aside);
  return "moved";
}
function putBack(aside, file) {
  try {
    linkSync(aside, file);
  } catch (error) {
    throw new Error(
      `${aside}: another run's journal, moved aside by mistake while a third run created ${file}; it could not be put back (${codeOf(error) ?? String(error)}): rename it to ${file} once that run ends`,
      { cause: error }
    );
  }
  unlinkSync3(aside);
}

// src/journal/set-aside.ts
import { closeSync as closeSync3, constants as constants5, openSync as openSync4, readdirSync as readdirSync4, readFileSync as readFileSync8, rmSync as rmSync5 } from "node:fs";
import { basename, dirname, join } from "node:path";
var EXTENSION = ".ndjson";
var ROTATED_TIME = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:\.\d+)?Z(?:-\d+)?`;
function isMissing(error) {
  return error instanceof Error && error.code === "ENOENT";
}
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function rotatedName(dir, base, startedAt, taken) {
  const time = timeForFileName(startedAt);
  for (let n = 0; ; n++) {
    const candidate = join(dir, `${base}.${time}${n === 0 ? "" : `-${n}`}${EXTENSION}`);
    if (!taken(candidate)) return candidate;
  }
}
function describeRun(header) {
  return `run ${JSON.stringify(header.runId)}${header.runUrl === void 0 ? "" : ` (${header.runUrl})`}, started ${header.startedAt} by ${header.user}@${header.host} pid ${header.pid} (${JSON.stringify(header.command)})`;
}
function readWithIdentity(file) {
  let fd;
  try {
    fd = openSync4(file, constants5.O_RDONLY | constants5.O_NOFOLLOW);
  } catch (error) {
    if (isMissing(error)) return null;
    throw new JournalError(
      `Cannot read the stackgate journal ${file}: ${error.message}. Check its permissions.`,
      "unreadable",
      { cause: error }
    );
  }
  try {
    const parsed = parseJournal(readFileSync8(fd, "utf8"), file);
    return { ...parsed, identity: identityOf2(fd) };
  } finally {
    closeSync3(fd);
  }
}
function setAsideFinishedRun(file, next, keepRotated) {
  const found = readWithIdentity(file);
  if (found === null) return [];
  const { entries, warnings, identity } = found;
  if (entries.length === 0) {
    moveAsideIfSame(file, identity, null);
    return warnings;
  }
  const state = foldJournal(entries, { source: file, warnings });
  if (!isTerminal(state)) {
    let foreign = "";
    try {
      assertJournalFor(state, next, "It");
    } catch (error) {
      foreign = ` ${error.message}`;
    }
    throw new JournalError(
      `The previous run of stack ${JSON.stringify(state.header.stack)} did not finish: ${describeRun(state.header)} is in phase "${state.phase}" (last entry ${state.updatedAt}, journal ${file}).${foreign} Run \`stackgate recover\` first: it repairs what that run left behind and closes its journal. A new run will not start over an unfinished one.`,
      "not-terminal",
      { run: state }
    );
  }
  const dir = dirname(file);
  const base = basename(file, EXTENSION);
  const moved = moveAsideIfSame(
    file,
    identity,
    (taken) => rotatedName(dir, base, state.header.startedAt, taken)
  );
  if (moved === "moved") prune(dir, base, keepRotated);
  return [];
}
function prune(dir, base, keep) {
  try {
    const pattern = new RegExp(
      `^${escapeRegExp(base)}\\.${ROTATED_TIME}${escapeRegExp(EXTENSION)}$`
    );
    const rotated = readdirSync4(dir).filter((name) => pattern.test(name)).sort();
    for (const old of rotated.slice(0, Math.max(0, rotated.length - keep))) {
      rmSync5(join(dir, old), { force: true });
    }
  } catch {
  }
}

// src/journal/file-store.ts
var START_ATTEMPTS = 5;
function defaultJournalFile(workdir, stack) {
  return join2(runtimeDirOf(workdir), "journal", `${safeFileName(stack)}${EXTENSION}`);
}
var FileJournalStore = class _FileJournalStore {
  file;
  keepRotated;
  tailChecked = false;
  repairWarnings = [];
  lastReadWarnings = [];
  workdir;
  placeChecked = false;
  /**
   * The descriptor every append goes through, kept open for the rest of the process: the file
   * this store created for its run (startRun), or the one it first appended to (O_NOFOLLOW,
   * O_APPEND). A file moved aside or replaced later by another store is not written through
   * the path again: this store's entries stay with the run it wrote them for.
   */
  appendFd = null;
  constructor(file, options = {}) {
    this.file = file;
    this.keepRotated = options.keepRotated ?? 10;
    this.workdir = options.workdir;
  }
  static forStack(workdir, stack, options) {
    return new _FileJournalStore(defaultJournalFile(workdir, stack), { ...options, workdir });
  }
  /**
   * The journal is runtime data: never read from a file git tracks, never read or written
   * through a symlink. Checked once per store, before the first read or write; the file itself
   * again at every read (appends open it with O_NOFOLLOW).
   */
  checkPlace() {
    if (!this.placeChecked && this.workdir !== void 0) assertRuntimeDir(this.workdir);
    this.placeChecked = true;
    assertNotSymlink(this.file);
  }
  /** Warnings from the last read and from repairs (a truncated tail cut off before appending). */
  get warnings() {
    return [...this.repairWarnings, ...this.lastReadWarnings];
  }
  exists() {
    return existsSync6(this.file);
  }
  /**
   * Appends one entry as one line, synchronously (safe inside a signal handler). Before the
   * first append of this process, a partial last line left by a killed writer is cut off, so
   * the new line does not glue onto it.
   */
  appendSync(entry) {
    if (this.appendFd === null) {
      if (!this.tailChecked) {
        this.checkPlace();
        this.tailChecked = true;
        if (this.workdir !== void 0) ensureRuntimeDir(this.workdir);
        mkdirSync4(dirname2(this.file), { recursive: true });
        this.cutPartialTail();
      }
      this.appendFd = openAppendNoFollow(this.file);
    }
    appendWhole(this.appendFd, Buffer.from(`${JSON.stringify(entry)}
`));
  }
  /** All entries of the run in the file ([] when there is no file). Throws JournalError. */
  read() {
    this.checkPlace();
    let text2;
    try {
      text2 = readFileSync9(this.file, "utf8");
    } catch (error) {
      if (isMissing(error)) {
        this.lastReadWarnings = [];
        return [];
      }
      throw new JournalError(
        `Cannot read the stackgate journal ${this.file}: ${error.message}. Check its permissions.`,
        "unreadable",
        { cause: error }
      );
    }
    const parsed = parseJournal(text2, this.file);
    this.lastReadWarnings = parsed.warnings;
    return parsed.entries;
  }
  /** The folded state of the run in the file, or null when there is none. */
  readState() {
    const entries = this.read();
    if (entries.length === 0) return null;
    return foldJournal(entries, { source: this.file, warnings: this.lastReadWarnings });
  }
  /**
   * Starts a new run: refuses (JournalError "not-terminal") while the previous run in this
   * file is unfinished, rotates a finished one aside, then creates the file exclusively with
   * the start entry (files/exclusive-file.ts): of two runs starting at once only one gets it,
   * and each writes only to the file it created (its descriptor stays open).
   */
  startRun(header, at) {
    const entry = completeEntry({ type: "start", header, ...at === void 0 ? {} : { at } });
    this.checkPlace();
    mkdirSync4(dirname2(this.file), { recursive: true });
    this.closeAppendFd();
    for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
      const fd = createExclusively(this.file, `${JSON.stringify(entry)}
`);
      if (fd !== null) {
        this.appendFd = fd;
        this.tailChecked = true;
        return entry;
      }
      this.setAside(header);
    }
    throw new JournalError(
      `${this.file} was created by another run each time this run tried to start (${START_ATTEMPTS} times): several stackgate runs are starting in this workdir at once. Run one at a time.`,
      "not-terminal"
    );
  }
  /**
   * Replaces the local file with a run read back from elsewhere (e.g. a durable copy, on a
   * machine that never had the local file). Same refusal and rotation rules as `startRun`.
   */
  restore(entries) {
    const state = foldJournal(entries, { source: "the restored journal" });
    this.checkPlace();
    this.closeAppendFd();
    this.setAside(state.header);
    mkdirSync4(dirname2(this.file), { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    rmSync6(temp, { force: true });
    writeFileSync2(temp, entries.map((e) => `${JSON.stringify(e)}
`).join(""), { flag: "wx" });
    renameSync3(temp, this.file);
    this.tailChecked = true;
  }
  /** Before this store writes another file: the run it appended to so far is done with. */
  closeAppendFd() {
    if (this.appendFd === null) return;
    closeSync4(this.appendFd);
    this.appendFd = null;
  }
  /** Moves a finished run in the file aside, or refuses an unfinished one (set-aside.ts). */
  setAside(next) {
    const warnings = setAsideFinishedRun(this.file, next, this.keepRotated);
    this.repairWarnings.push(...warnings);
  }
  cutPartialTail() {
    let content;
    try {
      content = readFileSync9(this.file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    if (content.length === 0 || content[content.length - 1] === 10) return;
    const keep = content.lastIndexOf(10) + 1;
    const cut = content.subarray(keep).toString("utf8");
    truncateSync(this.file, keep);
    this.repairWarnings.push(
      `${this.file}: cut off a partial last line (${cut.length} characters, ${JSON.stringify(cut.slice(0, 80))}) left by a writer that was killed mid-write, before appending.`
    );
  }
};
function appendWhole(fd, data) {
  let written = 0;
  try {
    while (written < data.length) written += writeSync2(fd, data, written, data.length - written);
  } catch (error) {
    if (written > 0) ftruncateSync(fd, fstatSync3(fd).size - written);
    throw error;
  }
}

// src/journal/dir-store.ts
import { createHash as createHash3 } from "node:crypto";
import { mkdir, open, readdir, readFile as readFile2, rename, rm } from "node:fs/promises";
import { dirname as dirname3, join as join3 } from "node:path";
var EXTENSION2 = ".ndjson";
var SEALED_STATE = ".errored-state.sealed";
function isMissing2(error) {
  return error instanceof Error && error.code === "ENOENT";
}
function runFileName(header) {
  const digest = createHash3("sha256").update(recordKey(header)).digest("hex").slice(0, 16);
  return `${timeForFileName(header.startedAt)}_${digest}${EXTENSION2}`;
}
var DirJournalStore = class {
  constructor(dir) {
    this.dir = dir;
    this.location = dir;
  }
  dir;
  location;
  header = null;
  handle = null;
  /** The file the current run is written to, once known. */
  file = null;
  stackDir(key) {
    return join3(this.dir, safeFileName(key.project));
  }
  /** The folder of the stack's run files. */
  runsDir(key) {
    return join3(this.stackDir(key), `${safeFileName(key.stack)}.runs`);
  }
  openDir(key) {
    return join3(this.stackDir(key), `${safeFileName(key.stack)}.open`);
  }
  /** The file of one run. */
  fileFor(header) {
    return join3(this.runsDir(header), runFileName(header));
  }
  /** The single file of a copy written before the record key. */
  legacyFile(key) {
    return join3(this.stackDir(key), `${safeFileName(key.stack)}${EXTENSION2}`);
  }
  attach(header) {
    if (this.header === null || recordKey(this.header) !== recordKey(header)) {
      void this.closeHandle();
      this.file = null;
    }
    this.header = header;
  }
  async append(entry) {
    if (entry.type === "start") {
      await this.closeHandle();
      this.header = entry.header;
      this.file = this.fileFor(entry.header);
      await this.openRun(this.file, entry.header);
    } else if (this.handle === null) {
      const header = this.header;
      if (header === null) {
        throw new Error(
          `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`
        );
      }
      const file = this.fileFor(header);
      if (await holdsRun(file, header)) {
        this.file = file;
        this.handle = await open(file, "a");
      } else if (await holdsRun(this.legacyFile(header), header)) {
        this.file = this.legacyFile(header);
        this.handle = await open(this.file, "a");
      } else {
        await this.append({ type: "start", at: header.startedAt, header });
      }
    }
    const handle = this.handle;
    if (handle === null) throw new Error("journal file is not open");
    await handle.appendFile(`${JSON.stringify(entry)}
`);
    await handle.datasync();
    if (closesRecord(entry) && this.header !== null && this.file !== null) {
      await rm(join3(this.openDir(this.header), basenameOf(this.file)), { force: true });
    }
  }
  /** The marker first (a record is never stored open without it), then the run's own file. */
  async openRun(file, header) {
    const markers = this.openDir(header);
    await mkdir(markers, { recursive: true });
    await mkdir(dirname3(file), { recursive: true });
    const marker = await open(join3(markers, basenameOf(file)), "w");
    await marker.close();
    await syncDir(markers);
    this.handle = await open(file, "a");
    await syncDir(dirname3(file));
  }
  async readLatestRun(key) {
    let names;
    try {
      names = (await readdir(this.runsDir(key))).filter((n) => n.endsWith(EXTENSION2)).sort();
    } catch (error) {
      if (!isMissing2(error)) throw error;
      names = [];
    }
    const legacy = await this.readRun(this.legacyFile(key), key);
    for (const name of names.reverse()) {
      const run = await this.readRun(join3(this.runsDir(key), name), key);
      if (run === null) continue;
      return legacy !== null && startOf(legacy) > startOf(run) ? legacy : run;
    }
    return legacy ?? [];
  }
  async readUnfinishedRuns(key) {
    let markers;
    try {
      markers = (await readdir(this.openDir(key))).sort();
    } catch (error) {
      if (!isMissing2(error)) throw error;
      markers = [];
    }
    const runs = [];
    const legacy = await this.readRun(this.legacyFile(key), key);
    if (legacy !== null && !isRecordClosed(legacy)) runs.push(legacy);
    for (const name of markers) {
      const run = await this.readRun(join3(this.runsDir(key), name), key);
      if (run !== null && !isRecordClosed(run)) runs.push(run);
    }
    return runs.sort((a, b) => startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : 0);
  }
  /** The newest run in `file` when it is this key's, else null. */
  async readRun(file, key) {
    const run = await newestRunIn(file);
    const start = run[0];
    if (start?.type !== "start") return null;
    const { project, stack, workdir } = start.header;
    const same = project === key.project && stack === key.stack && isSameWorkdir(workdir, key);
    return same ? run : null;
  }
  async close() {
    await this.closeHandle();
  }
  /** `<dir>/<project>/<stack>.errored-state.sealed`, written whole and fsynced. */
  sealedStateFile(key) {
    return join3(this.stackDir(key), `${safeFileName(key.stack)}${SEALED_STATE}`);
  }
  async keepSealedState(key, sealed) {
    const file = this.sealedStateFile(key);
    await writeFileSynced(file, sealed);
    await syncDir(dirname3(file));
  }
  async readSealedState(key) {
    try {
      return await readFile2(this.sealedStateFile(key));
    } catch (error) {
      if (isMissing2(error)) return null;
      throw error;
    }
  }
  async dropSealedState(key) {
    await rm(this.sealedStateFile(key), { force: true });
    await syncDir(dirname3(this.sealedStateFile(key)));
  }
  async closeHandle() {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
};
function basenameOf(file) {
  return file.slice(file.lastIndexOf("/") + 1);
}
function startOf(run) {
  const start = run[0];
  return start?.type === "start" ? new Date(Date.parse(start.header.startedAt)).toISOString() : "";
}
async function writeFileSynced(file, data) {
  await mkdir(dirname3(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  const handle = await open(temp, "w", 384);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}
async function syncDir(dir) {
  let handle;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
  } finally {
    await handle?.close();
  }
}
async function newestRunIn(file) {
  let text2;
  try {
    text2 = await readFile2(file, "utf8");
  } catch (error) {
    if (isMissing2(error)) return [];
    throw error;
  }
  const { entries } = parseJournal(text2, file);
  const lastStart = entries.findLastIndex((entry) => entry.type === "start");
  return lastStart < 0 ? [] : entries.slice(lastStart);
}
async function holdsRun(file, header) {
  try {
    const start = (await newestRunIn(file))[0];
    return start?.type === "start" && recordKey(start.header) === recordKey(header);
  } catch {
    return false;
  }
}

// src/journal/pg-store.ts
var DEFAULT_JOURNAL_SCHEMA = "stackgate";
var CLOSED = [...TERMINAL_PHASES].map((phase) => `'${phase}'`).join(", ");
var RACE_CODES = /* @__PURE__ */ new Set(["23505", "42P06", "42P07"]);
var PgJournalStore = class {
  location;
  schema;
  connection;
  table;
  /** One sealed errored state per stack (journal/sealed-state.ts): never the state in clear. */
  sealedTable;
  client = null;
  connecting = null;
  run = null;
  /** A run continued by `attach` whose copy may lack its start entry (checked on first append). */
  resumed = null;
  closed = false;
  constructor(connString, options = {}) {
    this.connection = parsePgConnString(connString, options.env);
    this.connection.config.connectionTimeoutMillis ??= options.connectTimeoutMs ?? 5e3;
    this.schema = options.schema ?? DEFAULT_JOURNAL_SCHEMA;
    if (this.schema === "") throw new Error("the journal schema name must not be empty");
    this.table = `${quoteIdentifier(this.schema)}.journal`;
    this.sealedTable = `${quoteIdentifier(this.schema)}.errored_state`;
    this.location = `${this.connection.display} (table ${this.schema}.journal)`;
  }
  attach(header) {
    this.run = keyOf(header);
    this.resumed = header;
  }
  async append(entry) {
    if (entry.type === "start") {
      this.run = keyOf(entry.header);
      this.resumed = null;
    }
    const run = this.run;
    if (run === null) {
      throw new Error(
        `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`
      );
    }
    const resumed = this.resumed;
    if (resumed !== null) {
      this.resumed = null;
      const found = await this.query(
        `select run_id from ${this.table} where project = $1 and stack = $2 and workdir = $3 and entry->>'type' = 'start' and entry->'header' = $4::jsonb order by seq desc limit 1`,
        [run.project, run.stack, run.workdir, JSON.stringify(resumed)]
      );
      const stored = found.rows[0]?.run_id;
      if (stored !== void 0) {
        run.runId = stored;
      } else {
        await this.append({ type: "start", at: resumed.startedAt, header: resumed });
      }
    }
    await this.query(
      `insert into ${this.table} (project, stack, workdir, run_id, entry) values ($1, $2, $3, $4, $5::jsonb)`,
      [run.project, run.stack, run.workdir, run.runId, JSON.stringify(entry)]
    );
  }
  async readLatestRun(key) {
    const result = await this.query(
      `with latest as (
         select seq, run_id from ${this.table}
          where project = $1 and stack = $2 and workdir = $3 and entry->>'type' = 'start'
          order by seq desc limit 1)
       select j.seq::text as seq, j.entry from ${this.table} j join latest l
           on j.run_id = l.run_id and j.seq >= l.seq
        where j.project = $1 and j.stack = $2 and j.workdir = $3
        order by j.seq`,
      [key.project, key.stack, key.workdir]
    );
    return result.rows.map((row) => this.check(row));
  }
  /**
   * Every run whose record has no closing phase after its (last) start entry, oldest first:
   * `run_id` is the record key, so each run is one group of rows.
   */
  async readUnfinishedRuns(key) {
    const result = await this.query(
      `with starts as (
         select run_id, max(seq) as first from ${this.table}
          where project = $1 and stack = $2 and workdir = $3 and entry->>'type' = 'start'
          group by run_id),
       open as (
         select s.run_id, s.first from starts s
          where not exists (
            select 1 from ${this.table} t
             where t.project = $1 and t.stack = $2 and t.workdir = $3 and t.run_id = s.run_id
               and t.seq > s.first and t.entry->>'type' = 'phase' and t.entry->>'phase' in (${CLOSED})))
       select j.seq::text as seq, j.run_id, j.entry from ${this.table} j join open o
           on j.run_id = o.run_id and j.seq >= o.first
        where j.project = $1 and j.stack = $2 and j.workdir = $3
        order by o.first, j.seq`,
      [key.project, key.stack, key.workdir]
    );
    const runs = /* @__PURE__ */ new Map();
    for (const row of result.rows) {
      const run = runs.get(row.run_id) ?? [];
      run.push(this.check(row));
      runs.set(row.run_id, run);
    }
    return [...runs.values()];
  }
  check(row) {
    return checkStoredEntry(row.entry, {
      location: this.location,
      item: `row seq ${row.seq}`,
      text: JSON.stringify(row.entry),
      remedy: "Delete or fix that row"
    });
  }
  async keepSealedState(key, sealed) {
    await this.query(
      `insert into ${this.sealedTable} (project, stack, workdir, sealed) values ($1, $2, $3, $4)
         on conflict (project, stack, workdir) do update set sealed = excluded.sealed, kept_at = now()`,
      [key.project, key.stack, key.workdir, sealed]
    );
  }
  async readSealedState(key) {
    const result = await this.query(
      `select sealed from ${this.sealedTable} where project = $1 and stack = $2 and workdir = $3`,
      [key.project, key.stack, key.workdir]
    );
    return result.rows[0]?.sealed ?? null;
  }
  async dropSealedState(key) {
    await this.query(
      `delete from ${this.sealedTable} where project = $1 and stack = $2 and workdir = $3`,
      [key.project, key.stack, key.workdir]
    );
  }
  async close() {
    this.closed = true;
    const pending = this.connecting;
    this.connecting = null;
    const client = this.client ?? await pending?.catch(() => null) ?? null;
    this.client = null;
    await client?.end().catch(() => void 0);
  }
  async query(text2, values) {
    const client = await this.connect();
    try {
      return await client.query(text2, values);
    } catch (error) {
      throw this.clean(error);
    }
  }
  connect() {
    if (this.closed) return Promise.reject(new Error("the journal store is closed"));
    if (this.client !== null) return Promise.resolve(this.client);
    this.connecting ??= this.open().then(
      (client) => {
        this.client = client;
        this.connecting = null;
        return client;
      },
      (error) => {
        this.connecting = null;
        throw this.clean(error);
      }
    );
    return this.connecting;
  }
  async open() {
    const pg = await loadPg();
    const client = new pg.Client(this.connection.config);
    client.on("error", () => {
      if (this.client === client) this.client = null;
    });
    try {
      await client.connect();
      await this.ensureTable(client);
      return client;
    } catch (error) {
      await client.end().catch(() => void 0);
      throw error;
    }
  }
  async ensureTable(client) {
    const statements = [
      `create schema if not exists ${quoteIdentifier(this.schema)}`,
      `create table if not exists ${this.table} (
         seq bigserial primary key,
         project text,
         stack text,
         workdir text,
         run_id text,
         entry jsonb not null,
         at timestamptz default now())`,
      `create index if not exists journal_by_stack on ${this.table} (project, stack, workdir, seq)`,
      `create table if not exists ${this.sealedTable} (
         project text not null,
         stack text not null,
         workdir text not null,
         sealed bytea not null,
         kept_at timestamptz default now(),
         primary key (project, stack, workdir))`
    ];
    for (const sql of statements) {
      try {
        await client.query(sql);
      } catch (error) {
        const code = error.code;
        if (typeof code === "string" && RACE_CODES.has(code)) continue;
        throw error;
      }
    }
  }
  /** The error with every secret scrubbed from its message (and no stack of the driver). */
  clean(error) {
    let message = messageOf(error);
    if (message === "" && error instanceof AggregateError) {
      message = error.errors.map((e) => e instanceof Error ? e.message : String(e)).join("; ");
    }
    for (const secret of this.connection.secrets) message = message.split(secret).join("***");
    const code = error.code;
    return new Error(
      typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message
    );
  }
};
function keyOf(header) {
  return {
    project: header.project,
    stack: header.stack,
    workdir: header.workdir,
    runId: recordKey(header)
  };
}

// src/journal/s3-store.ts
function s3JournalPrefix(settings) {
  return `${settings.stateKey}.stackgate/journal/`;
}
function sealedStateKey(settings) {
  return `${settings.stateKey}.stackgate/errored-state.sealed`;
}
function s3OpenPrefix(settings) {
  return `${settings.stateKey}.stackgate/open-runs/`;
}
var safe = (text2) => text2.replace(/[^A-Za-z0-9._-]/g, "-");
function objectName(header) {
  const parts = [header.attempt, header.job, header.index, header.host, String(header.pid)];
  return `${safe(header.startedAt)}_${safe(header.runId)}_${parts.map((p) => safe(p ?? "")).join("_")}.ndjson`;
}
function legacyObjectName(header) {
  return `${safe(header.startedAt)}_${safe(header.runId)}.ndjson`;
}
async function putWholeObject(client, bucket, object, what, location) {
  const sdk = await loadS3Sdk();
  try {
    await (await client()).send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: object.key,
        Body: object.body,
        // Given, not left to the SDK: for an empty body (an open-run marker) it sends none and
        // prints "Are you using a Stream of unknown length…" into the run's log.
        ContentLength: Buffer.byteLength(object.body),
        ContentType: object.contentType
      })
    );
  } catch (error) {
    throw awsFailure(what, location, error);
  }
}
var RUN_WRITE_ATTEMPTS = 8;
function overOf(stored) {
  if (stored === null) return "absent";
  return stored.etag === void 0 ? "anything" : { etag: stored.etag };
}
var S3JournalStore = class {
  constructor(settings) {
    this.settings = settings;
    this.location = `s3://${settings.bucket}/${s3JournalPrefix(settings)}`;
  }
  settings;
  location;
  client = null;
  header = null;
  /** The run's lines as this store last wrote them (null: not read back yet after attach). */
  lines = null;
  /** The run's object name (under the journal prefix) once known. */
  name = null;
  /** The version of the run's object the next write may replace. */
  over = "absent";
  attach(header) {
    this.header = header;
    this.lines = null;
    this.name = null;
  }
  append(entry) {
    return this.appendMany([entry]);
  }
  async appendMany(entries) {
    let opened = false;
    const added = [];
    for (const entry of entries) {
      if (entry.type === "start") {
        this.header = entry.header;
        this.lines = [];
        this.name = objectName(entry.header);
        this.over = "absent";
        opened = true;
      }
      const header2 = this.header;
      if (header2 === null) {
        throw new Error(
          `no run to append a ${entry.type} entry to: the first entry must be the start entry (or attach to a run)`
        );
      }
      if (this.lines === null) {
        const named = objectName(header2);
        const legacy = legacyObjectName(header2);
        const stored = await this.readObjectVersion(this.key(named));
        const old = stored === null ? await this.readObjectVersion(this.key(legacy)) : null;
        this.name = old !== null ? legacy : named;
        const found = stored ?? old;
        this.lines = found?.lines ?? [
          JSON.stringify({ type: "start", at: header2.startedAt, header: header2 })
        ];
        this.over = overOf(found);
        opened ||= found === null;
      }
      const line2 = JSON.stringify(entry);
      this.lines.push(line2);
      added.push(line2);
    }
    const header = this.header;
    const name = this.name;
    if (header === null || this.lines === null || name === null) return;
    if (opened) await this.putMarker(name);
    await this.writeRun(this.key(name), added);
    if (entries.some(closesRecord)) await this.deleteMarker(name);
  }
  /**
   * Writes the run's object only over the version this store last read or wrote. Another
   * writer in between (a second recovery of the same run) keeps its lines: ours go after what
   * the object holds then. A store without conditional writes gets plain writes.
   */
  async writeRun(key, added) {
    for (let attempt = 1; ; attempt++) {
      try {
        this.over = await this.putRun(key, `${(this.lines ?? []).join("\n")}
`, this.over);
        return;
      } catch (error) {
        if (this.over !== "anything" && isConditionUnsupported(error)) {
          this.over = "anything";
          continue;
        }
        if (!isConditionLost(error) || attempt >= RUN_WRITE_ATTEMPTS)
          throw awsFailure("(writing) the journal copy", this.location, error);
        const stored = await this.readObjectVersion(key);
        if (stored !== null) this.lines = [...stored.lines, ...added];
        this.over = overOf(stored);
      }
    }
  }
  /** One PutObject of the run's object under `over`; the version it wrote. */
  async putRun(key, body, over) {
    const sdk = await loadS3Sdk();
    const condition = over === "absent" ? { IfNoneMatch: "*" } : over === "anything" ? {} : { IfMatch: over.etag };
    const answer = await (await this.s3()).send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentLength: Buffer.byteLength(body),
        ContentType: "application/x-ndjson",
        ...condition
      })
    );
    return over === "anything" || answer.ETag === void 0 ? "anything" : { etag: answer.ETag };
  }
  async readLatestRun(key) {
    const names = await this.list(s3JournalPrefix(this.settings));
    for (const name of names.sort().reverse()) {
      const entries = await this.readRun(name, key);
      if (entries !== null) return entries;
    }
    return [];
  }
  /**
   * The runs the open markers name, oldest first (names begin with the start time), plus the
   * newest run written before markers existed when it is unfinished.
   */
  async readUnfinishedRuns(key) {
    const prefix = s3OpenPrefix(this.settings);
    const open2 = (await this.list(prefix)).map((marker) => marker.slice(prefix.length)).sort();
    const runs = [];
    for (const name of open2) {
      const entries = await this.readRun(this.key(name), key);
      if (entries !== null && !isRecordClosed(entries)) runs.push({ name, entries });
    }
    const latest = await this.readLatestRun(key);
    const start = latest[0];
    if (start?.type === "start" && !isRecordClosed(latest)) {
      const name = legacyObjectName(start.header);
      if (!open2.includes(name) && !open2.includes(objectName(start.header))) {
        runs.push({ name, entries: latest });
      }
    }
    return runs.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0).map((r) => r.entries);
  }
  async keepSealedState(_key, sealed) {
    await this.putObject(
      sealedStateKey(this.settings),
      sealed,
      "application/octet-stream",
      "(writing) the sealed errored state",
      this.sealedLocation()
    );
  }
  async readSealedState() {
    const bytes = await getObjectBytes(
      this.settings,
      sealedStateKey(this.settings),
      "the sealed errored state",
      await this.s3()
    );
    return bytes === null ? null : Buffer.from(bytes);
  }
  async dropSealedState() {
    await this.deleteObject(
      sealedStateKey(this.settings),
      "(deleting) the sealed errored state",
      this.sealedLocation()
    );
  }
  /** Replaces the object at `key` whole; a failure names `what` and where. */
  putObject(key, body, contentType, what, location) {
    const object = { key, body, contentType };
    return putWholeObject(() => this.s3(), this.settings.bucket, object, what, location);
  }
  /** Deletes the object at `key`; a failure names `what` and where. */
  async deleteObject(key, what, location) {
    const sdk = await loadS3Sdk();
    try {
      await (await this.s3()).send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      throw awsFailure(what, location, error);
    }
  }
  sealedLocation() {
    return `s3://${this.settings.bucket}/${sealedStateKey(this.settings)}`;
  }
  async close() {
    const client = await this.client?.catch(() => null);
    this.client = null;
    client?.destroy();
  }
  key(name) {
    return `${s3JournalPrefix(this.settings)}${name}`;
  }
  /** The run stored at `name` when it is this key's, else null. */
  async readRun(name, key) {
    const lines = await this.readObject(name);
    if (lines === null) return null;
    const entries = lines.map((line2, index) => this.parse(name, line2, index));
    const first = entries[0];
    if (first?.type !== "start") return null;
    const h = first.header;
    const same = h.project === key.project && h.stack === key.stack && h.workdir === key.workdir;
    return same ? entries : null;
  }
  async list(prefix) {
    const sdk = await loadS3Sdk();
    const client = await this.s3();
    const names = [];
    let token;
    try {
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: prefix,
            ...token !== void 0 ? { ContinuationToken: token } : {}
          })
        );
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        token = page.IsTruncated === true ? page.NextContinuationToken : void 0;
      } while (token !== void 0);
    } catch (error) {
      throw awsFailure("the journal copy", this.location, error);
    }
    return names;
  }
  putMarker(name) {
    return this.putObject(
      `${s3OpenPrefix(this.settings)}${name}`,
      "",
      "application/octet-stream",
      "(writing) the open-run marker of the journal copy",
      this.location
    );
  }
  deleteMarker(name) {
    return this.deleteObject(
      `${s3OpenPrefix(this.settings)}${name}`,
      "(deleting) the open-run marker of the journal copy",
      this.location
    );
  }
  s3() {
    this.client ??= createS3Client(this.settings);
    return this.client;
  }
  /** The object's lines (PUT replaces it whole: never half written), or null when absent. */
  async readObject(name) {
    return (await this.readObjectVersion(name))?.lines ?? null;
  }
  /** The object's lines and ETag, or null when absent. */
  async readObjectVersion(name) {
    const stored = await getObjectVersion(this.settings, name, "the journal copy", await this.s3());
    if (stored === null) return null;
    const lines = Buffer.from(stored.bytes).toString("utf8").split("\n").filter((line2) => line2.trim() !== "");
    return { lines, etag: stored.etag };
  }
  parse(name, line2, index) {
    let value;
    try {
      value = JSON.parse(line2);
    } catch {
      value = void 0;
    }
    return checkStoredEntry(value, {
      location: `s3://${this.settings.bucket}/${name}`,
      item: `line ${index + 1}`,
      text: line2,
      remedy: "Delete or fix that object"
    });
  }
};

// src/backends/s3-backend.ts
import { readFileSync as readFileSync10 } from "node:fs";
import { dirname as dirname4, join as join4 } from "node:path";
var DEFAULT_WORKSPACE_KEY_PREFIX = "env:";
function text(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function currentWorkspace(workdir, env = process.env) {
  const fromEnv = text(env.TF_WORKSPACE);
  if (fromEnv !== void 0) return fromEnv;
  try {
    const chosen = readFileSync10(
      join4(dirname4(backendConfigFile(workdir, env)), "environment"),
      "utf8"
    ).trim();
    return chosen === "" ? "default" : chosen;
  } catch {
    return "default";
  }
}
function endpoint(config, service) {
  const endpoints = isRecord(config.endpoints) ? config.endpoints : {};
  return text(endpoints[service]) ?? (service === "s3" ? text(config.endpoint) : text(config.dynamodb_endpoint));
}
function readS3BackendSettings(config, workdir, env = process.env) {
  const bucket = text(config.bucket);
  const key = text(config.key);
  if (bucket === void 0 || key === void 0) {
    throw new StackgateError(
      `The s3 backend configuration in ${backendConfigFile(workdir, env)} has no ${bucket === void 0 ? "`bucket`" : "`key`"} (got ${JSON.stringify(bucket === void 0 ? config.bucket : config.key) ?? "nothing"}). Run \`terraform init\` again with the backend configured.`,
      EXIT.usage
    );
  }
  const region = text(config.region) ?? text(env.AWS_REGION) ?? text(env.AWS_DEFAULT_REGION);
  if (region === void 0) {
    throw new StackgateError(
      "The s3 backend has no region: neither `region` in the backend configuration nor AWS_REGION / AWS_DEFAULT_REGION in the environment is set. Set AWS_REGION for the stackgate step as you do for terraform.",
      EXIT.usage
    );
  }
  const workspace = currentWorkspace(workdir, env);
  const prefix = text(config.workspace_key_prefix) ?? DEFAULT_WORKSPACE_KEY_PREFIX;
  const settings = {
    bucket,
    stateKey: workspace === "default" ? key : `${prefix}/${workspace}/${key}`,
    workspace,
    region,
    usePathStyle: config.use_path_style === true || config.force_path_style === true,
    useLockfile: config.use_lockfile === true,
    assumeRole: isRecord(config.assume_role) || isRecord(config.assume_role_with_web_identity)
  };
  const s3 = endpoint(config, "s3") ?? text(env.AWS_ENDPOINT_URL_S3) ?? text(env.AWS_ENDPOINT_URL);
  const dynamo = endpoint(config, "dynamodb") ?? text(env.AWS_ENDPOINT_URL_DYNAMODB) ?? text(env.AWS_ENDPOINT_URL);
  if (s3 !== void 0) settings.s3Endpoint = s3;
  if (dynamo !== void 0) settings.dynamoEndpoint = dynamo;
  const table = text(config.dynamodb_table);
  if (table !== void 0) settings.dynamodbTable = table;
  const accessKey = text(config.access_key);
  const secretKey = text(config.secret_key);
  const token = text(config.token);
  const profile = text(config.profile);
  if (accessKey !== void 0) settings.accessKey = accessKey;
  if (secretKey !== void 0) settings.secretKey = secretKey;
  if (token !== void 0) settings.sessionToken = token;
  if (profile !== void 0) settings.profile = profile;
  return settings;
}
function dynamoLockId(settings) {
  return `${settings.bucket}/${settings.stateKey}`;
}
function lockfileKey(settings) {
  return `${settings.stateKey}.tflock`;
}

// src/journal/journal.ts
var Journal = class {
  local;
  lanes;
  warningList = [];
  onWarning;
  onLocalFailure;
  localFailureText = null;
  /** Entries the local file did not take (after its first failed append), in order. */
  unwrittenList = [];
  constructor(options) {
    this.local = options.local;
    this.lanes = (options.durable ?? []).map((store) => ({
      store,
      queue: [],
      tail: Promise.resolve(),
      disabled: false,
      appended: 0
    }));
    this.onWarning = options.onWarning;
    this.onLocalFailure = options.onLocalFailure;
  }
  /** Why the local file stopped taking entries, or null while it takes them. */
  get localFailure() {
    return this.localFailureText;
  }
  /** Entries only memory and the durable copies hold (the local file failed). */
  get unwritten() {
    return this.unwrittenList;
  }
  get warnings() {
    return this.warningList;
  }
  get durableLocations() {
    return this.lanes.map((lane) => lane.store.location);
  }
  /**
   * Starts a run: refuses when the previous run of this stack is not terminal (recover
   * first), rotates a finished one, writes the start entry locally, then queues it durably.
   */
  start(header, at) {
    const entry = this.local.startRun(header, at);
    this.enqueue(entry);
    return entry;
  }
  /** Continues an existing run (the local file already holds its start entry). */
  resume(header) {
    for (const lane of this.lanes) lane.store.attach?.(header);
  }
  /** Records one entry: synchronous local append, then a queued durable append. */
  record(input) {
    if (input.type === "start") return this.start(input.header, input.at);
    const entry = completeEntry(input);
    this.appendLocal(entry);
    this.enqueue(entry);
    return entry;
  }
  /**
   * The local append never throws into the engine's output or a signal handler: a file that
   * cannot be written (ENOSPC) is reported once through `onLocalFailure`, and this and every
   * later entry is kept in memory (and still queued for the durable copies).
   */
  appendLocal(entry) {
    if (this.localFailureText !== null) {
      this.unwrittenList.push(entry);
      return;
    }
    try {
      this.local.appendSync(entry);
    } catch (error) {
      this.unwrittenList.push(entry);
      this.localFailureText = describeWriteFailure(this.local.file, error);
      const durable = this.lanes.length > 0 ? ` and go on to ${this.durableLocations.join(", ")}` : "";
      this.warn(
        `${this.localFailureText}: the journal's later entries stay in memory${durable}; stopping the engine gracefully.`
      );
      try {
        this.onLocalFailure?.(this.localFailureText);
      } catch {
      }
    }
  }
  /** Waits until every queued durable append has finished (or failed into `warnings`). */
  async flush() {
    for (; ; ) {
      const tails = this.lanes.map((lane) => lane.tail);
      await Promise.all(tails);
      if (this.lanes.every((lane, i) => lane.tail === tails[i])) return;
    }
  }
  /** Flushes, then closes the durable stores (close failures become warnings). */
  async close() {
    this.retryLocal();
    await this.flush();
    await Promise.all(
      this.lanes.map(async (lane) => {
        try {
          await lane.store.close();
        } catch (error) {
          this.warn(
            `durable journal copy at ${lane.store.location}: close failed: ${messageOf(error)}`
          );
        }
      })
    );
  }
  /** Once more at the end: the entries the local file missed, if it takes them now. */
  retryLocal() {
    if (this.localFailureText === null || this.unwrittenList.length === 0) return;
    try {
      for (const entry of this.unwrittenList) this.local.appendSync(entry);
      this.unwrittenList.splice(0);
    } catch {
    }
  }
  enqueue(entry) {
    for (const lane of this.lanes) {
      lane.queue.push(entry);
      lane.tail = lane.tail.then(() => this.push(lane));
    }
  }
  async push(lane) {
    const batch = lane.queue.splice(0);
    if (lane.disabled || batch.length === 0) return;
    let failed = `the ${batch[0]?.type ?? ""} entry${batch.length > 1 ? ` and ${batch.length - 1} after it` : ""}`;
    try {
      if (lane.store.appendMany) {
        await lane.store.appendMany(batch);
        lane.appended += batch.length;
      } else {
        for (const entry of batch) {
          failed = `the ${entry.type} entry`;
          await lane.store.append(entry);
          lane.appended++;
        }
      }
    } catch (error) {
      lane.disabled = true;
      this.warn(
        `durable journal copy at ${lane.store.location}: writing ${failed} failed (${messageOf(error)}). That copy stops after ${lane.appended} entries of this run and is not written again; the local journal ${this.local.file} is complete, keep it (or rerun recover on this machine).`
      );
    }
  }
  warn(message) {
    this.warningList.push(message);
    try {
      this.onWarning?.(message);
    } catch {
    }
  }
};

// src/journal/run-journal.ts
function journalKey(settings) {
  const workdir = workdirKey(settings.workdir);
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    // Journals written before the key was relative to the git work tree named the absolute path.
    ...workdir === settings.workdir ? {} : { workdirAliases: [settings.workdir] }
  };
}
function workdirKey(workdir) {
  const root = workdirRootOf(process.env) ?? gitWorkTree(workdir);
  return (root ? pathWithin(root, workdir) : void 0) ?? workdir;
}
function gitWorkTree(dir) {
  for (let current = dir; ; current = path12.dirname(current)) {
    if (existsSync7(path12.join(current, ".git"))) return current;
    if (current === path12.dirname(current)) return void 0;
  }
}
function durableStores(settings, backend, env) {
  const stores = [];
  if (backend.type === "pg")
    stores.push(new PgJournalStore(pgConnString(backend.config, env), { env }));
  if (backend.type === "s3") {
    const s3 = readS3BackendSettings(backend.config, settings.workdir, env);
    if (!s3.assumeRole) stores.push(new S3JournalStore(s3));
  }
  if (settings.journalDir !== void 0) stores.push(new DirJournalStore(settings.journalDir));
  return stores;
}
function runHeader(settings, command) {
  const header = {
    version: JOURNAL_VERSION,
    runId: settings.run.runId ?? `local-${process.pid}-${Date.now()}`,
    platform: settings.run.platform,
    engine: settings.engine,
    project: settings.project,
    stack: settings.stack,
    workdir: journalKey(settings).workdir,
    host: os3.hostname(),
    user: os3.userInfo().username,
    pid: process.pid,
    startedAt: (/* @__PURE__ */ new Date()).toISOString(),
    command
  };
  if (settings.run.runUrl) header.runUrl = settings.run.runUrl;
  if (settings.run.attempt) header.attempt = settings.run.attempt;
  if (settings.run.job) header.job = settings.run.job;
  if (settings.run.index) header.index = settings.run.index;
  return header;
}
function openJournal(settings, durable, onWarning, local = FileJournalStore.forStack(settings.workdir, settings.stack), onLocalFailure) {
  return new Journal({
    local,
    durable,
    onWarning,
    ...onLocalFailure ? { onLocalFailure } : {}
  });
}
var durableEntries = /* @__PURE__ */ new WeakMap();
async function readLatestRun(settings, durable) {
  const local = FileJournalStore.forStack(settings.workdir, settings.stack);
  const fromLocal = local.readState();
  const copies = [];
  const unfinishedHere = fromLocal !== null && !isTerminal(fromLocal);
  for (const store of durable) {
    let entries;
    try {
      entries = await store.readLatestRun(journalKey(settings));
    } catch (error) {
      if (!unfinishedHere) throw error;
      fromLocal.warnings.push(
        `the journal copy at ${store.location} could not be read (${messageOf(error)}): recovery goes on from ${local.file}`
      );
      continue;
    }
    if (entries.length === 0) continue;
    copies.push({ state: foldJournal(entries, { source: store.location }), entries });
  }
  if (fromLocal && durable.length > 0) confirmLocalLock(fromLocal, copies, durable, local.file);
  if (fromLocal && !isTerminal(fromLocal)) return fromLocal;
  let newest = fromLocal;
  let newestEntries = null;
  for (const copy of copies) {
    const fuller = newest !== null && newestEntries !== null && recordKey(copy.state.header) === recordKey(newest.header) && copy.entries.length > newestEntries.length;
    if (newest === null || fuller || Date.parse(copy.state.header.startedAt) > Date.parse(newest.header.startedAt)) {
      newest = copy.state;
      newestEntries = copy.entries;
      durableEntries.set(copy.state, copy.entries);
    }
  }
  return newest;
}
function confirmLocalLock(local, copies, durable, file) {
  const copiesOfRun = copies.filter((c) => recordKey(c.state.header) === recordKey(local.header));
  if (local.recoveryLocks !== void 0) {
    const confirmed = new Set(
      copiesOfRun.flatMap((c) => (c.state.recoveryLocks ?? []).map((l) => l.lockId))
    );
    local.recoveryLocks = local.recoveryLocks.filter((l) => confirmed.has(l.lockId));
  }
  if (local.lockId === void 0) return;
  if (copiesOfRun.some((c) => c.state.lockId === local.lockId)) return;
  const same = copiesOfRun[0];
  local.warnings.push(
    `the local journal ${file} names lock ${JSON.stringify(local.lockId)} for run ${local.header.runId}, but the durable copy (${durable.map((d) => d.location).join(", ")}) ${same ? `names ${same.state.lockId === void 0 ? "no lock" : JSON.stringify(same.state.lockId)}` : "does not hold that run"}: the lock is not treated as that run's.`
  );
  local.unconfirmedLockId = local.lockId;
  delete local.lockId;
}
async function readUnfinishedRuns(settings, durable) {
  const local = FileJournalStore.forStack(settings.workdir, settings.stack);
  const fromLocal = local.readState();
  const here = fromLocal !== null && !isTerminal(fromLocal) ? fromLocal : null;
  const byKey = /* @__PURE__ */ new Map();
  const copies = [];
  for (const store of durable) {
    let runs2;
    try {
      runs2 = await store.readUnfinishedRuns(journalKey(settings));
    } catch (error) {
      if (here === null) throw error;
      here.warnings.push(
        `the journal copy at ${store.location} could not be read (${messageOf(error)}): recovery goes on from ${local.file}`
      );
      continue;
    }
    for (const entries of runs2) {
      const state = foldJournal(entries, { source: store.location });
      copies.push({ state, entries });
      const key = recordKey(state.header);
      const known = byKey.get(key);
      if (known === void 0 || known.entries !== null && entries.length > known.entries.length) {
        byKey.set(key, { state, entries });
      }
    }
  }
  if (here !== null) {
    if (durable.length > 0) confirmLocalLock(here, copies, durable, local.file);
    byKey.set(recordKey(here.header), { state: here, entries: null });
  }
  const runs = [...byKey.values()];
  for (const run of runs) if (run.entries !== null) durableEntries.set(run.state, run.entries);
  return runs.map((run) => run.state).sort((a, b) => Date.parse(a.header.startedAt) - Date.parse(b.header.startedAt));
}
function adoptRun(settings, state) {
  const main = FileJournalStore.forStack(settings.workdir, settings.stack);
  const entries = durableEntries.get(state);
  if (entries === void 0) return main;
  const held = main.readState();
  const free = held === null || isTerminal(held) || recordKey(held.header) === recordKey(state.header);
  const target = free ? main : adoptedFile(settings, state);
  target.restore(entries);
  durableEntries.delete(state);
  return target;
}
function adoptedFile(settings, state) {
  const main = FileJournalStore.forStack(settings.workdir, settings.stack).file;
  const hash = createHash4("sha256").update(recordKey(state.header)).digest("hex").slice(0, 16);
  return new FileJournalStore(main.replace(/\.ndjson$/, `.adopted-${hash}.ndjson`), {
    workdir: settings.workdir
  });
}
async function readUnfinishedRunsOnce(settings, backend, env) {
  const durable = durableStores(settings, backend, env);
  try {
    return await readUnfinishedRuns(settings, durable);
  } finally {
    for (const store of durable) await store.close().catch(() => void 0);
  }
}
async function readLatestRunOnce(settings, backend, env) {
  const durable = durableStores(settings, backend, env);
  try {
    return await readLatestRun(settings, durable);
  } finally {
    for (const store of durable) await store.close().catch(() => void 0);
  }
}

// src/signals/stop-process.ts
import { setTimeout as sleep } from "node:timers/promises";
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
    }
  }
}
async function waitForExit(pid, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isPidAlive(pid)) return true;
    await sleep(100);
  }
  return !isPidAlive(pid);
}
async function stopProcessGroup(pid, options) {
  signalGroup(pid, "SIGINT");
  if (await waitForExit(pid, options.graceMs)) return "SIGINT";
  signalGroup(pid, "SIGINT");
  if (await waitForExit(pid, options.killAfterMs ?? KILL_AFTER_MS)) return "two SIGINTs";
  signalGroup(pid, "SIGKILL");
  await waitForExit(pid, 2e3);
  return "SIGKILL";
}

// src/recovery/recover-common.ts
function importCommand(binary, address, id) {
  return `${binary} import ${shellQuote(address)} ${id === null ? "<ID: look it up in the provider>" : shellQuote(id)}`;
}
function findOrphans(state, inState2, binary) {
  const interrupted = state.phase === "interrupting" || state.phase === "interrupted";
  return state.resources.filter((r) => r.action === "create" || r.action === "replace").filter((r) => r.status !== "failed" || interrupted).filter((r) => !inState2.has(r.address)).map((r) => ({
    address: r.address,
    id: r.id ?? null,
    certain: r.status === "done",
    importCommand: importCommand(binary, r.address, r.id ?? null)
  }));
}
async function assessRun(state, liveness) {
  const run = journalRun(state);
  const runState = run.terminal || run.host === os4.hostname() ? "unknown" : await liveness.runState(runRefOf(run));
  return decideRunOver(run, os4.hostname(), isPidAlive, runState);
}
function journalRun(state) {
  const run = {
    runId: state.header.runId,
    host: state.header.host,
    pid: state.header.pid,
    startedAt: state.header.startedAt,
    terminal: isTerminal(state)
  };
  if (state.header.runUrl) run.runUrl = state.header.runUrl;
  run.platform = state.header.platform;
  if (state.header.attempt !== void 0) run.attempt = state.header.attempt;
  if (state.header.job !== void 0) run.job = state.header.job;
  if (state.header.index !== void 0) run.index = state.header.index;
  if (state.enginePid !== void 0) run.enginePid = state.enginePid;
  return run;
}
async function stopSurvivingEngine(state, settings) {
  if (isTerminal(state) || state.header.host !== os4.hostname()) return { kind: "none" };
  if (state.header.pid !== process.pid && isPidAlive(state.header.pid)) {
    return {
      kind: "live",
      detail: `run ${state.header.runId} is still running on this host (stackgate pid ${state.header.pid}); nothing was touched`
    };
  }
  const enginePid = state.enginePid;
  if (enginePid === void 0 || !isPidAlive(enginePid)) return { kind: "none" };
  if (!isEngineProcess(enginePid, settings.engineBinary)) return { kind: "none" };
  const stopped = await stopProcessGroup(enginePid, {
    graceMs: settings.stopTimeoutMs
  });
  return {
    kind: "stopped",
    detail: `stopped the engine left running by run ${state.header.runId} (pid ${enginePid}) with ${stopped}`
  };
}
var RecoveryLog = class {
  constructor(settings, deps) {
    this.settings = settings;
    this.deps = deps;
  }
  settings;
  deps;
  actions = [];
  orphans = [];
  attention = [];
  /** True once an engine left running by the journal's run was stopped. */
  stoppedEngine = false;
  act(kind, detail, ok = true) {
    this.actions.push({ kind, detail, ok });
    this.deps.output.info(`recover: ${detail}`);
  }
  /** False when the journal's run is still live here: then nothing may be touched. */
  async stopSurvivingEngine(state) {
    const survivor = await stopSurvivingEngine(state, this.settings);
    if (survivor.kind === "live") this.attention.push(survivor.detail);
    if (survivor.kind === "stopped") {
      this.stoppedEngine = true;
      this.act("stop-engine", survivor.detail);
    }
    return survivor.kind !== "live";
  }
};
var RecoveryJournal = class {
  constructor(settings, backend) {
    this.settings = settings;
    this.backend = backend;
    this.durable = durableStores(settings, backend, process.env);
  }
  settings;
  backend;
  warnings = [];
  /** The journal of the run this recovery is repairing now (reopened by `mayTouch`). */
  journal = null;
  reopened = [];
  /** The durable copies: the journal's, and where a sealed errored state is kept. */
  durable;
  /** Stores opened for a second (third, …) reopened run, closed with the rest. */
  extra = [];
  async readLastRun() {
    const state = await readLatestRun(this.settings, this.durable);
    const file = FileJournalStore.forStack(this.settings.workdir, this.settings.stack).file;
    if (state) assertJournalFor(state, journalKey(this.settings), `the journal ${file}`);
    return state;
  }
  /**
   * Every unfinished run of the stack, oldest first (journal/run-journal.ts
   * `readUnfinishedRuns`), each checked to be this stack's; and the newest run, for the report
   * when none is unfinished.
   */
  async readRuns() {
    const unfinished = await readUnfinishedRuns(this.settings, this.durable);
    const file = FileJournalStore.forStack(this.settings.workdir, this.settings.stack).file;
    for (const state of unfinished) {
      assertJournalFor(state, journalKey(this.settings), `the journal ${file}`);
    }
    const latest = unfinished.length > 0 ? null : await this.readLastRun();
    return { unfinished, latest };
  }
  /**
   * Whether this recovery may touch the last run: not while it may be alive — its stackgate
   * still runs here (an orphaned engine of it is stopped first), or it ran elsewhere and
   * nobody can prove it is over. A run that may be alive is only reported: its lock, its
   * resources and its journal are never touched. Decided before anything is recorded; the
   * run's journal is reopened when the run is unfinished and this recovery repairs (not
   * `unlock`).
   */
  async mayTouch(state, recovery, mode, liveness) {
    if (state === null) return true;
    if (!await recovery.stopSurvivingEngine(state)) return false;
    if (isTerminal(state)) return true;
    const verdict = await assessRun(state, liveness);
    if (verdict.kind !== "over" && !this.settings.force) {
      recovery.attention.push(
        `the last run is ${verdict.kind === "alive" ? "still running" : "live or cannot be checked from here"}: ${verdict.reason}. Nothing of it was touched: its lock, its resources and its journal are left to it.`
      );
      return false;
    }
    if (mode !== "unlock") this.reopen(state, adoptRun(this.settings, state));
    return true;
  }
  /**
   * Reopens the run's journal (phase `recovering`). A recovery that repairs several runs uses
   * one set of durable stores per run: a store continues one run at a time.
   */
  reopen(state, local) {
    const durable = this.reopened.length === 0 ? this.durable : durableStores(this.settings, this.backend, process.env);
    if (durable !== this.durable) this.extra.push(...durable);
    this.journal = openJournal(this.settings, durable, (w) => this.warnings.push(w), local);
    this.reopened.push(this.journal);
    this.journal.resume(state.header);
    this.journal.record({ type: "phase", phase: "recovering" });
  }
  /** Ends the current run's part: the next `mayTouch` may reopen another run. */
  async endRun() {
    await this.journal?.flush();
    this.journal = null;
  }
  async close(output) {
    for (const journal of this.reopened) await journal.close();
    for (const store of this.extra) await store.close().catch(() => void 0);
    for (const store of this.durable) await store.close().catch(() => void 0);
    for (const w of this.warnings) output.warn(w);
  }
};

// src/backends/s3-digest.ts
import { createHash as createHash5 } from "node:crypto";
async function storedDigest(settings, table) {
  const item = await getDynamoItem(
    settings,
    table,
    `${dynamoLockId(settings)}-md5`,
    "the state digest"
  );
  const digest = item?.Digest?.S;
  return digest === void 0 || digest === "" ? null : digest;
}
async function stateMd5(settings) {
  const bytes = await getObjectBytes(settings, settings.stateKey, "the state");
  return bytes === null ? null : createHash5("md5").update(bytes).digest("hex");
}
async function findDigestMismatch(settings) {
  const table = settings.dynamodbTable;
  if (table === void 0) return null;
  const stored = await storedDigest(settings, table);
  if (stored === null) return null;
  const calculated = await stateMd5(settings);
  if (calculated === null || calculated === stored) return null;
  const item = JSON.stringify({
    LockID: { S: `${dynamoLockId(settings)}-md5` },
    Digest: { S: calculated }
  });
  const repair = `aws dynamodb put-item --table-name ${table} --item '${item}'`;
  return {
    settings,
    stored,
    calculated,
    repair,
    message: `the state s3://${settings.bucket}/${settings.stateKey} does not match the digest Terraform stored for it (state MD5 ${calculated}, stored Digest ${stored} in DynamoDB table ${table}): a state write landed without its digest, and Terraform will refuse to read the state. Check that the state object is the version you expect (the bucket's object versions), then set the Digest to the state's MD5: ${repair}`
  };
}
async function checkStateDigest(backend, workdir, env = process.env) {
  if (backend.type !== "s3") return null;
  const settings = readS3BackendSettings(backend.config, workdir, env);
  if (settings.assumeRole) return null;
  return findDigestMismatch(settings);
}
async function repairStateDigest(mismatch) {
  const { settings } = mismatch;
  const now = await findDigestMismatch(settings);
  if (now === null) return "the state digest matches again: nothing to repair";
  if (now.stored !== mismatch.stored || now.calculated !== mismatch.calculated) {
    throw new Error(
      `the state or its digest changed while recover ran (stored ${now.stored}, state ${now.calculated}): not repaired. ${now.message}`
    );
  }
  const table = settings.dynamodbTable ?? "";
  await putDynamoItem(
    settings,
    table,
    { LockID: `${dynamoLockId(settings)}-md5`, Digest: now.calculated },
    "the state digest"
  );
  return `set the state digest of s3://${settings.bucket}/${settings.stateKey} to the state's MD5 ${now.calculated} (was ${now.stored}; policy state-digest: repair)`;
}

// src/backends/local-state-path.ts
import path13 from "node:path";
function localStatePath(workdir, backend, env = process.env) {
  if (backend.type !== "local") return null;
  const configured = typeof backend.config.path === "string" ? backend.config.path : "";
  const workspace = currentWorkspace(workdir, env);
  if (workspace === "default") {
    return path13.resolve(workdir, configured !== "" ? configured : "terraform.tfstate");
  }
  const dir = typeof backend.config.workspace_dir === "string" && backend.config.workspace_dir !== "" ? backend.config.workspace_dir : "terraform.tfstate.d";
  return path13.resolve(workdir, dir, workspace, "terraform.tfstate");
}

// src/locks/http-locks.ts
import { randomUUID } from "node:crypto";
function setting(value, fallback) {
  if (typeof value === "string" && value !== "") return value;
  return fallback !== void 0 && fallback !== "" ? fallback : void 0;
}
function httpLockConfig(config, env) {
  const lockAddress = setting(config.lock_address, env.TF_HTTP_LOCK_ADDRESS);
  if (lockAddress === void 0) return null;
  const username = setting(config.username, env.TF_HTTP_USERNAME);
  const password = setting(config.password, env.TF_HTTP_PASSWORD);
  const result = {
    lockAddress,
    unlockAddress: setting(config.unlock_address, env.TF_HTTP_UNLOCK_ADDRESS) ?? lockAddress,
    lockMethod: setting(config.lock_method, env.TF_HTTP_LOCK_METHOD) ?? "LOCK",
    unlockMethod: setting(config.unlock_method, env.TF_HTTP_UNLOCK_METHOD) ?? "UNLOCK"
  };
  if (username !== void 0 || password !== void 0) {
    result.authorization = `Basic ${Buffer.from(`${username ?? ""}:${password ?? ""}`).toString("base64")}`;
  }
  return result;
}
function parseHolderJson(text2, probe) {
  try {
    const info = JSON.parse(text2);
    if (typeof info.ID !== "string" || info.ID === "") return null;
    const holder = { id: info.ID, raw: text2 };
    const field = (key, echo) => typeof info[key] === "string" && !(echo && info[key] === probe[key]) ? info[key] : void 0;
    const who = field("Who", false);
    const [operation, created, about] = ["Operation", "Created", "Info"].map((k) => field(k, true));
    if (who !== void 0) holder.who = who;
    if (operation !== void 0) holder.operation = operation;
    if (created !== void 0) holder.created = created;
    if (about !== void 0) holder.info = about;
    return holder;
  } catch {
    return null;
  }
}
function ageByServer(holder, date) {
  const serverNow = date === null ? Number.NaN : Date.parse(date);
  const created = parseLockCreated(holder.created);
  if (Number.isNaN(serverNow)) {
    return { ageUnknown: "the http lock server's answer has no Date header (its clock)" };
  }
  if (created === null) {
    return {
      ageUnknown: `the lock's Created ${JSON.stringify(holder.created ?? "")} is not a time`
    };
  }
  return {
    age: {
      ms: serverNow - created.getTime(),
      clock: `the http lock server's clock (its Date header ${date ?? ""} minus the lock's Created ${holder.created ?? ""})`
    }
  };
}
function createHttpLocks(cfg) {
  const send = async (method, url, body) => {
    const headers = { "content-type": "application/json" };
    if (cfg.authorization) headers.authorization = cfg.authorization;
    let response;
    try {
      response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(1e4) });
    } catch (error) {
      throw new StackgateError(
        `the http lock server at ${url} did not answer ${method}: ${messageOf(error)}. Nothing was unlocked.`,
        EXIT.failed,
        { cause: error }
      );
    }
    return {
      status: response.status,
      text: await response.text(),
      date: response.headers.get("date")
    };
  };
  const locks = {
    backend: "http",
    writableWhileHeld: false,
    async inspect() {
      const probeInfo = {
        ID: randomUUID(),
        Operation: "stackgate-lock-probe",
        Info: "stackgate checks who holds the lock; released at once",
        Who: userAtHost(),
        Version: "",
        Created: (/* @__PURE__ */ new Date()).toISOString(),
        Path: ""
      };
      const probe = JSON.stringify(probeInfo);
      const locked = await send(cfg.lockMethod, cfg.lockAddress, probe);
      if (locked.status === 200) {
        const released = await send(cfg.unlockMethod, cfg.unlockAddress, probe);
        if (released.status !== 200) {
          throw new StackgateError(
            `stackgate's lock probe could not release its own probe lock at ${cfg.unlockAddress} (HTTP ${released.status}). Release it with: terraform force-unlock -force ${probeInfo.ID}`,
            EXIT.failed
          );
        }
        return { kind: "free" };
      }
      if (locked.status === 409 || locked.status === 423) {
        const holder = parseHolderJson(locked.text, probeInfo);
        if (holder)
          return { kind: "held", holder: { ...holder, ...ageByServer(holder, locked.date) } };
        return {
          kind: "unsupported",
          reason: `the lock server answered ${locked.status} without the holder's LockInfo`
        };
      }
      throw new StackgateError(
        `the http lock server at ${cfg.lockAddress} answered ${cfg.lockMethod} with HTTP ${locked.status}; expected 200 (free) or 409/423 (held). Nothing was unlocked.`,
        EXIT.failed
      );
    },
    async breakLock(holder) {
      if (holder.raw === void 0)
        throw new Error("http breakLock needs the holder's LockInfo from inspect()");
      const now = await locks.inspect();
      if (now.kind === "free") return;
      if (now.kind !== "held" || now.holder.id !== holder.id) {
        throw new StackgateError(
          `the lock changed hands before stackgate released it: it was ${holder.id}, it is now ${now.kind === "held" ? now.holder.id : "unreadable"}. Nothing was unlocked.`,
          EXIT.locked
        );
      }
      const result = await send(cfg.unlockMethod, cfg.unlockAddress, holder.raw);
      if (result.status !== 200) {
        throw new StackgateError(
          `the http lock server refused to release lock ${holder.id} (HTTP ${result.status}: ${truncate(result.text, 200)}). If its owner is really gone, run: terraform force-unlock -force ${holder.id}`,
          EXIT.failed
        );
      }
    },
    manualCommand: (holder) => `terraform force-unlock ${holder?.id ?? "<LOCK_ID>"}`
  };
  return locks;
}

// src/locks/local-locks.ts
import { readFileSync as readFileSync11, statSync as statSync2 } from "node:fs";
var INITIAL_PID_NAMESPACE = 4026531836;
var REMOTE_FS = /^(nfs4?|cifs|smb3?|fuse(\..*)?|9p|ceph|glusterfs|lustre|gpfs|afs|virtiofs)$/;
var SYSTEM = {
  readFile: (file) => readFileSync11(file, "utf8"),
  identify(file) {
    const stat = statSync2(file, { throwIfNoEntry: false, bigint: false });
    if (stat === void 0) return null;
    return {
      major: stat.dev >> 8 & 4095,
      minor: stat.dev & 255 | stat.dev >> 12 & 1048320,
      inode: stat.ino
    };
  },
  pidNamespaceInode() {
    try {
      return statSync2("/proc/self/ns/pid").ino;
    } catch {
      return null;
    }
  }
};
function untrusted(file, reader) {
  if (process.platform !== "linux") return `/proc/locks exists on Linux only (${process.platform})`;
  if (reader.pidNamespaceInode() !== INITIAL_PID_NAMESPACE) {
    return "this process runs in a PID namespace of its own (a container): /proc/locks hides the locks of processes it cannot see";
  }
  const fsType = filesystemOf(file, reader);
  if (fsType === null)
    return `the filesystem of ${file} could not be told from /proc/self/mountinfo`;
  if (REMOTE_FS.test(fsType)) return `${file} is on ${fsType}, whose locks the server keeps`;
  return null;
}
function filesystemOf(file, reader) {
  let best = null;
  for (const line2 of reader.readFile("/proc/self/mountinfo").split("\n")) {
    const [left, right] = line2.split(" - ");
    if (left === void 0 || right === void 0) continue;
    const point = (left.split(" ")[4] ?? "").replace(
      /\\(\d{3})/g,
      (_, oct) => String.fromCharCode(parseInt(oct, 8))
    );
    const type = right.split(" ")[0] ?? "";
    const holds = point === "/" || file === point || file.startsWith(`${point}/`);
    if (holds && (best === null || point.length > best.point.length)) best = { point, type };
  }
  return best?.type ?? null;
}
function inspectLocalLock(file, reader = SYSTEM) {
  let reason;
  try {
    reason = untrusted(file, reader);
  } catch (error) {
    reason = `the kernel's lock list could not be read: ${String(error)}`;
  }
  if (reason !== null) return { kind: "unsupported", reason };
  const id = reader.identify(file);
  if (id === null) return { kind: "free" };
  const device = `${hex(id.major)}:${hex(id.minor)}:${id.inode}`;
  for (const line2 of reader.readFile("/proc/locks").split("\n")) {
    const fields = line2.replace(/->\s*/, "").trim().split(/\s+/);
    if (fields[1] !== "POSIX" || fields[5] !== device) continue;
    const pid = fields[4] ?? "?";
    return {
      kind: "held",
      holder: {
        id: `fcntl:${pid}`,
        who: `pid ${pid}`,
        info: `an fcntl lock on ${file} (the local backend's lock; it dies with its process)`
      }
    };
  }
  return { kind: "free" };
}
function hex(n) {
  return n.toString(16).padStart(2, "0");
}

// src/locks/pg-locks.ts
var PG_CLOCK = "the PostgreSQL server's clock (clock_timestamp() minus the holding session's last state change, at or after its grant)";
function createPgLocks(config, env, workspace, scheme) {
  const connection = parsePgConnString(pgConnString(config, env), env);
  const schema = pgSchemaName(config, env);
  const table = scheme.tableName(config, env);
  const creationKey = scheme.creationLockKey(schema, table).toString();
  const withClient = (fn) => withPgClient(
    connection,
    (error) => new StackgateError(
      `could not connect to the pg backend's database ${connection.display}: ${messageOf(error)}. Nothing was unlocked.`,
      EXIT.failed,
      { cause: error }
    ),
    fn
  );
  const advisoryHolders = `
    select a.pid, a.backend_start, a.client_addr::text as client_addr, a.application_name, a.usename,
      (extract(epoch from a.backend_start) * 1000000)::bigint::text as started_us,
      (extract(epoch from clock_timestamp() - a.state_change) * 1000)::float8 as age_ms
    from pg_locks l
    join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.objsubid = 1`;
  const workspaceHolder = `${advisoryHolders}
      and ((l.classid::bigint << 32) | l.objid::bigint) =
          (select id from ${quoteIdentifier(schema)}.${quoteIdentifier(table)} where name = $1)`;
  const creationHolder = `${advisoryHolders}
      and ((l.classid::bigint << 32) | l.objid::bigint) = ${creationKey}::bigint`;
  const CREATION = `the workspace creation lock (${creationKey})`;
  const holders = async (client, sql, params) => (await client.query(sql, [...params])).rows;
  const workspaceHolders = async (client) => {
    try {
      return await holders(client, workspaceHolder, [workspace]);
    } catch (error) {
      if (error.code === "42P01") return [];
      throw error;
    }
  };
  const creationHolders = (client) => holders(client, creationHolder, []);
  return {
    backend: "pg",
    writableWhileHeld: false,
    async inspect() {
      return withClient(async (client) => {
        const own2 = (await workspaceHolders(client))[0];
        const row = own2 ?? (await creationHolders(client))[0];
        if (!row) return { kind: "free" };
        const app = row.application_name ?? "";
        const holder = {
          id: `pg-session:${row.pid}`,
          sessionPid: row.pid,
          created: row.backend_start.toISOString(),
          raw: row.started_us,
          who: `${row.usename}@${row.client_addr ?? "local socket"}${app === "" ? "" : ` (application_name ${JSON.stringify(app)})`}`,
          ...own2 ? {} : { info: CREATION }
        };
        if (app !== "") holder.applicationName = app;
        if (row.age_ms === null) holder.ageUnknown = "the holding pg session has no state_change";
        else holder.age = { ms: row.age_ms, clock: PG_CLOCK };
        if (isStackgatePgName(app)) holder.identity = pgLockIdentity(app);
        return { kind: "held", holder };
      });
    },
    async breakLock(holder) {
      const pid = holder.sessionPid;
      if (pid === void 0 || holder.raw === void 0)
        throw new Error("pg breakLock needs the session pid and start from inspect()");
      const lock = holder.info === CREATION ? creationHolder : workspaceHolder;
      const params = holder.info === CREATION ? [] : [workspace];
      const n = params.length;
      const sql = `select pg_terminate_backend(h.pid) as terminated from (${lock}
          and a.pid = $${n + 1}
          and (extract(epoch from a.backend_start) * 1000000)::bigint::text = $${n + 2}
          and coalesce(a.application_name, '') = $${n + 3}) h`;
      await withClient(async (client) => {
        try {
          await client.query(sql, [...params, pid, holder.raw, holder.applicationName ?? ""]);
        } catch (error) {
          if (error.code === "42P01") return;
          throw error;
        }
      });
    },
    manualCommand: (holder) => `psql "$PG_CONN_STR" -c 'select pg_terminate_backend(${holder?.sessionPid ?? "<PID>"})'  # the session holding the lock`
  };
}

// src/locks/s3-locks.ts
async function readDynamoLock(settings, table) {
  const lockId = dynamoLockId(settings);
  const where = `DynamoDB table ${table}, item LockID=${lockId}`;
  const item = await getDynamoItem(settings, table, lockId, "the DynamoDB lock");
  if (item === void 0) return null;
  const info = item.Info?.S;
  if (info === void 0) {
    throw new StackgateError(
      `the lock item at ${where} has no Info string (expected Terraform's lock JSON in Info). Nothing was unlocked; look at it with: aws dynamodb get-item --table-name ${table} --key '{"LockID":{"S":"${lockId}"}}'`,
      EXIT.failed
    );
  }
  return { where, text: info, over: { over: info } };
}
async function readLockfile(settings) {
  const key = lockfileKey(settings);
  const found = await getObjectVersion(settings, key, "the S3 lock file");
  if (found === null) return null;
  const where = `s3://${settings.bucket}/${key}`;
  const text2 = Buffer.from(found.bytes).toString("utf8");
  return { where, text: text2, over: { over: found.etag ?? "(no ETag given)" } };
}
function parseS3Lock(record, expectedPath) {
  let info;
  try {
    info = JSON.parse(record.text);
  } catch {
    info = null;
  }
  const fields = typeof info === "object" && info !== null ? info : {};
  if (typeof fields.ID !== "string" || fields.ID === "") {
    throw new StackgateError(
      `the lock at ${record.where} is not Terraform lock JSON with an ID (got ${quoteExcerpt(record.text, 80)}). stackgate cannot tell who holds it, so nothing was unlocked. If you are sure no run holds it, delete it by hand.`,
      EXIT.failed
    );
  }
  if (typeof fields.Path === "string" && fields.Path !== "" && fields.Path !== expectedPath) {
    throw new StackgateError(
      `the lock at ${record.where} names another state (Path ${JSON.stringify(fields.Path)}, expected ${JSON.stringify(expectedPath)}). Nothing was unlocked: check the backend's bucket, key and workspace.`,
      EXIT.failed
    );
  }
  const holder = {
    id: fields.ID,
    raw: record.text,
    locations: [record.where],
    ageUnknown: "an s3 lock record carries only the Created time its holder's own clock wrote, and stackgate reads no server time for it"
  };
  if (typeof fields.Who === "string") holder.who = fields.Who;
  if (typeof fields.Operation === "string") holder.operation = fields.Operation;
  if (typeof fields.Created === "string") holder.created = fields.Created;
  if (typeof fields.Info === "string" && fields.Info !== "") holder.info = fields.Info;
  return holder;
}
function lockPathOf(settings) {
  return `${settings.bucket}/${settings.stateKey}`;
}
async function readRecords(settings) {
  const table = settings.dynamodbTable;
  const [item, file] = await Promise.all([
    table === void 0 ? null : readDynamoLock(settings, table),
    settings.useLockfile ? readLockfile(settings) : null
  ]);
  return { item, file };
}
async function readHolders(settings) {
  const { item, file } = await readRecords(settings);
  return [item, file].filter((r) => r !== null).map((r) => parseS3Lock(r, lockPathOf(settings)));
}
var LOCKFILE = "the S3 lock file";
var DYNAMO_LOCK = "the DynamoDB lock";
async function releaseS3Lock(settings, id, info) {
  if (settings.dynamodbTable !== void 0)
    await deleteDynamoItemIf(
      settings,
      settings.dynamodbTable,
      { LockID: dynamoLockId(settings), Info: info },
      DYNAMO_LOCK
    );
  if (settings.useLockfile) {
    const file = await readLockfile(settings);
    if (file !== null && parseS3Lock(file, lockPathOf(settings)).id === id)
      await deleteObject(settings, lockfileKey(settings), LOCKFILE);
  }
}
function marshalLockInfo(fields) {
  return JSON.stringify(fields).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function goTime(date) {
  return date.toISOString().replace(/\.(\d{3})Z$/, (_, ms) => {
    const fraction = ms.replace(/0+$/, "");
    return fraction === "" ? "Z" : `.${fraction}Z`;
  });
}
function lockInfoOf(settings, request) {
  return marshalLockInfo({
    ID: request.id,
    Operation: request.operation,
    Info: request.info,
    Who: request.who,
    Version: request.version,
    Created: goTime(/* @__PURE__ */ new Date()),
    Path: lockPathOf(settings)
  });
}
async function writeS3Lock(settings, request, onlyIf) {
  const info = lockInfoOf(settings, request);
  let fileTaken = false;
  try {
    if (settings.useLockfile) {
      await putObjectIf(settings, lockfileKey(settings), info, onlyIf.file, LOCKFILE);
      fileTaken = true;
    }
    if (settings.dynamodbTable !== void 0) {
      const item = { LockID: dynamoLockId(settings), Info: info };
      await putDynamoItem(settings, settings.dynamodbTable, item, DYNAMO_LOCK, onlyIf.item);
    }
  } catch (error) {
    if (fileTaken) await deleteObject(settings, lockfileKey(settings), LOCKFILE);
    if (!isConditionLost(error)) throw error;
    const other = (await readHolders(settings)).find((h) => h.id !== request.id);
    return { kind: "held", holder: other ?? { id: "(released while stackgate read it)" } };
  }
  return { kind: "taken", release: () => releaseS3Lock(settings, request.id, info) };
}
async function takeOverS3Lock(settings, holder, request) {
  const { item, file } = await readRecords(settings);
  const records = [item, file].filter((r) => r !== null);
  const other = records.map((r) => parseS3Lock(r, lockPathOf(settings))).find((h) => h.id !== holder.id);
  if (other !== void 0) return { kind: "held", holder: other };
  return writeS3Lock(settings, request, {
    item: item?.over ?? "absent",
    file: file?.over ?? "absent"
  });
}
function createS3Locks(settings, options = {}) {
  const binary = options.binary ?? "terraform";
  const manualCommand = (holder) => `${binary} force-unlock -force ${holder?.id ?? "<LOCK_ID>"}`;
  if (settings.dynamodbTable === void 0 && !settings.useLockfile) {
    const reason = "this s3 backend has no lock configured (neither dynamodb_table nor use_lockfile)";
    return {
      backend: "s3",
      writableWhileHeld: true,
      inspect: () => Promise.resolve({ kind: "free" }),
      breakLock: () => Promise.reject(new StackgateError(`cannot break an s3 lock: ${reason}`, EXIT.failed)),
      manualCommand
    };
  }
  return {
    backend: "s3",
    writableWhileHeld: true,
    take: (request) => writeS3Lock(settings, request, { item: "absent", file: "absent" }),
    takeOver: (holder, request) => takeOverS3Lock(settings, holder, request),
    async inspect() {
      const holders = await readHolders(settings);
      const first = holders[0];
      if (first === void 0) return { kind: "free" };
      const ids = new Set(holders.map((h) => h.id));
      if (ids.size > 1) {
        throw new StackgateError(
          `the s3 backend's two locks name different holders (${holders.map((h) => `${h.id} at ${h.locations?.join(", ") ?? "?"}`).join("; ")}). Nothing was unlocked: find out which run holds which before releasing either.`,
          EXIT.failed
        );
      }
      return {
        kind: "held",
        holder: { ...first, locations: holders.flatMap((h) => h.locations ?? []) }
      };
    },
    async breakLock(holder) {
      if (options.forceUnlock === void 0) {
        throw new StackgateError(
          `stackgate cannot release s3 lock ${holder.id} from here; run: ${manualCommand(holder)}`,
          EXIT.failed
        );
      }
      const current = await readHolders(settings);
      if (current.length === 0) return;
      if (current.some((h) => h.id !== holder.id)) {
        throw new StackgateError(
          `the s3 lock changed hands before stackgate released it: it was ${holder.id}, it is now ${current.map((h) => h.id).join(", ")}. Nothing was unlocked.`,
          EXIT.locked
        );
      }
      await options.forceUnlock(holder.id);
      const left = (await readHolders(settings)).filter((h) => h.id === holder.id);
      if (left.length > 0) {
        throw new StackgateError(
          `\`${binary} force-unlock -force ${holder.id}\` ran, but the lock is still there (${left.flatMap((h) => h.locations ?? []).join(", ")}). Release it by hand and check the backend's permissions.`,
          EXIT.failed
        );
      }
    },
    manualCommand
  };
}

// src/locks/backend-locks.ts
function backendLocksOptions(settings, engine) {
  const traits = engine?.traits ?? terraformTraits(settings.engine);
  return {
    workdir: settings.workdir,
    binary: settings.engineBinary,
    pgScheme: traits.pg,
    ...engine ? { forceUnlock: (id) => engine.forceUnlock(id) } : {}
  };
}
function createBackendLocks(backend, env, options = {}) {
  const workdir = options.workdir;
  const workspace = workdir === void 0 ? "default" : currentWorkspace(workdir, env);
  if (backend.type === "http") {
    const cfg = httpLockConfig(backend.config, env);
    if (cfg) return createHttpLocks(cfg);
  }
  if (backend.type === "pg") {
    const scheme = options.pgScheme ?? terraformTraits("terraform").pg;
    return createPgLocks(backend.config, env, workspace, scheme);
  }
  if (backend.type === "s3" && workdir !== void 0) {
    const settings = readS3BackendSettings(backend.config, workdir, env);
    if (!settings.assumeRole) return createS3Locks(settings, options);
  }
  const binary = options.binary ?? "terraform";
  const stateFile = backend.type === "local" && workdir !== void 0 ? localStatePath(workdir, backend, env) : null;
  const reason = backend.type === "local" ? "the local backend's lock is an fcntl lock that dies with its process: a held lock means a live owner" : `stackgate cannot read ${backend.type} backend locks directly`;
  return {
    backend: backend.type,
    writableWhileHeld: backend.type === "s3" || backend.type === "gcs",
    // local: read from the kernel where that is the truth (local-locks.ts), never broken.
    inspect: () => Promise.resolve(
      stateFile === null ? { kind: "unsupported", reason } : inspectLocalLock(stateFile)
    ),
    // Only reached for a lock bound to a dead run of ours by its journaled ID (recover.ts):
    // force-unlock checks that ID, so nobody else's lock can be released by it.
    breakLock: (holder) => backend.type !== "local" && options.forceUnlock !== void 0 ? options.forceUnlock(holder.id) : Promise.reject(
      new StackgateError(`cannot break a ${backend.type} lock: ${reason}`, EXIT.failed)
    ),
    manualCommand: (holder) => `${binary} force-unlock ${holder?.id ?? "<LOCK_ID>"}`
  };
}

// src/recovery/errored-state.ts
import { spawnSync } from "node:child_process";
import { existsSync as existsSync8, lstatSync as lstatSync7, mkdtempSync as mkdtempSync3, readFileSync as readFileSync12, rmSync as rmSync7, writeFileSync as writeFileSync3 } from "node:fs";
import os5 from "node:os";
import path14 from "node:path";

// src/files/seal-key.ts
import { scryptSync } from "node:crypto";
var SEAL_KDF = { n: 32768, r: 8, p: 1 };
var MAX_MEM = 64 * 1024 * 1024;
function deriveSealKey(secret, salt, cost = SEAL_KDF.n) {
  const { r, p } = SEAL_KDF;
  return scryptSync(Buffer.from(secret, "utf8"), salt, 32, { N: cost, r, p, maxmem: MAX_MEM });
}

// src/files/sealed-envelope.ts
import { createCipheriv, createDecipheriv, randomBytes as randomBytes3 } from "node:crypto";
var SEAL_TAG_BYTES = 16;
function sealEnvelope(magic, record, payload, secret) {
  const recordJson = Buffer.from(JSON.stringify(record), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(recordJson.length);
  const salt = randomBytes3(16);
  const iv = randomBytes3(12);
  const header = {
    cipher: "aes-256-gcm",
    kdf: "scrypt",
    ...SEAL_KDF,
    salt: salt.toString("base64"),
    iv: iv.toString("base64")
  };
  const aad = Buffer.from(`${magic}${JSON.stringify(header)}
`, "utf8");
  const cipher = createCipheriv("aes-256-gcm", deriveSealKey(secret, salt), iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([
    cipher.update(length),
    cipher.update(recordJson),
    cipher.update(payload)
  ]);
  return Buffer.concat([aad, body, cipher.final(), cipher.getAuthTag()]);
}
function openEnvelope(bytes, aadLength, seal, secret) {
  const decipher = createDecipheriv(
    "aes-256-gcm",
    deriveSealKey(secret, seal.salt, seal.cost),
    seal.iv
  );
  decipher.setAAD(bytes.subarray(0, aadLength));
  decipher.setAuthTag(bytes.subarray(bytes.length - SEAL_TAG_BYTES));
  let plain;
  try {
    plain = Buffer.concat([
      decipher.update(bytes.subarray(aadLength, bytes.length - SEAL_TAG_BYTES)),
      decipher.final()
    ]);
  } catch {
    return null;
  }
  const length = plain.readUInt32BE(0);
  return {
    recordJson: plain.subarray(4, 4 + length).toString("utf8"),
    payload: plain.subarray(4 + length)
  };
}

// src/journal/sealed-state.ts
var MAGIC = "stackgate-sealed-state v1\n";
var ERRORED_STATE = {
  name: "errored state",
  holds: "the state the backend refused"
};
var SealedStateError = class extends Error {
};
function sealState(record, state, secret) {
  return sealEnvelope(MAGIC, record, state, secret);
}
function openSealedState(bytes, secret, key, where, what = ERRORED_STATE) {
  const fail = (why) => new SealedStateError(
    `the sealed ${what.name} kept at ${where} cannot be used: ${why}. It is left in place; restore it by hand if it is yours (it holds ${what.holds}).`
  );
  if (bytes.subarray(0, MAGIC.length).toString("latin1") !== MAGIC)
    throw fail("it is not a sealed state");
  const end = bytes.indexOf(10, MAGIC.length);
  if (end < 0 || bytes.length < end + 1 + 4 + SEAL_TAG_BYTES) throw fail("it is cut short");
  let header;
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length, end).toString("utf8"));
  } catch {
    throw fail("its header is not JSON");
  }
  const { n, r, p } = SEAL_KDF;
  if (header.n !== n || header.r !== r || header.p !== p) throw fail("unknown key derivation");
  if (typeof header.salt !== "string" || typeof header.iv !== "string") throw fail("no salt or iv");
  const opened = openEnvelope(
    bytes,
    end + 1,
    { salt: Buffer.from(header.salt, "base64"), iv: Buffer.from(header.iv, "base64") },
    secret
  );
  if (opened === null) {
    throw fail(
      "it does not decrypt and authenticate with the plan key (a different key sealed it, or it was altered)"
    );
  }
  const record = JSON.parse(opened.recordJson);
  if (record.project !== key.project || record.stack !== key.stack || record.workdir !== key.workdir) {
    throw fail(
      `it belongs to project ${JSON.stringify(record.project)}, stack ${JSON.stringify(record.stack)}, workdir ${JSON.stringify(record.workdir)}, not this one`
    );
  }
  return { record, state: opened.payload };
}

// src/recovery/errored-state.ts
var ERRORED_STATE_FILE = "errored.tfstate";
function erroredStatePath(workdir) {
  return path14.join(workdir, ERRORED_STATE_FILE);
}
function sealingStores(stores) {
  return stores.filter((s) => s.keepSealedState !== void 0);
}
async function keepErroredState(settings, stores, runId) {
  const file = erroredStatePath(settings.workdir);
  const result = { kept: [], problems: [] };
  const targets = sealingStores(stores);
  if (targets.length === 0) {
    result.problems.push(
      `no durable journal store is configured (a pg or s3 backend keeps one beside the state; otherwise set --journal-dir / STACKGATE_JOURNAL_DIR), so ${ERRORED_STATE_FILE} exists only on this runner's disk`
    );
    return result;
  }
  if (settings.planKey === void 0) {
    result.problems.push(
      `no plan key is set, so ${ERRORED_STATE_FILE} (it holds the state's secrets) was not copied to ${targets.map((s) => s.location).join(", ")}: set STACKGATE_PLAN_KEY (Action input plan-key, Pipe variable PLAN_KEY) and stackgate keeps a sealed copy there`
    );
    return result;
  }
  const key = journalKey(settings);
  let sealed;
  try {
    sealed = sealState(
      { ...key, runId, keptAt: (/* @__PURE__ */ new Date()).toISOString() },
      readFileSync12(file),
      settings.planKey
    );
  } catch (error) {
    result.problems.push(`could not read ${file} to seal it: ${messageOf(error)}`);
    return result;
  }
  for (const store of targets) {
    try {
      await store.keepSealedState?.(key, sealed);
      result.kept.push(store.location);
    } catch (error) {
      result.problems.push(
        `could not keep the sealed copy in ${store.location}: ${messageOf(error)}`
      );
    }
  }
  return result;
}
async function findErroredState(settings, stores, state, problems) {
  const local = erroredStatePath(settings.workdir);
  if (existsSync8(local) || isSymlink(local)) {
    const untrusted2 = whyNotRuntimeData(local, settings.workdir);
    if (untrusted2 !== null) {
      problems.push(
        `${local} was not pushed: ${untrusted2}. A state Terraform could not write is runtime data; one that came with the checkout is not (a pull request could write it). If it really is the state of your last apply, push it by hand after checking it: cd ${shellQuote(settings.workdir)} && ${settings.engineBinary} state push ${ERRORED_STATE_FILE}`
      );
      return null;
    }
    return plainErroredState(local, "this runner's disk", () => void 0);
  }
  if (state === null || isTerminal(state)) return null;
  const key = journalKey(settings);
  for (const store of stores) {
    if (store.readSealedState === void 0) continue;
    let bytes;
    try {
      bytes = await store.readSealedState(key);
    } catch (error) {
      problems.push(
        `could not read the sealed errored state from ${store.location}: ${messageOf(error)}`
      );
      continue;
    }
    if (bytes === null) continue;
    if (settings.planKey === void 0) {
      problems.push(
        `${store.location} keeps a sealed errored state of this stack, but no plan key is set to open it: set STACKGATE_PLAN_KEY to the key of the run that kept it, then run \`stackgate recover\``
      );
      continue;
    }
    try {
      const opened = openSealedState(bytes, settings.planKey, key, store.location);
      if (opened.record.runId !== state.header.runId) continue;
      return openedCopy(opened.state, store.location);
    } catch (error) {
      problems.push(messageOf(error));
    }
  }
  return null;
}
function isSymlink(file) {
  try {
    return lstatSync7(file).isSymbolicLink();
  } catch {
    return false;
  }
}
function whyNotRuntimeData(file, workdir) {
  if (isSymlink(file)) return "it is a symbolic link";
  const tracked = spawnSync("git", ["ls-files", "--error-unmatch", "--", ERRORED_STATE_FILE], {
    cwd: workdir,
    stdio: "ignore"
  });
  return tracked.status === 0 ? "it is tracked by git: it came with the checkout" : null;
}
function plainErroredState(file, source, dispose) {
  const text2 = readFileSync12(file, "utf8");
  return {
    file,
    pushFile: file,
    source,
    addresses: stateAddresses(text2),
    encrypted: isEncryptedState(text2),
    unpushable: null,
    dispose
  };
}
function privateFile(content) {
  const dir = mkdtempSync3(path14.join(os5.tmpdir(), "stackgate-state-"));
  const file = path14.join(dir, ERRORED_STATE_FILE);
  writeFileSync3(file, content, { mode: 384 });
  return { file, remove: () => rmSync7(dir, { recursive: true, force: true }) };
}
function openedCopy(state, source) {
  const copy = privateFile(state);
  return plainErroredState(copy.file, source, copy.remove);
}
async function decryptErroredState(engine, errored) {
  if (!errored.encrypted) return errored;
  let plain;
  try {
    plain = await engine.readStateFile(errored.file);
  } catch (error) {
    return { ...errored, unpushable: messageOf(error) };
  }
  const copy = privateFile(plain);
  return {
    ...errored,
    pushFile: copy.file,
    addresses: stateAddresses(plain),
    dispose: () => {
      copy.remove();
      errored.dispose();
    }
  };
}
async function dropErroredState(settings, stores) {
  const problems = [];
  for (const store of stores) {
    try {
      await store.dropSealedState?.(journalKey(settings));
    } catch (error) {
      problems.push(
        `could not remove the sealed errored state from ${store.location}: ${messageOf(error)}`
      );
    }
  }
  return problems;
}
async function pushAndVerify(engine, errored) {
  if (errored.unpushable !== null) throw new Error(errored.unpushable);
  await engine.pushState(errored.pushFile);
  const held = new Set(await engine.listState());
  return errored.addresses.filter((address) => !held.has(address));
}
function manualRestoreCommands(settings, errored, unlock) {
  const binary = settings.engineBinary;
  const cd = `cd ${shellQuote(settings.workdir)}`;
  if (errored.encrypted) {
    return [
      `${cd} && TF_ENCRYPTION=<the encryption configuration of the run that wrote it> stackgate recover  # decrypts ${errored.source === "this runner's disk" ? ERRORED_STATE_FILE : `the sealed copy in ${errored.source}`} with ${binary}, pushes it, then releases the dead run's lock`,
      `${cd} && ${binary} state list  # must list every resource of the last apply`
    ];
  }
  const push = errored.source === "this runner's disk" ? `${cd} && ${binary} state push ${ERRORED_STATE_FILE}` : `stackgate recover  # opens the sealed copy in ${errored.source} with the plan key and pushes it`;
  return [
    ...unlock === null ? [] : [unlock],
    push,
    `${cd} && ${binary} state list  # must list: ${errored.addresses.join(" ") || "(no resources)"}`
  ];
}
function stateAddresses(stateJson) {
  let resources;
  try {
    const parsed = JSON.parse(stateJson);
    resources = Array.isArray(parsed.resources) ? parsed.resources : [];
  } catch {
    return [];
  }
  const addresses = [];
  for (const r of resources) {
    if (r.mode !== "managed" || r.type === void 0 || r.name === void 0) continue;
    const base = `${r.module ? `${r.module}.` : ""}${r.type}.${r.name}`;
    for (const instance of r.instances ?? []) {
      const index = instance.index_key;
      addresses.push(
        index === void 0 ? base : typeof index === "number" ? `${base}[${index}]` : `${base}[${JSON.stringify(index)}]`
      );
    }
  }
  return addresses;
}

// src/journal/resource-entry.ts
var RESOURCE_STATUS = {
  "resource-start": "started",
  "resource-done": "done",
  "resource-failed": "failed"
};
function resourceEntryOf(event) {
  if (event.kind !== "resource-start" && event.kind !== "resource-done" && event.kind !== "resource-failed" || event.address === void 0 || event.action === void 0) {
    return null;
  }
  return {
    type: "resource",
    address: event.address,
    action: event.action,
    status: RESOURCE_STATUS[event.kind],
    ...event.id !== void 0 ? { id: event.id } : {}
  };
}
function foldResource(state, entry, at) {
  const existing = state.resources.find(
    (r) => r.address === entry.address && r.action === entry.action
  );
  if (existing === void 0) {
    const resource = {
      address: entry.address,
      action: entry.action,
      status: entry.status,
      at
    };
    if (entry.id !== void 0) resource.id = entry.id;
    state.resources.push(resource);
    return;
  }
  existing.status = entry.status;
  existing.at = at;
  if (entry.id !== void 0) existing.id = entry.id;
}

// src/recovery/replay-output.ts
function replayRunOutput(engine, state, journal) {
  const output = engine.readRunOutput?.(state.header.runId);
  if (output === void 0) return 0;
  let count = 0;
  for (const event of output.events) {
    const entry = resourceEntryOf(event);
    if (entry === null) continue;
    const written = journal.record(entry);
    foldResource(state, entry, written.at);
    count += 1;
  }
  output.forget();
  return count;
}

// src/recovery/terraform-lock.ts
import os6 from "node:os";

// src/locks/journaled-take.ts
import { randomUUID as randomUUID2 } from "node:crypto";
var RETRY_MS = 1e3;
async function takeJournaledLock(locks, use) {
  const take = locks.take;
  if (take === void 0) return null;
  const id = randomUUID2();
  use.record(id);
  await use.flush();
  const deadline = Date.now() + use.timeoutMs;
  const request = {
    id,
    operation: use.operation,
    info: use.info,
    who: userAtHost(),
    version: `stackgate ${VERSION}`
  };
  let told = false;
  for (; ; ) {
    const attempt = await take.call(locks, request);
    if (attempt.kind === "taken") return { kind: "taken", id, release: () => attempt.release() };
    if (Date.now() + RETRY_MS > deadline || use.stopped()) {
      return { kind: "held", id, holder: lockHolderOf2(attempt.holder) };
    }
    if (!told) use.waiting?.(lockHolderOf2(attempt.holder));
    told = true;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
async function releaseJournaledLock(attempt, warn) {
  try {
    await attempt.release();
    return true;
  } catch (error) {
    warn(
      `could not release lock ${attempt.id}: ${messageOf(error)}. It is journaled as this run's: \`stackgate recover\` (or the next run's pre-flight) releases it.`
    );
    return false;
  }
}
function lockHolderOf2(holder) {
  return {
    id: holder.id,
    ...holder.who === void 0 ? {} : { who: holder.who },
    ...holder.operation === void 0 ? {} : { operation: holder.operation },
    ...holder.created === void 0 ? {} : { created: holder.created },
    ...holder.info === void 0 ? {} : { info: holder.info }
  };
}

// src/recovery/own-lock.ts
function thisTaker(settings) {
  const header = runHeader(settings, "recover");
  const { host, pid, startedAt, runUrl } = header;
  return { ...runRefOf(header), host, pid, startedAt, ...runUrl === void 0 ? {} : { runUrl } };
}
function takeRecoveryLock(settings, deps, locks, journal, state, over) {
  const by = thisTaker(settings);
  const takeOver = locks.takeOver?.bind(locks);
  const taking = over === void 0 ? locks : { ...takeOver && { take: (request) => takeOver(over, request) } };
  return takeJournaledLock(taking, {
    record: (lockId) => journal.record({ type: "lock", lockId, by }),
    flush: () => journal.flush(),
    operation: "OperationTypeApply",
    info: `stackgate recovery of run ${state.header.runId} (pid ${by.pid})`,
    timeoutMs: 0,
    stopped: () => deps.interrupts.received !== null
  });
}
function findRecoveryLock(holder, runs) {
  const id = holder.identity ?? holder.id;
  for (const run of runs) {
    const lock = run.recoveryLocks?.find((l) => l.lockId === id);
    if (lock !== void 0) return { run, lock };
  }
  return null;
}
function takerRun(lock) {
  return { ...lock.by, terminal: false };
}

// src/recovery/terraform-lock.ts
function isBoundToRun(holder, state) {
  return state.lockId !== void 0 && (holder.identity ?? holder.id) === state.lockId;
}
async function assessLock(settings, runs, locks, probe, liveness) {
  const inspected = await locks.inspect();
  if (inspected.kind === "free") return null;
  let holder;
  let bound;
  if (inspected.kind === "unsupported") {
    holder = { id: probe.holder.id ?? "unknown", ...probe.holder };
    bound = locks.backend === "local" ? void 0 : runs.find((r) => r.lockId !== void 0 && probe.holder.id === r.lockId);
    if (bound === void 0) {
      return {
        holder,
        described: describeLockHolder(probe.holder),
        verdict: { kind: "alive", reason: inspected.reason },
        breakable: false
      };
    }
  } else {
    holder = inspected.holder;
    bound = runs.find((r) => isBoundToRun(holder, r));
  }
  const recovering = bound === void 0 ? findRecoveryLock(holder, runs) : null;
  const owner = recovering ? takerRun(recovering.lock) : bound ? journalRun(bound) : null;
  const runState = owner ? await liveness.runState(runRefOf(owner)) : "unknown";
  const verdict = settings.force ? { kind: "dead", reason: "--force was given" } : decideLockOwnership({
    holder: { ...holder },
    journal: owner,
    thisHost: os6.hostname(),
    isPidAlive,
    runState,
    ...settings.staleAfterMs !== void 0 ? { staleAfterMs: settings.staleAfterMs } : {},
    ...holder.age !== void 0 ? { age: holder.age } : {},
    ageUnknown: holder.ageUnknown ?? `the ${locks.backend} backend's lock carries no time kept by its server`
  });
  const by = recovering?.lock.by;
  return {
    holder,
    described: describeLockHolder({ ...probe.holder, ...holder }) + (recovering && by ? `, taken by a recovery of run ${recovering.run.header.runId} (stackgate pid ${by.pid} on ${by.host})` : ""),
    verdict,
    // A local fcntl lock read from the kernel dies with its process: held means a live owner.
    breakable: locks.backend !== "local"
  };
}
function rememberInspection(locks) {
  let seen = null;
  const forgetting = async (taking) => {
    seen = null;
    const attempt = await taking;
    if (attempt.kind === "held") return attempt;
    return { kind: "taken", release: () => attempt.release().finally(() => seen = null) };
  };
  const take = locks.take?.bind(locks);
  const takeOver = locks.takeOver?.bind(locks);
  const remembering = {
    ...locks,
    ...take === void 0 ? {} : { take: (request) => forgetting(take(request)) },
    ...takeOver === void 0 ? {} : {
      takeOver: (holder, request) => forgetting(takeOver(holder, request))
    },
    inspect: () => seen ??= locks.inspect().catch((error) => {
      seen = null;
      throw error;
    }),
    async breakLock(holder) {
      seen = null;
      await locks.breakLock(holder);
    },
    forget() {
      seen = null;
      return remembering;
    }
  };
  return remembering;
}
async function probeLock(engine, locks) {
  let state;
  try {
    state = await locks.inspect();
  } catch {
    return engine.probeLock();
  }
  switch (state.kind) {
    case "unsupported":
      return engine.probeLock();
    case "free":
      return { kind: "free" };
    case "held": {
      const { id, who, operation, created, info } = state.holder;
      const holder = {
        id,
        ...who !== void 0 ? { who } : {},
        ...operation !== void 0 ? { operation } : {},
        ...created !== void 0 ? { created } : {},
        ...info !== void 0 ? { info } : {}
      };
      return {
        kind: "locked",
        holder,
        message: `the state is locked: ${describeLockHolder(holder)}`
      };
    }
  }
}
function forceUnlockCommand(settings, state, backend) {
  const id = state?.lockId ?? state?.unconfirmedLockId;
  if (id === void 0 || backend.type === "pg" || backend.type === "local") return null;
  const command = `cd ${shellQuote(settings.workdir)} && ${settings.engineBinary} force-unlock -force ${shellQuote(id)}`;
  return state?.lockId === void 0 ? `${command}   # the lock this runner's journal names (no durable copy confirmed it): check it is the run's first` : command;
}

// src/recovery/terraform-recovery.ts
import { chmodSync, mkdirSync as mkdirSync5, renameSync as renameSync5 } from "node:fs";
import path15 from "node:path";

// src/recovery/local-state.ts
import { copyFileSync as copyFileSync2, existsSync as existsSync9, readFileSync as readFileSync13, renameSync as renameSync4, statSync as statSync3 } from "node:fs";
function checkLocalState(state) {
  if (!existsSync9(state)) return { kind: "fine" };
  const reason = damage(state);
  if (reason === null) return { kind: "fine" };
  const backup = `${state}.backup`;
  if (existsSync9(backup) && damage(backup) === null) {
    return { kind: "restorable", state, backup, reason };
  }
  return { kind: "lost", state, reason };
}
function restoreLocalState(check) {
  const kept = `${check.state}.damaged-${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}`;
  renameSync4(check.state, kept);
  copyFileSync2(check.backup, check.state);
  return kept;
}
function damage(file) {
  if (statSync3(file).size === 0) return "it is empty (0 bytes)";
  let parsed;
  try {
    parsed = JSON.parse(readFileSync13(file, "utf8"));
  } catch {
    return "it is not complete JSON (cut short)";
  }
  const state = parsed;
  if (isEncryptedState(JSON.stringify(state))) return null;
  return typeof state?.version === "number" ? null : 'it has no state "version"';
}

// src/recovery/terraform-recovery.ts
var Recovery = class extends RecoveryLog {
  constructor(settings, deps, engine) {
    super(settings, deps);
    this.engine = engine;
  }
  engine;
  tainted = [];
  unconfirmed = [];
  /**
   * An interrupted apply that left the local state file empty or cut short (see
   * recovery/local-state.ts): its backup goes back in place, so the orphans of the run can be
   * imported into the state as it was, instead of into nothing.
   */
  restoreEmptiedLocalState(backend) {
    const file = localStatePath(this.settings.workdir, backend);
    if (file === null) return;
    const check = checkLocalState(file);
    if (check.kind === "fine") return;
    const name = path15.basename(check.state);
    if (check.kind === "lost") {
      const message = `${name} is damaged: ${check.reason}, and there is no usable ${name}.backup to restore. Every Terraform command now reads it as "no state": restore it from your own copy before the next apply.`;
      this.act("restore-state", message, false);
      this.attention.push(message);
      return;
    }
    const kept = restoreLocalState(check);
    this.act(
      "restore-state",
      `restored ${name} from ${path15.basename(check.backup)} (the last state Terraform wrote before): ${name} was damaged \u2014 ${check.reason} \u2014 by Terraform exiting mid-write; the damaged file is kept as ${path15.basename(kept)}`
    );
  }
  /**
   * Puts back a state the backend refused (under our dead run's lock where `lock` holds it,
   * else after it was released or with the lock free): pushes it, checks the backend holds every resource it names, and only then sets the
   * file aside and drops the sealed copies. When that cannot be done now, the state is kept —
   * the file, and a sealed copy in every durable store — and the commands that finish it are
   * listed in order. Resolves whether the backend now holds it.
   */
  async restoreErroredState(errored, lock, stores, unlockCommand, runId) {
    const keep = async (why) => {
      const kept = errored.source === "this runner's disk" && runId !== null ? await keepErroredState(this.settings, stores, runId) : { kept: [errored.source], problems: [] };
      const where = [
        errored.source === "this runner's disk" ? erroredStatePath(this.settings.workdir) : null,
        ...kept.kept.map((location) => `sealed in ${location}`)
      ].filter((w) => w !== null);
      this.act(
        "keep-errored-state",
        `kept the state the backend refused (${where.join("; ")}): ${why}`,
        false
      );
      this.attention.push(
        `the backend does not hold the state of the last apply yet (${why}). It is kept: ${where.join("; ")}.` + (kept.problems.length > 0 ? ` ${kept.problems.join("; ")}.` : "") + ` When the backend answers again, run \`stackgate recover\` (the next run's pre-flight does it too), or by hand, in this order:
` + manualRestoreCommands(this.settings, errored, unlockCommand).map((command, i) => `  ${i + 1}. ${command}`).join("\n")
      );
      return false;
    };
    if (errored.unpushable !== null) return keep(errored.unpushable);
    if (lock.kind === "locked") return keep(`the state is still locked: ${lock.message}`);
    let missing;
    try {
      missing = await pushAndVerify(this.engine, errored);
    } catch (error) {
      return keep(`the push failed: ${messageOf(error)}`);
    }
    if (missing.length > 0) {
      return keep(`after the push the backend's state lacks ${missing.join(", ")}`);
    }
    const pushed = `pushed the state the backend refused (from ${errored.source}) and checked the backend holds all ${errored.addresses.length} resource(s) it names`;
    if (errored.source === "this runner's disk") {
      const dir = runtimeDirOf(this.settings.workdir);
      mkdirSync5(dir, { recursive: true, mode: 448 });
      const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
      const kept = path15.join(dir, `${path15.basename(errored.file)}.pushed-${stamp}`);
      renameSync5(errored.file, kept);
      chmodSync(kept, 384);
      this.act(
        "push-errored-state",
        `${pushed} (the file is kept as ${path15.relative(this.settings.workdir, kept)}, readable by this user only)`
      );
    } else {
      this.act("push-errored-state", pushed);
    }
    return true;
  }
  /**
   * Decides on a lock the engine met: when it is our dead run's (proven as assessLock requires),
   * it is kept in place and every write of this recovery runs under it (`whileHolding`), so no
   * waiting run can take it and plan against a state recovery is still changing; it is released
   * last (`releaseHeldLock`). Any other lock is kept and named. Resolves the lock as recovery's
   * writes meet it.
   */
  async holdDeadLock(state, locks, before, liveness, runs, unpushable, takeOwn) {
    if (before.kind !== "locked") return this.holdOwnLock(before, takeOwn);
    const candidates = state === null || runs.includes(state) ? runs : [state, ...runs];
    const assessment = await assessLock(this.settings, candidates, locks, before, liveness);
    if (assessment === null) return this.holdOwnLock(await probeLock(this.engine, locks), takeOwn);
    const { holder, verdict, breakable } = assessment;
    if (verdict.kind !== "dead" || !breakable) {
      const run = state?.header.runUrl ? `, run ${state.header.runUrl}` : "";
      this.act(
        "keep-lock",
        `kept the lock (${assessment.described}${run}): ${verdict.reason}`,
        false
      );
      this.attention.push(
        `the state is locked (${assessment.described}${run}) and there is no evidence its owner is dead (${verdict.reason}). If you are sure nobody is running, release it by hand: ${locks.manualCommand(breakable ? holder : null)} (or \`stackgate unlock --force\`).`
      );
      return before;
    }
    const held = { kind: "held", holder, reason: verdict.reason, probe: before };
    if (!locks.writableWhileHeld && unpushable !== null) {
      this.act("keep-lock", `kept the dead run's lock ${holder.id}: ${unpushable}`, false);
      return before;
    }
    if (!locks.writableWhileHeld) return this.releaseHeldLock(locks, held);
    const attempt = takeOwn === null ? null : await takeOwn(holder);
    if (attempt !== null) {
      return this.ownLockFor(attempt, `the dead run's lock ${holder.id} (${verdict.reason})`);
    }
    this.engine = this.engine.whileHolding(holder.id);
    return held;
  }
  /**
   * With the lock free, recovery's writes run under a lock of its own where the backend lets
   * stackgate take one (own-lock.ts): journaled with this process as its taker, then taken. A
   * lock someone took meanwhile is theirs: kept, named, and nothing is written under it.
   */
  async holdOwnLock(free, takeOwn) {
    if (free.kind !== "free" || takeOwn === null) return free;
    const attempt = await takeOwn();
    return attempt === null ? free : this.ownLockFor(attempt, null);
  }
  /**
   * Recovery's writes under the lock it took (`over`: the dead run's lock it took over), or,
   * when someone else holds it now, nothing written under it: kept, named.
   */
  ownLockFor(attempt, over) {
    const how = over === null ? { taking: "take its own", took: `took the lock ${attempt.id}`, before: "it was taken" } : {
      taking: `take over ${over}`,
      took: `took over ${over} as lock ${attempt.id}`,
      before: `it took over ${over}`
    };
    if (attempt.kind === "held") {
      const described = describeLockHolder(attempt.holder);
      this.act(
        "keep-lock",
        `kept the lock (${described}): it was taken as recovery was about to ${how.taking}`,
        false
      );
      this.attention.push(
        `the state was locked (${described}) as recovery was about to ${how.taking} (lock ${attempt.id}): another run or recovery holds it. Nothing was written; run \`stackgate recover\` again once it is released.`
      );
      return {
        kind: "locked",
        holder: attempt.holder,
        message: `the state is locked: ${described}`
      };
    }
    const holder = { id: attempt.id };
    this.engine = this.engine.whileHolding(attempt.id);
    this.deps.output.info(`recover: ${how.took} for recovery's own writes`);
    return {
      kind: "held",
      holder,
      reason: `recovery's own lock, journaled before ${how.before}`,
      probe: {
        kind: "locked",
        holder,
        message: `the state is locked by this recovery (lock ${attempt.id})`
      },
      release: () => attempt.release()
    };
  }
  /** Releases the lock recovery worked under: its own, or the dead run's (the backend re-checks its ID first). */
  async releaseHeldLock(locks, held) {
    if (held.release !== void 0) await held.release();
    else await locks.breakLock(held.holder);
    this.act("unlock", `released the lock ${held.holder.id}: ${held.reason}`);
    return probeLock(this.engine, locks);
  }
  /** The lock stays while the run that may hold it is not provably over: named, never touched. */
  keepLockOfLiveRun(before, locks) {
    this.act(
      "keep-lock",
      `kept the lock (${describeLockHolder(before.holder)}): the last run may still be running, nothing of it was touched. Only if you know its owner is gone: ${locks.manualCommand(before.holder.id === void 0 ? null : { id: before.holder.id })}`,
      false
    );
  }
  async repairHalfApplied(state, settled) {
    const inState2 = new Set(await this.engine.listState());
    const binary = this.settings.engineBinary;
    const runId = state.header.runId;
    this.orphans.push(
      ...findOrphans(state, inState2, binary).filter((o) => settled?.(runId, o.address) !== true)
    );
    const importing = this.settings.orphans === "import";
    for (const orphan of this.orphans) {
      if (!importing || orphan.id === null) continue;
      await this.engine.importResource(orphan.address, orphan.id);
      orphan.imported = true;
      this.act(
        "import",
        `imported ${orphan.address} (id ${orphan.id}), created by run ${state.header.runId} but in no state`
      );
    }
    const listed = this.orphans.filter((o) => !importing || o.id === null);
    if (listed.length > 0) {
      this.act(
        "report-orphans",
        `${listed.length} resource(s) of run ${state.header.runId} are in no state; import any that exist:
` + listed.map(
          (o) => `  ${o.importCommand}${o.certain ? "" : "   # creation started, completion not seen: may not exist"}`
        ).join("\n"),
        false
      );
      const certain = listed.filter((o) => o.certain).length;
      if (certain > 0)
        this.attention.push(`${certain} orphaned resource(s) need importing (commands listed)`);
    }
    const unconfirmed = state.resources.filter(
      (r) => r.status === "started" && r.action !== "read" && inState2.has(r.address)
    );
    if (unconfirmed.length > 0) {
      this.unconfirmed = unconfirmed.map((r) => r.address);
      this.act(
        "report-unconfirmed",
        `${unconfirmed.length} resource(s) are in state but the engine never confirmed their ${unconfirmed.map((r) => r.action).join("/")} (provisioners may not have run). To recreate them on the next apply:
` + unconfirmed.map((r) => `  ${binary} taint ${shellQuote(r.address)}`).join("\n"),
        false
      );
    }
    this.tainted = await this.engine.listTainted();
    if (this.tainted.length > 0) {
      this.act(
        "report-tainted",
        `tainted (will be replaced by the next apply): ${this.tainted.join(", ")}`
      );
    }
    await this.refreshDrift();
  }
  async refreshDrift() {
    const planFile = path15.join(
      runtimeDirOf(this.settings.workdir),
      `${this.settings.stack}.refresh.tfplan`
    );
    const outcome = await this.engine.plan({
      planFile,
      mode: "refresh-only",
      lockTimeout: this.settings.lockTimeout,
      vars: this.settings.vars,
      varFiles: this.settings.varFiles,
      changesOnly: true
    });
    if (outcome.kind !== "planned") {
      this.attention.push(
        outcome.kind === "locked" ? `the state is locked: ${outcome.message}
(recovery's refresh-only check of the state could not run)` : `${outcome.message}
(${this.settings.engineBinary} said so when recovery ran its refresh-only check of the state)`
      );
      return;
    }
    if (!outcome.hasChanges) return;
    const policy = this.settings.recovery;
    if (policy === "refresh") {
      const applied = await this.engine.apply({ planFile, lockTimeout: this.settings.lockTimeout });
      this.act(
        "refresh",
        `refreshed the state after the interrupted run (${applied.kind})`,
        applied.kind === "applied"
      );
      if (applied.kind !== "applied") this.attention.push(`the refresh failed: ${applied.kind}`);
      return;
    }
    this.act(
      "report-drift",
      "the state differs from reality after the interrupted run (policy: " + policy + ")",
      false
    );
    if (policy === "fail")
      this.attention.push("drift after an interrupted run and recovery policy is fail");
  }
};

// src/recovery/terraform.ts
async function recoverRun(settings, deps, options, engine, backend, frame, state, runs) {
  const recovery = new Recovery(settings, deps, engine);
  const mismatch = await checkStateDigest(backend, settings.workdir).catch((error) => {
    frame.warnings.push(`could not check the s3 state digest: ${messageOf(error)}`);
    return null;
  });
  const repairDigest = mismatch !== null && settings.stateDigest === "repair" && options.mode !== "unlock";
  if (mismatch !== null && !repairDigest) {
    recovery.act("report-checksum", mismatch.message, false);
    recovery.attention.push(mismatch.message);
  }
  const locks = rememberInspection(
    createBackendLocks(backend, process.env, backendLocksOptions(settings, engine))
  );
  const before = await probeLock(engine, locks);
  let after = before;
  const pending = state !== null && !isTerminal(state);
  const canTouch = await frame.mayTouch(
    state,
    recovery,
    options.mode,
    options.runLiveness ?? UNKNOWN_RUN_LIVENESS
  );
  if (canTouch && state !== null && frame.journal !== null) {
    const replayed = replayRunOutput(engine, state, frame.journal);
    if (replayed > 0) {
      deps.output.info(
        `recover: journaled ${replayed} resource event(s) from the output run ${state.header.runId}'s engine left`
      );
    }
  }
  if (canTouch) {
    const found = options.mode === "unlock" ? null : await findErroredState(settings, frame.durable, state, recovery.attention);
    const errored = found === null ? null : await decryptErroredState(engine, found);
    const journal = frame.journal;
    const writes = errored !== null || pending && options.mode !== "unlock";
    const takeOwn = journal !== null && state !== null && writes ? (over) => takeRecoveryLock(settings, deps, locks, journal, state, over) : null;
    let lock;
    try {
      lock = await recovery.holdDeadLock(
        state,
        locks,
        // Probe again only when an engine was just stopped: it released or left its lock.
        recovery.stoppedEngine ? await probeLock(engine, locks.forget()) : before,
        options.runLiveness ?? UNKNOWN_RUN_LIVENESS,
        runs,
        errored?.unpushable ?? null,
        takeOwn
      );
    } catch (error) {
      if (errored === null) throw error;
      lock = { kind: "unknown", message: messageOf(error) };
    }
    after = lock.kind === "held" ? lock.probe : lock;
    let restored = true;
    if (errored !== null) {
      try {
        restored = await recovery.restoreErroredState(
          errored,
          lock,
          frame.durable,
          lock.kind === "free" ? null : forceUnlockCommand(
            settings,
            // Recovery's own lock, kept with the state: the one to release by hand.
            lock.kind === "held" && lock.release !== void 0 && state !== null ? { ...state, lockId: lock.holder.id } : state,
            backend
          ),
          state?.header.runId ?? null
        );
        if (restored) frame.warnings.push(...await dropErroredState(settings, frame.durable));
      } finally {
        errored.dispose();
      }
    }
    if (lock.kind !== "locked" && restored) {
      try {
        if (repairDigest) recovery.act("repair-checksum", await repairStateDigest(mismatch));
        if (pending && options.mode !== "unlock") {
          recovery.restoreEmptiedLocalState(backend);
          await recovery.repairHalfApplied(state, options.settled);
        }
      } catch (error) {
        if (lock.kind === "held") {
          await recovery.releaseHeldLock(locks, lock).catch((failed) => {
            frame.warnings.push(
              `the lock ${lock.holder.id} could not be released: ${messageOf(failed)}`
            );
          });
        }
        throw error;
      }
      if (lock.kind === "held") after = await recovery.releaseHeldLock(locks, lock);
    }
  }
  if (!canTouch && before.kind === "locked") recovery.keepLockOfLiveRun(before, locks);
  if (repairDigest && !recovery.actions.some((a) => a.kind === "repair-checksum")) {
    recovery.act("report-checksum", mismatch.message, false);
    recovery.attention.push(mismatch.message);
  }
  return finishRecovery({
    mode: options.mode,
    done: recovery,
    lock: { before, after },
    state,
    journal: frame.journal,
    tainted: recovery.tainted,
    unconfirmed: recovery.unconfirmed
  });
}

// src/recovery/terraform-runs.ts
async function runTerraformRecover(settings, deps, options = { mode: "recover" }) {
  const engine = deps.createEngine(settings);
  if (engine.kind !== "terraform") {
    throw wrongEngineError(engine, "Terraform", "recover a Terraform stack");
  }
  if (options.mode !== "preflight") await engine.init((event) => deps.output.event(event));
  const backend = readBackendConfig(settings.workdir, process.env);
  const frame = new RecoveryJournal(settings, backend);
  try {
    const { unfinished, latest } = await frame.readRuns();
    const only = options.only;
    const passes = only === void 0 ? unfinished : unfinished.filter((r) => only.has(recordKey(r.header)));
    if (passes.length === 0) {
      return await recoverRun(settings, deps, options, engine, backend, frame, latest, unfinished);
    }
    const results = [];
    for (const state of passes) {
      results.push(
        await recoverRun(settings, deps, options, engine, backend, frame, state, unfinished)
      );
      await frame.endRun();
    }
    return combineResults(results);
  } finally {
    await frame.close(deps.output);
  }
}

// src/recovery/recover.ts
import { existsSync as existsSync10 } from "node:fs";
import path17 from "node:path";

// src/recovery/pulumi-imports.ts
function pulumiImportCommand(stack, urn, id) {
  const { type, name } = parseUrn(urn);
  const args = importArgs(stack, type, name, id ?? "<ID>");
  return ["pulumi", ...args.map((a) => a === "<ID>" ? a : shellWord(a))].join(" ");
}
function inState(deployment, i) {
  return deployment.resources.some((r) => r.urn === i.urn && r.id === i.id);
}
async function settlePendingImports(engine, log, request) {
  let exported = request.exported;
  for (const i of request.imports) {
    const recorded = `with id ${i.id} (recorded by run ${i.runId})`;
    if (inState(exported, i)) {
      log.act("import", `imported the pending create ${i.urn} ${recorded}`);
      continue;
    }
    if (exported.pendingOperations.some((op) => op.urn === i.urn)) {
      notImported(log, i, {
        detail: `after the refresh ${recorded} the create is still pending`,
        command: request.refreshCommand(i.urn, i.id),
        attention: `the pending create ${i.urn} was not imported: after \`pulumi refresh --import-pending-creates\` ${recorded} it is still pending. Check whether it exists, then: ${request.refreshCommand(i.urn, null)}`
      });
      continue;
    }
    const made = await importDropped(engine, i, request.onEvent);
    exported = made.exported ?? await engine.exportStack();
    const command = pulumiImportCommand(request.stack, i.urn, i.id);
    if (made.error === void 0 && inState(exported, i)) {
      log.act(
        "import",
        `imported the pending create ${i.urn} ${recorded} with \`pulumi import\`: the refresh with --import-pending-creates dropped it without importing; a refresh of it found it at its provider`
      );
      continue;
    }
    const why = made.error ?? `its provider has no resource with the id ${i.id}: a refresh of it left nothing in the state`;
    notImported(log, i, {
      detail: `did not import the pending create ${i.urn} ${recorded}: the refresh with --import-pending-creates dropped it, and then ${why}`,
      command,
      attention: `the pending create ${i.urn} was not imported: \`pulumi refresh --import-pending-creates\` ${recorded} dropped it from the state, and then ${why}. Check whether it exists (under this or another id), then: ${pulumiImportCommand(request.stack, i.urn, null)}`
    });
  }
  return exported;
}
async function importDropped(engine, i, onEvent) {
  try {
    await engine.importResource(i.urn, i.id);
  } catch (error) {
    return { error: `\`pulumi import\` failed: ${messageOf(error)}` };
  }
  const refreshed = await engine.refresh({ targets: [i.urn], ...onEvent ? { onEvent } : {} });
  if (refreshed.kind !== "applied") {
    const exported = await engine.exportStack();
    return {
      error: `the refresh of it that checks its provider has it did not finish (${refreshed.kind}): the import is not proven`,
      exported
    };
  }
  return {};
}
function notImported(log, i, report) {
  log.act("import", report.detail, false);
  log.orphans.push({ address: i.urn, id: i.id, certain: false, importCommand: report.command });
  log.attention.push(report.attention);
}

// src/recovery/recover-pulumi.ts
import os7 from "node:os";
function reportPending(ops) {
  return ops.map((op) => ({ urn: op.urn, type: op.type, resourceType: op.resourceType }));
}
var PulumiRecovery = class extends RecoveryLog {
  constructor(settings, deps, engine) {
    super(settings, deps);
    this.engine = engine;
  }
  engine;
  pendingBefore = null;
  pendingAfter = null;
  /** Components whose pending create the repair refresh cleared: nothing of them exists anywhere. */
  clearedComponents = [];
  lockAfterRepair = null;
  /** The ownership verdict for a lock (file or Cloud update) against our journal's run. */
  decide(lock, run, runState) {
    return decidePulumiLockOwnership({
      lock,
      thisHost: os7.hostname(),
      isPidAlive,
      journal: run,
      runState,
      now: /* @__PURE__ */ new Date(),
      force: this.settings.force,
      ...this.settings.staleAfterMs !== void 0 ? { staleAfterMs: this.settings.staleAfterMs } : {}
    });
  }
  /** Deletes exactly the lock files whose owners are provably dead; keeps and names the rest. */
  async releaseDeadLocks(state, before, liveness) {
    const listing = await this.engine.locks.list();
    if (listing.kind === "unsupported") return before;
    if (listing.locks.length === 0) return { kind: "free" };
    const run = state ? journalRun(state) : null;
    const runState = run && !run.terminal ? await liveness.runState(runRefOf(run)) : "unknown";
    for (const lock of listing.locks) {
      const verdict = this.decide(lock, run, runState);
      const owner = `${lock.username || "?"}@${lock.hostname || "?"} pid ${lock.pid ?? "?"} since ${lock.timestamp || "?"}`;
      if (verdict.kind === "dead") {
        try {
          await this.engine.locks.remove(lock);
          this.act("unlock", `removed the lock file ${lock.path} (${owner}): ${verdict.reason}`);
        } catch (error) {
          this.act("keep-lock", `could not remove ${lock.path}: ${messageOf(error)}`, false);
          this.attention.push(
            `the dead owner's lock file ${lock.path} could not be removed; remove it by hand: ${this.engine.locks.manualCommand(lock)}`
          );
        }
        continue;
      }
      this.act("keep-lock", `kept the lock file ${lock.path} (${owner}): ${verdict.reason}`, false);
      this.attention.push(
        `the stack ${this.settings.stack} is locked by ${lock.path} (${owner}) and ${verdict.kind === "alive" ? "its owner is alive" : "there is no evidence its owner is dead"} (${verdict.reason}). ` + (verdict.kind === "alive" ? "Wait for that process to finish." : `If you are sure nobody runs it, remove exactly that file: ${this.engine.locks.manualCommand(lock)} (or \`stackgate unlock --force\`). Never \`pulumi cancel\` on a DIY backend: it deletes every lock file, live ones too.`)
      );
    }
    return this.engine.probeLock();
  }
  /**
   * Pulumi Cloud keeps the lease as long as the update is in progress. Cancels it only when it
   * is tagged with our journal's run id and that run is provably dead: `pulumi cancel` revokes
   * whatever update is active, so anything less certain is left for a person.
   */
  async cancelDeadUpdate(state, before, liveness) {
    if (before.kind !== "locked") return before;
    const update = await this.engine.latestUpdate({ reuse: !this.stoppedEngine });
    if (update?.result !== "in-progress") return { kind: "free" };
    const stack = this.settings.stack;
    const described = `update ${update.version} (${update.kind}, started ${update.startTime}, message ${JSON.stringify(update.message)})`;
    const manual = `pulumi cancel --yes --stack ${stack}`;
    const tagged = runIdOfMessage(update.message);
    const run = state ? journalRun(state) : null;
    if (run === null || tagged !== run.runId) {
      const whose = tagged === null ? "was not started by stackgate" : `was started by stackgate run ${tagged}, not by the last journaled run${run ? ` (${run.runId})` : ""}`;
      this.act("keep-lock", `kept the Pulumi Cloud ${described}: it ${whose}`, false);
      this.attention.push(
        `the stack ${stack} has ${described} in progress on Pulumi Cloud, and it ${whose}: nothing proves its run is dead, so it was not canceled. Wait for it to finish; only if you know its run is dead: ${manual}`
      );
      return before;
    }
    const runState = run.terminal ? "unknown" : await liveness.runState(runRefOf(run));
    const owner = {
      id: `update-${update.version}`,
      path: `Pulumi Cloud ${described}`,
      pid: run.enginePid ?? null,
      username: state?.header.user ?? "",
      hostname: run.host,
      timestamp: update.startTime,
      raw: ""
    };
    const verdict = this.decide(owner, run, runState);
    if (verdict.kind !== "dead") {
      this.act("keep-lock", `kept the Pulumi Cloud ${described}: ${verdict.reason}`, false);
      this.attention.push(
        `the stack ${stack} has ${described} in progress on Pulumi Cloud, started by run ${run.runId}, and ` + (verdict.kind === "alive" ? `its engine is alive (${verdict.reason}): wait for it to finish.` : `nothing proves that run is dead (${verdict.reason}). Only if you know it is: ${manual}`)
      );
      return before;
    }
    const now = await this.engine.latestUpdate({ reuse: false });
    if (now?.result !== "in-progress" || now.version !== update.version) {
      this.act(
        "keep-lock",
        `did not cancel: the Pulumi Cloud ${described} ${now?.result === "in-progress" ? `was replaced by update ${now.version}` : "finished"} in the meantime`,
        false
      );
      return this.engine.probeLock();
    }
    try {
      const result = await this.engine.cancelUpdate();
      this.act(
        "cancel-update",
        result === "canceled" ? `canceled the Pulumi Cloud ${described} of run ${run.runId}: ${verdict.reason}` : `the Pulumi Cloud ${described} had already completed: nothing to cancel`
      );
    } catch (error) {
      this.act(
        "cancel-update",
        `could not cancel the Pulumi Cloud ${described}: ${messageOf(error)}`,
        false
      );
      this.attention.push(
        `the dead run ${run.runId} still holds ${described} on Pulumi Cloud and it could not be canceled; run by hand: ${manual}`
      );
    }
    return this.engine.probeLock();
  }
  async repairPending(state) {
    const deployment = await this.engine.exportStack();
    const pending = deployment.pendingOperations;
    this.pendingBefore = reportPending(pending);
    this.pendingAfter = this.pendingBefore;
    if (pending.length === 0) return;
    const stack = this.settings.stack;
    const creates = pending.filter((op) => op.type === "creating");
    this.act(
      "report-pending",
      `${pending.length} pending operation(s) in the stack export, left by an interrupted update:
` + pending.map((op) => `  ${op.type} ${op.urn}`).join("\n"),
      false
    );
    const policy = this.settings.recovery;
    if (policy !== "refresh") {
      const why = `pending operations left in place (recovery policy: ${policy})`;
      if (policy === "fail" || creates.length > 0) {
        this.attention.push(`${why}. Repair them: ${this.manualCommands(creates)}`);
      }
      return;
    }
    const createsPolicy = this.settings.pendingCreates;
    if (creates.length > 0 && createsPolicy === "fail") {
      this.listUnresolved(creates);
      this.attention.push(
        `${creates.length} pending create(s) and the pending-creates policy is fail: nothing was refreshed. For each, check whether the provider created it, then: ${this.manualCommands(creates)}`
      );
      return;
    }
    const imports = [];
    let unresolved = [];
    let clear = false;
    let clearedComponents = [];
    if (createsPolicy === "import") {
      for (const op of creates) {
        const recorded = journalId(state, op.urn);
        if (recorded) imports.push({ urn: op.urn, id: recorded, runId: state?.header.runId ?? "" });
        else unresolved.push(op);
      }
      if (unresolved.length > 0 && unresolved.every((op) => !op.custom)) {
        clear = true;
        clearedComponents = unresolved;
        unresolved = [];
      }
    } else if (createsPolicy === "clear") {
      clear = creates.length > 0;
    }
    const outcome = await this.engine.refresh({
      clearPendingCreates: clear,
      importPendingCreates: imports,
      onEvent: (event) => this.deps.output.event(event)
    });
    if (outcome.kind !== "applied") {
      const why = outcome.kind === "locked" ? `the stack is locked: ${describeLockHolder(outcome.holder)}` : outcome.message;
      this.act(
        "refresh",
        `pulumi refresh to repair the pending operations did not finish (${outcome.kind})`,
        false
      );
      this.attention.push(`the repair refresh failed (${outcome.kind}): ${why}`);
      if (outcome.kind === "locked") {
        this.lockAfterRepair = { kind: "locked", holder: outcome.holder, message: outcome.message };
      }
      return;
    }
    const others = pending.filter((op) => op.type !== "creating");
    this.act(
      "refresh",
      `refreshed ${stack} from the providers (pulumi refresh)` + (others.length > 0 ? `: resolved ${others.length} pending ${others.map((o) => o.type).join("/")} operation(s)` : "")
    );
    const exported = await settlePendingImports(this.engine, this, {
      stack,
      imports,
      exported: await this.engine.exportStack(),
      refreshCommand: (urn, id) => this.importCommand(urn, id),
      onEvent: (event) => this.deps.output.event(event)
    });
    if (clear) {
      const cleared = createsPolicy === "clear" ? creates : clearedComponents;
      const custom = cleared.filter((op) => op.custom);
      this.clearedComponents = cleared.filter((op) => !op.custom);
      this.act(
        "clear-pending-creates",
        `cleared ${cleared.length} pending create(s) from the state: ${cleared.map((op) => op.urn).join(", ")}` + (custom.length > 0 ? `. If the provider had finished creating any of ${custom.map((op) => op.urn).join(", ")}, it now exists outside Pulumi's state: check the provider and \`pulumi import\` it` : " (component resources: nothing exists at any provider)")
      );
    }
    this.listUnresolved(unresolved);
    const after = exported.pendingOperations;
    this.pendingAfter = reportPending(after);
    const expected = new Set(unresolved.map((op) => op.urn));
    const unexpected = after.filter((op) => !expected.has(op.urn));
    if (unexpected.length > 0) {
      this.attention.push(
        `after the refresh ${unexpected.length} pending operation(s) remain: ${unexpected.map((op) => `${op.type} ${op.urn}`).join(", ")}`
      );
    }
    if (unresolved.length > 0) {
      this.attention.push(
        `${unresolved.length} pending create(s) have no id in the journal, so they were not imported: check whether the provider created them, then: ${this.manualCommands(unresolved)}`
      );
    }
  }
  listUnresolved(ops) {
    for (const op of ops) {
      this.orphans.push({
        address: op.urn,
        id: null,
        certain: false,
        importCommand: this.importCommand(op.urn, null)
      });
    }
  }
  importCommand(urn, id) {
    return `pulumi refresh --stack ${this.settings.stack} --yes --non-interactive --import-pending-creates ${shellWord(urn)} --import-pending-creates ${id === null ? "<ID>" : shellWord(id)}`;
  }
  manualCommands(creates) {
    const stack = this.settings.stack;
    const lines = [
      ...creates.map((op) => `  created: ${this.importCommand(op.urn, null)}`),
      ...creates.length > 0 ? [
        `  not created: pulumi refresh --stack ${stack} --yes --non-interactive --clear-pending-creates`
      ] : [`  pulumi refresh --stack ${stack} --yes --non-interactive`]
    ];
    return `
${lines.join("\n")}`;
  }
};
function journalId(state, urn) {
  if (!state) return void 0;
  const entries = state.resources.filter(
    (r) => r.address === urn && r.id !== void 0 && r.id !== ""
  );
  return entries[entries.length - 1]?.id;
}
async function runPulumiRecover(settings, deps, options = { mode: "recover" }) {
  const engine = deps.createEngine(settings);
  if (engine.kind !== "pulumi") throw wrongEngineError(engine, "Pulumi", "recover a Pulumi stack");
  if (options.mode !== "preflight") {
    await engine.version();
    await engine.init((event) => deps.output.event(event));
  }
  const frame = new RecoveryJournal(settings, { type: "local", config: {} });
  try {
    const state = await frame.readLastRun();
    const recovery = new PulumiRecovery(settings, deps, engine);
    const before = await engine.probeLock();
    let after = before;
    const canTouch = await frame.mayTouch(
      state,
      recovery,
      options.mode,
      options.runLiveness ?? UNKNOWN_RUN_LIVENESS
    );
    if (canTouch) {
      const liveness = options.runLiveness ?? UNKNOWN_RUN_LIVENESS;
      after = engine.backend.kind === "cloud" ? await recovery.cancelDeadUpdate(state, before, liveness) : await recovery.releaseDeadLocks(state, before, liveness);
      if (options.mode !== "unlock" && after.kind !== "locked") {
        for (const detail of await engine.locks.repairCheckpoint?.() ?? []) {
          recovery.act("repair-checkpoint", detail);
        }
        await recovery.repairPending(state);
        if (recovery.lockAfterRepair) after = recovery.lockAfterRepair;
      }
    }
    return {
      ...finishRecovery({
        mode: options.mode,
        done: recovery,
        lock: { before, after },
        state,
        journal: frame.journal
      }),
      pendingOperations: recovery.pendingBefore,
      pendingAfter: recovery.pendingAfter,
      provenAbsent: recovery.clearedComponents.map((op) => op.urn)
    };
  } finally {
    await frame.close(deps.output);
  }
}

// src/journal/open-items.ts
var OPEN_ITEMS_VERSION = 1;
var DRIFT_ADDRESS = "drift";
var OpenItemsError = class extends Error {
};
var KEEP_CLOSED = 50;
var KINDS = [
  "unconfirmed-create",
  "orphan",
  "unconfirmed-change",
  "drift"
];
var HOWS = ["absent", "import", "checked", "proven"];
function emptyOpenItems(key) {
  return {
    version: OPEN_ITEMS_VERSION,
    project: key.project,
    stack: key.stack,
    workdir: key.workdir,
    items: []
  };
}
function itemId(runId, kind, address) {
  return `${runId} ${kind} ${address}`;
}
var isText = (value) => typeof value === "string";
function checkItem(value, fail) {
  const item = value;
  if (typeof item !== "object" || item === null) throw fail("an item is not an object");
  const { id, kind, address, runId, openedAt, resourceId, runUrl, closed } = item;
  if (!isText(id) || !isText(address) || !isText(runId) || !isText(openedAt))
    throw fail(`item ${JSON.stringify(id)} lacks id, address, runId or openedAt`);
  if (!KINDS.includes(kind))
    throw fail(
      `item ${JSON.stringify(id)} has kind ${JSON.stringify(kind)}, expected one of ${KINDS.join(", ")}`
    );
  if (resourceId !== void 0 && !isText(resourceId))
    throw fail(`item ${id}: resourceId is not text`);
  if (runUrl !== void 0 && !isText(runUrl)) throw fail(`item ${id}: runUrl is not text`);
  if (closed !== void 0) {
    const c = closed;
    if (typeof c !== "object" || c === null || !isText(c.at) || !isText(c.note) || !isText(c.by) || !HOWS.includes(c.how))
      throw fail(`item ${id}: its closing record is not {at, how, note, by}`);
  }
  return item;
}
function parseOpenItems(text2, where, key) {
  const fail = (why) => new OpenItemsError(
    `the open items kept at ${where} cannot be read: ${why}. stackgate acts on no record it cannot read: fix or remove that copy by hand once you know which items are still open (\`stackgate status\` lists the other copies').`
  );
  let value;
  try {
    value = JSON.parse(text2);
  } catch {
    throw fail("it is not JSON");
  }
  const doc = value;
  if (typeof doc !== "object" || doc === null || doc.version !== OPEN_ITEMS_VERSION)
    throw fail(`expected {"version": ${OPEN_ITEMS_VERSION}, \u2026}`);
  if (doc.project !== key.project || doc.stack !== key.stack || doc.workdir !== key.workdir)
    throw fail(
      `it belongs to project ${JSON.stringify(doc.project)}, stack ${JSON.stringify(doc.stack)}, workdir ${JSON.stringify(doc.workdir)}, not this one`
    );
  if (!Array.isArray(doc.items)) throw fail("it has no items list");
  return { ...emptyOpenItems(key), items: doc.items.map((item) => checkItem(item, fail)) };
}
function mergeOpenItems(copies, key) {
  const merged = /* @__PURE__ */ new Map();
  for (const copy of copies) {
    for (const item of copy.items) {
      const seen = merged.get(item.id);
      if (seen === void 0) merged.set(item.id, item);
      else if (seen.closed !== void 0 && item.closed === void 0) merged.set(item.id, item);
    }
  }
  return { ...emptyOpenItems(key), items: [...merged.values()] };
}
function writeOver(stored, ours) {
  const mine = new Map(ours.items.map((item) => [item.id, item]));
  const items = stored.items.map((item) => {
    const own2 = mine.get(item.id);
    mine.delete(item.id);
    return own2 === void 0 || item.closed !== void 0 ? item : own2;
  });
  return { ...ours, items: [...items, ...mine.values()] };
}
function openOf(doc) {
  return doc.items.filter((item) => item.closed === void 0);
}
function addOpenItems(doc, items) {
  const added = items.filter((item) => !doc.items.some((known) => known.id === item.id));
  doc.items.push(...added);
  return added;
}
function closeOpenItems(doc, items, how, note) {
  const at = (/* @__PURE__ */ new Date()).toISOString();
  const by = userAtHost();
  for (const item of doc.items)
    if (items.some((i) => i.id === item.id)) item.closed = { at, how, note, by };
  const closed = doc.items.filter((item) => item.closed !== void 0);
  const drop = new Set(closed.slice(0, Math.max(0, closed.length - KEEP_CLOSED)).map((i) => i.id));
  doc.items = doc.items.filter((item) => !drop.has(item.id));
}
function closeFlags(item) {
  switch (item.kind) {
    case "unconfirmed-create":
      return "--absent (it does not exist) | --import ID (it exists: stackgate imports it) | --checked";
    case "orphan":
      return `--import ${item.resourceId ?? "ID"} | --absent (you deleted it) | --checked`;
    case "unconfirmed-change":
      return "--checked (after checking it, or tainting it so the next apply recreates it)";
    case "drift":
      return "--checked (after a refresh, or knowing the next apply refreshes it)";
  }
}
var WHAT = {
  "unconfirmed-create": "its creation was started and never confirmed, and it is in no state: it may already exist",
  orphan: "it was created and is in no state: it exists untracked",
  "unconfirmed-change": "it is in state, but its create/update was never confirmed",
  drift: "the state differed from reality after the interrupted run, left in place"
};
function describeOpenItem(item, resolveCommand2) {
  const id = item.resourceId === void 0 ? "" : ` (id ${item.resourceId})`;
  return `open item from run ${item.runId}: ${item.address}${id}: ${WHAT[item.kind]}. Close it: ${resolveCommand2} --resolve ${shellWord(item.address)} ${closeFlags(item)}`;
}

// src/journal/open-items-stores.ts
import { mkdirSync as mkdirSync6, readFileSync as readFileSync14, renameSync as renameSync6, rmSync as rmSync8, writeFileSync as writeFileSync4 } from "node:fs";
import { readFile as readFile3 } from "node:fs/promises";
import path16 from "node:path";
var UPDATE_ATTEMPTS = 8;
async function readThenWrite(place, next) {
  await place.write(next(await place.read()));
}
var FILE_NAME = ".open-items.json";
var RACE_CODES2 = /* @__PURE__ */ new Set(["23505", "42P06", "42P07"]);
function isMissing3(error) {
  return error?.code === "ENOENT";
}
function localOpenItemsFile(workdir, stack) {
  return path16.join(runtimeDirOf(workdir), "open-items", `${safeFileName(stack)}.json`);
}
function localPlace(workdir, stack) {
  const file = localOpenItemsFile(workdir, stack);
  const check = () => {
    assertRuntimeDir(workdir);
    assertNotSymlink(path16.dirname(file));
    assertNotSymlink(file);
  };
  return {
    location: file,
    local: true,
    read: () => {
      check();
      try {
        return Promise.resolve(readFileSync14(file, "utf8"));
      } catch (error) {
        if (isMissing3(error)) return Promise.resolve(null);
        throw error;
      }
    },
    write: (text2) => {
      check();
      mkdirSync6(path16.dirname(file), { recursive: true, mode: 448 });
      const temp = `${file}.tmp-${process.pid}`;
      rmSync8(temp, { force: true });
      writeFileSync4(temp, text2, { flag: "wx", mode: 384 });
      renameSync6(temp, file);
      return Promise.resolve();
    },
    update(next) {
      return readThenWrite(this, next);
    },
    close: () => Promise.resolve()
  };
}
function readLocalOpenItems(workdir, stack) {
  return localPlace(workdir, stack).read();
}
function writeLocalOpenItems(workdir, stack, text2) {
  return localPlace(workdir, stack).write(text2);
}
function dirPlace(dir, key) {
  const file = path16.join(dir, safeFileName(key.project), `${safeFileName(key.stack)}${FILE_NAME}`);
  return {
    location: file,
    local: false,
    read: async () => {
      try {
        return await readFile3(file, "utf8");
      } catch (error) {
        if (isMissing3(error)) return null;
        throw error;
      }
    },
    write: (text2) => writeFileSynced(file, text2),
    update(next) {
      return readThenWrite(this, next);
    },
    close: () => Promise.resolve()
  };
}
function pgPlace(connString, key, env) {
  const connection = parsePgConnString(connString, env);
  connection.config.connectionTimeoutMillis ??= 5e3;
  const table = `${quoteIdentifier("stackgate")}.open_items`;
  let client = null;
  const clean = (error) => {
    let message = messageOf(error);
    for (const secret of connection.secrets) message = message.split(secret).join("***");
    return new Error(message);
  };
  const connect = async () => {
    if (client !== null) return client;
    const pg = await loadPg();
    const fresh = new pg.Client(connection.config);
    fresh.on("error", () => void 0);
    try {
      await fresh.connect();
      for (const sql of [
        `create schema if not exists ${quoteIdentifier("stackgate")}`,
        `create table if not exists ${table} (project text not null, stack text not null, workdir text not null,
           doc jsonb not null, updated_at timestamptz default now(), primary key (project, stack, workdir))`
      ]) {
        await fresh.query(sql).catch((error) => {
          const code = error.code;
          if (!(typeof code === "string" && RACE_CODES2.has(code))) throw error;
        });
      }
    } catch (error) {
      await fresh.end().catch(() => void 0);
      throw clean(error);
    }
    client = fresh;
    return fresh;
  };
  const where = [key.project, key.stack, key.workdir];
  return {
    location: `${connection.display} (table stackgate.open_items)`,
    local: false,
    read: async () => {
      try {
        const result = await (await connect()).query(
          `select doc::text as doc from ${table} where project = $1 and stack = $2 and workdir = $3`,
          where
        );
        return result.rows[0]?.doc ?? null;
      } catch (error) {
        throw clean(error);
      }
    },
    write: async (text2) => {
      try {
        await (await connect()).query(
          `insert into ${table} (project, stack, workdir, doc) values ($1, $2, $3, $4::jsonb)
             on conflict (project, stack, workdir) do update set doc = excluded.doc, updated_at = now()`,
          [...where, text2]
        );
      } catch (error) {
        throw clean(error);
      }
    },
    // The row held (`for update`) from its read to its write; a first row that another run
    // inserted meanwhile is read again, held.
    update: async (next) => {
      const db = await connect();
      for (let attempt = 1; ; attempt++) {
        try {
          await db.query("begin");
          const held = await db.query(
            `select doc::text as doc from ${table} where project = $1 and stack = $2 and workdir = $3 for update`,
            where
          );
          const current = held.rows[0]?.doc ?? null;
          const text2 = next(current);
          const wrote = current === null ? await db.query(
            `insert into ${table} (project, stack, workdir, doc) values ($1, $2, $3, $4::jsonb)
                     on conflict (project, stack, workdir) do nothing`,
            [...where, text2]
          ) : await db.query(
            `update ${table} set doc = $4::jsonb, updated_at = now()
                     where project = $1 and stack = $2 and workdir = $3`,
            [...where, text2]
          );
          if (wrote.rowCount === 1) {
            await db.query("commit");
            return;
          }
          await db.query("rollback");
        } catch (error) {
          await db.query("rollback").catch(() => void 0);
          throw clean(error);
        }
        if (attempt >= UPDATE_ATTEMPTS)
          throw lostEveryRace(`${connection.display} (table stackgate.open_items)`);
      }
    },
    close: async () => {
      const open2 = client;
      client = null;
      await open2?.end().catch(() => void 0);
    }
  };
}
function s3Place(settings) {
  const key = `${settings.stateKey}.stackgate/open-items.json`;
  const location = `s3://${settings.bucket}/${key}`;
  return {
    location,
    local: false,
    read: async () => {
      const bytes = await getObjectBytes(settings, key, "the open items");
      return bytes === null ? null : Buffer.from(bytes).toString("utf8");
    },
    write: async (text2) => {
      const client = await createS3Client(settings);
      const object = { key, body: text2, contentType: "application/json" };
      try {
        await putWholeObject(
          () => Promise.resolve(client),
          settings.bucket,
          object,
          "(writing) the open items",
          location
        );
      } finally {
        client.destroy();
      }
    },
    // Written only over the version read (`If-Match`; `If-None-Match: *` for the first), read
    // again when another run wrote in between. A store without conditional writes gets the
    // plain write it had before (the race stays open there, as it is for its state).
    async update(next) {
      for (let attempt = 1; attempt <= UPDATE_ATTEMPTS; attempt++) {
        const stored = await getObjectVersion(settings, key, "the open items");
        const text2 = next(stored === null ? null : Buffer.from(stored.bytes).toString("utf8"));
        const over = stored === null ? "absent" : { over: stored.etag ?? "" };
        try {
          await putObjectIf(settings, key, text2, over, "the open items");
          return;
        } catch (error) {
          if (isConditionUnsupported(error)) return this.write(text2);
          if (!isConditionLost(error)) throw error;
        }
      }
      throw lostEveryRace(location);
    },
    close: () => Promise.resolve()
  };
}
function lostEveryRace(location) {
  return new Error(
    `the open items at ${location} were changed by other runs during each of ${UPDATE_ATTEMPTS} writes: nothing was written there. Run the command again.`
  );
}
var OpenItemsStore = class {
  places;
  key;
  constructor(settings, backend, env) {
    this.key = journalKey(settings);
    this.places = [localPlace(settings.workdir, settings.stack)];
    if (backend.type === "pg")
      this.places.push(pgPlace(pgConnString(backend.config, env), this.key, env));
    if (backend.type === "s3") {
      const s3 = readS3BackendSettings(backend.config, settings.workdir, env);
      if (!s3.assumeRole) this.places.push(s3Place(s3));
    }
    if (settings.journalDir !== void 0)
      this.places.push(dirPlace(settings.journalDir, this.key));
  }
  /** True when only this machine's file keeps them (a CI runner's disk goes with the job). */
  get localOnly() {
    return this.places.every((place) => place.local);
  }
  get locations() {
    return this.places.map((place) => place.location);
  }
  async read() {
    const copies = [];
    for (const place of this.places) {
      let text2;
      try {
        text2 = await place.read();
      } catch (error) {
        if (error instanceof OpenItemsError) throw error;
        throw new OpenItemsError(
          `the open items kept at ${place.location} cannot be read: ${messageOf(error)}. Whether a recovery left something for a person is not decided on part of the record: try again when it answers.`
        );
      }
      if (text2 !== null) copies.push(parseOpenItems(text2, place.location, this.key));
    }
    return copies.length === 0 ? emptyOpenItems(this.key) : mergeOpenItems(copies, this.key);
  }
  /** Writes the document everywhere; returns a warning per place that failed. */
  async write(doc) {
    const failed = [];
    let durableTook = false;
    for (const place of this.places) {
      const next = (current) => `${JSON.stringify(current === null ? doc : writeOver(parseOpenItems(current, place.location, this.key), doc), null, 2)}
`;
      try {
        await place.update(next);
        if (!place.local) durableTook = true;
      } catch (error) {
        failed.push(
          `the open items could not be written to ${place.location}: ${messageOf(error)}`
        );
      }
    }
    const durable = this.places.some((place) => !place.local);
    if (failed.length === this.places.length || durable && !durableTook)
      throw new OpenItemsError(failed.join("; "));
    return failed;
  }
  async close() {
    for (const place of this.places) await place.close().catch(() => void 0);
  }
};

// src/recovery/open-items.ts
var BECOME_ITEMS = /* @__PURE__ */ new Set([
  "report-orphans",
  "report-unconfirmed",
  "report-drift"
]);
var PROVEN_BY_STATE = /* @__PURE__ */ new Set(["unconfirmed-create", "orphan"]);
function resolveCommand(settings) {
  return `stackgate recover -C ${shellWord(settings.workdir)} --stack ${shellWord(settings.stack)}`;
}
function openItemsStore(settings) {
  return new OpenItemsStore(
    settings,
    readBackendConfig(settings.workdir, process.env),
    process.env
  );
}
async function readOpenItems(settings) {
  const store = openItemsStore(settings);
  try {
    return openOf(await store.read());
  } finally {
    await store.close();
  }
}
function itemsLeftBy(result, state) {
  const openedAt = (/* @__PURE__ */ new Date()).toISOString();
  return findingsOf(result).flatMap(({ runId, orphans, unconfirmed, driftLeft }) => {
    const item = (kind, address, resourceId) => ({
      id: itemId(runId, kind, address),
      kind,
      address,
      runId,
      openedAt,
      ...resourceId ? { resourceId } : {},
      ...state?.header.runId === runId && state.header.runUrl ? { runUrl: state.header.runUrl } : {}
    });
    const items = orphans.filter((o) => o.imported !== true).map((o) => item(o.certain ? "orphan" : "unconfirmed-create", o.address, o.id));
    items.push(...unconfirmed.map((address) => item("unconfirmed-change", address)));
    if (driftLeft) items.push(item("drift", DRIFT_ADDRESS));
    return items;
  });
}
function closeProvenByState(doc, inState2, note) {
  const proven = openOf(doc).filter((i) => PROVEN_BY_STATE.has(i.kind) && inState2.has(i.address));
  closeOpenItems(doc, proven, "proven", note);
  return proven;
}
async function resolveOpenItem(settings, deps) {
  const resolve = settings.resolve;
  if (resolve === void 0) return null;
  const store = openItemsStore(settings);
  try {
    const doc = await store.read();
    const open2 = openOf(doc);
    const matching = open2.filter((i) => i.address === resolve.address);
    if (matching.length === 0) {
      throw new StackgateError(
        `--resolve ${JSON.stringify(resolve.address)}: no open item of this stack has that address. ` + (open2.length === 0 ? "Nothing is open." : `Open: ${[...new Set(open2.map((i) => i.address))].join(", ")}.`),
        EXIT.usage
      );
    }
    const misfit = matching.find((i) => !closeFlags(i).includes(`--${resolve.how}`));
    if (misfit !== void 0) {
      throw new StackgateError(
        `--resolve ${JSON.stringify(resolve.address)} --${resolve.how}: that does not close this item (${misfit.kind}); expected ${closeFlags(misfit)}.`,
        EXIT.usage
      );
    }
    let note;
    if (resolve.how === "import") {
      const id = resolve.id ?? "";
      const engine = deps.createEngine(settings);
      await engine.init((event) => deps.output.event(event));
      await engine.importResource(resolve.address, id);
      if (!(await engine.listState()).includes(resolve.address)) {
        throw new StackgateError(
          `imported ${resolve.address} with id ${JSON.stringify(id)}, but the state does not list it afterwards: the item stays open.`,
          EXIT.failed
        );
      }
      note = `imported with id ${id}; the state holds it`;
    } else {
      note = resolve.how === "absent" ? "a person checked that it does not exist" : "a person checked it and dealt with it";
    }
    closeOpenItems(doc, matching, resolve.how, note);
    for (const warning of await store.write(doc)) deps.output.warn(warning);
    const runs = [...new Set(matching.map((i) => i.runId))].join(", ");
    const detail = `closed the open item ${resolve.address} (run ${runs}): ${note}`;
    deps.output.info(`recover: ${detail}`);
    return { closed: matching, detail };
  } finally {
    await store.close();
  }
}
async function settleOpenItems(settings, deps, result, state, resolved) {
  const store = openItemsStore(settings);
  const notes = [];
  const leftNow = itemsLeftBy(result, state);
  let open2;
  let told = result;
  try {
    const doc = await store.read();
    const added = addOpenItems(doc, leftNow);
    let proven = [];
    if (openOf(doc).some((i) => PROVEN_BY_STATE.has(i.kind))) {
      const engine = deps.createEngine(settings);
      const inState2 = new Set(await engine.listState());
      proven = closeProvenByState(doc, inState2, "its address is in the state now");
    }
    const absent = new Set(result.provenAbsent ?? []);
    const gone = openOf(doc).filter((i) => PROVEN_BY_STATE.has(i.kind) && absent.has(i.address));
    closeOpenItems(doc, gone, "proven", "a component: nothing of it exists at any provider");
    for (const item of gone)
      notes.push(
        `closed the open item ${item.address} (run ${item.runId}): a component, its pending create cleared \u2014 nothing exists at any provider`
      );
    proven = [...proven, ...gone];
    for (const item of proven.filter((i) => !gone.includes(i)))
      notes.push(
        `closed the open item ${item.address} (run ${item.runId}): it is in the state now`
      );
    if (added.length > 0 || proven.length > 0) {
      for (const warning of await store.write(doc)) deps.output.warn(warning);
    }
    if (store.localOnly && openOf(doc).length > 0) {
      deps.output.warn(
        `the open items are kept only in ${store.locations.join(", ")}: a CI runner's disk goes with the job. Configure a durable store (a pg or s3 backend, or journal-dir) so the next run sees them.`
      );
    }
    open2 = openOf(doc);
  } catch (error) {
    open2 = leftNow;
    told = {
      ...result,
      left: [
        ...result.left,
        `the open items of this stack could not be read or kept (${messageOf(error)}): those listed here are not recorded yet, and earlier ones may be missing. When the store answers again, run \`${resolveCommand(settings)}\`.`
      ]
    };
  } finally {
    await store.close().catch((error) => {
      deps.output.warn(`could not close the open-items store: ${messageOf(error)}`);
    });
  }
  return withOpenItems(told, open2, notes, resolved, settings);
}
function withOpenItems(result, open2, notes, resolved, settings) {
  const actions = [
    ...resolved ? [{ kind: "resolve-item", detail: resolved.detail, ok: true }] : [],
    ...result.actions,
    ...notes.map((detail) => ({ kind: "resolve-item", detail, ok: true }))
  ];
  const reported = new Set(
    result.actions.filter((a) => !a.ok && BECOME_ITEMS.has(a.kind)).map((a) => a.detail)
  );
  const left = [
    ...result.left.filter((line2) => !reported.has(line2)),
    ...open2.map((i) => describeOpenItem(i, resolveCommand(settings)))
  ];
  const attention = left.length > 0;
  const exitCode = !attention ? EXIT.ok : result.exitCode === EXIT.ok ? EXIT.failed : result.exitCode;
  const outcome = attention ? "needs-attention" : result.outcome === "clean" && actions.length > 0 ? "recovered" : result.outcome;
  const settled = {
    ...result,
    actions,
    left,
    openItems: [...open2],
    outcome,
    exitCode
  };
  if (attention) settled.message = left.join("\n");
  else delete settled.message;
  return settled;
}
async function closeProvenByApply(settings, inState2, runId, deps) {
  const store = openItemsStore(settings);
  try {
    const doc = await store.read();
    const open2 = openOf(doc);
    if (open2.length === 0) return [];
    const proven = closeProvenByState(
      doc,
      new Set(await inState2()),
      `in the state after the successful apply of run ${runId}`
    );
    const drift = open2.filter((i) => i.kind === "drift");
    closeOpenItems(
      doc,
      drift,
      "proven",
      `the successful apply of run ${runId} refreshed and wrote the state`
    );
    const closed = [...proven, ...drift];
    if (closed.length > 0) for (const warning of await store.write(doc)) deps.output.warn(warning);
    for (const item of closed)
      deps.output.info(
        `closed the open item ${item.address} (run ${item.runId}): ${item.closed?.note ?? ""}`
      );
    return closed;
  } finally {
    await store.close();
  }
}

// src/recovery/recover.ts
async function runRecover(settings, deps, options = { mode: "recover" }) {
  if (options.mode === "unlock") return recoverWith(settings, deps, options);
  const resolved = options.mode === "recover" ? await resolveOpenItem(settings, deps) : null;
  const closed = await closedItems(settings);
  const result = await recoverWith(settings, deps, {
    ...options,
    settled: (runId, address) => closed.has(`${runId} ${address}`)
  });
  const state = result.journal === null ? null : lastRunState(settings);
  return settleOpenItems(settings, deps, result, state, resolved);
}
function recoverWith(settings, deps, options) {
  return settings.engine === "pulumi" ? runPulumiRecover(settings, deps, options) : runTerraformRecover(settings, deps, options);
}
async function closedItems(settings) {
  const store = openItemsStore(settings);
  try {
    const doc = await store.read();
    return new Set(
      doc.items.filter((i) => i.closed !== void 0 && i.closed.how !== "proven").map((i) => `${i.runId} ${i.address}`)
    );
  } catch {
    return /* @__PURE__ */ new Set();
  } finally {
    await store.close().catch(() => void 0);
  }
}
function lastRunState(settings) {
  try {
    return FileJournalStore.forStack(settings.workdir, settings.stack).readState();
  } catch {
    return null;
  }
}
function needsRecoveryHere(settings) {
  try {
    return needsRecovery(
      settings,
      FileJournalStore.forStack(settings.workdir, settings.stack).readState()
    );
  } catch {
    return false;
  }
}
function inLocalJournal(settings, state) {
  const local = FileJournalStore.forStack(settings.workdir, settings.stack).readState();
  return local?.header.runId === state.header.runId;
}
function needsRecovery(settings, state) {
  return state !== null && !isTerminal(state) || existsSync10(path17.join(settings.workdir, "errored.tfstate"));
}
async function runPreflight(settings, deps) {
  const backend = readBackendConfig(settings.workdir, process.env);
  const runs = await readUnfinishedRunsOnce(settings, backend, process.env);
  const file = FileJournalStore.forStack(settings.workdir, settings.stack).file;
  for (const state of runs) assertJournalFor(state, journalKey(settings), `the journal ${file}`);
  const errored = existsSync10(path17.join(settings.workdir, "errored.tfstate"));
  if (runs.length === 0 && !errored) return;
  const liveness = deps.runLiveness ?? UNKNOWN_RUN_LIVENESS;
  const over = [];
  const reasons = [];
  for (const state of runs) {
    const verdict = await assessRun(state, liveness);
    if (verdict.kind === "over") {
      over.push(state);
      reasons.push(verdict.reason);
      continue;
    }
    if (inLocalJournal(settings, state)) {
      throw new StackgateError(
        `the last run of this workdir (${state.header.runId}, phase ${state.phase}) is still running: ${verdict.reason}. Nothing new was started; wait for it to finish.`,
        EXIT.locked,
        { outcome: "locked" }
      );
    }
    deps.output.info(
      `pre-flight: the run ${state.header.runId} (phase ${state.phase}) is ${verdict.kind === "alive" ? "still running" : "live or cannot be checked from here"}: ${verdict.reason}. stackgate leaves it alone.`
    );
  }
  if (over.length === 0 && !errored) return;
  const named = over.map((s) => `${s.header.runId}, phase ${s.phase}`).join("; ");
  if (deps.preflight === "report-only") {
    deps.output.warn(
      `pre-flight: ${over.length > 0 ? `the run(s) ${named}` : "the last run"} did not finish cleanly, but this is a preview of pull-request code, which never changes the state: nothing was repaired here. The apply job repairs it after its gate, or run \`stackgate recover\` (the post step / final: step of the interrupted run does too).`
    );
    return;
  }
  deps.output.info(
    `pre-flight: ${over.length > 0 ? `the run(s) ${named}` : "the last run"} did not finish cleanly${reasons.length > 0 ? ` and ${reasons.join("; ")}` : ""}; recovering first`
  );
  const result = await runRecover(settings, deps, {
    mode: "preflight",
    runLiveness: liveness,
    // Only the runs proven over; with none (an errored.tfstate alone), every one, as before.
    ...over.length > 0 ? { only: new Set(over.map((s) => recordKey(s.header))) } : {}
  });
  if (result.outcome === "needs-attention" && result.nextRunMayStart) {
    deps.output.warn(`pre-flight: recovery left this for a person:
${result.left.join("\n")}`);
    return;
  }
  if (result.outcome === "needs-attention" || result.outcome === "failed") {
    throw new StackgateError(
      `${result.message ?? "recovery needs attention"}

pre-flight: recovering the last run could not finish, so nothing new was started. Run \`stackgate recover\` for details.`,
      result.exitCode,
      { outcome: result.exitCode === EXIT.locked ? "locked" : "failed" }
    );
  }
}

// src/lifecycle/preview.ts
import { mkdirSync as mkdirSync7, mkdtempSync as mkdtempSync5, renameSync as renameSync7, rmSync as rmSync10 } from "node:fs";
import path20 from "node:path";

// src/lifecycle/plan-history.ts
import { readFileSync as readFileSync15 } from "node:fs";
var KEEP = 8;
function historyFile(planFile) {
  return `${planFile}.history.json`;
}
function readHistory(planFile) {
  try {
    const parsed = JSON.parse(readFileSync15(historyFile(planFile), "utf8"));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
function rememberPlanParts(planFile, parts) {
  const kept = readHistory(planFile).filter((p) => p.digest !== parts.digest);
  writeFileAtomically(historyFile(planFile), `${JSON.stringify([...kept, parts].slice(-KEEP))}
`);
}
function whatChangedSince(planFile, approved, now) {
  const then = rememberedPlan(planFile, approved);
  if (then === void 0) {
    return ` (the approved plan ${approved} is not among the plans saved here, so stackgate cannot name what changed)`;
  }
  return `; what changed since: ${describePlanChange(then, now).join("; ")}`;
}
function rememberedPlan(planFile, digest) {
  return readHistory(planFile).find((p) => digestMatches(p.digest, digest));
}
function describePlanChange(approved, now) {
  const lines = [];
  if (approved.engineVersion !== now.engineVersion)
    lines.push(`the engine version (${approved.engineVersion} \u2192 ${now.engineVersion})`);
  if (approved.configuration !== now.configuration) lines.push("the configuration files");
  const was = approved.state;
  const is = now.state;
  if (JSON.stringify(was ?? null) !== JSON.stringify(is ?? null)) {
    lines.push(
      `the state (${was ? `workspace "${was.workspace}", ${was.stateAddress}` : "none"} \u2192 ${is ? `workspace "${is.workspace}", ${is.stateAddress}` : "none"})`
    );
  }
  const addresses = /* @__PURE__ */ new Set([...Object.keys(approved.resources), ...Object.keys(now.resources)]);
  for (const address of addresses) {
    const a = approved.resources[address];
    const b = now.resources[address];
    if (a === void 0) lines.push(`${address}: new in the plan (${b?.action ?? "?"})`);
    else if (b === void 0) lines.push(`${address}: no longer in the plan (was ${a.action})`);
    else {
      const what = [];
      if (a.action !== b.action) what.push(`action ${a.action} \u2192 ${b.action}`);
      if (a.values !== b.values) {
        const attributes = [.../* @__PURE__ */ new Set([...a.attributes, ...b.attributes])];
        what.push(
          attributes.length > 0 ? `values (attributes ${attributes.join(", ")})` : "values"
        );
      }
      if (a.secret !== b.secret && a.values === b.values) {
        what.push(
          approved.seal === "plan" && now.seal === "plan" ? "its sensitive values' binding (each plan binds them under a random key of its own: set a plan key so that an unchanged plan keeps its digest)" : "a sensitive value"
        );
      }
      if (what.length > 0) lines.push(`${address}: ${what.join("; ")}`);
    }
  }
  const outputs = /* @__PURE__ */ new Set([...Object.keys(approved.outputs), ...Object.keys(now.outputs)]);
  for (const name of outputs) {
    const a = approved.outputs[name];
    const b = now.outputs[name];
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) lines.push(`output ${name}`);
  }
  if (lines.length === 0)
    lines.push(`nothing that stackgate can name (digest ${shortDigest(now.digest)})`);
  return lines;
}

// src/lifecycle/own-state.ts
import { readdirSync as readdirSync5, readFileSync as readFileSync16 } from "node:fs";
import path18 from "node:path";
var RECORD_SUFFIX = ".stackgate.json";
function recordsIn(dir) {
  let names;
  try {
    names = readdirSync5(dir).filter((n) => n.endsWith(RECORD_SUFFIX));
  } catch {
    return [];
  }
  const records = [];
  for (const name of names) {
    try {
      const parsed = JSON.parse(readFileSync16(path18.join(dir, name), "utf8"));
      if (parsed.version === 1 && typeof parsed.stack === "string") records.push(parsed);
    } catch {
    }
  }
  return records;
}
function assertOwnState(settings) {
  const here = stateBindingOf(settings);
  if (here === void 0) return;
  const dirs = /* @__PURE__ */ new Set([runtimeDirOf(settings.workdir), path18.dirname(settings.planFile)]);
  for (const dir of dirs) {
    for (const record of recordsIn(dir)) {
      if (record.stack === settings.stack || record.workdir !== settings.workdir) continue;
      if (record.workspace !== here.workspace || record.stateAddress !== here.stateAddress) {
        continue;
      }
      throw new StackgateError(
        `stack "${settings.stack}" resolves to the same state as stack "${record.stack}" (workspace "${here.workspace}", ${here.stateAddress}; stack "${record.stack}" was planned against it at ${record.createdAt}, record in ${dir}). One stack is one state: give each stack its own with workspace (--workspace, input workspace, variable WORKSPACE) or backend-config (--backend-config key=\u2026), e.g. \`${suggestCommand({ ...settings, workspace: settings.stack }, "preview")}\`. If stack "${record.stack}" no longer uses this state, remove its saved plan (${record.planFile} and its record).`,
        EXIT.usage
      );
    }
  }
}

// src/lifecycle/session.ts
import os8 from "node:os";
function startRunSession(settings, deps, command) {
  const backend = readBackendConfig(settings.workdir, process.env);
  const journal = openJournal(
    settings,
    durableStores(settings, backend, process.env),
    (warning) => deps.output.warn(warning),
    void 0,
    (failure) => deps.interrupts.stopForFailure?.(`the run journal cannot be written (${failure})`)
  );
  const header = runHeader(settings, command);
  startOrLocked(journal, header);
  recordKnownIdentity(backend, settings, journal);
  const unsubscribe = deps.interrupts.onInterrupt((signal) => {
    journal.record({ type: "phase", phase: "interrupting", note: `${signal} received` });
  });
  let finished = false;
  let lockRecorder = null;
  let engineRan = false;
  return {
    journal,
    runId: header.runId,
    backend,
    recordOwnLock(lockId) {
      journal.record({ type: "lock", lockId });
      lockRecorder ??= Promise.resolve();
    },
    phase(phase, extra = {}) {
      if (extra.enginePid !== void 0) engineRan = true;
      journal.record({ type: "phase", phase, ...extra });
      deps.observe?.({ kind: "phase", phase });
    },
    observe(event) {
      engineRan = true;
      if (event.kind === "resource-start" && lockRecorder === null) {
        lockRecorder = recordLockId(backend, settings, deps, journal);
      }
      const entry = resourceEntryOf(event);
      if (entry !== null) journal.record(entry);
      deps.output.event(event);
    },
    async guard(step) {
      try {
        return await step();
      } catch (error) {
        const note = error instanceof Error ? truncate(error.message, 200) : "error";
        const neverStarted = !engineRan && error instanceof StackgateError && error.exitCode === EXIT.engineUnavailable;
        await (neverStarted ? this.finish("done", `the engine could not be started, nothing was touched: ${note}`) : this.finish("failed", note));
        throw error;
      }
    },
    async finish(phase, note) {
      if (finished) return;
      finished = true;
      unsubscribe();
      await lockRecorder;
      journal.record({ type: "phase", phase, ...note ? { note } : {} });
      deps.observe?.({ kind: "phase", phase });
      await journal.close();
    }
  };
}
function startOrLocked(journal, header) {
  try {
    journal.start(header);
  } catch (error) {
    if (!(error instanceof StackgateError)) {
      throw new StackgateError(
        `${describeWriteFailure(journal.local.file, error)}. stackgate records every run in its journal before the engine starts, so nothing was started and nothing was locked. Free space there (or set --journal-dir elsewhere for the durable copy), then run again.`,
        EXIT.failed,
        { cause: error }
      );
    }
    const unfinished = error instanceof JournalError ? error.run : void 0;
    const other = unfinished?.header;
    const pids = [other?.pid, unfinished?.enginePid].filter((p) => p !== void 0);
    if (other === void 0 || other.host !== os8.hostname() || !pids.some(isPidAlive)) throw error;
    throw new StackgateError(
      `the stack is locked: another stackgate run is running in this workdir \u2014 run ${JSON.stringify(other.runId)} (${JSON.stringify(other.command)}, pid ${other.pid}, started ${other.startedAt}; journal ${journal.local.file}). Nothing was started. Run again when it has finished.`,
      EXIT.locked,
      { outcome: "locked" }
    );
  }
}
async function recordLockId(backend, settings, deps, journal) {
  if (settings.engine === "pulumi" || backend.type === "local") return;
  try {
    const state = await createBackendLocks(
      backend,
      process.env,
      backendLocksOptions(settings)
    ).inspect();
    if (state.kind === "held" && backend.type === "pg") {
      recordPgIdentity(state.holder, deps, journal);
      return;
    }
    if (state.kind === "held") {
      journal.record({ type: "lock", lockId: state.holder.id });
      return;
    }
    if (state.kind === "free") return;
    const probe = await deps.createEngine(settings).probeLock();
    if (probe.kind === "locked" && probe.holder.id !== void 0)
      journal.record({ type: "lock", lockId: probe.holder.id });
  } catch (error) {
    deps.output.warn(
      `could not read the lock id from the ${backend.type} backend: ${messageOf(error)}`
    );
  }
}
function recordKnownIdentity(backend, settings, journal) {
  if (settings.engine === "pulumi" || backend.type !== "pg") return;
  let conn;
  try {
    conn = pgConnString(backend.config, process.env);
  } catch {
    return;
  }
  if (/application_name/i.test(conn)) return;
  journal.record({ type: "lock", lockId: pgLockIdentity(ownPgApplicationName()) });
}
function recordPgIdentity(holder, deps, journal) {
  const expected = ownPgApplicationName();
  if (holder.applicationName === expected && holder.identity !== void 0) {
    journal.record({ type: "lock", lockId: holder.identity });
    return;
  }
  deps.output.warn(
    `the pg session holding the lock is named ${JSON.stringify(holder.applicationName ?? "")}, not ${JSON.stringify(expected)} (the name stackgate gives its engine through ${PG_APPLICATION_ENV}; an application_name in the backend's conn_str overrides it). stackgate cannot bind that lock to this run, so if this run is killed its lock will not be released automatically: remove application_name from conn_str.`
  );
}
function withJournalFailure(session, result) {
  const failure = session.journal.localFailure;
  if (failure === null) return result;
  const durable = session.journal.durableLocations;
  const kept = durable.length > 0 ? `every entry, the lock's identity included, went to the durable copy (${durable.join(", ")})` : `${session.journal.unwritten.length} entries could not be kept on disk (no durable copy is configured)`;
  const note = `The run journal could not be written (${failure}), so stackgate stopped the engine gracefully (one SIGINT: it finishes what is in flight, saves its state and releases its lock); ${kept}. Free space, then run \`stackgate recover\` (the next run's pre-flight does it too).`;
  return {
    ...result,
    exitCode: EXIT.failed,
    message: `${result.message ?? ""}

${note}`.trim()
  };
}

// src/lifecycle/own-lock.ts
async function runChecked(engine, use) {
  const refused = await use.refuseBefore?.() ?? null;
  return refused ?? use.run(engine);
}
async function underOwnLock(engine, settings, deps, session, use) {
  if (engine.kind !== "terraform") return runChecked(engine, use);
  const locks = createBackendLocks(
    session.backend,
    process.env,
    backendLocksOptions(settings, engine)
  );
  const attempt = await takeJournaledLock(locks, {
    record: (id2) => session.recordOwnLock(id2),
    flush: () => session.journal.flush(),
    operation: use.operation,
    info: `stackgate run ${session.runId}`,
    timeoutMs: lockTimeoutMs(settings),
    stopped: () => deps.interrupts.received !== null,
    waiting: (holder) => deps.output.info(
      `the state is locked: ${describeLockHolder(holder)}; waiting up to ${settings.lockTimeout} (--lock-timeout) for it`
    )
  });
  if (attempt === null) return runChecked(engine, use);
  if (attempt.kind === "held") {
    return use.locked(attempt.holder, `the state is locked: ${describeLockHolder(attempt.holder)}`);
  }
  const { id } = attempt;
  const warn = (message) => deps.output.warn(message);
  deps.output.info(`took the ${locks.backend} lock ${id} for this run's ${use.operation}`);
  if (deps.interrupts.received !== null) {
    await releaseJournaledLock(attempt, warn);
    return use.stoppedBefore(`stopped by ${deps.interrupts.received} before the engine started`);
  }
  let outcome;
  try {
    outcome = await runChecked(engine.whileHolding(id), use);
  } catch (error) {
    await releaseJournaledLock(attempt, warn);
    throw error;
  }
  const keep = use.keepAfter(outcome);
  if (keep !== null) {
    deps.output.warn(
      `${keep}: lock ${id} is kept for \`stackgate recover\`, which releases it once it has checked the state`
    );
    return outcome;
  }
  await releaseJournaledLock(attempt, warn);
  return outcome;
}
function planUnderOwnLock(engine, settings, deps, session, planFile) {
  return underOwnLock(engine, settings, deps, session, {
    operation: "OperationTypePlan",
    run: (planner) => planner.plan({
      planFile,
      mode: engineMode(settings.mode),
      lockTimeout: settings.lockTimeout,
      vars: settings.vars,
      varFiles: settings.varFiles,
      exclude: settings.exclude,
      onEvent: (event) => session.observe(event)
    }),
    locked: (holder, message) => ({ kind: "locked", holder, message }),
    keepAfter: () => null,
    // a plan writes no state: nothing for recovery to check
    stoppedBefore: (message) => ({ kind: "interrupted", message })
  });
}

// src/lifecycle/plan-seal.ts
import { createHash as createHash6 } from "node:crypto";
import { mkdtempSync as mkdtempSync4, readFileSync as readFileSync17, rmSync as rmSync9, writeFileSync as writeFileSync5 } from "node:fs";
import os9 from "node:os";
import path19 from "node:path";
var MAGIC2 = "stackgate-sealed-plan v2\n";
var MAGIC_V1 = "stackgate-sealed-plan v1\n";
var KDF = SEAL_KDF;
var V1_COST = 16384;
var PlanSealError = class extends Error {
};
function isSealed(file) {
  try {
    const start = readFileSync17(file).subarray(0, MAGIC2.length).toString("latin1");
    return start === MAGIC2 || start === MAGIC_V1;
  } catch {
    return false;
  }
}
var CLEAR_FIELDS = [
  "version",
  "digest",
  "planFile",
  "engine",
  "engineVersion",
  "workdir",
  "workdirInCheckout",
  "stack",
  "mode",
  "commit",
  "createdAt",
  "hasChanges",
  "summary"
];
function clearRecord(record) {
  const clear = {};
  for (const field of CLEAR_FIELDS) if (record[field] !== void 0) clear[field] = record[field];
  return clear;
}
function planBytesSha256(plan) {
  return createHash6("sha256").update(plan).digest("hex");
}
function sealPlanFile(record, planKey, reviewed) {
  const plan = readFileSync17(record.planFile);
  const inside = reviewed ? { ...record, planSha256: planBytesSha256(plan), changeSet: reviewed } : record;
  writeFileAtomically(record.planFile, sealPlanBytes(inside, plan, planKey));
  writePlanRecord(clearRecord(record));
}
function sealPlanBytes(record, plan, planKey) {
  return sealEnvelope(MAGIC2, record, plan, planKey);
}
function readHeader(bytes, file) {
  const end = bytes.indexOf(10, MAGIC2.length);
  const corrupt = (why) => new PlanSealError(
    `the sealed plan "${file}" is damaged (${why}): download the preview's plan artifact again, or run the preview again.`
  );
  if (end < 0 || end > MAGIC2.length + 1024) throw corrupt("no header line");
  let value;
  try {
    value = JSON.parse(bytes.subarray(MAGIC2.length, end).toString("utf8"));
  } catch {
    throw corrupt("the header is not JSON");
  }
  const h = value;
  const salt = typeof h?.salt === "string" ? Buffer.from(h.salt, "base64") : Buffer.alloc(0);
  const iv = typeof h?.iv === "string" ? Buffer.from(h.iv, "base64") : Buffer.alloc(0);
  if (h?.cipher !== "aes-256-gcm" || h.kdf !== "scrypt" || h.n !== KDF.n || h.r !== KDF.r || h.p !== KDF.p || salt.length !== 16 || iv.length !== 12) {
    throw corrupt("unknown cipher, key derivation or parameters");
  }
  if (bytes.length < end + 1 + 4 + SEAL_TAG_BYTES) throw corrupt("too short");
  const v1 = bytes.subarray(0, MAGIC_V1.length).toString("latin1") === MAGIC_V1;
  return { header: h, aadLength: end + 1, cost: v1 ? V1_COST : KDF.n };
}
function openSealedPlan(file, planKey) {
  const bytes = readFileSync17(file);
  const { header, aadLength, cost } = readHeader(bytes, file);
  const opened = openEnvelope(
    bytes,
    aadLength,
    { salt: Buffer.from(header.salt, "base64"), iv: Buffer.from(header.iv, "base64"), cost },
    planKey
  );
  if (opened === null) {
    throw new PlanSealError(
      `the sealed plan "${file}" could not be decrypted and authenticated with the plan key: the key differs from the one the preview sealed it with, or the artifact was altered.`
    );
  }
  let record;
  try {
    record = JSON.parse(opened.recordJson);
  } catch {
    throw new PlanSealError(`the sealed plan "${file}" holds no readable plan record.`);
  }
  return { record, plan: opened.payload };
}
function reviewedChangeSet(record, plan) {
  const { planSha256, changeSet } = record;
  if (typeof planSha256 !== "string" || typeof changeSet !== "object" || changeSet === null) {
    return void 0;
  }
  return planSha256 === planBytesSha256(plan) ? changeSet : void 0;
}
function openPlanArtifact(planFile, planKey) {
  const sealed = isSealed(planFile);
  if (planKey === void 0) {
    if (!sealed) return { planFile, dispose: () => void 0 };
    throw new PlanSealError(
      `the saved plan "${planFile}" is sealed (encrypted), but no plan key is set: set STACKGATE_PLAN_KEY (Action: input plan-key; Pipe: variable PLAN_KEY) to the key the preview used.`
    );
  }
  if (!sealed) {
    throw new PlanSealError(
      `a plan key is set, but the saved plan "${planFile}" is not sealed: it was not made by a preview with this key, or it was replaced. Hand over the sealed plan the preview wrote (run the preview with the same plan key).`
    );
  }
  const { record, plan } = openSealedPlan(planFile, planKey);
  const dir = mkdtempSync4(path19.join(os9.tmpdir(), "stackgate-plan-"));
  const opened = path19.join(dir, path19.basename(planFile));
  writeFileSync5(opened, plan, { mode: 384 });
  const restored = { ...record };
  delete restored.changeSet;
  delete restored.planSha256;
  const current = readPlanRecord(planFile);
  if (JSON.stringify(current) !== JSON.stringify({ ...restored, planFile })) {
    writePlanRecord({ ...restored, planFile });
  }
  const reviewed = reviewedChangeSet(record, plan);
  return {
    planFile: opened,
    dispose: () => rmSync9(dir, { recursive: true, force: true }),
    ...reviewed ? { reviewed, reviewedSha256: planBytesSha256(plan) } : {}
  };
}

// src/lifecycle/seal.ts
function sealForRecord(seal) {
  return seal.source === "plan" ? { source: "plan", key: seal.key.toString("hex") } : { source: seal.source };
}
function sealOfSavedPlan(record, changeSet, settings) {
  const seal = record?.seal;
  if (seal?.source === "plan" && typeof seal.key === "string" && /^[0-9a-f]{64}$/.test(seal.key)) {
    return { seal: { source: "plan", key: Buffer.from(seal.key, "hex") }, problem: null };
  }
  if (seal?.source === "plan-key" && settings.planKey) {
    return { seal: planKeySealKey(settings.planKey), problem: null };
  }
  if (seal?.source === "configured" || seal === void 0 && settings.digestSecret) {
    if (settings.digestSecret) {
      return { seal: configuredSealKey(settings.digestSecret), problem: null };
    }
  }
  if (!hasSealedValues(changeSet)) return { seal: null, problem: null };
  const where = `${settings.planFile}.stackgate.json`;
  const problem = seal?.source === "configured" ? `the saved plan's sensitive values are bound with a key derived from STACKGATE_DIGEST_SECRET, which is not set in this run` : seal?.source === "plan-key" ? `the saved plan's sensitive values are bound with a key derived from the plan key, which is not set in this run` : record === null ? `the saved plan has sensitive values, and the plan record ${where} that holds the key binding them into the digest is missing or unreadable` : `the plan record ${where} has no valid seal key for the plan's sensitive values (expected "seal": {"source": "plan", "key": <64 hex>} or {"source": "configured"}), got ${JSON.stringify(seal ?? null)}`;
  return { seal: null, problem };
}
function sealHint(changeSet, settings) {
  if (settings.expectDigest !== void 0 || settings.digestSecret || settings.planKey) return "";
  if (!changeSet || !hasSealedValues(changeSet)) return "";
  return " Note: this plan has sensitive values, which a digest binds with a key made for each plan; a plan made afresh in this job cannot reproduce the published digest. Set a plan key (STACKGATE_PLAN_KEY, input plan-key, variable PLAN_KEY; or STACKGATE_DIGEST_SECRET), the same in the preview and the apply job, so both derive the same key.";
}

// src/lifecycle/open-items-gate.ts
var MAY_EXIST = /* @__PURE__ */ new Set(["unconfirmed-create", "orphan"]);
function describeOpenItems(items, settings, changeSet) {
  const creates = new Set(
    (changeSet?.resources ?? []).filter((r) => r.action === "create" || r.action === "replace").map((r) => r.address)
  );
  return items.map((item) => {
    const line2 = describeOpenItem(item, resolveCommand(settings));
    return MAY_EXIST.has(item.kind) && creates.has(item.address) ? `this plan creates ${item.address}, which may already exist from run ${item.runId}: ${line2}` : line2;
  });
}
async function withOpenItems2(result, settings) {
  const items = await readOpenItems(settings);
  if (items.length === 0) return result;
  return { ...result, openItems: describeOpenItems(items, settings, result.changeSet) };
}
async function openItemsRefusal(settings, deps, { acceptedTold = false } = {}) {
  const items = await readOpenItems(settings);
  if (items.length === 0) return null;
  const accepted = new Set(settings.acceptOpenItems);
  const lines = describeOpenItems(items, settings);
  const unaccepted = items.filter((i) => !accepted.has(i.address));
  if (unaccepted.length === 0) {
    if (acceptedTold) return null;
    deps.output.warn(
      `applying although ${items.length} open item(s) are not closed, accepted by name (--accept-open-items):
${lines.join("\n")}`
    );
    return null;
  }
  const names = [...new Set(unaccepted.map((i) => i.address))];
  return {
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    openItems: lines,
    message: `${unaccepted.length} open item(s) left by an earlier recovery are not closed, so nothing was applied: an apply now could create again what may already exist.
${lines.join("\n")}
Close each one with \`${resolveCommand(settings)} --resolve ADDR \u2026\` as listed, or apply anyway, naming each: ` + names.map((n) => `--accept-open-items ${shellWord(n)}`).join(" ")
  };
}
async function closeProvenItems(settings, engine, runId, deps) {
  try {
    await closeProvenByApply(settings, () => engine.listState(), runId, deps);
  } catch (error) {
    deps.output.warn(`the open items could not be checked against the state: ${messageOf(error)}`);
  }
}

// src/lifecycle/preview.ts
function assertEngineProject(settings) {
  assertRuntimeDir(settings.workdir);
  ensureRuntimeDir(settings.workdir);
  if (settings.engine === "pulumi") {
    assertPulumiProject(settings.workdir, settings.stack);
    return;
  }
  if (!isTerraformProject(settings.workdir)) {
    throw new StackgateError(
      `workdir "${settings.workdir}" is not a Terraform/OpenTofu project: expected *.tf, *.tf.json or *.tofu files in it, found none. Pass --workdir with the directory that holds your configuration.`,
      EXIT.usage
    );
  }
}
async function runPreview2(settings, deps) {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  await prepareEngine(engine, settings, deps);
  const session = startRunSession(settings, deps, "preview");
  const result = await session.guard(() => planWithEngine(engine, settings, deps, session));
  if (result.outcome === "planned" || result.outcome === "no-changes") {
    sealPlan(settings, deps, result.changeSet);
  }
  await session.finish(phaseAfterPlan(result, deps), result.outcome);
  return publishComment(await withOpenItems2(result, settings), settings, engine.name);
}
function sealPlan(settings, deps, changeSet) {
  const record = readPlanRecord(settings.planFile);
  if (settings.planKey !== void 0 && record) {
    sealPlanFile(record, settings.planKey, settings.engine === "pulumi" ? void 0 : changeSet);
    deps.output.info(`sealed the saved plan ${settings.planFile} (AES-256-GCM, plan key)`);
  } else if (settings.run.platform !== "local") {
    deps.output.info(
      `the saved plan ${settings.planFile} holds the plan's values, sensitive ones included, in plain text: set a plan key (input plan-key, variable PLAN_KEY, STACKGATE_PLAN_KEY) before handing it over as an artifact.`
    );
  }
}
function phaseAfterPlan(result, deps) {
  if (result.outcome === "planned" || result.outcome === "no-changes") return "done";
  return deps.interrupts.received !== null || result.outcome === "interrupted" ? "interrupted" : "done";
}
async function prepareEngine(engine, settings, deps) {
  deps.output.info(`${engine.name} in ${settings.workdir} (stack ${settings.stack})`);
  await engine.init((event) => deps.output.event(event));
  assertOwnState(settings);
  await runPreflight(settings, deps);
}
async function planWithEngine(engine, settings, deps, session, planFile = settings.planFile) {
  session.phase("planning");
  const fresh = planFile === settings.planFile ? freshPlanPlace(settings) : void 0;
  let outcome;
  try {
    outcome = await planUnderOwnLock(engine, settings, deps, session, fresh?.file ?? planFile);
    if (fresh !== void 0 && outcome.kind === "planned") renameSync7(fresh.file, planFile);
  } finally {
    fresh?.dispose();
  }
  return planResult(
    planOutcomeAfterStop(outcome, deps.interrupts.received),
    engine,
    settings,
    deps,
    planFile
  );
}
function freshPlanPlace(settings) {
  const target = settings.planFile;
  const dir = path20.dirname(target);
  assertNoSymlinkBelow(settings.workdir, dir);
  mkdirSync7(dir, { recursive: true });
  assertNoSymlinkBelow(settings.workdir, dir);
  const fresh = mkdtempSync5(path20.join(dir, ".plan-"));
  return {
    file: path20.join(fresh, path20.basename(target)),
    dispose: () => rmSync10(fresh, { recursive: true, force: true })
  };
}
function planResult(outcome, engine, settings, deps, planFile) {
  switch (outcome.kind) {
    case "planned": {
      const changeSet = outcome.changeSet;
      const seal = newSealKey(settings);
      const binding = stateBindingOf(settings);
      const digest = digestChangeSet(changeSet, seal, binding);
      if (planFile === settings.planFile) {
        rememberPlanParts(planFile, planParts(changeSet, seal, binding));
      }
      const inCheckout = workdirInCheckout(settings);
      writePlanRecord({
        version: 1,
        digest,
        planFile,
        engine: engine.name,
        engineVersion: changeSet.engineVersion,
        workdir: settings.workdir,
        ...inCheckout !== void 0 ? { workdirInCheckout: inCheckout } : {},
        stack: settings.stack,
        ...binding ?? {},
        mode: settings.mode,
        ...settings.exclude.length > 0 ? { exclude: settings.exclude } : {},
        ...settings.run.commit ? { commit: settings.run.commit } : {},
        createdAt: (/* @__PURE__ */ new Date()).toISOString(),
        hasChanges: outcome.hasChanges,
        summary: changeSet.summary,
        seal: sealForRecord(seal)
      });
      return {
        command: "preview",
        outcome: outcome.hasChanges ? "planned" : "no-changes",
        exitCode: outcome.hasChanges && settings.detailedExitcode ? EXIT.changes : EXIT.ok,
        changeSet,
        digest,
        planFile
      };
    }
    case "locked":
      return lockedResult({ command: "preview" }, outcome.holder, "planned");
    case "interrupted":
      return {
        command: "preview",
        outcome: "interrupted",
        exitCode: deps.interrupts.exitCode ?? EXIT.interruptedSigint,
        message: outcome.message
      };
    case "failed":
      return {
        command: "preview",
        outcome: "failed",
        exitCode: EXIT.failed,
        message: outcome.message
      };
  }
}

export {
  outcomeAfterStop,
  BoundedTail,
  explainFsError,
  createEngineFactory,
  whatChangedSince,
  defaultJournalFile,
  FileJournalStore,
  journalKey,
  durableStores,
  readLatestRunOnce,
  UNKNOWN_RUN_LIVENESS,
  installSignalTrap,
  findOrphans,
  assessRun,
  backendLocksOptions,
  createBackendLocks,
  SealedStateError,
  sealState,
  openSealedState,
  ERRORED_STATE_FILE,
  erroredStatePath,
  keepErroredState,
  assessLock,
  rememberInspection,
  probeLock,
  reportPending,
  parseOpenItems,
  readLocalOpenItems,
  writeLocalOpenItems,
  readOpenItems,
  runRecover,
  needsRecoveryHere,
  startRunSession,
  withJournalFailure,
  underOwnLock,
  planUnderOwnLock,
  PlanSealError,
  planBytesSha256,
  openPlanArtifact,
  sealOfSavedPlan,
  sealHint,
  describeOpenItems,
  openItemsRefusal,
  closeProvenItems,
  assertEngineProject,
  runPreview2 as runPreview,
  prepareEngine,
  planWithEngine
};
