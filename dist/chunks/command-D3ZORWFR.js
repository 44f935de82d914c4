#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  runStacks
} from "./chunk-5US554EA.js";
import "./chunk-PCCDVPHB.js";
import "./chunk-CL4FEZEN.js";
import "./chunk-QKJG2ABJ.js";
import "./chunk-CDWY65JZ.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";
export {
  buildReport,
  runStacks
};
