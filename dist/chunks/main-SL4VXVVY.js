#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-BFEKYYY5.js";
import "./chunk-4CW7RXEV.js";
import {
  runCi
} from "./chunk-PW6BC5PW.js";
import "./chunk-E4VJZ35A.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-DKVOSILZ.js";
import "./chunk-3NORZUSZ.js";
import "./chunk-ASE3OZQC.js";
import "./chunk-VPUQ4SFV.js";
import "./chunk-QT6FWHZR.js";
import "./chunk-WVFHQCWP.js";
import "./chunk-KHCOKMYA.js";
import "./chunk-TLA4PK33.js";
import "./chunk-ZI2NK6DG.js";
import "./chunk-5QJU6244.js";
import "./chunk-ZMYCI7R4.js";
import "./chunk-WMH4AESV.js";
import "./chunk-FJXZ7NRN.js";
import {
  inputEnvName
} from "./chunk-KJ2Q6NJF.js";
import "./chunk-6UXDP6A4.js";
import "./chunk-2NUFHJUA.js";
import "./chunk-LGCFDQNU.js";
import "./chunk-XRWDRD2C.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-VED5LF7C.js";
import "./chunk-HV3CXPQW.js";
import "./chunk-KWP3KDUD.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-INN3UISF.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
