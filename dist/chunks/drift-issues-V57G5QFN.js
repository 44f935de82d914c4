#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  GitHubClient,
  apiError,
  readEventContext
} from "./chunk-JKB66KHC.js";
import {
  PageBudget
} from "./chunk-TEPWV44X.js";
import {
  describeStack
} from "./chunk-GBETG4HS.js";
import {
  createRedactor
} from "./chunk-FZH6YXM6.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-U2G53DH7.js";
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

// src/drift/github-issues.ts
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

// src/ci/drift-issues.ts
function createDriftIssueReporter(settings, planned, env, cwd, log, tokenSource = { value: env.GITHUB_TOKEN, term: "GITHUB_TOKEN" }) {
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
  const root = settings.run.checkoutDir ?? cwd;
  const projects = new Map(
    planned.flatMap((p) => "settings" in p ? [[p.target.id, p.settings.project]] : [])
  );
  const keyOf = (stack) => ({
    project: projects.get(stack.id) ?? path.basename(stack.dir),
    stack: stack.stack,
    dir: path.relative(root, stack.dir).split(path.sep).join("/") || "."
  });
  const { runId, runUrl } = settings.run;
  return createIssueReporter({
    tracker: createIssueTracker(client, event.repo),
    cap: settings.driftIssueCap,
    run: {
      name: runId ? `run ${runId}` : `the run of ${(/* @__PURE__ */ new Date()).toISOString()}`,
      url: runUrl ?? null
    },
    keyOf,
    log: (line) => log(redact(line))
  });
}
export {
  createDriftIssueReporter
};
