/** `stackgate stacks`: discover, select, order, print. */
import { statSync } from "node:fs";
import path from "node:path";

import { EXIT } from "../errors.js";
import { usageError } from "../settings/read.js";
import { readStacksArgs, STACKS_HELP, type StacksArgs } from "./stacks-args.js";
import { findDeletedStacks } from "./deleted.js";
import { compareIds, discoverStacks, type Discovery } from "./discover.js";
import { findMergeBase, listChanges, readHead, type Env } from "./git.js";
import { assertNoCycle, computeWaves, resolveDependencies } from "./graph.js";
import { addDependents, assignToUnits, changedPaths, reasonsFor } from "./select.js";
import { formatStacks, hasSharedState } from "./stacks-text.js";
import { findSharedStates, type SharedState } from "./state-identity.js";
import { shardReport } from "./outputs.js";
import type { StackReport, StacksReport } from "./stacks-report.js";

export interface StacksIo {
  argv: readonly string[];
  env: Env;
  cwd: string;
  stdout: { write(text: string): unknown };
}

function resolveRoot(cwd: string, given: string): string {
  const root = path.resolve(cwd, given);
  let isDirectory: boolean;
  try {
    isDirectory = statSync(root).isDirectory();
  } catch {
    isDirectory = false;
  }
  if (!isDirectory) {
    throw usageError(
      `stacks -C: "${given}" is no directory (resolved to ${root}). Pass the repository's directory.`,
    );
  }
  return root;
}

/** Every stack, selected (reasons empty). */
function selectAll(discovery: Discovery): Map<string, string[]> {
  return new Map(discovery.stacks.map((stack) => [stack.id, []]));
}

async function selectChanged(
  discovery: Discovery,
  edges: ReadonlyMap<string, readonly string[]>,
  base: string,
  env: Env,
): Promise<{ reasons: Map<string, string[]>; deleted: StackReport[] }> {
  const changes = await listChanges(discovery.root, base, env);
  const paths = changedPaths(changes);
  const owned = assignToUnits(discovery, paths);
  const reasons = new Map<string, string[]>();
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
    if (stack.renamedTo === undefined) continue;
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
      reasons: [stack.renamedTo === undefined ? "deleted" : `renamed to ${stack.renamedTo}`],
      deleted: true,
    })),
  };
}

function sharingOf(
  shared: SharedState | undefined,
): Pick<StackReport, "sharesStateWith" | "sharedState"> {
  return shared === undefined ? {} : { sharesStateWith: shared.with, sharedState: shared.label };
}

export async function buildReport(args: StacksArgs, root: string, env: Env): Promise<StacksReport> {
  const discovery = await discoverStacks(root);
  const edges = resolveDependencies(discovery.stacks);
  assertNoCycle(edges);
  const head = await readHead(root, env);
  const base = args.changed ? await findMergeBase(root, args.base ?? "", env) : null;
  const { reasons, deleted } =
    base === null
      ? { reasons: selectAll(discovery), deleted: [] }
      : await selectChanged(discovery, edges, base, env);
  const waves = computeWaves(new Set(reasons.keys()), edges);
  // Every discovered stack counts: a selected stack shares its state with one left out too.
  const shared = findSharedStates(discovery.stacks);
  const stacks: StackReport[] = discovery.stacks
    .filter((stack) => reasons.has(stack.id))
    .map((stack) => ({
      id: stack.id,
      dir: stack.dir,
      engine: stack.engine,
      stack: stack.stack,
      dependsOn: edges.get(stack.id) ?? [],
      wave: waves.get(stack.id) ?? 0,
      reasons: reasons.get(stack.id) ?? [],
      deleted: false,
      ...sharingOf(shared.get(stack.id)),
    }))
    .sort((a, b) => (a.wave ?? 0) - (b.wave ?? 0) || compareIds(a.id, b.id));
  return { base, head, stacks: [...stacks, ...deleted.sort((a, b) => compareIds(a.id, b.id))] };
}

export async function runStacks(io: StacksIo): Promise<number> {
  const args = readStacksArgs(io.argv);
  if (args.help) {
    io.stdout.write(STACKS_HELP);
    return EXIT.ok;
  }
  const root = resolveRoot(io.cwd, args.root);
  const full = await buildReport(args, root, io.env);
  const report = args.shard === undefined ? full : shardReport(full, args.shard);
  io.stdout.write(args.json ? `${JSON.stringify(report)}\n` : formatStacks(report, args));
  // Two stacks on one state are a configuration error, as a cycle is: the report is printed
  // (it names them), and the exit code fails the job that would start their plans.
  return hasSharedState(full) ? EXIT.usage : EXIT.ok;
}
