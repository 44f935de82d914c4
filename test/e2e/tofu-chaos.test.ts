/**
 * The chaos suite's share on real OpenTofu (issue 27): the same trials as chaos.test.ts — the
 * same harness (test/support/chaos/), the same invariants — with the world's engine set to the
 * `tofu` that `node scripts/engines.mjs install tofu` builds (stackgate is told with
 * STACKGATE_ENGINE=tofu and STACKGATE_ENGINE_BINARY). By default the Ctrl-C (SIGINT) and the
 * hard-kill (SIGKILL of everything) trial of every backend: local, pg, http, s3 with a DynamoDB
 * lock and with `use_lockfile`. SIGINT is the graceful stop OpenTofu 1.11.2 was reported to
 * leave locked (opentofu#3669): the trial's invariant (a) reads the backend's lock after it.
 *
 *   STACKGATE_TOFU_CHAOS_TRIALS=N   trials (default 10; from the main suite's plan, SIGINT and
 *                                   SIGKILL first, then SIGTERM and SIGHUP)
 *   STACKGATE_CHAOS_SEED=N          as in chaos.test.ts
 *
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHAOS_BACKENDS,
  CHAOS_SIGNALS,
  createChaosWorld,
  describeTrial,
  formatTrialReport,
  planTrials,
  runTrial,
  summarizeTrial,
  type ChaosWorld,
  type TrialReport,
} from "../support/chaos.js";
import { engineDir, skipWithoutEngines } from "../support/engines.js";

const SUITE = "OpenTofu chaos (test/e2e/tofu-chaos.test.ts)";
const skip = skipWithoutEngines(SUITE, "tofu");

function envCount(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name}: expected a whole number ≥ 1, got ${JSON.stringify(raw)}`);
  }
  return value;
}

const SEED = envCount("STACKGATE_CHAOS_SEED", 20261122);
const TRIALS = envCount("STACKGATE_TOFU_CHAOS_TRIALS", 10);
/** Signals in the order their trials are taken. */
const SIGNAL_ORDER = ["SIGINT", "SIGKILL-group", "SIGTERM", "SIGHUP"] as const;
const planned = planTrials(SEED, CHAOS_BACKENDS.length * CHAOS_SIGNALS.length * 5);
/** Round by round: one trial per backend of each signal, in SIGNAL_ORDER, then the next round. */
const selected = [0, 1, 2, 3, 4]
  .flatMap((round) =>
    SIGNAL_ORDER.flatMap((signal) =>
      planned
        .filter((t) => t.signal === signal)
        .slice(round * CHAOS_BACKENDS.length, (round + 1) * CHAOS_BACKENDS.length),
    ),
  )
  .slice(0, TRIALS);
/** The least share of all trials whose signal landed mid-apply (the main suite asks 70 % per pair). */
const MID_SHARE = 0.6;

let world: ChaosWorld;
const reports: TrialReport[] = [];

beforeAll(async () => {
  if (skip) return;
  world = await createChaosWorld({
    engine: { name: "tofu", binary: path.join(engineDir("tofu"), "tofu") },
  });
});

afterAll(async () => {
  await world?.dispose();
  if (reports.length > 0) console.log(reports.map(summarizeTrial).join("\n"));
});

describe.skipIf(skip).sequential(`chaos on OpenTofu (seed ${SEED})`, () => {
  it("takes trials of every backend, Ctrl-C and hard kill first", () => {
    expect(selected).toHaveLength(TRIALS);
    expect(new Set(selected.map((t) => t.backend)).size).toBe(
      Math.min(CHAOS_BACKENDS.length, TRIALS),
    );
    if (TRIALS >= 2 * CHAOS_BACKENDS.length) {
      expect(selected.filter((t) => t.signal === "SIGINT")).toHaveLength(CHAOS_BACKENDS.length);
      expect(selected.filter((t) => t.signal === "SIGKILL-group")).toHaveLength(
        CHAOS_BACKENDS.length,
      );
    }
  });

  for (const spec of selected) {
    it(`tofu ${describeTrial(spec)}`, { timeout: 180_000 }, async () => {
      const report = await runTrial(world, spec);
      reports.push(report);
      expect(report.violations, formatTrialReport(report, SEED)).toEqual([]);
    });
  }

  it(`struck mid-apply in at least ${MID_SHARE * 100} % of the trials`, () => {
    expect(reports.length, "every selected trial reported").toBe(selected.length);
    const mid = reports.filter((r) => r.landed === "mid-apply").length;
    expect(mid, reports.map(summarizeTrial).join("\n")).toBeGreaterThanOrEqual(
      Math.ceil(MID_SHARE * reports.length),
    );
  });
});
