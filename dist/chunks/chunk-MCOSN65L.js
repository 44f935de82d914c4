#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  PULUMI_TRAITS,
  checkExclude,
  codeSpan,
  parsePulumiStack,
  presentation,
  pulumiHome,
  readPlanRecord,
  readPulumiProject,
  renderComment,
  resolvePulumiBackend,
  resolveSettings,
  terraformTraits
} from "./chunk-QHFFTETV.js";
import {
  DEFAULT_FLAVOR,
  MARKDOWN_FLAVORS,
  commentKeyOf,
  findsIndexMarker,
  hiddenAffixes,
  indexMarker,
  isStackComment
} from "./chunk-L6ZRR6VT.js";
import {
  digestMatches,
  fitItems,
  measureChars,
  shortDigest,
  truncate
} from "./chunk-R5FNSTQJ.js";
import {
  isRecord
} from "./chunk-WAA6DC42.js";
import {
  ENGINE_LABELS,
  EXIT,
  MIN_LIMIT,
  StackgateError,
  emptyChangeSet,
  maskedOutputs,
  messageOf,
  outputText,
  quoteExcerpt,
  rowsOf,
  usageError
} from "./chunk-ZQX7P6QH.js";

// src/ci/report.ts
function runOutputs(result, recovered) {
  const s = result.changeSet?.summary;
  const changes = s ? s.create + s.update + s.delete + s.replace + s.move + s.import : 0;
  return {
    outcome: result.outcome,
    "exit-code": String(result.exitCode),
    "has-changes": String(changes > 0),
    create: String(s?.create ?? 0),
    update: String(s?.update ?? 0),
    delete: String(s?.delete ?? 0),
    replace: String(s?.replace ?? 0),
    "plan-digest": result.digest ?? "",
    "plan-path": result.planFile ?? "",
    recovered: String(recovered),
    ...stackOutputs(result),
    ...appliedOutputs(result)
  };
}
function appliedOutputs(result) {
  const applied = result.applied;
  if (applied === void 0) return {};
  return {
    added: String(applied.added),
    changed: String(applied.changed),
    destroyed: String(applied.removed),
    tainted: String("tainted" in applied ? applied.tainted : 0)
  };
}
var STACK_OUTPUT_PREFIX = "output-";
function stackOutputs(result) {
  if (!result.outputs) return {};
  const outputs = { outputs: JSON.stringify(maskedOutputs(result.outputs)) };
  for (const o of result.outputs) {
    if (!o.sensitive) outputs[`${STACK_OUTPUT_PREFIX}${o.name}`] = outputText(o.value);
  }
  return outputs;
}
function sensitiveOutputs(result) {
  const outputs = {};
  for (const o of result.outputs ?? []) {
    if (o.sensitive) outputs[`${STACK_OUTPUT_PREFIX}${o.name}`] = outputText(o.value);
  }
  return outputs;
}
function recoverOutputs(result) {
  return {
    outcome: result.outcome,
    "exit-code": String(result.exitCode),
    recovered: String(result.outcome === "recovered"),
    lock: result.lock.after.kind
  };
}
function statusOutputs(status) {
  return {
    outcome: status.lock.kind,
    "exit-code": String(status.exitCode),
    "pending-repair": String(status.pendingRepair)
  };
}
function recoverPublished(outcome, settings) {
  return {
    command: "recover",
    outcome,
    ...settings.run.commit ? { commit: settings.run.commit } : {}
  };
}
async function tryPostRecoverComment(post, output) {
  try {
    const posted = await post();
    output.info(`PR comment ${posted.action}: ${posted.url}`);
    return posted.url;
  } catch (error) {
    output.warn(`could not update the PR comment: ${messageOf(error)}`);
    return null;
  }
}

// src/recovery/report.ts
function describeRecover(result) {
  const lines = [`recover: ${result.outcome}`];
  if (result.journal) {
    lines.push(`last run ${result.journal.runId} stopped in phase ${result.journal.phase}`);
  }
  for (const action of result.actions) lines.push(`${action.ok ? "\u2713" : "!"} ${action.detail}`);
  if (result.message) lines.push(result.message);
  lines.push(`lock: ${result.lock.after.kind}`);
  return lines.join("\n");
}
function recoverReportContext(result, settings, workdir, outcome, manualCommand) {
  const repaired = result.actions.filter((a) => a.ok).map((a) => a.detail);
  const left = [...result.left];
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    engineLabel: ENGINE_LABELS[settings.engine],
    digest: "",
    command: "recover",
    outcome,
    secrets: settings.secrets,
    recovery: {
      repaired,
      left,
      ...manualCommand !== null ? { finish: `To finish by hand: ${manualCommand}` } : {}
    },
    ...settings.run.runUrl ? { runUrl: settings.run.runUrl } : {},
    ...settings.run.commit ? { commit: settings.run.commit } : {}
  };
}
function renderRecoverComment(result, settings, manualCommand) {
  const outcome = result.outcome === "recovered" || result.outcome === "clean" ? "recovered" : "interrupted";
  const onlyItems = result.left.length === (result.openItems?.length ?? 0);
  const context = recoverReportContext(
    result,
    settings,
    commentKeyOf(settings).workdir,
    outcome,
    outcome === "interrupted" && !onlyItems ? manualCommand : null
  );
  const nothing = emptyChangeSet(settings.engine, false);
  return { outcome, comment: renderComment(nothing, context, settings.commentLimit) };
}

// src/engines/pulumi/stack-name.ts
import { readFileSync } from "node:fs";
import path from "node:path";
var DIY_ORGANIZATION = "organization";
function qualifyPulumiStack(given, workdir, env) {
  const parts = given.split("/");
  if (parts.length === 3) return { qualified: parsePulumiStack(given).qualified };
  if (parts.length > 3 || parts.some((part) => part === "")) {
    throw usage(
      `stack: expected a Pulumi stack name "stack", "org/stack" or "org/project/stack", got "${given}".`
    );
  }
  const project = readProjectFor(given, workdir);
  const backend = resolvePulumiBackend(workdir, env, project);
  const stack = parts.length === 2 ? parts[1] ?? "" : given;
  const org = parts.length === 2 ? parts[0] ?? "" : defaultOrganization(backend, given, env);
  const qualified = parsePulumiStack(`${org}/${project.name}/${stack}`).qualified;
  if (backend.kind !== "cloud" && org !== DIY_ORGANIZATION) {
    throw usage(
      `stack "${given}": DIY backends (${backend.url}) accept only the organization "${DIY_ORGANIZATION}" (Pulumi: "organization name must be '${DIY_ORGANIZATION}'"), got "${org}". Pass --stack ${stack}.`
    );
  }
  return { qualified, given };
}
function describeQualifiedStack(stack, given) {
  return given === void 0 ? null : `Pulumi stack "${given}" is ${stack}`;
}
function readProjectFor(given, workdir) {
  try {
    return readPulumiProject(workdir);
  } catch (error) {
    const reason = messageOf(error);
    throw usage(
      `stack "${given}" is a short Pulumi stack name, which stackgate qualifies with the project name in Pulumi.yaml, and that could not be read: ${reason}`,
      error
    );
  }
}
function defaultOrganization(backend, given, env) {
  if (backend.kind !== "cloud") return DIY_ORGANIZATION;
  const home = pulumiHome(env);
  const org = readJson(path.join(home, "config.json"), ["backends", backend.url, "defaultOrg"]) ?? readJson(path.join(home, "credentials.json"), ["accounts", backend.url, "username"]);
  if (org !== void 0) return org;
  throw usage(
    `stack "${given}": Pulumi Cloud (${backend.url}) qualifies a short stack name with the login's default organization, and none is recorded in ${home} (config.json "defaultOrg", or the user name in credentials.json). Pass --stack <org>/<project>/${given}, or run \`pulumi org set-default <org>\` (or \`pulumi login\`) before stackgate.`
  );
}
function readJson(file, keys) {
  let value;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return void 0;
  }
  for (const key of keys) value = isRecord(value) ? value[key] : void 0;
  return typeof value === "string" && value !== "" ? value : void 0;
}
function usage(message, cause) {
  return new StackgateError(message, EXIT.usage, cause === void 0 ? void 0 : { cause });
}

// src/approval/published.ts
var META_RESERVE = 300;
function publishedFor(result, commit, prior, now) {
  const published = { command: result.command, outcome: result.outcome };
  if (commit) published.commit = commit;
  if (result.digest) {
    published.digest = result.digest;
    published.since = publishedSince(prior, result.digest, commit, now);
  }
  return published;
}
var SINCE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
var DIGEST = /^sha256:[0-9a-f]{64}$/;
var COMMIT = /^[0-9a-f]{7,64}$/;
var WORD = /^[a-z-]{1,40}$/;
function publishedLine(published, flavor = DEFAULT_FLAVOR) {
  const fields = {
    command: WORD.test(published.command) ? published.command : "unknown",
    outcome: WORD.test(published.outcome) ? published.outcome : "unknown"
  };
  if (published.digest && DIGEST.test(published.digest)) fields.digest = published.digest;
  if (published.commit && COMMIT.test(published.commit)) fields.commit = published.commit;
  if (published.since && SINCE.test(published.since)) fields.since = published.since;
  const [prefix, suffix] = hiddenAffixes(flavor, "published");
  return `${prefix}${JSON.stringify(fields)}${suffix}`;
}
function withPublished(body, published, flavor = DEFAULT_FLAVOR) {
  return `${body.replace(/\s+$/, "")}

${publishedLine(published, flavor)}`;
}
function readPublished(body, flavor = DEFAULT_FLAVOR) {
  const last = body.replace(/\s+$/, "").split("\n").at(-1) ?? "";
  const [prefix, suffix] = hiddenAffixes(flavor, "published");
  if (!last.startsWith(prefix) || !last.endsWith(suffix)) return null;
  let value;
  try {
    value = JSON.parse(last.slice(prefix.length, -suffix.length));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value;
  if (typeof v.command !== "string" || typeof v.outcome !== "string") return null;
  const published = { command: v.command, outcome: v.outcome };
  if (typeof v.digest === "string" && DIGEST.test(v.digest)) published.digest = v.digest;
  if (typeof v.commit === "string" && COMMIT.test(v.commit)) published.commit = v.commit;
  if (typeof v.since === "string" && SINCE.test(v.since)) published.since = v.since;
  return published;
}
function publishedSince(prior, digest, commit, now = () => (/* @__PURE__ */ new Date()).toISOString()) {
  const same = prior?.digest === digest && prior.commit === commit;
  return same && prior.since ? prior.since : now();
}
function withoutPublished(body) {
  const lines = body.replace(/\s+$/, "").split("\n");
  const last = lines.at(-1) ?? "";
  const isLine = MARKDOWN_FLAVORS.map((flavor) => hiddenAffixes(flavor, "published")).some(
    ([prefix, suffix]) => last.startsWith(prefix) && last.endsWith(suffix)
  );
  return (isLine ? lines.slice(0, -1) : lines).join("\n").replace(/\s+$/, "");
}

// src/command/engine-traits.ts
function engineTraits(name) {
  return name === "pulumi" ? PULUMI_TRAITS : terraformTraits(name);
}

// src/command/resolve-settings.ts
async function resolveSettings2(sources) {
  const settings = await resolveSettings({
    qualifyStack: (given, workdir, env) => Promise.resolve(qualifyPulumiStack(given, workdir, env)),
    checkExclude: (engine, exclude, term) => checkExclude(engineTraits(engine), exclude, term),
    ...sources
  });
  if (settings.workspace !== void 0) process.env.TF_WORKSPACE = settings.workspace;
  return settings;
}

// src/ci/step-config.ts
var STEP_COMMANDS = ["preview", "up", "apply", "recover", "status", "unlock", "drift"];
var RUN_WIDE_KEYS = ["workdir", "all-stacks"];
function perStackSource(source) {
  const hidden = new Set(RUN_WIDE_KEYS.map((key) => hostName(source, key)));
  return {
    ...source,
    scalar: (name) => hidden.has(name) ? void 0 : source.scalar(name),
    boolean: (name, fallback) => hidden.has(name) ? fallback : source.boolean(name, fallback)
  };
}
function hostName(source, key) {
  return source.column === "input" ? key : key.toUpperCase().replace(/-/g, "_");
}
function readApprovalMode(source, name, command, modes) {
  const applies = command === "up" || command === "apply";
  if (applies && source.scalar(name) === void 0) {
    const gates = modes.filter((mode) => mode !== "none").join(", ");
    throw usageError(
      `${source.term(name)} is not set, and up applies only behind an approval the workflow chooses. Set ${name} to one of ${gates}, or to none to apply with no approval at all.`
    );
  }
  return source.choice(name, "none", modes);
}
async function readStepConfig(source, at, limits) {
  const name = (key) => hostName(source, key);
  const command = source.choice(name("command"), "preview", STEP_COMMANDS);
  const max = limits.commentLimit;
  const commentLimit = source.integer(name("comment-limit"), max, MIN_LIMIT + META_RESERVE, max);
  const wait = { example: "90s, 30m or 2h", maxHours: limits.maxWaitHours, ms: false };
  const approval = {
    mode: readApprovalMode(source, name("approval"), command, limits.modes),
    requiredApprovals: source.integer(name("required-approvals"), 1, 1, 100),
    waitMs: source.duration(name("approval-wait"), wait) ?? 0
  };
  const comment = source.boolean(name("comment"), true);
  const settings = await resolveSettings2({
    argv: [],
    env: at.env,
    cwd: at.cwd,
    host: source,
    command: command === "apply" ? "up" : command,
    commentLimit: commentLimit - META_RESERVE
  });
  const stackSource = perStackSource(source);
  const resolveFor = (argv) => resolveSettings2({
    argv,
    env: at.env,
    cwd: at.cwd,
    host: stackSource,
    command: "drift",
    commentLimit: commentLimit - META_RESERVE
  });
  return { settings, approval, comment, commentLimit, resolveFor };
}

// src/approval/rules.ts
function approvalsCountFrom(published, commentUpdatedAt) {
  return Date.parse(published.since ?? commentUpdatedAt);
}
function givenAfter(at, since) {
  if (at === null) return false;
  const time = Date.parse(at);
  return Number.isFinite(time) && Number.isFinite(since) && time > since;
}
function publicationTime(serverNow) {
  const local = Date.now();
  const server = serverNow === null ? Number.NaN : Date.parse(serverNow);
  return new Date(Number.isFinite(server) && server > local ? server : local).toISOString();
}
function isPerson(type) {
  return type?.toLowerCase() === "user";
}
function authorRefusal(who) {
  return `${who} opened the pull request, and its author never approves it: approvals need a second person`;
}
var APPLY_COMMAND = /^\/stackgate\s+apply(?:\s+(\S+))?\s*$/;
function indentOf(line) {
  let columns = 0;
  for (const ch of line) {
    if (ch === " ") columns += 1;
    else if (ch === "	") columns += 4 - columns % 4;
    else break;
  }
  return columns;
}
function parseApplyCommand(body) {
  const lines = body.replace(/^\ufeff/, "").split(/\r?\n/);
  const first = lines.find((line) => line.trim() !== "");
  if (first === void 0 || indentOf(first) >= 4) return void 0;
  const m = APPLY_COMMAND.exec(first.trim());
  if (!m) return void 0;
  return { digest: m[1] ?? null };
}

// src/settings/terms.ts
function flagsInHostTerms(message, column) {
  const names = new Map(rowsOf("flag").map((row) => [row.flag ?? "", row[column]]));
  const word = column === "input" ? "input" : "variable";
  return message.replace(/`?--([a-z][a-z-]*)`?/g, (m, flag) => {
    const name = names.get(flag);
    return name === void 0 ? m : `${word} ${name}`;
  });
}

// src/report/index-row.ts
var MAX_ROW_ID = 1024;
var DIGEST2 = /^sha256:[0-9a-f]{64}$/;
var COMMIT2 = /^[0-9a-f]{7,64}$/;
var WORD2 = /^[a-z-]{1,40}$/;
var COUNTS = ["create", "update", "delete", "replace"];
var MAX_COUNT = 9999999;
var ROW_OVERHEAD = 400;
function rowReserve(id) {
  return ROW_OVERHEAD + escapeJson(JSON.stringify(id)).length;
}
function escapeJson(json) {
  return json.replace(/[<>&()\u2028\u2029]/g, (ch) => {
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
function indexRowLine(row, flavor) {
  const fields = {
    id: row.id,
    command: WORD2.test(row.command) ? row.command : "unknown",
    outcome: WORD2.test(row.outcome) ? row.outcome : "unknown"
  };
  for (const name of COUNTS) fields[name] = clampCount(row[name]);
  if (row.digest && DIGEST2.test(row.digest)) fields.digest = row.digest;
  if (row.commit && COMMIT2.test(row.commit)) fields.commit = row.commit;
  const [prefix, suffix] = hiddenAffixes(flavor, "row");
  return `${prefix}${escapeJson(JSON.stringify(fields))}${suffix}`;
}
function clampCount(value) {
  return Number.isSafeInteger(value) && value >= 0 ? Math.min(value, MAX_COUNT) : 0;
}
function withIndexRow(body, row, flavor) {
  const end = body.indexOf("\n");
  const line = indexRowLine(row, flavor);
  return end < 0 ? `${body}
${line}` : `${body.slice(0, end)}
${line}${body.slice(end)}`;
}
function readIndexRow(body, flavor) {
  if (!isStackComment(body, flavor)) return null;
  const line = body.replace(/^\ufeff/, "").trimStart().split("\n")[1]?.trimEnd() ?? "";
  const [prefix, suffix] = hiddenAffixes(flavor, "row");
  if (!line.startsWith(prefix) || !line.endsWith(suffix)) return null;
  let value;
  try {
    value = JSON.parse(line.slice(prefix.length, line.length - suffix.length));
  } catch {
    return null;
  }
  return rowOf(value);
}
function rowOf(value) {
  if (typeof value !== "object" || value === null) return null;
  const v = value;
  const { id, command, outcome } = v;
  if (typeof id !== "string" || id === "" || id.length > MAX_ROW_ID) return null;
  if (typeof command !== "string" || !WORD2.test(command)) return null;
  if (typeof outcome !== "string" || !WORD2.test(outcome)) return null;
  const row = { id, command, outcome, create: 0, update: 0, delete: 0, replace: 0 };
  for (const name of COUNTS) {
    const count = v[name];
    if (typeof count !== "number" || clampCount(count) !== count) return null;
    row[name] = count;
  }
  if (typeof v.digest === "string" && DIGEST2.test(v.digest)) row.digest = v.digest;
  if (typeof v.commit === "string" && COMMIT2.test(v.commit)) row.commit = v.commit;
  return row;
}

// src/report/index-comment.ts
var MAX_SHOWN_ID = 120;
var TABLE_HEAD = "| stack | outcome | create | update | delete | replace | digest | comment |\n| --- | --- | ---: | ---: | ---: | ---: | --- | --- |";
var SAFE_URL = /^https?:\/\/[^\s()<>[\]|`"'\\]{1,500}$/;
function lineOf(view, entry) {
  if (entry.deleted) return { entry, state: "deleted", posted: null };
  const posted = view.rows.get(entry.id) ?? null;
  const current = posted !== null && (view.commit === null || posted.row.commit === view.commit);
  return current ? { entry, state: "finished", posted } : { entry, state: "pending", posted: null };
}
function cell(line) {
  const name = codeSpan(truncate(line.entry.id, MAX_SHOWN_ID));
  if (line.state === "deleted") return `| ${name} | \u{1F5D1}\uFE0F deleted: not planned | | | | | | |`;
  if (line.posted === null) return `| ${name} | \u23F3 pending | | | | | | |`;
  const { row, url } = line.posted;
  const { icon, label } = presentation(row.outcome);
  const digest = row.digest ? codeSpan(shortDigest(row.digest)) : "";
  const link = SAFE_URL.test(url) ? `[comment](${url})` : "";
  return `| ${name} | ${icon} ${label} | ${row.create} | ${row.update} | ${row.delete} | ${row.replace} | ${digest} | ${link} |`;
}
function header(view, lines) {
  const count = (state) => lines.filter((l) => l.state === state).length;
  const planned = lines.length - count("deleted");
  const parts = [
    `${planned} stack${planned === 1 ? "" : "s"}`,
    `${count("finished")} finished`,
    `${count("pending")} pending`
  ];
  if (count("deleted") > 0) parts.push(`${count("deleted")} deleted`);
  const totals = { create: 0, update: 0, delete: 0, replace: 0 };
  for (const { posted } of lines) {
    if (posted === null) continue;
    for (const name of ["create", "update", "delete", "replace"]) {
      totals[name] += posted.row[name];
    }
  }
  const sum = `**Changes so far:** ${totals.create} create \xB7 ${totals.update} update \xB7 ${totals.delete} delete \xB7 ${totals.replace} replace`;
  const commit = view.commit === null ? "" : `Commit ${codeSpan(view.commit.slice(0, 12))} \xB7 `;
  return `${indexMarker(view.flavor)}
### \u{1F5C2}\uFE0F stackgate: ${parts.join(" \xB7 ")}

${commit}${sum}`;
}
function renderIndex(view) {
  const lines = view.stacks.map((entry) => lineOf(view, entry));
  const top = header(view, lines);
  if (lines.length === 0) return top;
  const joiner = "\n";
  const budget = view.limit - measureChars(top) - 2;
  const table = fitItems({
    head: `${TABLE_HEAD}
`,
    count: lines.length,
    item: (index) => cell(lines[index]),
    joiner,
    more: (omitted) => `\u2026 ${omitted} more stack${omitted === 1 ? "" : "s"} not shown, to stay within the comment's ${view.limit} characters: the totals above count every stack.`,
    noteJoiner: "\n\n",
    budget,
    measure: measureChars
  });
  return table.text === "" ? top : `${top}

${table.text}`;
}

// src/ci/index-sync.ts
var DEFAULT_ROUNDS = 8;
function defaultPause(round) {
  const ms = 250 + Math.floor(Math.random() * 500 * round);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
function postedRows(comments, flavor) {
  const rows = /* @__PURE__ */ new Map();
  for (const comment of comments) {
    const row = readIndexRow(comment.body, flavor);
    if (row !== null) rows.set(row.id, { row, url: comment.url });
  }
  return rows;
}
function sameBody(a, b) {
  const norm = (text) => text.replace(/\r\n?/g, "\n").trimEnd();
  return norm(a) === norm(b);
}
async function syncIndex(store, view, options = {}) {
  const rounds = options.rounds ?? DEFAULT_ROUNDS;
  const pause2 = options.pause ?? defaultPause;
  let url = "";
  let writes = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const own = await store.listOwn();
    const [index, ...extra] = own.filter((c) => findsIndexMarker(c.body, view.flavor));
    for (const duplicate of extra) await store.tryRemove(duplicate.id);
    const body = store.stored(renderIndex({ ...view, rows: postedRows(own, view.flavor) }));
    if (index !== void 0 && sameBody(index.body, body)) {
      return { url: index.url, settled: true, writes, rounds: round };
    }
    const written = await store.write(index?.id ?? null, body);
    if (written !== null) url = written.url;
    writes += 1;
    if (round < rounds) await pause2(round);
  }
  return { url, settled: false, writes, rounds };
}

// src/ci/index-setting.ts
function entriesOf(term, text) {
  const expected = `${term}: expected the \`stacks\` output of a \`stacks\` command (JSON \`{"stacks": [{"id", "deleted", \u2026}]}\`, e.g. \`\${{ needs.stacks.outputs.stacks }}\`) or a JSON list of stack ids`;
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw usageError(`${expected}, got ${quoteExcerpt(text)} (not JSON).`, error);
  }
  if (Array.isArray(value) && value.every((id) => typeof id === "string" && id !== "")) {
    return value.map((id) => ({ id, deleted: false }));
  }
  const stacks = value?.stacks;
  if (!Array.isArray(stacks)) {
    throw usageError(`${expected}, got ${quoteExcerpt(text)} (no "stacks" list).`);
  }
  return stacks.map((stack, index) => {
    const s = stack;
    if (typeof s?.id !== "string" || s.id === "" || typeof (s.deleted ?? false) !== "boolean") {
      throw usageError(
        `${expected}; stacks[${index}] has no "id" string or a "deleted" that is not true/false.`
      );
    }
    return { id: s.id, deleted: s.deleted === true };
  });
}
function readIndexSetting(source, settings) {
  const [indexName, idName, limitName] = ["index", "index-id", "comment-limit"].map(
    (key) => hostName(source, key)
  );
  const text = source.scalar(indexName);
  const id = source.scalar(idName);
  if (text === void 0) {
    if (id !== void 0) {
      throw usageError(
        `${source.term(idName)} is set to ${quoteExcerpt(id)}, but ${source.term(indexName)} is empty: pass both (the \`stacks\` output and this job's stack id), or neither.`
      );
    }
    return null;
  }
  const stacks = entriesOf(source.term(indexName), text);
  const mine = stacks.find((stack) => stack.id === id);
  if (id === void 0 || mine === void 0 || mine.deleted || id.length > MAX_ROW_ID) {
    const ids = stacks.filter((s) => !s.deleted).map((s) => s.id);
    throw usageError(
      `${source.term(idName)}: expected this job's stack as its id in ${source.term(indexName)} (e.g. \`\${{ matrix.id }}\`; one of ${quoteExcerpt(ids.join(", "), 200)}), got ${id === void 0 ? "nothing" : quoteExcerpt(id)}.`
    );
  }
  const limit = settings.commentLimit - rowReserve(id);
  if (limit < MIN_LIMIT) {
    throw usageError(
      `${source.term(limitName)} leaves ${settings.commentLimit} characters for the report, and the index row of ${quoteExcerpt(id)} needs ${rowReserve(id)} of them: raise ${limitName}, or leave ${indexName} empty.`
    );
  }
  settings.commentLimit = limit;
  return { stacks, id };
}
function indexRowFor(index, result, settings) {
  const summary = result.changeSet?.summary;
  const row = {
    id: index.id,
    command: result.command,
    outcome: result.outcome,
    create: summary?.create ?? 0,
    update: summary?.update ?? 0,
    delete: summary?.delete ?? 0,
    replace: summary?.replace ?? 0
  };
  if (result.digest) row.digest = result.digest;
  if (settings.run.commit) row.commit = settings.run.commit;
  return row;
}
function withRowFor(body, index, result, settings, flavor) {
  return index === null ? body : withIndexRow(body, indexRowFor(index, result, settings), flavor);
}
function sameCommit(a, b) {
  const [short2, long] = a.length <= b.length ? [a, b] : [b, a];
  return short2.length >= 7 && long.startsWith(short2);
}
async function tryUpdateIndex(target, index, settings, output) {
  try {
    const commit = settings.run.commit ?? null;
    const head = await target.head();
    if (commit !== null && !sameCommit(head, commit)) {
      output.info(
        `the PR index comment is left to the newer run: pull request #${target.pullRequest} is at ${head.slice(0, 12)}, this run planned ${commit.slice(0, 12)}`
      );
      return false;
    }
    const view = { stacks: index.stacks, commit, flavor: target.flavor, limit: target.limit };
    const synced = await syncIndex(target.store, view);
    if (!synced.settled) {
      output.warn(
        `the PR index comment did not settle after ${synced.rounds} rounds (other jobs kept changing it): the last job of the matrix to finish brings it up to date; re-run one stack's job if rows stay pending.`
      );
      return false;
    }
    output.info(`PR index comment: ${synced.url} (${synced.writes} writes)`);
    return true;
  } catch (error) {
    output.warn(`the PR index comment was not updated: ${messageOf(error)}`);
    return false;
  }
}
function postingWithIndex(post, index, settings, output, target) {
  if (index === null) return post;
  return async (pullRequest, result) => {
    const posted = await post(pullRequest, result);
    await tryUpdateIndex(target(pullRequest), index, settings, output);
    return posted;
  };
}

// src/approval/decision.ts
var NOTHING = "Nothing was applied.";
function refuse(reason) {
  return { approved: false, reason: `${reason} ${NOTHING}` };
}
function approve(reason) {
  return { approved: true, reason };
}
function short(sha) {
  return sha.slice(0, 12);
}
function sameCommit2(a, b) {
  if (!a || !b) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (!/^[0-9a-f]{7,64}$/.test(x) || !/^[0-9a-f]{7,64}$/.test(y)) return false;
  return x.startsWith(y) || y.startsWith(x);
}

// src/approval/review-gates.ts
async function forkRefusal(pullRequest, known, source, wording) {
  if (pullRequest === null) return null;
  let fork = known;
  let origin = null;
  if (fork === void 0) {
    if (!source) return refuse(wording.forkUnknown(pullRequest));
    const pull = await source.pull();
    fork = pull.fork;
    origin = pull.forkOrigin;
  }
  if (!fork) return null;
  return refuse(
    `pull request #${pullRequest} comes from a fork${origin ? ` (${origin})` : ""}: stackgate never applies a fork's pull request.`
  );
}
async function bindToPull(input) {
  const { mode, wording, source, digest } = input;
  if (!input.hasApi) return { refused: refuse(wording.needsApi(mode)) };
  if (input.pullRequest === null || !source) {
    return { refused: refuse(wording.needsPullRequest(mode)) };
  }
  const number = input.pullRequest;
  const unusable = await source.unusable();
  if (unusable !== null) return { refused: refuse(unusable) };
  const pull = await source.pull();
  if (!pull.open) {
    return {
      refused: refuse(`pull request #${number} is ${pull.state}, not ${wording.openState}.`)
    };
  }
  if (input.commit && !wording.sameCommit(pull.headSha, input.commit)) {
    return {
      refused: refuse(
        `pull request #${number} is now at commit ${short(pull.headSha)}, but this run planned commit ${short(input.commit)}: a new commit was pushed, and approvals given before it do not count.`
      )
    };
  }
  const found = await source.published();
  const published = found?.published;
  if (!found || !published?.digest || !published.commit) {
    return {
      refused: refuse(
        `no stackgate plan is published on pull request #${number} for this project/stack/workdir: run the preview (with ${wording.commentSetting}) so reviewers see the plan they approve.`
      )
    };
  }
  if (!wording.sameCommit(published.commit, pull.headSha)) {
    return {
      refused: refuse(
        `the plan published on pull request #${number} is for commit ${short(published.commit)}, but the head is ${short(pull.headSha)}: run the preview on the new head first.`
      )
    };
  }
  if (published.digest !== digest) {
    return {
      refused: refuse(
        `this run's plan (digest ${shortDigest(digest)}) is not the plan published on pull request #${number} (digest ${shortDigest(published.digest)}): the state or the configuration changed since; run the preview again and approve the new plan.`
      )
    };
  }
  const since = approvalsCountFrom(published, found.updatedAt);
  return { ok: { source, number, pull, since } };
}
async function prReviewGate(input) {
  const bound = await bindToPull(input);
  if ("refused" in bound) return bound.refused;
  const { source, number, pull, since } = bound.ok;
  const { wording, digest } = input;
  const approvers = [];
  const stale = [];
  const early = [];
  const bots = [];
  const denied = [];
  const blockers = [];
  let author = null;
  for (const vote of await source.votes()) {
    const who = vote.reviewer?.name ?? "a deleted user";
    if (vote.approved && !isPerson(vote.reviewer?.type)) {
      bots.push(`${who} (${vote.reviewer?.type ?? "unknown type"})`);
      continue;
    }
    if (vote.approved && await source.isPullAuthor(vote.reviewer)) {
      author = who;
      continue;
    }
    const denial = await source.authorize(vote.reviewer);
    if (denial !== null) {
      if (vote.approved) denied.push(denial.brief);
      continue;
    }
    if (!vote.approved) blockers.push(who);
    else if (vote.commit !== void 0 && vote.commit !== pull.headSha)
      stale.push(`${who} (on ${short(vote.commit ?? "unknown")})`);
    else if (!givenAfter(vote.at, since)) early.push(who);
    else approvers.push(who);
  }
  if (blockers.length > 0) {
    return refuse(
      `pull request #${number} has outstanding change requests from ${blockers.join(", ")}.`
    );
  }
  if (approvers.length < input.requiredApprovals) {
    const notes = [
      early.length > 0 ? wording.earlyNote(early.join(", "), digest, since) : "",
      stale.length > 0 ? `approvals of older commits do not count: ${stale.join(", ")}` : "",
      bots.length > 0 ? `bots do not approve: ${bots.join(", ")}` : "",
      author !== null ? authorRefusal(author) : "",
      denied.length > 0 ? wording.deniedNote(denied) : ""
    ].filter(Boolean);
    return refuse(
      wording.tooFewApprovals({
        pull: number,
        count: approvers.length,
        required: input.requiredApprovals,
        head: short(pull.headSha),
        notes: notes.length > 0 ? ` (${notes.join("; ")})` : ""
      })
    );
  }
  return approve(
    wording.approvedBy({
      approvers: approvers.join(", "),
      pull: number,
      head: short(pull.headSha),
      digest: shortDigest(digest)
    })
  );
}
async function commentGate(input) {
  const bound = await bindToPull(input);
  if ("refused" in bound) return bound.refused;
  const { source, number, since } = bound.ok;
  const { digest } = input;
  const commands = (await source.comments()).map((comment) => ({ comment, command: parseApplyCommand(comment.body) })).reverse();
  const reasons = [];
  for (const { comment, command } of commands) {
    if (!command) continue;
    const who = comment.author?.name ?? "a deleted user";
    if (!givenAfter(comment.createdAt, since)) {
      reasons.push(`${who}'s /stackgate apply predates the published plan`);
      continue;
    }
    if (await source.isOwn(comment.author)) continue;
    if (!isPerson(comment.author?.type)) {
      reasons.push(`${who} is not a person`);
      continue;
    }
    if (await source.isPullAuthor(comment.author)) {
      reasons.push(authorRefusal(who));
      await source.react(comment, "-1");
      continue;
    }
    if (command.digest !== null && !digestMatches(digest, command.digest)) {
      reasons.push(
        `${who} approved digest ${command.digest}, not this plan's ${shortDigest(digest)}`
      );
      await source.react(comment, "-1");
      continue;
    }
    const denial = await source.authorize(comment.author);
    if (denial !== null) {
      reasons.push(denial.reason);
      await source.react(comment, "-1");
      continue;
    }
    await source.react(comment, "+1");
    return approve(
      `approval: comment \u2014 ${who} commented /stackgate apply${command.digest ? ` ${command.digest}` : ""} after the plan (digest ${shortDigest(digest)}) was published`
    );
  }
  const why = reasons.length > 0 ? ` (${reasons.slice(0, 5).join("; ")})` : "";
  return refuse(
    `no valid approval on pull request #${number}${why}. ${input.wording.commenters} must comment \`/stackgate apply ${shortDigest(digest)}\` after the plan was published.`
  );
}
function memoise(load, keyOf = (arg) => arg) {
  const cache = /* @__PURE__ */ new Map();
  return (arg) => {
    const key = keyOf(arg);
    let value = cache.get(key);
    if (value === void 0) {
      value = load(arg);
      cache.set(key, value);
    }
    return value;
  };
}
function once(load) {
  let value;
  return () => value ??= load();
}

// src/approval/saved-plan.ts
function savedPlanGate(input, digest) {
  if (input.expectDigest === void 0) {
    return refuse(
      `approval: ${input.mode} applies only the saved plan artifact whose digest the preview published, but this run planned afresh: pass ${input.digestName} (the preview's plan-digest output) and restore the plan artifact to ${input.planPathName}.`
    );
  }
  if (!digestMatches(digest, input.expectDigest)) {
    return refuse(
      `the saved plan's digest is ${digest}, but the published digest is ${input.expectDigest}.`
    );
  }
  const record = readPlanRecord(input.planFile);
  if (!record) {
    return refuse(
      `the plan artifact has no stackgate record beside ${input.planFile} (${input.planFile}.stackgate.json): hand over the whole plan directory from the preview ${input.mode === "environment" ? "job" : "step"}.`
    );
  }
  if (record.digest !== digest) {
    return refuse(
      `the plan record names digest ${record.digest}, but the plan file's digest is ${digest}: the artifact was altered.`
    );
  }
  if (!record.commit || !input.commit) {
    return refuse(
      `cannot bind the plan to a commit (plan made for ${record.commit ?? "an unknown commit"}, this run on ${input.commit ?? "an unknown commit"}).`
    );
  }
  if (record.commit !== input.commit) {
    const run = input.mode === "environment" ? "job runs" : "step runs";
    return refuse(
      `the plan artifact was made for commit ${short(record.commit)}, but this ${run} on commit ${short(input.commit)}: run the preview on this commit and approve its plan.`
    );
  }
  return approve(
    `approval: ${input.mode} \u2014 ${input.approvedBy}, and the plan is the one published for commit ${short(input.commit)} (digest ${shortDigest(digest)})`
  );
}

// src/approval/decide.ts
async function decideGate(ctx, digest, platform) {
  try {
    const { mode, requiredApprovals } = ctx.policy;
    const { source, wording } = platform;
    const fork = await forkRefusal(ctx.pullRequest, platform.knownFork, source, wording);
    if (fork) return fork;
    if (mode === "none") return approve("approval: none (applies at once)");
    if (mode === "pr-review" || mode === "comment") {
      const input = {
        mode,
        pullRequest: ctx.pullRequest,
        commit: ctx.commit,
        digest,
        hasApi: ctx.api !== null,
        requiredApprovals,
        source,
        wording
      };
      return mode === "pr-review" ? await prReviewGate(input) : await commentGate(input);
    }
    return savedPlanGate(
      {
        ...platform.savedPlan,
        ...ctx.expectDigest !== void 0 ? { expectDigest: ctx.expectDigest } : {},
        planFile: ctx.planFile,
        commit: ctx.commit
      },
      digest
    );
  } catch (error) {
    return refuse(`the approval could not be checked: ${messageOf(error)}`);
  }
}
async function decideBeforePlan(ctx, platform) {
  try {
    const { mode } = ctx.policy;
    if (mode === "pr-review" || mode === "comment") {
      await platform.source?.pull();
      const found = platform.source ? await platform.source.published() : null;
      return await decideGate(ctx, found?.published.digest ?? "", platform);
    }
    if (mode === "none") return await decideGate(ctx, "", platform);
    return await decideGate(ctx, readPlanRecord(ctx.planFile)?.digest ?? "", platform);
  } catch (error) {
    return refuse(`the approval could not be checked: ${messageOf(error)}`);
  }
}
async function publishedPlan(platform) {
  try {
    const found = platform.source ? await platform.source.published() : null;
    const digest = found?.published.digest;
    return found && digest ? { digest, body: found.body } : null;
  } catch {
    return null;
  }
}
function decisionsOver(platformOf) {
  return {
    decide: (ctx, planned) => decideGate(ctx, planned.digest, platformOf(ctx)),
    beforePlan: (ctx) => decideBeforePlan(ctx, platformOf(ctx)),
    published: (ctx) => publishedPlan(platformOf(ctx))
  };
}

// src/approval/wait.ts
async function waitForApprovalComment(w) {
  const short2 = shortDigest(w.planned.digest ?? "");
  await w.publish({
    ...w.planned,
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    message: `waiting up to ${describeWait(w.waitMs)} for ${w.approvers} to comment \`/stackgate apply ${short2}\``
  });
  return pollForApproval({
    first: w.first,
    waitMs: w.waitMs,
    what: `\`/stackgate apply ${short2}\` on pull request #${w.pullRequest}`,
    decide: () => w.decide(w.planned),
    interrupts: w.interrupts,
    log: w.log
  });
}
async function pollForApproval(p) {
  const deadline = Date.now() + p.waitMs;
  const poll = Math.min(15e3, Math.max(1e3, Math.floor(p.waitMs / 10)));
  let decision = p.first;
  while (!decision.approved && p.interrupts.received === null && Date.now() < deadline) {
    p.log(`waiting for ${p.what} (${describeWait(deadline - Date.now())} left)`);
    await pause(Math.min(poll, deadline - Date.now()), p.interrupts);
    if (p.interrupts.received !== null) break;
    decision = await p.decide();
  }
  if (decision.approved) return decision;
  const why = p.interrupts.received !== null ? "the run was stopped" : `no approval came within ${describeWait(p.waitMs)}`;
  return { approved: false, reason: `${why}: ${decision.reason}` };
}
function pause(ms, interrupts) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const off = interrupts.onInterrupt(done);
  });
}
function describeWait(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  return s >= 120 ? `${Math.round(s / 60)} min` : `${s} s`;
}
var STATUS_LINE = "> \u23F3 **stackgate is waiting:**";
function waitingStatus(plan, message) {
  const body = withoutPublished(plan.body).split("\n").filter((line) => !line.startsWith(STATUS_LINE)).join("\n").replace(/\s+$/, "");
  return {
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    digest: plan.digest,
    message,
    comment: `${body}

${STATUS_LINE} ${message}`
  };
}
function createGateHook(ctx, decisions, approvers, options) {
  const { policy, pullRequest } = ctx;
  const waits = policy.mode === "comment" && policy.waitMs > 0 && ctx.api !== null;
  const decide = (planned) => decisions.decide(ctx, { digest: planned.digest ?? "" });
  const conclude = (decision, when) => {
    ctx.log(
      decision.approved ? `approved${when}: ${decision.reason}` : `refused${when}: ${decision.reason}`
    );
    return decision.approved ? null : decision.reason;
  };
  const hook = async (planned) => {
    let decision = await decide(planned);
    if (!decision.approved && waits && pullRequest !== null) {
      decision = await waitForApprovalComment({
        planned,
        first: decision,
        waitMs: policy.waitMs,
        pullRequest,
        approvers,
        publish: options.publish,
        decide,
        interrupts: options.interrupts,
        log: ctx.log
      });
    }
    return conclude(decision, "");
  };
  const beforeEngine = async () => {
    const before = () => decisions.beforePlan(ctx);
    let decision = await before();
    if (!decision.approved && waits && pullRequest !== null) {
      const plan = await decisions.published(ctx);
      if (plan !== null) {
        const message = `waiting up to ${describeWait(policy.waitMs)} for ${approvers} to comment \`/stackgate apply ${shortDigest(plan.digest)}\` (nothing runs before that)`;
        await options.publish(waitingStatus(plan, message));
      }
      decision = await pollForApproval({
        first: decision,
        waitMs: policy.waitMs,
        what: plan ? `\`/stackgate apply ${shortDigest(plan.digest)}\` on pull request #${pullRequest}` : `an approval on pull request #${pullRequest}`,
        decide: before,
        interrupts: options.interrupts,
        log: ctx.log
      });
    }
    return conclude(decision, " before any engine ran");
  };
  return Object.assign(hook, { beforeEngine });
}

export {
  describeQualifiedStack,
  runOutputs,
  STACK_OUTPUT_PREFIX,
  sensitiveOutputs,
  recoverOutputs,
  statusOutputs,
  recoverPublished,
  tryPostRecoverComment,
  publishedFor,
  withPublished,
  readPublished,
  readStepConfig,
  sameCommit2 as sameCommit,
  publicationTime,
  memoise,
  once,
  decisionsOver,
  createGateHook,
  flagsInHostTerms,
  readIndexSetting,
  withRowFor,
  postingWithIndex,
  describeRecover,
  recoverReportContext,
  renderRecoverComment
};
