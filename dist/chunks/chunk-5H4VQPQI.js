#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  pauseUnlessAborted,
  retryDelayMs
} from "./chunk-KSFHWS46.js";
import {
  PageBudget,
  interruptedCall
} from "./chunk-WOF6FS65.js";
import {
  VERSION,
  truncate
} from "./chunk-R5FNSTQJ.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-ZQX7P6QH.js";

// src/platforms/bitbucket/model.ts
var BITBUCKET_API_URL = "https://api.bitbucket.org/2.0";
var BITBUCKET_COMMENT_LIMIT = 32767;
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}
function toUser(value) {
  const u = record(value);
  const uuid = str(u?.uuid);
  if (!u || uuid === void 0) return null;
  const user = { uuid };
  const type = str(u.type);
  if (type) user.type = type;
  const accountId = str(u.account_id);
  const nickname = str(u.nickname);
  const displayName = str(u.display_name);
  if (accountId) user.accountId = accountId;
  if (nickname) user.nickname = nickname;
  if (displayName) user.displayName = displayName;
  return user;
}
function bareUuid(value) {
  return value.trim().replace(/^\{|\}$/g, "").toLowerCase();
}
function userMatches(user, spec) {
  if (!user) return false;
  const s = spec.trim();
  if (s === "") return false;
  return bareUuid(user.uuid) === bareUuid(s) || user.accountId !== void 0 && user.accountId === s || user.nickname !== void 0 && user.nickname.toLowerCase() === s.toLowerCase();
}
function describeUser(user) {
  if (!user) return "a deleted user";
  return user.nickname ?? user.displayName ?? user.uuid;
}
function toComment(value) {
  const c = record(value);
  if (!c || typeof c.id !== "number" || c.deleted === true) return null;
  const content = record(c.content);
  const links = record(c.links);
  const html = record(links?.html);
  return {
    id: c.id,
    raw: str(content?.raw) ?? "",
    user: toUser(c.user),
    createdOn: str(c.created_on) ?? "",
    updatedOn: str(c.updated_on) ?? str(c.created_on) ?? "",
    url: str(html?.href) ?? "",
    inline: record(c.inline) !== null
  };
}
function repoName(value) {
  return str(record(value)?.full_name) ?? null;
}
var UUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;
function parseRunId(runId) {
  const [pipeline, step, ...rest] = runId.split("/");
  if (pipeline === void 0 || !UUID.test(pipeline) || rest.length > 0) return null;
  if (step === void 0) return { pipeline };
  return UUID.test(step) ? { pipeline, step } : null;
}
function braced(uuid) {
  return `{${bareUuid(uuid)}}`;
}
function sameUuid(a, b) {
  return bareUuid(a) === bareUuid(b);
}
function toPullRequest(body, id) {
  const source = record(body?.source);
  const destination = record(body?.destination);
  const sourceRepo = repoName(source?.repository);
  const destinationRepo = repoName(destination?.repository);
  const participants = Array.isArray(body?.participants) ? body.participants : [];
  return {
    id: typeof body?.id === "number" ? body.id : id,
    state: str(body?.state) ?? "UNKNOWN",
    headSha: str(record(source?.commit)?.hash) ?? "",
    sourceRepo,
    destinationRepo,
    fork: sourceRepo !== null && destinationRepo !== null && sourceRepo !== destinationRepo,
    author: toUser(body?.author),
    participants: participants.map((p) => {
      const r = record(p);
      return {
        user: toUser(r?.user),
        role: str(r?.role) ?? "PARTICIPANT",
        approved: r?.approved === true,
        state: str(r?.state) ?? null,
        participatedOn: str(r?.participated_on) ?? null
      };
    })
  };
}

// src/platforms/bitbucket/http.ts
var BitbucketApiError = class extends StackgateError {
  constructor(message, status, options) {
    super(message, EXIT.failed, options);
    this.status = status;
    this.name = "BitbucketApiError";
  }
  status;
};
var CREDENTIAL_HINT = "pass a repository, project or workspace access token in BITBUCKET_ACCESS_TOKEN, or an Atlassian API token in BITBUCKET_API_TOKEN with its account's email in BITBUCKET_API_EMAIL";
function bitbucketMessage(text) {
  try {
    const body = record(JSON.parse(text));
    const error = record(body?.error);
    const message = str(error?.message);
    const detail = str(error?.detail);
    if (message) return detail ? `${message}: ${detail}` : message;
  } catch {
  }
  return truncate(text.replace(/\s+/g, " ").trim(), 200);
}
var RETRIED = (status) => status === 429 || status >= 500 && status <= 599;
var BitbucketHttp = class {
  constructor(options) {
    this.options = options;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.origin = new URL(options.apiUrl).origin;
  }
  options;
  fetch;
  origin;
  get slug() {
    return `${this.options.workspace}/${this.options.repo}`;
  }
  repoPath(rest) {
    const { workspace, repo } = this.options;
    return `/repositories/${encodeURIComponent(workspace)}/${encodeURIComponent(repo)}${rest}`;
  }
  url(pathOrUrl) {
    if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
    return `${this.options.apiUrl.replace(/\/+$/, "")}${pathOrUrl}`;
  }
  headers(body) {
    const headers = {
      accept: "application/json",
      "user-agent": `stackgate/${VERSION}`
    };
    if (body) headers["content-type"] = "application/json";
    const auth = this.options.auth;
    if (auth?.kind === "bearer") headers.authorization = `Bearer ${auth.token}`;
    if (auth?.kind === "basic") {
      headers.authorization = `Basic ${Buffer.from(`${auth.user}:${auth.token}`).toString("base64")}`;
    }
    return headers;
  }
  credentialName() {
    return this.options.auth?.variable ?? "BITBUCKET_ACCESS_TOKEN";
  }
  /** A failed request as an error that says what to fix. */
  failure(status, text, what, scope, cause) {
    const said = status === 0 ? text : `${status}${text ? ` ${text}` : ""}`;
    let fix;
    if (status === 401) {
      fix = this.options.auth ? `Bitbucket rejected the credentials in ${this.credentialName()}: ${CREDENTIAL_HINT}.` : `No credentials were given: ${CREDENTIAL_HINT}.`;
    } else if (status === 403) {
      fix = this.options.auth ? `The credentials in ${this.credentialName()} lack permission: give the token the ${scope} scope.` : `No credentials were given: ${CREDENTIAL_HINT} (scope ${scope}).`;
    } else if (status === 404) {
      fix = `It does not exist, or the credentials in ${this.credentialName()} cannot see it: check BITBUCKET_WORKSPACE and BITBUCKET_REPO_SLUG (${this.slug}).`;
    } else if (status === 0) {
      fix = `Bitbucket could not be reached at ${this.options.apiUrl} (variable BITBUCKET_API_URL); re-run the step.`;
    } else {
      fix = "Bitbucket did not answer as expected; re-run the step, and check https://bitbucket.status.atlassian.com if it persists.";
    }
    return new BitbucketApiError(
      `Bitbucket refused to ${what} (${said}). ${fix}`,
      status,
      cause === void 0 ? void 0 : { cause }
    );
  }
  /** One API call, retried on 429/5xx/network errors; the parsed JSON body (null when empty). */
  async request(method, pathOrUrl, what, scope, body) {
    const url = this.url(pathOrUrl);
    if (new URL(url).origin !== this.origin) {
      throw new BitbucketApiError(
        `Bitbucket sent a link to another host (${new URL(url).origin}) while trying to ${what}; refusing to follow it.`,
        0
      );
    }
    const retries = this.options.retries ?? 3;
    const { signal } = this.options;
    for (let attempt = 0; ; attempt += 1) {
      if (signal?.aborted) throw interruptedCall("Bitbucket", what, signal.reason);
      let response;
      let text;
      try {
        response = await this.fetch(url, {
          method,
          headers: this.headers(body !== void 0),
          ...body !== void 0 ? { body: JSON.stringify(body) } : {},
          ...signal ? { signal } : {}
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
      if (response.ok) return text.trim() === "" ? null : JSON.parse(text);
      if (RETRIED(response.status) && attempt < retries) {
        const wait = retryDelayMs(this.options, attempt, response.headers.get("retry-after"));
        this.options.log?.(
          `Bitbucket answered ${response.status} to ${method} (${what}); retrying in ${wait} ms (${attempt + 1} of ${retries})`
        );
        await pauseUnlessAborted(wait, signal);
        continue;
      }
      throw this.failure(response.status, bitbucketMessage(text), what, scope);
    }
  }
  /** Every value of a paginated collection, following `next` links. */
  async paginate(path, what, scope) {
    const values = [];
    const budget = new PageBudget(
      "Bitbucket",
      what,
      "BITBUCKET_API_URL (and any proxy in front of the API)"
    );
    for (let next = path; next !== void 0; ) {
      const body = record(await this.request("GET", next, what, scope));
      const page = Array.isArray(body?.values) ? body.values : [];
      budget.count(page.length);
      values.push(...page);
      next = str(body?.next);
    }
    return values;
  }
};

export {
  BITBUCKET_API_URL,
  BITBUCKET_COMMENT_LIMIT,
  record,
  str,
  toUser,
  bareUuid,
  userMatches,
  describeUser,
  toComment,
  parseRunId,
  braced,
  sameUuid,
  toPullRequest,
  BitbucketApiError,
  BitbucketHttp
};
