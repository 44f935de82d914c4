#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunks/chunk-2NUFHJUA.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/signals/early-signals.ts
var SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
var first = null;
var listeners = SIGNALS.map((signal) => {
  const listener = () => {
    first ??= signal;
  };
  process.on(signal, listener);
  return [signal, listener];
});
function takeEarlySignal() {
  for (const [signal, listener] of listeners) process.off(signal, listener);
  return first;
}

// src/process/compile-cache.ts
import module from "node:module";
function enableCompileCache() {
  try {
    module.enableCompileCache?.();
  } catch {
  }
}

// src/cli/quick-version.ts
var VERSION_FORMS = /* @__PURE__ */ new Set(["--version", "-V", "version"]);
function quickVersion(argv2, env) {
  if (argv2.length !== 1 || !VERSION_FORMS.has(argv2[0] ?? "")) return null;
  if (Object.keys(env).some((name) => name.startsWith("STACKGATE_"))) return null;
  return `stackgate ${VERSION}
`;
}

// src/platforms/stream-congestion.ts
function streamCongestion(stream) {
  return () => stream.writableNeedDrain === true ? new Promise((resolve) => stream.once("drain", () => resolve())) : null;
}

// src/cli.ts
var argv = process.argv.slice(2);
var version = quickVersion(argv, process.env);
if (version !== null) {
  process.stdout.write(version);
} else {
  enableCompileCache();
  const { main } = await import("./chunks/main-A3FJIW5N.js");
  process.exitCode = await main({
    argv,
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    earlySignal: takeEarlySignal,
    congestion: streamCongestion(process.stderr)
  });
}
