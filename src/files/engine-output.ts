/**
 * Where an apply's engine writes its output (`<workdir>/.stackgate/engine/`), so that the engine
 * outlives a killed stackgate and `recover` can journal what it reported (process/file-output.ts).
 * Named by the run, so recovery reads exactly the dead run's output and no other.
 */
import { createHash } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
} from "node:fs";
import path from "node:path";

import { assertNotSymlink, runtimeDirOf } from "./runtime-dir.js";

function outputDirOf(workdir: string): string {
  return path.join(runtimeDirOf(workdir), "engine");
}

/** `<workdir>/.stackgate/engine/apply-<first 16 hex of SHA-256 of the run id>.out`. */
export function applyOutputFile(workdir: string, runId: string): string {
  const name = createHash("sha256").update(runId).digest("hex").slice(0, 16);
  return path.join(outputDirOf(workdir), `apply-${name}.out`);
}

/** Creates the directory of engine output (refusing a symlink at `.stackgate/` or `engine/`). */
export function prepareOutputDir(workdir: string): void {
  for (const dir of [runtimeDirOf(workdir), outputDirOf(workdir)]) {
    assertNotSymlink(dir);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  assertNotSymlink(outputDirOf(workdir));
}

/** The file's text, or null when there is none (never read through a symlink). */
export function readOutputFile(file: string): string | null {
  if (lstatSync(file, { throwIfNoEntry: false }) === undefined) return null;
  assertNotSymlink(file);
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}

/** How an engine's output file ended: its size, and whether its last line is whole. */
export interface OutputEnd {
  file: string;
  bytes: number;
  /** False when the file stops inside a line: the engine's next write to it failed part-way. */
  wholeLines: boolean;
}

/** The end of the output file; null when there is none (never read through a symlink). */
export function readOutputEnd(file: string): OutputEnd | null {
  if (lstatSync(file, { throwIfNoEntry: false }) === undefined) return null;
  assertNotSymlink(file);
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const bytes = fstatSync(fd).size;
    if (bytes === 0) return { file, bytes, wholeLines: true };
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, bytes - 1);
    return { file, bytes, wholeLines: last[0] === 0x0a };
  } finally {
    closeSync(fd);
  }
}

export function removeOutputFile(file: string): void {
  rmSync(file, { force: true });
}
