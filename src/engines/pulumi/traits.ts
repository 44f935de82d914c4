/**
 * What the Pulumi adapter can do where the engines differ (engines/terraform/traits.ts has the
 * Terraform family's). Lifecycle asks these, never the engine's name.
 */

export interface PulumiTraits {
  readonly label: string;
  /**
   * Plan around addresses (the `exclude` setting). Not yet: Pulumi 3.274.1 has `preview/up
   * --exclude URN`, but it takes URNs, not addresses, and stackgate's Pulumi `up` previews and
   * updates again without a saved plan (engine.ts), so the excludes would have to be carried
   * from the preview to that update; until they are, exclude is refused for Pulumi.
   */
  readonly exclude: boolean;
}

export const PULUMI_TRAITS: PulumiTraits = { label: "Pulumi", exclude: false };
