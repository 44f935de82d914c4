/**
 * The real engines the end-to-end tests run besides `terraform`: OpenTofu, the Pulumi CLI (with
 * its YAML language host) and the test tree's own Pulumi provider, built from their Go modules
 * by `scripts/engines.mjs` into a cache outside the repository.
 *
 * A test that needs an engine asks `engineOrSkip(name)`: where the engine is built it gets the
 * directory of its binaries; where it is not, the test is skipped with one loud line naming what
 * is missing and how to get it — never silently. CI sets STACKGATE_REQUIRE_ENGINES=1, which
 * turns such a skip into a failure, so CI always runs them.
 */
import { engineBinDir, engineInstalled, ENGINES } from "../../scripts/engines.mjs";

export type EngineName = keyof typeof ENGINES;

/** Set by `.ci/run`: an engine that is missing fails the run instead of skipping its tests. */
export const REQUIRE_ENGINES_ENV = "STACKGATE_REQUIRE_ENGINES";

/** Why the engines are missing, in one line, or null when all of `names` are built. */
export function missingEngines(names: readonly EngineName[]): string | null {
  const missing = names.filter((name) => !engineInstalled(name));
  if (missing.length === 0) return null;
  return (
    `needs ${missing.map((name) => `${name} (expected in ${engineBinDir(name)})`).join(", ")}; ` +
    `build with: node scripts/engines.mjs install ${missing.join(" ")} (Go 1.26 and the Go module proxy)`
  );
}

/**
 * For `describe.skipIf(...)`: true (after printing one loud line) when an engine is missing;
 * throws instead when STACKGATE_REQUIRE_ENGINES=1, so CI cannot pass without running them.
 */
export function skipWithoutEngines(suite: string, ...names: EngineName[]): boolean {
  const why = missingEngines(names);
  if (why === null) return false;
  if (process.env[REQUIRE_ENGINES_ENV] === "1") {
    throw new Error(`${suite} ${why} — ${REQUIRE_ENGINES_ENV}=1 forbids skipping it`);
  }
  console.warn(`!!!!!!!! SKIPPED: ${suite} ${why}`);
  return true;
}

/** The directory holding an engine's binaries (check `skipWithoutEngines` first). */
export function engineDir(name: EngineName): string {
  return engineBinDir(name);
}
