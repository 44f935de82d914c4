#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  coreIo,
  createGitHubHost
} from "./chunks/chunk-KVFTUJTJ.js";
import {
  runCi
} from "./chunks/chunk-RKIZS66A.js";
import "./chunks/chunk-VKZJNVCE.js";
import "./chunks/chunk-VKVZUULW.js";
import "./chunks/chunk-7XGX2B5A.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main.ts
function runActionMain(io) {
  return runCi(createGitHubHost(io));
}

// src/action/main-entry.ts
process.exitCode = await runActionMain(coreIo());
