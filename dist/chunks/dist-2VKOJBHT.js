#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-7XGX2B5A.js";
import "./chunk-IQWI6KNV.js";
export default require_dist();
