/** Attribute paths as diff lines show them: `tags.Name`, `list[3]`, `m["a b"]`, `input (JSON) Statement[0]`. */

import { quoted } from "./text.js";

export interface DiffPath {
  readonly text: string;
  /** True at the root of an attribute or of a decoded string: the next key gets no dot. */
  readonly fresh: boolean;
}

export const ROOT_PATH: DiffPath = { text: "", fresh: true };

/** Identifier-like keys as `.name`, anything else as `["key"]` (JSON-quoted: exact, escaped). */
export function keyStep(path: string, key: string, fresh = path === ""): string {
  if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(key)) return fresh ? `${path}${key}` : `${path}.${key}`;
  return `${path}[${quoted(key)}]`;
}

export function withKey(path: DiffPath, key: string): DiffPath {
  return { text: keyStep(path.text, key, path.fresh), fresh: false };
}

/** `[3]`; `[3→4]` when an item moved (before index → after index). */
export function withIndex(path: DiffPath, before: number | null, after: number | null): DiffPath {
  const label =
    before === null
      ? String(after)
      : after === null || after === before
        ? String(before)
        : `${before}→${after}`;
  return { text: `${path.text}[${label}]`, fresh: false };
}

/** Into the decoded value of a JSON or YAML string: `input (JSON) …`. */
export function withDecoded(path: DiffPath, format: string): DiffPath {
  return { text: `${path.text} (${format}) `, fresh: true };
}

/** The path as a line shows it (no trailing space after a decoded root). */
export function pathLabel(path: DiffPath): string {
  return path.text.trimEnd();
}
