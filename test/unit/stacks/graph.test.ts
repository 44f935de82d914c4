import { describe, expect, it } from "vitest";

import { assertNoCycle, computeWaves, findCycles } from "../../../src/stacks/graph.js";
import { addDependents } from "../../../src/stacks/select.js";

const edges = (pairs: Record<string, string[]>): Map<string, string[]> =>
  new Map(Object.entries(pairs));

describe("the stack dependency graph", () => {
  it("names every stack of each cycle, and self-dependencies", () => {
    const graph = edges({ a: ["b"], b: ["c"], c: ["a"], d: ["a"], e: ["e"], f: [] });
    expect(findCycles(graph).map((cycle) => [...cycle].sort())).toEqual([["a", "b", "c"], ["e"]]);
    expect(() => assertNoCycle(graph)).toThrow(
      "stacks depend on each other in a cycle (depends-on in their stackgate.yml): a, b, c; and e.",
    );
    expect(() => assertNoCycle(edges({ a: ["b"], b: [] }))).not.toThrow();
  });

  it("orders selected stacks in waves, counting only selected dependencies", () => {
    const graph = edges({ net: [], app: ["net"], db: ["net"], api: ["app", "db"], web: ["api"] });
    expect(Object.fromEntries(computeWaves(new Set(graph.keys()), graph))).toEqual({
      net: 0,
      app: 1,
      db: 1,
      api: 2,
      web: 3,
    });
    expect(Object.fromEntries(computeWaves(new Set(["app", "api", "web"]), graph))).toEqual({
      app: 0,
      api: 1,
      web: 2,
    });
  });

  it("adds every stack that depends on a selected one, transitively", () => {
    const graph = edges({ net: [], app: ["net"], db: [], api: ["app", "db"], other: [] });
    expect([...addDependents(new Set(["net"]), graph)].sort()).toEqual(["api", "app", "net"]);
  });
});
