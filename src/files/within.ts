import path from "node:path";

/**
 * `dir` relative to `root`, `/`-separated (`.` for the root itself); undefined when `dir` is
 * not inside `root`. How a workdir is named across machines and CI checkouts that put the
 * repository in different places.
 */
export function pathWithin(root: string, dir: string): string | undefined {
  if (dir !== root && !dir.startsWith(`${root}${path.sep}`)) return undefined;
  return path.relative(root, dir).split(path.sep).join("/") || ".";
}
