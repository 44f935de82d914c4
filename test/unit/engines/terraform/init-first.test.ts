/**
 * Issue 28: a fresh checkout (no `.terraform/`) whose configuration needs a provider or a module
 * is initialised before its first command, instead of running that command, printing its
 * failure ("Inconsistent dependency lock file", "run terraform init") and retrying. A scripted
 * engine behaves as Terraform 1.11 does: every command but `init` fails until `init` made the
 * data directory.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { EngineEvent } from "../../../../src/engines/engine.js";
import { createInitializer, installsPlugins } from "../../../../src/engines/terraform/init.js";
import { streamTerraform } from "../../../../src/engines/terraform/run.js";
import { needsInit } from "../../../../src/engines/terraform/failures.js";
import type { ProcessRunner, ProcessSpec } from "../../../../src/process/runner.js";
import { tempDirs } from "../../../support/temp-dirs.js";

const dirs = tempDirs("stackgate-tf-init-");
afterAll(() => dirs.removeAll());

const PLUGIN_ERROR =
  '{"@level":"error","@message":"Error: Inconsistent dependency lock file","type":"diagnostic","diagnostic":{"severity":"error","summary":"Inconsistent dependency lock file","detail":"To make the initial dependency selections that will initialize the dependency lock file, run:\\n  terraform init"}}';

/** Terraform as far as init goes: a command needs `.terraform/` when the config needs plugins. */
function scriptedTerraform(workdir: string): { runner: ProcessRunner; argv: string[] } {
  const argv: string[] = [];
  const runner: ProcessRunner = {
    start(spec: ProcessSpec) {
      argv.push(spec.args[0] ?? "");
      const dataDir = path.join(workdir, ".terraform");
      let exitCode = 0;
      if (spec.args[0] === "init") {
        mkdirSync(dataDir, { recursive: true });
      } else if (!existsSync(dataDir) && installsPlugins(workdir)) {
        spec.onStdoutLine?.(PLUGIN_ERROR);
        exitCode = 1;
      }
      return {
        pid: 4242,
        signal: () => false,
        done: Promise.resolve({ exitCode, signal: null, tail: "", spawnFailed: false }),
      };
    },
  };
  return { runner, argv };
}

async function firstPlan(files: Record<string, string>, initialised = false) {
  const workdir = dirs.make();
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(workdir, name), text);
  if (initialised) mkdirSync(path.join(workdir, ".terraform"));
  const { runner, argv } = scriptedTerraform(workdir);
  const cli = { name: "terraform" as const, binary: "terraform", workdir, runner, env: {} };
  const events: EngineEvent[] = [];
  const init = createInitializer(cli);
  const run = await init.retry(
    () => streamTerraform(cli, ["plan"], (e) => events.push(e)),
    needsInit,
    (e) => events.push(e),
  );
  return { argv, exitCode: run.result.exitCode, printed: events.map((e) => e.message).join("\n") };
}

const WITH_PROVIDER = 'resource "null_resource" "x" {}\n';

describe("init before the first command of a fresh checkout", () => {
  it("no .terraform/, a provider needed: init, then the command once; no plugin error printed", async () => {
    const run = await firstPlan({ "main.tf": WITH_PROVIDER });
    expect(run).toEqual({ argv: ["init", "plan"], exitCode: 0, printed: "" });
  });

  it("no .terraform/, a module call (HCL JSON): init first", async () => {
    const json = JSON.stringify({ module: { net: { source: "./net" } } });
    expect((await firstPlan({ "main.tf.json": json })).argv).toEqual(["init", "plan"]);
  });

  it("no .terraform/, only built-in terraform_data: nothing to install, no init", async () => {
    const run = await firstPlan({ "main.tf": 'resource "terraform_data" "x" {}\n' });
    expect(run.argv).toEqual(["plan"]);
  });

  it("prepare (what status and recover call) does not install plugins: only a backend", async () => {
    const workdir = dirs.make();
    writeFileSync(path.join(workdir, "main.tf"), WITH_PROVIDER);
    const { runner, argv } = scriptedTerraform(workdir);
    const cli = { name: "terraform" as const, binary: "terraform", workdir, runner, env: {} };
    await createInitializer(cli).prepare();
    expect(argv).toEqual([]);
    writeFileSync(path.join(workdir, "backend.tf"), 'terraform {\n  backend "local" {}\n}\n');
    await createInitializer(cli).prepare();
    expect(argv).toEqual(["init"]);
  });

  it("initialised before: the command first; the retry stays for what init adds later", async () => {
    expect((await firstPlan({ "main.tf": WITH_PROVIDER }, true)).argv).toEqual(["plan"]);
  });
});

describe("installsPlugins", () => {
  const scan = (text: string, name = "main.tf"): boolean => {
    const workdir = dirs.make();
    writeFileSync(path.join(workdir, name), text);
    return installsPlugins(workdir);
  };

  it("says yes for providers, modules and resource types outside the built-in ones", () => {
    expect(scan("terraform {\n  required_providers {\n    aws = {}\n  }\n}\n")).toBe(true);
    expect(scan('provider "aws" {}\n')).toBe(true);
    expect(scan('module "x" {\n  source = "./x"\n}\n')).toBe(true);
    expect(scan('data "http" "x" {}\n')).toBe(true);
    expect(scan("resource aws_instance x {}\n")).toBe(true);
    expect(scan('{"resource": {"aws_instance": {"x": {}}}}', "main.tf.json")).toBe(true);
  });

  it("says no for built-in resources, outputs and attributes named like blocks", () => {
    expect(
      scan('resource "terraform_data" "x" {\n  input = 1\n}\noutput "o" {\n  value = 1\n}\n'),
    ).toBe(false);
    expect(scan('data "terraform_remote_state" "s" {\n  backend = "local"\n}\n')).toBe(false);
    expect(scan('locals {\n  provider = "x"\n  data = 1\n}\n')).toBe(false);
    expect(scan('{"resource": {"terraform_data": {"x": {}}}}', "main.tf.json")).toBe(false);
  });
});
