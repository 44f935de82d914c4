#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  describeLockHolder,
  visibleAddress
} from "./chunk-R5FNSTQJ.js";
import {
  EXIT
} from "./chunk-ZQX7P6QH.js";

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
function describeStack(stack) {
  const lines = [describeChecked(stack)];
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
  return lines;
}
function formatDrift(report) {
  const lines = report.stacks.flatMap(describeStack);
  const count = (status) => report.stacks.filter((s) => s.status === status).length;
  lines.push(
    `Drift: ${report.stacks.length} stacks: ${count("in-sync")} in sync, ${count("drifted")} drifted, ${count("failed")} failed, ${count("locked")} locked`,
    `Outcome: ${report.status} (exit ${report.exitCode})`
  );
  return `${lines.join("\n")}
`;
}

export {
  summarizeDrift,
  createPrintReporter,
  describeChecked,
  describeStack
};
