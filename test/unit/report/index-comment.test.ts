/**
 * The index comment (src/report/index-comment.ts): one line per selected stack (finished,
 * pending, deleted), directory names from the checkout made inert, and at most the comment
 * limit for 256 stacks with the longest names, the marker and the totals always kept.
 */
import { describe, expect, it } from "vitest";
import { renderIndex, type IndexView, type PostedRow } from "../../../src/report/index-comment.js";
import type { IndexRow } from "../../../src/report/index-row.js";
import { INDEX_HEAD as HEAD, plannedRow } from "../../support/index-rows.js";
import { findsIndexMarker, indexMarker } from "../../../src/report/marker.js";
import { GITHUB_COMMENT_LIMIT } from "../../../src/settings/index.js";

const OLD = "0b".repeat(20);
const DIGEST = `sha256:${"cd".repeat(32)}`;

function posted(id: string, counts: Partial<IndexRow> = {}, commit = HEAD): PostedRow {
  const row = plannedRow(id, { digest: DIGEST, commit, ...counts });
  return { row, url: `https://github.com/o/r/pull/7#issuecomment-${id.length}` };
}

function view(overrides: Partial<IndexView>): IndexView {
  return {
    stacks: [],
    commit: HEAD,
    rows: new Map(),
    flavor: "github",
    limit: GITHUB_COMMENT_LIMIT,
    ...overrides,
  };
}

describe("renderIndex", () => {
  it("lists every selected stack: finished with counts, digest and link; pending; deleted", () => {
    const body = renderIndex(
      view({
        stacks: [
          { id: "net", deleted: false },
          { id: "app", deleted: false },
          { id: "old", deleted: true },
          { id: "db", deleted: false },
        ],
        rows: new Map([
          ["net", posted("net", { create: 2, delete: 1 })],
          ["db", posted("db", { update: 3 }, OLD)], // planned for an older commit: pending now
          ["gone", posted("gone")], // not selected in this run: not listed
        ]),
      }),
    );
    const lines = body.split("\n");
    expect(lines[0]).toBe(indexMarker("github"));
    expect(body).toContain("### 🗂️ stackgate: 3 stacks · 1 finished · 2 pending · 1 deleted");
    expect(body).toContain("**Changes so far:** 2 create · 0 update · 1 delete · 0 replace");
    expect(lines).toContain(
      "| `net` | 📋 Plan | 2 | 0 | 1 | 0 | `cdcdcdcdcdcd` | [comment](https://github.com/o/r/pull/7#issuecomment-3) |",
    );
    expect(lines).toContain("| `app` | ⏳ pending | | | | | | |");
    expect(lines).toContain("| `db` | ⏳ pending | | | | | | |");
    expect(lines).toContain("| `old` | 🗑️ deleted: not planned | | | | | | |");
    expect(body).not.toContain("gone");
    // The same inputs give the same body (jobs compare it to decide whether to write).
    expect(renderIndex(view({ stacks: [{ id: "net", deleted: false }] }))).toBe(
      renderIndex(view({ stacks: [{ id: "net", deleted: false }] })),
    );
  });

  it("a directory name from the checkout is shown inert: no HTML, no mention, no link, no cell break", () => {
    const id = "a|b`c<img src=x onerror=alert(1)>@octocat #12 [x](http://evil)\n| forged | row |";
    const body = renderIndex(
      view({ stacks: [{ id, deleted: false }], rows: new Map([[id, posted(id)]]) }),
    );
    const row = body.split("\n").find((l) => l.includes("onerror")) ?? "";
    // One table line, eight cells: the name is one code span with its pipes escaped.
    expect(body.split("\n").filter((l) => l.includes("forged"))).toHaveLength(1);
    expect(row.split(/(?<!\\)\|/).length - 2).toBe(8);
    expect(row).toMatch(
      /^\| ``a\\\|b`c<img src=x onerror=alert\(1\)>@octocat #12 \[x\]\(http:\/\/evil\) \\\| forged \\\| row \\\|`` \|/,
    );
    // A link that is not a plain URL is left out.
    const odd = renderIndex(
      view({
        stacks: [{ id: "x", deleted: false }],
        rows: new Map([["x", { ...posted("x"), url: "javascript:alert(1)" }]]),
      }),
    );
    expect(odd).not.toContain("javascript");
  });

  it("256 stacks with the longest names fit GitHub's limit; the marker and totals stay, the cut is said", () => {
    const stacks = Array.from({ length: 256 }, (_, i) => ({
      id: `${String(i).padStart(3, "0")}/${"very-long-directory-name/".repeat(40)}`,
      deleted: false,
    }));
    const rows = new Map(
      stacks.filter((_, i) => i % 2 === 0).map((s) => [s.id, posted(s.id, { create: 2 })]),
    );
    const body = renderIndex(view({ stacks, rows, limit: 30_000 }));
    expect(body.length).toBeLessThanOrEqual(30_000);
    expect(findsIndexMarker(body)).toBe(true);
    expect(body).toContain("### 🗂️ stackgate: 256 stacks · 128 finished · 128 pending");
    expect(body).toContain("**Changes so far:** 256 create");
    expect(body).toMatch(
      /\n… \d+ more stacks not shown, to stay within the comment's 30000 characters: the totals above count every stack\.$/,
    );
    const full = renderIndex(view({ stacks, rows }));
    expect(full.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(full.split("\n").filter((l) => l.startsWith("| `")).length).toBe(256);
  });

  it("Bitbucket: the marker is a link reference definition", () => {
    const body = renderIndex(view({ stacks: [{ id: "a", deleted: false }], flavor: "bitbucket" }));
    expect(body.split("\n")[0]).toBe("[//]: # (stackgate:index v1)");
    expect(findsIndexMarker(body, "bitbucket")).toBe(true);
    expect(findsIndexMarker(body, "github")).toBe(false);
  });
});
