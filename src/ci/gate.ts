/**
 * The approval gate hook `up` calls, the same on every CI host: decide; for the comment gate,
 * show the plan to approve on the PR and wait for `/stackgate apply <digest>`; log the verdict.
 * What decides is the platform's (approval/gate.ts for GitHub, platforms/bitbucket/gates.ts
 * for Bitbucket), passed in by the host.
 */
import type { GateDecision } from "../approval/gate.js";
import { waitForApprovalComment } from "../approval/wait.js";
import type { ApprovalGateHook, Output } from "../command/deps.js";
import type { RunResult } from "../command/result.js";
import type { CommentKey } from "../report/marker.js";

import type { SignalTrap } from "../signals/signal-trap.js";

import { type Settings } from "../settings/index.js";
/** How the comment gate waits, when it does (mode comment, a wait, an API and a PR). */
export interface GateWait {
  waitMs: number;
  pullRequest: number;
  /** Who may approve, as the status line says it. */
  approvers: string;
  /** Updates the PR comment with the waiting status. */
  publish: (status: RunResult) => Promise<void>;
}

/** The comment gate's wait, when there is one: mode comment, a wait, a poster and a PR. */
export function commentWait(
  approval: { mode: string; waitMs: number },
  pullRequest: number | null,
  approvers: string,
  post: ((pullRequest: number, status: RunResult) => Promise<unknown>) | null,
): GateWait | null {
  if (approval.mode !== "comment" || approval.waitMs <= 0 || !post || pullRequest === null) {
    return null;
  }
  return {
    waitMs: approval.waitMs,
    pullRequest,
    approvers,
    publish: async (status) => {
      await post(pullRequest, status);
    },
  };
}

export function createGateHook(
  decide: (planned: RunResult) => Promise<GateDecision>,
  wait: GateWait | null,
  trap: SignalTrap,
  output: Output,
): ApprovalGateHook {
  const log = (message: string): void => output.info(message);
  return async (planned) => {
    let decision = await decide(planned);
    if (!decision.approved && wait) {
      decision = await waitForApprovalComment({
        ...wait,
        planned,
        first: decision,
        decide,
        interrupts: trap,
        log,
      });
    }
    log(decision.approved ? `approved: ${decision.reason}` : `refused: ${decision.reason}`);
    return decision.approved ? null : decision.reason;
  };
}

/** What every platform's gate is told about this run (the commit and the plan it binds to). */
export function gateBinding(settings: Settings, commentKey: CommentKey, output: Output) {
  return {
    commit: settings.run.commit,
    planFile: settings.planFile,
    ...(settings.expectDigest !== undefined ? { expectDigest: settings.expectDigest } : {}),
    commentKey,
    log: (m: string) => output.info(m),
  };
}
