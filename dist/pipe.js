#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-O6A44SEP.js";
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

// src/pipe/entry.ts
enableCompileCache();
var { runPipe } = await import("./chunks/main-O3AHIXHM.js");
process.exitCode = await runPipe({
  env: process.env,
  cwd: process.cwd(),
  stdout: process.stdout,
  earlySignal: takeEarlySignal
});
