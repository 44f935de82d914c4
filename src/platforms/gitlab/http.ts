/**
 * GitLab's REST API (v4) over `fetch`: one request, retried on 429 and 5xx (and network errors)
 * with exponential back-off honouring `Retry-After`; offset pagination followed through
 * `X-Next-Page`; 401/403/404 as errors naming the input to fix. Why `fetch` and not
 * `@gitbeaker/rest`: the client needs five endpoints, the job-token rule (below) and the
 * same abort/redaction guarantees as the other platforms' clients; gitbeaker adds its own
 * rate limiter, retries and camel-casing on top of `fetch` that the bundle would carry unused.
 */
import { EXIT, StackgateError, messageOf } from "../../errors.js";
import { truncate } from "../../report/fit.js";
import { VERSION } from "../../version.js";
import { interruptedCall, PageBudget, type ApiCallOptions } from "../paging/page-budget.js";
import { pauseUnlessAborted, retryDelayMs } from "../paging/retry.js";
import { GITLAB_API_URL, record, type GitLabAuth } from "./model.js";

export interface GitLabClientOptions extends ApiCallOptions {
  /** `https://gitlab.example.com/api/v4` (`CI_API_V4_URL` in a job); default gitlab.com's. */
  apiUrl?: string;
  /**
   * The project's numeric id (`CI_PROJECT_ID`). GitLab also takes the URL-encoded path on most
   * routes, but its OpenAPI description types `id` as an integer on the jobs route.
   */
  project: string;
  auth: GitLabAuth | null;
  /** The run's redactor: every note body goes through it before it is sent. */
  redact?: (text: string) => string;
}

/** An API failure: the status (0 for a network error, or a request refused before sending). */
export class GitLabApiError extends StackgateError {
  override readonly name = "GitLabApiError";

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message, EXIT.failed);
  }
}

const TOKEN_HINT =
  "pass a project or group access token (role Reporter to read, Developer to write notes; scope `api`) in the `gitlab-token` input (GITLAB_TOKEN)";

/**
 * What `CI_JOB_TOKEN` may call among the endpoints this client uses. GitLab's "GitLab CI/CD job
 * token" page lists what the token can reach; of ours only `GET /job` (the job the token belongs
 * to). Notes, merge requests, approvals and other jobs need an access token. Refusing here
 * gives a message that says so instead of GitLab's bare 401/404.
 */
const JOB_TOKEN_ALLOWED: readonly RegExp[] = [/^GET \/job$/];

/** GitLab's error body (`{"message": …}` or `{"error": …}`), else the text. */
function gitlabMessage(text: string): string {
  try {
    const body = record(JSON.parse(text));
    const message = body?.message ?? body?.error;
    if (typeof message === "string") return message;
    if (message !== undefined) return JSON.stringify(message);
  } catch {
    // not JSON
  }
  return truncate(text.replace(/\s+/g, " ").trim(), 200);
}

interface Answer {
  body: unknown;
  nextPage: string | null;
}

/** The HTTP side of the GitLab client. */
export class GitLabHttp {
  protected readonly fetch: typeof fetch;
  private readonly apiUrl: string;
  /** GitLab's clock: the `Date` of its last answer (approval/rules.ts `publicationTime`). */
  serverDate: string | null = null;

  constructor(protected readonly options: GitLabClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.apiUrl = (options.apiUrl ?? GITLAB_API_URL).replace(/\/+$/, "");
  }

  /** `/projects/<id, URL-encoded>` + rest. */
  projectPath(rest: string): string {
    return `/projects/${encodeURIComponent(this.options.project)}${rest}`;
  }

  private authHeaders(): Record<string, string> {
    const auth = this.options.auth;
    if (auth?.kind === "job") return { "job-token": auth.token };
    if (auth?.kind === "private") return { "private-token": auth.token };
    return {};
  }

  private refusal(status: number, text: string, what: string): GitLabApiError {
    const said = status === 0 ? text : `${status}${text ? ` ${text}` : ""}`;
    const input = this.options.auth?.variable ?? "gitlab-token";
    let fix: string;
    if (status === 401) {
      fix = this.options.auth
        ? `GitLab rejected the token in ${input}: ${TOKEN_HINT}.`
        : `No token was given: ${TOKEN_HINT}.`;
    } else if (status === 403) {
      fix = `The token in ${input} lacks permission: ${TOKEN_HINT}.`;
    } else if (status === 404) {
      fix = `It does not exist, or the token in ${input} cannot see it: check CI_PROJECT_ID (${this.options.project}) and the merge request.`;
    } else if (status === 0) {
      fix = `GitLab could not be reached at ${this.apiUrl} (CI_API_V4_URL); re-run the job.`;
    } else {
      fix = "GitLab did not answer as expected; re-run the job.";
    }
    return new GitLabApiError(`GitLab refused to ${what} (${said}). ${fix}`, status);
  }

  private assertTokenMayCall(method: string, path: string, what: string): void {
    if (this.options.auth?.kind !== "job") return;
    const route = `${method} ${path.split("?")[0] ?? ""}`;
    if (JOB_TOKEN_ALLOWED.some((allowed) => allowed.test(route))) return;
    throw new GitLabApiError(
      `GitLab does not accept CI_JOB_TOKEN to ${what} (${method} ${path.split("?")[0]}): ` +
        `the job token reaches only the endpoints GitLab's "CI/CD job token" page lists. ${TOKEN_HINT}.`,
      0,
    );
  }

  /** One API call (path below the API URL), retried on 429/5xx/network errors. */
  async call(method: string, path: string, what: string, body?: unknown): Promise<Answer> {
    this.assertTokenMayCall(method, path, what);
    const url = `${this.apiUrl}${path}`;
    const retries = this.options.retries ?? 3;
    const { signal } = this.options;
    const init: RequestInit = {
      method,
      headers: {
        accept: "application/json",
        "user-agent": `stackgate/${VERSION}`,
        ...this.authHeaders(),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    };
    for (let attempt = 0; ; attempt += 1) {
      if (signal?.aborted) throw interruptedCall("GitLab", what, signal.reason);
      let response: Response;
      let text: string;
      try {
        response = await this.fetch(url, init);
        text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw interruptedCall("GitLab", what, error);
        if (attempt >= retries) throw this.refusal(0, messageOf(error), what);
        await pauseUnlessAborted(retryDelayMs(this.options, attempt, null), signal);
        continue;
      }
      this.serverDate = response.headers.get("date") ?? this.serverDate;
      if (response.ok) {
        return {
          body: text.trim() === "" ? null : (JSON.parse(text) as unknown),
          nextPage: response.headers.get("x-next-page")?.trim() || null,
        };
      }
      const retried = response.status === 429 || response.status >= 500;
      if (!retried || attempt >= retries) {
        throw this.refusal(response.status, gitlabMessage(text), what);
      }
      const wait = retryDelayMs(this.options, attempt, response.headers.get("retry-after"));
      this.options.log?.(
        `GitLab answered ${response.status} to ${method} (${what}); retrying in ${wait} ms`,
      );
      await pauseUnlessAborted(wait, signal);
    }
  }

  /** Every item of an offset-paginated list (100 per page), following `X-Next-Page`. */
  async list(path: string, what: string): Promise<unknown[]> {
    const items: unknown[] = [];
    const budget = new PageBudget("GitLab", what, "CI_API_V4_URL (and any proxy in front of it)");
    const joiner = path.includes("?") ? "&" : "?";
    for (let page: string | null = "1"; page !== null;) {
      const answer = await this.call("GET", `${path}${joiner}per_page=100&page=${page}`, what);
      const got = Array.isArray(answer.body) ? (answer.body as unknown[]) : [];
      budget.count(got.length);
      items.push(...got);
      page = got.length === 0 ? null : answer.nextPage;
    }
    return items;
  }
}
