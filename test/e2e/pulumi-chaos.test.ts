/**
 * Chaos for the Pulumi path: `stackgate up --engine pulumi` against the PULUMI CLI EMULATOR
 * (test/support/pulumi-emulator, not Pulumi), stopped at a random moment with SIGINT, SIGTERM
 * or a SIGKILL of every process of the run (a Bitbucket Stop), on a DIY `file://` backend and
 * on the emulated Pulumi Cloud; then `recover`. Seeded and reproducible:
 *
 *   STACKGATE_PULUMI_CHAOS_SEED=N  STACKGATE_PULUMI_CHAOS_TRIALS=N  STACKGATE_PULUMI_CHAOS_ONLY=i
 *
 * Invariants after every trial: a stop by signal exits 130/143 (or 0 when the update had
 * finished), leaves no engine running and no lock of a live process; no process of the run
 * outlives recover; recover exits 0 and leaves no DIY lock file, no update in progress and no
 * pending operation; `status` then reports the stack free with nothing to repair; `pulumi
 * cancel` is never run on a DIY backend, and on Pulumi Cloud only when the stop left the lease
 * held (a graceful stop lets the engine complete its own update — except when the signal lands
 * as the engine starts, before its handler exists: like Go's default in the real CLI, it then
 * dies at once, and its lock or lease is a dead owner's for recover).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import {
  describeProc,
  freezeAndKill,
  isRunning,
  reapLeftovers,
  Rng,
  sleep,
  TAG_VARIABLE,
  trialProcesses,
  trialSeed,
} from "../support/chaos.js";
import { fixturePath } from "../support/fixtures.js";
import {
  commands,
  env,
  exportStack,
  history,
  journal,
  lockDir,
  lockFiles,
  project,
  pulumi,
  removeProjects,
  stackgate,
  stackgateArgs,
  type Project,
} from "../support/pulumi-project.js";

const SEED = Number(process.env.STACKGATE_PULUMI_CHAOS_SEED ?? 20261122);
const TRIALS = Number(process.env.STACKGATE_PULUMI_CHAOS_TRIALS ?? 12);
const ONLY = process.env.STACKGATE_PULUMI_CHAOS_ONLY;
const CREATES = fixturePath(
  "pulumi",
  "preview-json",
  "stratify-test-resources-pulumi__sample-preview-creates.json",
);
const SIGNALS = ["SIGINT", "SIGTERM", "SIGKILL-group"] as const;
const EXIT_OF = { SIGINT: 130, SIGTERM: 143 } as const;

interface Trial {
  index: number;
  seed: number;
  cloud: boolean;
  signal: (typeof SIGNALS)[number];
  delayMs: number;
}

function planTrials(): Trial[] {
  return Array.from({ length: TRIALS }, (_, index) => {
    const seed = trialSeed(SEED, index);
    const rng = new Rng(seed);
    return {
      index,
      seed,
      // Every signal on both backends in the first six trials, then at random.
      cloud: index < 6 ? index % 2 === 1 : rng.next() < 0.5,
      signal: index < 6 ? (SIGNALS[Math.floor(index / 2)] ?? "SIGINT") : rng.pick(SIGNALS),
      delayMs: rng.int(150, 1_400),
    };
  });
}

function describeTrial(t: Trial): string {
  return `#${t.index} ${t.cloud ? "cloud" : "diy"} ${t.signal} ${t.delayMs} ms after spawn (seed 0x${t.seed.toString(16)})`;
}

afterAll(() => removeProjects());

async function leaseHeld(p: Project, cloud: boolean): Promise<boolean> {
  if (!cloud) return lockFiles(p).length > 0;
  return (await history(p))[0]?.result === "in-progress";
}

/** The pids that the stack's DIY lock files name and that are still running. */
function liveLockOwners(p: Project): number[] {
  return lockFiles(p)
    .map((name) => {
      const content = JSON.parse(readFileSync(path.join(lockDir(p), name), "utf8")) as {
        pid?: unknown;
      };
      return typeof content.pid === "number" ? content.pid : -1;
    })
    .filter((pid) => pid > 0 && isRunning(pid));
}

async function runTrial(t: Trial): Promise<string[]> {
  const violations: string[] = [];
  const fail = (what: string): void => void violations.push(what);
  const tag = `pulumi-chaos-${SEED}-${t.index}-${process.pid}`;
  const p = project(
    "sample",
    { stages: [{ preview: CREATES }], eventDelayMs: 30, inflightMs: 200 },
    t.cloud ? { cloud: true, org: "org" } : {},
  );
  expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);

  const child = execa(process.execPath, stackgateArgs(p, ["up", "--yes"]), {
    env: { ...env, [TAG_VARIABLE]: tag },
    detached: true,
    reject: false,
  });
  await sleep(t.delayMs);
  if (t.signal === "SIGKILL-group") freezeAndKill(tag, child.pid === undefined ? [] : [child.pid]);
  else child.kill(t.signal);
  const up = await child;
  const context = `up → ${String(up.exitCode)} ${up.signal ?? ""}\n${up.stdout}\n${up.stderr}`;

  let leftHeld = false;
  if (t.signal !== "SIGKILL-group") {
    const expected = EXIT_OF[t.signal];
    if (up.exitCode !== expected && up.exitCode !== 0) {
      fail(`up stopped by ${t.signal} exited ${String(up.exitCode)}, expected ${expected} or 0`);
    }
    const left = trialProcesses(tag);
    if (left.length > 0) {
      fail(`engine processes outlived a graceful stop: ${left.map(describeProc).join("; ")}`);
    }
    leftHeld = await leaseHeld(p, t.cloud);
    const live = t.cloud ? [] : liveLockOwners(p);
    if (live.length > 0) fail(`a graceful stop left locks of live processes: ${live.join(", ")}`);
  }

  const recover = await stackgate(p, ["recover", "--pending-creates", "clear"]);
  if (recover.exitCode !== 0) fail(`recover exited ${String(recover.exitCode)}: ${recover.stdout}`);
  if (await leaseHeld(p, t.cloud)) fail("after recover the stack is still locked");
  const pending = (await exportStack(p)).pending;
  if (pending.length > 0) fail(`after recover pending operations remain: ${pending.join(", ")}`);
  const left = await reapLeftovers(tag);
  if (left.length > 0)
    fail(`processes of the run survived recover: ${left.map(describeProc).join("; ")}`);

  const status = await stackgate(p, ["status"]);
  const s = status.exitCode === 0 ? status.json() : null;
  if (status.exitCode !== 0 || (s?.lock as { kind?: string } | undefined)?.kind !== "free") {
    fail(`status after recover exited ${String(status.exitCode)}: ${status.stdout}`);
  }
  // No journal at all: the run was killed before it started one (and before any engine ran).
  const phases = journal(p).filter((l) => l.type === "phase");
  const last = phases.at(-1)?.phase;
  if (phases.length > 0 && last !== "done" && last !== "recovered") {
    fail(`journal ends in phase ${String(last)}`);
  }

  const cancels = commands(p).filter((a) => a[0] === "cancel");
  if (!t.cloud && cancels.length > 0) fail("`pulumi cancel` ran on a DIY backend");
  if (t.cloud && t.signal !== "SIGKILL-group" && !leftHeld && cancels.length > 0) {
    fail("`pulumi cancel` ran although the graceful stop left no update in progress");
  }
  if (violations.length > 0) violations.push(`--- ${context}`, `--- recover: ${recover.context}`);
  return violations;
}

describe(`pulumi chaos: stackgate up --engine pulumi interrupted at random (seed ${SEED})`, () => {
  for (const t of planTrials()) {
    if (ONLY !== undefined && String(t.index) !== ONLY) continue;
    it(describeTrial(t), async () => {
      const violations = await runTrial(t);
      expect(
        violations,
        `${describeTrial(t)}\nrerun: STACKGATE_PULUMI_CHAOS_SEED=${SEED} STACKGATE_PULUMI_CHAOS_ONLY=${t.index} npx vitest run test/e2e/pulumi-chaos.test.ts\n${violations.join("\n")}`,
      ).toEqual([]);
    });
  }
});
