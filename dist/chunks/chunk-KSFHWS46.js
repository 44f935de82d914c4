#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/platforms/paging/retry.ts
function retryDelayMs(options, attempt, retryAfter) {
  const cap = options.maxRetryAfterMs ?? 6e4;
  const seconds = retryAfter?.trim() ?? "";
  if (/^\d+$/.test(seconds)) return Math.min(Number(seconds) * 1e3, cap);
  return Math.min((options.retryBaseMs ?? 1e3) * 2 ** attempt, cap);
}
function pauseUnlessAborted(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

export {
  retryDelayMs,
  pauseUnlessAborted
};
