import { describe, expect, it } from "vitest";
import { BoundedTail } from "../../../src/process/bounded.js";

describe("BoundedTail", () => {
  it("keeps the last lines within the limit and counts what it dropped", () => {
    const tail = new BoundedTail(20);
    for (let i = 0; i < 100; i += 1) tail.push(`line ${i}`);
    expect(tail.toString()).toBe("line 98\nline 99");
    expect(tail.dropped).toBe(98);
  });

  it("cuts a single line longer than the limit to its end, marking the cut", () => {
    const tail = new BoundedTail(5);
    tail.push("0123456789");
    expect(tail.toString()).toBe("…6789");
  });

  it("rejects a non-positive limit with the value", () => {
    expect(() => new BoundedTail(0)).toThrow("expected a positive integer, got 0");
  });
});
