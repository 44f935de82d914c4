/** What a chaos trial found, and how it is printed. */
import type { LockSnapshot } from "./backends.js";
import { describeTrial, type Landing, type TrialSpec } from "./plan.js";
import type { ProcInfo } from "./procs.js";
import { describeProc } from "./procs.js";
import type { StepRecord } from "./steps.js";

export interface Orphan {
  address: string;
  id: string | null;
  certain: boolean;
  importCommand: string;
}

export interface TrialReport {
  spec: TrialSpec;
  stack: string;
  dir: string;
  violations: string[];
  /** Things worth knowing that are not violations (Terraform's behaviour, timings). */
  notes: string[];
  steps: StepRecord[];
  /** Milliseconds since the spawn (signalWallMs: Date.now() when the signal was sent). */
  timeline: {
    anchorAt: number | null;
    /** The apply's first resource operation (progress line or provisioner process). */
    applyAt: number | null;
    /** Terraform's "Apply complete!" in the run's output. */
    applyDoneAt: number | null;
    signalAt: number | null;
    signalWallMs: number | null;
    exitAt: number | null;
  };
  /** Where the signal landed, and the evidence for it (output lines, journal entries). */
  landed: Landing | null;
  landingEvidence: string;
  exit: { code: number | null; signal: string | null } | null;
  markersBefore: string[];
  markers: string[];
  stateBefore: string[];
  stateAfterRecover: string[] | null;
  stateAfterUp: string[] | null;
  orphans: Orphan[] | null;
  /** Orphans recover imported (an `import` action with ok = true names them). */
  importedByRecover: string[];
  leftovers: ProcInfo[];
  /** What SIGKILL-group killed. */
  killed: ProcInfo[];
  lockAfterExit: LockSnapshot | null;
  journalLastPhase: string | null;
  /**
   * The kill landed in the backend's documented window (`unnamedLockWindow`, docs/SECURITY.md):
   * the engine held a lock its run had not yet journaled, recover kept it (as it must), and the
   * trial released it as the message tells a person to.
   */
  unnamedLock: boolean;
  durationMs: number;
}

function tail(text: string, max = 3_000): string {
  const trimmed = text.trimEnd();
  return trimmed.length > max ? `…${trimmed.slice(-max)}` : trimmed;
}

export function formatStep(step: StepRecord): string {
  const ended = step.signal !== null ? `died of ${step.signal}` : `exit ${step.exitCode}`;
  return [
    `--- ${step.name}: \`${step.command}\` → ${ended} in ${step.durationMs} ms${step.timedOut ? " (TIMED OUT)" : ""}`,
    `stdout: ${tail(step.stdout) || "(empty)"}`,
    `stderr: ${tail(step.stderr) || "(empty)"}`,
  ].join("\n");
}

/** One line per trial: where the signal landed and what recover found. */
export function summarizeTrial(report: TrialReport): string {
  const t = report.timeline;
  const exit = report.exit;
  const ended = exit === null ? "?" : exit.signal !== null ? exit.signal : String(exit.code);
  const orphans = report.orphans ?? [];
  const certain = orphans.filter((o) => o.certain).length;
  return (
    `#${String(report.spec.index).padEnd(3)} ${report.spec.backend.padEnd(5)} ${report.spec.signal.padEnd(13)} ` +
    `${(report.landed ?? "?").padEnd(12)} apply@${t.applyAt ?? "-"}-${t.applyDoneAt ?? "-"} signal@${t.signalAt ?? "-"} exit@${t.exitAt ?? "-"}=${ended} ` +
    `markers ${report.markers.length - report.markersBefore.length}/${report.spec.count + report.spec.late} ` +
    `orphans ${orphans.length} (${certain} certain) ${report.durationMs} ms` +
    (report.violations.length > 0 ? ` ✗ ${report.violations.length}` : "")
  );
}

export function formatTrialReport(report: TrialReport, masterSeed?: number): string {
  const t = report.timeline;
  const exit = report.exit;
  const lines = [
    `chaos trial ${describeTrial(report.spec)}`,
    masterSeed === undefined
      ? `rerun: runTrial(world, ${JSON.stringify(report.spec)})`
      : `rerun: STACKGATE_CHAOS_SEED=${masterSeed} STACKGATE_CHAOS_ONLY=${report.spec.index} npx vitest run test/e2e/chaos.test.ts`,
    `workdir ${report.dir} (stack ${report.stack}); STACKGATE_CHAOS_KEEP=1 keeps it`,
    `landed ${report.landed ?? "?"}: ${report.landingEvidence}`,
    `timeline: anchor ${t.anchorAt ?? "never"} ms, apply ${t.applyAt ?? "never"}–${t.applyDoneAt ?? "not seen done"} ms, signal ${t.signalAt ?? "not sent"} ms, exit ${t.exitAt ?? "?"} ms → ${exit === null ? "?" : exit.signal !== null ? `died of ${exit.signal}` : `exit ${exit.code}`}; trial took ${report.durationMs} ms`,
    `violations (${report.violations.length}):`,
    ...report.violations.map((v) => `  - ${v}`),
    `markers before: [${report.markersBefore.join(", ")}]  after the interrupted up: [${report.markers.join(", ")}]`,
    `state before: [${report.stateBefore.join(", ")}]  after recover: ${report.stateAfterRecover === null ? "unknown" : `[${report.stateAfterRecover.join(", ")}]`}  after the next up: ${report.stateAfterUp === null ? "unknown" : `[${report.stateAfterUp.join(", ")}]`}`,
    `orphans: ${JSON.stringify(report.orphans)}`,
    `lock right after the interrupted up: ${JSON.stringify(report.lockAfterExit)}`,
    `journal last phase: ${JSON.stringify(report.journalLastPhase)}`,
    `SIGKILL-group killed: ${report.killed.length === 0 ? "nothing" : report.killed.map(describeProc).join("; ")}`,
    ...report.notes.map((n) => `note: ${n}`),
    ...report.steps.map(formatStep),
  ];
  return lines.join("\n");
}
