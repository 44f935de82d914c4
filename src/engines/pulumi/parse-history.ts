/**
 * Pulumi Cloud update history (`pulumi stack history --json`) and the tag that ties an update to
 * the stackgate run that started it.
 *
 * The JSON is an array, newest first, of `{version, kind, startTime, message, environment,
 * config, result, endTime?, resourceChanges?}`; `result` is `in-progress` while the update holds
 * the stack's lease (endTime and resourceChanges appear once it finished). stackgate passes
 * `--message "... [stackgate run <runId>]"` to every update it starts, so recovery can tell its
 * own dead update from anybody else's before it ever runs `pulumi cancel`.
 */
import { messageOf } from "../../errors.js";
import { truncate } from "../../report/fit.js";

export interface CloudUpdate {
  version: number;
  kind: string;
  startTime: string;
  message: string;
  /** `in-progress`, `succeeded`, `failed`, `not-started`, ... as the service reports it. */
  result: string;
}

const TAG = /\[stackgate run ([^\]\s]+)\]/;

/** The `--message` stackgate gives an update: readable, and tagged with the run id. */
export function updateMessage(verb: string, stack: string, runId: string): string {
  return `stackgate ${verb} of ${stack} [stackgate run ${runId}]`;
}

/** The stackgate run id an update's message was tagged with, or null (not started by stackgate). */
export function runIdOfMessage(message: string): string | null {
  return TAG.exec(message)?.[1] ?? null;
}

/** Reads `pulumi stack history --json`; throws with what was expected and what came. */
export function parseHistory(text: string): CloudUpdate[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() === "" ? "[]" : text);
  } catch (error) {
    throw new Error(
      `expected a JSON array from \`pulumi stack history --json\`, got text that is not JSON (${messageOf(error)}): ${JSON.stringify(truncate(text, 120))}`,
      { cause: error },
    );
  }
  // An empty history prints `null` on some versions (a nil Go slice).
  if (parsed === null) return [];
  if (!Array.isArray(parsed)) {
    throw new Error(
      `expected a JSON array from \`pulumi stack history --json\`, got ${typeof parsed}: ${JSON.stringify(truncate(text, 120))}`,
    );
  }
  return parsed.map((item: unknown, index) => {
    if (typeof item !== "object" || item === null) {
      throw new Error(`stack history entry ${index} is not an object: ${JSON.stringify(item)}`);
    }
    const u = item as Record<string, unknown>;
    if (typeof u.version !== "number" || typeof u.result !== "string") {
      throw new Error(
        `stack history entry ${index} has no numeric "version" and string "result": ${truncate(JSON.stringify(item), 200)}`,
      );
    }
    return {
      version: u.version,
      kind: typeof u.kind === "string" ? u.kind : "",
      startTime: typeof u.startTime === "string" ? u.startTime : "",
      message: typeof u.message === "string" ? u.message : "",
      result: u.result,
    };
  });
}

/** `pulumi cancel` errors that mean "there was nothing left to cancel". */
export function isNothingToCancel(text: string): boolean {
  return /update has already completed|has never been updated/i.test(text);
}
