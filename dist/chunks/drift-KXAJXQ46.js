#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  resolveSettings
} from "./chunk-JD6XBKLA.js";
import {
  assertEngineProject,
  backendLocksOptions,
  createBackendLocks,
  createEngineFactory
} from "./chunk-FEG4CDON.js";
import {
  describeLockHolder,
  visibleAddress
} from "./chunk-ZTBOXACY.js";
import "./chunk-AH3GUAUN.js";
import "./chunk-CP7P3G4A.js";
import "./chunk-5QJU6244.js";
import "./chunk-FN2NS5XQ.js";
import "./chunk-55B4ZB6D.js";
import "./chunk-2NUFHJUA.js";
import "./chunk-XRWDRD2C.js";
import "./chunk-7XGX2B5A.js";
import {
  discoverStacks
} from "./chunk-ZRFEJLVN.js";
import "./chunk-HEFLUAKF.js";
import {
  readBackendConfig
} from "./chunk-HV3CXPQW.js";
import {
  FLAG_OPTIONS
} from "./chunk-AGU7URXG.js";
import "./chunk-UMMHIP2D.js";
import {
  EXIT,
  messageOf
} from "./chunk-KVWGJ5LG.js";
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

// src/drift/result.ts
var DRIFT_SCHEMA = "stackgate.drift/v1";
function summarizeDrift(stacks) {
  const has = (status2) => stacks.some((s) => s.status === status2);
  const [status, exitCode] = stacks.length === 0 ? ["empty", EXIT.failed] : has("failed") ? ["failed", EXIT.failed] : has("locked") ? ["locked", EXIT.locked] : has("drifted") ? ["drifted", EXIT.changes] : ["in-sync", EXIT.ok];
  return { stacks: [...stacks], status, exitCode };
}
function resourceJson(r) {
  return {
    address: r.address,
    type: r.type,
    name: r.name,
    module: r.module,
    action: r.action,
    changedAttributes: r.changedAttributes,
    sensitive: r.sensitive,
    diff: r.diff
  };
}
function stackJson(s) {
  const head = {
    id: s.id,
    dir: s.dir,
    engine: s.engine,
    stack: s.stack,
    status: s.status,
    durationMs: s.durationMs
  };
  switch (s.status) {
    case "in-sync":
      return { ...head, resources: [], outputs: [], error: null, lock: null };
    case "drifted":
      return {
        ...head,
        resources: s.resources.map(resourceJson),
        outputs: s.outputs.filter((o) => o.action !== "no-op").map((o) => ({ name: o.name, action: o.action, sensitive: o.sensitive })),
        error: null,
        lock: null
      };
    case "failed":
      return {
        ...head,
        resources: [],
        outputs: [],
        error: { message: s.message, diagnostics: s.diagnostics },
        lock: null
      };
    case "locked":
      return {
        ...head,
        resources: [],
        outputs: [],
        error: null,
        lock: { ...s.holder, message: s.message }
      };
  }
}
function driftJson(report) {
  const count = (status) => report.stacks.filter((s) => s.status === status).length;
  return {
    schema: DRIFT_SCHEMA,
    command: "drift",
    status: report.status,
    exitCode: report.exitCode,
    summary: {
      stacks: report.stacks.length,
      inSync: count("in-sync"),
      drifted: count("drifted"),
      failed: count("failed"),
      locked: count("locked")
    },
    stacks: report.stacks.map(stackJson)
  };
}

// src/drift/reporter.ts
function createPrintReporter(print, json) {
  return {
    report(report) {
      print(json ? `${JSON.stringify(driftJson(report))}
` : formatDrift(report));
      return Promise.resolve();
    }
  };
}
var MARKS = {
  "in-sync": "\u2713",
  drifted: "~",
  failed: "\u2717",
  locked: "\u{1F512}"
};
function describeChecked(stack) {
  const head = `${MARKS[stack.status]} ${stack.id} (${stack.engine}): ${stack.status}`;
  switch (stack.status) {
    case "in-sync":
      return head;
    case "drifted":
      return `${head}, ${stack.resources.length} resource${stack.resources.length === 1 ? "" : "s"}`;
    case "failed":
      return `${head}: ${stack.message.split("\n")[0] ?? ""}`;
    case "locked":
      return `${head}: ${describeLockHolder(stack.holder)}`;
  }
}
function formatDrift(report) {
  const lines = [];
  for (const stack of report.stacks) {
    lines.push(describeChecked(stack));
    if (stack.status === "drifted") {
      for (const r of stack.resources) {
        const attributes = r.changedAttributes.length ? ` (${r.changedAttributes.join(", ")})` : "";
        lines.push(`  # ${visibleAddress(r.address)}: ${r.action}${attributes}`);
        if (r.diff.trim() !== "") lines.push(r.diff.replace(/^/gm, "    "));
      }
      for (const o of stack.outputs.filter((output) => output.action !== "no-op")) {
        lines.push(`  output ${o.name}: ${o.action}`);
      }
    }
    if (stack.status === "failed") {
      lines.push(...stack.message.split("\n").map((line) => `    ${line}`));
    }
    if (stack.status === "locked")
      lines.push(`    the lock was left as it is: ${stack.message.split("\n")[0] ?? ""}`);
  }
  const count = (status) => report.stacks.filter((s) => s.status === status).length;
  lines.push(
    `Drift: ${report.stacks.length} stacks: ${count("in-sync")} in sync, ${count("drifted")} drifted, ${count("failed")} failed, ${count("locked")} locked`,
    `Outcome: ${report.status} (exit ${report.exitCode})`
  );
  return `${lines.join("\n")}
`;
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

// src/cli/drift.ts
async function runDriftCommand(settings, io, deps, trap, print) {
  const planned = await planTargets(
    settings,
    (argv) => resolveSettings({ argv, env: io.env, cwd: io.cwd }),
    io.argv
  );
  const children = createChildGroup(trap);
  try {
    const createEngine = createEngineFactory({
      runner: deps.runner,
      env: io.env,
      own: (child) => children.own(child)
    });
    const report = await runDrift(planned, settings.concurrency, {
      createEngine,
      interrupts: trap,
      onChecked: (stack) => deps.output.info(describeChecked(stack))
    });
    await createPrintReporter(print, settings.json).report(report);
    return trap.exitCode ?? report.exitCode;
  } finally {
    children.dispose();
  }
}
export {
  runDriftCommand
};
