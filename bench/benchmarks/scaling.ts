/**
 * How cost grows: `stackgate preview` (first plan) against plan + show by hand at 100, 1,000
 * and 5,000 resources. stackgate's extra should be a constant, so the ratio must not grow.
 */
import { runAb } from "../lib/ab.js";
import type { Comparison } from "../lib/model.js";
import { linearFit, median } from "../lib/stats.js";
import { terraformInit, writeDataProject } from "../lib/terraform.js";
import { barePreviewSide, extraWallMs, previewSide, wallRatio } from "./preview.js";
import { fmtMs, fmtRatio, sized, type Benchmark } from "./types.js";

export const scaling: Benchmark = {
  id: "scaling",
  title: "How cost grows: preview at 100, 1,000, 5,000 resources",
  comparedWith: "`terraform plan -out` + `terraform show -json` at the same sizes",
  async run(world, result) {
    const sizes = sized(
      world,
      [
        { count: 100, warmup: 1, rounds: 7 },
        { count: 1_000, warmup: 1, rounds: 5 },
        { count: 5_000, warmup: 1, rounds: 3 },
      ],
      [
        { count: 5, warmup: 0, rounds: 1 },
        { count: 20, warmup: 0, rounds: 1 },
      ],
    );
    const ratios: number[] = [];
    let jsonContext: Comparison | null = null;
    const extras: number[] = [];
    for (const size of sizes) {
      const a = world.dir(`scale-${size.count}-sg`);
      const b = world.dir(`scale-${size.count}-bare`);
      writeDataProject(a, { count: size.count });
      writeDataProject(b, { count: size.count });
      await terraformInit(world, b);
      const comparison = await runAb({
        name: `first plan: ${size.count.toLocaleString("en-US")} to create`,
        a: previewSide(world, a),
        b: barePreviewSide(world, b),
        warmup: size.warmup,
        rounds: size.rounds,
        log: (m) => world.log(m),
      });
      result.comparisons.push(comparison);
      ratios.push(wallRatio(comparison));
      extras.push(extraWallMs(comparison));
      if (size === sizes[sizes.length - 1] && !world.smoke) {
        // stackgate asks Terraform for -json; by hand it renders the human plan. At this size
        // the difference shows: the same comparison with the bare side on -json too.
        jsonContext = await runAb({
          name: `first plan: ${size.count.toLocaleString("en-US")} to create, bare side also uses \`plan -json\``,
          a: previewSide(world, a),
          b: barePreviewSide(world, b, { json: true }),
          warmup: 0,
          rounds: 3,
          context: true,
          log: (m) => world.log(m),
        });
        result.comparisons.push(jsonContext);
      }
    }
    const counts = sizes.map((s) => s.count);
    const fit = linearFit(counts, extras);
    const bareFit = linearFit(
      counts,
      result.comparisons.filter((c) => !c.context).map((c) => median(c.b.map((s) => s.wallMs))),
    );
    const first = ratios[0] ?? Number.NaN;
    const last = ratios[ratios.length - 1] ?? Number.NaN;
    // "Does not grow": no size's ratio above the smallest size's by more than the noise margin.
    const grows = ratios.some((r) => r > first + 0.02);
    result.targets.push({
      benchmark: "how cost grows (preview)",
      target: "the ratio does not grow with size",
      measured:
        sizes
          .map((s, i) => `${s.count.toLocaleString("en-US")}: ${fmtRatio(ratios[i] ?? Number.NaN)}`)
          .join(", ") +
        `; extra ≈ ${fmtMs(fit.intercept)} ${fit.slope >= 0 ? "+" : "−"} ${fmtMs(Math.abs(fit.slope * 1000))} per 1,000 resources`,
      pass: world.smoke ? null : !grows,
      reason:
        `Terraform's own time grows by ≈ ${fmtMs(bareFit.slope * 1000)} per 1,000 resources; stackgate's extra by ` +
        `${fmtMs(fit.slope * 1000)} per 1,000 (parse, digest, render, journal: linear in the plan) on top of a fixed ≈ ${fmtMs(fit.intercept)}. ` +
        `Ratio from the smallest to the largest size: ${fmtRatio(first)} → ${fmtRatio(last)}` +
        (jsonContext
          ? `; at the largest size, against a bare \`plan -json\` (no human-readable plan to render, as stackgate asks): ${fmtRatio(wallRatio(jsonContext))}.`
          : "."),
    });
  },
};
