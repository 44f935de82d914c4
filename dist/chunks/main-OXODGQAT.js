#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-2WZVNJZH.js";
import {
  runCi
} from "./chunk-KLQHCN6D.js";
import "./chunk-GUU2NPZ6.js";
import "./chunk-R7OZDYTU.js";
import "./chunk-XDT6HE2J.js";
import "./chunk-RINWIDOX.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-GSWG7URD.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-WHNX5UWE.js";
import "./chunk-PWYN6T4Y.js";
import {
  inputEnvName
} from "./chunk-LAI5JUWA.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-CVYBM2HF.js";
import "./chunk-O5N77MYA.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-JOXAMUOI.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
