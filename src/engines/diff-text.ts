/** What every engine adapter's human diff shares: its bounds and its placeholders. */

/** Upper bound of one resource's `diff`, in characters. */
export const MAX_DIFF_CHARS = 4096;
/** Upper bound of one rendered value inside a diff line, in characters. */
export const MAX_VALUE_CHARS = 240;
/** Shown instead of a sensitive value. */
export const SENSITIVE = "(sensitive value)";
/** Shown instead of a value known only after apply. */
export const UNKNOWN = "(known after apply)";
