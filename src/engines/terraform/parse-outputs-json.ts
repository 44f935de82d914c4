/**
 * Reads `terraform output -json` (`{"name": {"sensitive": bool, "type": …, "value": …}}`) into
 * stack outputs, sorted by name. Throws on anything else: the caller decides what a failure
 * means (after an apply it is a warning).
 */
import { messageOf } from "../../errors.js";
import type { StackOutput } from "../../model/change.js";
import { isRecord } from "../../model/json.js";

export function parseOutputsJson(text: string): StackOutput[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() === "" ? "{}" : text);
  } catch (error) {
    throw new Error(`"output -json" printed no JSON: ${messageOf(error)}`, { cause: error });
  }
  if (!isRecord(parsed)) {
    throw new Error(
      `"output -json" printed ${Array.isArray(parsed) ? "an array" : typeof parsed}, expected an object of outputs`,
    );
  }
  return Object.entries(parsed)
    .map(([name, raw]) => {
      if (!isRecord(raw) || !("value" in raw)) {
        throw new Error(`"output -json": output "${name}" has no value`);
      }
      // Anything but an explicit `false` counts as sensitive: never show what may be a secret.
      return { name, value: raw.value, sensitive: raw.sensitive !== false };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
