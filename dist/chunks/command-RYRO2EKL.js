#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  runStacks
} from "./chunk-NUG4A6GH.js";
import "./chunk-BOA6HOD6.js";
import "./chunk-FVHNVU3D.js";
import "./chunk-ZRFEJLVN.js";
import "./chunk-HEFLUAKF.js";
import "./chunk-HV3CXPQW.js";
import "./chunk-AGU7URXG.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-IQWI6KNV.js";
export {
  buildReport,
  runStacks
};
