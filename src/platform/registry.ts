/**
 * The CI platforms, in the order they are detected: the one place a platform is added. `local`
 * is no platform: a run outside any CI (a terminal, an unknown CI).
 */
import { bitbucket } from "./bitbucket-platform.js";
import { github } from "./github-platform.js";
import { gitlab } from "./gitlab-platform.js";
import type { Platform, PlatformEnv } from "./platform.js";

const CI_PLATFORMS = [github, bitbucket, gitlab] as const;

/** A journaled run's platform: a CI platform's name, or `local`. */
export type PlatformName = "local" | (typeof CI_PLATFORMS)[number]["name"];

export const PLATFORM_NAMES: readonly PlatformName[] = [
  "local",
  ...CI_PLATFORMS.map((platform) => platform.name),
];

/** The platform whose job `env` is; null outside any CI platform. */
export function detectPlatform(env: PlatformEnv): Platform<PlatformName> | null {
  return CI_PLATFORMS.find((platform) => platform.detects(env)) ?? null;
}

/** The description of a platform by name; null for `local`. */
export function platformNamed(name: PlatformName): Platform<PlatformName> | null {
  return CI_PLATFORMS.find((platform) => platform.name === name) ?? null;
}

/** The checkout the journal's workdir key is relative to: the first platform's that names one. */
export function workdirRootOf(env: PlatformEnv): string | undefined {
  for (const platform of CI_PLATFORMS) {
    const root = platform.readRun(env).checkoutDir;
    if (root !== undefined) return root;
  }
  return undefined;
}
