/**
 * The `exclude` setting (OpenTofu `plan -exclude=ADDRESS`, Pulumi `--exclude URN`) against the
 * engine's traits: an engine
 * without the flag refuses any exclude as a usage error before it runs, instead of planning
 * (and applying) what the person asked to leave out.
 */
import { EXIT, StackgateError } from "../errors.js";
import type { EngineName } from "../model/change.js";
import { PULUMI_TRAITS } from "./pulumi/traits.js";
import { terraformTraits } from "./terraform/traits.js";

function traitsOf(name: EngineName): { readonly label: string; readonly exclude: boolean } {
  return name === "pulumi" ? PULUMI_TRAITS : terraformTraits(name);
}

/** Why Terraform refuses it, and what to do instead. */
const TERRAFORM_REFUSAL =
  "Terraform has no -exclude (OpenTofu 1.9 and later has); nothing was run. Run with --engine tofu, or remove exclude to plan everything.";

/**
 * Throws a usage error (exit 64) when `exclude` names anything the engine cannot exclude, or
 * holds an empty address. `term` is how the person gave the setting (`--exclude`, `EXCLUDE`, …).
 */
export function checkExclude(engine: EngineName, exclude: readonly string[], term: string): void {
  if (exclude.length === 0) return;
  const quoted = exclude.map((address) => JSON.stringify(address)).join(", ");
  if (exclude.some((address) => address.trim() === "")) {
    throw new StackgateError(
      `${term} ${quoted}: an address is empty; expected resource or module addresses such as "aws_instance.web" or "module.db".`,
      EXIT.usage,
    );
  }
  const traits = traitsOf(engine);
  if (traits.exclude) return;
  throw new StackgateError(
    `${term} ${quoted}: ${engine === "terraform" ? TERRAFORM_REFUSAL : `${traits.label} has no exclude; nothing was run. Remove exclude.`}`,
    EXIT.usage,
  );
}
