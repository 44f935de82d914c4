/**
 * Writing a runtime file (a plan, its record, a comment file, output variables) never follows a
 * symbolic link: the bytes go into a fresh temp file created with O_CREAT|O_EXCL|O_NOFOLLOW (a
 * name planted there, link or not, fails instead of being written through), and a rename puts
 * it in place — a rename replaces a link at the destination itself, never the file it points to.
 */
import { randomBytes } from "node:crypto";
import { closeSync, constants, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

const EXCLUSIVE_NO_FOLLOW =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** Creates `file` exclusively (never an existing name, never through a link) with `bytes`. */
export function writeNewFileNoFollow(
  file: string,
  bytes: string | Uint8Array,
  mode: number = 0o644,
): void {
  const fd = openSync(file, EXCLUSIVE_NO_FOLLOW, mode);
  try {
    const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
    let written = 0;
    while (written < data.length) written += writeSync(fd, data, written, data.length - written);
  } finally {
    closeSync(fd);
  }
}

/** A temp name beside `file` nobody can have planted (random). */
function tempBeside(file: string): string {
  return `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
}

/** Writes through a temp file and a rename, so a kill never leaves half a file. */
export function writeFileAtomically(
  file: string,
  text: string | Uint8Array,
  mode: number = 0o644,
): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempBeside(file);
  try {
    writeNewFileNoFollow(temp, text, mode);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
