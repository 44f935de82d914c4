/**
 * One journaled run of preview or up: the journal is started before the first lock-taking
 * engine operation, every phase is written before the step it names, and every resource the
 * engine reports is written as it happens.
 */
import type { EngineEvent } from "../engines/engine.js";
import type { Settings } from "../settings.js";
import { readBackendConfig } from "../safety/backend-config.js";
import type { Journal, Phase } from "../safety/journal.js";
import { durableStores, openJournal, runHeader } from "../safety/run-journal.js";
import type { LifecycleDeps } from "./deps.js";

const RESOURCE_STATUS = {
  "resource-start": "started",
  "resource-done": "done",
  "resource-failed": "failed",
} as const;

export interface RunSession {
  readonly journal: Journal;
  phase(phase: Phase, extra?: { enginePid?: number; planDigest?: string; note?: string }): void;
  /** Journals resource events, then passes every event on to the output. */
  observe(event: EngineEvent): void;
  /** Runs a step; if it throws, the run ends as `failed` (recover checks it next time). */
  guard<T>(step: () => Promise<T>): Promise<T>;
  /** Writes the final phase and flushes the durable copies. */
  finish(phase: Phase, note?: string): Promise<void>;
}

export function startRunSession(
  settings: Settings,
  deps: LifecycleDeps,
  command: string,
): RunSession {
  const backend = readBackendConfig(settings.workdir, process.env);
  const journal = openJournal(settings, durableStores(settings, backend, process.env), (warning) =>
    deps.output.warn(warning),
  );
  journal.start(runHeader(settings, command));
  const unsubscribe = deps.interrupts.onInterrupt((signal) => {
    journal.record({ type: "phase", phase: "interrupting", note: `${signal} received` });
  });
  let finished = false;
  return {
    journal,
    phase(phase, extra = {}) {
      journal.record({ type: "phase", phase, ...extra });
    },
    observe(event) {
      if (
        (event.kind === "resource-start" ||
          event.kind === "resource-done" ||
          event.kind === "resource-failed") &&
        event.address !== undefined &&
        event.action !== undefined
      ) {
        journal.record({
          type: "resource",
          address: event.address,
          action: event.action,
          status: RESOURCE_STATUS[event.kind],
          ...(event.id !== undefined ? { id: event.id } : {}),
        });
      }
      deps.output.event(event);
    },
    async guard(step) {
      try {
        return await step();
      } catch (error) {
        await this.finish("failed", error instanceof Error ? error.message.slice(0, 200) : "error");
        throw error;
      }
    },
    async finish(phase, note) {
      if (finished) return;
      finished = true;
      unsubscribe();
      journal.record({ type: "phase", phase, ...(note ? { note } : {}) });
      await journal.close();
    },
  };
}
