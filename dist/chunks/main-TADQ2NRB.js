#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-NCEIODOT.js";
import {
  runCi
} from "./chunk-DAH6SHUI.js";
import "./chunk-FPQDCCVX.js";
import "./chunk-6UATF7MM.js";
import "./chunk-Q5P6EQ3O.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-EH7MAU4P.js";
import "./chunk-U5UHMK6D.js";
import "./chunk-NJ3CBZ3Y.js";
import "./chunk-F5YVEXAZ.js";
import "./chunk-VOSC4RP5.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-RG53DJOT.js";
import {
  inputEnvName
} from "./chunk-FQ5BKDWV.js";
import "./chunk-4CW7RXEV.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-RZH6DOYP.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
