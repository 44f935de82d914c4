#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-VW4MGEAD.js";
import {
  runCi
} from "./chunk-OQTUPZ4A.js";
import "./chunk-AWJNK33K.js";
import "./chunk-2DNHGSSV.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-NU3RACKQ.js";
import "./chunk-64RG2WZQ.js";
import "./chunk-FKCDGKYL.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
function runActionMain(io) {
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
