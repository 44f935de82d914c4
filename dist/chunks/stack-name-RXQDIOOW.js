#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  DIY_ORGANIZATION,
  describeQualifiedStack,
  qualifyPulumiStack
} from "./chunk-STD7LBPG.js";
import "./chunk-WWROM6F2.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-EA2UQZIC.js";
import "./chunk-IQWI6KNV.js";
export {
  DIY_ORGANIZATION,
  describeQualifiedStack,
  qualifyPulumiStack
};
