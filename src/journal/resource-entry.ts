/** The journal entry of an engine's resource event: one mapping for a live run and for recovery. */
import type { EngineEvent } from "../engines/engine.js";
import type { JournalInput, JournalResource, JournalState } from "./entries.js";

const RESOURCE_STATUS = {
  "resource-start": "started",
  "resource-done": "done",
  "resource-failed": "failed",
} as const;

type ResourceInput = Extract<JournalInput, { type: "resource" }>;

/** The resource entry an event stands for, or null when it names no resource change. */
export function resourceEntryOf(event: EngineEvent): ResourceInput | null {
  if (
    (event.kind !== "resource-start" &&
      event.kind !== "resource-done" &&
      event.kind !== "resource-failed") ||
    event.address === undefined ||
    event.action === undefined
  ) {
    return null;
  }
  return {
    type: "resource",
    address: event.address,
    action: event.action,
    status: RESOURCE_STATUS[event.kind],
    ...(event.id !== undefined ? { id: event.id } : {}),
  };
}

/** Folds one more resource entry into a run's state the way `foldJournal` does (last wins). */
export function foldResource(state: JournalState, entry: ResourceInput, at: string): void {
  const existing = state.resources.find(
    (r) => r.address === entry.address && r.action === entry.action,
  );
  if (existing === undefined) {
    const resource: JournalResource = {
      address: entry.address,
      action: entry.action,
      status: entry.status,
      at,
    };
    if (entry.id !== undefined) resource.id = entry.id;
    state.resources.push(resource);
    return;
  }
  existing.status = entry.status;
  existing.at = at;
  if (entry.id !== undefined) existing.id = entry.id;
}
