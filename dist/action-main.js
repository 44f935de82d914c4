#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  coreIo,
  runActionMain
} from "./chunks/chunk-WRLM5QLP.js";
import "./chunks/chunk-JJB4N4LL.js";
import "./chunks/chunk-23NPIS5B.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main-entry.ts
process.exitCode = await runActionMain(coreIo());
