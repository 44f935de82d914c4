/**
 * What a gate that reads a pull request asks of the platform — GitHub and Bitbucket implement
 * it as thin adapters over their API clients (github-source.ts, bitbucket-source.ts) — and the
 * platform's words for its refusals (setting names, how it writes a pull request's state).
 *
 * One source answers one decision, and fetches each API object at most once for it: the pull
 * request once (head, state, fork), its comments once (the published plan and the commands are
 * read from the same list), each user's permission once. A new decision (the next poll of a
 * wait) makes a new source and asks again, because all of these can change while a step waits.
 */
import type { Published } from "./published.js";

/** An account as the gates see it; `account` is the platform's own object. */
export interface Reviewer<U> {
  /** How messages name the account (login, nickname). */
  name: string;
  /** The account type ("User", "user", "Bot", "app_user", …): only a person counts. */
  type: string | undefined;
  account: U;
}

export interface ReviewPull {
  open: boolean;
  /** The state as the platform writes it ("closed", "DECLINED"). */
  state: string;
  headSha: string;
  fork: boolean;
  /** Where a fork's head lives, as refusals show it; null when unknown and not shown. */
  forkOrigin: string | null;
}

export interface ReviewComment<U> {
  id: number;
  body: string;
  author: Reviewer<U> | null;
  createdAt: string | null;
}

/** A decisive review: an approval, or a request for changes. */
export interface ReviewVote<U> {
  reviewer: Reviewer<U> | null;
  approved: boolean;
  /** The commit the vote was given on; undefined when the platform does not say (Bitbucket). */
  commit?: string | null;
  at: string | null;
}

/** null: may approve; else why not, in full (comment gate) and short (pr-review notes). */
export type Denial = { reason: string; brief: string } | null;

export interface ReviewSource<U> {
  pull(): Promise<ReviewPull>;
  comments(): Promise<ReviewComment<U>[]>;
  /**
   * The plan stackgate published (our own comment), when that comment was last updated, and
   * its body (a waiting status before planning is shown in it).
   */
  published(): Promise<{ published: Published; updatedAt: string; body: string } | null>;
  votes(): Promise<ReviewVote<U>[]>;
  /**
   * Whether this account opened the pull request (approval/rules.ts: the author never counts).
   * Reads the pull request (once per decision).
   */
  isPullAuthor(reviewer: Reviewer<U> | null): Promise<boolean>;
  /** Whether this account may approve (memoised per account). */
  authorize(reviewer: Reviewer<U> | null): Promise<Denial>;
  /** Our own comments are never commands. */
  isOwn(author: Reviewer<U> | null): Promise<boolean>;
  /** Best effort: marks a command as taken (+1) or refused (-1). */
  react(comment: ReviewComment<U>, reaction: "+1" | "-1"): Promise<void>;
  /** A reason this source cannot decide at all (before anything else is read), or null. */
  unusable(): Promise<string | null>;
}

/** The platform's words in the refusals. */
export interface GateWording {
  /** `approval: <mode> needs the … API: <how to give credentials>.` */
  needsApi(mode: string): string;
  /** Without credentials nobody can tell whether pull request #n is a fork. */
  forkUnknown(pull: number): string;
  needsPullRequest(mode: string): string;
  /** The state an open pull request has, as the platform writes it ("open", "OPEN"). */
  openState: string;
  sameCommit(a: string, b: string): boolean;
  /** The setting that turns the PR comment on ("comment: true"). */
  commentSetting: string;
  /** Who may approve by comment ("A user with write access"). */
  commenters: string;
  /** The refusal when too few approvals count. */
  tooFewApprovals(p: {
    pull: number;
    count: number;
    required: number;
    head: string;
    notes: string;
  }): string;
  /** The approval of `pr-review`. */
  approvedBy(p: { approvers: string; pull: number; head: string; digest: string }): string;
  /** The notes on approvals that did not count: early, bots, not authorized. */
  earlyNote(who: string, digest: string, since: number): string;
  deniedNote(denied: string[]): string;
}
