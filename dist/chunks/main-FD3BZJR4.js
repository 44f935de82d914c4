#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-XVBDAHMF.js";
import "./chunk-4CW7RXEV.js";
import {
  runCi
} from "./chunk-SOGNVHWM.js";
import "./chunk-4WJ75YKV.js";
import "./chunk-MNFKWGS6.js";
import "./chunk-WFWXWPJI.js";
import "./chunk-STD7LBPG.js";
import "./chunk-WWROM6F2.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-GSWG7URD.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-LSOOXFMM.js";
import "./chunk-DCBZOTI7.js";
import {
  inputEnvName
} from "./chunk-3OYMOJXU.js";
import "./chunk-4KRMWD5Z.js";
import "./chunk-PK6XDSNJ.js";
import "./chunk-EA2UQZIC.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-QUAXL3NA.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
