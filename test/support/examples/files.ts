/** Artifacts between jobs and steps: files copied by the simple globs the examples use. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const made: string[] = [];

/** A temporary directory the harness removes in removeTempDirs(). */
export function harnessTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A directory made elsewhere (a runner job's) that removeTempDirs() removes too. */
export function registerTempDir(dir: string): void {
  made.push(dir);
}

/** Removes every directory the harness made (runner jobs, clones, artifact stores). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** `dir/`, `dir/name*`, `dir/*.ext`, or a file: the matching files under `root`, relative. */
export function matchFiles(root: string, pattern: string): string[] {
  const full = path.join(root, pattern);
  if (pattern.endsWith("/")) {
    if (!existsSync(full)) return [];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  }
  if (!pattern.includes("*")) return existsSync(full) && statSync(full).isFile() ? [pattern] : [];
  const dir = path.dirname(full);
  if (!existsSync(dir)) return [];
  const escaped = path
    .basename(pattern)
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replaceAll("*", ".*");
  const re = new RegExp(`^${escaped}$`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && re.test(e.name))
    .map((e) => path.relative(root, path.join(dir, e.name)));
}

/** Copies `files` (relative to `from`) to the same places under `to`. */
export function copyFiles(from: string, to: string, files: readonly string[]): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(from, file), path.join(to, file));
  }
}
