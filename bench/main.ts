/**
 * `npm run bench`: runs the benchmarks of issue 7 and writes docs/BENCHMARKS.md.
 * bench/run.mjs bundles this file (and the parse-render entry) with esbuild, then calls `main`.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { coldStart } from "./benchmarks/cold-start.js";
import { gracefulStop } from "./benchmarks/graceful-stop.js";
import { parseRender } from "./benchmarks/parse-render.js";
import { preview200 } from "./benchmarks/preview.js";
import { recover } from "./benchmarks/recover.js";
import { scaling } from "./benchmarks/scaling.js";
import { stream } from "./benchmarks/stream.js";
import type { Benchmark } from "./benchmarks/types.js";
import { up200 } from "./benchmarks/up.js";
import { watchLoad } from "./lib/ab.js";
import type { BenchResult, MachineInfo, RunReport } from "./lib/model.js";
import { loadAverage } from "./lib/proc.js";
import { renderDocument } from "./lib/report.js";
import { terraformVersion } from "./lib/terraform.js";
import { World } from "./lib/world.js";

export const BENCHMARKS: readonly Benchmark[] = [
  coldStart,
  preview200,
  up200,
  gracefulStop,
  recover,
  parseRender,
  stream,
  scaling,
];

const USAGE = `Usage: npm run bench -- [options]

  --only ID[,ID…]   run only these benchmarks; results of the others are kept from --results
  --smoke           tiny sizes, one round: checks that the harness works (numbers meaningless)
  --out FILE        markdown report (default docs/BENCHMARKS.md; with --smoke: none)
  --results FILE    JSON results (default bench/results/latest.json; with --smoke: none)
  --cli FILE        the CLI to measure (default dist/cli.js)
  --list            print the benchmark ids and exit
  --render          only rewrite the report from the results file (no measurement)
  --help
`;

export interface MainOptions {
  repoRoot: string;
  /** Directory of the bundles (this file's and the parse-render entry's). */
  bundleDir: string;
  argv: readonly string[];
}

function git(repoRoot: string, args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

function machineInfo(repoRoot: string, cli: string, world: World): MachineInfo {
  // What the CLI is built from: uncommitted changes there mean dist/ may not match a commit.
  const status = git(repoRoot, ["status", "--porcelain", "--", "src", "scripts", "package.json"]);
  return {
    nproc: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? "unknown CPU",
    memoryGiB: os.totalmem() / 1024 ** 3,
    kernel: os.release(),
    node: process.version,
    nodePath: process.execPath,
    terraform: world.options.terraformVersion,
    loadAtStart: loadAverage(),
    loadAtEnd: loadAverage(),
    commit: git(repoRoot, ["rev-parse", "--short", "HEAD"]) || "unknown",
    dirty: status !== "",
    cli: path.relative(repoRoot, cli) || cli,
    cliBytes: statSync(cli).size,
    cliSha: fileSha(cli),
  };
}

/** JSON as `prettier --check` wants it (the file is in the repository); plain JSON without prettier. */
async function formatJson(value: unknown): Promise<string> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  try {
    const prettier = await import("prettier");
    return await prettier.format(text, { parser: "json", printWidth: 100 });
  } catch {
    return text;
  }
}

/** Others may rebuild dist/ while the benchmarks run: each result records which build it measured. */
function fileSha(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 12);
}

function readPrevious(file: string | null): RunReport | null {
  if (file === null || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RunReport;
  } catch {
    return null;
  }
}

export async function main(options: MainOptions): Promise<number> {
  const { values } = parseArgs({
    args: [...options.argv],
    options: {
      only: { type: "string" },
      smoke: { type: "boolean", default: false },
      out: { type: "string" },
      results: { type: "string" },
      cli: { type: "string" },
      list: { type: "boolean", default: false },
      render: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (values.list) {
    for (const b of BENCHMARKS) process.stdout.write(`${b.id.padEnd(16)} ${b.title}\n`);
    return 0;
  }
  const root = options.repoRoot;
  const smoke = values.smoke;
  const out = values.out ?? (smoke ? null : path.join(root, "docs", "BENCHMARKS.md"));
  const resultsFile =
    values.results ?? (smoke ? null : path.join(root, "bench", "results", "latest.json"));
  if (values.render) {
    const saved = readPrevious(resultsFile);
    if (saved === null || out === null) {
      process.stderr.write(
        `bench: --render needs a results file (${resultsFile ?? "none"}) and a report path.\n`,
      );
      return 1;
    }
    writeFileSync(out, renderDocument(saved, existsSync(out) ? readFileSync(out, "utf8") : null));
    return 0;
  }
  const cli = path.resolve(root, values.cli ?? "dist/cli.js");
  if (!existsSync(cli)) {
    process.stderr.write(`bench: ${cli} does not exist: run \`npm run build\` first.\n`);
    return 1;
  }
  const only = values.only
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only?.filter((id) => !BENCHMARKS.some((b) => b.id === id)) ?? [];
  if (unknown.length) {
    process.stderr.write(
      `bench: unknown benchmark id(s) ${unknown.join(", ")}; expected some of ${BENCHMARKS.map((b) => b.id).join(", ")}.\n`,
    );
    return 64;
  }
  const selected = BENCHMARKS.filter((b) => !only || only.includes(b.id));

  const started = Date.now();
  const log = (message: string): void => {
    const t = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
    process.stderr.write(`[${t} s] ${message}\n`);
  };
  const world = new World({
    cli,
    node: process.execPath,
    cacheDir: path.join(root, "node_modules", ".cache", "stackgate-bench"),
    parseRenderEntry: path.join(options.bundleDir, "parse-render.js"),
    smoke,
    log,
    terraformVersion: "unknown",
  });
  const failures: string[] = [];
  const results: BenchResult[] = [];
  // Interrupted: stop what the run started (terraform, PostgreSQL), remove its temp dir.
  const onSignal = (signal: NodeJS.Signals): void => {
    log(`${signal} received: cleaning up`);
    void world.dispose().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  let machine: MachineInfo;
  try {
    world.options.terraformVersion = await terraformVersion(world);
    machine = machineInfo(root, cli, world);
    log(
      `stackgate benchmarks${smoke ? " (smoke size)" : ""}: ${selected.map((b) => b.id).join(", ")}; ` +
        `node ${machine.node}, terraform ${machine.terraform}, ${machine.nproc} CPUs, load ${machine.loadAtStart.join(" ")}`,
    );
    for (const benchmark of selected) {
      log(`${benchmark.id}: ${benchmark.title}`);
      const stop = watchLoad();
      const result: BenchResult = {
        id: benchmark.id,
        title: benchmark.title,
        comparedWith: benchmark.comparedWith,
        startedAt: new Date().toISOString(),
        cliBuild: { atStart: fileSha(cli), atEnd: "" },
        load: stop(),
        comparisons: [],
        series: [],
        breakdowns: [],
        targets: [],
        notes: [],
      };
      try {
        await benchmark.run(world, result);
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        result.error = message;
        failures.push(`${benchmark.id}: ${message}`);
        log(`${benchmark.id} FAILED: ${message}`);
      }
      await world.reapLeftovers();
      result.load = stop();
      if (result.cliBuild) result.cliBuild.atEnd = fileSha(cli);
      results.push(result);
      for (const t of result.targets) {
        log(
          `  ${t.pass === null ? "·" : t.pass ? "PASS" : "MISS"} ${t.benchmark}: ${t.target}: ${t.measured}`,
        );
      }
      log(
        `  load ${result.load.loadStart[0]} → ${result.load.loadEnd[0]}, other processes ${result.load.otherCores.toFixed(2)} cores`,
      );
    }
    machine.loadAtEnd = loadAverage();
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await world.dispose();
  }

  const previous = only ? readPrevious(resultsFile) : null;
  const merged = previous
    ? BENCHMARKS.flatMap((b) => {
        const fresh = results.find((r) => r.id === b.id);
        const old = previous.results.find((r) => r.id === b.id);
        return fresh ? [fresh] : old ? [old] : [];
      })
    : results;
  const report: RunReport = {
    version: 1,
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date().toISOString(),
    smoke,
    args: [...options.argv],
    machine,
    results: merged,
  };
  if (resultsFile !== null) {
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, await formatJson(report));
    log(`results: ${path.relative(root, resultsFile)}`);
  }
  if (out !== null) {
    const existing = existsSync(out) ? readFileSync(out, "utf8") : null;
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, renderDocument(report, existing));
    log(`report: ${path.relative(root, out) || out}`);
  }
  log(
    `done in ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? `, ${failures.length} benchmark(s) failed` : ""}`,
  );
  return failures.length ? 1 : 0;
}
