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
 * The gates themselves are written once for GitHub and Bitbucket: decide.ts (one decision),
 * saved-plan.ts (`environment`, `manual-step`) and review-gates.ts (`pr-review`, `comment`, fork
 * refusal) over a review source (github-source.ts here). This file is the GitHub Action's entry.
 *
 * A gate never throws: an API failure is a refusal that says why (nothing is applied).
 */

import { EXIT, StackgateError } from "../errors.js";
import type { GitHubApi } from "../platforms/github.js";
import type { GitHubEventContext } from "../platforms/github/context.js";
import type { Interrupts } from "../signals/signal-trap.js";
import type { GateContextOf, GateDecision, PolicyOf } from "./decision.js";
import { decideGate, decisionsOver, type GatePlatform } from "./decide.js";
import { createGitHubSource, gitHubWording } from "./github-source.js";
import { createGateHook, type GateHook, type PlannedRun, type WaitingStatus } from "./wait.js";

export type { GateDecision } from "./decision.js";

export const APPROVAL_MODES = ["none", "environment", "pr-review", "comment"] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export type ApprovalPolicy = PolicyOf<ApprovalMode>;

/** The Action's gate: the run's event (fork or not, the pull request) besides the shared fields. */
export interface GateContext extends GateContextOf<ApprovalPolicy, GitHubApi> {
  event: GitHubEventContext;
}

/** GitHub as the gates' platform for one decision (a new review source each time). */
function gitHubPlatform(ctx: GateContext): GatePlatform<string> {
  const number = ctx.pullRequest;
  const event = ctx.event.pullRequest;
  return {
    // One source per decision: the pull request, its comments and each permission are read once.
    source: ctx.api && number !== null ? createGitHubSource(ctx.api, number, ctx.commentKey) : null,
    wording: gitHubWording(ctx.event.eventName),
    knownFork: number !== null && event?.number === number ? event.fork : undefined,
    savedPlan: {
      mode: "environment",
      approvedBy: "the job was approved",
      digestName: "input digest",
      planPathName: "plan-path",
    },
  };
}

/** Decides whether the plan with `digest` may be applied. Never throws. */
export function decideApproval(
  ctx: GateContext,
  planned: { digest: string },
): Promise<GateDecision> {
  return decideGate(ctx, planned.digest, gitHubPlatform(ctx));
}

/**
 * The Action's gate before `up` (lifecycle's ApprovalGateHook): decides, and with
 * `approval: comment` and `approval-wait` publishes the waiting status through `publish` (the
 * PR comment) and polls until an approval comes, the wait ends or the run is stopped.
 */
export function createGitHubGate<R extends PlannedRun>(
  ctx: GateContext,
  options: { publish: (status: R | WaitingStatus) => Promise<void>; interrupts: Interrupts },
): GateHook<R> {
  return createGateHook(ctx, decisionsOver(gitHubPlatform), "a user with write access", options);
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
