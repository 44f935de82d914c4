/**
 * Filesystem errors (an unwritable, read-only or dangling-symlink `.stackgate/`, a full disk)
 * are the user's to fix, not stackgate bugs: this turns them into a message that names the
 * path and the cause, instead of "unexpected error" and a stack trace.
 */
import { accessSync, constants, lstatSync, readlinkSync, statfsSync, statSync } from "node:fs";
import path from "node:path";

import { EXIT, StackgateError } from "../errors.js";

const CAUSES: Readonly<Record<string, string>> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOENT: "no such file or directory",
  ENOTDIR: "a part of the path is a file, not a directory",
  EISDIR: "it is a directory",
  EEXIST: "it already exists and is not a directory",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is exhausted",
  ELOOP: "too many levels of symbolic links",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
};

const VERBS: Readonly<Record<string, string>> = {
  mkdir: "create the directory",
  open: "open",
  write: "write",
  rename: "rename a file to",
  unlink: "remove",
  rmdir: "remove the directory",
  scandir: "list the directory",
  stat: "read the status of",
  lstat: "read the status of",
  symlink: "create the link",
};

interface ErrnoError extends Error {
  code: string;
  syscall?: string;
  path?: string;
  dest?: string;
}

function isErrnoError(error: unknown): error is ErrnoError {
  return (
    error instanceof Error &&
    typeof (error as Partial<ErrnoError>).code === "string" &&
    typeof (error as Partial<ErrnoError>).path === "string"
  );
}

/**
 * Why `target` cannot be written, found by looking at it and its parents: a dangling symlink,
 * a file where a directory should be, a read-only or unwritable directory. Null when nothing
 * along the path explains it.
 */
function diagnosePath(target: string): string | null {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    let link: boolean;
    try {
      link = lstatSync(dir).isSymbolicLink();
    } catch {
      if (dir === path.dirname(dir)) return null;
      continue;
    }
    let isDirectory: boolean;
    try {
      isDirectory = statSync(dir).isDirectory();
    } catch {
      if (link) {
        return `${dir} is a symbolic link to ${JSON.stringify(readlinkSync(dir))}, which does not exist (a dangling symlink)`;
      }
      return null;
    }
    if (!isDirectory) {
      return dir === path.resolve(target) ? null : `${dir} is a file, not a directory`;
    }
    try {
      accessSync(dir, constants.W_OK);
    } catch (error) {
      const code = error instanceof Error ? ((error as Partial<ErrnoError>).code ?? "") : "";
      return code === "EROFS"
        ? `${dir} is on a read-only file system`
        : `${dir} is not writable by this user${code === "EACCES" ? "" : ` (${code || "no write permission"})`}`;
    }
    return null;
  }
}

/** How much space is free on the file system that holds `target` (its nearest existing parent). */
export function describeFreeSpace(target: string): string {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    try {
      const fs = statfsSync(dir);
      const mib = (fs.bavail * fs.bsize) / (1024 * 1024);
      return `${mib < 10 ? mib.toFixed(2) : Math.round(mib)} MiB free on the file system of ${dir}`;
    } catch {
      if (dir === path.dirname(dir)) return "free space unknown";
    }
  }
}

const FULL = new Set(["ENOSPC", "EDQUOT"]);

/** "cannot write FILE: no space left on the device (ENOSPC; 0.00 MiB free …)" for any error. */
export function describeWriteFailure(file: string, error: unknown): string {
  const code = error instanceof Error ? (error as Partial<ErrnoError>).code : undefined;
  if (code === undefined)
    return `cannot write ${file}: ${String(error instanceof Error ? error.message : error)}`;
  const cause = CAUSES[code] ?? code;
  return `cannot write ${file}: ${cause} (${code}${FULL.has(code) ? `; ${describeFreeSpace(file)}` : ""})`;
}

/** A filesystem error as a StackgateError that names the path and the cause; others unchanged. */
export function explainFsError(error: unknown): unknown {
  if (!isErrnoError(error) || error.path === undefined || !(error.code in CAUSES)) return error;
  const target = error.path;
  const verb = VERBS[error.syscall ?? ""] ?? "use";
  const full = FULL.has(error.code);
  const cause = (full ? null : diagnosePath(target)) ?? CAUSES[error.code] ?? error.code;
  if (full) {
    return new StackgateError(
      `cannot ${verb} ${target}: ${cause} (${error.code}; ${describeFreeSpace(target)}). ` +
        `Free space there (or point TMPDIR, --plan-file or --journal-dir elsewhere), then run again.`,
      EXIT.failed,
      { cause: error },
    );
  }
  return new StackgateError(
    `cannot ${verb} ${target}: ${cause} (${error.code}). stackgate keeps its plan files and run journal in the workdir's .stackgate/ ` +
      `(or --plan-file / --journal-dir): make that path a writable directory, then run again.`,
    EXIT.failed,
    { cause: error },
  );
}
