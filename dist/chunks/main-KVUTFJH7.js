#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-DD2ZMNB3.js";
import "./chunk-4CW7RXEV.js";
import {
  runCi
} from "./chunk-J6EFSTS2.js";
import "./chunk-J2FYTA3B.js";
import "./chunk-6JY2OQVX.js";
import "./chunk-BC5H7MBA.js";
import "./chunk-73RYHTBY.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-GSWG7URD.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-TYF5CIFX.js";
import "./chunk-R7KFBM2P.js";
import {
  inputEnvName
} from "./chunk-VGZ3IJHO.js";
import "./chunk-ATOD44S2.js";
import "./chunk-MFKC2MKT.js";
import "./chunk-EA2UQZIC.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-WDCQVFON.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
