/**
 * The index row a stack comment carries (src/report/index-row.ts): read back exactly, one
 * hidden line that a directory name from the checkout can neither end nor break, and read only
 * where stackgate writes it (right after a stack comment's marker).
 */
import { describe, expect, it } from "vitest";
import {
  indexRowLine,
  MAX_ROW_ID,
  readIndexRow,
  rowReserve,
  withIndexRow,
  type IndexRow,
} from "../../../src/report/index-row.js";
import { commentMarker, type MarkdownFlavor } from "../../../src/report/marker.js";

const DIGEST = `sha256:${"ab".repeat(32)}`;
const row: IndexRow = {
  id: "envs/prod/network",
  command: "preview",
  outcome: "planned",
  create: 3,
  update: 1,
  delete: 2,
  replace: 0,
  digest: DIGEST,
  commit: "1a".repeat(20),
};
const key = { project: "network", stack: "default", workdir: "envs/prod/network" };

function stackComment(flavor: MarkdownFlavor, r: IndexRow = row): string {
  return withIndexRow(
    `${commentMarker(key, flavor)}\n### 📋 Plan: network / default\n\nbody`,
    r,
    flavor,
  );
}

describe.each(["github", "bitbucket"] as const)("the index row (%s)", (flavor) => {
  it("sits right after the marker and reads back exactly", () => {
    const body = stackComment(flavor);
    const lines = body.split("\n");
    expect(lines[0]).toBe(commentMarker(key, flavor));
    expect(lines[1]).toBe(indexRowLine(row, flavor));
    expect(lines[2]).toBe("### 📋 Plan: network / default");
    expect(readIndexRow(body, flavor)).toEqual(row);
  });

  it("a hostile directory name can neither end the hidden line nor add one", () => {
    const id = 'x -->\n<img src=x onerror=alert(1)>)\u2028](http://evil)"}{"outcome":"applied';
    const hostile = { ...row, id };
    const line = indexRowLine(hostile, flavor);
    expect(line).not.toMatch(/[\n\u2028]/);
    const inner = line.slice(line.indexOf("{"), line.lastIndexOf("}") + 1);
    expect(inner).not.toMatch(/[<>()\n\u2028]/);
    expect(line.endsWith(flavor === "github" ? "} -->" : "})")).toBe(true);
    expect(readIndexRow(stackComment(flavor, hostile), flavor)).toEqual(hostile);
    expect(line.length).toBeLessThanOrEqual(rowReserve(id));
  });

  it("is read only after a stack comment's marker, and only when well formed", () => {
    const line = indexRowLine(row, flavor);
    // Not a stack comment: a reply that quotes the row, or the row on its own.
    expect(readIndexRow(`${line}\n${line}`, flavor)).toBeNull();
    expect(readIndexRow(`> ${commentMarker(key, flavor)}\n${line}`, flavor)).toBeNull();
    // A stack comment whose second line is not the row (engine text further down is never read).
    expect(readIndexRow(`${commentMarker(key, flavor)}\n### title\n${line}`, flavor)).toBeNull();
    // Malformed values: a count that is not a whole number, a missing id, an unknown word.
    const [prefix, suffix] =
      flavor === "github" ? ["<!-- stackgate:row ", " -->"] : ["[//]: # (stackgate:row ", ")"];
    const bad = (json: string): IndexRow | null =>
      readIndexRow(`${commentMarker(key, flavor)}\n${prefix}${json}${suffix}`, flavor);
    const ok = {
      id: "a",
      command: "preview",
      outcome: "planned",
      create: 1,
      update: 0,
      delete: 0,
      replace: 0,
    };
    expect(bad(JSON.stringify(ok))).toEqual(ok);
    expect(bad(JSON.stringify({ ...ok, create: 1.5 }))).toBeNull();
    expect(bad(JSON.stringify({ ...ok, delete: -1 }))).toBeNull();
    expect(bad(JSON.stringify({ ...ok, id: "" }))).toBeNull();
    expect(bad(JSON.stringify({ ...ok, id: "x".repeat(MAX_ROW_ID + 1) }))).toBeNull();
    expect(bad(JSON.stringify({ ...ok, outcome: "<b>" }))).toBeNull();
    expect(bad("{not json")).toBeNull();
    // A digest or commit of the wrong shape is dropped, not trusted.
    expect(bad(JSON.stringify({ ...ok, digest: "sha256:zz", commit: "HEAD" }))).toEqual(ok);
  });

  it("the other flavor's row is not read", () => {
    const other = flavor === "github" ? "bitbucket" : "github";
    const body = `${commentMarker(key, flavor)}\n${indexRowLine(row, other)}`;
    expect(readIndexRow(body, flavor)).toBeNull();
  });
});
