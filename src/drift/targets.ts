/**
 * Which stacks `drift` checks: the settings' own stack, or (`--all-stacks`) every stack that
 * `stackgate stacks` discovers under the workdir, each with its own settings, resolved as if
 * the command line named its directory (its stackgate.yml is read, its engine and stack name
 * come from discovery unless the command line gives them).
 */
import path from "node:path";
import { parseArgs } from "node:util";

import { messageOf } from "../errors.js";
import { FLAG_OPTIONS, type Settings } from "../settings/index.js";
import { discoverStacks } from "../stacks/discover.js";
import type { Stack } from "../stacks/stacks-report.js";
import type { DriftTarget, StackDrift } from "./result.js";

export type Planned =
  { target: DriftTarget; settings: Settings } | { target: DriftTarget; failed: StackDrift };

/** Flags the per-stack command line replaces (the directory) or drops (the fan-out). */
const REPLACED_FLAGS = new Set(["workdir", "all-stacks"]);

/**
 * The run's command line for one stack: `-C <dir>` instead of the run's directory, without
 * `--all-stacks`, and `--engine`/`--stack` from discovery when the command line has none.
 */
function argvForStack(argv: readonly string[], stack: Stack, dir: string): string[] {
  const { tokens } = parseArgs({
    args: [...argv],
    options: FLAG_OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const dropped = new Set<number>();
  const given = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    given.add(token.name);
    if (!REPLACED_FLAGS.has(token.name)) continue;
    dropped.add(token.index);
    if (token.value !== undefined && !token.inlineValue) dropped.add(token.index + 1);
  }
  return [
    ...argv.filter((_, index) => !dropped.has(index)),
    "-C",
    dir,
    ...(given.has("engine") ? [] : ["--engine", stack.engine]),
    ...(given.has("stack") ? [] : ["--stack", stack.stack]),
  ];
}

export async function planTargets(
  settings: Settings,
  resolveFor: (argv: string[]) => Promise<Settings>,
  argv: readonly string[],
): Promise<Planned[]> {
  if (!settings.allStacks) {
    const target: DriftTarget = {
      id: ".",
      dir: settings.workdir,
      engine: settings.engine,
      stack: settings.stack,
    };
    return [{ target, settings }];
  }
  const discovery = await discoverStacks(settings.workdir);
  return Promise.all(
    discovery.stacks.map(async (stack): Promise<Planned> => {
      const dir = path.resolve(settings.workdir, stack.dir);
      const target: DriftTarget = { id: stack.id, dir, engine: stack.engine, stack: stack.stack };
      try {
        const own = await resolveFor(argvForStack(argv, stack, dir));
        return { target: { ...target, engine: own.engine, stack: own.stack }, settings: own };
      } catch (error) {
        const message = `settings of stack ${stack.id}: ${messageOf(error)}`;
        return {
          target,
          failed: { ...target, durationMs: 0, status: "failed", message, diagnostics: [] },
        };
      }
    }),
  );
}
