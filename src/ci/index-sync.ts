/**
 * Keeps the pull request's one index comment (report/index-comment.ts) in step with the stack
 * comments, from every job of a stacks matrix at once. Comments have no conditional update on
 * GitHub or Bitbucket, so the index is derived, never accumulated: each round lists our own
 * comments, renders the index from every stack comment's row (report/index-row.ts), and writes
 * it only when it differs; after a write it pauses (with jitter) and checks again. A job ends
 * only when it has read back an index equal to what the rows say, so the last write — whoever
 * made it — was checked against every row posted before it: a job whose stale write landed
 * over a newer one sees the difference on its next round and writes again.
 *
 * Two jobs that found no index create one each: every job takes the oldest as the index and
 * deletes the others, so one remains.
 */
import { renderIndex, type IndexView, type PostedRow } from "../report/index-comment.js";
import { readIndexRow } from "../report/index-row.js";
import { findsIndexMarker, type MarkdownFlavor } from "../report/marker.js";

/** One of our own comments on the pull request, its body as the platform stores it. */
export interface OwnComment {
  id: number;
  body: string;
  url: string;
}

/** What the loop needs of a platform's comments (GitHub: action/index-store.ts). */
export interface IndexStore {
  /** Our own comments on the pull request, oldest first, across all pages. */
  listOwn(): Promise<readonly OwnComment[]>;
  /** Creates (id null) or updates the index; null when the comment was deleted meanwhile. */
  write(id: number | null, body: string): Promise<{ url: string } | null>;
  /** Best effort. */
  tryRemove(id: number): Promise<boolean>;
  /** The body as the platform will store it (the client redacts what it sends). */
  stored(body: string): string;
}

export interface IndexSyncOptions {
  /** Rounds before giving up (default 8). */
  rounds?: number;
  /** Waits after a write, before reading again; `round` from 1. Default: 250 ms + jitter. */
  pause?: (round: number) => Promise<void>;
}

export interface IndexSync {
  /** The index comment, "" when none was written or found. */
  url: string;
  /** True when the index read back equals what every row says. */
  settled: boolean;
  writes: number;
  rounds: number;
}

const DEFAULT_ROUNDS = 8;

/** 250 ms, plus up to 500 ms per round of jitter: jobs that collided stop colliding. */
function defaultPause(round: number): Promise<void> {
  const ms = 250 + Math.floor(Math.random() * 500 * round);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The rows of our stack comments, by stack id; a later comment wins for the same id. */
function postedRows(
  comments: readonly OwnComment[],
  flavor: MarkdownFlavor,
): Map<string, PostedRow> {
  const rows = new Map<string, PostedRow>();
  for (const comment of comments) {
    const row = readIndexRow(comment.body, flavor);
    if (row !== null) rows.set(row.id, { row, url: comment.url });
  }
  return rows;
}

/** Bodies as compared: platforms may normalise line endings and trailing white space. */
function sameBody(a: string, b: string): boolean {
  const norm = (text: string): string => text.replace(/\r\n?/g, "\n").trimEnd();
  return norm(a) === norm(b);
}

/** Writes the index until it reads back equal to what the stack comments' rows say. */
export async function syncIndex(
  store: IndexStore,
  view: Omit<IndexView, "rows">,
  options: IndexSyncOptions = {},
): Promise<IndexSync> {
  const rounds = options.rounds ?? DEFAULT_ROUNDS;
  const pause = options.pause ?? defaultPause;
  let url = "";
  let writes = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const own = await store.listOwn();
    const [index, ...extra] = own.filter((c) => findsIndexMarker(c.body, view.flavor));
    for (const duplicate of extra) await store.tryRemove(duplicate.id);
    const body = store.stored(renderIndex({ ...view, rows: postedRows(own, view.flavor) }));
    if (index !== undefined && sameBody(index.body, body)) {
      return { url: index.url, settled: true, writes, rounds: round };
    }
    const written = await store.write(index?.id ?? null, body);
    if (written !== null) url = written.url;
    writes += 1;
    if (round < rounds) await pause(round);
  }
  return { url, settled: false, writes, rounds };
}
