#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  takeEarlySignal
} from "./chunks/chunk-CF67CINS.js";
import {
  enableCompileCache
} from "./chunks/chunk-O6A44SEP.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/cli.ts
enableCompileCache();
var [{ main }, { streamCongestion }] = await Promise.all([
  import("./chunks/main-OSH4BCOK.js"),
  import("./chunks/local-AQE4C5QR.js")
]);
process.exitCode = await main({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  earlySignal: takeEarlySignal,
  congestion: streamCongestion(process.stderr)
});
