/**
 * What a stackgate PR comment published, in a form a later run can trust: a hidden line at the
 * very end of the comment body (engine text cannot come after it) naming the plan digest, the
 * commit it was planned for and the outcome. Only comments authored by our token are read.
 */
import {
  DEFAULT_FLAVOR,
  hiddenAffixes,
  MARKDOWN_FLAVORS,
  type MarkdownFlavor,
} from "../report/marker.js";

/** Room the hidden line takes at the end of a comment (render the report this much shorter). */
export const META_RESERVE = 300;

export interface Published {
  digest?: string;
  commit?: string;
  outcome: string;
  command: string;
  /**
   * When this digest was first published for this commit (ISO time, UTC): approvals count
   * from then on, however often the comment is updated afterwards (approval/rules.ts).
   */
  since?: string;
}

/**
 * The published line for a run's result: its digest and commit, and since when this digest is
 * published for this commit (kept from `prior`, the line being replaced, when both are the same).
 */
export function publishedFor(
  result: { command: string; outcome: string; digest?: string | undefined },
  commit: string | undefined,
  prior: Published | null,
  now?: () => string,
): Published {
  const published: Published = { command: result.command, outcome: result.outcome };
  if (commit) published.commit = commit;
  if (result.digest) {
    published.digest = result.digest;
    published.since = publishedSince(prior, result.digest, commit, now);
  }
  return published;
}

const SINCE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;
const COMMIT = /^[0-9a-f]{7,64}$/;
const WORD = /^[a-z-]{1,40}$/;

/** The hidden line; values that do not have their expected shape are left out. */
function publishedLine(published: Published, flavor: MarkdownFlavor = DEFAULT_FLAVOR): string {
  const fields: Record<string, string> = {
    command: WORD.test(published.command) ? published.command : "unknown",
    outcome: WORD.test(published.outcome) ? published.outcome : "unknown",
  };
  if (published.digest && DIGEST.test(published.digest)) fields.digest = published.digest;
  if (published.commit && COMMIT.test(published.commit)) fields.commit = published.commit;
  if (published.since && SINCE.test(published.since)) fields.since = published.since;
  const [prefix, suffix] = hiddenAffixes(flavor, "published");
  return `${prefix}${JSON.stringify(fields)}${suffix}`;
}

/** Appends the hidden line to a rendered comment. */
export function withPublished(
  body: string,
  published: Published,
  flavor: MarkdownFlavor = DEFAULT_FLAVOR,
): string {
  return `${body.replace(/\s+$/, "")}\n\n${publishedLine(published, flavor)}`;
}

/** Reads the hidden line from the LAST line of a body; null when absent or malformed. */
export function readPublished(
  body: string,
  flavor: MarkdownFlavor = DEFAULT_FLAVOR,
): Published | null {
  const last = body.replace(/\s+$/, "").split("\n").at(-1) ?? "";
  const [prefix, suffix] = hiddenAffixes(flavor, "published");
  if (!last.startsWith(prefix) || !last.endsWith(suffix)) return null;
  let value: unknown;
  try {
    value = JSON.parse(last.slice(prefix.length, -suffix.length));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.command !== "string" || typeof v.outcome !== "string") return null;
  const published: Published = { command: v.command, outcome: v.outcome };
  if (typeof v.digest === "string" && DIGEST.test(v.digest)) published.digest = v.digest;
  if (typeof v.commit === "string" && COMMIT.test(v.commit)) published.commit = v.commit;
  if (typeof v.since === "string" && SINCE.test(v.since)) published.since = v.since;
  return published;
}

/**
 * The `since` to publish with `digest` for `commit`: kept from the comment being replaced when
 * it published the same digest for the same commit, else now.
 */
function publishedSince(
  prior: Published | null,
  digest: string,
  commit: string | undefined,
  now: () => string = () => new Date().toISOString(),
): string {
  const same = prior?.digest === digest && prior.commit === commit;
  return same && prior.since ? prior.since : now();
}

/** The body without its published line (the last line), in either flavor. */
export function withoutPublished(body: string): string {
  const lines = body.replace(/\s+$/, "").split("\n");
  const last = lines.at(-1) ?? "";
  const isLine = MARKDOWN_FLAVORS.map((flavor) => hiddenAffixes(flavor, "published")).some(
    ([prefix, suffix]) => last.startsWith(prefix) && last.endsWith(suffix),
  );
  return (isLine ? lines.slice(0, -1) : lines).join("\n").replace(/\s+$/, "");
}
