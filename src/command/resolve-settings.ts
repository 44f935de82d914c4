/**
 * The settings resolver the doors call: settings/ with Pulumi's stack qualification wired in
 * (settings/ itself imports no engine; the qualifier, which reads Pulumi.yaml, is loaded only
 * for a Pulumi stack).
 */
import { resolveSettings as resolveWith } from "../settings/resolve.js";
import type { Settings, SettingsSources } from "../settings/types.js";

export function resolveSettings(sources: SettingsSources): Promise<Settings> {
  return resolveWith({
    qualifyStack: async (given, workdir, env) =>
      (await import("../engines/pulumi/stack-name.js")).qualifyPulumiStack(given, workdir, env),
    ...sources,
  });
}
