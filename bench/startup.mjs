// Start-up overhead (issue 28), old dist against new, paired with the bare commands.
//   node_modules/.bin/node bench/startup.mjs <old-dist-dir> <new-dist-dir> [rounds=21] [resources=200]
// Each round runs the bare command and both builds back to back, in a rotating order, so a load
// drift lands on all three; the table gives medians of the pair differences (build − bare).
//  - `--version` against `node -e 0`, with a warm compile cache (NODE_COMPILE_CACHE: a directory
//    per build, filled by the warm-up rounds) and a cold one (a fresh empty directory every run);
//  - `preview --comment-file` of N `terraform_data` (first plan: all to create) against
//    `terraform plan -out` + `terraform show -json` by hand, each side in its own git checkout.
// A dist directory needs a package.json saying "type": "module" beside or above it (the
// repository's does; for a copy elsewhere write one into its parent).
import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const [oldDist, newDist, roundsArg = "21", countArg = "200"] = process.argv.slice(2);
if (!oldDist || !newDist) {
  console.error("usage: node bench/startup.mjs <old-dist-dir> <new-dist-dir> [rounds] [resources]");
  process.exit(2);
}
const rounds = Number(roundsArg);
const count = Number(countArg);
const warmup = 3;
const root = mkdtempSync(path.join(os.tmpdir(), "sg-bench-startup-"));
const env = { ...process.env, CI: "", GITHUB_ACTIONS: "", TF_IN_AUTOMATION: "1" };
delete env.NODE_COMPILE_CACHE;
const node = process.execPath;
const builds = { old: path.resolve(oldDist), new: path.resolve(newDist) };

/** Wall time of one child (ms) and its CPU (user + sys, ms) from /usr/bin/time. */
function timed(command, args, options = {}) {
  const timeFile = path.join(root, "time.txt");
  const out = options.stdoutFile ? openSync(options.stdoutFile, "w") : "ignore";
  const start = process.hrtime.bigint();
  const r = spawnSync("/usr/bin/time", ["-o", timeFile, "-f", "%U %S", command, ...args], {
    cwd: options.cwd ?? root,
    env: options.env ?? env,
    stdio: ["ignore", out, "pipe"],
    encoding: "utf8",
  });
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  if (typeof out === "number") closeSync(out);
  if (r.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited ${r.status}: ${r.stderr.slice(-2000)}`);
  }
  const [user, sys] = execFileSync("tail", ["-1", timeFile], { encoding: "utf8" })
    .trim()
    .split(" ")
    .map(Number);
  return { wall, cpu: (user + sys) * 1000 };
}

function add(a, b) {
  return { wall: a.wall + b.wall, cpu: a.cpu + b.cpu };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Runs `sides` (name → run) `warmup + rounds` times in a rotating order; keeps the rounds. */
function paired(name, sides) {
  const names = Object.keys(sides);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < warmup + rounds; i++) {
    const order = names.map((_, k) => names[(k + i) % names.length]);
    const round = {};
    for (const n of order) round[n] = sides[n](i);
    if (i >= warmup) for (const n of names) samples[n].push(round[n]);
    process.stderr.write(
      `${name} ${i < warmup ? "warm-up" : `round ${i - warmup + 1}/${rounds}`}: ` +
        names.map((n) => `${n} ${round[n].wall.toFixed(0)}`).join(", ") +
        ` (load ${os.loadavg()[0].toFixed(2)})\n`,
    );
  }
  return samples;
}

const rows = [];
function report(name, samples) {
  const bare = samples.bare;
  for (const side of ["old", "new"]) {
    const xs = samples[side];
    rows.push({
      name,
      side,
      wall: median(xs.map((s) => s.wall)),
      bareWall: median(bare.map((s) => s.wall)),
      extra: median(xs.map((s, i) => s.wall - bare[i].wall)),
      cpu: median(xs.map((s) => s.cpu)),
      bareCpu: median(bare.map((s) => s.cpu)),
      extraCpu: median(xs.map((s, i) => s.cpu - bare[i].cpu)),
    });
  }
}

const loadStart = os.loadavg();

// --version, warm compile cache: one cache directory per build, filled by the warm-up rounds.
const warmCache = (side) => {
  const dir = path.join(root, `cache-${side}`);
  mkdirSync(dir, { recursive: true });
  return { ...env, NODE_COMPILE_CACHE: dir };
};
const warmEnv = { old: warmCache("old"), new: warmCache("new") };
report(
  "`--version`, warm compile cache",
  paired("version-warm", {
    bare: () => timed(node, ["-e", "0"]),
    old: () => timed(node, [path.join(builds.old, "cli.js"), "--version"], { env: warmEnv.old }),
    new: () => timed(node, [path.join(builds.new, "cli.js"), "--version"], { env: warmEnv.new }),
  }),
);

// --version, cold compile cache: a fresh empty cache directory for every run.
const coldRun = (dist, i, side) => {
  const dir = path.join(root, `cold-${side}-${i}`);
  const result = timed(node, [path.join(dist, "cli.js"), "--version"], {
    env: { ...env, NODE_COMPILE_CACHE: dir },
  });
  rmSync(dir, { recursive: true, force: true });
  return result;
};
report(
  "`--version`, cold compile cache",
  paired("version-cold", {
    bare: () => timed(node, ["-e", "0"]),
    old: (i) => coldRun(builds.old, i, "old"),
    new: (i) => coldRun(builds.new, i, "new"),
  }),
);

// preview of N resources (first plan) against plan -out + show -json.
const project = `resource "terraform_data" "item" {\n  count = ${count}\n  input = {\n    index    = count.index\n  }\n}\n`;
const dirs = {};
for (const side of ["bare", "old", "new"]) {
  const dir = path.join(root, `preview-${side}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, "main.tf"), project);
  writeFileSync(path.join(dir, ".gitignore"), ".stackgate/\n.terraform/\n*.tfplan\n*.json\n*.md\n");
  execFileSync("git", ["init", "-q"], { cwd: dir });
  execFileSync("terraform", ["init", "-input=false", "-no-color"], {
    cwd: dir,
    env,
    stdio: "ignore",
  });
  dirs[side] = dir;
}
const preview = (side) =>
  timed(
    node,
    [
      path.join(builds[side], "cli.js"),
      "preview",
      "-C",
      dirs[side],
      "--comment-file",
      path.join(dirs[side], "comment.md"),
    ],
    { cwd: dirs[side], env: warmEnv[side] },
  );
report(
  `\`preview\` of ${count} (first plan), warm compile cache`,
  paired("preview", {
    bare: () =>
      add(
        timed(
          "terraform",
          ["plan", "-input=false", `-out=${path.join(dirs.bare, "bare.tfplan")}`],
          {
            cwd: dirs.bare,
          },
        ),
        timed("terraform", ["show", "-json", path.join(dirs.bare, "bare.tfplan")], {
          cwd: dirs.bare,
          stdoutFile: path.join(dirs.bare, "bare-plan.json"),
        }),
      ),
    old: () => preview("old"),
    new: () => preview("new"),
  }),
);

const loadEnd = os.loadavg();
const f = (v) => v.toFixed(0);
const s = (v) => (v >= 0 ? `+${f(v)}` : `−${f(-v)}`);
console.log(
  "| measurement | build | wall median (ms) | bare (ms) | extra, pair by pair (ms) | CPU median (ms) | bare CPU (ms) | extra CPU (ms) |",
);
console.log("|---|---|--:|--:|--:|--:|--:|--:|");
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.side} | ${f(r.wall)} | ${f(r.bareWall)} | ${s(r.extra)} | ${f(r.cpu)} | ${f(r.bareCpu)} | ${s(r.extraCpu)} |`,
  );
}
const tf = execFileSync("terraform", ["version"], {
  encoding: "utf8",
  env,
  stdio: ["ignore", "pipe", "ignore"],
}).split("\n")[0];
console.log(
  `\n${rounds} rounds after ${warmup} warm-up, bare/old/new in a rotating order, medians; ` +
    `load average ${loadStart[0].toFixed(2)} → ${loadEnd[0].toFixed(2)} (${os.cpus().length} cores); ` +
    `node ${process.version}; ${tf}; old = ${oldDist}, new = ${newDist}`,
);
rmSync(root, { recursive: true, force: true });
