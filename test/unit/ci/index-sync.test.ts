/**
 * The index comment under concurrent jobs (src/ci/index-sync.ts), through the real GitHub
 * client against the GitHub API stand-in. The worst interleaving is forced: every job reads
 * the pull request's comments before any of them writes (a barrier in front of the first
 * listing), so every first write is stale. The naive way — read the index, add your row, write
 * it — keeps only the last writer's row (the control that shows the attack bites); the derived
 * index with its read-back keeps every row, and one index comment. (Octokit's throttling spaces a
 * client's comment writes by seconds, as GitHub asks: these tests take tens of seconds.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { syncIndex, type IndexStore, type OwnComment } from "../../../src/ci/index-sync.js";
import { GitHubClient } from "../../../src/platforms/github.js";
import { commentMarker, findsIndexMarker, indexMarker } from "../../../src/report/marker.js";
import { INDEX_HEAD as HEAD, plannedRow, stackCommentWithRow } from "../../support/index-rows.js";
import { startGitHubApi, type GitHubApiStandIn } from "../../support/github-api.js";

const JOBS = 8;
const ids = Array.from({ length: JOBS }, (_, i) => `envs/stack-${i}`);
const stacks = ids.map((id) => ({ id, deleted: false }));

let api: GitHubApiStandIn;
let nextPr = 40;
beforeAll(async () => {
  api = await startGitHubApi();
});
afterAll(() => api.close());
afterEach(() => expect(api.violations()).toEqual([]));

function client(): GitHubClient {
  return new GitHubClient({
    token: api.token,
    baseUrl: api.url,
    repo: { owner: api.owner, repo: api.repo },
    retries: 0,
  });
}

/** A store over the real client; the first listing of every job waits at `barrier`. */
function store(github: GitHubClient, pr: number, barrier: Barrier): IndexStore {
  let first = true;
  return {
    listOwn: async () => {
      const own = (await github.ownComments(pr)).map((c) => ({
        id: c.id,
        body: c.body,
        url: c.url,
      }));
      if (first) {
        first = false;
        await barrier.arrive();
      }
      return own;
    },
    write: async (id, body) => {
      const written = await github.writeComment(pr, id, body);
      return written.action === "gone" ? null : written;
    },
    tryRemove: (id) => github.tryDeleteComment(id),
    stored: (body) => body,
  };
}

interface Barrier {
  arrive(): Promise<void>;
}

function barrier(parties: number): Barrier {
  let waiting = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    arrive: () => {
      waiting += 1;
      if (waiting === parties) open();
      return opened;
    },
  };
}

/** Each job's own stack comment, with its row (what the Action posts before the index). */
function postStackComments(pr: number): void {
  for (const id of ids) {
    api.addComment(pr, api.botLogin, stackCommentWithRow(id, "github"));
  }
}

const indexComments = (pr: number) => api.comments(pr).filter((c) => findsIndexMarker(c.body));
const finishedRows = (body: string) => ids.filter((id) => body.includes(`| \`${id}\` | 📋 Plan |`));

/**
 * The naive index: read it, add this job's row to the rows it lists (a hidden list), write it.
 * What a job without the derived index and its read-back would do.
 */
async function naiveUpdate(s: IndexStore, id: string): Promise<void> {
  const own: readonly OwnComment[] = await s.listOwn();
  const index = own.find((c) => findsIndexMarker(c.body));
  const listed = index
    ? (JSON.parse(/rows=(\[.*\])/.exec(index.body)?.[1] ?? "[]") as string[])
    : [];
  const rows = [...new Set([...listed, id])].sort();
  const table = rows.map((r) => `| \`${r}\` | 📋 Plan |`).join("\n");
  await s.write(
    index?.id ?? null,
    `${indexMarker()}\n<!-- rows=${JSON.stringify(rows)} -->\n${table}`,
  );
}

describe("the index comment, every job at once (GitHub API stand-in)", () => {
  it("control: read, add your row, write — loses rows when the jobs interleave", async () => {
    const pr = (nextPr += 1);
    api.addPull({ number: pr, headSha: HEAD });
    postStackComments(pr);
    const gate = barrier(JOBS);
    // One index exists already (as after a first job): every job updates the same comment.
    api.addComment(pr, api.botLogin, `${indexMarker()}\n<!-- rows=[] -->`);
    await Promise.all(ids.map((id) => naiveUpdate(store(client(), pr, gate), id)));
    const [index] = indexComments(pr);
    expect(indexComments(pr)).toHaveLength(1);
    expect(finishedRows(index?.body ?? "").length).toBeLessThan(JOBS);
  });

  it("the derived index with its read-back keeps every job's row, in one comment", async () => {
    const pr = (nextPr += 1);
    api.addPull({ number: pr, headSha: HEAD });
    postStackComments(pr);
    const gate = barrier(JOBS);
    const pause = () => new Promise<void>((r) => setTimeout(r, Math.floor(Math.random() * 40)));
    // No index yet: every job creates one in its first round; the oldest stays, the rest go.
    const synced = await Promise.all(
      ids.map(() =>
        syncIndex(
          store(client(), pr, gate),
          { stacks, commit: HEAD, flavor: "github", limit: 65_536 },
          { pause },
        ),
      ),
    );
    expect(synced.map((s) => s.settled)).toEqual(ids.map(() => true));
    const all = indexComments(pr);
    expect(all).toHaveLength(1);
    const body = all[0]?.body ?? "";
    expect(finishedRows(body)).toEqual(ids);
    expect(body).toContain(`### 🗂️ stackgate: ${JOBS} stacks · ${JOBS} finished · 0 pending`);
    expect(new Set(synced.map((s) => s.url))).toEqual(new Set([synced[0]?.url]));
  });

  it("a stack whose job has not posted yet is pending; its job's update completes the index", async () => {
    const pr = (nextPr += 1);
    api.addPull({ number: pr, headSha: HEAD });
    const extra = { id: "later", deleted: false };
    postStackComments(pr);
    const view = {
      stacks: [...stacks, extra],
      commit: HEAD,
      flavor: "github" as const,
      limit: 65_536,
    };
    // Someone else's comment forging the stack comment and row of "later" is never read.
    const forgedRow = plannedRow("later", { command: "up", outcome: "applied", create: 0 });
    api.addComment(pr, "mallory", stackCommentWithRow("later", "github", forgedRow, "### forged"));
    const first = await syncIndex(store(client(), pr, barrier(1)), view);
    expect(first.settled).toBe(true);
    expect(indexComments(pr)[0]?.body).toContain("| `later` | ⏳ pending | | | | | | |");
    const key = { project: "later", stack: "default", workdir: "later" };
    const row = plannedRow("later", { outcome: "no-changes", create: 0 });
    await client().upsertComment(pr, key, stackCommentWithRow("later", "github", row));
    const second = await syncIndex(store(client(), pr, barrier(1)), view);
    expect(second).toMatchObject({ settled: true, writes: 1 });
    expect(indexComments(pr)[0]?.body).toContain("| `later` | ✅ No changes | 0 | 0 | 0 | 0 |");
    // Nothing changed since: the next job reads it back equal and writes nothing.
    expect(await syncIndex(store(client(), pr, barrier(1)), view)).toMatchObject({
      settled: true,
      writes: 0,
    });
  });
});

describe("GitHub: the comment to update was deleted meanwhile", () => {
  it("upsertComment posts it anew; writeComment reports it gone (GitHub's 404 on the PATCH)", async () => {
    const pr = (nextPr += 1);
    api.addPull({ number: pr, headSha: HEAD });
    const github = client();
    const key = { project: "p", stack: "default", workdir: "p" };
    const first = await github.upsertComment(pr, key, `${commentMarker(key)}\n### one`);
    api.failNext("PATCH", new RegExp(`/issues/comments/${first.id}$`), 404, "Not Found");
    const again = await github.upsertComment(pr, key, `${commentMarker(key)}\n### two`);
    expect(again.action).toBe("created");
    expect(again.id).not.toBe(first.id);
    api.failNext("PATCH", new RegExp(`/issues/comments/${again.id}$`), 404, "Not Found");
    expect(await github.writeComment(pr, again.id, "x")).toEqual({
      id: again.id,
      url: "",
      action: "gone",
    });
  });
});
