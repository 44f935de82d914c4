/**
 * `stackgate stacks [--changed --base REF] [--json] [-C ROOT]`: its flags, and whether a
 * command line names it (the CLI asks before it resolves the settings of an engine run).
 */
import { parseArgs } from "node:util";

import { messageOf } from "../errors.js";
import { usageError } from "../settings/read.js";
import { FLAG_OPTIONS } from "../settings/sources.js";
import { parseShard, type Shard } from "./outputs.js";

const STACKS_COMMAND = "stacks";

const STACKS_OPTIONS = {
  changed: { type: "boolean" },
  base: { type: "string" },
  json: { type: "boolean" },
  shard: { type: "string" },
  workdir: { type: "string", short: "C" },
  help: { type: "boolean", short: "h" },
} as const;

export interface StacksArgs {
  changed: boolean;
  base?: string;
  json: boolean;
  root: string;
  help: boolean;
  shard?: Shard;
}

/** Whether the command line's command is `stacks` (flags may come first: `-C infra stacks`). */
export function namesStacksCommand(argv: readonly string[]): boolean {
  const { positionals } = parseArgs({
    args: [...argv],
    options: { ...FLAG_OPTIONS, ...STACKS_OPTIONS },
    strict: false,
    allowPositionals: true,
  });
  return positionals[0] === STACKS_COMMAND;
}

export function readStacksArgs(argv: readonly string[]): StacksArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: STACKS_OPTIONS, allowPositionals: true });
  } catch (error) {
    throw usageError(
      `stacks: ${messageOf(error)}. It takes --changed, --base REF, --shard I/N, --json and -C ROOT (stackgate stacks --help).`,
      error,
    );
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) {
    throw usageError(
      `stacks: expected no argument besides the command, got ${positionals
        .slice(1)
        .map((p) => `"${p}"`)
        .join(" ")}. Pass the root with -C ROOT.`,
    );
  }
  if (values.changed === true && (values.base === undefined || values.base === "")) {
    throw usageError(
      "stacks --changed: pass --base REF, the branch the change goes into (e.g. --base origin/main); the diff starts at its merge-base with HEAD.",
    );
  }
  if (values.base !== undefined && values.changed !== true) {
    throw usageError(
      `stacks --base "${values.base}": --base only applies with --changed. Add --changed, or leave --base out to list every stack.`,
    );
  }
  const args: StacksArgs = {
    changed: values.changed === true,
    json: values.json === true,
    root: values.workdir ?? ".",
    help: values.help === true,
  };
  if (values.base !== undefined) args.base = values.base;
  if (values.shard !== undefined) args.shard = parseShard("stacks --shard", values.shard);
  return args;
}

export const STACKS_HELP = `Usage: stackgate stacks [--changed --base REF] [--shard I/N] [--json] [-C ROOT]

Lists the stacks under ROOT (default: the current directory), in dependency waves.
  A Terraform/OpenTofu stack: a directory of .tf/.tofu files that declares a backend or cloud
  block, or that no other directory calls as a local module. A Pulumi stack: each
  Pulumi.<stack>.yaml beside a Pulumi.yaml. Dependencies: depends-on: [<stack dir>, …] in the
  stack's stackgate.yml (directories relative to ROOT, or one Pulumi stack as <dir>:<stack>);
  wave 0 depends on no selected stack.
  Optional ROOT/stackgate-stacks.yml: exclude: [dir, …] (no stacks there), include: [dir, …]
  (Terraform directories that are stacks although another directory calls them).

  --changed --base REF  only the stacks the change touches: files changed between the merge-base
                        of REF and HEAD, plus uncommitted and untracked files (their directory, the
                        local modules and packages they use, their var files), then every stack
                        that depends on one of them. Deleted stacks are listed, never planned.
  --shard I/N           only this parallel step's part (0 ≤ I < N): the stacks dealt round-robin in
                        wave order; Bitbucket: --shard $BITBUCKET_PARALLEL_STEP/$BITBUCKET_PARALLEL_STEP_COUNT
  --json                {"base","head","stacks":[{"id","dir","engine","stack","dependsOn","wave","reasons","deleted"}]}
  -C, --workdir ROOT    the repository directory to search (default: .)
`;
