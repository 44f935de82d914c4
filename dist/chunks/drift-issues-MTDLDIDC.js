#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  pauseUnlessAborted,
  retryDelayMs
} from "./chunk-KSFHWS46.js";
import {
  GitHubClient,
  apiError,
  readEventContext
} from "./chunk-UZ2M2N2C.js";
import {
  PageBudget,
  interruptedCall
} from "./chunk-WOF6FS65.js";
import {
  describeStack
} from "./chunk-KIPS5CGJ.js";
import {
  commentMarker,
  createRedactor,
  findsMarker
} from "./chunk-L6ZRR6VT.js";
import {
  VERSION,
  fitPrefixLines,
  measureChars,
  truncate
} from "./chunk-R5FNSTQJ.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-ZQX7P6QH.js";
import "./chunk-IQWI6KNV.js";

// src/ci/drift-issues.ts
import path from "node:path";

// src/drift/issue-body.ts
var BODY_LIMIT = 65536 - 1536;
var MARKERS = {
  drift: "stackgate-drift",
  failed: "stackgate-drift-failed"
};
function issueMarker(kind, key) {
  const encoded = [key.project, key.stack, key.dir].map(encodeURIComponent).join(":");
  return `<!-- ${MARKERS[kind]}: ${encoded} -->`;
}
function issueTitle(kind, key) {
  const where = `${key.dir} (stack ${key.stack})`;
  return kind === "drift" ? `Drift: ${where}` : `Drift check failed: ${where}`;
}
function runText(run) {
  return run.url ? `[${run.name}](${run.url})` : run.name;
}
function fenceFor(text) {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}
function issueBody(kind, key, stack, run, limit = BODY_LIMIT) {
  const head = [
    issueMarker(kind, key),
    kind === "drift" ? `**stackgate drift**: the real objects of stack \`${key.stack}\` in \`${key.dir}\` (${stack.engine}) differ from its state, as of ${runText(run)}.` : `**stackgate drift** could not check stack \`${key.stack}\` in \`${key.dir}\` (${stack.engine}), as of ${runText(run)}.`,
    "",
    kind === "drift" ? "To reconcile: apply the code (a reviewed `preview` and `up`) to put the objects back, or change the code (or import the change into it) to match them. This issue closes itself when a drift run finds the stack in sync." : "Fix the check (the error below); this issue closes itself when a drift run checks the stack again.",
    ""
  ].join("\n");
  const text = describeStack(stack).join("\n");
  const fence = fenceFor(text);
  const whole = `${head}${fence}text
${text}
${fence}
`;
  if (whole.length <= limit) return whole;
  const where = run.url ? `the run's log: ${run.url}` : `the log of ${run.name}`;
  const notice = `
**The report was cut at ${limit} characters: the full report is in ${where}.**
`;
  const room = Math.max(0, limit - head.length - notice.length - 2 * fence.length - 16);
  const cut = text.slice(0, room).replace(/\n[^\n]*$/, "");
  return `${head}${fence}text
${cut}
${fence}
${notice}`;
}

// src/drift/issue-reporter.ts
var DRIFT_LABEL = "stackgate-drift";
function createIssueReporter(options) {
  const { tracker, run, log } = options;
  return {
    async report(report) {
      const author = await tracker.author();
      const open = (await tracker.listOpen(DRIFT_LABEL)).filter((i) => i.author === author);
      const find = (kind, key) => open.find((i) => i.body.startsWith(issueMarker(kind, key)));
      let openCount = open.length;
      const failures = [];
      const attempt = async (what, write) => {
        try {
          await write();
        } catch (error) {
          failures.push(`${what}: ${messageOf(error)}`);
          log(`drift issues: could not ${what}: ${messageOf(error)}`);
        }
      };
      const close = async (kind, key, why) => {
        const issue = find(kind, key);
        if (!issue) return;
        await attempt(`close issue #${issue.number}`, async () => {
          await tracker.close(issue.number, `${why} as of ${runText(run)}.`);
          openCount -= 1;
          log(`drift issues: closed #${issue.number} (${issue.title})`);
        });
      };
      const toCreate = [];
      for (const stack of report.stacks) {
        const key = options.keyOf(stack);
        if (stack.status === "locked") {
          log(`drift issues: ${stack.id} is locked, not checked: its issues are left as they are`);
          continue;
        }
        if (stack.status === "in-sync") await close("drift", key, "Back in sync");
        if (stack.status !== "failed") await close("failed", key, "The drift check succeeds again");
        if (stack.status === "in-sync") continue;
        const kind = stack.status === "drifted" ? "drift" : "failed";
        const existing = find(kind, key);
        if (!existing) {
          toCreate.push({ stack, key, kind });
          continue;
        }
        await attempt(`update issue #${existing.number}`, async () => {
          await tracker.update(
            existing.number,
            issueTitle(kind, key),
            issueBody(kind, key, stack, run)
          );
          log(`drift issues: updated #${existing.number} (${issueTitle(kind, key)})`);
        });
      }
      const notFiled = [];
      for (const { stack, key, kind } of toCreate) {
        if (openCount >= options.cap) {
          notFiled.push(stack.id);
          continue;
        }
        await attempt(`open an issue for ${stack.id}`, async () => {
          const issue = await tracker.create(
            issueTitle(kind, key),
            issueBody(kind, key, stack, run),
            DRIFT_LABEL
          );
          openCount += 1;
          log(`drift issues: opened #${issue.number} (${issue.title}) ${issue.url}`);
        });
      }
      if (notFiled.length > 0) {
        log(
          `drift issues: ${notFiled.length} stack${notFiled.length === 1 ? "" : "s"} not filed, the cap of ${options.cap} open drift issues is reached (drift-issue-cap): ${notFiled.join(", ")}`
        );
      }
      if (failures.length > 0) {
        throw new StackgateError(
          `drift issues: ${failures.length} issue write${failures.length === 1 ? "" : "s"} failed (the report above is complete): ${failures.join("; ")}`,
          EXIT.failed
        );
      }
    }
  };
}

// src/platforms/github/issues.ts
var ISSUES_WRITE = "issues: write";
function createIssueTracker(client, repo) {
  const { octokit } = client;
  const slug = `${repo.owner}/${repo.repo}`;
  return {
    author: () => client.commentAuthor(),
    async listOpen(label) {
      const what = `list the open issues labelled ${label} in ${slug}`;
      const budget = new PageBudget("GitHub", what, "GITHUB_API_URL");
      const params = { ...repo, labels: label, state: "open", per_page: 100 };
      const found = [];
      try {
        for await (const page of octokit.paginate.iterator(
          octokit.rest.issues.listForRepo,
          params
        )) {
          budget.count(page.data.length);
          for (const issue of page.data) {
            if (issue.pull_request) continue;
            found.push({
              number: issue.number,
              title: issue.title,
              body: issue.body ?? "",
              author: issue.user?.login ?? null,
              url: issue.html_url
            });
          }
        }
        return found;
      } catch (error) {
        throw apiError(error, what, "issues: read");
      }
    },
    async create(title, body, label) {
      try {
        const { data } = await octokit.rest.issues.create({
          ...repo,
          title: client.storedBody(title),
          body: client.storedBody(body),
          labels: [label]
        });
        return {
          number: data.number,
          title: data.title,
          body: data.body ?? "",
          author: data.user?.login ?? null,
          url: data.html_url
        };
      } catch (error) {
        throw apiError(error, `open a drift issue in ${slug}`, ISSUES_WRITE);
      }
    },
    async update(number, title, body) {
      try {
        await octokit.rest.issues.update({
          ...repo,
          issue_number: number,
          title: client.storedBody(title),
          body: client.storedBody(body)
        });
      } catch (error) {
        throw apiError(error, `update drift issue #${number} in ${slug}`, ISSUES_WRITE);
      }
    },
    async close(number, comment) {
      try {
        await octokit.rest.issues.createComment({
          ...repo,
          issue_number: number,
          body: client.storedBody(comment)
        });
        await octokit.rest.issues.update({
          ...repo,
          issue_number: number,
          state: "closed",
          state_reason: "completed"
        });
      } catch (error) {
        throw apiError(error, `close drift issue #${number} in ${slug}`, ISSUES_WRITE);
      }
    }
  };
}

// src/platforms/gitlab/model.ts
var GITLAB_API_URL = "https://gitlab.com/api/v4";
var GITLAB_NOTE_LIMIT = 1e6;
var FINISHED = /* @__PURE__ */ new Set(["success", "failed", "canceled", "skipped"]);
function jobIsOver(status) {
  return FINISHED.has(status);
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
  assertTokenMayCall(method, path2, what) {
    if (this.options.auth?.kind !== "job") return;
    const route = `${method} ${path2.split("?")[0] ?? ""}`;
    if (JOB_TOKEN_ALLOWED.some((allowed) => allowed.test(route))) return;
    throw new GitLabApiError(
      `GitLab does not accept CI_JOB_TOKEN to ${what} (${method} ${path2.split("?")[0]}): the job token reaches only the endpoints GitLab's "CI/CD job token" page lists. ${TOKEN_HINT}.`,
      0
    );
  }
  /** One API call (path below the API URL), retried on 429/5xx/network errors. */
  async call(method, path2, what, body) {
    this.assertTokenMayCall(method, path2, what);
    const url = `${this.apiUrl}${path2}`;
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
  async list(path2, what) {
    const items = [];
    const budget = new PageBudget("GitLab", what, "CI_API_V4_URL (and any proxy in front of it)");
    const joiner = path2.includes("?") ? "&" : "?";
    for (let page = "1"; page !== null; ) {
      const answer = await this.call("GET", `${path2}${joiner}per_page=100&page=${page}`, what);
      const got = Array.isArray(answer.body) ? answer.body : [];
      budget.count(got.length);
      items.push(...got);
      page = got.length === 0 ? null : answer.nextPage;
    }
    return items;
  }
};

// src/platforms/gitlab/issues.ts
function createGitLabIssueTracker(client) {
  const issuePath = (iid, rest = "") => client.projectPath(`/issues/${iid}${rest}`);
  const text = (title, body) => ({
    title: client.storedBody(title),
    description: client.storedBody(body)
  });
  return {
    author: async () => String((await client.tokenUser()).id),
    async listOpen(label) {
      const query = `/issues?state=opened&labels=${encodeURIComponent(label)}`;
      const what = `list the open issues labelled ${label}`;
      const items = await client.list(client.projectPath(query), what);
      return items.map(issueOf).filter((issue) => issue !== null);
    },
    async create(title, body, label) {
      const what = "open a drift issue";
      const path2 = client.projectPath("/issues");
      const answer = await client.call("POST", path2, what, { ...text(title, body), labels: label });
      const issue = issueOf(answer.body);
      if (!issue)
        throw new GitLabApiError(
          `GitLab answered "${what}" without an issue (iid and title).`,
          200
        );
      return issue;
    },
    async update(iid, title, body) {
      await client.call("PUT", issuePath(iid), `update drift issue #${iid}`, text(title, body));
    },
    async close(iid, comment) {
      const note = { body: client.storedBody(comment) };
      await client.call("POST", issuePath(iid, "/notes"), `comment on drift issue #${iid}`, note);
      await client.call("PUT", issuePath(iid), `close drift issue #${iid}`, {
        state_event: "close"
      });
    }
  };
}

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
    const path2 = own ? "/job" : this.projectPath(`/jobs/${jobId}`);
    const { body } = await this.call("GET", path2, `read job ${jobId}`);
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

// src/ci/gitlab-env.ts
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

// src/ci/drift-issues.ts
function createDriftIssueReporters(settings, planned, env, cwd, log, tokenSource = { value: env.GITHUB_TOKEN, term: "GITHUB_TOKEN" }) {
  const report = settings.driftReport;
  if (report === "none") return [];
  if (report === "code-insights") {
    throw new StackgateError(
      "--report code-insights writes a Bitbucket Code Insights report on the pipeline's commit: it is the Bitbucket Pipe's (COMMAND: drift with DRIFT_REPORT: code-insights). Here, use github-issues or gitlab-issues, or drop --report.",
      EXIT.usage
    );
  }
  const { tracker, redact } = report === "github-issues" ? githubTracker(settings, env, log, tokenSource) : gitlabTracker(settings, env);
  return [
    createIssueReporter({
      tracker,
      cap: settings.driftIssueCap,
      run: runRefText(settings),
      keyOf: issueKeys(settings, planned, cwd),
      log: (line) => log(redact(line))
    })
  ];
}
function githubTracker(settings, env, log, tokenSource) {
  const token = tokenSource.value ?? "";
  const event = readEventContext(env);
  if (token === "" || event.repo === null) {
    const missing = [
      token === "" ? tokenSource.term : "",
      event.repo === null ? "GITHUB_REPOSITORY" : ""
    ].filter((name) => name !== "").join(" and ");
    throw new StackgateError(
      `--report github-issues needs ${missing} (got ${event.repo === null ? `GITHUB_REPOSITORY=${JSON.stringify(env.GITHUB_REPOSITORY ?? "")}` : `no ${tokenSource.term}`}): set ${tokenSource.term} to a token that may write issues and GITHUB_REPOSITORY to owner/name, or drop --report.`,
      EXIT.usage
    );
  }
  const redact = createRedactor([...settings.secrets, token]);
  const client = new GitHubClient({ token, baseUrl: event.apiUrl, repo: event.repo, log, redact });
  return { tracker: createIssueTracker(client, event.repo), redact };
}
function gitlabTracker(settings, env) {
  const gitlab = gitlabClientOf(settings, env, { redact: createRedactor(settings.secrets) });
  if (gitlab === null) {
    const missing = [
      settings.run.platform === "gitlab" ? "" : "a GitLab job (GITLAB_CI=true)",
      env.GITLAB_TOKEN ? "" : "GITLAB_TOKEN",
      env.CI_PROJECT_ID ? "" : "CI_PROJECT_ID"
    ].filter((name) => name !== "");
    throw new StackgateError(
      `--report gitlab-issues needs ${missing.join(" and ")}: run it in a GitLab CI job (the component's \`command: drift\`) with GITLAB_TOKEN set to a project or group access token that may write issues (scope \`api\`), or drop --report.`,
      EXIT.usage
    );
  }
  return { tracker: createGitLabIssueTracker(gitlab.client), redact: gitlab.mask };
}
function issueKeys(settings, planned, cwd) {
  const root = settings.run.checkoutDir ?? cwd;
  const projects = new Map(
    planned.flatMap((p) => "settings" in p ? [[p.target.id, p.settings.project]] : [])
  );
  return (stack) => ({
    project: projects.get(stack.id) ?? path.basename(stack.dir),
    stack: stack.stack,
    dir: path.relative(root, stack.dir).split(path.sep).join("/") || "."
  });
}
function runRefText(settings) {
  const { runId, runUrl } = settings.run;
  return {
    name: runId ? `run ${runId}` : `the run of ${(/* @__PURE__ */ new Date()).toISOString()}`,
    url: runUrl ?? null
  };
}
export {
  createDriftIssueReporters,
  runRefText
};
