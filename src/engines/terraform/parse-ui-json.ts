/**
 * Reads Terraform/OpenTofu's machine-readable UI stream (`plan|apply -json`, one JSON message
 * per line) into engine events. Never throws: a line it cannot read becomes a log event.
 */
import type { Diagnostic, SourceLocation, StackOutput } from "../../model/change.js";
import type { EngineEvent } from "../engine.js";
import { isRecord, type JsonObject } from "../../model/json.js";

export type ChangeCounts = NonNullable<EngineEvent["counts"]>;
type EventAction = NonNullable<EngineEvent["action"]>;
const EVENT_ACTIONS: readonly EventAction[] = ["create", "update", "delete", "read", "replace"];

/** Hook messages about one resource that are neither its completion nor its failure. */
const RESOURCE_PROGRESS = new Set([
  "apply_start",
  "apply_progress",
  "refresh_start",
  "refresh_complete",
  "provision_start",
  "provision_progress",
  "provision_complete",
  "provision_errored",
  "ephemeral_op_start",
  "ephemeral_op_progress",
  "ephemeral_op_complete",
  "ephemeral_op_errored",
]);

/** One line of the `-json` UI stream → an event; null for an empty line. */
export function parseUiJsonLine(line: string): EngineEvent | null {
  const text = line.replace(/\r$/, "");
  if (text.trim() === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: "log", message: text };
  }
  return isRecord(parsed) ? toEvent(parsed, text) : { kind: "log", message: text };
}

/**
 * A whole stream: NDJSON as the engines print it, or a JSON array of messages (the form the
 * OpenTofu equivalence-test harness stores).
 */
export function parseUiJsonStream(text: string): EngineEvent[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) {
        return parsed.map((item) =>
          isRecord(item)
            ? toEvent(item, JSON.stringify(item))
            : { kind: "log", message: String(item) },
        );
      }
    } catch {
      // Not one JSON document: read it line by line below.
    }
  }
  return text
    .split("\n")
    .map(parseUiJsonLine)
    .filter((event): event is EngineEvent => event !== null);
}

/** A message as a line or an already parsed object → the object (null when not JSON). */
function messageValue(message: unknown): unknown {
  if (typeof message !== "string") return message;
  try {
    return JSON.parse(message) as unknown;
  } catch {
    return null;
  }
}

/**
 * Counts of a `change_summary` message (a line or an already parsed object); null for any other
 * message. `import` is present only when the engine reports it.
 */
export function parseChangeSummary(message: unknown): ChangeCounts | null {
  const value = messageValue(message);
  if (!isRecord(value) || value.type !== "change_summary" || !isRecord(value.changes)) return null;
  const { add, change, remove, import: imported } = value.changes;
  if (typeof add !== "number" || typeof change !== "number" || typeof remove !== "number") {
    return null;
  }
  const counts: ChangeCounts = { add, change, remove };
  if (typeof imported === "number") counts.import = imported;
  return counts;
}

/**
 * The root module's outputs from the `outputs` message an apply ends with (Terraform 1.11,
 * OpenTofu 1.11: `{"type":"outputs","outputs":{NAME:{"sensitive":…,"type":…,"value":…}}}`),
 * sorted by name as `output -json` reads them; null for any other message. A plan's `outputs`
 * message (each with an `action`, no value) is not one. A sensitive output arrives without its
 * value: it is read as sensitive with `value` undefined (`complete` false), so a caller that
 * needs every value reads them elsewhere.
 */
export function parseOutputsMessage(
  message: unknown,
): { outputs: StackOutput[]; complete: boolean } | null {
  const value = messageValue(message);
  if (!isRecord(value) || value.type !== "outputs" || !isRecord(value.outputs)) return null;
  const outputs: StackOutput[] = [];
  let complete = true;
  for (const [name, raw] of Object.entries(value.outputs)) {
    if (!isRecord(raw) || "action" in raw) return null;
    // Anything but an explicit `false` counts as sensitive, as in parse-outputs-json.ts.
    const sensitive = raw.sensitive !== false;
    if (!("value" in raw)) {
      if (!sensitive) return null;
      complete = false;
    }
    outputs.push({ name, value: raw.value, sensitive });
  }
  outputs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { outputs, complete };
}

function toEvent(message: JsonObject, raw: string): EngineEvent {
  const type = typeof message.type === "string" ? message.type : "";
  const text = typeof message["@message"] === "string" ? message["@message"] : raw;
  if (type === "diagnostic") return toDiagnosticEvent(message, text);
  if (type === "change_summary") {
    const counts = parseChangeSummary(message);
    return counts === null
      ? { kind: "summary", message: text }
      : { kind: "summary", message: text, counts };
  }
  if (type === "apply_start") {
    return withHook({ kind: "resource-start", message: text }, message.hook);
  }
  if (type === "apply_complete")
    return withHook({ kind: "resource-done", message: text }, message.hook);
  if (type === "apply_errored")
    return withHook({ kind: "resource-failed", message: text }, message.hook);
  if (RESOURCE_PROGRESS.has(type))
    return withHook({ kind: "progress", message: text }, message.hook);
  if (type === "planned_change" || type === "resource_drift") {
    return withHook({ kind: "progress", message: text }, message.change);
  }
  return { kind: "log", message: text };
}

/** Copies address, action and id from a `hook` or `change` object that has `resource.addr`. */
function withHook(event: EngineEvent, hook: unknown): EngineEvent {
  if (!isRecord(hook)) return event;
  const resource = hook.resource;
  if (isRecord(resource) && typeof resource.addr === "string") event.address = resource.addr;
  const action = EVENT_ACTIONS.find((a) => a === hook.action);
  if (action !== undefined) event.action = action;
  if (typeof hook.id_value === "string") event.id = hook.id_value;
  return event;
}

function toDiagnosticEvent(message: JsonObject, text: string): EngineEvent {
  const raw = isRecord(message.diagnostic) ? message.diagnostic : {};
  const severity =
    raw.severity === "error" || raw.severity === "warning"
      ? raw.severity
      : message["@level"] === "error"
        ? "error"
        : "warning";
  const diagnostic: Diagnostic = {
    severity,
    summary: typeof raw.summary === "string" ? raw.summary : text,
    detail: typeof raw.detail === "string" ? raw.detail : "",
  };
  const location = locationOf(raw);
  if (location !== null) diagnostic.location = location;
  const event: EngineEvent = { kind: "diagnostic", message: text, diagnostic };
  if (typeof raw.address === "string" && raw.address !== "") {
    diagnostic.address = raw.address;
    event.address = raw.address;
  }
  return event;
}

/** The diagnostic's `range` (file, start line) and its snippet's `context`, when given. */
function locationOf(raw: JsonObject): SourceLocation | null {
  const range = isRecord(raw.range) ? raw.range : null;
  const start = range && isRecord(range.start) ? range.start : null;
  if (typeof range?.filename !== "string" || range.filename === "") return null;
  if (typeof start?.line !== "number" || !Number.isInteger(start.line) || start.line < 1) {
    return null;
  }
  const location: SourceLocation = { file: range.filename, line: start.line };
  const snippet = isRecord(raw.snippet) ? raw.snippet : null;
  if (typeof snippet?.context === "string" && snippet.context !== "") {
    location.context = snippet.context;
  }
  return location;
}
