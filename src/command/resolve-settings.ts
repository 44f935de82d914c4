/**
 * The settings resolver the doors call: settings/ with Pulumi's stack qualification and the
 * engines' `exclude` check wired in (settings/ itself imports no engine). The qualifier is
 * imported statically: the doors import it anyway, and a lazy import only split it into a
 * chunk file of its own.
 */
import { checkExclude } from "../engines/exclude.js";
import { engineTraits } from "./engine-traits.js";
import { qualifyPulumiStack } from "../engines/pulumi/stack-name.js";
import { resolveSettings as resolveWith } from "../settings/resolve.js";
import type { Settings, SettingsSources } from "../settings/types.js";

export async function resolveSettings(sources: SettingsSources): Promise<Settings> {
  const settings = await resolveWith({
    qualifyStack: (given, workdir, env) => Promise.resolve(qualifyPulumiStack(given, workdir, env)),
    checkExclude: (engine, exclude, term) => checkExclude(engineTraits(engine), exclude, term),
    ...sources,
  });
  // The stack's workspace is the process's: every reader of the selected workspace (the plan
  // record's binding, the s3 keys of locks and journal, local-state recovery) and every engine
  // process then agree on it, whoever reads TF_WORKSPACE.
  if (settings.workspace !== undefined) process.env.TF_WORKSPACE = settings.workspace;
  return settings;
}
