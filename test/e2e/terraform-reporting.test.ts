/**
 * What users expect from a Terraform run, on the built bundles (issue 20, item 6): an HCL
 * error keeps Terraform's `on main.tf line 2` in the log, the result, the comment and the job
 * summary; after `up` the Terraform outputs are the Action's outputs, the Pipe's output
 * variables and `--json`'s `outputs`, sensitive ones masked and never printed.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import { pipelineStep, runPipeStep } from "../support/bitbucket-api-runner.js";
import { pushEvent, writeEvent } from "../support/github-api-events.js";
import { createJob, runStep, type RunnerJob } from "../support/github-api-runner.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";
import { runCli } from "../support/cli.js";

const SECRET = "Zq8-sensitive-Output-Value-41";
/** A sensitive output no declared secret covers: sha256("stackgate-token"), computed by Terraform. */
const DERIVED = "a727f29593ab3b817522fc8c1e509dc0e2d43ff6c6cf6090354ddbb7ecc47b24";

const dirs: string[] = [];
let root: string;
let tfrc: string;
let bitbucket: BitbucketApiStandIn;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "stackgate-tfreport-"));
  dirs.push(root);
  tfrc = writeEmptyCliConfig(path.join(root, "terraformrc"));
  bitbucket = await startBitbucketApi();
});
afterAll(async () => {
  await bitbucket.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(hcl: string): string {
  const dir = mkdtempSync(path.join(root, "p-"));
  mkdirSync(path.join(dir, "infra"));
  writeFileSync(path.join(dir, "infra", "main.tf"), hcl);
  return dir;
}

const BASE_ENV = (): Record<string, string> => ({
  PATH: process.env.PATH ?? "",
  HOME: root,
  TF_CLI_CONFIG_FILE: tfrc,
  TF_IN_AUTOMATION: "1",
  CHECKPOINT_DISABLE: "1",
});

const cli = (args: string[], cwd: string) => runCli(args, { cwd, env: BASE_ENV() });

function actionJob(): RunnerJob {
  const j = createJob({
    apiUrl: "http://127.0.0.1:9",
    token: "",
    repository: "Codertocat/Hello-World",
    eventName: "push",
    eventPath: writeEvent(pushEvent()),
    sha: "9e".repeat(20),
    env: { TF_CLI_CONFIG_FILE: tfrc },
  });
  dirs.push(path.dirname(j.workspace));
  return j;
}

const HCL_ERROR = `resource "terraform_data" "x" {
  bogus = 1
}
`;
const WHERE = 'on main.tf line 2, in resource "terraform_data" "x"';

describe("an HCL error keeps Terraform's file and line", () => {
  it("CLI: the result, --json, the progress and the comment file", async () => {
    const dir = project(HCL_ERROR);
    const text = await cli(["preview", "-C", "infra", "--comment-file", "c.md"], dir);
    expect(text.exitCode, text.stdout + text.stderr).toBe(1);
    expect(text.stdout).toContain(`Unsupported argument (${WHERE})`);
    expect(text.stderr).toContain(WHERE);
    expect(readFileSync(path.join(dir, "c.md"), "utf8")).toContain(WHERE);
    const json = await cli(["preview", "-C", "infra", "--json"], dir);
    const message = (JSON.parse(json.stdout) as { message: string }).message;
    expect(message).toContain(`Unsupported argument (${WHERE}): An argument named "bogus"`);
  });

  it("Action: the annotation, the log and the job summary", async () => {
    const j = actionJob();
    mkdirSync(path.join(j.workspace, "infra"));
    writeFileSync(path.join(j.workspace, "infra", "main.tf"), HCL_ERROR);
    const main = await runStep(j, "main", { workdir: "infra", stack: "dev" });
    expect(main.exitCode, main.stdout).toBe(1);
    expect(main.stdout).toMatch(new RegExp(`^::error title=Unsupported argument::${WHERE}: `, "m"));
    expect(main.stdout).toContain(`Unsupported argument (${WHERE})`);
    expect(main.summary).toContain(WHERE);
  });
});

const OUTPUTS_HCL = `variable "secret" {
  type      = string
  sensitive = true
}
resource "terraform_data" "x" {
  input = "v1"
}
output "plain" {
  value = "hello"
}
output "count" {
  value = 3
}
output "object" {
  value = { a = 1, b = ["x"] }
}
output "db_password" {
  value     = var.secret
  sensitive = true
}
output "token" {
  value     = sha256("stackgate-token")
  sensitive = true
}
`;

/** Every file under `dir` that holds `text`. */
function filesHolding(dir: string, text: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => readFileSync(file, "utf8").includes(text));
}

describe("Terraform outputs after up", () => {
  const expected = {
    plain: "hello",
    count: 3,
    object: { a: 1, b: ["x"] },
    db_password: "***",
    token: "***",
  };

  it("CLI --json: outputs with the sensitive one masked; its value printed nowhere", async () => {
    const dir = project(OUTPUTS_HCL);
    const run = await runCli(["up", "-C", "infra", "--yes", "--json"], {
      cwd: dir,
      env: { ...BASE_ENV(), TF_VAR_secret: SECRET },
    });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as { outcome: string; outputs: unknown };
    expect(json.outcome).toBe("applied");
    expect(json.outputs).toEqual(expected);
    expect(run.stdout + run.stderr).not.toContain(SECRET);
    expect(run.stdout + run.stderr).not.toContain(DERIVED);
    const preview = await cli(["preview", "-C", "infra", "--json"], dir);
    expect((JSON.parse(preview.stdout) as { outputs: unknown }).outputs).toBeNull();
  });

  it("Action: outputs, output-<name>; the sensitive one set only after add-mask, never printed", async () => {
    const j = actionJob();
    j.env.TF_VAR_secret = SECRET;
    mkdirSync(path.join(j.workspace, "infra"));
    writeFileSync(path.join(j.workspace, "infra", "main.tf"), OUTPUTS_HCL);
    const main = await runStep(j, "main", {
      command: "up",
      approval: "none",
      workdir: "infra",
      stack: "dev",
    });
    expect(main.exitCode, main.stdout).toBe(0);
    expect(JSON.parse(main.outputs.outputs ?? "null")).toEqual(expected);
    expect(main.outputs["output-plain"]).toBe("hello");
    expect(main.outputs["output-count"]).toBe("3");
    expect(main.outputs["output-object"]).toBe('{"a":1,"b":["x"]}');
    expect(main.outputs["output-db_password"]).toBe(SECRET);
    expect(main.outputs["output-token"]).toBe(DERIVED);
    const lines = main.stdout.split("\n");
    for (const value of [SECRET, DERIVED]) {
      expect(lines).toContain(`::add-mask::${value}`);
      const shown = lines.filter((l) => l.includes(value) && l !== `::add-mask::${value}`);
      expect(shown).toEqual([]);
      expect(main.summary).not.toContain(value);
    }
  });

  it("Pipe: STACKGATE_OUTPUTS and STACKGATE_OUTPUT_<NAME>; the sensitive value handed on nowhere", async () => {
    const dir = project(OUTPUTS_HCL);
    const step = pipelineStep({
      api: bitbucket,
      base: { ...BASE_ENV(), TF_VAR_secret: SECRET },
      clone: dir,
      pipeline: "{0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b}",
      step: "{9f8e7d6c-5b4a-4392-8170-000000000077}",
      commit: "1a".repeat(20),
    });
    dirs.push(step.storage);
    const run = await runPipeStep(step, { COMMAND: "up", APPROVAL: "none", WORKDIR: "infra" });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs.STACKGATE_OUTPUTS ?? "null")).toEqual(expected);
    expect(run.outputs.STACKGATE_OUTPUT_PLAIN).toBe("hello");
    expect(run.outputs.STACKGATE_OUTPUT_OBJECT).toBe('{"a":1,"b":["x"]}');
    expect(run.outputs.STACKGATE_OUTPUT_DB_PASSWORD).toBeUndefined();
    expect(run.outputs.STACKGATE_OUTPUT_TOKEN).toBeUndefined();
    for (const value of [SECRET, DERIVED]) {
      expect(run.stdout + run.stderr).not.toContain(value);
      expect(filesHolding(step.storage, value)).toEqual([]);
    }
  });
});
