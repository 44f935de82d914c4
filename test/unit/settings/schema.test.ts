/**
 * The settings schema is the one list of settings: --help, action.yml's inputs, the README's
 * settings table and its Pipe variable table are checked against it, row by row, both ways.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

import { ACTION_ONLY_INPUTS } from "../../../src/action/inputs.js";
import { HELP } from "../../../src/cli/help.js";
import { PIPE_VARIABLES } from "../../../src/pipe/variables.js";
import { COMMAND_LINE_FLAGS, SETTINGS, rowsOf } from "../../../src/settings/index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const read = (file: string): string => readFileSync(path.join(root, file), "utf8");

/** A markdown table's body rows (after the header and separator) as trimmed cells. */
function tableAfter(markdown: string, header: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => l.replace(/ +/g, " ") === header);
  expect(start, `table "${header}"`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

const code = (value: string | undefined): string => (value ? `\`${value}\`` : "");

/** The README settings table, as the schema says it must read. */
const SETTINGS_HEADER =
  "| flag | environment | stackgate.yml | Action input | Pipe variable | default | meaning |";
function expectedSettingsRows(): string[][] {
  return SETTINGS.map((row) => [
    code(row.flag === undefined ? undefined : `--${row.flag}`),
    code(row.env === undefined ? undefined : `STACKGATE_${row.env}`),
    code(row.file),
    code(row.input),
    code(row.variable),
    code(row.default === "false" ? undefined : row.default),
    // Markdown: a "|" would end the cell, a "<…>" would be read as HTML.
    row.doc.replace(/[|<]/g, (c) => `\\${c}`),
  ]);
}

describe("settings schema", () => {
  it("names every setting once per source", () => {
    for (const source of ["flag", "env", "file", "input", "variable"] as const) {
      const names = rowsOf(source).map((row) => row[source]);
      expect(new Set(names).size, source).toBe(names.length);
    }
    expect(new Set(SETTINGS.map((row) => row.key)).size).toBe(SETTINGS.length);
  });

  it("--help lists every flag with its doc line, and every STACKGATE_* variable", () => {
    for (const row of [...SETTINGS, ...COMMAND_LINE_FLAGS]) {
      if (row.flag === undefined) continue;
      const line = HELP.split("\n").find((l) =>
        new RegExp(`--${row.flag}\\b`).test(l.slice(0, 30)),
      );
      expect(line, row.flag).toContain(row.doc);
    }
    for (const row of rowsOf("env")) expect(HELP).toContain(`STACKGATE_${row.env ?? ""}`);
  });

  it("action.yml declares exactly the schema's inputs and the Action's own, with their defaults (none where stackgate.yml may set the value) and descriptions", () => {
    const yml = parseYaml(read("action.yml")) as {
      inputs: Record<string, { description: string; default: string; required: boolean }>;
    };
    const expected = new Map<string, { default: string; description: string }>(
      Object.entries(ACTION_ONLY_INPUTS),
    );
    for (const row of rowsOf("input")) {
      // GitHub hands a declared default to the step as if it were given, and an input outranks
      // stackgate.yml: a row the file may set has no default in action.yml, so the file's value
      // is not silently overridden (stackgate applies the schema's default itself).
      const fileMaySet = row.file !== undefined;
      expected.set(row.input ?? "", {
        default: row.kind.type === "list" || fileMaySet ? "" : row.default,
        description: row.inputDoc ?? "",
      });
    }
    expect(Object.keys(yml.inputs).sort()).toEqual([...expected.keys()].sort());
    for (const [name, input] of Object.entries(yml.inputs)) {
      expect({ default: input.default, description: input.description }, name).toEqual(
        expected.get(name),
      );
      expect(input.required, name).toBe(false);
    }
  });

  it("the README's Pipe table has each variable's meaning from the schema", () => {
    const rows = tableAfter(read("README.md"), "| name | required | default | meaning |");
    expect(rows.map((r) => r[0])).toEqual(PIPE_VARIABLES.map((v) => `\`${v.name}\``));
    for (const v of PIPE_VARIABLES) {
      const row = rows.find((r) => r[0] === `\`${v.name}\``);
      expect(row?.[3], v.name).toBe(v.meaning);
    }
  });

  it("the README's settings table is the schema (UPDATE_README=1 rewrites it)", () => {
    const readme = read("README.md");
    const expected = expectedSettingsRows();
    if (process.env.UPDATE_README === "1") {
      const lines = readme.split("\n");
      const start = lines.findIndex((l) => l.replace(/ +/g, " ") === SETTINGS_HEADER);
      let end = start + 2;
      while (lines[end]?.startsWith("|")) end += 1;
      const body = expected.map((cells) => `| ${cells.join(" | ")} |`);
      lines.splice(start + 2, end - start - 2, ...body);
      writeFileSync(path.join(root, "README.md"), lines.join("\n"));
    }
    expect(tableAfter(read("README.md"), SETTINGS_HEADER)).toEqual(expected);
  });
});
