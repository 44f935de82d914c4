/**
 * What a GitHub Actions run tells about itself through its environment: the repository, the
 * API to talk to, the run, and — from the webhook payload at GITHUB_EVENT_PATH — the pull
 * request the run is about, its head commit and whether it comes from a fork.
 */
import { readFileSync } from "node:fs";

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface PullRequestRef {
  number: number;
  /** The head commit the event names (absent for issue_comment: ask the API). */
  headSha?: string;
  /** True when the head branch lives in another repository; undefined when the payload does not tell. */
  fork?: boolean;
}

export interface GitHubEventContext {
  eventName: string;
  repo: RepoRef | null;
  apiUrl: string;
  runId?: string;
  sha?: string;
  pullRequest: PullRequestRef | null;
  /** The webhook payload, or `{}` when there is none. */
  payload: Record<string, unknown>;
}

/** Events whose payload carries `pull_request`. */
const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set([
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment",
]);

type Env = Readonly<Record<string, string | undefined>>;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function readPayload(file: string | undefined): Record<string, unknown> {
  if (!file) return {};
  try {
    return record(JSON.parse(readFileSync(file, "utf8"))) ?? {};
  } catch {
    return {};
  }
}

function parseRepo(value: string | undefined): RepoRef | null {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? "");
  return m ? { owner: m[1] as string, repo: m[2] as string } : null;
}

/** `head.repo` missing (a deleted fork) or another repository than `base.repo` → fork. */
function isForkPullRequest(pullRequest: Record<string, unknown>): boolean | undefined {
  const head = record(pullRequest.head);
  const base = record(pullRequest.base);
  if (!head || !base) return undefined;
  const headRepo = record(head.repo);
  const baseRepo = record(base.repo);
  if (head.repo === null) return true;
  if (!headRepo || !baseRepo) return undefined;
  return headRepo.full_name !== baseRepo.full_name;
}

function pullRequestOf(eventName: string, payload: Record<string, unknown>): PullRequestRef | null {
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    const pr = record(payload.pull_request);
    if (!pr || typeof pr.number !== "number") return null;
    const head = record(pr.head);
    const ref: PullRequestRef = { number: pr.number };
    if (typeof head?.sha === "string") ref.headSha = head.sha;
    const fork = isForkPullRequest(pr);
    if (fork !== undefined) ref.fork = fork;
    return ref;
  }
  if (eventName === "issue_comment") {
    const issue = record(payload.issue);
    if (!issue || !record(issue.pull_request) || typeof issue.number !== "number") return null;
    return { number: issue.number };
  }
  return null;
}

export function readEventContext(env: Env): GitHubEventContext {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const context: GitHubEventContext = {
    eventName,
    repo: parseRepo(env.GITHUB_REPOSITORY),
    apiUrl: (env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/+$/, ""),
    pullRequest: pullRequestOf(eventName, payload),
    payload,
  };
  if (env.GITHUB_RUN_ID) context.runId = env.GITHUB_RUN_ID;
  if (env.GITHUB_SHA) context.sha = env.GITHUB_SHA;
  return context;
}
