/**
 * The pull request's index comment as every CI door turns it on (issue 21): the selected stacks
 * (the `stacks` output, Action input `index` / Pipe variable `INDEX`) and this job's stack
 * (`index-id` / `INDEX_ID`); the row its own comment carries; and the update after that comment
 * was posted (index-sync.ts), which never fails the step.
 */
import type { RunResult } from "../command/result.js";
import { messageOf, quoteExcerpt } from "../errors.js";
import type { IndexEntry } from "../report/index-comment.js";
import { MAX_ROW_ID, rowReserve, withIndexRow, type IndexRow } from "../report/index-row.js";
import type { MarkdownFlavor } from "../report/marker.js";
import { MIN_LIMIT, usageError, type HostSource, type Settings } from "../settings/index.js";
import type { CiOutput, PostedComment } from "./host.js";
import { syncIndex, type IndexStore } from "./index-sync.js";
import { hostName } from "./step-config.js";

/** The stacks a run's index lists, and which of them this job is. */
export interface IndexSetting {
  stacks: IndexEntry[];
  id: string;
}

function entriesOf(term: string, text: string): IndexEntry[] {
  const expected =
    `${term}: expected the \`stacks\` output of a \`stacks\` command ` +
    '(JSON `{"stacks": [{"id", "deleted", …}]}`, e.g. `${{ needs.stacks.outputs.stacks }}`) ' +
    "or a JSON list of stack ids";
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw usageError(`${expected}, got ${quoteExcerpt(text)} (not JSON).`, error);
  }
  // The ids alone (`toJSON(fromJSON(<matrix>).include.*.id)`): far smaller for many stacks.
  if (Array.isArray(value) && value.every((id) => typeof id === "string" && id !== "")) {
    return value.map((id: string) => ({ id, deleted: false }));
  }
  const stacks = (value as { stacks?: unknown } | null)?.stacks;
  if (!Array.isArray(stacks)) {
    throw usageError(`${expected}, got ${quoteExcerpt(text)} (no "stacks" list).`);
  }
  return stacks.map((stack: unknown, index) => {
    const s = stack as { id?: unknown; deleted?: unknown } | null;
    if (typeof s?.id !== "string" || s.id === "" || typeof (s.deleted ?? false) !== "boolean") {
      throw usageError(
        `${expected}; stacks[${index}] has no "id" string or a "deleted" that is not true/false.`,
      );
    }
    return { id: s.id, deleted: s.deleted === true };
  });
}

/**
 * `index` and `index-id` as the host names them; null when `index` is empty. Makes room in the
 * stack comment for its row (settings.commentLimit shrinks by the row's size).
 */
export function readIndexSetting(source: HostSource, settings: Settings): IndexSetting | null {
  const [indexName, idName, limitName] = ["index", "index-id", "comment-limit"].map((key) =>
    hostName(source, key),
  ) as [string, string, string];
  const text = source.scalar(indexName);
  const id = source.scalar(idName);
  if (text === undefined) {
    if (id !== undefined) {
      throw usageError(
        `${source.term(idName)} is set to ${quoteExcerpt(id)}, but ${source.term(indexName)} is empty: pass both (the \`stacks\` output and this job's stack id), or neither.`,
      );
    }
    return null;
  }
  const stacks = entriesOf(source.term(indexName), text);
  const mine = stacks.find((stack) => stack.id === id);
  if (id === undefined || mine === undefined || mine.deleted || id.length > MAX_ROW_ID) {
    const ids = stacks.filter((s) => !s.deleted).map((s) => s.id);
    throw usageError(
      `${source.term(idName)}: expected this job's stack as its id in ${source.term(indexName)} ` +
        `(e.g. \`\${{ matrix.id }}\`; one of ${quoteExcerpt(ids.join(", "), 200)}), got ` +
        `${id === undefined ? "nothing" : quoteExcerpt(id)}.`,
    );
  }
  const limit = settings.commentLimit - rowReserve(id);
  if (limit < MIN_LIMIT) {
    throw usageError(
      `${source.term(limitName)} leaves ${settings.commentLimit} characters for the report, and the index row of ` +
        `${quoteExcerpt(id)} needs ${rowReserve(id)} of them: raise ${limitName}, or leave ${indexName} empty.`,
    );
  }
  settings.commentLimit = limit;
  return { stacks, id };
}

/** The row this stack's comment carries for `result`. */
function indexRowFor(index: IndexSetting, result: RunResult, settings: Settings): IndexRow {
  const summary = result.changeSet?.summary;
  const row: IndexRow = {
    id: index.id,
    command: result.command,
    outcome: result.outcome,
    create: summary?.create ?? 0,
    update: summary?.update ?? 0,
    delete: summary?.delete ?? 0,
    replace: summary?.replace ?? 0,
  };
  if (result.digest) row.digest = result.digest;
  if (settings.run.commit) row.commit = settings.run.commit;
  return row;
}

/** `body` with this stack's row, when the index is on. */
export function withRowFor(
  body: string,
  index: IndexSetting | null,
  result: RunResult,
  settings: Settings,
  flavor: MarkdownFlavor,
): string {
  return index === null ? body : withIndexRow(body, indexRowFor(index, result, settings), flavor);
}

/** The same commit, where one side may be abbreviated (Bitbucket's API gives 12 hex digits). */
function sameCommit(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 7 && long.startsWith(short);
}

export interface IndexTarget {
  store: IndexStore;
  /** The pull request's current head commit, as the platform says. */
  head(): Promise<string>;
  pullRequest: number;
  flavor: MarkdownFlavor;
  /** Characters the index comment may take. */
  limit: number;
}

/**
 * Brings the index in step after this stack's comment was posted. Never fails the step: the
 * stack's own comment is what gates read; a problem with the index is a warning. A run whose
 * commit is no longer the pull request's head leaves the index to the newer run.
 */
export async function tryUpdateIndex(
  target: IndexTarget,
  index: IndexSetting,
  settings: Settings,
  output: CiOutput,
): Promise<boolean> {
  try {
    const commit = settings.run.commit ?? null;
    const head = await target.head();
    if (commit !== null && !sameCommit(head, commit)) {
      output.info(
        `the PR index comment is left to the newer run: pull request #${target.pullRequest} is at ${head.slice(0, 12)}, this run planned ${commit.slice(0, 12)}`,
      );
      return false;
    }
    const view = { stacks: index.stacks, commit, flavor: target.flavor, limit: target.limit };
    const synced = await syncIndex(target.store, view);
    if (!synced.settled) {
      output.warn(
        `the PR index comment did not settle after ${synced.rounds} rounds (other jobs kept changing it): ` +
          "the last job of the matrix to finish brings it up to date; re-run one stack's job if rows stay pending.",
      );
      return false;
    }
    output.info(`PR index comment: ${synced.url} (${synced.writes} writes)`);
    return true;
  } catch (error) {
    output.warn(`the PR index comment was not updated: ${messageOf(error)}`);
    return false;
  }
}

type PostComment = (pullRequest: number, result: RunResult) => Promise<PostedComment>;

/**
 * `post` (a job's stack comment), then — with an index setting — the PR's index comment
 * brought in step: one flow for every platform, each giving its index target.
 */
export function postingWithIndex(
  post: PostComment,
  index: IndexSetting | null,
  settings: Settings,
  output: CiOutput,
  target: (pullRequest: number) => IndexTarget,
): PostComment {
  if (index === null) return post;
  return async (pullRequest, result) => {
    const posted = await post(pullRequest, result);
    await tryUpdateIndex(target(pullRequest), index, settings, output);
    return posted;
  };
}
