#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  coreIo,
  runActionMain
} from "./chunks/chunk-JSMHWB6I.js";
import "./chunks/chunk-7G4DBWVI.js";
import "./chunks/chunk-IVLDNNX2.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main-entry.ts
process.exitCode = await runActionMain(coreIo());
