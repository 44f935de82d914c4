/**
 * A file only one process may create, and moving aside exactly the file one has read. Used for
 * the run journal: two runs in one workdir must never write into one file (a file holding two
 * runs, or a run without its start entry, is unreadable to recovery).
 *
 * Creation: the content goes into a private temp file beside the target (O_CREAT|O_EXCL|
 * O_NOFOLLOW, a random name), which is then hard-linked into place — link(2) fails when the name
 * exists and never follows a symlink there — so the file appears whole or not at all, and only
 * one of two racing creators gets it. The creator keeps the descriptor: its later writes go to
 * its own file whatever happens to the name.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  linkSync,
  lstatSync,
  openSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";

/** The identity of a file (what rename and link keep). */
interface FileIdentity {
  dev: number;
  ino: number;
}

function codeOf(error: unknown): string | undefined {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
}

function privateName(file: string, label: string): string {
  return `${file}.${label}-${process.pid}-${randomBytes(6).toString("hex")}`;
}

/**
 * Creates `file` holding `content`, exclusively. Returns the open descriptor (write, append) of
 * the new file, or null when `file` already exists (someone else's: not touched). Other errors
 * (a full disk, permissions) are thrown as they are, with the temp file removed.
 */
export function createExclusively(file: string, content: string, mode = 0o644): number | null {
  const temp = privateName(file, "new");
  const fd = openSync(
    temp,
    constants.O_WRONLY |
      constants.O_APPEND |
      constants.O_CREAT |
      constants.O_EXCL |
      constants.O_NOFOLLOW,
    mode,
  );
  try {
    writeSync(fd, content);
    try {
      linkSync(temp, file);
    } catch (error) {
      if (codeOf(error) !== "EEXIST") throw error;
      closeSync(fd);
      return null;
    }
    return fd;
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    throw error;
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // gone already; a leftover temp name holds nothing anyone reads
    }
  }
}

/** The identity of the file behind a descriptor. */
export function identityOf(fd: number): FileIdentity {
  const stat = fstatSync(fd);
  return { dev: stat.dev, ino: stat.ino };
}

type MoveAside = "moved" | "gone" | "replaced";

/**
 * Moves `file` to the name `target` gives (a free one: taken with link, never overwritten) —
 * only when it is still the file `expected` names. `gone`: nobody's file is at `file` any more;
 * `replaced`: another file took its place (left where it is). With `target` null the file is
 * removed instead.
 */
export function moveAsideIfSame(
  file: string,
  expected: FileIdentity,
  target: ((taken: (candidate: string) => boolean) => string) | null,
): MoveAside {
  // rename takes exactly one file, atomically: whatever it took is then checked, and put back
  // when it is not the one that was read (a run that created it in between keeps it).
  const aside = privateName(file, "aside");
  try {
    renameSync(file, aside);
  } catch (error) {
    if (codeOf(error) === "ENOENT") return "gone";
    throw error;
  }
  const stat = lstatSync(aside);
  if (stat.dev !== expected.dev || stat.ino !== expected.ino) {
    putBack(aside, file);
    return "replaced";
  }
  if (target !== null) {
    const taken = (candidate: string): boolean => {
      try {
        linkSync(aside, candidate);
        return false;
      } catch (error) {
        if (codeOf(error) === "EEXIST") return true;
        throw error;
      }
    };
    target(taken);
  }
  unlinkSync(aside);
  return "moved";
}

function putBack(aside: string, file: string): void {
  try {
    linkSync(aside, file);
  } catch (error) {
    throw new Error(
      `${aside}: another run's journal, moved aside by mistake while a third run created ${file}; ` +
        `it could not be put back (${codeOf(error) ?? String(error)}): rename it to ${file} once that run ends`,
      { cause: error },
    );
  }
  unlinkSync(aside);
}
