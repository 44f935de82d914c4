#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-OXVMA3JD.js";
import {
  runCi
} from "./chunk-B5LHNGFE.js";
import "./chunk-CVDMJZQR.js";
import "./chunk-6VEFCQB7.js";
import "./chunk-ABZPHSZA.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-3ZEVJGVF.js";
import "./chunk-U5UHMK6D.js";
import "./chunk-4E4IYJTO.js";
import "./chunk-7SA5BNF6.js";
import "./chunk-4EIY3W23.js";
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
