/**
 * Breaking what ships fails the suite. Each case copies dist/, breaks one file of the copy the
 * way a bad build or a bad merge would (an entry that exits 3, a lazily imported chunk that
 * throws), and runs a representative end-to-end test against the copy (STACKGATE_TEST_DIST) in a
 * nested Vitest: it must fail. A control runs the same tests on an unbroken copy and passes, so
 * the failures are the breakage's doing. (On main at 3304d27 the end-to-end tests ran src/ in
 * process: `dist/cli.js` exiting 3 left terraform-cli.test.ts green.)
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { DIST_DIR, REPO_ROOT, TEST_DIST_ENV } from "../support/dist.js";

const VITEST = path.join(REPO_ROOT, "node_modules", "vitest", "vitest.mjs");
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** One end-to-end test per door, each a path users take. */
const PATHS = {
  cli: ["test/e2e/terraform-cli.test.ts", "previews, applies exactly the previewed plan"],
  config: ["test/e2e/inputs-checked.test.ts", "CLI: preview takes the stack from stackgate.yml"],
  action: ["test/e2e/inputs-checked.test.ts", "Action: preview takes the stack and engine"],
  pipe: ["test/e2e/inputs-checked.test.ts", "Pipe: up without APPROVAL refuses"],
} as const;

function copyDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-dist-copy-"));
  copies.push(dir);
  cpSync(DIST_DIR, dir, { recursive: true });
  return dir;
}

/** The chunk that `readConfigFile` imports lazily for stackgate.yml (the yaml package). */
function yamlChunk(dist: string): string {
  const chunks = path.join(dist, "chunks");
  for (const name of readdirSync(chunks)) {
    const text = readFileSync(path.join(chunks, name), "utf8");
    if (!text.includes("could not be read as YAML")) continue;
    const lazy = /await import\("\.\/([^"]+)"\)/.exec(text);
    if (lazy?.[1] !== undefined) return path.join(chunks, lazy[1]);
  }
  throw new Error(`no chunk of ${dist} imports the yaml chunk lazily`);
}

/** This process's environment without the outer Vitest's own variables. */
function outerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")),
  );
}

interface NestedRun {
  exitCode: number;
  /** Vitest's count line, e.g. "Tests  1 failed | 3 skipped (4)". */
  tests: string;
}

/** Runs the named tests of the given files against `dist` in a nested Vitest. */
async function runAgainst(
  dist: string,
  ...tests: (readonly [string, string])[]
): Promise<NestedRun> {
  const files = [...new Set(tests.map(([file]) => file))];
  const names = tests.map(([, name]) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const result = await new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [VITEST, "run", ...files, "-t", names],
      { cwd: REPO_ROOT, env: { ...outerEnv(), [TEST_DIST_ENV]: dist }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
        resolve({ code, out: `${stdout}\n${stderr}` });
      },
    );
  });
  const plain = stripVTControlCharacters(result.out);
  return { exitCode: result.code, tests: /^\s*Tests\s+.*$/m.exec(plain)?.[0].trim() ?? plain };
}

/** The one selected test ran and failed (not a crash of the nested run). */
const FAILED = { exitCode: 1, tests: expect.stringMatching(/^Tests\s+1 failed\b/) as unknown };

describe("a broken dist fails the end-to-end tests", () => {
  it("control: the same tests pass on an unbroken copy", async () => {
    const run = await runAgainst(copyDist(), ...Object.values(PATHS));
    expect(run.tests).toMatch(/^Tests\s+4 passed/);
    expect(run.exitCode).toBe(0);
  });

  it("dist/cli.js replaced by a script that exits 3", async () => {
    const dist = copyDist();
    writeFileSync(path.join(dist, "cli.js"), "process.exit(3);\n");
    expect(await runAgainst(dist, PATHS.cli)).toMatchObject(FAILED);
  });

  it("the lazily imported yaml chunk throws", async () => {
    const dist = copyDist();
    writeFileSync(yamlChunk(dist), 'throw new Error("broken chunk");\n');
    expect(await runAgainst(dist, PATHS.config)).toMatchObject(FAILED);
    // Only stackgate.yml reads it: a run without a config file does not notice.
    expect((await runAgainst(dist, PATHS.cli)).exitCode).toBe(0);
  });

  it("the Action's main entry (action.yml runs.main) throws", async () => {
    const dist = copyDist();
    writeFileSync(path.join(dist, "action-main.js"), 'throw new Error("broken entry");\n');
    expect(await runAgainst(dist, PATHS.action)).toMatchObject(FAILED);
  });

  it("the Pipe's entry (the Dockerfile's ENTRYPOINT) exits 0 without doing anything", async () => {
    const dist = copyDist();
    writeFileSync(path.join(dist, "pipe.js"), "process.exit(0);\n");
    expect(await runAgainst(dist, PATHS.pipe)).toMatchObject(FAILED);
  });
});
