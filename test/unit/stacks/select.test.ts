import { describe, expect, it } from "vitest";

import type { Discovery } from "../../../src/stacks/discover.js";
import { parseNameStatus } from "../../../src/stacks/git.js";
import { assignToUnits, closureOf, reasonsFor } from "../../../src/stacks/select.js";
import type { Stack } from "../../../src/stacks/stacks-report.js";

const stack = (over: Partial<Stack> & Pick<Stack, "id" | "dir">): Stack => ({
  engine: "terraform",
  stack: "default",
  dependsOnDirs: [],
  varFiles: [],
  ...over,
});

function discovery(stacks: Stack[], moduleCalls: Record<string, string[]> = {}): Discovery {
  return {
    root: "/repo",
    tree: new Map(),
    terraformFiles: new Map(),
    moduleCalls: new Map(Object.entries(moduleCalls)),
    packageLinks: new Map(),
    stacks,
  };
}

describe("which unit a changed file belongs to", () => {
  const d = discovery(
    [stack({ id: "app", dir: "app" }), stack({ id: "app/nested", dir: "app/nested" })],
    { app: ["app/modules/x", "modules/shared"], "modules/shared": ["modules/shared/sub"] },
  );

  it("the deepest stack, module or package directory above it; none for files elsewhere", () => {
    const owned = assignToUnits(d, [
      "app/main.tf",
      "app/templates/user-data.sh",
      "app/nested/main.tf",
      "app/modules/x/main.tf",
      "modules/shared/sub/main.tf",
      "modules/shared/README.md",
      "docs/guide.md",
      "README.md",
    ]);
    expect(Object.fromEntries(owned)).toEqual({
      app: ["app/main.tf", "app/templates/user-data.sh"],
      "app/nested": ["app/nested/main.tf"],
      "app/modules/x": ["app/modules/x/main.tf"],
      "modules/shared/sub": ["modules/shared/sub/main.tf"],
      "modules/shared": ["modules/shared/README.md"],
    });
  });

  it("follows module calls recursively, cycles included", () => {
    const links = new Map(Object.entries({ a: ["b"], b: ["c", "a"], c: ["b"] }));
    expect(closureOf("a", links)).toEqual(["b", "c"]);
  });

  it("a Pulumi stack file selects its own stack only; other files every stack of the project", () => {
    const dev = stack({
      id: "p:dev",
      dir: "p",
      engine: "pulumi",
      stack: "dev",
      stackFile: "p/Pulumi.dev.yaml",
    });
    const prod = stack({
      id: "p:prod",
      dir: "p",
      engine: "pulumi",
      stack: "prod",
      stackFile: "p/Pulumi.prod.yaml",
    });
    const project = discovery([dev, prod]);
    const paths = new Set(["p/Pulumi.dev.yaml"]);
    const owned = assignToUnits(project, paths);
    expect(reasonsFor(dev, project, owned, paths)).toEqual(["changed: p/Pulumi.dev.yaml"]);
    expect(reasonsFor(prod, project, owned, paths)).toEqual([]);
    const index = new Set(["p/index.ts"]);
    expect(reasonsFor(prod, project, assignToUnits(project, index), index)).toEqual([
      "changed: p/index.ts",
    ]);
  });

  it("names at most five files in a reason and counts the rest", () => {
    const paths = new Set(Array.from({ length: 7 }, (_, i) => `app/f${i}.tf`));
    const reasons = reasonsFor(d.stacks[0] as Stack, d, assignToUnits(d, paths), paths);
    expect(reasons).toEqual([
      "changed: app/f0.tf, app/f1.tf, app/f2.tf, app/f3.tf, app/f4.tf and 2 more",
    ]);
  });
});

describe("git diff --name-status -z", () => {
  it("reads additions, changes, deletions and renames, names with spaces and tabs included", () => {
    const text = [
      "M",
      "a b/main.tf",
      "R100",
      "old\tdir/x.tf",
      "new dir/x.tf",
      "D",
      "gone.tf",
      "A",
      "new.tf",
      "",
    ].join("\0");
    expect(parseNameStatus(text)).toEqual([
      { status: "modified", path: "a b/main.tf" },
      { status: "renamed", path: "new dir/x.tf", from: "old\tdir/x.tf" },
      { status: "deleted", path: "gone.tf" },
      { status: "added", path: "new.tf" },
    ]);
  });
});
