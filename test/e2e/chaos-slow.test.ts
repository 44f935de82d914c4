/**
 * The slow provider in the chaos mix (issue 13): trials whose `up` also creates `slow_thing`s of
 * the real slow test provider (test/support/slow-provider) — a create that takes 4 s and ignores
 * Terraform's Stop — killed from the apply's start while that create is in flight, with SIGINT
 * (and `--stop-timeout 1s`, so stackgate's second SIGINT fires) and with SIGKILL of everything, on
 * every backend. The invariants are chaos.ts's: no stranded or broken lock, nothing lost, every
 * marker (the slow one included: it exists from the moment its create started) in state or among
 * recover's orphans, the next up converges.
 *
 *   STACKGATE_CHAOS_SEED=N  the seed of the kill moments (default 20261123)
 *
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHAOS_BACKENDS,
  Rng,
  createChaosWorld,
  describeTrial,
  formatTrialReport,
  runTrial,
  trialSeed,
  type ChaosWorld,
  type TrialSpec,
} from "../support/chaos.js";

const SEED = Number(process.env.STACKGATE_CHAOS_SEED ?? "20261123");
const SLOW_SECONDS = 4;

const trials: TrialSpec[] = CHAOS_BACKENDS.flatMap((backend, b) =>
  (["SIGINT", "SIGKILL-group"] as const).map((signal, s) => {
    const index = 2 * b + s;
    const seed = trialSeed(SEED, index);
    // From the slow create's start (its marker): always inside it (4 s), however busy the machine.
    const killAfterMs = new Rng(seed).int(200, 2_000);
    return {
      index,
      seed,
      backend,
      signal,
      killAfterMs,
      target: "mid-apply",
      anchor: "slow-create",
      count: 2,
      sleepSeconds: 0.3,
      late: 0,
      lateSleepSeconds: 0.6,
      prior: 1,
      revisePrior: false,
      slow: 1,
      slowSeconds: SLOW_SECONDS,
      stopTimeout: "1s",
    } satisfies TrialSpec;
  }),
);

let world: ChaosWorld;
beforeAll(async () => {
  world = await createChaosWorld({ slowProvider: true });
});
afterAll(async () => {
  await world?.dispose();
});

describe.sequential(`chaos with the slow provider (seed ${SEED})`, () => {
  for (const spec of trials) {
    it(describeTrial(spec), { timeout: 180_000 }, async () => {
      const report = await runTrial(world, spec);
      const context = formatTrialReport(report, SEED);
      expect(report.violations, context).toEqual([]);
      // The kill landed while the slow create was in flight, and that create "exists".
      expect(report.landed, context).toBe("mid-apply");
      expect(report.markers, context).toContain("slow_thing.slow[0]");
      const up = report.steps.find((step) => step.command.startsWith("stackgate up"));
      if (spec.signal === "SIGINT") {
        // Terraform waited on the create that ignores Stop: stackgate escalated.
        expect(`${up?.stdout ?? ""}${up?.stderr ?? ""}`, context).toContain("second SIGINT");
      }
      // The slow create never finished in the interrupted up: recover lists it, uncertain.
      expect(report.orphans, context).toContainEqual(
        expect.objectContaining({ address: "slow_thing.slow[0]", certain: false }),
      );
    });
  }
});
