#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  coreIo,
  createGitHubHost
} from "./chunks/chunk-ZRWR24IX.js";
import {
  runCi
} from "./chunks/chunk-RBHRQ2UC.js";
import "./chunks/chunk-3FCEQ5NX.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main.ts
function runActionMain(io) {
  return runCi(createGitHubHost(io));
}

// src/action/main-entry.ts
process.exitCode = await runActionMain(coreIo());
