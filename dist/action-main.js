#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  coreIo,
  runActionMain
} from "./chunks/chunk-D5XXHSRY.js";
import "./chunks/chunk-GCXINSGV.js";
import "./chunks/chunk-UOR3DKSX.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main-entry.ts
process.exitCode = await runActionMain(coreIo());
