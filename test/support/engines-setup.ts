/**
 * Vitest global setup: builds the engines the end-to-end tests need (scripts/engines.mjs) when
 * one is missing and Go is on PATH, so `npm test` on a fresh machine runs them. Without Go the
 * tests that need them skip with one loud line each (test/support/engines.ts), unless CI's
 * STACKGATE_REQUIRE_ENGINES=1 forbids it. STACKGATE_BUILD_ENGINES=0 turns the build off.
 */
import { spawnSync } from "node:child_process";
import { ENGINES, engineInstalled, installEngine } from "../../scripts/engines.mjs";
import type { EngineName } from "./engines.js";

export default function buildMissingEngines(): void {
  if (process.env.STACKGATE_BUILD_ENGINES === "0") return;
  const missing = (Object.keys(ENGINES) as EngineName[]).filter((name) => !engineInstalled(name));
  if (missing.length === 0) return;
  if (spawnSync("go", ["version"]).status !== 0) {
    console.warn(
      `!!!!!!!! engines not built (${missing.join(", ")}): Go is not on PATH; their tests will skip`,
    );
    return;
  }
  console.log(
    `building the engines the tests need (${missing.join(", ")}); the first build takes a while`,
  );
  for (const name of missing) installEngine(name);
}
