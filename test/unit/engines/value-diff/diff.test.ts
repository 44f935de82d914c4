/** The shared value diff (engines/value-diff/): every change is a line, nothing is cut. */
import { describe, expect, it } from "vitest";
import { diffValues } from "../../../../src/engines/value-diff/diff.js";
import { plainValue, sensitiveValue } from "../../../../src/engines/value-diff/value.js";

const diff = (before: unknown, after: unknown): string[] =>
  diffValues(plainValue({ a: before }), plainValue({ a: after }));

describe("diffValues", () => {
  it("diffs a JSON string by the paths of its decoded value, JSON inside JSON too", () => {
    const policy = (extra: string[]) =>
      JSON.stringify({ Statement: [{ Resource: ["arn:aws:s3:::x".repeat(30), ...extra] }] });
    expect(diff(policy([]), policy(["arn:aws:s3:::*"]))).toEqual([
      '+ a (JSON) Statement[0].Resource[1] = "arn:aws:s3:::*"',
    ]);
    const outer = (effect: string) => JSON.stringify({ p: JSON.stringify({ Effect: effect }) });
    expect(diff(outer("Deny"), outer("Allow"))).toEqual([
      '~ a (JSON) p (JSON) Effect = "Deny" -> "Allow"',
    ]);
  });

  it("diffs YAML text by path, and says when only the formatting changed", () => {
    expect(diff("a: 1\nb:\n  - x\n", "a: 1\nb:\n  - y\n")).toEqual([
      '~ a (YAML) b[0] = "x" -> "y"',
    ]);
    expect(diff('{"x":1,"y":2}', '{"y":2,"x":1}')[0]).toBe(
      "~ a (JSON) = (same value; only the text's formatting, comments or key order differ)",
    );
  });

  it("aligns lists, so one inserted item does not change every later index", () => {
    const list = Array.from({ length: 40 }, (_, i) => `item-${i}`);
    const inserted = [...list.slice(0, 3), "new", ...list.slice(3)];
    expect(diff(list, inserted)).toEqual(['+ a[3] = "new"']);
    const changed = list.map((x, i) => (i === 27 ? "changed" : x));
    expect(diff(list, changed)).toEqual(['~ a[27] = "item-27" -> "changed"']);
  });

  it("shows the differing part of one long line with context, never two equal prefixes", () => {
    const base = "x".repeat(500);
    const lines = diff(`${base}old${base}`, `${base}new${base}`);
    expect(lines[0]).toBe(
      "~ a = (one line, 1003 -> 1003 characters, differing from character 501)",
    );
    expect(lines[1]).toBe(`-      …"${"x".repeat(40)}old${"x".repeat(40)}"…`);
    expect(lines[2]).toBe(`+      …"${"x".repeat(40)}new${"x".repeat(40)}"…`);
  });

  it("marks a whitespace-only change and escapes invisible characters", () => {
    expect(diff("a b", "a  b")).toEqual([
      '~ a = "a b" -> "a  b"  # whitespace-only change: · is a space, → a tab: "a·b" -> "a··b"',
    ]);
    expect(diff("x", "x\u202ey")).toEqual(['~ a = "x" -> "x\\u202ey"']);
  });

  it("names a renamed key on both sides and never shows a sensitive value", () => {
    expect(diff({ old: 1 }, { renamed: 1 })).toEqual(["- a.old = 1", "+ a.renamed = 1"]);
    const lines = diffValues(
      { kind: "map", entries: new Map([["p", sensitiveValue("s3cr3t-1")]]) },
      { kind: "map", entries: new Map([["p", sensitiveValue("s3cr3t-2")]]) },
    );
    expect(lines).toEqual(["~ p = (sensitive value)"]);
  });
});
