// `node bench/drift.mjs [--stacks 200] [--concurrency N] [--keep]`: times `stackgate drift
// --all-stacks` (the built dist/cli.js, from spawn to exit) over a generated directory of small
// Terraform stacks: each a `terraform_data` resource and an output on the local backend, with a
// state (one stack is applied with the real `terraform`, its state copied to the others, so
// every check reads a real state and finds it in sync). Without --concurrency the default (4)
// is used, as a schedule would run it. Not part of `npm run bench` or the test suite (minutes).
// Prints the wall time, the per-stack check times and the load average for docs/BENCHMARKS.md.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";

const { values } = parseArgs({
  options: {
    stacks: { type: "string", default: "200" },
    concurrency: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});
const STACKS = Number(values.stacks);
const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-bench-drift-"));
// An empty CLI configuration: nothing from the machine's ~/.terraformrc, no checkpoint calls.
const rc = path.join(root, "terraformrc");
writeFileSync(rc, "");
const env = {
  ...process.env,
  TF_CLI_CONFIG_FILE: rc,
  CHECKPOINT_DISABLE: "1",
  TF_IN_AUTOMATION: "1",
};

const stackHcl = (i) =>
  `terraform {\n  backend "local" {}\n}\n\nresource "terraform_data" "item" {\n  input = "stack-${i}"\n}\n\noutput "item" {\n  value = terraform_data.item.output\n}\n`;

// The same configuration in every stack (input "stack-0"): the copied state matches each one.
const dirs = Array.from({ length: STACKS }, (_, i) =>
  path.join(root, "stacks", `s${String(i).padStart(3, "0")}`),
);
for (const dir of dirs) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), stackHcl(0));
}
const tf = (...args) => execFileSync("terraform", args, { cwd: dirs[0], env, stdio: "pipe" });
tf("init", "-input=false", "-no-color");
tf("apply", "-auto-approve", "-input=false", "-no-color");
for (const dir of dirs.slice(1)) {
  copyFileSync(path.join(dirs[0], "terraform.tfstate"), path.join(dir, "terraform.tfstate"));
}
rmSync(path.join(dirs[0], ".terraform"), { recursive: true, force: true });
rmSync(path.join(dirs[0], ".terraform.lock.hcl"), { force: true });

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
const loadBefore = load();
const args = [cli, "drift", "-C", root, "--all-stacks", "--json"];
if (values.concurrency) args.push("--concurrency", values.concurrency);
const start = process.hrtime.bigint();
const result = spawnSync(process.execPath, args, {
  env,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
const loadAfter = load();
if (result.status === null) throw new Error(`stackgate drift did not exit: ${result.signal}`);
const report = JSON.parse(result.stdout);
const durations = report.stacks.map((s) => s.durationMs).sort((a, b) => a - b);
const pick = (q) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))];

console.log(
  `${STACKS} stacks (terraform_data, local backend, state in sync); ${execFileSync("terraform", ["version"], { env, encoding: "utf8" }).split("\n")[0]}; node ${process.version}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}); ${new Date().toISOString()}`,
);
console.log(`load average (1, 5, 15 min): ${loadBefore} at start, ${loadAfter} at end`);
console.log("");
console.log("| stacks | concurrency | wall | per stack (median) | p90 | max | status | exit |");
console.log("|---|---|---|---|---|---|---|---|");
console.log(
  `| ${report.summary.stacks} | ${values.concurrency ?? "4 (default)"} | ${(wallMs / 1000).toFixed(1)} s | ${(pick(0.5) / 1000).toFixed(2)} s | ${(pick(0.9) / 1000).toFixed(2)} s | ${(durations.at(-1) / 1000).toFixed(2)} s | ${report.status} (${report.summary.inSync} in sync) | ${result.status} |`,
);
if (result.status !== 0) console.log(`\n${result.stderr.slice(-2000)}`);
if (values.keep) console.log(`\nkept: ${root}`);
else rmSync(root, { recursive: true, force: true });
