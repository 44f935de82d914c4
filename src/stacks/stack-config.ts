/**
 * A stack's stackgate.yml, read by the settings' own reader (the same file `preview -C <dir>`
 * reads): what `stacks` uses of it is `depends-on`, `var-files`, `stack` and `engine`.
 */
import path from "node:path";

import { EXIT, StackgateError } from "../errors.js";
import { readConfigFile } from "../settings/config-file.js";
import type { Raw } from "../settings/sources.js";
import { joinDir, resolveFrom } from "./paths.js";

export interface StackConfig {
  /** Stack directories relative to the root, normalised. */
  dependsOn: string[];
  /** Relative to the root (var files outside it are left out: no change there is seen). */
  varFiles: string[];
  stack?: string;
  engine?: string;
}

const CONFIG_FILE = "stackgate.yml";

const listOf = (raw: Raw | undefined): string[] =>
  Array.isArray(raw?.value) ? [...(raw.value as readonly string[])] : [];
const textOf = (raw: Raw | undefined): string | undefined =>
  typeof raw?.value === "string" ? raw.value : undefined;

function normaliseDependency(file: string, item: string): string {
  const dir = path.posix.isAbsolute(item) ? undefined : resolveFrom(".", item);
  if (dir === undefined) {
    throw new StackgateError(
      `${file} key depends-on: "${item}" is not a directory under the stacks root. ` +
        `Name the stack by its directory relative to the root, e.g. "envs/prod/network".`,
      EXIT.usage,
    );
  }
  return dir;
}

/** `names`: the directory's regular files (a symbolic link named stackgate.yml is not read). */
export async function readStackConfig(
  root: string,
  dir: string,
  names: readonly string[],
): Promise<StackConfig> {
  const relative = joinDir(dir, CONFIG_FILE);
  if (!names.includes(CONFIG_FILE)) return { dependsOn: [], varFiles: [] };
  const file = path.join(root, relative);
  const raw = await readConfigFile(file, undefined);
  const config: StackConfig = {
    dependsOn: [
      ...new Set(listOf(raw.dependsOn).map((item) => normaliseDependency(relative, item))),
    ],
    varFiles: listOf(raw.varFiles).flatMap((varFile) => resolveFrom(dir, varFile) ?? []),
  };
  const stack = textOf(raw.stack);
  if (stack !== undefined) config.stack = stack;
  const engine = textOf(raw.engine);
  if (engine !== undefined) config.engine = engine;
  return config;
}
