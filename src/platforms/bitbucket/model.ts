/**
 * Bitbucket Cloud's objects as the client returns them (users, comments, pull requests with
 * their participants, permissions), read from the API's JSON; who a user spec names; run ids.
 */
import type { CommentKey } from "../../report/marker.js";

export const BITBUCKET_API_URL = "https://api.bitbucket.org/2.0";

/**
 * Bitbucket's comment limit. Atlassian does not document it for Bitbucket Cloud; Bitbucket
 * rejects longer comments with "Please enter a non-empty value less than 32768 characters"
 * (the answer quoted in jfrog/froggit-go#133, whose client uses 32,768 for Bitbucket Cloud and
 * Server alike), so a comment may have at most 32,767 characters.
 */
export const BITBUCKET_COMMENT_LIMIT = 32_767;

/** How the pipe authenticates, and the variable it came from (named in errors). */
export type BitbucketAuth =
  | { kind: "bearer"; token: string; variable: string }
  | { kind: "basic"; user: string; token: string; variable: string };

export interface BitbucketUser {
  uuid: string;
  /** The account type: "user" for a person (not "team", an app or an access token's user). */
  type?: string;
  accountId?: string;
  nickname?: string;
  displayName?: string;
}

export interface BitbucketComment {
  id: number;
  raw: string;
  user: BitbucketUser | null;
  createdOn: string;
  updatedOn: string;
  url: string;
  inline: boolean;
}

export interface BitbucketParticipant {
  user: BitbucketUser | null;
  role: string;
  approved: boolean;
  /** `approved`, `changes_requested` or null. */
  state: string | null;
  participatedOn: string | null;
}

export interface BitbucketPullRequest {
  id: number;
  /** OPEN, MERGED, DECLINED, SUPERSEDED. */
  state: string;
  /** The source commit as Bitbucket reports it (often the 12-character short hash). */
  headSha: string;
  sourceRepo: string | null;
  destinationRepo: string | null;
  fork: boolean;
  author: BitbucketUser | null;
  participants: BitbucketParticipant[];
}

export type BitbucketPermission = "admin" | "write" | "read" | "none";

export interface UpsertResult {
  id: number;
  url: string;
  action: "created" | "updated";
}

/** What the Bitbucket gates need (a fake can implement it in unit tests). */
export interface BitbucketApi {
  getPullRequest(id: number): Promise<BitbucketPullRequest>;
  listComments(id: number): Promise<BitbucketComment[]>;
  findComment(id: number, key: CommentKey): Promise<BitbucketComment | null>;
  /** Our own comment for `key` among comments already listed (no comment request). */
  ownComment(
    comments: readonly BitbucketComment[],
    key: CommentKey,
  ): Promise<BitbucketComment | null>;
  permission(user: BitbucketUser): Promise<BitbucketPermission>;
}

export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export function toUser(value: unknown): BitbucketUser | null {
  const u = record(value);
  const uuid = str(u?.uuid);
  if (!u || uuid === undefined) return null;
  const user: BitbucketUser = { uuid };
  const type = str(u.type);
  if (type) user.type = type;
  const accountId = str(u.account_id);
  const nickname = str(u.nickname);
  const displayName = str(u.display_name);
  if (accountId) user.accountId = accountId;
  if (nickname) user.nickname = nickname;
  if (displayName) user.displayName = displayName;
  return user;
}

export function bareUuid(value: string): string {
  return value
    .trim()
    .replace(/^\{|\}$/g, "")
    .toLowerCase();
}

/** True when `spec` (a uuid with or without braces, an account id or a nickname) names `user`. */
export function userMatches(user: BitbucketUser | null, spec: string): boolean {
  if (!user) return false;
  const s = spec.trim();
  if (s === "") return false;
  return (
    bareUuid(user.uuid) === bareUuid(s) ||
    (user.accountId !== undefined && user.accountId === s) ||
    (user.nickname !== undefined && user.nickname.toLowerCase() === s.toLowerCase())
  );
}

export function describeUser(user: BitbucketUser | null): string {
  if (!user) return "a deleted user";
  return user.nickname ?? user.displayName ?? user.uuid;
}

export function toComment(value: unknown): BitbucketComment | null {
  const c = record(value);
  if (!c || typeof c.id !== "number" || c.deleted === true) return null;
  const content = record(c.content);
  const links = record(c.links);
  const html = record(links?.html);
  return {
    id: c.id,
    raw: str(content?.raw) ?? "",
    user: toUser(c.user),
    createdOn: str(c.created_on) ?? "",
    updatedOn: str(c.updated_on) ?? str(c.created_on) ?? "",
    url: str(html?.href) ?? "",
    inline: record(c.inline) !== null,
  };
}

function repoName(value: unknown): string | null {
  return str(record(value)?.full_name) ?? null;
}

const UUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;

/**
 * A journal's run id on Bitbucket: `{pipeline-uuid}/{step-uuid}` (the pipe) or
 * `{pipeline-uuid}` (the CLI). Null for anything else (another platform's run id).
 */
export function parseRunId(runId: string): { pipeline: string; step?: string } | null {
  const [pipeline, step, ...rest] = runId.split("/");
  if (pipeline === undefined || !UUID.test(pipeline) || rest.length > 0) return null;
  if (step === undefined) return { pipeline };
  return UUID.test(step) ? { pipeline, step } : null;
}

/** `{uuid}` as Bitbucket writes it (braces), for URLs. */
export function braced(uuid: string): string {
  return `{${bareUuid(uuid)}}`;
}

export function sameUuid(a: string, b: string): boolean {
  return bareUuid(a) === bareUuid(b);
}

/** `GET …/pullrequests/{id}`'s body: head commit, repositories (fork or not), participants. */
export function toPullRequest(
  body: Record<string, unknown> | null,
  id: number,
): BitbucketPullRequest {
  const source = record(body?.source);
  const destination = record(body?.destination);
  const sourceRepo = repoName(source?.repository);
  const destinationRepo = repoName(destination?.repository);
  const participants = Array.isArray(body?.participants) ? body.participants : [];
  return {
    id: typeof body?.id === "number" ? body.id : id,
    state: str(body?.state) ?? "UNKNOWN",
    headSha: str(record(source?.commit)?.hash) ?? "",
    sourceRepo,
    destinationRepo,
    fork: sourceRepo !== null && destinationRepo !== null && sourceRepo !== destinationRepo,
    author: toUser(body?.author),
    participants: participants.map((p: unknown) => {
      const r = record(p);
      return {
        user: toUser(r?.user),
        role: str(r?.role) ?? "PARTICIPANT",
        approved: r?.approved === true,
        state: str(r?.state) ?? null,
        participatedOn: str(r?.participated_on) ?? null,
      };
    }),
  };
}
