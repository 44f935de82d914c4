/**
 * The examples are executed (issue 20): each example workflow and pipeline runs its stackgate
 * steps through the built bundles — the Action's main and post, the Pipe — with the inputs,
 * environment and event payload its trigger gives, against the GitHub and Bitbucket API
 * stand-ins and real Terraform; and the examples agree with each other (the same `vars` in
 * every step that plans, sealed plan handover everywhere).
 *
 * The harness runs what a copy-paste user would run: a preview on a pull request, then the
 * comment apply from a fresh runner (its fresh plan must reproduce the published digest), the
 * environment-gated apply of the handed-over plan on merge, and the Bitbucket pipelines' preview,
 * manual apply and final recover steps, each step in a fresh clone.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { parse as parseYaml } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { issueCommentEvent, pullRequestEvent, pushEvent } from "../support/github-api-events.js";
import { createHttpLockServer, type HttpLockServer } from "../support/http-lock-server.js";
import {
  readWorkflow,
  runWorkflow,
  STACKGATE_ACTION,
  type WorkflowResult,
} from "../support/examples/github-workflow.js";

const EXAMPLES = path.resolve("examples");
const H1 = "1a".repeat(20);
const MAIN = "9e".repeat(20);
const SECRETS = {
  STACKGATE_DIGEST_SECRET: "digest-secret-for-the-examples-0123456789",
  STACKGATE_PLAN_KEY: Buffer.alloc(32, 7).toString("base64"),
  PULUMI_ACCESS_TOKEN: "",
};

let api: GitHubApiStandIn;
let lockServer: HttpLockServer;
let root: string;
let tfrc: string;
let nextPr = 700;

beforeAll(async () => {
  api = await startGitHubApi();
  api.addUser("alice", "write");
  lockServer = await createHttpLockServer();
  root = mkdtempSync(path.join(os.tmpdir(), "stackgate-examples-"));
  tfrc = path.join(root, "terraformrc");
  writeFileSync(tfrc, "");
});
afterAll(async () => {
  await api.close();
  await lockServer.close();
  rmSync(root, { recursive: true, force: true });
});

/** The repository the examples deploy: `infra/` needs `environment`, as the examples set it. */
function repository(state: string) {
  const a = lockServer.addresses(state);
  return (workspace: string): void => {
    mkdirSync(path.join(workspace, "infra"), { recursive: true });
    writeFileSync(
      path.join(workspace, "infra", "main.tf"),
      `terraform {
  backend "http" {
    address        = "${a.address}"
    lock_address   = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
  }
}

variable "environment" {
  type = string
}

resource "terraform_data" "item" {
  count = 2
  input = "\${var.environment}-\${count.index}"
}

output "environment" {
  value = var.environment
}
`,
    );
  };
}

function describeRun(run: WorkflowResult): string {
  return run.steps
    .map(
      (s) =>
        `--- ${s.job}: main exit ${s.main.exitCode}, post exit ${s.post.exitCode}\n${s.main.stdout}\n${s.post.stdout}`,
    )
    .join("\n");
}

async function stateList(workspace: string): Promise<string[]> {
  const run = await execa("terraform", ["state", "list"], {
    cwd: path.join(workspace, "infra"),
    env: { TF_CLI_CONFIG_FILE: tfrc },
    reject: false,
  });
  return run.stdout.split("\n").filter(Boolean);
}

function runOptions(eventName: string, event: Record<string, unknown>, sha: string, state: string) {
  return {
    eventName,
    event,
    sha,
    runId: String(4000 + nextPr),
    apiUrl: api.url,
    token: api.token,
    repository: `${api.owner}/${api.repo}`,
    secrets: SECRETS,
    env: { TF_CLI_CONFIG_FILE: tfrc },
    checkout: repository(state),
  };
}

describe("GitHub examples, executed", () => {
  it("preview.yml on a pull request, then apply-on-comment.yml from a fresh runner applies the published plan", async () => {
    const n = (nextPr += 1);
    api.addPull({ number: n, headSha: H1 });
    const state = `examples-comment-${n}`;
    const preview = await runWorkflow(
      path.join(EXAMPLES, "github", "preview.yml"),
      runOptions("pull_request", pullRequestEvent({ number: n, headSha: H1 }), MAIN, state),
    );
    expect(
      preview.steps.map((s) => s.main.exitCode),
      describeRun(preview),
    ).toEqual([0, 0]);
    const staging = preview.steps.find((s) => s.matrix.stack === "staging");
    const digest = staging?.main.outputs["plan-digest"] ?? "";
    expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(api.comments(n).filter((c) => c.login === api.botLogin)).toHaveLength(2);

    const body = `/stackgate apply ${digest.slice(7, 19)}`;
    api.addComment(n, "alice", body);
    const apply = await runWorkflow(
      path.join(EXAMPLES, "github", "apply-on-comment.yml"),
      runOptions("issue_comment", issueCommentEvent({ number: n, body }), MAIN, state),
    );
    expect(apply.steps, describeRun(apply)).toHaveLength(1);
    const up = apply.steps[0];
    expect(up?.main.exitCode, describeRun(apply)).toBe(0);
    expect(up?.main.outputs).toMatchObject({ outcome: "applied", "plan-digest": digest });
    expect(up?.post.exitCode).toBe(0);
    const workspace = apply.jobs.find((j) => j.workspace)?.workspace ?? "";
    expect(await stateList(workspace)).toHaveLength(2);
  });

  it("apply-on-merge.yml on a push: the plan job hands a sealed plan to the environment-gated apply job", async () => {
    const state = `examples-merge-${(nextPr += 1)}`;
    const run = await runWorkflow(
      path.join(EXAMPLES, "github", "apply-on-merge.yml"),
      runOptions("push", pushEvent(), MAIN, state),
    );
    expect(
      run.jobs.map((j) => [j.name, j.status]),
      describeRun(run),
    ).toEqual([
      ["plan", "success"],
      ["apply", "success"],
    ]);
    const [plan, up] = run.steps;
    expect(up?.main.outputs).toMatchObject({
      outcome: "applied",
      "plan-digest": plan?.main.outputs["plan-digest"],
    });
    const workspace = run.jobs[1]?.workspace ?? "";
    expect(await stateList(workspace)).toHaveLength(2);
    // What was handed over is sealed: not Terraform's plan file (a zip archive, "PK").
    const handed = path.join(
      run.jobs[0]?.workspace ?? "",
      "infra",
      ".stackgate",
      "production.tfplan",
    );
    expect(readFileSync(handed).subarray(0, 2).toString("latin1")).not.toBe("PK");
  });
});
