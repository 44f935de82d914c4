/**
 * What every gate answers: approved or refused, and why. A refusal always ends by saying that
 * nothing was applied.
 */
import type { CommentKey } from "../report/marker.js";

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

/** A commit as the gates' messages show it. */
export function short(sha: string): string {
  return sha.slice(0, 12);
}

/** Bitbucket often reports 12-character commits: equal when one is a prefix of the other. */
export function sameCommit(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (!/^[0-9a-f]{7,64}$/.test(x) || !/^[0-9a-f]{7,64}$/.test(y)) return false;
  return x.startsWith(y) || y.startsWith(x);
}

/** A gate's policy on either platform: its mode and what `pr-review` and `comment` need. */
export interface PolicyOf<M extends string> {
  mode: M;
  /** pr-review: approvals needed on the current head. */
  requiredApprovals: number;
  /** comment: how long the step waits for `/stackgate apply` (0: it does not wait). */
  waitMs: number;
}

/** What a gate is given on either platform; `api` is null without credentials. */
export interface GateContextOf<P, A> {
  policy: P;
  /** The pull request this run is about (a setting or the event), or null. */
  pullRequest: number | null;
  /** The commit this run plans and applies. */
  commit: string | undefined;
  /** The saved plan file; its record names the commit it was planned for. */
  planFile: string;
  /** The published digest of the saved plan this run applies, when it applies a saved plan. */
  expectDigest?: string;
  commentKey: CommentKey;
  api: A | null;
  log: (message: string) => void;
}
