// Provider starts and wall/CPU per command (issue 28), old dist against new, paired runs.
//   node bench/provider-starts.mjs <old-dist-dir> <new-dist-dir> [runs=3] [schema-seconds=1.5]
// Uses the test provider (test/support/slow-provider) with a schema-load delay; counts its
// `serving` events (one per provider start) per command; /usr/bin/time gives wall and CPU.
// Run under node >= 22.6 (the provider is TypeScript run with type stripping): npx node ...
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const [oldDist, newDist, runsArg = "3", schemaArg = "1.5"] = process.argv.slice(2);
if (!oldDist || !newDist) {
  console.error(
    "usage: node bench/provider-starts.mjs <old-dist-dir> <new-dist-dir> [runs] [schema-seconds]",
  );
  process.exit(2);
}
const runs = Number(runsArg);
const repo = fileURLToPath(new URL("..", import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), "sg-bench-starts-"));
const mirror = path.join(root, "mirror");
const arch = { x64: "amd64", arm64: "arm64" }[process.arch] ?? process.arch;
const platformDir = path.join(
  mirror,
  "registry.terraform.io/stackgate/slow/0.1.0",
  `${process.platform}_${arch}`,
);
mkdirSync(platformDir, { recursive: true });
const events = path.join(root, "events.ndjson");
const launcher = path.join(platformDir, "terraform-provider-slow_v0.1.0");
writeFileSync(
  launcher,
  `#!/bin/sh\nSLOW_PROVIDER_EVENTS=${JSON.stringify(events)}\nexport SLOW_PROVIDER_EVENTS\nexec ${JSON.stringify(process.execPath)} --no-warnings ${JSON.stringify(path.join(repo, "test/support/slow-provider/main.ts"))} "$@"\n`,
);
chmodSync(launcher, 0o755);
const tfrc = path.join(root, "terraformrc");
writeFileSync(
  tfrc,
  `provider_installation {\n  filesystem_mirror {\n    path = ${JSON.stringify(mirror)}\n    include = ["registry.terraform.io/stackgate/slow"]\n  }\n  direct {\n    exclude = ["registry.terraform.io/stackgate/slow"]\n  }\n}\n`,
);
const env = {
  ...process.env,
  TF_CLI_CONFIG_FILE: tfrc,
  SLOW_PROVIDER_SCHEMA_SECONDS: schemaArg,
  CI: "",
  GITHUB_ACTIONS: "",
};
const work = path.join(root, "w");
mkdirSync(work);
execFileSync("git", ["init", "-q"], { cwd: work });
const markers = path.join(root, "markers");
writeFileSync(
  path.join(work, "main.tf"),
  `terraform {\n  required_providers {\n    slow = { source = "stackgate/slow" }\n  }\n}\n` +
    ["one", "two"]
      .map(
        (n) =>
          `resource "slow_thing" "${n}" {\n  name = "${n}"\n  dir = ${JSON.stringify(markers)}\n}\n`,
      )
      .join("\n"),
);
writeFileSync(path.join(work, ".gitignore"), ".stackgate/\n.terraform/\n*.tfstate*\n");
const starts = () =>
  readFileSync(events, "utf8")
    .split("\n")
    .filter((l) => l.includes('"serving"')).length;

function run(dist, args) {
  let before = 0;
  try {
    before = starts();
  } catch {}
  const r = spawnSync(
    "/usr/bin/time",
    ["-f", "%e %U %S", process.execPath, path.join(dist, "cli.js"), ...args, "-C", work],
    { env, encoding: "utf8" },
  );
  const [wall, user, sys] = r.stderr.trim().split("\n").at(-1).split(" ").map(Number);
  let after = 0;
  try {
    after = starts();
  } catch {}
  return { wall: wall * 1000, cpu: (user + sys) * 1000, starts: after - before, code: r.status };
}

run(newDist, ["up", "--yes"]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const [label, args] of [
  ["status", ["status"]],
  ["recover (nothing to do)", ["recover"]],
  ["preview", ["preview"]],
]) {
  const res = { old: [], new: [] };
  for (let i = 0; i < runs; i++) {
    // Paired and alternating, so load drifts hit both sides alike.
    const pair = i % 2 === 0 ? ["old", "new"] : ["new", "old"];
    for (const side of pair) res[side].push(run(side === "old" ? oldDist : newDist, args));
  }
  const sum = (side) => ({
    starts: median(res[side].map((r) => r.starts)),
    wall: Math.round(median(res[side].map((r) => r.wall))),
    cpu: Math.round(median(res[side].map((r) => r.cpu))),
  });
  rows.push({ command: label, old: sum("old"), new: sum("new") });
}
const load = os.loadavg()[0].toFixed(1);
console.log(
  `| command | provider starts before | after | wall before (ms) | after | CPU before (ms) | after |`,
);
console.log(`|---|---|---|---|---|---|---|`);
for (const r of rows) {
  console.log(
    `| ${r.command} | ${r.old.starts} | ${r.new.starts} | ${r.old.wall} | ${r.new.wall} | ${r.old.cpu} | ${r.new.cpu} |`,
  );
}
console.log(
  `\n${runs} paired runs per command, medians; schema load ${schemaArg} s; load average ${load} (${os.cpus().length} cores); node ${process.version}; terraform ${execFileSync("terraform", ["version"], { encoding: "utf8" }).split("\n")[0]}`,
);
rmSync(root, { recursive: true, force: true });
