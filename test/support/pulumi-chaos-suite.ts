/**
 * The Pulumi chaos suite, defined once for every world it runs in (the emulator:
 * test/e2e/pulumi-chaos.test.ts; the real Pulumi CLI: test/e2e/pulumi-chaos-real.test.ts).
 * `prefix` names its variables: <prefix>_SEED, <prefix>_TRIALS, <prefix>_ONLY.
 */
import { describe, expect, it } from "vitest";
import { landingShares, landingViolations, formatLanded } from "./chaos.js";
import {
  describePulumiTrial,
  planPulumiTrials,
  runPulumiTrial,
  type PulumiChaosWorld,
  type PulumiTrialReport,
} from "./pulumi-chaos.js";

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name}: expected a number ≥ 0, got ${JSON.stringify(raw)}`);
  }
  return value;
}

export interface PulumiChaosSuite {
  /** The test file, for the rerun line. */
  file: string;
  /** The variables' prefix (STACKGATE_PULUMI_CHAOS, STACKGATE_PULUMI_REAL_CHAOS). */
  prefix: string;
  defaultSeed: number;
  defaultTrials: number;
  /** Per trial, generous: the machine is shared. */
  trialTimeoutMs: number;
  /** Whether the trials need an orphan-producing SIGKILL per backend. */
  requireOrphans: boolean;
}

/** Declares the suite (call at a test file's top level, inside its describe). */
export function definePulumiChaosSuite(
  world: PulumiChaosWorld,
  suite: PulumiChaosSuite,
): () => void {
  const SEED = envNumber(`${suite.prefix}_SEED`, suite.defaultSeed);
  const TRIALS = envNumber(`${suite.prefix}_TRIALS`, suite.defaultTrials);
  const MID_SHARE = envNumber("STACKGATE_CHAOS_MID_SHARE", 0.7);
  if (MID_SHARE > 1) {
    throw new Error(
      `STACKGATE_CHAOS_MID_SHARE: expected a share between 0 and 1, got ${MID_SHARE}`,
    );
  }
  const ONLY = new Set(
    (process.env[`${suite.prefix}_ONLY`] ?? "")
      .split(",")
      .filter((s) => s.trim() !== "")
      .map(Number),
  );
  const trials = planPulumiTrials(SEED, Math.max(TRIALS, ...[...ONLY].map((i) => i + 1)), world);
  const selected = trials.filter((t) => (ONLY.size === 0 ? t.index < TRIALS : ONLY.has(t.index)));
  const reports: PulumiTrialReport[] = [];

  const summary = (): void => {
    if (reports.length === 0) return;
    const shares = landingShares(reports.map(landingOf));
    const lines = [
      ...(process.env.STACKGATE_CHAOS_VERBOSE === "1" ? reports.map(summarize) : []),
      `pulumi chaos on ${world.label}: seed ${SEED}, ${reports.length} trials, ${reports.filter((r) => r.violations.length > 0).length} with violations; ` +
        `SIGKILLs that left an orphan: ${reports.filter((r) => r.orphans > 0).length}; journaled ids imported by recover: ${reports.reduce((n, r) => n + r.imported, 0)}`,
      ...shares.map((s) => `  ${s.key.padEnd(20)} ${s.runs} runs; landed ${formatLanded(s)}`),
    ];
    console.log(lines.join("\n"));
  };

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

  describe.sequential(
    `pulumi chaos on ${world.label}: stackgate up --engine pulumi interrupted (seed ${SEED})`,
    () => {
      for (const t of selected) {
        it(
          describePulumiTrial(t),
          async () => {
            const tag = `pulumi-chaos-${SEED}-${t.index}-${process.pid}`;
            const report = await runPulumiTrial(world, t, tag);
            reports.push(report);
            expect(
              report.violations,
              `${describePulumiTrial(t)}\nrerun: ${suite.prefix}_SEED=${SEED} ${suite.prefix}_ONLY=${t.index} npx vitest run ${suite.file}\n${report.violations.join("\n")}`,
            ).toEqual([]);
          },
          suite.trialTimeoutMs,
        );
      }

      it(`struck where it claims: ≥ ${Math.round(MID_SHARE * 100)} % mid-update per backend × signal, orphan-producing SIGKILLs`, () => {
        if (ONLY.size > 0) return; // a hand-picked subset proves nothing about the spread
        expect(reports.length, "every planned trial reported").toBe(selected.length);
        const problems = landingViolations(reports.map(landingOf), MID_SHARE).map((v) =>
          v.replace("mid-apply", "mid-update"),
        );
        for (const cloud of suite.requireOrphans ? [false, ...(world.cloud ? [true] : [])] : []) {
          const kills = reports.filter(
            (r) => r.trial.cloud === cloud && r.trial.signal === "SIGKILL-group",
          );
          if (kills.length > 0 && !kills.some((r) => r.orphans > 0)) {
            problems.push(
              `${cloud ? "cloud" : "diy"}: none of its ${kills.length} SIGKILL trial(s) left an orphan (a resource the cloud has, the state not)`,
            );
          }
          // A killed update leaves Pulumi's DIY lock behind: when no trial saw one, the check
          // that recover released it read nothing.
          if (!cloud && kills.length > 0 && !kills.some((r) => r.strandedLock)) {
            problems.push(
              `diy: none of its ${kills.length} SIGKILL trial(s) left the stack's lock in the store`,
            );
          }
        }
        expect(problems, reports.map(summarize).join("\n")).toEqual([]);
      });
    },
  );
  return summary;
}
