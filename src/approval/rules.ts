/**
 * The rules every gate that reads a pull request shares (GitHub `pr-review` and `comment`,
 * Bitbucket `pr-review` and `comment`), so the gates cannot disagree:
 *
 * - an approval or a `/stackgate apply` counts only when it was given strictly after the plan
 *   was published (`since`: the time this digest was first published for this commit);
 * - only people count: bots, apps, teams and access-token users never approve;
 * - approvals need a second person: the pull request's author never counts, neither as a
 *   review nor as a `/stackgate apply` comment (the platform's own rule for reviews is not
 *   relied on: Bitbucket lets an author approve, and a comment is no review at all);
 * - `/stackgate apply [digest]` counts only as the first line of a comment, outside any code
 *   block (fenced, or indented by four or more columns, as CommonMark reads it).
 */

/**
 * When approvals start to count: the time the published digest was first published for its
 * commit, or, for a comment written before that time was recorded, its last update.
 */
export function approvalsCountFrom(
  published: { since?: string | undefined },
  commentUpdatedAt: string,
): number {
  return Date.parse(published.since ?? commentUpdatedAt);
}

/** True when `at` (an API timestamp) is strictly after `since`; an unknown time never counts. */
export function givenAfter(at: string | null, since: number): boolean {
  if (at === null) return false;
  const time = Date.parse(at);
  return Number.isFinite(time) && Number.isFinite(since) && time > since;
}

/**
 * The time of a publication: the later of this machine's clock and the platform's (`serverNow`,
 * read just before the write), so a runner whose clock is behind the platform's cannot date a
 * plan before approvals that were given earlier.
 */
export function publicationTime(serverNow: string | null): string {
  const local = Date.now();
  const server = serverNow === null ? Number.NaN : Date.parse(serverNow);
  return new Date(Number.isFinite(server) && server > local ? server : local).toISOString();
}

/**
 * A person's account: GitHub's user `type` "User" (not "Bot", "Organization", "Mannequin"),
 * Bitbucket's account `type` "user" (not "team" or an app/access-token user). An account
 * whose type is not known is not counted.
 */
export function isPerson(type: string | undefined): boolean {
  return type?.toLowerCase() === "user";
}

/** Why the pull request's author does not count (review-gates.ts asks the source who it is). */
export function authorRefusal(who: string): string {
  return `${who} opened the pull request, and its author never approves it: approvals need a second person`;
}

const APPLY_COMMAND = /^\/stackgate\s+apply(?:\s+(\S+))?\s*$/;

/** Columns of leading whitespace (a tab advances to the next multiple of 4, as in CommonMark). */
function indentOf(line: string): number {
  let columns = 0;
  for (const ch of line) {
    if (ch === " ") columns += 1;
    else if (ch === "\t") columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/**
 * The digest named by a `/stackgate apply [digest]` comment: null when none, undefined when
 * the comment is not a command. The command is the first non-blank line; indented by four or
 * more columns it is an indented code block, and a fenced block starts with its fence, so a
 * command quoted in any code block never counts.
 */
export function parseApplyCommand(body: string): { digest: string | null } | undefined {
  const lines = body.replace(/^\ufeff/, "").split(/\r?\n/);
  const first = lines.find((line) => line.trim() !== "");
  if (first === undefined || indentOf(first) >= 4) return undefined;
  const m = APPLY_COMMAND.exec(first.trim());
  if (!m) return undefined;
  return { digest: m[1] ?? null };
}
