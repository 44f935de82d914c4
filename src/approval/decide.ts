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
