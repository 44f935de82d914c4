/**
 * Hashes of the configuration that will run, for the plan digest (ChangeSet.configuration).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ChangeSet } from "../model/change.js";
import { sha256Hex } from "../model/digest.js";

/** Directories that hold tools, caches, build output or stackgate's own files, not the program. */
const SKIPPED_DIRS = new Set(["node_modules", "venv", "__pycache__", "bin", "obj", "target"]);

/**
 * What a program is made of: source, project, dependency and config files of the languages
 * Pulumi runs. Other files (reports such as a `--comment-file`, logs) are not the program, and
 * a file written between preview and up must not change the digest.
 */
const PROGRAM_FILE =
  /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|py|go|mod|sum|cs|csproj|fs|fsproj|vb|vbproj|java|kt|kts|gradle|scala|sbt|yaml|yml|json|toml|lock|txt|cfg|ini|sh)$/i;

/** sha256 over the program files under `dir` (names and contents, sorted). */
export function hashProgramFiles(dir: string): string {
  const hash: string[] = [];
  const walk = (rel: string): void => {
    const entries = readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const name = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".") && !SKIPPED_DIRS.has(entry.name)) walk(name);
      } else if (entry.isFile() && PROGRAM_FILE.test(entry.name)) {
        hash.push(`${name}\0${sha256Hex(readFileSync(path.join(dir, name), "latin1"))}`);
      }
    }
  };
  walk("");
  return sha256Hex(hash.join("\n"));
}

/**
 * Adds the dependency lock file (`.terraform.lock.hcl`: which provider builds may run) to the
 * hash of the plan's configuration snapshot.
 */
export function withTerraformLockFile(changeSet: ChangeSet, workdir: string): ChangeSet {
  const lockFile = path.join(workdir, ".terraform.lock.hcl");
  const lock = existsSync(lockFile) ? sha256Hex(readFileSync(lockFile, "utf8")) : "none";
  return { ...changeSet, configuration: sha256Hex(`${changeSet.configuration ?? ""}\n${lock}`) };
}
