import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface DataProjectOptions {
  /** Number of `terraform_data` resources. */
  count: number;
  /** Value fed to every resource's input; change it to make a plan update everything. */
  revision?: string;
  /** Seconds each resource's local-exec provisioner sleeps on create. */
  sleepSeconds?: number;
  /** Directory where each created resource drops a marker file ("reality"). */
  markerDir?: string;
  /** Extra HCL appended (backend blocks, outputs). */
  extra?: string;
}

/** HCL for N `terraform_data` resources: built into Terraform, no provider download. */
export function dataProjectHcl(options: DataProjectOptions): string {
  const revision = options.revision ?? "r1";
  const provisioner =
    options.sleepSeconds !== undefined || options.markerDir !== undefined
      ? `
  provisioner "local-exec" {
    command = "${[
      options.sleepSeconds !== undefined ? `sleep ${options.sleepSeconds}` : "",
      options.markerDir !== undefined ? `touch ${options.markerDir}/item-\${count.index}` : "",
    ]
      .filter(Boolean)
      .join(" && ")}"
  }`
      : "";
  return `variable "revision" {
  type    = string
  default = "${revision}"
}

resource "terraform_data" "item" {
  count = ${options.count}
  input = {
    index    = count.index
    revision = var.revision
  }${provisioner}
}

output "count" {
  value = length(terraform_data.item)
}
${options.extra ?? ""}`;
}

export interface TempProject {
  dir: string;
  write(options: DataProjectOptions): void;
  remove(): void;
}

export function createTempProject(options?: DataProjectOptions): TempProject {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-tf-"));
  const project: TempProject = {
    dir,
    write(o) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "main.tf"), dataProjectHcl(o));
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
  if (options) project.write(options);
  return project;
}

/** Temp data projects for one test file: `make` creates one, `removeAll` (in afterAll) removes them. */
export function tempProjects(): {
  make: (count: number, revision?: string) => TempProject;
  removeAll: () => void;
} {
  const made: TempProject[] = [];
  return {
    make: (count, revision = "r1") => {
      const p = createTempProject({ count, revision });
      made.push(p);
      return p;
    },
    removeAll: () => made.forEach((p) => p.remove()),
  };
}

/**
 * `terraform state list` in `dir` (empty when there is no state), with `env` on top of the
 * test process's environment.
 */
export async function stateAddresses(
  dir: string,
  env: Record<string, string> = {},
): Promise<string[]> {
  const { execa } = await import("execa");
  const result = await execa("terraform", ["state", "list"], { cwd: dir, env, reject: false });
  return result.stdout.split("\n").filter(Boolean);
}

/**
 * Writes an empty Terraform CLI config to `file` and returns `file`. With TF_CLI_CONFIG_FILE
 * pointing at it, terraform reads no ~/.terraformrc and does not warn on every run that the
 * machine's TF_CLI_CONFIG_FILE names a missing file.
 */
export function writeEmptyCliConfig(file: string): string {
  writeFileSync(file, "");
  return file;
}

/**
 * The environment of a quiet terraform run by a test itself: `cliConfig` as its CLI config, no
 * prompts, no checkpoint calls, and no TF_CLI_ARGS or TF_LOG leaking in from the machine.
 */
export function terraformEnv(cliConfig: string): Record<string, string> {
  return {
    TF_IN_AUTOMATION: "1",
    TF_INPUT: "0",
    CHECKPOINT_DISABLE: "1",
    TF_CLI_CONFIG_FILE: cliConfig,
    TF_CLI_ARGS: "",
    TF_LOG: "",
  };
}
