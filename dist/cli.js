#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  streamCongestion
} from "./chunks/chunk-6UXDP6A4.js";
import {
  VERSION
} from "./chunks/chunk-2NUFHJUA.js";
import {
  takeEarlySignal
} from "./chunks/chunk-CF67CINS.js";
import {
  enableCompileCache
} from "./chunks/chunk-O6A44SEP.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/cli/quick-version.ts
var VERSION_FORMS = /* @__PURE__ */ new Set(["--version", "-V", "version"]);
function quickVersion(argv2, env) {
  if (argv2.length !== 1 || !VERSION_FORMS.has(argv2[0] ?? "")) return null;
  if (Object.keys(env).some((name) => name.startsWith("STACKGATE_"))) return null;
  return `stackgate ${VERSION}
`;
}

// src/cli.ts
var argv = process.argv.slice(2);
var version = quickVersion(argv, process.env);
if (version !== null) {
  process.stdout.write(version);
} else {
  enableCompileCache();
  const { main } = await import("./chunks/main-QSYUAH4F.js");
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
