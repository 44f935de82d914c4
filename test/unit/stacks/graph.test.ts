import { describe, expect, it } from "vitest";

import {
  assertNoCycle,
  computeWaves,
  findCycles,
  resolveDependencies,
} from "../../../src/stacks/graph.js";
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

describe("depends-on entries", () => {
  const stack = (id: string, dir: string, dependsOnDirs: string[] = []) => ({
    id,
    dir,
    engine: "pulumi" as const,
    stack: id.split(":")[1] ?? "default",
    dependsOnDirs,
    varFiles: [],
  });

  it("a directory means every stack in it; a Pulumi stack's id means that stack", () => {
    const stacks = [
      stack("net:dev", "net"),
      stack("net:prod", "net"),
      stack("app:dev", "app", ["net:dev"]),
      stack("web:dev", "web", ["net"]),
    ];
    expect(Object.fromEntries(resolveDependencies(stacks))).toEqual({
      "net:dev": [],
      "net:prod": [],
      "app:dev": ["net:dev"],
      "web:dev": ["net:dev", "net:prod"],
    });
    expect(() => resolveDependencies([stack("a:dev", "a", ["net:qa"])])).toThrow(
      'a/stackgate.yml key depends-on: "net:qa" is no stack directory under the stacks root',
    );
  });
});
