#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  coreIo,
  createGitHubHost
} from "./chunks/chunk-3MIMUZNP.js";
import {
  runCi
} from "./chunks/chunk-WLDSGDOY.js";
import "./chunks/chunk-UZUFSQVT.js";
import "./chunks/chunk-VKVZUULW.js";
import "./chunks/chunk-7XGX2B5A.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main.ts
function runActionMain(io) {
  return runCi(createGitHubHost(io));
}

// src/action/main-entry.ts
process.exitCode = await runActionMain(coreIo());
