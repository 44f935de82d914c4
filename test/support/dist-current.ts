/**
 * Vitest global setup: the end-to-end tests run the bundles in dist/, so a run on a dist/ that
 * the sources no longer build would test old code and pass. Before any test, the sources are
 * built into a temporary directory (`scripts/build.mjs --outdir`, deterministic) and compared
 * file by file with dist/; any difference stops the run with what to do. `npm test` builds
 * first (`pretest`), so this fails only a direct `npx vitest` after a source change. Skipped for
 * a run on another copy (STACKGATE_TEST_DIST: the mutation test breaks a copy on purpose).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT, TEST_DIST_ENV } from "./dist.js";

/** Relative paths of every file under `dir`. */
function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name), path.join(prefix, entry.name))
      : [path.join(prefix, entry.name)],
  );
}

/** The files that differ between two trees (present in one only, or with other bytes). */
export function diffTrees(expected: string, actual: string): string[] {
  const want = listFiles(expected);
  const have = new Set(listFiles(actual));
  const differ = want.filter(
    (file) =>
      !have.has(file) ||
      !readFileSync(path.join(expected, file)).equals(readFileSync(path.join(actual, file))),
  );
  const extra = [...have].filter((file) => !want.includes(file));
  return [...differ, ...extra].sort();
}

export default function assertDistCurrent(): void {
  if (process.env[TEST_DIST_ENV]) return;
  const fresh = mkdtempSync(path.join(os.tmpdir(), "stackgate-fresh-dist-"));
  try {
    execFileSync(process.execPath, ["scripts/build.mjs", "--outdir", fresh], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "ignore", "pipe"],
    });
    const stale = diffTrees(fresh, path.join(REPO_ROOT, "dist"));
    if (stale.length > 0) {
      throw new Error(
        `dist/ is not what the sources build (${stale.slice(0, 5).join(", ")}${stale.length > 5 ? ", …" : ""}): ` +
          "the end-to-end tests would run old code. Run `npm run build` (npm test does it first).",
      );
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}
