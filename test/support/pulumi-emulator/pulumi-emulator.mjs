#!/usr/bin/env node
/**
 * PULUMI CLI EMULATOR — a test double, not Pulumi. It contains no Pulumi code.
 *
 * The Pulumi CLI cannot be installed on the machines these tests run on, so stackgate's Pulumi
 * adapter is pointed at this script (`--engine-binary <this file>`). It answers the subset of
 * the CLI that stackgate uses, with the formats the real CLI prints, by replaying the recorded
 * outputs in test/fixtures/pulumi (see PROVENANCE.md there):
 *
 * - `version`                         → `v<version>` (scenario `version`, default 3.259.0)
 * - `preview --json`                  → the stage's recorded preview document, byte for byte; for
 *                                       an event-stream stage a document synthesized from the
 *                                       stream's resourcePreEvents in the same layout
 * - `up|refresh|destroy --json --yes` → engine events, one compact JSON object per line: the
 *                                       stage's recorded stream replayed, or events synthesized
 *                                       from the recorded preview's steps
 * - `stack init|export|import|history`, `cancel`, `import`
 *
 * State is real-format: a DIY `file://` backend gets `.pulumi/meta.yaml`, checkpoints at
 * `.pulumi/stacks/<project>/<stack>.json` (`{"version":3,"checkpoint":{"stack","latest"}}`, with
 * `pending_operations` written as each step begins, removed as it ends) and one lock file per
 * process at `.pulumi/locks/organization/<project>/<stack>/<uuid>.json` holding
 * `{"pid","username","hostname","timestamp"}`. A lock held by another file refuses the update
 * with the real message. `cancel` on a DIY backend deletes every lock file of the stack without
 * looking at them, as the real one does (stackgate must never call it).
 * Pulumi Cloud (an `https://` backend URL) is emulated locally: each stack keeps its update
 * history (`stack history --json`: version, kind, startTime, message from `--message`,
 * result `in-progress` until the update completes). An update in progress holds the stack's
 * lease, so another update fails with `[409] Conflict: Another update is currently in
 * progress.`; SIGKILL leaves it in progress. `cancel` marks the active update failed, or fails
 * with `[409] Conflict: The Update has already completed` (pulumi/pulumi#5364) or
 * `<stack> has never been updated`. Scenario `cloud.activeUpdate` seeds an update in progress
 * started by another machine. Scenario `cloud.dir` (default `.pulumi-emulator/cloud` in the working
 * directory) is where the emulated service keeps its stacks: checkouts naming one dir share them,
 * as two machines logged in to one organization do; every change of an update history is atomic
 * (a mutex file), so two CLIs never both hold a lease.
 *
 * Signals during an update: the first SIGINT (SIGTERM too, from 3.136) cancels after the
 * in-flight steps finish (they take `inflightMs`), saves the checkpoint, emits the
 * "update canceled" error diagnostic and unlocks; a second one terminates at once, leaving the
 * in-flight steps as `pending_operations` (and still unlocks). SIGKILL leaves everything.
 * Steps that a recorded stream starts but never finishes (e.g. up-interrupted.json) are in
 * flight until a signal arrives. Exit codes: 255 for every failure before 3.226.1; since then
 * 1 generic (an update failure or "update canceled"), 2 configuration / missing --yes,
 * 6 stack not found.
 *
 * The scenario is `pulumi-emulator.json` in the working directory (or $PULUMI_EMULATOR_SCENARIO):
 *   { "version": "3.259.0", "stages": [{ "preview": "<preview-json fixture>" } | { "events": "<events fixture>" }],
 *     "eventDelayMs": 5, "inflightMs": 3000, "hangMs": 600000, "cloud": { "activeUpdate": true },
 *     "unhandledAfterLockMs": 0,    (a window after taking the lock with no signal handler yet)
 *     "checkpointLagMs": 0,         (the checkpoint write after a step's outputs event)
 *     "createAt": 0.5 }             (when, as a share of eventDelayMs, the provider's create
 *                                   takes effect after the step began)
 *
 * Ground truth ("the cloud"): every create and delete a provider would make is appended to
 * `.pulumi-emulator/cloud.ndjson` AT THE MOMENT IT TAKES EFFECT — `{"op":"create"|"delete",
 * "urn","id","type","pid","at"}` — for custom resources other than providers. A create takes
 * effect `createAt × eventDelayMs` after its step began (a timer: a SIGKILL before it means
 * the provider never created it; after it and before the step's outputs event, the resource
 * exists but the engine never learned its id), or when the step completes, whichever is first.
 * As in Pulumi's engine (`OnResourceStepPost`: the outputs event, then
 * `SnapshotMutation.End`), a step's outputs event is emitted before its checkpoint write,
 * which takes `checkpointLagMs`: a SIGKILL in between leaves a pending create whose id the
 * event already showed. `refresh --import-pending-creates URN ID` fails, like the provider's
 * read would, when the cloud file exists and no live resource there has that id.
 * Paths are relative to the scenario file. Every invocation is appended to
 * `.pulumi-emulator/commands.ndjson` in the working directory (`argv`, `pid`), so tests can
 * assert what was (and was not) run. A successful `up` moves on to the next stage.
 */
import { randomUUID, createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";

const cwd = process.cwd();
const emulatorDir = path.join(cwd, ".pulumi-emulator");
const argv = process.argv.slice(2);
const REPLACEMENT_HALVES = new Set([
  "create-replacement",
  "delete-replaced",
  "read-replacement",
  "discard-replaced",
  "import-replacement",
]);

mkdirSync(emulatorDir, { recursive: true });
appendFileSync(
  path.join(emulatorDir, "commands.ndjson"),
  `${JSON.stringify({ argv, pid: process.pid, at: new Date().toISOString() })}\n`,
);

// ------------------------------------------------------------------------------------------
// Arguments

const VALUE_FLAGS = new Map([
  ["--stack", "stack"],
  ["-s", "stack"],
  ["--config-file", "configFile"],
  ["--file", "file"],
  ["--cwd", "cwd"],
  ["-C", "cwd"],
  ["--parent", "parent"],
  ["--message", "message"],
  ["-m", "message"],
  ["--page-size", "pageSize"],
  ["--page", "page"],
]);
const LIST_FLAGS = new Map([
  ["--config", "config"],
  ["-c", "config"],
  ["--import-pending-creates", "importPendingCreates"],
]);
const BOOL_FLAGS = new Map([
  ["--yes", "yes"],
  ["-y", "yes"],
  ["--json", "json"],
  ["-j", "json"],
  ["--non-interactive", "nonInteractive"],
  ["--suppress-outputs", "suppressOutputs"],
  ["--skip-preview", "skipPreview"],
  ["-f", "skipPreview"],
  ["--preview-only", "previewOnly"],
  ["--clear-pending-creates", "clearPendingCreates"],
  ["--skip-pending-creates", "skipPendingCreates"],
  ["--show-secrets", "showSecrets"],
  ["--show-sames", "showSames"],
  // `import` (pkg/cmd/pulumi/operations/import.go at v3.274.1: both default to true).
  ["--protect", "protect"],
  ["--generate-code", "generateCode"],
]);

function parseArgs(args) {
  const words = [];
  const flags = { config: [], importPendingCreates: [] };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    if (VALUE_FLAGS.has(name)) flags[VALUE_FLAGS.get(name)] = inline ?? args[++i];
    else if (LIST_FLAGS.has(name)) flags[LIST_FLAGS.get(name)].push(inline ?? args[++i]);
    else if (BOOL_FLAGS.has(name))
      flags[BOOL_FLAGS.get(name)] = inline === undefined ? true : inline !== "false";
    else if (arg.startsWith("-")) fail(`unknown flag: ${arg}`, "configuration");
    else words.push(arg);
  }
  return { words, flags };
}

// ------------------------------------------------------------------------------------------
// Scenario, version, exit codes

function loadScenario() {
  const file = process.env.PULUMI_EMULATOR_SCENARIO || path.join(cwd, "pulumi-emulator.json");
  if (!existsSync(file)) return { file: null, dir: cwd, data: { stages: [] } };
  return { file, dir: path.dirname(file), data: JSON.parse(readFileSync(file, "utf8")) };
}
const scenario = loadScenario();
const VERSION = String(scenario.data.version ?? "3.259.0");
const [vMajor, vMinor, vPatch] = VERSION.split(/[.+-]/).map(Number);
function atLeast(major, minor, patch = 0) {
  if (vMajor !== major) return vMajor > major;
  if (vMinor !== minor) return vMinor > minor;
  return vPatch >= patch;
}
const TAXONOMY = atLeast(3, 226, 1);
const EXIT = {
  failed: TAXONOMY ? 1 : 255,
  configuration: TAXONOMY ? 2 : 255,
  "stack-not-found": TAXONOMY ? 6 : 255,
};

function fail(message, kind = "failed") {
  process.stderr.write(`error: ${message}\n`);
  process.exit(EXIT[kind] ?? EXIT.failed);
}

function scenarioPath(p) {
  return path.resolve(scenario.dir, p);
}

function emulatorState() {
  const file = path.join(emulatorDir, "state.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { stage: 0 };
}
function saveEmulatorState(state) {
  writeAtomic(path.join(emulatorDir, "state.json"), `${JSON.stringify(state, null, 2)}\n`);
}

// ------------------------------------------------------------------------------------------
// The cloud: what really exists (see the header)

const cloudFile = path.join(emulatorDir, "cloud.ndjson");
const cloudCreated = new Set();

function isCloudResource(state) {
  return Boolean(state?.custom) && !String(state.type ?? "").startsWith("pulumi:providers:");
}

function cloudRecord(op, state) {
  appendFileSync(
    cloudFile,
    `${JSON.stringify({ op, urn: state.urn, id: state.id, type: state.type, pid: process.pid, at: new Date().toISOString() })}\n`,
  );
}

/** The provider's create takes effect (once per URN and process), with the id its outputs carry. */
function cloudCreate(meta, outputs = completed(meta)) {
  const state = stateOf(outputs.new);
  if (!isCloudResource(state) || cloudCreated.has(state.urn)) return;
  cloudCreated.add(state.urn);
  cloudRecord("create", state);
}

/** Live resources by id: created and not deleted since. */
function cloudLive() {
  const live = new Map();
  if (!existsSync(cloudFile)) return null;
  for (const line of readFileSync(cloudFile, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const r = JSON.parse(line);
    if (r.op === "create") live.set(r.id, r);
    else live.delete(r.id);
  }
  return live;
}

function currentStage() {
  const stages = scenario.data.stages ?? [];
  if (stages.length === 0)
    fail(`pulumi emulator: no stages in the scenario ${scenario.file ?? "(none found)"}`);
  const index = Math.min(emulatorState().stage ?? 0, stages.length - 1);
  return { index, stage: stages[index] };
}

function advanceStage() {
  const state = emulatorState();
  const last = (scenario.data.stages ?? []).length - 1;
  state.stage = Math.min((state.stage ?? 0) + 1, Math.max(last, 0));
  saveEmulatorState(state);
}

// ------------------------------------------------------------------------------------------
// Project, stack, backend

function readProject() {
  for (const name of ["Pulumi.yaml", "Pulumi.yml"]) {
    const file = path.join(cwd, name);
    if (existsSync(file)) return parseYaml(readFileSync(file, "utf8")) ?? {};
  }
  fail(`no Pulumi.yaml project file found (searching upwards from ${cwd}).`);
}
const project = argv[0] === "version" ? {} : readProject();

function backendUrl() {
  return (
    process.env.PULUMI_BACKEND_URL ||
    (project.backend && project.backend.url) ||
    "https://api.pulumi.com"
  );
}

/**
 * Pulumi Cloud's default organization for a short stack name, from the login as the real CLI keeps
 * it: `backends.<url>.defaultOrg` in $PULUMI_HOME/config.json, else the login's user name in
 * credentials.json (the real CLI also asks the service for a console-set default; the emulator
 * has no service, so without either file it fails as an unauthenticated CLI would).
 */
function cloudDefaultOrg(url) {
  const home = process.env.PULUMI_HOME || path.join(os.homedir(), ".pulumi");
  const read = (file, keys) => {
    try {
      let value = JSON.parse(readFileSync(path.join(home, file), "utf8"));
      for (const key of keys) value = value?.[key];
      return typeof value === "string" && value !== "" ? value : null;
    } catch {
      return null;
    }
  };
  const org =
    read("config.json", ["backends", url, "defaultOrg"]) ??
    read("credentials.json", ["accounts", url, "username"]);
  if (org === null) fail(`no credentials for ${url}: run \`pulumi login ${url}\` first`);
  return org;
}

function resolveStack(name) {
  if (!name)
    fail("no stack selected; pass --stack (the emulator keeps no current stack)", "configuration");
  const url = backendUrl();
  const cloud = /^https?:\/\//.test(url);
  const parts = name.split("/");
  let org = "";
  let proj = "";
  let stack = "";
  if (parts.length === 3) [org, proj, stack] = parts;
  else if (parts.length === 2) [org, stack] = parts;
  else [stack] = parts;
  if (!cloud) {
    if (org === "") org = "organization";
    if (org !== "organization") fail("organization name must be 'organization'");
  } else if (org === "") org = cloudDefaultOrg(url);
  if (proj === "") proj = project.name;
  if (proj !== project.name) {
    fail(`provided project name "${proj}" doesn't match Pulumi.yaml`);
  }
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(stack)) {
    fail(
      `stack names are limited to 100 characters and may only contain alphanumeric, hyphens, underscores, or periods: ${stack}`,
    );
  }
  const qualified = `${org}/${proj}/${stack}`;
  if (cloud) {
    const shared = scenario.data.cloud?.dir;
    const root = shared ? scenarioPath(shared) : path.join(emulatorDir, "cloud");
    return {
      cloud: true,
      url,
      org,
      project: proj,
      stack,
      qualified,
      checkpoint: path.join(root, org, proj, `${stack}.json`),
      lockDir: null,
    };
  }
  if (!url.startsWith("file://"))
    fail(`the emulator implements only file:// DIY backends and Pulumi Cloud, got ${url}`);
  let root = url.slice("file://".length);
  if (root === "~" || root.startsWith("~/")) root = path.join(os.homedir(), root.slice(1));
  root = path.resolve(cwd, root);
  mkdirSync(path.join(root, ".pulumi"), { recursive: true });
  const meta = path.join(root, ".pulumi", "meta.yaml");
  if (!existsSync(meta)) writeFileSync(meta, "version: 1\n");
  return {
    cloud: false,
    url,
    root,
    org,
    project: proj,
    stack,
    qualified,
    checkpoint: path.join(root, ".pulumi", "stacks", proj, `${stack}.json`),
    lockDir: path.join(root, ".pulumi", "locks", "organization", proj, stack),
  };
}

function writeAtomic(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

function readCheckpoint(ref, { required = true } = {}) {
  if (!existsSync(ref.checkpoint)) {
    if (!required) return null;
    fail(`no stack named '${ref.qualified}' found`, "stack-not-found");
  }
  const parsed = JSON.parse(readFileSync(ref.checkpoint, "utf8"));
  const latest = parsed.checkpoint.latest ?? {};
  return {
    resources: latest.resources ?? [],
    pending: latest.pending_operations ?? [],
    manifest: latest.manifest,
    secrets: latest.secrets_providers,
  };
}

function writeCheckpoint(ref, state) {
  const latest = {
    manifest: {
      time: new Date().toISOString(),
      magic: createHash("sha256").update(`v${VERSION}`).digest("hex"),
      version: `v${VERSION}`,
    },
    secrets_providers: state.secrets ?? { type: "passphrase", state: { salt: "v1:emulator" } },
    resources: state.resources,
  };
  if (state.pending.length > 0) latest.pending_operations = state.pending;
  const document = { version: 3, checkpoint: { stack: ref.qualified, latest } };
  writeAtomic(ref.checkpoint, `${JSON.stringify(document, null, 4)}\n`);
}

// ------------------------------------------------------------------------------------------
// DIY locks (pkg/backend/diy/lock.go format and message)

function listLockFiles(ref) {
  if (!ref.lockDir || !existsSync(ref.lockDir)) return [];
  return readdirSync(ref.lockDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.join(ref.lockDir, f));
}

function lockUrl(ref, file) {
  return `file://${path.posix.join(ref.root, path.relative(ref.root, file).split(path.sep).join("/"))}`;
}

let heldLock = null;

function checkForLock(ref) {
  const others = listLockFiles(ref).filter((f) => f !== heldLock);
  if (others.length === 0) return;
  let message =
    `the stack is currently locked by ${others.length} lock(s). Either wait for the other ` +
    "process(es) to end or delete the lock file with `pulumi cancel`.";
  for (const file of others) {
    const l = JSON.parse(readFileSync(file, "utf8"));
    message += `\n  ${lockUrl(ref, file)}: created by ${l.username}@${l.hostname} (pid ${l.pid}) at ${l.timestamp}`;
  }
  if (heldLock) unlock();
  fail(message);
}

// ------------------------------------------------------------------------------------------
// Pulumi Cloud update leases (emulated locally): the history of updates, newest last

function historyFile(ref) {
  return ref.checkpoint.replace(/\.json$/, ".history.json");
}

function readHistory(ref) {
  const file = historyFile(ref);
  const updates = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
  if (updates.length === 0 && scenario.data.cloud?.activeUpdate) {
    updates.push({
      version: 1,
      kind: "update",
      startTime: new Date(Date.now() - 60_000).toISOString().replace(/\.\d+Z$/, "Z"),
      message: "an update started from another machine",
      environment: { "exec.kind": "cli" },
      config: {},
      result: "in-progress",
    });
  }
  return updates;
}

let cloudUpdate = null;

/**
 * The service is one server: every change of a stack's update history (start a lease, complete
 * or cancel one) is atomic, so two CLIs (two checkouts sharing `cloud.dir`) can never both hold
 * the lease. A mutex file holds the changing process's pid; one left by a dead process is taken
 * over. `change` returns a value; it must not exit.
 */
function changeHistory(ref, change) {
  const mutex = `${historyFile(ref)}.mutex`;
  mkdirSync(path.dirname(mutex), { recursive: true });
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let tries = 0; ; tries += 1) {
    try {
      writeFileSync(mutex, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(mutex, "utf8"));
    } catch {
      continue; // released in between
    }
    if (owner > 0 && !processAlive(owner)) {
      try {
        unlinkSync(mutex);
      } catch {
        // taken over by another process in between
      }
      continue;
    }
    if (tries > 4000) fail(`the emulated service's history mutex ${mutex} is held by pid ${owner}`);
    Atomics.wait(sleeper, 0, 0, 5);
  }
  try {
    return change();
  } finally {
    unlinkSync(mutex);
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function writeHistory(ref, updates) {
  writeAtomic(historyFile(ref), `${JSON.stringify(updates, null, 2)}\n`);
}

function startCloudUpdate(ref, kind) {
  const started = changeHistory(ref, () => {
    const updates = readHistory(ref);
    if (updates.some((u) => u.result === "in-progress")) return null;
    const version = (updates.at(-1)?.version ?? 0) + 1;
    updates.push({
      version,
      kind,
      startTime: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
      message: flags.message ?? "",
      environment: { "exec.kind": "cli" },
      config: {},
      result: "in-progress",
    });
    writeHistory(ref, updates);
    return version;
  });
  if (started === null) fail("[409] Conflict: Another update is currently in progress.");
  cloudUpdate = started;
}

function completeCloudUpdate(ref, result) {
  if (cloudUpdate === null) return;
  const version = cloudUpdate;
  cloudUpdate = null;
  changeHistory(ref, () => {
    const updates = readHistory(ref);
    const update = updates.find((u) => u.version === version);
    // A canceled lease stays as the cancel left it.
    if (!update || update.result !== "in-progress") return;
    update.result = result;
    update.endTime = new Date().toISOString().replace(/\.\d+Z$/, "Z");
    update.resourceChanges = {};
    writeHistory(ref, updates);
  });
}

function lock(ref, kind = "update") {
  if (ref.cloud) {
    startCloudUpdate(ref, kind);
    lockedRef = ref;
    return;
  }
  checkForLock(ref);
  heldLock = path.join(ref.lockDir, `${randomUUID()}.json`);
  mkdirSync(ref.lockDir, { recursive: true });
  const content = {
    pid: process.pid,
    username: os.userInfo().username,
    hostname: os.hostname(),
    timestamp: new Date().toISOString(),
  };
  writeFileSync(heldLock, JSON.stringify(content));
  checkForLock(ref);
}

let lockedRef = null;

function unlock(result = "succeeded") {
  if (lockedRef?.cloud) completeCloudUpdate(lockedRef, result);
  if (heldLock === null) return;
  try {
    unlinkSync(heldLock);
  } catch {
    // already gone
  }
  heldLock = null;
}

// ------------------------------------------------------------------------------------------
// Recorded material

/** Splits concatenated JSON objects (NDJSON or pretty-printed one after another). */
function splitObjects(text) {
  const out = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === "\\") escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{") {
      if (depth === 0) start = i;
      depth += 1;
    } else if (c === "}") {
      depth -= 1;
      if (depth === 0) out.push(JSON.parse(text.slice(start, i + 1)));
    }
  }
  return out;
}

function stateOf(meta) {
  if (!meta) return null;
  const r = { urn: meta.urn, custom: meta.custom === true, type: meta.type };
  if (meta.id) r.id = meta.id;
  if (meta.delete) r.delete = true;
  if (meta.inputs && Object.keys(meta.inputs).length > 0) r.inputs = meta.inputs;
  if (meta.outputs && Object.keys(meta.outputs).length > 0) r.outputs = meta.outputs;
  if (meta.parent) r.parent = meta.parent;
  if (meta.protect) r.protect = true;
  if (meta.provider) r.provider = meta.provider;
  if (meta.dependencies?.length) r.dependencies = meta.dependencies;
  return r;
}

function metaOf(state) {
  if (!state) return null;
  return {
    type: state.type,
    urn: state.urn,
    custom: state.custom === true,
    id: state.id ?? "",
    parent: state.parent ?? "",
    inputs: state.inputs ?? {},
    outputs: state.outputs ?? {},
    provider: state.provider ?? "",
  };
}

function nameOf(urn) {
  return urn.split("::").pop();
}

function providerId(urn) {
  return `${nameOf(urn)}-${createHash("sha256").update(urn).digest("hex").slice(0, 7)}`;
}

/** The resource steps of a stage: [{op, urn, old, new, diffs, detailedDiff, keys, provider}]. */
function stageSteps(stage) {
  if (stage.preview) {
    const doc = JSON.parse(readFileSync(scenarioPath(stage.preview), "utf8"));
    return (doc.steps ?? []).map((s) => ({
      op: s.op,
      urn: s.urn,
      old: s.oldState ? metaOf(s.oldState) : null,
      new: s.newState ? metaOf(s.newState) : null,
      diffs: s.diffReasons,
      keys: s.replaceReasons,
      detailedDiff: s.detailedDiff ?? null,
      provider: s.provider ?? "",
    }));
  }
  const events = splitObjects(readFileSync(scenarioPath(stage.events), "utf8"));
  return events
    .filter((e) => e.resourcePreEvent)
    .map((e) => {
      const m = e.resourcePreEvent.metadata;
      return {
        op: m.op,
        urn: m.urn,
        old: m.old ?? null,
        new: m.new ?? null,
        diffs: m.diffs,
        keys: m.keys,
        detailedDiff: m.detailedDiff ?? null,
        provider: m.provider ?? "",
      };
    });
}

/** The state a stage starts from: what its steps say existed before. */
function priorState(stage) {
  const resources = [];
  for (const step of stageSteps(stage)) {
    if (
      step.old &&
      !REPLACEMENT_HALVES.has(step.op) &&
      !resources.some((r) => r.urn === step.urn)
    ) {
      resources.push(stateOf(step.old));
    }
  }
  return resources;
}

function previewDocumentFor(stage, kind, current) {
  if (kind === "normal" && stage.preview) return readFileSync(scenarioPath(stage.preview), "utf8");
  let steps;
  if (kind === "destroy") {
    steps = [...current.resources]
      .reverse()
      .map((r) => ({ op: "delete", urn: r.urn, old: metaOf(r), new: null }));
  } else if (kind === "refresh") {
    steps = current.resources.map((r) => ({
      op: "same",
      urn: r.urn,
      old: metaOf(r),
      new: metaOf(r),
    }));
  } else {
    steps = stageSteps(stage);
  }
  const changeSummary = {};
  const out = [];
  for (const s of steps) {
    if (!REPLACEMENT_HALVES.has(s.op)) changeSummary[s.op] = (changeSummary[s.op] ?? 0) + 1;
    if (s.op === "same") continue;
    const step = { op: s.op, urn: s.urn };
    if (s.provider) step.provider = s.provider;
    if (s.old) step.oldState = stateOf(s.old);
    if (s.new) step.newState = stateOf(s.new);
    if (s.diffs?.length) step.diffReasons = s.diffs;
    if (s.keys?.length) step.replaceReasons = s.keys;
    step.detailedDiff = s.detailedDiff ?? null;
    out.push(step);
  }
  return `${JSON.stringify({ config: {}, steps: out, duration: 1000000, changeSummary }, null, 4)}\n`;
}

// ------------------------------------------------------------------------------------------
// Engine events out

let sequence = 0;
function emit(payload) {
  sequence += 1;
  const event = { sequence, timestamp: Math.floor(Date.now() / 1000), ...payload };
  process.stdout.write(`${JSON.stringify(event)}\n`);
}
function emitRecorded(event) {
  if (typeof event.sequence === "number") sequence = Math.max(sequence, event.sequence);
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

function summaryPayload(changes, failed, started) {
  const summary = {
    maybeCorrupt: false,
    durationSeconds: Math.max(0, Math.round((Date.now() - started) / 1000)),
    resourceChanges: changes,
    PolicyPacks: {},
  };
  if (atLeast(3, 237)) {
    summary.isPreview = false;
    summary.result = failed ? "failed" : "succeeded";
  }
  return { summaryEvent: summary };
}

// ------------------------------------------------------------------------------------------
// Signals (cancellation scope of an engine operation)

let interrupts = 0;
let wake = null;
function onInterrupt(signal) {
  interrupts += 1;
  process.stderr.write(
    interrupts === 1
      ? `^C received (${signal}); cancelling. If you would like to terminate immediately, press ^C again.\n`
      : `^C received (${signal}); terminating\n`,
  );
  wake?.();
}
function installEngineSignals() {
  process.on("SIGINT", () => onInterrupt("SIGINT"));
  if (atLeast(3, 136)) process.on("SIGTERM", () => onInterrupt("SIGTERM"));
}
function pause(ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      wake = null;
      resolve();
    }
    wake = done;
  });
}

// ------------------------------------------------------------------------------------------
// One update: replays steps against the checkpoint, pending operations first

const PENDING_AT_START = {
  create: "creating",
  "create-replacement": "creating",
  import: "importing",
  "import-replacement": "importing",
  update: "updating",
  delete: "deleting",
  "delete-replaced": "deleting",
  read: "reading",
  "read-replacement": "reading",
};

const CLOUD_CREATES = new Set(["create", "create-replacement"]);

class Update {
  constructor(ref, state) {
    this.ref = ref;
    this.state = state;
    this.started = new Map();
    this.done = new Set();
    this.failed = new Set();
    this.changes = {};
    this.errors = 0;
    this.startedAt = Date.now();
    /** The outputs event of each step to come (urn + op), for the id its create will have. */
    this.outputs = new Map();
  }
  persist() {
    writeCheckpoint(this.ref, this.state);
  }
  upsert(resource) {
    const i = this.state.resources.findIndex((r) => r.urn === resource.urn);
    if (i >= 0) this.state.resources[i] = resource;
    else this.state.resources.push(resource);
  }
  remove(urn) {
    this.state.resources = this.state.resources.filter((r) => r.urn !== urn);
  }
  dropPending(urn) {
    this.state.pending = this.state.pending.filter((p) => p.resource.urn !== urn);
  }
  begin(meta) {
    const type = PENDING_AT_START[meta.op];
    if (type) {
      const resource = stateOf(type === "deleting" ? meta.old : meta.new) ?? stateOf(meta.old);
      this.state.pending.push({ resource, type });
      this.persist();
    }
    this.started.set(`${meta.urn}\u0000${meta.op}`, meta);
    if (CLOUD_CREATES.has(meta.op)) {
      const at = Number(scenario.data.createAt ?? 0.5) * Number(scenario.data.eventDelayMs ?? 5);
      const outputs = this.outputs.get(`${meta.urn}\u0000${meta.op}`);
      setTimeout(() => cloudCreate(meta, outputs), Math.max(0, at));
    }
    if (meta.op === "same") {
      this.upsert(stateOf(meta.new ?? meta.old));
      this.count("same", meta.urn);
    }
  }
  end(meta) {
    if (CLOUD_CREATES.has(meta.op)) cloudCreate(meta);
    if (["delete", "delete-replaced"].includes(meta.op) && isCloudResource(stateOf(meta.old))) {
      cloudRecord("delete", stateOf(meta.old));
    }
    this.dropPending(meta.urn);
    const op = meta.op;
    if (
      [
        "create",
        "create-replacement",
        "import",
        "import-replacement",
        "update",
        "read",
        "read-replacement",
        "refresh",
      ].includes(op)
    ) {
      this.upsert(stateOf(meta.new));
    } else if (op === "delete" || op === "discard") {
      this.remove(meta.urn);
    }
    this.persist();
    this.done.add(`${meta.urn}\u0000${op}`);
    if (op !== "same") this.count(op, meta.urn);
  }
  count(op, urn) {
    if (REPLACEMENT_HALVES.has(op)) return;
    const key = `${urn}\u0000${op}`;
    if (this.counted?.has(key)) return;
    this.counted ??= new Set();
    this.counted.add(key);
    this.changes[op] = (this.changes[op] ?? 0) + 1;
  }
  fail(meta) {
    this.dropPending(meta.urn);
    this.persist();
    this.failed.add(`${meta.urn}\u0000${meta.op}`);
  }
  inFlight() {
    return [...this.started.entries()]
      .filter(
        ([key, m]) =>
          m.op !== "same" && m.op !== "replace" && !this.done.has(key) && !this.failed.has(key),
      )
      .map(([, m]) => m);
  }
}

/** A step with the ids a provider would have assigned. */
function completed(meta) {
  const out = structuredClone(meta);
  if (
    out.new &&
    out.new.custom &&
    !out.new.id &&
    ["create", "create-replacement"].includes(out.op)
  ) {
    out.new.id = providerId(out.urn);
  }
  if (out.new && Object.keys(out.new.outputs ?? {}).length === 0 && out.new.inputs) {
    out.new.outputs = { ...out.new.inputs, ...(out.new.id ? { id: out.new.id } : {}) };
  }
  return out;
}

/** The event stream of an update: recorded (stage.events) or synthesized from preview steps. */
function updateEvents(stage) {
  if (stage.events)
    return {
      recorded: true,
      events: splitObjects(readFileSync(scenarioPath(stage.events), "utf8")),
    };
  const events = [{ preludeEvent: { config: {} } }];
  for (const step of stageSteps(stage)) {
    const meta = {
      op: step.op,
      urn: step.urn,
      type: (step.new ?? step.old).type,
      old: step.old,
      new: step.new,
      logical: true,
      provider: step.provider,
    };
    if (step.diffs) meta.diffs = step.diffs;
    if (step.keys) meta.keys = step.keys;
    if (step.detailedDiff) meta.detailedDiff = step.detailedDiff;
    events.push({ resourcePreEvent: { metadata: meta } });
    events.push({ resOutputsEvent: { metadata: completed(meta) } });
  }
  return { recorded: false, events };
}

async function runUpdate(ref, verb, flags) {
  if (!flags.yes && (flags.nonInteractive || !process.stdin.isTTY)) {
    fail(
      "--yes or --skip-preview must be passed in to proceed when running in non-interactive mode",
      "configuration",
    );
  }
  readCheckpoint(ref); // no such stack: refused before any lock, as the real CLI does
  lock(ref, verb === "up" ? "update" : verb);
  // The snapshot is read under the lock (diy backend: Lock, then the update reads the stack),
  // so an update that finished in between is never written over.
  const current = readCheckpoint(ref);
  // Scenario `unhandledAfterLockMs`: the lock is held but no signal handler is installed yet,
  // like the real CLI outside an engine operation (Go's default: a SIGINT exits at once).
  const unhandled = Number(scenario.data.unhandledAfterLockMs ?? 0);
  if (unhandled > 0) await new Promise((resolve) => setTimeout(resolve, unhandled));
  installEngineSignals();
  const update = new Update(ref, {
    resources: current.resources,
    pending: current.pending,
    secrets: current.secrets,
  });
  if (current.pending.length > 0) {
    const list = current.pending
      .map((p) => `  * ${p.resource.urn}, interrupted while ${p.type}`)
      .join("\n");
    emit({
      diagnosticEvent: {
        prefix: "<{%fg 3%}>warning: <{%reset%}>",
        message: `<{%reset%}>Attempting to deploy or update resources with ${current.pending.length} pending operations from previous deployment.\n${list}\n<{%reset%}>\n`,
        color: "raw",
        severity: "warning",
      },
    });
    // Only pending creates survive the next checkpoint.
    update.state.pending = current.pending.filter((p) => p.type === "creating");
  }
  let events;
  let recorded = false;
  const stage = currentStage().stage;
  if (verb === "up") ({ events, recorded } = updateEvents(stage));
  else if (verb === "destroy") {
    events = [{ preludeEvent: { config: {} } }];
    for (const r of [...current.resources].reverse()) {
      const meta = {
        op: "delete",
        urn: r.urn,
        type: r.type,
        old: metaOf(r),
        new: null,
        logical: true,
        provider: r.provider ?? "",
      };
      events.push(
        { resourcePreEvent: { metadata: meta } },
        { resOutputsEvent: { metadata: meta } },
      );
    }
  } else {
    events = refreshEvents(update, flags);
  }
  const delay = Number(scenario.data.eventDelayMs ?? 5);
  const lag = Number(scenario.data.checkpointLagMs ?? 0);
  for (const event of events) {
    const m = event.resOutputsEvent?.metadata;
    if (m && !event.resOutputsEvent.planning) update.outputs.set(`${m.urn}\u0000${m.op}`, m);
  }
  let tail = [];
  for (let i = 0; i < events.length; i += 1) {
    if (interrupts > 0) break;
    const event = events[i];
    if (event.summaryEvent || event.cancelEvent) {
      tail = events.slice(i);
      break;
    }
    const pre = event.resourcePreEvent?.metadata;
    const out = event.resOutputsEvent?.metadata;
    const failed = event.resOpFailedEvent?.metadata;
    if (pre && !event.resourcePreEvent.planning) update.begin(pre);
    if (failed) update.fail(failed);
    if (event.diagnosticEvent?.severity === "error") update.errors += 1;
    if (recorded) emitRecorded(event);
    else emit(event);
    // Pulumi's engine emits a step's outputs event, then writes the checkpoint (End).
    if (out && !event.resOutputsEvent.planning) {
      if (out.op && CLOUD_CREATES.has(out.op)) cloudCreate(out);
      if (lag > 0) await new Promise((resolve) => setTimeout(resolve, lag));
      update.end(out);
    }
    await pause(delay);
  }
  if (interrupts === 0 && update.inFlight().length > 0) {
    await pause(Number(scenario.data.hangMs ?? 600_000));
    if (interrupts === 0) interrupts = 1; // treat a hang that nobody stopped as a cancel
  }
  if (interrupts === 0) {
    const recordedSummary = tail.find((e) => e.summaryEvent);
    const failed =
      update.failed.size > 0 ||
      update.errors > 0 ||
      recordedSummary?.summaryEvent.result === "failed";
    if (recorded && tail.length > 0) for (const e of tail) emitRecorded(e);
    else {
      emit(summaryPayload(update.changes, failed, update.startedAt));
      emit({ cancelEvent: {} });
    }
    update.persist();
    unlock(failed ? "failed" : "succeeded");
    if (!failed && verb === "up") advanceStage();
    process.exit(failed ? EXIT.failed : 0);
  }
  // Canceled: the first interrupt lets in-flight steps finish, a second one terminates.
  if (interrupts === 1) {
    await pause(Number(scenario.data.inflightMs ?? 3000));
    if (interrupts === 1) {
      for (const meta of update.inFlight()) {
        const done = completed(meta);
        emit({ resOutputsEvent: { metadata: done } });
        update.end(done);
      }
    }
  }
  emit({
    diagnosticEvent: {
      prefix: "<{%fg 1%}>error: <{%reset%}>",
      message: "<{%reset%}>update canceled<{%reset%}>\n",
      color: "raw",
      severity: "error",
    },
  });
  emit(summaryPayload(update.changes, true, update.startedAt));
  emit({ cancelEvent: {} });
  update.persist();
  unlock("failed");
  process.exit(EXIT.failed);
}

/** `refresh`: applies the pending-create flags, resolves other pending operations, reads every resource. */
function refreshEvents(update, flags) {
  if (flags.skipPendingCreates && flags.clearPendingCreates) {
    unlock("failed");
    fail("cannot set both --skip-pending-creates and --clear-pending-creates");
  }
  const pairs = flags.importPendingCreates;
  if (pairs.length % 2 !== 0) {
    unlock("failed");
    fail("each URN must be followed by an ID: found an odd number of entries");
  }
  const ids = new Map();
  for (let i = 0; i < pairs.length; i += 2) ids.set(pairs[i], pairs[i + 1]);
  const unused = new Set(ids.keys());
  const live = cloudLive();
  for (const [urn, id] of ids) {
    if (live !== null && !live.has(id)) {
      unlock("failed");
      fail(`importing ${urn}: the provider has no resource with id ${JSON.stringify(id)}`);
    }
  }
  for (const p of update.state.pending) {
    if (p.type === "creating" && ids.has(p.resource.urn)) {
      p.type = "importing";
      p.resource.id = ids.get(p.resource.urn);
      unused.delete(p.resource.urn);
    }
  }
  for (const urn of unused)
    process.stderr.write(`warning: "${urn}" did not correspond to a pending create\n`);
  if (flags.clearPendingCreates)
    update.state.pending = update.state.pending.filter((p) => p.type !== "creating");
  update.persist();
  const events = [{ preludeEvent: { config: {} } }];
  const importing = update.state.pending.filter((p) => p.type === "importing");
  // Non-create pending operations are resolved by reading the resource; creates stay unless handled.
  update.state.pending = update.state.pending.filter((p) => p.type === "creating");
  for (const p of importing) {
    const meta = {
      op: "import",
      urn: p.resource.urn,
      type: p.resource.type,
      old: null,
      new: metaOf(p.resource),
      logical: false,
      provider: p.resource.provider ?? "",
    };
    events.push(
      { resourcePreEvent: { metadata: meta } },
      { resOutputsEvent: { metadata: completed(meta) } },
    );
  }
  for (const r of update.state.resources) {
    if (!r.custom) continue;
    const meta = {
      op: "refresh",
      urn: r.urn,
      type: r.type,
      old: metaOf(r),
      new: metaOf(r),
      logical: false,
      provider: r.provider ?? "",
    };
    events.push({ resourcePreEvent: { metadata: meta } }, { resOutputsEvent: { metadata: meta } });
  }
  return events;
}

// ------------------------------------------------------------------------------------------
// Commands

const { words, flags } = parseArgs(argv);
const [command, sub] = words;

switch (command) {
  case "version":
    process.stdout.write(`v${VERSION}\n`);
    process.exit(0);
    break;
  case "stack": {
    const ref = resolveStack(flags.stack ?? words[2]);
    if (sub === "init") {
      if (existsSync(ref.checkpoint)) fail(`stack '${ref.qualified}' already exists`);
      writeCheckpoint(ref, { resources: priorState(currentStage().stage), pending: [] });
      process.stdout.write(`Created stack '${ref.qualified}'\n`);
      process.exit(0);
    }
    if (sub === "export") {
      const state = readCheckpoint(ref);
      const deployment = {
        manifest: state.manifest,
        secrets_providers: state.secrets,
        resources: state.resources,
      };
      if (state.pending.length > 0) deployment.pending_operations = state.pending;
      process.stdout.write(`${JSON.stringify({ version: 3, deployment }, null, 4)}\n`);
      process.exit(0);
    }
    if (sub === "import") {
      if (!flags.file) fail("--file is required", "configuration");
      readCheckpoint(ref);
      lock(ref);
      const parsed = JSON.parse(readFileSync(path.resolve(cwd, flags.file), "utf8"));
      const deployment = parsed.deployment ?? parsed.checkpoint?.latest ?? {};
      writeCheckpoint(ref, {
        resources: deployment.resources ?? [],
        pending: deployment.pending_operations ?? [],
        secrets: deployment.secrets_providers,
      });
      unlock();
      process.stdout.write("Import complete.\n");
      process.exit(0);
    }
    if (sub === "history") {
      if (!ref.cloud) {
        fail("the emulator keeps update history for Pulumi Cloud stacks only", "configuration");
      }
      readCheckpoint(ref);
      const size = Number(flags.pageSize ?? 10);
      const page = Number(flags.page ?? 1);
      const newestFirst = readHistory(ref).reverse();
      const shown = newestFirst.slice((page - 1) * size, page * size);
      if (!flags.json) fail("the emulator prints stack history only with --json", "configuration");
      process.stdout.write(`${JSON.stringify(shown, null, 4)}\n`);
      process.exit(0);
    }
    fail(`the emulator does not implement \`pulumi stack ${sub ?? ""}\``, "configuration");
    break;
  }
  case "preview": {
    const ref = resolveStack(flags.stack);
    const current = readCheckpoint(ref);
    process.stdout.write(previewDocumentFor(currentStage().stage, "normal", current));
    process.exit(0);
    break;
  }
  case "up":
  case "destroy":
  case "refresh": {
    const ref = resolveStack(flags.stack);
    if (flags.previewOnly) {
      const current = readCheckpoint(ref);
      process.stdout.write(
        previewDocumentFor(
          currentStage().stage,
          command === "destroy" ? "destroy" : "refresh",
          current,
        ),
      );
      process.exit(0);
    }
    await runUpdate(ref, command, flags);
    break;
  }
  case "cancel": {
    const ref = resolveStack(flags.stack ?? sub);
    if (!flags.yes && (flags.nonInteractive || !process.stdin.isTTY)) {
      fail(
        "--yes must be passed in to proceed when running in non-interactive mode",
        "configuration",
      );
    }
    if (ref.cloud) {
      const refused = changeHistory(ref, () => {
        const updates = readHistory(ref);
        if (updates.length === 0) return `${ref.qualified} has never been updated`;
        const active = updates.at(-1);
        if (active.result !== "in-progress")
          return "[409] Conflict: The Update has already completed";
        active.result = "failed";
        active.endTime = new Date().toISOString().replace(/\.\d+Z$/, "Z");
        writeHistory(ref, updates);
        return null;
      });
      if (refused !== null) fail(refused);
    } else {
      // The real DIY cancel: every lock file of the stack goes, live owners' included.
      for (const file of listLockFiles(ref)) unlinkSync(file);
    }
    process.stdout.write(
      `The currently running update for '${ref.qualified}' has been canceled!\n`,
    );
    process.exit(0);
    break;
  }
  case "import": {
    const ref = resolveStack(flags.stack);
    const [, type, name, id] = words;
    if (!type || !name || !id) fail("usage: pulumi import <type> <name> <id>", "configuration");
    readCheckpoint(ref);
    lock(ref);
    const state = readCheckpoint(ref); // read under the lock, as for an update
    const urn = `urn:pulumi:${ref.stack}::${ref.project}::${type}::${name}`;
    const live = cloudLive();
    if (live !== null && !live.has(id)) {
      unlock("failed");
      fail(`importing ${urn}: the provider has no resource with id ${JSON.stringify(id)}`);
    }
    // As the real CLI: an import is protected unless --protect=false.
    state.resources.push({
      urn,
      custom: true,
      id,
      type,
      ...(flags.protect === false ? {} : { protect: true }),
    });
    writeCheckpoint(ref, state);
    unlock();
    process.stdout.write(`Resources:\n    + 1 imported\n`);
    process.exit(0);
    break;
  }
  default:
    fail(`the emulator does not implement \`pulumi ${command ?? ""}\``, "configuration");
}
