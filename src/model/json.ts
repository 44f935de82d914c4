/** JSON as the engines and stores hand it over: one object shape and its check, for every parser. */

/** A parsed JSON object. */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
