#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-OHN6YTOZ.js";
import "./chunk-4CW7RXEV.js";
import {
  runCi
} from "./chunk-YKWGWTQ3.js";
import "./chunk-H5YB4LCD.js";
import "./chunk-JD6XBKLA.js";
import "./chunk-KEQOGMRP.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-JISYT2FX.js";
import "./chunk-FEG4CDON.js";
import "./chunk-ZTBOXACY.js";
import "./chunk-AH3GUAUN.js";
import "./chunk-CP7P3G4A.js";
import "./chunk-5QJU6244.js";
import "./chunk-FN2NS5XQ.js";
import {
  inputEnvName
} from "./chunk-55B4ZB6D.js";
import "./chunk-6UXDP6A4.js";
import "./chunk-2NUFHJUA.js";
import "./chunk-LGCFDQNU.js";
import "./chunk-XRWDRD2C.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-HEFLUAKF.js";
import "./chunk-HV3CXPQW.js";
import "./chunk-AGU7URXG.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
async function runActionMain(io) {
  if (io.env[inputEnvName("command")]?.trim() === "stacks") {
    const { runActionStacks } = await import("./stacks-BSW7AXJX.js");
    return runActionStacks(io);
  }
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
