/** `stackgate stacks` as text for people: one block per wave, deleted stacks last. */
import { EXIT, StackgateError } from "../errors.js";
import type { StacksArgs } from "./stacks-args.js";
import type { StackReport, StacksReport } from "./stacks-report.js";

function describeStack(stack: StackReport): string[] {
  const lines = [`  ${stack.id}  (${stack.engine}, --stack ${stack.stack})`];
  for (const reason of stack.reasons) lines.push(`      ${reason}`);
  return lines;
}

export function formatStacks(report: StacksReport, args: StacksArgs): string {
  const live = report.stacks.filter((stack) => !stack.deleted);
  const deleted = report.stacks.filter((stack) => stack.deleted);
  const lines: string[] = [];
  if (report.base !== null) {
    lines.push(
      `${live.length} stack${live.length === 1 ? "" : "s"} touched by the changes from ${report.base.slice(0, 12)} ` +
        `(merge-base of ${args.base ?? ""} and HEAD) to ${report.head?.slice(0, 12) ?? "HEAD"} and the working tree`,
    );
  } else lines.push(`${live.length} stack${live.length === 1 ? "" : "s"}`);
  const waves = [...new Set(live.map((stack) => stack.wave ?? 0))];
  for (const wave of waves) {
    lines.push(`wave ${wave}`);
    for (const stack of live.filter((s) => s.wave === wave)) lines.push(...describeStack(stack));
  }
  if (deleted.length > 0) {
    lines.push("deleted (reported, never planned)");
    for (const stack of deleted) lines.push(...describeStack(stack));
  }
  lines.push(...describeSharedStates(report).map((line) => `✖ ${line}`));
  return `${lines.join("\n")}\n`;
}

export function hasSharedState(report: StacksReport): boolean {
  return report.stacks.some((stack) => stack.sharesStateWith !== undefined);
}

/** The configuration error of a report with stacks on one state (the Action's and Pipe's). */
export function sharedStateError(report: StacksReport): StackgateError | undefined {
  const lines = describeSharedStates(report);
  return lines.length === 0 ? undefined : new StackgateError(lines.join(" "), EXIT.usage);
}

/** One line per state that two or more reported stacks share, naming them all. */
function describeSharedStates(report: StacksReport): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const stack of report.stacks) {
    if (stack.sharesStateWith === undefined || seen.has(stack.id)) continue;
    const ids = [stack.id, ...stack.sharesStateWith];
    for (const id of ids) seen.add(id);
    lines.push(
      `stacks ${ids.map((id) => `"${id}"`).join(" and ")} use the same state (${stack.sharedState ?? "unknown"}): ` +
        "one stack is one state: give each its own key/workspace (the backend block's key, or backend-config/workspace in each stack's job).",
    );
  }
  return lines;
}
