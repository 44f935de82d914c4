#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  coreIo,
  runActionMain
} from "./chunks/chunk-TOQLMHRG.js";
import "./chunks/chunk-QANWVKFQ.js";
import "./chunks/chunk-SY76GCHM.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main-entry.ts
process.exitCode = await runActionMain(coreIo());
