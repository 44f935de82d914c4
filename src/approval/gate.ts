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
 * Bitbucket's `manual-step` shares the environment check (`savedPlanGate`); its `pr-review`
 * and `comment` gates are in platforms/bitbucket/gates.ts.
 *
 * A gate never throws: an API failure is a refusal that says why (nothing is applied).
 */

import { EXIT, StackgateError } from "../errors.js";
import { readPlanRecord } from "../lifecycle/plan-artifact.js";
import { shortDigest } from "../model/digest.js";
import {
  canWrite,
  type GitHubApi,
  type IssueComment,
  type PullRequestInfo,
} from "../platforms/github.js";
import type { GitHubEventContext } from "../platforms/github/context.js";
import type { CommentKey } from "../report/marker.js";
import { publishedIn, type PublishedComment } from "./published.js";
import { approvalsCountFrom, givenAfter, isPerson, parseApplyCommand } from "./rules.js";

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

export interface GateDecision {
  approved: boolean;
  reason: string;
}

const NOTHING = "Nothing was applied.";

/** A refusal (every gate's refusals end by saying that nothing was applied). */
export function refuse(reason: string): GateDecision {
  return { approved: false, reason: `${reason} ${NOTHING}` };
}

export function approve(reason: string): GateDecision {
  return { approved: true, reason };
}

export function digestMatches(actual: string, given: string): boolean {
  return given.startsWith("sha256:") ? actual === given : shortDigest(actual) === given;
}

/** A commit as the gates' messages show it. */
export function short(sha: string): string {
  return sha.slice(0, 12);
}

/** Decides whether the plan with `digest` may be applied. Never throws. */
export async function decideApproval(
  ctx: GateContext,
  planned: { digest: string },
): Promise<GateDecision> {
  try {
    const fork = await forkRefusal(ctx);
    if (fork) return fork;
    switch (ctx.policy.mode) {
      case "none":
        return approve("approval: none (applies at once)");
      case "environment":
        return environmentGate(ctx, planned.digest);
      case "pr-review":
        return await prReviewGate(ctx, planned.digest);
      case "comment":
        return await commentGate(ctx, planned.digest);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return refuse(`the approval could not be checked: ${message}`);
  }
}

/** A fork's pull request never applies, whatever the mode. */
async function forkRefusal(ctx: GateContext): Promise<GateDecision | null> {
  const number = ctx.pullRequest;
  if (number === null) return null;
  const fromEvent =
    ctx.event.pullRequest?.number === number ? ctx.event.pullRequest.fork : undefined;
  let fork = fromEvent;
  let headRepo: string | null | undefined;
  if (fork === undefined) {
    if (!ctx.api) {
      return refuse(
        `cannot tell whether pull request #${number} comes from a fork without a GitHub token: set input github-token.`,
      );
    }
    const pull = await ctx.api.getPullRequest(number);
    fork = pull.fork;
    headRepo = pull.headRepo;
  }
  if (!fork) return null;
  return refuse(
    `pull request #${number} comes from a fork${headRepo ? ` (${headRepo})` : ""}: stackgate never applies a fork's pull request.`,
  );
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
 * What `environment` (GitHub) and `manual-step` (Bitbucket) check once the platform approved
 * the job: the plan about to be applied is the saved plan artifact whose digest the preview
 * published, its record is intact, and it was made for this same commit. The names of the
 * platform's settings go into the messages.
 */
export interface SavedPlanGateInput {
  mode: "environment" | "manual-step";
  /** How the platform approved, e.g. "the job was approved". */
  approvedBy: string;
  /** The setting that carries the published digest, e.g. "input digest" or "variable DIGEST". */
  digestName: string;
  /** The setting naming where the plan artifact goes, e.g. "plan-path" or "PLAN_PATH". */
  planPathName: string;
  /** The published digest of the saved plan this run applies. */
  expectDigest?: string;
  planFile: string;
  /** The commit this run applies on. */
  commit: string | undefined;
}

export function savedPlanGate(input: SavedPlanGateInput, digest: string): GateDecision {
  if (input.expectDigest === undefined) {
    return refuse(
      `approval: ${input.mode} applies only the saved plan artifact whose digest the preview published, ` +
        `but this run planned afresh: pass ${input.digestName} (the preview's plan-digest output) and restore the plan artifact to ${input.planPathName}.`,
    );
  }
  if (!digestMatches(digest, input.expectDigest)) {
    return refuse(
      `the saved plan's digest is ${digest}, but the published digest is ${input.expectDigest}.`,
    );
  }
  const record = readPlanRecord(input.planFile);
  if (!record) {
    return refuse(
      `the plan artifact has no stackgate record beside ${input.planFile} (${input.planFile}.stackgate.json): ` +
        `hand over the whole plan directory from the preview ${input.mode === "environment" ? "job" : "step"}.`,
    );
  }
  if (record.digest !== digest) {
    return refuse(
      `the plan record names digest ${record.digest}, but the plan file's digest is ${digest}: the artifact was altered.`,
    );
  }
  if (!record.commit || !input.commit) {
    return refuse(
      `cannot bind the plan to a commit (plan made for ${record.commit ?? "an unknown commit"}, this run on ${input.commit ?? "an unknown commit"}).`,
    );
  }
  if (record.commit !== input.commit) {
    const run = input.mode === "environment" ? "job runs" : "step runs";
    return refuse(
      `the plan artifact was made for commit ${short(record.commit)}, but this ${run} on commit ${short(input.commit)}: ` +
        `run the preview on this commit and approve its plan.`,
    );
  }
  return approve(
    `approval: ${input.mode} — ${input.approvedBy}, and the plan is the one published for commit ${short(input.commit)} (digest ${shortDigest(digest)})`,
  );
}

interface PullContext {
  api: GitHubApi;
  number: number;
  pull: PullRequestInfo;
  published: PublishedComment;
  /** Approvals and commands count from this time on (approval/rules.ts). */
  since: number;
}

/** The open PR at the commit this run planned, and the plan stackgate published on it. */
async function pullContext(
  ctx: GateContext,
  digest: string,
): Promise<{ ok: PullContext } | { refused: GateDecision }> {
  const mode = ctx.policy.mode;
  if (!ctx.api) {
    return { refused: refuse(`approval: ${mode} needs the GitHub API: set input github-token.`) };
  }
  if (ctx.pullRequest === null) {
    return {
      refused: refuse(
        `approval: ${mode} needs a pull request, but event "${ctx.event.eventName}" names none: run on pull_request` +
          `${mode === "comment" ? " or issue_comment" : ""}, or set input pull-request.`,
      ),
    };
  }
  const number = ctx.pullRequest;
  const pull = await ctx.api.getPullRequest(number);
  if (pull.state !== "open") {
    return { refused: refuse(`pull request #${number} is ${pull.state}, not open.`) };
  }
  if (ctx.commit && pull.headSha !== ctx.commit) {
    return {
      refused: refuse(
        `pull request #${number} is now at commit ${short(pull.headSha)}, but this run planned commit ${short(ctx.commit)}: ` +
          `a new commit was pushed, and approvals given before it do not count.`,
      ),
    };
  }
  const published = publishedIn(await ctx.api.findComment(number, ctx.commentKey));
  if (!published?.digest || !published.commit) {
    return {
      refused: refuse(
        `no stackgate plan is published on pull request #${number} for this project/stack/workdir: ` +
          `run the preview (with comment: true) so reviewers see the plan they approve.`,
      ),
    };
  }
  if (published.commit !== pull.headSha) {
    return {
      refused: refuse(
        `the plan published on pull request #${number} is for commit ${short(published.commit)}, but the head is ${short(pull.headSha)}: ` +
          `run the preview on the new head first.`,
      ),
    };
  }
  if (published.digest !== digest) {
    return {
      refused: refuse(
        `this run's plan (digest ${shortDigest(digest)}) is not the plan published on pull request #${number} ` +
          `(digest ${shortDigest(published.digest)}): the state or the configuration changed since; run the preview again and approve the new plan.`,
      ),
    };
  }
  const since = approvalsCountFrom(published, published.comment.updatedAt);
  return { ok: { api: ctx.api, number, pull, published, since } };
}

const DECISIVE = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);

async function prReviewGate(ctx: GateContext, digest: string): Promise<GateDecision> {
  const context = await pullContext(ctx, digest);
  if ("refused" in context) return context.refused;
  const { api, number, pull, since } = context.ok;
  const reviews = (await api.listReviews(number))
    .filter((r) => r.user !== null && DECISIVE.has(r.state))
    .sort((a, b) => (a.submittedAt ?? "").localeCompare(b.submittedAt ?? ""));
  const latest = new Map<string, (typeof reviews)[number]>();
  for (const review of reviews) latest.set(review.user as string, review);

  const approvers: string[] = [];
  const stale: string[] = [];
  const early: string[] = [];
  const bots: string[] = [];
  const noAccess: string[] = [];
  const blockers: string[] = [];
  for (const [user, review] of latest) {
    if (review.state === "DISMISSED") continue;
    const approved = review.state === "APPROVED";
    if (approved && !isPerson(review.userType ?? undefined)) {
      bots.push(`${user} (${review.userType ?? "unknown type"})`);
      continue;
    }
    const permission = await api.permission(user);
    if (!canWrite(permission)) {
      if (approved) noAccess.push(`${user} (${permission})`);
      continue;
    }
    if (!approved) blockers.push(user);
    else if (review.commitId !== pull.headSha)
      stale.push(`${user} (on ${short(review.commitId ?? "unknown")})`);
    else if (!givenAfter(review.submittedAt, since)) early.push(user);
    else approvers.push(user);
  }
  const required = ctx.policy.requiredApprovals;
  if (blockers.length > 0) {
    return refuse(
      `pull request #${number} has outstanding change requests from ${blockers.join(", ")}.`,
    );
  }
  if (approvers.length < required) {
    const published = new Date(since).toISOString();
    const notes = [
      early.length > 0
        ? `approvals submitted before this plan (digest ${shortDigest(digest)}) was published at ${published} do not count: ${early.join(", ")} (approve again)`
        : "",
      stale.length > 0 ? `approvals of older commits do not count: ${stale.join(", ")}` : "",
      bots.length > 0 ? `bots do not approve: ${bots.join(", ")}` : "",
      noAccess.length > 0
        ? `approvals from users without write access do not count: ${noAccess.join(", ")}`
        : "",
    ].filter(Boolean);
    return refuse(
      `pull request #${number} has ${approvers.length} of ${required} required approval(s) of its head ${short(pull.headSha)} ` +
        `given after its plan was published${notes.length > 0 ? ` (${notes.join("; ")})` : ""}.`,
    );
  }
  return approve(
    `approval: pr-review — ${approvers.join(", ")} approved head ${short(pull.headSha)} of pull request #${number} after its plan (digest ${shortDigest(digest)}) was published`,
  );
}

async function commentGate(ctx: GateContext, digest: string): Promise<GateDecision> {
  const context = await pullContext(ctx, digest);
  if ("refused" in context) return context.refused;
  const { api, number, since } = context.ok;
  const commands = (await api.listComments(number))
    .map((comment) => ({ comment, command: parseApplyCommand(comment.body) }))
    .filter((c): c is { comment: IssueComment; command: { digest: string | null } } => !!c.command)
    .reverse();
  const reasons: string[] = [];
  for (const { comment, command } of commands) {
    const who = comment.user?.login ?? "a deleted user";
    if (!givenAfter(comment.createdAt, since)) {
      reasons.push(`${who}'s /stackgate apply predates the published plan`);
      continue;
    }
    if (!comment.user || !isPerson(comment.user.type)) {
      reasons.push(`${who} is not a person`);
      continue;
    }
    if (command.digest !== null && !digestMatches(digest, command.digest)) {
      reasons.push(
        `${who} approved digest ${command.digest}, not this plan's ${shortDigest(digest)}`,
      );
      await api.tryReact(comment.id, "-1");
      continue;
    }
    const permission = await api.permission(comment.user.login);
    if (!canWrite(permission)) {
      reasons.push(`${who} has ${permission} permission, not write`);
      await api.tryReact(comment.id, "-1");
      continue;
    }
    await api.tryReact(comment.id, "+1");
    return approve(
      `approval: comment — ${who} commented /stackgate apply${command.digest ? ` ${command.digest}` : ""} after the plan (digest ${shortDigest(digest)}) was published`,
    );
  }
  const why = reasons.length > 0 ? ` (${reasons.slice(0, 5).join("; ")})` : "";
  return refuse(
    `no valid approval on pull request #${number}${why}. A user with write access must comment ` +
      `\`/stackgate apply ${shortDigest(digest)}\` after the plan was published.`,
  );
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
