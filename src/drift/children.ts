/**
 * The engine processes of concurrent drift checks. The signal trap owns one child at a time
 * (the newest) and escalates on it; a stop must reach every running check, or a plan still
 * holding its lock for the read could be killed with the CLI. Each other running child gets
 * one graceful SIGINT when the trap fires (Terraform and Pulumi then stop and release the lock).
 */
import type { RunningProcess } from "../process/runner.js";
import type { SignalTrap } from "../signals/signal-trap.js";

export interface ChildGroup {
  /** Hand every started engine process here (the engine factory's `own`). */
  own(child: RunningProcess): void;
  dispose(): void;
}

export function createChildGroup(trap: SignalTrap): ChildGroup {
  const running = new Set<RunningProcess>();
  let newest: RunningProcess | null = null;
  const stop = trap.onInterrupt(() => {
    // The trap itself stops the child it owns (the newest) and escalates on it.
    for (const child of running) if (child !== newest) child.signal("SIGINT");
  });
  return {
    own(child) {
      running.add(child);
      newest = child;
      trap.own(child);
      void child.done.then(() => running.delete(child));
    },
    dispose: stop,
  };
}
