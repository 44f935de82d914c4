/**
 * Where an apply's engine writes its output (`<workdir>/.stackgate/engine/`), so that the engine
 * outlives a killed stackgate and `recover` can journal what it reported (process/file-output.ts).
 * Named by the run, so recovery reads exactly the dead run's output and no other.
 */
import { createHash } from "node:crypto";
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
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

export function removeOutputFile(file: string): void {
  rmSync(file, { force: true });
}
