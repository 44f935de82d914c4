/**
 * A monorepo of 34 stacks for `stackgate stacks`, built with its git history in a temp dir:
 * Terraform stacks over shared and nested local modules (one module call only in a comment,
 * one only in a heredoc: a text search would follow them, a parser does not), a .tf.json and a
 * .tofu stack, a `cloud` block, Pulumi projects with stack files and `file:` packages, declared
 * dependencies, var files outside the stack. Scenario branches start at the base commit; main
 * then moves on (modules/dns, envs/dev/db, sandbox/s1 change there), so a diff against main's
 * tip instead of the merge-base would select stacks no branch touched.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ENVS = ["dev", "prod", "staging"] as const;
export const REGIONS = ["ap", "eu", "us"] as const;

const backend = (kind = "local"): string =>
  `terraform {\n  required_version = ">= 1.5"\n  backend "${kind}" {\n    path = "terraform.tfstate"\n  }\n}\n`;
const moduleCall = (name: string, source: string): string =>
  `module "${name}" {\n  source = "${source}"\n  tags   = { Name = "${name}", Env = var.env }\n}\n`;
const variable = 'variable "env" {\n  type    = string\n  default = "dev"\n}\n';

/** Relative path → content of every file at the base commit. */
function baseFiles(): Record<string, string> {
  const files: Record<string, string> = {
    "README.md": "# infra\n",
    "docs/guide.md": "How we work.\n",
    "globals/common.tfvars": 'owner = "platform"\n',
    "modules/network/main.tf": `${variable}resource "terraform_data" "net" {\n  input = var.env\n}\n`,
    "modules/vpc/main.tf": `${variable}${moduleCall("network", "../network")}`,
    "modules/dns/main.tf": 'variable "zone" {\n  type = string\n}\n',
    "modules/app/main.tf": `${variable}${moduleCall("dns", "../dns")}`,
  };
  for (const env of ENVS) {
    const dir = `envs/${env}`;
    // The heredoc holds a module call as text: it is no module block.
    files[`${dir}/network/main.tf`] =
      `${backend()}${moduleCall("vpc", "../../../modules/vpc")}locals {\n  doc = <<-EOT\n    module "dns" {\n      source = "../../../modules/dns"\n    }\n  EOT\n}\n`;
    files[`${dir}/app/main.tf`] = `${backend()}${moduleCall("app", "../../../modules/app")}`;
    files[`${dir}/app/stackgate.yml`] = `depends-on: [${dir}/network]\n`;
    // Commented out: no module call.
    files[`${dir}/db/main.tf`] =
      `${backend()}# module "dns" { source = "../../../modules/dns" }\n/*\nmodule "dns2" {\n  source = "../../../modules/dns"\n}\n*/\nresource "terraform_data" "db" {}\n`;
    files[`${dir}/db/stackgate.yml`] = `depends-on:\n  - ${dir}/network/\n`;
    files[`${dir}/api/main.tf`] = `${backend()}${moduleCall("app", "../../../modules/app")}`;
    files[`${dir}/api/stackgate.yml`] =
      `stack: api-${env}\ndepends-on: [${dir}/app, ./${dir}/db]\n`;
  }
  files["envs/prod/app/stackgate.yml"] =
    "depends-on: [envs/prod/network]\nvar-files: [../../../globals/common.tfvars]\n";
  for (const region of REGIONS) {
    files[`regions/${region}/edge/main.tf`] =
      `${backend()}${moduleCall("dns", "../../../modules/dns")}`;
    files[`regions/${region}/cdn/main.tf`] = backend();
    files[`regions/${region}/cdn/stackgate.yml`] = `depends-on: [regions/${region}/edge]\n`;
  }
  files["services/svc01/main.tf"] = backend("s3");
  files["services/svc02/main.tf"] = `${backend()}${moduleCall("inner", "./modules/inner")}`;
  files["services/svc02/modules/inner/main.tf"] = moduleCall("dns", "../../../../modules/dns");
  files["services/svc03/main.tf.json"] = `${JSON.stringify(
    { module: { network: { source: "../../modules/network" } } },
    null,
    2,
  )}\n`;
  files["services/svc04/main.tofu"] = `${backend()}resource "terraform_data" "t" {}\n`;
  // No backend block and no caller: a root module all the same.
  files["services/svc05/main.tf"] = variable;
  files["services/svc05/stackgate.yml"] = "var-files:\n  - ../../globals/common.tfvars\n";
  files["services/svc06/main.tf"] =
    'terraform {\n  cloud {\n    organization = "acme"\n    workspaces {\n      name = "svc06"\n    }\n  }\n}\n';
  for (const name of ["s1", "s2", "s3"]) files[`sandbox/${name}/main.tf`] = backend();
  files["legacy/old-stack/main.tf"] = `${backend()}resource "terraform_data" "old" {}\n`;
  files["legacy/rename-me/main.tf"] = `${backend()}resource "terraform_data" "renamed" {}\n`;
  files["legacy/rename-me/outputs.tf"] = 'output "x" {\n  value = 1\n}\n';
  files["pulumi/web/Pulumi.yaml"] = "name: web\nruntime: nodejs\n";
  files["pulumi/web/Pulumi.dev.yaml"] = "config:\n  web:size: small\n";
  files["pulumi/web/Pulumi.prod.yaml"] = "config:\n  web:size: large\n";
  files["pulumi/web/index.js"] = 'require("@acme/shared");\n';
  files["pulumi/web/package.json"] = `${JSON.stringify({
    name: "web",
    dependencies: { "@acme/shared": "file:../lib/shared", "left-pad": "1.3.0" },
  })}\n`;
  files["pulumi/web/stackgate.yml"] = "depends-on: [envs/prod/api]\n";
  files["pulumi/lib/shared/package.json"] = `${JSON.stringify({
    name: "@acme/shared",
    dependencies: { "@acme/util": "file:../util" },
  })}\n`;
  files["pulumi/lib/shared/index.js"] = 'module.exports = require("@acme/util");\n';
  files["pulumi/lib/util/package.json"] = '{"name": "@acme/util"}\n';
  files["pulumi/lib/util/index.js"] = "module.exports = 1;\n";
  files["pulumi/worker/Pulumi.yaml"] = "name: worker\nruntime: nodejs\n";
  files["pulumi/worker/Pulumi.dev.yaml"] = "config: {}\n";
  files["pulumi/worker/Pulumi.prod.yaml"] = "config: {}\n";
  files["pulumi/worker/package.json"] = '{"name": "worker"}\n';
  files["pulumi/gone/Pulumi.yaml"] = "name: gone\nruntime: nodejs\n";
  files["pulumi/gone/Pulumi.dev.yaml"] = "config: {}\n";
  return files;
}

export interface Monorepo {
  root: string;
  git(...args: string[]): string;
  write(file: string, content: string): void;
  remove(): void;
}

function createRepo(): Monorepo {
  const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-stacks-"));
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: "test",
    GIT_AUTHOR_EMAIL: "test@example.com",
    GIT_COMMITTER_NAME: "test",
    GIT_COMMITTER_EMAIL: "test@example.com",
  };
  const git = (...args: string[]): string =>
    execFileSync("git", args, { cwd: root, env, encoding: "utf8" }).trim();
  const write = (file: string, content: string): void => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  return { root, git, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Each scenario: a branch from the base commit with these edits committed (or left uncommitted). */
const SCENARIOS: Record<string, (repo: Monorepo) => void> = {
  "nested-module": (repo) => repo.write("modules/network/main.tf", `${variable}# changed\n`),
  "docs-only": (repo) => {
    repo.write("README.md", "# infra, documented\n");
    repo.write("docs/guide.md", "How we work now.\n");
  },
  "pulumi-package": (repo) => repo.write("pulumi/lib/util/index.js", "module.exports = 2;\n"),
  "pulumi-stack-file": (repo) =>
    repo.write("pulumi/worker/Pulumi.prod.yaml", "config:\n  worker:n: 2\n"),
  "dns-module": (repo) => repo.write("modules/dns/main.tf", 'variable "zone" {\n  type = any\n}\n'),
  "rename-delete": (repo) => {
    repo.git("mv", "legacy/rename-me", "legacy/renamed");
    repo.git("rm", "-r", "-q", "legacy/old-stack", "pulumi/gone");
  },
  cycle: (repo) => repo.write("envs/dev/network/stackgate.yml", "depends-on: [envs/dev/api]\n"),
};

/** Builds the repository: base commit on main, one branch per scenario, then main moves on. */
export function buildMonorepo(): Monorepo {
  const repo = createRepo();
  repo.git("init", "-q", "-b", "main");
  for (const [file, content] of Object.entries(baseFiles())) repo.write(file, content);
  repo.git("add", "-A");
  repo.git("commit", "-q", "-m", "base");
  for (const [name, edit] of Object.entries(SCENARIOS)) {
    repo.git("checkout", "-q", "-b", name, "main");
    edit(repo);
    repo.git("add", "-A");
    repo.git("commit", "-q", "-m", name);
  }
  repo.git("checkout", "-q", "main");
  repo.write("modules/dns/main.tf", 'variable "zone" {\n  type = string\n  default = "x"\n}\n');
  repo.write("envs/dev/db/main.tf", `${backend()}resource "terraform_data" "db2" {}\n`);
  repo.write("sandbox/s1/main.tf", `${backend()}# moved on\n`);
  repo.git("commit", "-q", "-am", "main moves on");
  repo.git("branch", "-q", "wip", "HEAD~1");
  return repo;
}

/** The upstream's output the dependent reads, before and after the change under review. */
export const NETWORK_CIDRS = { before: "10.0.0.0/16", after: "10.1.0.0/16" } as const;

/** `network` (local backend) with its `cidr` output, as of `cidr`. */
export function networkStackHcl(cidr: string): string {
  return (
    'terraform {\n  backend "local" {}\n}\n' +
    `variable "cidr" {\n  type    = string\n  default = "${cidr}"\n}\n` +
    'resource "terraform_data" "net" {\n  input = var.cidr\n}\n' +
    'output "cidr" {\n  value = terraform_data.net.output\n}\n'
  );
}

/**
 * Two real stacks for applying in order: `app` depends on `network` (stackgate.yml
 * `depends-on`) and reads network's `cidr` output through `terraform_remote_state` on the local
 * backend (built into Terraform: no provider download). One commit; network at `before`.
 */
export function createUpstreamPair(): Monorepo {
  const repo = createRepo();
  repo.write("network/main.tf", networkStackHcl(NETWORK_CIDRS.before));
  repo.write(
    "app/main.tf",
    'terraform {\n  backend "local" {}\n}\n' +
      'data "terraform_remote_state" "network" {\n  backend = "local"\n' +
      '  config = {\n    path = "${path.module}/../network/terraform.tfstate"\n  }\n}\n' +
      'resource "terraform_data" "app" {\n  input = data.terraform_remote_state.network.outputs.cidr\n}\n' +
      'output "seen" {\n  value = terraform_data.app.output\n}\n',
  );
  repo.write("app/stackgate.yml", "depends-on: [network]\n");
  repo.write(".gitignore", ".terraform/\n*.tfstate*\n.stackgate/\n.terraform.lock.hcl\n");
  repo.git("init", "-q", "-b", "main");
  repo.git("add", "-A");
  repo.git("commit", "-q", "-m", "network and app");
  return repo;
}
