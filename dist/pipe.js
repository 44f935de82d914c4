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

// src/pipe/entry.ts
enableCompileCache();
var { runPipe } = await import("./chunks/main-D6LJPKQK.js");
process.exitCode = await runPipe({
  env: process.env,
  cwd: process.cwd(),
  stdout: process.stdout,
  earlySignal: takeEarlySignal
});
