#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-O6A44SEP.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/post-entry.ts
enableCompileCache();
var [{ coreIo }, { runActionPost }] = await Promise.all([import("./chunks/io-55JHGU6X.js"), import("./chunks/post-E4ZLSNL2.js")]);
process.exitCode = await runActionPost(coreIo());
