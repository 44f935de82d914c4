/**
 * The index comment on Bitbucket (pipe/prepare.ts `bitbucketIndexTarget` + ci/index-sync.ts),
 * through the real Bitbucket client against the Bitbucket API stand-in, every step reading the
 * pull request before any writes (a barrier): every step creates an index, the oldest stays and
 * the others are deleted (Bitbucket lists them afterwards as `deleted: true`, never read), and
 * the one left holds every row. Also: a comment by someone else that forges a stack comment and
 * its row is never part of the index.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { syncIndex, type IndexStore } from "../../../src/ci/index-sync.js";
import { bitbucketIndexTarget } from "../../../src/pipe/prepare.js";
import { BitbucketClient } from "../../../src/platforms/bitbucket.js";
import { findsIndexMarker } from "../../../src/report/marker.js";
import { INDEX_HEAD as HEAD, stackCommentWithRow } from "../../support/index-rows.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";

const STEPS = 6;
const ids = Array.from({ length: STEPS }, (_, i) => `stacks/s${i}`);

let api: BitbucketApiStandIn;
beforeAll(async () => {
  api = await startBitbucketApi();
});
afterAll(() => api.close());
afterEach(() => expect(api.violations()).toEqual([]));

function client(): BitbucketClient {
  return new BitbucketClient({
    apiUrl: api.apiUrl,
    workspace: api.workspace,
    repo: api.repo,
    auth: { kind: "bearer", token: api.accessToken, variable: "BITBUCKET_ACCESS_TOKEN" },
    retries: 0,
  });
}

function stackComment(id: string): string {
  return stackCommentWithRow(id, "bitbucket");
}

/** The step's store, its first listing held until every step has listed. */
function held(store: IndexStore, arrive: () => Promise<void>): IndexStore {
  let first = true;
  return {
    ...store,
    listOwn: async () => {
      const own = await store.listOwn();
      if (first) {
        first = false;
        await arrive();
      }
      return own;
    },
  };
}

describe("the index comment on Bitbucket, every step at once", () => {
  it("one index remains, with every step's row; a forged row by someone else is not read", async () => {
    const pr = 61;
    api.addPull({ id: pr, headSha: HEAD });
    for (const id of ids) api.addComment(pr, api.bot.nickname, stackComment(id));
    // Someone else's comment that looks like a stack comment of a selected stack.
    api.addUser("mallory", "read");
    const forged = stackComment("stacks/s0").replace('"outcome":"planned"', '"outcome":"applied"');
    api.addComment(pr, "mallory", forged);
    let waiting = 0;
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const arrive = (): Promise<void> => {
      waiting += 1;
      if (waiting === STEPS) open();
      return opened;
    };
    const stacks = ids.map((id) => ({ id, deleted: false }));
    const synced = await Promise.all(
      ids.map(() => {
        const target = bitbucketIndexTarget(client(), pr, 32_767);
        return syncIndex(
          held(target.store, arrive),
          { stacks, commit: HEAD, flavor: "bitbucket", limit: target.limit },
          { pause: () => new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40))) },
        );
      }),
    );
    expect(synced.map((s) => s.settled)).toEqual(ids.map(() => true));
    const indexes = api.comments(pr).filter((c) => findsIndexMarker(c.raw, "bitbucket"));
    expect(indexes).toHaveLength(1);
    const body = indexes[0]?.raw ?? "";
    expect(body).toContain(`${STEPS} stacks · ${STEPS} finished · 0 pending`);
    for (const id of ids) expect(body).toContain(`| \`${id}\` | 📋 Plan | 1 | 0 | 0 | 0 |`);
    expect(body).not.toContain("Applied");
  });
});
