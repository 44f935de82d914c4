/**
 * Output safety on the built bundles (issue 20, cases 3–5), attacked the way the issue met it:
 * - engine and lock-holder text that starts with any character .NET's TrimStart() trims before
 *   `::` reaches the runner's log in the main step, `status` and the post step: never a command
 *   (the oracle is test/support/runner-commands.ts, written from the runner's documented rules);
 * - the recover summaries (main step and post step) are redacted and fenced so that text from
 *   the lock holder can neither close the block nor show a URL password;
 * - an API that always answers with a next page: bounded pages and a clear error, and SIGTERM
 *   stops the step promptly (the calls in flight are aborted).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { pullRequestEvent, pushEvent, writeEvent } from "../support/github-api-events.js";
import {
  createJob,
  runStep,
  startStep,
  type RunnerJob,
  type StepResult,
} from "../support/github-api-runner.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import { pipelineStep, startPipe, type PipeResult } from "../support/bitbucket-api-runner.js";
import { startEndlessPages, type EndlessPages } from "../support/endless-pages.js";
import { createHttpLockServer, type HttpLockServer } from "../support/http-lock-server.js";
import { DOTNET_WHITE_SPACE, runnerCommands } from "../support/runner-commands.js";
import { dataProjectHcl, writeEmptyCliConfig } from "../support/terraform-project.js";

const H1 = "1a".repeat(20);
const MERGE = "9e".repeat(20);

let api: GitHubApiStandIn;
let bitbucket: BitbucketApiStandIn;
let lockServer: HttpLockServer;
let tfrc: string;
const jobs: RunnerJob[] = [];
const clones: string[] = [];
let nextPr = 300;

beforeAll(async () => {
  api = await startGitHubApi();
  bitbucket = await startBitbucketApi();
  lockServer = await createHttpLockServer();
  tfrc = writeEmptyCliConfig(path.join(os.tmpdir(), `stackgate-outsafety-tfrc-${process.pid}`));
});
afterAll(async () => {
  await api.close();
  await bitbucket.close();
  await lockServer.close();
  for (const job of jobs) rmSync(path.dirname(job.workspace), { recursive: true, force: true });
  for (const dir of clones) rmSync(dir, { recursive: true, force: true });
  rmSync(tfrc, { force: true });
});

function job(eventName: string, event: Record<string, unknown>, runId = "4242", apiUrl = api.url) {
  const j = createJob({
    apiUrl,
    token: api.token,
    repository: `${api.owner}/${api.repo}`,
    eventName,
    eventPath: writeEvent(event),
    sha: MERGE,
    runId,
    env: { TF_CLI_CONFIG_FILE: tfrc },
  });
  jobs.push(j);
  return j;
}

function writeProject(j: RunnerJob, hcl: string): string {
  const dir = path.join(j.workspace, "infra");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), hcl);
  return dir;
}

function context(step: StepResult): string {
  return `exit ${step.exitCode} signal ${step.signal}\n--- stdout\n${step.stdout}\n--- stderr\n${step.stderr}`;
}

const hex = (code: number): string => code.toString(16).padStart(4, "0").toUpperCase();

/** One attack line per .NET white-space character: `<ch>::warning::<tag>-<code>`. */
function attackLines(tag: string): string[] {
  return DOTNET_WHITE_SPACE.map(
    ([code]) => `${String.fromCharCode(code)}::warning::${tag}-${hex(code)}`,
  ).concat([`\u0085::add-mask::stackgate`, `\u0085::stop-commands::${tag}-stop`]);
}

/** Our own commands start in column 0; anything else the runner would execute is forged. */
const OUR_COMMANDS = /^::(add-mask|group|endgroup|warning|error|notice|debug)( [^:]*)?::/;

function expectNoForgedCommand(step: StepResult): void {
  // Our annotations carry engine text as escaped data (one line): that is not a command.
  const forged = runnerCommands(step.stdout).filter((line) => !OUR_COMMANDS.test(line));
  expect(forged, context(step)).toEqual([]);
}

/** Every character's attack reached the log (so the test attacks something). */
function expectAttackShown(text: string, tag: string): void {
  const missing = DOTNET_WHITE_SPACE.filter(([code]) => !text.includes(`${tag}-${hex(code)}`));
  expect(missing.map(([code]) => hex(code))).toEqual([]);
}

describe("case 3: .NET white space before `::` never makes a workflow command", () => {
  it("main step: an engine error's detail, one line per character", async () => {
    const j = job("push", pushEvent());
    const escaped = attackLines("diag")
      .map((line) => line.replace(/[^\x21-\x7e]/g, (ch) => `\\u${hex(ch.charCodeAt(0))}`))
      .join("\\n");
    writeProject(
      j,
      `variable "name" {
  type    = string
  default = "x"
  validation {
    condition     = length(var.name) > 3
    error_message = "first line\\n${escaped}"
  }
}
`,
    );
    const main = await runStep(j, "main", { workdir: "infra", stack: "dev" });
    expect(main.exitCode, context(main)).toBe(1);
    expectAttackShown(main.stdout, "diag");
    expectNoForgedCommand(main);
  });

  it("status: the lock holder's text, one line per character", async () => {
    const j = job("push", pushEvent());
    const a = lockServer.addresses("status-who");
    writeProject(
      j,
      `terraform {
  backend "http" {
    address        = "${a.address}"
    lock_address   = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
  }
}
${dataProjectHcl({ count: 1 })}`,
    );
    lockServer.setHolder("status-who", {
      ID: "c0ffee00-0000-4000-8000-000000000003",
      Operation: "OperationTypeApply",
      Who: `dev@laptop\n${attackLines("who").join("\n")}`,
      Version: "1.11.4",
      Created: new Date().toISOString(),
      Path: "",
      Info: `note\n${attackLines("info").join("\n")}`,
    });
    const status = await runStep(j, "main", { command: "status", workdir: "infra", stack: "dev" });
    expect(status.exitCode, context(status)).toBe(0);
    expectAttackShown(status.stdout, "who");
    expectNoForgedCommand(status);
  });

  it("post step: the lock holder's text after an interrupted main step, one line per character", async () => {
    const { j, state } = lockedByForeignHolder("post-who", attackLines("post").join("\n"));
    const post = await runStep(j, "post", { workdir: "infra", stack: "dev" }, state);
    expect(post.exitCode, context(post)).toBe(1);
    expectAttackShown(post.stdout, "post");
    expectNoForgedCommand(post);
  });
});

/** URL password, a backtick run longer than a fence, HTML: what a summary must not pass on. */
const SUMMARY_ATTACK = [
  "deployer via https://deploy:Hunter2-Url-Pass@state.example.com/lock",
  "``````",
  "<img src=x onerror=alert(1)>",
  "# heading",
].join("\n");

/**
 * A workspace whose http-backend state is locked by someone else, and the saved state of a
 * main step that was killed (SIGKILL, as after a cancel's 10 s) after it saved phase
 * `applying`: what the post step receives as STATE_*.
 */
function lockedByForeignHolder(name: string, who: string) {
  const j = job("push", pushEvent());
  const a = lockServer.addresses(name);
  const dir = writeProject(
    j,
    `terraform {
  backend "http" {
    address        = "${a.address}"
    lock_address   = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
  }
}
${dataProjectHcl({ count: 1 })}`,
  );
  lockServer.setHolder(name, {
    ID: "c0ffee00-0000-4000-8000-000000000004",
    Operation: "OperationTypeApply",
    Who: `dev@laptop\n${who}`,
    Version: "1.11.4",
    Created: new Date().toISOString(),
    Path: "",
    Info: "",
  });
  const state = {
    command: "up",
    workdir: dir,
    project: "infra",
    stack: "dev",
    "plan-path": path.join(dir, ".stackgate", "dev.tfplan"),
    "journal-file": path.join(dir, ".stackgate", "journal", "dev.ndjson"),
    phase: "applying",
  };
  return { j, dir, state };
}

/** The fenced blocks of a markdown text: each fence and what it holds. */
function fencedBlocks(markdown: string): Array<{ fence: string; body: string }> {
  const blocks: Array<{ fence: string; body: string }> = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(`{3,})/.exec(lines[i] ?? "");
    if (!open) continue;
    const fence = open[1] as string;
    const body: string[] = [];
    for (i += 1; i < lines.length && !(lines[i] ?? "").startsWith(fence); i += 1) {
      body.push(lines[i] ?? "");
    }
    blocks.push({ fence, body: body.join("\n") });
  }
  return blocks;
}

describe("case 4: recover summaries are redacted and fenced", () => {
  function expectSafeSummary(summary: string): void {
    expect(summary).not.toContain("Hunter2-Url-Pass");
    // The holder's text is inside one block whose fence no backtick run in it can close.
    const blocks = fencedBlocks(summary);
    const holder = blocks.find((b) => b.body.includes("<img"));
    expect(holder, summary).toBeDefined();
    expect(holder?.body).toContain("``````");
    expect(holder?.body).toContain("# heading");
    for (const block of blocks) {
      const longest = Math.max(0, ...(block.body.match(/`+/g) ?? []).map((r) => r.length));
      expect(block.fence.length).toBeGreaterThan(longest);
    }
  }

  it("recover in the main step", async () => {
    const { j } = lockedByForeignHolder("recover-summary", SUMMARY_ATTACK);
    const main = await runStep(j, "main", { command: "recover", workdir: "infra", stack: "dev" });
    expect(main.summary, context(main)).toContain("dev@laptop");
    expectSafeSummary(main.summary);
    expect(main.stdout).not.toContain("Hunter2-Url-Pass");
  });

  it("the post step's recovery summary", async () => {
    const { j, state } = lockedByForeignHolder("post-summary", SUMMARY_ATTACK);
    const post = await runStep(j, "post", { workdir: "infra", stack: "dev" }, state);
    expect(post.exitCode, context(post)).toBe(1);
    expect(post.summary, context(post)).toContain("dev@laptop");
    expectSafeSummary(post.summary);
    expect(post.stdout).not.toContain("Hunter2-Url-Pass");
  });
});

interface Started<R> {
  child: { kill(signal: NodeJS.Signals): boolean };
  done: Promise<R>;
}

/** The step's result, or a failure (and the step killed) when it runs longer than `ms`. */
async function within<R>(step: Started<R>, ms: number, pages: EndlessPages): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      step.child.kill("SIGKILL");
      reject(new Error(`the step still ran after ${ms} ms, ${pages.pages()} pages read`));
    }, ms);
  });
  try {
    return await Promise.race([step.done, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitForPages(pages: EndlessPages, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (pages.pages() < count) {
    if (Date.now() > deadline) throw new Error(`only ${pages.pages()} pages were read`);
    await sleep(20);
  }
}

describe("case 5: an API that always answers with a next page", () => {
  const servers: EndlessPages[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  async function endless(flavor: "github" | "bitbucket", delayMs = 0): Promise<EndlessPages> {
    const server = await startEndlessPages({
      target: flavor === "github" ? api.url : new URL(bitbucket.apiUrl).origin,
      flavor,
      match: flavor === "github" ? /\/issues\/\d+\/comments$/ : /\/pullrequests\/\d+\/comments$/,
      delayMs,
    });
    servers.push(server);
    return server;
  }

  function githubPreview(pages: EndlessPages) {
    const n = (nextPr += 1);
    api.addPull({ number: n, headSha: H1 });
    const j = job(
      "pull_request",
      pullRequestEvent({ number: n, headSha: H1 }),
      "4242",
      pages.origin,
    );
    writeProject(j, dataProjectHcl({ count: 1 }));
    return startStep(j, "main", { workdir: "infra", stack: "dev" });
  }

  function bitbucketPreview(pages: EndlessPages) {
    const pr = (nextPr += 1);
    bitbucket.addPull({ id: pr, headSha: H1 });
    const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-outsafety-clone-"));
    clones.push(dir);
    mkdirSync(path.join(dir, "infra"), { recursive: true });
    writeFileSync(path.join(dir, "infra", "main.tf"), dataProjectHcl({ count: 1 }));
    const step = pipelineStep({
      api: bitbucket,
      base: { PATH: process.env.PATH ?? "", HOME: dir, TF_CLI_CONFIG_FILE: tfrc },
      clone: dir,
      pipeline: "{0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b}",
      step: `{9f8e7d6c-5b4a-4392-8170-${String(pr).padStart(12, "0")}}`,
      commit: H1,
      pr,
    });
    step.env.BITBUCKET_API_URL = `${pages.origin}/2.0`;
    return startPipe(step, { WORKDIR: "infra", STACK: "dev" });
  }

  function output(r: StepResult | PipeResult): string {
    return `exit ${r.exitCode} signal ${r.signal}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
  }

  it.each(["github", "bitbucket"] as const)(
    "%s: the comment lookup stops at the page cap with an error that says so",
    async (flavor) => {
      const pages = await endless(flavor);
      const step = flavor === "github" ? githubPreview(pages) : bitbucketPreview(pages);
      const result = await within<StepResult | PipeResult>(step, 30_000, pages);
      expect(result.exitCode, output(result)).toBe(1);
      expect(result.stdout).toContain(
        "kept sending more while stackgate tried to list the comments",
      );
      expect(result.stdout).toContain("stopped at page 101");
      expect(pages.pages()).toBe(101);
    },
  );

  it.each(["github", "bitbucket"] as const)(
    "%s: SIGTERM while it pages stops the step at once; no page is asked for after it",
    async (flavor) => {
      const pages = await endless(flavor, 250);
      const step = flavor === "github" ? githubPreview(pages) : bitbucketPreview(pages);
      await waitForPages(pages, 2);
      const stoppedAt = Date.now();
      step.child.kill("SIGTERM");
      const result = await within<StepResult | PipeResult>(step, 10_000, pages);
      expect(Date.now() - stoppedAt, output(result)).toBeLessThan(3_000);
      expect(result.exitCode, output(result)).toBe(143);
      expect(pages.pagesSince(stoppedAt + 100)).toBe(0);
    },
  );
});
