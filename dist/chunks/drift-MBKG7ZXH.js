#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createPrintReporter,
  describeChecked,
  summarizeDrift
} from "./chunk-IVFHJVOI.js";
import {
  discoverStacks
} from "./chunk-2RCJP7FD.js";
import {
  assertEngineProject,
  backendLocksOptions,
  createBackendLocks,
  createEngineFactory,
  resolveSettings
} from "./chunk-MFEWEL7I.js";
import "./chunk-DAHO3SHV.js";
import "./chunk-KBHN5ROE.js";
import "./chunk-2NUFHJUA.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-2HDZMETS.js";
import "./chunk-7IEW6U42.js";
import {
  readBackendConfig
} from "./chunk-2IDWVCMR.js";
import {
  FLAG_OPTIONS,
  messageOf
} from "./chunk-YKQQDZE5.js";
import "./chunk-IQWI6KNV.js";

// src/drift/children.ts
function createChildGroup(trap) {
  const running = /* @__PURE__ */ new Set();
  let newest = null;
  const stop = trap.onInterrupt(() => {
    for (const child of running) if (child !== newest) child.signal("SIGINT");
  });
  return {
    own(child) {
      running.add(child);
      newest = child;
      trap.own(child);
      void child.done.then(() => running.delete(child));
    },
    dispose: stop
  };
}

// src/drift/lock-holder.ts
async function readLockHolder(engine, settings, fromEngine) {
  if (engine.kind !== "terraform") return fromEngine;
  try {
    const backend = readBackendConfig(settings.workdir, process.env);
    const locks = createBackendLocks(backend, process.env, backendLocksOptions(settings, engine));
    const state = await locks.inspect();
    if (state.kind !== "held") return fromEngine;
    const { holder } = state;
    if (fromEngine.id !== void 0 && holder.id !== fromEngine.id) return fromEngine;
    return {
      ...fromEngine,
      id: holder.id,
      ...holder.who === void 0 ? {} : { who: holder.who },
      ...holder.operation === void 0 ? {} : { operation: holder.operation },
      ...holder.created === void 0 ? {} : { created: holder.created },
      ...holder.info === void 0 ? {} : { info: holder.info }
    };
  } catch {
    return fromEngine;
  }
}

// src/drift/check.ts
async function checkStack(target, settings, createEngine, onEvent) {
  const started = Date.now();
  const done = (found) => ({
    ...target,
    durationMs: Date.now() - started,
    ...found
  });
  try {
    assertEngineProject(settings);
    const engine = createEngine(settings);
    await engine.init(onEvent);
    const outcome = await engine.refreshPlan({
      lockTimeout: settings.lockTimeout,
      vars: settings.vars,
      varFiles: settings.varFiles,
      ...onEvent ? { onEvent } : {}
    });
    switch (outcome.kind) {
      case "in-sync":
        return done({ status: "in-sync" });
      case "drifted":
        return done({
          status: "drifted",
          resources: outcome.drifted,
          outputs: outcome.changeSet.outputs
        });
      case "locked":
        return done({
          status: "locked",
          holder: await readLockHolder(engine, settings, outcome.holder),
          message: outcome.message
        });
      case "failed":
        return done({
          status: "failed",
          message: outcome.message,
          diagnostics: outcome.diagnostics
        });
      case "interrupted":
        return done({ status: "failed", message: outcome.message, diagnostics: [] });
    }
  } catch (error) {
    return done({ status: "failed", message: messageOf(error), diagnostics: [] });
  }
}

// src/drift/run.ts
async function runDrift(planned, concurrency, deps) {
  const results = new Array(planned.length);
  let next = 0;
  async function worker() {
    while (next < planned.length) {
      const index = next;
      next += 1;
      const item = planned[index];
      const stopped = deps.interrupts.received;
      const result = "failed" in item ? item.failed : stopped !== null ? {
        ...item.target,
        durationMs: 0,
        status: "failed",
        message: `not checked: stopped by ${stopped}`,
        diagnostics: []
      } : await checkStack(item.target, item.settings, deps.createEngine);
      results[index] = result;
      deps.onChecked?.(result);
    }
  }
  const workers = Math.max(1, Math.min(concurrency, planned.length));
  await Promise.all(Array.from({ length: workers }, () => worker()));
  return summarizeDrift(results);
}

// src/drift/targets.ts
import path from "node:path";
import { parseArgs } from "node:util";
var REPLACED_FLAGS = /* @__PURE__ */ new Set(["workdir", "all-stacks"]);
function argvForStack(argv, stack, dir) {
  const { tokens } = parseArgs({
    args: [...argv],
    options: FLAG_OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true
  });
  const dropped = /* @__PURE__ */ new Set();
  const given = /* @__PURE__ */ new Set();
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    given.add(token.name);
    if (!REPLACED_FLAGS.has(token.name)) continue;
    dropped.add(token.index);
    if (token.value !== void 0 && !token.inlineValue) dropped.add(token.index + 1);
  }
  return [
    ...argv.filter((_, index) => !dropped.has(index)),
    "-C",
    dir,
    ...given.has("engine") ? [] : ["--engine", stack.engine],
    ...given.has("stack") ? [] : ["--stack", stack.stack]
  ];
}
async function planTargets(settings, resolveFor, argv) {
  if (!settings.allStacks) {
    const target = {
      id: ".",
      dir: settings.workdir,
      engine: settings.engine,
      stack: settings.stack
    };
    return [{ target, settings }];
  }
  const discovery = await discoverStacks(settings.workdir);
  return Promise.all(
    discovery.stacks.map(async (stack) => {
      const dir = path.resolve(settings.workdir, stack.dir);
      const target = { id: stack.id, dir, engine: stack.engine, stack: stack.stack };
      try {
        const own = await resolveFor(argvForStack(argv, stack, dir));
        return { target: { ...target, engine: own.engine, stack: own.stack }, settings: own };
      } catch (error) {
        const message = `settings of stack ${stack.id}: ${messageOf(error)}`;
        return {
          target,
          failed: { ...target, durationMs: 0, status: "failed", message, diagnostics: [] }
        };
      }
    })
  );
}

// src/ci/drift.ts
async function runDriftDoor(door) {
  const { settings, trap } = door;
  const planned = await planTargets(settings, door.resolveFor, door.argv);
  const reporters = await door.reporters(planned);
  const children = createChildGroup(trap);
  try {
    const createEngine = createEngineFactory({
      runner: door.runner,
      env: door.env,
      own: (child) => children.own(child)
    });
    const report = await runDrift(planned, settings.concurrency, {
      createEngine,
      interrupts: trap,
      onChecked: (stack) => door.progress(describeChecked(stack))
    });
    for (const reporter of reporters) await reporter.report(report);
    return report;
  } finally {
    children.dispose();
  }
}

// src/cli/drift.ts
async function runDriftCommand(settings, io, deps, trap, print) {
  const report = await runDriftDoor({
    settings,
    argv: io.argv,
    resolveFor: (argv) => resolveSettings({ argv, env: io.env, cwd: io.cwd }),
    env: io.env,
    runner: deps.runner,
    trap,
    progress: (line) => deps.output.info(line),
    async reporters(planned) {
      const reporters = [createPrintReporter(print, settings.json)];
      if (settings.driftReport !== "none") {
        const { createDriftIssueReporters } = await import("./drift-issues-WUJC6RSF.js");
        const log = (line) => deps.output.info(line);
        reporters.push(...createDriftIssueReporters(settings, planned, io.env, io.cwd, log));
      }
      return reporters;
    }
  });
  return trap.exitCode ?? report.exitCode;
}
export {
  runDriftCommand
};
