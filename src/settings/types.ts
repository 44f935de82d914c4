/** The one typed, validated settings object everything below the entry points takes. */
import type { EngineName } from "../model/change.js";
import type {
  ApproveMode,
  Command,
  DriftReportTarget,
  OrphanPolicy,
  PendingCreatesPolicy,
  PlanModeName,
  RecoveryPolicy,
  StateDigestPolicy,
} from "./choices.js";
import type { Env } from "./hosts.js";
import type { HostSource } from "./hosts.js";
import type { RunContext } from "./context.js";

export interface Settings {
  command: Command;
  engine: EngineName;
  /** Binary to execute: `terraform`, `tofu`, or a path. */
  engineBinary: string;
  /** Absolute path of the engine project. */
  workdir: string;
  project: string;
  /** Pulumi: always the fully qualified `org/project/stack`. */
  stack: string;
  /** Pulumi: the short name as given (`dev`, `acme/dev`), when stackgate qualified it. */
  stackGiven?: string;
  /**
   * Terraform/OpenTofu: the workspace (`TF_WORKSPACE` for every engine command), when the
   * pipeline names one. With `backendConfig`, what makes a stack its own state.
   */
  workspace?: string;
  /** Terraform/OpenTofu: `init -backend-config` items (`KEY=VALUE` or a file), in order. */
  backendConfig: string[];
  /** Absolute path of the saved plan file. */
  planFile: string;
  /** preview/up: `terraform plan -destroy|-refresh-only`, `pulumi destroy|refresh`. */
  mode: PlanModeName;
  approve: ApproveMode;
  /**
   * `up` on GitLab (`--mr-approvals N`): apply only after N people other than the merge
   * request's author approved it after its plan was published (approval/gitlab-gate.ts).
   */
  mrApprovals?: number;
  /** `up` applies only when the plan's digest equals this (full or 12-char short form). */
  expectDigest?: string;
  /**
   * Secret that seals the saved plan (lifecycle/plan-seal.ts): `preview` encrypts the plan
   * file with it, `up --digest` applies only a plan it decrypts and authenticates.
   */
  planKey?: string;
  json: boolean;
  detailedExitcode: boolean;
  /** Where the rendered PR comment markdown is written (absolute), if anywhere. */
  commentFile?: string;
  /** Characters allowed in a PR comment (GitHub: 65,536). */
  commentLimit: number;
  /** Terraform `-lock-timeout` (e.g. `0s`, `30s`). */
  lockTimeout: string;
  vars: string[];
  varFiles: string[];
  /**
   * OpenTofu `plan -exclude` / Pulumi `--exclude`: addresses (URNs) planned around, with their
   * dependents. Empty unless the engine's traits have it (engines/exclude.ts); recovery never
   * uses it.
   */
  exclude: string[];
  /** Values that must never appear in a comment, summary or log. */
  secrets: string[];
  /**
   * STACKGATE_DIGEST_SECRET: when set, the key that binds sensitive values into plan digests is
   * derived from it (the same in every job), instead of made at random for each plan.
   */
  digestSecret?: string;
  /** What recover does about drift after an interrupted apply. */
  recovery: RecoveryPolicy;
  /**
   * Orphans: resources the journal saw created (with their id) that are in no state.
   * `import` adopts them (the default: re-creating them would duplicate real resources),
   * `report` lists the import commands and leaves the run for a person to finish.
   */
  orphans: OrphanPolicy;
  /**
   * Pulumi: pending creates found after an interrupted update. `import` adopts those whose
   * provider id the journal recorded (the rest are left for a person), `clear` drops them from
   * the state, `fail` changes nothing and reports.
   */
  pendingCreates: PendingCreatesPolicy;
  /**
   * s3 backend with `dynamodb_table`: a state whose MD5 differs from the stored Digest.
   * `report` (default) names the exact repair; `repair` sets the Digest to the state's MD5,
   * only once the lock is free or released as a dead run's.
   */
  stateDigest: StateDigestPolicy;
  /** Opt-in: locks older than this many ms may be broken without other evidence. */
  staleAfterMs?: number;
  /** unlock: break a lock even without evidence that its owner is dead. */
  force: boolean;
  /** recover --resolve: close the open items of an address (recovery/open-items.ts). */
  resolve?: ResolveRequest;
  /** up: open items (addresses) a person accepts applying over. */
  acceptOpenItems: string[];
  /** A durable journal directory (for backends other than local, pg and s3). */
  journalDir?: string;
  /** How long the engine gets to stop after the first signal before the second one. */
  stopTimeoutMs: number;
  run: RunContext;
  /** Where the settings came from, for error messages. */
  configFile?: string;
  /**
   * stackgate.yml `depends-on`: the stacks this one reads from (directories relative to the
   * stacks root). `up --digest` plans again before applying such a stack's saved plan
   * (lifecycle/upstream-check.ts). From the checkout: it can only add that check.
   */
  dependsOn?: string[];
  /** drift: every stack under the workdir (as `stacks` discovers them), not the workdir alone. */
  allStacks: boolean;
  /** drift: how many stacks are checked at once. */
  concurrency: number;
  /** drift: where it reports besides its output (`github-issues`: one issue per stack). */
  driftReport: DriftReportTarget;
  /** drift: the most open drift issues; beyond it no new issue is filed. */
  driftIssueCap: number;
}

/** How a person closes an open item: it does not exist, it exists with this id, or checked. */
export type ResolveRequest =
  { address: string; how: "absent" | "checked" } | { address: string; how: "import"; id: string };

/** `dev` → `organization/app/dev`: how Pulumi stack names are qualified (engines/pulumi). */
export type QualifyStack = (
  given: string,
  workdir: string,
  env: Env,
) => Promise<QualifiedStack> | QualifiedStack;

export interface QualifiedStack {
  qualified: string;
  given?: string;
}

export interface SettingsSources {
  /** The CLI's arguments (a host passes none: its command comes from `command`). */
  argv: readonly string[];
  env: Env;
  cwd: string;
  /** Action inputs or Pipe variables: above every other source. */
  host?: HostSource;
  /** The command a host asked for (its own input, read in its terms). */
  command?: Command;
  /** The host's comment limit, already read in its terms (the Action's, the Pipe's). */
  commentLimit?: number;
  /** Pulumi's stack qualification, given by the caller (settings/ imports no engine). */
  qualifyStack?: QualifyStack;
  /**
   * Checks `exclude` against what the engine can exclude (given by the caller, as above); throws
   * a usage error naming `term` (how the person gave it).
   */
  checkExclude?: (engine: EngineName, exclude: readonly string[], term: string) => void;
}
