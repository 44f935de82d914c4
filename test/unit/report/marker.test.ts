import { describe, expect, it } from "vitest";
import { commentMarker, findsMarker } from "../../../src/report/marker.js";

const key = { project: "app", stack: "prod", workdir: "infra/prod" };

describe("commentMarker", () => {
  it("is a one-line hidden HTML comment naming project, stack and workdir", () => {
    expect(commentMarker(key)).toBe(
      "<!-- stackgate:v1 project=app stack=prod workdir=infra%2Fprod -->",
    );
  });

  it("encodes values so they cannot end the comment or add fields", () => {
    const hostile = { project: "a b=c", stack: "x-->y", workdir: "w\n--!><script>" };
    const marker = commentMarker(hostile);
    expect(marker).toBe(
      "<!-- stackgate:v1 project=a%20b%3Dc stack=x%2D%2D%3Ey workdir=w%0A%2D%2D%21%3E%3Cscript%3E -->",
    );
    expect(marker.indexOf("-->")).toBe(marker.length - 3);
    expect(marker).not.toContain("\n");
    const stack = /stack=(\S+)/.exec(marker)?.[1] ?? "";
    expect(decodeURIComponent(stack)).toBe("x-->y");
  });

  it("hashes very long values to keep the marker small", () => {
    const a = commentMarker({ ...key, workdir: "d/".repeat(500) });
    const b = commentMarker({ ...key, workdir: `${"d/".repeat(500)}x` });
    expect(a.length).toBeLessThan(200);
    expect(a).toMatch(/workdir=sha256-[0-9a-f]{32} -->$/);
    expect(a).not.toBe(b);
  });
});

describe("findsMarker", () => {
  const body = `${commentMarker(key)}\n### Plan`;

  it("finds the marker at the start of the body", () => {
    expect(findsMarker(body, key)).toBe(true);
    expect(findsMarker(`\ufeff  \n${body}`, key)).toBe(true);
  });

  it("does not match another key, even a prefix of it", () => {
    expect(findsMarker(body, { ...key, workdir: "infra/prod2" })).toBe(false);
    expect(findsMarker(body, { ...key, workdir: "infra" })).toBe(false);
    expect(findsMarker(body, { ...key, stack: "pro" })).toBe(false);
    const longer = `${commentMarker({ ...key, workdir: "infra/prod2" })}\n`;
    expect(findsMarker(longer, key)).toBe(false);
  });

  it("does not match a reply that quotes the comment", () => {
    expect(findsMarker(`> ${body}`, key)).toBe(false);
    expect(findsMarker(`see below\n${body}`, key)).toBe(false);
  });
});
