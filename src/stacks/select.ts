/**
 * `--changed`: which stacks a set of changed files touches, and why. A changed file belongs to
 * the deepest directory that is a unit (a stack, a Terraform module, a local package); a stack
 * is touched by changes in its own directory, in the modules it calls (recursively), in the local
 * packages it imports (recursively), in the var files its stackgate.yml names and in the npm lock
 * file its Pulumi program installs from. Files that belong to no unit select nothing.
 */
import path from "node:path";

import { pulumiStackName, type Discovery } from "./discover.js";
import type { FileChange } from "./git.js";
import { ancestorsOf, dirOf, joinDir } from "./paths.js";
import type { Stack } from "./stacks-report.js";
import { addTo } from "./multimap.js";

/** At most this many files are named in one reason; the rest are counted. */
const FILES_PER_REASON = 5;

const NPM_LOCK_FILES = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"];

/** Every path a change touches: both sides of a rename. */
export function changedPaths(changes: readonly FileChange[]): Set<string> {
  return new Set(
    changes.flatMap((change) =>
      change.from === undefined ? [change.path] : [change.path, change.from],
    ),
  );
}

function unitDirs(discovery: Discovery): Set<string> {
  const units = new Set<string>(discovery.stacks.map((stack) => stack.dir));
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

/** Unit directory → the changed paths that belong to it. */
export function assignToUnits(
  discovery: Discovery,
  paths: Iterable<string>,
): Map<string, string[]> {
  const units = unitDirs(discovery);
  const owned = new Map<string, string[]>();
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

function listFiles(files: readonly string[]): string {
  const shown = files.slice(0, FILES_PER_REASON).join(", ");
  const more = files.length - FILES_PER_REASON;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** The directories reachable from `start` through `links` (not `start` itself), sorted. */
export function closureOf(start: string, links: ReadonlyMap<string, readonly string[]>): string[] {
  const seen = new Set<string>([start]);
  const queue = [...(links.get(start) ?? [])];
  for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    queue.push(...(links.get(dir) ?? []));
  }
  seen.delete(start);
  return [...seen].sort();
}

/** The npm lock file a Pulumi project installs from: its own, else the nearest above it. */
function npmLockFile(discovery: Discovery, dir: string): string | undefined {
  for (const ancestor of ancestorsOf(dir)) {
    const names = discovery.tree.get(ancestor) ?? [];
    const lock = NPM_LOCK_FILES.find((name) => names.includes(name));
    if (lock !== undefined) return joinDir(ancestor, lock);
  }
  return undefined;
}

/** A Pulumi stack's own directory changes, less the other stacks' own config files. */
function ownChanges(stack: Stack, files: readonly string[]): string[] {
  if (stack.stackFile === undefined) return [...files];
  return files.filter((file) => {
    const other =
      dirOf(file) === stack.dir ? pulumiStackName(path.posix.basename(file)) : undefined;
    return other === undefined || other === stack.stack;
  });
}

/** Why one stack is touched by the changes (empty: it is not). */
export function reasonsFor(
  stack: Stack,
  discovery: Discovery,
  owned: ReadonlyMap<string, readonly string[]>,
  paths: ReadonlySet<string>,
): string[] {
  const reasons: string[] = [];
  const own = ownChanges(stack, owned.get(stack.dir) ?? []);
  if (own.length > 0) reasons.push(`changed: ${listFiles(own)}`);
  const links = stack.engine === "pulumi" ? discovery.packageLinks : discovery.moduleCalls;
  const kind = stack.engine === "pulumi" ? "local package" : "module";
  for (const dir of closureOf(stack.dir, links)) {
    const files = owned.get(dir);
    if (files !== undefined && dir !== stack.dir)
      reasons.push(`${kind} ${dir} changed: ${listFiles(files)}`);
  }
  for (const varFile of stack.varFiles) {
    if (paths.has(varFile) && !own.includes(varFile)) reasons.push(`var file ${varFile} changed`);
  }
  if (stack.engine === "pulumi") {
    const lock = npmLockFile(discovery, stack.dir);
    if (lock !== undefined && paths.has(lock) && !own.includes(lock))
      reasons.push(`lock file ${lock} changed`);
  }
  return reasons;
}

/** The selected stacks plus every stack that depends on one of them, directly or not. */
export function addDependents(
  selected: ReadonlySet<string>,
  edges: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const dependents = new Map<string, string[]>();
  for (const [id, targets] of edges) {
    for (const target of targets) addTo(dependents, target, id);
  }
  const all = new Set(selected);
  const queue = [...selected];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const dependent of dependents.get(id) ?? []) {
      if (all.has(dependent)) continue;
      all.add(dependent);
      queue.push(dependent);
    }
  }
  return all;
}
