#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  PULUMI_PROJECT_FILES,
  addTo,
  ancestorsOf,
  compareIds,
  dirOf,
  discoverStacks,
  findSharedStates,
  isTerraformFile,
  joinDir,
  localModuleDirs,
  parseTerraformFile,
  pulumiStackName
} from "./chunk-2RCJP7FD.js";
import {
  STACKS_HELP,
  readStacksArgs,
  shardReport
} from "./chunk-34UC7MLQ.js";
import "./chunk-KBHN5ROE.js";
import "./chunk-2IDWVCMR.js";
import {
  EXIT,
  StackgateError,
  usageError
} from "./chunk-YKQQDZE5.js";
import "./chunk-IQWI6KNV.js";

// src/stacks/command.ts
import { statSync } from "node:fs";
import path3 from "node:path";

// src/stacks/deleted.ts
import path from "node:path";

// src/stacks/git.ts
import { spawn } from "node:child_process";
function runGit(root, args, env, input) {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", root, ...args], {
      env: { ...env, GIT_OPTIONAL_LOCKS: "0" },
      stdio: "pipe"
    });
    const out = [];
    let stderr = "";
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => stderr += chunk.toString("utf8"));
    child.on(
      "error",
      (error) => reject(
        new StackgateError(
          `could not run git (${error.message}): --changed needs git on PATH.`,
          EXIT.engineUnavailable,
          { cause: error }
        )
      )
    );
    child.on("close", (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr }));
    child.stdin.on("error", () => void 0);
    child.stdin.end(input);
  });
}
async function gitText(root, args, env, explain) {
  const result = await runGit(root, args, env);
  if (result.code !== 0) throw new StackgateError(explain(result.stderr.trim()), EXIT.usage);
  return result.stdout.toString("utf8");
}
async function readHead(root, env) {
  const result = await runGit(root, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], env);
  return result.code === 0 ? result.stdout.toString("utf8").trim() : null;
}
async function findMergeBase(root, ref, env) {
  const commit = (await gitText(
    root,
    ["rev-parse", "--verify", "--end-of-options", `${ref}^{commit}`],
    env,
    (stderr) => `--base: git knows no commit "${ref}" in ${root} (git: ${stderr || "no output"}). Fetch it first (actions/checkout with fetch-depth: 0, or git fetch origin ${ref}) and pass a branch, tag or commit.`
  )).trim();
  const base = await gitText(
    root,
    ["merge-base", commit, "HEAD"],
    env,
    (stderr) => `--base "${ref}": it has no common ancestor with HEAD (git: ${stderr || "no output"}). A shallow clone is the usual cause: fetch the whole history (fetch-depth: 0).`
  );
  return base.trim();
}
function parseNameStatus(text) {
  const fields = text.split("\0");
  const changes = [];
  for (let i = 0; i < fields.length; ) {
    const status = fields[i] ?? "";
    if (status === "") break;
    if (status.startsWith("R") || status.startsWith("C")) {
      const from = fields[i + 1] ?? "";
      const path4 = fields[i + 2] ?? "";
      changes.push(
        status.startsWith("R") ? { status: "renamed", path: path4, from } : { status: "added", path: path4 }
      );
      i += 3;
    } else {
      const path4 = fields[i + 1] ?? "";
      const kind = status.startsWith("A") ? "added" : status.startsWith("D") ? "deleted" : "modified";
      changes.push({ status: kind, path: path4 });
      i += 2;
    }
  }
  return changes;
}
async function listChanges(root, base, env) {
  const fail = (stderr) => `git diff in ${root} failed: ${stderr}`;
  const [diff, untracked] = await Promise.all([
    gitText(
      root,
      ["diff", "--name-status", "-z", "-M", "--relative", "--no-ext-diff", base, "--"],
      env,
      fail
    ),
    gitText(root, ["ls-files", "--others", "--exclude-standard", "-z"], env, fail)
  ]);
  const changes = parseNameStatus(diff);
  for (const path4 of untracked.split("\0")) {
    if (path4 !== "") changes.push({ status: "untracked", path: path4 });
  }
  return changes;
}
async function readAtCommit(root, commit, paths, env) {
  const contents = /* @__PURE__ */ new Map();
  if (paths.length === 0) return contents;
  const input = paths.map((path4) => `${commit}:./${path4}
`).join("");
  const result = await runGit(root, ["cat-file", "--batch"], env, input);
  if (result.code !== 0)
    throw new StackgateError(
      `git cat-file in ${root} failed: ${result.stderr.trim()}`,
      EXIT.failed
    );
  const out = result.stdout;
  let offset = 0;
  for (const path4 of paths) {
    const end = out.indexOf(10, offset);
    if (end < 0) break;
    const header = out.subarray(offset, end).toString("utf8");
    offset = end + 1;
    if (header.endsWith(" missing") || header.endsWith(" ambiguous")) continue;
    const [, type, size] = header.split(" ");
    const length = Number(size);
    if (type === "blob") contents.set(path4, out.subarray(offset, offset + length).toString("utf8"));
    offset += length + 1;
  }
  return contents;
}

// src/stacks/deleted.ts
var baseSide = (change) => change.status === "renamed" ? change.from : change.status === "deleted" ? change.path : void 0;
var isTerraformPath = (file) => isTerraformFile(path.posix.basename(file));
async function baseTerraformFacts(discovery, changes, base, env) {
  const newAtHead = new Set(
    changes.flatMap((c) => ["added", "untracked", "renamed"].includes(c.status) ? [c.path] : [])
  );
  const changedAtBase = changes.flatMap((change) => {
    const file = change.status === "modified" ? change.path : baseSide(change);
    return file !== void 0 && isTerraformPath(file) ? [file] : [];
  });
  const facts = /* @__PURE__ */ new Map();
  for (const [file, fact] of discovery.terraformFiles) {
    if (!newAtHead.has(file)) facts.set(file, fact);
  }
  const contents = await readAtCommit(discovery.root, base, changedAtBase, env);
  for (const [file, text] of contents)
    facts.set(file, await parseTerraformFile(`${file} (at ${base.slice(0, 12)})`, text));
  return facts;
}
function terraformCandidates(discovery, changes) {
  const headDirs = new Set(discovery.stacks.filter((s) => s.engine !== "pulumi").map((s) => s.dir));
  return new Set(
    changes.flatMap((change) => {
      const file = baseSide(change);
      return file !== void 0 && isTerraformPath(file) && !headDirs.has(dirOf(file)) ? [dirOf(file)] : [];
    })
  );
}
function deletedTerraformStacks(candidates, baseFacts) {
  const byDir = /* @__PURE__ */ new Map();
  const names = /* @__PURE__ */ new Map();
  for (const [file, fact] of baseFacts) {
    addTo(byDir, dirOf(file), fact);
    addTo(names, dirOf(file), file);
  }
  const calledAtBase = new Set([...byDir].flatMap(([dir, facts]) => localModuleDirs(dir, facts)));
  return [...candidates].flatMap((dir) => {
    const facts = byDir.get(dir) ?? [];
    const wasStack = facts.some((f) => f.declaresBackend) || !calledAtBase.has(dir);
    if (facts.length === 0 || !wasStack) return [];
    const tofu = (names.get(dir) ?? []).some(
      (f) => f.endsWith(".tofu") || f.endsWith(".tofu.json")
    );
    return [
      {
        id: dir,
        dir,
        engine: tofu ? "tofu" : "terraform",
        stack: "default"
      }
    ];
  });
}
function deletedPulumiStacks(discovery, changes) {
  const headIds = new Set(discovery.stacks.map((stack) => stack.id));
  const lostFiles = new Set(changes.flatMap((change) => baseSide(change) ?? []));
  return changes.flatMap((change) => {
    const file = baseSide(change);
    const stack = file === void 0 ? void 0 : pulumiStackName(path.posix.basename(file));
    if (file === void 0 || stack === void 0) return [];
    const dir = dirOf(file);
    const id = `${dir}:${stack}`;
    const hadProject = PULUMI_PROJECT_FILES.some(
      (name) => discovery.tree.get(dir)?.includes(name) || lostFiles.has(joinDir(dir, name))
    );
    return headIds.has(id) || !hadProject ? [] : [{ id, dir, engine: "pulumi", stack }];
  });
}
function findRenames(discovery, changes, deleted) {
  const headIds = new Set(discovery.stacks.map((stack) => stack.id));
  for (const stack of deleted) {
    for (const change of changes) {
      if (change.status !== "renamed" || change.from === void 0 || dirOf(change.from) !== stack.dir)
        continue;
      if (stack.engine === "pulumi" && pulumiStackName(path.posix.basename(change.from)) !== stack.stack)
        continue;
      const newDir = dirOf(change.path);
      const newStack = pulumiStackName(path.posix.basename(change.path));
      const id = stack.engine === "pulumi" && newStack !== void 0 ? `${newDir}:${newStack}` : newDir;
      if (headIds.has(id)) {
        stack.renamedTo = id;
        break;
      }
    }
  }
}
async function findDeletedStacks(discovery, changes, base, env) {
  const candidates = terraformCandidates(discovery, changes);
  const terraform = candidates.size === 0 ? [] : deletedTerraformStacks(candidates, await baseTerraformFacts(discovery, changes, base, env));
  const deleted = [...terraform, ...deletedPulumiStacks(discovery, changes)];
  findRenames(discovery, changes, deleted);
  return deleted;
}

// src/stacks/graph.ts
function resolveDependencies(stacks) {
  const byName = /* @__PURE__ */ new Map();
  for (const stack of stacks) addTo(byName, stack.dir, stack.id);
  for (const stack of stacks) if (stack.id !== stack.dir) addTo(byName, stack.id, stack.id);
  const edges = /* @__PURE__ */ new Map();
  for (const stack of stacks) {
    const targets = stack.dependsOnDirs.flatMap((name) => {
      const ids = byName.get(name);
      if (ids === void 0) {
        throw new StackgateError(
          `${joinDir(stack.dir, "stackgate.yml")} key depends-on: "${name}" is no stack directory under the stacks root (expected one of the directories \`stackgate stacks\` lists, or a Pulumi stack's id such as "pulumi/net:dev"). Fix the entry, or remove it if that stack was deleted.`,
          EXIT.usage
        );
      }
      return ids;
    });
    edges.set(stack.id, [...new Set(targets)].sort());
  }
  return edges;
}
function findCycles(edges) {
  let counter = 0;
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const stack = [];
  const onStack = /* @__PURE__ */ new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    for (let member = stack.pop(); member !== void 0; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    const selfLoop = (edges.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) cycles.push(component.reverse());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
function assertNoCycle(edges) {
  const cycles = findCycles(edges);
  if (cycles.length === 0) return;
  const described = cycles.map((cycle) => [...cycle].sort().join(", ")).join("; and ");
  throw new StackgateError(
    `stacks depend on each other in a cycle (depends-on in their stackgate.yml): ${described}. No order can apply them: remove one of these depends-on entries.`,
    EXIT.usage
  );
}
function computeWaves(selected, edges) {
  const waves = /* @__PURE__ */ new Map();
  const waveOf = (id) => {
    const known = waves.get(id);
    if (known !== void 0) return known;
    const upstream = (edges.get(id) ?? []).filter((dep) => selected.has(dep));
    const wave = upstream.length === 0 ? 0 : 1 + Math.max(...upstream.map(waveOf));
    waves.set(id, wave);
    return wave;
  };
  for (const id of selected) waveOf(id);
  return waves;
}

// src/stacks/select.ts
import path2 from "node:path";
var FILES_PER_REASON = 5;
var NPM_LOCK_FILES = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"];
function changedPaths(changes) {
  return new Set(
    changes.flatMap(
      (change) => change.from === void 0 ? [change.path] : [change.path, change.from]
    )
  );
}
function unitDirs(discovery) {
  const units = new Set(discovery.stacks.map((stack) => stack.dir));
  for (const [dir, called] of discovery.moduleCalls) {
    units.add(dir);
    for (const target of called) units.add(target);
  }
  for (const [dir, targets] of discovery.packageLinks) {
    units.add(dir);
    for (const target of targets) units.add(target);
  }
  return units;
}
function assignToUnits(discovery, paths) {
  const units = unitDirs(discovery);
  const owned = /* @__PURE__ */ new Map();
  for (const file of paths) {
    for (const dir of ancestorsOf(dirOf(file))) {
      if (!units.has(dir)) continue;
      addTo(owned, dir, file);
      break;
    }
  }
  for (const files of owned.values()) files.sort();
  return owned;
}
function listFiles(files) {
  const shown = files.slice(0, FILES_PER_REASON).join(", ");
  const more = files.length - FILES_PER_REASON;
  return more > 0 ? `${shown} and ${more} more` : shown;
}
function closureOf(start, links) {
  const seen = /* @__PURE__ */ new Set([start]);
  const queue = [...links.get(start) ?? []];
  for (let dir = queue.shift(); dir !== void 0; dir = queue.shift()) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    queue.push(...links.get(dir) ?? []);
  }
  seen.delete(start);
  return [...seen].sort();
}
function npmLockFile(discovery, dir) {
  for (const ancestor of ancestorsOf(dir)) {
    const names = discovery.tree.get(ancestor) ?? [];
    const lock = NPM_LOCK_FILES.find((name) => names.includes(name));
    if (lock !== void 0) return joinDir(ancestor, lock);
  }
  return void 0;
}
function ownChanges(stack, files) {
  if (stack.stackFile === void 0) return [...files];
  return files.filter((file) => {
    const other = dirOf(file) === stack.dir ? pulumiStackName(path2.posix.basename(file)) : void 0;
    return other === void 0 || other === stack.stack;
  });
}
function reasonsFor(stack, discovery, owned, paths) {
  const reasons = [];
  const own = ownChanges(stack, owned.get(stack.dir) ?? []);
  if (own.length > 0) reasons.push(`changed: ${listFiles(own)}`);
  const links = stack.engine === "pulumi" ? discovery.packageLinks : discovery.moduleCalls;
  const kind = stack.engine === "pulumi" ? "local package" : "module";
  for (const dir of closureOf(stack.dir, links)) {
    const files = owned.get(dir);
    if (files !== void 0 && dir !== stack.dir)
      reasons.push(`${kind} ${dir} changed: ${listFiles(files)}`);
  }
  for (const varFile of stack.varFiles) {
    if (paths.has(varFile) && !own.includes(varFile)) reasons.push(`var file ${varFile} changed`);
  }
  if (stack.engine === "pulumi") {
    const lock = npmLockFile(discovery, stack.dir);
    if (lock !== void 0 && paths.has(lock) && !own.includes(lock))
      reasons.push(`lock file ${lock} changed`);
  }
  return reasons;
}
function addDependents(selected, edges) {
  const dependents = /* @__PURE__ */ new Map();
  for (const [id, targets] of edges) {
    for (const target of targets) addTo(dependents, target, id);
  }
  const all = new Set(selected);
  const queue = [...selected];
  for (let id = queue.shift(); id !== void 0; id = queue.shift()) {
    for (const dependent of dependents.get(id) ?? []) {
      if (all.has(dependent)) continue;
      all.add(dependent);
      queue.push(dependent);
    }
  }
  return all;
}

// src/stacks/stacks-text.ts
function describeStack(stack) {
  const lines = [`  ${stack.id}  (${stack.engine}, --stack ${stack.stack})`];
  for (const reason of stack.reasons) lines.push(`      ${reason}`);
  return lines;
}
function formatStacks(report, args) {
  const live = report.stacks.filter((stack) => !stack.deleted);
  const deleted = report.stacks.filter((stack) => stack.deleted);
  const lines = [];
  if (report.base !== null) {
    lines.push(
      `${live.length} stack${live.length === 1 ? "" : "s"} touched by the changes from ${report.base.slice(0, 12)} (merge-base of ${args.base ?? ""} and HEAD) to ${report.head?.slice(0, 12) ?? "HEAD"} and the working tree`
    );
  } else lines.push(`${live.length} stack${live.length === 1 ? "" : "s"}`);
  const waves = [...new Set(live.map((stack) => stack.wave ?? 0))];
  for (const wave of waves) {
    lines.push(`wave ${wave}`);
    for (const stack of live.filter((s) => s.wave === wave)) lines.push(...describeStack(stack));
  }
  if (deleted.length > 0) {
    lines.push("deleted (reported, never planned)");
    for (const stack of deleted) lines.push(...describeStack(stack));
  }
  lines.push(...describeSharedStates(report).map((line) => `\u2716 ${line}`));
  return `${lines.join("\n")}
`;
}
function hasSharedState(report) {
  return report.stacks.some((stack) => stack.sharesStateWith !== void 0);
}
function describeSharedStates(report) {
  const lines = [];
  const seen = /* @__PURE__ */ new Set();
  for (const stack of report.stacks) {
    if (stack.sharesStateWith === void 0 || seen.has(stack.id)) continue;
    const ids = [stack.id, ...stack.sharesStateWith];
    for (const id of ids) seen.add(id);
    lines.push(
      `stacks ${ids.map((id) => `"${id}"`).join(" and ")} use the same state (${stack.sharedState ?? "unknown"}): one stack is one state: give each its own key/workspace (the backend block's key, or backend-config/workspace in each stack's job).`
    );
  }
  return lines;
}

// src/stacks/command.ts
function resolveRoot(cwd, given) {
  const root = path3.resolve(cwd, given);
  let isDirectory;
  try {
    isDirectory = statSync(root).isDirectory();
  } catch {
    isDirectory = false;
  }
  if (!isDirectory) {
    throw usageError(
      `stacks -C: "${given}" is no directory (resolved to ${root}). Pass the repository's directory.`
    );
  }
  return root;
}
function selectAll(discovery) {
  return new Map(discovery.stacks.map((stack) => [stack.id, []]));
}
async function selectChanged(discovery, edges, base, env) {
  const changes = await listChanges(discovery.root, base, env);
  const paths = changedPaths(changes);
  const owned = assignToUnits(discovery, paths);
  const reasons = /* @__PURE__ */ new Map();
  for (const stack of discovery.stacks) {
    const why = reasonsFor(stack, discovery, owned, paths);
    if (why.length > 0) reasons.set(stack.id, why);
  }
  const selected = addDependents(new Set(reasons.keys()), edges);
  for (const id of [...selected].sort(compareIds)) {
    const upstream = (edges.get(id) ?? []).filter((dep) => selected.has(dep));
    const why = reasons.get(id) ?? [];
    reasons.set(id, [...why, ...upstream.map((dep) => `depends on ${dep}`)]);
  }
  const deleted = await findDeletedStacks(discovery, changes, base, env);
  for (const stack of deleted) {
    if (stack.renamedTo === void 0) continue;
    const why = reasons.get(stack.renamedTo) ?? [];
    reasons.set(stack.renamedTo, [`renamed from ${stack.id}`, ...why]);
  }
  return {
    reasons,
    deleted: deleted.map((stack) => ({
      id: stack.id,
      dir: stack.dir,
      engine: stack.engine,
      stack: stack.stack,
      dependsOn: [],
      wave: null,
      reasons: [stack.renamedTo === void 0 ? "deleted" : `renamed to ${stack.renamedTo}`],
      deleted: true
    }))
  };
}
function sharingOf(shared) {
  return shared === void 0 ? {} : { sharesStateWith: shared.with, sharedState: shared.label };
}
async function buildReport(args, root, env) {
  const discovery = await discoverStacks(root);
  const edges = resolveDependencies(discovery.stacks);
  assertNoCycle(edges);
  const head = await readHead(root, env);
  const base = args.changed ? await findMergeBase(root, args.base ?? "", env) : null;
  const { reasons, deleted } = base === null ? { reasons: selectAll(discovery), deleted: [] } : await selectChanged(discovery, edges, base, env);
  const waves = computeWaves(new Set(reasons.keys()), edges);
  const shared = findSharedStates(discovery.stacks);
  const stacks = discovery.stacks.filter((stack) => reasons.has(stack.id)).map((stack) => ({
    id: stack.id,
    dir: stack.dir,
    engine: stack.engine,
    stack: stack.stack,
    dependsOn: edges.get(stack.id) ?? [],
    wave: waves.get(stack.id) ?? 0,
    reasons: reasons.get(stack.id) ?? [],
    deleted: false,
    ...sharingOf(shared.get(stack.id))
  })).sort((a, b) => (a.wave ?? 0) - (b.wave ?? 0) || compareIds(a.id, b.id));
  return { base, head, stacks: [...stacks, ...deleted.sort((a, b) => compareIds(a.id, b.id))] };
}
async function runStacks(io) {
  const args = readStacksArgs(io.argv);
  if (args.help) {
    io.stdout.write(STACKS_HELP);
    return EXIT.ok;
  }
  const root = resolveRoot(io.cwd, args.root);
  const full = await buildReport(args, root, io.env);
  const report = args.shard === void 0 ? full : shardReport(full, args.shard);
  io.stdout.write(args.json ? `${JSON.stringify(report)}
` : formatStacks(report, args));
  return hasSharedState(full) ? EXIT.usage : EXIT.ok;
}
export {
  buildReport,
  runStacks
};
