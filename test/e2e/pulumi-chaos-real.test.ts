/**
 * The Pulumi chaos suite (test/support/pulumi-chaos-suite.ts, the same trials and invariants as
 * the emulator's run in test/e2e/pulumi-chaos.test.ts) on the REAL Pulumi CLI with the test
 * tree's own provider (test/support/pulumi-chaos-real.ts): `stackgate up` stopped with SIGINT,
 * SIGTERM or a SIGKILL of every process of the run on a `file://` DIY backend, then `recover
 * --pending-creates import|clear`, judged against the provider's files. Pulumi Cloud trials stay
 * on the emulator (no Cloud server runs here). Skipped loudly where the engines are not built.
 *
 *   STACKGATE_PULUMI_REAL_CHAOS_SEED=N    the suite's seed (default 20261129)
 *   STACKGATE_PULUMI_REAL_CHAOS_TRIALS=N  how many trials (default 26)
 *   STACKGATE_PULUMI_REAL_CHAOS_ONLY=i,j  only these trial indexes
 */
import { afterAll, beforeAll, describe } from "vitest";
import { skipWithoutEngines } from "../support/engines.js";
import { realWorld } from "../support/pulumi-chaos-real.js";
import { definePulumiChaosSuite } from "../support/pulumi-chaos-suite.js";
import { removeRealProjects, setUpRealPulumi, type RealPulumi } from "../support/pulumi-real.js";

const SKIP = skipWithoutEngines("pulumi-chaos-real.test.ts", "pulumi", "pulumi-provider");
let pulumi: RealPulumi | undefined;

// Found by this suite (seed 20261129 trial #2): real Pulumi 3.274.1 emitted r2's outputs event
// (the journal took its id) before its checkpoint write; the SIGKILL left `creating r2` pending;
// `pulumi refresh --import-pending-creates <urn> <id>` exited 0, dropped the pending create and
// did not import it. recover now imports such a create with `pulumi import` and proves it in the
// state (src/recovery/pulumi-imports.ts; test/e2e/pulumi-real.test.ts makes that case on purpose).
// Two more finds on the way, both fixed: the same trial's SIGKILL once cut the checkpoint's
// `.attrs` sidecar (recover removes a broken one: src/locks/pulumi-checkpoint-sidecar.ts), and
// trial #9's SIGINT during up's preview ("error: preview canceled") was reported failed, not
// interrupted (src/engines/engine.ts planOutcomeAfterStop).
describe.skipIf(SKIP)("pulumi chaos on the real Pulumi CLI", () => {
  beforeAll(async () => {
    pulumi = await setUpRealPulumi();
  }, 120_000);
  const summarize = definePulumiChaosSuite(
    realWorld(() => {
      if (pulumi === undefined) throw new Error("the real Pulumi CLI was not set up");
      return pulumi;
    }),
    {
      file: "test/e2e/pulumi-chaos-real.test.ts",
      prefix: "STACKGATE_PULUMI_REAL_CHAOS",
      defaultSeed: 20261129,
      // 26 here and 12 on each of s3:// and postgres://: 50 real trials a CI run (issue 27).
      // ~5 s a trial on 2 cores (a full CI run, 2026-11-30), up to ~30 s on busy ones.
      defaultTrials: 26,
      trialTimeoutMs: 180_000,
      requireOrphans: true,
    },
  );
  afterAll(() => {
    removeRealProjects();
    summarize();
  });
});
