/** The dependency graph of stacks: declared edges, cycles, waves. */
import { EXIT, StackgateError } from "../errors.js";
import { joinDir } from "./paths.js";
import type { Stack } from "./stacks-report.js";
import { addTo } from "./multimap.js";

/**
 * Stack id → the ids of the stacks it depends on. An entry names a directory (every stack in
 * it: each Pulumi stack of a project) or one stack by its id (`pulumi/net:dev`).
 */
export function resolveDependencies(stacks: readonly Stack[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const stack of stacks) addTo(byName, stack.dir, stack.id);
  for (const stack of stacks) if (stack.id !== stack.dir) addTo(byName, stack.id, stack.id);
  const edges = new Map<string, string[]>();
  for (const stack of stacks) {
    const targets = stack.dependsOnDirs.flatMap((name) => {
      const ids = byName.get(name);
      if (ids === undefined) {
        throw new StackgateError(
          `${joinDir(stack.dir, "stackgate.yml")} key depends-on: "${name}" is no stack directory under the stacks root ` +
            `(expected one of the directories \`stackgate stacks\` lists, or a Pulumi stack's id such as "pulumi/net:dev"). ` +
            `Fix the entry, or remove it if that stack was deleted.`,
          EXIT.usage,
        );
      }
      return ids;
    });
    edges.set(stack.id, [...new Set(targets)].sort());
  }
  return edges;
}

/** Strongly connected components with a cycle (Tarjan), each as its ids in one cycle's order. */
export function findCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
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
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
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

export function assertNoCycle(edges: ReadonlyMap<string, readonly string[]>): void {
  const cycles = findCycles(edges);
  if (cycles.length === 0) return;
  const described = cycles.map((cycle) => [...cycle].sort().join(", ")).join("; and ");
  throw new StackgateError(
    `stacks depend on each other in a cycle (depends-on in their stackgate.yml): ${described}. ` +
      `No order can apply them: remove one of these depends-on entries.`,
    EXIT.usage,
  );
}

/** Wave of each selected stack: 0 when it depends on no selected stack, else 1 + the highest. */
export function computeWaves(
  selected: ReadonlySet<string>,
  edges: ReadonlyMap<string, readonly string[]>,
): Map<string, number> {
  const waves = new Map<string, number>();
  const waveOf = (id: string): number => {
    const known = waves.get(id);
    if (known !== undefined) return known;
    const upstream = (edges.get(id) ?? []).filter((dep) => selected.has(dep));
    const wave = upstream.length === 0 ? 0 : 1 + Math.max(...upstream.map(waveOf));
    waves.set(id, wave);
    return wave;
  };
  for (const id of selected) waveOf(id);
  return waves;
}
