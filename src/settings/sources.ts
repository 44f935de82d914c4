/**
 * Each source → raw values keyed by schema row, each with the term its source knows it by.
 * Nothing is validated here but the shape (a string, a list, a flag); read.ts does the rest,
 * naming the term of the source the value came from.
 */
import { messageOf } from "../errors.js";
import path from "node:path";
import { parseArgs } from "node:util";

import type { Env, HostSource } from "./hosts.js";
import { checkCommandLine } from "./command-line.js";
import { assertKnownEnvironment } from "./env-names.js";
import { ANY_CASE_BOOLEANS, parseBoolean, usageError } from "./read.js";
import {
  APPROVAL_STEP_KEYS,
  COMMAND_LINE_FLAGS,
  rowsOf,
  safeSourcesOf,
  safetyFileNames,
  type SettingRow,
} from "./schema.js";

export interface Raw {
  value: string | readonly string[] | boolean;
  term: string;
}
/** Raw values by schema key, plus `command` and `approve` (the command line's own). */
export type RawSettings = Partial<Record<string, Raw>>;

type FlagOption =
  { type: "string"; short?: string; multiple?: boolean } | { type: "boolean"; short?: string };

function flagOption(row: SettingRow): FlagOption {
  const short = row.short === undefined ? {} : { short: row.short };
  if (row.kind.type === "flag") return { type: "boolean", ...short };
  return { type: "string", ...short, ...(row.kind.type === "list" ? { multiple: true } : {}) };
}

/** node:util parseArgs options: every schema flag, plus approval and help/version. */
export const FLAG_OPTIONS: Readonly<Record<string, FlagOption>> = {
  ...Object.fromEntries(
    rowsOf("flag").map((row): [string, FlagOption] => [row.flag ?? "", flagOption(row)]),
  ),
  ...Object.fromEntries(
    COMMAND_LINE_FLAGS.map((row): [string, FlagOption] => [row.flag ?? "", flagOption(row)]),
  ),
};

/** Puts a value that is present (not undefined, not an empty string or list). */
function put(raw: RawSettings, key: string, term: string, value: Raw["value"] | undefined): void {
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return;
  raw[key] = { value, term };
}

export function readFlags(argv: readonly string[]): RawSettings {
  checkCommandLine(argv, FLAG_OPTIONS);
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: FLAG_OPTIONS, allowPositionals: true });
  } catch (error) {
    const reason = messageOf(error);
    throw usageError(`${reason}. Run \`stackgate --help\` for the list of flags.`, error);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    throw usageError(
      `expected one command, got ${positionals.length}: ${positionals.map((p) => `"${p}"`).join(" ")}. ` +
        `Flags take their value as --flag=value or --flag value.`,
    );
  }
  const raw: RawSettings = {};
  put(
    raw,
    "command",
    "command",
    values.help ? "help" : values.version ? "version" : positionals[0],
  );
  if (values.approve && values.yes) {
    throw usageError("--approve and --yes exclude each other: --approve asks, --yes does not.");
  }
  if (values.approve) put(raw, "approve", "--approve", "prompt");
  if (values.yes) put(raw, "approve", "--yes", "yes");
  const mrApprovals = values["mr-approvals"];
  if (typeof mrApprovals === "string") put(raw, "mrApprovals", "--mr-approvals", mrApprovals);
  for (const row of rowsOf("flag")) {
    const value: unknown = values[row.flag ?? ""];
    const term = `--${row.flag ?? ""}`;
    // An empty digest is an error, not "no digest" (read.ts says so).
    if (row.kind.type === "digest" && value === "") raw[row.key] = { value, term };
    else if (typeof value === "string" || typeof value === "boolean")
      put(raw, row.key, term, value);
    else if (Array.isArray(value)) put(raw, row.key, term, (value as unknown[]).map(String));
  }
  return raw;
}

export function readEnvironment(env: Env): RawSettings {
  assertKnownEnvironment(env);
  const raw: RawSettings = {};
  const approve = env.STACKGATE_APPROVE?.trim();
  if (approve !== undefined && approve !== "") {
    throw usageError(
      `environment variable STACKGATE_APPROVE is set ("${approve}"), but approval is not read from the environment: ` +
        "a change to the repository (a workflow file, an .env) could switch it on. Remove STACKGATE_APPROVE and pass " +
        "--yes, --approve or --digest on the command line (the Action and the Pipe: their approval input/variable).",
    );
  }
  for (const row of rowsOf("env")) {
    const name = `STACKGATE_${row.env ?? ""}`;
    const term = `environment variable ${name}`;
    // A secret is kept as given (its untrimmed value is redacted too).
    const value = row.kind.type === "secret" ? env[name] : env[name]?.trim();
    // A flag is `true` or `false` (as an input or Pipe variable is): anything else is an error.
    if (row.kind.type === "flag") {
      if (value && parseBoolean(term, value, ANY_CASE_BOOLEANS)) put(raw, row.key, term, true);
    } else put(raw, row.key, term, value);
  }
  return raw;
}

export function readHost(source: HostSource): RawSettings {
  const raw: RawSettings = {};
  for (const row of rowsOf(source.column)) {
    const name = row[source.column] ?? "";
    const term = source.term(name);
    if (row.kind.type === "list") put(raw, row.key, term, source.list(name));
    else if (row.kind.type === "flag") {
      if (source.boolean(name, false)) put(raw, row.key, term, true);
    } else put(raw, row.key, term, source.scalar(name));
  }
  return raw;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * Why stackgate.yml may not set `key`, or null when it may: the file is part of the checkout —
 * the code under review — so it never decides approval, lock breaking, executables or where
 * stackgate writes (kinds.ts `safety`, schema.ts APPROVAL_STEP_KEYS).
 */
function safetyRefusal(file: string, key: string): string | null {
  const name = path.basename(file);
  const approval = Object.hasOwn(APPROVAL_STEP_KEYS, key) ? APPROVAL_STEP_KEYS[key] : undefined;
  const row = safetyFileNames().get(key);
  if (approval === undefined && row === undefined) return null;
  const decides = row?.safety ?? "approval";
  const instead = approval ?? (row ? safeSourcesOf(row) : "");
  return (
    `config file "${file}": "${key}" cannot be set in a file: it decides ${decides}, and a pull request can change ${name}. ` +
    `Set it in the pipeline definition instead (${instead}) and remove "${key}" from ${name}.`
  );
}

/** A parsed stackgate.yml → raw values named `<file> key <key>`. */
export function readConfigDocument(file: string, document: unknown): RawSettings {
  if (document === null || document === undefined) return {};
  if (typeof document !== "object" || Array.isArray(document)) {
    throw usageError(
      `config file "${file}": expected a mapping of settings (e.g. "stack: prod"), got ${describe(document)}.`,
    );
  }
  const keys = new Map(rowsOf("file").map((row) => [row.file ?? "", row]));
  const raw: RawSettings = {};
  for (const [key, value] of Object.entries(document as Record<string, unknown>)) {
    const refusal = safetyRefusal(file, key);
    if (refusal !== null) throw usageError(refusal);
    const row = keys.get(key);
    if (row === undefined) {
      throw usageError(
        `config file "${file}": unknown setting "${key}". Known settings: ${[...keys.keys()].join(", ")}.`,
      );
    }
    const term = `${path.basename(file)} key ${key}`;
    if (row.kind.type === "list") {
      if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
        throw usageError(
          `config file "${file}": "${key}" must be a list of strings, got ${describe(value)}.`,
        );
      }
      raw[row.key] = { value, term };
    } else if (typeof value === "string" || typeof value === "number") {
      raw[row.key] = { value: String(value), term };
    } else {
      throw usageError(`config file "${file}": "${key}" must be a string, got ${describe(value)}.`);
    }
  }
  return raw;
}
