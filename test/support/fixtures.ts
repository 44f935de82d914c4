/**
 * The recorded engine outputs live in `test/fixtures/` (where each file comes from, its
 * licence and what it shows: `test/fixtures/PROVENANCE.md`). Tests read them through these helpers.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Absolute path of the shared fixtures folder. */
export const fixturesRoot = path.join(repoRoot, "test", "fixtures");

/** Absolute path of one fixture, e.g. `fixturePath("tofu", "show-json", "x.json")`. */
export function fixturePath(...parts: string[]): string {
  return path.join(fixturesRoot, ...parts);
}

/** A fixture's text (UTF-8); fails clearly when the file is not there. */
export function readFixture(...parts: string[]): string {
  const file = fixturePath(...parts);
  if (!existsSync(file)) {
    throw new Error(
      `expected a recorded fixture at ${file} (the fixtures folder is ${fixturesRoot}, see its PROVENANCE.md), got no such file`,
    );
  }
  return readFileSync(file, "utf8");
}
