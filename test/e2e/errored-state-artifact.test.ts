/**
 * A state the backend refused survives the GitHub-hosted runner that wrote it (issue 19), with
 * no durable journal store configured: the Action's post step keeps it, sealed with the run's
 * journal, as a workflow artifact (@actions/artifact against test/support/artifact-service.ts,
 * the REST side in the GitHub stand-in); the next run — a fresh workspace on another runner —
 * restores it in its pre-flight, converges, and deletes the artifact.
 *
 * The backend is http behind a fault proxy that goes away once the first resource exists (as
 * in errored-state.test.ts). Runs the built Action (dist/action-main.js, dist/action-post.js as
 * action.yml names them): `npm run build` first.
 */
import { execa } from "execa";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { inflateRawSync } from "node:zlib";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RUN_COPY_FILES, sealRunCopy } from "../../src/journal/run-copy.js";
import { startArtifactService, type ArtifactServiceStandIn } from "../support/artifact-service.js";
import { fileAppears, startFaultProxy, type FaultProxy } from "../support/fault-proxy.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import { pullRequestEvent, writeEvent } from "../support/github-api-events.js";
import {
  createJob,
  pushJob,
  runStep,
  startStep,
  type RunnerJob,
  type StepResult,
} from "../support/github-api-runner.js";
import { createHttpLockServer, type HttpLockServer } from "../support/http-lock-server.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";

const PLAN_KEY = "artifact-test-plan-key-0123456789abcdef";
const CANARY = "state-only-canary-artifact-51c0";
const COUNT = 3;
const SHA = "5e".repeat(20);

let server: HttpLockServer;
let proxy: FaultProxy;
let artifacts: ArtifactServiceStandIn;
let github: GitHubApiStandIn;
let root: string;
let cliConfig: string;
let nextRun = 8100;

beforeAll(async () => {
  server = await createHttpLockServer();
  proxy = await startFaultProxy({ port: server.port });
  artifacts = await startArtifactService();
  github = await startGitHubApi({ artifacts });
  root = mkdtempSync(path.join(os.tmpdir(), "sg-artifact-"));
  cliConfig = writeEmptyCliConfig(path.join(root, "terraformrc"));
});
afterAll(async () => {
  await github?.close();
  await artifacts?.close();
  await proxy?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => {
  proxy.up();
  expect(github.violations()).toEqual([]);
  expect(artifacts.violations()).toEqual([]);
});

function log(name: string, step: StepResult | null): string {
  if (step === null) return `--- ${name}: did not run`;
  return `--- ${name}: exit ${step.exitCode} signal ${step.signal}\n${step.stdout}\n${step.stderr}`;
}

/** A push job of a new workflow run on a new runner (a fresh workspace) with the artifact service. */
function newRunner(): { j: RunnerJob; runId: number } {
  const runId = (nextRun += 1);
  const job = artifacts.job(runId);
  const j = pushJob(github, {
    id: runId,
    sha: SHA,
    env: {
      TF_CLI_CONFIG_FILE: cliConfig,
      TF_IN_AUTOMATION: "1",
      TF_INPUT: "0",
      CHECKPOINT_DISABLE: "1",
      ACTIONS_RUNTIME_TOKEN: job.token,
      ACTIONS_RESULTS_URL: artifacts.url,
    },
  });
  return { j, runId };
}

/** A `pull_request` job of a new workflow run on a new runner, with the artifact service. */
function newPullRequestRunner(number: number): RunnerJob {
  const runId = (nextRun += 1);
  const job = artifacts.job(runId);
  github.addPull({ number, headSha: SHA });
  return createJob({
    apiUrl: github.url,
    token: github.token,
    repository: `${github.owner}/${github.repo}`,
    eventName: "pull_request",
    eventPath: writeEvent(pullRequestEvent({ number, headSha: SHA })),
    sha: SHA,
    runId: String(runId),
    env: {
      TF_CLI_CONFIG_FILE: cliConfig,
      TF_IN_AUTOMATION: "1",
      TF_INPUT: "0",
      CHECKPOINT_DISABLE: "1",
      ACTIONS_RUNTIME_TOKEN: job.token,
      ACTIONS_RESULTS_URL: artifacts.url,
    },
  });
}

/** The stack's configuration in `<workspace>/infra`: COUNT resources, each marking its create. */
function writeStack(j: RunnerJob, name: string, markers: string): void {
  const dir = path.join(j.workspace, "infra");
  mkdirSync(dir, { recursive: true });
  const address = `http://127.0.0.1:${proxy.port}/state/${name}`;
  writeFileSync(
    path.join(dir, "main.tf"),
    `terraform {
  backend "http" {
    address        = "${address}"
    lock_address   = "${address}/lock"
    unlock_address = "${address}/lock"
  }
}
resource "terraform_data" "item" {
  count = ${COUNT}
  input = "${CANARY}-\${count.index}"
  provisioner "local-exec" {
    command = "sleep 1 && echo created >> ${markers}/item-\${count.index} && sleep 2"
  }
}
`,
  );
}

function values(name: string): Record<string, string> {
  return { command: "up", workdir: "infra", stack: name, approval: "none", "plan-key": PLAN_KEY };
}

/** What really exists: marker index → how many times it was created. */
function created(markers: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const file of readdirSync(markers)) {
    const lines = readFileSync(path.join(markers, file), "utf8").split("\n").filter(Boolean);
    counts.set(Number(/^item-(\d+)$/.exec(file)?.[1]), lines.length);
  }
  return counts;
}

async function stateList(j: RunnerJob): Promise<string[]> {
  const result = await execa("terraform", ["state", "list"], {
    cwd: path.join(j.workspace, "infra"),
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      TF_CLI_CONFIG_FILE: cliConfig,
    },
    extendEnv: false,
  });
  return result.stdout.split("\n").filter(Boolean).sort();
}

/**
 * Run 1 on runner 1: `up` whose backend goes away once the first resource exists, then the post
 * step while it is still down. Resolves the stack's name, markers and both steps.
 */
async function outageRun(
  label: string,
  extra: Record<string, string> = {},
  { post: runPost } = { post: true },
): Promise<{
  name: string;
  markers: string;
  runId: number;
  main: StepResult;
  /** Null when the runner was lost before its post step. */
  post: StepResult | null;
}> {
  const name = `${label}-${nextRun}`;
  const markers = mkdtempSync(path.join(root, "markers-"));
  const { j, runId } = newRunner();
  writeStack(j, name, markers);
  const step = startStep(j, "main", { ...values(name), ...extra });
  let ended = false;
  void step.done.then(() => (ended = true));
  const first = fileAppears(path.join(markers, "item-0"));
  await proxy.downWhen(() => first() || ended);
  const main = await step.done;
  expect(first(), log("main", main)).toBe(true);
  expect(main.exitCode, log("main", main)).not.toBe(0);
  expect(server.holder(name), "the dead run's lock is left").not.toBeNull();
  github.setRun(runId, "completed", "failure");
  if (!runPost) return { name, markers, runId, main, post: null };
  const post = await runStep(j, "post", { ...values(name), ...extra }, main.state);
  expect(post.exitCode, log("post (backend still down)", post)).not.toBe(0);
  return { name, markers, runId, main, post };
}

describe("the errored state kept as a workflow artifact (no durable store)", () => {
  it("the post step uploads it sealed; a fresh runner's main step restores it, converges and deletes it", async () => {
    const run1 = await outageRun("artifact");
    const kept = artifacts.artifacts().filter((a) => a.name.startsWith("stackgate-errored-state-"));
    expect(kept, log("post", run1.post)).toHaveLength(1);
    const artifact = kept[0];
    if (artifact === undefined) throw new Error("unreachable");
    expect(artifact.workflowRunId).toBe(run1.runId);
    // Main kept it at once; post replaced it with its fuller copy (one per name in a run).
    expect(run1.main.stdout).toContain(`as workflow artifact ${artifact.name}`);
    expect(run1.post?.stdout).toContain(`as workflow artifact ${artifact.name}`);
    // Only sealed bytes: the value only the state holds is nowhere in what was uploaded.
    expect(artifact.blob?.toString("latin1")).not.toContain(CANARY);
    expect(artifact.blob?.toString("latin1")).toContain(RUN_COPY_FILES.state);
    expect(Date.parse(artifact.expiresAt) - Date.now()).toBeLessThanOrEqual(86_400_000 + 60_000);

    // The runner is gone; the backend is back. Run 2 starts on a fresh workspace.
    proxy.up();
    const { j } = newRunner();
    writeStack(j, run1.name, run1.markers);
    const main = await runStep(j, "main", values(run1.name));
    const text = log("main (fresh runner)", main);
    expect(main.exitCode, text).toBe(0);
    expect(main.outputs.outcome, text).toBe("no-changes");
    expect(main.stdout, text).toContain(`restored the state run`);
    expect(main.stdout, text).toContain("pushed the state the backend refused");
    for (const [index, times] of created(run1.markers)) {
      expect(times, `terraform_data.item[${index}] created ${times} time(s)`).toBe(1);
    }
    const expected = [...created(run1.markers).keys()].map((i) => `terraform_data.item[${i}]`);
    expect(await stateList(j)).toEqual(expect.arrayContaining(expected.sort()));
    expect(server.holder(run1.name), "the lock is free").toBeNull();
    expect(
      artifacts.artifacts().some((a) => a.id === artifact.id),
      "deleted once taken",
    ).toBe(false);
    const post = await runStep(j, "post", values(run1.name), main.state);
    expect(post.exitCode, log("post", post)).toBe(0);
  }, 240_000);

  it("with a durable store (journal-dir) no artifact is uploaded: the store keeps the sealed copy", async () => {
    const journalDir = mkdtempSync(path.join(root, "durable-"));
    const run1 = await outageRun("durable", { "journal-dir": journalDir });
    const text = log("post", run1.post);
    expect(
      artifacts.artifacts().filter((a) => a.workflowRunId === run1.runId),
      text,
    ).toEqual([]);
    expect(run1.post?.stdout, text).not.toContain("workflow artifact");
    const sealed = readdirSync(journalDir, { recursive: true }).map(String);
    expect(
      sealed.some((f) => f.endsWith(".sealed")),
      sealed.join(", "),
    ).toBe(true);
  }, 240_000);

  it("a pull request's run restores nothing (its gate has not decided); the next push run does", async () => {
    const run1 = await outageRun("pull-request");
    const artifact = artifacts.artifacts().find((a) => a.workflowRunId === run1.runId);
    if (artifact === undefined) throw new Error(log("post", run1.post));
    proxy.up();
    const pr = newPullRequestRunner(nextRun);
    writeStack(pr, run1.name, run1.markers);
    const preview = await runStep(pr, "main", {
      ...values(run1.name),
      command: "preview",
      comment: "false",
    });
    const text = log("preview (pull request)", preview);
    expect(preview.outputs.outcome, text).toBe("locked");
    expect(preview.stdout, text).not.toContain("restored the state run");
    expect(preview.stdout, text).not.toContain("pushed the state the backend refused");
    expect(
      artifacts.artifacts().some((a) => a.id === artifact.id),
      text,
    ).toBe(true);
    expect(server.holder(run1.name), "the dead run's lock is still held").not.toBeNull();

    const { j } = newRunner();
    writeStack(j, run1.name, run1.markers);
    const main = await runStep(j, "main", values(run1.name));
    expect(main.exitCode, log("main (push)", main)).toBe(0);
    expect(main.stdout).toContain("restored the state run");
    expect(server.holder(run1.name)).toBeNull();
  }, 240_000);

  it("a runner lost before its post step: the copy the main step kept at once is restored", async () => {
    const run1 = await outageRun("runner-lost", {}, { post: false });
    const kept = artifacts.artifacts().filter((a) => a.workflowRunId === run1.runId);
    expect(kept, log("main", run1.main)).toHaveLength(1);
    proxy.up();
    const { j } = newRunner();
    writeStack(j, run1.name, run1.markers);
    const main = await runStep(j, "main", values(run1.name));
    const text = log("main (fresh runner)", main);
    expect(main.exitCode, text).toBe(0);
    expect(main.stdout, text).toContain("restored the state run");
    for (const [index, times] of created(run1.markers)) {
      expect(times, `terraform_data.item[${index}] created ${times} time(s)`).toBe(1);
    }
    expect(server.holder(run1.name)).toBeNull();
  }, 240_000);

  it("a token with actions: read only restores and converges, and says how to delete the artifact it cannot", async () => {
    const run1 = await outageRun("read-only");
    const artifact = artifacts.artifacts().find((a) => a.workflowRunId === run1.runId);
    if (artifact === undefined) throw new Error(log("post", run1.post));
    proxy.up();
    github.setActionsPermission("read");
    try {
      const { j } = newRunner();
      writeStack(j, run1.name, run1.markers);
      const main = await runStep(j, "main", values(run1.name));
      const text = log("main (fresh runner, actions: read)", main);
      expect(main.exitCode, text).toBe(0);
      expect(main.stdout, text).toContain("pushed the state the backend refused");
      expect(main.stdout, text).toContain(
        `gh api -X DELETE repos/${github.owner}/${github.repo}/actions/artifacts/${artifact.id}`,
      );
      expect(server.holder(run1.name)).toBeNull();
      expect(artifacts.artifacts().some((a) => a.id === artifact.id)).toBe(true);
    } finally {
      github.setActionsPermission("write");
    }
  }, 240_000);

  it("attack: newer artifacts of the stack's name that are forged, another stack's or altered are refused; the genuine one is restored", async () => {
    const run1 = await outageRun("attacked");
    const genuine = artifacts.artifacts().find((a) => a.workflowRunId === run1.runId);
    if (genuine === undefined) throw new Error(log("post", run1.post));
    const name = genuine.name;
    const entries = [
      {
        type: "start" as const,
        at: new Date().toISOString(),
        header: {
          version: 1 as const,
          runId: "forged-run",
          platform: "github" as const,
          engine: "terraform" as const,
          project: "",
          stack: run1.name,
          workdir: "infra",
          host: "attacker",
          user: "attacker",
          pid: 1,
          startedAt: new Date().toISOString(),
          command: "up",
        },
      },
    ];
    const planted = Buffer.from(
      JSON.stringify({ version: 4, serial: 99, lineage: "x", resources: [], outputs: {} }),
    );
    const record = (stack: string) => ({
      project: "",
      stack,
      workdir: "infra",
      runId: "forged-run",
      keptAt: new Date().toISOString(),
    });
    const attacks: Array<[string, { state: Buffer; journal: Buffer }]> = [
      [
        "altered",
        { state: flipLastByte(readZipped(genuine.blob)), journal: readZipped(genuine.blob, 1) },
      ],
      ["another stack's", sealRunCopy(record("other-stack"), planted, entries, PLAN_KEY)],
      [
        "forged (another key)",
        sealRunCopy(record(run1.name), planted, entries, "not-the-plan-key-000000"),
      ],
    ];
    for (const [, copy] of attacks) await uploadAs(name, copy, (nextRun += 1));
    expect(artifacts.artifacts().filter((a) => a.name === name)).toHaveLength(4);

    proxy.up();
    const { j } = newRunner();
    writeStack(j, run1.name, run1.markers);
    const main = await runStep(j, "main", values(run1.name));
    const text = log("main (fresh runner, attacked)", main);
    expect(main.stdout.match(/refused workflow artifact/g) ?? [], text).toHaveLength(3);
    expect(main.stdout, text).toContain("it does not decrypt and authenticate with the plan key");
    expect(main.stdout, text).toContain(`stack "other-stack"`);
    expect(main.stdout, text).toContain(`restored the state run`);
    expect(main.exitCode, text).toBe(0);
    for (const [index, times] of created(run1.markers)) {
      expect(times, `terraform_data.item[${index}] created ${times} time(s)`).toBe(1);
    }
    expect(server.holder(run1.name)).toBeNull();
    // The genuine copy is gone; the refused ones are left alone (not ours to delete).
    const left = artifacts.artifacts().filter((a) => a.name === name);
    expect(left.map((a) => a.id)).not.toContain(genuine.id);
    expect(left).toHaveLength(3);
  }, 240_000);
});

/** The bytes of the `index`th file (0: state, 1: journal) of an artifact's zip. */
function readZipped(blob: Buffer | null, index = 0): Buffer {
  if (blob === null) throw new Error("no blob");
  const files = unzipStored(blob);
  const wanted = index === 0 ? RUN_COPY_FILES.state : RUN_COPY_FILES.journal;
  const file = files.get(wanted);
  if (!file) throw new Error(`the artifact has no ${wanted}: ${[...files.keys()].join(", ")}`);
  return file;
}

function flipLastByte(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy[copy.length - 1] = (copy[copy.length - 1] ?? 0) ^ 0xff;
  return copy;
}

/** The files of a zip, read through its central directory (deflated or stored). */
function unzipStored(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("not a zip");
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return files;
}

/** Uploads `copy` as an artifact named `name` from another workflow run (what any run can do). */
async function uploadAs(
  name: string,
  copy: { state: Buffer; journal: Buffer },
  runId: number,
): Promise<void> {
  const dir = mkdtempSync(path.join(root, "attack-"));
  writeFileSync(path.join(dir, RUN_COPY_FILES.state), copy.state);
  writeFileSync(path.join(dir, RUN_COPY_FILES.journal), copy.journal);
  const job = artifacts.job(runId);
  const script = `
    import { DefaultArtifactClient } from "@actions/artifact";
    const [name, dir, a, b] = process.argv.slice(1);
    await new DefaultArtifactClient().uploadArtifact(name, [a, b], dir, { retentionDays: 1 });
  `;
  await execa(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      script,
      name,
      dir,
      path.join(dir, RUN_COPY_FILES.state),
      path.join(dir, RUN_COPY_FILES.journal),
    ],
    {
      env: {
        ACTIONS_RUNTIME_TOKEN: job.token,
        ACTIONS_RESULTS_URL: artifacts.url,
        GITHUB_SERVER_URL: "https://github.com",
      },
      cwd: process.cwd(),
    },
  );
}
