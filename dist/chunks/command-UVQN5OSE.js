#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  buildReport,
  runStacks
} from "./chunk-7SUKTW34.js";
import "./chunk-2VT4GK7F.js";
import "./chunk-4Q5JEAXI.js";
import "./chunk-4KRMWD5Z.js";
import "./chunk-PK6XDSNJ.js";
import "./chunk-EA2UQZIC.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";
export {
  buildReport,
  runStacks
};
