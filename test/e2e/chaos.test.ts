/**
 * The chaos suite (issue 3): `stackgate up` killed at seeded random moments with SIGINT,
 * SIGTERM, SIGHUP (to stackgate only, like GitHub's runner) and SIGKILL of everything
 * (like a Bitbucket Stop), on the local, pg, http and s3 (DynamoDB lock, lock file) backends;
 * then `recover` and the next `up`. The harness and the invariants are in test/support/chaos.ts.
 *
 *   STACKGATE_CHAOS_SEED=N     the suite's seed (default 20261122); every trial derives its own
 *   STACKGATE_CHAOS_TRIALS=N   how many trials (default 60, spread over backends × signals)
 *   STACKGATE_CHAOS_ONLY=3,17  run only these trial indexes (same seed → same trials)
 *   STACKGATE_CHAOS_KEEP=1     keep the temp dirs (workdirs, markers, journals) for a post-mortem
 *   STACKGATE_CHAOS_VERBOSE=1  print one line per trial (timeline, markers, orphans) at the end
 *
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
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

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name}: expected a whole number ≥ 0, got ${JSON.stringify(raw)}`);
  }
  return value;
}

const SEED = envInt("STACKGATE_CHAOS_SEED", 20261122);
const TRIALS = envInt("STACKGATE_CHAOS_TRIALS", 60);
const ONLY = new Set(
  (process.env.STACKGATE_CHAOS_ONLY ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .map(Number),
);
const trials = planTrials(SEED, Math.max(TRIALS, ...[...ONLY].map((i) => i + 1)));
const selected = trials.filter((t) => (ONLY.size === 0 ? t.index < TRIALS : ONLY.has(t.index)));

let world: ChaosWorld;
const reports: TrialReport[] = [];
const suiteStart = performance.now();

beforeAll(async () => {
  world = await createChaosWorld();
});

afterAll(async () => {
  await world?.dispose();
  if (reports.length === 0) return;
  const seconds = (ms: number): string => (ms / 1000).toFixed(1);
  const failed = reports.filter((r) => r.violations.length > 0);
  const slowest = Math.max(...reports.map((r) => r.durationMs));
  const byCombo = new Map<string, { runs: number; failed: number }>();
  for (const r of reports) {
    const key = `${r.spec.backend}/${r.spec.signal}`;
    const entry = byCombo.get(key) ?? { runs: 0, failed: 0 };
    entry.runs++;
    if (r.violations.length > 0) entry.failed++;
    byCombo.set(key, entry);
  }
  const reached = new Map<string, number>();
  for (const r of reports) reached.set(r.reached ?? "?", (reached.get(r.reached ?? "?") ?? 0) + 1);
  const orphans = reports.reduce((n, r) => n + (r.orphans?.length ?? 0), 0);
  const lines = [
    ...(process.env.STACKGATE_CHAOS_VERBOSE === "1" ? reports.map(summarizeTrial) : []),
    `chaos: seed ${SEED}, ${reports.length} trials in ${seconds(performance.now() - suiteStart)} s ` +
      `(slowest trial ${seconds(slowest)} s), ${failed.length} with violations`,
    `  the signal landed: ${[...reached].map(([k, n]) => `${k} ${n}`).join(", ")}; recover listed ${orphans} orphan(s)`,
    ...[...byCombo].map(([key, c]) => `  ${key.padEnd(20)} ${c.runs} runs, ${c.failed} failed`),
    ...failed.map((r) => `  ✗ ${describeTrial(r.spec)}: ${r.violations[0] ?? ""}`),
  ];
  console.log(lines.join("\n"));
});

describe.sequential(`chaos: stackgate up interrupted at random (seed ${SEED})`, () => {
  it("plans trials over every backend × signal, reproducibly", () => {
    if (ONLY.size > 0) return;
    const planned = trials.slice(0, TRIALS);
    const combos = new Set(planned.map((t) => `${t.backend}/${t.signal}`));
    expect(combos.size).toBe(Math.min(CHAOS_BACKENDS.length * CHAOS_SIGNALS.length, TRIALS));
    expect(planTrials(SEED, TRIALS)).toEqual(planned); // same seed, same trials
  });

  for (const spec of selected) {
    it(describeTrial(spec), { timeout: 180_000 }, async () => {
      const report = await runTrial(world, spec);
      reports.push(report);
      expect(report.violations, formatTrialReport(report, SEED)).toEqual([]);
    });
  }
});
