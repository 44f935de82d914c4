/**
 * `drift --report github-issues`: the issue reporter (drift/github-issues.ts) on the GitHub
 * repository the environment names (GITHUB_REPOSITORY, GITHUB_API_URL), written with
 * GITHUB_TOKEN; every issue body and comment passes the run's redactor.
 */
import path from "node:path";

import { createIssueReporter } from "../drift/github-issues.js";
import type { DriftIssueKey } from "../drift/issue-body.js";
import type { DriftReporter } from "../drift/reporter.js";
import type { StackDrift } from "../drift/result.js";
import type { Planned } from "../drift/targets.js";
import { EXIT, StackgateError } from "../errors.js";
import { GitHubClient } from "../platforms/github.js";
import { readEventContext } from "../platforms/github/context.js";
import { createIssueTracker } from "../platforms/github/issues.js";
import { createRedactor } from "../report/redact.js";
import type { Settings } from "../settings/index.js";

type Env = Readonly<Record<string, string | undefined>>;

/** Where the token comes from: GITHUB_TOKEN (the CLI, the Pipe) or the Action's input. */
export interface TokenSource {
  value: string | undefined;
  /** As errors name it: `GITHUB_TOKEN`, `input github-token`. */
  term: string;
}

/**
 * The issue reporter, or a usage error naming what is missing: asked for issues, a run without
 * a token or a repository must fail before it checks anything, not after.
 */
export function createDriftIssueReporter(
  settings: Settings,
  planned: readonly Planned[],
  env: Env,
  cwd: string,
  log: (line: string) => void,
  tokenSource: TokenSource = { value: env.GITHUB_TOKEN, term: "GITHUB_TOKEN" },
): DriftReporter {
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
  const root = settings.run.checkoutDir ?? cwd;
  const projects = new Map(
    planned.flatMap((p) => ("settings" in p ? [[p.target.id, p.settings.project] as const] : [])),
  );
  const keyOf = (stack: StackDrift): DriftIssueKey => ({
    project: projects.get(stack.id) ?? path.basename(stack.dir),
    stack: stack.stack,
    dir: path.relative(root, stack.dir).split(path.sep).join("/") || ".",
  });
  const { runId, runUrl } = settings.run;
  return createIssueReporter({
    tracker: createIssueTracker(client, event.repo),
    cap: settings.driftIssueCap,
    run: {
      name: runId ? `run ${runId}` : `the run of ${new Date().toISOString()}`,
      url: runUrl ?? null,
    },
    keyOf,
    log: (line) => log(redact(line)),
  });
}
