/**
 * How string values are written into diff lines: invisible characters escaped, whitespace made
 * visible where it is the change, and JSON or YAML text decoded for a structural diff.
 */
import { parse as parseYaml } from "yaml";
import { escapeInvisible } from "../../report/visible.js";

/**
 * One line of text as a diff line shows it: invisible characters escaped; with `mark`, spaces
 * as `·` and tabs as `→` (a change only in whitespace), and an empty line said in words.
 */
export function visibleLine(line: string, mark = false): string {
  const escaped = escapeInvisible(line);
  if (!mark) return escaped;
  if (escaped === "") return "(empty line)";
  return escaped.replace(/ /g, "·").replace(/\t/g, "→");
}

/** A string as one JSON-quoted value (exact, escaped); `mark` as for visibleLine. */
export function quoted(value: string, mark = false): string {
  const json = escapeInvisible(JSON.stringify(value));
  return mark ? json.replace(/ /g, "·").replace(/\\t/g, "→") : json;
}

/** What a whitespace-only change is marked with. */
export const WHITESPACE_NOTE = "whitespace-only change: · is a space, → a tab";

export function differsOnlyInWhitespace(before: string, after: string): boolean {
  return before !== after && before.replace(/\s+/g, "") === after.replace(/\s+/g, "");
}

export interface Decoded {
  format: "JSON" | "YAML";
  value: unknown;
}

/**
 * The value of a string that holds a JSON object or array, or (on more than one line) a YAML
 * mapping or sequence; null for anything else (a scalar stays text: its change is the text).
 */
export function decodeStructured(text: string): Decoded | null {
  const trimmed = text.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      const value: unknown = JSON.parse(trimmed);
      if (value !== null && typeof value === "object") return { format: "JSON", value };
    } catch {
      // not JSON: maybe YAML (flow style) below, else text
    }
  }
  if (!trimmed.includes("\n")) return null;
  try {
    const value: unknown = parseYaml(text, { strict: true, uniqueKeys: true, prettyErrors: false });
    if (value !== null && typeof value === "object" && !(value instanceof Date)) {
      return { format: "YAML", value };
    }
  } catch {
    // not YAML either: text
  }
  return null;
}

/** The comment lines of a YAML text (a decoded diff does not see them). */
export function yamlComments(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("#"));
}
