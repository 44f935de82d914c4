/**
 * The Octokit every GitHub call goes through: throttled and retried (a bounded wait on a rate
 * limit, a few retries of 5xx/429), its diagnostics in our log, and abortable — a call waiting
 * out a back-off ends when the run is interrupted.
 */
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";

import { VERSION } from "../../version.js";

/** How the Octokit talks to GitHub (the part of the client's options it reads). */
export interface OctokitOptions {
  token: string;
  /** GITHUB_API_URL, e.g. `https://api.github.com`. */
  baseUrl: string;
  /** Diagnostics (rate limits, retries). */
  log?: (message: string) => void;
  /** Retries of 5xx/429 answers (default 3). */
  retries?: number;
  /** Base of the retry back-off in ms (default 1000; tests use less). */
  retryAfterBaseValue?: number;
  /** Aborts every request in flight (and every later one): the run was interrupted. */
  signal?: AbortSignal;
}

const StackgateOctokit = Octokit.plugin(throttling, retry);
export type StackgateOctokitInstance = InstanceType<typeof StackgateOctokit>;

export function createOctokit(options: OctokitOptions): StackgateOctokitInstance {
  const log = options.log ?? (() => undefined);
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method?: string; url?: string },
      _o: unknown,
      count: number,
    ) => {
      const again = !options.signal?.aborted && count < 2 && retryAfter <= 60;
      log(
        `GitHub ${kind} rate limit on ${request.method ?? ""} ${request.url ?? ""}: ` +
          (again ? `retrying in ${retryAfter} s` : "giving up"),
      );
      return again;
    };
  const octokit = new StackgateOctokit({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: `stackgate/${VERSION}`,
    ...(options.signal ? { request: { signal: options.signal } } : {}),
    log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: options.retryAfterBaseValue ?? 1_000,
    },
    throttle: {
      onRateLimit: onLimit("primary"),
      onSecondaryRateLimit: onLimit("secondary"),
      retryAfterBaseValue: options.retryAfterBaseValue ?? 1_000,
    },
  });
  const { signal } = options;
  // Outermost (registered after the retry and throttling plugins): a call waiting out a retry
  // back-off or a rate limit ends when the signal aborts, not when the wait is over.
  if (signal) {
    octokit.hook.wrap("request", (request, requestOptions) => {
      if (signal.aborted) return Promise.reject(abortError());
      return new Promise((resolve, reject) => {
        const abort = (): void => reject(abortError());
        signal.addEventListener("abort", abort, { once: true });
        Promise.resolve(request(requestOptions))
          .then(resolve, reject)
          .finally(() => signal.removeEventListener("abort", abort));
      });
    });
  }
  return octokit;
}

/** What fetch rejects with when its signal aborts. */
function abortError(): DOMException {
  return new DOMException("the run was interrupted", "AbortError");
}
