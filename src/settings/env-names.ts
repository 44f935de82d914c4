/**
 * The `STACKGATE_*` environment variables that are no setting row, in one place. Every other
 * `STACKGATE_*` name in a job's environment is an error (sources.ts): a misspelt
 * `STACKGATE_PLANKEY` would otherwise be ignored, and the plan saved unsealed without a word.
 */
import { nearestName } from "./near-miss.js";
import { usageError } from "./read.js";
import { rowsOf } from "./schema.js";

const ENV_PREFIX = "STACKGATE_";

/** Read by stackgate besides the setting rows. */
const READ_NAMES: Readonly<Record<string, string>> = {
  STACKGATE_SECRETS: "extra values to redact, one per line (settings/context.ts)",
  STACKGATE_APPROVE: "refused with its own message: approval is never read from the environment",
};

/** The outputs every step sets: the Action declares exactly these (action.yml). */
export const STEP_OUTPUT_NAMES: readonly string[] = [
  "outcome",
  "exit-code",
  "has-changes",
  "create",
  "update",
  "delete",
  "replace",
  "plan-digest",
  "plan-path",
  "comment-url",
  "recovered",
  "outputs",
  "added",
  "changed",
  "destroyed",
  "tainted",
];

/**
 * The Pipe's output variables (`pipe.env`: `plan-digest` → `STACKGATE_PLAN_DIGEST`; the Action's
 * outputs and the `stacks` outputs), which a later step may source into its environment.
 */
const PIPE_OUTPUT_NAMES: readonly string[] = [
  ...STEP_OUTPUT_NAMES,
  "matrix",
  "waves",
  "wave-count",
  "stack-count",
  "stacks",
  "deleted",
];

/** One Pipe output variable per stack output: `STACKGATE_OUTPUT_<NAME>`. */
const STACK_OUTPUT_VARIABLE_PREFIX = "STACKGATE_OUTPUT_";

/**
 * Read only by stackgate's own test and build harness (test/, scripts/, .ci/), never by the
 * product; listed so that a harness's environment passed to the bundles is no error.
 */
const HARNESS_NAMES: readonly string[] = [
  "STACKGATE_TEST_DIST",
  "STACKGATE_TEST_HOSTNAME",
  "STACKGATE_REQUIRE_ENGINES",
  "STACKGATE_ENGINES_DIR",
  "STACKGATE_BUILD_ENGINES",
  "STACKGATE_CI_ISOLATED",
  "STACKGATE_PG_USER",
  "STACKGATE_PG_BIN",
  "STACKGATE_BITBUCKET_TOKEN",
  "STACKGATE_CHAOS_SEED",
  "STACKGATE_CHAOS_MID_SHARE",
  "STACKGATE_CHAOS_VERBOSE",
  "STACKGATE_CHAOS_KEEP",
  "STACKGATE_CHAOS_ONLY",
  "STACKGATE_CHAOS_TRIALS",
  "STACKGATE_CHAOS_TRIAL",
  "STACKGATE_PULUMI_CHAOS_SEED",
  "STACKGATE_PULUMI_CHAOS_ONLY",
  "STACKGATE_PULUMI_CHAOS_TRIALS",
  "STACKGATE_PULUMI_REAL_CHAOS_SEED",
  "STACKGATE_PULUMI_REAL_CHAOS_ONLY",
  "STACKGATE_PULUMI_REAL_CHAOS_TRIALS",
  "STACKGATE_PULUMI_S3_CHAOS_SEED",
  "STACKGATE_PULUMI_S3_CHAOS_ONLY",
  "STACKGATE_PULUMI_S3_CHAOS_TRIALS",
  "STACKGATE_PULUMI_PG_CHAOS_SEED",
  "STACKGATE_PULUMI_PG_CHAOS_ONLY",
  "STACKGATE_PULUMI_PG_CHAOS_TRIALS",
  "STACKGATE_TOFU_CHAOS_TRIALS",
  "STACKGATE_BENCH_RUN",
  "STACKGATE_SLOW_PRINT",
  "STACKGATE_PRINT_LOCK_ERRORS",
  "STACKGATE_PRINT_TRACE",
  "STACKGATE_POST_VERBOSE",
  "STACKGATE_PIPE_STOP_SEED",
  "STACKGATE_PIPE_STOP_VERBOSE",
  "STACKGATE_MATRIX_TRACE",
  "STACKGATE_MATRIX_VERBOSE",
];

function settingNames(): string[] {
  return rowsOf("env").map((row) => `${ENV_PREFIX}${row.env ?? ""}`);
}

function knownNames(): Set<string> {
  const outputs = PIPE_OUTPUT_NAMES.map(
    (name) => `${ENV_PREFIX}${name.toUpperCase().replaceAll("-", "_")}`,
  );
  return new Set([...settingNames(), ...Object.keys(READ_NAMES), ...outputs, ...HARNESS_NAMES]);
}

/**
 * Refuses a `STACKGATE_*` variable stackgate does not know, naming the near miss when there is
 * one (`STACKGATE_PLANKEY` → `STACKGATE_PLAN_KEY`).
 */
export function assertKnownEnvironment(env: Readonly<Record<string, string | undefined>>): void {
  const known = knownNames();
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith(ENV_PREFIX) || known.has(name)) continue;
    if (name.startsWith(STACK_OUTPUT_VARIABLE_PREFIX)) continue;
    const near = nearestName(name, settingNames()) ?? nearestName(name, Object.keys(READ_NAMES));
    const hint =
      near === undefined
        ? `The STACKGATE_* variables stackgate reads are: ${settingNames().join(", ")}, STACKGATE_SECRETS.`
        : `Did you mean ${near}?`;
    throw usageError(
      `environment variable ${name} is set, but stackgate has no such variable, and would ignore it. ${hint} ` +
        `Fix its name or unset it.`,
    );
  }
}
