import path from "node:path";

import { sha256Hex } from "../model/digest.js";

import { type Settings } from "../settings/index.js";
/** What one PR comment is about: one comment per project + stack + working directory. */
export interface CommentKey {
  project: string;
  stack: string;
  workdir: string;
}

const MARKER_PREFIX = "<!-- stackgate:v1 ";

/**
 * Where a comment is rendered. GitHub hides HTML comments; Bitbucket escapes HTML (it would
 * show `<!-- … -->` as text) but, like every CommonMark renderer, shows nothing for a link
 * reference definition: `[//]: # (…)` is the Bitbucket marker.
 */
export type MarkdownFlavor = "github" | "bitbucket";

/** The Bitbucket marker's start: a link reference definition whose title holds the fields. */
const BITBUCKET_MARKER_PREFIX = "[//]: # (stackgate:v1 ";

/** Encoded values longer than this are replaced by a hash, so the marker stays small. */
const MAX_ENCODED_VALUE = 200;

/**
 * Percent-encodes a value so it can contain neither spaces (the field separator) nor `>`
 * (so `-->` cannot end the comment early); very long values become `sha256-<32 hex>`.
 */
function encodeValue(value: string): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*~-]/g, (ch) => {
    return `%${ch.charCodeAt(0).toString(16).toUpperCase()}`;
  });
  return encoded.length <= MAX_ENCODED_VALUE ? encoded : `sha256-${sha256Hex(value).slice(0, 32)}`;
}

/**
 * The hidden marker that identifies the comment for `key`; always one line. Values are
 * percent-encoded, so they contain neither `>` (GitHub) nor `(`/`)` (Bitbucket's title).
 */
export function commentMarker(key: CommentKey, flavor: MarkdownFlavor = "github"): string {
  const fields =
    `project=${encodeValue(key.project)} stack=${encodeValue(key.stack)}` +
    ` workdir=${encodeValue(key.workdir)}`;
  return flavor === "bitbucket"
    ? `${BITBUCKET_MARKER_PREFIX}${fields})`
    : `${MARKER_PREFIX}${fields} -->`;
}

/**
 * True when `body` is the comment for `key`: it must start with the exact marker (leading
 * whitespace allowed), so a reply that quotes the comment (`> <!-- … -->`) or mentions the
 * marker later on does not match. Callers should still check the comment's author.
 */
export function findsMarker(
  body: string,
  key: CommentKey,
  flavor: MarkdownFlavor = "github",
): boolean {
  return body
    .replace(/^\ufeff/, "")
    .trimStart()
    .startsWith(commentMarker(key, flavor));
}

/** True when `body` starts with a stack comment's marker (for any key). */
export function isStackComment(body: string, flavor: MarkdownFlavor = "github"): boolean {
  const prefix = flavor === "bitbucket" ? BITBUCKET_MARKER_PREFIX : MARKER_PREFIX;
  return body
    .replace(/^\ufeff/, "")
    .trimStart()
    .startsWith(prefix);
}

/** The marker of the pull request's one index comment (report/index-comment.ts). */
export function indexMarker(flavor: MarkdownFlavor = "github"): string {
  return flavor === "bitbucket" ? "[//]: # (stackgate:index v1)" : "<!-- stackgate:index v1 -->";
}

/** True when `body` is an index comment: it starts with the index marker. */
export function findsIndexMarker(body: string, flavor: MarkdownFlavor = "github"): boolean {
  return body
    .replace(/^\ufeff/, "")
    .trimStart()
    .startsWith(indexMarker(flavor));
}

/** The comment's marker key: one comment per project + stack + workdir (relative to `cwd`). */
export function commentKeyOf(settings: Settings, cwd: string = process.cwd()): CommentKey {
  return {
    project: settings.project,
    stack: settings.stack,
    workdir: path.relative(cwd, settings.workdir) || ".",
  };
}
