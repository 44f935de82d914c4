/**
 * One Pulumi chaos trial, against the PULUMI CLI EMULATOR (test/support/pulumi-emulator, not
 * Pulumi): `stackgate up --engine pulumi` stopped with SIGINT, SIGTERM or a SIGKILL of every
 * process of the run, on a DIY `file://` backend or the emulated Pulumi Cloud, then
 * `recover --pending-creates import|clear`, judged against GROUND TRUTH: the emulator's
 * `.pulumi-emulator/cloud.ndjson`, where every provider create/delete is written at the moment
 * it takes effect.
 *
 * When the signal is sent (`target`):
 *   mid-update        `delayMs` after the update's first resource step in the run's output
 *   cloud-orphan      (SIGKILL) as soon as the cloud shows the k-th create: it exists, the
 *                     engine has not reported it, the state has only its pending create
 *   journaled-orphan  (SIGKILL) as soon as stackgate's journal shows the k-th create done
 *                     with its id: the checkpoint write that follows the event is pending
 *   spawn             `delayMs` after the spawn (node start-up, preview, or the update)
 * Where it landed (before / mid / after the update) is read from the output and the journal.
 *
 * Invariants (one line per violation):
 *   - a stop by signal exits 130/143 (or 0 when the update had finished), leaves no engine
 *     running and no DIY lock of a live process; no process of the run outlives recover
 *   - recover exits 0 (or 1 "needs-attention" when it lists orphans to import by hand), leaves
 *     no DIY lock file, no update in progress, no pending operation but the creates it names;
 *     `status` then reports the stack free; the journal ends in `done` or `recovered` (or
 *     stays `recovering` when recover needs attention)
 *   - `pulumi cancel` never runs on DIY; on the Cloud not after a graceful stop that left no
 *     update in progress
 *   - NOTHING REAL IS LOST: every resource that exists in the cloud is in the state with its id,
 *     or named by recover (an orphan with an import command, or a cleared pending create); with
 *     `import`, one whose id the journal recorded is in the state; and nothing is in the state
 *     that the cloud does not have (with that id)
 */
import { execa } from "execa";
import { classifyLanding } from "./chaos/interrupt.js";
import type { Landing } from "./chaos/plan.js";
import {
  describeProc,
  freezeAndKill,
  hasTag,
  isRunning,
  reapLeftovers,
  TAG_VARIABLE,
  trialProcesses,
} from "./chaos/procs.js";
import { Rng, trialSeed } from "./chaos/rng.js";
import type { CliJsonRun } from "./cli.js";
import type { JournalLine } from "./journal-file.js";

/**
 * One stack a trial runs on, whatever runs it: the emulator (pulumi-chaos-emulator.ts) or the
 * real Pulumi CLI (pulumi-chaos-real.ts). The trial, its timing and its invariants are shared.
 */
export interface ChaosStack {
  dir: string;
  stack: string;
  cloud: boolean;
  /** The environment stackgate runs with. */
  env: Record<string, string>;
  stackgateArgs(args: string[]): string[];
  stackgate(args: string[]): Promise<CliJsonRun>;
  exportStack(): Promise<{ resources: ExportedResource[]; pending: string[] }>;
  /**
   * The checkpoint read straight from the backend's file, without Pulumi (real file:// only):
   * what the state holds when a kill left it unreadable to Pulumi (recover must repair that).
   */
  readCheckpointFile?(): { resources: ExportedResource[]; pending: string[] };
  /** The provider's ground truth: urn → id of every resource that exists. */
  cloudResources(): Map<string, string>;
  /** The contents of the stack's DIY lock objects, read from the backend's own store. */
  lockContents(): Promise<string[]>;
  /** Pulumi Cloud: the newest update's result. */
  latestResult(): Promise<string | undefined>;
  /** The pid of the latest `pulumi up` stackgate started. */
  enginePid(): number | undefined;
  /** Every engine command stackgate ran (argv). */
  commands(): string[][];
  journal(): JournalLine[];
}

interface ExportedResource {
  urn: string;
  id?: string;
  custom?: boolean;
  type?: string;
}

/** What runs the trials: how to make a stack and how long its update takes. */
export interface PulumiChaosWorld {
  label: string;
  /** The update's resource steps (every one a create). */
  steps: number;
  /** Roughly how long the update takes once its first step started. */
  updateMs: number;
  /** Roughly how long from the spawn to the update's end (node start-up and preview included). */
  spawnWindowMs: number;
  /** Whether the Pulumi Cloud trials run (the emulator only: no Cloud server runs here). */
  cloud: boolean;
  makeStack(cloud: boolean): Promise<ChaosStack>;
}

export const PULUMI_SIGNALS = ["SIGINT", "SIGTERM", "SIGKILL-group"] as const;
const EXIT_OF = { SIGINT: 130, SIGTERM: 143 } as const;
const START_LINE = /^(create|update|delete|replace|import|read)\s+urn:pulumi:/;
const DONE_LINE = /^✓ \S+ urn:pulumi:.*: done$/;

export type PulumiTarget = "mid-update" | "cloud-orphan" | "journaled-orphan" | "spawn";

export interface PulumiTrial {
  index: number;
  seed: number;
  cloud: boolean;
  signal: (typeof PULUMI_SIGNALS)[number];
  policy: "import" | "clear";
  target: PulumiTarget;
  /** mid-update / spawn: ms after the anchor; the orphan targets: which create (k ≥ 1). */
  delayMs: number;
}

export interface PulumiTrialReport {
  trial: PulumiTrial;
  violations: string[];
  landed: Landing | null;
  landingEvidence: string;
  /** Resources in the cloud but not in the state right after the interrupted run. */
  orphans: number;
  /** Pending creates recover imported with an id the journal recorded. */
  imported: number;
  /** A SIGKILL left the stack's DIY lock in the store (read there): recover had one to prove. */
  strandedLock: boolean;
  durationMs: number;
}

/**
 * Trial i: backend × signal in turn (i mod 6), the policy alternating per round (import,
 * clear, …); per backend × signal, rounds 0–2 aim mid-update (SIGKILL: at a journaled orphan,
 * a cloud orphan, a cloud orphan) and round 3 of every 4 is timed from the spawn.
 */
export function planPulumiTrials(
  master: number,
  count: number,
  world: Pick<PulumiChaosWorld, "cloud" | "updateMs" | "spawnWindowMs" | "steps">,
): PulumiTrial[] {
  const backends = world.cloud ? 2 : 1;
  const cells = PULUMI_SIGNALS.length * backends;
  return Array.from({ length: count }, (_, index) => {
    const seed = trialSeed(master, index);
    const rng = new Rng(seed);
    const pair = index % cells;
    const round = Math.floor(index / cells);
    const signal = PULUMI_SIGNALS[Math.floor(pair / backends)] ?? "SIGINT";
    const kill = signal === "SIGKILL-group";
    const target: PulumiTarget =
      round % 4 === 3
        ? "spawn"
        : kill
          ? round % 4 === 0
            ? "journaled-orphan"
            : "cloud-orphan"
          : "mid-update";
    const delayMs =
      target === "spawn"
        ? rng.int(150, world.spawnWindowMs)
        : target === "mid-update"
          ? rng.int(0, Math.round(world.updateMs * 0.75))
          : rng.int(1, Math.min(8, world.steps));
    return {
      index,
      seed,
      cloud: backends === 2 && pair % 2 === 1,
      signal,
      policy: round % 2 === 0 ? "import" : "clear",
      target,
      delayMs,
    };
  });
}

export function describePulumiTrial(t: PulumiTrial): string {
  const when =
    t.target === "mid-update"
      ? `${t.delayMs} ms after the update's start`
      : t.target === "spawn"
        ? `${t.delayMs} ms after spawn`
        : `at ${t.target} #${t.delayMs}`;
  return `#${t.index} ${t.cloud ? "cloud" : "diy"} ${t.signal} ${when}, recover --pending-creates ${t.policy} (seed 0x${t.seed.toString(16)})`;
}

async function leaseHeld(p: ChaosStack): Promise<boolean> {
  if (!p.cloud) return (await p.lockContents()).length > 0;
  return (await p.latestResult()) === "in-progress";
}

/** The pids that the stack's DIY locks name and that are still running. */
async function liveLockOwners(p: ChaosStack): Promise<number[]> {
  return (await p.lockContents())
    .map((raw) => {
      const content = JSON.parse(raw) as { pid?: unknown };
      return typeof content.pid === "number" ? content.pid : -1;
    })
    .filter((pid) => pid > 0 && isRunning(pid));
}

/** Ids stackgate's journal recorded for finished creates (urn → id). */
function journaledIds(p: Pick<ChaosStack, "journal">): Map<string, string> {
  const ids = new Map<string, string>();
  for (const e of p.journal()) {
    if (e.type === "resource" && e.status === "done" && typeof e.id === "string" && e.id !== "") {
      ids.set(String(e.address), e.id);
    }
  }
  return ids;
}

interface Interrupted {
  exitCode: number | undefined;
  signal: string | undefined;
  context: string;
  landed: Landing;
  evidence: string;
}

/** Spawns `up`, sends the signal when the trial's target says, waits for the run to end. */
async function interruptUp(
  p: ChaosStack,
  t: PulumiTrial,
  tag: string,
  steps: number,
): Promise<Interrupted> {
  const started = performance.now();
  const since = (): number => Math.round(performance.now() - started);
  const child = execa(process.execPath, p.stackgateArgs(["up", "--yes"]), {
    env: { ...p.env, [TAG_VARIABLE]: tag },
    detached: true,
    reject: false,
  });
  const when = { applyAt: null as number | null, doneAt: null as number | null };
  let signalAt: number | null = null;
  let signalWallMs: number | null = null;
  let done = 0;
  let timer: NodeJS.Timeout | undefined;
  let finished = false;
  const fire = (): void => {
    if (finished || signalAt !== null) return;
    signalAt = since();
    signalWallMs = Date.now();
    if (t.signal === "SIGKILL-group") {
      // The engine runs in its own process group: freeze it at once too, not after a /proc scan.
      const engine = p.enginePid();
      const roots = [child.pid ?? -1, engine !== undefined && hasTag(engine, tag) ? engine : -1];
      freezeAndKill(
        tag,
        roots.filter((pid) => pid > 0),
      );
    } else child.kill(t.signal);
  };
  let partial = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (START_LINE.test(line) && when.applyAt === null) {
        when.applyAt = since();
        if (t.target === "mid-update") timer = setTimeout(fire, t.delayMs);
      }
      if (DONE_LINE.test(line) && ++done === steps) when.doneAt = since();
    }
  });
  if (t.target === "spawn") timer = setTimeout(fire, t.delayMs);
  const watch =
    t.target === "cloud-orphan" || t.target === "journaled-orphan"
      ? setInterval(() => {
          const seen =
            t.target === "cloud-orphan" ? p.cloudResources().size : journaledCloudIds(p).length;
          if (seen >= t.delayMs) fire();
        }, 3)
      : undefined;
  const up = await child;
  finished = true;
  clearTimeout(timer);
  clearInterval(watch);
  const landing = classifyLanding({
    signalAt,
    signalWallMs,
    applyAt: when.applyAt,
    applyDoneAt: when.doneAt,
    journal: p.journal(),
    plannedChanges: steps,
  });
  return {
    exitCode: up.exitCode,
    signal: up.signal,
    context: `up → ${String(up.exitCode)} ${up.signal ?? ""} (signal at ${String(signalAt)} ms)\n${up.stdout}\n${up.stderr}`,
    landed: landing.landed,
    evidence: landing.evidence,
  };
}

/**
 * The state right after the stop. A SIGKILL can cut the rewrite of the file:// checkpoint's
 * `.attrs` sidecar, and Pulumi then reads the stack no more ("failed to load checkpoint: EOF"):
 * the checkpoint file itself is whole, so it is read directly; recover must repair the rest.
 */
async function stateAfterKill(p: ChaosStack) {
  try {
    return await p.exportStack();
  } catch (error) {
    if (p.readCheckpointFile === undefined) throw error;
    console.log(
      `pulumi chaos: the stack export failed after the stop, the checkpoint file read directly: ${String(error).split("\n")[0] ?? ""}`,
    );
    return p.readCheckpointFile();
  }
}

/** Journaled ids of resources that exist in the cloud (what a journaled orphan needs). */
function journaledCloudIds(p: ChaosStack): string[] {
  const cloud = p.cloudResources();
  return [...journaledIds(p)].filter(([urn, id]) => cloud.get(urn) === id).map(([urn]) => urn);
}

/**
 * How long a plugin may take to exit once the CLI did. Pulumi starts its language host in a
 * process group of its own and closes it on the way out; in a full local run of a548338 at load
 * 5-7 on 2 cores the YAML host was still running (orphaned, state R) the moment stackgate exited
 * after a cancel (trial #10 of seed 20261129, which passes alone). One still there after this is
 * a leak, and fails the trial.
 */
const LEFTOVER_GRACE_MS = 5_000;

/** The trial's processes still running `graceMs` after the stop (none as soon as they are gone). */
async function processesLeftAfter(tag: string, graceMs: number) {
  const deadline = performance.now() + graceMs;
  let left = trialProcesses(tag);
  while (left.length > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = trialProcesses(tag);
  }
  return left;
}

export async function runPulumiTrial(
  world: PulumiChaosWorld,
  t: PulumiTrial,
  tag: string,
): Promise<PulumiTrialReport> {
  const began = performance.now();
  const violations: string[] = [];
  const fail = (what: string): void => void violations.push(what);
  const p = await world.makeStack(t.cloud);

  const up = await interruptUp(p, t, tag, world.steps);
  let leftHeld = false;
  if (t.signal !== "SIGKILL-group") {
    const expected = EXIT_OF[t.signal];
    if (up.exitCode !== expected && up.exitCode !== 0) {
      fail(`up stopped by ${t.signal} exited ${String(up.exitCode)}, expected ${expected} or 0`);
    }
    const left = await processesLeftAfter(tag, LEFTOVER_GRACE_MS);
    if (left.length > 0) {
      fail(`engine processes outlived a graceful stop: ${left.map(describeProc).join("; ")}`);
    }
    leftHeld = await leaseHeld(p);
    const live = t.cloud ? [] : await liveLockOwners(p);
    if (live.length > 0) fail(`a graceful stop left locks of live processes: ${live.join(", ")}`);
  }
  await reapLeftovers(tag); // a SIGKILL's frozen leftovers, so the export reads a still state
  const strandedLock = t.signal === "SIGKILL-group" && !t.cloud && (await leaseHeld(p));
  const afterKill = await stateAfterKill(p);
  const inStateAfterKill = new Set(afterKill.resources.map((r) => r.urn));
  const orphans = [...p.cloudResources().keys()].filter((urn) => !inStateAfterKill.has(urn));

  const recover = await p.stackgate(["recover", "--pending-creates", t.policy]);
  const r = recover.exitCode === 0 || recover.exitCode === 1 ? recover.json() : null;
  const named = namedBy(r);
  const attention = recover.exitCode === 1 && r?.outcome === "needs-attention";
  if (recover.exitCode !== 0 && !(attention && named.orphans.size > 0)) {
    fail(`recover exited ${String(recover.exitCode)}: ${recover.stdout}`);
  }
  if (await leaseHeld(p)) fail("after recover the stack is still locked");
  const after = await p.exportStack();
  const unexpected = after.pending.filter((op) => !named.orphans.has(op.split(" ")[1] ?? ""));
  if (unexpected.length > 0) {
    fail(
      `after recover pending operations remain that recover did not name: ${unexpected.join(", ")}`,
    );
  }
  const left = await reapLeftovers(tag);
  if (left.length > 0)
    fail(`processes of the run survived recover: ${left.map(describeProc).join("; ")}`);

  const imported = checkNothingLost(p, t, after.resources, named, fail);

  const status = await p.stackgate(["status"]);
  const s = status.exitCode === 0 || status.exitCode === 1 ? status.json() : null;
  if ((s?.lock as { kind?: string } | undefined)?.kind !== "free") {
    fail(`status after recover exited ${String(status.exitCode)}: ${status.stdout}`);
  }
  // No journal at all: the run was killed before it started one (and before any engine ran).
  const phases = p.journal().filter((l) => l.type === "phase");
  const last = phases.at(-1)?.phase;
  // A recover that left orphans to import by hand keeps the run open (`recovering`): the next
  // run's pre-flight recovery looks at it again.
  const open = attention && last === "recovering";
  if (phases.length > 0 && last !== "done" && last !== "recovered" && !open) {
    fail(`journal ends in phase ${String(last)}`);
  }
  const cancels = p.commands().filter((a) => a[0] === "cancel");
  if (!t.cloud && cancels.length > 0) fail("`pulumi cancel` ran on a DIY backend");
  if (t.cloud && t.signal !== "SIGKILL-group" && !leftHeld && cancels.length > 0) {
    fail("`pulumi cancel` ran although the graceful stop left no update in progress");
  }
  if (violations.length > 0) {
    violations.push(
      `--- landed ${up.landed}: ${up.evidence}`,
      `--- ${up.context}`,
      `--- recover: ${recover.context}`,
    );
  }
  return {
    trial: t,
    violations,
    landed: up.landed,
    landingEvidence: up.evidence,
    orphans: orphans.length,
    imported,
    strandedLock,
    durationMs: Math.round(performance.now() - began),
  };
}

export interface Named {
  /** URNs recover listed as orphans (with an import command naming them). */
  orphans: Set<string>;
  /** Details of recover's actions (the cleared pending creates are named there). */
  details: string[];
  /** URNs recover says it imported. */
  imported: Set<string>;
}

function namedBy(json: Record<string, unknown> | null): Named {
  const named: Named = { orphans: new Set(), details: [], imported: new Set() };
  for (const o of Array.isArray(json?.orphans) ? (json.orphans as unknown[]) : []) {
    const r = (o ?? {}) as { address?: unknown; importCommand?: unknown };
    if (typeof r.address === "string" && String(r.importCommand).includes(r.address)) {
      named.orphans.add(r.address);
    }
  }
  for (const a of Array.isArray(json?.actions) ? (json.actions as unknown[]) : []) {
    const r = (a ?? {}) as { kind?: unknown; detail?: unknown; ok?: unknown };
    if (typeof r.detail !== "string") continue;
    named.details.push(r.detail);
    const urn = /imported the pending create (\S+) with id/.exec(r.detail)?.[1];
    if (r.kind === "import" && r.ok === true && urn !== undefined) named.imported.add(urn);
  }
  return named;
}

/** Ground truth against the state after recover; returns how many journaled ids were imported. */
export function checkNothingLost(
  p: Pick<ChaosStack, "cloudResources" | "journal">,
  t: PulumiTrial,
  resources: ReadonlyArray<{ urn: string; id?: string; custom?: boolean; type?: string }>,
  named: Named,
  fail: (what: string) => void,
): number {
  const cloud = p.cloudResources();
  const state = new Map(resources.map((r) => [r.urn, r]));
  const journaled = journaledIds(p);
  let imported = 0;
  for (const [urn, id] of cloud) {
    const inState = state.get(urn);
    if (inState !== undefined) {
      if (inState.id !== id)
        fail(`${urn} exists in the cloud as ${id} but the state says ${String(inState.id)}`);
      if (named.imported.has(urn)) imported++;
      continue;
    }
    if (t.policy === "import" && journaled.get(urn) === id) {
      fail(
        `${urn} exists (id ${id}, recorded in the journal) but recover --pending-creates import did not import it`,
      );
    } else if (!named.orphans.has(urn) && !named.details.some((d) => d.includes(urn))) {
      fail(
        `LOST: ${urn} exists in the cloud (id ${id}) but is neither in the state nor named by recover`,
      );
    }
  }
  for (const r of resources) {
    if (!r.custom || String(r.type ?? "").startsWith("pulumi:providers:")) continue;
    if (cloud.get(r.urn) !== r.id) {
      fail(`the state has ${r.urn} (id ${String(r.id)}) which the cloud does not have`);
    }
  }
  return imported;
}
