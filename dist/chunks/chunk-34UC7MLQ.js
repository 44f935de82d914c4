#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  EXIT,
  FLAG_OPTIONS,
  StackgateError,
  messageOf,
  usageError
} from "./chunk-YKQQDZE5.js";

// src/stacks/outputs.ts
var live = (report) => report.stacks.filter((s) => !s.deleted);
function parseShard(term, value) {
  const [index, count, ...rest] = value.split("/").map((part) => part.trim());
  const isCount = (text) => text !== void 0 && /^\d+$/.test(text);
  const shard = { index: Number(index), count: Number(count) };
  if (rest.length > 0 || !isCount(index) || !isCount(count) || shard.count < 1 || shard.index >= shard.count) {
    throw new StackgateError(
      `${term}: expected INDEX/COUNT with 0 \u2264 INDEX < COUNT (Bitbucket: $BITBUCKET_PARALLEL_STEP/$BITBUCKET_PARALLEL_STEP_COUNT), got "${value}".`,
      EXIT.usage
    );
  }
  return shard;
}
function shardReport(report, shard) {
  const mine = live(report).filter((_, position) => position % shard.count === shard.index);
  const deleted = shard.index === 0 ? report.stacks.filter((stack) => stack.deleted) : [];
  return { ...report, stacks: [...mine, ...deleted] };
}

// src/stacks/stacks-args.ts
import { parseArgs } from "node:util";
var STACKS_COMMAND = "stacks";
var STACKS_OPTIONS = {
  changed: { type: "boolean" },
  base: { type: "string" },
  json: { type: "boolean" },
  shard: { type: "string" },
  workdir: { type: "string", short: "C" },
  help: { type: "boolean", short: "h" }
};
function namesStacksCommand(argv) {
  const { positionals } = parseArgs({
    args: [...argv],
    options: { ...FLAG_OPTIONS, ...STACKS_OPTIONS },
    strict: false,
    allowPositionals: true
  });
  return positionals[0] === STACKS_COMMAND;
}
function readStacksArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: STACKS_OPTIONS, allowPositionals: true });
  } catch (error) {
    throw usageError(
      `stacks: ${messageOf(error)}. It takes --changed, --base REF, --shard I/N, --json and -C ROOT (stackgate stacks --help).`,
      error
    );
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) {
    throw usageError(
      `stacks: expected no argument besides the command, got ${positionals.slice(1).map((p) => `"${p}"`).join(" ")}. Pass the root with -C ROOT.`
    );
  }
  if (values.changed === true && (values.base === void 0 || values.base === "")) {
    throw usageError(
      "stacks --changed: pass --base REF, the branch the change goes into (e.g. --base origin/main); the diff starts at its merge-base with HEAD."
    );
  }
  if (values.base !== void 0 && values.changed !== true) {
    throw usageError(
      `stacks --base "${values.base}": --base only applies with --changed. Add --changed, or leave --base out to list every stack.`
    );
  }
  const args = {
    changed: values.changed === true,
    json: values.json === true,
    root: values.workdir ?? ".",
    help: values.help === true
  };
  if (values.base !== void 0) args.base = values.base;
  if (values.shard !== void 0) args.shard = parseShard("stacks --shard", values.shard);
  return args;
}
var STACKS_HELP = `Usage: stackgate stacks [--changed --base REF] [--shard I/N] [--json] [-C ROOT]

Lists the stacks under ROOT (default: the current directory), in dependency waves.
  A Terraform/OpenTofu stack: a directory of .tf/.tofu files that declares a backend or cloud
  block, or that no other directory calls as a local module. A Pulumi stack: each
  Pulumi.<stack>.yaml beside a Pulumi.yaml. Dependencies: depends-on: [<stack dir>, \u2026] in the
  stack's stackgate.yml (directories relative to ROOT, or one Pulumi stack as <dir>:<stack>);
  wave 0 depends on no selected stack.
  Optional ROOT/stackgate-stacks.yml: exclude: [dir, \u2026] (no stacks there), include: [dir, \u2026]
  (Terraform directories that are stacks although another directory calls them).

  --changed --base REF  only the stacks the change touches: files changed between the merge-base
                        of REF and HEAD, plus uncommitted and untracked files (their directory, the
                        local modules and packages they use, their var files), then every stack
                        that depends on one of them. Deleted stacks are listed, never planned.
  --shard I/N           only this parallel step's part (0 \u2264 I < N): the stacks dealt round-robin in
                        wave order; Bitbucket: --shard $BITBUCKET_PARALLEL_STEP/$BITBUCKET_PARALLEL_STEP_COUNT
  --json                {"base","head","stacks":[{"id","dir","engine","stack","dependsOn","wave","reasons","deleted"}]}
  -C, --workdir ROOT    the repository directory to search (default: .)
`;

export {
  shardReport,
  namesStacksCommand,
  readStacksArgs,
  STACKS_HELP
};
