/**
 * The value readers, once. Each takes the term its caller knows the value by (`--stale-after`,
 * `STACKGATE_STALE_AFTER`, `stackgate.yml key stale-after`, `input stale-after`, `variable
 * STALE_AFTER`), so every error names that term, quotes the value and says what was expected.
 */
import { EXIT, StackgateError } from "../errors.js";

export function usageError(message: string, cause?: unknown): StackgateError {
  return new StackgateError(message, EXIT.usage, cause === undefined ? undefined : { cause });
}

export function parseChoice<T extends string>(
  term: string,
  value: string,
  choices: readonly T[],
): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw usageError(`${term}: expected one of ${choices.join(", ")}, got "${value}".`);
}

/** `true` and `false` in any case (Pipe variables, STACKGATE_* variables). */
export const ANY_CASE_BOOLEANS = { true: /^true$/i, false: /^false$/i };

/** `words`: the spellings of true and false the source accepts (YAML core, or any case). */
export function parseBoolean(
  term: string,
  value: string,
  words: { true: RegExp; false: RegExp },
): boolean {
  if (words.true.test(value)) return true;
  if (words.false.test(value)) return false;
  throw usageError(`${term}: expected true or false, got "${value}".`);
}

export function parseInteger(term: string, value: string, min: number, max: number): number {
  const trimmed = value.trim();
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw usageError(`${term}: expected a whole number from ${min} to ${max}, got "${value}".`);
  }
  return n;
}

const DURATION_UNITS_MS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
};

export interface DurationRule {
  /** How the expectation reads: `0s, 30s or 5m`. */
  example: string;
  min?: number;
  /** At most this many hours. */
  maxHours?: number;
  /** Whether `ms` is a unit (the engine's `-lock-timeout` and stackgate's own timeouts). */
  ms?: boolean;
}

/** `30s`, `5m`, `2h`, `1500ms` → milliseconds. */
export function parseDuration(term: string, value: string, rule: DurationRule): number {
  const units = rule.ms === false ? /^(\d+)(s|m|h)$/ : /^(\d+)(ms|s|m|h)$/;
  const m = units.exec(value.trim());
  const ms = m ? Number(m[1]) * (DURATION_UNITS_MS[m[2] ?? ""] ?? Number.NaN) : Number.NaN;
  const min = rule.min ?? 0;
  const max = rule.maxHours === undefined ? Infinity : rule.maxHours * 3_600_000;
  if (!Number.isSafeInteger(ms) || ms < min || ms > max) {
    const least = rule.min === undefined ? "" : ` of at least ${rule.min} ms`;
    const most = rule.maxHours === undefined ? "" : ` (at most ${rule.maxHours}h)`;
    throw usageError(
      `${term}: expected a duration${least} like ${rule.example}${most}, got "${value}".`,
    );
  }
  return ms;
}

/**
 * A plan digest as people copy it: `sha256:` and 64 hex, the 64 hex alone, or the 12-character
 * short form, in any case. Returned in the one form digests are compared in: `sha256:` and 64
 * lower-case hex, or 12 lower-case hex.
 */
export function parseDigest(term: string, value: string): string {
  const m = /^(?:sha256:)?([0-9a-f]{64}|[0-9a-f]{12})$/i.exec(value.trim());
  if (m === null) {
    const got =
      value === ""
        ? '"" (empty). Pass the digest of the reviewed plan (the preview\'s plan-digest), or leave ' +
          term +
          " out to plan afresh"
        : `"${value}"`;
    throw usageError(
      `${term}: expected "sha256:" and 64 hex characters (the prefix may be left out), or the 12-character short digest, got ${got}.`,
    );
  }
  const hex = (m[1] ?? "").toLowerCase();
  return hex.length === 64 ? `sha256:${hex}` : hex;
}

/** A secret's value is never echoed: only its length. */
export function parseSecret(term: string, value: string, min: number): string {
  const key = value.trim();
  if (key.length < min) {
    throw usageError(
      `${term}: expected a secret of at least ${min} characters (e.g. the output of ` +
        `\`openssl rand -base64 32\`, kept as a CI secret), got ${key.length} characters.`,
    );
  }
  return key;
}

/** `NAME=VALUE`; only the name is echoed (a value may be secret). */
export function parseVar(term: string, value: string): { name: string; value: string } {
  if (!/^[A-Za-z_][A-Za-z0-9_-]*=/.test(value)) {
    throw usageError(
      `${term}: expected NAME=VALUE, got "${value.split("=")[0]}${value.includes("=") ? "=…" : ""}".`,
    );
  }
  const at = value.indexOf("=");
  return { name: value.slice(0, at), value: value.slice(at + 1) };
}

export function parseStackName(term: string, value: string): string {
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(value)) {
    throw usageError(
      `${term}: expected letters, digits, ".", "_" or "-" (at most 100), got "${value}".`,
    );
  }
  return value;
}

/** A pull request number (`noun`: "number" on GitHub, "id" on Bitbucket). */
export function parsePullRequest(term: string, value: string, noun: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) {
    throw usageError(`${term}: expected a pull request ${noun} like 42, got "${value}".`);
  }
  return Number(value);
}
