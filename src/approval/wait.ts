/**
 * `approval: comment` with a wait (GitHub `approval-wait`, Bitbucket `APPROVAL_WAIT`): the PR
 * comment shows the plan and what to comment (the visible status), then the step polls until an
 * approval arrives, the wait ends or the run is stopped. Approvals count only after this plan
 * was published (the comment update). Platform-neutral: each platform passes how it publishes
 * the status and how it decides.
 *
 * Every poll is a new decision, and a decision reads again what can change while the step waits:
 * the pull request (a push moves the head and voids the plan's binding; the PR can be closed),
 * its comments (the command awaited; a new preview replaces the published plan) and the
 * permission of each command's author (write access can be revoked meanwhile). Within one
 * decision each is read once (review-source.ts). What cannot change is not read again: who the
 * token comments as (memoised by the API client), and the event's word on a fork.
 */
import { EXIT } from "../errors.js";
import { shortDigest } from "../model/digest.js";
import type { Interrupts } from "../signals/signal-trap.js";
import type { GateDecision } from "./decision.js";
import { withoutPublished } from "./published.js";

/**
 * What a gate sees of a run (lifecycle's RunResult fits): the plan's digest, and the fields the
 * waiting status sets before it is published.
 */
export interface PlannedRun {
  command: "preview" | "up";
  outcome: string;
  exitCode: number;
  message?: string;
  digest?: string;
}

export interface CommentWait<R extends PlannedRun = PlannedRun> {
  planned: R;
  /** The decision before waiting (not approved). */
  first: GateDecision;
  waitMs: number;
  pullRequest: number;
  /** Who may approve, as the status line says it ("a user with write access"). */
  approvers: string;
  /** Updates the PR comment with the waiting status. */
  publish: (status: R) => Promise<void>;
  decide: (planned: R) => Promise<GateDecision>;
  interrupts: Interrupts;
  log: (message: string) => void;
}

async function waitForApprovalComment<R extends PlannedRun>(
  w: CommentWait<R>,
): Promise<GateDecision> {
  const short = shortDigest(w.planned.digest ?? "");
  await w.publish({
    ...w.planned,
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    message: `waiting up to ${describeWait(w.waitMs)} for ${w.approvers} to comment \`/stackgate apply ${short}\``,
  });
  return pollForApproval({
    first: w.first,
    waitMs: w.waitMs,
    what: `\`/stackgate apply ${short}\` on pull request #${w.pullRequest}`,
    decide: () => w.decide(w.planned),
    interrupts: w.interrupts,
    log: w.log,
  });
}

/** Polls `decide` until it approves, `waitMs` pass or the run is stopped. */
async function pollForApproval(p: {
  first: GateDecision;
  waitMs: number;
  /** What is awaited, as the log line says it. */
  what: string;
  decide: () => Promise<GateDecision>;
  interrupts: Interrupts;
  log: (message: string) => void;
}): Promise<GateDecision> {
  const deadline = Date.now() + p.waitMs;
  const poll = Math.min(15_000, Math.max(1_000, Math.floor(p.waitMs / 10)));
  let decision = p.first;
  while (!decision.approved && p.interrupts.received === null && Date.now() < deadline) {
    p.log(`waiting for ${p.what} (${describeWait(deadline - Date.now())} left)`);
    await pause(Math.min(poll, deadline - Date.now()), p.interrupts);
    if (p.interrupts.received !== null) break;
    decision = await p.decide();
  }
  if (decision.approved) return decision;
  const why =
    p.interrupts.received !== null
      ? "the run was stopped"
      : `no approval came within ${describeWait(p.waitMs)}`;
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

/**
 * How the doors call a gate around `up` (lifecycle's ApprovalGateHook): `beforeEngine` first,
 * before any engine process runs; then the hook itself with the plan. Each resolves null, or
 * why not.
 */
export interface GateHook<R extends PlannedRun> {
  (planned: R): Promise<string | null>;
  /** Everything decidable without the plan (decide.ts decideBeforePlan), waiting like the gate. */
  beforeEngine: () => Promise<string | null>;
}

/** What the platforms' gate contexts share, as far as the hook needs it. */
export interface HookedGate {
  policy: { mode: string; waitMs: number };
  /** null without credentials (a wait needs them to read the comments). */
  api: object | null;
  pullRequest: number | null;
  log: (message: string) => void;
}

/** A platform's two decisions: with this run's plan, and before there is one. */
export interface GateDecisions<C> {
  decide: (ctx: C, planned: { digest: string }) => Promise<GateDecision>;
  beforePlan: (ctx: C) => Promise<GateDecision>;
  /** The plan published on the pull request: its digest and our comment's body. */
  published: (ctx: C) => Promise<{ digest: string; body: string } | null>;
}

/**
 * The waiting status before planning: our published comment as it is (the plan the preview
 * showed), with the status line below it; it keeps the published digest, so the time
 * approvals count from does not move.
 */
export interface WaitingStatus {
  command: "up";
  outcome: "approval-required";
  exitCode: number;
  digest: string;
  message: string;
  comment: string;
}

/** Marks the status line, so that the next status replaces it. */
const STATUS_LINE = "> ⏳ **stackgate is waiting:**";

function waitingStatus(plan: { digest: string; body: string }, message: string): WaitingStatus {
  const body = withoutPublished(plan.body)
    .split("\n")
    .filter((line) => !line.startsWith(STATUS_LINE))
    .join("\n")
    .replace(/\s+$/, "");
  return {
    command: "up",
    outcome: "approval-required",
    exitCode: EXIT.approvalRequired,
    digest: plan.digest,
    message,
    comment: `${body}\n\n${STATUS_LINE} ${message}`,
  };
}

/**
 * The hook for a platform's gate: decides; with `approval: comment`, a wait, credentials and a
 * pull request, publishes the waiting status and polls; logs the outcome. `approvers` is who
 * may approve, as the waiting status says it. Before the engine it polls too, without
 * publishing a status (the plan is not made yet: the published comment says what to do).
 */
export function createGateHook<C extends HookedGate, R extends PlannedRun>(
  ctx: C,
  decisions: GateDecisions<C>,
  approvers: string,
  options: { publish: (status: R | WaitingStatus) => Promise<void>; interrupts: Interrupts },
): GateHook<R> {
  const { policy, pullRequest } = ctx;
  const waits = policy.mode === "comment" && policy.waitMs > 0 && ctx.api !== null;
  const decide = (planned: R) => decisions.decide(ctx, { digest: planned.digest ?? "" });
  const conclude = (decision: GateDecision, when: string): string | null => {
    ctx.log(
      decision.approved
        ? `approved${when}: ${decision.reason}`
        : `refused${when}: ${decision.reason}`,
    );
    return decision.approved ? null : decision.reason;
  };
  const hook = async (planned: R): Promise<string | null> => {
    let decision = await decide(planned);
    if (!decision.approved && waits && pullRequest !== null) {
      decision = await waitForApprovalComment({
        planned,
        first: decision,
        waitMs: policy.waitMs,
        pullRequest,
        approvers,
        publish: options.publish,
        decide,
        interrupts: options.interrupts,
        log: ctx.log,
      });
    }
    return conclude(decision, "");
  };
  const beforeEngine = async (): Promise<string | null> => {
    const before = () => decisions.beforePlan(ctx);
    let decision = await before();
    if (!decision.approved && waits && pullRequest !== null) {
      const plan = await decisions.published(ctx);
      if (plan !== null) {
        const message = `waiting up to ${describeWait(policy.waitMs)} for ${approvers} to comment \`/stackgate apply ${shortDigest(plan.digest)}\` (nothing runs before that)`;
        await options.publish(waitingStatus(plan, message));
      }
      decision = await pollForApproval({
        first: decision,
        waitMs: policy.waitMs,
        what: plan
          ? `\`/stackgate apply ${shortDigest(plan.digest)}\` on pull request #${pullRequest}`
          : `an approval on pull request #${pullRequest}`,
        decide: before,
        interrupts: options.interrupts,
        log: ctx.log,
      });
    }
    return conclude(decision, " before any engine ran");
  };
  return Object.assign(hook, { beforeEngine });
}
