#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  commentMarker,
  findsMarker,
  fitPrefixLines,
  measureChars,
  truncate
} from "./chunk-DAHO3SHV.js";
import {
  VERSION
} from "./chunk-2NUFHJUA.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-YKQQDZE5.js";

// src/platforms/paging/page-budget.ts
var MAX_PAGES = 100;
var MAX_ITEMS = 1e4;
var PageBudget = class {
  constructor(platform, what, hint) {
    this.platform = platform;
    this.what = what;
    this.hint = hint;
  }
  platform;
  what;
  hint;
  pages = 0;
  items = 0;
  /** Counts one page of `items` items, before it is kept. */
  count(items) {
    this.pages += 1;
    this.items += items;
    if (this.pages <= MAX_PAGES && this.items <= MAX_ITEMS) return;
    throw new StackgateError(
      `${this.platform} kept sending more while stackgate tried to ${this.what}: stopped at page ${this.pages} (${this.items} items), past the limit of ${MAX_PAGES} pages or ${MAX_ITEMS} items. A server that always answers with a next page never ends; check ${this.hint}. A pull request with more than ${MAX_ITEMS} comments or reviews is not supported: start a new one.`,
      EXIT.failed
    );
  }
};
function interruptedCall(platform, what, cause) {
  return new StackgateError(
    `stopped the ${platform} API call to ${what}: the run was interrupted.`,
    EXIT.failed,
    { cause, outcome: "interrupted" }
  );
}

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

// src/platforms/gitlab/model.ts
var GITLAB_API_URL = "https://gitlab.com/api/v4";
var GITLAB_NOTE_LIMIT = 1e6;
var FINISHED = /* @__PURE__ */ new Set(["success", "failed", "canceled", "skipped"]);
var ALIVE = /* @__PURE__ */ new Set([
  "created",
  "waiting_for_resource",
  "preparing",
  "pending",
  "running",
  "canceling",
  "scheduled"
]);
function jobIsOver(status) {
  return FINISHED.has(status);
}
function jobRunState(status) {
  if (FINISHED.has(status)) return "finished";
  return ALIVE.has(status) ? "running" : "unknown";
}
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}
function str(value) {
  return typeof value === "string" ? value : null;
}
function num(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
function keyed(value, idKey, textKey) {
  const o = record(value);
  const id = num(o?.[idKey]);
  const text = str(o?.[textKey]);
  return o && id !== null && text !== null ? { o, id, text } : null;
}
function userOf(value) {
  const k = keyed(value, "id", "username");
  return k && { id: k.id, username: k.text, bot: k.o.bot === true };
}
function noteOf(value) {
  const k = keyed(value, "id", "body");
  if (!k) return null;
  const createdAt = str(k.o.created_at) ?? "";
  return {
    id: k.id,
    body: k.text,
    author: userOf(k.o.author),
    createdAt,
    updatedAt: str(k.o.updated_at) ?? createdAt,
    system: k.o.system === true
  };
}
function issueOf(value) {
  const k = keyed(value, "iid", "title");
  if (!k) return null;
  const author = userOf(k.o.author);
  return {
    number: k.id,
    title: k.text,
    body: str(k.o.description) ?? "",
    author: author === null ? null : String(author.id),
    url: str(k.o.web_url) ?? ""
  };
}
function mergeRequestOf(value) {
  const k = keyed(value, "iid", "sha");
  if (!k) return null;
  return {
    iid: k.id,
    state: str(k.o.state) ?? "",
    headSha: k.text,
    author: userOf(k.o.author),
    sourceProjectId: num(k.o.source_project_id) ?? -1,
    targetProjectId: num(k.o.target_project_id) ?? -1,
    webUrl: str(k.o.web_url) ?? ""
  };
}
function approvalsOf(value) {
  const list = record(value)?.approved_by;
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const e = record(entry);
    return { user: userOf(e?.user), approvedAt: str(e?.approved_at) };
  });
}
function jobOf(value) {
  const k = keyed(value, "id", "status");
  return k && {
    id: k.id,
    status: k.text,
    finishedAt: str(k.o.finished_at),
    pipelineId: num(record(k.o.pipeline)?.id)
  };
}

// src/platforms/gitlab/http.ts
var GitLabApiError = class extends StackgateError {
  constructor(message, status) {
    super(message, EXIT.failed);
    this.status = status;
  }
  status;
  name = "GitLabApiError";
};
var TOKEN_HINT = "pass a project or group access token (role Reporter to read, Developer to write notes; scope `api`) in the `gitlab-token` input (GITLAB_TOKEN)";
var JOB_TOKEN_ALLOWED = [/^GET \/job$/];
function gitlabMessage(text) {
  try {
    const body = record(JSON.parse(text));
    const message = body?.message ?? body?.error;
    if (typeof message === "string") return message;
    if (message !== void 0) return JSON.stringify(message);
  } catch {
  }
  return truncate(text.replace(/\s+/g, " ").trim(), 200);
}
var GitLabHttp = class {
  constructor(options) {
    this.options = options;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.apiUrl = (options.apiUrl ?? GITLAB_API_URL).replace(/\/+$/, "");
  }
  options;
  fetch;
  apiUrl;
  /** GitLab's clock: the `Date` of its last answer (approval/rules.ts `publicationTime`). */
  serverDate = null;
  /** `/projects/<id, URL-encoded>` + rest. */
  projectPath(rest) {
    return `/projects/${encodeURIComponent(this.options.project)}${rest}`;
  }
  authHeaders() {
    const auth = this.options.auth;
    if (auth?.kind === "job") return { "job-token": auth.token };
    if (auth?.kind === "private") return { "private-token": auth.token };
    return {};
  }
  refusal(status, text, what) {
    const said = status === 0 ? text : `${status}${text ? ` ${text}` : ""}`;
    const input = this.options.auth?.variable ?? "gitlab-token";
    let fix;
    if (status === 401) {
      fix = this.options.auth ? `GitLab rejected the token in ${input}: ${TOKEN_HINT}.` : `No token was given: ${TOKEN_HINT}.`;
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
  assertTokenMayCall(method, path, what) {
    if (this.options.auth?.kind !== "job") return;
    const route = `${method} ${path.split("?")[0] ?? ""}`;
    if (JOB_TOKEN_ALLOWED.some((allowed) => allowed.test(route))) return;
    throw new GitLabApiError(
      `GitLab does not accept CI_JOB_TOKEN to ${what} (${method} ${path.split("?")[0]}): the job token reaches only the endpoints GitLab's "CI/CD job token" page lists. ${TOKEN_HINT}.`,
      0
    );
  }
  /** One API call (path below the API URL), retried on 429/5xx/network errors. */
  async call(method, path, what, body) {
    this.assertTokenMayCall(method, path, what);
    const url = `${this.apiUrl}${path}`;
    const retries = this.options.retries ?? 3;
    const { signal } = this.options;
    const init = {
      method,
      headers: {
        accept: "application/json",
        "user-agent": `stackgate/${VERSION}`,
        ...this.authHeaders(),
        ...body !== void 0 ? { "content-type": "application/json" } : {}
      },
      ...body !== void 0 ? { body: JSON.stringify(body) } : {},
      ...signal ? { signal } : {}
    };
    for (let attempt = 0; ; attempt += 1) {
      if (signal?.aborted) throw interruptedCall("GitLab", what, signal.reason);
      let response;
      let text;
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
          body: text.trim() === "" ? null : JSON.parse(text),
          nextPage: response.headers.get("x-next-page")?.trim() || null
        };
      }
      const retried = response.status === 429 || response.status >= 500;
      if (!retried || attempt >= retries) {
        throw this.refusal(response.status, gitlabMessage(text), what);
      }
      const wait = retryDelayMs(this.options, attempt, response.headers.get("retry-after"));
      this.options.log?.(
        `GitLab answered ${response.status} to ${method} (${what}); retrying in ${wait} ms`
      );
      await pauseUnlessAborted(wait, signal);
    }
  }
  /** Every item of an offset-paginated list (100 per page), following `X-Next-Page`. */
  async list(path, what) {
    const items = [];
    const budget = new PageBudget("GitLab", what, "CI_API_V4_URL (and any proxy in front of it)");
    const joiner = path.includes("?") ? "&" : "?";
    for (let page = "1"; page !== null; ) {
      const answer = await this.call("GET", `${path}${joiner}per_page=100&page=${page}`, what);
      const got = Array.isArray(answer.body) ? answer.body : [];
      budget.count(got.length);
      items.push(...got);
      page = got.length === 0 ? null : answer.nextPage;
    }
    return items;
  }
};

// src/platforms/gitlab/client.ts
var MARKER_FLAVOR = "github";
function cutNotice(limit) {
  return `

_\u2026 cut to fit GitLab's ${limit.toLocaleString("en-US")}-character note limit._`;
}
function noteBody(key, body, limit = GITLAB_NOTE_LIMIT, redact = (text) => text) {
  const marker = commentMarker(key, MARKER_FLAVOR);
  const clean = redact(findsMarker(body, key, MARKER_FLAVOR) ? body : `${marker}
${body}`);
  if (clean.length <= limit) return { text: clean, cut: false };
  const notice = cutNotice(limit);
  return { text: fitPrefixLines(clean, limit - notice.length, measureChars) + notice, cut: true };
}
var GitLabClient = class extends GitLabHttp {
  me = null;
  /** The token's own user (`GET /user`); notes by anyone else are never updated. */
  tokenUser() {
    this.me ??= this.call("GET", "/user", "read the token's user").then(({ body }) => {
      const user = userOf(body);
      if (!user)
        throw new GitLabApiError("GitLab answered GET /user without an id and username.", 200);
      return user;
    });
    return this.me;
  }
  /** `text` as it may be stored at GitLab: through the run's redactor. */
  storedBody(text) {
    return this.options.redact ? this.options.redact(text) : text;
  }
  mrPath(iid, rest = "") {
    return this.projectPath(`/merge_requests/${iid}${rest}`);
  }
  /** Every note of the merge request, oldest first. */
  async notes(iid) {
    const items = await this.list(
      this.mrPath(iid, "/notes?sort=asc&order_by=created_at"),
      `list the notes of merge request !${iid}`
    );
    return items.map(noteOf).filter((note) => note !== null);
  }
  /**
   * The token's own note for `key`: not a system note, written by the token's user, starting
   * with the key's marker (the oldest, when there are several). A note by anyone else is never
   * ours, whatever marker or hidden line it carries.
   */
  async ownNote(notes, key) {
    const me = await this.tokenUser();
    return notes.find(
      (note) => !note.system && note.author?.id === me.id && findsMarker(note.body, key, MARKER_FLAVOR)
    ) ?? null;
  }
  /**
   * Creates the note for `key` on merge request `iid`, or updates the token's own note
   * (`ownNote`). `trailer` is the hidden line that must end the note (approval/published.ts),
   * given the note it replaces and GitLab's clock (the `Date` of its last answer): it is
   * appended after the body is cut to the limit.
   */
  async upsertNote(iid, key, body, trailer) {
    await this.tokenUser();
    const ours = await this.ownNote(await this.notes(iid), key);
    const tail = trailer?.(ours, this.serverDate) ?? "";
    const room = tail === "" ? GITLAB_NOTE_LIMIT : GITLAB_NOTE_LIMIT - tail.length - 2;
    const fitted = noteBody(key, body, room, this.options.redact);
    const text = tail === "" ? fitted.text : `${fitted.text.replace(/\s+$/, "")}

${tail}`;
    const answer = ours ? await this.call(
      "PUT",
      this.mrPath(iid, `/notes/${ours.id}`),
      `update note ${ours.id} on merge request !${iid}`,
      { body: text }
    ) : await this.call(
      "POST",
      this.mrPath(iid, "/notes"),
      `create a note on merge request !${iid}`,
      { body: text }
    );
    const note = noteOf(answer.body);
    if (!note)
      throw new GitLabApiError(`GitLab answered the note write on !${iid} without a note.`, 200);
    return { action: ours ? "updated" : "created", note, cut: fitted.cut };
  }
  async mergeRequest(iid) {
    const { body } = await this.call("GET", this.mrPath(iid), `read merge request !${iid}`);
    const mr = mergeRequestOf(body);
    if (!mr)
      throw new GitLabApiError(`GitLab answered merge request !${iid} without iid and sha.`, 200);
    return mr;
  }
  /** The merge request (head, author, fork) and who approved it, when (`approved_at`). */
  async approvals(iid) {
    const mergeRequest = await this.mergeRequest(iid);
    const { body } = await this.call(
      "GET",
      this.mrPath(iid, "/approvals"),
      `read the approvals of merge request !${iid}`
    );
    return { mergeRequest, approvals: approvalsOf(body) };
  }
  /**
   * A job's status. With `CI_JOB_TOKEN` only the token's own job can be read (`GET /job`):
   * asking for another job with it is refused before anything is sent.
   */
  async job(jobId) {
    const own = this.options.auth?.kind === "job";
    const path = own ? "/job" : this.projectPath(`/jobs/${jobId}`);
    const { body } = await this.call("GET", path, `read job ${jobId}`);
    const job = jobOf(body);
    if (!job) throw new GitLabApiError(`GitLab answered job ${jobId} without id and status.`, 200);
    if (job.id !== jobId) {
      throw new GitLabApiError(
        `GitLab's CI_JOB_TOKEN reads only its own job (${job.id}), not job ${jobId}: ${"pass an access token in the `gitlab-token` input to read other jobs"}.`,
        0
      );
    }
    return job;
  }
  /** Whether job `jobId` is over (success, failed, canceled, skipped): its run can no longer act. */
  async jobIsOver(jobId) {
    return jobIsOver((await this.job(jobId)).status);
  }
};

// src/platforms/gitlab/run-liveness.ts
var GitLabRunLiveness = class {
  constructor(client, log) {
    this.client = client;
    this.log = log;
  }
  client;
  log;
  async runState(run) {
    if (run.platform !== "gitlab") return "unknown";
    if (run.job === void 0 || !/^\d+$/.test(run.job)) {
      this.log?.(`pipeline ${run.runId}'s journal names no GitLab job id: its liveness is unknown`);
      return "unknown";
    }
    try {
      const job = await this.client.job(Number(run.job));
      const state = jobRunState(job.status);
      if (state === "unknown") {
        this.log?.(`GitLab job ${run.job} has status "${job.status}", which proves nothing`);
      }
      return state;
    } catch (error) {
      this.log?.(`could not ask GitLab whether job ${run.job} is over: ${messageOf(error)}`);
      return "unknown";
    }
  }
};

// src/ci/gitlab-env.ts
function mergeRequestIidOf(env) {
  const iid = Number(env.CI_MERGE_REQUEST_IID);
  return Number.isSafeInteger(iid) && iid > 0 ? iid : null;
}
var TOKEN_VARIABLE = "GITLAB_TOKEN";
function gitlabClientOf(settings, env, options) {
  const token = env[TOKEN_VARIABLE];
  const project = env.CI_PROJECT_ID;
  if (settings.run.platform !== "gitlab" || !token || !project) return null;
  const mask = (text) => options.redact(text).split(token).join("***");
  const client = new GitLabClient({
    ...env.CI_API_V4_URL ? { apiUrl: env.CI_API_V4_URL } : {},
    project,
    auth: { kind: "private", token, variable: TOKEN_VARIABLE },
    redact: mask,
    ...options.fetch ? { fetch: options.fetch } : {}
  });
  return { client, mask };
}
function gitlabRunLivenessOf(settings, env, options) {
  const gitlab = gitlabClientOf(settings, env, options);
  if (!gitlab) return null;
  return new GitLabRunLiveness(
    gitlab.client,
    (message) => options.log(gitlab.mask(`stackgate: ${message}`))
  );
}

export {
  PageBudget,
  interruptedCall,
  issueOf,
  GitLabApiError,
  mergeRequestIidOf,
  gitlabClientOf,
  gitlabRunLivenessOf
};
