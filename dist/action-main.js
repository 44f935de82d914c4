#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  coreIo,
  runActionMain
} from "./chunks/chunk-YHAXN6D2.js";
import "./chunks/chunk-FU4JZ3YD.js";
import "./chunks/chunk-Q3BX5TWO.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main-entry.ts
process.exitCode = await runActionMain(coreIo());
