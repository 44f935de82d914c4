/**
 * What core code (settings, journal, report, lifecycle, recovery) knows of a CI platform: one
 * `Platform` description per platform, listed once in registry.ts. Core code never reads a
 * platform's environment or names a platform: it asks the detected description (through
 * `Settings.run`) or the registry. The door of a platform (its `CiHost`, ci/host.ts) does the
 * rest: inputs, log, outputs, comments, approvals, liveness through its API.
 */

/** Environment variables as a platform sets them. */
export type PlatformEnv = Readonly<Record<string, string | undefined>>;

/**
 * How a platform renders a comment's markdown. `github`: HTML is allowed, so hidden markers
 * are HTML comments and long sections collapse in `<details>`. `bitbucket`: HTML is escaped
 * (it would show `<!-- … -->` as text), so markers are link reference definitions
 * (`[//]: # (…)`, which CommonMark renders as nothing) and sections are bold titles. A new
 * platform picks the one its renderer matches.
 */
export type MarkdownFlavor = "github" | "bitbucket";

/** A run as the platform names it; every field is absent where the platform gives none. */
export interface PlatformRun {
  runId?: string | undefined;
  /** The attempt of the run (a re-run keeps the run id). */
  attempt?: string | undefined;
  /** The job within the run: matrix siblings share it. */
  job?: string | undefined;
  /** The matrix / parallel index where the platform gives one. */
  index?: string | undefined;
  runUrl?: string | undefined;
  commit?: string | undefined;
  /** The CI checkout: plan records name workdirs relative to it. */
  checkoutDir?: string | undefined;
}

export interface Platform<Name extends string = string> {
  /** The name journals and settings record (`header.platform`, `Settings.run.platform`). */
  readonly name: Name;
  /** True when `env` is this platform's job. */
  detects(env: PlatformEnv): boolean;
  /**
   * The run, attempt, job, index, link, commit and checkout from the job's environment. Its
   * checkout is also the journal's workdir key root, read even where the platform is not
   * detected (a CLI run with the variable set keys the journal as the door does).
   */
  readRun(env: PlatformEnv): PlatformRun;
  /** The stop-timeout when none is set: sized to the platform's own stop sequence. */
  readonly defaultStopTimeoutMs: number;
  /** Where the door prints every diff whole, for a comment that cannot hold them. */
  readonly fullDiffAt: string;
  /** How its comments are rendered. */
  readonly flavor: MarkdownFlavor;
}
