/**
 * One decision, whatever the platform: a fork's pull request never applies; `none` applies at
 * once; `pr-review` and `comment` read the pull request through the platform's review source;
 * the saved-plan modes (`environment`, `manual-step`) check the handed-over plan artifact.
 * Never throws: an API failure is a refusal that says why.
 */
import { messageOf } from "../errors.js";
import {
  approve,
  refuse,
  type GateContextOf,
  type GateDecision,
  type PolicyOf,
} from "./decision.js";
import { commentGate, forkRefusal, prReviewGate, type ReviewGateInput } from "./review-gates.js";
import type { GateWording, ReviewSource } from "./review-source.js";
import { savedPlanGate, type SavedPlanGateInput } from "./saved-plan.js";
import type { GateDecisions } from "./wait.js";
import { readPlanRecord } from "../lifecycle/plan-artifact.js";

export interface GatePlatform<U> {
  /** One per decision (review-source.ts); null without credentials or a pull request. */
  source: ReviewSource<U> | null;
  wording: GateWording;
  /** Whether the pull request is a fork, when the run's event says so. */
  knownFork: boolean | undefined;
  /** The platform's names in the saved-plan gate's messages. */
  savedPlan: Pick<SavedPlanGateInput, "mode" | "approvedBy" | "digestName" | "planPathName">;
}

/** Decides whether the plan with `digest` may be applied. Never throws. */
export async function decideGate<U>(
  ctx: GateContextOf<PolicyOf<string>, unknown>,
  digest: string,
  platform: GatePlatform<U>,
): Promise<GateDecision> {
  try {
    const { mode, requiredApprovals } = ctx.policy;
    const { source, wording } = platform;
    const fork = await forkRefusal(ctx.pullRequest, platform.knownFork, source, wording);
    if (fork) return fork;
    if (mode === "none") return approve("approval: none (applies at once)");
    if (mode === "pr-review" || mode === "comment") {
      const input: ReviewGateInput<U> = {
        mode,
        pullRequest: ctx.pullRequest,
        commit: ctx.commit,
        digest,
        hasApi: ctx.api !== null,
        requiredApprovals,
        source,
        wording,
      };
      return mode === "pr-review" ? await prReviewGate(input) : await commentGate(input);
    }
    return savedPlanGate(
      {
        ...platform.savedPlan,
        ...(ctx.expectDigest !== undefined ? { expectDigest: ctx.expectDigest } : {}),
        planFile: ctx.planFile,
        commit: ctx.commit,
      },
      digest,
    );
  } catch (error) {
    return refuse(`the approval could not be checked: ${messageOf(error)}`);
  }
}

/**
 * Everything decidable without this run's plan, asked before any engine process, pre-flight or
 * repository-controlled file runs: the fork refusal, then the whole decision against the plan
 * already published (pr-review, comment: the PR is open, its head is the commit this run is
 * on, a plan is published for it, and an allowed person who is not the author approved it) or
 * handed over (environment, manual-step: the record's digest and commit). Only "this run's
 * plan is that plan" is left to decideGate once the plan exists. Never throws.
 */
async function decideBeforePlan<U>(
  ctx: GateContextOf<PolicyOf<string>, unknown>,
  platform: GatePlatform<U>,
): Promise<GateDecision> {
  try {
    const { mode } = ctx.policy;
    if (mode === "pr-review" || mode === "comment") {
      // The pull request first, as decideGate reads it: its errors name the pull request.
      await platform.source?.pull();
      const found = platform.source ? await platform.source.published() : null;
      return await decideGate(ctx, found?.published.digest ?? "", platform);
    }
    if (mode === "none") return await decideGate(ctx, "", platform);
    return await decideGate(ctx, readPlanRecord(ctx.planFile)?.digest ?? "", platform);
  } catch (error) {
    return refuse(`the approval could not be checked: ${messageOf(error)}`);
  }
}

/** The plan published on the pull request (its digest and our comment's body), or null. */
async function publishedPlan<U>(
  platform: GatePlatform<U>,
): Promise<{ digest: string; body: string } | null> {
  try {
    const found = platform.source ? await platform.source.published() : null;
    const digest = found?.published.digest;
    return found && digest ? { digest, body: found.body } : null;
  } catch {
    return null;
  }
}

/** A platform's gate decisions (wait.ts), each made over a fresh `platformOf(ctx)`. */
export function decisionsOver<C extends GateContextOf<PolicyOf<string>, unknown>, U>(
  platformOf: (ctx: C) => GatePlatform<U>,
): GateDecisions<C> {
  return {
    decide: (ctx, planned) => decideGate(ctx, planned.digest, platformOf(ctx)),
    beforePlan: (ctx) => decideBeforePlan(ctx, platformOf(ctx)),
    published: (ctx) => publishedPlan(platformOf(ctx)),
  };
}
