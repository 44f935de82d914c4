#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  PLATFORM_NAMES,
  workdirRootOf
} from "./chunk-7IEW6U42.js";
import {
  backendConfigFile,
  describeStateAddress,
  isRecord,
  pgConnString,
  readBackendConfig,
  selectedWorkspace
} from "./chunk-2IDWVCMR.js";
import {
  ENGINE_NAMES,
  EXIT,
  StackgateError,
  messageOf,
  quoteExcerpt
} from "./chunk-YKQQDZE5.js";

// src/files/within.ts
import path from "node:path";
function pathWithin(root, dir) {
  if (dir !== root && !dir.startsWith(`${root}${path.sep}`)) return void 0;
  return path.relative(root, dir).split(path.sep).join("/") || ".";
}

// src/lifecycle/plan-artifact.ts
import { readFileSync } from "node:fs";

// src/files/atomic-file.ts
import { randomBytes } from "node:crypto";
import { closeSync, constants, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import path2 from "node:path";
var EXCLUSIVE_NO_FOLLOW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
function writeNewFileNoFollow(file, bytes, mode = 420) {
  const fd = openSync(file, EXCLUSIVE_NO_FOLLOW, mode);
  try {
    const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
    let written = 0;
    while (written < data.length) written += writeSync(fd, data, written, data.length - written);
  } finally {
    closeSync(fd);
  }
}
function tempBeside(file) {
  return `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
}
function writeFileAtomically(file, text2, mode = 420) {
  mkdirSync(path2.dirname(file), { recursive: true });
  const temp = tempBeside(file);
  try {
    writeNewFileNoFollow(temp, text2, mode);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

// src/lifecycle/plan-artifact.ts
function engineMode(mode) {
  return mode === "refresh" ? "refresh-only" : mode;
}
function planRecordPath(planFile) {
  return `${planFile}.stackgate.json`;
}
function writePlanRecord(record) {
  const file = planRecordPath(record.planFile);
  writeFileAtomically(file, `${JSON.stringify(record, null, 2)}
`);
  return file;
}
function readPlanRecord(planFile) {
  let text2;
  try {
    text2 = readFileSync(planRecordPath(planFile), "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text2);
    if (parsed.version === 1 && typeof parsed.digest === "string") return parsed;
  } catch {
  }
  return null;
}
function stateBindingOf(settings, given = process.env) {
  if (settings.engine === "pulumi") return void 0;
  const env = settings.workspace === void 0 ? given : { ...given, TF_WORKSPACE: settings.workspace };
  return {
    workspace: selectedWorkspace(settings.workdir, env),
    stateAddress: describeStateAddress(readBackendConfig(settings.workdir, env), env)
  };
}
function stateBindingMismatch(record, settings, recordFile) {
  const here = stateBindingOf(settings);
  if (here === void 0) return null;
  if (record.workspace === void 0 || record.stateAddress === void 0) {
    return `the plan record ${recordFile} names no Terraform workspace and state address (it was written before stackgate bound them), so nothing shows the plan is for this run's state (workspace "${here.workspace}", ${here.stateAddress}): run \`stackgate preview\` again.`;
  }
  if (record.workspace !== here.workspace) {
    return `the saved plan was made in Terraform workspace "${record.workspace}", but this run's workspace is "${here.workspace}" (TF_WORKSPACE or the selected workspace; record ${recordFile}).`;
  }
  if (record.stateAddress !== here.stateAddress) {
    return `the saved plan was made against the state at "${record.stateAddress}", but this run's backend is "${here.stateAddress}" (record ${recordFile}).`;
  }
  return null;
}
function workdirInCheckout(settings) {
  const root = settings.run.checkoutDir;
  return root === void 0 ? void 0 : pathWithin(root, settings.workdir);
}
function recordMismatch(record, digest, settings) {
  const recordFile = planRecordPath(settings.planFile);
  if (!record) {
    return `the saved plan at "${settings.planFile}" has no readable stackgate record (${recordFile}), so nothing binds it to this project and stack: hand over the plan together with its record, or run \`stackgate preview\` again.`;
  }
  if (record.digest !== digest) {
    return `the plan record ${recordFile} names digest ${record.digest}, but the plan file's digest is ${digest}: the plan file or its record was replaced (for example by another project's plan).`;
  }
  if (record.stack !== settings.stack) {
    return `the saved plan was made for stack "${record.stack}", but this run's stack is "${settings.stack}" (record ${recordFile}).`;
  }
  const here = workdirInCheckout(settings);
  const sameWorkdir = record.workdirInCheckout !== void 0 && here !== void 0 ? record.workdirInCheckout === here : record.workdir === settings.workdir;
  if (!sameWorkdir) {
    const was = record.workdirInCheckout ?? record.workdir;
    return `the saved plan was made in workdir "${was}", but this run's workdir is "${here ?? settings.workdir}" (record ${recordFile}).`;
  }
  return stateBindingMismatch(record, settings, recordFile);
}

// src/journal/open-items-stores.ts
import { mkdirSync as mkdirSync4, readFileSync as readFileSync6, renameSync as renameSync4, rmSync as rmSync4, writeFileSync as writeFileSync2 } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import path6 from "node:path";

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

// src/backends/s3-backend.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { dirname, join } from "node:path";
var DEFAULT_WORKSPACE_KEY_PREFIX = "env:";
function text(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function currentWorkspace(workdir, env = process.env) {
  const fromEnv = text(env.TF_WORKSPACE);
  if (fromEnv !== void 0) return fromEnv;
  try {
    const chosen = readFileSync2(
      join(dirname(backendConfigFile(workdir, env)), "environment"),
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

// src/files/runtime-dir.ts
import { execFileSync } from "node:child_process";
import {
  constants as constants2,
  existsSync,
  lstatSync,
  mkdirSync as mkdirSync2,
  openSync as openSync2,
  readlinkSync,
  realpathSync
} from "node:fs";
import path3 from "node:path";
var RUNTIME_DIR = ".stackgate";
function runtimeDirOf(workdir) {
  return path3.join(workdir, RUNTIME_DIR);
}
function lstatOrNull(file) {
  return lstatSync(file, { throwIfNoEntry: false }) ?? null;
}
function describeLink(link) {
  let target = "?";
  try {
    target = readlinkSync(link);
  } catch {
  }
  const resolved = path3.resolve(path3.dirname(link), target);
  const dangling = existsSync(resolved) ? "" : ", which does not exist (a dangling symlink)";
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
  const key = path3.resolve(workdir);
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
    out = execFileSync("git", ["ls-files", "-z", "--", path3.relative(workdir, dir) || "."], {
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
  for (const part of [dir, path3.join(dir, "journal")]) {
    const stat = lstatOrNull(part);
    if (stat === null) break;
    if (stat.isSymbolicLink()) refuseLink(part);
  }
  if (lstatOrNull(dir) !== null) {
    const real = realpathSync(dir);
    const root = realpathSync(workdir);
    if (real !== path3.join(root, RUNTIME_DIR)) {
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
      `${dir} is tracked by git (${shown}${tracked.length > 3 ? `, and ${tracked.length - 3} more` : ""}). ${RUNTIME_DIR}/ holds runtime data only \u2014 run journals and plans \u2014 and stackgate never reads them from the repository: a committed journal could name someone else's live lock as stackgate's. Remove it from the repository (git rm -r --cached ${JSON.stringify(path3.relative(workdir, dir) || RUNTIME_DIR)}) and add ${RUNTIME_DIR}/ to .gitignore.`,
      EXIT.failed
    );
  }
}
function assertNotSymlink(file) {
  if (lstatOrNull(file)?.isSymbolicLink()) refuseLink(file);
}
function openAppendNoFollow(file) {
  return openSync2(
    file,
    constants2.O_WRONLY | constants2.O_APPEND | constants2.O_CREAT | constants2.O_NOFOLLOW,
    420
  );
}
function assertNoSymlinkBelow(root, file) {
  const relative = path3.relative(root, file);
  if (relative === "") return;
  const inside = relative !== "" && !relative.startsWith("..") && !path3.isAbsolute(relative);
  const parts = inside ? relative.split(path3.sep) : [path3.basename(file)];
  let current = inside ? root : path3.dirname(file);
  for (const part of parts) {
    current = path3.join(current, part);
    const stat = lstatOrNull(current);
    if (stat === null) return;
    if (stat.isSymbolicLink()) refuseLink(current);
  }
}
var IGNORE_ALL = "*\n";
function ensureRuntimeDir(workdir) {
  const dir = runtimeDirOf(workdir);
  mkdirSync2(dir, { recursive: true, mode: 493 });
  try {
    writeNewFileNoFollow(path3.join(dir, ".gitignore"), IGNORE_ALL);
  } catch (error) {
    const code = error.code;
    if (code !== "EEXIST" && code !== "ELOOP") throw error;
  }
  return dir;
}

// src/journal/dir-store.ts
import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { dirname as dirname2, join as join2 } from "node:path";

// src/journal/entries.ts
var JOURNAL_VERSION = 1;
var PHASES = [
  "planning",
  "applying",
  "interrupting",
  "done",
  "interrupted",
  "failed",
  "recovering",
  "recovered"
];
var TERMINAL_PHASES = /* @__PURE__ */ new Set(["done", "recovered"]);
var JOURNAL_RESOURCE_ACTIONS = ["create", "update", "delete", "replace", "read"];
var RESOURCE_STATUSES = ["started", "done", "failed"];
var ENTRY_TYPES = ["start", "phase", "lock", "resource"];
function closesRecord(entry) {
  return entry.type === "phase" && TERMINAL_PHASES.has(entry.phase);
}
function isRecordClosed(entries) {
  const last = entries.findLast((e) => e.type === "phase");
  return last !== void 0 && closesRecord(last);
}
function isSameWorkdir(recorded, key) {
  return recorded === key.workdir || (key.workdirAliases ?? []).includes(recorded);
}
var JournalError = class extends StackgateError {
  constructor(message, kind = "unreadable", options) {
    super(message, EXIT.failed, options?.cause === void 0 ? {} : { cause: options.cause });
    this.kind = kind;
    this.name = "JournalError";
    this.run = options?.run;
  }
  kind;
  /** `not-terminal`: the unfinished run in the way (its owner may still be running). */
  run;
};
var UNREADABLE_ADVICE = "Move the file aside; stackgate will not act on a journal it cannot read.";
function nowIso() {
  return (/* @__PURE__ */ new Date()).toISOString();
}
function isOneOf(values, value) {
  return typeof value === "string" && values.includes(value);
}
function isIsoTime(value) {
  return typeof value === "string" && value !== "" && !Number.isNaN(Date.parse(value));
}
function isPid(value) {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}
var choices = (values) => values.map((v) => `"${v}"`).join(" | ");
function checkOptional(object, field, ok, expected) {
  const value = object[field];
  return value === void 0 || ok(value) ? null : `"${field}" must be ${expected}`;
}
function checkHeader(header) {
  if (!isRecord(header)) return `"header" must be an object`;
  if (typeof header.version === "number" && header.version > JOURNAL_VERSION) {
    return `journal version ${header.version} was written by a newer stackgate (this one reads version ${JOURNAL_VERSION}): upgrade stackgate`;
  }
  if (header.version !== JOURNAL_VERSION) return `"header.version" must be ${JOURNAL_VERSION}`;
  for (const field of ["runId", "project", "stack", "workdir", "host", "user", "command"]) {
    if (typeof header[field] !== "string") return `"header.${field}" must be a string`;
  }
  if (header.runId === "") return `"header.runId" must not be empty`;
  if (!isOneOf(PLATFORM_NAMES, header.platform)) {
    return `"header.platform" must be ${choices(PLATFORM_NAMES)}`;
  }
  if (!isOneOf(ENGINE_NAMES, header.engine)) {
    return `"header.engine" must be ${choices(ENGINE_NAMES)}`;
  }
  if (!isPid(header.pid)) return `"header.pid" must be a positive integer`;
  if (!isIsoTime(header.startedAt)) return `"header.startedAt" must be an ISO time`;
  return runRefProblem(header, "header");
}
function runRefProblem(object, name) {
  for (const field of ["runUrl", "attempt", "job", "index"]) {
    const problem = checkOptional(object, field, (v) => typeof v === "string", "a string");
    if (problem !== null) return `"${name}.${field}" must be a string`;
  }
  return null;
}
function takerProblem(by) {
  if (!isRecord(by)) return `"by" must be an object`;
  for (const field of ["runId", "host"]) {
    if (typeof by[field] !== "string" || by[field] === "") {
      return `"by.${field}" must be a non-empty string`;
    }
  }
  if (!isPid(by.pid)) return `"by.pid" must be a positive integer`;
  if (!isIsoTime(by.startedAt)) return `"by.startedAt" must be an ISO time`;
  return runRefProblem(by, "by");
}
function recordKey(header) {
  return JSON.stringify([
    header.runId,
    header.attempt ?? "",
    header.job ?? "",
    header.index ?? "",
    header.startedAt,
    header.host,
    header.pid
  ]);
}
function entryProblem(value) {
  if (!isRecord(value)) return "expected a JSON object";
  if (!isOneOf(ENTRY_TYPES, value.type)) {
    return `unknown entry type ${JSON.stringify(value.type ?? null)}; expected "type": ${choices(ENTRY_TYPES)}`;
  }
  if (!isIsoTime(value.at)) return `"at" must be an ISO time`;
  switch (value.type) {
    case "start":
      return checkHeader(value.header);
    case "phase":
      if (!isOneOf(PHASES, value.phase)) return `"phase" must be ${choices(PHASES)}`;
      return checkOptional(value, "enginePid", isPid, "a positive integer") ?? checkOptional(value, "planDigest", (v) => typeof v === "string", "a string") ?? checkOptional(value, "note", (v) => typeof v === "string", "a string");
    case "lock":
      if (typeof value.lockId !== "string" || value.lockId === "") {
        return `"lockId" must be a non-empty string`;
      }
      return value.by === void 0 ? null : takerProblem(value.by);
    case "resource":
      if (typeof value.address !== "string" || value.address === "") {
        return `"address" must be a non-empty string`;
      }
      if (!isOneOf(JOURNAL_RESOURCE_ACTIONS, value.action)) {
        return `"action" must be ${choices(JOURNAL_RESOURCE_ACTIONS)}`;
      }
      if (!isOneOf(RESOURCE_STATUSES, value.status)) {
        return `"status" must be ${choices(RESOURCE_STATUSES)}`;
      }
      return checkOptional(value, "id", (v) => typeof v === "string", "a string");
  }
}
function parseJournal(text2, source) {
  const entries = [];
  const warnings = [];
  const lines = text2.split("\n");
  const complete = text2.endsWith("\n") || text2 === "";
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const isLast = index === lines.length - 1;
    if (isLast && line === "") continue;
    const lineNo = index + 1;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      if (isLast && !complete) {
        warnings.push(
          `${source}: ignored the truncated last line ${lineNo} (${line.length} bytes, ${quoteExcerpt(line)}): a write cut short, most likely by a kill; the entries before it are intact.`
        );
        continue;
      }
      throw new JournalError(
        `Cannot read the stackgate journal ${source}: line ${lineNo} is not valid JSON: ${quoteExcerpt(line)}. Expected one JSON journal entry per line. ${UNREADABLE_ADVICE}`
      );
    }
    const problem = entryProblem(value);
    if (problem !== null) {
      throw new JournalError(
        `Cannot read the stackgate journal ${source}: line ${lineNo} is not a journal entry (${problem}): ${quoteExcerpt(line)}. ${UNREADABLE_ADVICE}`
      );
    }
    entries.push(value);
  }
  assertStartsWithStart(entries, source);
  return { entries, warnings };
}
function assertStartsWithStart(entries, source) {
  const first = entries[0];
  if (first !== void 0 && first.type !== "start") {
    throw new JournalError(
      `Cannot read the stackgate journal ${source}: it has no start entry (the first entry is a ${JSON.stringify(first.type)} entry). Expected the run's {"type":"start"} entry first. ${UNREADABLE_ADVICE}`
    );
  }
}
function safeFileName(text2) {
  const escaped = Array.from(new TextEncoder().encode(text2), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9._@+=-]/.test(char) && byte < 128 ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
  if (escaped === "" || escaped === "." || escaped === "..") {
    return escaped.replace(/\./g, "%2E") || "%00";
  }
  return escaped;
}
function timeForFileName(iso) {
  const time = Date.parse(iso);
  return (Number.isNaN(time) ? iso : new Date(time).toISOString()).replace(/:/g, "-");
}
function completeEntry(input, at = nowIso()) {
  const entry = { ...input, at: input.at ?? at };
  const problem = entryProblem(entry);
  if (problem !== null) {
    throw new JournalError(
      `stackgate refused to write an invalid journal entry (${problem}): ${quoteExcerpt(JSON.stringify(entry))}. This is a bug in stackgate.`
    );
  }
  return entry;
}
function checkStoredEntry(value, where) {
  const problem = value === void 0 ? "not JSON" : entryProblem(value);
  if (problem !== null) {
    throw new JournalError(
      `Cannot read the stackgate journal at ${where.location}: ${where.item} is not a journal entry (${problem}): ${quoteExcerpt(where.text)}. ${where.remedy}; stackgate will not act on a journal it cannot read.`
    );
  }
  return value;
}

// src/journal/dir-store.ts
var EXTENSION = ".ndjson";
var SEALED_STATE = ".errored-state.sealed";
function isMissing(error) {
  return error instanceof Error && error.code === "ENOENT";
}
function runFileName(header) {
  const digest = createHash("sha256").update(recordKey(header)).digest("hex").slice(0, 16);
  return `${timeForFileName(header.startedAt)}_${digest}${EXTENSION}`;
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
    return join2(this.dir, safeFileName(key.project));
  }
  /** The folder of the stack's run files. */
  runsDir(key) {
    return join2(this.stackDir(key), `${safeFileName(key.stack)}.runs`);
  }
  openDir(key) {
    return join2(this.stackDir(key), `${safeFileName(key.stack)}.open`);
  }
  /** The file of one run. */
  fileFor(header) {
    return join2(this.runsDir(header), runFileName(header));
  }
  /** The single file of a copy written before the record key. */
  legacyFile(key) {
    return join2(this.stackDir(key), `${safeFileName(key.stack)}${EXTENSION}`);
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
      await rm(join2(this.openDir(this.header), basenameOf(this.file)), { force: true });
    }
  }
  /** The marker first (a record is never stored open without it), then the run's own file. */
  async openRun(file, header) {
    const markers = this.openDir(header);
    await mkdir(markers, { recursive: true });
    await mkdir(dirname2(file), { recursive: true });
    const marker = await open(join2(markers, basenameOf(file)), "w");
    await marker.close();
    await syncDir(markers);
    this.handle = await open(file, "a");
    await syncDir(dirname2(file));
  }
  async readLatestRun(key) {
    let names;
    try {
      names = (await readdir(this.runsDir(key))).filter((n) => n.endsWith(EXTENSION)).sort();
    } catch (error) {
      if (!isMissing(error)) throw error;
      names = [];
    }
    const legacy = await this.readRun(this.legacyFile(key), key);
    for (const name of names.reverse()) {
      const run = await this.readRun(join2(this.runsDir(key), name), key);
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
      if (!isMissing(error)) throw error;
      markers = [];
    }
    const runs = [];
    const legacy = await this.readRun(this.legacyFile(key), key);
    if (legacy !== null && !isRecordClosed(legacy)) runs.push(legacy);
    for (const name of markers) {
      const run = await this.readRun(join2(this.runsDir(key), name), key);
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
    return join2(this.stackDir(key), `${safeFileName(key.stack)}${SEALED_STATE}`);
  }
  async keepSealedState(key, sealed) {
    const file = this.sealedStateFile(key);
    await writeFileSynced(file, sealed);
    await syncDir(dirname2(file));
  }
  async readSealedState(key) {
    try {
      return await readFile(this.sealedStateFile(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  async dropSealedState(key) {
    await rm(this.sealedStateFile(key), { force: true });
    await syncDir(dirname2(this.sealedStateFile(key)));
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
  await mkdir(dirname2(file), { recursive: true });
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
    text2 = await readFile(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return [];
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
      const line = JSON.stringify(entry);
      this.lines.push(line);
      added.push(line);
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
    const entries = lines.map((line, index) => this.parse(name, line, index));
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
    const lines = Buffer.from(stored.bytes).toString("utf8").split("\n").filter((line) => line.trim() !== "");
    return { lines, etag: stored.etag };
  }
  parse(name, line, index) {
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      value = void 0;
    }
    return checkStoredEntry(value, {
      location: `s3://${this.settings.bucket}/${name}`,
      item: `line ${index + 1}`,
      text: line,
      remedy: "Delete or fix that object"
    });
  }
};

// src/journal/run-journal.ts
import { createHash as createHash2 } from "node:crypto";
import { existsSync as existsSync3 } from "node:fs";
import os from "node:os";
import path5 from "node:path";

// src/journal/file-store.ts
import {
  closeSync as closeSync4,
  existsSync as existsSync2,
  fstatSync as fstatSync2,
  ftruncateSync,
  mkdirSync as mkdirSync3,
  readFileSync as readFileSync4,
  renameSync as renameSync3,
  rmSync as rmSync3,
  truncateSync,
  writeFileSync,
  writeSync as writeSync3
} from "node:fs";
import { dirname as dirname4, join as join4 } from "node:path";

// src/files/exclusive-file.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import {
  closeSync as closeSync2,
  constants as constants3,
  fstatSync,
  linkSync,
  lstatSync as lstatSync2,
  openSync as openSync3,
  renameSync as renameSync2,
  unlinkSync,
  writeSync as writeSync2
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
    constants3.O_WRONLY | constants3.O_APPEND | constants3.O_CREAT | constants3.O_EXCL | constants3.O_NOFOLLOW,
    mode
  );
  try {
    writeSync2(fd, content);
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
      unlinkSync(temp);
    } catch {
    }
  }
}
function identityOf(fd) {
  const stat = fstatSync(fd);
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
  const stat = lstatSync2(aside);
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
  unlinkSync(aside);
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
  unlinkSync(aside);
}

// src/journal/set-aside.ts
import { closeSync as closeSync3, constants as constants4, openSync as openSync4, readdirSync, readFileSync as readFileSync3, rmSync as rmSync2 } from "node:fs";
import { basename, dirname as dirname3, join as join3 } from "node:path";

// src/journal/fold.ts
var IN_FLIGHT_CHECK = /* @__PURE__ */ new Set([
  "done",
  "interrupted",
  "failed",
  "recovered"
]);
function foldJournal(entries, options = {}) {
  const source = options.source ?? "(journal)";
  const first = entries[0];
  if (first === void 0) {
    throw new JournalError(
      `The stackgate journal ${source} is empty: expected a run's start entry. ${UNREADABLE_ADVICE}`
    );
  }
  assertStartsWithStart(entries, source);
  const start = first;
  const state = {
    header: start.header,
    phase: "started",
    updatedAt: start.at,
    resources: [],
    warnings: [...options.warnings ?? []]
  };
  const byKey = /* @__PURE__ */ new Map();
  let terminalAt = null;
  for (const [index, entry] of entries.entries()) {
    if (index > 0 && entry.type === "start") {
      throw new JournalError(
        `The stackgate journal ${source} holds more than one run (run ${JSON.stringify(start.header.runId)} and, at entry ${index + 1}, run ${JSON.stringify(entry.header.runId)}); a journal holds one run. ${UNREADABLE_ADVICE}`
      );
    }
    state.updatedAt = entry.at;
    if (terminalAt !== null && entry.type !== "phase") {
      state.warnings.push(
        `${source}: a ${entry.type} entry at ${entry.at} follows the terminal phase reached at ${terminalAt}.`
      );
    }
    switch (entry.type) {
      case "start":
        break;
      case "phase":
        state.phase = entry.phase;
        terminalAt = TERMINAL_PHASES.has(entry.phase) ? entry.at : null;
        if (entry.enginePid !== void 0) state.enginePid = entry.enginePid;
        if (entry.planDigest !== void 0) state.planDigest = entry.planDigest;
        break;
      case "lock":
        if (entry.by === void 0) state.lockId = entry.lockId;
        else (state.recoveryLocks ??= []).push({ lockId: entry.lockId, by: entry.by });
        break;
      case "resource": {
        const key = `${entry.action}\0${entry.address}`;
        const existing = byKey.get(key);
        if (existing === void 0) {
          const resource = {
            address: entry.address,
            action: entry.action,
            status: entry.status,
            at: entry.at
          };
          if (entry.id !== void 0) resource.id = entry.id;
          byKey.set(key, resource);
          state.resources.push(resource);
        } else {
          existing.status = entry.status;
          existing.at = entry.at;
          if (entry.id !== void 0) existing.id = entry.id;
        }
        break;
      }
    }
  }
  if (IN_FLIGHT_CHECK.has(state.phase)) {
    const inFlight = state.resources.filter((r) => r.status === "started");
    if (inFlight.length > 0) {
      const list = inFlight.map((r) => `${r.action} ${r.address}`).join(", ");
      state.warnings.push(
        `${source}: the run reached phase "${state.phase}" with ${inFlight.length} resource operation(s) started but never reported done or failed: ${list}.`
      );
    }
  }
  return state;
}
function isTerminal(state) {
  return TERMINAL_PHASES.has(state.phase);
}
function describeKey(key) {
  return `project ${JSON.stringify(key.project)}, stack ${JSON.stringify(key.stack)}, workdir ${JSON.stringify(key.workdir)}`;
}
function assertJournalFor(state, key, source = "the journal") {
  const { header } = state;
  if (header.project === key.project && header.stack === key.stack && isSameWorkdir(header.workdir, key)) {
    return;
  }
  throw new JournalError(
    `${source} belongs to ${describeKey(header)} (run ${JSON.stringify(header.runId)}), not to ${describeKey(key)}: stackgate will not act on another stack's journal. Check the journal location and the stack settings, or move the file aside.`,
    "foreign"
  );
}

// src/journal/set-aside.ts
var EXTENSION2 = ".ndjson";
var ROTATED_TIME = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:\.\d+)?Z(?:-\d+)?`;
function isMissing2(error) {
  return error instanceof Error && error.code === "ENOENT";
}
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function rotatedName(dir, base, startedAt, taken) {
  const time = timeForFileName(startedAt);
  for (let n = 0; ; n++) {
    const candidate = join3(dir, `${base}.${time}${n === 0 ? "" : `-${n}`}${EXTENSION2}`);
    if (!taken(candidate)) return candidate;
  }
}
function describeRun(header) {
  return `run ${JSON.stringify(header.runId)}${header.runUrl === void 0 ? "" : ` (${header.runUrl})`}, started ${header.startedAt} by ${header.user}@${header.host} pid ${header.pid} (${JSON.stringify(header.command)})`;
}
function readWithIdentity(file) {
  let fd;
  try {
    fd = openSync4(file, constants4.O_RDONLY | constants4.O_NOFOLLOW);
  } catch (error) {
    if (isMissing2(error)) return null;
    throw new JournalError(
      `Cannot read the stackgate journal ${file}: ${error.message}. Check its permissions.`,
      "unreadable",
      { cause: error }
    );
  }
  try {
    const parsed = parseJournal(readFileSync3(fd, "utf8"), file);
    return { ...parsed, identity: identityOf(fd) };
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
  const dir = dirname3(file);
  const base = basename(file, EXTENSION2);
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
      `^${escapeRegExp(base)}\\.${ROTATED_TIME}${escapeRegExp(EXTENSION2)}$`
    );
    const rotated = readdirSync(dir).filter((name) => pattern.test(name)).sort();
    for (const old of rotated.slice(0, Math.max(0, rotated.length - keep))) {
      rmSync2(join3(dir, old), { force: true });
    }
  } catch {
  }
}

// src/journal/file-store.ts
var START_ATTEMPTS = 5;
function defaultJournalFile(workdir, stack) {
  return join4(runtimeDirOf(workdir), "journal", `${safeFileName(stack)}${EXTENSION2}`);
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
    return existsSync2(this.file);
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
        mkdirSync3(dirname4(this.file), { recursive: true });
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
      text2 = readFileSync4(this.file, "utf8");
    } catch (error) {
      if (isMissing2(error)) {
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
    mkdirSync3(dirname4(this.file), { recursive: true });
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
    mkdirSync3(dirname4(this.file), { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    rmSync3(temp, { force: true });
    writeFileSync(temp, entries.map((e) => `${JSON.stringify(e)}
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
      content = readFileSync4(this.file);
    } catch (error) {
      if (isMissing2(error)) return;
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
    while (written < data.length) written += writeSync3(fd, data, written, data.length - written);
  } catch (error) {
    if (written > 0) ftruncateSync(fd, fstatSync2(fd).size - written);
    throw error;
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

// src/files/fs-errors.ts
import { accessSync, constants as constants5, lstatSync as lstatSync3, readlinkSync as readlinkSync2, statfsSync, statSync } from "node:fs";
import path4 from "node:path";
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
  for (let dir = path4.resolve(target); ; dir = path4.dirname(dir)) {
    let link;
    try {
      link = lstatSync3(dir).isSymbolicLink();
    } catch {
      if (dir === path4.dirname(dir)) return null;
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
      return dir === path4.resolve(target) ? null : `${dir} is a file, not a directory`;
    }
    try {
      accessSync(dir, constants5.W_OK);
    } catch (error) {
      const code = error instanceof Error ? error.code ?? "" : "";
      return code === "EROFS" ? `${dir} is on a read-only file system` : `${dir} is not writable by this user${code === "EACCES" ? "" : ` (${code || "no write permission"})`}`;
    }
    return null;
  }
}
function describeFreeSpace(target) {
  for (let dir = path4.resolve(target); ; dir = path4.dirname(dir)) {
    try {
      const fs = statfsSync(dir);
      const mib = fs.bavail * fs.bsize / (1024 * 1024);
      return `${mib < 10 ? mib.toFixed(2) : Math.round(mib)} MiB free on the file system of ${dir}`;
    } catch {
      if (dir === path4.dirname(dir)) return "free space unknown";
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
  for (let current = dir; ; current = path5.dirname(current)) {
    if (existsSync3(path5.join(current, ".git"))) return current;
    if (current === path5.dirname(current)) return void 0;
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
    host: os.hostname(),
    user: os.userInfo().username,
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
  const hash = createHash2("sha256").update(recordKey(state.header)).digest("hex").slice(0, 16);
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

// src/locks/liveness.ts
import { readFileSync as readFileSync5 } from "node:fs";
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
    const stat = readFileSync5(`/proc/${pid}/stat`, "utf8");
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
    return readFileSync5(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
}

// src/process/shell-quote.ts
function shellQuote(text2) {
  return `'${text2.replaceAll("'", "'\\''")}'`;
}
function shellWord(text2) {
  return /^[\w@%+=:,./-]+$/.test(text2) ? text2 : shellQuote(text2);
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
    const own = mine.get(item.id);
    mine.delete(item.id);
    return own === void 0 || item.closed !== void 0 ? item : own;
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
function describeOpenItem(item, resolveCommand) {
  const id = item.resourceId === void 0 ? "" : ` (id ${item.resourceId})`;
  return `open item from run ${item.runId}: ${item.address}${id}: ${WHAT[item.kind]}. Close it: ${resolveCommand} --resolve ${shellWord(item.address)} ${closeFlags(item)}`;
}

// src/journal/open-items-stores.ts
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
  return path6.join(runtimeDirOf(workdir), "open-items", `${safeFileName(stack)}.json`);
}
function localPlace(workdir, stack) {
  const file = localOpenItemsFile(workdir, stack);
  const check = () => {
    assertRuntimeDir(workdir);
    assertNotSymlink(path6.dirname(file));
    assertNotSymlink(file);
  };
  return {
    location: file,
    local: true,
    read: () => {
      check();
      try {
        return Promise.resolve(readFileSync6(file, "utf8"));
      } catch (error) {
        if (isMissing3(error)) return Promise.resolve(null);
        throw error;
      }
    },
    write: (text2) => {
      check();
      mkdirSync4(path6.dirname(file), { recursive: true, mode: 448 });
      const temp = `${file}.tmp-${process.pid}`;
      rmSync4(temp, { force: true });
      writeFileSync2(temp, text2, { flag: "wx", mode: 384 });
      renameSync4(temp, file);
      return Promise.resolve();
    },
    update(next) {
      return readThenWrite(this, next);
    },
    close: () => Promise.resolve()
  };
}
function dirPlace(dir, key) {
  const file = path6.join(dir, safeFileName(key.project), `${safeFileName(key.stack)}${FILE_NAME}`);
  return {
    location: file,
    local: false,
    read: async () => {
      try {
        return await readFile2(file, "utf8");
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

export {
  describeFreeSpace,
  describeWriteFailure,
  explainFsError,
  shellQuote,
  shellWord,
  loadS3Sdk,
  createS3Client,
  awsFailure,
  getDynamoItem,
  getObjectBytes,
  getObjectVersion,
  isConditionLost,
  putDynamoItem,
  deleteDynamoItemIf,
  putObjectIf,
  deleteObject,
  parsePgConnString,
  quoteIdentifier,
  withPgClient,
  writeFileAtomically,
  runtimeDirOf,
  assertRuntimeDir,
  assertNotSymlink,
  assertNoSymlinkBelow,
  ensureRuntimeDir,
  pathWithin,
  engineMode,
  writePlanRecord,
  readPlanRecord,
  stateBindingOf,
  workdirInCheckout,
  recordMismatch,
  JournalError,
  recordKey,
  isTerminal,
  assertJournalFor,
  FileJournalStore,
  currentWorkspace,
  readS3BackendSettings,
  dynamoLockId,
  lockfileKey,
  journalKey,
  durableStores,
  runHeader,
  openJournal,
  readLatestRun,
  readUnfinishedRuns,
  adoptRun,
  readUnfinishedRunsOnce,
  readLatestRunOnce,
  userAtHost,
  isPidAlive,
  UNKNOWN_RUN_LIVENESS,
  runRefOf,
  isEngineProcess,
  DRIFT_ADDRESS,
  itemId,
  openOf,
  addOpenItems,
  closeOpenItems,
  closeFlags,
  describeOpenItem,
  localOpenItemsFile,
  OpenItemsStore
};
