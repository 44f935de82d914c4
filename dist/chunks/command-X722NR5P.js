#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  runStacks
} from "./chunk-5GQBLDKZ.js";
import "./chunk-HF4TNYXI.js";
import "./chunk-CL4FEZEN.js";
import "./chunk-CVYBM2HF.js";
import "./chunk-O5N77MYA.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";
export {
  buildReport,
  runStacks
};
