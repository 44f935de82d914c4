/**
 * Renders a run as markdown for docs/BENCHMARKS.md. Only the part between the two markers is
 * generated; anything a person wrote outside them (analysis, recommendations) is kept.
 */
import { BUSY_OTHER_CORES, BUSY_STEAL_PERCENT, isBusy as isBusyLoad } from "./ab.js";
import type { Sample } from "./measure.js";
import type { BenchResult, Comparison, RunReport, Series, TargetCheck } from "./model.js";
import { pairDifferences, pairRatios, spread, type Spread } from "./stats.js";

export const GENERATED_START = "<!-- bench:generated:start (npm run bench rewrites this part) -->";
export const GENERATED_END = "<!-- bench:generated:end -->";

const ms = (v: number): string =>
  Number.isNaN(v) ? "–" : v >= 10_000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`;
const mb = (kb: number): string =>
  Number.isNaN(kb) || kb === 0 ? "–" : `${(kb / 1024).toFixed(1)} MB`;
const ratio = (v: number): string => (Number.isNaN(v) ? "–" : `${v.toFixed(3)}×`);
const signedMs = (v: number): string => (v >= 0 ? `+${ms(v)}` : `−${ms(-v)}`);
const signedMb = (kb: number): string => (kb >= 0 ? `+${mb(kb)}` : `−${mb(-kb)}`);
const cell = (text: string): string => text.replaceAll("|", "\\|").replaceAll("\n", " ");

function triple(s: Spread, format: (v: number) => string): string {
  return `${format(s.median)} | ${format(s.min)} | ${format(s.max)}`;
}

function verdict(t: TargetCheck): string {
  return t.pass === null ? "not judged" : t.pass ? "✅ pass" : "❌ miss";
}

function isBusy(r: BenchResult): boolean {
  return isBusyLoad(r.load);
}

function loadLine(r: BenchResult): string {
  const l = r.load;
  const busy = isBusy(r)
    ? ` ⚠️ the CPU was contended (other processes above ${BUSY_OTHER_CORES} cores on average, or steal above ${BUSY_STEAL_PERCENT} %): rerun with \`npm run bench -- --only ${r.id}\` when the machine is quiet.`
    : "";
  const build = r.cliBuild
    ? ` CLI build \`${r.cliBuild.atStart}\`${r.cliBuild.atEnd !== r.cliBuild.atStart ? ` → \`${r.cliBuild.atEnd}\` (rebuilt during the run)` : ""}.`
    : "";
  return (
    `Ran ${r.startedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC")} for ${l.wallS.toFixed(0)} s; ` +
    `load average ${l.loadStart[0].toFixed(2)} → ${l.loadEnd[0].toFixed(2)}; ` +
    `other processes used ${l.otherCores.toFixed(2)} cores on average; steal ${l.stealPercent.toFixed(1)} %.${build}${busy}`
  );
}

function comparisonTable(c: Comparison): string[] {
  const walls = (xs: readonly Sample[]): number[] => xs.map((s) => s.wallMs);
  const tree = (xs: readonly Sample[]): number[] => xs.map((s) => s.treePeakKb);
  const root = (xs: readonly Sample[]): number[] => xs.map((s) => s.rootPeakKb);
  const ratios = spread(pairRatios(walls(c.a), walls(c.b)));
  const diffs = spread(pairDifferences(walls(c.a), walls(c.b)));
  const rssDiff = spread(pairDifferences(tree(c.a), tree(c.b)));
  const mem = c.memory !== false;
  const rss = (values: number[]): string => (mem ? mb(spread(values).median) : "not sampled");
  return [
    `**${c.name}**${c.context ? " (context, no target)" : ""} — ${c.a.length} rounds A B A B … after ${c.warmupRounds} warm-up round(s)`,
    "",
    "| | wall median | min | max | peak RSS, process tree (median) | peak RSS, the process started (median) |",
    "|---|--:|--:|--:|--:|--:|",
    `| A: ${cell(c.aLabel)} | ${triple(spread(walls(c.a)), ms)} | ${rss(tree(c.a))} | ${rss(root(c.a))} |`,
    `| B: ${cell(c.bLabel)} | ${triple(spread(walls(c.b)), ms)} | ${rss(tree(c.b))} | ${rss(root(c.b))} |`,
    `| **A / B, pair by pair** | **${ratio(ratios.median)}** | ${ratio(ratios.min)} | ${ratio(ratios.max)} | ${mem ? signedMb(rssDiff.median) : ""} | |`,
    `| A − B, pair by pair | ${signedMs(diffs.median)} | ${signedMs(diffs.min)} | ${signedMs(diffs.max)} | | |`,
    "",
  ];
}

function seriesTable(s: Series): string[] {
  const rows = Object.entries(s.metrics).map(([metric, values]) => {
    const sp = spread(values);
    const f = (v: number): string => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(1));
    return `| ${metric} | ${f(sp.median)} | ${f(sp.min)} | ${f(sp.max)} |`;
  });
  const rounds = Object.values(s.metrics)[0]?.length ?? 0;
  return [
    `**${s.name}** — ${rounds} rounds after ${s.warmupRounds} warm-up round(s)`,
    "",
    "| metric | median | min | max |",
    "|---|--:|--:|--:|",
    ...rows,
    "",
  ];
}

function benchmarkSection(r: BenchResult): string[] {
  const lines = [`### ${r.title}`, "", `Compared with ${r.comparedWith}. ${loadLine(r)}`, ""];
  if (r.error) lines.push(`**The benchmark failed:** ${cell(r.error.split("\n")[0] ?? "")}`, "");
  for (const t of r.targets) {
    lines.push(
      `- ${verdict(t)} — ${t.benchmark}: ${t.target}; measured ${t.measured}.${t.reason ? ` ${t.reason}` : ""}`,
    );
  }
  if (r.targets.length) lines.push("");
  for (const c of r.comparisons) lines.push(...comparisonTable(c));
  for (const s of r.series) lines.push(...seriesTable(s));
  for (const b of r.breakdowns) {
    lines.push(
      `Where the time goes — ${b.name} (median of runs through a timing wrapper; total ${ms(b.totalMs)}):`,
      "",
      "| step | time |",
      "|---|--:|",
      ...b.steps.map((s) => `| ${cell(s.what)} | ${ms(s.ms)} |`),
      "",
    );
  }
  for (const note of r.notes) lines.push(`- ${note}`);
  if (r.notes.length) lines.push("");
  return lines;
}

/** A line when the results were measured on different builds of the CLI (dist/ rebuilt meanwhile). */
function buildWarning(report: RunReport): string[] {
  const builds = new Set<string>();
  for (const r of report.results) {
    if (r.cliBuild) builds.add(r.cliBuild.atStart).add(r.cliBuild.atEnd);
  }
  if (builds.size <= 1) return [];
  const list = report.results
    .map(
      (r) =>
        `\`${r.id}\` ${r.cliBuild ? r.cliBuild.atStart + (r.cliBuild.atEnd !== r.cliBuild.atStart ? `→${r.cliBuild.atEnd}` : "") : "?"}`,
    )
    .join(", ");
  return [
    `⚠️ The CLI was rebuilt while these results were taken; builds (sha256 prefixes) per benchmark: ${list}.`,
    "",
  ];
}

export function renderGenerated(report: RunReport): string {
  const m = report.machine;
  const targets = report.results.flatMap((r) => r.targets.map((t) => ({ ...t, result: r })));
  const misses = targets.filter((t) => t.pass === false);
  const busy = report.results.filter(isBusy);
  const lines: string[] = [
    GENERATED_START,
    "",
    `Generated by \`npm run bench\`${report.smoke ? " **at smoke size (numbers are not meaningful)**" : ""}: ` +
      `${report.finishedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC")}, commit \`${m.commit}\`${m.dirty ? " (with uncommitted changes under src/)" : ""}, ` +
      `CLI \`${m.cli}\` (${(m.cliBytes / 1024).toFixed(0)} KiB, sha256 \`${m.cliSha}…\`).`,
    "",
    "## Summary",
    "",
    "| benchmark | target | measured | result |",
    "|---|---|---|---|",
    ...targets.map(
      (t) =>
        `| ${cell(t.benchmark)} | ${cell(t.target)} | ${cell(t.measured)} | ${verdict(t)}${isBusy(t.result) ? " ⚠️ busy machine" : ""} |`,
    ),
    "",
    ...report.results
      .filter((r) => r.error)
      .map((r) => `- **${r.title} failed:** ${cell(r.error?.split("\n")[0] ?? "")}`),
    ...buildWarning(report),
    busy.length
      ? `⚠️ Measured while the CPU was contended: ${busy.map((r) => `\`${r.id}\``).join(", ")} (see each section).`
      : `No benchmark ran while other processes used more than ${BUSY_OTHER_CORES} cores or steal exceeded ${BUSY_STEAL_PERCENT} %.`,
    "",
    "## Machine",
    "",
    `- ${m.nproc} CPUs (\`nproc\`), ${m.cpuModel}; ${m.memoryGiB.toFixed(1)} GiB memory; Linux ${m.kernel}`,
    `- node ${m.node} (\`${m.nodePath}\`) runs the CLI and the \`node -e 0\` baseline; terraform ${m.terraform}`,
    `- load average (1, 5, 15 min) at start ${m.loadAtStart.map((v) => v.toFixed(2)).join(", ")}; at end ${m.loadAtEnd.map((v) => v.toFixed(2)).join(", ")}`,
    "",
    "## Targets missed",
    "",
    ...(misses.length === 0
      ? ["None."]
      : misses.map(
          (t) =>
            `- **${cell(t.benchmark)}** — target ${cell(t.target)}, measured ${cell(t.measured)}.` +
            (t.reason ? ` ${t.reason}` : ""),
        )),
    "",
    METHOD,
    "## Results",
    "",
    ...report.results.flatMap(benchmarkSection),
    GENERATED_END,
  ];
  return lines.join("\n");
}

export const METHOD = `## How it is measured

- **A B A B.** Every comparison runs stackgate (A) and the bare engine (B) alternately, after
  warm-up rounds that are not counted. Each round's ratio A/B is computed pair by pair, so that
  whatever else the machine does at a given moment lands on both sides of a pair; the tables
  give the median, min and max of those ratios, and of each side's wall time.
- **Wall time** runs from \`spawn\` to the process's exit (for sequences by hand, e.g.
  \`terraform plan -out\` then \`terraform show -json\`, the sum of the commands). Untimed
  preparation (a fresh state, a saved plan, a stranded run) happens before each timed run.
- **Memory** is sampled from \`/proc\` every 10 ms over the whole process tree (the process
  started and every descendant, found through parent pids): *process tree* is the largest sum
  of \`VmRSS\` in one sample, i.e. stackgate's node **and** the terraform it runs; *the process
  started* is that process's own \`VmHWM\` (the kernel's peak, exact). \`/usr/bin/time -v\`
  would give neither: its maximum resident set size is that of the largest single process.
  "Extra peak RSS" is the pair-by-pair difference of the tree peaks.
- **Load.** The load average is recorded around every benchmark, and so is the CPU time used by
  processes that are not part of the run (\`/proc/stat\` busy time minus this run's own and its
  children's), and the hypervisor's steal time. Above ${BUSY_OTHER_CORES} cores, or ${BUSY_STEAL_PERCENT} % steal, a section is flagged; rerun it alone with
  \`npm run bench -- --only <id>\` (the other sections are kept from \`bench/results/latest.json\`).
- **Environment.** Both sides get the same environment: an empty \`TF_CLI_CONFIG_FILE\`,
  \`TF_IN_AUTOMATION=1\`, \`TF_INPUT=0\`, \`CHECKPOINT_DISABLE=1\`, no \`TF_*\`/\`STACKGATE_*\`/CI
  variables from the caller. Projects are generated: N built-in \`terraform_data\` resources
  (no provider download, no network), local state unless a backend is named.
- **Breakdowns** run the CLI with \`--engine-binary\` pointing at a shell wrapper that logs
  when each engine command starts and ends (≈ 2 ms of \`date\` per call): the gaps are
  stackgate's own time.

## How to rerun

\`\`\`sh
npm run build          # the benchmarks measure dist/cli.js as built
npm run bench          # everything (about 5 minutes on 2 CPUs), rewrites docs/BENCHMARKS.md
npm run bench -- --only preview-200,cold-start     # some benchmarks; the others are kept
npm run bench -- --list                            # benchmark ids
npm run bench -- --render                          # rewrite the report from the saved results
npm run bench -- --smoke --out /tmp/bench.md       # tiny sizes: checks the harness only
\`\`\`

Needs terraform on PATH; PostgreSQL (for the pg backend) is found as the tests find it.
The first full run also makes the plans and output streams it needs (about half a minute with
real terraform) and caches them in \`node_modules/.cache/stackgate-bench/\` (≈ 240 MB).
`;

/** The whole file: keeps hand-written text outside the generated block. */
export function renderDocument(report: RunReport, existing: string | null): string {
  const generated = renderGenerated(report);
  if (existing !== null) {
    const start = existing.indexOf(GENERATED_START);
    const end = existing.indexOf(GENERATED_END);
    if (start >= 0 && end > start) {
      return existing.slice(0, start) + generated + existing.slice(end + GENERATED_END.length);
    }
  }
  return [
    "# Benchmarks",
    "",
    "What stackgate costs over running the engine by hand (issue 7): overhead against bare",
    "Terraform, stop latency, recovery time, big plans, memory under heavy output.",
    "Quoted as ratios of pairs measured in the same run, not as single times.",
    "",
    generated,
    "",
  ].join("\n");
}
