/**
 * The `exclude` setting (OpenTofu `plan -exclude=ADDRESS`, Pulumi `--exclude URN`) against the
 * engine's traits: an engine without the flag refuses any exclude as a usage error before it
 * runs, instead of planning (and applying) what the person asked to leave out.
 */
import { EXIT, StackgateError } from "../errors.js";

/** What an adapter's traits say about `exclude` (engines/terraform/traits.ts, pulumi/traits.ts). */
export interface ExcludeTraits {
  readonly label: string;
  readonly exclude: boolean;
  /** Why this engine refuses an exclude and what to do instead (when it has no `exclude`). */
  readonly excludeRefusal?: string;
}

/**
 * Throws a usage error (exit 64) when `exclude` names anything the engine cannot exclude, or
 * holds an empty address. `term` is how the person gave the setting (`--exclude`, `EXCLUDE`, …).
 */
export function checkExclude(
  traits: ExcludeTraits,
  exclude: readonly string[],
  term: string,
): void {
  if (exclude.length === 0) return;
  const quoted = exclude.map((address) => JSON.stringify(address)).join(", ");
  if (exclude.some((address) => address.trim() === "")) {
    throw new StackgateError(
      `${term} ${quoted}: an address is empty; expected resource or module addresses such as "aws_instance.web" or "module.db".`,
      EXIT.usage,
    );
  }
  if (traits.exclude) return;
  throw new StackgateError(
    `${term} ${quoted}: ${traits.excludeRefusal ?? `${traits.label} has no exclude; nothing was run. Remove exclude.`}`,
    EXIT.usage,
  );
}
