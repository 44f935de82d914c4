/**
 * The local packages a Pulumi program imports: `file:` (and `link:`) dependencies of its
 * package.json, followed into those packages' own package.json.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { EXIT, StackgateError, messageOf } from "../errors.js";
import { joinDir, resolveFrom } from "./paths.js";
import type { FileTree } from "./walk.js";

const DEPENDENCY_FIELDS = [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
] as const;
const LOCAL_PREFIXES = ["file:", "link:"] as const;

/** The local directories one package.json depends on. */
function localPackageDirs(dir: string, manifest: unknown): string[] {
  if (typeof manifest !== "object" || manifest === null) return [];
  const dirs: string[] = [];
  for (const field of DEPENDENCY_FIELDS) {
    const dependencies: unknown = (manifest as Record<string, unknown>)[field];
    if (typeof dependencies !== "object" || dependencies === null) continue;
    for (const spec of Object.values(dependencies as Record<string, unknown>)) {
      if (typeof spec !== "string") continue;
      const prefix = LOCAL_PREFIXES.find((p) => spec.startsWith(p));
      const target = prefix === undefined ? undefined : resolveFrom(dir, spec.slice(prefix.length));
      if (target !== undefined && target !== dir) dirs.push(target);
    }
  }
  return [...new Set(dirs)];
}

async function readManifest(root: string, file: string): Promise<unknown> {
  const text = await readFile(path.join(root, file), "utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new StackgateError(
      `${file}: not valid JSON (${messageOf(error)}). npm would refuse it too: fix the file.`,
      EXIT.usage,
      { cause: error },
    );
  }
}

/** Directory → local package directories, for the Pulumi projects and every package they reach. */
export async function readPackageLinks(
  root: string,
  tree: FileTree,
  projectDirs: readonly string[],
): Promise<Map<string, string[]>> {
  const links = new Map<string, string[]>();
  const queue = [...projectDirs];
  for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
    if (links.has(dir)) continue;
    const hasManifest = tree.get(dir)?.includes("package.json") ?? false;
    const targets = hasManifest
      ? localPackageDirs(dir, await readManifest(root, joinDir(dir, "package.json")))
      : [];
    links.set(dir, targets);
    queue.push(...targets);
  }
  return links;
}
