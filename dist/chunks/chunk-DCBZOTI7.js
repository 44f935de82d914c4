#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  PLATFORMS,
  describeStateAddress,
  readBackendConfig,
  selectedWorkspace
} from "./chunk-PK6XDSNJ.js";
import {
  EXIT,
  StackgateError,
  isRecord,
  quoteExcerpt
} from "./chunk-EA2UQZIC.js";
import {
  ENGINE_NAMES
} from "./chunk-UURRQXPS.js";

// src/process/shell-quote.ts
function shellQuote(text) {
  return `'${text.replaceAll("'", "'\\''")}'`;
}
function shellWord(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : shellQuote(text);
}

// src/files/fs-errors.ts
import { accessSync, constants, lstatSync, readlinkSync, statfsSync, statSync } from "node:fs";
import path from "node:path";
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
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    let link;
    try {
      link = lstatSync(dir).isSymbolicLink();
    } catch {
      if (dir === path.dirname(dir)) return null;
      continue;
    }
    let isDirectory;
    try {
      isDirectory = statSync(dir).isDirectory();
    } catch {
      if (link) {
        return `${dir} is a symbolic link to ${JSON.stringify(readlinkSync(dir))}, which does not exist (a dangling symlink)`;
      }
      return null;
    }
    if (!isDirectory) {
      return dir === path.resolve(target) ? null : `${dir} is a file, not a directory`;
    }
    try {
      accessSync(dir, constants.W_OK);
    } catch (error) {
      const code = error instanceof Error ? error.code ?? "" : "";
      return code === "EROFS" ? `${dir} is on a read-only file system` : `${dir} is not writable by this user${code === "EACCES" ? "" : ` (${code || "no write permission"})`}`;
    }
    return null;
  }
}
function describeFreeSpace(target) {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    try {
      const fs = statfsSync(dir);
      const mib = fs.bavail * fs.bsize / (1024 * 1024);
      return `${mib < 10 ? mib.toFixed(2) : Math.round(mib)} MiB free on the file system of ${dir}`;
    } catch {
      if (dir === path.dirname(dir)) return "free space unknown";
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

// src/files/within.ts
import path2 from "node:path";
function pathWithin(root, dir) {
  if (dir !== root && !dir.startsWith(`${root}${path2.sep}`)) return void 0;
  return path2.relative(root, dir).split(path2.sep).join("/") || ".";
}

// src/lifecycle/plan-artifact.ts
import { readFileSync } from "node:fs";

// src/files/atomic-file.ts
import { randomBytes } from "node:crypto";
import { closeSync, constants as constants2, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import path3 from "node:path";
var EXCLUSIVE_NO_FOLLOW = constants2.O_WRONLY | constants2.O_CREAT | constants2.O_EXCL | constants2.O_NOFOLLOW;
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
function writeFileAtomically(file, text, mode = 420) {
  mkdirSync(path3.dirname(file), { recursive: true });
  const temp = tempBeside(file);
  try {
    writeNewFileNoFollow(temp, text, mode);
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
  let text;
  try {
    text = readFileSync(planRecordPath(planFile), "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text);
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
function commonConfig(settings, endpoint) {
  const config = { region: settings.region, maxAttempts: 2 };
  if (settings.profile !== void 0) config.profile = settings.profile;
  if (settings.accessKey !== void 0 && settings.secretKey !== void 0) {
    config.credentials = {
      accessKeyId: settings.accessKey,
      secretAccessKey: settings.secretKey,
      ...settings.sessionToken !== void 0 ? { sessionToken: settings.sessionToken } : {}
    };
  }
  if (endpoint !== void 0) config.endpoint = endpoint;
  return config;
}
async function createS3Client(settings) {
  const sdk = await loadS3Sdk();
  return new sdk.S3Client({
    ...commonConfig(settings, settings.s3Endpoint),
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
  return new StackgateError(
    `could not read ${what} at ${where}: ${name}${status !== void 0 ? ` (HTTP ${status})` : ""}${message !== "" && message !== name ? `: ${message.slice(0, 200)}` : ""}${hint !== void 0 ? `; ${hint}` : ""}. Nothing was unlocked.`,
    EXIT.failed,
    { cause: error }
  );
}
async function callOnce(open, what, where, call, onLost) {
  const [sdk, client] = await open();
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
  const sdk = await loadS3Sdk();
  const s3 = client ?? await createS3Client(settings);
  try {
    const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key }));
    return await answer.Body?.transformToByteArray() ?? new Uint8Array();
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
  return name === "ConditionalCheckFailedException" || name === "PreconditionFailed" || name === "ConditionalRequestConflict" || status === 412;
}
async function putDynamoItem(settings, table, item, what, onlyIfAbsent = false) {
  const where = itemWhere(table, item.LockID ?? "?");
  await callOnce(
    dynamoOf(settings),
    `(writing) ${what}`,
    where,
    (sdk, client) => client.send(
      new sdk.PutItemCommand({
        TableName: table,
        Item: Object.fromEntries(Object.entries(item).map(([k, v]) => [k, { S: v }])),
        ...onlyIfAbsent ? { ConditionExpression: "attribute_not_exists(LockID)" } : {}
      })
    ),
    onlyIfAbsent ? "rethrow" : void 0
  );
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
async function putObjectIfAbsent(settings, key, body, what) {
  const put = { Bucket: settings.bucket, Key: key, Body: body, IfNoneMatch: "*" };
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
  constants as constants3,
  existsSync,
  lstatSync as lstatSync2,
  mkdirSync as mkdirSync2,
  openSync as openSync2,
  readlinkSync as readlinkSync2,
  realpathSync
} from "node:fs";
import path4 from "node:path";
var RUNTIME_DIR = ".stackgate";
function runtimeDirOf(workdir) {
  return path4.join(workdir, RUNTIME_DIR);
}
function lstatOrNull(file) {
  return lstatSync2(file, { throwIfNoEntry: false }) ?? null;
}
function describeLink(link) {
  let target = "?";
  try {
    target = readlinkSync2(link);
  } catch {
  }
  const resolved = path4.resolve(path4.dirname(link), target);
  const dangling = existsSync(resolved) ? "" : ", which does not exist (a dangling symlink)";
  return `${link} is a symbolic link to ${JSON.stringify(target)}${dangling}`;
}
function refuseLink(link) {
  throw new StackgateError(
    `${describeLink(link)}. stackgate keeps its run journal and plans in the workdir's ${RUNTIME_DIR}/ and never writes or reads them through a symlink (a committed link could point them outside the checkout). Remove the link (git rm it if it is committed); stackgate creates the directory itself.`,
    EXIT.failed
  );
}
function trackedPaths(dir, workdir) {
  let out;
  try {
    out = execFileSync("git", ["ls-files", "-z", "--", path4.relative(workdir, dir) || "."], {
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
  for (const part of [dir, path4.join(dir, "journal")]) {
    const stat = lstatOrNull(part);
    if (stat === null) break;
    if (stat.isSymbolicLink()) refuseLink(part);
  }
  if (lstatOrNull(dir) !== null) {
    const real = realpathSync(dir);
    const root = realpathSync(workdir);
    if (real !== path4.join(root, RUNTIME_DIR)) {
      throw new StackgateError(
        `${dir} resolves to ${real}, outside the workdir ${root}. stackgate refuses to keep its journal and plans there.`,
        EXIT.failed
      );
    }
  }
  const tracked = trackedPaths(dir, workdir);
  if (tracked.length > 0) {
    const shown = tracked.slice(0, 3).map((p) => JSON.stringify(p)).join(", ");
    throw new StackgateError(
      `${dir} is tracked by git (${shown}${tracked.length > 3 ? `, and ${tracked.length - 3} more` : ""}). ${RUNTIME_DIR}/ holds runtime data only \u2014 run journals and plans \u2014 and stackgate never reads them from the repository: a committed journal could name someone else's live lock as stackgate's. Remove it from the repository (git rm -r --cached ${JSON.stringify(path4.relative(workdir, dir) || RUNTIME_DIR)}) and add ${RUNTIME_DIR}/ to .gitignore.`,
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
    constants3.O_WRONLY | constants3.O_APPEND | constants3.O_CREAT | constants3.O_NOFOLLOW,
    420
  );
}
function assertNoSymlinkBelow(root, file) {
  const relative = path4.relative(root, file);
  if (relative === "") return;
  const inside = relative !== "" && !relative.startsWith("..") && !path4.isAbsolute(relative);
  const parts = inside ? relative.split(path4.sep) : [path4.basename(file)];
  let current = inside ? root : path4.dirname(file);
  for (const part of parts) {
    current = path4.join(current, part);
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
    writeNewFileNoFollow(path4.join(dir, ".gitignore"), IGNORE_ALL);
  } catch (error) {
    const code = error.code;
    if (code !== "EEXIST" && code !== "ELOOP") throw error;
  }
  return dir;
}

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
  if (!isOneOf(PLATFORMS, header.platform)) {
    return `"header.platform" must be ${choices(PLATFORMS)}`;
  }
  if (!isOneOf(ENGINE_NAMES, header.engine)) {
    return `"header.engine" must be ${choices(ENGINE_NAMES)}`;
  }
  if (!isPid(header.pid)) return `"header.pid" must be a positive integer`;
  if (!isIsoTime(header.startedAt)) return `"header.startedAt" must be an ISO time`;
  for (const field of ["runUrl", "attempt", "job", "index"]) {
    const problem = checkOptional(header, field, (v) => typeof v === "string", "a string");
    if (problem !== null) return `"header.${field}" must be a string`;
  }
  return null;
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
      return typeof value.lockId === "string" && value.lockId !== "" ? null : `"lockId" must be a non-empty string`;
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
function parseJournal(text, source) {
  const entries = [];
  const warnings = [];
  const lines = text.split("\n");
  const complete = text.endsWith("\n") || text === "";
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
function safeFileName(text) {
  const escaped = Array.from(new TextEncoder().encode(text), (byte) => {
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
        state.lockId = entry.lockId;
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

export {
  shellQuote,
  shellWord,
  loadS3Sdk,
  createS3Client,
  awsFailure,
  getDynamoItem,
  getObjectBytes,
  isConditionLost,
  putDynamoItem,
  deleteDynamoItemIf,
  putObjectIfAbsent,
  deleteObject,
  writeFileAtomically,
  runtimeDirOf,
  assertRuntimeDir,
  assertNotSymlink,
  openAppendNoFollow,
  assertNoSymlinkBelow,
  ensureRuntimeDir,
  describeFreeSpace,
  describeWriteFailure,
  explainFsError,
  pathWithin,
  engineMode,
  writePlanRecord,
  readPlanRecord,
  stateBindingOf,
  workdirInCheckout,
  recordMismatch,
  JOURNAL_VERSION,
  TERMINAL_PHASES,
  closesRecord,
  isRecordClosed,
  isSameWorkdir,
  JournalError,
  recordKey,
  parseJournal,
  safeFileName,
  timeForFileName,
  completeEntry,
  checkStoredEntry,
  foldJournal,
  isTerminal,
  assertJournalFor
};
