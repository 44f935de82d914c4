#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  runStacks
} from "./chunk-P4ANO46X.js";
import "./chunk-3YE2XCCO.js";
import "./chunk-CL4FEZEN.js";
import "./chunk-VHLS5YMJ.js";
import "./chunk-2HSKLCRN.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";
export {
  buildReport,
  runStacks
};
