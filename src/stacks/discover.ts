/**
 * Discovery without configuration. A Terraform/OpenTofu stack is a directory of `.tf`/`.tofu`
 * files that declares a `backend` or `cloud` block, or that no other directory calls as a local
 * module; a Pulumi stack is a `Pulumi.<stack>.yaml` beside a `Pulumi.yaml`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { EngineName } from "../model/change.js";
import { isTerraformFile, parseTerraformFile, type TerraformFileFacts } from "./hcl.js";
import { joinDir, resolveFrom } from "./paths.js";
import { readPackageLinks } from "./pulumi-project.js";
import { checkIncludes, isExcluded, readRootConfig } from "./root-config.js";
import { readStackConfig, type StackConfig } from "./stack-config.js";
import { DEFAULT_WORKSPACE, stateIdentityOf } from "./state-identity.js";
import type { Stack } from "./stacks-report.js";
import { walkRoot, type FileTree } from "./walk.js";
import { addTo } from "./multimap.js";

export interface Discovery {
  root: string;
  tree: FileTree;
  /** Every Terraform/OpenTofu file (relative to the root) → what it declares. */
  terraformFiles: Map<string, TerraformFileFacts>;
  /** Directory → the local module directories its files call. */
  moduleCalls: Map<string, string[]>;
  /** Directory → the local packages (`file:` dependencies) its package.json names. */
  packageLinks: Map<string, string[]>;
  stacks: Stack[];
}

/** Terraform's rule: a local module source begins with ./ or ../. */
function isLocalSource(source: string): boolean {
  return source.startsWith("./") || source.startsWith("../");
}

/** The local module directories that a directory's files call (outside the root: left out). */
export function localModuleDirs(dir: string, facts: readonly TerraformFileFacts[]): string[] {
  const dirs = facts.flatMap((fact) =>
    fact.moduleSources.filter(isLocalSource).flatMap((source) => resolveFrom(dir, source) ?? []),
  );
  return [...new Set(dirs)].filter((called) => called !== dir);
}

async function parseTerraformFiles(
  root: string,
  tree: FileTree,
): Promise<Map<string, TerraformFileFacts>> {
  const files = [...tree].flatMap(([dir, names]) =>
    names.filter(isTerraformFile).map((name) => joinDir(dir, name)),
  );
  // Read synchronously: thousands of small files from the page cache cost less so than as
  // thousands of promises (measured: bench/stacks.mjs).
  const facts = new Map<string, TerraformFileFacts>();
  for (const file of files) {
    facts.set(file, await parseTerraformFile(file, readFileSync(path.join(root, file), "utf8")));
  }
  return facts;
}

export const PULUMI_PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml"];

/** `Pulumi.dev.yaml` → "dev" (the project file itself is no stack file). */
export function pulumiStackName(name: string): string | undefined {
  if (PULUMI_PROJECT_FILES.includes(name) || !name.startsWith("Pulumi.")) return undefined;
  for (const extension of [".yaml", ".yml"]) {
    if (name.endsWith(extension))
      return name.slice("Pulumi.".length, -extension.length) || undefined;
  }
  return undefined;
}

function terraformEngine(config: StackConfig, names: readonly string[]): EngineName {
  if (config.engine === "tofu" || config.engine === "terraform") return config.engine;
  return names.some((name) => name.endsWith(".tofu") || name.endsWith(".tofu.json"))
    ? "tofu"
    : "terraform";
}

function terraformStack(
  dir: string,
  config: StackConfig,
  names: readonly string[],
  facts: readonly TerraformFileFacts[],
): Stack {
  const backend = facts.find((fact) => fact.backend !== undefined)?.backend;
  const state =
    backend === undefined
      ? undefined
      : stateIdentityOf(backend, { dir, workspace: DEFAULT_WORKSPACE });
  return {
    id: dir,
    dir,
    engine: terraformEngine(config, names),
    stack: config.stack ?? "default",
    dependsOnDirs: config.dependsOn,
    varFiles: config.varFiles,
    ...(state === undefined ? {} : { state }),
  };
}

function pulumiStacks(dir: string, config: StackConfig, names: readonly string[]): Stack[] {
  return names.flatMap((name) => {
    const stack = pulumiStackName(name);
    if (stack === undefined) return [];
    return [
      {
        id: `${dir}:${stack}`,
        dir,
        engine: "pulumi" as const,
        stack,
        dependsOnDirs: config.dependsOn,
        varFiles: config.varFiles,
        stackFile: joinDir(dir, name),
      },
    ];
  });
}

export async function discoverStacks(root: string): Promise<Discovery> {
  // Excluded directories are still read: a stack may call a module that lives there.
  const tree = await walkRoot(root);
  const config = await readRootConfig(root, tree.get(".") ?? []);
  const terraformFiles = await parseTerraformFiles(root, tree);
  const factsByDir = new Map<string, TerraformFileFacts[]>();
  for (const [file, facts] of terraformFiles) {
    const dir = path.posix.dirname(file);
    addTo(factsByDir, dir, facts);
  }
  const moduleCalls = new Map(
    [...factsByDir].map(([dir, facts]) => [dir, localModuleDirs(dir, facts)] as const),
  );
  checkIncludes(config, new Set(factsByDir.keys()), tree);
  const included = new Set(config.include);
  const called = new Set([...moduleCalls.values()].flat().filter((dir) => !included.has(dir)));
  const stacks: Stack[] = [];
  const pulumiDirs: string[] = [];
  for (const [dir, names] of tree) {
    const facts = factsByDir.get(dir);
    const isTerraformStack =
      facts !== undefined && (facts.some((fact) => fact.declaresBackend) || !called.has(dir));
    const isPulumiProject = names.some((name) => PULUMI_PROJECT_FILES.includes(name));
    if ((!isTerraformStack && !isPulumiProject) || isExcluded(dir, config)) continue;
    const stackConfig = await readStackConfig(root, dir, names);
    if (isTerraformStack) stacks.push(terraformStack(dir, stackConfig, names, facts ?? []));
    if (isPulumiProject) {
      pulumiDirs.push(dir);
      stacks.push(...pulumiStacks(dir, stackConfig, names));
    }
  }
  const packageLinks = await readPackageLinks(root, tree, pulumiDirs);
  stacks.sort((a, b) => compareIds(a.id, b.id));
  return { root, tree, terraformFiles, moduleCalls, packageLinks, stacks };
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
