#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  BITBUCKET_API_URL,
  BITBUCKET_COMMENT_LIMIT,
  BitbucketApiError,
  BitbucketHttp,
  bareUuid,
  braced,
  describeUser,
  parseRunId,
  record,
  sameUuid,
  str,
  toComment,
  toPullRequest,
  toUser,
  userMatches
} from "./chunk-5H4VQPQI.js";
import {
  parseShard
} from "./chunk-HKHUF3LO.js";
import {
  createGateHook,
  decisionsOver,
  flagsInHostTerms,
  memoise,
  once,
  publishedFor,
  readIndexSetting,
  readPublished,
  readStepConfig,
  recoverPublished,
  recoverReportContext,
  sameCommit,
  withPublished
} from "./chunk-MCOSN65L.js";
import {
  renderComment,
  reportContext,
  writeFileAtomically
} from "./chunk-QHFFTETV.js";
import {
  commentKeyOf,
  findsMarker
} from "./chunk-L6ZRR6VT.js";
import {
  shortDigest
} from "./chunk-R5FNSTQJ.js";
import {
  EXIT,
  StackgateError,
  assertNoMisspeltVariables,
  bitbucket,
  emptyChangeSet,
  messageOf,
  parsePullRequest,
  pipeVariables,
  rowsOf,
  usageError
} from "./chunk-ZQX7P6QH.js";

// src/pipe/report.ts
import { mkdirSync } from "node:fs";
import path from "node:path";
function variableName(output) {
  return `STACKGATE_${output.toUpperCase().replaceAll("-", "_")}`;
}
function shellValue(value) {
  return /^[\w@%+=:,./-]*$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}
function formatDotenv(outputs) {
  return Object.entries(outputs).map(([name, value]) => `${name}=${shellValue(value.replace(/[\r\n]+/g, " "))}`).join("\n").concat("\n");
}
function writeOutputs(dir, outputs) {
  mkdirSync(dir, { recursive: true });
  const files = [
    [path.join(dir, "pipe.env"), formatDotenv(outputs)],
    [path.join(dir, "outputs.json"), `${JSON.stringify(outputs, null, 2)}
`]
  ];
  for (const [file, text] of files) writeFileAtomically(file, text);
  return files.map(([file]) => file);
}
function approvalHint(result, settings) {
  if (result.command !== "preview" || result.outcome !== "planned" || !result.digest) {
    return void 0;
  }
  const commit = settings.run.commit ? ` on commit \`${settings.run.commit.slice(0, 12)}\`` : "";
  return `To apply exactly this plan, run the apply step${commit}: it applies only digest \`${shortDigest(result.digest)}\`. Where the comment gate is used, comment \`/stackgate apply ${shortDigest(result.digest)}\`.`;
}
function runCommentBody(result, settings, cwd, existing) {
  const { changeSet, context } = reportContext(result, settings, settings.engine);
  context.workdir = commentKeyOf(settings, cwd).workdir;
  const hint = approvalHint(result, settings);
  if (hint) context.approvalHint = hint;
  else delete context.approvalHint;
  const rendered = renderComment(
    changeSet,
    context,
    settings.commentLimit,
    bitbucket.flavor
  );
  const prior = existing ? readPublished(existing.raw, bitbucket.flavor) : null;
  return withPublished(
    rendered,
    publishedFor(result, settings.run.commit, prior),
    bitbucket.flavor
  );
}
function recoverCommentBody(result, settings, cwd, manualCommand) {
  const ok = result.outcome === "recovered" || result.outcome === "clean";
  const outcome = ok ? "stopped-recovered" : "stopped";
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings, cwd).workdir,
    outcome,
    ok ? null : manualCommand
  );
  const nothing = emptyChangeSet(settings.engine, false);
  const rendered = renderComment(nothing, context, settings.commentLimit, bitbucket.flavor);
  return withPublished(rendered, recoverPublished(outcome, settings), bitbucket.flavor);
}

// src/pipe/variables.ts
import path2 from "node:path";

// src/platforms/bitbucket/pipelines.ts
async function readRunState(http, runId, self, log) {
  const parsed = parseRunId(runId);
  if (parsed === null) return "unknown";
  if (parsed.step !== void 0 && self?.stepUuid && sameUuid(parsed.step, self.stepUuid)) {
    log?.(`run ${runId} is an earlier attempt of this very step (${self.stepUuid}): it is over`);
    return "finished";
  }
  if (parsed.step === void 0 && self?.pipelineUuid && sameUuid(parsed.pipeline, self.pipelineUuid)) {
    log?.(
      `the journal names pipeline ${parsed.pipeline} but no step, and that pipeline is this one (still running): cannot tell whether the step that wrote it is over`
    );
    return "unknown";
  }
  const path3 = parsed.step === void 0 ? `/pipelines/${encodeURIComponent(braced(parsed.pipeline))}` : `/pipelines/${encodeURIComponent(braced(parsed.pipeline))}/steps/${encodeURIComponent(braced(parsed.step))}`;
  const what = parsed.step === void 0 ? `pipeline ${parsed.pipeline}` : `step ${parsed.step} of pipeline ${parsed.pipeline}`;
  try {
    const body = record(
      await http.request(
        "GET",
        http.repoPath(path3),
        `read ${what} in ${http.slug}`,
        "pipeline (read)"
      )
    );
    const state = str(record(body?.state)?.name);
    if (state === "COMPLETED") return "finished";
    if (state === "PENDING" || state === "IN_PROGRESS" || state === "PAUSED" || state === "READY") {
      return "running";
    }
    log?.(
      `Bitbucket reports ${what} in state ${state ?? "(none)"}: cannot tell whether it is over`
    );
    return "unknown";
  } catch (error) {
    if (error instanceof BitbucketApiError && error.status === 404) {
      log?.(
        `warning: Bitbucket has no ${what} in ${http.slug} (404): the journal names a run this repository does not know (or the token cannot read pipelines), so nobody can tell whether it is over; its lock is kept unless other evidence shows its owner is dead.`
      );
      return "unknown";
    }
    log?.(`warning: could not ask Bitbucket whether ${what} is still running: ${messageOf(error)}`);
    return "unknown";
  }
}

// src/platforms/bitbucket.ts
var BitbucketClient = class extends BitbucketHttp {
  me = null;
  /** The user our token acts as (`GET /user`); null when Bitbucket will not say. */
  currentUser() {
    this.me ??= this.request("GET", "/user", "read the token's user", "account:read").then(
      (body) => toUser(body),
      (error) => {
        if (error instanceof BitbucketApiError && error.status === 401) throw error;
        this.options.log?.(
          `warning: could not read which user the token comments as (GET /user): ${messageOf(error)}. Set COMMENT_AUTHOR; until then the comment is found by its marker alone.`
        );
        return null;
      }
    );
    return this.me;
  }
  /** True when `user` is who our comments are by (COMMENT_AUTHOR, else `GET /user`). */
  async isOwnComment(user) {
    if (this.options.commentAuthor) return userMatches(user, this.options.commentAuthor);
    const me = await this.currentUser();
    if (me === null) return null;
    return user !== null && bareUuid(user.uuid) === bareUuid(me.uuid);
  }
  /** Can our own comments be told apart from others'? */
  async knowsOwnComments() {
    return this.options.commentAuthor !== void 0 || await this.currentUser() !== null;
  }
  async listComments(id) {
    const raw = await this.paginate(
      this.repoPath(`/pullrequests/${id}/comments?pagelen=100`),
      `list the comments of pull request #${id} in ${this.slug}`,
      "pullrequest (read)"
    );
    return raw.map(toComment).filter((c) => c !== null);
  }
  /**
   * Our newest top-level comment that starts with the marker for `key`, searched across all
   * pages. When nobody can tell which comments are ours (the token cannot read `GET /user`
   * and COMMENT_AUTHOR is not set), the newest comment with the marker.
   */
  async findComment(id, key) {
    return this.ownComment(await this.listComments(id), key);
  }
  /** Our newest top-level comment for `key` among `comments` (already listed). */
  async ownComment(listed, key) {
    const comments = listed.filter(
      (c) => !c.inline && findsMarker(c.raw, key, bitbucket.flavor)
    );
    const mine = [];
    for (const comment of comments) {
      const own = await this.isOwnComment(comment.user);
      if (own === null || own) mine.push(comment);
    }
    return mine.at(-1) ?? null;
  }
  /**
   * Updates our comment for `key` in place, or creates it. `body` may depend on the comment
   * found (e.g. to keep the time a plan was first published).
   */
  async upsertComment(id, key, body) {
    const existing = await this.findComment(id, key);
    const written = typeof body === "string" ? body : body(existing);
    const raw = this.options.redact ? this.options.redact(written) : written;
    const content = { type: "pullrequest_comment", content: { raw } };
    const scope = "pullrequest:write";
    if (existing) {
      const updated = toComment(
        await this.request(
          "PUT",
          this.repoPath(`/pullrequests/${id}/comments/${existing.id}`),
          `update the stackgate comment on pull request #${id} in ${this.slug}`,
          scope,
          content
        )
      );
      return { id: existing.id, url: updated?.url ?? existing.url, action: "updated" };
    }
    const created = toComment(
      await this.request(
        "POST",
        this.repoPath(`/pullrequests/${id}/comments`),
        `create the stackgate comment on pull request #${id} in ${this.slug}`,
        scope,
        content
      )
    );
    if (!created) {
      throw new BitbucketApiError(
        `Bitbucket answered the new comment on pull request #${id} without an id.`,
        200
      );
    }
    return { id: created.id, url: created.url, action: "created" };
  }
  /** The body as Bitbucket will store it: every body we send passes the step's redactor. */
  storedBody(text) {
    return this.options.redact ? this.options.redact(text) : text;
  }
  /**
   * Our own top-level comments, oldest first; null when nobody can tell which are ours (the
   * token cannot read `GET /user` and COMMENT_AUTHOR is not set).
   */
  async ownComments(id) {
    if (!await this.knowsOwnComments()) return null;
    const mine = [];
    for (const comment of await this.listComments(id)) {
      if (!comment.inline && await this.isOwnComment(comment.user) === true) mine.push(comment);
    }
    return mine.sort((a, b) => a.id - b.id);
  }
  /** Updates comment `commentId` (null when it was deleted meanwhile), or creates one (null id). */
  async writeComment(id, commentId, text) {
    const content = { type: "pullrequest_comment", content: { raw: this.storedBody(text) } };
    const what = `${commentId === null ? "create" : "update"} the stackgate index comment on pull request #${id} in ${this.slug}`;
    const path3 = `/pullrequests/${id}/comments${commentId === null ? "" : `/${commentId}`}`;
    try {
      const method = commentId === null ? "POST" : "PUT";
      const written = toComment(
        await this.request(method, this.repoPath(path3), what, "pullrequest:write", content)
      );
      if (!written)
        throw new BitbucketApiError(`Bitbucket answered without a comment id (${what}).`, 200);
      return { id: written.id, url: written.url };
    } catch (error) {
      if (commentId !== null && error instanceof BitbucketApiError && error.status === 404) {
        return null;
      }
      throw error;
    }
  }
  /** Deletes our comment; false when it could not (already gone, no permission). */
  async tryDeleteComment(id, commentId) {
    try {
      await this.request(
        "DELETE",
        this.repoPath(`/pullrequests/${id}/comments/${commentId}`),
        `delete a duplicate stackgate index comment on pull request #${id} in ${this.slug}`,
        "pullrequest:write"
      );
      return true;
    } catch {
      return false;
    }
  }
  async getPullRequest(id) {
    let body;
    try {
      body = record(
        await this.request(
          "GET",
          this.repoPath(`/pullrequests/${id}`),
          `read pull request #${id} in ${this.slug}`,
          "pullrequest (read)"
        )
      );
    } catch (error) {
      if (error instanceof BitbucketApiError && error.status === 404) {
        throw new StackgateError(
          `pull request #${id} does not exist in ${this.slug} (404). Check variable PULL_REQUEST (or BITBUCKET_PR_ID), BITBUCKET_WORKSPACE and BITBUCKET_REPO_SLUG, and that the token in ${this.credentialName()} can read pull requests.`,
          EXIT.usage,
          { cause: error }
        );
      }
      throw error;
    }
    return toPullRequest(body, id);
  }
  /**
   * `GET /repositories/{ws}/{repo}/permissions-config/users/{user}`: the user's permission on
   * the repository; none when they have no explicit permission (404). Needs a token with the
   * repository admin scope (403 otherwise: set APPROVERS instead).
   */
  async permission(user) {
    const id = user.accountId ?? braced(user.uuid);
    try {
      const body = record(
        await this.request(
          "GET",
          this.repoPath(`/permissions-config/users/${encodeURIComponent(id)}`),
          `read the permission of ${describeUser(user)} on ${this.slug}`,
          "repository:admin"
        )
      );
      const permission = str(body?.permission);
      return permission === "admin" || permission === "write" || permission === "read" ? permission : "none";
    } catch (error) {
      if (error instanceof BitbucketApiError && error.status === 404) return "none";
      if (error instanceof BitbucketApiError && error.status === 403) {
        throw new BitbucketApiError(
          `${error.message} Reading repository permissions needs a token with repository admin; or list the users who may approve in variable APPROVERS.`,
          403,
          { cause: error }
        );
      }
      throw error;
    }
  }
  /**
   * Whether the run that wrote a journal is still going, from the pipelines API
   * (bitbucket/pipelines.ts).
   */
  runState(run) {
    return readRunState(this, run.runId, this.options.self, this.options.log);
  }
};

// src/approval/bitbucket-source.ts
var BITBUCKET_CREDENTIALS = "set BITBUCKET_ACCESS_TOKEN (or BITBUCKET_API_TOKEN with BITBUCKET_API_EMAIL)";
function reviewer(user) {
  return user ? { name: describeUser(user), type: user.type, account: user } : null;
}
function createBitbucketSource(api, id, key, approvers) {
  const pull = once(() => api.getPullRequest(id));
  const comments = once(() => api.listComments(id));
  const permission = memoise(
    (user) => api.permission(user),
    (user) => user.uuid
  );
  return {
    pull: async () => {
      const p = await pull();
      return {
        open: p.state === "OPEN",
        state: p.state,
        headSha: p.headSha,
        fork: p.fork,
        forkOrigin: p.sourceRepo ?? "unknown"
      };
    },
    comments: async () => (await comments()).map((c) => ({
      id: c.id,
      body: c.raw,
      author: reviewer(c.user),
      createdAt: c.createdOn
    })),
    published: async () => {
      const own = await api.ownComment(await comments(), key);
      const published = own ? readPublished(own.raw, bitbucket.flavor) : null;
      return own && published ? { published, updatedAt: own.updatedOn, body: own.raw } : null;
    },
    votes: async () => (await pull()).participants.filter((p) => p.approved || p.state === "changes_requested").map((p) => ({
      reviewer: reviewer(p.user),
      approved: p.approved && p.state !== "changes_requested",
      at: p.participatedOn
    })),
    // The same account: its uuid (or account id) is the author's.
    isPullAuthor: async (who) => {
      const author = (await pull()).author;
      if (who === null || author === null) return false;
      return userMatches(who.account, author.uuid) || author.accountId !== void 0 && userMatches(who.account, author.accountId);
    },
    authorize: async (who) => {
      const denied = (reason) => ({ reason, brief: reason });
      if (!who) return denied("a deleted user cannot approve");
      if (approvers.length > 0) {
        return approvers.some((spec) => userMatches(who.account, spec)) ? null : denied(`${who.name} is not in APPROVERS`);
      }
      const level = await permission(who.account);
      return level === "write" || level === "admin" ? null : denied(`${who.name} has ${level} permission, not write`);
    },
    isOwn: async (author) => await api.isOwnComment(author?.account ?? null) === true,
    react: () => Promise.resolve(),
    unusable: async () => await api.knowsOwnComments() ? null : "cannot tell stackgate's own comments from forged ones: the token cannot read GET /user. Set variable COMMENT_AUTHOR to the uuid or account id the token comments as."
  };
}
var BITBUCKET_WORDING = {
  needsApi: (mode) => `approval: ${mode} needs the Bitbucket API: ${BITBUCKET_CREDENTIALS}.`,
  forkUnknown: (n) => `cannot tell whether pull request #${n} comes from a fork without Bitbucket credentials: ${BITBUCKET_CREDENTIALS}.`,
  needsPullRequest: (mode) => `approval: ${mode} needs a pull request, but this pipeline has none (BITBUCKET_PR_ID is not set): run it in a pull-requests pipeline, or set variable PULL_REQUEST.`,
  openState: "OPEN",
  sameCommit,
  commentSetting: "COMMENT: 'true'",
  commenters: "An authorized user",
  tooFewApprovals: (p) => `pull request #${p.pull} has ${p.count} of ${p.required} required approval(s) for its head ${p.head}${p.notes}.`,
  approvedBy: (p) => `approval: pr-review \u2014 ${p.approvers} approved pull request #${p.pull} at ${p.head} after its plan (digest ${p.digest}) was published`,
  earlyNote: (who) => `approvals given before this plan was published do not count: ${who} (approve again)`,
  deniedNote: (denied) => `not authorized: ${denied.join("; ")}`
};

// src/approval/bitbucket-gate.ts
var PIPE_APPROVAL_MODES = ["none", "manual-step", "pr-review", "comment"];
function bitbucketPlatform(ctx) {
  const id = ctx.pullRequest;
  const { approvers } = ctx.policy;
  return {
    // One source per decision: the pull request, its comments and each permission are read once.
    source: ctx.api && id !== null ? createBitbucketSource(ctx.api, id, ctx.commentKey, approvers) : null,
    wording: BITBUCKET_WORDING,
    knownFork: void 0,
    savedPlan: {
      mode: "manual-step",
      approvedBy: "the manual step was started",
      digestName: "variable DIGEST",
      planPathName: "PLAN_PATH"
    }
  };
}
function createBitbucketGate(ctx, options) {
  return createGateHook(ctx, decisionsOver(bitbucketPlatform), "an authorized user", options);
}

// src/pipe/variables.ts
var PIPE_ONLY_VARIABLES = [
  {
    name: "COMMAND",
    required: false,
    default: "preview",
    kind: "string",
    meaning: "`preview`, `up` (alias `apply`), `recover`, `status`, `unlock`, `drift` (a read-only refresh plan of the stack, or with `ALL_STACKS` of every stack; prints the result, exits 0 in sync, 2 drifted, 4 locked, 1 failed), or `stacks` (the stacks under `WORKDIR`; in a parallel step, its share)."
  },
  {
    name: "STACKS_BASE",
    required: false,
    default: "",
    kind: "string",
    meaning: "`stacks`: only the stacks changed since the merge-base of this ref and HEAD (e.g. `origin/main`), and their dependents. Empty: all."
  },
  {
    name: "BITBUCKET_PARALLEL_STEP",
    required: false,
    default: "",
    kind: "number",
    meaning: "Set by Bitbucket in a parallel step (index from 0): `stacks` lists only this step's share, dealt as `stackgate stacks --shard`."
  },
  {
    name: "BITBUCKET_PARALLEL_STEP_COUNT",
    required: false,
    default: "",
    kind: "number",
    meaning: "Set by Bitbucket in a parallel step: the number of steps in its group. Both or neither."
  },
  {
    name: "APPROVAL",
    required: false,
    default: "",
    kind: "string",
    meaning: "Gate for `up`, required for `up` (empty refuses): `manual-step`, `pr-review`, `comment`, or `none` to apply with no approval."
  },
  {
    name: "REQUIRED_APPROVALS",
    required: false,
    default: "1",
    kind: "number",
    meaning: "`pr-review`: approvals needed from authorized participants."
  },
  {
    name: "APPROVERS",
    required: false,
    default: "[]",
    kind: "list",
    meaning: "Who may approve (`pr-review`, `comment`): account UUIDs, account ids or nicknames; empty means users with write permission (needs a token with repository admin)."
  },
  {
    name: "APPROVAL_WAIT",
    required: false,
    default: "",
    kind: "string",
    meaning: "`comment`: how long the step waits for `/stackgate apply`, e.g. `30m`; empty: no wait."
  },
  {
    name: "PULL_REQUEST",
    required: false,
    default: "$BITBUCKET_PR_ID",
    kind: "string",
    meaning: "Pull request to comment on and to check approvals of."
  },
  {
    name: "COMMENT",
    required: false,
    default: "true",
    kind: "boolean",
    meaning: "`true` posts (and keeps updating) one PR comment per project + stack + workdir."
  },
  {
    name: "COMMENT_LIMIT",
    required: false,
    default: "32767",
    kind: "number",
    meaning: "Characters allowed in the PR comment (Bitbucket rejects 32,768 or more)."
  },
  {
    name: "COMMENT_AUTHOR",
    required: false,
    default: "",
    kind: "string",
    meaning: "UUID, account id or nickname the token comments as, when the token cannot read `GET /user`."
  },
  {
    name: "INDEX",
    required: false,
    default: "",
    kind: "string",
    meaning: "The JSON of `stackgate stacks --json` (every selected stack, not one step's shard; or a JSON list of their ids, far smaller), with `INDEX_ID`: after posting this stack's comment, keep one index comment on the pull request listing every selected stack (outcome, counts, digest, link). Needs to know which comments are the token's (`GET /user` or `COMMENT_AUTHOR`)."
  },
  {
    name: "INDEX_ID",
    required: false,
    default: "",
    kind: "string",
    meaning: "With `INDEX`: this stack's `id` in that JSON."
  },
  {
    name: "BITBUCKET_ACCESS_TOKEN",
    required: false,
    default: "",
    kind: "string",
    meaning: "Repository, project or workspace access token (scopes: pull requests write, pipelines read). Needed for comments, gates and run liveness."
  },
  {
    name: "BITBUCKET_API_TOKEN",
    required: false,
    default: "",
    kind: "string",
    meaning: "Instead of an access token: an Atlassian API token with the same scopes."
  },
  {
    name: "BITBUCKET_API_EMAIL",
    required: false,
    default: "",
    kind: "string",
    meaning: "The Atlassian account email of `BITBUCKET_API_TOKEN`."
  },
  {
    name: "BITBUCKET_API_URL",
    required: false,
    default: BITBUCKET_API_URL,
    kind: "string",
    meaning: "Bitbucket REST API base URL."
  },
  {
    name: "DEBUG",
    required: false,
    default: "false",
    kind: "boolean",
    meaning: "`true` also logs what the pipelines API says about each run it is asked about."
  }
];
var PIPE_VARIABLES = [
  ...PIPE_ONLY_VARIABLES,
  ...rowsOf("variable").map((row) => ({
    name: row.variable ?? "",
    required: false,
    default: row.pipeDefault ?? (row.kind.type === "list" ? "[]" : row.default),
    meaning: row.pipeDoc ?? row.doc,
    kind: row.kind.type === "flag" ? "boolean" : row.kind.type === "list" ? "list" : "string"
  }))
];
function inPipeTerms(message) {
  return flagsInHostTerms(message, "variable");
}
function pullRequestOf(vars) {
  const explicit = vars.scalar("PULL_REQUEST");
  const value = explicit ?? vars.scalar("BITBUCKET_PR_ID");
  if (value === void 0) return null;
  const name = explicit !== void 0 ? "PULL_REQUEST" : "BITBUCKET_PR_ID";
  return parsePullRequest(vars.term(name), value, "id");
}
function authOf(vars) {
  const access = vars.scalar("BITBUCKET_ACCESS_TOKEN");
  const api = vars.scalar("BITBUCKET_API_TOKEN");
  const email = vars.scalar("BITBUCKET_API_EMAIL");
  if (access !== void 0 && api !== void 0) {
    throw usageError(
      "variables BITBUCKET_ACCESS_TOKEN and BITBUCKET_API_TOKEN are both set: pass one of them (an access token, or an API token with BITBUCKET_API_EMAIL)."
    );
  }
  if (access !== void 0)
    return { kind: "bearer", token: access, variable: "BITBUCKET_ACCESS_TOKEN" };
  if (api !== void 0) {
    if (email === void 0) {
      throw usageError(
        "variable BITBUCKET_API_EMAIL: required with BITBUCKET_API_TOKEN (the email of the Atlassian account the API token belongs to)."
      );
    }
    return { kind: "basic", user: email, token: api, variable: "BITBUCKET_API_TOKEN" };
  }
  if (email !== void 0) {
    throw usageError(
      "variable BITBUCKET_API_EMAIL is set without BITBUCKET_API_TOKEN: pass the API token too."
    );
  }
  return null;
}
function apiUrlOf(vars) {
  const value = vars.scalar("BITBUCKET_API_URL") ?? BITBUCKET_API_URL;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw usageError(
      `variable BITBUCKET_API_URL: expected a URL like ${BITBUCKET_API_URL}, got "${value}".`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw usageError(`variable BITBUCKET_API_URL: expected an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, "");
}
function target(vars) {
  const [fullWorkspace, fullRepo] = (vars.scalar("BITBUCKET_REPO_FULL_NAME") ?? "").split("/");
  const workspace = vars.scalar("BITBUCKET_WORKSPACE") ?? (fullWorkspace || void 0);
  const repo = vars.scalar("BITBUCKET_REPO_SLUG") ?? (fullRepo || void 0);
  const t = { apiUrl: apiUrlOf(vars), auth: authOf(vars) };
  if (workspace) t.workspace = workspace;
  if (repo) t.repo = repo;
  const author = vars.scalar("COMMENT_AUTHOR");
  if (author) t.commentAuthor = author;
  const pipeline = vars.scalar("BITBUCKET_PIPELINE_UUID");
  const step = vars.scalar("BITBUCKET_STEP_UUID");
  if (pipeline) t.pipelineUuid = pipeline;
  if (step) t.stepUuid = step;
  return t;
}
function pipeCwd(env, fallback) {
  const clone = pipeVariables(env).scalar("BITBUCKET_CLONE_DIR");
  return clone ? path2.resolve(clone) : fallback;
}
async function readPipeConfig(env, processCwd) {
  assertNoMisspeltVariables(
    env,
    PIPE_VARIABLES.map((variable) => variable.name)
  );
  const vars = pipeVariables(env);
  const cwd = pipeCwd(env, processCwd);
  const step = await readStepConfig(
    vars,
    { env, cwd },
    {
      modes: PIPE_APPROVAL_MODES,
      commentLimit: BITBUCKET_COMMENT_LIMIT,
      maxWaitHours: 12
      // a step's longest max-time
    }
  );
  const { settings, comment, commentLimit, resolveFor } = step;
  const approval = { ...step.approval, approvers: vars.list("APPROVERS") };
  const debug = vars.boolean("DEBUG", false);
  const bitbucket2 = target(vars);
  const pullRequest = pullRequestOf(vars);
  if (bitbucket2.pipelineUuid && bitbucket2.stepUuid) {
    settings.run.runId = `${bitbucket2.pipelineUuid}/${bitbucket2.stepUuid}`;
  }
  const config = {
    settings,
    approval,
    comment,
    commentLimit,
    pullRequest,
    bitbucket: bitbucket2,
    debug,
    index: readIndexSetting(vars, settings),
    resolveFor
  };
  const storage = vars.scalar("BITBUCKET_PIPE_STORAGE_DIR");
  if (storage) config.storageDir = storage;
  return config;
}
function missingForApi(config) {
  const missing = [];
  if (!config.bitbucket.workspace) missing.push("BITBUCKET_WORKSPACE");
  if (!config.bitbucket.repo) missing.push("BITBUCKET_REPO_SLUG");
  if (!config.bitbucket.auth)
    missing.push("BITBUCKET_ACCESS_TOKEN (or BITBUCKET_API_TOKEN with BITBUCKET_API_EMAIL)");
  return missing.length === 0 ? null : missing.join(", ");
}
var SHARD_VARIABLES = ["BITBUCKET_PARALLEL_STEP", "BITBUCKET_PARALLEL_STEP_COUNT"];
function shardOf(vars) {
  const [index, count] = SHARD_VARIABLES.map((name) => vars.scalar(name));
  if (index === void 0 && count === void 0) return void 0;
  if (index === void 0 || count === void 0) {
    const [given, missing] = index === void 0 ? [1, 0] : [0, 1];
    throw usageError(
      `variable ${SHARD_VARIABLES[missing] ?? ""} is not set, but ${SHARD_VARIABLES[given] ?? ""} is ("${index ?? count ?? ""}"): a parallel step's share needs both (Bitbucket sets both in a parallel step). Pass both, or neither to list every stack.`
    );
  }
  return parseShard(`variables ${SHARD_VARIABLES.join("/")}`, `${index}/${count}`);
}
function readPipeStacksConfig(env, processCwd) {
  assertNoMisspeltVariables(
    env,
    PIPE_VARIABLES.map((variable) => variable.name)
  );
  const vars = pipeVariables(env);
  const config = {
    root: path2.resolve(pipeCwd(env, processCwd), vars.scalar("WORKDIR") ?? ".")
  };
  const base = vars.scalar("STACKS_BASE");
  if (base !== void 0) config.base = base;
  const shard = shardOf(vars);
  if (shard !== void 0) config.shard = shard;
  const storage = vars.scalar("BITBUCKET_PIPE_STORAGE_DIR");
  if (storage) config.storageDir = storage;
  return config;
}

export {
  BitbucketClient,
  createBitbucketGate,
  variableName,
  writeOutputs,
  runCommentBody,
  recoverCommentBody,
  inPipeTerms,
  pipeCwd,
  readPipeConfig,
  missingForApi,
  readPipeStacksConfig
};
