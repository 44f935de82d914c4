#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  runStacks
} from "./chunk-Y2A7C65Y.js";
import "./chunk-CGGRPDAR.js";
import "./chunk-CL4FEZEN.js";
import "./chunk-IFA5E2M5.js";
import "./chunk-CZMJJ3C7.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";
export {
  buildReport,
  runStacks
};
