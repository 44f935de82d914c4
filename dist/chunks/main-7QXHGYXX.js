#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createGitHubHost
} from "./chunk-FQB2ZIBL.js";
import {
  runCi
} from "./chunk-YDF2SQM5.js";
import "./chunk-EVWHH6JO.js";
import "./chunk-AKWXKR4M.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-NU3RACKQ.js";
import "./chunk-5ZVF5TU6.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-IQWI6KNV.js";

// src/action/main.ts
function runActionMain(io) {
  return runCi(createGitHubHost(io));
}
export {
  runActionMain
};
