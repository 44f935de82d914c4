/**
 * Import boundaries of src/ (docs/ARCHITECTURE.md, "Layout"), checked by `npm run lint`.
 * A room may import only from its own layer or the layers below it; no module may take part in
 * an import cycle (type-only imports count); the doors (CLI, Action, Pipe) never import each other.
 */
const LAYERS = [
  ["errors.ts", "version.ts"],
  ["process", "model", "files", "platform"],
  ["settings"],
  ["report"],
  ["backends"],
  ["engines"],
  ["stacks"],
  ["journal", "locks", "signals"],
  ["command"],
  ["recovery"],
  ["lifecycle"],
  ["approval", "platforms", "terminal"],
  ["demo"],
  ["ci"],
  ["cli", "cli.ts", "action", "pipe"],
];
const DOORS = ["cli", "action", "pipe"];

const room = (name) => (name.endsWith(".ts") ? `src/${name.replace(".", "\\.")}$` : `src/${name}/`);
const anyOf = (names) => `^(${names.map(room).join("|")})`;

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.join("-").replace(/\.ts/g, "")}`,
  comment: `${layer.join(", ")} must not import a room above it (${LAYERS.slice(index + 1)
    .flat()
    .join(", ")})`,
  severity: "error",
  from: { path: anyOf(layer) },
  to: { path: anyOf(LAYERS.slice(index + 1).flat()) },
}));

const doorRules = DOORS.map((door) => ({
  name: `door-${door}`,
  comment: `the ${door} door must not import another door`,
  severity: "error",
  from: { path: `^${room(door)}` },
  to: { path: anyOf([...DOORS.filter((other) => other !== door), "cli.ts"]) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "a module in an import cycle: move what both sides need into a module below them",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    ...layerRules,
    ...doorRules,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules)/" },
  },
};
