/**
 * The two CI hosts as sources of values: Action inputs (`INPUT_*` variables as the runner sets
 * them) and Pipe variables (the step's `variables:`, lists as `NAME_COUNT`, `NAME_0`, …). Empty
 * is absent. Each names its values in its own terms (`input plan-path`, `variable PLAN_PATH`).
 */
import {
  ANY_CASE_BOOLEANS,
  parseBoolean,
  parseChoice,
  parseDuration,
  parseInteger,
  usageError,
  type DurationRule,
} from "./read.js";
import { nearestName } from "./near-miss.js";
import { rowsOf } from "./schema.js";

export type Env = Readonly<Record<string, string | undefined>>;

export interface HostSource {
  /** Which schema column names this host's values. */
  column: "input" | "variable";
  /** How an error names the value: `input stale-after`, `variable STALE_AFTER`. */
  term(name: string): string;
  /** A single trimmed value; empty is absent. */
  scalar(name: string): string | undefined;
  list(name: string): string[];
  boolean(name: string, fallback: boolean): boolean;
  integer(name: string, fallback: number, min: number, max: number): number;
  choice<T extends string>(name: string, fallback: T, choices: readonly T[]): T;
  /** Milliseconds; undefined when absent. */
  duration(name: string, rule: DurationRule): number | undefined;
}

/** The runner's naming: `INPUT_` + name with spaces as `_`, upper-cased (dashes stay). */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}

/** YAML 1.2 core-schema booleans only (as `core.getBooleanInput`). */
const CORE_BOOLEANS = { true: /^(true|True|TRUE)$/, false: /^(false|False|FALSE)$/ };

type HostValues = Pick<HostSource, "column" | "term" | "scalar" | "list">;

/** A host's values with the readers of read.ts on top, each naming the host's term. */
function withReaders(source: HostValues, words: typeof CORE_BOOLEANS): HostSource {
  const { scalar, term } = source;
  return {
    ...source,
    boolean: (name, fallback) => {
      const value = scalar(name);
      return value === undefined ? fallback : parseBoolean(term(name), value, words);
    },
    integer: (name, fallback, min, max) => {
      const value = scalar(name);
      return value === undefined ? fallback : parseInteger(term(name), value, min, max);
    },
    choice: (name, fallback, choices) => parseChoice(term(name), scalar(name) ?? fallback, choices),
    duration: (name, rule) => {
      const value = scalar(name);
      return value === undefined ? undefined : parseDuration(term(name), value, rule);
    },
  };
}

export function actionInputs(env: Env): HostSource {
  const scalar = (name: string): string | undefined => {
    const value = env[inputEnvName(name)]?.trim();
    return value === undefined || value === "" ? undefined : value;
  };
  return withReaders(
    {
      column: "input",
      term: (name) => `input ${name}`,
      scalar,
      list: (name) =>
        (scalar(name) ?? "")
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter((l) => l !== ""),
    },
    CORE_BOOLEANS,
  );
}

export function pipeVariables(env: Env): HostSource {
  return withReaders(
    {
      column: "variable",
      term: (name) => `variable ${name}`,
      scalar: (name) => pipeScalar(env, name),
      list: (name) => pipeList(env, name),
    },
    ANY_CASE_BOOLEANS,
  );
}

/** A scalar variable's trimmed value; empty is absent; a list is an error. */
function pipeScalar(env: Env, name: string): string | undefined {
  if (env[`${name}_COUNT`] !== undefined && env[name] === undefined) {
    throw usageError(
      `variable ${name}: expected a single value, got a list (${name}_COUNT=${env[`${name}_COUNT`]}). ` +
        `Write it as ${name}: 'value'.`,
    );
  }
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/**
 * A list variable: Bitbucket passes `NAME: ['a', 'b']` as NAME_COUNT=2, NAME_0=a, NAME_1=b.
 * A single value (NAME without NAME_COUNT) is an error: its value is not echoed (it may be secret).
 */
function pipeList(env: Env, name: string): string[] {
  const count = env[`${name}_COUNT`]?.trim();
  if (count === undefined || count === "") {
    if (env[name] !== undefined && env[name]?.trim() !== "") {
      throw usageError(
        `variable ${name}: expected a list, e.g. ${name}: ['first', 'second'] (passed as ${name}_COUNT and ${name}_0, ${name}_1, …), got a single value.`,
      );
    }
    return [];
  }
  if (!/^\d{1,4}$/.test(count)) {
    throw usageError(
      `variable ${name}_COUNT: expected the number of items of list ${name}, got "${count}".`,
    );
  }
  const items: string[] = [];
  for (let i = 0; i < Number(count); i += 1) {
    const item = env[`${name}_${i}`];
    if (item === undefined) {
      throw usageError(`variable ${name}: ${name}_COUNT is ${count}, but ${name}_${i} is missing.`);
    }
    if (item.trim() !== "") items.push(item.trim());
  }
  return items;
}

/**
 * Every `INPUT_*` variable is an input action.yml declares (`inputs`: the settings' and the
 * Action's own): the runner passes a misspelt `with:` key on with only a warning, and its value
 * would be ignored (`aproval: pr-review` left `up` ungated).
 */
export function assertKnownInputs(env: Env, actionOnly: readonly string[]): void {
  const names = [...rowsOf("input").map((row) => row.input ?? ""), ...actionOnly];
  const declared = new Set(names.map(inputEnvName));
  for (const key of Object.keys(env).sort()) {
    if (!key.startsWith("INPUT_") || declared.has(key)) continue;
    const given = key.slice("INPUT_".length).toLowerCase();
    const near = nearestName(given, names);
    const hint =
      near === undefined ? `Its inputs are: ${names.join(", ")}.` : `Did you mean ${near}?`;
    throw usageError(
      `input ${given}: stackgate has no such input (the step's with: set ${key}). ${hint} ` +
        "Fix or remove it under the step's with:.",
    );
  }
}

/** `NAME_COUNT`, `NAME_0`, …: how Bitbucket passes the items of list variable NAME. */
function listBase(name: string): string | undefined {
  return /^(.+)_(COUNT|\d+)$/.exec(name)?.[1];
}

/**
 * No environment variable is a near miss of a Pipe variable (`APROVAL` for `APPROVAL`,
 * `COMAND` for `COMMAND`, `approval` for `APPROVAL`): the pipe's environment also holds
 * Bitbucket's and the image's variables, so only a name one or two edits from a known one,
 * and known to none, is taken for a typo. `known`: every variable the pipe reads.
 */
export function assertNoMisspeltVariables(env: Env, known: readonly string[]): void {
  const names = new Set(known);
  for (const key of Object.keys(env).sort()) {
    if (names.has(key)) continue;
    const base = listBase(key);
    if (base !== undefined && names.has(base)) continue;
    const near =
      nearestName(key, names) ?? (base === undefined ? undefined : nearestName(base, names));
    if (near === undefined) continue;
    throw usageError(
      `variable ${key}: the pipe has no such variable. Did you mean ${near}? ` +
        "Fix its name under the pipe's variables: (names are upper case, words joined with _).",
    );
  }
}
