#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  createStreamOutput,
  createTerminalConfirm,
  formatEvent,
  streamCongestion
} from "./chunk-NU3RACKQ.js";
import "./chunk-IQWI6KNV.js";
export {
  createStreamOutput,
  createTerminalConfirm,
  formatEvent,
  streamCongestion
};
