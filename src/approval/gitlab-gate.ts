/**
 * The approval gate in GitLab CI/CD (the CLI's `up --mr-approvals N`, the component's input
 * `approval: mr-approvals`): nothing is applied until N people other than the merge request's
 * author approved it after its plan was published, for the head this job planned.
 *
 * The rules are the other platforms' (decide.ts, review-gates.ts `pr-review`, rules.ts) over the
 * GitLab review source (gitlab-source.ts). `environment` (a protected environment's manual
 * job) needs no gate here: the CLI's `--digest` binds the job to the saved plan. A gate never
 * throws: an API failure is a refusal.
 */
import type { Interrupts } from "../signals/signal-trap.js";
import type { GitLabClient } from "../platforms/gitlab/client.js";
import type { GitLabUser } from "../platforms/gitlab/model.js";
import type { GateContextOf, PolicyOf } from "./decision.js";
import { decisionsOver, type GatePlatform } from "./decide.js";
import { createGitLabSource, GITLAB_WORDING } from "./gitlab-source.js";
import { createGateHook, type GateHook, type PlannedRun, type WaitingStatus } from "./wait.js";

/** The review rule GitLab's merge request approvals run under. */
export type GitLabApprovalPolicy = PolicyOf<"pr-review">;

export interface GitLabGateContext extends GateContextOf<GitLabApprovalPolicy, GitLabClient> {
  /**
   * True when the job's own variables already say the merge request comes from a fork
   * (`CI_MERGE_REQUEST_SOURCE_PROJECT_ID` ≠ `CI_MERGE_REQUEST_PROJECT_ID`); otherwise the
   * merge request is read: "not a fork" is never taken from the environment.
   */
  forkFromEnv: boolean;
}

function gitlabPlatform(ctx: GitLabGateContext): GatePlatform<GitLabUser> {
  const iid = ctx.pullRequest;
  return {
    source:
      ctx.api && iid !== null ? createGitLabSource(ctx.api, { iid, key: ctx.commentKey }) : null,
    wording: GITLAB_WORDING,
    knownFork: ctx.forkFromEnv ? true : undefined,
    savedPlan: {
      mode: "environment",
      approvedBy: "the manual job was started",
      digestName: "input digest",
      planPathName: "plan-path",
    },
  };
}

/** The CLI's gate before `up` on GitLab (lifecycle's ApprovalGateHook). */
export function createGitLabGate<R extends PlannedRun>(
  ctx: GitLabGateContext,
  options: { publish: (status: R | WaitingStatus) => Promise<void>; interrupts: Interrupts },
): GateHook<R> {
  return createGateHook(ctx, decisionsOver(gitlabPlatform), "another eligible approver", options);
}
