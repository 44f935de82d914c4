/**
 * The settings door for callers outside settings/: the resolver with Pulumi's stack
 * qualification wired in (settings/ itself imports no engine).
 */
import { qualifyPulumiStack } from "./engines/pulumi/stack-name.js";
import { resolveSettings as resolveWith } from "./settings/resolve.js";
import type { Settings, SettingsSources } from "./settings/types.js";

export * from "./settings/index.js";

export function resolveSettings(sources: SettingsSources): Promise<Settings> {
  return resolveWith({ qualifyStack: qualifyPulumiStack, ...sources });
}
