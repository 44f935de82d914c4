/**
 * The Action's observer of the lifecycle (command/events.ts): before each engine operation
 * that changes something, the intent is saved (so a killed main step leaves the post step what
 * it needs), and the long operations' live output goes into a collapsed log group. It only
 * watches: the engine itself is never wrapped, so none of its capabilities can be lost here.
 */
import type { LifecycleEvent, LifecycleObserver } from "../command/events.js";
import type { EngineOperation } from "../engines/engine.js";
import type { Phase } from "../journal/entries.js";
import type { ActionOutput } from "./output.js";
import type { Intent, IntentPhase } from "./state.js";

export type RecordIntent = (intent: Partial<Intent>) => void;

/** A recorder that saves only what changed (the state file gets one line per saved value). */
export function recordChanges(save: RecordIntent): RecordIntent {
  const saved = new Map<keyof Intent, string>();
  return (intent) => {
    const changed: Partial<Intent> = {};
    for (const [key, value] of Object.entries(intent) as Array<[keyof Intent, string]>) {
      if (saved.get(key) === value) continue;
      saved.set(key, value);
      Object.assign(changed, { [key]: value });
    }
    if (Object.keys(changed).length > 0) save(changed);
  };
}

/** Journal phases that name what main is doing; the others (done, failed, …) change nothing here. */
const INTENT_OF_PHASE: Partial<Record<Phase, IntentPhase>> = {
  planning: "planning",
  applying: "applying",
  recovering: "recovering",
};

export function observeForAction(
  output: Pick<ActionOutput, "startGroup" | "endGroup">,
  record: RecordIntent,
): LifecycleObserver {
  return (event: LifecycleEvent) => {
    switch (event.kind) {
      case "phase": {
        const phase = INTENT_OF_PHASE[event.phase];
        if (phase !== undefined) record({ phase });
        return;
      }
      case "operation-start": {
        record(intentOf(event.operation));
        const title = groupTitle(event.operation);
        if (title !== null) output.startGroup(`${event.engine} ${title}`);
        return;
      }
      case "operation-end":
        if (groupTitle(event.operation) !== null) output.endGroup();
        return;
    }
  };
}

function intentOf(operation: EngineOperation): Partial<Intent> {
  switch (operation.name) {
    case "init":
      return { phase: "init" };
    case "plan":
      return { phase: "planning" };
    case "apply":
      // operation.planFile is up's private copy (lifecycle/private-plan.ts); the saved state
      // keeps the plan path the step was given (action/host.ts).
      return { phase: "applying" };
    case "refresh":
    case "push-state":
    case "import":
    case "force-unlock":
    case "cancel-update":
      return { phase: "recovering" };
  }
}

/** The log group of an operation with live engine output; null for the short ones. */
function groupTitle(operation: EngineOperation): string | null {
  switch (operation.name) {
    case "init":
      return "init";
    case "plan":
      return operation.mode === "normal" ? "plan" : `plan (${operation.mode})`;
    case "apply":
      return `apply ${operation.planFile}`;
    case "refresh":
      return "refresh";
    case "push-state":
    case "import":
    case "force-unlock":
    case "cancel-update":
      return null;
  }
}
