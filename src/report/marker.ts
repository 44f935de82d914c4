import { sha256Hex } from "../model/digest.js";

/** What one PR comment is about: one comment per project + stack + working directory. */
export interface CommentKey {
  project: string;
  stack: string;
  workdir: string;
}

export const MARKER_PREFIX = "<!-- stackgate:v1 ";

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

/** The hidden marker that identifies the comment for `key`; always one line. */
export function commentMarker(key: CommentKey): string {
  return (
    `${MARKER_PREFIX}project=${encodeValue(key.project)} stack=${encodeValue(key.stack)}` +
    ` workdir=${encodeValue(key.workdir)} -->`
  );
}

/**
 * True when `body` is the comment for `key`: it must start with the exact marker (leading
 * whitespace allowed), so a reply that quotes the comment (`> <!-- … -->`) or mentions the
 * marker later on does not match. Callers should still check the comment's author.
 */
export function findsMarker(body: string, key: CommentKey): boolean {
  return body
    .replace(/^\ufeff/, "")
    .trimStart()
    .startsWith(commentMarker(key));
}
