/**
 * The human diff of one Pulumi step, from its old and new inputs, through the shared value diff
 * (engines/value-diff/): secrets masked, unknowns named, an asset's text diffed by its lines,
 * an archive by its assets, a resource reference by its URN.
 */
import { boundLines } from "../../report/fit.js";
import type { ResourceAction } from "../../model/change.js";
import { isRecord, type JsonObject } from "../../model/json.js";
import { MAX_DIFF_CHARS } from "../diff-text.js";
import { diffValues } from "../value-diff/diff.js";
import { NULL_VALUE, sensitiveValue, UNKNOWN_VALUE, type DiffValue } from "../value-diff/value.js";
import {
  ARCHIVE_SIG,
  ASSET_SIG,
  isSecretValue,
  OUTPUT_VALUE_SIG,
  RESOURCE_REFERENCE_SIG,
  SIG_KEY,
  UNKNOWN_STRING,
} from "./values.js";

/** `tags.Name` → `tags`, `ingress[0].cidr` → `ingress`, `["a.b"].c` → `a.b`. */
export function topLevel(path: string): string {
  const quoted = /^\[\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(path);
  if (quoted) return quoted[1] ?? path;
  return /^[^.[]+/.exec(path)?.[0] ?? path;
}

export function renderStepDiff(
  action: ResourceAction,
  changed: readonly string[],
  oldInputs: JsonObject,
  newInputs: JsonObject,
  forcing: ReadonlySet<string>,
): string {
  const lines: string[] = [];
  for (const key of changed) {
    const before = action === "create" ? NULL_VALUE : toDiffValue(oldInputs[key]);
    const after = action === "delete" ? NULL_VALUE : toDiffValue(newInputs[key]);
    const single = (value: DiffValue): DiffValue => ({
      kind: "map",
      entries: new Map([[key, value]]),
    });
    const keyLines = diffValues(single(before), single(after), {
      annotate: (path) => (forcing.has(topLevel(path)) ? "  # forces replacement" : ""),
    });
    if (keyLines.length === 0) {
      // Pulumi names the attribute as changed, but the values it shows are equal (masked).
      keyLines.push(`~ ${key} = (changed; the preview does not show how)`);
    }
    lines.push(...keyLines);
  }
  return boundLines(lines, MAX_DIFF_CHARS);
}

/** A Pulumi property value (as `preview --json` prints it) as the neutral tree. */
export function toDiffValue(value: unknown): DiffValue {
  if (isSecretValue(value)) return sensitiveValue(value);
  if (value === undefined || value === null) return NULL_VALUE;
  if (value === UNKNOWN_STRING) return UNKNOWN_VALUE;
  if (typeof value === "string") return { kind: "string", value };
  if (typeof value === "number" || typeof value === "boolean") {
    return { kind: "scalar", text: String(value) };
  }
  if (Array.isArray(value)) return { kind: "list", items: value.map(toDiffValue) };
  if (!isRecord(value)) {
    const text = JSON.stringify(value) ?? typeof value;
    return { kind: "opaque", text, identity: text };
  }
  switch (value[SIG_KEY]) {
    case ASSET_SIG:
    case ARCHIVE_SIG:
      return assetValue(value);
    case RESOURCE_REFERENCE_SIG: {
      const urn = typeof value.urn === "string" ? value.urn : "reference";
      const id = typeof value.id === "string" ? ` ${value.id}` : "";
      return { kind: "opaque", text: `(resource ${urn})`, identity: `${urn}${id}` };
    }
    case OUTPUT_VALUE_SIG:
      if (!("value" in value)) return UNKNOWN_VALUE;
      return value.secret === true ? sensitiveValue(value.value) : toDiffValue(value.value);
    default:
      return mapValue(value, undefined);
  }
}

/**
 * An asset or archive: its text or its member assets are diffed (their hash follows from them
 * and is left out); one given by path or URI is compared by its hash.
 */
function assetValue(value: JsonObject): DiffValue {
  const kind = value[SIG_KEY] === ASSET_SIG ? "asset" : "archive";
  const hash = typeof value.hash === "string" ? value.hash : "";
  if (typeof value.text === "string" || isRecord(value.assets)) {
    const content = Object.fromEntries(
      Object.entries(value).filter(([key]) => key !== "hash" && key !== SIG_KEY),
    );
    return mapValue(content, kind);
  }
  const where =
    typeof value.path === "string"
      ? ` path ${JSON.stringify(value.path)}`
      : typeof value.uri === "string"
        ? ` uri ${JSON.stringify(value.uri)}`
        : "";
  return {
    kind: "opaque",
    text: `(${kind}${where}${hash ? ` ${hash.slice(0, 12)}` : ""})`,
    identity: `${kind}${where} ${hash}`,
  };
}

function mapValue(value: JsonObject, label: string | undefined): DiffValue {
  const entries = new Map<string, DiffValue>();
  for (const [k, v] of Object.entries(value)) entries.set(k, toDiffValue(v));
  return label === undefined ? { kind: "map", entries } : { kind: "map", entries, label };
}
