/**
 * scripts/unused-exports.mjs (part of `npm run lint`) on a small project: it must name what no
 * other file imports, and accept every way of importing.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";

const SCRIPT = resolve(import.meta.dirname, "../../../scripts/unused-exports.mjs");
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A project with tsconfig.json and the given files; returns the script's exit code and text. */
async function check(files: Record<string, string>): Promise<{ code: number; text: string }> {
  const root = await mkdtemp(join(tmpdir(), "sg-unused-"));
  dirs.push(root);
  const tsconfig = {
    compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, types: [] },
    include: ["src", "test"],
  };
  await writeFile(join(root, "tsconfig.json"), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(root, name, ".."), { recursive: true });
    await writeFile(join(root, name), text);
  }
  const run = await execa("node", [SCRIPT, root], { reject: false, all: true });
  return { code: run.exitCode ?? -1, text: run.all ?? "" };
}

describe("scripts/unused-exports.mjs", () => {
  it("names an export nobody imports, and one only its own module uses", async () => {
    const { code, text } = await check({
      "src/a.ts": [
        "export const used = 1;",
        "export const dead = 2;",
        "export const local = 3;",
        "export function twice(): number { return local * 2; }",
      ].join("\n"),
      "src/b.ts": 'import { used, twice } from "./a.js";\nexport const sum = used + twice();\n',
      "test/b.test.ts": 'import { sum } from "../src/b.js";\nvoid sum;\n',
    });
    expect(code).toBe(1);
    expect(text).toContain("2 export(s) of src/ that no other file imports");
    expect(text).toContain("src/a.ts:2  dead (unused)");
    expect(text).toContain("src/a.ts:3  local (only its own module uses it)");
    expect(text).not.toMatch(/\b(used|twice|sum) \(/);
  });

  it("counts imports through re-exports, namespaces, import() and import types; not re-exports", async () => {
    const { code, text } = await check({
      "src/values.ts": "export const viaIndex = 1;\nexport const reexportedOnly = 2;\n",
      "src/index.ts": 'export { viaIndex, reexportedOnly } from "./values.js";\n',
      "src/all.ts": "export const one = 1;\nexport const two = 2;\n",
      "src/lazy.ts": "export const lazy = 1;\n",
      "src/shape.ts": "export interface Shape { n: number }\n",
      "src/own.ts":
        "export interface Own { n: number }\nexport function make(): Own { return { n: 1 }; }\n",
      "src/use.ts": [
        'import { viaIndex } from "./index.js";',
        'import * as all from "./all.js";',
        'import { make } from "./own.js";',
        "export async function use(): Promise<number> {",
        '  const { lazy } = await import("./lazy.js");',
        '  const shape: import("./shape.js").Shape = { n: 1 };',
        "  return viaIndex + all.one + lazy + shape.n + make().n;",
        "}",
      ].join("\n"),
      "test/use.test.ts": 'import { use } from "../src/use.js";\nvoid use;\n',
    });
    expect(text).toContain("src/values.ts:2  reexportedOnly (unused)");
    expect(text).toContain("1 export(s)");
    expect(code).toBe(1);
  });

  it("passes a project where every export is imported", async () => {
    const { code, text } = await check({
      "src/a.ts": "export const a = 1;\n",
      "test/a.test.ts": 'import { a } from "../src/a.js";\nvoid a;\n',
    });
    expect(text).toContain("unused exports: none in src/");
    expect(code).toBe(0);
  });
});
