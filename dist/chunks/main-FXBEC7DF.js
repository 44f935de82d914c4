#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-6GIPPFMN.js";
import {
  runCi
} from "./chunk-LYDCGJHV.js";
import "./chunk-2RJOIRGJ.js";
import "./chunk-6TH3XSOL.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-NU3RACKQ.js";
import "./chunk-EWNDBO6G.js";
import "./chunk-FKCDGKYL.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
function runActionMain(io) {
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
