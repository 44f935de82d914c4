#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-FSRQVCYA.js";
import "./chunk-4CW7RXEV.js";
import {
  runCi
} from "./chunk-26PTAPG6.js";
import "./chunk-LLEJWD3F.js";
import "./chunk-TPCI5A6J.js";
import "./chunk-S5H5MQMY.js";
import "./chunk-RINWIDOX.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-GSWG7URD.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-NSJ4QWKG.js";
import "./chunk-JKLIDN3Q.js";
import {
  inputEnvName
} from "./chunk-EZZ4NTVN.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-QKJG2ABJ.js";
import "./chunk-CDWY65JZ.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-KZ2237RQ.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
