#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-O6A44SEP.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/main-entry.ts
enableCompileCache();
var [{ coreIo }, { runActionMain }] = await Promise.all([import("./chunks/io-55JHGU6X.js"), import("./chunks/main-HD463P7L.js")]);
process.exitCode = await runActionMain(coreIo());
