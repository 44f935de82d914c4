/**
 * Chaos for the Pulumi path: `stackgate up --engine pulumi` against the PULUMI CLI EMULATOR
 * (test/support/pulumi-emulator, not Pulumi), stopped with SIGINT, SIGTERM or a SIGKILL of
 * every process of the run (a Bitbucket Stop), on a DIY `file://` backend and on the emulated
 * Pulumi Cloud; then `recover --pending-creates import` or `clear` (alternating rounds). The
 * emulator writes what really exists ("the cloud") at the moment each create takes effect, and
 * every trial checks that nothing real is lost. The trial and its invariants are in
 * test/support/pulumi-chaos.ts. Seeded and reproducible:
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
import { afterAll, describe, expect, it } from "vitest";
import { landingShares, landingViolations, formatLanded } from "../support/chaos.js";
import {
  describePulumiTrial,
  planPulumiTrials,
  runPulumiTrial,
  type PulumiTrialReport,
} from "../support/pulumi-chaos.js";
import { removeProjects } from "../support/pulumi-project.js";

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name}: expected a number ≥ 0, got ${JSON.stringify(raw)}`);
  }
  return value;
}

const SEED = envNumber("STACKGATE_PULUMI_CHAOS_SEED", 20261122);
const TRIALS = envNumber("STACKGATE_PULUMI_CHAOS_TRIALS", 24);
const MID_SHARE = envNumber("STACKGATE_CHAOS_MID_SHARE", 0.7);
if (MID_SHARE > 1) {
  throw new Error(`STACKGATE_CHAOS_MID_SHARE: expected a share between 0 and 1, got ${MID_SHARE}`);
}
const ONLY = new Set(
  (process.env.STACKGATE_PULUMI_CHAOS_ONLY ?? "")
    .split(",")
    .filter((s) => s.trim() !== "")
    .map(Number),
);
const trials = planPulumiTrials(SEED, Math.max(TRIALS, ...[...ONLY].map((i) => i + 1)));
const selected = trials.filter((t) => (ONLY.size === 0 ? t.index < TRIALS : ONLY.has(t.index)));
const reports: PulumiTrialReport[] = [];

afterAll(() => {
  removeProjects();
  if (reports.length === 0) return;
  const shares = landingShares(reports.map(landingOf));
  const lines = [
    ...(process.env.STACKGATE_CHAOS_VERBOSE === "1" ? reports.map(summarize) : []),
    `pulumi chaos: seed ${SEED}, ${reports.length} trials, ${reports.filter((r) => r.violations.length > 0).length} with violations; ` +
      `SIGKILLs that left an orphan: ${reports.filter((r) => r.orphans > 0).length}; journaled ids imported by recover: ${reports.reduce((n, r) => n + r.imported, 0)}`,
    ...shares.map((s) => `  ${s.key.padEnd(20)} ${s.runs} runs; landed ${formatLanded(s)}`),
  ];
  console.log(lines.join("\n"));
});

function landingOf(r: PulumiTrialReport): {
  backend: string;
  signal: string;
  landed: PulumiTrialReport["landed"];
} {
  return { backend: r.trial.cloud ? "cloud" : "diy", signal: r.trial.signal, landed: r.landed };
}

function summarize(r: PulumiTrialReport): string {
  return `${describePulumiTrial(r.trial)}: landed ${r.landed ?? "?"} (${r.landingEvidence}); orphans ${r.orphans}, imported ${r.imported}, ${r.durationMs} ms${r.violations.length > 0 ? " ✗" : ""}`;
}

describe.sequential(`pulumi chaos: stackgate up --engine pulumi interrupted (seed ${SEED})`, () => {
  for (const t of selected) {
    it(describePulumiTrial(t), async () => {
      const tag = `pulumi-chaos-${SEED}-${t.index}-${process.pid}`;
      const report = await runPulumiTrial(t, tag);
      reports.push(report);
      expect(
        report.violations,
        `${describePulumiTrial(t)}\nrerun: STACKGATE_PULUMI_CHAOS_SEED=${SEED} STACKGATE_PULUMI_CHAOS_ONLY=${t.index} npx vitest run test/e2e/pulumi-chaos.test.ts\n${report.violations.join("\n")}`,
      ).toEqual([]);
    });
  }

  it(`struck where it claims: ≥ ${Math.round(MID_SHARE * 100)} % mid-update per backend × signal, orphan-producing SIGKILLs`, () => {
    if (ONLY.size > 0) return; // a hand-picked subset proves nothing about the spread
    expect(reports.length, "every planned trial reported").toBe(selected.length);
    const problems = landingViolations(reports.map(landingOf), MID_SHARE).map((v) =>
      v.replace("mid-apply", "mid-update"),
    );
    for (const cloud of [false, true]) {
      const kills = reports.filter(
        (r) => r.trial.cloud === cloud && r.trial.signal === "SIGKILL-group",
      );
      if (kills.length > 0 && !kills.some((r) => r.orphans > 0)) {
        problems.push(
          `${cloud ? "cloud" : "diy"}: none of its ${kills.length} SIGKILL trial(s) left an orphan (a resource the cloud has, the state not)`,
        );
      }
    }
    expect(problems, reports.map(summarize).join("\n")).toEqual([]);
  });
});
