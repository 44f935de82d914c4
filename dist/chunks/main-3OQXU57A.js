#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-OIWVY3MY.js";
import {
  runCi
} from "./chunk-TAS77TEB.js";
import "./chunk-74QBTJRY.js";
import "./chunk-RINWIDOX.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-GSWG7URD.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-ZJE55M43.js";
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
    const { runActionStacks } = await import("./stacks-QF3UJCLO.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
