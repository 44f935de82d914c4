#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  enableCompileCache
} from "./chunks/chunk-O6A44SEP.js";
import "./chunks/chunk-IQWI6KNV.js";

// src/action/post-entry.ts
enableCompileCache();
var [{ coreIo }, { runActionPost }] = await Promise.all([import("./chunks/io-Y7JDNPHB.js"), import("./chunks/post-EXBSXQJ6.js")]);
process.exitCode = await runActionPost(coreIo());
