#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  EXIT,
  StackgateError
} from "./chunk-KVWGJ5LG.js";

// src/files/fs-errors.ts
import { accessSync, constants, lstatSync, readlinkSync, statfsSync, statSync } from "node:fs";
import path from "node:path";
var CAUSES = {
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
  ENAMETOOLONG: "the name is too long"
};
var VERBS = {
  mkdir: "create the directory",
  open: "open",
  write: "write",
  rename: "rename a file to",
  unlink: "remove",
  rmdir: "remove the directory",
  scandir: "list the directory",
  stat: "read the status of",
  lstat: "read the status of",
  symlink: "create the link"
};
function isErrnoError(error) {
  return error instanceof Error && typeof error.code === "string" && typeof error.path === "string";
}
function diagnosePath(target) {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    let link;
    try {
      link = lstatSync(dir).isSymbolicLink();
    } catch {
      if (dir === path.dirname(dir)) return null;
      continue;
    }
    let isDirectory;
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
      const code = error instanceof Error ? error.code ?? "" : "";
      return code === "EROFS" ? `${dir} is on a read-only file system` : `${dir} is not writable by this user${code === "EACCES" ? "" : ` (${code || "no write permission"})`}`;
    }
    return null;
  }
}
function describeFreeSpace(target) {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    try {
      const fs = statfsSync(dir);
      const mib = fs.bavail * fs.bsize / (1024 * 1024);
      return `${mib < 10 ? mib.toFixed(2) : Math.round(mib)} MiB free on the file system of ${dir}`;
    } catch {
      if (dir === path.dirname(dir)) return "free space unknown";
    }
  }
}
var FULL = /* @__PURE__ */ new Set(["ENOSPC", "EDQUOT"]);
function describeWriteFailure(file, error) {
  const code = error instanceof Error ? error.code : void 0;
  if (code === void 0)
    return `cannot write ${file}: ${String(error instanceof Error ? error.message : error)}`;
  const cause = CAUSES[code] ?? code;
  return `cannot write ${file}: ${cause} (${code}${FULL.has(code) ? `; ${describeFreeSpace(file)}` : ""})`;
}
function explainFsError(error) {
  if (!isErrnoError(error) || error.path === void 0 || !(error.code in CAUSES)) return error;
  const target = error.path;
  const verb = VERBS[error.syscall ?? ""] ?? "use";
  const full = FULL.has(error.code);
  const cause = (full ? null : diagnosePath(target)) ?? CAUSES[error.code] ?? error.code;
  if (full) {
    return new StackgateError(
      `cannot ${verb} ${target}: ${cause} (${error.code}; ${describeFreeSpace(target)}). Free space there (or point TMPDIR, --plan-file or --journal-dir elsewhere), then run again.`,
      EXIT.failed,
      { cause: error }
    );
  }
  return new StackgateError(
    `cannot ${verb} ${target}: ${cause} (${error.code}). stackgate keeps its plan files and run journal in the workdir's .stackgate/ (or --plan-file / --journal-dir): make that path a writable directory, then run again.`,
    EXIT.failed,
    { cause: error }
  );
}

export {
  describeFreeSpace,
  describeWriteFailure,
  explainFsError
};
