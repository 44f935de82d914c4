/**
 * Real webhook payloads from `@octokit/webhooks-examples` (api.github.com), used as
 * GITHUB_EVENT_PATH. Each helper starts from a recorded payload and changes only what a test
 * needs (the PR number, its head commit, a fork's head repository, a comment's body).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

type Payload = Record<string, unknown>;
interface ExampleGroup {
  name: string;
  examples: Payload[];
}

let examples: ExampleGroup[] | null = null;

function load(): ExampleGroup[] {
  examples ??= createRequire(import.meta.url)(
    "@octokit/webhooks-examples/api.github.com/index.json",
  ) as ExampleGroup[];
  return examples;
}

/** A deep copy of a recorded payload of `event` (with `action`, when given). */
export function webhookExample(event: string, action?: string): Payload {
  const group = load().find((g) => g.name === event);
  const found = group?.examples.find((p) => action === undefined || p.action === action);
  if (!found) throw new Error(`no recorded ${event}${action ? `.${action}` : ""} payload`);
  return structuredClone(found);
}

export interface PullRequestEventOptions {
  number: number;
  headSha: string;
  /** A fork's `owner/name`, or `deleted` for a deleted fork (head.repo null). */
  fork?: string;
  action?: string;
}

/** `pull_request` (opened by default), recorded on Codertocat/Hello-World. */
export function pullRequestEvent(options: PullRequestEventOptions): Payload {
  const payload = webhookExample("pull_request", options.action ?? "opened");
  payload.number = options.number;
  const pr = payload.pull_request as Record<string, unknown>;
  pr.number = options.number;
  const head = pr.head as Record<string, unknown>;
  head.sha = options.headSha;
  if (options.fork === "deleted") head.repo = null;
  else if (options.fork) {
    head.repo = { ...(head.repo as Payload), full_name: options.fork, fork: true };
  }
  return payload;
}

/** `issue_comment.created` on a pull request (the recorded one is on an issue: marked as a PR). */
export function issueCommentEvent(options: { number: number; body: string }): Payload {
  const payload = webhookExample("issue_comment", "created");
  const issue = payload.issue as Record<string, unknown>;
  issue.number = options.number;
  issue.pull_request = {
    url: `https://api.github.com/repos/Codertocat/Hello-World/pulls/${options.number}`,
    html_url: `https://github.com/Codertocat/Hello-World/pull/${options.number}`,
  };
  (payload.comment as Record<string, unknown>).body = options.body;
  return payload;
}

export function pushEvent(): Payload {
  return webhookExample("push");
}

/** Writes a payload where GITHUB_EVENT_PATH can point. */
export function writeEvent(payload: Payload, dir?: string): string {
  const target = dir ?? mkdtempSync(path.join(os.tmpdir(), "stackgate-event-"));
  const file = path.join(target, "event.json");
  writeFileSync(file, JSON.stringify(payload));
  return file;
}
