#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-Y57VZXLT.js";
import "./chunk-4CW7RXEV.js";
import {
  runCi
} from "./chunk-OK3OUJFJ.js";
import "./chunk-WJWR62FM.js";
import "./chunk-5PUPITIJ.js";
import "./chunk-QDJYYEOZ.js";
import "./chunk-RINWIDOX.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-GSWG7URD.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-JTOXKSEM.js";
import "./chunk-Y572WRSF.js";
import {
  inputEnvName
} from "./chunk-PMZOVCGY.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-IFA5E2M5.js";
import "./chunk-CZMJJ3C7.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-AR4KBHBJ.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
