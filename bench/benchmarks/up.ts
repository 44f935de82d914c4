/**
 * `stackgate up` applying 200 resources against `terraform apply` of the same kind of saved
 * plan. Every round starts from empty state; the saved plan is made untimed beforehand
 * (`stackgate preview` for A, `terraform plan -out` for B), as in a CI job that applies
 * the plan a reviewer approved.
 */
import path from "node:path";
import { runAb } from "../lib/ab.js";
import { breakdown, explainOverhead } from "../lib/breakdown.js";
import { measure, measureSequence, run } from "../lib/measure.js";
import { median } from "../lib/stats.js";
import {
  expectExit,
  previewDigest,
  resetLocalState,
  terraform,
  terraformInit,
  writeDataProject,
} from "../lib/terraform.js";
import { extraWallMs, wallRatio } from "./preview.js";
import { fmtMs, fmtRatio, sized, type Benchmark } from "./types.js";

export const up200: Benchmark = {
  id: "up-200",
  title: "`stackgate up` applying 200 resources",
  comparedWith: "`terraform apply` of the same saved plan",
  async run(world, result) {
    const count = sized(world, 200, 10);
    const warmup = sized(world, 1, 0);
    const rounds = sized(world, 7, 1);
    const log = (m: string): void => world.log(m);
    const a = world.dir("up-sg");
    const b = world.dir("up-bare");
    writeDataProject(a, { count });
    writeDataProject(b, { count });
    await terraformInit(world, b);
    const bPlan = path.join(b, "bare.tfplan");
    let digest = "";
    const bareApply = {
      label: "terraform apply <saved plan>",
      prepare: async () => {
        resetLocalState(b);
        await run(terraform(world, b, ["plan", "-input=false", `-out=${bPlan}`]));
      },
      run: async () => {
        const r = await measure(terraform(world, b, ["apply", "-input=false", bPlan]));
        expectExit(r, [0], "terraform apply");
        return r;
      },
    };

    const saved = await runAb({
      name: `apply the saved plan: ${count} to create`,
      a: {
        label: "stackgate up --digest <reviewed plan>",
        prepare: async () => {
          resetLocalState(a);
          digest = await previewDigest(world, a);
        },
        run: async () => {
          const r = await measure({
            ...world.stackgate("up", "-C", a, "--digest", digest),
            cwd: a,
            env: world.env,
          });
          expectExit(r, [0], "stackgate up --digest");
          return r;
        },
      },
      b: bareApply,
      warmup,
      rounds,
      log,
    });
    result.comparisons.push(saved);

    // With a plan key the saved plan is sealed together with the change set the preview read
    // from it: up checks the bytes (sha256, authenticated) instead of running `terraform show`.
    const sealedEnv = { ...world.env, STACKGATE_PLAN_KEY: "bench-plan-key-0123456789" };
    const sealed = await runAb({
      name: `apply the sealed saved plan (plan key): ${count} to create`,
      a: {
        label: "STACKGATE_PLAN_KEY=… stackgate up --digest <reviewed plan>",
        prepare: async () => {
          resetLocalState(a);
          digest = await previewDigest(world, a, sealedEnv);
        },
        run: async () => {
          const r = await measure({
            ...world.stackgate("up", "-C", a, "--digest", digest),
            cwd: a,
            env: sealedEnv,
          });
          expectExit(r, [0], "stackgate up --digest (sealed plan)");
          return r;
        },
      },
      b: bareApply,
      warmup: 0,
      rounds: sized(world, 5, 0),
      context: true,
      log,
    });
    if (sealed.a.length > 0) result.comparisons.push(sealed);

    const yes = await runAb({
      name: `plan and apply in one step: ${count} to create`,
      a: {
        label: "stackgate up --yes",
        prepare: () => Promise.resolve(resetLocalState(a)),
        run: async () => {
          const r = await measure({
            ...world.stackgate("up", "--yes", "-C", a),
            cwd: a,
            env: world.env,
          });
          expectExit(r, [0], "stackgate up --yes");
          return r;
        },
      },
      b: {
        label: "terraform plan -out + apply <plan>",
        prepare: () => Promise.resolve(resetLocalState(b)),
        run: async () => {
          const r = await measureSequence([
            terraform(world, b, ["plan", "-input=false", `-out=${bPlan}`]),
            terraform(world, b, ["apply", "-input=false", bPlan]),
          ]);
          expectExit(r, [0], "terraform plan + apply");
          return r;
        },
      },
      warmup: 0,
      rounds: sized(world, 5, 0),
      context: true,
      log,
    });
    if (yes.a.length > 0) result.comparisons.push(yes);

    const split = await breakdown(world, {
      name: `stackgate up --digest, ${count} to create`,
      dir: a,
      args: ["up"],
      times: sized(world, 3, 0),
      prepare: async () => {
        resetLocalState(a);
        digest = await previewDigest(world, a);
      },
      extraArgs: () => ["--digest", digest],
    });
    if (split.steps.length > 0) result.breakdowns.push(split);

    const ratio = wallRatio(saved);
    const target = {
      benchmark: "up, apply the saved plan",
      target: "median wall ratio ≤ 1.05",
      measured: `${fmtRatio(ratio)} (+${fmtMs(extraWallMs(saved))} per run)`,
      pass: world.smoke ? null : ratio <= 1.05,
    } as (typeof result.targets)[number];
    if (target.pass === false) {
      target.reason =
        `${explainOverhead(split, ["apply"])} (breakdown below). Without a plan key the \`show -json\` re-reads the saved plan to ` +
        `check its digest against the approval (its record beside it is as writable as the plan); with one, the sealed plan ` +
        `carries the change set the preview read from exactly its bytes and up runs no \`show\` (context row "sealed"). Terraform applies ${count} \`terraform_data\` in ${fmtMs(median(saved.b.map((s) => s.wallMs)))}, ` +
        `so fixed costs weigh: with real providers an apply takes far longer and the same extra is a smaller share.`;
    }
    result.targets.push(target);
  },
};
