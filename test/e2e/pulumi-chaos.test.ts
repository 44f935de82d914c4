/**
 * Chaos for the Pulumi path: `stackgate up --engine pulumi` against the PULUMI CLI EMULATOR
 * (test/support/pulumi-emulator, not Pulumi), stopped with SIGINT, SIGTERM or a SIGKILL of
 * every process of the run (a Bitbucket Stop), on a DIY `file://` backend and on the emulated
 * Pulumi Cloud; then `recover --pending-creates import` or `clear` (alternating rounds). The
 * emulator writes what really exists ("the cloud") at the moment each create takes effect, and
 * every trial checks that nothing real is lost. The trial and its invariants are in
 * test/support/pulumi-chaos.ts, the suite in test/support/pulumi-chaos-suite.ts (shared with the
 * real-Pulumi run, test/e2e/pulumi-chaos-real.test.ts). Seeded and reproducible:
 *
 *   STACKGATE_PULUMI_CHAOS_SEED=N    the suite's seed (default 20261122)
 *   STACKGATE_PULUMI_CHAOS_TRIALS=N  how many trials (default 24: four rounds of backend ×
 *                                    signal, two per pending-creates policy)
 *   STACKGATE_PULUMI_CHAOS_ONLY=i,j  only these trial indexes (no coverage assertion)
 *   STACKGATE_CHAOS_MID_SHARE=P      least share of mid-update landings per backend × signal
 *
 * Besides every trial's invariants, the run asserts where it struck, from the output and the
 * journal: at least MID_SHARE of each backend × signal landed mid-update, and each backend had
 * a SIGKILL that left an orphan (a resource the cloud has and the state does not).
 */
import { afterAll } from "vitest";
import { EMULATOR_WORLD } from "../support/pulumi-chaos-emulator.js";
import { definePulumiChaosSuite } from "../support/pulumi-chaos-suite.js";
import { removeProjects } from "../support/pulumi-project.js";

const summarize = definePulumiChaosSuite(EMULATOR_WORLD, {
  file: "test/e2e/pulumi-chaos.test.ts",
  prefix: "STACKGATE_PULUMI_CHAOS",
  defaultSeed: 20261122,
  defaultTrials: 24,
  trialTimeoutMs: 120_000,
  requireOrphans: true,
});
afterAll(() => {
  removeProjects();
  summarize();
});
