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
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { CLI_ENTRY, REPO_ROOT } from "../support/dist.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { issueCommentEvent, pullRequestEvent, pushEvent } from "../support/github-api-events.js";
import { createHttpLockServer, type HttpLockServer } from "../support/http-lock-server.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import { fixturePath } from "../support/fixtures.js";
import { startPostgres } from "../support/postgres.js";
import { emulator } from "../support/pulumi-project.js";
import { s3BackendHcl, startS3Servers, type S3Servers } from "../support/s3-servers.js";
import { createS3LockProbe, type S3LockProbe } from "../support/s3-locks-probe.js";
import {
  pipelineEntries,
  readPipeline,
  runPipeline,
  stackgatePipes,
} from "../support/examples/bitbucket-pipeline.js";
import { removeTempDirs } from "../support/examples/files.js";
import {
  readWorkflow,
  runWorkflow,
  STACKGATE_ACTION,
  type WorkflowResult,
  type WorkflowSpec,
} from "../support/examples/github-workflow.js";
import { stateAddresses, writeEmptyCliConfig } from "../support/terraform-project.js";
import { findsIndexMarker } from "../../src/report/marker.js";

const EXAMPLES = path.resolve("examples");
const CREATES = fixturePath(
  "pulumi",
  "preview-json",
  "stratify-test-resources-pulumi__sample-preview-creates.json",
);
const H1 = "1a".repeat(20);
const MAIN = "9e".repeat(20);
const SECRETS = {
  STACKGATE_DIGEST_SECRET: "digest-secret-for-the-examples-0123456789",
  STACKGATE_PLAN_KEY: Buffer.alloc(32, 7).toString("base64"),
  PULUMI_ACCESS_TOKEN: "",
};

let api: GitHubApiStandIn;
let lockServer: HttpLockServer;
/** The GitHub examples' state: one bucket per test, one key per stack (their `backend-config`). */
let s3: S3Servers;
let buckets: S3LockProbe;
let root: string;
let tfrc: string;
let nextPr = 700;

beforeAll(async () => {
  api = await startGitHubApi();
  api.addUser("alice", "write");
  lockServer = await createHttpLockServer();
  s3 = await startS3Servers();
  await s3.createLockTable("locks");
  buckets = createS3LockProbe(s3);
  root = mkdtempSync(path.join(os.tmpdir(), "stackgate-examples-"));
  tfrc = writeEmptyCliConfig(path.join(root, "terraformrc"));
});
afterAll(async () => {
  await api.close();
  await lockServer.close();
  buckets?.close();
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
  removeTempDirs();
});

/**
 * The repository the examples deploy: `infra/` needs `environment`, as the examples set it, and
 * its s3 backend names the bucket but no key: each stack's `backend-config` gives its own.
 */
function repository(bucket: string) {
  const backend = s3BackendHcl(s3, { bucket, key: "", lock: "both" }).replace(/\n *key = ""/, "");
  return (workspace: string): void => {
    mkdirSync(path.join(workspace, "infra"), { recursive: true });
    writeFileSync(
      path.join(workspace, "infra", "main.tf"),
      `${backend}
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

const stateList = (workspace: string) =>
  stateAddresses(path.join(workspace, "infra"), { TF_CLI_CONFIG_FILE: tfrc, ...s3.env });

/** The state objects in a test's bucket: one per stack that applied. */
const stateKeys = async (bucket: string): Promise<string[]> =>
  (await buckets.listKeys(bucket, "")).filter((k) => k.endsWith("terraform.tfstate")).sort();

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
    env: { TF_CLI_CONFIG_FILE: tfrc, ...s3.env },
    checkout: repository(state),
  };
}

describe("GitHub examples, executed", () => {
  it("preview.yml on a pull request, then apply-on-comment.yml from a fresh runner applies the published plan", async () => {
    const n = (nextPr += 1);
    api.addPull({ number: n, headSha: H1 });
    const state = `examples-comment-${n}`;
    await s3.createBucket(state);
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
    // Each stack has its own state: staging applied into its key, production's is untouched.
    expect(await stateKeys(state)).toEqual(["staging/terraform.tfstate"]);
  });

  it("the harness passes a permission-check job and step in front of the comment apply (as they may be added)", async () => {
    const n = (nextPr += 1);
    api.addPull({ number: n, headSha: H1 });
    const state = `examples-checked-${n}`;
    await s3.createBucket(state);
    const preview = await runWorkflow(
      path.join(EXAMPLES, "github", "preview.yml"),
      runOptions("pull_request", pullRequestEvent({ number: n, headSha: H1 }), MAIN, state),
    );
    const digest =
      preview.steps.find((s) => s.matrix.stack === "staging")?.main.outputs["plan-digest"] ?? "";
    // apply-on-comment.yml with a job checking the commenter first, and a check step before checkout.
    const spec = readWorkflow(path.join(EXAMPLES, "github", "apply-on-comment.yml"));
    const apply = Object.values(spec.jobs).find((j) =>
      (j.steps ?? []).some((st) => st.uses === STACKGATE_ACTION),
    );
    if (!apply) throw new Error("apply-on-comment.yml has no stackgate job");
    apply.needs = ["authorize"];
    apply.if = `\${{ needs.authorize.outputs.allowed == 'true' }}`;
    apply.steps = [
      { id: "check", uses: "actions/github-script@v7", with: { script: "// permission" } },
      ...(apply.steps ?? []).map((st) =>
        st.uses === STACKGATE_ACTION ? { ...st, if: "steps.check.outputs.allowed == 'true'" } : st,
      ),
    ];
    spec.jobs = {
      authorize: {
        outputs: { allowed: "${{ steps.perm.outputs.allowed }}" },
        steps: [{ id: "perm", run: "gh api …" }],
      },
      ...spec.jobs,
    };
    const file = path.join(mkdtempSync(path.join(root, "variant-")), "apply-on-comment.yml");
    writeFileSync(file, stringifyYaml(spec));
    const body = `/stackgate apply ${digest.slice(7, 19)}`;
    api.addComment(n, "alice", body);
    const run = await runWorkflow(
      file,
      runOptions("issue_comment", issueCommentEvent({ number: n, body }), MAIN, state),
    );
    expect(
      run.jobs.map((j) => j.status),
      describeRun(run),
    ).toEqual(["not-simulated", "success"]);
    expect(run.steps[0]?.main.outputs.outcome).toBe("applied");
  });

  it("apply-on-merge.yml on a push: the plan job hands a sealed plan to the environment-gated apply job", async () => {
    const state = `examples-merge-${(nextPr += 1)}`;
    await s3.createBucket(state);
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
    expect(await stateKeys(state)).toEqual(["production/terraform.tfstate"]);
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

/**
 * A repository of three stacks for examples/github/stacks.yml: `app` depends on `network`
 * (stackgate.yml), `other` stands alone; main holds the first commit, the change branch edits
 * `network` only. Each job's checkout clones it (origin refs included, as `fetch-depth: 0`).
 */
async function stacksRepository(
  name: string,
  change: { failingApply?: boolean } = {},
): Promise<{
  origin: string;
  main: string;
  head: string;
  checkout: (workspace: string, ref: string) => void;
}> {
  const origin = mkdtempSync(path.join(root, "stacks-origin-"));
  const git = (...args: string[]) =>
    execa("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
      cwd: origin,
    });
  const stack = (dir: string, body: string): void => {
    const a = lockServer.addresses(`${name}-${dir}`);
    mkdirSync(path.join(origin, dir), { recursive: true });
    writeFileSync(
      path.join(origin, dir, "main.tf"),
      `terraform {
  backend "http" {
    address        = "${a.address}"
    lock_address   = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
  }
}
${body}`,
    );
  };
  const network = (version: string, failing = false) =>
    stack(
      "network",
      `resource "terraform_data" "net" {\n  input = "${version}"\n${failing ? `  provisioner "local-exec" {\n    command = "exit 1"\n  }\n` : ""}}\n\noutput "cidr" {\n  value = terraform_data.net.output\n}\n`,
    );
  network("10.0.0.0/16");
  stack("app", `resource "terraform_data" "app" {\n  input = "app"\n}\n`);
  writeFileSync(path.join(origin, "app", "stackgate.yml"), "depends-on: [network]\n");
  stack("other", `resource "terraform_data" "other" {\n  input = "other"\n}\n`);
  mkdirSync(path.join(origin, "docs"));
  writeFileSync(path.join(origin, "docs", "README.md"), "# infra\n");
  await git("init", "-q", "-b", "main");
  await git("add", ".");
  await git("commit", "-q", "-m", "three stacks");
  const main = (await git("rev-parse", "HEAD")).stdout.trim();
  await git("checkout", "-q", "-b", "change");
  network("10.1.0.0/16", change.failingApply);
  await git("commit", "-q", "-am", "network: a new range");
  const head = (await git("rev-parse", "HEAD")).stdout.trim();
  await git("checkout", "-q", "main");
  return {
    origin,
    main,
    head,
    checkout(workspace, ref) {
      execFileSync("git", ["clone", "-q", origin, workspace]);
      execFileSync("git", ["-C", workspace, "checkout", "-q", ref]);
    },
  };
}

/** examples/github/stacks.yml for one event, each job checking out the stacks repository. */
function runStacksExample(
  repo: { head: string; checkout: (workspace: string, ref: string) => void },
  eventName: string,
  event: Record<string, unknown>,
): Promise<WorkflowResult> {
  return runWorkflow(path.join(EXAMPLES, "github", "stacks.yml"), {
    ...runOptions(eventName, event, repo.head, "unused"),
    checkout: repo.checkout,
  });
}

/** Each job's name (a matrix job's values left out) and status, in the order they ran. */
function jobStatuses(run: WorkflowResult): string[][] {
  return run.jobs.map((j) => [j.name.replace(/ \(.*\)$/, ""), j.status]);
}

describe("the stacks examples, executed", () => {
  it("stacks.yml on a pull request previews exactly the touched stack and its dependent, one matrix job each", async () => {
    const n = (nextPr += 1);
    const repo = await stacksRepository(`examples-stacks-pr-${n}`);
    api.addPull({ number: n, headSha: repo.head });
    const event = pullRequestEvent({ number: n, headSha: repo.head });
    (event.pull_request as { base: { ref: string } }).base.ref = "main";
    const run = await runStacksExample(repo, "pull_request", event);
    expect(jobStatuses(run), describeRun(run)).toEqual([
      ["stacks", "success"],
      ["preview", "success"],
      ["preview", "success"],
      ["plan-wave-0", "skipped"],
      ["plan-wave-1", "skipped"],
      ["plan-wave-2", "skipped"],
    ]);
    expect(run.steps[0]?.main.outputs["stack-count"]).toBe("2");
    const previews = run.steps.filter((s) => s.inputs.command === "preview");
    expect(previews.map((s) => s.inputs.workdir)).toEqual(["network", "app"]);
    expect(previews.map((s) => s.main.outputs.outcome)).toEqual(["planned", "planned"]);
    // One comment per stack, and the index listing both, every job finished.
    const ours = api.comments(n).filter((c) => c.login === api.botLogin);
    expect(ours).toHaveLength(3);
    const index = ours.filter((c) => findsIndexMarker(c.body));
    expect(index).toHaveLength(1);
    expect(index[0]?.body).toContain("2 stacks · 2 finished · 0 pending");
  });

  it("stacks.yml on a push to main: wave 0 (network) plans and applies, then wave 1 (app), each through stackgate-wave.yml", async () => {
    const repo = await stacksRepository(`examples-stacks-push-${(nextPr += 1)}`);
    const event = { ...pushEvent(), before: repo.main, after: repo.head };
    const run = await runStacksExample(repo, "push", event);
    expect(jobStatuses(run), describeRun(run)).toEqual([
      ["stacks", "success"],
      ["preview", "skipped"],
      ["plan-wave-0 / plan", "success"],
      ["plan-wave-0 / apply", "success"],
      ["plan-wave-1 / plan", "success"],
      ["plan-wave-1 / apply", "success"],
      ["plan-wave-2", "skipped"],
    ]);
    const ups = run.steps.filter((s) => s.inputs.command === "up");
    expect(ups.map((s) => [s.inputs.workdir, s.main.outputs.outcome])).toEqual([
      ["network", "applied"],
      ["app", "applied"],
    ]);
    // Each apply applied exactly the plan its wave's plan job published.
    for (const up of ups) {
      const plan = run.steps.find(
        (s) => s.inputs.command === "preview" && s.inputs.workdir === up.inputs.workdir,
      );
      expect(up.main.outputs["plan-digest"]).toBe(plan?.main.outputs["plan-digest"]);
    }
    const applied = run.jobs.filter((j) => j.name.endsWith(")") && j.name.includes("/ apply"));
    const network = applied[0]?.workspace ?? "";
    expect(
      await stateAddresses(path.join(network, "network"), { TF_CLI_CONFIG_FILE: tfrc }),
    ).toEqual(["terraform_data.net"]);
    // `other` was never touched by the change: no job planned it.
    expect(run.steps.some((s) => s.inputs.workdir === "other")).toBe(false);
  });
});

describe("the drift examples", () => {
  it("drift.yml runs on a schedule and by hand, and may write issues", () => {
    const spec = readWorkflow(path.join(EXAMPLES, "github", "drift.yml")) as WorkflowSpec & {
      permissions?: Record<string, string>;
    };
    expect(Object.keys(spec.on as Record<string, unknown>).sort()).toEqual([
      "schedule",
      "workflow_dispatch",
    ]);
    expect(spec.permissions).toMatchObject({ issues: "write" });
  });

  it(".gitlab-ci.yml: drift-prod (the component's drift) alone in a scheduled pipeline; its stack checked on the built CLI", async () => {
    type GitLabJob = { rules?: Array<{ if?: string; when?: string }> };
    type Include = { component: string; inputs: Record<string, string> };
    const ci = parseYaml(
      readFileSync(path.join(EXAMPLES, "gitlab", ".gitlab-ci.yml"), "utf8"),
    ) as Record<string, GitLabJob> & { include: Include[] };
    const schedule = '$CI_PIPELINE_SOURCE == "schedule"';
    expect(ci["drift-prod"]?.rules).toEqual([{ if: schedule }]);
    for (const job of ["preview-prod", "apply-prod"]) {
      expect(ci[job]?.rules?.[0], job).toEqual({ if: schedule, when: "never" });
    }
    const inputs = ci.include.find((i) => i.inputs["job-name"] === "drift-prod")?.inputs;
    expect(inputs).toMatchObject({ command: "drift", "drift-report": "gitlab-issues" });
    // Every input the example gives is one the component declares.
    const template = readFileSync(
      path.join(REPO_ROOT, "templates", "stackgate", "template.yml"),
      "utf8",
    );
    const declared = (
      parseYaml(template.split("\n---\n")[0] ?? "") as {
        spec: { inputs: Record<string, unknown> };
      }
    ).spec.inputs;
    expect(Object.keys(inputs ?? {}).filter((name) => !(name in declared))).toEqual([]);
    // The stack the inputs name, checked as the component runs it (its variables, its
    // --backend-config line), on s3 with the key the input gives. The issues need GitLab: the
    // drift e2e (test/e2e/drift.test.ts) files them on the GitLab stand-in.
    const bucket = `examples-gitlab-drift-${(nextPr += 1)}`;
    await s3.createBucket(bucket);
    const backend = s3BackendHcl(s3, { bucket, key: "", lock: "both" }).replace(/\n *key = ""/, "");
    const project = mkdtempSync(path.join(root, "gitlab-"));
    mkdirSync(path.join(project, inputs?.workdir ?? "?"), { recursive: true });
    writeFileSync(
      path.join(project, inputs?.workdir ?? "?", "main.tf"),
      `${backend}\nresource "terraform_data" "item" {\n  input = "prod"\n}\n`,
    );
    const run = await execa(
      process.execPath,
      [CLI_ENTRY, "drift", "--backend-config", inputs?.["backend-config"] ?? "?"],
      {
        cwd: project,
        env: {
          TF_CLI_CONFIG_FILE: tfrc,
          ...s3.env,
          STACKGATE_WORKDIR: inputs?.workdir ?? "?",
          STACKGATE_STACK: inputs?.stack ?? "?",
        },
        reject: false,
      },
    );
    expect(run.exitCode, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain("Outcome: in-sync (exit 0)");
  });

  it("drift.yml on a schedule: every stack of the stacks repository checked, the job summary, no issue for stacks in sync", async () => {
    const repo = await stacksRepository("drift");
    // Applied first (a stack never applied lacks its outputs in the state: that reads as drift).
    const applied = mkdtempSync(path.join(root, "drift-applied-"));
    rmSync(applied, { recursive: true });
    repo.checkout(applied, repo.main);
    await Promise.all(
      ["network", "app", "other"].map(async (dir) => {
        const tf = (...args: string[]) =>
          execa("terraform", args, {
            cwd: path.join(applied, dir),
            env: { TF_CLI_CONFIG_FILE: tfrc },
          });
        await tf("init", "-input=false", "-no-color");
        await tf("apply", "-auto-approve", "-input=false", "-no-color");
      }),
    );
    const run = await runWorkflow(path.join(EXAMPLES, "github", "drift.yml"), {
      ...runOptions("schedule", { schedule: "17 6 * * 1-5" }, repo.main, "unused"),
      checkout: repo.checkout,
    });
    expect(jobStatuses(run), describeRun(run)).toEqual([["drift", "success"]]);
    const [drift] = run.steps;
    expect(drift?.inputs).toMatchObject({ command: "drift", "all-stacks": "true" });
    expect(drift?.main.outputs).toMatchObject({ outcome: "in-sync", "exit-code": "0" });
    expect(drift?.main.summary).toContain("3 stacks: 3 in sync, 0 drifted, 0 failed, 0 locked.");
    expect(api.issues()).toEqual([]);
  });
});

describe("the stacks examples, when a wave fails", () => {
  it("stacks.yml on a push: network's apply fails, so wave 1 (app) never starts, and network's lock is free", async () => {
    const name = `examples-stacks-fail-${(nextPr += 1)}`;
    const repo = await stacksRepository(name, { failingApply: true });
    const event = { ...pushEvent(), before: repo.main, after: repo.head };
    const run = await runStacksExample(repo, "push", event);
    expect(jobStatuses(run), describeRun(run)).toEqual([
      ["stacks", "success"],
      ["preview", "skipped"],
      ["plan-wave-0 / plan", "success"],
      ["plan-wave-0 / apply", "failure"],
      ["plan-wave-1", "skipped"],
      ["plan-wave-2", "skipped"],
    ]);
    expect(run.steps.some((s) => s.inputs.workdir === "app")).toBe(false);
    expect(lockServer.holder(`${name}-network`)).toBeNull();
  });
});

describe("the Pulumi example, executed against the Pulumi CLI emulator (not Pulumi)", () => {
  /** A DIY (file://) Pulumi program and the emulator as `pulumi` on PATH; its stack exists. */
  async function pulumiRepository() {
    const work = mkdtempSync(path.join(root, "pulumi-"));
    const state = path.join(work, "state");
    const bin = path.join(work, "bin");
    mkdirSync(bin);
    symlinkSync(emulator, path.join(bin, "pulumi"));
    const writeProgram = (dir: string): void => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, "Pulumi.yaml"),
        `name: sample\nruntime: nodejs\nbackend:\n  url: file://${state}\n`,
      );
      writeFileSync(
        path.join(dir, "pulumi-emulator.json"),
        JSON.stringify({ eventDelayMs: 1, stages: [{ preview: CREATES }] }),
      );
    };
    const seed = path.join(work, "seed");
    writeProgram(seed);
    const init = await execa(
      emulator,
      ["stack", "init", "--stack", "organization/sample/production"],
      { cwd: seed, reject: false },
    );
    expect(init.exitCode, init.stderr).toBe(0);
    return {
      path: `${bin}:${process.env.PATH ?? ""}`,
      checkout: (workspace: string) => writeProgram(path.join(workspace, "infra")),
    };
  }

  it("pulumi.yml on a pull request: the preview comments; the up job does not run", async () => {
    const repo = await pulumiRepository();
    const n = (nextPr += 1);
    api.addPull({ number: n, headSha: H1 });
    const options = runOptions(
      "pull_request",
      pullRequestEvent({ number: n, headSha: H1 }),
      MAIN,
      "unused",
    );
    const run = await runWorkflow(path.join(EXAMPLES, "github", "pulumi.yml"), {
      ...options,
      env: { ...options.env, PATH: repo.path },
      checkout: repo.checkout,
    });
    expect(
      run.jobs.map((j) => [j.name, j.status]),
      describeRun(run),
    ).toEqual([
      ["preview", "success"],
      ["up", "skipped"],
    ]);
    expect(run.steps[0]?.main.outputs.outcome).toBe("planned");
    expect(api.comments(n).filter((c) => c.login === api.botLogin)).toHaveLength(1);
  });

  it("pulumi.yml on a push: the sealed preview handed to the environment-gated up, which applies it", async () => {
    const repo = await pulumiRepository();
    const options = runOptions("push", pushEvent(), MAIN, "unused");
    const run = await runWorkflow(path.join(EXAMPLES, "github", "pulumi.yml"), {
      ...options,
      env: { ...options.env, PATH: repo.path },
      checkout: repo.checkout,
    });
    expect(
      run.jobs.map((j) => [j.name, j.status]),
      describeRun(run),
    ).toEqual([
      ["preview", "success"],
      ["up", "success"],
    ]);
    const [preview, up] = run.steps;
    expect(up?.main.outputs).toMatchObject({
      outcome: "applied",
      "plan-digest": preview?.main.outputs["plan-digest"],
    });
    // What was handed over is sealed: not the preview document (JSON).
    const planPath = preview?.main.outputs["plan-path"] ?? "";
    expect(readFileSync(planPath, "utf8").trimStart().startsWith("{")).toBe(false);
  });
});

describe("Bitbucket examples, executed", () => {
  let bitbucket: BitbucketApiStandIn;
  beforeAll(async () => {
    bitbucket = await startBitbucketApi();
  });
  afterAll(async () => bitbucket.close());

  function infra(backend: string) {
    return (clone: string): void => {
      mkdirSync(path.join(clone, "infra"), { recursive: true });
      writeFileSync(
        path.join(clone, "infra", "main.tf"),
        `${backend}
variable "environment" {
  type = string
}

resource "terraform_data" "item" {
  count = 2
  input = "\${var.environment}-\${count.index}"
}
`,
      );
    };
  }

  const base = (): Record<string, string> => ({
    PATH: process.env.PATH ?? "",
    HOME: root,
    TF_CLI_CONFIG_FILE: tfrc,
    TF_IN_AUTOMATION: "1",
    CHECKPOINT_DISABLE: "1",
  });

  async function runPullRequestPipeline(
    file: string,
    variables: Record<string, string>,
    backend: string,
  ) {
    const pr = (nextPr += 1);
    bitbucket.addPull({ id: pr, headSha: H1 });
    const entries = pipelineEntries(readPipeline(file), "pull-requests", "**");
    const steps = await runPipeline(entries, {
      api: bitbucket,
      base: base(),
      variables: { STACKGATE_BITBUCKET_TOKEN: bitbucket.accessToken, ...variables },
      commit: H1,
      pr,
      pipeline: `{0b7a3f4e-1c2d-4e5f-8a9b-${String(pr).padStart(12, "0")}}`,
      checkout: infra(backend),
    });
    const described = steps
      .map((s) => `--- ${s.name}: exit ${s.result.exitCode}\n${s.result.stdout}${s.result.stderr}`)
      .join("\n");
    return { pr, steps, described };
  }

  function expectPreviewApplyRecover(
    run: Awaited<ReturnType<typeof runPullRequestPipeline>>,
  ): void {
    const { steps, described } = run;
    expect(
      steps.map((s) => [s.name, s.result.exitCode]),
      described,
    ).toEqual([
      ["Preview (plan, PR comment)", 0],
      ["Apply the previewed plan", 0],
      ["Recover after a stop", 0],
    ]);
    const [preview, up, recover] = steps;
    expect(preview?.result.outputs.STACKGATE_OUTCOME).toBe("planned");
    expect(up?.result.outputs).toMatchObject({
      STACKGATE_OUTCOME: "applied",
      STACKGATE_PLAN_DIGEST: preview?.result.outputs.STACKGATE_PLAN_DIGEST,
    });
    expect(recover?.result.outputs.STACKGATE_OUTCOME).toBe("clean");
    // The handed-over plan was sealed: not Terraform's plan file (a zip archive, "PK").
    const handed = path.join(preview?.clone ?? "", "infra", ".stackgate", "prod.tfplan");
    expect(readFileSync(handed).subarray(0, 2).toString("latin1")).not.toBe("PK");
    expect(bitbucket.comments(run.pr).length).toBeGreaterThan(0);
  }

  it("bitbucket-pipelines.yml (pg backend): preview, the manual apply of the sealed plan, the final recover", async () => {
    const pg = await startPostgres();
    try {
      const run = await runPullRequestPipeline(
        path.join(EXAMPLES, "bitbucket", "bitbucket-pipelines.yml"),
        { PG_CONN_STR: pg.url, STACKGATE_PLAN_KEY: SECRETS.STACKGATE_PLAN_KEY },
        `terraform {\n  backend "pg" {}\n}\n`,
      );
      expectPreviewApplyRecover(run);
      // The scheduled custom pipeline `drift` on what was just applied: in sync, exit 0.
      const drift = await runPipeline(
        pipelineEntries(
          readPipeline(path.join(EXAMPLES, "bitbucket", "bitbucket-pipelines.yml")),
          "custom",
          "drift",
        ),
        {
          api: bitbucket,
          base: base(),
          variables: { PG_CONN_STR: pg.url },
          commit: H1,
          pipeline: "{0b7a3f4e-1c2d-4e5f-8a9b-00000000d71f}",
          checkout: infra(`terraform {\n  backend "pg" {}\n}\n`),
        },
      );
      expect(
        drift.map((s) => [s.name, s.variables.COMMAND, s.result.exitCode]),
        drift.map((s) => s.result.stdout).join("\n"),
      ).toEqual([["Drift check (read-only)", "drift", 0]]);
      expect(drift[0]?.result.stdout).toContain("Outcome: in-sync (exit 0)");
      // Its Code Insights report on the commit: passed, nothing annotated.
      const report = bitbucket.report(H1, "stackgate-drift");
      expect([report?.fields.result, report?.annotations.size]).toEqual(["PASSED", 0]);
    } finally {
      await pg.stop();
    }
  });

  it("bitbucket-pipelines-s3.yml (s3 backend): preview, the manual apply of the sealed plan, the final recover", async () => {
    const servers = await startS3Servers();
    try {
      await servers.createBucket("tfstate");
      await servers.createLockTable("locks");
      const run = await runPullRequestPipeline(
        path.join(EXAMPLES, "bitbucket", "bitbucket-pipelines-s3.yml"),
        {
          AWS_ACCESS_KEY_ID: servers.env.AWS_ACCESS_KEY_ID ?? "",
          AWS_SECRET_ACCESS_KEY: servers.env.AWS_SECRET_ACCESS_KEY ?? "",
          AWS_REGION: servers.env.AWS_REGION ?? "",
          STACKGATE_PLAN_KEY: SECRETS.STACKGATE_PLAN_KEY,
        },
        s3BackendHcl(servers, { bucket: "tfstate", key: "prod/terraform.tfstate", lock: "both" }),
      );
      expectPreviewApplyRecover(run);
    } finally {
      await servers.stop();
    }
  });
});

describe("the examples agree", () => {
  const github = ["preview.yml", "apply-on-comment.yml", "apply-on-merge.yml", "pulumi.yml"].map(
    (f) => path.join(EXAMPLES, "github", f),
  );
  const bitbucketFiles = ["bitbucket-pipelines.yml", "bitbucket-pipelines-s3.yml"].map((f) =>
    path.join(EXAMPLES, "bitbucket", f),
  );

  interface Step {
    where: string;
    engine: string;
    command: string;
    stack: string;
    vars: string;
    planKey: string;
    env: Record<string, unknown>;
    /** Its job hands a plan over (uploads) or receives one (downloads). */
    handover: "sends" | "receives" | "none";
  }

  /** A YAML scalar as text ("" when absent). */
  function scalar(value: unknown): string {
    return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : "";
  }

  /** Every stackgate step of every example, matrix expanded. */
  function steps(): Step[] {
    const found: Step[] = [];
    for (const file of github) {
      const spec = readWorkflow(file);
      for (const [id, job] of Object.entries(spec.jobs)) {
        const all = job.steps ?? [];
        const sends = all.some(
          (s) =>
            s.uses?.startsWith("actions/upload-artifact@") &&
            String(s.with?.path).includes(".stackgate"),
        );
        const receives = all.some((s) => s.uses?.startsWith("actions/download-artifact@"));
        const axes = job.strategy?.matrix;
        const matrix = (typeof axes === "object"
          ? (axes.stack as string[] | undefined)
          : undefined) ?? [undefined];
        for (const s of all.filter((x) => x.uses === STACKGATE_ACTION)) {
          for (const stack of matrix) {
            const w = s.with ?? {};
            const sub = (v: unknown): string =>
              scalar(v).replaceAll("${{ matrix.stack }}", stack ?? "");
            found.push({
              where: `${path.basename(file)} job ${id}`,
              engine: sub(w.engine) || "terraform",
              command: sub(w.command) || "preview",
              stack: sub(w.stack),
              vars: sub(w.vars).trim(),
              planKey: sub(w["plan-key"]),
              env: s.env ?? {},
              handover: sends ? "sends" : receives ? "receives" : "none",
            });
          }
        }
      }
    }
    for (const file of bitbucketFiles) {
      const entries = pipelineEntries(readPipeline(file), "pull-requests", "**");
      let sent = false;
      for (const entry of entries) {
        const spec = entry.step ?? entry.final;
        if (!spec) continue;
        const sends = (spec.artifacts ?? []).some((a) => a.includes(".stackgate"));
        for (const pipe of stackgatePipes(spec)) {
          const v = pipe.variables ?? {};
          const command = scalar(v.COMMAND) || "preview";
          found.push({
            where: `${path.basename(file)} step ${spec.name ?? ""}`,
            engine: scalar(v.ENGINE) || "terraform",
            command,
            stack: scalar(v.STACK),
            vars: Array.isArray(v.VARS) ? v.VARS.map(scalar).join("\n") : scalar(v.VARS),
            planKey: scalar(v.PLAN_KEY),
            env: {},
            handover: sends ? "sends" : sent && command === "up" ? "receives" : "none",
          });
        }
        sent ||= sends;
      }
    }
    return found;
  }

  it("every Terraform step that plans or applies sets the same vars for its stack", () => {
    const terraform = steps().filter(
      (s) => s.engine === "terraform" && (s.command === "preview" || s.command === "up"),
    );
    expect(terraform.length).toBeGreaterThan(6);
    const wrong = terraform.filter((s) => s.vars !== `environment=${s.stack}`);
    expect(wrong.map((s) => `${s.where} (${s.stack}): vars ${JSON.stringify(s.vars)}`)).toEqual([]);
  });

  it("every plan handed over is sealed, and opened, with the plan key", () => {
    const handover = steps().filter((s) => s.handover !== "none");
    expect(handover.length).toBeGreaterThanOrEqual(8);
    const unsealed = handover.filter((s) => !/STACKGATE_PLAN_KEY/.test(s.planKey));
    expect(unsealed.map((s) => `${s.where}: ${s.command} without the plan key`)).toEqual([]);
  });

  it("the comment apply derives the digest with the preview's secret", () => {
    const secretOf = (file: string): unknown[] =>
      steps()
        .filter((s) => s.where.startsWith(file))
        .map((s) => s.env.STACKGATE_DIGEST_SECRET);
    const preview = secretOf("preview.yml");
    expect(preview.length).toBeGreaterThan(0);
    expect(new Set([...preview, ...secretOf("apply-on-comment.yml")])).toEqual(
      new Set(["${{ secrets.STACKGATE_DIGEST_SECRET }}"]),
    );
  });
});
