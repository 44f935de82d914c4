/**
 * The chaos suite's record trials (issue 25): a run's record survives a re-run, a matrix
 * sibling, a later run and a full disk. One trial per kind per backend — pg, s3 (lock file),
 * http (its runs sharing a --journal-dir: the backend keeps no record of its own, and without
 * one every trial there ends locked for a person) and local where it applies
 * (test/support/chaos/record-trials.ts says where, and what each asserts)
 * — each SIGKILLing run A at a seeded moment mid-apply; then "no resource created twice" (each
 * resource's provisioner writes its id to a marker file; the state must hold that id) and "no
 * live lock broken" are read from the resources and the backend.
 *
 * pg trials take turns (Terraform's pg advisory lock ids collide across schemas, and the lock
 * checks read every advisory lock of the cluster); the s3 and local trials run beside them.
 * The disk-full trials mount a small tmpfs: root only, skipped (loudly) otherwise.
 *
 *   STACKGATE_CHAOS_SEED=N     the suite's seed (default 20261122)
 *   STACKGATE_CHAOS_KEEP=1     keep the temp dirs for a post-mortem
 *   STACKGATE_CHAOS_VERBOSE=1  print every trial's report
 *
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChaosWorld, trialSeed, type ChaosWorld } from "../support/chaos.js";
import {
  formatRecordReport,
  recordTrialApplies,
  RECORD_BACKENDS,
  RECORD_KINDS,
  runRecordTrial,
  type RecordReport,
} from "../support/chaos/record-trials.js";

const SEED = Number(process.env.STACKGATE_CHAOS_SEED ?? "20261122");
const isRoot = process.getuid?.() === 0;
let world: ChaosWorld;
const reports: RecordReport[] = [];
const began = performance.now();

/** One queue per backend: a backend's trials take turns, backends run beside each other. */
const queues = new Map<string, Promise<unknown>>();
function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  queues.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}

beforeAll(async () => {
  world = await createChaosWorld();
});

afterAll(async () => {
  await world?.dispose();
  const lines = reports.map(
    (r) =>
      `  ${r.kind.padEnd(10)} ${r.backend.padEnd(12)} ${(r.durationMs / 1000).toFixed(1).padStart(5)} s  ${r.violations.length === 0 ? "ok" : `✗ ${r.violations[0] ?? ""}`}  (${r.moments.join("; ")})`,
  );
  console.log(
    [
      `chaos record trials: seed ${SEED}, ${reports.length} trials in ${((performance.now() - began) / 1000).toFixed(1)} s`,
      ...lines,
    ].join("\n"),
  );
});

describe.concurrent(`chaos: a run's record survives (issue 25, seed ${SEED})`, () => {
  RECORD_KINDS.forEach((kind, k) => {
    RECORD_BACKENDS.forEach((backend, b) => {
      if (!recordTrialApplies(kind, backend)) return;
      const skip = kind === "disk-full" && !isRoot;
      it.skipIf(skip)(
        `${kind} ${backend}: A killed mid-apply; nothing created twice, no live lock broken`,
        { timeout: 600_000 },
        async () => {
          const report = await inTurn(backend, () =>
            runRecordTrial(world, kind, backend, trialSeed(SEED, 2000 + k * 10 + b)),
          );
          reports.push(report);
          if (process.env.STACKGATE_CHAOS_VERBOSE === "1") console.log(formatRecordReport(report));
          expect(report.violations, formatRecordReport(report)).toEqual([]);
        },
      );
    });
  });
});
