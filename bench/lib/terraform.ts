/**
 * Generated Terraform projects (built-in `terraform_data`: no provider download, no network)
 * and the bare-engine commands the benchmarks compare stackgate with.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataProjectHcl } from "../../test/support/terraform-project.js";
import { measure, measureSequence, run, type CommandRun, type Sample } from "./measure.js";
import type { World } from "./world.js";

/** N `terraform_data` resources (the test suite's generator), optionally with a backend block. */
export function writeDataProject(
  dir: string,
  options: { count: number; revision?: string; backend?: string },
): void {
  const backend = options.backend ? `terraform {\n  backend ${options.backend}\n}\n\n` : "";
  writeFileSync(
    path.join(dir, "main.tf"),
    backend + dataProjectHcl({ count: options.count, revision: options.revision ?? "r1" }),
  );
}

/**
 * N resources whose local-exec provisioner first drops `<markers>/started-<i>`, then sleeps:
 * the apply is provably under way once a marker exists.
 */
export function writeSleepingProject(
  dir: string,
  options: { count: number; sleepSeconds: number; markers: string; backend?: string },
): void {
  const backend = options.backend ? `terraform {\n  backend ${options.backend}\n}\n\n` : "";
  writeFileSync(
    path.join(dir, "main.tf"),
    `${backend}resource "terraform_data" "item" {
  count = ${options.count}
  input = count.index
  provisioner "local-exec" {
    command = "touch ${options.markers}/started-\${count.index}; sleep ${options.sleepSeconds}"
  }
}
`,
  );
}

/**
 * The recover scenario of the e2e tests: resources 0..count-2 are created at once, the last
 * one's provisioner hangs (60 s) so the run can be killed with a known set of completions.
 */
export function writeHangingProject(
  dir: string,
  options: { count: number; backend: string },
): void {
  const last = options.count - 1;
  writeFileSync(
    path.join(dir, "main.tf"),
    `terraform {
  backend ${options.backend}
}

resource "terraform_data" "item" {
  count = ${options.count}
  input = count.index
  provisioner "local-exec" {
    command = "if [ \${count.index} = ${last} ]; then sleep 60; fi"
  }
}
`,
  );
}

export function httpBackend(address: {
  address: string;
  lock_address: string;
  unlock_address: string;
}): string {
  return `"http" {
    address        = "${address.address}"
    lock_address   = "${address.lock_address}"
    unlock_address = "${address.unlock_address}"
  }`;
}

export function pgBackend(connString: string, schema: string): string {
  return `"pg" {
    conn_str    = "${connString}"
    schema_name = "${schema}"
  }`;
}

export function terraform(world: World, dir: string, args: string[]) {
  return { command: "terraform", args, cwd: dir, env: world.env };
}

export async function terraformInit(world: World, dir: string): Promise<void> {
  await run(terraform(world, dir, ["init", "-input=false", "-no-color"]));
}

export async function terraformVersion(world: World): Promise<string> {
  const result = await run(terraform(world, world.root, ["version", "-json"]));
  const parsed = JSON.parse(result.stdout) as { terraform_version?: string };
  return parsed.terraform_version ?? "unknown";
}

/** Drops the local state (and its backup) so the next plan creates everything again. */
export function resetLocalState(dir: string): void {
  for (const file of ["terraform.tfstate", "terraform.tfstate.backup"]) {
    rmSync(path.join(dir, file), { force: true });
  }
}

export function hasLocalLock(dir: string): boolean {
  return existsSync(path.join(dir, ".terraform.tfstate.lock.info"));
}

/** By hand: `terraform plan -out` then `terraform show -json` into a file. */
export function barePlanAndShow(
  world: World,
  dir: string,
  options: { json?: boolean } = {},
): Promise<Sample & { runs: CommandRun[] }> {
  const planFile = path.join(dir, "bare.tfplan");
  return measureSequence([
    terraform(world, dir, [
      "plan",
      "-input=false",
      ...(options.json ? ["-json"] : []),
      `-out=${planFile}`,
    ]),
    {
      ...terraform(world, dir, ["show", "-json", planFile]),
      stdout: { file: path.join(dir, "bare-plan.json") },
    },
  ]);
}

/** Fails unless a measured run exited with one of `codes`. */
export function expectExit(
  result: CommandRun | Sample,
  codes: readonly number[],
  what: string,
): void {
  if (result.exitCode !== null && codes.includes(result.exitCode)) return;
  const output =
    "stdout" in result
      ? `\n${result.stdout.trim().slice(-2000)}\n${result.stderr.trim().slice(-2000)}`
      : "";
  throw new Error(
    `${what}: expected exit ${codes.join(" or ")}, got ${result.exitCode ?? result.signal}${output}`,
  );
}

export async function stackgateRun(
  world: World,
  dir: string,
  args: string[],
  options: { capture?: boolean; env?: Readonly<Record<string, string>> } = {},
): Promise<CommandRun> {
  const cli = world.stackgate(...args, "-C", dir);
  return measure({
    ...cli,
    cwd: dir,
    env: options.env ?? world.env,
    stdout: options.capture ? "capture" : "drain",
    stderr: options.capture ? "capture" : "drain",
  });
}

/** `stackgate preview --json` (untimed) and the digest of the plan it saved. */
export async function previewDigest(
  world: World,
  dir: string,
  env?: Readonly<Record<string, string>>,
): Promise<string> {
  const result = await stackgateRun(world, dir, ["preview", "--json"], {
    capture: true,
    ...(env ? { env } : {}),
  });
  expectExit(result, [0], "stackgate preview");
  const digest = (JSON.parse(result.stdout) as { digest?: unknown }).digest;
  if (typeof digest !== "string")
    throw new Error(`stackgate preview --json gave no digest: ${result.stdout}`);
  return digest;
}

export function readJournal(dir: string): Array<Record<string, unknown>> {
  const file = path.join(dir, ".stackgate", "journal", "default.ndjson");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return []; // a line being written right now
      }
    });
}
