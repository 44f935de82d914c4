#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/signals/early-signals.ts
var SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
var first = null;
var listeners = SIGNALS.map((signal) => {
  const listener = () => {
    first ??= signal;
  };
  process.on(signal, listener);
  return [signal, listener];
});
function takeEarlySignal() {
  for (const [signal, listener] of listeners) process.off(signal, listener);
  return first;
}

export {
  takeEarlySignal
};
