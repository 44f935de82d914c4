/**
 * What a chaos trial does: backend, signal, and — from its seed — the project's timings and the
 * moment of the signal.
 *
 * Most trials are timed from the apply's start as the run's own output shows it (the first
 * `Creating...`/`Modifying...` line, or a provisioner process of the trial), and aim inside the
 * apply: `mid-apply` anywhere before the slowest resource can have finished, `orphan-window`
 * (SIGKILL) after the fast resources finished and before the slow ones did, when Terraform has
 * created resources it has not yet written to the backend. Every fifth round is an edge trial:
 * timed from the spawn (node start-up, pre-flight, init, plan, or the apply) or aimed at the
 * apply's tail (its last resources, the state write, stackgate's report).
 */
import { CHAOS_BACKENDS, type ChaosBackend } from "./backends.js";
import { Rng, trialSeed } from "./rng.js";

export const CHAOS_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGKILL-group"] as const;
export type ChaosSignal = (typeof CHAOS_SIGNALS)[number];
export type GracefulSignal = Exclude<ChaosSignal, "SIGKILL-group">;
/**
 * What `killAfterMs` is counted from: the spawn, the apply's first resource operation, or the
 * moment the slow provider's first create started (its marker `slow-0.json` appears).
 */
export type KillAnchor = "spawn" | "apply" | "slow-create";
/** Where the trial aims its signal (where it lands is measured: `Landing`). */
export type KillTarget = "mid-apply" | "orphan-window" | "spawn" | "apply-tail";
/** Where the signal landed, from the run's output and journal. */
export type Landing = "before-apply" | "mid-apply" | "after-apply";

export const INTERRUPT_EXIT_CODES: Readonly<Record<GracefulSignal, number>> = {
  SIGINT: 130,
  SIGTERM: 143,
  SIGHUP: 129,
};

export interface TrialOptions {
  backend: ChaosBackend;
  signal: ChaosSignal;
  seed: number;
  /** Default: from the seed and `target`. */
  killAfterMs?: number;
  /** Names the trial (stack, schema, state name); default: a counter. */
  index?: number;
  /** Default: "mid-apply". */
  target?: KillTarget;
  /** Default: from `target`. */
  anchor?: KillAnchor;
  /** Resources created by the interrupted `up` (default 4). */
  count?: number;
  /** Provisioner sleep per resource, seconds (default: 0.3–0.8 from the seed). */
  sleepSeconds?: number;
  /**
   * `terraform_data.late[*]` resources created alongside, whose provisioners sleep longer
   * (`lateSleepSeconds`) and touch `markers/late-<i>`: a kill between the two completion
   * times catches some resources done (journaled, maybe not in state yet) and some in flight.
   */
  late?: number;
  lateSleepSeconds?: number;
  /** Resources applied (directly with terraform) before the trial: state that must survive. */
  prior?: number;
  /** Whether the trial's `up` also updates the prior resources in place. */
  revisePrior?: boolean;
  /**
   * `slow_thing.slow[*]` resources of the slow test provider (test/support/slow-provider; the
   * world needs `slowProvider: true`): a real provider whose create takes `slowSeconds` and
   * ignores Terraform's Stop; its marker `slow-<i>.json` exists from the moment a create starts.
   */
  slow?: number;
  slowSeconds?: number;
  /** `--stop-timeout` for the interrupted `up` ("" = stackgate's default). */
  stopTimeout?: string;
}

export type TrialSpec = Required<TrialOptions>;

/** The seed decides everything but backend, signal and target; same seed, same trial. */
export function fillSpec(options: TrialOptions, fallbackIndex: number): TrialSpec {
  const rng = new Rng(options.seed);
  const sleepSeconds = options.sleepSeconds ?? Math.round(rng.float(0.3, 0.8) * 10) / 10;
  const lateSleepSeconds =
    options.lateSleepSeconds ?? Math.round((sleepSeconds + rng.float(0.4, 0.8)) * 10) / 10;
  const prior = options.prior ?? rng.int(0, 2);
  const revisePrior = options.revisePrior ?? (prior > 0 && rng.next() < 0.5);
  const target = options.target ?? "mid-apply";
  const fast = Math.round(sleepSeconds * 1000);
  const slow = Math.round(lateSleepSeconds * 1000);
  // The slow resources cannot finish before `slow` ms after the apply's first operation; the
  // margin covers a timer that fires late on a busy machine.
  const killAfterMs =
    options.killAfterMs ??
    {
      "mid-apply": () => rng.int(0, Math.round(slow * 0.8)),
      "orphan-window": () => rng.int(fast + 150, Math.max(fast + 150, slow - 150)),
      spawn: () => rng.int(0, 1200),
      "apply-tail": () => rng.int(slow, slow + 500),
    }[target]();
  return {
    index: options.index ?? fallbackIndex,
    seed: options.seed,
    backend: options.backend,
    signal: options.signal,
    target,
    anchor: options.anchor ?? (target === "spawn" ? "spawn" : "apply"),
    killAfterMs,
    count: options.count ?? 4,
    sleepSeconds,
    late: options.late ?? 2,
    lateSleepSeconds,
    prior,
    revisePrior,
    slow: options.slow ?? 0,
    slowSeconds: options.slowSeconds ?? 0,
    stopTimeout: options.stopTimeout ?? "",
  };
}

/**
 * `count` trials: backends × signals in turn (trial i: backend i mod B, signal ⌊i/B⌋ mod S), so
 * every `B × S` trials cover every pair once (a round). Rounds 0–3 aim mid-apply (SIGKILL's even
 * rounds at the orphan window); round 4 of every 5 is an edge trial, spawn-timed or at the
 * apply's tail as the seed decides.
 */
export function planTrials(
  masterSeed: number,
  count: number,
  backends: readonly ChaosBackend[] = CHAOS_BACKENDS,
): TrialSpec[] {
  const trials: TrialSpec[] = [];
  const pairs = backends.length * CHAOS_SIGNALS.length;
  for (let index = 0; index < count; index++) {
    const seed = trialSeed(masterSeed, index);
    const backend = backends[index % backends.length] ?? "local";
    const signal =
      CHAOS_SIGNALS[Math.floor(index / backends.length) % CHAOS_SIGNALS.length] ?? "SIGINT";
    const round = Math.floor(index / pairs);
    const edge: KillTarget = new Rng(seed ^ 0x5bd1e995).next() < 0.5 ? "spawn" : "apply-tail";
    const target: KillTarget =
      round % 5 === 4
        ? edge
        : signal === "SIGKILL-group" && round % 2 === 0
          ? "orphan-window"
          : "mid-apply";
    trials.push(fillSpec({ index, seed, backend, signal, target }, index));
  }
  return trials;
}

export function describeTrial(spec: TrialSpec): string {
  return (
    `#${spec.index} ${spec.backend} ${spec.signal} ${spec.killAfterMs} ms after ${spec.anchor} (aim ${spec.target}; ` +
    `seed 0x${spec.seed.toString(16)}, ${spec.count}+${spec.late} new + ${spec.prior} prior${spec.revisePrior ? " revised" : ""}, ` +
    `sleep ${spec.sleepSeconds}/${spec.lateSleepSeconds} s` +
    `${spec.slow > 0 ? `, ${spec.slow} slow_thing ${spec.slowSeconds} s` : ""}` +
    `${spec.stopTimeout ? `, --stop-timeout ${spec.stopTimeout}` : ""})`
  );
}
