#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-XVO27KTX.js";
import {
  runCi
} from "./chunk-ZUSFGAFM.js";
import "./chunk-MCOSN65L.js";
import "./chunk-LWKY2LRY.js";
import "./chunk-QHFFTETV.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-UZ2M2N2C.js";
import "./chunk-WOF6FS65.js";
import "./chunk-KIPS5CGJ.js";
import "./chunk-L6ZRR6VT.js";
import "./chunk-R5FNSTQJ.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-WAA6DC42.js";
import {
  inputEnvName
} from "./chunk-ZQX7P6QH.js";
import "./chunk-4CW7RXEV.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-N5HML7CL.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
