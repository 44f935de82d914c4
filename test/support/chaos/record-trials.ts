/**
 * Record trials (issue 25): a run's record survives a re-run, a matrix sibling, a later run and
 * a full disk. Each trial SIGKILLs run A's whole tree (stackgate, Terraform's group, the
 * provisioners; frozen first) at a seeded moment mid-apply, lets another run touch the stack,
 * and then the next run `up`s it. Asserted from the resources and the backend, never from
 * stackgate's word alone:
 *
 *   - no resource created twice: every `terraform_data.item[i]`'s provisioner appends its own
 *     id (`self.id`) to `markers/item-<i>`; each file must end with exactly one line, and the
 *     state must hold that very id (a create twice writes a second line, another id);
 *   - no live lock broken: while A runs, the sibling leaves A's lock as the backend shows it
 *     (and A running); at the end no lock is held;
 *   - the record seen: the next run's pre-flight names A's run (its run id), and every create
 *     A's record confirmed with an id (the durable copy, read right after A died; the local
 *     file on the local backend; on disk-full also every create A's output reported) is
 *     imported by it, never left to a person.
 *
 * The project: four items; item i's provisioner sleeps i s, item 3 waits on a gate file that
 * only the runs after A find, so A is always mid-apply when killed: item 0 created (the kill
 * is timed from its `done` in A's journal), items 1 and 2 created or in flight as the seed
 * says. On pg and s3 the remote state is written only at the end: what A created is known only
 * from its record (recovery imports it). A create the kill cut may or may not exist: recovery
 * leaves it open (issue 26) and the person closes it as the resources show — `--checked` when
 * the state has it (after `terraform taint` when it has no marker: the local backend saves an
 * object before its provisioner ran), `--import <id>` from its marker, `--absent` without one.
 *
 * Runs carry a GitHub run identity (GITHUB_RUN_ID/ATTEMPT/JOB) as the CLI reads it; all run on
 * this host, so A's liveness is its pids' (dead). The Action's re-run on another host, asked
 * of the API per attempt, is test/e2e/rerun-attempt.test.ts.
 *
 * The kinds (record-plays.ts): `rerun` — attempt 2 of A's run id (pg, s3, http: a fresh
 * checkout; local: A's); `sibling` — a job of the same run, attempt and job `up`s the same
 * stack while A applies and must end "locked"; `later-run` — a new run id on a fresh checkout (no
 * `.stackgate`); `disk-full` — A's `.stackgate/journal` is a small tmpfs filled mid-apply
 * (root only); the next run is on a fresh checkout. Wall time: ~40-90 s for the fourteen trials
 * (the backends' queues side by side).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { stackFor } from "./backends.js";
import { reapLeftovers } from "./procs.js";
import {
  projectHcl,
  type RecordBackend,
  type RecordKind,
  type RecordReport,
  type Trial,
} from "./record-harness.js";
import { PLAYS } from "./record-plays.js";
import { Rng } from "./rng.js";
import { formatStep } from "./trial-report.js";
import type { ChaosWorld } from "./world.js";

export {
  RECORD_BACKENDS,
  RECORD_KINDS,
  type RecordBackend,
  type RecordKind,
  type RecordReport,
} from "./record-harness.js";

/**
 * Where a kind applies. The local backend keeps its state in the checkout, so a fresh
 * checkout (later run) starts from nothing, and on a full disk its state write fails with the
 * journal's: no record can be asked to survive either.
 */
export function recordTrialApplies(kind: RecordKind, backend: RecordBackend): boolean {
  return backend !== "local" || kind === "rerun" || kind === "sibling";
}

/** One record trial of `kind` on `backend`, its moments drawn from `seed`. */
export async function runRecordTrial(
  world: ChaosWorld,
  kind: RecordKind,
  backend: RecordBackend,
  seed: number,
): Promise<RecordReport> {
  const began = performance.now();
  const name = world.uniqueName(`record-${kind}-${backend}`);
  const home = join(world.root, name);
  const markers = join(home, "markers");
  mkdirSync(markers, { recursive: true });
  // http keeps no record of its own beside the state: its runs share a --journal-dir.
  const durableDir = join(home, "durable");
  mkdirSync(durableDir, { recursive: true });
  const stack = stackFor(world, backend, name, durableDir);
  const gate = join(home, "gate");
  // disk-full: a long name makes every journal line long (record-plays.ts says why).
  const resource = kind === "disk-full" ? `item_${"x".repeat(2500)}` : "item";
  const report: RecordReport = {
    kind,
    backend,
    seed,
    moments: [],
    steps: [],
    violations: [],
    markers: [],
    durationMs: 0,
  };
  const trial: Trial = {
    world: { ...world, root: home },
    report,
    rng: new Rng(seed),
    stack,
    tag: `${world.root}/${name}`,
    markers,
    gate,
    resource,
    hcl: projectHcl(stack, markers, gate, resource),
    durableDir,
  };
  try {
    await PLAYS[kind](trial, 8000 + (seed % 1000) * 10);
  } catch (error) {
    report.violations.push(
      `harness: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await reapLeftovers(trial.tag);
    report.durationMs = Math.round(performance.now() - began);
  }
  return report;
}

export function formatRecordReport(report: RecordReport): string {
  return [
    `record ${report.kind} on ${report.backend} (seed ${report.seed}, ${(report.durationMs / 1000).toFixed(1)} s): ${report.moments.join("; ")}`,
    `  markers: ${JSON.stringify(report.markers.map((m) => m.length))}`,
    ...report.violations.map((v) => `  ✗ ${v}`),
    ...report.steps.map(formatStep),
  ].join("\n");
}
