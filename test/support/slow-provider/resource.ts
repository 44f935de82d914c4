/**
 * The slow provider's one resource type, `slow_thing`: what "really exists" is a marker file
 * `<dir>/<name>.json` (the stand-in for a cloud API's record), written the moment a create is
 * accepted — before the slow part — and removed when a delete finishes. Create, update and delete
 * take `create_seconds` / `update_seconds` / `delete_seconds` (default: env SLOW_PROVIDER_SECONDS,
 * else 0) and cannot be interrupted: the provider's Stop RPC is answered and ignored, as a cloud
 * API in the middle of creating a database does not stop. Every step is appended to the events
 * file named by env SLOW_PROVIDER_EVENTS (one JSON object a line) when that is set.
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { MsgValue, UNKNOWN as UnknownValue } from "./msgpack.js";

type MsgpackModule = typeof import("./msgpack.js");
const msgpack = (await import(new URL("./msgpack.ts", import.meta.url).href)) as MsgpackModule;
const UNKNOWN: typeof UnknownValue = msgpack.UNKNOWN;

export const TYPE_NAME = "slow_thing";

export type MarkerStatus = "creating" | "created" | "updating" | "deleting";

export interface Marker {
  name: string;
  id: string;
  status: MarkerStatus;
  input: string | null;
  /** The object as the provider last knew it (for ReadResource and import). */
  object: { [key: string]: MsgValue };
  pid: number;
  at: string;
}

type Obj = { [key: string]: MsgValue };

const STRING = Buffer.from(JSON.stringify("string"));
const NUMBER = Buffer.from(JSON.stringify("number"));

/** The resource schema in the plugin protocol's shape (tfplugin5 Schema). */
export function thingSchema(): unknown {
  const attr = (
    name: string,
    type: Buffer,
    flags: Record<string, boolean>,
    description: string,
  ) => ({
    name,
    type,
    description,
    ...flags,
  });
  return {
    version: 0,
    block: {
      version: 0,
      attributes: [
        attr("id", STRING, { computed: true }, "Assigned when the create finishes."),
        attr("name", STRING, { required: true }, "Marker file name; changing it replaces."),
        attr(
          "dir",
          STRING,
          { required: true },
          "Directory of the marker files; changing it replaces.",
        ),
        attr("input", STRING, { optional: true }, "Free value; changing it is an in-place update."),
        attr("create_seconds", NUMBER, { optional: true }, "How long a create takes."),
        attr("update_seconds", NUMBER, { optional: true }, "How long an update takes."),
        attr("delete_seconds", NUMBER, { optional: true }, "How long a delete takes."),
      ],
      block_types: [],
    },
  };
}

/** Appends one event line to SLOW_PROVIDER_EVENTS (when set). */
export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  const file = process.env.SLOW_PROVIDER_EVENTS;
  if (!file) return;
  const line = { event, pid: process.pid, at: new Date().toISOString(), ...fields };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

function describe(v: MsgValue | undefined): string {
  if (v === UNKNOWN) return "an unknown value";
  return v === undefined ? "nothing" : JSON.stringify(v);
}

function text(o: Obj, key: string): string {
  const v = o[key];
  if (typeof v !== "string" || v === "") {
    throw new Error(
      `slow_thing: attribute ${key} must be a known, non-empty string, got ${describe(v)}`,
    );
  }
  return v;
}

function seconds(o: Obj, key: string): number {
  const v = o[key];
  if (typeof v === "number") return v;
  const fallback = Number(process.env.SLOW_PROVIDER_SECONDS ?? "0");
  return Number.isFinite(fallback) ? fallback : 0;
}

function markerPath(o: Obj): string {
  return path.join(text(o, "dir"), `${text(o, "name")}.json`);
}

function writeMarker(o: Obj, status: MarkerStatus, id: string): void {
  const marker: Marker = {
    name: text(o, "name"),
    id,
    status,
    input: typeof o.input === "string" ? o.input : null,
    object: { ...o, id },
    pid: process.pid,
    at: new Date().toISOString(),
  };
  mkdirSync(text(o, "dir"), { recursive: true });
  writeFileSync(markerPath(o), `${JSON.stringify(marker)}\n`);
}

/** Reads the marker of a resource, or null when it does not exist. */
export function readMarker(dir: string, name: string): Marker | null {
  const file = path.join(dir, `${name}.json`);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as Marker;
}

function asObject(v: MsgValue): Obj | null {
  if (v === null) return null;
  if (v === UNKNOWN || typeof v !== "object" || Array.isArray(v)) {
    throw new Error(`slow_thing: expected an object value, got ${describe(v)}`);
  }
  return v;
}

export interface Planned {
  planned: MsgValue;
  requiresReplace: string[];
}

/** PlanResourceChange: an unknown id on create, the prior id on update, replace on name/dir. */
export function planThing(prior: MsgValue, proposed: MsgValue): Planned {
  const next = asObject(proposed);
  const before = asObject(prior);
  if (next === null) return { planned: null, requiresReplace: [] };
  if (before === null) return { planned: { ...next, id: UNKNOWN }, requiresReplace: [] };
  const requiresReplace = ["name", "dir"].filter((k) => next[k] !== before[k]);
  const id = requiresReplace.length > 0 ? UNKNOWN : (before.id ?? UNKNOWN);
  return { planned: { ...next, id }, requiresReplace };
}

/** ApplyResourceChange: create, update or delete, each taking its configured time. */
export async function applyThing(prior: MsgValue, planned: MsgValue): Promise<MsgValue> {
  const before = asObject(prior);
  const after = asObject(planned);
  if (after === null) {
    if (before === null) return null;
    const name = text(before, "name");
    const id = typeof before.id === "string" ? before.id : thingId(before);
    writeMarker(before, "deleting", id);
    logEvent("delete-start", { name });
    await sleep(seconds(before, "delete_seconds") * 1000);
    rmSync(markerPath(before), { force: true });
    logEvent("delete-done", { name });
    return null;
  }
  const name = text(after, "name");
  const id = before !== null && typeof before.id === "string" ? before.id : thingId(after);
  const op = before === null ? "create" : "update";
  writeMarker(after, op === "create" ? "creating" : "updating", id);
  logEvent(`${op}-start`, { name });
  await sleep(seconds(after, `${op}_seconds`) * 1000);
  writeMarker(after, "created", id);
  logEvent(`${op}-done`, { name });
  return { ...after, id };
}

/** The id names the marker, so that an import can find it: `<name>@<dir>`. */
function thingId(o: Obj): string {
  return `${text(o, "name")}@${text(o, "dir")}`;
}

/** ImportResourceState: the object recorded in the marker the id names; null when none. */
export function importThing(id: string): MsgValue {
  const at = id.indexOf("@");
  if (at <= 0) throw new Error(`slow_thing import: expected an id "<name>@<dir>", got "${id}"`);
  const marker = readMarker(id.slice(at + 1), id.slice(0, at));
  if (marker === null) return null;
  return { ...marker.object, id };
}

/** ReadResource: the resource is gone when its marker is (someone deleted it "in the cloud"). */
export function readThing(current: MsgValue): MsgValue {
  const state = asObject(current);
  if (state === null) return null;
  const marker = readMarker(text(state, "dir"), text(state, "name"));
  if (marker === null) return null;
  return { ...state, input: marker.input };
}
