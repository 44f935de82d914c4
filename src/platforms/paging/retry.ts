/** The retry timing every platform's API client shares (GitHub's comes from Octokit's plugins). */
import type { ApiCallOptions } from "./page-budget.js";

/**
 * How long to wait before retry `attempt` (0-based): `Retry-After` in whole seconds when the
 * server sent one, else exponential back-off from `retryBaseMs`; never above `maxRetryAfterMs`.
 */
export function retryDelayMs(
  options: ApiCallOptions,
  attempt: number,
  retryAfter: string | null,
): number {
  const cap = options.maxRetryAfterMs ?? 60_000;
  const seconds = retryAfter?.trim() ?? "";
  if (/^\d+$/.test(seconds)) return Math.min(Number(seconds) * 1_000, cap);
  return Math.min((options.retryBaseMs ?? 1_000) * 2 ** attempt, cap);
}

/** Waits `ms`; resolves at once when `signal` aborts (the caller then checks it). */
export function pauseUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
