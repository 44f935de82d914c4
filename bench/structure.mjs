// `npm run structure`: the structure figures of src/ — files over 450 lines, the longest
// functions, import cycles between modules and between folders (`--check`: exit 1 on any cycle,
// run by `npm run lint`; `--edges`: every import between two folders).
// Import edges come from dependency-cruiser (type-only imports included); function lengths from
// the TypeScript compiler's syntax tree.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const files = execFileSync("git", ["ls-files", "src"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file.endsWith(".ts"));

const lines = files.map((file) => ({
  file,
  lines: fs.readFileSync(path.join(root, file), "utf8").split("\n").length - 1,
}));
const long = lines.filter((entry) => entry.lines > 450).sort((a, b) => b.lines - a.lines);

const functions = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name?.getText(source) ?? nameOfParent(node, source);
      functions.push({ file, name, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
functions.sort((a, b) => b.lines - a.lines);

function nameOfParent(node, source) {
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) {
    return parent.name.getText(source);
  }
  return "(anonymous)";
}

const cruise = JSON.parse(
  execFileSync(
    path.join(root, "node_modules", ".bin", "depcruise"),
    [
      "src",
      "--no-config",
      "--ts-pre-compilation-deps",
      "--ts-config",
      "tsconfig.json",
      "--output-type",
      "json",
    ],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  ),
);
const edges = new Map();
for (const module of cruise.modules) {
  if (!module.source.startsWith("src/")) continue;
  edges.set(
    module.source,
    module.dependencies
      .map((dependency) => dependency.resolved)
      .filter((to) => to.startsWith("src/")),
  );
}
// A file directly in src/ (an entry, settings, errors) is a room of its own.
const folderOf = (file) => (path.dirname(file) === "src" ? file : path.dirname(file));
const folderEdges = new Map();
const folderExamples = new Map();
for (const [from, tos] of edges) {
  for (const to of tos) {
    if (folderOf(from) === folderOf(to)) continue;
    const set = folderEdges.get(folderOf(from)) ?? new Set();
    set.add(folderOf(to));
    folderEdges.set(folderOf(from), set);
    const key = `${folderOf(from)} → ${folderOf(to)}`;
    folderExamples.set(key, [...(folderExamples.get(key) ?? []), `${from} → ${to}`]);
  }
}

console.log(
  `src: ${files.length} files, ${lines.reduce((sum, entry) => sum + entry.lines, 0)} lines`,
);
console.log(`files over 450 lines: ${long.length}`);
for (const entry of long) console.log(`  ${entry.lines}  ${entry.file}`);
console.log("longest functions:");
for (const entry of functions.slice(0, 8))
  console.log(`  ${entry.lines}  ${entry.file} ${entry.name}`);
console.log(`functions over 150 lines: ${functions.filter((entry) => entry.lines > 150).length}`);
const moduleCycles = stronglyConnected(
  new Map([...edges].map(([key, value]) => [key, new Set(value)])),
);
console.log(
  `modules in import cycles: ${moduleCycles.flat().length} (in ${moduleCycles.length} groups)`,
);
for (const group of moduleCycles) console.log(`  ${group.join(" ↔ ")}`);
const folderCycles = stronglyConnected(folderEdges);
console.log(`folders importing each other: ${folderCycles.length} groups`);
for (const group of folderCycles) console.log(`  ${group.join(" ↔ ")}`);
if (process.argv.includes("--check")) {
  // `npm run lint`: rooms (folders) must not import each other either way.
  if (moduleCycles.length > 0 || folderCycles.length > 0) {
    console.error("import cycles between modules or between folders: see above");
    process.exitCode = 1;
  }
}
if (process.argv.includes("--edges")) {
  console.log("folder imports (every module import between two folders):");
  for (const [key, examples] of [...folderExamples].sort()) {
    console.log(`  ${key}`);
    for (const example of examples) console.log(`      ${example}`);
  }
}

/** Tarjan's strongly connected components with more than one member. */
function stronglyConnected(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return groups;
}
