/**
 * What every CI step reads besides its Settings, the same way on every host, each host naming
 * the values its way (input `comment-limit`, variable `COMMENT_LIMIT`): the command, the comment
 * limit, the approval gate, whether to comment; then the Settings, resolved with the host as
 * the strongest source.
 */
import type { PolicyOf } from "../approval/decision.js";
import { META_RESERVE } from "../approval/published.js";
import { resolveSettings } from "../command/resolve-settings.js";
import {
  MIN_LIMIT,
  usageError,
  type Env,
  type HostSource,
  type Settings,
} from "../settings/index.js";

const STEP_COMMANDS = ["preview", "up", "apply", "recover", "status", "unlock", "drift"] as const;

export interface StepConfig<M extends string> {
  settings: Settings;
  approval: PolicyOf<M>;
  comment: boolean;
  /** The platform's limit for the whole comment (Settings keep it less the published line). */
  commentLimit: number;
  /** drift with all-stacks: one stack's settings (ci/host.ts `CiConfig.resolveFor`). */
  resolveFor: (argv: string[]) => Promise<Settings>;
}

/** What a drift run's own values name of the whole run, not of each stack it checks. */
const RUN_WIDE_KEYS = ["workdir", "all-stacks"] as const;

/**
 * The host's values without the run's directory and fan-out: one stack's settings take the
 * directory from its command line (`-C <dir>`, drift/targets.ts), and the rest (engine, stack,
 * lock-timeout, …) from the host as the run's settings did.
 */
function perStackSource(source: HostSource): HostSource {
  const hidden = new Set<string>(RUN_WIDE_KEYS.map((key) => hostName(source, key)));
  return {
    ...source,
    scalar: (name) => (hidden.has(name) ? undefined : source.scalar(name)),
    boolean: (name, fallback) => (hidden.has(name) ? fallback : source.boolean(name, fallback)),
  };
}

/** A value's name on this host: the input as given, the variable in upper snake case. */
export function hostName(source: HostSource, key: string): string {
  return source.column === "input" ? key : key.toUpperCase().replace(/-/g, "_");
}

/**
 * `up` in CI applies only behind a gate the workflow chose: an absent approval is refused, not
 * taken for `none` (a misspelt or forgotten setting must not remove the gate). Other commands
 * apply nothing: for them it is `none` when absent.
 */
function readApprovalMode<M extends string>(
  source: HostSource,
  name: string,
  command: (typeof STEP_COMMANDS)[number],
  modes: readonly (M | "none")[],
): M | "none" {
  const applies = command === "up" || command === "apply";
  if (applies && source.scalar(name) === undefined) {
    const gates = modes.filter((mode) => mode !== "none").join(", ");
    throw usageError(
      `${source.term(name)} is not set, and up applies only behind an approval the workflow chooses. ` +
        `Set ${name} to one of ${gates}, or to none to apply with no approval at all.`,
    );
  }
  return source.choice<M | "none">(name, "none", modes);
}

export async function readStepConfig<M extends string>(
  source: HostSource,
  at: { env: Env; cwd: string },
  limits: { modes: readonly (M | "none")[]; commentLimit: number; maxWaitHours: number },
): Promise<StepConfig<M | "none">> {
  const name = (key: string): string => hostName(source, key);
  const command = source.choice(name("command"), "preview", STEP_COMMANDS);
  const max = limits.commentLimit;
  const commentLimit = source.integer(name("comment-limit"), max, MIN_LIMIT + META_RESERVE, max);
  const wait = { example: "90s, 30m or 2h", maxHours: limits.maxWaitHours, ms: false };
  const approval: PolicyOf<M | "none"> = {
    mode: readApprovalMode(source, name("approval"), command, limits.modes),
    requiredApprovals: source.integer(name("required-approvals"), 1, 1, 100),
    waitMs: source.duration(name("approval-wait"), wait) ?? 0,
  };
  const comment = source.boolean(name("comment"), true);
  const settings = await resolveSettings({
    argv: [],
    env: at.env,
    cwd: at.cwd,
    host: source,
    command: command === "apply" ? "up" : command,
    commentLimit: commentLimit - META_RESERVE,
  });
  const stackSource = perStackSource(source);
  const resolveFor = (argv: string[]): Promise<Settings> =>
    resolveSettings({
      argv,
      env: at.env,
      cwd: at.cwd,
      host: stackSource,
      command: "drift",
      commentLimit: commentLimit - META_RESERVE,
    });
  return { settings, approval, comment, commentLimit, resolveFor };
}
