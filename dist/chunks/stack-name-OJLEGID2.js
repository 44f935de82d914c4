#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  DIY_ORGANIZATION,
  describeQualifiedStack,
  qualifyPulumiStack
} from "./chunk-LGCFDQNU.js";
import "./chunk-XRWDRD2C.js";
import "./chunk-7XGX2B5A.js";
import "./chunk-UMMHIP2D.js";
import "./chunk-KVWGJ5LG.js";
import "./chunk-IQWI6KNV.js";
export {
  DIY_ORGANIZATION,
  describeQualifiedStack,
  qualifyPulumiStack
};
