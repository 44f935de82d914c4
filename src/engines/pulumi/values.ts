/**
 * Pulumi property values as the CLI prints them: secrets (`"[secret]"` or objects keyed by the
 * secret signature), assets and archives (signature objects), unknowns (the well-known unknown
 * string during previews) and resource references. Only this module knows those signatures.
 */
import { isRecord } from "../../model/json.js";

/** The key Pulumi marks special objects with (`resource.SigKey`). */
export const SIG_KEY = "4dabf18193072939515e22adb298388d";
const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";
export const ASSET_SIG = "c44067f5952c0a294b673a41bacd8c17";
export const ARCHIVE_SIG = "0def7320c3a5731c473e5ecbe6d01bc7";
export const RESOURCE_REFERENCE_SIG = "5cf8f73096256a8f31e491e813e4eb8e";
export const OUTPUT_VALUE_SIG = "d0e6a833031e9bbcd3f4e8bde6ca49a4";
/** `plugin.UnknownStringValue`: a value only known after the update. */
export const UNKNOWN_STRING = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
/** How the CLI masks a secret in display and JSON output. */
export const MASKED_SECRET = "[secret]";

export function isSecretValue(value: unknown): boolean {
  if (value === MASKED_SECRET) return true;
  return isRecord(value) && value[SIG_KEY] === SECRET_SIG;
}

/** True when the value is, or contains, a secret. */
export function containsSecret(value: unknown): boolean {
  if (isSecretValue(value)) return true;
  if (Array.isArray(value)) return value.some(containsSecret);
  if (isRecord(value)) return Object.values(value).some(containsSecret);
  return false;
}

/** Strips Pulumi's colour markup (`<{%fg 1%}>`, `<{%reset%}>`) and ANSI escapes. */
export function stripColor(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/<\{%[^%]*%\}>/g, "").replace(/\u001b\[[0-9;]*m/g, "");
}

/** `urn:pulumi:<stack>::<project>::<qualified type>::<name>` → its parts (name may contain `::`). */
export function parseUrn(urn: string): {
  stack: string;
  project: string;
  type: string;
  parentTypes: string[];
  name: string;
} {
  const m = /^urn:pulumi:([^:]*)::([^:]*)::(.*?)::(.*)$/s.exec(urn);
  if (!m) return { stack: "", project: "", type: "", parentTypes: [], name: urn };
  const qualified = (m[3] ?? "").split("$");
  return {
    stack: m[1] ?? "",
    project: m[2] ?? "",
    type: qualified[qualified.length - 1] ?? "",
    parentTypes: qualified.slice(0, -1),
    name: m[4] ?? "",
  };
}
