import path from "node:path";

import { sha256Hex } from "../model/digest.js";

import { type Settings } from "../settings/index.js";
import type { MarkdownFlavor } from "../platform/platform.js";

export type { MarkdownFlavor } from "../platform/platform.js";
/** What one PR comment is about: one comment per project + stack + working directory. */
export interface CommentKey {
  project: string;
  stack: string;
  workdir: string;
}

/**
 * Each flavour's hidden line (`open` + `stackgate:…` + `close`) and whether a titled block may
 * collapse: HTML comments and `<details>` where HTML renders; where it is escaped (it would show
 * `<!-- … -->` as text), a link reference definition, which CommonMark renders as nothing, and
 * a bold title. A platform picks its flavour (`Platform.flavor`); a new flavour is one row here.
 */
const FLAVORS: Readonly<
  Record<MarkdownFlavor, { open: string; close: string; collapses: boolean }>
> = {
  github: { open: "<!-- ", close: " -->", collapses: true },
  bitbucket: { open: "[//]: # (", close: ")", collapses: false },
};

/** Every flavour (a published line is recognised in any of them). */
export const MARKDOWN_FLAVORS = Object.keys(FLAVORS) as MarkdownFlavor[];

/** The flavour of what is not a platform's comment (the CLI's --comment-file, the job summary). */
export const DEFAULT_FLAVOR: MarkdownFlavor = "github";

/** The start and end of a hidden line `label`: its fields go between them. */
export function hiddenAffixes(flavor: MarkdownFlavor, label: string): [string, string] {
  const { open, close } = FLAVORS[flavor];
  return [`${open}stackgate:${label} `, close];
}

/** Whether a titled block may collapse (`<details>`) in this flavour. */
export function collapses(flavor: MarkdownFlavor): boolean {
  return FLAVORS[flavor].collapses;
}

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
export function commentMarker(key: CommentKey, flavor: MarkdownFlavor = DEFAULT_FLAVOR): string {
  const fields =
    `project=${encodeValue(key.project)} stack=${encodeValue(key.stack)}` +
    ` workdir=${encodeValue(key.workdir)}`;
  const [prefix, suffix] = hiddenAffixes(flavor, "v1");
  return `${prefix}${fields}${suffix}`;
}

/**
 * True when `body` is the comment for `key`: it must start with the exact marker (leading
 * whitespace allowed), so a reply that quotes the comment (`> <!-- … -->`) or mentions the
 * marker later on does not match. Callers should still check the comment's author.
 */
export function findsMarker(
  body: string,
  key: CommentKey,
  flavor: MarkdownFlavor = DEFAULT_FLAVOR,
): boolean {
  return body
    .replace(/^\ufeff/, "")
    .trimStart()
    .startsWith(commentMarker(key, flavor));
}

/** True when `body` starts with a stack comment's marker (for any key). */
export function isStackComment(body: string, flavor: MarkdownFlavor = DEFAULT_FLAVOR): boolean {
  const [prefix] = hiddenAffixes(flavor, "v1");
  return body
    .replace(/^\ufeff/, "")
    .trimStart()
    .startsWith(prefix);
}

/** The marker of the pull request's one index comment (report/index-comment.ts). */
export function indexMarker(flavor: MarkdownFlavor = DEFAULT_FLAVOR): string {
  const { open, close } = FLAVORS[flavor];
  return `${open}stackgate:index v1${close}`;
}

/** True when `body` is an index comment: it starts with the index marker. */
export function findsIndexMarker(body: string, flavor: MarkdownFlavor = DEFAULT_FLAVOR): boolean {
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
