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
 * The rules are GitHub's (review-gates.ts, rules.ts) over the Bitbucket review source
 * (bitbucket-source.ts: who is authorized). A gate never throws: an API failure is a refusal.
 */
import type { CommentKey } from "../report/marker.js";
import type { Interrupts } from "../signals/signal-trap.js";
import { approve, messageOf, refuse, type GateDecision } from "./decision.js";
import { BITBUCKET_WORDING, createBitbucketSource, type GateApi } from "./bitbucket-source.js";
import { commentGate, forkRefusal, prReviewGate } from "./review-gates.js";
import { savedPlanGate } from "./saved-plan.js";
import { createGateHook, type GateHook, type PlannedRun } from "./wait.js";

export { sameCommit } from "./decision.js";
export type { GateApi } from "./bitbucket-source.js";

export const PIPE_APPROVAL_MODES = ["none", "manual-step", "pr-review", "comment"] as const;
export type PipeApprovalMode = (typeof PIPE_APPROVAL_MODES)[number];

export interface PipeApprovalPolicy {
  mode: PipeApprovalMode;
  /** pr-review: approvals needed. */
  requiredApprovals: number;
  /** comment: how long the step waits for `/stackgate apply` (0: it does not wait). */
  waitMs: number;
  /** Who may approve (uuid, account id or nickname); empty: write permission on the repository. */
  approvers: readonly string[];
}

export interface BitbucketGateContext {
  policy: PipeApprovalPolicy;
  /** The pull request (PULL_REQUEST or BITBUCKET_PR_ID), or null. */
  pullRequest: number | null;
  /** The commit this run plans and applies (BITBUCKET_COMMIT). */
  commit: string | undefined;
  planFile: string;
  /** The digest of the saved plan this run applies (DIGEST, or the artifact's record). */
  expectDigest?: string;
  commentKey: CommentKey;
  api: GateApi | null;
  log: (message: string) => void;
}

/** Decides whether the plan with `digest` may be applied. Never throws. */
export async function decideBitbucketApproval(
  ctx: BitbucketGateContext,
  planned: { digest: string },
): Promise<GateDecision> {
  try {
    const { mode, approvers, requiredApprovals } = ctx.policy;
    const id = ctx.pullRequest;
    // One source per decision: the pull request, its comments and each permission are read once.
    const source =
      ctx.api && id !== null ? createBitbucketSource(ctx.api, id, ctx.commentKey, approvers) : null;
    const fork = await forkRefusal(id, undefined, source, BITBUCKET_WORDING);
    if (fork) return fork;
    if (mode === "none") return approve("approval: none (applies at once)");
    if (mode === "manual-step") {
      return savedPlanGate(
        {
          mode: "manual-step",
          approvedBy: "the manual step was started",
          digestName: "variable DIGEST",
          planPathName: "PLAN_PATH",
          ...(ctx.expectDigest !== undefined ? { expectDigest: ctx.expectDigest } : {}),
          planFile: ctx.planFile,
          commit: ctx.commit,
        },
        planned.digest,
      );
    }
    const input = {
      mode,
      pullRequest: id,
      commit: ctx.commit,
      digest: planned.digest,
      hasApi: ctx.api !== null,
      requiredApprovals,
      source,
      wording: BITBUCKET_WORDING,
    };
    return mode === "pr-review" ? await prReviewGate(input) : await commentGate(input);
  } catch (error) {
    return refuse(`the approval could not be checked: ${messageOf(error)}`);
  }
}

/**
 * The Pipe's gate before `up` (lifecycle's ApprovalGateHook): decides, and with
 * `APPROVAL: comment` and `APPROVAL_WAIT` publishes the waiting status through `publish` (the
 * PR comment) and polls until an approval comes, the wait ends or the run is stopped.
 */
export function createBitbucketGate<R extends PlannedRun>(
  ctx: BitbucketGateContext,
  options: { publish: (status: R) => Promise<void>; interrupts: Interrupts },
): GateHook<R> {
  return createGateHook(ctx, decideBitbucketApproval, "an authorized user", options);
}
