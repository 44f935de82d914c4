/**
 * Pulumi engine events (the apitype `EngineEvent` JSON that `pulumi up|refresh|destroy --json`
 * prints one per line, and `--event-log` writes): a reader that accepts NDJSON and concatenated
 * pretty-printed objects alike, the mapping to stackgate's live events (and so to the journal),
 * and a tally that reproduces the engine's own `summaryEvent.resourceChanges`.
 *
 * `cancelEvent: {}` ends every stream: it is not a cancellation. A cancellation is an error
 * diagnostic "update canceled" (then `summaryEvent.result = "failed"` on CLIs since 3.237).
 */
import type { Diagnostic } from "../../model/change.js";
import type { EngineEvent } from "../engine.js";
import { toDiagnostic } from "./parse-preview.js";
import { isRecord, type JsonObject } from "../../model/json.js";
import { stripColor } from "./values.js";

type EventAction = NonNullable<EngineEvent["action"]>;

/** Halves of a replacement: the engine counts the `replace` step once, never these. */
const REPLACEMENT_HALVES = new Set([
  "create-replacement",
  "delete-replaced",
  "read-replacement",
  "discard-replaced",
  "import-replacement",
]);

const OP_ACTIONS: Readonly<Record<string, EventAction>> = {
  create: "create",
  import: "create",
  update: "update",
  delete: "delete",
  replace: "replace",
  "create-replacement": "replace",
  "delete-replaced": "replace",
  "import-replacement": "replace",
  read: "read",
  "read-replacement": "read",
  refresh: "read",
};

const CANCELED = /\b(update|refresh|destroy|import|preview) (canceled|cancelled)\b/i;

/** Upper bound of one buffered multi-line object, so a broken stream cannot grow memory. */
const MAX_PENDING_CHARS = 8 * 1024 * 1024;

export type ReadItem = { kind: "event"; event: JsonObject } | { kind: "text"; text: string };

/**
 * Line-fed reader: a line that is a whole JSON object is an event at once; a line that opens an
 * object which does not parse yet is buffered until the object closes (pretty-printed streams).
 * Anything else is plain text (the CLI's own messages on the same stream).
 */
export class EventStreamReader {
  private pending: string[] = [];
  private pendingChars = 0;

  push(line: string): ReadItem[] {
    const text = line.replace(/\r$/, "");
    if (this.pending.length === 0) {
      const trimmed = text.trim();
      if (trimmed === "") return [];
      if (!trimmed.startsWith("{")) return [{ kind: "text", text }];
      const parsed = tryParse(trimmed);
      if (parsed !== undefined) return [toItem(parsed, text)];
      this.pending = [text];
      this.pendingChars = text.length;
      return [];
    }
    this.pending.push(text);
    this.pendingChars += text.length + 1;
    const joined = this.pending.join("\n");
    const parsed = tryParse(joined);
    if (parsed !== undefined) {
      this.pending = [];
      this.pendingChars = 0;
      return [toItem(parsed, joined)];
    }
    if (this.pendingChars > MAX_PENDING_CHARS) return this.flush();
    return [];
  }

  /** Whatever is still buffered, as text (the stream ended inside an object). */
  end(): ReadItem[] {
    return this.flush();
  }

  private flush(): ReadItem[] {
    const items: ReadItem[] = this.pending.map((t) => ({ kind: "text", text: t }));
    this.pending = [];
    this.pendingChars = 0;
    return items;
  }
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toItem(parsed: unknown, text: string): ReadItem {
  return isRecord(parsed) ? { kind: "event", event: parsed } : { kind: "text", text };
}

/** A whole stream (a recorded event log or captured stdout) → its engine events, in order. */
export function parseEventStream(text: string): JsonObject[] {
  const reader = new EventStreamReader();
  const events: JsonObject[] = [];
  const take = (items: ReadItem[]): void => {
    for (const item of items) if (item.kind === "event") events.push(item.event);
  };
  for (const line of text.split("\n")) take(reader.push(line));
  take(reader.end());
  return events;
}

interface StepMetadata {
  op: string;
  urn: string;
  type: string;
  old?: JsonObject;
  new?: JsonObject;
}

function metadataOf(payload: unknown): StepMetadata | null {
  if (!isRecord(payload) || !isRecord(payload.metadata)) return null;
  const m = payload.metadata;
  if (typeof m.op !== "string" || typeof m.urn !== "string") return null;
  const meta: StepMetadata = {
    op: m.op,
    urn: m.urn,
    type: typeof m.type === "string" ? m.type : "",
  };
  if (isRecord(m.old)) meta.old = m.old;
  if (isRecord(m.new)) meta.new = m.new;
  return meta;
}

function idOf(meta: StepMetadata): string | undefined {
  const fromNew = meta.new?.id;
  if (typeof fromNew === "string" && fromNew !== "") return fromNew;
  const fromOld = meta.old?.id;
  return typeof fromOld === "string" && fromOld !== "" ? fromOld : undefined;
}

/** Change counts of a `resourceChanges` map, in the shape the lifecycle reports. */
export function countsOf(
  changes: Readonly<Record<string, number>>,
): NonNullable<EngineEvent["counts"]> {
  const n = (op: string): number => changes[op] ?? 0;
  return {
    add: n("create") + n("replace") + n("import") + n("import-replacement"),
    change: n("update"),
    remove: n("delete") + n("replace"),
    import: n("import") + n("import-replacement"),
  };
}

/** One engine event → the live events stackgate shows and journals (none for `same` steps). */
export function toEngineEvents(event: JsonObject): EngineEvent[] {
  if (isRecord(event.resourcePreEvent)) {
    const meta = metadataOf(event.resourcePreEvent);
    if (!meta || meta.op === "same") return [];
    const action = OP_ACTIONS[meta.op];
    const planning = event.resourcePreEvent.planning === true;
    if (!action || planning) return [{ kind: "progress", message: `${meta.op} ${meta.urn}` }];
    return [
      { kind: "resource-start", message: `${meta.op} ${meta.urn}`, address: meta.urn, action },
    ];
  }
  if (isRecord(event.resOutputsEvent)) {
    const meta = metadataOf(event.resOutputsEvent);
    if (!meta || meta.op === "same") return [];
    const action = OP_ACTIONS[meta.op];
    if (!action || event.resOutputsEvent.planning === true) return [];
    const done: EngineEvent = {
      kind: "resource-done",
      message: `${meta.op} ${meta.urn}: done`,
      address: meta.urn,
      action,
    };
    const id = meta.op === "delete" || meta.op === "delete-replaced" ? undefined : idOf(meta);
    if (id !== undefined) done.id = id;
    return [done];
  }
  if (isRecord(event.resOpFailedEvent)) {
    const meta = metadataOf(event.resOpFailedEvent);
    if (!meta) return [];
    const status = event.resOpFailedEvent.status;
    const failed: EngineEvent = {
      kind: "resource-failed",
      message: `${meta.op} ${meta.urn}: failed${typeof status === "number" ? ` (status ${status})` : ""}`,
      address: meta.urn,
    };
    const action = OP_ACTIONS[meta.op];
    if (action) failed.action = action;
    return [failed];
  }
  if (isRecord(event.diagnosticEvent)) {
    const d = toDiagnostic(event.diagnosticEvent);
    if (d) return [{ kind: "diagnostic", message: d.summary, diagnostic: d }];
    const severity = event.diagnosticEvent.severity;
    const message = stripColor(str(event.diagnosticEvent.message)).trimEnd();
    if ((severity === "info" || severity === "info#err") && message.trim() !== "") {
      return [{ kind: "log", message }];
    }
    return [];
  }
  if (isRecord(event.policyEvent)) {
    const p = event.policyEvent;
    const level = p.enforcementLevel;
    const diagnostic: Diagnostic = {
      severity: level === "mandatory" || level === "remediate" ? "error" : "warning",
      summary: `policy ${str(p.policyPackName)}/${str(p.policyName)}: ${stripColor(str(p.description)).trim()}`,
      detail: stripColor(str(p.message)).trim(),
    };
    if (typeof p.resourceUrn === "string" && p.resourceUrn !== "")
      diagnostic.address = p.resourceUrn;
    return [{ kind: "diagnostic", message: diagnostic.summary, diagnostic }];
  }
  if (isRecord(event.stdoutEvent)) {
    const message = stripColor(str(event.stdoutEvent.message)).trimEnd();
    return message.trim() === "" ? [] : [{ kind: "log", message }];
  }
  if (isRecord(event.summaryEvent)) {
    const changes = readChanges(event.summaryEvent.resourceChanges);
    const counts = countsOf(changes);
    const result = event.summaryEvent.result;
    return [
      {
        kind: "summary",
        message:
          `Resources: ${counts.add} added, ${counts.change} changed, ${counts.remove} removed` +
          (typeof result === "string" ? ` (${result})` : ""),
        counts,
      },
    ];
  }
  if (isRecord(event.preludeEvent))
    return [{ kind: "progress", message: "pulumi: operation started" }];
  return [];
}

function readChanges(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (!isRecord(value)) return out;
  for (const [op, n] of Object.entries(value)) if (typeof n === "number") out[op] = n;
  return out;
}

export interface EngineSummary {
  resourceChanges: Record<string, number>;
  maybeCorrupt?: boolean;
  /** `succeeded` / `failed` (CLIs since 3.237). */
  result?: string;
  isPreview?: boolean;
}

/**
 * Everything a finished (or cut-off) stream says: the engine's summary when it arrived, counts
 * of steps as the engine counts them, diagnostics, failed resources, and whether it was canceled.
 */
export class EventTally {
  readonly diagnostics: Diagnostic[] = [];
  readonly failed: string[] = [];
  summary: EngineSummary | null = null;
  canceled = false;
  ended = false;
  private planning = false;
  private readonly started = new Map<string, string>();
  private readonly done = new Map<string, string>();

  observe(event: JsonObject): void {
    const pre = metadataOf(event.resourcePreEvent);
    if (pre) {
      if (isRecord(event.resourcePreEvent) && event.resourcePreEvent.planning === true)
        this.planning = true;
      this.started.set(`${pre.urn}\u0000${pre.op}`, pre.op);
    }
    const out = metadataOf(event.resOutputsEvent);
    if (out) {
      if (isRecord(event.resOutputsEvent) && event.resOutputsEvent.planning === true)
        this.planning = true;
      this.done.set(`${out.urn}\u0000${out.op}`, out.op);
    }
    const failed = metadataOf(event.resOpFailedEvent);
    if (failed) this.failed.push(failed.urn);
    if (isRecord(event.diagnosticEvent)) {
      const d = toDiagnostic(event.diagnosticEvent);
      if (d) {
        this.diagnostics.push(d);
        if (d.severity === "error" && CANCELED.test(d.summary)) this.canceled = true;
      }
    }
    if (isRecord(event.policyEvent)) {
      for (const e of toEngineEvents(event)) if (e.diagnostic) this.diagnostics.push(e.diagnostic);
    }
    if (isRecord(event.summaryEvent)) {
      const s = event.summaryEvent;
      const summary: EngineSummary = { resourceChanges: readChanges(s.resourceChanges) };
      if (typeof s.maybeCorrupt === "boolean") summary.maybeCorrupt = s.maybeCorrupt;
      if (typeof s.result === "string") summary.result = s.result;
      if (typeof s.isPreview === "boolean") summary.isPreview = s.isPreview;
      this.summary = summary;
    }
    if (isRecord(event.cancelEvent)) this.ended = true;
  }

  /**
   * Step counts as the engine's summary reports them: in a preview every planned step, in an
   * update every completed step (a `same` step completes as it starts); one per resource and
   * operation, the halves of a replacement not counted.
   */
  counts(): Record<string, number> {
    const preview = this.planning || this.summary?.isPreview === true;
    const counted = new Map<string, string>();
    for (const [key, op] of this.started) if (preview || op === "same") counted.set(key, op);
    if (!preview) for (const [key, op] of this.done) counted.set(key, op);
    const counts: Record<string, number> = {};
    for (const op of counted.values()) {
      if (REPLACEMENT_HALVES.has(op)) continue;
      counts[op] = (counts[op] ?? 0) + 1;
    }
    return counts;
  }

  /** URNs whose step started and never completed nor failed (in flight when the stream stopped). */
  inFlight(): string[] {
    const finished = new Set([...this.done.keys()]);
    const failed = new Set(this.failed);
    return [...this.started.entries()]
      .filter(
        ([key, op]) =>
          op !== "same" && !finished.has(key) && !failed.has(key.split("\u0000")[0] ?? ""),
      )
      .map(([key]) => key.split("\u0000")[0] ?? "");
  }
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}
