/**
 * Before a run starts in the local journal file: the finished run there is moved aside as
 * `<stack>.<startedAt>.ndjson` (exactly the file that was read — one a racing run created
 * meanwhile stays in place, files/exclusive-file.ts), an unfinished one refuses the new run.
 */
import { closeSync, constants, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";

import { identityOf, moveAsideIfSame } from "../files/exclusive-file.js";
import { JournalError, parseJournal, timeForFileName, type JournalHeader } from "./entries.js";
import { assertJournalFor, foldJournal, isTerminal } from "./fold.js";

export const EXTENSION = ".ndjson";
const ROTATED_TIME = String.raw`\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:\.\d+)?Z(?:-\d+)?`;

export function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === "ENOENT";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The first `<base>.<time>[-n].ndjson` beside the journal that `taken` says is free. */
function rotatedName(
  dir: string,
  base: string,
  startedAt: string,
  taken: (p: string) => boolean,
): string {
  const time = timeForFileName(startedAt);
  for (let n = 0; ; n++) {
    const candidate = join(dir, `${base}.${time}${n === 0 ? "" : `-${n}`}${EXTENSION}`);
    if (!taken(candidate)) return candidate;
  }
}

function describeRun(header: JournalHeader): string {
  return (
    `run ${JSON.stringify(header.runId)}${header.runUrl === undefined ? "" : ` (${header.runUrl})`}, ` +
    `started ${header.startedAt} by ${header.user}@${header.host} pid ${header.pid} (${JSON.stringify(header.command)})`
  );
}

/** The entries in the file and which file that was (never through a symlink); null if none. */
function readWithIdentity(file: string) {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isMissing(error)) return null;
    throw new JournalError(
      `Cannot read the stackgate journal ${file}: ${(error as Error).message}. Check its permissions.`,
      "unreadable",
      { cause: error },
    );
  }
  try {
    const parsed = parseJournal(readFileSync(fd, "utf8"), file);
    return { ...parsed, identity: identityOf(fd) };
  } finally {
    closeSync(fd);
  }
}

/**
 * Moves the finished run in `file` aside (keeping the newest `keepRotated`), or throws
 * JournalError "not-terminal" naming the unfinished run (`run`). Returns repair warnings.
 */
export function setAsideFinishedRun(
  file: string,
  next: JournalHeader,
  keepRotated: number,
): string[] {
  const found = readWithIdentity(file);
  if (found === null) return [];
  const { entries, warnings, identity } = found;
  if (entries.length === 0) {
    // Empty, or only a start entry cut short by a kill: that run did nothing yet.
    moveAsideIfSame(file, identity, null);
    return warnings;
  }
  const state = foldJournal(entries, { source: file, warnings });
  if (!isTerminal(state)) {
    let foreign = "";
    try {
      assertJournalFor(state, next, "It");
    } catch (error) {
      foreign = ` ${(error as Error).message}`;
    }
    throw new JournalError(
      `The previous run of stack ${JSON.stringify(state.header.stack)} did not finish: ${describeRun(state.header)} ` +
        `is in phase "${state.phase}" (last entry ${state.updatedAt}, journal ${file}).${foreign} ` +
        `Run \`stackgate recover\` first: it repairs what that run left behind and closes its journal. ` +
        `A new run will not start over an unfinished one.`,
      "not-terminal",
      { run: state },
    );
  }
  const dir = dirname(file);
  const base = basename(file, EXTENSION);
  const moved = moveAsideIfSame(file, identity, (taken) =>
    rotatedName(dir, base, state.header.startedAt, taken),
  );
  if (moved === "moved") prune(dir, base, keepRotated);
  return [];
}

/** Keeps the newest `keep` finished runs; best effort. */
function prune(dir: string, base: string, keep: number): void {
  try {
    const pattern = new RegExp(
      `^${escapeRegExp(base)}\\.${ROTATED_TIME}${escapeRegExp(EXTENSION)}$`,
    );
    // Names carry the run's start time: name order is age order.
    const rotated = readdirSync(dir)
      .filter((name) => pattern.test(name))
      .sort();
    for (const old of rotated.slice(0, Math.max(0, rotated.length - keep))) {
      rmSync(join(dir, old), { force: true });
    }
  } catch {
    // Old journals are a convenience; failing to prune them must not stop a run.
  }
}
