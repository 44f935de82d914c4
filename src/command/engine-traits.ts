/**
 * The adapters' traits by engine name, without the adapters: settings resolution asks them
 * (`exclude`) before any engine code is loaded (create-engine.ts loads the adapter itself).
 */
import { PULUMI_TRAITS, type PulumiTraits } from "../engines/pulumi/traits.js";
import { terraformTraits, type TerraformTraits } from "../engines/terraform/traits.js";
import type { EngineName } from "../model/change.js";

/** The adapter's traits for an engine name (here, where names map to adapters). */
export function engineTraits(name: EngineName): TerraformTraits | PulumiTraits {
  return name === "pulumi" ? PULUMI_TRAITS : terraformTraits(name);
}
