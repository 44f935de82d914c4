/**
 * Approval gates: nothing is applied until the configured approval is present, and an approval
 * is bound to the exact plan (digest) and commit it was given for.
 *
 *   none         apply at once (still never for a fork's pull request)
 *   environment  the job sits behind a protected environment; apply only the saved plan artifact
 *                whose digest was published for this same commit
 *   pr-review    the plan is the one published on the PR for its current head, and ≥ N people
 *                with write access approved that head after the plan was published, with no
 *                outstanding change request
 *   comment      a person with write access commented `/stackgate apply [digest]` after the
 *                plan was published; a digest, when given, must be this plan's
 *
 * What counts as "after", as a person and as a command is one rule for every gate that reads a
 * pull request, GitHub's and Bitbucket's: approval/rules.ts.
 *
 * The gates themselves are written once for GitHub and Bitbucket: saved-plan.ts (`environment`,
 * `manual-step`) and review-gates.ts (`pr-review`, `comment`, fork refusal) over a review source
 * (github-source.ts here). This file is the GitHub Action's entry.
 *
 * A gate never throws: an API failure is a refusal that says why (nothing is applied).
 */

import { EXIT, StackgateError } from "../errors.js";
import type { GitHubApi } from "../platforms/github.js";
import type { GitHubEventContext } from "../platforms/github/context.js";
import type { CommentKey } from "../report/marker.js";
import type { Interrupts } from "../signals/signal-trap.js";
import { approve, messageOf, refuse, type GateDecision } from "./decision.js";
import { createGitHubSource, gitHubWording } from "./github-source.js";
import { commentGate, forkRefusal, prReviewGate, type ReviewGateInput } from "./review-gates.js";
import { savedPlanGate } from "./saved-plan.js";
import { createGateHook, type GateHook, type PlannedRun } from "./wait.js";

export type { GateDecision } from "./decision.js";

export const APPROVAL_MODES = ["none", "environment", "pr-review", "comment"] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export interface ApprovalPolicy {
  mode: ApprovalMode;
  /** pr-review: approvals needed on the current head. */
  requiredApprovals: number;
  /** comment: how long the step waits for `/stackgate apply` (0: it does not wait). */
  waitMs: number;
}

export interface GateContext {
  policy: ApprovalPolicy;
  event: GitHubEventContext;
  /** The pull request this run is about (input pull-request or the event), or null. */
  pullRequest: number | null;
  /** The commit this run plans and applies (settings.run.commit). */
  commit: string | undefined;
  /** The saved plan file; its record names the commit it was planned for. */
  planFile: string;
  /** The published digest of the saved plan this run applies, when it applies a saved plan. */
  expectDigest?: string;
  commentKey: CommentKey;
  api: GitHubApi | null;
  log: (message: string) => void;
}

/** Decides whether the plan with `digest` may be applied. Never throws. */
export async function decideApproval(
  ctx: GateContext,
  planned: { digest: string },
): Promise<GateDecision> {
  try {
    const { mode } = ctx.policy;
    const number = ctx.pullRequest;
    // One source per decision: the pull request, its comments and each permission are read once.
    const source =
      ctx.api && number !== null ? createGitHubSource(ctx.api, number, ctx.commentKey) : null;
    const wording = gitHubWording(ctx.event.eventName);
    const known =
      number !== null && ctx.event.pullRequest?.number === number
        ? ctx.event.pullRequest.fork
        : undefined;
    const fork = await forkRefusal(number, known, source, wording);
    if (fork) return fork;
    if (mode === "none") return approve("approval: none (applies at once)");
    if (mode === "environment") return environmentGate(ctx, planned.digest);
    const input: ReviewGateInput<string> = {
      mode,
      pullRequest: number,
      commit: ctx.commit,
      digest: planned.digest,
      hasApi: ctx.api !== null,
      requiredApprovals: ctx.policy.requiredApprovals,
      source,
      wording,
    };
    return mode === "pr-review" ? await prReviewGate(input) : await commentGate(input);
  } catch (error) {
    return refuse(`the approval could not be checked: ${messageOf(error)}`);
  }
}

function environmentGate(ctx: GateContext, digest: string): GateDecision {
  return savedPlanGate(
    {
      mode: "environment",
      approvedBy: "the job was approved",
      digestName: "input digest",
      planPathName: "plan-path",
      ...(ctx.expectDigest !== undefined ? { expectDigest: ctx.expectDigest } : {}),
      planFile: ctx.planFile,
      commit: ctx.commit,
    },
    digest,
  );
}

/**
 * The Action's gate before `up` (lifecycle's ApprovalGateHook): decides, and with
 * `approval: comment` and `approval-wait` publishes the waiting status through `publish` (the
 * PR comment) and polls until an approval comes, the wait ends or the run is stopped.
 */
export function createGitHubGate<R extends PlannedRun>(
  ctx: GateContext,
  options: { publish: (status: R) => Promise<void>; interrupts: Interrupts },
): GateHook<R> {
  return createGateHook(ctx, decideApproval, "a user with write access", options);
}

/** Settings-time checks: what each mode needs, so a misconfigured gate fails before any engine runs. */
export function assertGateUsable(
  ctx: Pick<GateContext, "policy" | "event" | "pullRequest" | "api">,
): void {
  const { mode } = ctx.policy;
  if (mode !== "pr-review" && mode !== "comment") return;
  if (!ctx.api) {
    throw new StackgateError(
      `input github-token is empty, but approval: ${mode} reads the pull request through the GitHub API. ` +
        "Leave github-token at its default (`${{ github.token }}`) or pass a token with `pull-requests: read`.",
      EXIT.usage,
    );
  }
  if (ctx.pullRequest === null) {
    const events =
      mode === "comment"
        ? "pull_request or issue_comment (on a pull request)"
        : "pull_request or pull_request_review";
    throw new StackgateError(
      `approval: ${mode} needs a pull request, but this run's event "${ctx.event.eventName || "unknown"}" is not one. ` +
        `Run this job on ${events}, set input pull-request, or use approval: environment for pushes.`,
      EXIT.usage,
    );
  }
}
