#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-WGB3TRJW.js";
import {
  runCi
} from "./chunk-PAEWIQLP.js";
import "./chunk-DYJRB3NC.js";
import "./chunk-F4DVRMTF.js";
import "./chunk-VGSCY7R4.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-X5BWFN54.js";
import "./chunk-UONMCYBU.js";
import "./chunk-MREI52VC.js";
import "./chunk-AHVW6G6R.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-WFOMGAWZ.js";
import {
  inputEnvName
} from "./chunk-ZUBD7PPD.js";
import "./chunk-4CW7RXEV.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-ONHIVYSM.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
