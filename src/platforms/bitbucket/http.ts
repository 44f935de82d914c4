/**
 * Bitbucket Cloud's REST API (2.0) over `fetch`: one request, retried on 429 and 5xx (and
 * network errors) with exponential back-off honouring `Retry-After`; paginated collections
 * followed through their `next` links; 401/403/404 as errors naming the pipe variable to fix.
 */
import { EXIT, StackgateError, messageOf } from "../../errors.js";
import { truncate } from "../../report/fit.js";
import { VERSION } from "../../version.js";
import { interruptedCall, PageBudget, type ApiCallOptions } from "../paging/page-budget.js";
import { pauseUnlessAborted, retryDelayMs } from "../paging/retry.js";
import { record, str, type BitbucketAuth } from "./model.js";

export interface BitbucketClientOptions extends ApiCallOptions {
  /** `https://api.bitbucket.org/2.0` (variable BITBUCKET_API_URL). */
  apiUrl: string;
  workspace: string;
  repo: string;
  auth: BitbucketAuth | null;
  /**
   * Who our comments are by (uuid, account id or nickname), when `GET /user` cannot tell
   * (variable COMMENT_AUTHOR).
   */
  commentAuthor?: string;
  /** This run's pipeline and step: a journal naming this very step is an earlier attempt. */
  self?: { pipelineUuid?: string; stepUuid?: string };
  /** The step's redactor: every comment body goes through it before it is sent. */
  redact?: (text: string) => string;
}

/** An API failure: the status (0 for a network error) and Bitbucket's own message. */
export class BitbucketApiError extends StackgateError {
  constructor(
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, EXIT.failed, options);
    this.name = "BitbucketApiError";
  }
}

const CREDENTIAL_HINT =
  "pass a repository, project or workspace access token in BITBUCKET_ACCESS_TOKEN, or an Atlassian API token in BITBUCKET_API_TOKEN with its account's email in BITBUCKET_API_EMAIL";

/** Bitbucket's error body (`{"type":"error","error":{"message":…}}`), or the text. */
function bitbucketMessage(text: string): string {
  try {
    const body = record(JSON.parse(text));
    const error = record(body?.error);
    const message = str(error?.message);
    const detail = str(error?.detail);
    if (message) return detail ? `${message}: ${detail}` : message;
  } catch {
    // not JSON
  }
  return truncate(text.replace(/\s+/g, " ").trim(), 200);
}

const RETRIED = (status: number): boolean => status === 429 || (status >= 500 && status <= 599);

/** The HTTP side of the client: requests, retries, pagination and errors that say what to fix. */
export class BitbucketHttp {
  protected readonly fetch: typeof fetch;
  private readonly origin: string;

  constructor(protected readonly options: BitbucketClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.origin = new URL(options.apiUrl).origin;
  }

  get slug(): string {
    return `${this.options.workspace}/${this.options.repo}`;
  }

  repoPath(rest: string): string {
    const { workspace, repo } = this.options;
    return `/repositories/${encodeURIComponent(workspace)}/${encodeURIComponent(repo)}${rest}`;
  }

  private url(pathOrUrl: string): string {
    if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
    return `${this.options.apiUrl.replace(/\/+$/, "")}${pathOrUrl}`;
  }

  private headers(body: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      accept: "application/json",
      "user-agent": `stackgate/${VERSION}`,
    };
    if (body) headers["content-type"] = "application/json";
    const auth = this.options.auth;
    if (auth?.kind === "bearer") headers.authorization = `Bearer ${auth.token}`;
    if (auth?.kind === "basic") {
      headers.authorization = `Basic ${Buffer.from(`${auth.user}:${auth.token}`).toString("base64")}`;
    }
    return headers;
  }

  protected credentialName(): string {
    return this.options.auth?.variable ?? "BITBUCKET_ACCESS_TOKEN";
  }

  /** A failed request as an error that says what to fix. */
  protected failure(
    status: number,
    text: string,
    what: string,
    scope: string,
    cause?: unknown,
  ): BitbucketApiError {
    const said = status === 0 ? text : `${status}${text ? ` ${text}` : ""}`;
    let fix: string;
    if (status === 401) {
      fix = this.options.auth
        ? `Bitbucket rejected the credentials in ${this.credentialName()}: ${CREDENTIAL_HINT}.`
        : `No credentials were given: ${CREDENTIAL_HINT}.`;
    } else if (status === 403) {
      fix = this.options.auth
        ? `The credentials in ${this.credentialName()} lack permission: give the token the ${scope} scope.`
        : `No credentials were given: ${CREDENTIAL_HINT} (scope ${scope}).`;
    } else if (status === 404) {
      fix =
        `It does not exist, or the credentials in ${this.credentialName()} cannot see it: check BITBUCKET_WORKSPACE ` +
        `and BITBUCKET_REPO_SLUG (${this.slug}).`;
    } else if (status === 0) {
      fix = `Bitbucket could not be reached at ${this.options.apiUrl} (variable BITBUCKET_API_URL); re-run the step.`;
    } else {
      fix =
        "Bitbucket did not answer as expected; re-run the step, and check https://bitbucket.status.atlassian.com if it persists.";
    }
    return new BitbucketApiError(
      `Bitbucket refused to ${what} (${said}). ${fix}`,
      status,
      cause === undefined ? undefined : { cause },
    );
  }

  /** One API call, retried on 429/5xx/network errors; the parsed JSON body (null when empty). */
  async request(
    method: string,
    pathOrUrl: string,
    what: string,
    scope: string,
    body?: unknown,
  ): Promise<unknown> {
    const url = this.url(pathOrUrl);
    if (new URL(url).origin !== this.origin) {
      throw new BitbucketApiError(
        `Bitbucket sent a link to another host (${new URL(url).origin}) while trying to ${what}; refusing to follow it.`,
        0,
      );
    }
    const retries = this.options.retries ?? 3;
    const { signal } = this.options;
    for (let attempt = 0; ; attempt += 1) {
      if (signal?.aborted) throw interruptedCall("Bitbucket", what, signal.reason);
      let response: Response;
      let text: string;
      try {
        response = await this.fetch(url, {
          method,
          headers: this.headers(body !== undefined),
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          ...(signal ? { signal } : {}),
        });
        text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw interruptedCall("Bitbucket", what, error);
        const reason = messageOf(error);
        if (attempt < retries) {
          const wait = retryDelayMs(this.options, attempt, null);
          this.options.log?.(`Bitbucket: ${method} ${what}: ${reason}; retrying in ${wait} ms`);
          await pauseUnlessAborted(wait, signal);
          continue;
        }
        throw this.failure(0, reason, what, scope, error);
      }
      if (response.ok) return text.trim() === "" ? null : (JSON.parse(text) as unknown);
      if (RETRIED(response.status) && attempt < retries) {
        const wait = retryDelayMs(this.options, attempt, response.headers.get("retry-after"));
        this.options.log?.(
          `Bitbucket answered ${response.status} to ${method} (${what}); retrying in ${wait} ms (${attempt + 1} of ${retries})`,
        );
        await pauseUnlessAborted(wait, signal);
        continue;
      }
      throw this.failure(response.status, bitbucketMessage(text), what, scope);
    }
  }

  /** Every value of a paginated collection, following `next` links. */
  async paginate(path: string, what: string, scope: string): Promise<unknown[]> {
    const values: unknown[] = [];
    const budget = new PageBudget(
      "Bitbucket",
      what,
      "BITBUCKET_API_URL (and any proxy in front of the API)",
    );
    for (let next: string | undefined = path; next !== undefined;) {
      const body = record(await this.request("GET", next, what, scope));
      const page = Array.isArray(body?.values) ? (body.values as unknown[]) : [];
      budget.count(page.length);
      values.push(...page);
      next = str(body?.next);
    }
    return values;
  }
}
