#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-DVL7N2WP.js";
import "./chunk-4CW7RXEV.js";
import {
  runCi
} from "./chunk-HBO5S3IG.js";
import "./chunk-2VRIMBZG.js";
import "./chunk-RXYGU4XG.js";
import "./chunk-TW4556G6.js";
import "./chunk-RINWIDOX.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-GSWG7URD.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-UISZSLHA.js";
import "./chunk-A6LPDRKG.js";
import {
  inputEnvName
} from "./chunk-OCAKILJ3.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-VHLS5YMJ.js";
import "./chunk-2HSKLCRN.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-BWSOY25L.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
