/**
 * Vitest global setup (helper worktree stand-in, put here by the lead: do not commit this file).
 * Builds are off in helper worktrees: the lead builds the engines once for everyone
 * (node scripts/engines.mjs install …); concurrent test runs each started a second Pulumi build.
 */
export default function buildMissingEngines(): void {}
