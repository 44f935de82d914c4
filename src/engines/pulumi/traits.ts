/**
 * What the Pulumi adapter can do where the engines differ (engines/terraform/traits.ts has the
 * Terraform family's). Lifecycle asks these, never the engine's name.
 */

export interface PulumiTraits {
  readonly label: string;
  /**
   * Plan around resources (the `exclude` setting): Pulumi 3.274.1 has `preview/up/refresh/destroy
   * --exclude URN` (wildcards too) and, but for destroy, `--exclude-dependents`. Pulumi cannot
   * apply a saved preview, so `up` passes the same excludes to its preview again and its update.
   */
  readonly exclude: boolean;
}

export const PULUMI_TRAITS: PulumiTraits = { label: "Pulumi", exclude: true };
