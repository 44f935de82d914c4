/**
 * Stacks the change deleted (or renamed away): reported, never planned. A directory whose
 * Terraform files are gone at HEAD was a stack at the base when, at the base, it declared a
 * backend or no other directory called it as a module. Unchanged files are the same at the
 * base as at HEAD, so only the changed files are read from the base commit.
 */
import path from "node:path";

import type { EngineName } from "../model/change.js";
import {
  localModuleDirs,
  PULUMI_PROJECT_FILES,
  pulumiStackName,
  type Discovery,
} from "./discover.js";
import { readAtCommit, type Env, type FileChange } from "./git.js";
import { isTerraformFile, parseTerraformFile, type TerraformFileFacts } from "./hcl.js";
import { dirOf, joinDir } from "./paths.js";
import { addTo } from "./multimap.js";

export interface DeletedStack {
  id: string;
  dir: string;
  engine: EngineName;
  stack: string;
  /** The id of the stack it became, when it was renamed. */
  renamedTo?: string;
}

const baseSide = (change: FileChange): string | undefined =>
  change.status === "renamed" ? change.from : change.status === "deleted" ? change.path : undefined;

const isTerraformPath = (file: string): boolean => isTerraformFile(path.posix.basename(file));

/** Terraform files at the base → what they declared (changed ones read from the base commit). */
async function baseTerraformFacts(
  discovery: Discovery,
  changes: readonly FileChange[],
  base: string,
  env: Env,
): Promise<Map<string, TerraformFileFacts>> {
  const newAtHead = new Set(
    changes.flatMap((c) => (["added", "untracked", "renamed"].includes(c.status) ? [c.path] : [])),
  );
  const changedAtBase = changes.flatMap((change) => {
    const file = change.status === "modified" ? change.path : baseSide(change);
    return file !== undefined && isTerraformPath(file) ? [file] : [];
  });
  const facts = new Map<string, TerraformFileFacts>();
  for (const [file, fact] of discovery.terraformFiles) {
    if (!newAtHead.has(file)) facts.set(file, fact);
  }
  const contents = await readAtCommit(discovery.root, base, changedAtBase, env);
  for (const [file, text] of contents)
    facts.set(file, await parseTerraformFile(`${file} (at ${base.slice(0, 12)})`, text));
  return facts;
}

/** Directories that lost Terraform files and hold no Terraform stack at HEAD. */
function terraformCandidates(discovery: Discovery, changes: readonly FileChange[]): Set<string> {
  const headDirs = new Set(discovery.stacks.filter((s) => s.engine !== "pulumi").map((s) => s.dir));
  return new Set(
    changes.flatMap((change) => {
      const file = baseSide(change);
      return file !== undefined && isTerraformPath(file) && !headDirs.has(dirOf(file))
        ? [dirOf(file)]
        : [];
    }),
  );
}

function deletedTerraformStacks(
  candidates: ReadonlySet<string>,
  baseFacts: ReadonlyMap<string, TerraformFileFacts>,
): DeletedStack[] {
  const byDir = new Map<string, TerraformFileFacts[]>();
  const names = new Map<string, string[]>();
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
      (f) => f.endsWith(".tofu") || f.endsWith(".tofu.json"),
    );
    return [
      {
        id: dir,
        dir,
        engine: tofu ? "tofu" : "terraform",
        stack: "default",
      } satisfies DeletedStack,
    ];
  });
}

function deletedPulumiStacks(discovery: Discovery, changes: readonly FileChange[]): DeletedStack[] {
  const headIds = new Set(discovery.stacks.map((stack) => stack.id));
  const lostFiles = new Set(changes.flatMap((change) => baseSide(change) ?? []));
  return changes.flatMap((change) => {
    const file = baseSide(change);
    const stack = file === undefined ? undefined : pulumiStackName(path.posix.basename(file));
    if (file === undefined || stack === undefined) return [];
    const dir = dirOf(file);
    const id = `${dir}:${stack}`;
    const hadProject = PULUMI_PROJECT_FILES.some(
      (name) => discovery.tree.get(dir)?.includes(name) || lostFiles.has(joinDir(dir, name)),
    );
    return headIds.has(id) || !hadProject ? [] : [{ id, dir, engine: "pulumi" as const, stack }];
  });
}

/** Where a deleted stack's files went, when they were renamed into a stack at HEAD. */
function findRenames(
  discovery: Discovery,
  changes: readonly FileChange[],
  deleted: DeletedStack[],
): void {
  const headIds = new Set(discovery.stacks.map((stack) => stack.id));
  for (const stack of deleted) {
    for (const change of changes) {
      if (
        change.status !== "renamed" ||
        change.from === undefined ||
        dirOf(change.from) !== stack.dir
      )
        continue;
      if (
        stack.engine === "pulumi" &&
        pulumiStackName(path.posix.basename(change.from)) !== stack.stack
      )
        continue;
      const newDir = dirOf(change.path);
      const newStack = pulumiStackName(path.posix.basename(change.path));
      const id =
        stack.engine === "pulumi" && newStack !== undefined ? `${newDir}:${newStack}` : newDir;
      if (headIds.has(id)) {
        stack.renamedTo = id;
        break;
      }
    }
  }
}

export async function findDeletedStacks(
  discovery: Discovery,
  changes: readonly FileChange[],
  base: string,
  env: Env,
): Promise<DeletedStack[]> {
  const candidates = terraformCandidates(discovery, changes);
  const terraform =
    candidates.size === 0
      ? []
      : deletedTerraformStacks(candidates, await baseTerraformFacts(discovery, changes, base, env));
  const deleted = [...terraform, ...deletedPulumiStacks(discovery, changes)];
  findRenames(discovery, changes, deleted);
  return deleted;
}
