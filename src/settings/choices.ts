/** The values of the choice settings, and the commands. */
export const COMMANDS = [
  "preview",
  "up",
  "recover",
  "status",
  "unlock",
  "drift",
  "demo",
  "help",
  "version",
] as const;
export type Command = (typeof COMMANDS)[number];

export const APPROVE_MODES = ["none", "prompt", "yes"] as const;
export type ApproveMode = (typeof APPROVE_MODES)[number];

export const RECOVERY_POLICIES = ["refresh", "report-only", "fail"] as const;
export type RecoveryPolicy = (typeof RECOVERY_POLICIES)[number];

export const ORPHAN_POLICIES = ["import", "report"] as const;
export type OrphanPolicy = (typeof ORPHAN_POLICIES)[number];

/** Pulumi pending creates after an interrupted update: clear them, import them, or stop. */
export const PENDING_CREATES_POLICIES = ["clear", "import", "fail"] as const;
export type PendingCreatesPolicy = (typeof PENDING_CREATES_POLICIES)[number];

/** s3: a state whose stored digest does not match (a kill between the two writes). */
export const STATE_DIGEST_POLICIES = ["report", "repair"] as const;
export type StateDigestPolicy = (typeof STATE_DIGEST_POLICIES)[number];

/** What preview/up plan: the normal update, a destroy of everything, or a refresh only. */
export const PLAN_MODES = ["normal", "destroy", "refresh"] as const;
export type PlanModeName = (typeof PLAN_MODES)[number];

/**
 * Where `drift` reports besides its own output: nowhere else, GitHub or GitLab issues (one per
 * stack), or a Bitbucket Code Insights report on the commit (the Pipe's).
 */
export const DRIFT_REPORTS = ["none", "github-issues", "gitlab-issues", "code-insights"] as const;
export type DriftReportTarget = (typeof DRIFT_REPORTS)[number];
