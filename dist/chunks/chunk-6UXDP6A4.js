#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/platforms/stream-congestion.ts
function streamCongestion(stream) {
  return () => stream.writableNeedDrain === true ? new Promise((resolve) => stream.once("drain", () => resolve())) : null;
}

export {
  streamCongestion
};
