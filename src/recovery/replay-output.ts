/**
 * A killed stackgate's apply went on writing its output to a file (process/file-output.ts):
 * what the engine reported after stackgate died — creates with their ids, failures — is
 * journaled here, before recovery decides on orphans and unconfirmed creates.
 */
import type { EngineCore } from "../engines/engine.js";
import type { JournalState } from "../journal/entries.js";
import type { Journal } from "../journal/journal.js";
import { foldResource, resourceEntryOf } from "../journal/resource-entry.js";

/**
 * Journals every resource event of the run's kept apply output (the live run journaled the first
 * of them already; a repeat changes nothing, the last entry of an address wins) and folds them
 * into `state`. Returns how many resource events the output held. Call it only once the run's
 * engine is no longer running (stopped or exited), with the run's journal reopened.
 */
export function replayRunOutput(engine: EngineCore, state: JournalState, journal: Journal): number {
  const output = engine.readRunOutput?.(state.header.runId);
  if (output === undefined) return 0;
  let count = 0;
  for (const event of output.events) {
    const entry = resourceEntryOf(event);
    if (entry === null) continue;
    const written = journal.record(entry);
    foldResource(state, entry, written.at);
    count += 1;
  }
  output.forget();
  return count;
}
