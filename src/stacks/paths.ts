/** Paths relative to the stacks root, always with `/`, the root itself ".". */
import path from "node:path";

export function joinDir(dir: string, name: string): string {
  return dir === "." ? name : `${dir}/${name}`;
}

export function dirOf(file: string): string {
  return path.posix.dirname(file);
}

/**
 * `relative` (a module source, a `file:` dependency) resolved from `dir`; undefined when it
 * leaves the root (stackgate cannot see a change there).
 */
export function resolveFrom(dir: string, relative: string): string | undefined {
  const joined = path.posix.normalize(path.posix.join(dir, relative.replace(/\\/g, "/")));
  const trimmed = joined.replace(/\/+$/, "") || ".";
  if (trimmed === ".." || trimmed.startsWith("../") || path.posix.isAbsolute(trimmed)) {
    return undefined;
  }
  return trimmed;
}

/** `dir` and every directory above it, up to ".". */
export function* ancestorsOf(dir: string): Generator<string> {
  let current = dir;
  for (;;) {
    yield current;
    if (current === ".") return;
    current = dirOf(current);
  }
}
