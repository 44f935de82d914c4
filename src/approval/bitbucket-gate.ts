/**
 * Approval gates in Bitbucket Pipelines (the Pipe's entry): nothing is applied until the
 * configured approval is present, bound to the exact plan (digest) and commit it was given for.
 *
 *   none         apply at once (still never for a fork's pull request)
 *   manual-step  the step is `trigger: manual` (someone ran it): apply only the saved plan
 *                artifact whose digest the preview step published, for this same commit (the
 *                check GitHub's `environment` makes: `savedPlanGate`)
 *   pr-review    the PR's source commit is the one planned, its published plan is this one,
 *                ≥ N authorized participants approved after it was published, and none of
 *                them requests changes
 *   comment      an authorized user commented `/stackgate apply [digest]` after the plan was
 *                published; a digest, when given, must be this plan's
 *
 * The rules are GitHub's (decide.ts, review-gates.ts, rules.ts) over the Bitbucket review source
 * (bitbucket-source.ts: who is authorized). A gate never throws: an API failure is a refusal.
 */
import type { Interrupts } from "../signals/signal-trap.js";
import type { GateContextOf, GateDecision, PolicyOf } from "./decision.js";
import { decideGate, decisionsOver, type GatePlatform } from "./decide.js";
import type { BitbucketUser } from "../platforms/bitbucket.js";
import { BITBUCKET_WORDING, createBitbucketSource, type GateApi } from "./bitbucket-source.js";
import { createGateHook, type GateHook, type PlannedRun, type WaitingStatus } from "./wait.js";

export { sameCommit } from "./decision.js";
export type { GateApi } from "./bitbucket-source.js";

export const PIPE_APPROVAL_MODES = ["none", "manual-step", "pr-review", "comment"] as const;
export type PipeApprovalMode = (typeof PIPE_APPROVAL_MODES)[number];

export interface PipeApprovalPolicy extends PolicyOf<PipeApprovalMode> {
  /** Who may approve (uuid, account id or nickname); empty: write permission on the repository. */
  approvers: readonly string[];
}

/** The Pipe's gate: PULL_REQUEST or BITBUCKET_PR_ID, BITBUCKET_COMMIT, DIGEST (or the record). */
export type BitbucketGateContext = GateContextOf<PipeApprovalPolicy, GateApi>;

/** Bitbucket as the gates' platform for one decision (a new review source each time). */
function bitbucketPlatform(ctx: BitbucketGateContext): GatePlatform<BitbucketUser> {
  const id = ctx.pullRequest;
  const { approvers } = ctx.policy;
  return {
    // One source per decision: the pull request, its comments and each permission are read once.
    source:
      ctx.api && id !== null ? createBitbucketSource(ctx.api, id, ctx.commentKey, approvers) : null,
    wording: BITBUCKET_WORDING,
    knownFork: undefined,
    savedPlan: {
      mode: "manual-step",
      approvedBy: "the manual step was started",
      digestName: "variable DIGEST",
      planPathName: "PLAN_PATH",
    },
  };
}

/** Decides whether the plan with `digest` may be applied. Never throws. */
export function decideBitbucketApproval(
  ctx: BitbucketGateContext,
  planned: { digest: string },
): Promise<GateDecision> {
  return decideGate(ctx, planned.digest, bitbucketPlatform(ctx));
}

/**
 * The Pipe's gate before `up` (lifecycle's ApprovalGateHook): decides, and with
 * `APPROVAL: comment` and `APPROVAL_WAIT` publishes the waiting status through `publish` (the
 * PR comment) and polls until an approval comes, the wait ends or the run is stopped.
 */
export function createBitbucketGate<R extends PlannedRun>(
  ctx: BitbucketGateContext,
  options: { publish: (status: R | WaitingStatus) => Promise<void>; interrupts: Interrupts },
): GateHook<R> {
  return createGateHook(ctx, decisionsOver(bitbucketPlatform), "an authorized user", options);
}
