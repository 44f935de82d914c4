import { describe, expect, it } from "vitest";
import { pathWithin } from "../../../src/files/within.js";

describe("pathWithin", () => {
  it("names a directory inside the root relative to it, / separated", () => {
    expect(pathWithin("/work/repo", "/work/repo/infra/prod")).toBe("infra/prod");
    expect(pathWithin("/work/repo", "/work/repo")).toBe(".");
  });

  it("refuses a sibling that only shares the root's name as a prefix", () => {
    expect(pathWithin("/work/repo", "/work/repo-old/infra")).toBeUndefined();
    expect(pathWithin("/work/repo", "/work")).toBeUndefined();
  });

  it("keeps a directory inside the root whose name starts with two dots", () => {
    expect(pathWithin("/work/repo", "/work/repo/..infra")).toBe("..infra");
  });
});
