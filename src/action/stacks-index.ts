/**
 * The Action's part in the pull request's index comment (issue 21): input `index` (the
 * `stacks` output of a `command: stacks` step) and input `index-id` (this job's `matrix.id`)
 * turn it on. The stack's own comment then carries its row (report/index-row.ts), and after
 * posting it the job brings the index in step with every stack comment (ci/index-sync.ts).
 */
import { syncIndex, type IndexStore } from "../ci/index-sync.js";
import type { CiOutput } from "../ci/host.js";
import type { RunResult } from "../command/result.js";
import { messageOf, quoteExcerpt } from "../errors.js";
import type { GitHubClient } from "../platforms/github.js";
import type { IndexEntry } from "../report/index-comment.js";
import { MAX_ROW_ID, rowReserve, withIndexRow, type IndexRow } from "../report/index-row.js";
import { MIN_LIMIT, usageError, type HostSource, type Settings } from "../settings/index.js";

/** The stacks a run's index lists, and which of them this job is. */
export interface ActionIndex {
  stacks: IndexEntry[];
  id: string;
}

export const INDEX_INPUTS = {
  index: {
    default: "",
    description:
      "The `stacks` output of a `command: stacks` step (`needs.<job>.outputs.stacks`), with `index-id`: after posting this stack's comment, keep one index comment on the pull request listing every selected stack with its outcome, counts, digest and a link to its comment (pending until its job has posted). Every job of the matrix updates it; none loses another's row. Empty: no index.",
  },
  "index-id": {
    default: "",
    description:
      "With `index`: this job's stack, as its `id` in the `stacks` output (`matrix.id`).",
  },
} as const;

function entriesOf(term: string, text: string): IndexEntry[] {
  const expected =
    `${term}: expected the \`stacks\` output of a \`command: stacks\` step ` +
    '(JSON `{"stacks": [{"id", "deleted", …}]}`, e.g. `${{ needs.stacks.outputs.stacks }}`)';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw usageError(`${expected}, got ${quoteExcerpt(text)} (not JSON).`, error);
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
 * Inputs `index` and `index-id`; null when `index` is empty. Makes room in the stack comment
 * for its row (settings.commentLimit shrinks by the row's size).
 */
export function readIndexInputs(inputs: HostSource, settings: Settings): ActionIndex | null {
  const text = inputs.scalar("index");
  const id = inputs.scalar("index-id");
  if (text === undefined) {
    if (id !== undefined) {
      throw usageError(
        `${inputs.term("index-id")} is set to ${quoteExcerpt(id)}, but ${inputs.term("index")} is empty: pass both (the \`stacks\` output and \`\${{ matrix.id }}\`), or neither.`,
      );
    }
    return null;
  }
  const stacks = entriesOf(inputs.term("index"), text);
  const mine = stacks.find((stack) => stack.id === id);
  if (id === undefined || mine === undefined || mine.deleted || id.length > MAX_ROW_ID) {
    const ids = stacks.filter((s) => !s.deleted).map((s) => s.id);
    throw usageError(
      `${inputs.term("index-id")}: expected this job's stack as its id in ${inputs.term("index")} ` +
        `(\`\${{ matrix.id }}\`; one of ${quoteExcerpt(ids.join(", "), 200)}), got ` +
        `${id === undefined ? "nothing" : quoteExcerpt(id)}.`,
    );
  }
  const limit = settings.commentLimit - rowReserve(id);
  if (limit < MIN_LIMIT) {
    throw usageError(
      `input comment-limit leaves ${settings.commentLimit} characters for the report, and the index row of ` +
        `${quoteExcerpt(id)} needs ${rowReserve(id)} of them: raise comment-limit, or leave index empty.`,
    );
  }
  settings.commentLimit = limit;
  return { stacks, id };
}

/** The row this stack's comment carries for `result`. */
function indexRowFor(index: ActionIndex, result: RunResult, settings: Settings): IndexRow {
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
  index: ActionIndex | null,
  result: RunResult,
  settings: Settings,
): string {
  return index === null ? body : withIndexRow(body, indexRowFor(index, result, settings), "github");
}

function githubIndexStore(github: GitHubClient, pullRequest: number): IndexStore {
  return {
    listOwn: async () =>
      (await github.ownComments(pullRequest)).map((c) => ({ id: c.id, body: c.body, url: c.url })),
    write: async (id, body) => {
      const written = await github.writeComment(pullRequest, id, body);
      return written.action === "gone" ? null : written;
    },
    tryRemove: (id) => github.tryDeleteComment(id),
    stored: (body) => github.storedBody(body),
  };
}

/**
 * Brings the index in step after this stack's comment was posted. Never fails the step: the
 * stack's own comment is what gates read; a problem with the index is a warning.
 */
export async function tryUpdateIndex(
  github: GitHubClient,
  pullRequest: number,
  index: ActionIndex,
  settings: Settings,
  limit: number,
  output: CiOutput,
): Promise<boolean> {
  try {
    const commit = settings.run.commit ?? null;
    // A newer run of the pull request (another selection, another commit) owns the index.
    const head = (await github.getPullRequest(pullRequest)).headSha;
    if (commit !== null && head !== commit) {
      output.info(
        `the PR index comment is left to the newer run: pull request #${pullRequest} is at ${head.slice(0, 12)}, this run planned ${commit.slice(0, 12)}`,
      );
      return false;
    }
    const synced = await syncIndex(githubIndexStore(github, pullRequest), {
      stacks: index.stacks,
      commit,
      flavor: "github",
      limit,
    });
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
