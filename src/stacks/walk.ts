/**
 * The files under the stacks root, by directory. Hidden directories (`.git`, `.terraform`,
 * `.pulumi`, `.stackgate`) and `node_modules` are not entered; symbolic links are not
 * followed (the checkout is untrusted: nothing is read from outside the root).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";

import { joinDir } from "./paths.js";

/** Directory (relative, "." for the root) → the names of its regular files. */
export type FileTree = Map<string, string[]>;

const SKIPPED_DIRECTORIES = new Set(["node_modules"]);

export async function walkRoot(root: string): Promise<FileTree> {
  const tree: FileTree = new Map();
  async function visit(dir: string): Promise<void> {
    const entries = await readdir(path.join(root, dir), { withFileTypes: true });
    const files: string[] = [];
    const subdirectories: string[] = [];
    for (const entry of entries) {
      if (entry.isFile()) files.push(entry.name);
      else if (
        entry.isDirectory() &&
        !entry.name.startsWith(".") &&
        !SKIPPED_DIRECTORIES.has(entry.name)
      ) {
        subdirectories.push(joinDir(dir, entry.name));
      }
    }
    tree.set(dir, files.sort());
    await Promise.all(subdirectories.map(visit));
  }
  await visit(".");
  return tree;
}
