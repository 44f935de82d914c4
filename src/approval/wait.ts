/**
 * `approval: comment` with a wait (GitHub `approval-wait`, Bitbucket `APPROVAL_WAIT`): the PR
 * comment shows the plan and what to comment (the visible status), then the step polls until an
 * approval arrives, the wait ends or the run is stopped. Approvals count only after this plan
 * was published (the comment update). Platform-neutral: each platform passes how it publishes
 * the status and how it decides.
 */
import { EXIT } from "../errors.js";
import type { RunResult } from "../command/result.js";
import { shortDigest } from "../model/digest.js";
import type { Interrupts } from "../signals/signal-trap.js";
import type { GateDecision } from "./gate.js";

export interface CommentWait {
  planned: RunResult;
  /** The decision before waiting (not approved). */
  first: GateDecision;
  waitMs: number;
  pullRequest: number;
  /** Who may approve, as the status line says it ("a user with write access"). */
  approvers: string;
  /** Updates the PR comment with the waiting status. */
  publish: (status: RunResult) => Promise<void>;
  decide: (planned: RunResult) => Promise<GateDecision>;
  interrupts: Interrupts;
  log: (message: string) => void;
}

export async function waitForApprovalComment(w: CommentWait): Promise<GateDecision> {
  const short = shortDigest(w.planned.digest ?? "");
  await w.publish({
    ...w.planned,
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    message: `waiting up to ${describeWait(w.waitMs)} for ${w.approvers} to comment \`/stackgate apply ${short}\``,
  });
  const deadline = Date.now() + w.waitMs;
  const poll = Math.min(15_000, Math.max(1_000, Math.floor(w.waitMs / 10)));
  let decision = w.first;
  while (!decision.approved && w.interrupts.received === null && Date.now() < deadline) {
    w.log(
      `waiting for \`/stackgate apply ${short}\` on pull request #${w.pullRequest} (${describeWait(deadline - Date.now())} left)`,
    );
    await pause(Math.min(poll, deadline - Date.now()), w.interrupts);
    if (w.interrupts.received !== null) break;
    decision = await w.decide(w.planned);
  }
  if (decision.approved) return decision;
  const why =
    w.interrupts.received !== null
      ? "the run was stopped"
      : `no approval came within ${describeWait(w.waitMs)}`;
  return { approved: false, reason: `${why}: ${decision.reason}` };
}

/** Resolves after `ms`, or at once when a stop signal arrives. */
function pause(ms: number, interrupts: Interrupts): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const off = interrupts.onInterrupt(done);
  });
}

function describeWait(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 120 ? `${Math.round(s / 60)} min` : `${s} s`;
}
