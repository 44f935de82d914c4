/** What every engine adapter's human diff shares: its bound and its placeholders. */

/**
 * Upper bound of one resource's `diff`, in characters: far above any real change (the diff lists
 * only what changes, value by value), so that one absurd value cannot exhaust memory. A diff cut
 * here says so in its last line.
 */
export const MAX_DIFF_CHARS = 262_144;
/** Shown instead of a sensitive value. */
export const SENSITIVE = "(sensitive value)";
/** Shown instead of a value known only after apply. */
export const UNKNOWN = "(known after apply)";
