#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  parsePulumiStack,
  resolvePulumiBackend
} from "./chunk-WWROM6F2.js";
import {
  require_dist
} from "./chunk-7XGX2B5A.js";
import {
  assertNotSymlink,
  awsFailure,
  createS3Client,
  describeFreeSpace,
  getObjectBytes,
  isTerminal,
  loadS3Sdk,
  runtimeDirOf,
  shellQuote,
  shellWord,
  writeFileAtomically
} from "./chunk-DCBZOTI7.js";
import {
  SECRET_ENV_NAME,
  collectSecrets,
  detectRunContext
} from "./chunk-3OYMOJXU.js";
import {
  readConfigFile
} from "./chunk-4KRMWD5Z.js";
import {
  APPROVE_MODES,
  GITHUB_COMMENT_LIMIT,
  MIN_LIMIT,
  ORPHAN_POLICIES,
  PENDING_CREATES_POLICIES,
  PLAN_MODES,
  RECOVERY_POLICIES,
  SETTINGS,
  STATE_DIGEST_POLICIES,
  backendConfigFile,
  parseChoice,
  parseCommandWord,
  parseDigest,
  parseDuration,
  parseInteger,
  parseSecret,
  parseStackName,
  parseVar,
  readEnvironment,
  readFlags,
  readHost,
  usageError
} from "./chunk-PK6XDSNJ.js";
import {
  EXIT,
  StackgateError,
  isRecord,
  messageOf
} from "./chunk-EA2UQZIC.js";
import {
  ENGINE_LABELS,
  ENGINE_NAMES,
  describeDiagnostic,
  describeLocation,
  emptyChangeSet,
  hasChanges,
  isDestructive,
  summarize
} from "./chunk-UURRQXPS.js";
import {
  __toESM
} from "./chunk-IQWI6KNV.js";

// src/locks/pulumi-locks.ts
import { existsSync, lstatSync as lstatSync2, readdirSync, readFileSync as readFileSync2, unlinkSync as unlinkSync2 } from "node:fs";
import path2 from "node:path";

// src/locks/pulumi-lock-file.ts
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
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      `the Pulumi backend URL ${JSON.stringify(url)} is not a URL (expected s3://bucket/prefix?region=\u2026)`
    );
  }
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
  const trimmed = decodeURIComponent(parsed.pathname).replace(/^\/+/, "");
  const settings = {
    bucket,
    stateKey: "",
    workspace: "default",
    region,
    usePathStyle: query.get("s3ForcePathStyle") === "true" || query.get("use_path_style") === "true",
    useLockfile: false,
    assumeRole: false
  };
  const endpoint = query.get("endpoint") ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  if (endpoint !== void 0 && endpoint !== "") {
    settings.s3Endpoint = /^[a-z]+:\/\//i.test(endpoint) ? endpoint : `${query.get("disableSSL") === "true" || query.get("disable_https") === "true" ? "http" : "https"}://${endpoint}`;
  }
  return { settings, prefix: trimmed === "" || trimmed.endsWith("/") ? trimmed : `${trimmed}/` };
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
    const root = `${this.location.prefix}.pulumi/locks/`;
    return [
      `${root}organization/${this.ref.project}/${this.ref.stack}/`,
      `${root}${this.ref.stack}/`
    ];
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
  let text3;
  try {
    if (!lstatSync(sidecar).isFile()) return null;
    text3 = readFileSync(sidecar, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
  if (text3.trim() === "") return "it is empty";
  try {
    const parsed = JSON.parse(text3);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return null;
    return "it is JSON but not an attributes object";
  } catch {
    return `it is cut short (${text3.length} bytes that are not JSON)`;
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
function createS3PulumiLockStore(url, ref, env) {
  try {
    return new S3PulumiLockStore(url, ref, parseS3BackendUrl(url, env));
  } catch (error) {
    const reason = messageOf(error);
    return new UnsupportedLockStore(
      url,
      reason,
      `list and remove the one dead owner's object under .pulumi/locks/organization/${ref.project}/${ref.stack}/ in ${url} (never \`pulumi cancel\`: it deletes every lock)`
    );
  }
}
function createPulumiLockStore(backend, ref, env = process.env) {
  switch (backend.kind) {
    case "diy-file":
      return new FileLockStore(backend.url, backend.root, ref);
    case "diy-object":
      if (backend.scheme === "s3") return createS3PulumiLockStore(backend.url, ref, env);
      return new UnsupportedLockStore(
        backend.url,
        `reading lock files on ${backend.scheme}:// DIY backends is not implemented yet (only file:// and s3://): look under .pulumi/locks/organization/${ref.project}/${ref.stack}/ in ${backend.url}`,
        `list and remove the one dead owner's object under .pulumi/locks/organization/${ref.project}/${ref.stack}/ in ${backend.url} (never \`pulumi cancel\`: it deletes every lock)`
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
import path4 from "node:path";

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

// src/report/fit.ts
var JOB_SUMMARY_LIMIT = 1048576;
var measureChars = (text3) => text3.length;
var measureUtf8 = (text3) => Buffer.byteLength(text3, "utf8");
function validateLimit(limit, what) {
  if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit < MIN_LIMIT) {
    throw new RangeError(
      `${what}: limit must be an integer from ${MIN_LIMIT} to ${Number.MAX_SAFE_INTEGER}, got ${String(limit)}`
    );
  }
  return limit;
}
function isHighSurrogate(code) {
  return code >= 55296 && code <= 56319;
}
function fitPrefix(text3, budget, measure) {
  if (budget <= 0) return "";
  if (measure(text3) <= budget) return text3;
  let lo = 0;
  let hi = Math.min(text3.length, budget);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text3.slice(0, mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  if (lo > 0 && isHighSurrogate(text3.charCodeAt(lo - 1))) lo -= 1;
  return text3.slice(0, lo);
}
function fitSuffix(text3, budget, measure) {
  if (budget <= 0) return "";
  if (measure(text3) <= budget) return text3;
  let lo = 0;
  let hi = Math.min(text3.length, budget);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text3.slice(text3.length - mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  let start = text3.length - lo;
  if (lo > 0 && start > 0 && isHighSurrogate(text3.charCodeAt(start - 1))) start += 1;
  return text3.slice(start);
}
function fitPrefixLines(text3, budget, measure) {
  const prefix = fitPrefix(text3, budget, measure);
  if (prefix === text3) return text3;
  const end = prefix.lastIndexOf("\n");
  return end >= 0 ? prefix.slice(0, end + 1) : prefix;
}
function fitSuffixLines(text3, budget, measure) {
  const suffix = fitSuffix(text3, budget, measure);
  if (suffix === text3) return text3;
  const start = suffix.indexOf("\n");
  return start >= 0 && start < suffix.length - 1 ? suffix.slice(start + 1) : suffix;
}
function truncate(text3, max) {
  if (text3.length <= max) return text3;
  let end = Math.max(0, max - 1);
  if (end > 0 && isHighSurrogate(text3.charCodeAt(end - 1))) end -= 1;
  return `${text3.slice(0, end)}\u2026`;
}
function fitItems(options) {
  const { head, count, item, joiner, more, noteJoiner, budget, measure } = options;
  const headSize = measure(head);
  if (count === 0) return headSize <= budget ? { text: head, shown: 0 } : { text: "", shown: 0 };
  const reserve = measure(noteJoiner + more(count));
  let text3 = head;
  let used = headSize;
  let shown = 0;
  for (let i = 0; i < count; i += 1) {
    const piece = (i === 0 ? "" : joiner) + item(i);
    const size = measure(piece);
    const needed = i === count - 1 ? 0 : reserve;
    if (used + size + needed > budget) break;
    text3 += piece;
    used += size;
    shown += 1;
  }
  if (shown === count) return { text: text3, shown };
  if (shown > 0 || used + reserve <= budget) {
    return { text: text3 + noteJoiner + more(count - shown), shown };
  }
  const alone = options.alone ?? more(count);
  return measure(alone) <= budget ? { text: alone, shown: 0 } : { text: "", shown: 0 };
}
function boundLines(lines, limit) {
  const full = lines.join("\n");
  if (full.length <= limit) return full;
  const kept = [];
  let used = 0;
  const reserve = 80;
  for (const line2 of lines) {
    if (used + line2.length + 1 > limit - reserve) break;
    kept.push(line2);
    used += line2.length + 1;
  }
  const cut = lines.length - kept.length;
  kept.push(`\u2026 ${cut} more line${cut === 1 ? "" : "s"} cut (diff limited to ${limit} characters)`);
  return kept.join("\n");
}

// src/engines/pulumi/parse-history.ts
var TAG = /\[stackgate run ([^\]\s]+)\]/;
function updateMessage(verb, stack, runId) {
  return `stackgate ${verb} of ${stack} [stackgate run ${runId}]`;
}
function runIdOfMessage(message) {
  return TAG.exec(message)?.[1] ?? null;
}
function parseHistory(text3) {
  let parsed;
  try {
    parsed = JSON.parse(text3.trim() === "" ? "[]" : text3);
  } catch (error) {
    throw new Error(
      `expected a JSON array from \`pulumi stack history --json\`, got text that is not JSON (${messageOf(error)}): ${JSON.stringify(truncate(text3, 120))}`,
      { cause: error }
    );
  }
  if (parsed === null) return [];
  if (!Array.isArray(parsed)) {
    throw new Error(
      `expected a JSON array from \`pulumi stack history --json\`, got ${typeof parsed}: ${JSON.stringify(truncate(text3, 120))}`
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
function isNothingToCancel(text3) {
  return /update has already completed|has never been updated/i.test(text3);
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
    const text3 = this.#chunks.join("\n");
    return text3.length > this.limit ? `\u2026${text3.slice(text3.length - this.limit + 1)}` : text3;
  }
};
function lastLines(text3, count) {
  return text3.trim().split("\n").slice(-count).join("\n");
}
function firstLine(text3) {
  return text3.trim().split("\n")[0] ?? "";
}
function lastError(text3, max = 20) {
  const lines = text3.trim().split("\n");
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (/^\s*(?:│\s*)?Error:/.test(lines[i] ?? "")) {
      start = i;
      break;
    }
  }
  if (start < 0) return lastLines(text3, max);
  const error = lines.slice(start);
  return error.length > max ? [...error.slice(0, max), "\u2026"].join("\n") : error.join("\n");
}
function quoteBlock(text3) {
  return text3.trim().split("\n").map((line2) => `  ${line2}`).join("\n");
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

// src/model/digest.ts
import { createHash, createHmac, randomBytes } from "node:crypto";
function canonicalJson(value) {
  return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}
function sha256Hex(text3) {
  return createHash("sha256").update(text3).digest("hex");
}
function fingerprint(value) {
  return sha256Hex(canonicalJson(value ?? null));
}
var CONFIGURED_SEAL_CONTEXT = "stackgate plan digest seal v1";
var PLAN_KEY_SEAL_CONTEXT = "stackgate plan digest seal v1 from the plan key";
function newSealKey(secrets) {
  if (secrets.digestSecret) return configuredSealKey(secrets.digestSecret);
  if (secrets.planKey) return planKeySealKey(secrets.planKey);
  return { source: "plan", key: randomBytes(32) };
}
function planKeySealKey(planKey) {
  const key = createHmac("sha256", planKey).update(PLAN_KEY_SEAL_CONTEXT).digest();
  return { source: "plan-key", key };
}
function configuredSealKey(digestSecret) {
  const key = createHmac("sha256", digestSecret).update(CONFIGURED_SEAL_CONTEXT).digest();
  return { source: "configured", key };
}
function hasSealedValues(changeSet) {
  return changeSet.resources.some((r) => r.sealed !== void 0) || changeSet.outputs.some((o) => o.sealed !== void 0);
}
function digestChangeSet(changeSet, seal = null, state) {
  return `sha256:${sha256Hex(canonicalJson(digestMaterial(changeSet, seal, state)))}`;
}
function byName(items, name) {
  return [...items].sort((a, b) => name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);
}
function digestMaterial(changeSet, seal, state) {
  const resources = byName(changeSet.resources, (r) => r.address);
  const outputs = byName(changeSet.outputs, (o) => o.name);
  let sealed;
  if (hasSealedValues(changeSet)) {
    if (seal === null) {
      throw new Error(
        "digestChangeSet: the plan has sensitive values, and no seal key was given to bind them"
      );
    }
    const values = canonicalJson({
      resources: resources.map((r) => r.sealed ?? null),
      outputs: outputs.map((o) => o.sealed ?? null)
    });
    sealed = createHmac("sha256", seal.key).update(values).digest("hex");
  }
  return {
    state,
    engine: changeSet.engine,
    engineVersion: changeSet.engineVersion,
    configuration: changeSet.configuration,
    resources: resources.map((r) => ({
      address: r.address,
      action: r.action,
      replaceOrder: r.replaceOrder,
      reasons: r.reasons,
      movedFrom: r.movedFrom,
      importId: r.importId,
      fingerprint: r.fingerprint
    })),
    outputs: outputs.map((o) => ({
      name: o.name,
      action: o.action,
      fingerprint: o.fingerprint
    })),
    errored: changeSet.errored,
    sealed
  };
}
function planParts(changeSet, seal, state) {
  const mac = (value) => value === void 0 || seal === null ? void 0 : createHmac("sha256", seal.key).update(value).digest("hex");
  const parts = {
    digest: digestChangeSet(changeSet, seal, state),
    ...seal !== null ? { seal: seal.source } : {},
    engineVersion: changeSet.engineVersion,
    configuration: canonicalJson(changeSet.configuration ?? null),
    ...state !== void 0 ? { state } : {},
    resources: {},
    outputs: {}
  };
  for (const r of changeSet.resources) {
    const secret = mac(r.sealed);
    parts.resources[r.address] = {
      action: r.action,
      attributes: [...r.changedAttributes],
      values: r.fingerprint,
      ...secret !== void 0 ? { secret } : {}
    };
  }
  for (const o of changeSet.outputs) {
    const secret = mac(o.sealed);
    parts.outputs[o.name] = {
      action: o.action,
      values: o.fingerprint,
      ...secret !== void 0 ? { secret } : {}
    };
  }
  return parts;
}
function shortDigest(digest) {
  return digest.replace(/^sha256:/, "").slice(0, 12);
}
function digestMatches(actual, given) {
  return given.startsWith("sha256:") ? actual === given : shortDigest(actual) === given;
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
function stripColor(text3) {
  return text3.replace(/<\{%[^%]*%\}>/g, "").replace(/\u001b\[[0-9;]*m/g, "");
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

// src/report/visible.ts
var INVISIBLE = (
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g
);
var ODD_SPACE = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
var NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
function escapeChar(ch) {
  return NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
function escapeInvisible(text3) {
  return text3.replace(INVISIBLE, escapeChar);
}
function visibleAddress(address) {
  return escapeInvisible(address).replace(ODD_SPACE, escapeChar);
}
function cutMiddle(text3, max) {
  if (text3.length <= max) return text3;
  const marker = (cut) => `\u2026(${cut} characters cut, #${sha256Hex(text3).slice(0, 8)})\u2026`;
  const room = Math.max(2, max - marker(text3.length).length);
  let head = Math.floor(room / 3);
  let tail = room - head;
  if (isHighSurrogate2(text3.charCodeAt(head - 1))) head -= 1;
  if (isLowSurrogate(text3.charCodeAt(text3.length - tail))) tail -= 1;
  return `${text3.slice(0, head)}${marker(text3.length - head - tail)}${text3.slice(text3.length - tail)}`;
}
function isHighSurrogate2(code) {
  return code >= 55296 && code <= 56319;
}
function isLowSurrogate(code) {
  return code >= 56320 && code <= 57343;
}
function markedSpaces(address) {
  if (!/ {2}|^ | $/.test(address)) return null;
  return address.replace(/ /g, "\xB7");
}

// src/engines/value-diff/text.ts
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
function decodeStructured(text3) {
  const trimmed = text3.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      const value = JSON.parse(trimmed);
      if (value !== null && typeof value === "object") return { format: "JSON", value };
    } catch {
    }
  }
  if (!trimmed.includes("\n")) return null;
  try {
    const value = (0, import_yaml.parse)(text3, { strict: true, uniqueKeys: true, prettyErrors: false });
    if (value !== null && typeof value === "object" && !(value instanceof Date)) {
      return { format: "YAML", value };
    }
  } catch {
  }
  return null;
}
function yamlComments(text3) {
  return text3.split("\n").map((line2) => line2.trim()).filter((line2) => line2.startsWith("#"));
}

// src/engines/value-diff/path.ts
var ROOT_PATH = { text: "", fresh: true };
function keyStep(path13, key, fresh = path13 === "") {
  if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(key)) return fresh ? `${path13}${key}` : `${path13}.${key}`;
  return `${path13}[${quoted(key)}]`;
}
function withKey(path13, key) {
  return { text: keyStep(path13.text, key, path13.fresh), fresh: false };
}
function withIndex(path13, before, after) {
  const label = before === null ? String(after) : after === null || after === before ? String(before) : `${before}\u2192${after}`;
  return { text: `${path13.text}[${label}]`, fresh: false };
}
function withDecoded(path13, format) {
  return { text: `${path13.text} (${format}) `, fresh: true };
}
function pathLabel(path13) {
  return path13.text.trimEnd();
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
  const window = (text3) => {
    const to = avoidSplit(text3, Math.min(text3.length, text3.length - tail + CONTEXT_CHARS));
    const start = from > 0 ? "\u2026" : "";
    const end = to < text3.length ? "\u2026" : "";
    return `${start}${quoted(text3.slice(from, to), whitespace)}${end}`;
  };
  const note = whitespace ? `; ${WHITESPACE_NOTE}` : "";
  emit(
    "~",
    `${label} = (one line, ${before.length} -> ${after.length} characters, differing from character ${head + 1}${note})`
  );
  emit("-", `${TEXT_INDENT}${window(before)}`);
  emit("+", `${TEXT_INDENT}${window(after)}`);
}
function avoidSplit(text3, at) {
  const code = text3.charCodeAt(at - 1);
  return at > 0 && at < text3.length && code >= 55296 && code <= 56319 ? at + 1 : at;
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
import { createHash as createHash2 } from "node:crypto";
var NULL_VALUE = { kind: "null" };
var UNKNOWN_VALUE = { kind: "unknown" };
function sensitiveValue(value) {
  const identity = createHash2("sha256").update(canonicalJson(value ?? null)).digest("hex");
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
  const text3 = JSON.stringify(value) ?? typeof value;
  return { kind: "opaque", text: text3, identity: text3 };
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
function line(context, sign, path13, rest) {
  const label = pathLabel(path13);
  context.lines.push(`${sign} ${label}${rest}${context.annotate(label)}`);
}
function emitterAt(context, path13) {
  const note = context.annotate(pathLabel(path13));
  let first = true;
  return (sign, text3) => {
    context.lines.push(`${sign} ${text3}${first ? note : ""}`);
    first = false;
  };
}
function diffNode(path13, before, after, context) {
  const beforeNull = isNullValue(before);
  const afterNull = isNullValue(after);
  if (beforeNull && afterNull) return;
  if (before.kind === "sensitive" || after.kind === "sensitive") {
    diffSensitive(path13, before, after, context);
    return;
  }
  if (after.kind === "unknown") {
    line(
      context,
      beforeNull ? "+" : "~",
      path13,
      beforeNull ? ` = ${UNKNOWN}` : ` = ${brief(before)} -> ${UNKNOWN}`
    );
    return;
  }
  if (beforeNull) return emitValue("+", path13, after, context);
  if (afterNull) return emitValue("-", path13, before, context);
  if (before.kind === "map" && after.kind === "map") return diffMaps(path13, before, after, context);
  if (before.kind === "list" && after.kind === "list")
    return diffLists(path13, before.items, after.items, context);
  if (before.kind === "string" && after.kind === "string") {
    if (before.value !== after.value) diffStrings(path13, before.value, after.value, context);
    return;
  }
  if (identityOf(before) === identityOf(after)) return;
  const old = inline(before);
  const next = inline(after);
  if (old !== null && next !== null) {
    line(context, "~", path13, ` = ${old} -> ${next}`);
    return;
  }
  emitValue("-", path13, before, context);
  emitValue("+", path13, after, context);
}
function diffSensitive(path13, before, after, context) {
  if (isNullValue(before)) line(context, "+", path13, ` = ${SENSITIVE}`);
  else if (isNullValue(after)) line(context, "-", path13, ` = ${SENSITIVE}`);
  else if (after.kind === "unknown") line(context, "~", path13, ` = ${SENSITIVE} -> ${UNKNOWN}`);
  else if (identityOf(before) !== identityOf(after)) line(context, "~", path13, ` = ${SENSITIVE}`);
}
function diffMaps(path13, before, after, context) {
  const keys = [.../* @__PURE__ */ new Set([...before.entries.keys(), ...after.entries.keys()])].sort();
  for (const key of keys) {
    diffNode(
      withKey(path13, key),
      before.entries.get(key) ?? NULL_VALUE,
      after.entries.get(key) ?? NULL_VALUE,
      context
    );
  }
}
function diffLists(path13, before, after, context) {
  const pairs = alignSequences(before.map(identityOf), after.map(identityOf));
  for (const gap of gapsOf(pairs, before.length, after.length)) {
    const paired = Math.min(gap.beforeCount, gap.afterCount);
    for (let k = 0; k < paired; k += 1) {
      const b = gap.beforeStart + k;
      const a = gap.afterStart + k;
      diffNode(withIndex(path13, b, a), before[b] ?? NULL_VALUE, after[a] ?? NULL_VALUE, context);
    }
    for (let k = paired; k < gap.beforeCount; k += 1) {
      const b = gap.beforeStart + k;
      emitValue("-", withIndex(path13, b, null), before[b] ?? NULL_VALUE, context);
    }
    for (let k = paired; k < gap.afterCount; k += 1) {
      const a = gap.afterStart + k;
      emitValue("+", withIndex(path13, null, a), after[a] ?? NULL_VALUE, context);
    }
  }
}
function diffStrings(path13, before, after, context) {
  const old = decodeStructured(before);
  const next = decodeStructured(after);
  if (old !== null && next !== null && old.format === next.format) {
    const decodedPath = withDecoded(path13, old.format);
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
      if (old.format === "YAML") diffComments(path13, before, after, context);
      return;
    }
  }
  diffText(pathLabel(path13), before, after, emitterAt(context, path13));
}
function diffComments(path13, before, after, context) {
  const old = yamlComments(before).join("\n");
  const next = yamlComments(after).join("\n");
  if (old === next) return;
  diffText(`${pathLabel(path13)} (YAML comments)`, old, next, emitterAt(context, path13));
}
function emitValue(sign, path13, value, context) {
  if (value.kind === "string") {
    const decoded = decodeStructured(value.value);
    if (decoded !== null) {
      emitValue(sign, withDecoded(path13, decoded.format), plainValue(decoded.value), context);
      return;
    }
    emitText(sign, pathLabel(path13), value.value, emitterAt(context, path13));
    return;
  }
  const short = inline(value);
  if (short !== null && short.length <= INLINE_COLLECTION) {
    line(context, sign, path13, ` = ${short}`);
    return;
  }
  if (value.kind === "map") {
    for (const [key, child] of [...value.entries].sort(
      ([a], [b]) => a < b ? -1 : a > b ? 1 : 0
    )) {
      if (!isNullValue(child)) emitValue(sign, withKey(path13, key), child, context);
    }
  } else if (value.kind === "list") {
    value.items.forEach(
      (child, index) => emitValue(sign, withIndex(path13, index, null), child, context)
    );
  } else line(context, sign, path13, ` = ${short ?? ""}`);
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
        const text3 = inline(child);
        if (text3 === null) return null;
        parts.push(`${withKey(ROOT_PATH, key).text} = ${text3}`);
      }
      const body = parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
      return value.label ? `(${value.label}) ${body}` : body;
    }
  }
}
function brief(value) {
  const text3 = inline(value);
  if (text3 !== null && text3.length <= INLINE_COLLECTION) return text3;
  if (value.kind === "string") return `(a string of ${value.value.length} characters)`;
  if (value.kind === "list") return `(a list of ${value.items.length} items)`;
  if (value.kind === "map") return `(an object of ${value.entries.size} keys)`;
  return text3 ?? "(a value)";
}

// src/engines/pulumi/diff.ts
function topLevel(path13) {
  const quoted2 = /^\[\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(path13);
  if (quoted2) return quoted2[1] ?? path13;
  return /^[^.[]+/.exec(path13)?.[0] ?? path13;
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
      annotate: (path13) => forcing.has(topLevel(path13)) ? "  # forces replacement" : ""
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
    const text3 = JSON.stringify(value) ?? typeof value;
    return { kind: "opaque", text: text3, identity: text3 };
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
function readPreviewDocument(text3) {
  const trimmed = text3.trim();
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
    const list2 = byUrn.get(step.urn);
    if (list2) list2.push(step);
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
    const text3 = line2.replace(/\r$/, "");
    if (this.pending.length === 0) {
      const trimmed = text3.trim();
      if (trimmed === "") return [];
      if (!trimmed.startsWith("{")) return [{ kind: "text", text: text3 }];
      const parsed2 = tryParse(trimmed);
      if (parsed2 !== void 0) return [toItem(parsed2, text3)];
      this.pending = [text3];
      this.pendingChars = text3.length;
      return [];
    }
    this.pending.push(text3);
    this.pendingChars += text3.length + 1;
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
function tryParse(text3) {
  try {
    return JSON.parse(text3);
  } catch {
    return void 0;
  }
}
function toItem(parsed, text3) {
  return isRecord(parsed) ? { kind: "event", event: parsed } : { kind: "text", text: text3 };
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
function parsePulumiVersion(text3) {
  const m = /v?(\d+)\.(\d+)\.(\d+)([\w.+-]*)/.exec(text3);
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
function parseDiyLockRefusal(text3) {
  const m = DIY_LOCKED.exec(text3);
  if (!m) return null;
  const locks = [];
  for (const line2 of text3.split("\n")) {
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
function isCloudConflict(text3) {
  return CLOUD_CONFLICT.test(text3);
}
function lockHolderFromText(text3, stack) {
  const diy = parseDiyLockRefusal(text3);
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
  if (isCloudConflict(text3)) {
    return {
      id: `Pulumi Cloud update lease of ${stack}`,
      who: "another update that is in progress ([409] Conflict: Another update is currently in progress)",
      info: `wait for that update to finish; \`stackgate recover\` cancels it only when it is a dead stackgate run's own. Only if you know its run is dead: pulumi cancel --yes --stack ${stack}`
    };
  }
  return null;
}
function isCanceledText(text3) {
  return /\b(update|preview|refresh|destroy|import) (canceled|cancelled)\b/i.test(text3);
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
function parseDeployment(text3) {
  let parsed;
  try {
    parsed = JSON.parse(text3);
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
  const text3 = `${stderr.join("\n")}
${stdout}`;
  if (isNothingToCancel(text3)) return "none";
  throw new StackgateError(
    `"${binary} cancel --yes --stack ${stack}" failed (exit ${String(result.exitCode)}): ${lastLines(text3.trim() || result.tail, 5)}`,
    EXIT.failed
  );
}

// src/engines/exclude.ts
function checkExclude(traits, exclude, term) {
  if (exclude.length === 0) return;
  const quoted2 = exclude.map((address) => JSON.stringify(address)).join(", ");
  if (exclude.some((address) => address.trim() === "")) {
    throw new StackgateError(
      `${term} ${quoted2}: an address is empty; expected resource or module addresses such as "aws_instance.web" or "module.db".`,
      EXIT.usage
    );
  }
  if (traits.exclude) return;
  throw new StackgateError(
    `${term} ${quoted2}: ${traits.excludeRefusal ?? `${traits.label} has no exclude; nothing was run. Remove exclude.`}`,
    EXIT.usage
  );
}

// src/engines/pulumi/traits.ts
var PULUMI_TRAITS = { label: "Pulumi", exclude: true };

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
  const modeOf = (planFile, requested) => requested ?? planModes.get(path4.resolve(planFile)) ?? "normal";
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
    planModes.set(path4.resolve(request.planFile), request.mode);
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
import { createHash as createHash3 } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync as lstatSync3,
  mkdirSync,
  openSync,
  readFileSync as readFileSync4,
  readSync,
  rmSync
} from "node:fs";
import path5 from "node:path";
function outputDirOf(workdir) {
  return path5.join(runtimeDirOf(workdir), "engine");
}
function applyOutputFile(workdir, runId) {
  const name = createHash3("sha256").update(runId).digest("hex").slice(0, 16);
  return path5.join(outputDirOf(workdir), `apply-${name}.out`);
}
function prepareOutputDir(workdir) {
  for (const dir of [runtimeDirOf(workdir), outputDirOf(workdir)]) {
    assertNotSymlink(dir);
    mkdirSync(dir, { recursive: true, mode: 448 });
  }
  assertNotSymlink(outputDirOf(workdir));
}
function readOutputFile(file) {
  if (lstatSync3(file, { throwIfNoEntry: false }) === void 0) return null;
  assertNotSymlink(file);
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return readFileSync4(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}
function readOutputEnd(file) {
  if (lstatSync3(file, { throwIfNoEntry: false }) === void 0) return null;
  assertNotSymlink(file);
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
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
  rmSync(file, { force: true });
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
function parseOutputsJson(text3) {
  let parsed;
  try {
    parsed = JSON.parse(text3.trim() === "" ? "{}" : text3);
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
function appendPathStep(path13, step) {
  if (typeof step === "number") return `${path13}[${step}]`;
  return keyStep(path13, String(step));
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
  const rendered = value.filter((path13) => Array.isArray(path13) && path13.length > 0).map((path13) => renderPath(path13));
  return [...new Set(rendered)];
}

// src/engines/terraform/plan-json-diff.ts
var MIN_EMBEDDED_SECRET_CHARS = 6;
function renderResourceDiff(change, replacePaths) {
  const secrets = /* @__PURE__ */ new Set();
  collectSecrets2(change.before, change.beforeSensitive, secrets);
  collectSecrets2(change.after, change.afterSensitive, secrets);
  const before = toDiffValue2(change.before, change.beforeSensitive, null, secrets);
  const after = toDiffValue2(change.after, change.afterSensitive, change.afterUnknown, secrets);
  const lines = diffValues(before, after, {
    annotate: (path13) => replacePaths.some(
      (p) => path13 === p || path13.startsWith(`${p}.`) || path13.startsWith(`${p}[`) || path13.startsWith(`${p} (`)
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
  const text3 = JSON.stringify(value) ?? typeof value;
  return { kind: "opaque", text: text3, identity: text3 };
}
function collectSecrets2(value, sensitive, out) {
  if (sensitive === true) {
    collectStrings(value, out);
    return;
  }
  if (Array.isArray(value))
    value.forEach((item, index) => collectSecrets2(item, childMask(sensitive, index), out));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value))
      collectSecrets2(child, childMask(sensitive, key), out);
  }
}
function collectStrings(value, out) {
  if (typeof value === "string") {
    if (value !== "") out.add(value);
  } else if (typeof value === "number") out.add(String(value));
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (isRecord(value)) for (const item of Object.values(value)) collectStrings(item, out);
}
function isSecret(text3, secrets) {
  if (secrets.has(text3)) return true;
  for (const secret of secrets) {
    if (secret.length >= MIN_EMBEDDED_SECRET_CHARS && text3.includes(secret)) return true;
  }
  return false;
}

// src/engines/terraform/parse-plan-json.ts
var FORGET_REASON = "removed from state without destroying the object (forget)";
var PLAN_EXPECTATION = 'expected a Terraform plan JSON document (the output of "terraform show -json <planfile>") with "format_version" and "resource_changes"';
function parsePlanJson(text3, engine) {
  const doc = readPlanDocument(text3);
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
function readPlanDocument(text3) {
  const trimmed = text3.trim();
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
  const list2 = doc[key];
  if (list2 === void 0 || list2 === null) return [];
  if (!Array.isArray(list2)) {
    throw new Error(`expected "${key}" to be an array, got ${describeValue(list2)}`);
  }
  return list2.map((entry, index) => toResourceChange2(entry, `${key}[${index}]`)).filter(
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
  const text3 = line2.replace(/\r$/, "");
  if (text3.trim() === "") return null;
  let parsed;
  try {
    parsed = JSON.parse(text3);
  } catch {
    return { kind: "log", message: text3 };
  }
  return isRecord(parsed) ? toEvent(parsed, text3) : { kind: "log", message: text3 };
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
  const text3 = typeof message["@message"] === "string" ? message["@message"] : raw;
  if (type === "diagnostic") return toDiagnosticEvent(message, text3);
  if (type === "change_summary") {
    const counts = parseChangeSummary(message);
    return counts === null ? { kind: "summary", message: text3 } : { kind: "summary", message: text3, counts };
  }
  if (type === "apply_start") {
    return withHook({ kind: "resource-start", message: text3 }, message.hook);
  }
  if (type === "apply_complete")
    return withHook({ kind: "resource-done", message: text3 }, message.hook);
  if (type === "apply_errored")
    return withHook({ kind: "resource-failed", message: text3 }, message.hook);
  if (RESOURCE_PROGRESS.has(type))
    return withHook({ kind: "progress", message: text3 }, message.hook);
  if (type === "planned_change" || type === "resource_drift") {
    return withHook({ kind: "progress", message: text3 }, message.change);
  }
  return { kind: "log", message: text3 };
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
function toDiagnosticEvent(message, text3) {
  const raw = isRecord(message.diagnostic) ? message.diagnostic : {};
  const severity = raw.severity === "error" || raw.severity === "warning" ? raw.severity : message["@level"] === "error" ? "error" : "warning";
  const diagnostic = {
    severity,
    summary: typeof raw.summary === "string" ? raw.summary : text3,
    detail: typeof raw.detail === "string" ? raw.detail : ""
  };
  const location = locationOf(raw);
  if (location !== null) diagnostic.location = location;
  const event = { kind: "diagnostic", message: text3, diagnostic };
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
function stripAnsi(text3) {
  return text3.replace(ANSI, "");
}
function isStalePlanError(text3) {
  return STALE_PLAN.test(stripAnsi(text3));
}
function parseLockError(text3) {
  return describeLockError(text3)?.holder ?? null;
}
function describeLockError(text3) {
  const detail = findLockErrorDetail(text3);
  if (detail === null) return null;
  const details = readLockDetail(detail);
  const nobody = Object.keys(details.holder).length === 0 && !details.lockInfoIsRequester;
  return nobody && FILESYSTEM_ERROR.test(details.reason) ? null : details;
}
var FILESYSTEM_ERROR = /read-only file system|permission denied|no space left on device|not a directory|is a directory|no such file or directory|too many levels of symbolic links/i;
function findLockErrorDetail(text3) {
  for (const line2 of text3.split("\n")) {
    const detail = readJsonLockDetail(line2);
    if (detail !== null) return detail;
  }
  const plain = unbox(stripAnsi(text3));
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
function unbox(text3) {
  return text3.split(/\r?\n/).filter((line2) => !/^\s*[╷╵]\s*$/.test(line2)).map((line2) => line2.replace(/^│ ?/, "")).join("\n");
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
  const text3 = run.diagnostics.map((d) => `${d.summary}
${d.detail}`).join("\n") || run.result.tail;
  return /\b(terraform|tofu) init\b/.test(text3);
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
import { existsSync as existsSync4, readdirSync as readdirSync3, readFileSync as readFileSync6 } from "node:fs";
import path7 from "node:path";

// src/engines/terraform/init-marker.ts
import { existsSync as existsSync3, mkdirSync as mkdirSync2, readFileSync as readFileSync5, renameSync, rmSync as rmSync2, writeFileSync } from "node:fs";
import path6 from "node:path";
function markerFile(backendFile) {
  return `${backendFile}.stackgate-init`;
}
function markInitStarted(backendFile, args) {
  mkdirSync2(path6.dirname(backendFile), { recursive: true });
  writeFileSync(
    markerFile(backendFile),
    `${JSON.stringify({ pid: process.pid, startedAt: (/* @__PURE__ */ new Date()).toISOString(), args })}
`
  );
}
function markInitEnded(backendFile) {
  rmSync2(markerFile(backendFile), { force: true });
}
function isReadableObject(text3) {
  try {
    return isRecord(JSON.parse(text3));
  } catch {
    return false;
  }
}
function setAsideInterruptedInit(backendFile) {
  if (!existsSync3(markerFile(backendFile)) || !existsSync3(backendFile)) return null;
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
  return readdirSync3(workdir).filter((f) => /\.(tf|tofu)$/.test(f)).some((f) => /^\s*(backend\s+"|cloud\s*\{)/m.test(readFileSync6(path7.join(workdir, f), "utf8")));
}
function configFiles(workdir) {
  return readdirSync3(workdir).filter((f) => /\.(tf|tofu)(\.json)?$/.test(f)).map((f) => ({ file: path7.join(workdir, f), json: f.endsWith(".json") }));
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
  const backendUninitialised = () => declaresBackend(workdir) && !existsSync4(backendFile);
  const needsFirstInit = () => backendUninitialised() || !existsSync4(path7.dirname(backendFile)) && installsPlugins(workdir);
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

// src/engines/terraform/traits.ts
var DEFAULT_PG_TABLE = "states";
function text(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function fnv1_32(bytes) {
  let hash = 2166136261;
  for (const byte of bytes) {
    hash = Math.imul(hash, 16777619) >>> 0;
    hash = (hash ^ byte) >>> 0;
  }
  return hash;
}
var TERRAFORM = {
  label: "Terraform",
  pg: {
    tableName: () => DEFAULT_PG_TABLE,
    creationLockKey: () => -1n
  },
  stateEncryption: false,
  exclude: false,
  excludeRefusal: "Terraform has no -exclude (OpenTofu 1.9 and later has); nothing was run. Run with --engine tofu, or remove exclude to plan everything."
};
var OPENTOFU = {
  label: "OpenTofu",
  pg: {
    tableName: (config, env) => text(config.table_name) ?? text(env.PG_TABLE_NAME) ?? DEFAULT_PG_TABLE,
    creationLockKey: (schema, table) => -BigInt(fnv1_32(Buffer.from(`${schema}\0${table}`, "utf8")))
  },
  stateEncryption: true,
  exclude: true
};
function terraformTraits(name) {
  return name === "tofu" ? OPENTOFU : TERRAFORM;
}

// src/engines/terraform/state-file.ts
import { copyFileSync, mkdtempSync, rmSync as rmSync3 } from "node:fs";
import os from "node:os";
import path8 from "node:path";
function isEncryptedState(text3) {
  try {
    const parsed = JSON.parse(text3);
    return typeof parsed?.encryption_version === "string" && typeof parsed.encrypted_data === "string";
  } catch {
    return false;
  }
}
var REDIRECTING_ENV = ["TF_DATA_DIR", "TF_WORKSPACE", "TF_CLI_ARGS", "TF_CLI_ARGS_state_pull"];
async function decryptStateFile(cli, file) {
  const dir = mkdtempSync(path8.join(os.tmpdir(), "stackgate-decrypt-"));
  try {
    copyFileSync(file, path8.join(dir, "terraform.tfstate"));
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
    rmSync3(dir, { recursive: true, force: true });
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
      const text3 = readOutputFile(file) ?? "";
      const events = text3.split("\n").flatMap((line2) => parseUiJsonLine(line2) ?? []);
      return { events, forget: () => removeOutputFile(file) };
    },
    async readStateFile(file) {
      const text3 = await readFile(file, "utf8");
      if (!isEncryptedState(text3)) return text3;
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
import { randomBytes as randomBytes2 } from "node:crypto";
var PG_APPLICATION_ENV = "PGAPPNAME";
var PREFIX = "stackgate-";
var LOCK_ID_PREFIX = "pg-application:";
var own;
function ownPgApplicationName() {
  own ??= `${PREFIX}${randomBytes2(12).toString("hex")}`;
  return own;
}
function pgLockIdentity(applicationName) {
  return `${LOCK_ID_PREFIX}${applicationName}`;
}
function isStackgatePgName(applicationName) {
  return /^stackgate-[0-9a-f]{24}$/.test(applicationName);
}

// src/command/create-engine.ts
function engineTraits(name) {
  return name === "pulumi" ? PULUMI_TRAITS : terraformTraits(name);
}
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

// src/settings/suggest.ts
import path10 from "node:path";

// src/settings/defaults.ts
import path9 from "node:path";
function defaultPlanFile(workdir, engine, stack) {
  return path9.resolve(
    workdir,
    ".stackgate",
    engine === "pulumi" ? `${stack}.preview.json` : `${stack}.tfplan`
  );
}

// src/settings/suggest.ts
function withoutSecretValue(item) {
  const key = /^([^=]+)=/.exec(item)?.[1];
  return key !== void 0 && SECRET_ENV_NAME.test(key) ? `${key}=<${key}>` : item;
}
function defaultProject(s) {
  return s.engine === "pulumi" ? s.stack.split("/")[1] ?? "" : path10.basename(s.workdir);
}
function suggestCommand(s, command, extra = []) {
  const words = ["stackgate", command, "-C", shellWord(s.workdir)];
  const flag = (name, value) => {
    words.push(`--${name}`, shellWord(value));
  };
  if (s.engine !== "terraform") flag("engine", s.engine);
  if (s.engineBinary !== (s.engine === "pulumi" ? "pulumi" : s.engine))
    flag("engine-binary", s.engineBinary);
  if (s.stack !== "default") flag("stack", s.stackGiven ?? s.stack);
  if (s.project !== defaultProject(s)) flag("project", s.project);
  if (s.planFile !== defaultPlanFile(s.workdir, s.engine, s.stack)) flag("plan-file", s.planFile);
  if (s.mode !== "normal" && command !== "recover" && command !== "status") flag("mode", s.mode);
  if (s.journalDir !== void 0) flag("journal-dir", s.journalDir);
  if (s.configFile !== void 0 && s.configFile !== path10.join(s.workdir, "stackgate.yml"))
    flag("config", s.configFile);
  if (s.workspace !== void 0) flag("workspace", s.workspace);
  for (const item of s.backendConfig) flag("backend-config", withoutSecretValue(item));
  for (const file of s.varFiles) flag("var-file", file);
  if (command === "preview" || command === "up")
    for (const address of s.exclude) flag("exclude", address);
  return [...words, ...extra].join(" ");
}

// src/locks/ownership.ts
function parseLockCreated(created) {
  if (!created) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?/.exec(
    created.trim()
  );
  if (!m) return null;
  const fraction = (m[3] ?? "").slice(0, 4);
  const zone = m[4] === void 0 || m[4] === "Z" ? "Z" : m[4].replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const date = /* @__PURE__ */ new Date(`${m[1]}T${m[2]}${fraction}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
function describeAge(ms) {
  const s = Math.round(ms / 1e3);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${Math.round(s / 3600)} h`;
}
function runName(run) {
  const parts = [`run ${run.runId}`];
  if (run.attempt !== void 0) parts.push(`attempt ${run.attempt}`);
  const job = [run.job, run.index].filter((p) => p !== void 0).join(" ");
  if (job !== "") parts.push(`(job ${job})`);
  return parts.join(" ");
}
function decideRunOver(run, thisHost, isPidAlive, runState) {
  if (run.terminal) return { kind: "over", reason: `${runName(run)} finished cleanly` };
  if (run.host === thisHost) {
    const pids = [run.pid, run.enginePid].filter((p) => p !== void 0);
    const alive = pids.filter((p) => isPidAlive(p));
    if (alive.length > 0) {
      return {
        kind: "alive",
        reason: `${runName(run)} is still running on this host (pid ${alive.join(", ")})`
      };
    }
    return {
      kind: "over",
      reason: `${runName(run)} ran on this host, and its processes (pid ${pids.join(", ")}) are gone`
    };
  }
  if (runState === "finished") {
    return {
      kind: "over",
      reason: `${runName(run)} on ${run.host} has finished according to the CI platform`
    };
  }
  if (runState === "running") {
    return {
      kind: "alive",
      reason: `${runName(run)} on ${run.host} is still running according to the CI platform`
    };
  }
  return {
    kind: "unknown",
    reason: `${runName(run)} ran on ${run.host}${run.runUrl ? ` (${run.runUrl})` : ""}, and nobody here can tell whether it is still running`
  };
}
function journalVerdict(e, run) {
  if (run.terminal) return null;
  const verdict = decideRunOver(run, e.thisHost, e.isPidAlive, e.runState);
  switch (verdict.kind) {
    case "over":
      return {
        kind: "dead",
        reason: `the lock carries the identity run ${run.runId} recorded when it took it, and ${verdict.reason}`
      };
    case "alive":
      return { kind: "alive", reason: verdict.reason };
    case "unknown":
      return null;
  }
}
function decideLockOwnership(e) {
  let staleNote = null;
  if (e.journal) {
    const verdict = journalVerdict(e, e.journal);
    if (verdict) return verdict;
  }
  if (e.staleAfterMs !== void 0) {
    if (e.age === void 0) {
      staleNote = `stale-after does not apply: ${e.ageUnknown ?? "the backend keeps no clock stackgate can read the lock's age from"} (the runner's own clock is never used)`;
    } else if (e.age.ms > e.staleAfterMs) {
      return {
        kind: "dead",
        reason: `the lock is ${describeAge(e.age.ms)} old by ${e.age.clock}, older than stale-after (${describeAge(e.staleAfterMs)})`
      };
    } else {
      staleNote = `the lock is ${describeAge(Math.max(0, e.age.ms))} old by ${e.age.clock}, younger than stale-after (${describeAge(e.staleAfterMs)})`;
    }
  }
  const base = e.journal ? `the lock is not provably ours: our last run ${e.journal.runId} ${e.journal.terminal ? "finished cleanly" : `on ${e.journal.host} cannot be checked from here`}` : "no stackgate journal names this lock's owner";
  return { kind: "unknown", reason: staleNote === null ? base : `${base}; ${staleNote}` };
}
function describeLockHolder(holder) {
  const parts = [
    holder.id ? `lock ${holder.id}` : "lock of unknown id",
    holder.who ? `held by ${holder.who}` : void 0,
    holder.operation ? `for ${holder.operation}` : void 0,
    holder.created ? `since ${holder.created}` : void 0
  ];
  return parts.filter(Boolean).join(" ");
}

// src/recovery/result.ts
var SAID_IN_ATTENTION = /* @__PURE__ */ new Set([
  "keep-lock",
  "keep-errored-state",
  "report-checksum",
  "refresh",
  "restore-state",
  "cancel-update",
  // The stack export before the repair: what the repair could not resolve is an attention entry.
  "report-pending"
]);
function leftForAPerson(actions, attention) {
  const left = [...attention];
  for (const action of actions) {
    if (!action.ok && !SAID_IN_ATTENTION.has(action.kind) && !left.includes(action.detail))
      left.push(action.detail);
  }
  return left;
}
function combineResults(results) {
  const first = results[0];
  const last = results[results.length - 1];
  if (first === void 0 || last === void 0 || results.length === 1) {
    if (first === void 0) throw new Error("combineResults: no result");
    return first;
  }
  const union = (lists) => [...new Set(lists.flat())];
  const left = union(results.map((r) => r.left));
  const needsAttention = left.length > 0;
  const combined = {
    command: last.command,
    outcome: needsAttention ? "needs-attention" : results.some((r) => r.outcome === "recovered") ? "recovered" : "clean",
    exitCode: !needsAttention ? EXIT.ok : last.lock.after.kind === "locked" ? EXIT.locked : EXIT.failed,
    actions: results.flatMap((r) => r.actions),
    orphans: results.flatMap((r) => r.orphans),
    tainted: last.tainted,
    unconfirmed: union(results.map((r) => r.unconfirmed)),
    lock: { before: first.lock.before, after: last.lock.after },
    journal: last.journal,
    left,
    nextRunMayStart: results.every((r) => r.nextRunMayStart)
  };
  if (needsAttention) combined.message = left.join("\n");
  return combined;
}
function finishRecovery(ending) {
  const { done, lock, state } = ending;
  const after = lock.after;
  const left = leftForAPerson(done.actions, done.attention);
  if (after.kind === "locked" && left.length === 0)
    left.push(`the stack is locked: ${describeLockHolder(after.holder)}`);
  const needsAttention = left.length > 0;
  const nextRunMayStart = done.attention.length === 0 && after.kind !== "locked";
  if (ending.journal && nextRunMayStart) {
    ending.journal.record({ type: "phase", phase: "recovered" });
  }
  const unfinished = state !== null && !isTerminal(state);
  const result = {
    command: ending.mode === "unlock" ? "unlock" : "recover",
    outcome: needsAttention ? "needs-attention" : unfinished || done.actions.length > 0 ? "recovered" : "clean",
    exitCode: !needsAttention ? EXIT.ok : after.kind === "locked" ? EXIT.locked : EXIT.failed,
    actions: done.actions,
    orphans: done.orphans,
    tainted: ending.tainted ?? [],
    unconfirmed: ending.unconfirmed ?? [],
    lock,
    journal: state ? { runId: state.header.runId, phase: state.phase, updatedAt: state.updatedAt } : null,
    left,
    nextRunMayStart
  };
  if (needsAttention) result.message = left.join("\n");
  return result;
}

// src/version.ts
var VERSION = "0.1.0";

// src/report/redact.ts
var REDACTED = "***";
var MIN_SECRET_LENGTH = 4;
function escapeRegExp(text3) {
  return text3.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
function secretVariants(secret) {
  const variants = /* @__PURE__ */ new Set([secret]);
  variants.add(JSON.stringify(secret).slice(1, -1));
  const url = encodeURIComponent(secret);
  variants.add(url);
  variants.add(url.replace(/%20/g, "+"));
  variants.add(Buffer.from(secret, "utf8").toString("base64"));
  if (secret.includes("\n")) {
    for (const line2 of secret.split(/\r?\n/)) {
      if (line2.trim().length >= 8) variants.add(line2.trim());
    }
  }
  return [...variants].filter((v) => v.trim().length >= MIN_SECRET_LENGTH);
}
var VALUE = String.raw`"(?:[^"\\\n]|\\.)*"|\\"(?:[^\\\n]|\\(?!"))*\\"|'[^'\n]*'|[^\s"'&;,()<>[\]{}=:\\][^\s"'&;,()<>[\]{}\\]*`;
var SECRET_KEY = String.raw`password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key`;
var ASSIGNMENT = new RegExp(
  String.raw`(?<!/)(${SECRET_KEY})((?:\\?["'])?[ \t]*[:=][ \t]*)(${VALUE})(?:([ \t]*[-=]>[ \t]*)(${VALUE}))?`,
  "gi"
);
function maskValue(value) {
  if (value.startsWith(REDACTED)) return value;
  if (value.startsWith('\\"')) return `\\"${REDACTED}\\"`;
  if (value.startsWith('"')) return `"${REDACTED}"`;
  if (value.startsWith("'")) return `'${REDACTED}'`;
  return REDACTED;
}
function isProse(match, sep, value, next, rest) {
  if (typeof next === "string" || !/^\s*:\s+$/.test(sep) || !/^[a-z]{1,12}$/.test(value)) {
    return false;
  }
  const offset = rest[rest.length - 2];
  const whole2 = rest[rest.length - 1];
  if (typeof offset !== "number" || typeof whole2 !== "string") return false;
  return /^ [a-z]/.test(whole2.slice(offset + match.length));
}
var whole = () => REDACTED;
var group = (value) => typeof value === "string" ? value : "";
var PEM_END = /-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/g;
var BASE64_LINE = /^[A-Za-z0-9+/=]{16,}\r?$/;
function redactHeadlessPem(text3) {
  if (!text3.includes("PRIVATE KEY")) return text3;
  let out = "";
  let copied = 0;
  for (const m of text3.matchAll(PEM_END)) {
    let start = m.index;
    for (; ; ) {
      const escaped = start >= 2 && text3.startsWith("\\n", start - 2);
      const sep = escaped ? 2 : start >= 1 && text3[start - 1] === "\n" ? 1 : 0;
      if (sep === 0) break;
      const lineEnd = start - sep;
      const prevReal = text3.lastIndexOf("\n", lineEnd - 1);
      const prevEscaped = text3.lastIndexOf("\\n", lineEnd - 1);
      const lineStart = Math.max(prevReal + 1, prevEscaped >= 0 ? prevEscaped + 2 : 0, copied);
      if (!BASE64_LINE.test(text3.slice(lineStart, lineEnd))) break;
      start = lineStart;
    }
    out += text3.slice(copied, start) + REDACTED;
    copied = m.index + m[0].length;
  }
  return out + text3.slice(copied);
}
var PATTERNS = [
  // PEM private keys, complete; then a block whose end was cut off (see also redactHeadlessPem).
  {
    regex: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/g,
    replace: whole
  },
  {
    regex: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----(?:[A-Za-z0-9+/=:,\- \t\r\n]|\\n)*/g,
    replace: whole
  },
  // Passwords in URLs: postgres://user:pass@host.
  {
    regex: /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,30}:\/\/[^\s:/?#@'"]*:)([^\s@/?#'"]+)@/gi,
    replace: (_m, head) => `${group(head)}${REDACTED}@`
  },
  // Authorization headers and bearer tokens.
  {
    regex: /(authorization["']?[ \t]*:[ \t]*["']?)((?:basic|bearer|token|digest)[ \t]+)?[^\s"',;]+/gi,
    replace: (_m, head, scheme) => `${group(head)}${group(scheme)}${REDACTED}`
  },
  {
    regex: /\b(bearer[ \t]+)[A-Za-z0-9\-._~+/]{16,}=*/gi,
    replace: (_m, head) => `${group(head)}${REDACTED}`
  },
  // Assignments whose key names a secret.
  {
    regex: ASSIGNMENT,
    replace: (match, key, sep, value, arrow, next, ...rest) => {
      if (isProse(match, group(sep), group(value), next, rest)) return match;
      return `${group(key)}${group(sep)}${maskValue(group(value))}` + (typeof next === "string" ? `${group(arrow)}${maskValue(next)}` : "");
    }
  },
  // Token formats: AWS access key ids, GitHub, GitLab, Slack, Google, npm.
  { regex: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, replace: whole },
  { regex: /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g, replace: whole },
  { regex: /\bgithub_pat_[A-Za-z0-9_]{20,}\b/g, replace: whole },
  { regex: /\bglpat-[A-Za-z0-9_-]{20,}\b/g, replace: whole },
  { regex: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g, replace: whole },
  { regex: /\bAIza[0-9A-Za-z_-]{35}\b/g, replace: whole },
  { regex: /\bnpm_[A-Za-z0-9]{36}\b/g, replace: whole },
  // The same token formats cut short at a cut mark, too short for the full pattern.
  {
    regex: /\b(?:gh[pousr]_|github_pat_|glpat-|xox[abposr]-|AKIA|ASIA|AIza|npm_)[A-Za-z0-9_-]*…/g,
    replace: () => `${REDACTED}\u2026`
  }
];
var CUT_MARK = "\u2026";
function overlapBefore(text3, end, floor, variants) {
  let best = 0;
  for (const v of variants) {
    for (let k = Math.min(v.length - 1, end - floor); k > best; k -= 1) {
      if (text3.startsWith(v.slice(0, k), end - k)) {
        best = k;
        break;
      }
    }
  }
  return best;
}
function overlapAfter(text3, start, variants) {
  let best = 0;
  for (const v of variants) {
    for (let k = Math.min(v.length - 1, text3.length - start); k > best; k -= 1) {
      if (text3.startsWith(v.slice(v.length - k), start)) {
        best = k;
        break;
      }
    }
  }
  return best;
}
function maskCutFragments(text3, variants) {
  if (variants.length === 0 || !text3.includes(CUT_MARK)) return text3;
  let out = "";
  let copied = 0;
  for (let i = text3.indexOf(CUT_MARK); i >= 0; i = text3.indexOf(CUT_MARK, i + 1)) {
    if (i < copied) continue;
    const before = overlapBefore(text3, i, copied, variants);
    const after = overlapAfter(text3, i + CUT_MARK.length, variants);
    out += text3.slice(copied, i - before) + (before > 0 ? REDACTED : "") + CUT_MARK + (after > 0 ? REDACTED : "");
    copied = i + CUT_MARK.length + after;
  }
  return out + text3.slice(copied);
}
function createRedactor(secrets) {
  const variants = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (typeof secret !== "string" || secret.trim().length < MIN_SECRET_LENGTH) continue;
    for (const v of secretVariants(secret)) variants.add(v);
  }
  const ordered = [...variants].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const known = ordered.length > 0 ? new RegExp(ordered.map(escapeRegExp).join("|"), "g") : null;
  return (text3) => {
    let out = known === null ? text3 : maskCutFragments(text3.replace(known, REDACTED), ordered);
    for (const p of PATTERNS) out = out.replace(p.regex, p.replace);
    return redactHeadlessPem(out);
  };
}

// src/report/marker.ts
import path11 from "node:path";
var MARKER_PREFIX = "<!-- stackgate:v1 ";
var BITBUCKET_MARKER_PREFIX = "[//]: # (stackgate:v1 ";
var MAX_ENCODED_VALUE = 200;
function encodeValue(value) {
  const encoded = encodeURIComponent(value).replace(/[!'()*~-]/g, (ch) => {
    return `%${ch.charCodeAt(0).toString(16).toUpperCase()}`;
  });
  return encoded.length <= MAX_ENCODED_VALUE ? encoded : `sha256-${sha256Hex(value).slice(0, 32)}`;
}
function commentMarker(key, flavor = "github") {
  const fields = `project=${encodeValue(key.project)} stack=${encodeValue(key.stack)} workdir=${encodeValue(key.workdir)}`;
  return flavor === "bitbucket" ? `${BITBUCKET_MARKER_PREFIX}${fields})` : `${MARKER_PREFIX}${fields} -->`;
}
function findsMarker(body, key, flavor = "github") {
  return body.replace(/^\ufeff/, "").trimStart().startsWith(commentMarker(key, flavor));
}
function isStackComment(body, flavor = "github") {
  const prefix = flavor === "bitbucket" ? BITBUCKET_MARKER_PREFIX : MARKER_PREFIX;
  return body.replace(/^\ufeff/, "").trimStart().startsWith(prefix);
}
function indexMarker(flavor = "github") {
  return flavor === "bitbucket" ? "[//]: # (stackgate:index v1)" : "<!-- stackgate:index v1 -->";
}
function findsIndexMarker(body, flavor = "github") {
  return body.replace(/^\ufeff/, "").trimStart().startsWith(indexMarker(flavor));
}
function commentKeyOf(settings, cwd = process.cwd()) {
  return {
    project: settings.project,
    stack: settings.stack,
    workdir: path11.relative(cwd, settings.workdir) || "."
  };
}

// src/report/neutralize.ts
var ZERO_WIDTH_SPACE = "\u200B";
var ANSI2 = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function cleanText(text3) {
  return text3.replace(ANSI2, "").replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(LONE_SURROGATE, "\uFFFD");
}
var INLINE_SPECIAL = /[\\`*_[\]|~$<>&@#]/g;
var ALNUM = /[A-Za-z0-9]/;
function isAlnum(ch) {
  return ch !== void 0 && ALNUM.test(ch);
}
function escapeInline(text3) {
  const flat = cleanText(text3).replace(/\s+/g, " ").trim();
  const escaped = flat.replace(INLINE_SPECIAL, (ch, offset, whole2) => {
    const next = whole2[offset + 1];
    switch (ch) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case "@":
        return isAlnum(next) ? `@${ZERO_WIDTH_SPACE}` : "@";
      case "#":
        return next !== void 0 && /[0-9]/.test(next) ? `#${ZERO_WIDTH_SPACE}` : "\\#";
      case "_":
        return isAlnum(whole2[offset - 1]) && isAlnum(next) ? "_" : "\\_";
      default:
        return `\\${ch}`;
    }
  });
  return escaped.replace(/^([-+=]|\d+(?=[.)]))/, (m) => /^\d/.test(m) ? `${m}\\` : `\\${m}`);
}
function escapeHtml(text3) {
  return cleanText(text3).replace(/\s+/g, " ").trim().replace(
    /[&<>"]/g,
    (ch) => ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : "&quot;"
  ).replace(/([@#])(?=[A-Za-z0-9])/g, `$1${ZERO_WIDTH_SPACE}`);
}
function longestBacktickRun(text3) {
  let longest = 0;
  for (const m of text3.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  return longest;
}
function fenceFor(text3) {
  return "`".repeat(Math.max(3, longestBacktickRun(text3) + 1));
}
function fenceBlock(text3, info = "") {
  const body = cleanText(text3);
  const fence = fenceFor(body);
  const tag = info.replace(/[^A-Za-z0-9_+-]/g, "");
  const newline = body === "" || body.endsWith("\n") ? "" : "\n";
  return `${fence}${tag}
${body}${newline}${fence}`;
}
function detailsBlock(summary, body, open = false) {
  return `<details${open ? " open" : ""}><summary>${escapeHtml(summary)}</summary>

${body}

</details>`;
}
function codeSpan(text3, options = {}) {
  let flat = cleanText(text3).replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ");
  if (options.table ?? true) flat = flat.replaceAll("|", "\\|");
  if (flat === "") flat = " ";
  const fence = "`".repeat(longestBacktickRun(flat) + 1);
  const stripped = /^`|`$/.test(flat) || /^ /.test(flat) && / $/.test(flat) && flat.trim() !== "";
  const pad = stripped ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

// src/report/texts.ts
var MAX_ADDRESS = 300;
var MIN_ADDRESS = 80;
var MAX_NAME = 100;
function renderCapped(raw, max, render2) {
  let keep = Math.min(raw.length, max);
  for (; ; ) {
    const rendered = render2(truncate(raw, keep));
    if (rendered.length <= max || keep <= 1) return rendered;
    keep = Math.max(1, Math.min(keep - 1, Math.floor(keep * max / rendered.length)));
  }
}
function createTexts(secrets) {
  const redact = createRedactor(secrets);
  const text3 = (value) => redact(cleanText(value));
  const oneLine = (value) => text3(value).replace(/\s+/g, " ").trim();
  return {
    redact,
    text: text3,
    inline: (value, max = MAX_ADDRESS) => renderCapped(oneLine(value), max, escapeInline),
    code: (value, place, max = MAX_ADDRESS) => renderCapped(oneLine(value), max, (cut) => codeSpan(cut, { table: place === "cell" })),
    address: (value, place, max = MAX_ADDRESS) => {
      const exact = visibleAddress(redact(value));
      const table = place === "cell";
      const render2 = (keep2) => {
        const cut = cutMiddle(exact, keep2);
        const span = codeSpan(cut, { table });
        const marked = markedSpaces(cut);
        return marked === null ? span : `${span} (spaces marked: ${codeSpan(marked, { table })})`;
      };
      let keep = max;
      for (; ; ) {
        const rendered = render2(keep);
        if (rendered.length <= max || keep <= MIN_ADDRESS) return rendered;
        keep = Math.max(
          MIN_ADDRESS,
          Math.min(keep - 1, Math.floor(keep * max / rendered.length))
        );
      }
    }
  };
}

// src/report/section.ts
var SEPARATOR = "\n\n";
function section(count, note, render2) {
  return { render: render2, notShown: () => count === 0 ? "" : note };
}
function listSection(list2) {
  return section(list2.count, list2.notShown, (budget) => {
    if (list2.count === 0) return "";
    return fitItems({
      head: list2.head,
      count: list2.count,
      item: list2.item,
      joiner: "\n",
      more: list2.more,
      alone: list2.notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure: list2.measure
    }).text;
  });
}
var ACTION_LABELS = {
  create: "\u2795 create",
  update: "\u{1F504} update",
  delete: "\u{1F5D1}\uFE0F delete",
  replace: "\u267B\uFE0F replace",
  read: "\u{1F4D6} read",
  "no-op": "\u25AB\uFE0F no-op"
};
function actionLabel(change) {
  if (change.action === "no-op") {
    if (change.movedFrom !== void 0) return "\u{1F69A} move";
    if (change.importId !== void 0) return "\u{1F4E5} import";
  }
  return ACTION_LABELS[change.action];
}
function titledBlock(flavor, summary, body, open = false) {
  return flavor === "bitbucket" ? `**${escapeInline(summary)}**

${body}` : detailsBlock(summary, body, open);
}
function whereToRead(context) {
  return context.fullDiffAt ?? "the run log";
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
var MAX_ATTRIBUTES = 12;
function inlineList(t, values, max, maxLength) {
  const shown = values.slice(0, max).map((v) => t.inline(v, maxLength));
  if (values.length > max) shown.push(`+${values.length - max} more`);
  return shown.join(", ");
}
function attributesCell(t, change) {
  const parts = [];
  const computed = new Set(change.computed ?? []);
  const known = change.changedAttributes.filter((name) => !computed.has(name));
  if (known.length > 0) parts.push(inlineList(t, known, MAX_ATTRIBUTES, MAX_NAME));
  if (computed.size > 0) {
    parts.push(
      change.action === "create" ? `${computed.size} known after apply` : `known after apply: ${inlineList(t, [...computed], MAX_ATTRIBUTES, MAX_NAME)}`
    );
  }
  if (change.sensitive) parts.push("\u{1F512} sensitive");
  return parts.length > 0 ? parts.join(" \xB7 ") : "\u2014";
}

// src/report/section-destructive.ts
var MAX_REASONS = 5;
function destructiveSection({ changeSet, context, t, measure }) {
  const items = changeSet.resources.filter((r) => isDestructive(r.action));
  const more = (n) => `**\u2026 and ${n} more destructive changes not shown (every one is in ${whereToRead(context)})**`;
  const item = (i) => {
    const r = items[i];
    const address = t.address(r.address, "text");
    if (r.action === "delete") return `- \u{1F5D1}\uFE0F **delete** ${address}`;
    let line2 = `- \u267B\uFE0F **replace** ${address}`;
    if (r.reasons.length > 0) {
      line2 += ` \u2014 forced by ${inlineList(t, r.reasons, MAX_REASONS, MAX_NAME)}`;
    }
    if (r.replaceOrder !== void 0) {
      line2 += r.replaceOrder === "create-before-destroy" ? " (create before destroy)" : " (destroy before create)";
    }
    return line2;
  };
  return section(items.length, more(items.length), (budget) => {
    if (items.length === 0) return "";
    return fitItems({
      head: `#### \u26A0\uFE0F Destructive changes (${items.length})

`,
      count: items.length,
      item,
      joiner: "\n",
      more,
      noteJoiner: SEPARATOR,
      budget,
      measure
    }).text;
  });
}

// src/report/section-diagnostics.ts
var MAX_DIAGNOSTIC_DETAIL = 3e3;
function diagnosticEntry(t, d) {
  const kind = d.severity === "error" ? "\u274C Error" : "\u26A0\uFE0F Warning";
  let entry = `**${kind}:** ${t.inline(d.summary)}`;
  if (d.address !== void 0 && d.address !== "") entry += ` \u2014 ${t.address(d.address, "text")}`;
  const where = describeLocation(d);
  if (where !== "") entry += ` (${t.inline(where)})`;
  const detail = t.text(d.detail).trim();
  if (detail !== "") {
    const cut = fitPrefixLines(detail, MAX_DIAGNOSTIC_DETAIL, measureChars);
    entry += `

${fenceBlock(cut === detail ? detail : `${cut.trimEnd()}
\u2026 (cut)`)}`;
  }
  return entry;
}
function diagnosticsSection({ changeSet, t, measure }) {
  const sorted = [
    ...changeSet.diagnostics.filter((d) => d.severity === "error"),
    ...changeSet.diagnostics.filter((d) => d.severity !== "error")
  ];
  const notShown = `Diagnostics: ${sorted.length} not shown; see the run log`;
  return section(sorted.length, notShown, (budget) => {
    if (sorted.length === 0) return "";
    return fitItems({
      head: `#### Diagnostics (${sorted.length})

`,
      count: sorted.length,
      item: (i) => diagnosticEntry(t, sorted[i]),
      joiner: SEPARATOR,
      more: (n) => `\u2026 and ${n} more diagnostics not shown; see the run log`,
      alone: notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure
    }).text;
  });
}

// src/report/section-diff.ts
var MIN_PARTIAL_DIFF = 200;
function diffSection({ changeSet, context, t, measure, flavor }) {
  const withDiff = changeSet.resources.filter((r) => r.diff.trim() !== "");
  const total = withDiff.length;
  const note = (shown) => `**The diff does not fit this comment: ${shown} of ${total} resources shown whole. Read every change in ${whereToRead(context)}.**`;
  const title = `Full diff (${plural(total, "resource", "resources")})`;
  const details = (body) => titledBlock(flavor, title, body);
  const piece = (i) => {
    const r = withDiff[i];
    const d = `# ${visibleAddress(t.redact(r.address))}: ${r.action}
${t.text(r.diff)}`;
    return d.endsWith("\n") ? d : `${d}
`;
  };
  const render2 = (budget) => {
    if (total === 0) return "";
    const wrapper = measure(details(""));
    const noteReserve = measure(note(total) + SEPARATOR);
    const overhead = (run2) => wrapper + 2 * Math.max(3, run2 + 1) + 5;
    let body = "";
    let used = 0;
    let run = 0;
    let shown = 0;
    for (; shown < total; shown += 1) {
      const p = piece(shown);
      const nextRun = Math.max(run, longestBacktickRun(p));
      const reserve = shown === total - 1 ? 0 : noteReserve;
      if (overhead(nextRun) + used + measure(p) + reserve > budget) break;
      body += p;
      used += measure(p);
      run = nextRun;
    }
    if (shown === total) return details(fenceBlock(body, "diff"));
    const cutLine = "\u2026 (cut here: the rest of this resource's diff does not fit)\n";
    const room = budget - overhead(run) - used - noteReserve - measure(cutLine);
    if (room >= MIN_PARTIAL_DIFF) {
      const partial = fitPrefixLines(piece(shown), room, measure);
      const candidate = body + (partial.endsWith("\n") ? partial : `${partial}
`) + cutLine;
      const size = overhead(Math.max(run, longestBacktickRun(partial))) + measure(candidate);
      if (size + noteReserve <= budget) {
        body = candidate;
      }
    }
    const head = note(shown);
    if (body === "") return measure(head) <= budget ? head : "";
    const cut = `${head}${SEPARATOR}${details(fenceBlock(body, "diff"))}`;
    return measure(cut) <= budget ? cut : measure(head) <= budget ? head : "";
  };
  return section(total, note(0), render2);
}

// src/report/section-drift.ts
function driftSection({ changeSet, t, measure }) {
  const items = changeSet.drift;
  return listSection({
    count: items.length,
    notShown: `Drift: ${items.length} drifted resources not shown; see the run log`,
    head: `#### \u{1F30A} Drift (${items.length})

Changed outside stackgate since the last run:

`,
    item: (i) => {
      const r = items[i];
      const attributes = attributesCell(t, r);
      return `- ${actionLabel(r)} ${t.address(r.address, "text")}${attributes === "\u2014" ? "" : `: ${attributes}`}`;
    },
    more: (n) => `\u2026 and ${n} more drifted resources not shown`,
    measure
  });
}

// src/report/section-engine-output.ts
var NOT_SHOWN = "Engine output not shown (cut to fit); see the run log";
function engineOutputSection(input) {
  const { context, t, measure, flavor } = input;
  const hasTail = context.outputTail !== void 0 && context.outputTail.trim() !== "";
  return section(hasTail ? 1 : 0, NOT_SHOWN, (budget) => {
    const fallback = measure(NOT_SHOWN) <= budget ? NOT_SHOWN : "";
    if (context.outputTail === void 0 || !hasTail) return "";
    const cap = Math.min(budget, input.engineOutputCap);
    const full = t.text(context.outputTail).replace(/\s+$/, "");
    const title = "Engine output (last lines)";
    const open = context.outcome !== "planned" && context.outcome !== "applied";
    const note = "\u2026 (earlier output cut; see the run log)\n";
    const details = (body) => titledBlock(flavor, title, body, open);
    const overhead = measure(details("")) + 2 * (longestBacktickRun(full) + 4) + 2;
    if (measure(full) + overhead <= cap) return details(fenceBlock(full));
    const kept = fitSuffixLines(full, cap - overhead - measure(note), measure);
    if (kept === "") return fallback;
    const block = details(fenceBlock(note + kept));
    return measure(block) <= cap ? block : fallback;
  });
}

// src/report/section-footer.ts
var MAX_HINT = 500;
var MAX_URL = 500;
function safeRunUrl(raw, t) {
  let url;
  try {
    url = new URL(t.redact(cleanText(raw)).trim());
  } catch {
    return void 0;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return void 0;
  url.username = "";
  url.password = "";
  const href = url.href.replace(
    /[()<>[\]"'`\s\\]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
  return href.length <= MAX_URL ? href : void 0;
}
function footerPart(context, t) {
  const facts = [];
  const url = context.runUrl === void 0 ? void 0 : safeRunUrl(context.runUrl, t);
  if (url !== void 0) facts.push(`[View the run](${url})`);
  const commit = context.commit?.trim();
  if (commit) {
    facts.push(
      /^[0-9a-f]{7,64}$/i.test(commit) ? `commit \`${commit.slice(0, 12)}\`` : `commit ${t.inline(commit, 64)}`
    );
  }
  const digest = context.digest.trim();
  if (/^sha256:[0-9a-f]{64}$/.test(digest)) {
    facts.push(`digest \`${shortDigest(digest)}\` (\`${digest}\`)`);
  } else if (digest !== "") {
    facts.push(`digest ${t.inline(digest, 100)}`);
  }
  const lines = facts.length > 0 ? [facts.join(" \xB7 ")] : [];
  const hint = context.approvalHint === void 0 ? "" : t.text(context.approvalHint).trim();
  if (hint !== "") lines.push(truncate(hint, MAX_HINT));
  return lines.length > 0 ? `---
${lines.join(SEPARATOR)}` : "";
}

// src/report/section-header.ts
var OUTCOME_PRESENTATION = {
  planned: { icon: "\u{1F4CB}", label: "Plan" },
  "no-changes": { icon: "\u2705", label: "No changes" },
  applied: { icon: "\u2705", label: "Applied" },
  failed: { icon: "\u274C", label: "Failed" },
  interrupted: { icon: "\u26A0\uFE0F", label: "Interrupted" },
  recovered: { icon: "\u{1FA79}", label: "Interrupted, then recovered" },
  locked: { icon: "\u{1F512}", label: "State locked" },
  "stale-plan": { icon: "\u23F3", label: "Plan is stale" },
  "approval-required": { icon: "\u270B", label: "Approval required" },
  cancelled: { icon: "\u26D4", label: "Cancelled" },
  // Bitbucket: a Stop kills the step outright; the `final:` step's recover reports what it did.
  "stopped-recovered": { icon: "\u{1FA79}", label: "Stopped, then recovered" },
  stopped: { icon: "\u{1F6D1}", label: "Stopped: recovery needs attention" }
};
function presentation(outcome) {
  return Object.hasOwn(OUTCOME_PRESENTATION, outcome) ? OUTCOME_PRESENTATION[outcome] : { icon: "\u2139\uFE0F", label: outcome };
}
function headerParts(changeSet, context, t, marker, flavor) {
  const { icon, label } = presentation(context.outcome);
  const title = `### ${icon} ${t.inline(label, MAX_NAME)}: ${t.inline(context.project, MAX_NAME)} / ${t.inline(context.stack, MAX_NAME)}`;
  const subtitle = [
    t.inline(context.engineLabel, MAX_NAME),
    `stackgate ${t.inline(context.command, MAX_NAME)}`,
    `workdir ${t.inline(context.workdir, MAX_NAME)}`
  ].join(" \xB7 ");
  const parts = [
    marker ? `${commentMarker(context, flavor)}
${title}` : title,
    subtitle,
    context.recovery === void 0 ? countsLine(changeSet) : recoveryLine(context.recovery)
  ];
  if (context.applied !== void 0) {
    const a = context.applied;
    parts.push(
      `**Applied before it stopped** (as the journal saw it): ${a.added} added \xB7 ${a.changed} changed \xB7 ${a.removed} destroyed \xB7 ${a.tainted} tainted`
    );
  }
  if (changeSet.errored) {
    parts.push("\u26A0\uFE0F **The engine reported errors: this plan cannot be applied.**");
  }
  return parts;
}
function recoveryLine(recovery) {
  const left = recovery.left.length === 0 ? "nothing is left for a person" : `**${recovery.left.length} left for a person**`;
  return `**Recovery:** ${recovery.repaired.length} repaired \xB7 ${left}`;
}
function countsLine(changeSet) {
  const s = changeSet.summary;
  const extras = [];
  if (s.read > 0) extras.push(`${s.read} read`);
  if (s.move > 0) extras.push(`${s.move} move`);
  if (s.import > 0) extras.push(`${s.import} import`);
  if (s.outputs > 0) extras.push(`${s.outputs} output${s.outputs === 1 ? "" : "s"}`);
  if (s.drift > 0) extras.push(`${s.drift} drifted`);
  if (!hasChanges(changeSet)) {
    const head = changeSet.errored ? "**No changes planned.**" : "**No changes.**";
    return extras.length > 0 ? `${head} ${extras.join(" \xB7 ")}` : head;
  }
  const main = [
    `${s.create} create`,
    `${s.update} update`,
    `${s.delete} delete`,
    `${s.replace} replace`
  ];
  return `**Changes:** ${[...main, ...extras].join(" \xB7 ")}`;
}

// src/report/section-outputs.ts
function outputsSection({ changeSet, t, measure }) {
  const changed = changeSet.outputs.filter((o) => o.action !== "no-op");
  const notShown = `Outputs: ${changed.length} changed outputs not shown`;
  return section(changed.length, notShown, (budget) => {
    if (changed.length === 0) return "";
    return fitItems({
      head: `#### Outputs (${changed.length})

| Action | Output |
| --- | --- |
`,
      count: changed.length,
      item: (i) => {
        const o = changed[i];
        const name = t.inline(o.name, MAX_NAME) + (o.sensitive ? " (sensitive)" : "");
        return `| ${ACTION_LABELS[o.action]} | ${name} |`;
      },
      joiner: "\n",
      more: (n) => `\u2026 ${n} more outputs not shown`,
      alone: notShown,
      noteJoiner: SEPARATOR,
      budget,
      measure
    }).text;
  });
}

// src/report/section-recovery.ts
var NOT_SHOWN2 = "What recovery did is not shown (cut to fit); see the run log";
var OPEN_TITLE = "Open items left by an earlier recovery (not closed yet)";
function recoverySection(input) {
  const { recovery, openItems = [] } = input.context;
  const count = recovery ? recovery.repaired.length + recovery.left.length + openItems.length : openItems.length;
  return section(count, NOT_SHOWN2, (budget) => {
    if (count === 0) return "";
    const { t, measure } = input;
    const block = (title, items) => items.length === 0 ? "" : `**${title}**

${fenceBlock(items.map((item) => t.text(item).replace(/\s+$/, "")).join("\n"))}`;
    const finish = recovery?.finish === void 0 ? [] : [recovery.finish];
    const left = recovery ? block("Left for a person", [...recovery.left, ...finish]) : "";
    const open = block(`\u26A0\uFE0F ${OPEN_TITLE}`, openItems);
    const repaired = recovery ? block("Repaired", recovery.repaired) : "";
    const must = [open, left].filter((p) => p !== "").join(SEPARATOR);
    const both = [must, repaired].filter((p) => p !== "").join(SEPARATOR);
    if (measure(both) <= budget) return both;
    if (must !== "" && measure(must) <= budget) return must;
    return measure(NOT_SHOWN2) <= budget ? NOT_SHOWN2 : "";
  });
}

// src/report/section-resources.ts
function resourceCell(t, change) {
  let cell = t.address(change.address, "cell");
  if (change.movedFrom !== void 0)
    cell += ` (moved from ${t.address(change.movedFrom, "cell")})`;
  if (change.importId !== void 0) {
    cell += ` (import id ${t.inline(change.importId, MAX_NAME)})`;
  }
  return cell;
}
function resourcesSection({ changeSet, context, t, measure }) {
  const rows = changeSet.resources;
  const where = whereToRead(context);
  return listSection({
    count: rows.length,
    notShown: `**Changed resources: ${rows.length} rows not shown (cut to fit; every one is in ${where})**`,
    head: `#### Changed resources (${rows.length})

| Action | Resource | Changed attributes |
| --- | --- | --- |
`,
    item: (i) => {
      const r = rows[i];
      return `| ${actionLabel(r)} | ${resourceCell(t, r)} | ${attributesCell(t, r)} |`;
    },
    more: (n) => `**\u2026 ${n} more rows not shown (table cut to fit; every one is in ${where})**`,
    measure
  });
}

// src/report/render.ts
var CUT_NOTICE = "\n\n\u2026 (report cut to fit)";
var SECTIONS = {
  recovery: recoverySection,
  destructive: destructiveSection,
  resources: resourcesSection,
  outputs: outputsSection,
  drift: driftSection,
  diagnostics: diagnosticsSection,
  engineOutput: engineOutputSection,
  diff: diffSection
};
var PRIORITY = [
  "recovery",
  "destructive",
  "diagnostics",
  "drift",
  "engineOutput",
  "outputs",
  "resources",
  "diff"
];
var DISPLAY = [
  "recovery",
  "destructive",
  "resources",
  "outputs",
  "drift",
  "diagnostics",
  "engineOutput",
  "diff"
];
function renderComment(changeSet, context, limit = GITHUB_COMMENT_LIMIT, flavor = "github") {
  validateLimit(limit, "renderComment");
  return render(changeSet, context, { limit, measure: measureChars, marker: true, flavor });
}
function renderSummary(changeSet, context, limit = JOB_SUMMARY_LIMIT) {
  validateLimit(limit, "renderSummary");
  return render(
    changeSet,
    { ...context, fullDiffAt: "this step's log" },
    {
      limit,
      measure: measureUtf8,
      marker: false,
      flavor: "github"
    }
  );
}
function render(changeSet, context, options) {
  const { limit, measure, flavor } = options;
  const t = createTexts(context.secrets);
  const top = headerParts(changeSet, context, t, options.marker, flavor);
  const footer = footerPart(context, t);
  const fixed = [...top, footer].filter((part) => part !== "");
  const room = limit - measure(fixed.join(SEPARATOR));
  const engineOutputCap = Math.max(MIN_LIMIT, Math.floor(limit / 4));
  const input = { changeSet, context, t, measure, flavor, engineOutputCap };
  const produced = fitSections(input, room);
  const body = DISPLAY.map((id) => produced.get(id) ?? "").filter((part) => part !== "");
  const out = [...top, ...body, footer].filter((part) => part !== "").join(SEPARATOR);
  if (measure(out) <= limit) return out;
  return fitPrefix(out, limit - measure(CUT_NOTICE), measure) + CUT_NOTICE;
}
function fitSections(input, room) {
  const { measure } = input;
  const sections = PRIORITY.map((id) => SECTIONS[id](input));
  const reserved = sections.map((section2) => {
    const note = section2.notShown();
    return note === "" ? 0 : measure(note) + SEPARATOR.length;
  });
  const produced = /* @__PURE__ */ new Map();
  let remaining = room;
  PRIORITY.forEach((id, index) => {
    const lower = reserved.slice(index + 1).reduce((sum, size) => sum + size, 0);
    const budget = remaining - SEPARATOR.length - lower;
    if (budget <= 0) return;
    const section2 = sections[index].render(budget);
    if (section2 === "") return;
    produced.set(id, section2);
    remaining -= measure(section2) + SEPARATOR.length;
  });
  return produced;
}

// src/lifecycle/report.ts
function approvalHint(result, settings) {
  if (result.command !== "preview" || result.outcome !== "planned" || !result.digest) {
    return void 0;
  }
  const command = suggestCommand(settings, "up", ["--digest", result.digest]);
  return `To apply exactly this plan: \`${command}\` on the same commit.`;
}
var FULL_DIFF_AT = {
  github: "the job summary and this step's log",
  bitbucket: "this step's log",
  local: "the output of `stackgate preview`"
};
function reportContext(result, settings, engine) {
  const changeSet = result.changeSet ?? emptyChangeSet(engine, true);
  const context = {
    project: settings.project,
    stack: settings.stack,
    workdir: commentKeyOf(settings).workdir,
    engineLabel: `${ENGINE_LABELS[engine]} ${changeSet.engineVersion}`.trim(),
    digest: result.digest ?? "",
    command: result.command,
    outcome: result.outcome,
    secrets: settings.secrets,
    fullDiffAt: FULL_DIFF_AT[settings.run.platform],
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {},
    ...result.message ? { outputTail: result.message } : {}
  };
  if (result.applied !== void 0 && "tainted" in result.applied) {
    context.applied = { ...result.applied };
  }
  if (result.openItems !== void 0 && result.openItems.length > 0)
    context.openItems = result.openItems;
  const hint = approvalHint(result, settings);
  if (hint) context.approvalHint = hint;
  return { changeSet, context };
}
function writeCommentFile(settings, comment) {
  if (!settings.commentFile) return void 0;
  writeFileAtomically(settings.commentFile, comment);
  return settings.commentFile;
}
function publishComment(result, settings, engine) {
  const { changeSet, context } = reportContext(result, settings, engine);
  const comment = renderComment(changeSet, context, settings.commentLimit);
  const commentFile = writeCommentFile(settings, comment);
  return commentFile ? { ...result, comment, commentFile } : { ...result, comment };
}

// src/settings/resolve.ts
import { existsSync as existsSync5, statSync } from "node:fs";
import path12 from "node:path";

// src/settings/state-settings.ts
var WORKSPACE_NAME = /^[A-Za-z0-9._-]{1,90}$/;
function text2(raw) {
  return typeof raw?.value === "string" ? raw.value : void 0;
}
function list(raw) {
  return Array.isArray(raw?.value) ? [...raw.value] : [];
}
function readStateSettings(raw, engine) {
  const workspace = text2(raw.workspace);
  const backendConfig = list(raw.backendConfig);
  if (engine === "pulumi") {
    const given = workspace !== void 0 ? raw.workspace : raw.backendConfig;
    if (given !== void 0) {
      throw usageError(
        `${given.term}: a Pulumi stack is its own state; workspace and backend-config are Terraform/OpenTofu settings. Remove it and name the Pulumi stack with stack.`
      );
    }
    return { backendConfig: [] };
  }
  if (workspace !== void 0 && !WORKSPACE_NAME.test(workspace)) {
    throw usageError(
      `${raw.workspace?.term ?? "--workspace"}: expected a Terraform workspace name (letters, digits, ".", "_" or "-", at most 90), got "${workspace}".`
    );
  }
  for (const item of backendConfig) {
    if (item.startsWith("-")) {
      throw usageError(
        `${raw.backendConfig?.term ?? "--backend-config"}: expected KEY=VALUE or a file, got "${item.slice(0, 40)}" (without the -backend-config= prefix).`
      );
    }
  }
  return { ...workspace !== void 0 ? { workspace } : {}, backendConfig };
}
function secretsOfBackendConfig(items) {
  const secrets = [];
  for (const item of items) {
    const match = /^([^=]+)=(.*)$/s.exec(item);
    const value = match?.[2] ?? "";
    const credentials = /:\/\/[^/\s@]*:[^/\s@]+@/.test(value);
    if (match && (SECRET_ENV_NAME.test(match[1] ?? "") || credentials) && value.trim().length >= 4) {
      secrets.push(value);
    }
  }
  return secrets;
}

// src/settings/resolve.ts
var DEFAULT_STOP_TIMEOUT_MS = {
  github: 6e3,
  bitbucket: 2e4,
  local: 2e4
};
function rowOf(key) {
  const row = SETTINGS.find((r) => r.key === key);
  if (row === void 0) throw new Error(`no setting "${key}" in the schema`);
  return row;
}
function termOf(raw, key) {
  return raw?.term ?? `--${rowOf(key).flag ?? key}`;
}
function textOf(raw) {
  return typeof raw?.value === "string" ? raw.value : void 0;
}
function listOf(raw) {
  return Array.isArray(raw?.value) ? [...raw.value] : [];
}
function choiceOf(raw, key, choices) {
  const r = raw[key];
  return parseChoice(termOf(r, key), textOf(r) ?? rowOf(key).default, choices);
}
function durationOf(raw, key) {
  const r = raw[key];
  const value = textOf(r);
  return value === void 0 ? void 0 : parseDurationOfRow(termOf(r, key), key, value);
}
function parseDurationOfRow(term, key, value) {
  const kind = rowOf(key).kind;
  if (kind.type !== "duration") return void 0;
  const rule = { example: kind.example, ...kind.min === void 0 ? {} : { min: kind.min } };
  return parseDuration(term, value, rule);
}
function lockTimeoutMs(settings) {
  return parseDurationOfRow("lock-timeout", "lockTimeout", settings.lockTimeout) ?? 0;
}
function integerOf(raw, key) {
  const r = raw[key];
  const kind = rowOf(key).kind;
  const value = textOf(r);
  if (value === void 0 || kind.type !== "integer") return void 0;
  return parseInteger(termOf(r, key), value, kind.min, kind.max);
}
function parseCommand(raw) {
  return parseCommandWord(textOf(raw));
}
function resolveWorkdir(raw, base, cwd, command) {
  const given = textOf(raw);
  const workdir = given === void 0 ? cwd : path12.resolve(base, given);
  if (command === "demo" || command === "help" || command === "version") return workdir;
  const term = termOf(raw, "workdir");
  if (!existsSync5(workdir)) {
    throw usageError(
      `${term}: workdir "${workdir}" does not exist (resolved to ${workdir} from "${given ?? "."}"). Pass ${term} with the engine project's directory.`
    );
  }
  if (!statSync(workdir).isDirectory()) {
    throw usageError(
      `${term}: workdir "${workdir}" is not a directory. Pass ${term} with the engine project's directory.`
    );
  }
  return workdir;
}
async function qualifyIn(raw, qualify) {
  try {
    return await qualify();
  } catch (error) {
    const term = raw?.term;
    if (!(error instanceof StackgateError) || term === void 0 || term.startsWith("--"))
      throw error;
    throw new StackgateError(`${term}: ${error.message}`, error.exitCode, { cause: error });
  }
}
async function resolveStack(raw, engine, command, workdir, sources) {
  const stack = textOf(raw) ?? "default";
  if (engine === "pulumi") {
    if (command === "help" || command === "version" || command === "demo") return { stack };
    if (sources.qualifyStack === void 0) return { stack };
    const qualify = sources.qualifyStack;
    const { qualified, given } = await qualifyIn(raw, () => qualify(stack, workdir, sources.env));
    return given === void 0 ? { stack: qualified } : { stack: qualified, stackGiven: given };
  }
  return { stack: parseStackName(termOf(raw, "stack"), stack) };
}
function applyPlanKey(settings, term, value) {
  const key = parseSecret(term, value, 16);
  settings.planKey = key;
  for (const secret of /* @__PURE__ */ new Set([key, value])) {
    if (!settings.secrets.includes(secret)) settings.secrets.push(secret);
  }
}
function checkVars(settings, raw) {
  for (const v of settings.vars) {
    const { name, value } = parseVar(termOf(raw, "vars"), v);
    if (SECRET_ENV_NAME.test(name) && value.trim().length >= 4 && !settings.secrets.includes(value)) {
      settings.secrets.push(value);
    }
  }
}
async function gather(sources) {
  const flags = readFlags(sources.argv);
  const env = readEnvironment(sources.env);
  const host = sources.host === void 0 ? {} : readHost(sources.host);
  const top = { ...env, ...flags, ...host };
  const command = sources.command ?? parseCommand(flags.command);
  const config = top.config;
  const configPath = textOf(config);
  const configFile = configPath === void 0 ? path12.join(path12.resolve(sources.cwd, textOf(top.workdir) ?? "."), "stackgate.yml") : path12.resolve(sources.cwd, configPath);
  const file = command === "help" || command === "version" ? {} : await readConfigFile(configFile, configPath === void 0 ? void 0 : config?.term);
  const planKeys = [env.planKey, host.planKey].filter((r) => r !== void 0);
  return { top, file, command, configFile, planKeys };
}
async function resolveSettings(sources) {
  const { top, file, command, configFile, planKeys } = await gather(sources);
  const raw = { ...file, ...top };
  const engine = choiceOf(raw, "engine", ENGINE_NAMES);
  const workdirBase = top.workdir !== void 0 ? sources.cwd : path12.dirname(configFile);
  const workdir = resolveWorkdir(raw.workdir, workdirBase, sources.cwd, command);
  const { stack, stackGiven } = await resolveStack(raw.stack, engine, command, workdir, sources);
  const planFile = textOf(raw.planFile) ?? defaultPlanFile(workdir, engine, stack);
  const run = detectRunContext(sources.env);
  const settings = {
    command,
    engine,
    engineBinary: textOf(raw.engineBinary) ?? (engine === "pulumi" ? "pulumi" : engine),
    workdir,
    project: textOf(raw.project) ?? (engine === "pulumi" ? stack.split("/")[1] ?? "" : path12.basename(workdir)),
    stack,
    ...stackGiven !== void 0 ? { stackGiven } : {},
    ...readStateSettings(raw, engine),
    planFile: path12.resolve(workdir, planFile),
    mode: choiceOf(raw, "mode", PLAN_MODES),
    approve: parseChoice("approve", textOf(raw.approve) ?? "none", APPROVE_MODES),
    json: raw.json?.value === true,
    detailedExitcode: raw.detailedExitcode?.value === true,
    commentLimit: sources.commentLimit ?? integerOf(raw, "commentLimit") ?? GITHUB_COMMENT_LIMIT,
    lockTimeout: durationOf(raw, "lockTimeout") === void 0 ? "0s" : (textOf(raw.lockTimeout) ?? "").trim(),
    vars: listOf(raw.vars),
    varFiles: listOf(raw.varFiles),
    exclude: listOf(raw.exclude),
    secrets: collectSecrets(sources.env),
    run,
    recovery: choiceOf(raw, "recovery", RECOVERY_POLICIES),
    orphans: choiceOf(raw, "orphans", ORPHAN_POLICIES),
    stateDigest: choiceOf(raw, "stateDigest", STATE_DIGEST_POLICIES),
    pendingCreates: choiceOf(raw, "pendingCreates", PENDING_CREATES_POLICIES),
    force: raw.force?.value === true,
    acceptOpenItems: listOf(raw.acceptOpenItems),
    stopTimeoutMs: durationOf(raw, "stopTimeout") ?? DEFAULT_STOP_TIMEOUT_MS[run.platform]
  };
  const staleAfterMs = durationOf(raw, "staleAfter");
  if (staleAfterMs !== void 0) settings.staleAfterMs = staleAfterMs;
  const journalDir = textOf(raw.journalDir);
  if (journalDir !== void 0) settings.journalDir = path12.resolve(sources.cwd, journalDir);
  for (const key of planKeys) applyPlanKey(settings, key.term, textOf(key) ?? "");
  const digest = textOf(raw.expectDigest);
  if (digest !== void 0)
    settings.expectDigest = parseDigest(termOf(raw.expectDigest, "expectDigest"), digest);
  const commentFile = textOf(raw.commentFile);
  if (commentFile !== void 0) settings.commentFile = path12.resolve(sources.cwd, commentFile);
  if (existsSync5(configFile)) settings.configFile = configFile;
  const dependsOn = listOf(raw.dependsOn);
  if (dependsOn.length > 0) settings.dependsOn = dependsOn;
  const digestSecret = raw.digestSecret;
  if (digestSecret !== void 0) {
    parseSecret(digestSecret.term, textOf(digestSecret) ?? "", 16);
    settings.digestSecret = textOf(digestSecret) ?? "";
  }
  checkVars(settings, raw.vars);
  if (command === "preview" || command === "up")
    sources.checkExclude?.(engine, settings.exclude, termOf(raw.exclude, "exclude"));
  const resolve = resolveRequest(raw, command);
  if (resolve !== void 0) settings.resolve = resolve;
  for (const secret of secretsOfBackendConfig(settings.backendConfig)) {
    if (!settings.secrets.includes(secret)) settings.secrets.push(secret);
  }
  return settings;
}
function resolveRequest(raw, command) {
  const address = textOf(raw.resolve);
  const id = textOf(raw.resolveImport);
  const forms = [
    raw.resolveAbsent?.value === true ? "absent" : null,
    id !== void 0 ? "import" : null,
    raw.resolveChecked?.value === true ? "checked" : null
  ].filter((f) => f !== null);
  const given = (key) => termOf(raw[key], key);
  if (address === void 0) {
    if (forms.length > 0)
      throw usageError(
        `${given(forms[0] === "import" ? "resolveImport" : forms[0] === "absent" ? "resolveAbsent" : "resolveChecked")} closes an open item, but no ${given("resolve")} names its address. Expected \`recover --resolve ADDR --absent | --import ID | --checked\`.`
      );
    return void 0;
  }
  if (command !== "recover")
    throw usageError(
      `${given("resolve")} ${JSON.stringify(address)} is for \`recover\`, got command "${command}".`
    );
  if (address.trim() === "")
    throw usageError(
      `${given("resolve")} is empty: expected the address of an open item (\`stackgate status\` lists them).`
    );
  const [how] = forms;
  if (how === void 0 || forms.length > 1)
    throw usageError(
      `${given("resolve")} ${JSON.stringify(address)} needs exactly one of --absent (it does not exist), --import ID (it exists: import it) or --checked (you dealt with it); got ${forms.length === 0 ? "none" : forms.map((f) => `--${f}`).join(" and ")}.`
    );
  if (how === "import") {
    if ((id ?? "").trim() === "")
      throw usageError(
        `${given("resolveImport")} is empty: expected the provider id of ${address}.`
      );
    return { address, how, id: id ?? "" };
  }
  return { address, how };
}

// src/command/resolve-settings.ts
async function resolveSettings2(sources) {
  const settings = await resolveSettings({
    qualifyStack: async (given, workdir, env) => (await import("./stack-name-RXQDIOOW.js")).qualifyPulumiStack(given, workdir, env),
    checkExclude: (engine, exclude, term) => checkExclude(engineTraits(engine), exclude, term),
    ...sources
  });
  if (settings.workspace !== void 0) process.env.TF_WORKSPACE = settings.workspace;
  return settings;
}

// src/recovery/report.ts
function describeRecover(result) {
  const lines = [`recover: ${result.outcome}`];
  if (result.journal) {
    lines.push(`last run ${result.journal.runId} stopped in phase ${result.journal.phase}`);
  }
  for (const action of result.actions) lines.push(`${action.ok ? "\u2713" : "!"} ${action.detail}`);
  if (result.message) lines.push(result.message);
  lines.push(`lock: ${result.lock.after.kind}`);
  return lines.join("\n");
}
function recoverReportContext(result, settings, workdir, outcome, manualCommand) {
  const repaired = result.actions.filter((a) => a.ok).map((a) => a.detail);
  const left = [...result.left];
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    engineLabel: ENGINE_LABELS[settings.engine],
    digest: "",
    command: "recover",
    outcome,
    secrets: settings.secrets,
    recovery: {
      repaired,
      left,
      ...manualCommand !== null ? { finish: `To finish by hand: ${manualCommand}` } : {}
    },
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {}
  };
}
function renderRecoverComment(result, settings, manualCommand) {
  const outcome = result.outcome === "recovered" || result.outcome === "clean" ? "recovered" : "interrupted";
  const onlyItems = result.left.length === (result.openItems?.length ?? 0);
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings).workdir,
    outcome,
    outcome === "interrupted" && !onlyItems ? manualCommand : null
  );
  const nothing = emptyChangeSet(settings.engine, false);
  return { outcome, comment: renderComment(nothing, context, settings.commentLimit) };
}

export {
  decidePulumiLockOwnership,
  outcomeAfterStop,
  planOutcomeAfterStop,
  measureChars,
  truncate,
  fitItems,
  runIdOfMessage,
  importArgs,
  BoundedTail,
  newSealKey,
  planKeySealKey,
  configuredSealKey,
  hasSealedValues,
  digestChangeSet,
  planParts,
  shortDigest,
  digestMatches,
  parseUrn,
  visibleAddress,
  isTerraformProject,
  terraformTraits,
  isEncryptedState,
  PG_APPLICATION_ENV,
  ownPgApplicationName,
  pgLockIdentity,
  isStackgatePgName,
  wrongEngineError,
  createEngineFactory,
  suggestCommand,
  parseLockCreated,
  decideRunOver,
  decideLockOwnership,
  describeLockHolder,
  combineResults,
  finishRecovery,
  lockTimeoutMs,
  VERSION,
  escapeInline,
  fenceBlock,
  codeSpan,
  createRedactor,
  findsMarker,
  isStackComment,
  indexMarker,
  findsIndexMarker,
  commentKeyOf,
  presentation,
  renderComment,
  renderSummary,
  reportContext,
  writeCommentFile,
  publishComment,
  resolveSettings2 as resolveSettings,
  describeRecover,
  recoverReportContext,
  renderRecoverComment
};
