/**
 * `stackgate-stacks.yml` at the stacks root, optional, for where discovery is not enough:
 *
 *   exclude: [modules/vpc/examples, test/fixtures]  # directories (and all below) holding no stack
 *   include: [bootstrap/state]                      # Terraform directories that are stacks
 *                                                   # although another directory calls them
 *
 * A stack's name is its stackgate.yml's `stack`. Like everything in the checkout, the file only
 * shapes the list; it decides nothing about approval or locks.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { EXIT, StackgateError, messageOf } from "../errors.js";
import { resolveFrom } from "./paths.js";
import type { FileTree } from "./walk.js";

const ROOT_CONFIG_FILE = "stackgate-stacks.yml";

export interface RootConfig {
  exclude: string[];
  include: string[];
}

const KEYS = ["exclude", "include"] as const;

function invalid(message: string, cause?: unknown): StackgateError {
  return new StackgateError(
    `${ROOT_CONFIG_FILE}: ${message}`,
    EXIT.usage,
    cause === undefined ? undefined : { cause },
  );
}

function readDirectories(key: string, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw invalid(
      `"${key}" must be a list of directories relative to the root, e.g. [modules/vpc/examples].`,
    );
  }
  return value.map((item: string) => {
    const dir = path.posix.isAbsolute(item) ? undefined : resolveFrom(".", item);
    if (dir === undefined) {
      throw invalid(
        `"${key}": "${item}" is not a directory under the root. Give it relative to the root.`,
      );
    }
    return dir;
  });
}

/** The root's file when it is a regular file there (`rootFiles`: the root's regular files). */
export async function readRootConfig(
  root: string,
  rootFiles: readonly string[],
): Promise<RootConfig> {
  if (!rootFiles.includes(ROOT_CONFIG_FILE)) return { exclude: [], include: [] };
  let document: unknown;
  try {
    // The default export: the bundle's chunk of yaml (CommonJS) has no named ones.
    const { default: yaml } = await import("yaml");
    document = yaml.parse(readFileSync(path.join(root, ROOT_CONFIG_FILE), "utf8"));
  } catch (error) {
    throw invalid(
      `not valid YAML (${messageOf(error).split("\n")[0] ?? ""}). Fix the file or remove it.`,
      error,
    );
  }
  if (document === null || document === undefined) return { exclude: [], include: [] };
  if (typeof document !== "object" || Array.isArray(document)) {
    throw invalid(
      `expected a mapping with "exclude" and/or "include", got ${Array.isArray(document) ? "a list" : typeof document}.`,
    );
  }
  const entries = Object.entries(document as Record<string, unknown>);
  const unknown = entries.find(([key]) => !(KEYS as readonly string[]).includes(key));
  if (unknown !== undefined) {
    throw invalid(`unknown key "${unknown[0]}": it takes ${KEYS.join(" and ")}.`);
  }
  const config: RootConfig = { exclude: [], include: [] };
  for (const [key, value] of entries)
    config[key as (typeof KEYS)[number]] = readDirectories(key, value);
  return config;
}

/** Whether `dir` is an excluded directory or lies under one. */
export function isExcluded(dir: string, config: RootConfig): boolean {
  return config.exclude.some(
    (excluded) => excluded === "." || dir === excluded || dir.startsWith(`${excluded}/`),
  );
}

/** Every `include` must name a directory of Terraform files (else it is a typo). */
export function checkIncludes(
  config: RootConfig,
  terraformDirs: ReadonlySet<string>,
  tree: FileTree,
): void {
  for (const dir of config.include) {
    if (terraformDirs.has(dir)) continue;
    const where = tree.has(dir) ? "has no .tf/.tofu files" : "does not exist (or is excluded)";
    throw invalid(
      `include "${dir}" ${where}: include names Terraform/OpenTofu directories that discovery would take for modules.`,
    );
  }
}
