/**
 * The drift run's reporting port: what a door does with the report. The CLI prints it as text
 * or as the `--json` document (result.ts); a platform (GitHub issues, a job summary) implements
 * the same port.
 */
import { describeLockHolder } from "../locks/ownership.js";
import { visibleAddress } from "../report/visible.js";
import { driftJson, type DriftReport, type StackDrift } from "./result.js";

export interface DriftReporter {
  report(report: DriftReport): Promise<void>;
}

/** The CLI's reporter: `--json` prints the versioned document, else text for people. */
export function createPrintReporter(print: (text: string) => void, json: boolean): DriftReporter {
  return {
    report(report) {
      print(json ? `${JSON.stringify(driftJson(report))}\n` : formatDrift(report));
      return Promise.resolve();
    },
  };
}

const MARKS: Readonly<Record<StackDrift["status"], string>> = {
  "in-sync": "✓",
  drifted: "~",
  failed: "✗",
  locked: "🔒",
};

/** One line per stack as its check ends (stderr progress). */
export function describeChecked(stack: StackDrift): string {
  const head = `${MARKS[stack.status]} ${stack.id} (${stack.engine}): ${stack.status}`;
  switch (stack.status) {
    case "in-sync":
      return head;
    case "drifted":
      return `${head}, ${stack.resources.length} resource${stack.resources.length === 1 ? "" : "s"}`;
    case "failed":
      return `${head}: ${stack.message.split("\n")[0] ?? ""}`;
    case "locked":
      return `${head}: ${describeLockHolder(stack.holder)}`;
  }
}

/** One stack as the text output shows it: its line, each drifted resource with its attributes and whole diff. */
export function describeStack(stack: StackDrift): string[] {
  const lines = [describeChecked(stack)];
  if (stack.status === "drifted") {
    for (const r of stack.resources) {
      const attributes = r.changedAttributes.length ? ` (${r.changedAttributes.join(", ")})` : "";
      lines.push(`  # ${visibleAddress(r.address)}: ${r.action}${attributes}`);
      if (r.diff.trim() !== "") lines.push(r.diff.replace(/^/gm, "    "));
    }
    for (const o of stack.outputs.filter((output) => output.action !== "no-op")) {
      lines.push(`  output ${o.name}: ${o.action}`);
    }
  }
  if (stack.status === "failed") {
    // The message carries the engine's error diagnostics (engines/*/failures.ts).
    lines.push(...stack.message.split("\n").map((line) => `    ${line}`));
  }
  if (stack.status === "locked")
    lines.push(`    the lock was left as it is: ${stack.message.split("\n")[0] ?? ""}`);
  return lines;
}

/** Every stack (`describeStack`), then the counts and the outcome. */
function formatDrift(report: DriftReport): string {
  const lines = report.stacks.flatMap(describeStack);
  const count = (status: StackDrift["status"]): number =>
    report.stacks.filter((s) => s.status === status).length;
  lines.push(
    `Drift: ${report.stacks.length} stacks: ${count("in-sync")} in sync, ${count("drifted")} drifted, ${count("failed")} failed, ${count("locked")} locked`,
    `Outcome: ${report.status} (exit ${report.exitCode})`,
  );
  return `${lines.join("\n")}\n`;
}
