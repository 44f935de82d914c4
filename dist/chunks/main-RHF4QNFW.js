#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-PHHZM5SI.js";
import {
  runCi
} from "./chunk-7MHJMMY7.js";
import "./chunk-SK2GLSWA.js";
import "./chunk-E4FLFJSW.js";
import "./chunk-5QLCNOCV.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-JKB66KHC.js";
import "./chunk-TEPWV44X.js";
import "./chunk-GBETG4HS.js";
import "./chunk-FZH6YXM6.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-HVOTWHRH.js";
import {
  inputEnvName
} from "./chunk-U2G53DH7.js";
import "./chunk-4CW7RXEV.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-DARZJ7VG.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
