#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  BoundedTail,
  PG_APPLICATION_ENV,
  VERSION,
  combineResults,
  configuredSealKey,
  decideLockOwnership,
  decidePulumiLockOwnership,
  decideRunOver,
  describeLockHolder,
  digestChangeSet,
  digestMatches,
  finishRecovery,
  hasSealedValues,
  importArgs,
  isEncryptedState,
  isStackgatePgName,
  isTerraformProject,
  lockTimeoutMs,
  newSealKey,
  outcomeAfterStop,
  ownPgApplicationName,
  parseLockCreated,
  parseUrn,
  pgLockIdentity,
  planKeySealKey,
  planOutcomeAfterStop,
  planParts,
  publishComment,
  runIdOfMessage,
  shortDigest,
  suggestCommand,
  terraformTraits,
  truncate,
  visibleAddress,
  wrongEngineError
} from "./chunk-WFWXWPJI.js";
import {
  assertPulumiProject
} from "./chunk-WWROM6F2.js";
import {
  DRIFT_ADDRESS,
  FileJournalStore,
  OpenItemsStore,
  UNKNOWN_RUN_LIVENESS,
  addOpenItems,
  adoptRun,
  closeFlags,
  closeOpenItems,
  currentWorkspace,
  describeOpenItem,
  durableStores,
  dynamoLockId,
  isEngineProcess,
  isPidAlive,
  itemId,
  journalKey,
  loadPg,
  lockfileKey,
  openJournal,
  openOf,
  parsePgConnString,
  quoteIdentifier,
  readLatestRun,
  readLatestRunOnce,
  readS3BackendSettings,
  readUnfinishedRuns,
  readUnfinishedRunsOnce,
  runHeader,
  runRefOf,
  userAtHost
} from "./chunk-LSOOXFMM.js";
import {
  JournalError,
  assertJournalFor,
  assertNoSymlinkBelow,
  assertRuntimeDir,
  deleteDynamoItemIf,
  deleteObject,
  describeWriteFailure,
  engineMode,
  ensureRuntimeDir,
  getDynamoItem,
  getObjectBytes,
  isConditionLost,
  isTerminal,
  pathWithin,
  putDynamoItem,
  putObjectIfAbsent,
  readPlanRecord,
  recordKey,
  recordMismatch,
  runtimeDirOf,
  shellQuote,
  shellWord,
  stateBindingOf,
  workdirInCheckout,
  writeFileAtomically,
  writePlanRecord
} from "./chunk-DCBZOTI7.js";
import {
  pgConnString,
  pgSchemaName,
  readBackendConfig
} from "./chunk-PK6XDSNJ.js";
import {
  EXIT,
  StackgateError,
  messageOf,
  quoteExcerpt
} from "./chunk-EA2UQZIC.js";
import {
  maskedOutputs
} from "./chunk-UURRQXPS.js";

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
import os from "node:os";

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
  const runState = run.terminal || run.host === os.hostname() ? "unknown" : await liveness.runState(runRefOf(run));
  return decideRunOver(run, os.hostname(), isPidAlive, runState);
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
  if (state.header.attempt !== void 0) run.attempt = state.header.attempt;
  if (state.header.job !== void 0) run.job = state.header.job;
  if (state.header.index !== void 0) run.index = state.header.index;
  if (state.enginePid !== void 0) run.enginePid = state.enginePid;
  return run;
}
async function stopSurvivingEngine(state, settings) {
  if (isTerminal(state) || state.header.host !== os.hostname()) return { kind: "none" };
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
import { createHash } from "node:crypto";
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
  return bytes === null ? null : createHash("md5").update(bytes).digest("hex");
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
import path from "node:path";
function localStatePath(workdir, backend, env = process.env) {
  if (backend.type !== "local") return null;
  const configured = typeof backend.config.path === "string" ? backend.config.path : "";
  const workspace = currentWorkspace(workdir, env);
  if (workspace === "default") {
    return path.resolve(workdir, configured !== "" ? configured : "terraform.tfstate");
  }
  const dir = typeof backend.config.workspace_dir === "string" && backend.config.workspace_dir !== "" ? backend.config.workspace_dir : "terraform.tfstate.d";
  return path.resolve(workdir, dir, workspace, "terraform.tfstate");
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
function parseHolderJson(text) {
  try {
    const info = JSON.parse(text);
    if (typeof info.ID !== "string" || info.ID === "") return null;
    const holder = { id: info.ID, raw: text };
    if (typeof info.Who === "string") holder.who = info.Who;
    if (typeof info.Operation === "string") holder.operation = info.Operation;
    if (typeof info.Created === "string") holder.created = info.Created;
    if (typeof info.Info === "string") holder.info = info.Info;
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
      const probe = JSON.stringify({
        ID: randomUUID(),
        Operation: "stackgate-lock-probe",
        Info: "stackgate checks who holds the lock; released at once",
        Who: userAtHost(),
        Version: "",
        Created: (/* @__PURE__ */ new Date()).toISOString(),
        Path: ""
      });
      const locked = await send(cfg.lockMethod, cfg.lockAddress, probe);
      if (locked.status === 200) {
        const released = await send(cfg.unlockMethod, cfg.unlockAddress, probe);
        if (released.status !== 200) {
          throw new StackgateError(
            `stackgate's lock probe could not release its own probe lock at ${cfg.unlockAddress} (HTTP ${released.status}). Release it with: terraform force-unlock -force ${JSON.parse(probe).ID}`,
            EXIT.failed
          );
        }
        return { kind: "free" };
      }
      if (locked.status === 409 || locked.status === 423) {
        const holder = parseHolderJson(locked.text);
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
import { readFileSync, statSync } from "node:fs";
var INITIAL_PID_NAMESPACE = 4026531836;
var REMOTE_FS = /^(nfs4?|cifs|smb3?|fuse(\..*)?|9p|ceph|glusterfs|lustre|gpfs|afs|virtiofs)$/;
var SYSTEM = {
  readFile: (file) => readFileSync(file, "utf8"),
  identify(file) {
    const stat = statSync(file, { throwIfNoEntry: false, bigint: false });
    if (stat === void 0) return null;
    return {
      major: stat.dev >> 8 & 4095,
      minor: stat.dev & 255 | stat.dev >> 12 & 1048320,
      inode: stat.ino
    };
  },
  pidNamespaceInode() {
    try {
      return statSync("/proc/self/ns/pid").ino;
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
  for (const line of reader.readFile("/proc/self/mountinfo").split("\n")) {
    const [left, right] = line.split(" - ");
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
  for (const line of reader.readFile("/proc/locks").split("\n")) {
    const fields = line.replace(/->\s*/, "").trim().split(/\s+/);
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
  const withClient = async (fn) => {
    const pg = await loadPg();
    const client = new pg.Client({ ...connection.config, connectionTimeoutMillis: 5e3 });
    client.on("error", () => void 0);
    try {
      await client.connect();
    } catch (error) {
      throw new StackgateError(
        `could not connect to the pg backend's database ${connection.display}: ${messageOf(error)}. Nothing was unlocked.`,
        EXIT.failed,
        { cause: error }
      );
    }
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => void 0);
    }
  };
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
        const own = (await workspaceHolders(client))[0];
        const row = own ?? (await creationHolders(client))[0];
        if (!row) return { kind: "free" };
        const app = row.application_name ?? "";
        const holder = {
          id: `pg-session:${row.pid}`,
          sessionPid: row.pid,
          created: row.backend_start.toISOString(),
          raw: row.started_us,
          who: `${row.usename}@${row.client_addr ?? "local socket"}${app === "" ? "" : ` (application_name ${JSON.stringify(app)})`}`,
          ...own ? {} : { info: CREATION }
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
  return { where, text: info };
}
async function readLockfile(settings) {
  const key = lockfileKey(settings);
  const bytes = await getObjectBytes(settings, key, "the S3 lock file");
  if (bytes === null) return null;
  return { where: `s3://${settings.bucket}/${key}`, text: Buffer.from(bytes).toString("utf8") };
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
async function readHolders(settings) {
  const reads = [];
  if (settings.dynamodbTable !== void 0)
    reads.push(readDynamoLock(settings, settings.dynamodbTable));
  if (settings.useLockfile) reads.push(readLockfile(settings));
  return (await Promise.all(reads)).filter((r) => r !== null).map((r) => parseS3Lock(r, lockPathOf(settings)));
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
async function takeS3Lock(settings, request) {
  const info = marshalLockInfo({
    ID: request.id,
    Operation: request.operation,
    Info: request.info,
    Who: request.who,
    Version: request.version,
    Created: goTime(/* @__PURE__ */ new Date()),
    Path: lockPathOf(settings)
  });
  let fileTaken = false;
  try {
    if (settings.useLockfile) {
      await putObjectIfAbsent(settings, lockfileKey(settings), info, LOCKFILE);
      fileTaken = true;
    }
    if (settings.dynamodbTable !== void 0) {
      const item = { LockID: dynamoLockId(settings), Info: info };
      await putDynamoItem(settings, settings.dynamodbTable, item, DYNAMO_LOCK, true);
    }
  } catch (error) {
    if (fileTaken) await deleteObject(settings, lockfileKey(settings), LOCKFILE);
    if (!isConditionLost(error)) throw error;
    const other = (await readHolders(settings)).find((h) => h.id !== request.id);
    return { kind: "held", holder: other ?? { id: "(released while stackgate read it)" } };
  }
  return { kind: "taken", release: () => releaseS3Lock(settings, request.id, info) };
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
    take: (request) => takeS3Lock(settings, request),
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
import { existsSync, lstatSync, mkdtempSync, readFileSync as readFileSync2, rmSync, writeFileSync } from "node:fs";
import os2 from "node:os";
import path2 from "node:path";

// src/files/seal-key.ts
import { scryptSync } from "node:crypto";
var SEAL_KDF = { n: 32768, r: 8, p: 1 };
var MAX_MEM = 64 * 1024 * 1024;
function deriveSealKey(secret, salt, cost = SEAL_KDF.n) {
  const { r, p } = SEAL_KDF;
  return scryptSync(Buffer.from(secret, "utf8"), salt, 32, { N: cost, r, p, maxmem: MAX_MEM });
}

// src/files/sealed-envelope.ts
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
var SEAL_TAG_BYTES = 16;
function sealEnvelope(magic, record, payload, secret) {
  const recordJson = Buffer.from(JSON.stringify(record), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(recordJson.length);
  const salt = randomBytes(16);
  const iv = randomBytes(12);
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
var SealedStateError = class extends Error {
};
function sealState(record, state, secret) {
  return sealEnvelope(MAGIC, record, state, secret);
}
function openSealedState(bytes, secret, key, where) {
  const fail = (why) => new SealedStateError(
    `the sealed errored state kept at ${where} cannot be used: ${why}. It is left in place; restore it by hand if it is yours (it holds the state the backend refused).`
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
  return path2.join(workdir, ERRORED_STATE_FILE);
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
      readFileSync2(file),
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
  if (existsSync(local) || isSymlink(local)) {
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
    return lstatSync(file).isSymbolicLink();
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
  const text = readFileSync2(file, "utf8");
  return {
    file,
    pushFile: file,
    source,
    addresses: stateAddresses(text),
    encrypted: isEncryptedState(text),
    unpushable: null,
    dispose
  };
}
function privateFile(content) {
  const dir = mkdtempSync(path2.join(os2.tmpdir(), "stackgate-state-"));
  const file = path2.join(dir, ERRORED_STATE_FILE);
  writeFileSync(file, content, { mode: 384 });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
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
import os3 from "node:os";
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
  const runState = bound ? await liveness.runState(runRefOf(bound.header)) : "unknown";
  const verdict = settings.force ? { kind: "dead", reason: "--force was given" } : decideLockOwnership({
    holder: { ...holder },
    journal: bound ? journalRun(bound) : null,
    thisHost: os3.hostname(),
    isPidAlive,
    runState,
    ...settings.staleAfterMs !== void 0 ? { staleAfterMs: settings.staleAfterMs } : {},
    ...holder.age !== void 0 ? { age: holder.age } : {},
    ageUnknown: holder.ageUnknown ?? `the ${locks.backend} backend's lock carries no time kept by its server`
  });
  return {
    holder,
    described: describeLockHolder({ ...probe.holder, ...holder }),
    verdict,
    // A local fcntl lock read from the kernel dies with its process: held means a live owner.
    breakable: locks.backend !== "local"
  };
}
function rememberInspection(locks) {
  let seen = null;
  const remembering = {
    backend: locks.backend,
    writableWhileHeld: locks.writableWhileHeld,
    inspect: () => seen ??= locks.inspect().catch((error) => {
      seen = null;
      throw error;
    }),
    async breakLock(holder) {
      seen = null;
      await locks.breakLock(holder);
    },
    manualCommand: (holder) => locks.manualCommand(holder),
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
import { chmodSync, mkdirSync, renameSync as renameSync2 } from "node:fs";
import path3 from "node:path";

// src/recovery/local-state.ts
import { copyFileSync, existsSync as existsSync2, readFileSync as readFileSync3, renameSync, statSync as statSync2 } from "node:fs";
function checkLocalState(state) {
  if (!existsSync2(state)) return { kind: "fine" };
  const reason = damage(state);
  if (reason === null) return { kind: "fine" };
  const backup = `${state}.backup`;
  if (existsSync2(backup) && damage(backup) === null) {
    return { kind: "restorable", state, backup, reason };
  }
  return { kind: "lost", state, reason };
}
function restoreLocalState(check) {
  const kept = `${check.state}.damaged-${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}`;
  renameSync(check.state, kept);
  copyFileSync(check.backup, check.state);
  return kept;
}
function damage(file) {
  if (statSync2(file).size === 0) return "it is empty (0 bytes)";
  let parsed;
  try {
    parsed = JSON.parse(readFileSync3(file, "utf8"));
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
    const name = path3.basename(check.state);
    if (check.kind === "lost") {
      const message = `${name} is damaged: ${check.reason}, and there is no usable ${name}.backup to restore. Every Terraform command now reads it as "no state": restore it from your own copy before the next apply.`;
      this.act("restore-state", message, false);
      this.attention.push(message);
      return;
    }
    const kept = restoreLocalState(check);
    this.act(
      "restore-state",
      `restored ${name} from ${path3.basename(check.backup)} (the last state Terraform wrote before): ${name} was damaged \u2014 ${check.reason} \u2014 by Terraform exiting mid-write; the damaged file is kept as ${path3.basename(kept)}`
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
      mkdirSync(dir, { recursive: true, mode: 448 });
      const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
      const kept = path3.join(dir, `${path3.basename(errored.file)}.pushed-${stamp}`);
      renameSync2(errored.file, kept);
      chmodSync(kept, 384);
      this.act(
        "push-errored-state",
        `${pushed} (the file is kept as ${path3.relative(this.settings.workdir, kept)}, readable by this user only)`
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
  async holdDeadLock(state, locks, before, liveness, runs, unpushable) {
    if (before.kind !== "locked") return before;
    const candidates = state === null || runs.includes(state) ? runs : [state, ...runs];
    const assessment = await assessLock(this.settings, candidates, locks, before, liveness);
    if (assessment === null) return probeLock(this.engine, locks);
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
    this.engine = this.engine.whileHolding(holder.id);
    return held;
  }
  /** Releases the dead run's lock recovery worked under (the backend re-checks its ID first). */
  async releaseHeldLock(locks, held) {
    await locks.breakLock(held.holder);
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
    const planFile = path3.join(
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
    let lock;
    try {
      lock = await recovery.holdDeadLock(
        state,
        locks,
        // Probe again only when an engine was just stopped: it released or left its lock.
        recovery.stoppedEngine ? await probeLock(engine, locks.forget()) : before,
        options.runLiveness ?? UNKNOWN_RUN_LIVENESS,
        runs,
        errored?.unpushable ?? null
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
          lock.kind === "free" ? null : forceUnlockCommand(settings, state, backend),
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
import { existsSync as existsSync3 } from "node:fs";
import path4 from "node:path";

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
import os4 from "node:os";
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
      thisHost: os4.hostname(),
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
  if (result.journal === null) return [];
  const { runId } = result.journal;
  const openedAt = (/* @__PURE__ */ new Date()).toISOString();
  const item = (kind, address, resourceId) => ({
    id: itemId(runId, kind, address),
    kind,
    address,
    runId,
    openedAt,
    ...resourceId ? { resourceId } : {},
    ...state?.header.runUrl ? { runUrl: state.header.runUrl } : {}
  });
  const items = result.orphans.filter((o) => o.imported !== true).map((o) => item(o.certain ? "orphan" : "unconfirmed-create", o.address, o.id));
  items.push(...result.unconfirmed.map((address) => item("unconfirmed-change", address)));
  if (result.actions.some((a) => a.kind === "report-drift" && !a.ok))
    items.push(item("drift", DRIFT_ADDRESS));
  return items;
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
    ...result.left.filter((line) => !reported.has(line)),
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
  return state !== null && !isTerminal(state) || existsSync3(path4.join(settings.workdir, "errored.tfstate"));
}
async function runPreflight(settings, deps) {
  const backend = readBackendConfig(settings.workdir, process.env);
  const runs = await readUnfinishedRunsOnce(settings, backend, process.env);
  const file = FileJournalStore.forStack(settings.workdir, settings.stack).file;
  for (const state of runs) assertJournalFor(state, journalKey(settings), `the journal ${file}`);
  const errored = existsSync3(path4.join(settings.workdir, "errored.tfstate"));
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
import { mkdirSync as mkdirSync2, mkdtempSync as mkdtempSync3, renameSync as renameSync3, rmSync as rmSync3 } from "node:fs";
import path7 from "node:path";

// src/lifecycle/plan-history.ts
import { readFileSync as readFileSync4 } from "node:fs";
var KEEP = 8;
function historyFile(planFile) {
  return `${planFile}.history.json`;
}
function readHistory(planFile) {
  try {
    const parsed = JSON.parse(readFileSync4(historyFile(planFile), "utf8"));
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
import { readdirSync, readFileSync as readFileSync5 } from "node:fs";
import path5 from "node:path";
var RECORD_SUFFIX = ".stackgate.json";
function recordsIn(dir) {
  let names;
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(RECORD_SUFFIX));
  } catch {
    return [];
  }
  const records = [];
  for (const name of names) {
    try {
      const parsed = JSON.parse(readFileSync5(path5.join(dir, name), "utf8"));
      if (parsed.version === 1 && typeof parsed.stack === "string") records.push(parsed);
    } catch {
    }
  }
  return records;
}
function assertOwnState(settings) {
  const here = stateBindingOf(settings);
  if (here === void 0) return;
  const dirs = /* @__PURE__ */ new Set([runtimeDirOf(settings.workdir), path5.dirname(settings.planFile)]);
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
import os5 from "node:os";
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
    if (other === void 0 || other.host !== os5.hostname() || !pids.some(isPidAlive)) throw error;
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
import { randomUUID as randomUUID2 } from "node:crypto";
var RETRY_MS = 1e3;
async function underOwnLock(engine, settings, deps, session, use) {
  if (engine.kind !== "terraform") return use.run(engine);
  const locks = createBackendLocks(
    session.backend,
    process.env,
    backendLocksOptions(settings, engine)
  );
  const take = locks.take?.bind(locks);
  if (take === void 0) return use.run(engine);
  const id = randomUUID2();
  session.recordOwnLock(id);
  await session.journal.flush();
  const attempt = await takeWithin(
    settings,
    deps,
    () => take({
      id,
      operation: use.operation,
      info: `stackgate run ${session.runId}`,
      who: userAtHost(),
      version: `stackgate ${VERSION}`
    })
  );
  if (attempt.kind === "held") {
    const holder = lockHolderOf(attempt.holder);
    return use.locked(holder, `the state is locked: ${describeLockHolder(holder)}`);
  }
  deps.output.info(`took the ${locks.backend} lock ${id} for this run's ${use.operation}`);
  let outcome;
  try {
    outcome = await use.run(engine.whileHolding(id));
  } catch (error) {
    await release(attempt, id, deps);
    throw error;
  }
  const keep = use.keepAfter(outcome);
  if (keep !== null) {
    deps.output.warn(
      `${keep}: lock ${id} is kept for \`stackgate recover\`, which releases it once it has checked the state`
    );
    return outcome;
  }
  await release(attempt, id, deps);
  return outcome;
}
async function release(attempt, id, deps) {
  try {
    await attempt.release();
  } catch (error) {
    deps.output.warn(
      `could not release lock ${id}: ${messageOf(error)}. It is journaled as this run's: \`stackgate recover\` (or the next run's pre-flight) releases it.`
    );
  }
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
    keepAfter: () => null
    // a plan writes no state: nothing for recovery to check
  });
}
async function takeWithin(settings, deps, take) {
  const deadline = Date.now() + lockTimeoutMs(settings);
  for (; ; ) {
    const attempt = await take();
    if (attempt.kind === "taken" || Date.now() + RETRY_MS > deadline) return attempt;
    if (deps.interrupts.received !== null) return attempt;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
function lockHolderOf(holder) {
  return {
    id: holder.id,
    ...holder.who === void 0 ? {} : { who: holder.who },
    ...holder.operation === void 0 ? {} : { operation: holder.operation },
    ...holder.created === void 0 ? {} : { created: holder.created },
    ...holder.info === void 0 ? {} : { info: holder.info }
  };
}

// src/lifecycle/plan-seal.ts
import { createHash as createHash2 } from "node:crypto";
import { mkdtempSync as mkdtempSync2, readFileSync as readFileSync6, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import os6 from "node:os";
import path6 from "node:path";
var MAGIC2 = "stackgate-sealed-plan v2\n";
var MAGIC_V1 = "stackgate-sealed-plan v1\n";
var KDF = SEAL_KDF;
var V1_COST = 16384;
var PlanSealError = class extends Error {
};
function isSealed(file) {
  try {
    const start = readFileSync6(file).subarray(0, MAGIC2.length).toString("latin1");
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
  return createHash2("sha256").update(plan).digest("hex");
}
function sealPlanFile(record, planKey, reviewed) {
  const plan = readFileSync6(record.planFile);
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
  const bytes = readFileSync6(file);
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
  const dir = mkdtempSync2(path6.join(os6.tmpdir(), "stackgate-plan-"));
  const opened = path6.join(dir, path6.basename(planFile));
  writeFileSync2(opened, plan, { mode: 384 });
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
    dispose: () => rmSync2(dir, { recursive: true, force: true }),
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

// src/command/result.ts
function lockedResult(base, holder, done) {
  return {
    ...base,
    outcome: "locked",
    exitCode: EXIT.locked,
    lockHolder: holder,
    message: `the state is locked: ${describeLockHolder(holder)}. Nothing was ${done}.`
  };
}

// src/lifecycle/open-items-gate.ts
var MAY_EXIST = /* @__PURE__ */ new Set(["unconfirmed-create", "orphan"]);
function describeOpenItems(items, settings, changeSet) {
  const creates = new Set(
    (changeSet?.resources ?? []).filter((r) => r.action === "create" || r.action === "replace").map((r) => r.address)
  );
  return items.map((item) => {
    const line = describeOpenItem(item, resolveCommand(settings));
    return MAY_EXIST.has(item.kind) && creates.has(item.address) ? `this plan creates ${item.address}, which may already exist from run ${item.runId}: ${line}` : line;
  });
}
async function withOpenItems2(result, settings) {
  const items = await readOpenItems(settings);
  if (items.length === 0) return result;
  return { ...result, openItems: describeOpenItems(items, settings, result.changeSet) };
}
async function openItemsRefusal(settings, deps) {
  const items = await readOpenItems(settings);
  if (items.length === 0) return null;
  const accepted = new Set(settings.acceptOpenItems);
  const lines = describeOpenItems(items, settings);
  const unaccepted = items.filter((i) => !accepted.has(i.address));
  if (unaccepted.length === 0) {
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
async function runPreview(settings, deps) {
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
    if (fresh !== void 0 && outcome.kind === "planned") renameSync3(fresh.file, planFile);
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
  const dir = path7.dirname(target);
  assertNoSymlinkBelow(settings.workdir, dir);
  mkdirSync2(dir, { recursive: true });
  assertNoSymlinkBelow(settings.workdir, dir);
  const fresh = mkdtempSync3(path7.join(dir, ".plan-"));
  return {
    file: path7.join(fresh, path7.basename(target)),
    dispose: () => rmSync3(fresh, { recursive: true, force: true })
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

// src/lifecycle/status.ts
import { existsSync as existsSync4 } from "node:fs";
import path8 from "node:path";
function withoutSealKey(record) {
  if (record === null) return null;
  const shown = { ...record };
  delete shown.seal;
  return shown;
}
function summarizeRun(state, verdict) {
  const count = (status) => state.resources.filter((r) => r.status === status).length;
  const summary = {
    runId: state.header.runId,
    command: state.header.command,
    phase: state.phase,
    host: state.header.host,
    pid: state.header.pid,
    startedAt: state.header.startedAt,
    updatedAt: state.updatedAt,
    resources: { started: count("started"), done: count("done"), failed: count("failed") },
    liveness: verdict.kind,
    livenessReason: verdict.reason
  };
  if (state.header.runUrl) summary.runUrl = state.header.runUrl;
  return summary;
}
async function runStatus(settings, deps) {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  const engineVersion = await engine.version();
  await engine.init();
  const backend = readBackendConfig(settings.workdir, process.env);
  const state = await readLatestRunOnce(settings, backend, process.env);
  const pulumi = engine.kind === "pulumi" ? engine : null;
  const locks = pulumi === null ? rememberInspection(createBackendLocks(backend, process.env, backendLocksOptions(settings))) : null;
  const lock = locks === null ? await engine.probeLock() : await probeLock(engine, locks);
  const assessment = lock.kind === "locked" && locks !== null ? await assessLock(
    settings,
    state ? [state] : [],
    locks,
    lock,
    deps.runLiveness ?? UNKNOWN_RUN_LIVENESS
  ) : null;
  const pendingOperations = pulumi ? await readPendingOperations(pulumi, deps) : void 0;
  const verdict = state ? await assessRun(state, deps.runLiveness ?? UNKNOWN_RUN_LIVENESS) : null;
  const unfinishedAndOver = state !== null && !isTerminal(state) && verdict?.kind === "over";
  const erroredState = existsSync4(path8.join(settings.workdir, "errored.tfstate"));
  const pendingLeft = lock.kind === "free" && (pendingOperations?.length ?? 0) > 0;
  const pendingRepair = unfinishedAndOver || erroredState || pendingLeft;
  const orphans = pulumi === null && state !== null && unfinishedAndOver ? findOrphans(state, new Set(await engine.listState()), settings.engineBinary) : [];
  const openItems = describeOpenItems(await readOpenItems(settings), settings);
  const exitCode = lock.kind === "locked" ? EXIT.locked : lock.kind === "unknown" || pendingRepair || openItems.length > 0 ? EXIT.failed : EXIT.ok;
  return {
    command: "status",
    exitCode,
    engine: engine.name,
    engineVersion,
    workdir: settings.workdir,
    stack: settings.stack,
    lock,
    holder: assessment ? { holder: assessment.holder, described: assessment.described, verdict: assessment.verdict } : null,
    pendingRepair,
    ...pendingOperations !== void 0 ? { pendingOperations } : {},
    orphans,
    lastRun: state && verdict && summarizeRun(state, verdict),
    openItems,
    savedPlan: withoutSealKey(readPlanRecord(settings.planFile))
  };
}
async function readPendingOperations(engine, deps) {
  try {
    return reportPending((await engine.exportStack()).pendingOperations);
  } catch (error) {
    deps.output.warn(`could not read the pending operations: ${messageOf(error)}`);
    return null;
  }
}

// src/lifecycle/up.ts
import { existsSync as existsSync6, mkdirSync as mkdirSync3, readFileSync as readFileSync8 } from "node:fs";
import path10 from "node:path";

// src/lifecycle/approve-apply.ts
import { existsSync as existsSync5 } from "node:fs";

// src/journal/applied.ts
function countApplied(state) {
  const counts = { added: 0, changed: 0, removed: 0, tainted: 0 };
  for (const r of state.resources) {
    if (r.status === "failed") {
      if (r.action === "create" || r.action === "replace") counts.tainted += 1;
      continue;
    }
    if (r.status !== "done") continue;
    if (r.action === "create") counts.added += 1;
    if (r.action === "update") counts.changed += 1;
    if (r.action === "delete") counts.removed += 1;
    if (r.action === "replace") {
      counts.added += 1;
      counts.removed += 1;
    }
  }
  return counts;
}

// src/lifecycle/private-plan.ts
import { mkdtempSync as mkdtempSync4, readFileSync as readFileSync7, rmSync as rmSync4, writeFileSync as writeFileSync3 } from "node:fs";
import os7 from "node:os";
import path9 from "node:path";
function makePrivatePlan(name, avoid) {
  const dir = mkdtempSync4(path9.join(os7.tmpdir(), "stackgate-plan-"));
  for (const root of avoid) {
    if (root !== void 0 && pathWithin(root, dir) !== void 0) {
      rmSync4(dir, { recursive: true, force: true });
      throw new StackgateError(
        `the temporary directory "${os7.tmpdir()}" is inside "${root}", where the checkout can write: stackgate keeps the plan it applies outside it. Set TMPDIR (RUNNER_TEMP on GitHub) to a directory outside the checkout.`,
        EXIT.usage
      );
    }
  }
  return {
    file: path9.join(dir, name),
    dispose: () => rmSync4(dir, { recursive: true, force: true })
  };
}
function copyToPrivatePlan(source, avoid) {
  const plan = makePrivatePlan(path9.basename(source), avoid);
  const bytes = readFileSync7(source);
  writeFileSync3(plan.file, bytes, { mode: 384, flag: "wx" });
  plan.sha256 = planBytesSha256(bytes);
  return plan;
}
function recordPlanBytes(plan) {
  plan.sha256 = planBytesSha256(readFileSync7(plan.file));
}
function planBytesRefusal(plan) {
  let now;
  try {
    now = planBytesSha256(readFileSync7(plan.file));
  } catch (error) {
    now = `unreadable (${error.code ?? String(error)})`;
  }
  if (plan.sha256 !== void 0 && now === plan.sha256) return null;
  return `the plan file about to be applied (${plan.file}) has sha256 ${now}, but the plan that was digested and approved had sha256 ${plan.sha256 ?? "(not recorded)"}: it was replaced after review. Nothing was applied. Run the preview again and approve the new plan.`;
}

// src/lifecycle/upstream-check.ts
function describeUpstreams(dependsOn) {
  const names = dependsOn.map((dir) => `"${dir}"`);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}
function stackLabel(settings) {
  const workspace = settings.engine !== "pulumi" && settings.stack !== "default" ? ` (${settings.stack})` : "";
  return `"${settings.project}"${workspace}`;
}
function previewAgainAdvice(settings) {
  return `Nothing was applied. Run \`stackgate preview\` for stack ${stackLabel(settings)} again (after its upstream stacks are applied), review and approve the new plan, then apply that one.`;
}
async function checkUpstreamsUnchanged(engine, settings, deps, session, planned) {
  const upstreams = settings.dependsOn ?? [];
  if (upstreams.length === 0 || settings.engine === "pulumi" || planned.outcome !== "planned") {
    return null;
  }
  deps.output.info(
    `stack ${stackLabel(settings)} depends on ${describeUpstreams(upstreams)} (depends-on): planning again to check the approved plan still holds`
  );
  const scratch = makePrivatePlan("upstream-check.tfplan", [
    settings.run.checkoutDir,
    settings.workdir
  ]);
  try {
    session.phase("planning");
    const outcome = await planUnderOwnLock(engine, settings, deps, session, scratch.file);
    return judgeReplan(outcome, planned, settings, deps);
  } finally {
    scratch.dispose();
  }
}
function judgeReplan(outcome, planned, settings, deps) {
  switch (outcome.kind) {
    case "planned":
      return changedRefusal(outcome.changeSet, planned, settings);
    case "locked":
      return lockedResult(planned, outcome.holder, "applied");
    case "interrupted":
      return {
        ...planned,
        outcome: "interrupted",
        exitCode: deps.interrupts.exitCode ?? EXIT.interruptedSigint,
        message: "stopped while checking the plan against its upstream stacks: nothing was applied"
      };
    case "failed":
      return {
        ...planned,
        outcome: "failed",
        exitCode: EXIT.failed,
        message: `could not plan again to check the approved plan against its upstream stacks ${describeUpstreams(settings.dependsOn ?? [])}: ${outcome.message} Nothing was applied.`
      };
  }
}
function changedRefusal(changeSet, planned, settings) {
  const approved = planned.digest ?? "";
  const record = readPlanRecord(settings.planFile);
  const { seal } = sealOfSavedPlan(record, changeSet, settings);
  const now = seal === null && hasSealedValues(changeSet) ? null : digestChangeSet(changeSet, seal, stateBindingOf(settings));
  if (now === approved) return null;
  const made = record?.createdAt ? ` (made ${record.createdAt})` : "";
  const nowText = now === null ? "not comparable: sensitive values and no seal key" : shortDigest(now);
  return {
    ...planned,
    outcome: "stale-plan",
    exitCode: EXIT.stalePlan,
    message: `the approved plan${made} is out of date: stack ${stackLabel(settings)} depends on ${describeUpstreams(settings.dependsOn ?? [])} (depends-on in stackgate.yml), and a plan made now differs from the one reviewed (digest ${nowText}, approved ${shortDigest(approved)}): an upstream stack was applied since the review, or what this stack reads changed. Applying the approved plan would apply the values read at review time. ${previewAgainAdvice(settings)}`
  };
}

// src/lifecycle/approve-apply.ts
function refuse(base, message) {
  return {
    ...base,
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    message
  };
}
async function approve(planned, settings, deps) {
  if (settings.expectDigest !== void 0 || settings.approve === "yes") return null;
  const digest = planned.digest ?? "";
  if (settings.approve === "prompt") {
    const s = planned.changeSet?.summary;
    const counts = s ? `${s.create} to create, ${s.update} to update, ${s.replace} to replace, ${s.delete} to delete` : "";
    const yes = await deps.confirm(
      `Apply this plan (${counts}; digest ${shortDigest(digest)})? Type "yes" to apply: `
    );
    if (yes) return null;
    return refuse(planned, "the plan was not approved at the prompt. Nothing was applied.");
  }
  return refuse(
    planned,
    `the plan has changes and no approval was given. Nothing was applied. Review the preview, then run \`${suggestCommand(settings, "up", ["--digest", digest])}\` to apply exactly this plan, or \`stackgate up --yes\` / \`--approve\`.`
  );
}
function resultOfApply(planned, outcome, interruptedExit) {
  const base = { ...planned, command: "up" };
  switch (outcome.kind) {
    case "applied":
      return {
        ...base,
        outcome: "applied",
        exitCode: EXIT.ok,
        applied: outcome.summary,
        ...outcome.outputs ? { outputs: outcome.outputs } : {}
      };
    case "stale-plan":
      return { ...base, outcome: "stale-plan", exitCode: EXIT.stalePlan, message: outcome.message };
    case "locked":
      return lockedResult(base, outcome.holder, "applied");
    case "failed":
      return {
        ...base,
        outcome: "failed",
        exitCode: EXIT.failed,
        message: outcome.message,
        applied: outcome.summary
      };
    case "interrupted":
      return {
        ...base,
        outcome: "interrupted",
        exitCode: interruptedExit,
        message: outcome.message,
        applied: outcome.summary
      };
  }
}
function stoppedBeforeApply(planned, deps) {
  return {
    ...planned,
    outcome: "interrupted",
    exitCode: deps.interrupts.exitCode ?? EXIT.interruptedSigint,
    message: "stopped before the apply started: nothing was applied"
  };
}
async function approveApply(planned, plan, engine, settings, deps, session) {
  if (planned.outcome !== "planned") return planned;
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  const gated = deps.approvalGate ? await deps.approvalGate(planned) : void 0;
  const refusal = gated === void 0 ? await approve(planned, settings, deps) : gated && refuse(planned, gated + sealHint(planned.changeSet, settings));
  if (refusal) return refusal;
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  const upstream = await checkUpstreamsUnchanged(engine, settings, deps, session, planned);
  if (upstream !== null) return upstream;
  if (deps.interrupts.received !== null) return stoppedBeforeApply(planned, deps);
  const swapped = planBytesRefusal(plan);
  if (swapped !== null) return refuse(planned, swapped);
  const planDigest = planned.digest ?? "";
  deps.output.info(
    `applying ${plan.file}, the private copy of ${settings.planFile} (sha256 ${(plan.sha256 ?? "").slice(0, 12)} checked; digest ${shortDigest(planDigest)})`
  );
  session.phase("applying", { planDigest });
  const outcome = await underOwnLock(engine, settings, deps, session, {
    operation: "OperationTypeApply",
    run: (applier) => applier.apply({
      planFile: plan.file,
      lockTimeout: settings.lockTimeout,
      onEvent: (event) => session.observe(event),
      onStart: (pid) => session.phase("applying", { planDigest, ...pid ? { enginePid: pid } : {} }),
      runId: session.runId,
      mode: engineMode(settings.mode),
      exclude: settings.exclude
    }),
    locked: (holder, message) => ({
      kind: "locked",
      holder,
      message: `${message}. Nothing was applied.`
    }),
    // A killed engine may have left its writes half done: recover checks them first.
    keepAfter: (done) => (done.kind === "failed" || done.kind === "interrupted") && done.killedBy ? `the engine was killed (${done.killedBy})` : null
  });
  const result = resultOfApply(
    planned,
    outcomeAfterStop(outcome, deps.interrupts.received),
    deps.interrupts.exitCode ?? EXIT.interruptedSigint
  );
  if (outcome.kind !== "failed" && outcome.kind !== "interrupted") return result;
  return { ...result, ...await whatTheApplyLeft(result, settings, session) };
}
async function whatTheApplyLeft(result, settings, session) {
  const seen = session.journal.local.readState();
  const applied = countApplied(seen ?? { resources: [] });
  if (!existsSync5(erroredStatePath(settings.workdir))) return { applied };
  const stores = durableStores(
    settings,
    readBackendConfig(settings.workdir, process.env),
    process.env
  );
  let kept;
  try {
    kept = await keepErroredState(settings, stores, session.runId);
  } finally {
    for (const store of stores) await store.close().catch(() => void 0);
  }
  const where = [
    erroredStatePath(settings.workdir),
    ...kept.kept.map((location) => `sealed in ${location}`)
  ].join("; ");
  const note = `The backend did not take the state of this apply: ${ERRORED_STATE_FILE} holds it (${applied.added} added, ${applied.changed} changed, ${applied.removed} destroyed, ${applied.tainted} tainted as the journal saw them). Kept: ${where}.${kept.problems.length > 0 ? ` ${kept.problems.join("; ")}.` : ""} Do not apply again before it is restored: run \`stackgate recover\` when the backend answers (the next run's pre-flight does it too); it releases this run's lock, pushes the state and checks the backend holds it.`;
  return { applied, message: `${result.message ?? ""}

${note}`.trim() };
}

// src/lifecycle/worktree.ts
import { execFile } from "node:child_process";
function readHeadCommit(dir) {
  return new Promise((resolve) => {
    execFile(
      "git",
      ["rev-parse", "--verify", "HEAD^{commit}"],
      { cwd: dir, timeout: 15e3, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } },
      (error, stdout, stderr) => {
        const sha = String(stdout).trim();
        if (!error && /^[0-9a-f]{40,64}$/.test(sha)) {
          resolve({ kind: "commit", sha });
          return;
        }
        const detail = String(stderr).trim().split("\n")[0] || (error?.message ?? "no output");
        resolve({ kind: "not-a-repository", detail });
      }
    );
  });
}
async function checkTreeAtCommit(dir, expected, log) {
  const head = await readHeadCommit(dir);
  if (head.kind === "not-a-repository") {
    log(
      `cannot check that ${dir} is commit ${expected.slice(0, 12)}: not in a git work tree (${head.detail}); the plan digest still binds the configuration`
    );
    return null;
  }
  const same = head.sha === expected.toLowerCase() || /^[0-9a-f]{7,}$/i.test(expected) && head.sha.startsWith(expected.toLowerCase());
  if (same) return null;
  return `the working tree at ${dir} is commit ${head.sha.slice(0, 12)}, but the approved plan was made for commit ${expected.slice(0, 12)}: stackgate applies only the reviewed code. Nothing was applied. Check out commit ${expected.slice(0, 12)} (e.g. actions/checkout with ref: the pull request's head), or run the preview on this commit and approve its plan.`;
}

// src/lifecycle/up.ts
async function loadApprovedPlan(engine, settings, expected, opened, deps) {
  const base = {
    command: "up",
    outcome: "failed",
    exitCode: EXIT.failed,
    planFile: settings.planFile
  };
  if (!existsSync6(settings.planFile)) {
    return refuse(
      base,
      `no saved plan at "${settings.planFile}" to apply for digest ${expected}. Run \`stackgate preview\` first (or pass --plan-file). Nothing was applied.`
    );
  }
  const record = readPlanRecord(settings.planFile);
  const recordMode = record ? record.mode ?? "normal" : settings.mode;
  if (recordMode !== settings.mode) {
    return refuse(
      base,
      `the saved plan at "${settings.planFile}" is a ${recordMode} plan, but this run's mode is ${settings.mode}. Nothing was applied. Run up with --mode ${recordMode} to apply what was reviewed, or preview again with --mode ${settings.mode}.`
    );
  }
  const excludeProblem = excludeMismatch(record?.exclude ?? [], settings);
  if (excludeProblem !== null) return refuse(base, excludeProblem);
  const changeSet = await readApprovedChangeSet(engine, settings, opened, deps);
  const { seal, problem } = sealOfSavedPlan(record, changeSet, settings);
  if (problem !== null) {
    return refuse(
      base,
      `${problem}. Nothing was applied. Hand over the whole plan directory from the preview (the plan file and its record), or run \`stackgate preview\` again and approve the new plan.`
    );
  }
  const binding = stateBindingOf(settings);
  const digest = digestChangeSet(changeSet, seal, binding);
  const planned = { ...base, changeSet, digest, outcome: "planned", exitCode: EXIT.ok };
  if (!digestMatches(digest, expected)) {
    return refuse(
      planned,
      settings.dependsOn === void 0 ? `the saved plan's digest is ${digest}, but the approval is for ${expected}: the plan changed after it was reviewed${whatChangedSince(settings.planFile, expected, planParts(changeSet, seal, binding))}. Nothing was applied. Run \`${suggestCommand(settings, "preview")}\` and review the new plan.` : `the saved plan's digest is ${digest}, but the approval is for ${expected}: the plan changed after it was reviewed (stack ${stackLabel(settings)} depends on ${describeUpstreams(settings.dependsOn)}: an upstream stack may have been applied since). ${previewAgainAdvice(settings)}`
    );
  }
  const mismatch = recordMismatch(record, digest, settings);
  if (mismatch) {
    return refuse(
      planned,
      `${mismatch} Nothing was applied. Run \`stackgate preview\` for this project and stack, and apply its plan.`
    );
  }
  const commit = settings.run.commit;
  if (commit && record?.commit && record.commit !== commit) {
    return refuse(
      planned,
      `the saved plan was made for commit ${record.commit}, but this run is on commit ${commit}. Nothing was applied. Run \`stackgate preview\` on this commit.`
    );
  }
  return planned;
}
async function readApprovedChangeSet(engine, settings, opened, deps) {
  if (opened.reviewed !== void 0 && settings.engine !== "pulumi") {
    deps.output.info(
      "the sealed plan holds the bytes the preview showed (sha256 checked): using the change set it read from them"
    );
    return opened.reviewed;
  }
  return engine.showPlan(opened.planFile, engineMode(settings.mode), settings.exclude);
}
async function runUp(settings, deps) {
  assertEngineProject(settings);
  const engine = deps.createEngine(settings);
  const early = await refusalBeforeEngine(settings, deps);
  if (early !== null) return publishComment(early, settings, engine.name);
  await prepareEngine(engine, settings, deps);
  const open2 = await openItemsRefusal(settings, deps);
  if (open2 !== null) return publishComment(open2, settings, engine.name);
  const session = startRunSession(settings, deps, "up");
  const result = withJournalFailure(
    session,
    await session.guard(() => planApproveApply(engine, settings, deps, session))
  );
  await session.finish(phaseAfterUp(result, deps), result.outcome);
  if (result.outcome === "applied") await closeProvenItems(settings, engine, session.runId, deps);
  return publishComment(result, settings, engine.name);
}
function phaseAfterUp(result, deps) {
  if (result.outcome === "applied") return "done";
  if (deps.interrupts.received !== null || result.outcome === "interrupted") return "interrupted";
  return result.outcome === "failed" && result.applied !== void 0 ? "failed" : "done";
}
async function refusalBeforeEngine(settings, deps) {
  const base = { command: "up", outcome: "failed", exitCode: EXIT.failed };
  const tree = await treeRefusal(settings, deps);
  if (tree !== null) return refuse(base, tree);
  const gate = deps.approvalGate ? await deps.approvalGate.beforeEngine() : null;
  return gate === null ? null : refuse(base, gate);
}
async function treeRefusal(settings, deps) {
  const recorded = settings.expectDigest !== void 0 ? readPlanRecord(settings.planFile)?.commit : void 0;
  const expected = recorded ?? settings.run.commit;
  if (!expected) return null;
  return checkTreeAtCommit(settings.workdir, expected, (m) => deps.output.info(m));
}
async function planApproveApply(engine, settings, deps, session) {
  if (settings.expectDigest === void 0) {
    const copy2 = makePrivatePlan(path10.basename(settings.planFile), outsideOf(settings));
    try {
      const planned = {
        ...await planWithEngine(engine, settings, deps, session, copy2.file),
        command: "up"
      };
      if (planned.outcome !== "planned" && planned.outcome !== "no-changes") {
        return { ...planned, planFile: settings.planFile };
      }
      recordPlanBytes(copy2);
      saveSharedPlan(copy2, settings.planFile);
      return await approveApply(
        { ...planned, planFile: settings.planFile },
        copy2,
        engine,
        settings,
        deps,
        session
      );
    } finally {
      copy2.dispose();
    }
  }
  let opened;
  try {
    opened = openSavedPlan(settings);
  } catch (error) {
    if (!(error instanceof PlanSealError)) throw error;
    const base = { command: "up", outcome: "failed", exitCode: EXIT.failed };
    return refuse(
      { ...base, planFile: settings.planFile },
      `${error.message} Nothing was applied.`
    );
  }
  let copy;
  try {
    if (existsSync6(opened.planFile)) copy = copyToPrivatePlan(opened.planFile, outsideOf(settings));
    const toShow = copy ? privateOpened(opened, copy) : opened;
    const planned = await namingTheSavedPlan(
      copy,
      settings.planFile,
      () => loadApprovedPlan(engine, settings, settings.expectDigest ?? "", toShow, deps)
    );
    if (!copy) return planned;
    return await approveApply(planned, copy, engine, settings, deps, session);
  } finally {
    copy?.dispose();
    opened.dispose();
  }
}
function saveSharedPlan(copy, planFile) {
  mkdirSync3(path10.dirname(planFile), { recursive: true });
  writeFileAtomically(planFile, readFileSync8(copy.file));
  const record = readPlanRecord(copy.file);
  if (record) writePlanRecord({ ...record, planFile });
}
async function namingTheSavedPlan(copy, planFile, load2) {
  try {
    return await load2();
  } catch (error) {
    if (!copy || !(error instanceof StackgateError) || !error.message.includes(copy.file)) {
      throw error;
    }
    throw new StackgateError(error.message.replaceAll(copy.file, planFile), error.exitCode, {
      cause: error,
      outcome: error.outcome
    });
  }
}
function outsideOf(settings) {
  return [settings.run.checkoutDir, settings.workdir];
}
function privateOpened(opened, copy) {
  const same = opened.reviewed !== void 0 && opened.reviewedSha256 === copy.sha256;
  return {
    planFile: copy.file,
    dispose: () => void 0,
    ...same && opened.reviewed ? { reviewed: opened.reviewed } : {}
  };
}
function openSavedPlan(settings) {
  if (!existsSync6(settings.planFile)) return { planFile: settings.planFile, dispose: () => {
  } };
  return openPlanArtifact(settings.planFile, settings.planKey);
}
function excludeMismatch(recorded, settings) {
  const here = settings.exclude;
  if (recorded.length === here.length && recorded.every((a, i) => a === here[i])) return null;
  const list = (addresses) => addresses.length === 0 ? "none" : addresses.map((a) => JSON.stringify(a)).join(", ");
  return `the saved plan at "${settings.planFile}" was made with exclude ${list(recorded)}, but this run's exclude is ${list(here)}. Nothing was applied. Run up with the preview's exclude (the command the preview printed has it), or preview again.`;
}

// src/process/spawn-runner.ts
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

// src/process/file-output.ts
import { closeSync, constants, openSync } from "node:fs";
import { open } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
var POLL_MS = 20;
var CHUNK_BYTES = 64 * 1024;
function openOutputForChild(file) {
  return openSync(
    file,
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_APPEND | constants.O_NOFOLLOW,
    384
  );
}
function closeQuietly(fd) {
  try {
    closeSync(fd);
  } catch {
  }
}
async function followLines(file, exited, onLine, pause) {
  let over = false;
  void exited.then(() => {
    over = true;
  });
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  const decoder = new StringDecoder("utf8");
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let partial = "";
  try {
    for (; ; ) {
      const finished = over;
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead > 0) {
        const lines = (partial + decoder.write(buffer.subarray(0, bytesRead))).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
        const wait = pause();
        if (wait !== null) await wait;
        continue;
      }
      if (finished) break;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, POLL_MS))]);
    }
    const rest = partial + decoder.end();
    if (rest !== "") onLine(rest);
  } finally {
    await handle.close();
  }
}

// src/process/spawn-runner.ts
var TAIL_CHARS = 64 * 1024;
function readLines(stream, onLine, congestion) {
  if (stream === null) return Promise.resolve();
  return new Promise((resolve) => {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    let paused = false;
    lines.on("line", (line) => {
      onLine(line);
      const wait = paused ? null : congestion();
      if (wait === null) return;
      paused = true;
      stream.pause();
      void wait.then(() => {
        paused = false;
        stream.resume();
      });
    });
    lines.on("close", resolve);
  });
}
var NEVER_CONGESTED = () => null;
function createProcessRunner(baseEnv = process.env, congestion = NEVER_CONGESTED) {
  return {
    start(spec) {
      const tail = new BoundedTail(TAIL_CHARS);
      const outputFd = spec.outputFile === void 0 ? null : openOutputForChild(spec.outputFile);
      let child;
      try {
        child = spawn(spec.command, [...spec.args], {
          cwd: spec.cwd,
          env: { ...baseEnv, ...spec.env },
          stdio: outputFd === null ? ["ignore", "pipe", "pipe"] : ["ignore", outputFd, outputFd],
          detached: spec.detached ?? false
        });
      } finally {
        if (outputFd !== null) closeQuietly(outputFd);
      }
      const exited = new Promise((resolve) => {
        child.once("exit", (code, signal) => resolve({ code, signal }));
        child.once("error", (error) => {
          if (child.pid === void 0) resolve({ code: null, signal: null, error });
        });
      });
      const intoTail = (listener) => (line) => {
        tail.push(line);
        listener?.(line);
      };
      const fileDone = spec.outputFile === void 0 ? Promise.resolve() : followLines(
        spec.outputFile,
        exited,
        intoTail(spec.onStdoutLine ?? spec.onStderrLine),
        congestion
      ).catch((error) => {
        tail.push(
          `(the engine's output file ${spec.outputFile} could not be read: ${String(error)})`
        );
      });
      const stdoutDone = readLines(child.stdout, intoTail(spec.onStdoutLine), congestion);
      const stderrDone = readLines(child.stderr, intoTail(spec.onStderrLine), congestion);
      const done = (async () => {
        const [exit] = await Promise.all([exited, stdoutDone, stderrDone, fileDone]);
        const spawnFailed = exit.error !== void 0;
        return {
          exitCode: exit.code,
          signal: exit.signal,
          tail: tail.toString(),
          spawnFailed,
          ...exit.error ? { spawnError: exit.error.code ?? exit.error.message } : {}
        };
      })();
      const detached = spec.detached ?? false;
      return {
        pid: child.pid,
        signal(signal) {
          const pid = child.pid;
          if (pid === void 0 || child.exitCode !== null || child.signalCode !== null) {
            return false;
          }
          try {
            process.kill(detached ? -pid : pid, signal);
            return true;
          } catch {
            return false;
          }
        },
        done
      };
    }
  };
}

// src/terminal/format.ts
function toJson(result) {
  const s = result.changeSet?.summary;
  return {
    command: result.command,
    outcome: result.outcome,
    exitCode: result.exitCode,
    summary: s ? {
      create: s.create,
      update: s.update,
      delete: s.delete,
      replace: s.replace,
      read: s.read,
      move: s.move,
      import: s.import,
      drift: s.drift,
      outputs: s.outputs
    } : null,
    digest: result.digest ?? null,
    planFile: result.planFile ?? null,
    commentFile: result.commentFile ?? null,
    applied: result.applied ?? null,
    outputs: result.outputs ? maskedOutputs(result.outputs) : null,
    lockHolder: result.lockHolder ?? null,
    message: result.message ?? null,
    openItems: result.openItems ?? []
  };
}
function formatResult(result) {
  const lines = [];
  const s = result.changeSet?.summary;
  if (s) {
    lines.push(
      `Plan: ${s.create} to create, ${s.update} to update, ${s.replace} to replace, ${s.delete} to delete` + (result.digest ? ` (digest ${shortDigest(result.digest)})` : "")
    );
  }
  if (result.changeSet) lines.push(...formatChanges(result.changeSet));
  if (result.applied) {
    const a = result.applied;
    const tainted = "tainted" in a ? `, ${a.tainted} tainted (as the journal saw them)` : "";
    lines.push(`Applied: ${a.added} added, ${a.changed} changed, ${a.removed} destroyed${tainted}`);
  }
  lines.push(`Outcome: ${result.outcome}`);
  if (result.message) lines.push(result.message);
  else if (result.openItems?.length) lines.push(...result.openItems);
  if (result.planFile && result.outcome === "planned") lines.push(`Saved plan: ${result.planFile}`);
  if (result.commentFile) lines.push(`Comment: ${result.commentFile}`);
  return `${lines.join("\n")}
`;
}
function formatChanges(changeSet) {
  const lines = [];
  for (const r of changeSet.resources) {
    lines.push("", `# ${visibleAddress(r.address)}: ${r.action}`);
    if (r.movedFrom !== void 0) lines.push(`  (moved from ${visibleAddress(r.movedFrom)})`);
    if (r.diff.trim() !== "") lines.push(r.diff);
  }
  if (lines.length > 0) lines.push("");
  return lines;
}
function formatStatus(status) {
  const lines = [
    `${status.engine} ${status.engineVersion} \xB7 ${status.workdir} \xB7 stack ${status.stack}`
  ];
  switch (status.lock.kind) {
    case "free":
      lines.push("Lock: free");
      break;
    case "locked":
      lines.push(`Lock: ${status.holder?.described ?? describeLockHolder(status.lock.holder)}`);
      if (status.holder)
        lines.push(`Owner: ${status.holder.verdict.kind} (${status.holder.verdict.reason})`);
      break;
    case "unknown":
      lines.push(`Lock: unknown (${status.lock.message})`);
      break;
  }
  const run = status.lastRun;
  if (run) {
    lines.push(
      `Last run: ${run.runId} (${run.command}, phase ${run.phase}, ${run.updatedAt}; operations ${run.resources.done} done, ${run.resources.started} unconfirmed, ${run.resources.failed} failed)`
    );
    if (run.liveness !== "over") {
      lines.push(
        `Last run is ${run.liveness === "alive" ? "live" : "live or cannot tell"}: ${run.livenessReason}. Leave it alone.`
      );
    }
  }
  const orphans = status.orphans;
  if (orphans.length > 0)
    lines.push(`In no state (created by the last run, not tracked): ${orphans.length}`);
  for (const o of orphans) {
    const id = o.id === null ? "id unknown" : `id ${o.id}`;
    lines.push(
      `  ${o.address} (${o.certain ? id : `${id}; creation started, completion not seen`})`
    );
  }
  for (const op of status.pendingOperations ?? []) {
    lines.push(`Pending operation: ${op.type} ${op.urn}`);
  }
  if (status.pendingRepair)
    lines.push("Repair pending: run `stackgate recover` (the next run also does it)");
  if (status.openItems.length > 0)
    lines.push(
      `Open items (left for a person by a recovery, not closed): ${status.openItems.length}`
    );
  for (const item of status.openItems) lines.push(`  ${item}`);
  const plan = status.savedPlan;
  lines.push(
    plan ? `Saved plan: ${plan.planFile} (digest ${plan.digest}, ${plan.createdAt})` : "Saved plan: none"
  );
  return `${lines.join("\n")}
`;
}
function formatRecover(result, commentFile) {
  const lines = [`${result.command}: ${result.outcome}`];
  if (result.journal) {
    lines.push(
      `Last run: ${result.journal.runId} (phase ${result.journal.phase}, ${result.journal.updatedAt})`
    );
  }
  for (const action of result.actions) lines.push(`${action.ok ? "\u2713" : "!"} ${action.detail}`);
  if (result.message) lines.push(result.message);
  lines.push(`Lock: ${result.lock.after.kind}`);
  if (commentFile) lines.push(`Comment: ${commentFile}`);
  return `${lines.join("\n")}
`;
}

export {
  installSignalTrap,
  SealedStateError,
  sealState,
  openSealedState,
  erroredStatePath,
  runRecover,
  needsRecoveryHere,
  assertEngineProject,
  runPreview,
  runStatus,
  runUp,
  createProcessRunner,
  toJson,
  formatResult,
  formatStatus,
  formatRecover
};
