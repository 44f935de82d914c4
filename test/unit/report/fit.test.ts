import { describe, expect, it } from "vitest";
import {
  fitItems,
  fitPrefix,
  fitPrefixLines,
  fitSuffix,
  fitSuffixLines,
  measureChars,
  measureUtf8,
  truncate,
  validateLimit,
} from "../../../src/report/fit.js";

describe("validateLimit", () => {
  it("accepts integers from 2000", () => {
    expect(validateLimit(2000, "x")).toBe(2000);
    expect(validateLimit(65_536, "x")).toBe(65_536);
  });

  it.each([1999, 0, -1, 2000.5, Number.NaN, Number.POSITIVE_INFINITY, "65536", undefined])(
    "rejects %s with a RangeError naming the value and the range",
    (limit) => {
      expect(() => validateLimit(limit, "renderComment")).toThrow(RangeError);
      expect(() => validateLimit(limit, "renderComment")).toThrow(
        `renderComment: limit must be an integer from 2000 to ${Number.MAX_SAFE_INTEGER}, got ${String(limit)}`,
      );
    },
  );
});

describe("fitPrefix / fitSuffix", () => {
  it("never splits a surrogate pair", () => {
    expect(fitPrefix("ab😀cd", 3, measureChars)).toBe("ab");
    expect(fitPrefix("ab😀cd", 4, measureChars)).toBe("ab😀");
    expect(fitSuffix("ab😀cd", 3, measureChars)).toBe("cd");
    expect(fitSuffix("ab😀cd", 4, measureChars)).toBe("😀cd");
  });

  it("measures UTF-8 bytes when asked", () => {
    expect(fitPrefix("ééé", 4, measureUtf8)).toBe("éé");
    expect(fitSuffix("aéé", 4, measureUtf8)).toBe("éé");
    expect(fitSuffix("aéé", 5, measureUtf8)).toBe("aéé");
    expect(fitPrefix("abc", 0, measureUtf8)).toBe("");
  });

  it("cuts at whole lines", () => {
    expect(fitPrefixLines("one\ntwo\nthree", 9, measureChars)).toBe("one\ntwo\n");
    expect(fitSuffixLines("one\ntwo\nthree", 9, measureChars)).toBe("three");
    expect(fitPrefixLines("short", 10, measureChars)).toBe("short");
  });

  it("truncates with an ellipsis", () => {
    expect(truncate("abcdef", 4)).toBe("abc…");
    expect(truncate("abc", 4)).toBe("abc");
  });
});

describe("fitItems", () => {
  const options = {
    head: "H\n",
    count: 5,
    item: (i: number) => `item${i}`,
    joiner: "\n",
    more: (n: number) => `+${n} more`,
    noteJoiner: "\n\n",
    measure: measureChars,
  };

  it("keeps everything when it fits", () => {
    expect(fitItems({ ...options, budget: 100 })).toEqual({
      text: "H\nitem0\nitem1\nitem2\nitem3\nitem4",
      shown: 5,
    });
  });

  it("keeps the leading items and says how many were cut", () => {
    const fitted = fitItems({ ...options, budget: 22 });
    expect(fitted).toEqual({ text: "H\nitem0\nitem1\n\n+3 more", shown: 2 });
    expect(fitted.text.length).toBeLessThanOrEqual(22);
  });

  it("falls back to the note alone, then to nothing", () => {
    expect(fitItems({ ...options, budget: 8 })).toEqual({ text: "+5 more", shown: 0 });
    expect(fitItems({ ...options, budget: 8, alone: "none" })).toEqual({ text: "none", shown: 0 });
    expect(fitItems({ ...options, budget: 3 })).toEqual({ text: "", shown: 0 });
  });
});
