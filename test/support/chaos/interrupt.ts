/**
 * The interrupted `up` of a chaos trial: spawn, watch the run's output for the apply's start and
 * end, send the signal at the planned moment, and say where it landed from the evidence.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Stack } from "./backends.js";
import { journalFile, readJournal } from "./journal.js";
import { INTERRUPT_EXIT_CODES, type Landing, type TrialSpec } from "./plan.js";
import { describeProc, freezeAndKill, trialProcesses, trySignal, waitGone } from "./procs.js";
import { spawnStackgate } from "./steps.js";
import type { TrialReport } from "./trial-report.js";
import type { ChaosWorld } from "./world.js";

/** The apply's first resource operation in stackgate's progress (stderr). */
const APPLY_LINE = /: (Creating|Modifying|Destroying)\.\.\./;
/** Terraform's end of a finished apply, passed on by stackgate. */
const APPLY_DONE_LINE = /^Apply complete! Resources:/;

export interface LandingEvidence {
  /** ms since the spawn; null: the run ended before the signal was due. */
  signalAt: number | null;
  signalWallMs: number | null;
  /** First apply evidence in the output or the process table (ms since spawn). */
  applyAt: number | null;
  /** "Apply complete!" in the output (ms since spawn). */
  applyDoneAt: number | null;
  /** The run's local journal (entries carry `at`, written as the engine reported them). */
  journal: readonly Record<string, unknown>[];
  /** Resource changes the apply makes (creates + updates). */
  plannedChanges: number;
}

/**
 * Where the signal landed. Before the apply: nothing showed the apply started (no resource
 * operation in the output, no provisioner process, no `started` resource in the journal before
 * the signal). After it: the output said "Apply complete!", or the journal had every planned
 * change `done`, before the signal. Mid-apply otherwise.
 */
export function classifyLanding(e: LandingEvidence): { landed: Landing; evidence: string } {
  if (e.signalAt === null || e.signalWallMs === null) {
    return { landed: "after-apply", evidence: "the run ended before the signal was due" };
  }
  const by = e.signalWallMs;
  const before = e.journal.filter(
    (x) => x.type === "resource" && typeof x.at === "string" && Date.parse(x.at) <= by,
  );
  const started = before.filter((x) => x.status === "started").length;
  const done = new Set(before.filter((x) => x.status === "done").map((x) => String(x.address)));
  const seenStart = e.applyAt !== null && e.applyAt <= e.signalAt;
  const seenDone = e.applyDoneAt !== null && e.applyDoneAt <= e.signalAt;
  const evidence =
    `output: apply started ${seenStart ? `at ${String(e.applyAt)} ms` : "not before the signal"}, ` +
    `finished ${seenDone ? `at ${String(e.applyDoneAt)} ms` : "not before the signal"}; ` +
    `journal before the signal: ${started} started, ${done.size}/${e.plannedChanges} done; ` +
    `signal at ${e.signalAt} ms`;
  if (!seenStart && started === 0) return { landed: "before-apply", evidence };
  if (seenDone || (e.plannedChanges > 0 && done.size >= e.plannedChanges)) {
    return { landed: "after-apply", evidence };
  }
  return { landed: "mid-apply", evidence };
}

/** Spawns `up`, sends the signal at the chosen moment, waits, kills what is left. */
export async function interruptUp(
  world: ChaosWorld,
  spec: TrialSpec,
  report: TrialReport,
  dir: string,
  stack: Stack,
  tag: string,
): Promise<void> {
  const stopTimeout = spec.stopTimeout === "" ? [] : ["--stop-timeout", spec.stopTimeout];
  const run = spawnStackgate(
    world,
    ["up", "--yes", "--json", "-C", dir, ...stack.flags, ...stopTimeout],
    { cwd: dir, tag },
  );
  const t = report.timeline;
  const since = (): number => Math.round(performance.now() - run.startedAt);
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const fire = (): void => {
    if (finished || t.signalAt !== null) return;
    t.signalAt = since();
    t.signalWallMs = Date.now();
    if (spec.signal === "SIGKILL-group") {
      report.killed = freezeAndKill(tag, [run.pid]);
    } else {
      trySignal(run.pid, spec.signal);
    }
  };
  const applyStarted = (): void => {
    if (t.applyAt !== null) return;
    t.applyAt = since();
    clearInterval(poll);
    if (spec.anchor === "apply") {
      t.anchorAt = t.applyAt;
      timer = setTimeout(fire, spec.killAfterMs);
    }
  };
  run.onLine((line, stream) => {
    if (stream !== "stderr") return;
    if (APPLY_LINE.test(line)) applyStarted();
    if (APPLY_DONE_LINE.test(line) && t.applyDoneAt === null) t.applyDoneAt = since();
  });
  // Independent of stackgate's output format: a provisioner process of this trial.
  const poll = setInterval(() => {
    if (trialProcesses(tag).some((p) => p.comm === "sleep")) applyStarted();
  }, 25);
  if (spec.anchor === "spawn") {
    t.anchorAt = 0;
    timer = setTimeout(fire, spec.killAfterMs);
  }
  // The slow create's own marker: a kill timed from it lands inside that create, however late a
  // busy machine starts it after the apply's first "Creating...".
  const slowMarker = join(dirname(dir), "markers", "slow-0.json");
  const slowPoll =
    spec.anchor === "slow-create"
      ? setInterval(() => {
          if (t.anchorAt !== null || !existsSync(slowMarker)) return;
          t.anchorAt = since();
          clearInterval(slowPoll);
          timer = setTimeout(fire, spec.killAfterMs);
        }, 25)
      : undefined;
  const hardStop = setTimeout(() => {
    report.violations.push("(e) the interrupted `up` did not exit within 60 s: killed");
    freezeAndKill(tag, [run.pid]);
  }, 60_000);
  const exit = await run.exited;
  finished = true;
  clearTimeout(timer);
  clearInterval(poll);
  clearInterval(slowPoll);
  clearTimeout(hardStop);
  t.exitAt = Math.round(exit.at - run.startedAt);
  report.exit = { code: exit.code, signal: exit.signal };
  report.steps.push(await run.record("interrupted up"));

  // Whatever of the trial still runs: Terraform left behind (a violation), orphan sleeps.
  const leftovers = trialProcesses(tag);
  report.leftovers = leftovers;
  if (leftovers.length > 0) {
    const engines = leftovers.filter((p) => p.comm === world.engine.name);
    if (engines.length > 0 && spec.signal !== "SIGKILL-group") {
      report.violations.push(
        `(e) stackgate exited while Terraform was still running: ${engines.map(describeProc).join("; ")}`,
      );
    }
    const killed = freezeAndKill(tag);
    const stuck = await waitGone(killed.map((p) => p.pid));
    if (stuck.length > 0)
      report.violations.push(`harness: could not kill pids ${stuck.join(", ")}`);
    report.notes.push(
      `left running after the interrupted up: ${leftovers.map(describeProc).join("; ")}`,
    );
  }
  const landing = classifyLanding({
    signalAt: t.signalAt,
    signalWallMs: t.signalWallMs,
    applyAt: t.applyAt,
    applyDoneAt: t.applyDoneAt,
    journal: readJournal(journalFile(dir, stack.name)).entries,
    plannedChanges: spec.count + spec.late + spec.slow + (spec.revisePrior ? spec.prior : 0),
  });
  report.landed = landing.landed;
  report.landingEvidence = landing.evidence;
  checkExit(spec, report, dir, stack);
}

function checkExit(spec: TrialSpec, report: TrialReport, dir: string, stack: Stack): void {
  const violate = (text: string): void => void report.violations.push(text);
  const exit = report.exit;
  if (exit === null) return;
  const json = report.steps.find((s) => s.name === "interrupted up")?.json ?? null;
  const applied = json?.outcome === "applied" && json.exitCode === 0;
  const got = exit.signal !== null ? `died of ${exit.signal}` : `exited ${exit.code}`;
  if (json !== null && exit.code !== null && json.exitCode !== exit.code) {
    violate(
      `(e) \`up --json\` printed exitCode ${JSON.stringify(json.exitCode)} (outcome ${JSON.stringify(json.outcome)}) but exited ${exit.code}`,
    );
  }
  if (report.timeline.signalAt === null) {
    if (exit.code !== 0 || !applied) {
      violate(
        `(e) \`up\` finished before the signal was due but ${got} (outcome ${JSON.stringify(json?.outcome ?? null)}), expected 0 / "applied"`,
      );
    }
    return;
  }
  if (spec.signal === "SIGKILL-group") {
    if (exit.signal !== "SIGKILL" && !(exit.code === 0 && applied)) {
      violate(`(e) after SIGKILL-group \`up\` ${got}, expected death by SIGKILL`);
    }
    return;
  }
  const expected = INTERRUPT_EXIT_CODES[spec.signal];
  if (exit.code === expected) return;
  if (exit.code === 0 && applied) {
    report.notes.push(`the apply finished before ${spec.signal} was acted on: exit 0`);
    return;
  }
  // The signal landed after stackgate had printed its result and dropped its handlers.
  if (exit.signal === spec.signal && applied) {
    report.notes.push(`${spec.signal} arrived after the result was printed: died of it`);
    return;
  }
  // The signal landed before stackgate had installed its trap (node start-up): nothing was
  // started, and to a shell death by signal N is exit 128+N anyway.
  if (exit.signal === spec.signal && !existsSync(journalFile(dir, stack.name))) {
    report.notes.push(
      `${spec.signal} arrived before stackgate had started anything (no journal): died of it`,
    );
    return;
  }
  violate(
    `(e) after ${spec.signal} \`up\` ${got}, expected exit ${expected} (or 0 when it had finished)`,
  );
}
