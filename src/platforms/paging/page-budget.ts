/**
 * Bounds on every paginated API read, and what an interrupted run does to the API calls in
 * flight. A server (or a proxy in front of it) that answers every page with another `next`
 * link would otherwise be followed forever: GitHub's `Link: rel="next"` and Bitbucket's `next`
 * field come from the other side. The caps are far above a real pull request's comments or
 * reviews (100 per page), and reaching one is an error that says so.
 */
import { EXIT, StackgateError } from "../../errors.js";

/** How a platform's API client calls: retries, back-off, the fetch to use, the run's abort. */
export interface ApiCallOptions {
  log?: (message: string) => void;
  /** Retries of 429/5xx answers and network errors (default 3). */
  retries?: number;
  /** Base of the exponential back-off in ms (default 1000). */
  retryBaseMs?: number;
  /** Longest wait honoured from `Retry-After`, in ms (default 60 s). */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  /** Aborts every request in flight and every later one: the run was interrupted. */
  signal?: AbortSignal;
}

/** The most pages one paginated read follows. */
const MAX_PAGES = 100;
/** The most items one paginated read keeps. */
const MAX_ITEMS = 10_000;

/** Counts the pages and items of one paginated read; throws when either cap is passed. */
export class PageBudget {
  private pages = 0;
  private items = 0;

  constructor(
    private readonly platform: "GitHub" | "Bitbucket" | "GitLab",
    private readonly what: string,
    private readonly hint: string,
  ) {}

  /** Counts one page of `items` items, before it is kept. */
  count(items: number): void {
    this.pages += 1;
    this.items += items;
    if (this.pages <= MAX_PAGES && this.items <= MAX_ITEMS) return;
    throw new StackgateError(
      `${this.platform} kept sending more while stackgate tried to ${this.what}: stopped at page ` +
        `${this.pages} (${this.items} items), past the limit of ${MAX_PAGES} pages or ${MAX_ITEMS} items. ` +
        `A server that always answers with a next page never ends; check ${this.hint}. ` +
        `A pull request with more than ${MAX_ITEMS} comments or reviews is not supported: start a new one.`,
      EXIT.failed,
    );
  }
}

/** The error an API call ends with when the run was stopped (the trap's signal) under it. */
export function interruptedCall(
  platform: "GitHub" | "Bitbucket" | "GitLab",
  what: string,
  cause: unknown,
): StackgateError {
  return new StackgateError(
    `stopped the ${platform} API call to ${what}: the run was interrupted.`,
    EXIT.failed,
    { cause, outcome: "interrupted" },
  );
}
