/**
 * `stackgate preview` on 200 resources, first plan (everything to create) and no-op plan
 * (after an apply), against `terraform plan -out` + `terraform show -json` by hand.
 */
import path from "node:path";
import { runAb, type Side } from "../lib/ab.js";
import { breakdown, explainOverhead } from "../lib/breakdown.js";
import { measure, run, type Sample } from "../lib/measure.js";
import type { BenchResult, Comparison } from "../lib/model.js";
import { median, pairDifferences, pairRatios } from "../lib/stats.js";
import {
  barePlanAndShow,
  expectExit,
  terraform,
  terraformInit,
  writeDataProject,
} from "../lib/terraform.js";
import type { World } from "../lib/world.js";
import { fmtMb, fmtMs, fmtRatio, sized, type Benchmark } from "./types.js";

/** The stackgate side of a preview comparison: what a CI job runs. */
export function previewSide(world: World, dir: string): Side {
  return {
    label: "stackgate preview --comment-file",
    run: async () => {
      const result = await measure({
        ...world.stackgate("preview", "-C", dir, "--comment-file", path.join(dir, "comment.md")),
        cwd: dir,
        env: world.env,
      });
      expectExit(result, [0], `stackgate preview in ${dir}`);
      return result;
    },
  };
}

export function barePreviewSide(world: World, dir: string, options: { json?: boolean } = {}): Side {
  return {
    label: options.json
      ? "terraform plan -json -out + show -json"
      : "terraform plan -out + show -json",
    run: async () => {
      const result: Sample = await barePlanAndShow(world, dir, options);
      expectExit(result, [0], `terraform plan/show in ${dir}`);
      return result;
    },
  };
}

export function wallRatio(c: Comparison): number {
  return median(
    pairRatios(
      c.a.map((s) => s.wallMs),
      c.b.map((s) => s.wallMs),
    ),
  );
}

export function extraTreeKb(c: Comparison): number {
  return median(
    pairDifferences(
      c.a.map((s) => s.treePeakKb),
      c.b.map((s) => s.treePeakKb),
    ),
  );
}

export function extraWallMs(c: Comparison): number {
  return median(
    pairDifferences(
      c.a.map((s) => s.wallMs),
      c.b.map((s) => s.wallMs),
    ),
  );
}

function judgePreview(world: World, result: BenchResult, c: Comparison, label: string): void {
  const ratio = wallRatio(c);
  const extraKb = extraTreeKb(c);
  const nodeKb = median(c.a.map((s) => s.rootPeakKb));
  result.targets.push({
    benchmark: `preview, ${label}`,
    target: "median wall ratio ≤ 1.05",
    measured: `${fmtRatio(ratio)} (+${fmtMs(extraWallMs(c))} per run)`,
    pass: world.smoke ? null : ratio <= 1.05,
  });
  result.targets.push({
    benchmark: `preview, ${label}`,
    target: "extra peak RSS ≤ 80 MB",
    measured: `+${fmtMb(extraKb)} process tree (stackgate's own node process: ${fmtMb(nodeKb)} peak)`,
    pass: world.smoke ? null : extraKb <= 80 * 1024,
  });
}

export const preview200: Benchmark = {
  id: "preview-200",
  title: "`stackgate preview` on 200 resources",
  comparedWith: "`terraform plan -out` + `terraform show -json` by hand",
  async run(world, result) {
    const count = sized(world, 200, 10);
    const warmup = sized(world, 1, 0);
    const rounds = sized(world, 9, 1);
    const log = (m: string): void => world.log(m);

    const a = world.dir("preview-sg");
    const b = world.dir("preview-bare");
    writeDataProject(a, { count });
    writeDataProject(b, { count });
    await terraformInit(world, b);

    const first = await runAb({
      name: `first plan: ${count} to create`,
      a: previewSide(world, a),
      b: barePreviewSide(world, b),
      warmup,
      rounds,
      log,
    });
    result.comparisons.push(first);

    // Where the time goes, on the same first plan.
    const split = await breakdown(world, {
      name: `stackgate preview, first plan of ${count}`,
      dir: a,
      args: ["preview", "--comment-file", path.join(a, "comment.md")],
      times: sized(world, 3, 1),
    });
    result.breakdowns.push(split);

    // No-op: apply once on both sides, then plan again and again.
    const applied = await measure({
      ...world.stackgate("up", "--yes", "-C", a),
      cwd: a,
      env: world.env,
      stderr: "capture",
    });
    expectExit(applied, [0], "stackgate up --yes (setting up the no-op plan)");
    await run(terraform(world, b, ["apply", "-input=false", "-auto-approve", "-no-color"]));
    const noop = await runAb({
      name: `no-op plan: ${count} unchanged`,
      a: previewSide(world, a),
      b: barePreviewSide(world, b),
      warmup,
      rounds,
      log,
    });
    result.comparisons.push(noop);
    const noopSplit = await breakdown(world, {
      name: `stackgate preview, no-op plan of ${count}`,
      dir: a,
      args: ["preview", "--comment-file", path.join(a, "comment.md")],
      times: sized(world, 3, 0),
    });
    if (noopSplit.steps.length > 0) result.breakdowns.push(noopSplit);

    judgePreview(world, result, first, "first plan");
    judgePreview(world, result, noop, "no-op plan");

    const costs = explainOverhead(split, ["plan", "show"]);
    for (const [c, label] of [
      [first, "first plan"],
      [noop, "no-op plan"],
    ] as const) {
      const target = result.targets.find(
        (t) => t.benchmark === `preview, ${label}` && t.target.startsWith("median wall"),
      );
      if (target?.pass !== false) continue;
      target.reason =
        `Terraform by hand needs ${fmtMs(median(c.b.map((s) => s.wallMs)))} here; stackgate adds ${fmtMs(extraWallMs(c))} ` +
        `(breakdown of the first plan: ${costs}). ` +
        `The extra is mostly fixed, so the ratio falls as plans grow (see "how cost grows").`;
    }
  },
};
