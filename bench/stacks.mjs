// `node bench/stacks.mjs [--stacks 500] [--rounds 7] [--keep]`: times `stackgate stacks` (the
// built dist/cli.js, from spawn to exit, node start-up included) on a generated repository of
// 500 stacks and 5,000 files with shared and nested local modules, declared dependencies and a
// git history whose base branch moved on after the branch point. Issue 21's target: discovery
// and diff (`--changed --base main`) in ≤ 2 s. Prints a markdown table for docs/BENCHMARKS.md.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";

const { values } = parseArgs({
  options: {
    stacks: { type: "string", default: "500" },
    rounds: { type: "string", default: "7" },
    keep: { type: "boolean", default: false },
  },
});
const STACKS = Number(values.stacks);
const ROUNDS = Number(values.rounds);
const MODULES = 20;
const TARGET_FILES = STACKS * 10;
const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-bench-stacks-"));
let files = 0;
function write(file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
  files += 1;
}
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "bench",
  GIT_AUTHOR_EMAIL: "bench@example.com",
  GIT_COMMITTER_NAME: "bench",
  GIT_COMMITTER_EMAIL: "bench@example.com",
};
const git = (...args) => execFileSync("git", args, { cwd: root, env, encoding: "utf8" }).trim();

const resource = (name) =>
  `resource "terraform_data" "${name}" {\n  input = {\n    name = "${name}"\n    tags = merge(local.tags, { env = var.env })\n  }\n  lifecycle {\n    ignore_changes = [input]\n  }\n}\n`;

// Shared modules: m00..m19; every fifth calls the next one (nested local modules).
for (let m = 0; m < MODULES; m += 1) {
  const id = String(m).padStart(2, "0");
  const nested =
    m % 5 === 0 && m + 1 < MODULES
      ? `module "inner" {\n  source = "../m${String(m + 1).padStart(2, "0")}"\n  env    = var.env\n}\n`
      : "";
  write(`modules/m${id}/main.tf`, `${nested}${resource("a")}${resource("b")}`);
  write(`modules/m${id}/variables.tf`, 'variable "env" {\n  type = string\n}\n');
  write(`modules/m${id}/outputs.tf`, 'output "id" {\n  value = terraform_data.a.id\n}\n');
  write(`modules/m${id}/README.md`, `# module m${id}\n`);
}

// Stacks: envs/<env>/<region>/<component>; 1 in 25 is a Pulumi project.
const stackDirs = [];
for (let i = 0; i < STACKS; i += 1) {
  const dir = `envs/e${i % 5}/r${Math.floor(i / 5) % 10}/c${Math.floor(i / 50)}`;
  stackDirs.push(dir);
  const component = Math.floor(i / 50);
  const upstream = component > 0 ? dir.replace(/c\d+$/, `c${component - 1}`) : undefined;
  if (i % 25 === 24) {
    write(`${dir}/Pulumi.yaml`, `name: p${i}\nruntime: nodejs\n`);
    write(`${dir}/Pulumi.dev.yaml`, "config: {}\n");
    write(`${dir}/index.js`, "module.exports = {};\n");
    write(
      `${dir}/package.json`,
      `{"name": "p${i}", "dependencies": {"lib": "file:../../../../lib"}}\n`,
    );
  } else {
    const a = String(i % MODULES).padStart(2, "0");
    const b = String((i * 7) % MODULES).padStart(2, "0");
    write(
      `${dir}/main.tf`,
      `terraform {\n  backend "s3" {\n    bucket = "state"\n    key    = "${dir}.tfstate"\n  }\n}\n` +
        `module "a" {\n  source = "../../../../modules/m${a}"\n  env    = var.env\n}\n` +
        `module "b" {\n  source = "../../../../modules/m${b}"\n  env    = var.env\n}\n` +
        `locals {\n  tags = { stack = "${dir}" }\n}\n${resource("own")}`,
    );
    write(`${dir}/variables.tf`, 'variable "env" {\n  type    = string\n  default = "dev"\n}\n');
    write(`${dir}/outputs.tf`, 'output "own" {\n  value = terraform_data.own.id\n}\n');
    write(`${dir}/versions.tf`, 'terraform {\n  required_version = ">= 1.5"\n}\n');
    write(`${dir}/terraform.tfvars`, `env = "e${i % 5}"\n`);
    write(`${dir}/.terraform.lock.hcl`, "# This file is maintained automatically\n");
  }
  write(
    `${dir}/stackgate.yml`,
    upstream === undefined ? `stack: s${i}\n` : `stack: s${i}\ndepends-on: [${upstream}]\n`,
  );
  write(`${dir}/README.md`, `# ${dir}\n`);
}
write("lib/package.json", '{"name": "lib"}\n');
write("lib/index.js", "module.exports = 1;\n");
for (let d = 0; files < TARGET_FILES; d += 1) write(`docs/page-${d}.md`, `page ${d}\n`);

git("init", "-q", "-b", "main");
git("add", "-A");
git("commit", "-q", "-m", "base");
git("checkout", "-q", "-b", "change");
write("modules/m13/main.tf", `${resource("a")}${resource("b")}${resource("c")}`);
write(`${stackDirs[3]}/main.tf`, `terraform {\n  backend "local" {}\n}\n${resource("x")}`);
write("docs/page-0.md", "changed\n");
git("commit", "-q", "-am", "change a shared module, a stack, a page");
write(`${stackDirs[7]}/extra.tf`, resource("untracked"));
git("checkout", "-q", "main");
write("modules/m02/main.tf", resource("moved-on"));
git("commit", "-q", "-am", "main moves on");
git("checkout", "-q", "change");
files -= 3; // rewritten files, not new ones

/** CPU seconds of waited-for children (Linux /proc: cutime + cstime, in clock ticks of 10 ms). */
function childCpuMs() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

function time(args) {
  const cpuBefore = childCpuMs();
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [cli, "stacks", "-C", root, "--json", ...args], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`stackgate stacks failed: ${result.stderr}`);
  return { ms, cpu: childCpuMs() - cpuBefore, report: JSON.parse(result.stdout) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(label, args) {
  time(args); // warm-up: file cache, compile cache
  const runs = Array.from({ length: ROUNDS }, () => time(args));
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const { report } = runs[0];
  const selected = report.stacks.filter((s) => !s.deleted).length;
  const waves = new Set(report.stacks.map((s) => s.wave)).size;
  return {
    label,
    median: median(times),
    min: times[0],
    max: times.at(-1),
    cpu: median(runs.map((r) => r.cpu)),
    selected,
    waves,
  };
}

const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(", ");
const rows = [
  measure("discovery (`stacks --json`)", []),
  measure("discovery + diff (`--changed --base main`)", ["--changed", "--base", "main"]),
];
const fileCount = Number(git("ls-files").split("\n").length) + 1;
console.log(
  `repository: ${STACKS} stacks (${STACKS / 25} Pulumi), ${MODULES} shared modules, ${fileCount} files; node ${process.version}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"})`,
);
console.log("");
console.log(
  `load average (1, 5, 15 min): ${loadBefore} at start, ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} at end`,
);
console.log("");
console.log(
  "| run | wall median | min | max | CPU (median) | stacks listed | waves | target ≤ 2 s |",
);
console.log("|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  const pass = row.median <= 2000 ? "✅ pass" : "❌ miss";
  console.log(
    `| ${row.label} | ${Math.round(row.median)} ms | ${Math.round(row.min)} ms | ${Math.round(row.max)} ms | ${Math.round(row.cpu)} ms | ${row.selected} | ${row.waves} | ${pass} |`,
  );
}
if (values.keep) console.log(`\nkept: ${root}`);
else rmSync(root, { recursive: true, force: true });
