#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  runStacks
} from "./chunk-OQ44ZQS7.js";
import "./chunk-DSKVQWCW.js";
import "./chunk-FVHNVU3D.js";
import "./chunk-SVP2WW4F.js";
import "./chunk-VED5LF7C.js";
import "./chunk-HV3CXPQW.js";
import "./chunk-KWP3KDUD.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-IQWI6KNV.js";
export {
  buildReport,
  runStacks
};
