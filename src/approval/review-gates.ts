/**
 * The gates that read a pull request, once for every platform: fork refusal, the binding of
 * the run to the PR's head and to the plan published on it, `pr-review` (who counts) and
 * `comment` (the `/stackgate apply` command). The platform is a ReviewSource (one per
 * decision) and its wording; the rules of time, person and command are approval/rules.ts.
 */
import { shortDigest } from "../model/digest.js";
import { digestMatches } from "../model/digest.js";
import { approve, refuse, short, type GateDecision } from "./decision.js";
import type { GateWording, ReviewPull, ReviewSource } from "./review-source.js";
import {
  approvalsCountFrom,
  authorRefusal,
  givenAfter,
  isPerson,
  parseApplyCommand,
} from "./rules.js";

export type ReviewMode = "pr-review" | "comment";

export interface ReviewGateInput<U> {
  mode: ReviewMode;
  /** The pull request, or null when the run names none. */
  pullRequest: number | null;
  /** The commit this run planned. */
  commit: string | undefined;
  digest: string;
  requiredApprovals: number;
  /** Credentials were given (the source is null without them, or without a pull request). */
  hasApi: boolean;
  source: ReviewSource<U> | null;
  wording: GateWording;
}

/**
 * A fork's pull request never applies, whatever the mode. `known` is what the run's event
 * already says (GitHub's payload); otherwise the pull request is read (once per decision).
 */
export async function forkRefusal<U>(
  pullRequest: number | null,
  known: boolean | undefined,
  source: ReviewSource<U> | null,
  wording: GateWording,
): Promise<GateDecision | null> {
  if (pullRequest === null) return null;
  let fork = known;
  let origin: string | null = null;
  if (fork === undefined) {
    if (!source) return refuse(wording.forkUnknown(pullRequest));
    const pull = await source.pull();
    fork = pull.fork;
    origin = pull.forkOrigin;
  }
  if (!fork) return null;
  return refuse(
    `pull request #${pullRequest} comes from a fork${origin ? ` (${origin})` : ""}: stackgate never applies a fork's pull request.`,
  );
}

interface Bound<U> {
  source: ReviewSource<U>;
  number: number;
  pull: ReviewPull;
  /** Approvals and commands count from this time on (approval/rules.ts). */
  since: number;
}

/** The open PR at the commit this run planned, and the plan stackgate published on it. */
async function bindToPull<U>(
  input: ReviewGateInput<U>,
): Promise<{ ok: Bound<U> } | { refused: GateDecision }> {
  const { mode, wording, source, digest } = input;
  if (!input.hasApi) return { refused: refuse(wording.needsApi(mode)) };
  if (input.pullRequest === null || !source) {
    return { refused: refuse(wording.needsPullRequest(mode)) };
  }
  const number = input.pullRequest;
  const unusable = await source.unusable();
  if (unusable !== null) return { refused: refuse(unusable) };
  const pull = await source.pull();
  if (!pull.open) {
    return {
      refused: refuse(`pull request #${number} is ${pull.state}, not ${wording.openState}.`),
    };
  }
  if (input.commit && !wording.sameCommit(pull.headSha, input.commit)) {
    return {
      refused: refuse(
        `pull request #${number} is now at commit ${short(pull.headSha)}, but this run planned commit ${short(input.commit)}: ` +
          "a new commit was pushed, and approvals given before it do not count.",
      ),
    };
  }
  const found = await source.published();
  const published = found?.published;
  if (!found || !published?.digest || !published.commit) {
    return {
      refused: refuse(
        `no stackgate plan is published on pull request #${number} for this project/stack/workdir: ` +
          `run the preview (with ${wording.commentSetting}) so reviewers see the plan they approve.`,
      ),
    };
  }
  if (!wording.sameCommit(published.commit, pull.headSha)) {
    return {
      refused: refuse(
        `the plan published on pull request #${number} is for commit ${short(published.commit)}, but the head is ${short(pull.headSha)}: ` +
          "run the preview on the new head first.",
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
  const since = approvalsCountFrom(published, found.updatedAt);
  return { ok: { source, number, pull, since } };
}

/** `pr-review`: ≥ N people allowed to approve approved the head after the plan was published. */
export async function prReviewGate<U>(input: ReviewGateInput<U>): Promise<GateDecision> {
  const bound = await bindToPull(input);
  if ("refused" in bound) return bound.refused;
  const { source, number, pull, since } = bound.ok;
  const { wording, digest } = input;
  const approvers: string[] = [];
  const stale: string[] = [];
  const early: string[] = [];
  const bots: string[] = [];
  const denied: string[] = [];
  const blockers: string[] = [];
  let author: string | null = null;
  for (const vote of await source.votes()) {
    const who = vote.reviewer?.name ?? "a deleted user";
    if (vote.approved && !isPerson(vote.reviewer?.type)) {
      bots.push(`${who} (${vote.reviewer?.type ?? "unknown type"})`);
      continue;
    }
    if (vote.approved && (await source.isPullAuthor(vote.reviewer))) {
      author = who;
      continue;
    }
    const denial = await source.authorize(vote.reviewer);
    if (denial !== null) {
      if (vote.approved) denied.push(denial.brief);
      continue;
    }
    if (!vote.approved) blockers.push(who);
    else if (vote.commit !== undefined && vote.commit !== pull.headSha)
      stale.push(`${who} (on ${short(vote.commit ?? "unknown")})`);
    else if (!givenAfter(vote.at, since)) early.push(who);
    else approvers.push(who);
  }
  if (blockers.length > 0) {
    return refuse(
      `pull request #${number} has outstanding change requests from ${blockers.join(", ")}.`,
    );
  }
  if (approvers.length < input.requiredApprovals) {
    const notes = [
      early.length > 0 ? wording.earlyNote(early.join(", "), digest, since) : "",
      stale.length > 0 ? `approvals of older commits do not count: ${stale.join(", ")}` : "",
      bots.length > 0 ? `bots do not approve: ${bots.join(", ")}` : "",
      author !== null ? authorRefusal(author) : "",
      denied.length > 0 ? wording.deniedNote(denied) : "",
    ].filter(Boolean);
    return refuse(
      wording.tooFewApprovals({
        pull: number,
        count: approvers.length,
        required: input.requiredApprovals,
        head: short(pull.headSha),
        notes: notes.length > 0 ? ` (${notes.join("; ")})` : "",
      }),
    );
  }
  return approve(
    wording.approvedBy({
      approvers: approvers.join(", "),
      pull: number,
      head: short(pull.headSha),
      digest: shortDigest(digest),
    }),
  );
}

/** `comment`: the newest valid `/stackgate apply [digest]` given after the plan was published. */
export async function commentGate<U>(input: ReviewGateInput<U>): Promise<GateDecision> {
  const bound = await bindToPull(input);
  if ("refused" in bound) return bound.refused;
  const { source, number, since } = bound.ok;
  const { digest } = input;
  const commands = (await source.comments())
    .map((comment) => ({ comment, command: parseApplyCommand(comment.body) }))
    .reverse();
  const reasons: string[] = [];
  for (const { comment, command } of commands) {
    if (!command) continue;
    const who = comment.author?.name ?? "a deleted user";
    if (!givenAfter(comment.createdAt, since)) {
      reasons.push(`${who}'s /stackgate apply predates the published plan`);
      continue;
    }
    if (await source.isOwn(comment.author)) continue;
    if (!isPerson(comment.author?.type)) {
      reasons.push(`${who} is not a person`);
      continue;
    }
    if (await source.isPullAuthor(comment.author)) {
      reasons.push(authorRefusal(who));
      await source.react(comment, "-1");
      continue;
    }
    if (command.digest !== null && !digestMatches(digest, command.digest)) {
      reasons.push(
        `${who} approved digest ${command.digest}, not this plan's ${shortDigest(digest)}`,
      );
      await source.react(comment, "-1");
      continue;
    }
    const denial = await source.authorize(comment.author);
    if (denial !== null) {
      reasons.push(denial.reason);
      await source.react(comment, "-1");
      continue;
    }
    await source.react(comment, "+1");
    return approve(
      `approval: comment — ${who} commented /stackgate apply${command.digest ? ` ${command.digest}` : ""} after the plan (digest ${shortDigest(digest)}) was published`,
    );
  }
  const why = reasons.length > 0 ? ` (${reasons.slice(0, 5).join("; ")})` : "";
  return refuse(
    `no valid approval on pull request #${number}${why}. ${input.wording.commenters} must comment ` +
      `\`/stackgate apply ${shortDigest(digest)}\` after the plan was published.`,
  );
}

/** Memoises `load` per key (`keyOf`): one request per account per decision. */
export function memoise<A, V>(
  load: (arg: A) => Promise<V>,
  keyOf: (arg: A) => unknown = (arg) => arg,
): (arg: A) => Promise<V> {
  const cache = new Map<unknown, Promise<V>>();
  return (arg) => {
    const key = keyOf(arg);
    let value = cache.get(key);
    if (value === undefined) {
      value = load(arg);
      cache.set(key, value);
    }
    return value;
  };
}

/** Memoises a loader with no argument: one request per decision. */
export function once<V>(load: () => Promise<V>): () => Promise<V> {
  let value: Promise<V> | undefined;
  return () => (value ??= load());
}
