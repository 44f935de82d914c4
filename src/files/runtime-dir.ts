/**
 * `<workdir>/.stackgate/` holds runtime data only — the run journal, saved plans — and the
 * checkout is untrusted input: a pull request can commit a `.stackgate/` (a forged journal that
 * names a live lock as ours) or a symlink (so that stackgate writes through it, outside the
 * workdir). Both are refused with the path named, before anything is read from or written to it.
 */
import { execFileSync } from "node:child_process";
import {
  constants,
  existsSync,
  type Stats,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
} from "node:fs";
import path from "node:path";

import { EXIT, StackgateError } from "../errors.js";
import { writeNewFileNoFollow } from "./atomic-file.js";

/** The directory of stackgate's runtime data in a workdir. */
const RUNTIME_DIR = ".stackgate";

/** `<workdir>/.stackgate`. */
export function runtimeDirOf(workdir: string): string {
  return path.join(workdir, RUNTIME_DIR);
}

function lstatOrNull(file: string): Stats | null {
  return lstatSync(file, { throwIfNoEntry: false }) ?? null;
}

function describeLink(link: string): string {
  let target = "?";
  try {
    target = readlinkSync(link);
  } catch {
    // unreadable link: named without its target
  }
  const resolved = path.resolve(path.dirname(link), target);
  const dangling = existsSync(resolved) ? "" : ", which does not exist (a dangling symlink)";
  return `${link} is a symbolic link to ${JSON.stringify(target)}${dangling}`;
}

function refuseLink(link: string): never {
  throw new StackgateError(
    `${describeLink(link)}. stackgate keeps its run journal and plans in the workdir's ${RUNTIME_DIR}/ and never ` +
      `writes or reads them through a symlink (a committed link could point them outside the checkout). ` +
      `Remove the link (git rm it if it is committed); stackgate creates the directory itself.`,
    EXIT.failed,
  );
}

/**
 * Git's answer per workdir, asked once per process: the checkout's index does not change
 * under a run, and every store and lifecycle of a command checks the same `.stackgate/`.
 */
const trackedByWorkdir = new Map<string, readonly string[]>();

/** Tracked paths under `<workdir>/.stackgate` (one `git ls-files` per workdir and process). */
function trackedRuntimePaths(workdir: string): readonly string[] {
  const key = path.resolve(workdir);
  let tracked = trackedByWorkdir.get(key);
  if (tracked === undefined) {
    tracked = trackedPaths(runtimeDirOf(key), key);
    trackedByWorkdir.set(key, tracked);
  }
  return tracked;
}

/** Tracked paths under `dir` (git's own answer), or [] when `dir` is not in a git work tree. */
function trackedPaths(dir: string, workdir: string): string[] {
  let out: string;
  try {
    out = execFileSync("git", ["ls-files", "-z", "--", path.relative(workdir, dir) || "."], {
      cwd: workdir,
      encoding: "utf8",
      timeout: 15_000,
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" },
    });
  } catch {
    return []; // no git, or not a work tree: nothing can be tracked
  }
  return out.split("\0").filter((p) => p !== "");
}

/**
 * Refuses a `<workdir>/.stackgate` that is (or whose `journal/` is) a symlink, that resolves
 * outside the workdir, or that git tracks. Absent is fine: stackgate creates it.
 */
export function assertRuntimeDir(workdir: string): void {
  const dir = runtimeDirOf(workdir);
  for (const part of [dir, path.join(dir, "journal")]) {
    const stat = lstatOrNull(part);
    if (stat === null) break;
    if (stat.isSymbolicLink()) refuseLink(part);
  }
  if (lstatOrNull(dir) !== null) {
    const real = realpathSync(dir);
    const root = realpathSync(workdir);
    if (real !== path.join(root, RUNTIME_DIR)) {
      throw new StackgateError(
        `${dir} resolves to ${real}, outside the workdir ${root}. stackgate refuses to keep its journal and plans there.`,
        EXIT.failed,
      );
    }
  }
  const tracked = trackedRuntimePaths(workdir);
  if (tracked.length > 0) {
    const shown = tracked
      .slice(0, 3)
      .map((p) => JSON.stringify(p))
      .join(", ");
    throw new StackgateError(
      `${dir} is tracked by git (${shown}${tracked.length > 3 ? `, and ${tracked.length - 3} more` : ""}). ` +
        `${RUNTIME_DIR}/ holds runtime data only — run journals and plans — and stackgate never reads them from ` +
        `the repository: a committed journal could name someone else's live lock as stackgate's. ` +
        `Remove it from the repository (git rm -r --cached ${JSON.stringify(path.relative(workdir, dir) || RUNTIME_DIR)}) and add ${RUNTIME_DIR}/ to .gitignore.`,
      EXIT.failed,
    );
  }
}

/** Refuses `file` when it is a symlink (reading or replacing it would follow the link). */
export function assertNotSymlink(file: string): void {
  if (lstatOrNull(file)?.isSymbolicLink()) refuseLink(file);
}

/**
 * Opens `file` for appending without following a symlink at its last component (O_NOFOLLOW):
 * a link planted there after the directory check fails with ELOOP instead of being written through.
 */
export function openAppendNoFollow(file: string): number {
  return openSync(
    file,
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
    0o644,
  );
}

/**
 * Refuses a symlink at any depth between `root` and `file` (the file itself included), where
 * they exist: stackgate creates the rest itself. `file` outside `root` is checked from its
 * own directory only (a path the pipeline chose).
 */
export function assertNoSymlinkBelow(root: string, file: string): void {
  const relative = path.relative(root, file);
  if (relative === "") return;
  const inside = relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  const parts = inside ? relative.split(path.sep) : [path.basename(file)];
  let current = inside ? root : path.dirname(file);
  for (const part of parts) {
    current = path.join(current, part);
    const stat = lstatOrNull(current);
    if (stat === null) return;
    if (stat.isSymbolicLink()) refuseLink(current);
  }
}

/** What `.stackgate/.gitignore` says: ignore everything here, this file included. */
const IGNORE_ALL = "*\n";

/**
 * Creates `<workdir>/.stackgate/` (after `assertRuntimeDir`) with a `.gitignore` of `*`, so the
 * first run leaves `git status` clean. The file is created exclusively and never through a
 * link: one that exists already (whatever it is) is left alone.
 */
export function ensureRuntimeDir(workdir: string): string {
  const dir = runtimeDirOf(workdir);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  try {
    writeNewFileNoFollow(path.join(dir, ".gitignore"), IGNORE_ALL);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EEXIST" && code !== "ELOOP") throw error;
  }
  return dir;
}
