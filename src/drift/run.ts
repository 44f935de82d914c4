/**
 * `stackgate drift`: every planned stack checked (engines/refresh-plan.ts, at most `concurrency`
 * at once, never a new one after a stop was asked), then summarized (result.ts) and handed to
 * the reporter (reporter.ts).
 */
import type { Engine } from "../command/create-engine.js";
import type { Interrupts } from "../signals/signal-trap.js";
import type { Settings } from "../settings/index.js";
import { checkStack } from "./check.js";
import { summarizeDrift, type DriftReport, type StackDrift } from "./result.js";
import type { Planned } from "./targets.js";

export interface DriftDeps {
  createEngine: (settings: Settings) => Engine;
  interrupts: Pick<Interrupts, "received">;
  /** Told of each stack as its check ends (progress for people). */
  onChecked?: (stack: StackDrift) => void;
}

export async function runDrift(
  planned: readonly Planned[],
  concurrency: number,
  deps: DriftDeps,
): Promise<DriftReport> {
  const results: StackDrift[] = new Array<StackDrift>(planned.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < planned.length) {
      const index = next;
      next += 1;
      const item = planned[index] as Planned;
      const stopped = deps.interrupts.received;
      const result =
        "failed" in item
          ? item.failed
          : stopped !== null
            ? {
                ...item.target,
                durationMs: 0,
                status: "failed" as const,
                message: `not checked: stopped by ${stopped}`,
                diagnostics: [],
              }
            : await checkStack(item.target, item.settings, deps.createEngine);
      results[index] = result;
      deps.onChecked?.(result);
    }
  }
  const workers = Math.max(1, Math.min(concurrency, planned.length));
  await Promise.all(Array.from({ length: workers }, () => worker()));
  return summarizeDrift(results);
}
