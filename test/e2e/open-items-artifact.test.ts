/**
 * Issue 26 through the GitHub Action with no durable store (an http backend, no journal-dir):
 * what a recovery leaves for a person survives the GitHub-hosted runner it was found on. The
 * post step keeps the open items as a workflow artifact sealed under the plan key
 * (action/open-items-artifact.ts; @actions/artifact against test/support/artifact-service.ts,
 * the REST side in the GitHub stand-in); the next run — a fresh workspace — restores them and
 * its `up` refuses to create again what may already exist. A copy of that name uploaded by
 * another run without the plan key (it would close the items) is refused.
 *
 * Runs the built Action (dist/action-main.js, dist/action-post.js): `npm run build` first.
 */
import { execa } from "execa";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sealState } from "../../src/journal/sealed-state.js";
import { startArtifactService, type ArtifactServiceStandIn } from "../support/artifact-service.js";
import { startGitHubApi, type GitHubApiStandIn } from "../support/github-api.js";
import {
  pushJob,
  runStep,
  startStep,
  type RunnerJob,
  type StepResult,
} from "../support/github-api-runner.js";
import { createHttpLockServer, type HttpLockServer } from "../support/http-lock-server.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";

const PLAN_KEY = "open-items-artifact-plan-key-0123456789";
const SHA = "6f".repeat(20);
const CUT = "terraform_data.item[1]";

let server: HttpLockServer;
let artifacts: ArtifactServiceStandIn;
let github: GitHubApiStandIn;
let root: string;
let cliConfig: string;
let nextRun = 9100;

beforeAll(async () => {
  server = await createHttpLockServer();
  artifacts = await startArtifactService();
  github = await startGitHubApi({ artifacts });
  root = mkdtempSync(path.join(os.tmpdir(), "sg-open-items-"));
  cliConfig = writeEmptyCliConfig(path.join(root, "terraformrc"));
});
afterAll(async () => {
  await github?.close();
  await artifacts?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => {
  expect(github.violations()).toEqual([]);
  expect(artifacts.violations()).toEqual([]);
});

function log(name: string, step: StepResult): string {
  return `--- ${name}: exit ${step.exitCode} signal ${step.signal}\n${step.stdout}\n${step.stderr}`;
}

/** A push job of a new workflow run on a new runner (a fresh workspace), the stack written. */
function newRunner(name: string): { j: RunnerJob; runId: number } {
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
  const a = server.addresses(name);
  const dir = path.join(j.workspace, "infra");
  mkdirSync(dir, { recursive: true });
  // item[1]'s create never finishes before the kill: its completion is never seen.
  writeFileSync(
    path.join(dir, "main.tf"),
    `terraform {
  backend "http" {
    address        = "${a.address}"
    lock_address   = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
  }
}
resource "terraform_data" "item" {
  count = 2
  input = count.index
  provisioner "local-exec" {
    command = "if [ \${count.index} = 1 ]; then sleep 120; fi"
  }
}
`,
  );
  return { j, runId };
}

function values(): Record<string, string> {
  return { command: "up", workdir: "infra", approval: "none", "plan-key": PLAN_KEY };
}

interface JournalLine {
  type?: string;
  status?: string;
  address?: string;
  enginePid?: number;
}

/** Run 1: `up` whose main step is killed (with Terraform) while item[1] is being created. */
async function killedWhileCreating(
  name: string,
): Promise<{ j: RunnerJob; runId: number; main: StepResult }> {
  const { j, runId } = newRunner(name);
  const step = startStep(j, "main", values());
  const journal = path.join(j.workspace, "infra", ".stackgate", "journal", `default.ndjson`);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${CUT}'s create never started`);
    const lines: JournalLine[] = existsSync(journal)
      ? readFileSync(journal, "utf8")
          .split("\n")
          .filter(Boolean)
          .flatMap((l) => {
            try {
              return [JSON.parse(l) as JournalLine];
            } catch {
              return []; // mid-write
            }
          })
      : [];
    const enginePid = lines.map((l) => l.enginePid).find((p) => typeof p === "number");
    const started = lines.some(
      (l) => l.type === "resource" && l.status === "started" && l.address === CUT,
    );
    if (started && enginePid !== undefined) {
      await sleep(300); // the provisioner is sleeping now
      step.child.kill("SIGKILL");
      process.kill(-enginePid, "SIGKILL");
      break;
    }
    await sleep(50);
  }
  const main = await step.done;
  github.setRun(runId, "completed", "cancelled");
  return { j, runId, main };
}

/** Uploads `files` as artifact `name` from another workflow run (what any run can do). */
async function uploadAs(name: string, file: string, bytes: Buffer, runId: number): Promise<void> {
  const dir = mkdtempSync(path.join(root, "attack-"));
  writeFileSync(path.join(dir, file), bytes);
  const job = artifacts.job(runId);
  const script = `
    import { DefaultArtifactClient } from "@actions/artifact";
    const [name, dir, file] = process.argv.slice(1);
    await new DefaultArtifactClient().uploadArtifact(name, [file], dir);
  `;
  await execa(
    process.execPath,
    ["--input-type=module", "-e", script, name, dir, path.join(dir, file)],
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

describe("open items kept as a workflow artifact (no durable store)", () => {
  it("the post step keeps them sealed; the next run on a fresh runner restores them and refuses to create again; a copy without the plan key is refused", async () => {
    const name = `open-items-${nextRun}`;
    const run1 = await killedWhileCreating(name);
    const post = await runStep(run1.j, "post", values(), run1.main.state);
    let text = log("post", post);
    expect(post.exitCode, text).toBe(1);
    expect(post.stdout, text).toContain("needs-attention");
    const kept = artifacts.artifacts().filter((a) => a.name.startsWith("stackgate-open-items-"));
    expect(kept, text).toHaveLength(1);
    const artifact = kept[0]!;
    expect(artifact.workflowRunId).toBe(run1.runId);
    expect(post.stdout, text).toContain(
      `kept the open items as workflow artifact ${artifact.name}`,
    );
    // Sealed: the item's address is nowhere in what was uploaded.
    expect(artifact.blob?.toString("latin1")).not.toContain(CUT);
    expect(server.holder(name), "recovery released the dead run's lock").toBeNull();

    // The runner is gone. Run 2 starts on a fresh workspace: its up refuses.
    const run2 = newRunner(name);
    const main2 = await runStep(run2.j, "main", values());
    text = log("main (fresh runner)", main2);
    expect(main2.stdout, text).toContain(
      `restored the open items of this stack from workflow artifact ${artifact.name}`,
    );
    expect(main2.exitCode, text).toBe(3);
    expect(main2.stdout, text).toContain("open item(s) left by an earlier recovery are not closed");
    expect(main2.stdout, text).toContain(`--accept-open-items '${CUT}'`);
    github.setRun(run2.runId, "completed", "failure");

    // Attack: another run uploads a newer copy of that name that lists nothing open — plain,
    // and sealed under another key. Neither opens; the genuine copy is restored.
    const forgedDoc = Buffer.from(
      JSON.stringify({
        version: 1,
        project: "infra",
        stack: "default",
        workdir: "infra",
        items: [],
      }),
    );
    const attacker = (nextRun += 1);
    github.setRun(attacker, "completed", "success");
    await uploadAs(artifact.name, "open-items.sealed", forgedDoc, attacker);
    const otherKey = sealState(
      {
        project: "infra",
        stack: "default",
        workdir: "infra",
        runId: String(attacker),
        keptAt: new Date().toISOString(),
      },
      forgedDoc,
      "not-the-plan-key-0123456789abcdef",
    );
    const attacker2 = (nextRun += 1);
    github.setRun(attacker2, "completed", "success");
    await uploadAs(artifact.name, "open-items.sealed", otherKey, attacker2);
    const run3 = newRunner(name);
    const main3 = await runStep(run3.j, "main", values());
    text = log("main (after forged copies)", main3);
    expect(main3.stdout.match(/refused workflow artifact/g), text).toHaveLength(2);
    expect(main3.exitCode, text).toBe(3);
    expect(main3.stdout, text).toContain(`--accept-open-items '${CUT}'`);
  }, 240_000);
});
