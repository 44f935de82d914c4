#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  runStacks
} from "./chunk-VPKSNOIR.js";
import "./chunk-YXKNEVR6.js";
import "./chunk-4Q5JEAXI.js";
import "./chunk-ATOD44S2.js";
import "./chunk-MFKC2MKT.js";
import "./chunk-EA2UQZIC.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";
export {
  buildReport,
  runStacks
};
