/** `stackgate stacks` as text for people: one block per wave, deleted stacks last. */
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
  return `${lines.join("\n")}\n`;
}
