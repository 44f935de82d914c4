#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/process/compile-cache.ts
import module from "node:module";
function enableCompileCache() {
  try {
    module.enableCompileCache?.();
  } catch {
  }
}

export {
  enableCompileCache
};
