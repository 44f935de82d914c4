/**
 * How a job's index update ends (src/ci/index-setting.ts `tryUpdateIndex`): never by failing
 * the step. A platform that keeps answering with another index (another writer that never
 * stops) ends in a warning after the bounded rounds; an API error is a warning; a run whose
 * commit is not the pull request's head touches nothing (an abbreviated head, as Bitbucket
 * gives it, is the same commit).
 */
import { describe, expect, it } from "vitest";
import type { CiOutput } from "../../../src/ci/host.js";
import type { IndexStore } from "../../../src/ci/index-sync.js";
import { tryUpdateIndex, type IndexSetting } from "../../../src/ci/index-setting.js";
import { indexMarker } from "../../../src/report/marker.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";

const HEAD = "1a".repeat(20);
const index: IndexSetting = { stacks: [{ id: "a", deleted: false }], id: "a" };

function output(): CiOutput & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info: ${m}`),
    warn: (m) => lines.push(`warn: ${m}`),
    event: () => undefined,
    redact: (t) => t,
  };
}

async function settings() {
  const s = await resolveSettings({ argv: [], env: {}, cwd: process.cwd(), command: "preview" });
  s.run.commit = HEAD;
  return s;
}

/** An index that another writer rewrites before every read. */
function fightingStore(): IndexStore & { writes: number } {
  let other = 0;
  const store = {
    writes: 0,
    listOwn: () => {
      other += 1;
      return Promise.resolve([
        { id: 1, body: `${indexMarker()}\nother writer ${other}`, url: "u" },
      ]);
    },
    write: () => {
      store.writes += 1;
      return Promise.resolve({ url: "u" });
    },
    tryRemove: () => Promise.resolve(true),
    stored: (body: string) => body,
  };
  return store;
}

const target = (store: IndexStore, head = HEAD) => ({
  store,
  head: () => Promise.resolve(head),
  pullRequest: 7,
  flavor: "github" as const,
  limit: 65_536,
});

describe("tryUpdateIndex", () => {
  it("another writer that never stops: bounded rounds, then a warning, never a failure", async () => {
    const store = fightingStore();
    const out = output();
    expect(await tryUpdateIndex(target(store), index, await settings(), out)).toBe(false);
    expect(store.writes).toBe(8);
    expect(out.lines).toEqual([
      expect.stringMatching(/^warn: the PR index comment did not settle after 8 rounds/),
    ]);
  }, 30_000);

  it("an API error is a warning", async () => {
    const store = fightingStore();
    store.listOwn = () => Promise.reject(new Error("GitHub refused to list the comments (500)"));
    const out = output();
    expect(await tryUpdateIndex(target(store), index, await settings(), out)).toBe(false);
    expect(out.lines).toEqual([
      "warn: the PR index comment was not updated: GitHub refused to list the comments (500)",
    ]);
  });

  it("touches nothing when the pull request moved on; an abbreviated head is the same commit", async () => {
    const moved = fightingStore();
    const out = output();
    expect(await tryUpdateIndex(target(moved, "2b".repeat(20)), index, await settings(), out)).toBe(
      false,
    );
    expect(moved.writes).toBe(0);
    expect(out.lines[0]).toMatch(/left to the newer run: pull request #7 is at 2b2b2b2b2b2b/);
    // A store that keeps what was written: one write, read back equal.
    let kept: { id: number; body: string; url: string }[] = [];
    let writes = 0;
    const short: IndexStore = {
      listOwn: () => Promise.resolve(kept),
      write: (_id, body) => {
        writes += 1;
        kept = [{ id: 1, body, url: "u" }];
        return Promise.resolve({ url: "u" });
      },
      tryRemove: () => Promise.resolve(true),
      stored: (body) => body,
    };
    const settled = output();
    expect(
      await tryUpdateIndex(target(short, HEAD.slice(0, 12)), index, await settings(), settled),
    ).toBe(true);
    expect(writes).toBe(1);
    expect(settled.lines).toEqual(["info: PR index comment: u (1 writes)"]);
  });
});
