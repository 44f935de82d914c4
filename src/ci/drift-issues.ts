/**
 * `drift --report github-issues | gitlab-issues`: the issue reporter (drift/issue-reporter.ts)
 * on the platform's tracker — GitHub issues of the repository the environment names
 * (GITHUB_REPOSITORY, GITHUB_API_URL) written with GITHUB_TOKEN (the Action: its input), or
 * GitLab issues of the job's project (CI_PROJECT_ID, CI_API_V4_URL) written with GITLAB_TOKEN.
 * Every title, body and comment passes the run's redactor.
 */
import path from "node:path";

import { createIssueReporter } from "../drift/issue-reporter.js";
import type { DriftIssueKey, RunRefText } from "../drift/issue-body.js";
import type { DriftReporter } from "../drift/reporter.js";
import type { StackDrift } from "../drift/result.js";
import type { Planned } from "../drift/targets.js";
import { EXIT, StackgateError } from "../errors.js";
import { GitHubClient } from "../platforms/github.js";
import { readEventContext } from "../platforms/github/context.js";
import { createIssueTracker } from "../platforms/github/issues.js";
import { createGitLabIssueTracker } from "../platforms/gitlab/issues.js";
import { createRedactor } from "../report/redact.js";
import type { IssueTracker } from "../report/issue-tracker.js";
import type { Settings } from "../settings/index.js";
import { gitlabClientOf } from "./gitlab-env.js";

type Env = Readonly<Record<string, string | undefined>>;

/** Where the token comes from: GITHUB_TOKEN (the CLI, the Pipe) or the Action's input. */
export interface TokenSource {
  value: string | undefined;
  /** As errors name it: `GITHUB_TOKEN`, `input github-token`. */
  term: string;
}

/**
 * The issue reporters `--report` asks for ([] for `none`), or a usage error naming what is
 * missing: asked for issues, a run without a token or a repository must fail before it checks
 * anything, not after.
 */
export function createDriftIssueReporters(
  settings: Settings,
  planned: readonly Planned[],
  env: Env,
  cwd: string,
  log: (line: string) => void,
  tokenSource: TokenSource = { value: env.GITHUB_TOKEN, term: "GITHUB_TOKEN" },
): DriftReporter[] {
  const report = settings.driftReport;
  if (report === "none") return [];
  if (report === "code-insights") {
    throw new StackgateError(
      "--report code-insights writes a Bitbucket Code Insights report on the pipeline's commit: it is the Bitbucket Pipe's " +
        "(COMMAND: drift with DRIFT_REPORT: code-insights). Here, use github-issues or gitlab-issues, or drop --report.",
      EXIT.usage,
    );
  }
  const { tracker, redact } =
    report === "github-issues"
      ? githubTracker(settings, env, log, tokenSource)
      : gitlabTracker(settings, env);
  return [
    createIssueReporter({
      tracker,
      cap: settings.driftIssueCap,
      run: runRefText(settings),
      keyOf: issueKeys(settings, planned, cwd),
      log: (line) => log(redact(line)),
    }),
  ];
}

interface Tracker {
  tracker: IssueTracker;
  redact: (text: string) => string;
}

function githubTracker(
  settings: Settings,
  env: Env,
  log: (line: string) => void,
  tokenSource: TokenSource,
): Tracker {
  const token = tokenSource.value ?? "";
  const event = readEventContext(env);
  if (token === "" || event.repo === null) {
    const missing = [
      token === "" ? tokenSource.term : "",
      event.repo === null ? "GITHUB_REPOSITORY" : "",
    ]
      .filter((name) => name !== "")
      .join(" and ");
    throw new StackgateError(
      `--report github-issues needs ${missing} (got ${event.repo === null ? `GITHUB_REPOSITORY=${JSON.stringify(env.GITHUB_REPOSITORY ?? "")}` : `no ${tokenSource.term}`}): ` +
        `set ${tokenSource.term} to a token that may write issues and GITHUB_REPOSITORY to owner/name, or drop --report.`,
      EXIT.usage,
    );
  }
  const redact = createRedactor([...settings.secrets, token]);
  const client = new GitHubClient({ token, baseUrl: event.apiUrl, repo: event.repo, log, redact });
  return { tracker: createIssueTracker(client, event.repo), redact };
}

function gitlabTracker(settings: Settings, env: Env): Tracker {
  const gitlab = gitlabClientOf(settings, env, { redact: createRedactor(settings.secrets) });
  if (gitlab === null) {
    const missing = [
      settings.run.platform === "gitlab" ? "" : "a GitLab job (GITLAB_CI=true)",
      env.GITLAB_TOKEN ? "" : "GITLAB_TOKEN",
      env.CI_PROJECT_ID ? "" : "CI_PROJECT_ID",
    ].filter((name) => name !== "");
    throw new StackgateError(
      `--report gitlab-issues needs ${missing.join(" and ")}: run it in a GitLab CI job (the component's \`command: drift\`) ` +
        "with GITLAB_TOKEN set to a project or group access token that may write issues (scope `api`), or drop --report.",
      EXIT.usage,
    );
  }
  return { tracker: createGitLabIssueTracker(gitlab.client), redact: gitlab.mask };
}

/** Each stack's issue key: its project, stack and directory relative to the checkout. */
function issueKeys(
  settings: Settings,
  planned: readonly Planned[],
  cwd: string,
): (stack: StackDrift) => DriftIssueKey {
  const root = settings.run.checkoutDir ?? cwd;
  const projects = new Map(
    planned.flatMap((p) => ("settings" in p ? [[p.target.id, p.settings.project] as const] : [])),
  );
  return (stack) => ({
    project: projects.get(stack.id) ?? path.basename(stack.dir),
    stack: stack.stack,
    dir: path.relative(root, stack.dir).split(path.sep).join("/") || ".",
  });
}

/** The run as a report names it: its id and URL where the platform gives them. */
export function runRefText(settings: Settings): RunRefText {
  const { runId, runUrl } = settings.run;
  return {
    name: runId ? `run ${runId}` : `the run of ${new Date().toISOString()}`,
    url: runUrl ?? null,
  };
}
