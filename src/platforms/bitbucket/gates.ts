/**
 * Approval gates in Bitbucket Pipelines: nothing is applied until the configured approval is
 * present, bound to the exact plan (digest) and commit it was given for.
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
 * "After", who is a person and what is a command: one rule with GitHub's gates
 * (approval/rules.ts). Authorized: listed in APPROVERS (uuid, account id or nickname), or — when APPROVERS is empty
 * — write or admin permission on the repository (read through the permissions API, which
 * needs a token with repository admin). A gate never throws: an API failure is a refusal.
 */
import {
  approve,
  digestMatches,
  refuse,
  savedPlanGate,
  short,
  type GateDecision,
} from "../../approval/gate.js";
import { readPublished, type Published } from "../../approval/published.js";
import {
  approvalsCountFrom,
  givenAfter,
  isPerson,
  parseApplyCommand,
} from "../../approval/rules.js";
import { shortDigest } from "../../model/digest.js";
import type { CommentKey } from "../../report/marker.js";
import {
  describeUser,
  userMatches,
  type BitbucketApi,
  type BitbucketComment,
  type BitbucketPullRequest,
  type BitbucketUser,
} from "../bitbucket.js";

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

/** The API the gates use, plus whether our own comments can be told apart from others'. */
export type GateApi = BitbucketApi & {
  knowsOwnComments(): Promise<boolean>;
  isOwnComment(user: BitbucketUser | null): Promise<boolean | null>;
};

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

const CREDENTIALS = "set BITBUCKET_ACCESS_TOKEN (or BITBUCKET_API_TOKEN with BITBUCKET_API_EMAIL)";

/** Bitbucket often reports 12-character commits: equal when one is a prefix of the other. */
export function sameCommit(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (!/^[0-9a-f]{7,64}$/.test(x) || !/^[0-9a-f]{7,64}$/.test(y)) return false;
  return x.startsWith(y) || y.startsWith(x);
}

/** Decides whether the plan with `digest` may be applied. Never throws. */
export async function decideBitbucketApproval(
  ctx: BitbucketGateContext,
  planned: { digest: string },
): Promise<GateDecision> {
  try {
    const fork = await forkRefusal(ctx);
    if (fork) return fork;
    switch (ctx.policy.mode) {
      case "none":
        return approve("approval: none (applies at once)");
      case "manual-step":
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
async function forkRefusal(ctx: BitbucketGateContext): Promise<GateDecision | null> {
  const id = ctx.pullRequest;
  if (id === null) return null;
  if (!ctx.api) {
    return refuse(
      `cannot tell whether pull request #${id} comes from a fork without Bitbucket credentials: ${CREDENTIALS}.`,
    );
  }
  const pull = await ctx.api.getPullRequest(id);
  if (!pull.fork) return null;
  return refuse(
    `pull request #${id} comes from a fork (${pull.sourceRepo ?? "unknown"}): stackgate never applies a fork's pull request.`,
  );
}

interface PullContext {
  api: GateApi;
  id: number;
  pull: BitbucketPullRequest;
  published: Published;
  comment: BitbucketComment;
  /** Approvals and commands count from this time on. */
  since: number;
}

async function pullContext(
  ctx: BitbucketGateContext,
  digest: string,
): Promise<{ ok: PullContext } | { refused: GateDecision }> {
  const mode = ctx.policy.mode;
  if (!ctx.api) {
    return { refused: refuse(`approval: ${mode} needs the Bitbucket API: ${CREDENTIALS}.`) };
  }
  if (ctx.pullRequest === null) {
    return {
      refused: refuse(
        `approval: ${mode} needs a pull request, but this pipeline has none (BITBUCKET_PR_ID is not set): ` +
          "run it in a pull-requests pipeline, or set variable PULL_REQUEST.",
      ),
    };
  }
  const id = ctx.pullRequest;
  const api = ctx.api;
  if (!(await api.knowsOwnComments())) {
    return {
      refused: refuse(
        "cannot tell stackgate's own comments from forged ones: the token cannot read GET /user. " +
          "Set variable COMMENT_AUTHOR to the uuid or account id the token comments as.",
      ),
    };
  }
  const pull = await api.getPullRequest(id);
  if (pull.state !== "OPEN") {
    return { refused: refuse(`pull request #${id} is ${pull.state}, not OPEN.`) };
  }
  if (ctx.commit && !sameCommit(pull.headSha, ctx.commit)) {
    return {
      refused: refuse(
        `pull request #${id} is now at commit ${short(pull.headSha)}, but this run planned commit ${short(ctx.commit)}: ` +
          "a new commit was pushed, and approvals given before it do not count.",
      ),
    };
  }
  const comment = await api.findComment(id, ctx.commentKey);
  const published = comment ? readPublished(comment.raw, "bitbucket") : null;
  if (!comment || !published?.digest || !published.commit) {
    return {
      refused: refuse(
        `no stackgate plan is published on pull request #${id} for this project/stack/workdir: ` +
          "run the preview (with COMMENT: 'true') so reviewers see the plan they approve.",
      ),
    };
  }
  if (!sameCommit(published.commit, pull.headSha)) {
    return {
      refused: refuse(
        `the plan published on pull request #${id} is for commit ${short(published.commit)}, but the head is ${short(pull.headSha)}: ` +
          "run the preview on the new head first.",
      ),
    };
  }
  if (published.digest !== digest) {
    return {
      refused: refuse(
        `this run's plan (digest ${shortDigest(digest)}) is not the plan published on pull request #${id} ` +
          `(digest ${shortDigest(published.digest)}): the state or the configuration changed since; run the preview again and approve the new plan.`,
      ),
    };
  }
  const since = approvalsCountFrom(published, comment.updatedOn);
  return { ok: { api, id, pull, published, comment, since } };
}

/** Listed in APPROVERS, or (no list) write/admin permission on the repository. */
async function authorization(
  ctx: BitbucketGateContext,
  api: GateApi,
  user: BitbucketUser | null,
): Promise<string | null> {
  if (!user) return "a deleted user cannot approve";
  if (ctx.policy.approvers.length > 0) {
    return ctx.policy.approvers.some((spec) => userMatches(user, spec))
      ? null
      : `${describeUser(user)} is not in APPROVERS`;
  }
  const permission = await api.permission(user);
  return permission === "write" || permission === "admin"
    ? null
    : `${describeUser(user)} has ${permission} permission, not write`;
}

async function prReviewGate(ctx: BitbucketGateContext, digest: string): Promise<GateDecision> {
  const context = await pullContext(ctx, digest);
  if ("refused" in context) return context.refused;
  const { api, id, pull, since } = context.ok;
  const approvers: string[] = [];
  const early: string[] = [];
  const bots: string[] = [];
  const unauthorized: string[] = [];
  const blockers: string[] = [];
  for (const p of pull.participants) {
    const changes = p.state === "changes_requested";
    if (!p.approved && !changes) continue;
    if (p.approved && !changes && !isPerson(p.user?.type)) {
      bots.push(`${describeUser(p.user)} (${p.user?.type ?? "unknown type"})`);
      continue;
    }
    const denied = await authorization(ctx, api, p.user);
    if (denied !== null) {
      if (p.approved) unauthorized.push(denied);
      continue;
    }
    const who = describeUser(p.user);
    if (changes) {
      blockers.push(who);
      continue;
    }
    if (!givenAfter(p.participatedOn, since)) early.push(who);
    else approvers.push(who);
  }
  const required = ctx.policy.requiredApprovals;
  if (blockers.length > 0) {
    return refuse(
      `pull request #${id} has outstanding change requests from ${blockers.join(", ")}.`,
    );
  }
  if (approvers.length < required) {
    const notes = [
      early.length > 0
        ? `approvals given before this plan was published do not count: ${early.join(", ")} (approve again)`
        : "",
      bots.length > 0 ? `bots do not approve: ${bots.join(", ")}` : "",
      unauthorized.length > 0 ? `not authorized: ${unauthorized.join("; ")}` : "",
    ].filter(Boolean);
    return refuse(
      `pull request #${id} has ${approvers.length} of ${required} required approval(s) for its head ${short(pull.headSha)}` +
        `${notes.length > 0 ? ` (${notes.join("; ")})` : ""}.`,
    );
  }
  return approve(
    `approval: pr-review — ${approvers.join(", ")} approved pull request #${id} at ${short(pull.headSha)} after its plan (digest ${shortDigest(digest)}) was published`,
  );
}

async function commentGate(ctx: BitbucketGateContext, digest: string): Promise<GateDecision> {
  const context = await pullContext(ctx, digest);
  if ("refused" in context) return context.refused;
  const { api, id, since } = context.ok;
  const commands = (await api.listComments(id))
    .map((comment) => ({ comment, command: parseApplyCommand(comment.raw) }))
    .filter(
      (c): c is { comment: BitbucketComment; command: { digest: string | null } } => !!c.command,
    )
    .reverse();
  const reasons: string[] = [];
  for (const { comment, command } of commands) {
    const who = describeUser(comment.user);
    if (!givenAfter(comment.createdOn, since)) {
      reasons.push(`${who}'s /stackgate apply predates the published plan`);
      continue;
    }
    if ((await api.isOwnComment(comment.user)) === true) continue;
    if (!isPerson(comment.user?.type)) {
      reasons.push(`${who} is not a person`);
      continue;
    }
    if (command.digest !== null && !digestMatches(digest, command.digest)) {
      reasons.push(
        `${who} approved digest ${command.digest}, not this plan's ${shortDigest(digest)}`,
      );
      continue;
    }
    const denied = await authorization(ctx, api, comment.user);
    if (denied !== null) {
      reasons.push(denied);
      continue;
    }
    return approve(
      `approval: comment — ${who} commented /stackgate apply${command.digest ? ` ${command.digest}` : ""} after the plan (digest ${shortDigest(digest)}) was published`,
    );
  }
  const why = reasons.length > 0 ? ` (${reasons.slice(0, 5).join("; ")})` : "";
  return refuse(
    `no valid approval on pull request #${id}${why}. An authorized user must comment ` +
      `\`/stackgate apply ${shortDigest(digest)}\` after the plan was published.`,
  );
}
