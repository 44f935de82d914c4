#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createStreamOutput,
  createTerminalConfirm,
  formatEvent,
  streamCongestion
} from "./chunk-GSWG7URD.js";
import "./chunk-P3DPG6WC.js";
import "./chunk-UURRQXPS.js";
import "./chunk-IQWI6KNV.js";
export {
  createStreamOutput,
  createTerminalConfirm,
  formatEvent,
  streamCongestion
};
