/**
 * The command line's mistakes in stackgate's own words, with "did you mean": an unknown flag
 * (`--dir` → `-C/--workdir`), a flag without its value, a value given to a switch, an unknown
 * command (`plan` → `preview`), no command at all. Node's parseArgs errors ("To specify a
 * positional argument starting with a '-'…") never reach the user.
 */
import { parseArgs } from "node:util";

import { COMMANDS, type Command } from "./choices.js";
import { nearestName } from "./near-miss.js";
import { usageError } from "./read.js";
import { COMMAND_LINE_FLAGS, SETTINGS, type SettingRow } from "./schema.js";

const HELP_HINT = "Run `stackgate --help` for the commands and flags.";

/** Other tools' words for stackgate's commands and flags. */
const COMMAND_SYNONYMS: Readonly<Record<string, string>> = {
  plan: "preview",
  diff: "preview",
  deploy: "up",
  destroy: "preview --mode destroy, then up",
  refresh: "preview --mode refresh, then up",
  show: "status",
  state: "status",
  "force-unlock": "unlock",
  cancel: "unlock",
  repair: "recover",
};
const FLAG_SYNONYMS: Readonly<Record<string, string>> = {
  dir: "workdir",
  directory: "workdir",
  chdir: "workdir",
  cwd: "workdir",
  cd: "workdir",
  "working-dir": "workdir",
  "working-directory": "workdir",
  out: "plan-file",
  plan: "plan-file",
  "plan-path": "plan-file",
  "auto-approve": "yes",
  "var-files": "var-file",
  vars: "var",
  destroy: "mode",
  "refresh-only": "mode",
};

const COMMAND_ALIASES: Readonly<Record<string, Command>> = { apply: "up" };

const FLAG_ROWS: readonly SettingRow[] = [
  ...SETTINGS.filter((row) => row.flag !== undefined),
  ...COMMAND_LINE_FLAGS,
];

/** `-C/--workdir`, `--json`; `--mode destroy` for the flag a synonym stands for with a value. */
function shownFlag(row: SettingRow): string {
  return row.short === undefined ? `--${row.flag ?? ""}` : `-${row.short}/--${row.flag ?? ""}`;
}

function rowOfFlag(name: string): SettingRow | undefined {
  return FLAG_ROWS.find((row) => row.flag === name);
}

function suggestFlag(name: string): string {
  // `-c` for `-C`, `-S` for `-s`: short flags differ in case only.
  const short = FLAG_ROWS.find(
    (row) => name.length === 1 && row.short?.toLowerCase() === name.toLowerCase(),
  );
  if (short !== undefined) return ` Did you mean ${shownFlag(short)}?`;
  const synonym = FLAG_SYNONYMS[name];
  if (synonym === "mode") return ` Did you mean --mode ${name.replace(/-only$/, "")}?`;
  const known =
    synonym ??
    nearestName(
      name,
      FLAG_ROWS.map((row) => row.flag ?? ""),
    );
  const row = known === undefined ? undefined : rowOfFlag(known);
  return row === undefined ? "" : ` Did you mean ${shownFlag(row)}?`;
}

type Options = NonNullable<NonNullable<Parameters<typeof parseArgs>[0]>["options"]>;

/**
 * Reads the tokens as parseArgs would, without its errors: throws stackgate's own for the
 * first mistake. After it passes, a strict parseArgs of the same argv succeeds.
 */
export function checkCommandLine(argv: readonly string[], options: Options): void {
  const { tokens } = parseArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const row = rowOfFlag(token.name);
    if (row === undefined) {
      throw usageError(`unknown flag ${token.rawName}.${suggestFlag(token.name)} ${HELP_HINT}`);
    }
    const takesValue = row.kind.type !== "flag";
    const usage = `${token.rawName} ${row.arg ?? "VALUE"}`;
    if (takesValue && token.value === undefined) {
      throw usageError(`${token.rawName} needs a value: ${usage}.`);
    }
    if (takesValue && !token.inlineValue && token.value?.startsWith("-")) {
      throw usageError(
        `${token.rawName} needs a value, got the flag "${token.value}" after it: ${usage}. ` +
          `A value that starts with "-" goes as --${row.flag ?? ""}=${token.value}.`,
      );
    }
    if (!takesValue && token.value !== undefined) {
      throw usageError(`${token.rawName} takes no value, got "${token.rawName}=${token.value}".`);
    }
  }
}

/** The command word → the command; an unknown word or none at all is an error saying which. */
export function parseCommandWord(value: string | undefined): Command {
  const expected = `expected one of ${[...COMMANDS, "apply"].join(", ")}`;
  if (value === undefined) {
    throw usageError(
      `no command given: ${expected} (e.g. stackgate preview -C infra). ${HELP_HINT}`,
    );
  }
  const alias = COMMAND_ALIASES[value];
  if (alias !== undefined) return alias;
  if ((COMMANDS as readonly string[]).includes(value)) return value as Command;
  const near = COMMAND_SYNONYMS[value.toLowerCase()] ?? nearestName(value, [...COMMANDS, "apply"]);
  const hint = near === undefined ? "" : ` Did you mean ${near}?`;
  throw usageError(`unknown command "${value}": ${expected}.${hint} ${HELP_HINT}`);
}
