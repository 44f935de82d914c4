/**
 * Parse + digest + render the plan of 10,000 resources, in a process of its own (the
 * bundled bench/entries/parse-render.ts), so that its peak RSS is that work's alone.
 */
import { runSeries } from "../lib/ab.js";
import { measure } from "../lib/measure.js";
import { realPlanJson, scalePlanJson } from "../lib/plans.js";
import { median } from "../lib/stats.js";
import { fmtMb, fmtMs, sized, type Benchmark } from "./types.js";

interface EntryOutput {
  readMs: number;
  parseMs: number;
  digestMs: number;
  renderMs: number;
  totalMs: number;
  maxRssKb: number;
  resources: number;
  inputBytes: number;
  commentChars: number;
}

export const parseRender: Benchmark = {
  id: "parse-render",
  title: "Parse + render the plan of 10,000 resources",
  comparedWith: "— (absolute targets)",
  async run(world, result) {
    const count = sized(world, 10_000, 200);
    const cacheDir = world.options.cacheDir;
    const terraformVersion = world.options.terraformVersion;
    const created = await realPlanJson(world, {
      count,
      kind: "create",
      cacheDir,
      terraformVersion,
    });
    const updateBase = sized(world, 1_000, 100);
    const updated = await realPlanJson(world, {
      count: updateBase,
      kind: "update",
      cacheDir,
      terraformVersion,
    });
    for (const [kind, plan] of [
      ["create", created],
      ["update", updated],
    ] as const) {
      if (plan.generatedMs !== null) {
        world.log(`  made the ${kind} plan with terraform in ${fmtMs(plan.generatedMs)}`);
      }
    }
    const plans = [
      { kind: "create", file: created.file, how: "real `terraform show -json`" },
      {
        kind: "update",
        file: scalePlanJson(updated.file, count / updateBase, cacheDir).file,
        how: `real \`terraform show -json\` of ${updateBase.toLocaleString("en-US")} updates, replicated ×${count / updateBase}`,
      },
    ];
    for (const { kind, file, how } of plans) {
      let last: EntryOutput | null = null;
      const series = await runSeries({
        name: `${count.toLocaleString("en-US")} to ${kind} (${how})`,
        warmup: sized(world, 1, 0),
        rounds: sized(world, 5, 1),
        log: (m) => world.log(m),
        run: async () => {
          const r = await measure({
            command: world.node,
            args: [world.options.parseRenderEntry, file],
            cwd: world.root,
            env: world.env,
            stdout: "capture",
            stderr: "capture",
          });
          if (r.exitCode !== 0) throw new Error(`parse-render entry failed:\n${r.stderr}`);
          const out = JSON.parse(r.stdout) as EntryOutput;
          if (out.resources !== count) {
            throw new Error(`expected ${count} resources in the parsed plan, got ${out.resources}`);
          }
          last = out;
          return {
            "read ms": out.readMs,
            "parse ms": out.parseMs,
            "digest ms": out.digestMs,
            "render ms": out.renderMs,
            "in-process total ms": out.totalMs,
            "process wall ms": r.wallMs,
            "peak RSS MB": out.maxRssKb / 1024,
          };
        },
      });
      result.series.push(series);
      const total = median(series.metrics["in-process total ms"] ?? []);
      const wall = median(series.metrics["process wall ms"] ?? []);
      const rssMax = Math.max(...(series.metrics["peak RSS MB"] ?? [0]));
      const detail = last as EntryOutput | null;
      result.targets.push({
        benchmark: `parse + render, ${count.toLocaleString("en-US")} to ${kind}`,
        target: "≤ 2 s",
        measured: `${fmtMs(total)} read+parse+digest+render (${fmtMs(wall)} with node start-up)`,
        pass: world.smoke ? null : wall <= 2_000,
      });
      result.targets.push({
        benchmark: `parse + render, ${count.toLocaleString("en-US")} to ${kind}`,
        target: "peak RSS ≤ 300 MB",
        measured: `${fmtMb(rssMax * 1024)} (largest round)`,
        pass: world.smoke ? null : rssMax <= 300,
      });
      if (detail) {
        result.notes.push(
          `${kind} plan of ${count.toLocaleString("en-US")}: ${(detail.inputBytes / 1e6).toFixed(1)} MB of plan JSON, ` +
            `comment ${detail.commentChars.toLocaleString("en-US")} characters (cut to the 65,536 limit).`,
        );
      }
    }
  },
};
